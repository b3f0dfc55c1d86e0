import ChartCSV
import ChartDescriptorXML
import Foundation

/// The rows of a Vega-Lite data source, each value with where it was written (the spec for inline values, the data
/// file for `data.url`), so that a bad value is reported where it stands.
struct VegaLiteData {
    /// One cell.
    struct Cell {
        enum Value { case number(Double), string(String), bool(Bool), null }
        var value: Value
        var file: String
        var line: Int
        var column: Int
    }

    /// Rows in data order: field name → cell.
    var rows: [[String: Cell]]
    /// True for a CSV or TSV file, whose cells are all text until typed.
    var fromText = false

    /// The rows as Vega reads a text file (its "auto" parse): a field whose every filled cell is a number holds
    /// numbers, empty cells in it are missing. Other fields keep their text; JSON data is returned as it is.
    func typed() -> VegaLiteData {
        guard fromText, let first = rows.first else { return self }
        var out = rows
        for field in first.keys {
            var numbers: [Double?] = []
            numbers.reserveCapacity(rows.count)
            var isNumeric = true
            for row in rows {
                guard case .string(let s)? = row[field]?.value else { numbers.append(nil); continue }
                let t = s.trimmingCharacters(in: .whitespaces)
                if t.isEmpty { numbers.append(nil); continue }
                guard let n = DescriptorValues.number(Substring(t)) else { isNumeric = false; break }
                numbers.append(n)
            }
            guard isNumeric else { continue }
            for k in out.indices where out[k][field] != nil { out[k][field]!.value = numbers[k].map { .number($0) } ?? .null }
        }
        return VegaLiteData(rows: out, fromText: false)
    }

    /// Inline `values`: an array of objects (or of plain values, which Vega-Lite names `data`).
    static func inline(_ values: LocatedJSON, file: String) throws(DescriptorError) -> VegaLiteData {
        guard let array = values.array else {
            throw VegaLiteProblem.at(values, file, "data.values must be an array of objects, not \(values.kindName)")
        }
        var rows: [[String: Cell]] = []
        rows.reserveCapacity(array.count)
        for element in array {
            if case .object(let members) = element.value {
                var row: [String: Cell] = [:]
                for m in members { row[m.key] = cell(m.value, file) }
                rows.append(row)
            } else {
                rows.append(["data": cell(element, file)])
            }
        }
        return VegaLiteData(rows: rows)
    }

    static func cell(_ v: LocatedJSON, _ file: String) -> Cell {
        let value: Cell.Value
        switch v.value {
        case .number(let n): value = .number(n)
        case .string(let s): value = .string(s)
        case .bool(let b): value = .bool(b)
        case .null, .array, .object: value = .null
        }
        return Cell(value: value, file: file, line: v.line, column: v.column)
    }

    /// A local CSV, TSV or JSON file named by `data.url`, relative to the spec's folder.
    static func file(_ urlNode: LocatedJSON, format: LocatedJSON?, specFile: String, baseDirectory: String) throws(DescriptorError) -> VegaLiteData {
        guard let url = urlNode.string else { throw VegaLiteProblem.at(urlNode, specFile, "data.url must be a string") }
        let lower = url.lowercased()
        if lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("//") || lower.hasPrefix("data:") {
            throw VegaLiteProblem.at(urlNode, specFile, "data.url \"\(url)\" is not a local file; chartnarrate reads no network: download the data and point data.url at the file")
        }
        let relative = lower.hasPrefix("file://") ? String(url.dropFirst(7)) : url
        let path = relative.hasPrefix("/") || baseDirectory.isEmpty ? relative : (baseDirectory as NSString).appendingPathComponent(relative)
        var type = format?["type"]?.string?.lowercased()
        if type == nil {
            let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
            type = ["csv": "csv", "tsv": "tsv", "json": "json", "txt": "csv"][ext]
        }
        guard let type, ["csv", "tsv", "json"].contains(type) else {
            throw VegaLiteProblem.at(format?["type"] ?? urlNode, specFile,
                                     "data format \(format?["type"]?.string.map { "\"\($0)\"" } ?? "of \"\(url)\"") is not supported; use a .csv, .tsv or .json file (or data.format.type)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VegaLiteProblem.at(urlNode, specFile, "data.url \"\(url)\": cannot read \(path); check the path (relative to the spec's folder)")
        }
        if type == "json" {
            let text = String(decoding: data, as: UTF8.self)
            let json = try JSONParser().parse(text, fileName: path)
            let values = format?["property"]?.string.flatMap { property in
                property.split(separator: ".").reduce(Optional(json)) { $0?[String($1)] }
            } ?? json
            return try inline(values, file: path)
        }
        let table: CSVTable
        do { table = try CSVReader.table(bytes: [UInt8](data), fileName: path, separator: type == "tsv" ? "\t" : ",") } catch {
            if case .file(let e) = error { throw e }
            throw VegaLiteProblem.at(urlNode, specFile, error.description)
        }
        let names = table.header.map { $0.text.trimmingCharacters(in: .whitespaces) }
        let rows = table.rows.map { fields in
            Dictionary(zip(names, fields.map { Cell(value: .string($0.text), file: path, line: $0.line, column: $0.column) }),
                       uniquingKeysWith: { a, _ in a })
        }
        return VegaLiteData(rows: rows, fromText: true)
    }
}

/// Located problems in a spec.
enum VegaLiteProblem {
    /// A diagnostic at `node`.
    static func at(_ node: LocatedJSON, _ file: String, _ message: String) -> DescriptorError {
        .invalid([Diagnostic(file: file, line: node.line, column: node.column, message: message)])
    }

    /// A diagnostic at a cell of the data.
    static func at(_ cell: VegaLiteData.Cell, _ message: String) -> Diagnostic {
        Diagnostic(file: cell.file, line: cell.line, column: cell.column, message: message)
    }
}
