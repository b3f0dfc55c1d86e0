import ChartModel
import Testing
@testable import ChartAnalysis

/// A series of 17 to 30 points that tells a course in a few moves is read point by point, as the eye reads it,
/// not with a pen that rounds off a one-point turn; one that zigzags too much for that is read with the pen.
@Suite struct SparseSeriesReadingTests {
    /// The US commercial paper rate every fifth year, 1900–1985 (percent).
    static let years = (0..<18).map { 1900 + 5 * Double($0) }
    static let rate: [Double] = [4.38, 4.4, 5.01, 3.45, 7.37, 4.0, 3.55, 0.75, 0.81, 0.75, 1.49, 2.31, 3.69, 4.43, 7.41,
                                 6.15, 12.49, 7.96]

    private static func analysed(_ chart: Chart) -> (findings: [Finding], context: FindingContext) {
        let samples = chart.series.map(Sample.init)
        let statistics = samples.map { StatisticsBuilder.statistics($0) }
        let (findings, _) = FindingsAnalyzer.findings(for: chart, samples: samples, statistics: statistics)
        return (findings, FindingContext(chart: chart, samples: samples, statistics: statistics))
    }

    private static func courses(_ findings: [Finding]) -> [VisibleCourse] {
        findings.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }
    }

    /// The rate's 18 points: no fitted shape ("rose to about 11 in 1985", where 1985 is 7.96); the course says the
    /// fall from the record 12.49 in 1980 to 7.96 in 1985, and that it stayed near its low from 1935 to 1945.
    @Test func eighteenFiveYearlyRatesAreReadPointByPoint() throws {
        let a = Self.analysed(TestCharts.chart(Self.rate, xs: Self.years))
        #expect(!a.findings.contains { $0.kind == .shape })
        let course = try #require(Self.courses(a.findings).first)
        #expect(course.isPointByPoint)
        let last = try #require(course.moves.last)
        #expect(!last.isRise && last.start.y == 12.49 && last.end.y == 7.96)
        #expect(course.levels.contains { $0.start.x == 1935 && $0.end.x == 1945 })
        #expect(course.moves.contains { !$0.isRise && $0.end.x == 1935 && $0.end.y == 0.75 }, "the fall still ends on the low")
    }

    /// The same series with the end event checked: the record of 1980 is where the last fall starts, so it does
    /// not say the fall (the record alone left "rose to about 11 in 1985" standing).
    @Test func aLandmarkAtAFallsStartDoesNotSayTheFall() throws {
        let a = Self.analysed(TestCharts.chart(Self.rate, xs: Self.years))
        let record = Finding(series: [0], salience: 0.9, effect: 5.1,
                             landmarks: [Landmark(series: 0, point: PointRef(index: 16, x: 1980, y: 12.49), role: .record)],
                             detail: .record(Record(series: 0, point: PointRef(index: 16, x: 1980, y: 12.49), isHigh: true,
                                                    previous: PointRef(index: 4, x: 1920, y: 7.37))))
        let fall = VisibleEvent(series: 0, move: VisibleCourse.Move(start: PointRef(index: 16, x: 1980, y: 12.49),
                                                                    end: PointRef(index: 17, x: 1985, y: 7.96), isRise: false,
                                                                    relativeChange: 7.96 / 12.49 - 1),
                                share: 4.53 / 11.74)
        #expect(!VisibleEvents.isSaid(fall, by: [record], context: a.context))
        #expect(VisibleEvents.isSaid(fall, by: a.findings, context: a.context))
    }

    /// Rodents caught each year at Portal (26 ragged columns) tell no course in five moves and the pen sees none:
    /// the claim audit describes the seven moves the columns make, point by point (`VisibleCourseFinder.pointsCourse`),
    /// summed up as rising and falling by turns; the glance's five moves passed over the 1986-87 swing.
    @Test func aRaggedSeriesOfTwentySixPointsIsToldByEveryMove() throws {
        let ys: [Double] = [503, 1048, 719, 1415, 1472, 1978, 1673, 981, 1438, 942, 1671, 1469, 1569, 1311, 1347, 1038,
                            750, 668, 1222, 1706, 2493, 1610, 1135, 1552, 1610, 2229]
        let a = Self.analysed(TestCharts.chart(ys, xs: ys.indices.map { 1977 + Double($0) }, type: .column))
        let course = try #require(Self.courses(a.findings).first)
        #expect(course.isPointByPoint && course.summary == .swung)
        #expect(course.moves.map(\.end.y) == [1978, 942, 1671, 668, 2493, 1135, 2229])
    }

    /// Syria's population 2011–2022 (millions): a flat bottom after the low keeps the low named ("to a low of
    /// 18.96 in 2016"), the level starting there, not before it.
    @Test func aLevelAtATurnStartsOnTheExtreme() throws {
        let ys: [Double] = [22.73, 22.61, 21.5, 20.07, 19.21, 18.96, 18.98, 19.33, 20.1, 20.77, 21.32, 22.13]
        let a = Self.analysed(TestCharts.chart(ys, xs: ys.indices.map { 2011 + Double($0) }))
        let course = try #require(Self.courses(a.findings).first)
        #expect(course.moves.contains { !$0.isRise && $0.end.y == 18.96 })
        #expect(course.levels.allSatisfy { $0.start.y == 18.96 })
    }

    /// US consumption per person, 1980-93: 10,746, 10,770, 10,782, then a climb of 2,600. A first stretch that
    /// creeps the way of the move after it by under 3 % of the range is flat to the eye ("held around 10,800
    /// until 1982"); a last stretch that creeps to the end keeps the move going (the Democrats' 0.18, 0.03, 0 %).
    @Test func aCreepingStartIsALevelAndACreepingEndIsNot() throws {
        let ys: [Double] = [10746, 10770, 10782, 11179, 11617, 12015, 12336, 12568, 12903, 13029, 13093, 12899, 13110, 13391]
        let a = Self.analysed(TestCharts.chart(ys, xs: ys.indices.map { 1980 + Double($0) }))
        let course = try #require(Self.courses(a.findings).first)
        #expect(course.levels.first.map { $0.start.x == 1980 && $0.end.x == 1982 } == true)
        let fading: [Double] = [6.76, 5.13, 5.41, 1.24, 0.72, 0.18, 0.03, 0.0]
        let b = Self.analysed(TestCharts.chart(fading, xs: [1996, 1998, 2001, 2004, 2007, 2010, 2013, 2016]))
        let fade = try #require(Self.courses(b.findings).first)
        #expect(fade.levels.allSatisfy { $0.end.x < 2016 } && fade.moves.last?.end.y == 0)
        // On a ratio scale a start that grows by 84 % is growth, however flat it is drawn (the US census).
        let census: [Double] = [3.93, 5.31, 7.24, 9.64, 12.9, 17.1, 23.2, 31.4, 38.6, 50.2, 62.9, 76.0, 92.0, 105.7,
                                122.8, 131.7, 151.3, 179.3, 203.2]
        let c = Self.analysed(TestCharts.chart(census, xs: census.indices.map { 1790 + 10 * Double($0) }))
        let growth = try #require(Self.courses(c.findings).first)
        #expect(growth.levels.isEmpty && growth.moves.count == 1, "no level at 3.93-7.24 million")
    }
}
