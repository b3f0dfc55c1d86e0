import Foundation

/// Finds two or three clusters of points in a scatter series (`ScatterClusters` has the test).
///
/// The axes are standardized first (a cluster is a cluster whatever the units); a mixture with one more
/// component must lower BIC by more than `minimumBICGain`; the pairs are then checked for a dip between them,
/// so that a skewed, flat or curved single cloud, which a mixture also fits better than one Gaussian, is not
/// called clusters. Mixtures are fitted on at most `sampleLimit` points spread evenly through the input.
///
/// Salience 0.8: the eye sees the clusters before any relation (Old Faithful's eruptions); a relation of the
/// same series is weighed by the part of it that holds inside the clusters (`weighingRelations`).
enum ClusterDetector {
    static let minimumCount = 30
    static let maximumClusters = 3
    static let minimumBICGain = 10.0
    static let minimumShare = 0.1
    static let minimumSeparation = 2.0
    static let maximumDip = 0.6
    static let sampleLimit = 3000

    static func findings(_ context: FindingContext) -> [Finding] {
        guard context.isScatter else { return [] }
        return context.samples.indices.compactMap { s in
            clusters(xs: context.samples[s].xs, ys: context.samples[s].ys, series: s).map {
                Finding(series: [s], salience: 0.8, effect: 0, detail: .clusters($0))
            }
        }
    }

    static func clusters(xs allX: [Double], ys allY: [Double], series: Int) -> ScatterClusters? {
        guard allX.count >= minimumCount else { return nil }
        let stride = max(1, allX.count / sampleLimit)
        let xs = Swift.stride(from: 0, to: allX.count, by: stride).map { allX[$0] }
        let ys = Swift.stride(from: 0, to: allY.count, by: stride).map { allY[$0] }
        let n = xs.count
        guard let (ux, sx) = meanSD(xs), let (uy, sy) = meanSD(ys), sx > 0, sy > 0 else { return nil }
        let zx = xs.map { ($0 - ux) / sx }, zy = ys.map { ($0 - uy) / sy }
        guard let one = GaussianMixture.fit(xs: zx, ys: zy, k: 1) else { return nil }
        // Each mixture with one more component must lower BIC by `minimumBICGain` against the one before.
        var accepted: [(mixture: GaussianMixture, bic: Double)] = []
        var lastBIC = one.bic(count: n)
        for k in 2...maximumClusters {
            guard let mixture = GaussianMixture.fit(xs: zx, ys: zy, k: k) else { break }
            let bic = mixture.bic(count: n)
            guard bic < lastBIC - minimumBICGain else { break }
            accepted.append((mixture, bic)); lastBIC = bic
        }
        // The most components whose clusters also pass the size and separation tests: iris' petals take three
        // components by BIC (two of them splitting one elongated band, not apart), yet two clusters by the
        // tests (setosa's small petals apart from the rest). A fallback needs every test a first choice needs.
        for (chosen, chosenBIC) in accepted.reversed() {
            if let clusters = tested(chosen, xs: xs, ys: ys, zx: zx, zy: zy, stride: stride, series: series,
                                     bicGain: one.bic(count: n) - chosenBIC) {
                return clusters
            }
        }
        return nil
    }

    /// The clusters of `chosen` when each holds enough points and every pair is separated with a dip.
    private static func tested(_ chosen: GaussianMixture, xs: [Double], ys: [Double], zx: [Double], zy: [Double],
                               stride: Int, series: Int, bicGain: Double) -> ScatterClusters? {
        let n = xs.count
        let k = chosen.components.count
        guard k >= 2 else { return nil }
        let members = (0..<k).map { j in (0..<n).filter { chosen.assignment[$0] == j } }
        guard members.allSatisfy({ Double($0.count) >= minimumShare * Double(n) && $0.count >= 5 }) else { return nil }
        var separation = Double.infinity
        for p in 0..<k {
            for q in (p + 1)..<k {
                guard let d = pairSeparation(members[p], members[q], zx, zy) else { return nil }
                separation = min(separation, d)
            }
        }
        guard separation > minimumSeparation else { return nil }
        let clusters = members.map { m in
            PointCluster(count: m.count * stride, meanX: m.map { xs[$0] }.reduce(0, +) / Double(m.count),
                         meanY: m.map { ys[$0] }.reduce(0, +) / Double(m.count))
        }.sorted { $0.meanX < $1.meanX }
        // Pooled within-cluster correlation: each point's deviations from its own cluster's means.
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for m in members {
            let mx = m.map { xs[$0] }.reduce(0, +) / Double(m.count), my = m.map { ys[$0] }.reduce(0, +) / Double(m.count)
            for i in m {
                let dx = xs[i] - mx, dy = ys[i] - my
                sxx += dx * dx; syy += dy * dy; sxy += dx * dy
            }
        }
        let within = sxx > 0 && syy > 0 ? sxy * sxy / (sxx * syy) : nil
        return ScatterClusters(series: series, clusters: clusters, bicGain: bicGain, separation: separation,
                               withinRSquared: within?.isFinite == true ? within : nil)
    }

    /// A relation across clusters is in part the clusters' own doing: two clouds apart make a line through them
    /// whatever their points do inside. Where a series has clusters, its relation is weighed by the part that
    /// holds inside them, 0.35 + 0.5 × the pooled within-cluster r² (at most its own salience), so the clusters
    /// the eye sees first come first. Iris' petals: r² 0.93 across, 0.66 within; the relation 0.81 → 0.68, below
    /// the clusters' 0.8.
    static func weighingRelations(_ found: [Finding]) -> [Finding] {
        var within: [Int: Double] = [:]
        for f in found { if case .clusters(let c) = f.detail, let r = c.withinRSquared { within[c.series] = r } }
        guard !within.isEmpty else { return found }
        return found.map { f in
            guard case .correlation(let relation) = f.detail, relation.pooled.isEmpty, let r = within[relation.series] else { return f }
            var weighed = f
            weighed.salience = min(f.salience, 0.35 + 0.5 * r)
            return weighed
        }
    }

    /// Ashman's D of two clusters' points projected on the line joining their centres, nil when the density
    /// of those points along the line does not dip between the centres below `maximumDip` of the lower peak.
    private static func pairSeparation(_ p: [Int], _ q: [Int], _ zx: [Double], _ zy: [Double]) -> Double? {
        func centre(_ m: [Int]) -> (Double, Double) {
            (m.map { zx[$0] }.reduce(0, +) / Double(m.count), m.map { zy[$0] }.reduce(0, +) / Double(m.count))
        }
        let (a, b) = (centre(p), centre(q))
        let dx = b.0 - a.0, dy = b.1 - a.1, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return nil }
        let project = { (i: Int) -> Double in ((zx[i] - a.0) * dx + (zy[i] - a.1) * dy) / length }
        let tp = p.map(project), tq = q.map(project)
        guard let (mp, sp) = meanSD(tp), let (mq, sq) = meanSD(tq), sp + sq > 0 else { return nil }
        let d = 2.0.squareRoot() * abs(mq - mp) / (sp * sp + sq * sq).squareRoot()
        // Gaussian kernel density of both clusters' points along the line (Silverman's bandwidth).
        let all = tp + tq
        guard let (_, s) = meanSD(all), s > 0 else { return nil }
        let h = 0.9 * s * pow(Double(all.count), -0.2)
        let density = { (t: Double) -> Double in all.reduce(0) { $0 + exp(-0.5 * pow((t - $1) / h, 2)) } }
        let steps = 40
        let grid = (0...steps).map { mp + (mq - mp) * Double($0) / Double(steps) }
        let values = grid.map(density)
        let valley = values.min()!
        let peak = min(values.first!, values.last!)
        guard peak > 0, valley < maximumDip * peak else { return nil }
        return d
    }

    private static func meanSD(_ v: [Double]) -> (Double, Double)? {
        guard v.count >= 2 else { return nil }
        let m = v.reduce(0, +) / Double(v.count)
        let s = (v.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(v.count - 1)).squareRoot()
        return m.isFinite && s.isFinite ? (m, s) : nil
    }
}
