import ChartDescriptorXML
import ChartModel

/// An x column written as periods ("2021-Q1", "Q1 2021", "03/2021", "FY2021", "2021/22"), read together:
/// its period is the one its first value names (its first period with `--x-type date`) or, when that value
/// leaves it open ("2011/12": December 2011 or the year 2011/12), the one every value can be read as. Every
/// value must then name that period.
struct PeriodColumn {
    /// What each value names.
    let period: DatePeriod
    /// The start of each cell's period; nil for an empty cell or one reported as a problem.
    let starts: [Double?]

    /// The column of `cells` (trimmed) read as periods, reporting each cell that is not one of them through
    /// `problem(cell index, message)`; nil when the first value (with `anyFirst`, every value) is not a period.
    static func read(_ cells: [String], column: String, anyFirst: Bool = false, problem: (Int, String) -> Void) -> PeriodColumn? {
        let readings = cells.map { $0.isEmpty ? [] : PeriodText.readings($0) }
        guard let firstIndex = anyFirst ? readings.firstIndex(where: { !$0.isEmpty }) : cells.firstIndex(where: { !$0.isEmpty }) else { return nil }
        let first = readings[firstIndex]
        guard !first.isEmpty else { return nil }
        var period = first[0].period
        if first.count > 1 {
            let settled = first.map(\.period).filter { p in
                readings.indices.allSatisfy { cells[$0].isEmpty || readings[$0].contains { $0.period == p } }
            }
            if settled.count == 1 {
                period = settled[0]
            } else if settled.count > 1 {
                problem(firstIndex, ambiguity(cells[firstIndex], column: column, row: firstIndex + 1))
                return PeriodColumn(period: period, starts: cells.map { _ in nil })
            }
        }
        var starts: [Double?] = []
        starts.reserveCapacity(cells.count)
        let firstText = "\"\(DescriptorValues.excerpt(cells[firstIndex]))\" (row \(firstIndex + 1))"
        for (i, text) in cells.enumerated() {
            if let reading = readings[i].first(where: { $0.period == period }) {
                starts.append(reading.start)
                continue
            }
            starts.append(nil)
            guard !text.isEmpty else { continue }
            let quoted = "\"\(DescriptorValues.excerpt(text))\" in column \(column) (row \(i + 1))"
            if let other = readings[i].first {
                problem(i, "\(quoted) is \(PeriodText.describe(other.period)), but the column's first period \(firstText) is "
                        + "\(PeriodText.describe(period)); write every value as \(PeriodText.describe(period)), such as \(PeriodText.examples(period))")
            } else {
                problem(i, "\(quoted) is not \(PeriodText.describe(period)) like the column's first period \(firstText) "
                        + "(expected a form such as \(PeriodText.examples(period))); fix it, or read the column as names with --x-type category")
            }
        }
        return PeriodColumn(period: period, starts: starts)
    }

    /// The message for a value that reads as a month and as a year across two years, with nothing to settle it.
    static func ambiguity(_ text: String, column: String, row: Int) -> String {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "-" }).map { $0.trimmingCharacters(in: .whitespaces) }
        let year = parts.first ?? "", month = parts.count > 1 ? parts[1] : ""
        let monthName = Int(month).flatMap { (1...12).contains($0) ? monthNames[$0 - 1] : nil } ?? "month \(month)"
        let next = Int(year).map { String($0 + 1) } ?? "the next year"
        return "\"\(DescriptorValues.excerpt(text))\" in column \(column) (row \(row)) could be \(monthName) \(year) or the year \(year)/\(month) "
            + "across two calendar years, and no value of the column settles which; write \(year)-\(month.count == 1 ? "0" + month : month) for the month, "
            + "or \(year)/\(next) (FY\(year)/\(month) for a fiscal year) for the year"
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]
}
