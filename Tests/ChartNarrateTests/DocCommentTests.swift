import Foundation
import Testing

/// The library's API reference is its doc comments: every public declaration in Sources/ has a `///` comment
/// right above it (attributes between are allowed). `scripts/build-docs.sh` turns them into DocC pages. The layers'
/// `package` API (what the targets of this package use of each other) is held to the same rule.
@Suite struct DocCommentTests {
    static var declaration: Regex<(Substring, Substring)> { /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|package)\s+(?:(?:static|final|mutating|nonmutating|override|convenience|required|indirect|nonisolated)\s+)*(func|var|let|struct|enum|class|actor|init|case|subscript|typealias|protocol)\b/ }

    @Test func everyPublicAndPackageDeclarationHasADocComment() throws {
        let sources = CLIRun.repoRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var undocumented: [String] = []
        var checked = 0
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() where line.firstMatch(of: Self.declaration) != nil {
                checked += 1
                var j = i - 1
                while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("@") { j -= 1 }
                if j < 0 || !lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(file.path.replacingOccurrences(of: CLIRun.repoRoot.path + "/", with: "")):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(checked > 500, "found only \(checked) public and package declarations")
        #expect(undocumented.isEmpty, "public and package declarations without a /// comment:\n\(undocumented.joined(separator: "\n"))")
    }
}
