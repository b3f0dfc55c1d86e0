import Foundation

/// Where the shipped Locales/ and Templates/ folders are. SwiftPM's `Bundle.module` stops the process
/// with a fatal error when the bundle is missing (e.g. the binary was copied without its
/// `chartnarrate_Narration.resources` folder), so the bundle is only asked once a path is known to exist.
enum ResourceLocation {
    static let bundleName = "chartnarrate_Narration.resources"

    /// The folder holding `Locales/` and `Templates/`, searched in order: `$CHARTNARRATE_RESOURCES`,
    /// the bundle beside the executable (the running file's, then the one it was started as),
    /// `../share/chartnarrate` beside it, then the source tree.
    static let root: URL? = {
        let fm = FileManager.default
        func usable(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent("Locales").path) }
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["CHARTNARRATE_RESOURCES"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        // The running executable's own path from /proc/self/exe (symbolic links resolved, found whatever the
        // PATH search was), then the path it was started by. `Bundle.main` would give the first too, but on
        // Linux it lists the executable's whole directory (twice) to make the bundle: thousands of entries
        // for a binary in /usr/bin.
        let started = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let running = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(URL.init(fileURLWithPath:))
        let executableDir = (running ?? started).deletingLastPathComponent()
        candidates.append(executableDir.appendingPathComponent(bundleName))
        candidates.append(started.deletingLastPathComponent().appendingPathComponent(bundleName))
        candidates.append(executableDir.deletingLastPathComponent().appendingPathComponent("share/chartnarrate"))
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources"))
        return candidates.first(where: usable)
    }()

    /// A shipped resource folder ("Locales" or "Templates"), or nil when none can be found.
    static func folder(_ name: String) -> URL? { root?.appendingPathComponent(name) }

    /// What to tell the user when the resources are missing.
    static let missingAdvice = "the narration resources (Locales/, Templates/) were not found; keep the folder \(bundleName) beside the chartnarrate binary, or set CHARTNARRATE_RESOURCES to a folder containing Locales/ and Templates/"
}
