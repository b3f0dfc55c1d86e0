import ChartAnalysis

/// A sign run's detail in JSON: the stretches below or above zero, and the side most points lie on.
struct SignRunJSON: Encodable {
    let series: Int
    let count: Int
    let stretches: [Stretch]
    let sides: Sides?

    /// Most points on one side of zero, and the exceptions (named up to three).
    struct Sides: Encodable {
        let mostlyBelow: Bool
        let count: Int
        let exceptions: [JSONPoint]
        let exceptionCount: Int
    }

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
        sides = r.sides.map { s in
            Sides(mostlyBelow: s.mostlyBelow, count: s.count, exceptions: s.exceptions.map(axes.pointValue),
                  exceptionCount: s.exceptionCount)
        }
    }
}
