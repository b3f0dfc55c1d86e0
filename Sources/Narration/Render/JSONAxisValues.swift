import ChartAnalysis
import ChartModel
import Foundation

/// The x values of `--format json` in the axis's own terms: on a date axis the period the data are given in
/// (schema version 4: "2021-03" for monthly data, "2021-Q3", "2021-H1", "FY2021", "2021", "2021-03-05"), an ISO
/// 8601 instant where the value is not the start of such a period (or the data are finer than a day), with the
/// instant beside a point's x; the category's id on a category axis, the number on a numeric axis. Without the
/// chart's axis (a narration rendered without its report) x stays the model's number.
struct JSONAxisValues {
    /// The chart's x axis, when the report is at hand.
    let xAxis: Axis?
    /// The x stretch slopes are given per (`ChartNarration.xRate`).
    let xRate: RateUnit?
    /// The granularity dates are written in: the axis's periods, else its spacing (`Axis.spacing`).
    let granularity: DateSpacing?

    private let whole = ISO8601DateFormatter()
    private let fractional: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f
    }()

    /// Values of `xAxis`, whose granularity the x values `sampleX` (`Chart.sampleX`) tell.
    init(xAxis: Axis?, xRate: RateUnit?, sampleX: [Double] = []) {
        self.xAxis = xAxis
        self.xRate = xRate
        granularity = xAxis?.spacing(sampleX)
    }

    /// An x value: ISO 8601 on a date axis (fractional seconds only where the instant has them), the category id
    /// for a whole index on a category axis (a crossing between two categories stays a number), else the number.
    func x(_ v: Double) -> Any { xValue(v).tree }

    /// An x value as an `Encodable` value (`x(_:)`).
    func xValue(_ v: Double) -> JSONXValue {
        guard v.isFinite else { return .null }
        switch xAxis?.kind {
        case .date?:
            return .text(periodText(v) ?? instant(v))
        case .category?:
            if let axis = xAxis, v == v.rounded(), axis.categories.indices.contains(Int(v)) { return .text(axis.categories[Int(v)].id) }
            return .number(v == 0 ? 0 : v)
        default:
            return .number(v == 0 ? 0 : v)
        }
    }

    /// The ISO 8601 instant of a date (fractional seconds only where it has them).
    func instant(_ v: Double) -> String {
        let date = Date(timeIntervalSince1970: v)
        return v.truncatingRemainder(dividingBy: 1) == 0 ? whole.string(from: date) : fractional.string(from: date)
    }

    /// A date as the period the data are given in ("2021-03", "2021-Q3", "FY2021", "2021", "2021-03-05"), when
    /// it is the start of one; nil for finer data and for instants inside a period.
    func periodText(_ v: Double) -> String? {
        guard xAxis?.kind == .date, v.isFinite, abs(v) < 1e14 else { return nil }
        let day = CivilCalendar.dayNumber(v)
        guard Double(day) * CivilCalendar.secondsPerDay == v else { return nil }
        let c = CivilCalendar.civil(fromDays: day)
        if let period = xAxis?.period {
            let quarterOrHalf = period == .quarter ? (c.month - 1) % 3 == 0 : period == .half ? (c.month - 1) % 6 == 0 : true
            let starts = period == .month || period == .quarter || period == .half ? c.day == 1 && quarterOrHalf : c.day == 1 && c.month == 1
            return starts ? period.notation(v) : nil
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        switch granularity {
        case .year?: return c.month == 1 && c.day == 1 ? "\(c.year)" : "\(c.year)-\(two(c.month))-\(two(c.day))"
        case .quarter?: return c.day == 1 && (c.month - 1) % 3 == 0 ? DatePeriod.quarter.notation(v) : "\(c.year)-\(two(c.month))-\(two(c.day))"
        case .month?: return c.day == 1 ? DatePeriod.month.notation(v) : "\(c.year)-\(two(c.month))-\(two(c.day))"
        case .day?, .week?, .half?: return "\(c.year)-\(two(c.month))-\(two(c.day))"
        case .subDay?, nil: return nil
        }
    }

    /// A point of a series: its index, x in axis terms (with the ISO 8601 instant beside a period) and y.
    func point(_ p: PointRef) -> [String: Any] {
        var d: [String: Any] = ["index": p.index, "x": x(p.x), "y": JSONAxisValues.number(p.y)]
        d["instant"] = instantBeside(p.x)
        return d
    }

    /// The ISO 8601 instant to give beside a date x said as a period; nil elsewhere.
    func instantBeside(_ v: Double) -> String? { periodText(v) == nil ? nil : instant(v) }

    /// A point of a series as an `Encodable` value (`point(_:)`).
    func pointValue(_ p: PointRef) -> JSONPoint {
        JSONPoint(index: p.index, x: xValue(p.x), y: .unsigned(p.y), instant: instantBeside(p.x))
    }

    /// A slope in y units per x unit (per second on date axes) as a rate per `unit`, the unit named.
    func rate(_ slope: Double, per unit: RateUnit? = nil) -> [String: Any]? {
        rateValue(slope, per: unit).flatMap { try? JSONTreeEncoder().encode($0) as? [String: Any] }
    }

    /// A rate as an `Encodable` value (`rate(_:per:)`).
    func rateValue(_ slope: Double, per unit: RateUnit? = nil) -> JSONRate? {
        guard let unit = unit ?? xRate else { return nil }
        return JSONRate(value: .unsigned(slope * unit.amount), per: JSONRate.Per(unit, isDate: xAxis?.kind == .date))
    }

    /// JSON numbers: non-finite values are null and −0 is 0 (JSON has no use for a signed zero).
    static func number(_ v: Double) -> Any { v.isFinite ? (v == 0 ? 0.0 : v) : NSNull() }
}
