import Testing
@testable import Narration

@Suite struct ExampleDumpTests {
    @Test func dump() throws {
        for lang in ["en", "zh"] {
            let n = try Narrator(language: lang)
            for name in Examples.names {
                let r = try n.narrate(try Examples.report(name))
                print("=== \(name) \(lang)")
                print(TextRenderer().render(r, mode: .all).split(separator: "\n").prefix(60).joined(separator: "\n"))
            }
        }
    }
}
