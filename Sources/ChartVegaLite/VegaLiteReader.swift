import ChartDescriptorXML
import ChartModel
import Foundation

/// Reads a Vega-Lite v5 spec (JSON) into a one-chart report: what it reads and refuses is listed on
/// `VegaLiteSpec`, and in docs/input-formats.md. Problems are located in the spec, or in the data file of a
/// `data.url`, as `file:line:column: message`.
package struct VegaLiteReader: Sendable {
    /// The most rows the spec's transforms may make (the run's `--max-points`).
    package var maxRows: Int

    /// Creates a reader whose transforms make at most `maxRows` rows.
    package init(maxRows: Int = 20_000_000) { self.maxRows = maxRows }

    /// Reads the spec at `path`; a `data.url` is read relative to its folder.
    package func read(contentsOf path: String) throws(DescriptorError) -> Report {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw .unreadable(path: path, reason: !exists ? "no such file" : isDirectory.boolValue ? "it is a folder" : "permission denied")
        }
        // Kept relative when the spec's path is, so a data file is named in messages as the user would name it.
        let folder = (path as NSString).deletingLastPathComponent
        return try read(bytes: [UInt8](data), fileName: path, baseDirectory: folder)
    }

    /// Reads a spec from memory; `baseDirectory` resolves a relative `data.url` (default: the current folder).
    package func read(bytes: [UInt8], fileName: String, baseDirectory: String? = nil) throws(DescriptorError) -> Report {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalid([Diagnostic(file: fileName, line: 1, column: 1, message: "the spec is not UTF-8 text; JSON files are UTF-8")])
        }
        let root = try JSONParser().parse(text, fileName: fileName)
        let base = baseDirectory ?? ""
        let document = VegaLiteDocument(root: root, file: fileName, baseDirectory: base)
        let result = TransformPipeline.$maxRows.withValue(maxRows) { Result { () throws(DescriptorError) -> Report in try document.report() } }
        return try result.get()
    }
}
