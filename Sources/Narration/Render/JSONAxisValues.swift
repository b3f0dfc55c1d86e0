import ChartAnalysis
import ChartModel
import Foundation

/// The x values of `--format json` in the axis's own terms (schema version 2): an ISO 8601 instant on a date
/// axis, the category's id on a category axis, the number on a numeric axis. Without the chart's axis (a
/// narration rendered without its report) x stays the model's number.
struct JSONAxisValues {
    /// The chart's x axis, when the report is at hand.
    let xAxis: Axis?
    /// The x stretch slopes are given per (`ChartNarration.xRate`).
    let xRate: RateUnit?

    private let whole = ISO8601DateFormatter()
    private let fractional: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f
    }()

    init(xAxis: Axis?, xRate: RateUnit?) {
        self.xAxis = xAxis
        self.xRate = xRate
    }

    /// An x value: ISO 8601 on a date axis (fractional seconds only where the instant has them), the category id
    /// for a whole index on a category axis (a crossing between two categories stays a number), else the number.
    func x(_ v: Double) -> Any { xValue(v).tree }

    /// An x value as an `Encodable` value (`x(_:)`).
    func xValue(_ v: Double) -> JSONXValue {
        guard v.isFinite else { return .null }
        switch xAxis?.kind {
        case .date?:
            let date = Date(timeIntervalSince1970: v)
            return .text(v.truncatingRemainder(dividingBy: 1) == 0 ? whole.string(from: date) : fractional.string(from: date))
        case .category?:
            if let axis = xAxis, v == v.rounded(), axis.categories.indices.contains(Int(v)) { return .text(axis.categories[Int(v)].id) }
            return .number(v == 0 ? 0 : v)
        default:
            return .number(v == 0 ? 0 : v)
        }
    }

    /// A point of a series: its index, x in axis terms and y.
    func point(_ p: PointRef) -> [String: Any] { ["index": p.index, "x": x(p.x), "y": JSONAxisValues.number(p.y)] }

    /// A point of a series as an `Encodable` value (`point(_:)`).
    func pointValue(_ p: PointRef) -> JSONPoint { JSONPoint(index: p.index, x: xValue(p.x), y: .unsigned(p.y)) }

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
