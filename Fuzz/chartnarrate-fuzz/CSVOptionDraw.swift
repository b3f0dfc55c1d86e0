import ChartCSV
import ChartModel

/// The command-line options a CSV input is read with besides the defaults, drawn from its first bytes (so a
/// mutation there tries other options on the same table): which columns are x, y, series and labels, the
/// axis kind, chart type, decimal mark, separator, ranges, units and formats. Columns are named from the
/// header as the parser reads it, or by a name the table does not have (a usage error to be reported cleanly).
enum CSVOptionDraw {
    static let units = ["percent", "currency/USD", "length-kilometer", "temperature-celsius", "{value} widgets",
                        "{value, plural, one {# step} other {# steps}}", "duration-hour", "no-such-unit"]
    static let formats = ["precision-integer", "compact-short", "percent", ".00", "MMMd", "yMMM", "scale/100", ""]
    static let bounds = ["0", "-1", "100", "1e308", "-1.7e308", "5e-324", "2024-01-01", "2024-12-31T23:59:59Z", "x", "3,5"]

    static func options(for bytes: [UInt8]) -> CSVChartOptions {
        var draw = bytes.prefix(8).reduce(UInt64(0x9E37_79B9_7F4A_7C15)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        func next(_ n: Int) -> Int {
            draw = draw &* 6364136223846793005 &+ 1442695040888963407
            return Int((draw >> 33) % UInt64(n))
        }
        func coin() -> Bool { next(2) == 0 }
        var options = CSVChartOptions()
        options.separator = [nil, ",", ";", "\t", "|"][next(5)]
        options.decimalMark = coin() ? "." : ","
        let header = (try? CSVReader.table(bytes: bytes, fileName: "fuzz.csv", separator: options.separator))?
            .header.map { $0.text.trimmingCharacters(in: .whitespaces) } ?? []
        func column() -> String { header.isEmpty || next(8) == 0 ? "no such column" : header[next(header.count)] }
        if coin() { options.x = column() }
        switch next(3) {
        case 0: options.y = [column()]
        case 1: options.y = (0..<(1 + next(3))).map { _ in column() }
        default: break
        }
        if next(4) == 0 { options.seriesColumn = column() }
        if next(4) == 0 { options.labelColumn = column() }
        if coin() { options.type = ChartType.allCases[next(ChartType.allCases.count)] }
        if coin() { options.xKind = AxisKind.allCases[next(AxisKind.allCases.count)] }
        options.xOrdered = next(4) == 0
        options.yAdditive = [nil, true, false][next(3)]
        if next(3) == 0 { options.yUnit = units[next(units.count)] }
        if next(5) == 0 { options.xUnit = units[next(units.count)] }
        if next(4) == 0 { options.yFormat = formats[next(formats.count)] }
        if next(4) == 0 { options.xFormat = formats[next(formats.count)] }
        if next(4) == 0 { options.yRange = .init(min: bounds[next(bounds.count)], max: bounds[next(bounds.count)]) }
        if next(5) == 0 { options.xRange = .init(min: bounds[next(bounds.count)], max: bounds[next(bounds.count)]) }
        if next(4) == 0 { options.title = "Fuzzed chart" }
        options.textLanguage = [nil, "en", "zh", "ar"][next(4)]
        return options
    }
}
