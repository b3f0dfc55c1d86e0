import Testing
import ChartModel
@testable import ChartAnalysis

/// Read point by point, a move's one step that stands out is named as its largest; a move whose steps are even,
/// or whose two largest are alike, names none.
@Suite struct LargestStepTests {
    private static func courses(_ ys: [Double], type: ChartType = .column, names: [String]) -> [VisibleCourse] {
        let categories = names.map { Category(id: $0) }
        let chart = TestCharts.chart([TestCharts.series(ys.map { Optional($0) }, xs: ys.indices.map(Double.init))], type: type,
                                     xAxis: Axis(kind: .category, categories: categories, isOrdered: true))
        return ChartAnalyzer.analyze(chart).findings.compactMap { f -> VisibleCourse? in if case .course(let c) = f.detail { c } else { nil } }
    }

    /// New York singers' mean heights by voice part: 2.9 inches from Tenor 1 to Alto 2, the other steps 1.1 or less.
    @Test func theOneStepThatStandsOutIsNamed() throws {
        let parts = ["Bass 2", "Bass 1", "Tenor 2", "Tenor 1", "Alto 2", "Alto 1", "Soprano 2", "Soprano 1"]
        let course = try #require(Self.courses([71.4, 70.7, 69.9, 68.9, 66.0, 64.9, 64.0, 64.2], names: parts).first)
        let fall = try #require(course.moves.first)
        let step = try #require(fall.largestStep)
        #expect(step.start.x == 3 && step.end.x == 4)
        #expect(fall.steepPart == nil)
    }

    /// Even steps, or two large steps alike (100 beside 102), name no single step.
    @Test func evenStepsOrTwoAlikeNameNone() {
        let names = (0..<8).map { "b\($0)" }
        let even = Self.courses([80, 70, 61, 50, 40, 31, 20, 10], names: names)
        #expect(even.allSatisfy { $0.moves.allSatisfy { $0.largestStep == nil } })
        let twoAlike = Self.courses([10, 20, 30, 130, 232, 260, 280], names: (0..<7).map { "c\($0)" })
        #expect(twoAlike.allSatisfy { $0.moves.allSatisfy { $0.largestStep == nil } })
    }

    /// The series' largest step (the Olympic fees' 138 beside 101, 1.37 times) is named beside the steep part
    /// that names a stretch ("most of it from 1980 to 1992, the largest step from 1980 to 1984"): the biggest jump
    /// between two bars is what a reader points at. The audit holds it to the factor it was named at.
    @Test func theSeriesLargestStepIsNamedBesideTheSteepPart() throws {
        let fees: [Double] = [0.4, 1.5, 4.5, 7.5, 25, 87, 225, 300, 401, 456]
        let course = try #require(Self.courses(fees, names: (0..<10).map { "c\($0)" }).first)
        let rise = try #require(course.moves.first)
        let step = try #require(rise.largestStep)
        #expect(step.start.x == 5 && step.end.x == 6)
        #expect(rise.steepPart != nil)
        #expect(rise.largestStepOverNext == VisibleCourseFinder.seriesStepOverNext)
    }

    /// The audit checks the step against the raw points: a step that is not the largest fails.
    @Test func theAuditChecksTheStepIsTheLargest() {
        let ys: [Double] = [71.4, 70.7, 69.9, 68.9, 66.0, 64.9, 64.0]
        let lines = ClaimAudit.Lines(samples: [Sample(TestCharts.series(ys.map { Optional($0) }, xs: ys.indices.map(Double.init)))])
        func ref(_ k: Int) -> PointRef { PointRef(index: k, x: Double(k), y: ys[k]) }
        let move = ClaimMove(ref(0), ref(6))
        #expect(ClaimAudit.holds(.largestStep(series: 0, move: move, step: ClaimMove(ref(3), ref(4)), overNext: 1.5), lines))
        #expect(!ClaimAudit.holds(.largestStep(series: 0, move: move, step: ClaimMove(ref(4), ref(5)), overNext: 1.5), lines))
    }
}
