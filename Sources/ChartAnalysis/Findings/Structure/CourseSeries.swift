import ChartModel

/// A series prepared for the structure detectors: its non-missing points in x order, x rescaled to
/// u = 0…1, and its values with any calendar cycle removed.
///
/// Only series whose x is a course — numbers, dates, or ordered categories — on a chart that is not a
/// scatter plot, with x ascending (ties allowed) and at least two distinct x values, qualify.
struct CourseSeries {
    /// The series index in the chart.
    let series: Int
    /// The non-missing points, in x order.
    let sample: Sample
    /// x rescaled to 0…1 over the series' x range (computed when read: eight bytes a point fewer).
    let u: UnitPositions

    /// Number of points.
    var count: Int { sample.validCount }
    var ys: [Double] { sample.ys }

    init?(series: Int, sample: Sample, chart: Chart) {
        guard chart.type != .scatter else { return nil }
        switch chart.xAxis.kind {
        case .numeric, .date: break
        case .category: guard chart.xAxis.isOrdered else { return nil }
        }
        self.init(series: series, sample: sample)
    }

    /// A course of points already known to lie along x (the monthly means of a course, say): nil unless x
    /// ascends over a positive span.
    init?(series: Int, sample: Sample) {
        let xs = sample.xs
        guard xs.count >= 2 else { return nil }
        guard FiniteExtremes.ascends(xs) else { return nil }
        let first = xs[0], span = xs[xs.count - 1] - xs[0]
        guard span > 0, span.isFinite else { return nil }
        self.series = series
        self.sample = sample
        u = UnitPositions(xs: xs, first: first, span: span)
    }

    /// The median distance in x between consecutive points (the gaps are selected in place: one array the
    /// length of the series, not two). Computed once: the calendar search and the cycle search both ask, and
    /// the second time the level and the calendar phases are already held beside the gaps.
    func medianGap() -> Double {
        if let gap = gapCache.value { return gap }
        let xs = sample.xs
        // A gap shared by more than half the points (regular sampling with a few missing values) is the
        // median itself, exactly: its run in sorted order covers the middle (both middle places of an even
        // count). The majority candidate (Boyer–Moore) and its count take two passes and no array.
        var candidate = 0.0, votes = 0
        for k in 1..<xs.count {
            let gap = xs[k] - xs[k - 1]
            if votes == 0 { candidate = gap; votes = 1 } else { votes += gap == candidate ? 1 : -1 }
        }
        var count = 0
        for k in 1..<xs.count where xs[k] - xs[k - 1] == candidate { count += 1 }
        if 2 * count > xs.count - 1 {
            gapCache.value = candidate
            return candidate
        }
        var gaps = [Double](repeating: 0, count: xs.count - 1)
        for k in 1..<xs.count { gaps[k - 1] = xs[k] - xs[k - 1] }
        let gap = Selection.median(&gaps)
        gapCache.value = gap
        return gap
    }

    /// Where the median gap is kept once computed (a reference, so that the course stays a value that
    /// detectors share).
    private final class GapCache {
        var value: Double?
    }
    private let gapCache = GapCache()

    /// The position of the first point with u ≥ `value` (count when none).
    func position(atOrAfter value: Double) -> Int {
        var low = 0, high = u.count
        while low < high {
            let mid = (low + high) / 2
            if u[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// The course's values in at most `maximumBins` equal-count bins, so that the model search costs the same
/// for a million points as for a thousand; boundaries are refined on the full data afterwards.
struct BinnedCourse {
    /// At most this many bins.
    static let maximumBins = 1000

    private let bins: EqualCountBins

    init<Values: RandomAccessCollection<Double>>(u: UnitPositions, values: Values) where Values.Index == Int { bins = EqualCountBins(xs: u, ys: values, limit: BinnedCourse.maximumBins) }

    /// Mean u of each bin.
    var u: [Double] { bins.xs }
    /// Mean value of each bin.
    var values: [Double] { bins.ys }
    /// The first point (position in the course) of each bin, plus the end position as the last entry.
    var starts: [Int] { bins.starts }
    var count: Int { bins.count }
}

/// x rescaled to u = (x − first) / span, computed when read.
struct UnitPositions: RandomAccessCollection {
    let xs: [Double]
    let first: Double, span: Double
    var startIndex: Int { 0 }
    var endIndex: Int { xs.count }
    subscript(k: Int) -> Double { (xs[k] - first) / span }
}
