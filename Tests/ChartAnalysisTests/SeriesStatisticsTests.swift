import Foundation
import ChartModel
import Testing
@testable import ChartAnalysis

@Suite struct SeriesStatisticsTests {
    // 3, –, 1, 4, 1, 5, 9, 2, 6 at x = 0…8 (index 1 missing). Hand-computed: sum 31, mean 3.875,
    // sorted 1 1 2 3 4 5 6 9 → median 3.5, Σ(y − mean)² = 52.875 → population sd √6.609375.
    let stats = ChartAnalyzer.statistics(for: TestCharts.series([3, nil, 1, 4, 1, 5, 9, 2, 6]))

    @Test func countsMissingAndValidPoints() {
        #expect(stats.count == 9)
        #expect(stats.missingCount == 1)
        #expect(stats.validCount == 8)
    }

    @Test func reportsEveryTiedMinimumWithPositions() {
        #expect(stats.minimum == Extreme(value: 1, points: [PointRef(index: 2, x: 2, y: 1), PointRef(index: 4, x: 4, y: 1)]))
        #expect(stats.maximum == Extreme(value: 9, points: [PointRef(index: 6, x: 6, y: 9)]))
    }

    @Test func firstLastAndChangeSkipMissing() {
        #expect(stats.first == PointRef(index: 0, x: 0, y: 3))
        #expect(stats.last == PointRef(index: 8, x: 8, y: 6))
        #expect(stats.change == 3)
        #expect(stats.percentChange == 100)
    }

    @Test func meanMedianSumAndPopulationStandardDeviation() {
        #expect(stats.sum == 31)
        #expect(stats.mean == 3.875)
        #expect(stats.median == 3.5)
        #expect(abs(stats.standardDeviation! - 6.609375.squareRoot()) < 1e-12)
    }

    @Test func largestRiseAndDropAreBetweenConsecutiveNonMissingPoints() {
        // Steps: −2 (0→2, across the gap), +3, −3, +4, +4, −7, +4; the first +4 wins the tie.
        #expect(stats.largestRise == StepChange(from: PointRef(index: 4, x: 4, y: 1), to: PointRef(index: 5, x: 5, y: 5)))
        #expect(stats.largestRise?.delta == 4)
        #expect(stats.largestDrop?.delta == -7)
        #expect(stats.largestDrop?.from.index == 6)
        #expect(stats.largestDrop?.to.index == 7)
        let gap = ChartAnalyzer.statistics(for: TestCharts.series([5, nil, 1]))
        #expect(gap.largestDrop == StepChange(from: PointRef(index: 0, x: 0, y: 5), to: PointRef(index: 2, x: 2, y: 1)))
        #expect(gap.largestRise == nil)
    }

    @Test func noOutliersInsideTukeyFences() {
        // Q1 = 1.75, Q3 = 5.25 (type 7) → fences −3.5 … 10.5.
        #expect(stats.outliers.isEmpty)
    }

    @Test func valueOutliersBeyondOneAndAHalfIQR() {
        // Sorted 10 10 10 11 11 11 12 50: Q1 = 10, Q3 = 11.25, upper fence 13.125.
        let s = ChartAnalyzer.statistics(for: TestCharts.series([10, 11, 10, 12, 11, 50, 10, 11]))
        #expect(s.outliers == [PointRef(index: 5, x: 5, y: 50)])
    }

    @Test func outliersOnATrendAreResidualsFromTheRobustLine() {
        // 0, 10, …, 90 with index 5 raised from 50 to 80: within the value range, but 30 off the line.
        var ys: [Double?] = (0..<10).map { Double($0 * 10) }
        ys[5] = 80
        let s = ChartAnalyzer.statistics(for: TestCharts.series(ys))
        #expect(s.trend.direction == .rising)
        #expect(s.trend.theilSenSlope == 10)
        #expect(s.outliers == [PointRef(index: 5, x: 5, y: 80)])
    }

    @Test func singlePoint() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([7]))
        let p = PointRef(index: 0, x: 0, y: 7)
        #expect(s.validCount == 1)
        #expect(s.minimum == Extreme(value: 7, points: [p]))
        #expect(s.maximum == Extreme(value: 7, points: [p]))
        #expect(s.first == p && s.last == p)
        #expect(s.change == 0 && s.percentChange == 0)
        #expect(s.mean == 7 && s.median == 7 && s.standardDeviation == 0 && s.sum == 7)
        #expect(s.trend == .undetermined)
        #expect(s.largestRise == nil && s.largestDrop == nil)
        #expect(s.outliers.isEmpty && s.peaks.isEmpty && s.troughs.isEmpty)
    }

    @Test func allMissingHasNoValues() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([nil, nil, nil]))
        #expect(s.count == 3 && s.missingCount == 3 && s.validCount == 0)
        #expect(s.minimum == nil && s.maximum == nil && s.first == nil && s.last == nil)
        #expect(s.change == nil && s.percentChange == nil)
        #expect(s.mean == nil && s.median == nil && s.standardDeviation == nil)
        #expect(s.sum == 0)
        #expect(s.trend == .undetermined)
    }

    @Test func emptySeries() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([]))
        #expect(s.count == 0 && s.validCount == 0 && s.mean == nil)
    }

    @Test func constantSeriesIsSteadyWithAllPointsTied() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([4, 4, 4, 4, 4]))
        #expect(s.standardDeviation == 0)
        #expect(s.minimum?.points.count == 5 && s.maximum?.points.count == 5)
        #expect(s.trend.direction == .steady)
        #expect(s.trend.strength == .strong)
        #expect(s.trend.slope == 0 && s.trend.mannKendallS == 0 && s.trend.mannKendallPValue == 1)
        #expect(s.outliers.isEmpty)
        #expect(s.largestRise == nil && s.largestDrop == nil)
        #expect(s.peaks.isEmpty && s.troughs.isEmpty)
    }

    @Test func percentChangeIsNilFromZeroAndRelativeToMagnitudeFromNegatives() {
        #expect(ChartAnalyzer.statistics(for: TestCharts.series([0, 5])).percentChange == nil)
        let negative = ChartAnalyzer.statistics(for: TestCharts.series([-10, -5]))
        #expect(negative.change == 5)
        #expect(negative.percentChange == 50)
    }

    @Test func nonFiniteValuesCountAsMissing() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([1, .nan, .infinity, 3]))
        #expect(s.missingCount == 2)
        #expect(s.mean == 2)
    }

    @Test func peaksAndTroughsOfACycleAreItsCrestsAndHollows() {
        let ys: [Double?] = (0..<36).map { sin(2 * Double.pi * Double($0) / 12) }
        let s = ChartAnalyzer.statistics(for: TestCharts.series(ys))
        #expect(s.peaks.map(\.index) == [3, 15, 27])
        #expect(s.troughs.map(\.index) == [9, 21, 33])
    }

    @Test func ripplesAreNotPeaks() {
        // One big hump with ripples of 1 % of the range: only the hump's crest is notable.
        let ys: [Double?] = (0..<41).map { i in
            let hump = 100 * sin(Double.pi * Double(i) / 40)
            return hump + (i % 2 == 0 ? 1 : -1)
        }
        let s = ChartAnalyzer.statistics(for: TestCharts.series(ys))
        #expect(s.peaks.map(\.index) == [20])
        #expect(s.troughs.isEmpty)
    }

    @Test func peaksAreCappedAtFiveMostProminent() {
        // Ten crests of growing height over a low floor.
        var ys: [Double?] = []
        for k in 1...10 { ys += [0, Double(10 + k), 0] }
        let s = ChartAnalyzer.statistics(for: TestCharts.series(ys))
        #expect(s.peaks.count == 5)
        #expect(s.peaks.map(\.y) == [16, 17, 18, 19, 20])
    }

    @Test func plateauPeakIsReportedAtItsFirstPoint() {
        let s = ChartAnalyzer.statistics(for: TestCharts.series([0, 1, 5, 5, 5, 1, 0]))
        #expect(s.peaks.map(\.index) == [2])
    }
}

@Suite struct BasicStatisticsTests {
    @Test func extremesStepsSumAndDeviationMatchThePlainLoops() {
        // Whole-unit noise around a drift (ties at the extremes, equal steps, runs of equal values), a few
        // points missing; checked against one plain loop per figure.
        for seed in 1...30 {
            let noise = TestCharts.noise(count: 300 + seed, seed: UInt64(seed))
            let ys: [Double?] = noise.indices.map { k in k % 37 == 5 ? nil : (6 * noise[k]).rounded() + Double(k % 50) / 10 }
            let stats = ChartAnalyzer.statistics(for: TestCharts.series(ys))
            let points = ys.indices.compactMap { k in ys[k].map { PointRef(index: k, x: Double(k), y: $0) } }
            let values = points.map(\.y)
            let low = values.min()!, high = values.max()!
            #expect(stats.minimum == Extreme(value: low, points: points.filter { $0.y == low }), "seed \(seed)")
            #expect(stats.maximum == Extreme(value: high, points: points.filter { $0.y == high }), "seed \(seed)")
            var rise: StepChange?, drop: StepChange?
            for k in 1..<points.count {
                let step = StepChange(from: points[k - 1], to: points[k])
                if step.delta > 0, step.delta > (rise?.delta ?? 0) { rise = step }
                if step.delta < 0, step.delta < (drop?.delta ?? 0) { drop = step }
            }
            #expect(stats.largestRise == rise && stats.largestDrop == drop, "seed \(seed)")
            let mean = values.reduce(0, +) / Double(values.count)
            #expect(abs(stats.sum - values.reduce(0, +)) < 1e-9)
            let deviation = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
            #expect(abs(stats.standardDeviation! - deviation) < 1e-9)
        }
    }
}

@Suite struct ProminenceTests {
    /// Peaks by the definition, in O(n²): interior plateaus higher than both neighbours, prominence above
    /// the higher of the two bases, at least 20 % of the range, five most prominent.
    private func bruteForcePeaks(_ v: [Double]) -> [Int] {
        let range = v.max()! - v.min()!
        var found: [(Double, Int)] = []
        var i = 1
        while i < v.count - 1 {
            var j = i
            while j + 1 < v.count && v[j + 1] == v[i] { j += 1 }
            if v[i] > v[i - 1], j + 1 < v.count, v[i] > v[j + 1] {
                var leftMin = v[i], k = i - 1
                while k >= 0 && v[k] <= v[i] { leftMin = min(leftMin, v[k]); k -= 1 }
                var rightMin = v[i], m = j + 1
                while m < v.count && v[m] <= v[i] { rightMin = min(rightMin, v[m]); m += 1 }
                let prominence = v[i] - max(leftMin, rightMin)
                if prominence >= 0.2 * range { found.append((prominence, i)) }
            }
            i = j + 1
        }
        found.sort { $0.0 > $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        return found.prefix(5).map(\.1).sorted()
    }

    @Test func peaksMatchTheDefinitionOnRandomWalks() {
        for seed in 1...40 {
            var level = 0.0
            let steps = TestCharts.noise(count: 200, seed: UInt64(seed))
            let values = steps.map { step -> Double in level += (step * 8).rounded(); return level }
            let found = ProminentExtrema.find(values)
            #expect(found.peaks == bruteForcePeaks(values), "seed \(seed)")
            #expect(found.troughs == bruteForcePeaks(values.map { -$0 }), "seed \(seed)")
        }
    }

    @Test func peaksMatchTheDefinitionOnNoisyCyclesWithTies() {
        // Several crests above the 20 % line each, noise rounded to whole units (ties and plateaus), and
        // series starting and ending on a rise or a fall: the stack skips the runs' minima only in between.
        for seed in 1...40 {
            let noise = TestCharts.noise(count: 600, seed: UInt64(100 + seed))
            let cycles = Double(2 + seed % 5), phase = Double(seed) * 0.7
            let values = noise.indices.map { k -> Double in
                (10 * sin(2 * Double.pi * cycles * Double(k) / 600 + phase) + 4 * noise[k]).rounded()
            }
            for series in [values, Array(values.dropFirst(seed % 7)), Array(values.dropLast(seed % 5))] {
                let found = ProminentExtrema.find(series)
                #expect(found.peaks == bruteForcePeaks(series), "seed \(seed)")
                #expect(found.troughs == bruteForcePeaks(series.map { -$0 }), "seed \(seed)")
            }
        }
    }

    @Test func peaksMatchTheDefinitionOnLongStaircases() {
        // A falling (and a rising) zigzag of 3,000 points keeps every crest on the stack: it grows past its
        // first buffer, and the one prominent crest at the end is still found with its exact bases.
        let falling = (0..<3_000).map { k -> Double in Double(6_000 - 2 * k) + (k % 2 == 0 ? 0 : -3) }
        var withCrest = falling
        withCrest[2_500] = 9_000
        for values in [falling, withCrest, Array(withCrest.reversed()), falling.map { -$0 }] {
            let found = ProminentExtrema.find(values)
            #expect(found.peaks == bruteForcePeaks(values))
            #expect(found.troughs == bruteForcePeaks(values.map { -$0 }))
        }
        #expect(ProminentExtrema.find(withCrest).peaks == [2_500])
    }
}
