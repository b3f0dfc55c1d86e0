import ChartModel
import Foundation

/// Draws charts with a known event planted into noise, a trend or a season (docs/findings.md, "Planted-truth
/// rates"). The event series is the largest on the drawing (its range is the event's, 100 units on a level of
/// 200; the other series span 10–40 units), at a random place among the series; noise is 3 % of the event's
/// size up to 12 points and 5 % beyond, a trend adds ±30 %, a season a swing of ±12 %.
enum PlantedChartMaker {
    static let level = 200.0
    static let size = 100.0

    /// The `index`-th chart of a cell, drawn from `g`. A draw whose noise broke the planted truth (an earlier
    /// high that is no longer the highest, a crossing that wandered) is drawn again.
    static func make(_ event: PlantedEvent, _ length: LengthBand, _ band: SeriesBand, index: Int,
                     _ g: inout PlantedRandom) -> PlantedChart {
        while true {
            let planted = draw(event, length, band, index: index, &g)
            if planted.at.allSatisfy({ $0 >= 0 }) { return planted }
        }
    }

    /// The backgrounds an event is planted into at a length: no season in a dozen points, none at 100,000 (a
    /// daily series of 274 years is read as a long index), and a scatter has none (its cloud is its background).
    static func backgrounds(_ event: PlantedEvent, _ length: LengthBand) -> [PlantedBackground] {
        if event.isScatter { return [.noise, .trend] }
        return length == .everyday || length == .hundredThousand ? [.noise, .trend] : PlantedBackground.allCases
    }

    private static func draw(_ event: PlantedEvent, _ length: LengthBand, _ band: SeriesBand, index: Int,
                             _ g: inout PlantedRandom) -> PlantedChart {
        let n = length.count(&g, fewest: event.fewestPoints)
        let seriesCount = band.count(&g)
        let allowed = backgrounds(event, length)
        let background = allowed[index % allowed.count]
        let e = g.int(in: 0...(seriesCount - 1))
        if event.isScatter { return scatter(n, seriesCount, e, background, length, band, &g) }

        let noise = (length == .everyday ? 0.03 : 0.05) * size
        let axis = xAxis(n, length, background, columns: (index / allowed.count) % 2 == 1)
        let period: Double = length == .fiveThousand ? 365.25 : 12
        // A near-record's trend falls: a rising one would lift the end's own stretch above the earlier high.
        let trendSign = g.coin() && event != .nearRecordAtEnd ? 1.0 : -1.0, phase = g.uniform(0, 2 * Double.pi)
        func backgroundAt(_ k: Int) -> Double {
            switch background {
            case .noise: 0
            case .trend: trendSign * 0.3 * size * Double(k) / Double(n - 1)
            case .season: 0.12 * size * sin(2 * Double.pi * Double(k) / period + phase)
            }
        }
        func plant(_ shape: [Double], at base: Double = level) -> [Double] {
            shape.indices.map { base + size * shape[$0] + backgroundAt($0) + noise * g.gaussian() }
        }

        var planted = PlantedChart(event: event, length: length, seriesBand: band, background: background,
                                   chart: Chart(id: "planted", xAxis: axis.axis, yAxis: Axis(kind: .numeric), series: []),
                                   series: e, at: [], tolerance: n <= 12 ? 0 : max(1, Int((0.04 * Double(n)).rounded())),
                                   courses: [e])
        var values = [[Double]](repeating: [], count: seriesCount)
        let u = (0..<n).map { Double($0) / Double(n - 1) }
        let last = n - 1
        func place(_ share: Double, _ lo: Int, _ hi: Int) -> Int { min(hi, max(lo, Int((share * Double(last)).rounded()))) }

        switch event {
        case .peakBeforeEnd:
            let p = place(g.uniform(0.55, 0.85), 1, last - 1)
            values[e] = plant(through(n, [(0, 0), (p, 1), (last, 0.4)]))
            planted.at = [expect(argmax(values[e]), near: p, planted.tolerance)]
        case .crashAndRecovery:
            let c = place(g.uniform(0.3, 0.55), 1, last - 3)
            let fall = max(1, Int((0.03 * Double(n)).rounded()))
            let low = min(c + fall, last - 2)
            let back = min(last, low + max(1, Int((0.2 * Double(n)).rounded())))
            let trend = { (k: Int) -> Double in 0.7 + 0.2 * u[k] }
            values[e] = plant(through(n, [(0, 0.7), (c, trend(c)), (low, 0), (back, trend(back)), (last, 0.9)]))
            planted.at = [expect(argmin(values[e]), near: low, planted.tolerance)]
        case .onePointCollapse:
            let c = place(g.uniform(0.2, 0.8), 1, last - 1)
            let drift = trendSign * 0.1 * level
            values[e] = (0..<n).map { k in level + drift * u[k] + backgroundAt(k) + noise * g.gaussian() }
            values[e][c] *= 0.5
            planted.at = [argmin(values[e]) == c ? c : -1]
            planted.tolerance = 0
        case .plateau:
            let p = place(g.uniform(0.3, 0.5), 1, last - 2)
            values[e] = plant(through(n, [(0, 0), (p, 1), (last, 1)]))
            planted.at = [p]
            planted.flat = p...last
        case .step:
            let s = place(g.uniform(0.3, 0.7), 2, last - 1)
            let up = g.coin()
            let (before, after): (Double, Double) = up ? (0, 1) : (1, 0)
            values[e] = plant(through(n, [(0, before), (s - 1, before), (s, after), (last, after)]))
            planted.at = [s - 1, s]
        case .recordAtEnd:
            let dip = n < 6 ? [] : [(place(0.35, 1, last - 2), 0.6), (place(0.6, 2, last - 1), 0.25)]
            values[e] = plant(through(n, [(0, 0)] + dip + [(last, 1)]))
            values[e][last] = values[e][..<last].max()! + size * g.uniform(0.04, 0.1)
            planted.at = [last]
            planted.tolerance = 0
        case .nearRecordAtEnd:
            let p = place(g.uniform(0.3, 0.55), 1, last - 2)
            let d = g.uniform(0.02, 0.08)
            let target = 1 - 3 * d
            let q = (p + last + 1) / 2
            values[e] = plant(through(n, [(0, 0), (p, 1), (q, 0.3), (last, target)]))
            let high = argmax(Array(values[e][..<last]))
            values[e][last] = values[e][high] * (1 - d)
            // The high must lie well before the end (a rising trend may lift the end's own stretch above it).
            planted.at = [high <= last - max(2, n / 10) ? high : -1]
        case .overtake:
            let rival = (e + 1 + g.int(in: 0...max(0, seriesCount - 2))) % seriesCount
            let c = g.uniform(0.3, 0.7)
            let falls = g.coin()
            values[e] = plant(u.map { 0.1 + 0.9 * $0 })
            values[rival] = plant(u.map { falls ? 0.1 + 1.3 * c - 0.4 * $0 : 0.1 + 0.9 * c })
            planted.rival = rival
            planted.courses = [e, rival]
            // Where the planted lines cross. Noisy lines cross back and forth while their gap is within the
            // noise, so the crossing is the zone where the planted gap is within 4 noise SDs of the difference
            // (2 up to 12 points, read point by point); where they last cross ("and stayed ahead") lies in it.
            let gapPerPoint = (falls ? 1.3 : 0.9) * size / Double(last)
            let within = (n <= 12 ? 2 : 4) * noise * 2.0.squareRoot()
            planted.tolerance = max(1, Int((within / gapPerPoint).rounded(.up)))
            planted.at = [place(c, 1, last)]
        case .stall:
            let a = place(g.uniform(0.3, 0.5), 1, last - 3)
            let b = min(last - 1, max(a + 2, a + Int((g.uniform(0.25, 0.4) * Double(last)).rounded())))
            let span = Double(last - (b - a))
            values[e] = plant(through(n, [(0, 0), (a, Double(a) / span), (b, Double(a) / span), (last, 1)]))
            planted.at = [a, b]
            planted.flat = a...b
            planted.courses = Set(0..<seriesCount)
        case .dropAfterPeak:
            let p = place(g.uniform(0.55, 0.8), 1, last - 2)
            // From 100 to 300 at the peak, then 200: a third off, to the end.
            values[e] = plant(through(n, [(0, -1), (p, 1), (p + 1, 0), (last, 0)]))
            planted.at = [expect(argmax(values[e]), near: p, planted.tolerance), p + 1]
        case .scatterOutlier:
            fatalError("drawn by scatter(_:)")
        }

        for j in 0..<seriesCount where values[j].isEmpty {
            if event == .stall {
                // Every other series rises all the way, smaller than the stalled one.
                let rise = g.uniform(0.6, 0.9), base = g.uniform(50, 250)
                values[j] = u.indices.map { base + rise * size * u[$0] + backgroundAt($0) + noise * g.gaussian() }
            } else {
                // A smaller series with a gentle course of its own, below the two largest of an overtake.
                let base = event == .overtake ? g.uniform(30, 120) : g.uniform(40, 160)
                let course = g.uniform(0.1, event == .overtake ? 0.3 : 0.4) * size * (g.coin() ? 1 : -1)
                values[j] = u.indices.map { base + course * u[$0] + 0.3 * backgroundAt($0) + noise * g.gaussian() }
            }
        }
        planted.chart = Chart(id: "planted", type: axis.columns ? .column : .line, xAxis: axis.axis,
                              yAxis: Axis(kind: .numeric),
                              series: values.indices.map { j in
                                  Series(name: LocalizedText(seriesName(j)), isContinuous: !axis.columns,
                                         points: zip(axis.xs(n), values[j]).map { DataPoint(x: $0, y: $1) })
                              })
        return planted
    }

    /// A scatter of one to three groups (a tight relation y = 2x + noise, or round clouds) with one point of one
    /// group far from the rest: 8 noise SDs off the line, or 6 SDs off the cloud in x and y.
    private static func scatter(_ n: Int, _ groups: Int, _ e: Int, _ background: PlantedBackground,
                                _ length: LengthBand, _ band: SeriesBand, _ g: inout PlantedRandom) -> PlantedChart {
        let related = background == .trend
        let o = g.int(in: 0...(n - 1))
        let series = (0..<groups).map { j -> Series in
            let points = (0..<n).map { k -> DataPoint in
                let x = 50 + 30 * Double(j) + 10 * g.gaussian()
                var y = related ? 2 * x + 5 * g.gaussian() + 20 * Double(j) : 100 + 60 * Double(j) + 20 * g.gaussian()
                var px = x
                if j == e, k == o {
                    let up = g.coin() ? 1.0 : -1.0
                    if related { y = 2 * x + 20 * Double(j) + up * 40 } else {
                        px = 50 + 30 * Double(j) + up * 60
                        y = 100 + 60 * Double(j) + (g.coin() ? 1 : -1) * 120
                    }
                }
                return DataPoint(x: px, y: y)
            }
            return Series(name: LocalizedText(seriesName(j)), isContinuous: false, points: points)
        }
        let chart = Chart(id: "planted", type: .scatter, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: series)
        return PlantedChart(event: .scatterOutlier, length: length, seriesBand: band, background: background,
                            chart: chart, series: e, at: [o], tolerance: 0, courses: [])
    }

    // MARK: Axes

    /// The x axis: a run of years (or ordered columns, every other everyday chart) without a season; months with
    /// one up to ~500 points; days from 2000 at ~5,000 and from 1750 at 100,000.
    private static func xAxis(_ n: Int, _ length: LengthBand, _ background: PlantedBackground, columns: Bool)
        -> (axis: Axis, columns: Bool, xs: (Int) -> [Double]) {
        switch length {
        case .everyday where columns:
            return (Axis(kind: .category, categories: (1...n).map { Category(id: "P\($0)") }, isOrdered: true), true,
                    { n in (0..<n).map(Double.init) })
        case .everyday, .fifty, .fiveHundred:
            if background == .season {
                return (Axis(kind: .date), false, { n in (0..<n).map { monthStart(1980 + $0 / 12, $0 % 12 + 1) } })
            }
            return (Axis(kind: .numeric), false, { n in (0..<n).map { Double(2025 - n + $0) } })
        case .fiveThousand:
            return (Axis(kind: .date), false, { n in (0..<n).map { monthStart(2000, 1) + 86_400 * Double($0) } })
        case .hundredThousand:
            return (Axis(kind: .date), false, { n in (0..<n).map { monthStart(1750, 1) + 86_400 * Double($0) } })
        }
    }

    /// Seconds since the epoch of the first day of a month (UTC).
    static func monthStart(_ year: Int, _ month: Int) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: 1))!.timeIntervalSince1970
    }

    static func seriesName(_ j: Int) -> String { ["North", "East", "South", "West", "Centre", "Coast", "Hills", "Lakes", "Plains", "Delta", "Islands", "Valley"][j] }

    /// The values at 0, 1, …, n − 1 of the line through `knots` (point, value), in point order.
    static func through(_ n: Int, _ knots: [(Int, Double)]) -> [Double] {
        var out = [Double](repeating: knots.last!.1, count: n)
        for (a, b) in zip(knots, knots.dropFirst()) where b.0 > a.0 {
            for k in a.0...b.0 { out[k] = a.1 + (b.1 - a.1) * Double(k - a.0) / Double(b.0 - a.0) }
        }
        return out
    }

    // MARK: Truth read from the data

    static func argmax(_ ys: [Double]) -> Int { ys.indices.max { ys[$0] < ys[$1] }! }
    static func argmin(_ ys: [Double]) -> Int { ys.indices.min { ys[$0] < ys[$1] }! }

    /// `k` when it lies within `tolerance` of the planted place, else -1 (the draw is redrawn).
    static func expect(_ k: Int, near planted: Int, _ tolerance: Int) -> Int {
        abs(k - planted) <= max(1, tolerance) ? k : -1
    }

}
