import ChartDescriptorXML
import ChartModel
import Foundation

/// Helpers shared by the reader's tests.
enum ReaderSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fixture's path inside the test bundle.
    static func fixturePath(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            fatalError("missing fixture \(name)")
        }
        return url.path
    }

    /// Parses an in-memory document named "test.xml".
    static func read(_ xml: String, maxErrors: Int = 50) throws(DescriptorError) -> Report {
        try DescriptorReader(maxErrors: maxErrors).read(bytes: Array(xml.utf8), fileName: "test.xml")
    }

    /// Parses `xml` from a temporary file, as the command line reads (in chunks, with the file's size known).
    static func readFromFile(_ xml: String) throws -> Report {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartnarrate-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try DescriptorReader().read(contentsOf: path)
    }

    /// The diagnostics an in-memory document produces (empty when it is valid).
    static func diagnostics(_ xml: String, maxErrors: Int = 50) -> [Diagnostic] {
        do {
            _ = try read(xml, maxErrors: maxErrors)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The diagnostics of a fixture file, printed as `name:line:column: message`.
    static func fixtureDiagnostics(_ name: String) -> [String] {
        do {
            _ = try DescriptorReader().read(contentsOf: fixturePath(name))
            return []
        } catch {
            return error.diagnostics.map { "\(name):\($0.line):\($0.column): \($0.message)" }
        }
    }
}
