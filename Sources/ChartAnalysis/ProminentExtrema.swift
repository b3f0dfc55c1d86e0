/// Notable peaks and troughs by topographic prominence, in O(n).
///
/// A peak is an interior run of equal values higher than both neighbouring runs. Its prominence is its
/// height above the higher of its two bases, where a base is the lowest value between the peak and the
/// nearest strictly higher value on that side (or the series end) — the definition used by SciPy's
/// `peak_prominences`. Notable means prominence ≥ 20 % of the series' range, so ripples of noise are
/// ignored while a seasonal cycle's crests count; at most five are kept (the most prominent), in index order.
enum ProminentExtrema {
    static let minimumFractionOfRange = 0.2
    static let maximumCount = 5
    /// Shorter series are read point by point anyway; local extremes add nothing.
    static let minimumPoints = 5

    /// Positions (into `values`) of notable peaks and troughs.
    static func find(_ values: [Double]) -> (peaks: [Int], troughs: [Int]) {
        let n = values.count
        guard n >= minimumPoints else { return ([], []) }
        // Runs of equal values: a plateau is one candidate, reported at its first point. Only turning runs
        // (and the two ends) can be a peak, a trough, or the lowest or nearest-higher point that a prominence
        // depends on, so they are kept as the runs are read (noisy data shrink by about a third).
        var runValue: [Double] = [values[0]], runStart: [Int] = [0]
        runValue.reserveCapacity(n); runStart.reserveCapacity(n)
        var low = values[0], high = values[0]
        var runs = 1, before = values[0], current = values[0], currentStart = 0
        for i in 1..<n {
            let v = values[i]
            low = min(low, v); high = max(high, v)
            guard v != current else { continue }
            // The run `current` now has neighbours on both sides (unless it is the first).
            if runs > 1, (current > before) == (current > v) { runValue.append(current); runStart.append(currentStart) }
            runs += 1
            before = current; current = v; currentStart = i
        }
        let range = high - low
        guard range > 0, runs >= 3 else { return ([], []) }
        runValue.append(current); runStart.append(currentStart)
        let peaks = notable(runValue, runStart, threshold: minimumFractionOfRange * range)
        let troughs = notable(runValue.map { -$0 }, runStart, threshold: minimumFractionOfRange * range)
        return (peaks, troughs)
    }

    /// Interior local maxima of the runs whose prominence reaches `threshold`, the most prominent few.
    private static func notable(_ runValue: [Double], _ runStart: [Int], threshold: Double) -> [Int] {
        let leftBase = bases(runValue)
        let rightBase = Array(bases(runValue.reversed()).reversed())
        var candidates: [(prominence: Double, position: Int)] = []
        for r in 1..<(runValue.count - 1) where runValue[r] > runValue[r - 1] && runValue[r] > runValue[r + 1] {
            let prominence = runValue[r] - max(leftBase[r], rightBase[r])
            if prominence >= threshold { candidates.append((prominence, runStart[r])) }
        }
        candidates.sort { $0.prominence > $1.prominence || ($0.prominence == $1.prominence && $0.position < $1.position) }
        return candidates.prefix(maximumCount).map(\.position).sorted()
    }

    /// For every element, the minimum of the elements between it and the nearest strictly greater element
    /// to its left (all elements to its left when there is none); +∞ when there are no such elements.
    /// A monotonic stack whose entries remember the minimum of the gap above them makes this O(n).
    private static func bases(_ values: [Double]) -> [Double] {
        let n = values.count
        var result = [Double](repeating: .infinity, count: n)
        // Stack entries: value and the minimum of the gap above them; slot 0 is a +∞ sentinel.
        var stackValue = [Double](repeating: .infinity, count: n + 1)
        var stackGapMin = [Double](repeating: .infinity, count: n + 1)
        values.withUnsafeBufferPointer { v in
            result.withUnsafeMutableBufferPointer { out in
                stackValue.withUnsafeMutableBufferPointer { sv in
                    stackGapMin.withUnsafeMutableBufferPointer { sg in
                        var top = 0
                        for i in 0..<n {
                            let value = v[i]
                            var m = Double.infinity
                            while top > 0, sv[top] <= value {
                                m = min(m, min(sv[top], sg[top]))
                                top -= 1
                            }
                            let base = min(sg[top], m)
                            out[i] = base
                            sg[top] = base
                            top += 1
                            sv[top] = value
                            sg[top] = .infinity
                        }
                    }
                }
            }
        }
        return result
    }
}
