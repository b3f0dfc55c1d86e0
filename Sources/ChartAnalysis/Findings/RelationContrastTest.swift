import Foundation

/// Whether the groups of a scatter plot follow one relation, shifted up or down, or relations of their own.
///
/// The groups' common curve is y = a_g + b·z, one intercept per group and z a transform of x shared by all, from
/// the families asked for: x, ln x, e^{θx}, x^θ or x/(θ + x), whichever fits the groups best with their own
/// intercepts (the same grids of θ as `CurveCandidate`), standardized. Against it each group gets its own slope,
/// y = a_g + b_g·z, and the F test of the k − 1 extra coefficients asks whether one group rises further than
/// another (treated enzymes against untreated, both levelling off: z = x/(θ + x)). With `curvature`, both sides
/// gain z² (y = a_g + b·z + c·z² against y = a_g + b_g·z + c_g·z²), and the test asks whether the groups' forms
/// differ beyond what one curve shifted can show (vitamin C as orange juice levels off with the dose, as
/// ascorbic acid it rises along a line).
///
/// The transform is chosen from the groups' own forms, not freely: groups that each follow a line are tested on
/// x. A curve chosen over the pooled points would let groups that sit at different x (iris species along sepal
/// length) pass one concave curve off as three slopes that are in fact 0.8, 0.3 and 0.2.
///
/// Computed on at most `sampleLimit` points (evenly spread through each group's order), so a scatter of a
/// million points costs what 5,000 do.
struct RelationContrastTest {
    /// The p-value of the F test of the groups' own curves against the common curve.
    let pValue: Double

    static let sampleLimit = 5000

    /// Nil with fewer than two groups, too few points for the larger model, or no spread in x or y.
    init?(groups: [(xs: [Double], ys: [Double])], families: [RelationModel], curvature: Bool) {
        let total = groups.reduce(0) { $0 + $1.xs.count }
        guard groups.count >= 2, total > 0 else { return nil }
        let stride = max(1, total / Self.sampleLimit)
        let sampled = groups.map { g -> (xs: [Double], ys: [Double]) in
            stride == 1 ? g : (Swift.stride(from: 0, to: g.xs.count, by: stride).map { g.xs[$0] },
                               Swift.stride(from: 0, to: g.ys.count, by: stride).map { g.ys[$0] })
        }
        let k = sampled.count
        let xs = sampled.flatMap(\.xs), ys = sampled.flatMap(\.ys)
        let group = sampled.enumerated().flatMap { (g, s) in [Int](repeating: g, count: s.xs.count) }
        let n = xs.count
        guard n > 3 * k + 1, let low = xs.min(), let high = xs.max(), high > low else { return nil }
        let centre = xs.reduce(0, +) / Double(n)
        let scale = (xs.reduce(0) { $0 + ($1 - centre) * ($1 - centre) } / Double(n)).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }

        // The transform that fits best with one intercept per group: the least within-group residual of y on z.
        var best: (squares: Double, model: RelationModel, z: [Double])?
        for model in families where model != .quadratic {
            switch model {
            case .logarithmic, .power: guard low > 0 else { continue }
            case .saturating: guard low >= 0 else { continue }
            default: break
            }
            for theta in CurveCandidate.grid(model, range: high - low) {
                let z = xs.map { CurveCandidate.transform(model, $0, theta: theta, centre: centre, scale: scale) }
                guard let squares = Self.withinSquares(z: z, ys: ys, group: group, groups: k) else { continue }
                if best == nil || squares < best!.squares { best = (squares, model, z) }
            }
        }
        guard let chosen = best else { return nil }
        let mean = chosen.z.reduce(0, +) / Double(n)
        let sd = (chosen.z.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(n)).squareRoot()
        guard sd > 0, sd.isFinite else { return nil }
        let z = chosen.z.map { ($0 - mean) / sd }

        let dummies = (0..<k).map { g in group.map { $0 == g ? 1.0 : 0.0 } }
        let squared = z.map { $0 * $0 }
        let common = SmallLeastSquares(columns: dummies + [z] + (curvature ? [squared] : []), y: ys)
        let own = SmallLeastSquares(columns: dummies + dummies.map { d in (0..<n).map { d[$0] * z[$0] } }
                                        + (curvature ? dummies.map { d in (0..<n).map { d[$0] * squared[$0] } } : []), y: ys)
        let extra = own.rank - common.rank, residualDF = n - own.rank
        guard extra > 0, residualDF > 0 else { return nil }
        let totalSquares = { let m = ys.reduce(0, +) / Double(n); return ys.reduce(0) { $0 + ($1 - m) * ($1 - m) } }()
        guard totalSquares > 0, totalSquares.isFinite else { return nil }
        pValue = ScatterFit.fTest(explained: max(0, common.residualSumOfSquares - own.residualSumOfSquares),
                                  parameters: extra, residual: own.residualSumOfSquares, residualDF: residualDF,
                                  total: totalSquares)
    }

    /// Σ of the residual squares of y on z with one intercept per group (the within-group regression); nil
    /// without spread in z within the groups or with a non-finite sum.
    private static func withinSquares(z: [Double], ys: [Double], group: [Int], groups k: Int) -> Double? {
        guard let s = withinSums(z: z, ys: ys, group: group, groups: k) else { return nil }
        return max(0, s.yy - s.zy * s.zy / s.zz)
    }

    /// The slope of y on x within the groups (one intercept per group): the line the groups share when they
    /// are alike; nil without spread in x within the groups.
    static func withinSlope(groups: [(xs: [Double], ys: [Double])]) -> Double? {
        let group = groups.enumerated().flatMap { (g, s) in [Int](repeating: g, count: s.xs.count) }
        guard let s = withinSums(z: groups.flatMap(\.xs), ys: groups.flatMap(\.ys), group: group, groups: groups.count)
        else { return nil }
        return s.zy / s.zz
    }

    /// Σ of the centred squares and cross products of z and y, each centred on its group's means.
    private static func withinSums(z: [Double], ys: [Double], group: [Int], groups k: Int) -> (zz: Double, zy: Double, yy: Double)? {
        var count = [Double](repeating: 0, count: k), sz = count, sy = count
        for i in z.indices { count[group[i]] += 1; sz[group[i]] += z[i]; sy[group[i]] += ys[i] }
        var szz = 0.0, szy = 0.0, syy = 0.0
        for i in z.indices {
            let g = group[i]
            let dz = z[i] - sz[g] / count[g], dy = ys[i] - sy[g] / count[g]
            szz += dz * dz; szy += dz * dy; syy += dy * dy
        }
        guard szz > 0, szz.isFinite, szy.isFinite, syy.isFinite else { return nil }
        return (szz, szy, syy)
    }
}
