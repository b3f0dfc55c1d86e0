import AudioRender
import ChartCSV
import ChartModel
import ChartNarrate
import Narration

/// Options of the HTML and braille outputs and of the CSV and Vega-Lite inputs: parsed here, carried out by the
/// library (`ChartBriefing.text`, `ChartInput.load`).
struct FormatOptions: Equatable {
    var standalone = false
    var brailleWidth: Int?
    /// `--json-points`: the JSON output lists every series' points.
    var jsonPoints = false
    var inputFormat: InputFormat?
    var csv = CSVChartOptions()
    /// Names of the CSV options given, to say which ones an XML or Vega-Lite input ignores.
    var csvOptionsGiven: [String] = []

    /// Option groups in `--help` and the man page, in order.
    static let groups: [(title: String, specs: [CommandLineParser.Spec])] = [
        ("JSON OUTPUT", [
            .init(name: "json-points", short: nil, valueName: nil, help: "with --format json: list every series' points (x in axis terms, y or null)"),
        ]),
        ("HTML AND BRAILLE OUTPUT", [
            .init(name: "standalone", short: nil, valueName: nil, help: "with --format html: a whole page (<html lang dir>, styles) instead of a fragment"),
            .init(name: "braille-width", short: nil, valueName: "CELLS", help: "braille sparkline width in cells (default 40)"),
        ]),
        ("INPUT", [
            .init(name: "input-format", short: nil, valueName: "FORMAT", help: "xml | csv | vega-lite (default: by extension: .csv .tsv → csv, .json → vega-lite, else xml)"),
        ]),
        ("CSV INPUT (chartnarrate data.csv --x COLUMN --y COLUMN[,COLUMN…])", [
            .init(name: "x", short: nil, valueName: "COLUMN", help: "the column of x values (default: the first column)"),
            .init(name: "y", short: nil, valueName: "COLUMNS", help: "comma-separated columns, one series each (default: every other column)"),
            .init(name: "series", short: nil, valueName: "COLUMN", help: "long format: a column naming each row's series (then --y is one column)"),
            .init(name: "label", short: nil, valueName: "COLUMN", help: "a column of point labels"),
            .init(name: "title", short: nil, valueName: "TEXT", help: "the chart title"),
            .init(name: "summary", short: nil, valueName: "TEXT", help: "the author's short description (alt text)"),
            .init(name: "type", short: nil, valueName: "TYPE", help: "line | area | bar | column | scatter"),
            .init(name: "x-type", short: nil, valueName: "TYPE", help: "date (ISO 8601 or periods: 2021-Q3, Q3 2021, 03/2021, Mar-21, H1 2021, FY2021, 2021/22) | numeric | category (default: detected from the values)"),
            .init(name: "ordered", short: nil, valueName: nil, help: "the x categories have a natural order (quarters, years, age bands)"),
            .init(name: "rating-scale", short: nil, valueName: "BOOL", help: "true when the x categories are the answers of a rating scale (1 to 5, 0 to 10), told by its sides and middle; false when not (default: read from the answers' words)"),
            .init(name: "additive", short: nil, valueName: "BOOL", help: "true when y values add up (counts, money), false when not (averages, rates)"),
            .init(name: "x-title", short: nil, valueName: "TEXT", help: "x axis title (default: the x column's name)"),
            .init(name: "y-title", short: nil, valueName: "TEXT", help: "y axis title (default: the y column's name when there is one)"),
            .init(name: "unit", short: nil, valueName: "UNIT", help: "y unit: a CLDR unit (length-kilometer) or a pattern with {value}"),
            .init(name: "x-unit", short: nil, valueName: "UNIT", help: "x unit, as --unit (numeric x only)"),
            .init(name: "date-order", short: nil, valueName: "ORDER", help: "mdy | dmy: the order of numeric dates such as 01/05/2024 (default: what the column proves)"),
            .init(name: "x-format", short: nil, valueName: "SKELETON", help: "ICU number or date skeleton for x values (yMMMd, precision-integer)"),
            .init(name: "y-format", short: nil, valueName: "SKELETON", help: "ICU number skeleton for y values (currency/USD, percent)"),
            .init(name: "x-range", short: nil, valueName: "MIN,MAX", help: "declared x range (numbers or ISO dates)"),
            .init(name: "y-range", short: nil, valueName: "MIN,MAX", help: "declared y range"),
            .init(name: "decimal", short: nil, valueName: "MARK", help: ". or , (default .): the decimal mark of the numbers"),
            .init(name: "separator", short: nil, valueName: "CHAR", help: ", ; or tab (default: detected from the header line)"),
            .init(name: "text-lang", short: nil, valueName: "TAG", help: "the language of the title, summary and column names (default: none); for translations, convert to XML and add xml:lang variants (docs/input-formats.md)"),
        ]),
    ]

    static var specs: [CommandLineParser.Spec] { groups.flatMap(\.specs) }

    /// Applies one of this file's options; false when `name` is not one of them.
    static func apply(_ name: String, _ value: String?, to o: inout FormatOptions) throws(UsageError) -> Bool {
        let v = value ?? ""
        switch name {
        case "standalone": o.standalone = true
        case "json-points": o.jsonPoints = true
        case "braille-width": o.brailleWidth = try CommandLineParser.integer(value, name, 1...1000)
        case "input-format": o.inputFormat = try CommandLineParser.choice(value, name, InputFormat.self)
        default:
            guard try applyCSV(name, v, to: &o.csv) else { return false }
            o.csvOptionsGiven.append(name)
        }
        return true
    }

    private static func applyCSV(_ name: String, _ v: String, to c: inout CSVChartOptions) throws(UsageError) -> Bool {
        switch name {
        case "x": c.x = v
        case "y": c.y = v.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        case "series": c.seriesColumn = v
        case "label": c.labelColumn = v
        case "title": c.title = v
        case "summary": c.summary = v
        case "type": c.type = try CommandLineParser.choice(v, name, ChartType.self)
        case "x-type": c.xKind = try CommandLineParser.choice(v, name, AxisKind.self)
        case "ordered": c.xOrdered = true
        case "rating-scale":
            guard let b = ["true": true, "false": false, "1": true, "0": false][v] else {
                throw UsageError(description: "--rating-scale must be true or false, not \"\(v)\"")
            }
            c.xRatingScale = b
        case "additive":
            guard let b = ["true": true, "false": false, "1": true, "0": false][v] else {
                throw UsageError(description: "--additive must be true or false, not \"\(v)\"")
            }
            c.yAdditive = b
        case "x-title": c.xTitle = v
        case "y-title": c.yTitle = v
        case "unit": c.yUnit = v
        case "x-unit": c.xUnit = v
        case "x-format": c.xFormat = v
        case "date-order": c.dateOrder = try CommandLineParser.choice(v, name, CSVDateOrder.self)
        case "y-format": c.yFormat = v
        case "x-range": c.xRange = try bounds(v, name)
        case "y-range": c.yRange = try bounds(v, name)
        case "text-lang": c.textLanguage = v
        case "decimal":
            guard v == "." || v == "," else { throw UsageError(description: "--decimal must be . or , not \"\(v)\"") }
            c.decimalMark = Character(v)
        case "separator":
            let mapped = v == "tab" || v == "\\t" ? "\t" : v
            guard [",", ";", "\t"].contains(mapped) else {
                throw UsageError(description: "--separator must be , ; or tab, not \"\(v)\"")
            }
            c.separator = Character(mapped)
        default: return false
        }
        return true
    }

    private static func bounds(_ v: String, _ name: String) throws(UsageError) -> CSVChartOptions.Bounds {
        let parts = v.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw UsageError(description: "--\(name) needs MIN,MAX such as 0,100 or 2024-01-01,2024-12-31, not \"\(v)\"")
        }
        return CSVChartOptions.Bounds(min: String(parts[0]), max: String(parts[1]))
    }

    /// Combinations that cannot work, refused before any work.
    static func check(_ o: CommandLineOptions) throws(UsageError) {
        if o.formats.standalone && o.format != .html {
            throw UsageError(description: "--standalone makes a whole HTML page; add --format html")
        }
        if o.formats.jsonPoints && o.format != .json {
            throw UsageError(description: "--json-points adds the points to the JSON output; add --format json")
        }
        if o.formats.brailleWidth != nil && o.format != .html && o.format != .braille {
            throw UsageError(description: "--braille-width sets the braille sparklines of --format braille or --format html")
        }
        if let first = o.formats.csvOptionsGiven.first, let input = o.inputs.first,
           (o.formats.inputFormat ?? (input == "-" ? .xml : InputFormat(path: input))) != .csv {
            throw UsageError(description: "--\(first) describes the columns of a CSV file; \(input) is read as \((o.formats.inputFormat ?? InputFormat(path: input)).rawValue) (use --input-format csv for another extension)")
        }
    }

    /// Loads the run's input with its input format and CSV options.
    static func load(_ input: String, _ o: CommandLineOptions, requireNarratedLanguage: Bool = false) throws(ChartNarrateError) -> Report {
        try ChartInput.load(input, format: o.formats.inputFormat, csv: o.formats.csv, limits: o.limits,
                            requireNarratedLanguage: requireNarratedLanguage)
    }

    /// The HTML options of a run; `audio` is the briefing rendered in the same run, offered in a player whose
    /// URLs are relative to the page (`--text-out`, else the current folder).
    static func html(_ o: CommandLineOptions, briefing: ChartBriefing, audio: RenderedProgramme?, audioPath: String?) -> HTMLOptions {
        var html = HTMLOptions(standalone: o.formats.standalone, brailleWidth: o.formats.brailleWidth ?? 40)
        if let audio, let audioPath {
            html.audio = briefing.htmlAudio(for: audio, source: OutputFile.relativeURL(of: audioPath, from: o.textOut),
                                            captions: o.captions.map { OutputFile.relativeURL(of: $0, from: o.textOut) })
        }
        return html
    }
}
