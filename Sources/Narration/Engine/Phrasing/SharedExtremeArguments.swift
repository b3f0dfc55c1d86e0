import ChartAnalysis

/// `finding.sharedExtreme`: several series peaking (bottoming out) at the same x.
struct SharedExtremeArguments: MessageArguments {
    var names: String
    var seriesCount: Int
    var allSeries: Bool
    var high: Bool
    var at: String
}

/// `finding.sharedExtremes`: the same series sharing both their peak and their low, said as growth (a decline)
/// where the lows are all at one end and the highs at the other.
struct SharedExtremesArguments: MessageArguments {
    /// What the two extremes make: growth over time (`grew`, `shrank`), a rise (fall) with the ordered
    /// categories at every step (`rose`, `fell`), or two extremes that meet (`none`).
    enum Course: String, Encodable { case none, grew, shrank, rose, fell }

    var names: String
    var seriesCount: Int
    var highAt: String
    var lowAt: String
    var axes: AxisNames
    var course: Course
    var highX: String
    var lowX: String
    /// Growth along a plain numeric x (ages, days; not years, dates or a unit: `ChartFacts.positionName`) names
    /// the axis before its first value: "all grew from age 3 to 25", where "from 3 to 25" reads as the values.
    var namesX: Bool
    /// The series that grew (shrank) the most, and by what factor (percentage).
    var hasFactor: Bool
    var top: String?
    var factor: String?
    /// Among three or more series that grew, the one that grew the least, and by what factor.
    var hasLeast = false
    var least: String?
    var leastFactor: String?
}

extension FindingPhraser {
    func sharedExtremeArguments(_ e: SharedExtreme) throws(NarrationError) -> SharedExtremeArguments {
        SharedExtremeArguments(names: renderer.list(e.series.map(facts.seriesName)), seriesCount: e.series.count,
                               allSeries: e.series.count == facts.chart.series.count, high: e.isHigh, at: try at(e.x))
    }

    /// One sentence for the same series sharing both their peak and their low.
    func sharedExtremes(high: SharedExtreme, low: SharedExtreme) throws(NarrationError) -> String {
        // Lows all at the first x and highs all at the last (or the other way round) is growth (a decline),
        // not two extremes: "all seven grew from 1951 to 1961; Africa the most, 16-fold".
        var course = SharedExtremesArguments.Course.none
        if let extent = facts.xExtent, facts.chart.xAxis.kind != .category {
            if low.x == extent.lowerBound && high.x == extent.upperBound { course = .grew }
            if high.x == extent.lowerBound && low.x == extent.upperBound { course = .shrank }
        }
        // Over ordered categories analysis says whether every series rose (fell) at every step: "all rose with
        // age at every step, from 50-54 to 70-74" (R's VADeaths), not two extremes that meet.
        if high.monotoneInEverySeries && low.monotoneInEverySeries { course = high.x > low.x ? .rose : .fell }
        var a = SharedExtremesArguments(
            names: renderer.list(high.series.map(facts.seriesName)), seriesCount: high.series.count,
            highAt: try at(high.x), lowAt: try at(low.x), axes: axisNames, course: course,
            highX: x.position(high.x), lowX: x.position(low.x),
            namesX: facts.positionName != nil,
            hasFactor: false)
        if course != .none, facts.valuesAreRatioScale, high.points.count == high.series.count,
           low.points.count == low.series.count, high.series.count > 1 {
            let factors = zip(high.points, low.points).map { h, l in l.y > 0 ? h.y / l.y : .nan }
            if factors.allSatisfy({ $0.isFinite }) {
                let rising = course == .grew || course == .rose
                // The largest ratio of high to low moved the most either way: a rise by that factor, a fall by
                // 1 − 1/factor of its high (was 1 − factor of the smallest ratio: "shrank … by -2,437%").
                let k = factors.indices.max { factors[$0] < factors[$1] }!
                a.hasFactor = true
                a.top = facts.seriesName(high.series[k])
                let f = factors[k]
                a.factor = rising ? ratio(f) : percent(1 - 1 / f)
                // The slowest beside the fastest: "WA the most, 5.9-fold, and Tas the least, 2.5-fold".
                if course == .grew, factors.count >= 3, let m = factors.indices.min(by: { factors[$0] < factors[$1] }),
                   m != k, factors[m] >= 2 {
                    a.hasLeast = true
                    a.least = facts.seriesName(high.series[m])
                    a.leastFactor = ratio(factors[m])
                }
            }
        }
        return try renderer.render("finding.sharedExtremes", a.adding(to: facts.chartContext))
    }
}
