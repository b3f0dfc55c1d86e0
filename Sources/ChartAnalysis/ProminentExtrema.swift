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
        // Run starts as 4-byte positions when they fit (every series the CLI reads): a million noisy points
        // keep about 670,000 turning runs, 2.7 MB instead of 10.7 MB with their values beside them.
        values.count <= Int(Int32.max) ? find(values, positions: Int32.self) : find(values, positions: Int.self)
    }

    private static func find<Position: FixedWidthInteger>(_ values: [Double], positions: Position.Type) -> (peaks: [Int], troughs: [Int]) {
        let n = values.count
        guard n >= minimumPoints else { return ([], []) }
        // Runs of equal values: a plateau is one candidate, reported at its first point. Only turning runs
        // (and the two ends) can be a peak, a trough, or the lowest or nearest-higher point that a prominence
        // depends on, so they are kept as the runs are read (noisy data shrink by about a third). A run is
        // kept as its first position only: its value is read back from `values`.
        var runStart: [Position] = [0]
        runStart.reserveCapacity(n)
        var low = values[0], high = values[0]
        var runs = 1, before = values[0], current = values[0], currentStart = 0
        for i in 1..<n {
            let v = values[i]
            low = min(low, v); high = max(high, v)
            guard v != current else { continue }
            // The run `current` now has neighbours on both sides (unless it is the first).
            if runs > 1, (current > before) == (current > v) { runStart.append(Position(currentStart)) }
            runs += 1
            before = current; current = v; currentStart = i
        }
        let range = high - low
        guard range > 0, runs >= 3 else { return ([], []) }
        runStart.append(Position(currentStart))
        let peaks = notable(values, runStart, sign: 1, threshold: minimumFractionOfRange * range)
        let troughs = notable(values, runStart, sign: -1, threshold: minimumFractionOfRange * range)
        return (peaks, troughs)
    }

    /// Interior local maxima of the runs (of `sign` · value: −1 finds the minima) whose prominence reaches
    /// `threshold`, the most prominent few. Negating as values are read is exact, so troughs are the peaks of
    /// the negated series without a negated copy.
    ///
    /// The runs alternate between local maxima and minima (only turning runs and the two ends are kept), so
    /// only the maxima and the ends go on the stack: a minimum lies below the maximum before it (it would pop
    /// nothing) and is popped by the maximum after it, so it enters that push as the start of the gap's
    /// minimum instead — the same bases with half the pushes and pops.
    private static func notable<Position: FixedWidthInteger>(_ values: [Double], _ runStart: [Position], sign: Double,
                                                             threshold: Double) -> [Int] {
        let n = runStart.count
        func v(_ r: Int) -> Double { values[Int(runStart[r])] }
        // The left base of every local maximum, in a forward pass; the right base in a backward pass over the
        // same maxima. Only the maxima's bases are kept (noisy runs alternate, so about half the runs; maxima
        // alternate with minima, so at most half plus one: reserved once, no doubling copy).
        var maximumRuns: [Position] = [], leftBases: [Double] = []
        maximumRuns.reserveCapacity(n / 2 + 1)
        leftBases.reserveCapacity(n / 2 + 1)
        var stack = BaseStack()
        var gap = Double.infinity
        for r in 0..<n {
            let x = sign * v(r)
            if r > 0, r < n - 1, x < sign * v(r - 1) { gap = x; continue }
            let base = stack.push(x, gapMin: gap)
            gap = .infinity
            if r > 0, r < n - 1, x > sign * v(r + 1) {
                maximumRuns.append(Position(r))
                leftBases.append(base)
            }
        }
        stack = BaseStack()
        gap = .infinity
        var next = maximumRuns.count - 1
        var candidates: [(prominence: Double, position: Int)] = []
        var r = n - 1
        while r >= 0 {
            defer { r -= 1 }
            let x = sign * v(r)
            if r > 0, r < n - 1, x < sign * v(r + 1) { gap = x; continue }
            let base = stack.push(x, gapMin: gap)
            gap = .infinity
            guard next >= 0, Int(maximumRuns[next]) == r else { continue }
            let prominence = x - max(leftBases[next], base)
            if prominence >= threshold { candidates.append((prominence, Int(runStart[r]))) }
            next -= 1
        }
        candidates.sort { $0.prominence > $1.prominence || ($0.prominence == $1.prominence && $0.position < $1.position) }
        return candidates.prefix(maximumCount).map(\.position).sorted()
    }

    /// For each pushed element, the minimum of the elements between it and the nearest strictly greater
    /// earlier element (all earlier elements when there is none); +∞ when there are no such elements.
    /// A monotonic stack whose entries remember the minimum of the gap above them makes this O(n) in all;
    /// it holds only the descending staircase of earlier values, short on noisy data.
    private struct BaseStack {
        // Entries: value and the minimum of the gap above them; entry 0 is a +∞ sentinel.
        var entries: [(value: Double, gapMin: Double)] = [(.infinity, .infinity)]

        /// Pushes `x`; `gapMin` is the minimum of the elements between the previous push and `x` that were
        /// not pushed (+∞ when none).
        mutating func push(_ x: Double, gapMin: Double) -> Double {
            var m = gapMin
            while entries.count > 1, entries[entries.count - 1].value <= x {
                let top = entries.removeLast()
                m = min(m, min(top.value, top.gapMin))
            }
            let base = min(entries[entries.count - 1].gapMin, m)
            entries[entries.count - 1].gapMin = base
            entries.append((x, .infinity))
            return base
        }
    }
}
