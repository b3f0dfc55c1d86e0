/// Kendall's S, tau-b and the Mann–Kendall trend test in O(n log n).
///
/// S (concordant minus discordant pairs) comes from Knight's algorithm: sort by (x, y), count the
/// inversions of y with a merge sort, and correct for ties — exact for any n, no subsampling.
struct MannKendall {
    var s = 0.0
    var tau = 0.0
    var z = 0.0
    var pValue = 1.0
    /// The y values in ascending order, a by-product of the merge sort that quantiles can reuse.
    var sortedValues: [Double]

    init(xs: [Double], ys: [Double]) {
        let n = xs.count
        sortedValues = ys
        guard n >= 2 else { return }
        var ordered = ys
        var xsOrdered = xs
        var sortedByX = true
        for i in 1..<n where xs[i] < xs[i - 1] || (xs[i] == xs[i - 1] && ys[i] < ys[i - 1]) {
            sortedByX = false
            break
        }
        if !sortedByX {
            let order = (0..<n).sorted { xs[$0] < xs[$1] || (xs[$0] == xs[$1] && ys[$0] < ys[$1]) }
            ordered = order.map { ys[$0] }
            xsOrdered = order.map { xs[$0] }
        }
        // Ties in x and joint ties, from the (x, y)-sorted order.
        var xTies = TieSums(), jointPairs = 0.0
        var run = 1, jointRun = 1
        for i in 1...n {
            if i < n, xsOrdered[i] == xsOrdered[i - 1] {
                run += 1
                if ordered[i] == ordered[i - 1] { jointRun += 1 } else { jointPairs += pairs(jointRun); jointRun = 1 }
            } else {
                xTies.add(run); jointPairs += pairs(jointRun)
                run = 1; jointRun = 1
            }
        }
        let swaps = Double(MannKendall.sortCountingInversions(&ordered))
        var yTies = TieSums()
        run = 1
        for i in 1...n {
            if i < n, ordered[i] == ordered[i - 1] { run += 1 } else { yTies.add(run); run = 1 }
        }
        sortedValues = ordered
        let total = pairs(n)
        s = total - xTies.pairs - yTies.pairs + jointPairs - 2 * swaps
        let denominator = ((total - xTies.pairs) * (total - yTies.pairs)).squareRoot()
        tau = denominator > 0 ? s / denominator : 0

        let nd = Double(n)
        var variance = (nd * (nd - 1) * (2 * nd + 5) - xTies.v0 - yTies.v0) / 18
        variance += xTies.v1 * yTies.v1 / (2 * nd * (nd - 1))
        if n > 2 { variance += xTies.v2 * yTies.v2 / (9 * nd * (nd - 1) * (nd - 2)) }
        guard variance > 0, s != 0 else { return }
        // Continuity correction: S moves in steps of 2, so shrink |S| by 1 before the normal approximation.
        z = (s > 0 ? s - 1 : s + 1) / variance.squareRoot()
        pValue = Distributions.normalTwoSided(z)
    }

    /// Sums over tie groups of size t that enter Kendall's variance.
    private struct TieSums {
        var pairs = 0.0, v0 = 0.0, v1 = 0.0, v2 = 0.0
        mutating func add(_ size: Int) {
            guard size > 1 else { return }
            let t = Double(size)
            pairs += t * (t - 1) / 2
            v0 += t * (t - 1) * (2 * t + 5)
            v1 += t * (t - 1)
            v2 += t * (t - 1) * (t - 2)
        }
    }

    private func pairs(_ size: Int) -> Double { Double(size) * Double(size - 1) / 2 }

    /// Sorts ascending and returns the number of pairs i < j with a[i] > a[j]: insertion sort on short
    /// blocks (each shift is one inversion), then bottom-up merges that count the pairs they jump over.
    static func sortCountingInversions(_ values: inout [Double]) -> Int {
        let n = values.count
        guard n > 1 else { return 0 }
        let block = 24
        // Every element of the scratch is written by the first merge before it is read: no need to zero it.
        var scratch = [Double](unsafeUninitializedCapacity: n) { _, count in count = n }
        var inversions = 0
        var sourceIsValues = true
        values.withUnsafeMutableBufferPointer { a in
            let a = a.baseAddress!
            var start = 0
            while start < n {
                let end = min(start + block, n)
                var i = start + 1
                while i < end {
                    let v = a[i]
                    var j = i
                    // Strictly greater only: equal values are not inversions.
                    while j > start && a[j - 1] > v { a[j] = a[j - 1]; j -= 1 }
                    a[j] = v
                    inversions += i - j
                    i += 1
                }
                start = end
            }
            scratch.withUnsafeMutableBufferPointer { b in
                let b = b.baseAddress!
                var width = block
                while width < n {
                    let src = sourceIsValues ? a : b
                    let dst = sourceIsValues ? b : a
                    var start = 0
                    while start < n {
                        let mid = min(start + width, n), end = min(start + 2 * width, n)
                        var i = start, j = mid, k = start
                        if mid < end && src[mid - 1] <= src[mid] {
                            // Already in order (common for trending data): copy without comparing.
                            (dst + start).update(from: src + start, count: end - start)
                            start = end
                            continue
                        }
                        if mid &- start == end &- mid {
                            // Equal halves (every merge of a pass but the last): merge from both ends at
                            // once. The two ends are independent chains of loads and compares, so the core
                            // works on both while one waits; with equal halves neither end runs past its
                            // half (the front takes the left value on ties, the back the right one).
                            // Pairs are counted where their right value is placed: from the front, it jumps
                            // every left value not yet placed from the front (all larger); from the back,
                            // every left value already placed from the back (all larger), no other.
                            var backLeft = mid &- 1, backRight = end &- 1, back = end &- 1, placedFromBack = 0
                            for _ in 0..<(mid &- start) {
                                MannKendall.placeFromFront(src, dst, &i, &j, &k, mid: mid, &inversions)
                                let lastLeft = src[backLeft], lastRight = src[backRight]
                                let takeLeft = lastLeft > lastRight
                                dst[back] = takeLeft ? lastLeft : lastRight
                                placedFromBack &+= takeLeft ? 1 : 0
                                inversions &+= takeLeft ? 0 : placedFromBack
                                backLeft &-= takeLeft ? 1 : 0
                                backRight &-= takeLeft ? 0 : 1
                                back &-= 1
                            }
                            start = end
                            continue
                        }
                        while i < mid && j < end {
                            MannKendall.placeFromFront(src, dst, &i, &j, &k, mid: mid, &inversions)
                        }
                        if i < mid { (dst + k).update(from: src + i, count: mid - i) }
                        if j < end { (dst + k).update(from: src + j, count: end - j) }
                        start = end
                    }
                    sourceIsValues.toggle()
                    width *= 2
                }
            }
        }
        if !sourceIsValues { values = scratch }
        return inversions
    }

    /// One step of a merge from the front: the smaller of `src[i]` (left half, up to `mid`) and `src[j]`
    /// goes to `dst[k]`; a right value jumps the `mid − i` left values not yet placed. Equal values are not
    /// inversions: the left one goes first. Branch-free (conditional moves), because on noisy data the
    /// branch is a coin toss.
    @inline(__always)
    private static func placeFromFront(_ src: UnsafeMutablePointer<Double>, _ dst: UnsafeMutablePointer<Double>,
                                       _ i: inout Int, _ j: inout Int, _ k: inout Int, mid: Int,
                                       _ inversions: inout Int) {
        let left = src[i], right = src[j]
        let takeRight = right < left
        dst[k] = takeRight ? right : left
        inversions &+= takeRight ? mid &- i : 0
        j &+= takeRight ? 1 : 0
        i &+= takeRight ? 0 : 1
        k &+= 1
    }
}
