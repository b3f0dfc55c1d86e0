import Foundation
import Testing
@testable import Narration

/// Writes every example's narration in one language to a folder, for reading by hand:
/// `DUMP_LANG=ru DUMP_DIR=/tmp/dump swift test --filter LanguageDumpTests`. Does nothing otherwise.
@Suite struct LanguageDumpTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DUMP_LANG"] != nil)) func dumpWhenAsked() throws {
        let env = ProcessInfo.processInfo.environment
        guard let language = env["DUMP_LANG"], let dir = env["DUMP_DIR"] else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for lang in language.split(separator: ",").map(String.init) {
            var options = NarrationOptions(language: lang)
            options.numbering = env["DUMP_NUMBERING"]
            let n = try Narrator(options: options)
            for name in Examples.names {
                let report = try Examples.report(name)
                let narration = try n.narrate(report)
                var out = TextRenderer().render(narration, mode: .all)
                let script = try n.briefingScript(for: report, narration: narration)
                out += "\n=== spoken (\(script.voice))\n"
                for s in script.segments { if case .speech(let i) = s { out += i.spokenText + "\n" } }
                try out.write(toFile: "\(dir)/\(name).\(lang).txt", atomically: true, encoding: .utf8)
            }
        }
    }
}

extension LanguageDumpTests {
    /// Prints the catalog checker's report when `DUMP_CHECK=1` (what `chartnarrate catalog check` prints).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["DUMP_CHECK"] != nil)) func printCatalogCheckWhenAsked() {
        guard ProcessInfo.processInfo.environment["DUMP_CHECK"] != nil else { return }
        print(CatalogChecker.render(CatalogChecker().check()).text)
    }
}
