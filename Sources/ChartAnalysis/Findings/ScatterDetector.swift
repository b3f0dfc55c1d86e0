import Foundation

/// Describes each series of a scatter plot: the relation's form and slope, the points far from it, and points
/// that decide it on their own.
///
/// 1. `ScatterFit` on every point; no relation, no findings of this detector (nor outliers: a point far from a
///    cloud is not measured against a relation that is not there).
/// 2. Influence (`InfluenceAnalysis`) on every point. When a point creates the relation (significant with it,
///    not without it), the relation is not claimed: the influence finding says what there is to say.
/// 3. Outliers: residuals from the form's model beyond `outlierLimit` robust SDs (1.4826 × MAD of the kept
///    points' residuals, at least 1 % of the y range so exact data rounded to two decimals has no outliers);
///    they are left out and the fit repeated, at most four times. More than 5 % of the points (and more than
///    one) beyond the limit are the spread of the data, not exceptions: then the previous set is kept. If the relation does not
///    survive without its outliers, it is not claimed.
///
/// Salience: relation 0.35 + 0.5 × R² of its model; a point that creates the relation 0.85, another
/// influential point 0.45 + 0.3 × min(1, |change of r|); outliers 0.3 + 0.3 × min(1, largest |residual| / y range).
enum ScatterDetector {
    static let outlierLimit = 3.5
    /// More points than this beyond the limit are the spread of the data (heavy tails, a fan), not exceptions.
    static let maximumOutlierShare = 0.05
    /// The robust SD of the residuals is at least this share of the y range: exact data rounded to two
    /// decimals has no outliers.
    static let minimumScaleShareOfRange = 0.01

    /// A single cloud of at least this many points whose fit finds no form is said to have no clear relation.
    static let minimumNoRelationCount = 20
    /// A smaller cloud, of at least this many points, is said to have none where |r| and |ρ| are below
    /// `smallCloudCorrelation`.
    static let fewestSmallCloudPoints = 6
    /// The |r| and |ρ| a smaller cloud stays below to be said to have no clear relation.
    static let smallCloudCorrelation = 0.3
    /// In a cloud with no relation, a y this many robust SDs from the median, √(2 ln(n / share)), is a lone
    /// point: about `cloudFalseShare` of clouds of Gaussian noise get one by chance, whatever their size.
    static let cloudFalseShare = 0.01

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.isScatter else { return [] }
        // A single cloud without a form is said to have none; with several series the relations that exist are
        // said and the others left out, rather than a sentence for every group.
        let single = context.samples.count == 1
        // Each series' fit once: its own findings and the groups' comparison both start from it.
        let fits = context.samples.map { ScatterFit(xs: $0.xs, ys: $0.ys) }
        guard !single else {
            // One cloud over orders of magnitude is read on log scales, and its giants are named.
            let sample = context.samples[0]
            let scales = MagnitudeSpan.readsLogScales(xs: sample.xs, ys: sample.ys)
            var found = scales.map { logFindings(series: 0, sample: sample, x: $0.x) }
                ?? findings(series: 0, sample: sample, fit: fits[0], saysNoRelation: true)
            let points = context.chart.series[0].points
            let labelled = (0..<sample.validCount).allSatisfy { k in
                let i = sample.index(k)
                return points.indices.contains(i) && points[i].label != nil
            }
            if let giants = GiantsFinder.giants(series: 0, sample: sample, relationSaysXSpan: scales != nil, labelled: labelled) {
                found.append(Finding(series: [0], salience: giantsSalience,
                                     landmarks: giants.axes.flatMap(\.points).sorted { $0.x < $1.x }
                                        .map { Landmark(series: 0, point: $0, role: .extreme) },
                                     detail: .giants(giants)))
            }
            return found
        }
        let found = context.samples.indices.flatMap {
            findings(series: $0, sample: context.samples[$0], fit: fits[$0], saysNoRelation: single)
        }
        // Several series are groups: their relations are told together, once (`RelationContrastFinder`), after
        // the relation of all their points, which the eye sees first.
        let told = RelationContrastFinder.telling(found, samples: context.samples, fits: fits)
        // Groups whose relations are one ("for a and b alike") are told as one already.
        let alike = told.contains { if case .relationContrast(let c) = $0.detail { c.outcome == .alike } else { false } }
        return alike ? told : told + [pooledRelation(context.samples)].compactMap { $0 }
    }

    /// Fewest points of all the groups together for their pooled relation.
    static let fewestPooledPoints = 20
    /// The pooled relation's salience at least: above the groups' detail (a contrast of their relations at most
    /// 0.9, a group difference or reversal 0.8), so the chart as a whole is said first.
    static let pooledSalience = 0.91
    /// A group whose own relation goes against the pooled one at this level leaves the pool unsaid.
    static let pooledAgainstLevel = 0.05

    /// The relation of all the groups' points together ("For all 142 points together, life expectancy rose
    /// steeply with GDP per person, then levelled off above about 12,000"), when it passes the relation's test
    /// (`ScatterFit`) and no group's own relation goes the other way (then the groups lie apart along a relation
    /// of their own: `GroupReversalDetector` says it, or the pool is a mixture, not a relation). Numbers are of
    /// every point; outliers and influence are each group's own.
    static func pooledRelation(_ samples: [Sample]) -> Finding? {
        let xs = samples.flatMap(\.xs), ys = samples.flatMap(\.ys)
        guard samples.count >= 2, ys.count >= fewestPooledPoints, let fit = ScatterFit(xs: xs, ys: ys), fit.form != .none,
              fit.pearson.isFinite, fit.rSquared.isFinite else { return nil }
        for sample in samples where sample.validCount >= 3 {
            guard let r = CorrelationAnalysis.pearson(sample.xs, sample.ys),
                  CorrelationAnalysis.pValue(r, count: sample.validCount) < pooledAgainstLevel else { continue }
            if (r > 0) != (fit.pearson > 0) { return nil }
        }
        var pooled = relation(series: 0, fit: fit, xs: xs, ys: ys)
        pooled.pooled = Array(samples.indices)
        guard pooled.changePerStep.isFinite else { return nil }
        return Finding(series: Array(samples.indices), salience: max(pooledSalience, 0.35 + 0.5 * fit.rSquared),
                       effect: pooled.changePerStep, varianceExplained: fit.rSquared, detail: .correlation(pooled))
    }

    /// The salience of a scatter's giants: below a relation that holds (0.35 + 0.5 R²), above its outliers'
    /// least; they are what the eye finds first on the drawn plot after the crowd.
    static let giantsSalience = 0.5

    /// The findings of a series read on log scales (`MagnitudeSpan.readsLogScales`): the relation, its influence
    /// and its outliers of log₁₀ y against log₁₀ x, over the points with a place on those scales; every point
    /// named keeps its own values, the relation says how many orders of magnitude x spans and, for a line on
    /// the logs, its exponent (a power law).
    static func logFindings(series s: Int, sample: Sample, x: MagnitudeSpan) -> [Finding] {
        var logs = Sample()
        var offScale: [PointRef] = []
        for k in 0..<sample.validCount {
            let px = sample.xs[k], py = sample.ys[k]
            if px > 0, py > 0 { logs.append(index: sample.index(k), x: log10(px), y: log10(py)) } else { offScale.append(sample.ref(k)) }
        }
        let fit = ScatterFit(xs: logs.xs, ys: logs.ys)
        let original = { (p: PointRef) -> PointRef in sample.ref(sample.position(ofIndex: p.index)) }
        return findings(series: s, sample: logs, fit: fit, saysNoRelation: true).map { f in
            var f = f
            f.landmarks = f.landmarks.map { Landmark(series: $0.series, point: original($0.point), role: $0.role) }
            switch f.detail {
            case .correlation(var r):
                r.scale = .logLog
                r.xDecades = x.saidDecades
                r.exponent = r.form == .linear ? r.slope : nil
                r.turningX = r.turningX.map { pow(10, $0) }
                r.levelsOffAbove = r.levelsOffAbove.map { pow(10, $0) }
                r.leftOut = r.leftOut.map(original)
                r.offScale = offScale
                f.detail = .correlation(r)
            case .influence(var p):
                p.point = original(p.point)
                f.detail = .influence(p)
            case .outliers(var set):
                for g in set.groups.indices { set.groups[g].points = set.groups[g].points.map(original) }
                f.detail = .outliers(set)
            default: break
            }
            return f
        }
    }

    /// The relation a fit describes, with Spearman's ρ of the points it was fitted on and a round x step;
    /// `asNone` for a fit whose relation did not hold (a group without one, beside groups with one).
    static func relation(series s: Int, fit: ScatterFit, xs: [Double], ys: [Double], asNone: Bool = false) -> ScatterRelation {
        let step = ScatterFit.roundStep(range: xs.max()! - xs.min()!)
        // Spearman's ρ once, of the points fitted (ranking a million points is the costliest step here).
        let spearman = CorrelationAnalysis.pearson(CorrelationAnalysis.ranks(xs), CorrelationAnalysis.ranks(ys)) ?? 0
        return ScatterRelation(series: s, form: asNone ? .none : fit.form, isPositive: fit.isPositive, pearson: fit.pearson,
                               spearman: spearman, pValue: fit.pValue, slope: fit.slope, xStep: step,
                               changePerStep: fit.slope * step, linearRSquared: fit.linearRSquared,
                               quadraticRSquared: fit.quadraticRSquared, turningX: asNone ? nil : fit.turningX, pointCount: xs.count,
                               model: asNone ? .line : fit.model, bend: asNone ? .none : fit.bend,
                               levelsOffAbove: asNone ? nil : fit.levelsOffAbove)
    }

    /// `saysNoRelation`: a cloud of at least `minimumNoRelationCount` points whose fit finds no form gets "No
    /// clear relation between distance and delay (r = -0.04)", salience 0.3 (below any finding of a shape).
    static func findings(series s: Int, sample: Sample, fit: ScatterFit?, saysNoRelation: Bool = false) -> [Finding] {
        guard let all = fit else { return [] }
        // No relation: said so for a single cloud, with its lone points, and a point without which there would
        // be one (Kootenay's 1934 flow: r = -0.04 over 13 years, 0.95 without it).
        func noRelation() -> [Finding] {
            let hiding = InfluenceAnalysis.influentialPoints(sample, series: s).filter { p in
                p.pearsonWithout.map { CorrelationAnalysis.pValue($0, count: sample.validCount - 1) < InfluenceAnalysis.level } ?? false
            }.map(influenceFinding)
            let lone = hiding + (cloudOutliers(series: s, sample: sample).map { [$0] } ?? [])
            // Fewer points show no relation where neither r nor Spearman's ρ reaches `smallCloudCorrelation`:
            // eight schools' coaching effects against students coached (r = -0.13) are a scatter a reader calls
            // patternless; a cloud of six points with r = 0.7 that no test bears out is not said to have none.
            let small = sample.validCount >= fewestSmallCloudPoints && abs(all.pearson) < smallCloudCorrelation
                && abs(CorrelationAnalysis.pearson(CorrelationAnalysis.ranks(sample.xs), CorrelationAnalysis.ranks(sample.ys)) ?? 1)
                    < smallCloudCorrelation
            guard saysNoRelation, sample.validCount >= minimumNoRelationCount || small, all.pearson.isFinite else { return lone }
            var none = Self.relation(series: s, fit: all, xs: sample.xs, ys: sample.ys)
            none.form = .none
            return [Finding(series: [s], salience: 0.3, effect: 0, detail: .correlation(none))] + lone
        }
        guard all.form != .none else { return noRelation() }
        var found: [Finding] = []
        let influential = InfluenceAnalysis.influentialPoints(sample, series: s)
        found += influential.map(influenceFinding)
        guard !influential.contains(where: \.createsRelation) else { return found }

        let n = sample.validCount
        let yRange = sample.ys.max()! - sample.ys.min()!
        var fit = all
        var kept = Array(0..<n)
        var residuals: [Double] = []
        for _ in 0..<4 {
            residuals = (0..<n).map { sample.ys[$0] - fit.predict(sample.xs[$0]) }
            let keptResiduals = kept.map { residuals[$0] }
            let centre = RobustScale.median(keptResiduals)
            let scale = max(RobustScale.normalConsistency * RobustScale.medianAbsoluteDeviation(keptResiduals, around: centre),
                            minimumScaleShareOfRange * yRange)
            let next = (0..<n).filter { abs(residuals[$0] - centre) <= outlierLimit * scale }
            guard next != kept, n - next.count <= max(1, Int(maximumOutlierShare * Double(n))) else { break }
            kept = next
            // Without its far points the cloud has no relation: the relation was theirs alone (one point 6 SDs
            // off a round cloud of 456 made r = -0.10), so the cloud is said to have none, with those points,
            // unless a point already said decides it.
            guard let refit = ScatterFit(xs: kept.map { sample.xs[$0] }, ys: kept.map { sample.ys[$0] }),
                  refit.form != .none
            else { return found.isEmpty ? noRelation() : found }
            fit = refit
        }
        residuals = (0..<n).map { sample.ys[$0] - fit.predict(sample.xs[$0]) }

        var relation = Self.relation(series: s, fit: fit, xs: kept.map { sample.xs[$0] }, ys: kept.map { sample.ys[$0] })
        if kept.count < n {
            // A coefficient of some of the points is said beside the one of all of them, with the points left out.
            let keptSet = Set(kept)
            relation.leftOut = (0..<n).filter { !keptSet.contains($0) }.map(sample.ref)
            relation.pearsonAll = all.pearson
            relation.spearmanAll = CorrelationAnalysis.pearson(CorrelationAnalysis.ranks(sample.xs), CorrelationAnalysis.ranks(sample.ys))
        }
        var landmarks: [Landmark] = []
        if let turn = fit.turningX, let nearest = kept.min(by: { abs(sample.xs[$0] - turn) < abs(sample.xs[$1] - turn) }) {
            landmarks.append(Landmark(series: s, point: sample.ref(nearest), role: .turningPoint))
        }
        guard relation.changePerStep.isFinite, fit.rSquared.isFinite else { return found }
        found.append(Finding(series: [s], salience: 0.35 + 0.5 * fit.rSquared,
                             effect: relation.changePerStep, varianceExplained: fit.rSquared, landmarks: landmarks,
                             detail: .correlation(relation)))

        var isKept = [Bool](repeating: false, count: n)
        for k in kept { isKept[k] = true }
        let outliers = (0..<n).filter { !isKept[$0] }.sorted { abs(residuals[$0]) > abs(residuals[$1]) }
        if let outliers = outlierFinding(series: s, sample: sample, points: outliers, deviations: residuals,
                                         yRange: yRange, basis: .relation) {
            found.append(outliers)
        }
        return found
    }

    /// The lone points of a cloud with no relation, by their y: with no trend there are no residuals, yet a point
    /// six SDs below a round cloud is the first thing a reader sees (it was named only while it made a
    /// correlation of r = 0.10 "significant").
    static func cloudOutliers(series s: Int, sample: Sample) -> Finding? {
        let n = sample.validCount
        guard n >= minimumNoRelationCount, let lowest = sample.ys.min(), let highest = sample.ys.max() else { return nil }
        let ys = sample.ys, yRange = highest - lowest
        let centre = RobustScale.median(ys)
        let scale = max(RobustScale.normalConsistency * RobustScale.medianAbsoluteDeviation(ys, around: centre),
                        minimumScaleShareOfRange * yRange)
        guard scale > 0, scale.isFinite else { return nil }
        let limit = (2 * log(Double(n) / cloudFalseShare)).squareRoot()
        let deviations = ys.map { $0 - centre }
        let out = (0..<n).filter { abs(deviations[$0]) > limit * scale }.sorted { abs(deviations[$0]) > abs(deviations[$1]) }
        guard out.count <= max(1, Int(maximumOutlierShare * Double(n))) else { return nil }
        return outlierFinding(series: s, sample: sample, points: out, deviations: deviations, yRange: yRange, basis: .values)
    }

    /// The finding of a point that decides a relation: 0.85 where it creates it, else by how far it moves r.
    static func influenceFinding(_ point: InfluentialPoint) -> Finding {
        let shift = point.pearsonWithout.map { abs($0 - point.pearsonWith) } ?? 1
        return Finding(series: [point.series], salience: point.createsRelation ? 0.85 : 0.45 + 0.3 * min(1, shift),
                       landmarks: [Landmark(series: point.series, point: point.point, role: .influential)],
                       detail: .influence(point))
    }

    /// The finding of a scatter's far points (`points`, farthest first, each by its `deviations` from the trend or
    /// the cloud's median), weighed by the farthest against the y range.
    static func outlierFinding(series s: Int, sample: Sample, points: [Int], deviations: [Double], yRange: Double,
                               basis: OutlierBasis) -> Finding? {
        guard let largest = points.first else { return nil }
        let groups = points.map { k in OutlierGroup(points: [sample.ref(k)], isHigh: deviations[k] > 0, residuals: [deviations[k]]) }
        let size = abs(deviations[largest])
        return Finding(series: [s], salience: 0.3 + 0.3 * (yRange > 0 ? min(1, size / yRange) : 0), effect: size,
                       landmarks: points.sorted { sample.xs[$0] < sample.xs[$1] }.map { Landmark(series: s, point: sample.ref($0), role: .outlier) },
                       detail: .outliers(OutlierSet(series: s, basis: basis, groups: groups)))
    }
}
