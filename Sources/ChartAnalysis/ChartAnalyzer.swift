import ChartModel

/// Computes numbers about charts: statistics, trends, correlations, crossings and digest intervals.
///
/// Everything runs in O(n log n) at most so that a 1,000,000-point series analyses in well under a second.
/// Conventions: standard deviation is the population one; quantiles interpolate linearly (type 7);
/// non-finite y values count as missing; slopes are per x unit (per second on date axes).
///
/// Thresholds (the reasons are beside the code that applies them):
/// - Trend: rising/falling needs OLS slope p < 0.05 and Mann–Kendall p < 0.05 (both corrected for
///   autocorrelation when x is ascending: Hamed & Rao 1998 for Mann–Kendall, (1 + r₁)/(1 − r₁) for the
///   slope; see TrendClassifier) agreeing in sign, a Theil–Sen
///   slope not against them, R² ≥ 0.1, and a fitted change ≥ 1 % of max(|mean|, range); 2–4 strictly monotone points
///   also count (at most moderate). Strength by R²: ≥ 0.7 strong, ≥ 0.4 moderate. Otherwise fluctuating
///   when sd ≥ 5 % of max(|mean|, range) (≥ 12 % moderate, ≥ 25 % strong), else steady (sd < 1 % strong,
///   < 3 % moderate).
/// - Outliers: outside Q1 − 1.5·IQR … Q3 + 1.5·IQR (fences at least 5 % of the range out) of the values,
///   or of the residuals from the Theil–Sen line when the series rises or falls; needs ≥ 8 points.
/// - Peaks/troughs: interior local extremes with prominence ≥ 20 % of the range, the five most prominent;
///   needs ≥ 5 points in ascending x order.
/// - Largest rise/drop are between consecutive points in document order (for scatter clouds that order
///   means little; narration should skip them there).
/// - Correlation words: |r| < 0.2 none, < 0.4 weak, < 0.7 moderate, else strong, on the larger of |Pearson|
///   and |Spearman|.
/// - Intervals: the finest unit giving at most `target.upperBound` non-empty intervals, no finer than
///   span / upper bound (half that for calendar units).
package enum ChartAnalyzer {
    /// Analyses every series of a chart and compares them; `pointLists: false` leaves each series' `peaks`,
    /// `troughs` and `outliers` empty (nothing else depends on them, and they cost a fifth of a long series'
    /// analysis).
    package static func analyze(_ chart: Chart, pointLists: Bool = true) -> ChartInsights {
        let samples = chart.series.map(Sample.init)
        var stats = samples.map { StatisticsBuilder.statistics($0, pointLists: pointLists) }
        // Unordered categories have no first and last in any sense that a change between them means: a bar
        // chart's "percentChange -92 %" from Africa to Vancouver is the order of the file, not a change.
        if chart.xAxis.kind == .category && !chart.xAxis.isOrdered {
            for k in stats.indices { stats[k].change = nil; stats[k].percentChange = nil }
        }
        let isScatter = chart.type == .scatter
        // Correlation is scale-free: extreme values are measured on an exactly rescaled copy.
        let correlations = samples.map { isScatter ? CorrelationAnalysis.correlation(PowerOfTwoScale(for: $0).apply($0)) : nil }

        var crossings: [Crossing] = []
        if !isScatter {
            let compared = PairwiseLimit.compared(Array(samples.indices))
            for i in compared {
                for j in compared where j > i {
                    crossings += CrossingFinder.crossings(samples[i], samples[j], firstSeries: i, secondSeries: j)
                }
            }
        }

        let means = stats.enumerated().compactMap { entry in entry.element.mean.map { (entry.offset, $0) } }
        var highest: Int?, lowest: Int?
        if means.count >= 2 {
            highest = means.reduce(means[0]) { $1.1 > $0.1 ? $1 : $0 }.0
            lowest = means.reduce(means[0]) { $1.1 < $0.1 ? $1 : $0 }.0
        }

        var (findings, audit) = FindingsAnalyzer.findings(for: chart, samples: samples, statistics: stats)
        var facts = ClaimAudit.seriesFacts(chart: chart, samples: samples, statistics: stats, findings: findings, report: &audit)
        let values = ValueScale(chart: chart, statistics: stats)
        for s in facts.indices {
            facts[s].changes = SeriesChangeFacts(chart: chart, index: s, statistics: stats[s], values: values)
        }
        return ChartInsights(series: stats, correlations: correlations, highestMeanSeries: highest,
                             lowestMeanSeries: lowest, crossings: crossings,
                             categoryTotals: categoryTotals(chart),
                             overallMinimum: overall(stats, \.minimum, lower: true),
                             overallMaximum: overall(stats, \.maximum, lower: false),
                             findings: findings, values: values,
                             seriesFacts: facts, audit: audit)
    }

    /// Statistics of one series on its own.
    package static func statistics(for series: Series) -> SeriesStatistics {
        StatisticsBuilder.statistics(Sample(series))
    }

    /// Splits a series into about `target` non-empty intervals along the chart's x axis and summarises each.
    ///
    /// Date axes use UTC calendar units (weeks start on Monday), numeric axes 1-2-5 bins, category axes
    /// consecutive groups, and the x axis's gridlines when it has any; see `IntervalUnit` and `IntervalPlanner`.
    package static func intervals(for series: Series, in chart: Chart,
                                 target: ClosedRange<Int> = 4...12) -> [IntervalSummary] {
        IntervalPlanner.intervals(for: series, axis: chart.xAxis, target: target)
    }

    /// Per-category sums over all series, for bar and column charts on a category axis.
    private static func categoryTotals(_ chart: Chart) -> [Double]? {
        guard chart.type == .bar || chart.type == .column, chart.xAxis.kind == .category else { return nil }
        var count = chart.xAxis.categories.count
        for series in chart.series {
            for p in series.points where p.x.isFinite && p.x >= 0 && p.x < 1e9 { count = max(count, Int(p.x) + 1) }
        }
        var totals = [Double](repeating: 0, count: count)
        for series in chart.series {
            for p in series.points {
                guard let y = p.y, y.isFinite, p.x.isFinite, p.x >= 0, p.x < Double(count), p.x == p.x.rounded()
                else { continue }
                totals[Int(p.x)] += y
            }
        }
        return totals
    }

    private static func overall(_ stats: [SeriesStatistics], _ path: KeyPath<SeriesStatistics, Extreme?>,
                                lower: Bool) -> OverallExtreme? {
        var best: Double?
        for s in stats {
            guard let e = s[keyPath: path] else { continue }
            if best == nil || (lower ? e.value < best! : e.value > best!) { best = e.value }
        }
        guard let best else { return nil }
        var locations: [SeriesPointRef] = []
        for (i, s) in stats.enumerated() {
            guard let e = s[keyPath: path], e.value == best else { continue }
            locations += e.points.map { SeriesPointRef(series: i, point: $0) }
        }
        return OverallExtreme(value: best, locations: locations)
    }
}
