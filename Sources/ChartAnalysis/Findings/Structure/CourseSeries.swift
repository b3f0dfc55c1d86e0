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
    /// x rescaled to 0…1 over the series' x range.
    let u: [Double]

    /// Number of points.
    var count: Int { sample.validCount }
    var ys: [Double] { sample.ys }

    init?(series: Int, sample: Sample, chart: Chart) {
        guard chart.type != .scatter else { return nil }
        switch chart.xAxis.kind {
        case .numeric, .date: break
        case .category: guard chart.xAxis.isOrdered else { return nil }
        }
        let xs = sample.xs
        guard xs.count >= 2 else { return nil }
        for k in 1..<xs.count where xs[k] < xs[k - 1] { return nil }
        let first = xs[0], span = xs[xs.count - 1] - xs[0]
        guard span > 0, span.isFinite else { return nil }
        self.series = series
        self.sample = sample
        u = xs.map { ($0 - first) / span }
    }

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

/// Consecutive points averaged in equal-count bins, so that the model search costs the same for a
/// million points as for a thousand. A bin mean of white noise is white noise and a bin mean of a random
/// walk is a random walk, so the comparison of models keeps its meaning; boundaries are refined on the
/// full data afterwards.
struct BinnedCourse {
    /// At most this many bins.
    static let maximumBins = 1000

    /// Mean u of each bin.
    var u: [Double] = []
    /// Mean value of each bin.
    var values: [Double] = []
    /// The first point (position in the course) of each bin, plus the end position as the last entry.
    var starts: [Int] = []

    var count: Int { values.count }

    init(u allU: [Double], values allValues: [Double]) {
        let n = allValues.count
        let bins = min(n, BinnedCourse.maximumBins)
        u.reserveCapacity(bins); values.reserveCapacity(bins); starts.reserveCapacity(bins + 1)
        for b in 0..<bins {
            let lo = b * n / bins, hi = (b + 1) * n / bins
            var su = 0.0, sv = 0.0
            for k in lo..<hi { su += allU[k]; sv += allValues[k] }
            let size = Double(hi - lo)
            u.append(su / size); values.append(sv / size)
            starts.append(lo)
        }
        starts.append(n)
    }

    /// Number of points in a run of bins.
    func points(from firstBin: Int, to endBin: Int) -> Int { starts[endBin] - starts[firstBin] }
}
