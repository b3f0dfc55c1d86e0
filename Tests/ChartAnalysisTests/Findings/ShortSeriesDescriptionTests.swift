import ChartModel
import Testing
@testable import ChartAnalysis

/// Up to a dozen points a series is read as a sighted reader reads it, point by point, with no test: a GDP that
/// rose in six years of seven, a straight line of five points, a fall in every year, a collapse and recovery,
/// a peak a year before the end. Every value said is a point of the data.
@Suite struct ShortSeriesDescriptionTests {
    private func course(_ ys: [Double], ratioScale: Bool = true) throws -> VisibleCourse {
        let chart = TestCharts.chart(ys.map { Optional($0) })
        return try #require(VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: ratioScale))
    }

    /// Through the whole analysis, as the command sees a CSV of years.
    private func findings(_ ys: [Double]) -> [Finding] {
        let years = ys.indices.map { 2017 + Double($0) }
        return ChartAnalyzer.analyze(TestCharts.chart(ys.map { Optional($0) }, xs: years)).findings
    }

    @Test func aRiseInSixYearsOfSevenIsARiseWithItsOneDip() throws {
        let c = try course([19_480, 20_530, 21_380, 20_890, 23_320, 25_460, 27_360])
        #expect(c.isPointByPoint)
        #expect(c.summary == .roseOverall)
        #expect(c.summaryMove.start.y == 19_480 && c.summaryMove.end.y == 27_360)
        #expect(c.namedAgainstSteps?.map(\.end.index) == [3])
        #expect(c.summaryTurn == nil && c.summaryInterruption == nil)
    }

    /// A perfectly straight line of 3 to 7 points fails every test of regularity (its lag-one autocorrelation
    /// is below 1.645/√n), yet it is a rise at every step.
    @Test(arguments: 3...7)
    func aStraightLineIsARiseAtEveryStep(points: Int) throws {
        let c = try course((0..<points).map { 100 + 20 * Double($0) })
        #expect(c.summary == .roseOverall)
        #expect(c.namedAgainstSteps == [])
        #expect(c.moves.count == 1)
    }

    @Test func aFallInEveryYearIsAFallAtEveryStep() throws {
        let c = try course([500, 430, 380, 330, 280, 240])
        #expect(c.summary == .fellOverall && c.namedAgainstSteps == [])
        #expect(try #require(c.netRelativeChange) < -0.5)
    }

    /// Halved in one year and recovered: the level it held, the collapse to the low and the recovery, from where
    /// the collapse began.
    @Test func aCollapseAndRecoveryIsItsLow() throws {
        let c = try course([100, 102, 104, 50, 98, 103, 105])
        #expect(c.summary == .moves)
        #expect(c.levels.map { [$0.start.index, $0.end.index] } == [[0, 2]] && c.levels.first?.value == 102)
        #expect(c.moves.map { [$0.start.y, $0.end.y] } == [[104, 50], [50, 105]])
        #expect(c.claims(pointByPoint: true).allSatisfy { ClaimAudit.holds($0, ClaimAudit.Lines(samples: [Sample(TestCharts.series([100, 102, 104, 50, 98, 103, 105]))])) })
    }

    /// A rise over in a year, then a level: "rose from 201.1 in 2021 to 299.8 in 2022, then held around 300
    /// until 2024", not a rise from 2021 to 2024 (the planted-truth plateau); a step between two levels says
    /// both. A level is at least three points within a visible reversal of each other.
    @Test func aLevelAfterOrBeforeAMoveIsSaid() throws {
        let plateau = try course([201.1, 299.8, 298.8, 299.9])
        #expect(plateau.levels.map { [$0.start.index, $0.end.index] } == [[1, 3]])
        #expect(plateau.moves.map(\.end.index) == [1])
        let step = try course([200, 202, 199, 201, 300, 303, 298])
        #expect(step.levels.map { [$0.start.index, $0.end.index] } == [[0, 3], [4, 6]])
        #expect(step.moves.count == 1 && step.moves[0].start.index == 3 && step.moves[0].end.index == 4)
        // A stall inside a rise: a visible rise on each side of three points that hold.
        let stall = try course([200.9, 215.1, 241.0, 251.7, 248.5, 249.4, 248.6, 261.7, 284.2, 301.4])
        #expect(stall.levels.map { [$0.start.index, $0.end.index] } == [[3, 6]])
        #expect(stall.moves.map { [$0.start.index, $0.end.index] } == [[0, 3], [6, 9]])
        // A rise that only slows is no level (US highway fatalities falling to their low at the end).
        #expect(try course([2.41, 2.32, 2.17, 2.08, 1.91, 1.75, 1.75, 1.73, 1.72, 1.69, 1.65]).levels.isEmpty)
        // Two points are no level: a peak a year before the end stays a turn.
        #expect(try course([215, 260, 330, 394, 383]).levels.isEmpty)
    }

    /// Arctic sea ice every five years, 1905-2015 (million km²): a first move of 0.016 (1.8 % of the range) is no
    /// move; the course starts with the rise after it ("rose 2% from 11.372 in 1905 to 11.599 in 1935", not
    /// "fell 0.1% … to 11.356 in 1925").
    @Test func aFirstMoveTooSmallToSeeIsNoMove() throws {
        let ice = [11.372, 11.419, 11.486, 11.527, 11.356, 11.459, 11.599, 11.439, 11.465, 11.545, 11.418, 11.165, 11.564,
                   11.69, 11.541, 11.651, 11.436, 11.313, 11.187, 11.181, 10.968, 10.852, 10.783]
        let c = try course(ice)
        #expect(c.moves.first?.isRise == true && c.moves.first?.start.y == 11.372, "\(c.moves.map { ($0.start.y, $0.end.y) })")
    }

    /// The pound in dollars by quarter, 1983-85: high (1.55, Q2 1983) and low (1.13, Q1 1985) both inside; the low's
    /// moves (down 0.42, back up 0.31) span more than the high's (up 0.06, down 0.42), so the low leads. Bosnia's
    /// population every five years keeps its peak and the war's collapse after it, though the next move takes back
    /// half of it.
    @Test func theExtremeWhoseMovesSpanMoreLeads() throws {
        let pound = try course([1.49, 1.55, 1.5, 1.43, 1.46, 1.38, 1.26, 1.19, 1.13, 1.28, 1.36, 1.44])
        #expect(pound.summary == .bottomedOut)
        #expect(pound.summaryMove.start.y == 1.55 && pound.summaryMove.end.y == 1.13 && pound.summaryReturn?.end.y == 1.44)
        let bosnia = try course([3.26, 3.57, 3.82, 4.02, 4.2, 4.38, 4.49, 3.75, 4.18, 4.09, 3.81, 3.52, 3.32])
        #expect(bosnia.summary == .peaked && bosnia.summaryReturn?.end.y == 3.75)
    }

    /// A peak a year before the end: the summary goes to the high, then to the end, with the same numbers
    /// as the long description's moves.
    @Test func aPeakBeforeTheEndIsNamed() throws {
        let c = try course([215, 260, 330, 394, 383])
        #expect(c.summary == .roseOverall)
        #expect(c.summaryTurn?.y == 394)
        #expect(c.summaryReturn?.end.y == 383)
        #expect(c.moves.map(\.end.y) == [394, 383])
        #expect(c.moves[0].start.y == c.summaryMove.start.y)
    }

    /// The tallest bar is the summary's turn as soon as it shows: pizzas sold by size peak at L (18,956, a rise of
    /// 24 % of the range from S) and fall to 28 at XXL. Along years too (Babe Ruth's 60 home runs of 1927 between
    /// 47 and the fall to 6): "fell 99.8% from 14,403, rising only in …" never said the chart's highest value.
    /// A descent in steps with a level between is one turn ("fell to 46, held around 46, then fell to 6").
    @Test func theTallestIsThePeakAcrossCategoriesAndAlongTime() throws {
        var c = try course([14_403, 15_635, 18_956, 544, 28])
        #expect(c.summary == .peaked, "along time")
        c.alongTime = false
        #expect(c.summary == .peaked)
        #expect(c.summaryMove.end.y == 18_956)
        let ruth = try course([47, 60, 54, 46, 49, 46, 41, 34, 22, 6])
        #expect(ruth.summary == .peaked)
        #expect(ruth.summaryMove.end.y == 60 && ruth.summaryReturn?.end.y == 6)
    }

    /// An end within `endShare` of the range of the high is as high as the eye tells: no turn is said.
    @Test func anEndBarelyBelowTheHighIsNoTurn() throws {
        let c = try course([44.56, 24.0, 24.56].reversed())
        #expect(c.summaryTurn == nil)
    }

    /// Every short series with a range is described, white noise included (what is drawn is a fact), unless it
    /// is too jagged to tell in five moves (one would pass over a reversal of `moveShare` of the range): then its
    /// range is said. Its values are the data's, and its high and low the data's extremes.
    @Test func everyShortSeriesIsDescribedWithItsOwnValues() {
        var g = SyntheticSeries(seed: 71)
        var described = 0, charts = 0
        for n in VisibleCourseFinder.fewestDescribedPoints...VisibleCourseFinder.pointByPointLimit {
            for _ in 0..<50 {
                charts += 1
                let ys = g.whiteNoise(n)
                let chart = TestCharts.chart(ys.map { Optional($0) })
                guard let c = VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: false) else { continue }
                described += 1
                #expect(c.high.y == ys.max() && c.low.y == ys.min())
                for m in c.moves { #expect(ys.contains(m.start.y) && ys.contains(m.end.y)) }
                #expect(ClaimAudit.holds(.course(series: 0, moves: c.moves.map { ClaimMove(from: $0.start, to: $0.end, rise: $0.isRise) },
                                                 pointByPoint: true), ClaimAudit.Lines(samples: [Sample(chart.series[0])])))
            }
        }
        // White noise is the most jagged a short series gets; trends and humps are all described.
        print("short white noise described point by point: \(described) of \(charts)")
        #expect(described >= charts * 3 / 4)
    }

    /// The whole analysis of a short series says its course and makes no claim of regularity about it (no
    /// fitted shape or step whose levels lie between the points).
    @Test func aShortSeriesGetsItsCourseAndNoFittedShape() {
        let found = findings([0.74, 2.84, 6.57, 10.5, 9.66, 8.58, 8.36, 7.47, 6.89, 5.94, 3.28])
        #expect(found.contains { $0.kind == .course })
        #expect(!found.contains { $0.kind == .shape || $0.kind == .levelShift })
    }
}
