/// Compares groups of points in a scatter plot by their mean y (see `GroupComparison`).
///
/// The groups are the chart's series (when there are several), or the categories of each additional category
/// axis (cylinders of cars). Groups of fewer than two points are left out; at least two groups must remain.
/// Test: one-way ANOVA, F = (SS between / (k − 1)) / (SS within / (N − k)), p < 0.05, and the group means
/// explain at least a medium share of the variance, η² = SS between / SS total ≥ 0.06 (Cohen 1988): a
/// difference of a few hundredths of a standard deviation between large groups is significant but not worth
/// saying.
///
/// With the chart's series as groups, one series above every other at every x they all share (`GroupLead`, its
/// own sign test) is said too, and is enough for the comparison without the ANOVA.
///
/// Salience: 0.3 + 0.5 × η², at least 0.6 with a lead (the comparison a reader of two groups looks for).
enum GroupDetector {
    static let level = 0.05
    static let minimumEtaSquared = 0.06

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.isScatter else { return [] }
        var found: [Finding] = []
        if context.samples.filter({ $0.validCount >= 2 }).count >= 2 {
            let groups = context.samples.indices.map { s in
                (key: GroupKey.series(s), xs: context.samples[s].xs, ys: context.samples[s].ys)
            }
            let lead = GroupLead.find(context.samples.indices.map { s in
                (series: s, xs: context.samples[s].xs, ys: context.samples[s].ys)
            })
            if let finding = finding(groups, about: nil, lead: lead) { found.append(finding) }
        }
        for axis in context.chart.additionalAxes where axis.kind == .category {
            guard let id = axis.id else { continue }
            var xs: [Int: [Double]] = [:], ys: [Int: [Double]] = [:]
            for series in context.chart.series {
                for point in series.points {
                    guard let y = point.y, y.isFinite, point.x.isFinite,
                          let value = point.additionalValues.first(where: { $0.axisID == id })?.value,
                          value.isFinite, value >= 0, value < Double(Int.max / 2) else { continue }
                    xs[Int(value), default: []].append(point.x)
                    ys[Int(value), default: []].append(y)
                }
            }
            let groups = xs.keys.sorted().map { (key: GroupKey.category(axisID: id, index: $0), xs: xs[$0]!, ys: ys[$0]!) }
            let about = context.samples.indices.filter { context.samples[$0].validCount > 0 }
            if let finding = finding(groups, about: about) { found.append(finding) }
        }
        return found
    }

    /// The comparison of `candidates`; the finding concerns `about`, or the series that are groups (highest first).
    private static func finding(_ candidates: [(key: GroupKey, xs: [Double], ys: [Double])], about: [Int]?,
                                lead: GroupLead? = nil) -> Finding? {
        let groups = candidates.filter { $0.ys.count >= 2 }
        let total = groups.reduce(0) { $0 + $1.ys.count }
        guard groups.count >= 2, total > groups.count else { return nil }
        let grandMean = groups.reduce(0) { $0 + $1.ys.reduce(0, +) } / Double(total)
        var between = 0.0, within = 0.0
        var summaries: [GroupSummary] = []
        for group in groups {
            let n = Double(group.ys.count)
            let mean = group.ys.reduce(0, +) / n
            between += n * (mean - grandMean) * (mean - grandMean)
            within += group.ys.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
            summaries.append(GroupSummary(key: group.key, count: group.ys.count,
                                          meanX: group.xs.reduce(0, +) / n, meanY: mean))
        }
        let k = Double(groups.count), dfWithin = Double(total) - k
        guard between > 0, between.isFinite, within.isFinite else { return nil }
        let p = within > 0
            ? Distributions.fisherUpper((between / (k - 1)) / (within / dfWithin), k - 1, dfWithin) : 0
        let eta = between / (between + within)
        // A lead at every shared x has its own test (a sign test over those x), stronger than the ANOVA when
        // the groups share a steep relation.
        guard (p < level && eta >= minimumEtaSquared) || lead != nil else { return nil }
        summaries.sort { $0.meanY > $1.meanY }
        let comparison = GroupComparison(groups: summaries, etaSquared: eta, pValue: p, lead: lead)
        let series = about ?? summaries.compactMap { if case .series(let s) = $0.key { s } else { nil } }
        return Finding(series: series, salience: max(0.3 + 0.5 * eta, lead == nil ? 0 : 0.6),
                       effect: summaries.first!.meanY - summaries.last!.meanY, varianceExplained: eta,
                       detail: .groups(comparison))
    }
}
