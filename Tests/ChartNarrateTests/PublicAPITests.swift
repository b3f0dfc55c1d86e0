import Foundation
import Testing

/// The public API is what docs/library.md lists under "The public API": the façade's own public types, and the
/// layers' types that Sources/ChartNarrate/Exports.swift re-exports one by one. A layer is never re-exported whole,
/// and a type is public in a layer only if it is re-exported (else a program could not name it).
@Suite struct PublicAPITests {
    static let root = CLIRun.repoRoot
    static var typeDeclaration: Regex<(Substring, Substring)> { /^public\s+(?:final\s+|indirect\s+)?(?:struct|enum|class|protocol|actor|typealias)\s+(\w+)/ }

    static func publicTypes(in target: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/\(target)")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        var names: Set<String> = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: typeDeclaration) { names.insert(String(match.1)) }
            }
        }
        return names
    }

    @Test func theListedTypesAreThePublicOnes() throws {
        let exports = try String(contentsOf: Self.root.appendingPathComponent("Sources/ChartNarrate/Exports.swift"), encoding: .utf8)
        let wholeModules = exports.split(separator: "\n").filter { $0.hasPrefix("@_exported import ") && !$0.contains(".") }
        #expect(wholeModules.isEmpty, "a layer re-exported whole: \(wholeModules)")
        var reexported: [String: Set<String>] = [:]
        for match in exports.matches(of: /@_exported import (?:struct|enum|class|protocol) (\w+)\.(\w+)/) {
            reexported[String(match.1), default: []].insert(String(match.2))
        }
        for (layer, names) in reexported {
            let declared = try Self.publicTypes(in: layer)
            #expect(declared == names, "\(layer): public but not re-exported \(declared.subtracting(names).sorted()), re-exported but not public \(names.subtracting(declared).sorted())")
        }
        for layer in ["ChartVegaLite", "AudioDevice"] where reexported[layer] == nil {
            #expect(try Self.publicTypes(in: layer).isEmpty, "\(layer) has public types but nothing of it is re-exported")
        }

        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let section = guide.split(separator: "\n## ").first { $0.hasPrefix("The public API") } ?? ""
        let listed = Set(section.matches(of: /^- `(\w+)` —/.anchorsMatchLineEndings()).map { String($0.1) })
        let api = try Self.publicTypes(in: "ChartNarrate").union(reexported.values.joined())
        #expect(listed == api, "docs/library.md lists \(listed.subtracting(api).sorted()) that are not API and misses \(api.subtracting(listed).sorted())")
    }
}
