import Foundation

/// The aggregate operations of Vega's `aggregate`, `joinaggregate` and `window` transforms
/// (https://vega.github.io/vega/docs/transforms/aggregate/#ops) chartnarrate computes. `count` counts every row;
/// the others skip missing values (null, NaN), as Vega does; quartiles and the median interpolate linearly
/// between order statistics (R-7, Vega's `quantile`).
enum AggregateOp: String, CaseIterable {
    case count, valid, missing, distinct, sum, product, mean, median, min, max, variance, variancep, stdev, stdevp, q1, q3

    func apply(_ values: [VegaValue]) -> VegaValue {
        let valid = values.compactMap { v -> Double? in
            if case .null = v { return nil }
            let n = v.number
            return n.isNaN ? nil : n
        }
        switch self {
        case .count: return .number(Double(values.count))
        case .valid: return .number(Double(valid.count))
        case .missing: return .number(Double(values.count - valid.count))
        case .distinct: return .number(Double(Set(values).count))
        case .sum: return .number(valid.reduce(0, +))
        case .product: return .number(valid.reduce(1, *))
        default: break
        }
        guard !valid.isEmpty else { return .null }
        let mean = valid.reduce(0, +) / Double(valid.count)
        func squares() -> Double { valid.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } }
        switch self {
        case .mean: return .number(mean)
        case .min: return .number(valid.min()!)
        case .max: return .number(valid.max()!)
        case .median: return .number(Self.quantile(valid.sorted(), 0.5))
        case .q1: return .number(Self.quantile(valid.sorted(), 0.25))
        case .q3: return .number(Self.quantile(valid.sorted(), 0.75))
        case .variancep: return .number(squares() / Double(valid.count))
        case .stdevp: return .number((squares() / Double(valid.count)).squareRoot())
        default:
            guard valid.count > 1 else { return .null }
            let v = squares() / Double(valid.count - 1)
            return .number(self == .variance ? v : v.squareRoot())
        }
    }

    /// The p-quantile of sorted values, interpolated between the order statistics around (n − 1)·p.
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        let h = Double(sorted.count - 1) * p
        let lo = Int(h.rounded(.down)), hi = Swift.min(lo + 1, sorted.count - 1)
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (h - Double(lo))
    }
}
