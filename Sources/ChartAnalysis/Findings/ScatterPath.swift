/// A connected scatter plot's path: points joined in the order given (years, say), not by x, and where it
/// went from its first point to its last — a fact of the data shown (`ScatterPathDetector`).
package struct ScatterPath: Sendable, Hashable {
    /// The series.
    package var series: Int
    /// The path's first and last points, in the order drawn.
    package var first: PointRef, last: PointRef
    /// The highest and lowest y along the path.
    package var high: PointRef, low: PointRef

    /// Creates a path.
    package init(series: Int, first: PointRef, last: PointRef, high: PointRef, low: PointRef) {
        self.series = series
        self.first = first
        self.last = last
        self.high = high
        self.low = low
    }
}

/// Finds the path of each connected series of a scatter plot (a line through points in the order given,
/// whose x goes back at least once): said as where it went from first to last, which a correlation of x
/// and y over the whole cloud does not tell (docs/findings.md, "Connected scatter path").
///
/// Rule: a scatter plot's continuous series of at least `fewestPoints` valued points whose x is not in
/// ascending order. It is a description of the points as drawn and needs no test. Salience 0.6: the path
/// is the story of such a chart, ahead of its relation (a correlation over a path of years mixes decades).
enum ScatterPathDetector {
    /// Fewer points than this are read one by one.
    static let fewestPoints = 3
    /// The salience of a path.
    static let salience = 0.6

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.isScatter else { return [] }
        var found: [Finding] = []
        for (s, series) in context.chart.series.enumerated() where series.isContinuous {
            let sample = context.samples[s]
            guard sample.count >= fewestPoints else { continue }
            let xs = sample.xs, ys = sample.ys
            guard xs.indices.dropFirst().contains(where: { xs[$0] < xs[$0 - 1] }) else { continue }
            var hi = 0, lo = 0
            for k in ys.indices {
                if ys[k] > ys[hi] { hi = k }
                if ys[k] < ys[lo] { lo = k }
            }
            let path = ScatterPath(series: s, first: sample.ref(0), last: sample.ref(sample.count - 1),
                                   high: sample.ref(hi), low: sample.ref(lo))
            found.append(Finding(series: [s], salience: salience, effect: path.last.y - path.first.y,
                                 landmarks: [Landmark(series: s, point: path.first, role: .extreme),
                                             Landmark(series: s, point: path.last, role: .extreme)],
                                 detail: .path(path)))
        }
        return found
    }
}
