import ChartAnalysis

/// A shape's detail in JSON: the segments of its broken line, each with its slope per the axis's rate unit.
struct ShapeJSON: Encodable {
    let series: Int
    let isApproximate: Bool
    let isSeasonallyAdjusted: Bool
    let endsAtRecordHigh: Bool
    /// The high (low) before a visibly lower (higher) end, inside the last segment.
    let extremeBeforeEnd: JSONPoint?
    let residualStandardDeviation: JSONNumber
    let segments: [Segment]

    /// One segment: its ends, direction, levels and rate.
    struct Segment: Encodable {
        let start: JSONPoint
        let end: JSONPoint
        let direction: String
        let startLevel: JSONNumber
        let endLevel: JSONNumber
        /// The slope per the axis's rate unit (a month for monthly data); none on a segment without run.
        let rate: JSONRate?
    }

    init(_ s: SeriesShape, _ axes: JSONAxisValues) {
        series = s.series
        isApproximate = s.isApproximate
        isSeasonallyAdjusted = s.isSeasonallyAdjusted
        endsAtRecordHigh = s.endsAtRecordHigh
        extremeBeforeEnd = s.extremeBeforeEnd.map(axes.pointValue)
        residualStandardDeviation = JSONNumber(s.residualStandardDeviation)
        segments = s.segments.map { seg in
            let run = seg.end.x - seg.start.x
            return Segment(start: axes.pointValue(seg.start), end: axes.pointValue(seg.end), direction: seg.direction.rawValue,
                           startLevel: JSONNumber(seg.startLevel), endLevel: JSONNumber(seg.endLevel),
                           rate: run > 0 ? axes.rateValue((seg.endLevel - seg.startLevel) / run) : nil)
        }
    }
}
