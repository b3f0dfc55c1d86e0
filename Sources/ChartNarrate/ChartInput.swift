import ChartCSV
import ChartDescriptorXML
import ChartModel
import ChartVegaLite
import Foundation
import Narration

/// The inputs chartnarrate reads.
public enum InputFormat: String, Sendable, Hashable, CaseIterable {
    /// A chart descriptor (docs/descriptor-format.md).
    case xml
    /// A CSV (or TSV) file with a header line, read by `CSVReader` with `CSVChartOptions`.
    case csv
    /// A Vega-Lite v5 spec (JSON), read by `VegaLiteReader`.
    case vegaLite = "vega-lite"

    /// The format a file name suggests: .csv and .tsv are CSV, .json is Vega-Lite, anything else a descriptor.
    public init(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "csv", "tsv": self = .csv
        case "json": self = .vegaLite
        default: self = .xml
        }
    }
}

/// Loads a report from any input: a descriptor, a CSV file or a Vega-Lite spec, from a path, standard input or
/// memory. Every axis format and unit is checked against ICU on the way, as for descriptors.
public enum ChartInput {
    /// Reads `path` (`-` is standard input) as `format` (default: by extension; standard input is a descriptor
    /// unless told otherwise), within `limits`. `csv` says how a CSV file's columns become the chart. With
    /// `requireNarratedLanguage`, a descriptor's `xml:lang` must be a shipped language (see `DescriptorLoader`).
    public static func load(_ path: String, format: InputFormat? = nil, csv: CSVChartOptions = CSVChartOptions(),
                            limits: InputLimits = InputLimits(), requireNarratedLanguage: Bool = false) throws(ChartNarrateError) -> Report {
        let format = format ?? (path == "-" ? .xml : InputFormat(path: path))
        if format == .xml { return try DescriptorLoader.load(path, limits: limits, requireNarratedLanguage: requireNarratedLanguage) }
        let name = path == "-" ? "<stdin>" : path
        // A large CSV file is read in one pass over chunks, never held whole (issue 38); any file it cannot
        // take is read below as a table, which locates every problem.
        if format == .csv, path != "-", let report = CSVReader(options: csv).streamed(path: path, maxBytes: limits.maxBytes) {
            try checkLimits(report, name: name, limits: limits)
            return try checked(report, bytes: [], name: name, format: format)
        }
        var bytes = try DescriptorLoader.bytes(of: path, limits: limits)
        // UTF-16 with a byte order mark (what some spreadsheets save as "Unicode text") is read as the text it
        // is; it was "a NUL byte: this is not a CSV text file".
        if let text = Self.utf16Text(bytes) { bytes = Array(text.utf8) }
        if let nul = bytes.firstIndex(of: 0) {
            // Text formats hold no NUL byte; the read stopped there, so say so rather than read a truncated file.
            let line = bytes[..<nul].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw .descriptor(.invalid([Diagnostic(file: name, line: line, column: 1,
                message: "a NUL byte: this is not a \(format == .csv ? "CSV" : "JSON") text file")]))
        }
        let base = path == "-" ? nil : (path as NSString).deletingLastPathComponent
        let report = try load(bytes: bytes, name: name, format: format, csv: csv, baseDirectory: base, limits: limits)
        try checkLimits(report, name: name, limits: limits)
        return report
    }

    /// Throws when `report` holds more series or points than `limits` allow.
    private static func checkLimits(_ report: Report, name: String, limits: InputLimits) throws(ChartNarrateError) {
        if let problem = limits.seriesProblem(report, name: name) { throw problem }
        if report.pointCount > limits.maxPoints {
            throw .limit("\(name): the chart holds \(report.pointCount) points, more than the limit of \(limits.maxPoints); raise it with --max-points if you mean it")
        }
    }

    /// The text of UTF-16 bytes that start with a byte order mark (little- or big-endian), nil for others.
    static func utf16Text(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) else { return nil }
        let little = bytes[0] == 0xFF
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Reads the file at `url` (a file URL), as `load(_:format:csv:)` does.
    public static func load(contentsOf url: URL, format: InputFormat? = nil,
                            csv: CSVChartOptions = CSVChartOptions()) throws(ChartNarrateError) -> Report {
        try load(url.path, format: format ?? InputFormat(path: url.path), csv: csv)
    }

    /// Reads input held in memory; `name` names it in diagnostics, `baseDirectory` resolves a Vega-Lite `data.url`;
    /// a Vega-Lite spec's transforms make at most `limits.maxPoints` rows.
    public static func load(bytes: [UInt8], name: String, format: InputFormat, csv: CSVChartOptions = CSVChartOptions(),
                            baseDirectory: String? = nil, limits: InputLimits = InputLimits()) throws(ChartNarrateError) -> Report {
        let report: Report
        switch format {
        case .xml:
            do { report = try DescriptorReader().read(bytes: bytes, fileName: name) } catch { throw .descriptor(error) }
        case .csv:
            do { report = try CSVReader(options: csv).read(bytes: bytes, fileName: name) } catch {
                switch error {
                case .file(let e): throw .descriptor(e)
                case .option(let message): throw .usage(message)
                }
            }
        case .vegaLite:
            do { report = try VegaLiteReader(maxRows: limits.maxPoints).read(bytes: bytes, fileName: name, baseDirectory: baseDirectory) } catch {
                throw .descriptor(error)
            }
        }
        return try checked(report, bytes: bytes, name: name, format: format)
    }

    /// `report` once its axis formats and units pass ICU (and, but for CSV, it is not empty); `bytes`, its source,
    /// locates a problem of a Vega-Lite spec.
    private static func checked(_ report: Report, bytes: [UInt8], name: String, format: InputFormat) throws(ChartNarrateError) -> Report {
        let problems = AxisFormatCheck.problems(in: report) + (format == .csv ? [] : EmptyChartCheck.problems(in: report))
        guard let problem = problems.first else { return report }
        switch format {
        case .csv:
            // CSV formats and units come from options: a usage error naming the option.
            // The descriptor's advice in the command line's terms: format="currency/USD" is --y-format, and a
            // unit pattern is a --unit value with {value}, not <unit xml:lang> children.
            let option = problem.attribute == "format" ? "--\(problem.axis)-format" : problem.axis == "x" ? "--x-unit" : "--unit"
            let message = problem.message
                .replacingOccurrences(of: "use format=", with: "use --\(problem.axis)-format ")
                .replacingOccurrences(of: "or write the unit as <unit xml:lang=\"…\"> MessageFormat children instead",
                                      with: "or give a pattern with {value}, such as --unit \"{value} steps\"")
                .replacingOccurrences(of: "format=", with: "").replacingOccurrences(of: "unit=", with: "")
            throw .usage("\(option): " + message)
        default:
            // Located at the value's first occurrence in the source (a Vega-Lite usermeta unit or format).
            let source = String(decoding: bytes, as: UTF8.self)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let diagnostics = problems.map { p -> Diagnostic in
                for (i, line) in lines.enumerated() {
                    if let r = line.range(of: "\"\(p.value)\"") {
                        return Diagnostic(file: name, line: i + 1, column: line.distance(from: line.startIndex, to: r.lowerBound) + 1, message: p.message)
                    }
                }
                return Diagnostic(file: name, line: 1, column: 1, message: p.message)
            }
            throw .descriptor(.invalid(diagnostics))
        }
    }
}
