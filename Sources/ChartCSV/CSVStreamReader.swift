import ChartDescriptorXML
import ChartModel
import Foundation

/// Reads the common large CSV file (wide format: an x column of numbers or ISO 8601 dates, y columns of numbers)
/// in one pass over chunks of the file, each cell parsed from its bytes straight into the series' columns: memory
/// is the points (16 bytes each) and one chunk, where the table of strings cost about 450 bytes a point (issue 38).
///
/// It gives up (nil) on anything else: a file `CSVParser` or `CSVChartBuilder` would report a problem in, a long
/// file (`--series`), labels, category or period x values, numeric dates without a given order, dates out of order
/// on a line. `CSVReader` then reads the file as a table, which says where and why, so every message and every
/// chart stays what it was; for the files read here, the chart is the one the table gives.
struct CSVStreamReader {
    let options: CSVChartOptions
    let fileName: String
    /// The bytes read at a time (tests make it tiny so rows and cells straddle reads).
    var chunk = 1 << 20

    /// The report of the regular file at `path` of `size` bytes, or nil when it needs the table path.
    func read(path: String, size: Int) -> Report? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let stream = CSVRowStream(fd: fd, separator: options.separator, chunk: chunk), stream.next() == .row else { return nil }
        let builder = CSVChartBuilder(options: options, fileName: fileName)
        guard let columns = try? builder.columns(header: stream.fields.map(stream.text)),
              columns.series == nil, columns.label == nil else { return nil }
        let width = stream.fields.count
        var values = CSVValueParser(decimalMark: options.decimalMark)
        values.dateOrder = options.dateOrder

        // The first row settles the x column's kind, as the table path does from its first value.
        guard stream.next() == .row, stream.fields.count == width else { return nil }
        let firstX = cellText(stream, stream.fields[columns.x])
        guard !firstX.isEmpty else { return nil }
        // A numeric date (01/05/2024) needs the whole column to prove its order: the table path's.
        if options.dateOrder == nil && CSVValueParser.isAmbiguousDate(firstX) { return nil }
        let kind = options.xKind ?? CSVChartBuilder.kind(of: firstX, values)
        switch kind {
        case .category: return nil
        case .date: guard PeriodText.readings(firstX).isEmpty, values.date(firstX) != nil else { return nil }
        case .numeric: break
        }

        let start = stream.position
        var points = columns.y.map { _ in SeriesPointsBuilder(expectedSize: size, startOffset: start) }
        var hasValues = columns.y.map { _ in false }
        var hasTime = false
        var ascending = true
        var previous = -Double.infinity
        var step = CSVRowStream.Step.row
        repeat {
            guard stream.fields.count == width else { return nil }
            let x: Double
            switch kind {
            case .numeric:
                guard let v = number(stream, stream.fields[columns.x], values) else { return nil }
                x = v
            default:
                guard let d = date(stream, stream.fields[columns.x], values) else { return nil }
                x = d.seconds
                hasTime = hasTime || d.hasTime
            }
            if x < previous { ascending = false }
            previous = x
            for (k, column) in columns.y.enumerated() {
                let field = stream.fields[column]
                var y: Double?
                if !isMissing(stream, field) {
                    guard let v = number(stream, field, values) else { return nil }
                    y = v
                    hasValues[k] = true
                }
                points[k].append(x: x, y: y, position: stream.position)
            }
            step = stream.next()
        } while step == .row
        // The end of the file, every y column with a value (else the table path names the column).
        guard step == .end, !hasValues.contains(false) else { return nil }

        // Numbers out of order are a scatter plot; a course along dates out of order is sorted by the table path.
        let type = options.type ?? (kind == .numeric && !ascending ? .scatter : nil)
        let continuous = type.map(\.continuousByDefault) ?? (kind == .date)
        if continuous && kind == .date && !ascending { return nil }
        let series = zip(columns.y, points).map { column, built in
            Series(name: builder.localized(columns.names[column]), isContinuous: continuous, points: built.points)
        }
        return try? builder.assemble(kind: kind, xName: columns.names[columns.x], categories: [], hasTime: hasTime, period: nil,
                                     type: type, yTitle: columns.y.count == 1 ? columns.names[columns.y[0]] : nil,
                                     values: values, series: series)
    }

    /// The cell's text trimmed as the table path trims it.
    private func cellText(_ stream: CSVRowStream, _ field: CSVRowStream.Field) -> String {
        CSVChartBuilder.trimmed(stream.text(field))
    }

    /// The cell's bytes without spaces and tabs at either end, or nil when only its text can be read (doubled
    /// quotes, other bytes than ASCII: other white space may end it).
    @inline(__always) private func plain(_ stream: CSVRowStream, _ field: CSVRowStream.Field) -> UnsafeBufferPointer<UInt8>? {
        guard !field.escaped else { return nil }
        var b = stream.bytes(field)
        while let c = b.first, c == 0x20 || c == 0x09 { b = UnsafeBufferPointer(rebasing: b.dropFirst()) }
        while let c = b.last, c == 0x20 || c == 0x09 { b = UnsafeBufferPointer(rebasing: b.dropLast()) }
        if let first = b.first, let last = b.last, first >= 0x80 || last >= 0x80 { return nil }
        return b
    }

    /// Whether the cell is a missing value, as `CSVValueParser.isMissing` says.
    @inline(__always) private func isMissing(_ stream: CSVRowStream, _ field: CSVRowStream.Field) -> Bool {
        guard let b = plain(stream, field) else { return CSVValueParser.isMissing(cellText(stream, field)) }
        guard let first = b.first else { return true }
        // Every spelling starts with n, N or a dash; the lone hyphen is the only one that starts with it.
        if first == UInt8(ascii: "-") { return b.count == 1 }
        guard first == UInt8(ascii: "n") || first == UInt8(ascii: "N") || first >= 0x80 else { return false }
        return CSVValueParser.isMissing(String(decoding: b, as: UTF8.self))
    }

    /// The cell as a number, as `CSVValueParser.number` reads it.
    @inline(__always) private func number(_ stream: CSVRowStream, _ field: CSVRowStream.Field, _ values: CSVValueParser) -> Double? {
        if values.decimalMark == ".", let b = plain(stream, field),
           b.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 }) {
            return DescriptorValues.number(bytes: b)
        }
        return values.number(cellText(stream, field))
    }

    /// The cell as an instant, as `CSVValueParser.date` reads it.
    @inline(__always) private func date(_ stream: CSVRowStream, _ field: CSVRowStream.Field, _ values: CSVValueParser) -> (seconds: Double, hasTime: Bool)? {
        if let b = plain(stream, field), let d = DescriptorValues.instant(bytes: b) { return d }
        return values.date(cellText(stream, field))
    }
}
