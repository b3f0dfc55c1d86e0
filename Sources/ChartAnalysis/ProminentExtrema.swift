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
        // Written through a buffer the length of the values (every run could be kept), and without a branch
        // on whether a run turns: on noisy data that is a coin toss, so the position is always written and
        // the count moves on only for a turning run.
        var low = values[0], high = values[0]
        var runs = 1, kept = 1
        var currentStart = 0
        var runStart = [Position](unsafeUninitializedCapacity: n + 1) { buffer, count in
            values.withUnsafeBufferPointer { v in
                buffer[0] = 0
                var before = v[0], current = v[0]
                for i in 1..<n {
                    let value = v[i]
                    low = min(low, value); high = max(high, value)
                    guard value != current else { continue }
                    // The run `current` now has neighbours on both sides (unless it is the first).
                    buffer[kept] = Position(currentStart)
                    kept &+= runs > 1 && (current > before) == (current > value) ? 1 : 0
                    runs &+= 1
                    before = current; current = value; currentStart = i
                }
            }
            count = kept
        }
        let range = high - low
        guard range > 0, runs >= 3 else { return ([], []) }
        runStart.append(Position(currentStart))
        return notable(values, runStart, threshold: minimumFractionOfRange * range)
    }

    /// Interior local maxima of the runs whose prominence reaches `threshold` (the peaks) and the same of the
    /// negated values (the troughs), the most prominent few of each, in index order.
    ///
    /// The kept runs alternate between local maxima and minima (only turning runs and the two ends are kept).
    /// One forward pass finds every peak's left base and every trough's left base at once: a maximum is pushed
    /// on the peaks' stack and is the gap (the lowest value since the last push) of the troughs' stack, a
    /// minimum the other way round; the ends go on both. Negating as values are read is exact, so a trough is
    /// a peak of the negated series without a negated copy. A candidate whose height above its left base is
    /// under the threshold cannot reach it (prominence is its height above the higher base, and subtracting
    /// the larger of two bases rounds to the smaller difference), so only the others are kept for the
    /// backward pass, which finds the right bases the same way: the same bases and prominences as two passes
    /// per sign with every maximum kept, in one pass each way over the runs and a few kept candidates.
    private static func notable<Position: FixedWidthInteger>(_ values: [Double], _ runStart: [Position],
                                                             threshold: Double) -> (peaks: [Int], troughs: [Int]) {
        let n = runStart.count
        var peakStack = BaseStack(), troughStack = BaseStack()
        defer { peakStack.release(); troughStack.release() }
        // (run, left base) of the maxima (of the negated values, for troughs) high enough above their left base.
        var peakCandidates: [(run: Int, base: Double)] = [], troughCandidates: [(run: Int, base: Double)] = []
        var peakFound: [(prominence: Double, position: Int)] = [], troughFound: [(prominence: Double, position: Int)] = []
        values.withUnsafeBufferPointer { valueBuffer in
            runStart.withUnsafeBufferPointer { starts in
                // Every run start is an index of `values`.
                let v = { (r: Int) -> Double in valueBuffer[Int(starts[r])] }
                var peakGap = Double.infinity, troughGap = Double.infinity
                var previous = v(0)
                for r in 0..<n {
                    let y = v(r)
                    defer { previous = y }
                    if r == 0 || r == n - 1 {
                        pushEnd(y, &peakStack, &troughStack, &peakGap, &troughGap)
                    } else if y > previous {
                        let base = peakStack.push(y, gapMin: peakGap)
                        peakGap = .infinity
                        if y - base >= threshold { peakCandidates.append((r, base)) }
                        troughGap = -y
                    } else {
                        let base = troughStack.push(-y, gapMin: troughGap)
                        troughGap = .infinity
                        if -y - base >= threshold { troughCandidates.append((r, base)) }
                        peakGap = y
                    }
                }
                peakStack.clear(); troughStack.clear()
                peakGap = .infinity; troughGap = .infinity
                var nextPeak = peakCandidates.count - 1, nextTrough = troughCandidates.count - 1
                var following = v(n - 1)
                var r = n - 1
                while r >= 0 {
                    let y = v(r)
                    defer { following = y; r -= 1 }
                    if r == 0 || r == n - 1 {
                        pushEnd(y, &peakStack, &troughStack, &peakGap, &troughGap)
                    } else if y > following {
                        let base = peakStack.push(y, gapMin: peakGap)
                        peakGap = .infinity
                        troughGap = -y
                        guard nextPeak >= 0, peakCandidates[nextPeak].run == r else { continue }
                        let prominence = y - max(peakCandidates[nextPeak].base, base)
                        if prominence >= threshold { peakFound.append((prominence, Int(starts[r]))) }
                        nextPeak -= 1
                    } else {
                        let base = troughStack.push(-y, gapMin: troughGap)
                        troughGap = .infinity
                        peakGap = y
                        guard nextTrough >= 0, troughCandidates[nextTrough].run == r else { continue }
                        let prominence = -y - max(troughCandidates[nextTrough].base, base)
                        if prominence >= threshold { troughFound.append((prominence, Int(starts[r]))) }
                        nextTrough -= 1
                    }
                }
            }
        }
        func mostProminent(_ found: [(prominence: Double, position: Int)]) -> [Int] {
            found.sorted { $0.prominence > $1.prominence || ($0.prominence == $1.prominence && $0.position < $1.position) }
                .prefix(maximumCount).map(\.position).sorted()
        }
        return (mostProminent(peakFound), mostProminent(troughFound))
    }

    /// The two ends go on both stacks: each is a peak's and a trough's possible base. (A function of its
    /// own, not a closure: a closure capturing the stacks would keep them in memory in the hot loops.)
    private static func pushEnd(_ y: Double, _ peakStack: inout BaseStack, _ troughStack: inout BaseStack,
                                _ peakGap: inout Double, _ troughGap: inout Double) {
        _ = peakStack.push(y, gapMin: peakGap)
        _ = troughStack.push(-y, gapMin: troughGap)
        peakGap = .infinity; troughGap = .infinity
    }

    /// For each pushed element, the minimum of the elements between it and the nearest strictly greater
    /// earlier element (all earlier elements when there is none); +∞ when there are no such elements.
    /// A monotonic stack whose entries remember the minimum of the gap above them makes this O(n) in all;
    /// it holds only the descending staircase of earlier values, short on noisy data. Its entries live in a
    /// buffer of its own (no uniqueness or bounds checks per push and pop; `release` frees it).
    private struct BaseStack {
        // Entries: value and the minimum of the gap above them; entry 0 is a +∞ sentinel.
        private var values: UnsafeMutablePointer<Double>
        private var gaps: UnsafeMutablePointer<Double>
        private var count = 1, capacity = 256

        init() {
            values = .allocate(capacity: capacity)
            gaps = .allocate(capacity: capacity)
            values[0] = .infinity
            gaps[0] = .infinity
        }

        /// Empties the stack to its sentinel (whose gap is +∞ again).
        mutating func clear() {
            count = 1
            gaps[0] = .infinity
        }

        func release() {
            values.deallocate()
            gaps.deallocate()
        }

        /// Pushes `x`; `gapMin` is the minimum of the elements between the previous push and `x` that were
        /// not pushed (+∞ when none).
        @inline(__always)
        mutating func push(_ x: Double, gapMin: Double) -> Double {
            var m = gapMin
            // The sentinel (+∞) is never popped: x is finite (a sample's values are), so no count test.
            while values[count - 1] <= x {
                count -= 1
                m = min(m, min(values[count], gaps[count]))
            }
            let base = min(gaps[count - 1], m)
            gaps[count - 1] = base
            if count == capacity { grow() }
            values[count] = x
            gaps[count] = .infinity
            count += 1
            return base
        }

        private mutating func grow() {
            let larger = capacity * 2
            let newValues = UnsafeMutablePointer<Double>.allocate(capacity: larger)
            let newGaps = UnsafeMutablePointer<Double>.allocate(capacity: larger)
            newValues.moveInitialize(from: values, count: count)
            newGaps.moveInitialize(from: gaps, count: count)
            values.deallocate()
            gaps.deallocate()
            values = newValues
            gaps = newGaps
            capacity = larger
        }
    }
}
