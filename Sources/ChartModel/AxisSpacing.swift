/// How far apart the points along x are, in the calendar's units: an axis fact decided here once, for narration
/// (what one point is: "31 days", "in March") and analysis (which calendar cycles the sampling can show) alike.
/// `half` comes only from an axis of half-years (`DatePeriod.half`); a gap of six months is quarterly.
package enum DateSpacing: String, Sendable, Hashable, CaseIterable {
    case subDay, day, week, month, quarter, half, year

    /// The class of a median gap between consecutive points (seconds): under 0.9 days sub-daily, under 5 days
    /// daily, under 20 weekly, under 60 monthly, under 200 quarterly, else yearly.
    package init(medianGap: Double) {
        let day = 86_400.0
        switch medianGap {
        case ..<(day * 0.9): self = .subDay
        case ..<(day * 5): self = .day
        case ..<(day * 20): self = .week
        case ..<(day * 60): self = .month
        case ..<(day * 200): self = .quarter
        default: self = .year
        }
    }

    /// The median gap between consecutive ascending values (of the first 2,001), or nil without one.
    package static func medianGap(of xs: [Double]) -> Double? {
        var gaps: [Double] = []
        gaps.reserveCapacity(min(xs.count, 2_000))
        for i in 1..<max(1, min(xs.count, 2_001)) where xs[i] > xs[i - 1] { gaps.append(xs[i] - xs[i - 1]) }
        guard !gaps.isEmpty else { return nil }
        gaps.sort()
        return gaps[gaps.count / 2]
    }
}

extension Axis {
    /// The spacing of `values` along this axis: on a date axis, its periods' (`period`: quarters are said and
    /// counted as quarters however far apart they are), else the class of their median gap (sub-daily
    /// without a gap when the axis has a time of day, else daily); on an axis of calendar years (`holdsYears`),
    /// a year; else nil.
    package func spacing(_ values: [Double]) -> DateSpacing? {
        if kind == .date {
            if let period { return period.spacing }
            guard let gap = DateSpacing.medianGap(of: values) else { return hasTimeOfDay ? .subDay : .day }
            return DateSpacing(medianGap: gap)
        }
        return holdsYears(values) ? .year : nil
    }
}
