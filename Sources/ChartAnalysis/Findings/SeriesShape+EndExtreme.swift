/// The end against the peak under a fitted shape (issue 37): a shape says its last segment to the series' last
/// point, so a record the year before a fall at the end is drawn but unsaid (US GDP per person, 57,933 in 2019
/// and 55,685 in 2020; industrial production's 117.1 in 1990 before 114.4 in 1991). What is drawn is a fact: the
/// extreme is the data's own, said where the end lies back from it by a visible share of the plotted range.
extension SeriesShape {
    /// The end lies at least this share of the plotted range back from the extreme for the extreme to be said.
    package static let endBackShare = 0.02
    /// The extreme lies in this last share of the points: the top of the line's end, not a peak long before it
    /// (a fall from that would be a move of its own).
    package static let endWindowShare = 0.1

    /// The series' extreme the last segment's way, where it lies inside the last segment before the series' last
    /// point and the last point lies `endBackShare` of the plotted range back from it; nil otherwise.
    func extremeBeforeEnd(xs: [Double], ys: [Double], refs: (Int) -> PointRef, plottedRange: Double) -> PointRef? {
        // Fitted levels said as "about" mean the single values are noise: their highest is no top a reader sees.
        guard let last = segments.last, last.direction != .flat, !endsAtRecordHigh, !isApproximate, plottedRange > 0,
              ys.count >= 3, let end = ys.last else { return nil }
        let high = last.direction == .rising
        // The latest of tied extremes: where the line last stood there.
        var at = 0
        for k in ys.indices where high ? ys[k] >= ys[at] : ys[k] <= ys[at] { at = k }
        let window = max(2, Int((Double(ys.count) * SeriesShape.endWindowShare).rounded()))
        guard at < ys.count - 1, at >= ys.count - 1 - window, xs[at] >= last.start.x else { return nil }
        let back = high ? ys[at] - end : end - ys[at]
        guard back >= SeriesShape.endBackShare * plottedRange else { return nil }
        return refs(at)
    }
}
