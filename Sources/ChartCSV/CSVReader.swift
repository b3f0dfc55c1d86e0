import ChartDescriptorXML
import ChartModel
import Foundation

/// Reads a CSV file into a one-chart report: `CSVParser` (RFC 4180) then `CSVChartBuilder`.
package struct CSVReader: Sendable {
    /// How columns become the chart.
    package var options: CSVChartOptions

    /// Creates a reader.
    package init(options: CSVChartOptions = CSVChartOptions()) { self.options = options }

    /// Reads the file at `path`: streamed when it is the common large file (`CSVStreamReader`), else as a table.
    package func read(contentsOf path: String) throws(CSVInputError) -> Report {
        if let report = streamed(path: path, maxBytes: .max) { return report }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .file(.unreadable(path: path, reason: (error as NSError).localizedDescription))
        }
        return try read(bytes: [UInt8](data), fileName: path)
    }

    /// The report of the regular file at `path` (of at most `maxBytes`) read in one streaming pass, or nil when it
    /// is not a regular file or needs the table path (`read(bytes:fileName:)`), which then says what is wrong.
    package func streamed(path: String, maxBytes: Int) -> Report? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0, Int64(info.st_size) <= Int64(maxBytes) else {
            return nil
        }
        return CSVStreamReader(options: options, fileName: path).read(path: path, size: Int(info.st_size))
    }

    /// Reads CSV text from memory; `fileName` names it in diagnostics.
    package func read(bytes: [UInt8], fileName: String) throws(CSVInputError) -> Report {
        let table = try CSVReader.table(bytes: bytes, fileName: fileName, separator: options.separator)
        return try CSVChartBuilder(options: options, fileName: fileName).build(table)
    }

    /// The table in UTF-8 `bytes`; bytes that are not UTF-8 are a located error.
    package static func table(bytes: [UInt8], fileName: String, separator: Character?) throws(CSVInputError) -> CSVTable {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            var line = 1, column = 1
            var index = 0
            // Locate the first byte that does not start or continue valid UTF-8.
            while index < bytes.count {
                let width = Self.sequenceLength(bytes, at: index)
                if width == 0 { break }
                if bytes[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
                index += width
            }
            throw .file(.invalid([Diagnostic(file: fileName, line: line, column: column,
                                             message: String(format: "byte 0x%02X is not UTF-8; save the file as UTF-8", index < bytes.count ? bytes[index] : 0))]))
        }
        do { return try CSVParser(separator: separator).parse(utf8: bytes, fileName: fileName) } catch { throw .file(error) }
    }

    /// The length of the valid UTF-8 sequence at `i`, or 0 when it is not one.
    static func sequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let lead = b[i]
        let width = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard width > 0, i + width <= b.count else { return 0 }
        for k in 1..<width where b[i + k] >> 6 != 0b10 { return 0 }
        return String(validating: b[i..<(i + width)], as: UTF8.self) == nil ? 0 : width
    }
}
