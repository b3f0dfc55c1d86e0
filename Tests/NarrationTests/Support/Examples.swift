import ChartDescriptorXML
import ChartModel
import Foundation

/// The descriptor examples in examples/ at the repository root, read with the real reader.
enum Examples {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var names: [String] {
        let dir = root.appendingPathComponent("examples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }.sorted()
    }

    static func report(_ name: String) throws -> Report {
        try DescriptorReader().read(contentsOf: root.appendingPathComponent("examples/\(name).xml").path)
    }

    static var goldenDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    }
}
