import Foundation

/// Where the shipped Locales/ and Templates/ folders are. SwiftPM's `Bundle.module` stops the process
/// with a fatal error when the bundle is missing (e.g. the binary was copied without its
/// `chartnarrate_Narration.resources` folder), so the bundle is only asked once a path is known to exist.
enum ResourceLocation {
    static let bundleName = "chartnarrate_Narration.resources"

    /// The folder holding `Locales/` and `Templates/`, searched in order: `$CHARTNARRATE_RESOURCES`,
    /// the bundle beside the executable, `../share/chartnarrate` beside it, then the source tree.
    static let root: URL? = {
        let fm = FileManager.default
        func usable(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent("Locales").path) }
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["CHARTNARRATE_RESOURCES"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        let executableDir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(bundleName))
        candidates.append(executableDir.appendingPathComponent(bundleName))
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
