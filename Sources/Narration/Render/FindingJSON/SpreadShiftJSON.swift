import ChartAnalysis

/// A spread shift's detail in JSON: the two stretches, each with its ends and extremes, and the ratio of spreads.
struct SpreadShiftJSON: Encodable {
    let series: Int
    let before: Stretch
    let after: Stretch
    let ratio: Double

    /// One stretch: its first, last, lowest and highest points.
    struct Stretch: Encodable {
        let start: JSONPoint
        let end: JSONPoint
        let low: JSONPoint
        let high: JSONPoint
    }

    init(_ s: SpreadShift, _ axes: JSONAxisValues) {
        series = s.series
        let stretch = { (t: SpreadShift.Stretch) in
            Stretch(start: axes.pointValue(t.start), end: axes.pointValue(t.end), low: axes.pointValue(t.low), high: axes.pointValue(t.high))
        }
        before = stretch(s.before)
        after = stretch(s.after)
        ratio = s.ratio
    }
}
