import Foundation
import ChartModel

/// Tick positions of a drawn axis: "nice" steps (1, 2 or 5 × 10ⁿ) on a linear axis, powers of ten (and 2 and 5
/// between them when the axis spans few decades) on a log axis, calendar units (years, months, days, hours) on a
/// date axis. Positions only; the axis formatter writes their labels, so they are in the axis's format and the
/// locale's digits.
struct ChartTicks {
    /// The tick values, ascending, all within `domain`.
    var values: [Double]
    /// The step between ticks (a linear axis's; 0 on log and date axes).
    var step: Double
    /// The calendar unit of a date axis's ticks.
    var dateUnit: DateUnit?

    enum DateUnit { case year, month, day, hour }

    /// A nice domain that covers `lo…hi` (extended to the ticks around it) and its ticks, about `target` of them.
    static func linear(_ lo: Double, _ hi: Double, target: Int = 5, includeZero: Bool = false) -> (domain: ClosedRange<Double>, ticks: ChartTicks) {
        var lo = lo, hi = hi
        if includeZero { lo = min(lo, 0); hi = max(hi, 0) }
        if !(hi > lo) {
            let pad = lo == 0 ? 1 : abs(lo) * 0.1
            lo -= pad; hi += pad
        }
        let step = niceStep((hi - lo) / Double(max(1, target)))
        let start = (lo / step).rounded(.down) * step, end = (hi / step).rounded(.up) * step
        var values: [Double] = []
        var k = 0
        while true {
            let v = start + Double(k) * step
            if v > end + step * 1e-9 || k > 1000 { break }
            values.append(abs(v) < step * 1e-9 ? 0 : v)
            k += 1
        }
        return (start...end, ChartTicks(values: values, step: step))
    }

    /// Ticks inside a fixed domain (a declared range), not extending it.
    static func within(_ domain: ClosedRange<Double>, target: Int = 5) -> ChartTicks {
        let step = niceStep((domain.upperBound - domain.lowerBound) / Double(max(1, target)))
        guard step > 0, step.isFinite else { return ChartTicks(values: [domain.lowerBound], step: 0) }
        var values: [Double] = []
        var v = (domain.lowerBound / step).rounded(.up) * step
        while v <= domain.upperBound + step * 1e-9 && values.count < 1000 {
            values.append(abs(v) < step * 1e-9 ? 0 : v)
            v += step
        }
        return ChartTicks(values: values, step: step)
    }

    /// 1, 2 or 5 × 10ⁿ, the nearest at or above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let magnitude = pow(10, floor(log10(raw)))
        let f = raw / magnitude
        let nice: Double = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10
        return nice * magnitude
    }

    /// A log axis's domain (whole decades around the positive values) and its ticks.
    static func log(_ lo: Double, _ hi: Double) -> (domain: ClosedRange<Double>, ticks: ChartTicks) {
        let lo = max(lo, Double.leastNormalMagnitude), hi = max(hi, lo)
        var a = floor(log10(lo)), b = ceil(log10(hi))
        if a == b { a -= 1; b += 1 }
        let decades = Int(b - a)
        var values: [Double] = []
        for e in Int(a)...Int(b) {
            let base = pow(10, Double(e))
            values.append(base)
            if decades <= 2 && e < Int(b) { values += [2 * base, 5 * base] }
        }
        return (pow(10, a)...pow(10, b), ChartTicks(values: values.sorted(), step: 0))
    }

    /// Calendar ticks between two instants (seconds since 1970, UTC): whole years, months (1, 2, 3 or 6 apart),
    /// days (1, 2 or 7 apart) or hours (1, 3, 6 or 12 apart), about `target` of them.
    static func dates(_ lo: Double, _ hi: Double, target: Int = 6) -> ChartTicks {
        let day = CivilCalendar.secondsPerDay
        let span = max(hi - lo, 1)
        let loDay = Int((lo / day).rounded(.down)), hiDay = Int((hi / day).rounded(.down))
        let (y0, m0, _) = CivilCalendar.civil(fromDays: loDay)
        let (y1, _, _) = CivilCalendar.civil(fromDays: hiDay)
        var values: [Double] = []
        if span >= 3 * 365 * day {
            let years = Double(y1 - y0 + 1)
            let every = max(1, Int(niceStep(years / Double(target))))
            var y = Int((Double(y0) / Double(every)).rounded(.up)) * every
            while y <= y1 {
                let t = Double(CivilCalendar.days(year: y, month: 1, day: 1)) * day
                if t >= lo && t <= hi { values.append(t) }
                y += every
            }
            return ChartTicks(values: values, step: 0, dateUnit: .year)
        }
        if span >= 90 * day {
            let months = span / (30.44 * day)
            let every = [1, 2, 3, 6, 12].first { Double($0) * Double(target) >= months } ?? 12
            var y = y0, m = m0
            while true {
                let t = Double(CivilCalendar.days(year: y, month: m, day: 1)) * day
                if t > hi { break }
                if t >= lo && (m - 1) % every == 0 { values.append(t) }
                m += 1
                if m > 12 { m = 1; y += 1 }
            }
            return ChartTicks(values: values, step: 0, dateUnit: .month)
        }
        if span >= 2 * day {
            let days = span / day
            let every = [1, 2, 7, 14].first { Double($0) * Double(target) >= days } ?? 14
            var d = loDay
            while Double(d) * day <= hi {
                let t = Double(d) * day
                if t >= lo && (every < 7 || d % every == 4 % every) { values.append(t) }
                d += every < 7 ? every : 1
            }
            return ChartTicks(values: values, step: 0, dateUnit: .day)
        }
        let hours = span / 3600
        let every = Double([1, 3, 6, 12].first { Double($0) * Double(target) >= hours } ?? 12)
        var t = (lo / (every * 3600)).rounded(.up) * every * 3600
        while t <= hi && values.count < 100 {
            values.append(t)
            t += every * 3600
        }
        return ChartTicks(values: values, step: 0, dateUnit: .hour)
    }
}
