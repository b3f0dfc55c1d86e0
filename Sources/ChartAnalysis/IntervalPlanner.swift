import ChartModel

/// Chooses how to split a series along x for digests and summarises each interval.
///
/// Choice: the finest candidate partition whose number of non-empty intervals is at most
/// `target.upperBound` (so the split is as detailed as a digest can bear; a year of daily data gives
/// months, three years of monthly data quarters), among candidates not much finer than span / upper
/// (so sparse data are not cut into one interval per point). Within that, a split with at least
/// `target.lowerBound` intervals of two or more points on average wins over a finer one of single points
/// (twelve monthly values give four quarters, not twelve one-point months). Candidates, finest first:
/// - gridlines of the x axis when they split the data at all (every k-th gridline, smallest k that fits);
/// - date axes: 1, 2, 3, 6, 12 hours (only when values carry a time of day), days, weeks (Monday),
///   months, quarters, half years, and 1, 2, 5, 10, 20, 50, 100, … years, all in UTC;
/// - numeric axes: bins of width 1, 2 or 5 × 10^k with edges at multiples of the width;
/// - category axes: consecutive groups of ⌈categories / upper bound⌉ categories (single categories when
///   they fit).
/// Points with a missing y still belong to their interval (they show as missing there); intervals without
/// any point are skipped. Points are grouped by x; when x is out of order, each interval's
/// `firstIndex`/`lastIndex` are its smallest and largest point index.
enum IntervalPlanner {
    /// A way to split the x axis: a key per x value and the bounds of each key.
    struct Partition {
        var unit: IntervalUnit
        var key: (Double) -> Int
        var bounds: (Int) -> (start: Double, end: Double)
        /// The key whose end bound is the largest x itself, included (the part after the last gridline).
        var inclusiveEndKey: Int? = nil
    }

    static func intervals(for series: Series, axis: Axis, target: ClosedRange<Int>) -> [IntervalSummary] {
        // The points with a finite x, read from the model's columns: when every point is finite, the x column
        // itself and position k is point k (nothing the length of the series is copied). A missing y keeps its
        // point (it shows as missing in its interval), so with missing values the x of every point is
        // assembled once.
        let points = series.points
        let skipped = points.nonFinitePoints
        var xs = skipped.isEmpty ? points.finiteXs : points.xs
        var indexOf: [Int]? = nil
        if skipped.contains(where: { !$0.x.isFinite }) {
            var kept: [Int] = []
            kept.reserveCapacity(xs.count)
            for (i, x) in xs.enumerated() where x.isFinite { kept.append(i) }
            xs = kept.map { xs[$0] }
            indexOf = kept
        }
        let finiteYs = points.finiteYs
        /// Point i's y: in the side table, or in the finite column at i less the side-table entries before it.
        func y(_ i: Int) -> Double {
            guard !skipped.isEmpty else { return finiteYs[i] }
            var low = 0, high = skipped.count
            while low < high {
                let mid = (low + high) / 2
                if skipped[mid].index < i { low = mid + 1 } else { high = mid }
            }
            return low < skipped.count && skipped[low].index == i ? skipped[low].y : finiteYs[i - low]
        }
        let positions = indexOf
        func index(_ k: Int) -> Int { positions?[k] ?? k }
        guard !xs.isEmpty else { return [] }
        // The x values are finite: their extent and order eight lanes at a time.
        let (xMin, xMax) = FiniteExtremes.of(xs)!
        let ordered = FiniteExtremes.ascends(xs)
        let upper = max(1, target.upperBound)
        let lower = min(max(1, target.lowerBound), upper)
        let partition = choose(axis: axis, xs: xs, ordered: ordered, xMin: xMin, xMax: xMax, lower: lower, upper: upper)

        var summaries: [IntervalSummary] = []
        func append(key: Int, sample: Sample, firstIndex: Int, lastIndex: Int) {
            let bounds = partition.bounds(key)
            summaries.append(IntervalSummary(index: summaries.count, unit: partition.unit, firstIndex: firstIndex,
                                             lastIndex: lastIndex, startX: bounds.start,
                                             endX: bounds.end, statistics: StatisticsBuilder.summary(sample),
                                             isHighestMean: false, isSteepest: false,
                                             isEndInclusive: key == partition.inclusiveEndKey))
        }
        func summarize<Members: BidirectionalCollection<Int>>(key: Int, members: Members) {
            var sample = Sample()
            sample.reserve(members.count)
            for k in members { sample.append(index: index(k), x: xs[k], y: y(index(k))) }
            append(key: key, sample: sample, firstIndex: index(members.first!), lastIndex: index(members.last!))
        }
        // Group point positions by key, in x order. With x ascending each interval is a run of points in index
        // order, read from the model's columns and side table as they come: nothing the length of the series
        // is built for the grouping, and the x of every point assembled above (with missing values a copy,
        // eight bytes a point) is let go before the intervals' samples exist.
        if ordered {
            xs = []
            var keyed = PointWalk(points), filled = PointWalk(points)
            var keys = CachedKeys(partition)
            var runKey = keys.key(keyed.next()!.x), runLength = 1
            func summarizeRun() {
                var sample = Sample()
                sample.reserve(runLength)
                let (first, last) = filled.fill(runLength, into: &sample)
                append(key: runKey, sample: sample, firstIndex: first, lastIndex: last)
            }
            while let p = keyed.next() {
                let key = keys.key(p.x)
                guard key != runKey else { runLength += 1; continue }
                summarizeRun()
                runKey = key; runLength = 1
            }
            summarizeRun()
        } else {
            let keys = xs.map(partition.key)
            let order = xs.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
            var groups: [(key: Int, members: [Int])] = []
            for k in order {
                if groups.last?.key == keys[k] { groups[groups.count - 1].members.append(k) } else { groups.append((keys[k], [k])) }
            }
            for group in groups { summarize(key: group.key, members: group.members.sorted()) }
        }
        markStandouts(&summaries)
        return summaries
    }

    /// The points with a finite x in index order, read from the model's finite columns and its side table
    /// as they come (each point once, no array).
    private struct PointWalk {
        let xs: [Double], ys: [Double], skipped: [(index: Int, x: Double, y: Double)]
        var column = 0, side = 0, index = 0

        init(_ points: SeriesPoints) {
            xs = points.finiteXs
            ys = points.finiteYs
            skipped = points.nonFinitePoints
        }

        /// Appends the next `count` points to `sample` and returns the indices of the first and the last: the
        /// stretches of the finite columns between side-table entries in one move each, the entries one by one.
        mutating func fill(_ count: Int, into sample: inout Sample) -> (first: Int, last: Int) {
            var remaining = count, first = -1, last = -1
            while remaining > 0 {
                if side < skipped.count && skipped[side].index == index {
                    let p = next()!
                    if first < 0 { first = p.index }
                    last = p.index
                    sample.append(index: p.index, x: p.x, y: p.y)
                    remaining -= 1
                    continue
                }
                let untilSide = side < skipped.count ? skipped[side].index - index : Int.max
                let m = min(remaining, untilSide, xs.count - column)
                guard m > 0 else { break }  // the walk holds `count` more points; never reached
                if first < 0 { first = index }
                last = index + m - 1
                sample.append(contentsOf: xs[column..<(column + m)], ys: ys[column..<(column + m)], firstIndex: index)
                column += m; index += m; remaining -= m
            }
            return (first, last)
        }

        mutating func next() -> (index: Int, x: Double, y: Double)? {
            while side < skipped.count && skipped[side].index == index {
                let point = skipped[side]
                side += 1
                index += 1
                if point.x.isFinite { return point }
            }
            guard column < xs.count else { return nil }
            defer { column += 1; index += 1 }
            return (index, xs[column], ys[column])
        }
    }

    /// Flags the interval with the highest mean and the one with the steepest least squares slope; only
    /// when at least two intervals compete, since a lone interval stands out from nothing.
    private static func markStandouts(_ summaries: inout [IntervalSummary]) {
        let withMean = summaries.indices.filter { summaries[$0].statistics.mean != nil }
        if withMean.count >= 2,
           let best = withMean.max(by: { summaries[$0].statistics.mean! < summaries[$1].statistics.mean! || (summaries[$0].statistics.mean! == summaries[$1].statistics.mean! && $0 > $1) }) {
            summaries[best].isHighestMean = true
        }
        let sloped = summaries.indices.filter { summaries[$0].statistics.validCount >= 2 }
        if sloped.count >= 2,
           let steepest = sloped.max(by: { abs(summaries[$0].statistics.trend.slope) < abs(summaries[$1].statistics.trend.slope) || (abs(summaries[$0].statistics.trend.slope) == abs(summaries[$1].statistics.trend.slope) && $0 > $1) }),
           summaries[steepest].statistics.trend.slope != 0 {
            summaries[steepest].isSteepest = true
        }
    }

    // MARK: Choosing a partition

    static func choose(axis: Axis, xs: [Double], ordered: Bool, xMin: Double, xMax: Double, lower: Int,
                       upper: Int) -> Partition {
        if let grid = gridlinePartition(axis: axis, xs: xs, ordered: ordered, xMin: xMin, xMax: xMax, upper: upper) {
            // Gridlines at month (or week, quarter, …) starts split the data exactly like that calendar
            // unit; the unit can then be named ("March") instead of read as a range of dates. The coarsest
            // such unit: with one point per interval, days would split the same way too.
            if axis.kind == .date, ordered,
               let calendar = dateCandidates(timeOfDay: true).last(where: { sameSplit($0, grid, xs: xs) }) {
                return calendar
            }
            return grid
        }
        let candidates: [Partition]
        switch axis.kind {
        case .date:
            let timeOfDay = axis.hasTimeOfDay || xs.contains { $0.truncatingRemainder(dividingBy: CivilCalendar.secondsPerDay) != 0 }
            // Units shorter than half of span / upper could only fit by leaving most intervals empty (sparse
            // data would get one interval per point); half, not all, because calendar units vary in length.
            let shortest = (xMax - xMin) / Double(upper) / 2
            let all = dateCandidates(timeOfDay: timeOfDay)
            let fitting = all.filter { nominalSeconds($0.unit) >= shortest }
            candidates = fitting.isEmpty ? [all.last!] : fitting
        case .numeric:
            candidates = numericCandidates(xMin: xMin, xMax: xMax, upper: upper)
        case .category:
            let categories = max(axis.categories.count, Int(min(xMax, 1e9).rounded(.down)) + 1)
            let size = categories <= upper ? 1 : (categories + upper - 1) / upper
            candidates = [categoryPartition(size: size, categories: categories)]
        }
        // A digest of one-point intervals repeats the walkthrough: prefer the finest split that stays within
        // the target and averages at least two points an interval; else the finest within the upper bound.
        var fallback: Partition?
        for candidate in candidates {
            let n = count(candidate, xs: xs, ordered: ordered, atMost: upper)
            guard n <= upper else { continue }
            if n >= lower && xs.count >= 2 * n { return candidate }
            if fallback == nil { fallback = candidate }
            if n < lower { break }  // coarser candidates only get fewer intervals
        }
        return fallback ?? candidates.last!
    }

    /// Keys of ascending x values: while x stays inside the last key's bounds the key is reused, which
    /// skips the calendar arithmetic for all but the first point of each interval.
    struct CachedKeys {
        let partition: Partition
        var last: (key: Int, start: Double, end: Double)?
        init(_ partition: Partition) { self.partition = partition }
        mutating func key(_ x: Double) -> Int {
            if let last, x >= last.start, x < last.end { return last.key }
            let key = partition.key(x)
            let bounds = partition.bounds(key)
            last = (key, bounds.start, bounds.end)
            return key
        }
    }

    /// Whether two partitions group ascending `xs` into the same runs.
    static func sameSplit(_ a: Partition, _ b: Partition, xs: [Double]) -> Bool {
        var keysA = CachedKeys(a), keysB = CachedKeys(b)
        var lastA = keysA.key(xs[0]), lastB = keysB.key(xs[0])
        for x in xs.dropFirst() {
            let ka = keysA.key(x), kb = keysB.key(x)
            if (ka != lastA) != (kb != lastB) { return false }
            lastA = ka; lastB = kb
        }
        return true
    }

    /// The average length of a calendar unit, in seconds.
    static func nominalSeconds(_ unit: IntervalUnit) -> Double {
        let day = CivilCalendar.secondsPerDay, year = 365.2425 * day
        switch unit {
        case .hours(let n): return Double(n) * 3600
        case .days(let n): return Double(n) * day
        case .weeks: return 7 * day
        case .months(let n): return Double(n) * year / 12
        case .quarters: return year / 4
        case .years(let n): return Double(n) * year
        case .numericBin, .categoryGroup, .gridlines: return 0
        }
    }

    /// Non-empty intervals of a partition, stopping as soon as the count exceeds `limit`.
    static func count(_ p: Partition, xs: [Double], ordered: Bool, atMost limit: Int) -> Int {
        if ordered {
            var n = 0, last: Int?
            var keys = CachedKeys(p)
            for x in xs {
                let key = keys.key(x)
                if key != last { n += 1; last = key; if n > limit { return n } }
            }
            return n
        }
        var seen = Set<Int>()
        for x in xs {
            seen.insert(p.key(x))
            if seen.count > limit { return seen.count }
        }
        return seen.count
    }

    private static func gridlinePartition(axis: Axis, xs: [Double], ordered: Bool, xMin: Double, xMax: Double,
                                          upper: Int) -> Partition? {
        let grid = Array(Set(axis.gridlines.filter(\.isFinite))).sorted()
        guard !grid.isEmpty else { return nil }
        for every in 1...grid.count {
            let edges = stride(from: 0, to: grid.count, by: every).map { grid[$0] }
            let partition = Partition(
                unit: .gridlines(every: every),
                key: { x in
                    // Number of edges ≤ x, by binary search.
                    var lo = 0, hi = edges.count
                    while lo < hi { let mid = (lo + hi) / 2; if edges[mid] <= x { lo = mid + 1 } else { hi = mid } }
                    return lo
                },
                bounds: { key in
                    (key == 0 ? xMin : edges[key - 1], key == edges.count ? xMax : edges[key])
                },
                inclusiveEndKey: edges.count)
            let n = count(partition, xs: xs, ordered: ordered, atMost: upper)
            if n <= upper { return n >= 2 ? partition : nil }
        }
        return nil
    }

    private static func dateCandidates(timeOfDay: Bool) -> [Partition] {
        let day = CivilCalendar.secondsPerDay
        var result: [Partition] = []
        if timeOfDay {
            for hours in [1, 2, 3, 6, 12] {
                let width = Double(hours) * 3600
                result.append(Partition(unit: .hours(hours), key: { CivilCalendar.floorInt($0 / width) },
                                        bounds: { (Double($0) * width, Double($0 + 1) * width) }))
            }
        }
        result.append(Partition(unit: .days(1), key: CivilCalendar.dayNumber,
                                bounds: { (Double($0) * day, Double($0 + 1) * day) }))
        // 1970-01-01 was a Thursday; day −3 (1969-12-29) is the Monday that starts week 0.
        result.append(Partition(unit: .weeks, key: { CivilCalendar.floorDivide(CivilCalendar.dayNumber($0) + 3, 7) },
                                bounds: { (Double($0 * 7 - 3) * day, Double($0 * 7 + 4) * day) }))
        for (unit, months) in [(IntervalUnit.months(1), 1), (.quarters, 3), (.months(6), 6)] {
            result.append(Partition(unit: unit, key: { CivilCalendar.floorDivide(CivilCalendar.monthNumber($0), months) },
                                    bounds: { (CivilCalendar.startOfMonth($0 * months), CivilCalendar.startOfMonth(($0 + 1) * months)) }))
        }
        var years = [1, 2, 5]
        var scale = 10
        while scale <= 100_000 { years += [scale, 2 * scale, 5 * scale]; scale *= 10 }
        for count in years {
            result.append(Partition(unit: .years(count),
                                    key: { CivilCalendar.floorDivide(CivilCalendar.floorDivide(CivilCalendar.monthNumber($0), 12) + 1970, count) },
                                    bounds: { (CivilCalendar.startOfMonth(($0 * count - 1970) * 12),
                                               CivilCalendar.startOfMonth((($0 + 1) * count - 1970) * 12)) }))
        }
        return result
    }

    private static func numericCandidates(xMin: Double, xMax: Double, upper: Int) -> [Partition] {
        let span = xMax - xMin
        let magnitude = max(abs(xMin), abs(xMax))
        // No finer than span / upper: finer bins could only fit by leaving most of them empty, which would
        // cut sparse data into one bin per point.
        let minimumWidth = span / Double(upper)
        var exponent = span > 0 ? Int(minimumWidth.log10Floor) : 0
        var result: [Partition] = []
        // Bounded: doubles end near 10^308, and an overflowing span must not loop forever.
        while result.count < 60 && exponent < 300 {
            for mantissa in [1, 2, 5] {
                let width = Double(mantissa) * pow10(exponent)
                // Keys must stay exact integers; skip widths far below the values' own precision.
                guard width >= minimumWidth * (1 - 1e-12), magnitude / width < 1e15 else { continue }
                result.append(numericPartition(mantissa: mantissa, exponent: exponent))
                if width >= span { return result }
            }
            exponent += 1
        }
        if result.isEmpty { result.append(numericPartition(mantissa: 1, exponent: 300)) }
        return result
    }

    private static func numericPartition(mantissa: Int, exponent: Int) -> Partition {
        // Edges as k·m·10^e computed with an exact power of ten, so that 0.3 lands in [0.3, 0.4), not
        // [0.2, 0.3) as 0.3 / 0.1 = 2.999… would place it.
        let m = Double(mantissa)
        let edge: (Int) -> Double = exponent >= 0
            ? { Double($0) * m * pow10(exponent) }
            : { Double($0) * m / pow10(-exponent) }
        let width = m * pow10(exponent)
        return Partition(unit: .numericBin(width: width),
                         key: { x in
                             var k = CivilCalendar.floorInt(exponent >= 0 ? x / width : x * pow10(-exponent) / m)
                             if edge(k + 1) <= x { k += 1 } else if edge(k) > x { k -= 1 }
                             return k
                         },
                         bounds: { (edge($0), edge($0 + 1)) })
    }

    private static func categoryPartition(size: Int, categories: Int) -> Partition {
        Partition(unit: .categoryGroup(size: size),
                  key: { CivilCalendar.floorDivide(CivilCalendar.floorInt($0), size) },
                  bounds: { (Double($0 * size), Double(min(($0 + 1) * size, max(categories, ($0 * size) + 1)))) })
    }

    /// 10^e for small integer e, exact for |e| ≤ 22.
    static func pow10(_ e: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(e) { result *= 10 }
        return e >= 0 ? result : 1 / result
    }
}

private extension Double {
    /// ⌊log10(self)⌋ for positive values (0 otherwise).
    var log10Floor: Double {
        guard self > 0, isFinite else { return 0 }
        var e = 0.0, v = self
        while v >= 10 { v /= 10; e += 1 }
        while v < 1 { v *= 10; e -= 1 }
        return e
    }
}
