/// Finds the giants of a scatter series (see `ScatterGiants`).
enum GiantsFinder {
    /// Most giants named along one axis.
    static let mostGiants = 3
    /// The giants' gap to the next value, as a share of the axis's drawn range, at least this.
    static let gapShare = 0.25
    /// Fewest points of a series for "far from the rest".
    static let fewestPoints = 10
    /// A small scatter (`fewestLonePoints` to `mostLonePoints` points) whose largest value lies alone, more than
    /// `loneGapShare` of the axis's drawn range above the next, names it whatever the span: Lake Winnipeg's
    /// 24,387 km² against the next lake's 5,374 leaves four fifths of the axis empty, and nine lakes are too few
    /// for the outlier test. Beyond `mostLonePoints` the top one to three values name themselves where they
    /// stand `loneGapShare` above the rest (`largestGap`); the cloud's other outliers have their own test.
    static let fewestLonePoints = 5
    static let mostLonePoints = 19
    static let loneGapShare = 0.5
    /// A large scatter (more than `mostLonePoints` points) names its top one to three values where they stand
    /// this share of the axis's drawn range above the rest: Nigeria's 67,000 maternal deaths lie 48 % of the
    /// axis above India's 35,000, and the picture shows it alone at the top.
    static let largeLoneGapShare = 0.4
    /// Most points named after the giants, where the points have labels (`GiantsAlong.next`).
    static let mostNext = 2

    /// The giants of `sample` (series `s`), nil when no axis has any; `relationSaysXSpan` when the relation's
    /// sentence says how many orders of magnitude x spans.
    static func giants(series s: Int, sample: Sample, relationSaysXSpan: Bool = false, labelled: Bool = false) -> ScatterGiants? {
        let n = sample.validCount
        guard n >= fewestLonePoints else { return nil }
        let axes = [true, false].compactMap { alongX -> GiantsAlong? in
            let values = alongX ? sample.xs : sample.ys
            let order = values.indices.sorted { values[$0] > values[$1] }
            if n >= fewestPoints, let (count, gap) = largestGap(values) {
                let giants = order.prefix(count).map(sample.ref)
                let next = labelled ? order.dropFirst(count).prefix(min(mostNext, n - count - 1)).map(sample.ref) : []
                if let span = MagnitudeSpan(values), span.spansOrders(of: n) {
                    var along = GiantsAlong(alongX: alongX, points: giants, decades: span.saidDecades, gapShare: gap,
                                            saysDecades: !(alongX && relationSaysXSpan))
                    along.next = next
                    return along
                }
                // A large scatter whose top one to three values stand more than `loneGapShare` of the axis above
                // the rest names them, whatever the span: 195 countries' under-5 deaths, 70 of them zero (no log
                // reading), India's 882 thousand and Nigeria's 866 above Pakistan's 409.
                if n > mostLonePoints, gap >= largeLoneGapShare {
                    var along = GiantsAlong(alongX: alongX, points: giants, decades: 0, gapShare: gap, saysDecades: false)
                    along.next = next
                    return along
                }
            }
            guard n <= mostLonePoints, let low = values.min(), let high = values.max(), high > low else { return nil }
            let gap = (values[order[0]] - values[order[1]]) / (high - low)
            guard gap >= loneGapShare else { return nil }
            return GiantsAlong(alongX: alongX, points: [sample.ref(order[0])], decades: 0, gapShare: gap, saysDecades: false)
        }
        guard !axes.isEmpty else { return nil }
        var giants = ScatterGiants(series: s, axes: axes)
        // A large labelled scatter with giants along one axis names the other axis's largest point too.
        if labelled, n > mostLonePoints, axes.count == 1 {
            let alongX = !axes[0].alongX
            let values = alongX ? sample.xs : sample.ys
            if let k = values.indices.max(by: { values[$0] < values[$1] }), values.filter({ $0 == values[k] }).count == 1,
               !axes[0].points.contains(where: { $0.index == sample.index(k) }) {
                giants.otherTop = .init(alongX: alongX, point: sample.ref(k))
            }
        }
        return giants
    }

    /// How many of the largest values stand apart (1…`mostGiants`), and their gap to the next as a share of the
    /// range: the widest gap below one of the top `mostGiants` values, if at least `gapShare`.
    static func largestGap(_ values: [Double]) -> (count: Int, gap: Double)? {
        guard values.count > mostGiants, let low = values.min(), let high = values.max(), high > low else { return nil }
        let top = values.sorted(by: >).prefix(mostGiants + 1)
        var best: (count: Int, gap: Double)?
        for k in 1...mostGiants {
            let gap = (top[top.startIndex + k - 1] - top[top.startIndex + k]) / (high - low)
            if gap >= gapShare, gap > (best?.gap ?? 0) { best = (k, gap) }
        }
        return best
    }
}
