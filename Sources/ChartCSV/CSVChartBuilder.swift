import ChartDescriptorXML
import Foundation
import ChartModel

/// Builds a one-chart report from a CSV table, as a descriptor would describe it:
/// - x: the `x` column (default the first). Its kind is `xKind`, else that of its first value, as the XML reader
///   decides: a number makes it numeric, an ISO 8601 date a date axis, anything else a category axis. Every other
///   x value must then be of that kind; each one that is not is a located error naming the row and the value.
/// - series: one per `y` column (wide format; default every column not used for x, series or labels), or with
///   `seriesColumn` one per distinct value of that column in order of first appearance (long format).
/// - y: numbers with the file's decimal mark (grouping separators allowed); an empty cell, NA, N/A, NaN, null or a
///   lone dash is a missing value; anything else is a located error.
/// - texts (title, summary, column names) are normalised like descriptor text and tagged with `textLanguage`.
package struct CSVChartBuilder: Sendable {
    /// The options in force.
    package let options: CSVChartOptions
    /// The input's name in diagnostics.
    package let fileName: String

    /// Creates a builder.
    package init(options: CSVChartOptions, fileName: String) {
        self.options = options
        self.fileName = fileName
    }

    /// `text` without the white space (tabs and space separators, as `CharacterSet.whitespaces`) at either end.
    /// Foundation's `trimmingCharacters(in:)` took two thirds of a million-row file's time (it goes through UTF-16
    /// on Linux); the cells that need no trimming, nearly all of them, are returned as they are.
    static func trimmed(_ text: String) -> String {
        func isSpace(_ s: Unicode.Scalar) -> Bool { s.isASCII ? s == " " || s == "\t" : s.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return text }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// The columns the options name, resolved against the header (a column without a name is named by its place):
    /// an `.option` error when a named column is missing or the options do not fit the header.
    func columns(header: [String]) throws(CSVInputError)
        -> (names: [String], x: Int, series: Int?, label: Int?, y: [Int]) {
        // A column without a name in the header is named by its place ("Column 2"): a nameless series was said
        // as nothing ("[audio graph: ]", " varied between 2 and 3").
        let names = header.enumerated().map { i, text in
            let name = DescriptorValues.text(text)
            return name.isEmpty ? "Column \(i + 1)" : name
        }
        func column(_ name: String, _ option: String) throws(CSVInputError) -> Int {
            let wanted = DescriptorValues.text(name)
            if let i = names.firstIndex(of: wanted) { return i }
            if let i = names.firstIndex(where: { $0.lowercased() == wanted.lowercased() }) { return i }
            var message = "--\(option) \(name): the file has no column of that name (columns: \(names.joined(separator: ", ")))"
            let lowered = names.map { $0.lowercased() }
            if let guess = NameSuggestion.closest(to: wanted, among: lowered), let i = lowered.firstIndex(of: guess) {
                message += "; did you mean \(names[i])?"
            }
            throw .option(message)
        }
        let xColumn = try options.x.map { (n) throws(CSVInputError) in try column(n, "x") } ?? 0
        let seriesColumn = try options.seriesColumn.map { (n) throws(CSVInputError) in try column(n, "series") }
        let labelColumn = try options.labelColumn.map { (n) throws(CSVInputError) in try column(n, "label") }
        var yColumns: [Int] = []
        if let y = options.y {
            for name in y { yColumns.append(try column(name, "y")) }
        } else {
            yColumns = names.indices.filter { $0 != xColumn && $0 != seriesColumn && $0 != labelColumn }
        }
        guard !yColumns.isEmpty else {
            throw .option("no y column: the file has only \(names.joined(separator: ", ")); name the value columns with --y")
        }
        if seriesColumn != nil && yColumns.count != 1 {
            throw .option("with --series, give one --y column (the values), not \(yColumns.count)")
        }
        return (names, xColumn, seriesColumn, labelColumn, yColumns)
    }

    /// The report with one chart; throws `.option` when an option does not fit the table, `.file` with every
    /// located problem of the cells.
    package func build(_ table: CSVTable) throws(CSVInputError) -> Report {
        var values = CSVValueParser(decimalMark: options.decimalMark)
        let (names, xColumn, seriesColumn, labelColumn, yColumns) = try columns(header: table.header.map(\.text))
        guard !table.rows.isEmpty else {
            throw .file(.invalid([Diagnostic(file: fileName, line: table.header[0].line, column: 1,
                                             message: "the file has a header but no rows of values")]))
        }

        var problems: [Diagnostic] = []
        func problem(_ field: CSVTable.Field, _ message: String) {
            if problems.count < 50 { problems.append(Diagnostic(file: fileName, line: field.line, column: field.column, message: message)) }
        }
        func trimmed(_ f: CSVTable.Field) -> String { Self.trimmed(f.text) }

        // The x axis: its kind, then every value read as that kind.
        let xName = names[xColumn]
        let xCells = table.rows.map { $0[xColumn] }
        // 01/05/2024 … 01/13/2024: a day above 12 proves the column's order (given, --date-order decides).
        values.dateOrder = options.dateOrder ?? CSVDateOrder.proven(by: xCells.map(trimmed))
        let firstX = xCells.map(trimmed).first { !$0.isEmpty } ?? ""
        var kind = options.xKind ?? Self.kind(of: firstX, values)
        // Periods as reports write them ("2021-Q3", "Q3 2021", "03/2021", "FY2021", "2021/22") are time, read as a
        // column. A first value that is also ISO 8601 ("2011-12") is read so only when the column says it is a
        // year across two ("2012-13"): a column of ISO 8601 dates stays one.
        var periods: PeriodColumn?
        if kind == .date || (kind == .category && options.xKind == nil) {
            let firstReadings = PeriodText.readings(firstX)
            let firstIsDate = values.date(firstX) != nil
            // --x-type date over a first value that is neither: the column's first period decides.
            let declared = options.xKind == .date && !firstIsDate && firstReadings.isEmpty
            if declared || !firstReadings.isEmpty && (!firstIsDate || firstReadings.contains { $0.period == .splitYear }
                                                          && xCells.contains { !trimmed($0).isEmpty && values.date(trimmed($0)) == nil }) {
                periods = PeriodColumn.read(xCells.map(trimmed), column: xName, anyFirst: declared) { problem(xCells[$0], $1) }
                if periods != nil { kind = .date }
            }
        }
        let firstIsDate = kind == .date && (periods != nil || values.date(firstX) != nil)
        var xs: [Double?] = []
        var hasTime = false
        var categories: [String] = []
        var categoryIndex: [String: Int] = [:]
        let dateCount = kind == .date ? 0 : xCells.filter { values.date(trimmed($0)) != nil && values.number(trimmed($0)) == nil }.count
        for (row, cell) in xCells.enumerated() {
            let text = trimmed(cell)
            let rowName = "row \(row + 1)"
            guard !text.isEmpty else {
                problem(cell, "\(rowName) has no x value in column \(xName); every row needs one")
                xs.append(nil)
                continue
            }
            switch kind {
            case .numeric:
                if let v = values.number(text) { xs.append(v); continue }
                problem(cell, "\"\(DescriptorValues.excerpt(text))\" in column \(xName) (\(rowName)) is not a number like the column's first value"
                        + (dateCount > 0 ? "; \(dateCount) of the column's values are dates, so check its first value" : "")
                        + "; fix it, or read the column as names with --x-type category")
            case .date:
                if let periods { xs.append(periods.starts[row]); continue }
                if let d = values.date(text) { xs.append(d.seconds); hasTime = hasTime || d.hasTime; continue }
                if CSVValueParser.isAmbiguousDate(text) {
                    problem(cell, "\"\(text)\" in column \(xName) (\(rowName)) is an ambiguous date (day or month first?); give --date-order mdy or dmy, or write ISO 8601 such as 2024-03-05")
                } else if !firstIsDate {
                    // Not "like the column's first value" when that value is not a date either (--x-type date).
                    problem(cell, "\"\(DescriptorValues.excerpt(text))\" in column \(xName) (\(rowName)) is not a date (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30, or a period such as 2021-Q3, Q3 2021, 03/2021, Mar-21, H1 2021 or FY2021); fix it, or read the column as names with --x-type category")
                } else {
                    problem(cell, "\"\(DescriptorValues.excerpt(text))\" in column \(xName) (\(rowName)) is not a date like the column's first value (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30); fix it, or read the column as names with --x-type category")
                }
            case .category:
                let id = DescriptorValues.text(text)
                if let i = categoryIndex[id] { xs.append(Double(i)); continue }
                categoryIndex[id] = categories.count
                xs.append(Double(categories.count))
                categories.append(id)
                continue
            }
            xs.append(nil)
        }
        if kind == .category, options.xKind == nil, let first = xCells.first(where: { !trimmed($0).isEmpty }),
           CSVValueParser.isAmbiguousDate(trimmed(first)) {
            problem(first, "\"\(trimmed(first))\" in column \(xName) looks like a date but no value settles its day and month order; give --date-order mdy (01/05 is January 5) or --date-order dmy (01/05 is May 1), or write ISO 8601 dates such as 2024-01-05")
        }

        // The series: wide (a column each) or long (a value of the series column each).
        var groups: [(name: String, column: Int, rows: [Int])] = []
        if let seriesColumn {
            var index: [String: Int] = [:]
            for (row, fields) in table.rows.enumerated() {
                let name = DescriptorValues.text(fields[seriesColumn].text)
                guard !name.isEmpty else {
                    problem(fields[seriesColumn], "row \(row + 1) names no series in column \(names[seriesColumn])")
                    continue
                }
                if index[name] == nil { index[name] = groups.count; groups.append((name, yColumns[0], [])) }
                groups[index[name]!].rows.append(row)
            }
        } else {
            groups = yColumns.map { (names[$0], $0, Array(table.rows.indices)) }
        }
        // Without --type, numbers on x that are not in ascending order within a series are a cloud of points,
        // not a course along x (petal length against petal width): the chart is read as the scatter plot it
        // must be. Within a series: a long file lists one series' years after another's.
        var ascending = true
        for group in groups where kind == .numeric && ascending {
            var previous = -Double.infinity
            for row in group.rows {
                guard let x = xs[row] else { continue }
                if x < previous { ascending = false; break }
                previous = x
            }
        }
        let type = options.type ?? (ascending ? nil : .scatter)
        let continuous = type.map(\.continuousByDefault) ?? (kind == .date)
        // A y column of text only is not twelve errors, one a row: it is named once, with what it likely is (a
        // long file's series names: --series; a name per row: --label).
        var textColumns: Set<Int> = []
        if options.seriesColumn == nil {
            for column in yColumns {
                let texts = table.rows.map { trimmed($0[column]) }.filter { !CSVValueParser.isMissing($0) }
                // Words, not numbers in another spelling ("12,5", "12%" have hints of their own).
                guard !texts.isEmpty, texts.allSatisfy({ values.number($0) == nil && $0.contains(where: \.isLetter) }) else { continue }
                textColumns.insert(column)
                var distinct: [String] = []
                for t in texts where !distinct.contains(t) && distinct.count < 4 { distinct.append(t) }
                let sample = distinct.prefix(3).map { "\"\(DescriptorValues.excerpt($0))\"" }.joined(separator: ", ") + (distinct.count > 3 ? ", …" : "")
                let numeric = yColumns.filter { c in c != column && table.rows.contains { values.number(trimmed($0[c])) != nil } }
                let y = numeric.count == 1 ? " --y \(names[numeric[0]])" : ""
                let repeats = Set(texts).count < texts.count
                if repeats && Set(texts).count == 1 && texts.count > 1 {
                    // One text in every row ("EUR", "kg") names the values' unit, not a series: --series would
                    // make a chart of one series named "EUR" (issue 39).
                    let unit = texts[0]
                    let isCurrency = unit.count == 3 && unit.allSatisfy { $0.isASCII && $0.isUppercase }
                    let give = isCurrency ? "--y-format currency/\(unit)" : "--unit \"{value} \(DescriptorValues.excerpt(unit))\""
                    problem(table.header[column], "column \(names[column]) holds one text in every row (\(sample)): the unit of the values, "
                            + "not data; leave it out with\(y.isEmpty ? " --y COLUMN" : y) and give \(give)")
                    continue
                }
                problem(table.header[column], "column \(names[column]) holds text, not numbers (\(sample)); "
                        + (repeats ? "if each row names its series (a long file), give --series \(names[column])\(y)"
                                   : "if it names each point, give --label \(names[column])\(y)"))
            }
        }
        var series: [Series] = []
        // A column of numbers in another spelling fails on every row: three of its cells say why, then one line
        // counts the rest (a German export gave 50 lines of the same error).
        var notNumbers: [Int: (count: Int, last: CSVTable.Field?)] = [:]
        for group in groups {
            var points: [DataPoint] = []
            points.reserveCapacity(group.rows.count)
            for row in group.rows {
                let cell = table.rows[row][group.column]
                let text = trimmed(cell)
                var y: Double?
                if !CSVValueParser.isMissing(text) {
                    y = values.number(text)
                    if y == nil, !textColumns.contains(group.column) {
                        let seen = notNumbers[group.column, default: (0, nil)].count
                        if seen < 3 {
                            problem(cell, "\"\(DescriptorValues.excerpt(text))\" in column \(names[group.column]) (row \(row + 1)) is not a number"
                                    + values.hint(forNotANumber: text))
                        }
                        notNumbers[group.column] = (seen + 1, seen == 3 ? cell : notNumbers[group.column]?.last)
                    }
                }
                guard let x = xs[row] else { continue }
                let label = labelColumn.map { DescriptorValues.text(table.rows[row][$0].text) }.flatMap { $0.isEmpty ? nil : $0 }
                points.append(DataPoint(x: x, y: y, label: label.map(localized)))
            }
            // A course along dates is drawn (and told) in date order, whatever the file's row order: rows of
            // Mar, Jan, Feb were said "from Mar to Feb". The sort is stable: equal dates keep the file's order.
            if continuous && kind == .date {
                points = points.enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }.map(\.element)
            }
            series.append(Series(name: localized(group.name), isContinuous: continuous, points: points))
        }
        for (column, failed) in notNumbers.sorted(by: { $0.key < $1.key }) where failed.count > 3 {
            if let cell = failed.last {
                problem(cell, "and \(failed.count - 3) more cell\(failed.count == 4 ? "" : "s") of column \(names[column]) that \(failed.count == 4 ? "is" : "are") not numbers, from here on")
            }
        }
        // A column of only blanks and NA has nothing to narrate ("Chart:" and exit 0 before): located at its name.
        // (Cells that are not numbers, or rows without x, are reported as such, not as a column without values.)
        let columnsWithValues = Set(groups.filter { group in
            group.rows.contains { !CSVValueParser.isMissing(trimmed(table.rows[$0][group.column])) }
        }.map(\.column))
        for column in Set(yColumns).subtracting(columnsWithValues).sorted() {
            let others = yColumns.filter { columnsWithValues.contains($0) }.map { names[$0] }
            problem(table.header[column], "column \(names[column]) holds no values: every row is blank or NA"
                    + (others.isEmpty ? "; fill it in, or name a column of numbers with --y" : "; fill it in, or leave it out with --y \(others.joined(separator: ","))"))
        }
        guard problems.isEmpty else { throw .file(.invalid(problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })) }

        return try assemble(kind: kind, xName: xName, categories: categories, hasTime: hasTime, period: periods?.period, type: type,
                            yTitle: yColumns.count == 1 ? names[yColumns[0]] : nil, values: values, series: series)
    }

    /// Whether every category is a clock time ("4:30", "04:30", "04:30:15"), at least `fewestClockTimes` of them, in
    /// ascending order.
    static func ascendingClockTimes(_ categories: [String]) -> Bool {
        guard categories.count >= fewestClockTimes else { return false }
        var previous = -1
        for label in categories {
            let parts = label.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), (1...2).contains(parts[0].count),
                  parts.dropFirst().allSatisfy({ $0.count == 2 }),
                  parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60 else { return false }
            let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
            let seconds = (h * 60 + m) * 60 + second
            guard second < 60, seconds > previous else { return false }
            previous = seconds
        }
        return true
    }
    /// Fewest clock times read as an ordered day (two are a comparison).
    static let fewestClockTimes = 3

    /// Whether every category is an English month name ("Aug", "August", "Sept."), at least `fewestClockTimes` of
    /// them, each the month after the one before (wrapping from December to January), none twice.
    static func consecutiveMonths(_ categories: [String]) -> Bool {
        guard (fewestClockTimes...12).contains(categories.count) else { return false }
        var previous: Int?
        for label in categories {
            let word = label.trimmingCharacters(in: .whitespaces).lowercased()
            guard let number = CSVValueParser.monthNumbers[Substring(word.hasSuffix(".") ? String(word.dropLast()) : word)]
            else { return false }
            let month = number - 1
            if let p = previous, month != (p + 1) % 12 { return false }
            previous = month
        }
        return true
    }

    /// The chart around its read series: the axes with what only the options can say (titles, units, formats,
    /// ranges); an `.option` error when an option does not fit the x column's kind.
    func assemble(kind: AxisKind, xName: String, categories: [String], hasTime: Bool, period: DatePeriod?, type: ChartType?,
                  yTitle columnTitle: String?, values: CSVValueParser, series: [Series]) throws(CSVInputError) -> Report {
        var hasTime = hasTime
        // The axes, with what only the options can say.
        var xAxis = Axis(kind: kind, title: localized(options.xTitle ?? xName), format: options.xFormat,
                         categories: categories.map { Category(id: $0) }, hasTimeOfDay: hasTime, period: period)
        if let unit = options.xUnit {
            guard kind == .numeric else { throw .option("--x-unit applies to a numeric x axis; column \(xName) is read as \(kind.rawValue)") }
            xAxis.unit = unit.contains("{") ? .messages(localized(unit)) : .cldr(unit)
        }
        if let bounds = options.xRange {
            guard kind != .category else { throw .option("--x-range applies to numeric and date x axes, not to categories") }
            xAxis.range = try range(bounds, "x-range", kind: kind, values, period: period) { hasTime = hasTime || $0 }
            xAxis.hasTimeOfDay = hasTime
        }
        if options.xOrdered {
            guard kind == .category else { throw .option("--ordered applies to category x axes; column \(xName) is read as \(kind.rawValue), which is ordered by its values") }
            xAxis.isOrdered = true
        } else if kind == .category, Self.ascendingClockTimes(categories) || Self.consecutiveMonths(categories) {
            // Times of day in order ("04:30", "05:00", … "23:30") are a course through the day, not a race between
            // half-hours: England's power demand was told "12:00 led with 37,176, 28 ahead of 11:30". Month names
            // in calendar order, from any month ("Aug" … "Jul"), are a course through the year.
            xAxis.isOrdered = true
        }
        if let scale = options.xRatingScale {
            guard kind == .category else { throw .option("--rating-scale applies to category x axes; column \(xName) is read as \(kind.rawValue)") }
            xAxis.isRatingScale = scale
        }
        let yTitle = options.yTitle ?? columnTitle
        var yAxis = Axis(kind: .numeric, title: yTitle.map(localized), format: options.yFormat, isAdditive: options.yAdditive)
        if let unit = options.yUnit { yAxis.unit = unit.contains("{") ? .messages(localized(unit)) : .cldr(unit) }
        if let bounds = options.yRange { yAxis.range = try range(bounds, "y-range", kind: .numeric, values) { _ in } }
        let chart = Chart(id: "chart1", type: type, title: options.title.map(localized), summary: options.summary.map(localized),
                          xAxis: xAxis, yAxis: yAxis, series: series)
        return Report(language: options.textLanguage, charts: [chart])
    }

    /// The kind of an axis whose first value is `first`, as the XML reader decides it.
    static func kind(of first: String, _ values: CSVValueParser) -> AxisKind {
        if values.number(first) != nil { return .numeric }
        if values.date(first) != nil { return .date }
        return .category
    }

    /// Descriptor text without its own language tag: it is in the report language, `textLanguage`.
    func localized(_ s: String) -> LocalizedText {
        LocalizedText([LocalizedText.Variant(language: nil, text: DescriptorValues.text(s))])
    }

    private func range(_ bounds: CSVChartOptions.Bounds, _ option: String, kind: AxisKind, _ values: CSVValueParser,
                       period: DatePeriod? = nil, time: (Bool) -> Void) throws(CSVInputError) -> AxisRange {
        func read(_ s: String) throws(CSVInputError) -> Double {
            if kind == .date, let d = values.date(s) { time(d.hasTime); return d.seconds }
            if kind == .date, let p = PeriodText.readings(s).first(where: { $0.period == period }) { return p.start }
            if kind == .numeric, let v = values.number(s) { return v }
            throw .option("--\(option): \"\(s)\" is not \(kind == .date ? "an ISO 8601 date" : "a number")")
        }
        let lo = try read(bounds.min), hi = try read(bounds.max)
        guard lo < hi else { throw .option("--\(option): the minimum \(bounds.min) must be less than the maximum \(bounds.max)") }
        return AxisRange(min: lo, max: hi)
    }
}
