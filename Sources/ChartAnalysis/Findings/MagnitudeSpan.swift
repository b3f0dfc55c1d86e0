import Foundation

/// How many orders of magnitude an axis's values span, and whether a scatter is read on log scales
/// (docs/findings.md, "Orders of magnitude").
///
/// Values that span more than about two decades crowd into a corner of a linear plot, the few largest far out
/// along the axis: a relation fitted on the linear scale is the relation of those few (a bend "above about
/// 11,000" drawn through two dinosaurs). Such a scatter is read on log scales, where every point counts alike.
package struct MagnitudeSpan: Sendable, Hashable {
    /// An axis spans orders of magnitude from this many decades (max / min of its positive values ≥ 10²).
    static let fewestDecades = 2.0
    /// y is read on a log scale beside such an x when its positive values span at least this many decades
    /// (species counts of 6–129 are a power of island area; speeds of 1.6–110 km/h fall on log scales).
    static let fewestLogDecadesY = 1.0
    /// At most this share of the points may be zero or below (left out of a log reading, and named).
    static let mostOffScaleShare = 0.01
    /// The median of the values lies within this share of their drawn range from the smallest: they crowd
    /// near the origin of a linear plot, the few largest far out (not one point near zero on an evenly filled
    /// axis: x from 0.01 to 10 has its median half-way).
    static let crowdShare = 0.1

    /// log₁₀(max / min) of the positive values.
    package var decades: Double
    /// Where the median of the positive values lies on their drawn range, 0 at the smallest, 1 at the largest.
    package var medianPlace: Double
    /// The positions of the values that are zero or below (no place on a log scale).
    package var offScale: [Int]

    /// The span of `values`; nil when fewer than two are positive or none differ.
    init?(_ values: [Double]) {
        var positive: [Double] = []
        var off: [Int] = []
        for (k, v) in values.enumerated() {
            if v > 0 { positive.append(v) } else { off.append(k) }
        }
        positive.sort()
        guard let low = positive.first, let high = positive.last, high > low else { return nil }
        decades = log10(high / low)
        medianPlace = (positive[positive.count / 2] - low) / (high - low)
        offScale = off
    }

    /// The decades rounded as a reader says them ("seven orders of magnitude" for 10^7.24).
    package var saidDecades: Int { Int(decades.rounded()) }

    /// True when the values span orders of magnitude: at least `fewestDecades`, crowded (their median within
    /// `crowdShare` of their range from the smallest), with at most `mostOffScaleShare` of them (one from 20 values) at zero or below.
    func spansOrders(of count: Int) -> Bool {
        decades >= Self.fewestDecades && medianPlace <= Self.crowdShare && offScaleAllowed(count)
    }

    /// True when few enough values are zero or below to leave them out of a log reading.
    func offScaleAllowed(_ count: Int) -> Bool {
        offScale.count <= max(Int(Self.mostOffScaleShare * Double(count)), count >= 20 ? 1 : 0)
    }

    /// Whether a scatter of these x and y values is read on log scales: x spans orders of magnitude and y's
    /// positive values at least `fewestLogDecadesY` decades.
    static func readsLogScales(xs: [Double], ys: [Double]) -> (x: MagnitudeSpan, y: MagnitudeSpan)? {
        guard let x = MagnitudeSpan(xs), x.spansOrders(of: xs.count),
              let y = MagnitudeSpan(ys), y.decades >= fewestLogDecadesY, y.offScaleAllowed(ys.count),
              x.offScale.count + y.offScale.count <= max(1, Int(mostOffScaleShare * Double(xs.count)))
        else { return nil }
        return (x, y)
    }
}
