import ChartAnalysis

/// A growth comparison's detail in JSON: each series' start and end points and their ratio.
struct GrowthJSON: Encodable {
    let entries: [Entry]

    /// One series' growth.
    struct Entry: Encodable {
        let series: Int
        let from: JSONPoint
        let to: JSONPoint
        let ratio: JSONNumber
    }

    init(_ g: GrowthComparison, _ axes: JSONAxisValues) {
        entries = g.entries.map { e in
            Entry(series: e.series, from: axes.pointValue(e.from), to: axes.pointValue(e.to), ratio: JSONNumber(e.ratio))
        }
    }
}
