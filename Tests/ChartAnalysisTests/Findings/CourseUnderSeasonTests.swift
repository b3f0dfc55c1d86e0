import Foundation
import Testing
import ChartModel
@testable import ChartAnalysis

/// Under a yearly season the course is drawn with a pen a year wide: a boom, a crash and a recovery under
/// the swing are seen, at the data's own highest and lowest months; a season over white noise gets no course.
@Suite struct CourseUnderSeasonTests {
    private func course(_ ys: [Double]) -> VisibleCourse? {
        let chart = DetectionPowerTests.monthly(ys)
        return VisibleCourseFinder.course(series: 0, sample: Sample(chart.series[0]), ratioScale: false, pointsPerCycle: 12)
    }

    /// 16 years of monthly values: a yearly swing of ±8 on a course that rises 6 years, falls 3 and rises 7
    /// (`hasCourse` false: flat), with white noise of σ 1.
    private func sales(course hasCourse: Bool, _ g: inout SyntheticSeries) -> [Double] {
        (0..<192).map { k -> Double in
            let t = Double(k)
            let level = !hasCourse ? 50 : (k < 72 ? 20 + 40 * t / 72 : (k < 108 ? 60 - 40 * (t - 72) / 36 : 20 + 50 * (t - 108) / 84))
            return level + 8 * sin(2 * Double.pi * t / 12) + g.gaussian()
        }
    }

    @Test func aBoomCrashAndRecoveryUnderASeasonAreSeenAndASeasonAloneIsNot() {
        var g = SyntheticSeries(seed: 21)
        var found = 0, claims = 0
        for _ in 0..<50 {
            if let c = course(sales(course: true, &g)), c.moves.map(\.isRise) == [true, false, true] { found += 1 }
            if course(sales(course: false, &g)) != nil { claims += 1 }
        }
        // Measured: found 50 of 50; a season of ±8 σ over white noise 0 of 50. A pen narrower than the year
        // would follow the swing.
        print("course under a season: found \(found) of 50, on a season over white noise \(claims) of 50")
        #expect(found >= 45)
        #expect(claims <= 2)
    }

    @Test func theTurnsAreTheDataOwnExtremes() throws {
        var g = SyntheticSeries(seed: 22)
        let ys = sales(course: true, &g)
        let c = try #require(course(ys))
        // The peak of the boom and the low after the crash are the data's own highest and lowest months
        // between the turns beside them, not smoothed levels.
        #expect(c.moves[0].end.y == ys[0..<c.moves[1].end.index].max())
        #expect(c.moves[1].end.y == ys[c.moves[0].end.index..<c.moves[2].end.index].min())
    }
}
