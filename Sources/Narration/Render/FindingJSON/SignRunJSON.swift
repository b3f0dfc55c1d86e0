import ChartAnalysis

/// A sign run's detail in JSON: the stretches below or above zero.
struct SignRunJSON: Encodable {
    let series: Int
    let count: Int
    let stretches: [Stretch]

    /// One stretch on one side of zero.
    struct Stretch: Encodable {
        let isBelow: Bool
        let start: JSONPoint
        let end: JSONPoint
        let length: Int
        let reachesEnd: Bool
    }

    init(_ r: SignRun, _ axes: JSONAxisValues) {
        series = r.series
        count = r.count
        stretches = r.stretches.map { s in
            Stretch(isBelow: s.isBelow, start: axes.pointValue(s.start), end: axes.pointValue(s.end), length: s.length,
                    reachesEnd: s.reachesEnd)
        }
    }
}
