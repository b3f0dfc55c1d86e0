import Foundation
import ChartModel
import Testing
@testable import ChartAnalysis

/// The claim audit checks each claim against the raw points, whatever detector proposed it: each check fails
/// the claim the data contradict and passes the one they bear out.
@Suite struct ClaimAuditTests {
    private func lines(_ series: [[Double]]) -> ClaimAudit.Lines {
        ClaimAudit.Lines(samples: series.map { Sample(TestCharts.series($0.map { Optional($0) })) })
    }

    private func ref(_ ys: [Double], _ k: Int) -> PointRef { PointRef(index: k, x: Double(k), y: ys[k]) }

    /// A daily index whose last close is 5 % below its high of earlier: "a record" there is false; at the high
    /// it holds.
    @Test func aRecordIsTheExtremeOfTheWholeSeries() {
        let rise: [Double] = (0..<500).map { 100 + Double($0) * 0.2 }
        let ys: [Double] = rise + (0..<100).map { 199.8 - Double($0) * 0.1 }
        let l = lines([ys])
        #expect(!ClaimAudit.holds(.extreme(series: 0, point: ref(ys, ys.count - 1), high: true), l))
        #expect(ClaimAudit.holds(.extreme(series: 0, point: ref(ys, 499), high: true), l))
    }

    /// An index that quadrupled and lost two thirds did not "hold around" its mean; a noisy flat level did.
    @Test func aLevelHoldsOnlyWhereTheDataStayNearIt() {
        var g = SyntheticSeries(seed: 3)
        let swing = (0..<300).map { k -> Double in k < 150 ? 100 + 3 * Double(k) : 550 - 2.5 * Double(k - 150) }
        let flat = g.whiteNoise(300).map { 100 + $0 }
        let l = lines([swing, flat])
        #expect(!ClaimAudit.holds(.level(series: 0, from: 0, to: 299, value: 300), l))
        #expect(ClaimAudit.holds(.level(series: 1, from: 0, to: 299, value: 100), l))
    }

    /// GDP's 21 in 1900 and 474 in 1957 lie flat under 20,513 in 2018 on the drawing, but "held around 0 until
    /// 1957" is false in words: a level of values of one sign has their sign, lies within a factor of them, and
    /// the span does not grow by more than that factor. Noise around a level still holds.
    @Test func aLevelIsNoLevelWhereTheValuesGrewByAFactor() {
        let early = (0..<58).map { 21 * pow(1.055, Double($0)) }
        let ys = early + (0..<61).map { 480 + 330 * Double($0) }
        let l = lines([ys])
        #expect(!ClaimAudit.holds(.level(series: 0, from: 0, to: 57, value: -14.6), l))
        #expect(!ClaimAudit.holds(.level(series: 0, from: 0, to: 57, value: 100), l))
        var g = SyntheticSeries(seed: 8)
        let counts = g.whiteNoise(60).map { max(0.2, 2 + 0.6 * $0) } + (0..<60).map { 3 + Double($0) }
        #expect(ClaimAudit.holds(.level(series: 0, from: 0, to: 59, value: 2), lines([counts])))
    }

    /// The US aluminium premium from April to December 2018 (dollars a tonne): "held around 470" over a span that
    /// never rose above 460 is false; the data's own median there holds, and is what a shape gives way to.
    @Test func aLevelBeyondEveryPointOfItsSpanIsFalse() throws {
        let ys: [Double] = [200, 260, 320, 380, 460] + Array(repeating: 460, count: 50) + (0..<40).map { 455 - Double($0) }
            + Array(repeating: 430, count: 30) + [425]
        let l = lines([ys])
        let span = (from: 4.0, to: Double(ys.count - 1))
        #expect(!ClaimAudit.holds(.level(series: 0, from: span.from, to: span.to, value: 470), l))
        let median = try #require(ClaimAudit.dataValue(.level(series: 0, from: span.from, to: span.to, value: 470), l))
        #expect(median >= 425 && median <= 460)
        #expect(ClaimAudit.holds(.level(series: 0, from: span.from, to: span.to, value: median), l))
    }

    /// Germany's seasonally adjusted unemployment rose every quarter from 1980 to mid-1983: "peaked each year in
    /// the 2nd quarter" is false of every whole year (each year's top is its last quarter). A real season, a
    /// yearly swing on a gentle rise, peaks where it is said.
    @Test func aSeasonPeaksWhereItIsSaidInMostYears() {
        let quarters = (0..<16).map { q in Double(CivilCalendar.days(year: 1980 + q / 4, month: 1 + 3 * (q % 4), day: 1)) * CivilCalendar.secondsPerDay }
        let rates: [Double] = [3.5, 3.7, 4.0, 4.3, 4.7, 5.2, 5.8, 6.6, 7.0, 7.4, 7.8, 8.6, 9.1, 9.4, 9.2, 9.1]
        let q2 = PhaseRange(first: 1, count: 1), q1 = PhaseRange(first: 0, count: 1)
        #expect(!ClaimAudit.seasonHolds(Sample(TestCharts.series(rates.map { Optional($0) }, xs: quarters)), period: .quarterOfYear, high: q2, low: q1))
        let season = (0..<16).map { 100 + 0.2 * Double($0) + [0, 6, 2, -5][$0 % 4] }
        let sample = Sample(TestCharts.series(season.map { Optional($0) }, xs: quarters))
        #expect(ClaimAudit.seasonHolds(sample, period: .quarterOfYear, high: q2, low: PhaseRange(first: 3, count: 1)))
        #expect(!ClaimAudit.seasonHolds(sample, period: .quarterOfYear, high: PhaseRange(first: 3, count: 1), low: q2))
    }

    /// "The largest fall ran from 2007 to 2009" where 2008 was higher than 2007 is false: the fall's top and
    /// bottom are its own extremes.
    @Test func aFallRunsFromItsOwnTopToItsOwnBottom() {
        let ys: [Double] = [1_673, 1_854, 1_957, 2_104, 1_560, 1_914, 2_208]
        let l = lines([ys])
        #expect(!ClaimAudit.holds(.fall(series: 0, peak: ref(ys, 2), trough: ref(ys, 4)), l))
        #expect(ClaimAudit.holds(.fall(series: 0, peak: ref(ys, 3), trough: ref(ys, 4)), l))
    }

    /// A fitted "about 20,000" where the first value was 3,698 fails; the data's own level there is said instead.
    @Test func aFittedValueFarFromTheDataFailsAndTheDataGiveTheirOwn() {
        let ys: [Double] = [3_698, 9_000, 15_000, 22_000, 30_000, 37_000, 45_000]
        let l = lines([ys])
        let claim = Claim.about(series: 0, x: 0, value: 20_000, window: .centred)
        #expect(!ClaimAudit.holds(claim, l))
        #expect(ClaimAudit.dataThere(claim, l)?.median == 3_698)
        #expect(ClaimAudit.holds(.about(series: 0, x: 0, value: 5_000, window: .centred), l))
    }

    /// The US commercial paper rate every five years: a fitted "about 11" at the last point, 1985, between the record
    /// 12.49 of 1980 and 7.96, fails (the spread of three sparse points is the course, not noise), as does "about
    /// -0.2" in 1945 beside 0.75, 0.81 and 1.49. Iowa's nuclear output, 17 years zigzagging by 700, keeps its fitted
    /// trend ("about 4,480 in 2001", its first value 3,853): there the series' point-to-point noise is that large.
    @Test func anAboutInASparseSeriesIsReadAgainstItsOwnPointsAndNoise() {
        let rate: [Double] = [4.38, 4.4, 5.01, 3.45, 7.37, 4.0, 3.55, 0.75, 0.81, 0.75, 1.49, 2.31, 3.69, 4.43, 7.41, 6.15, 12.49, 7.96]
        let nuclear: [Double] = [3853, 4574, 3988, 4929, 4538, 5095, 4519, 5282, 4679, 4451, 5215, 4347, 5321, 4152, 5243, 4703, 5214]
        let l = lines([rate, nuclear])
        #expect(!ClaimAudit.holds(.about(series: 0, x: 17, value: 11, window: .centred), l))
        #expect(ClaimAudit.holds(.about(series: 0, x: 17, value: 8, window: .centred), l))
        #expect(!ClaimAudit.holds(.about(series: 0, x: 9, value: -0.2, window: .centred), l))
        #expect(ClaimAudit.holds(.about(series: 0, x: 9, value: 0.8, window: .centred), l))
        #expect(ClaimAudit.holds(.about(series: 1, x: 0, value: 4_480, window: .centred), l))
        #expect(ClaimAudit.holds(.about(series: 1, x: 16, value: 4_980, window: .centred), l))
        #expect(!ClaimAudit.holds(.about(series: 1, x: 16, value: 6_000, window: .centred), l))
    }

    /// A summary from the first point to the last that passes over a collapse of most of the range fails; the
    /// same summary with the collapse named holds.
    @Test func aSummaryMustNotHideACollapse() {
        let up: [Double] = (0..<100).map { Double($0) }
        let down: [Double] = (0..<20).map { 99 - 5 * Double($0) }
        let again: [Double] = (0..<100).map { 4 + 1.2 * Double($0) }
        let ys = up + down + again
        let l = lines([ys])
        let first = ref(ys, 0), last = ref(ys, ys.count - 1), top = ref(ys, 99), bottom = ref(ys, 119)
        #expect(!ClaimAudit.holds(.course(series: 0, moves: [ClaimMove(first, last)], pointByPoint: false), l))
        let named = [ClaimMove(first, top), ClaimMove(top, bottom), ClaimMove(bottom, last)]
        #expect(ClaimAudit.holds(.course(series: 0, moves: named, pointByPoint: false), l))
    }

    /// "No clear trend or pattern" is false of any short series and of a trend; it holds of white noise.
    @Test func noCourseHoldsOnlyWhereNoneShows() {
        var g = SyntheticSeries(seed: 5)
        let l = lines([[100, 120, 140, 160, 180, 200, 220], (0..<200).map { Double($0) / 20 + g.gaussian() }, g.whiteNoise(200)])
        #expect(!ClaimAudit.holds(.noCourse(series: 0), l))
        #expect(!ClaimAudit.holds(.noCourse(series: 1), l))
        #expect(ClaimAudit.holds(.noCourse(series: 2), l))
    }

    /// A correlation over 24 of 25 points holds only when its sentence says which were left out.
    @Test func aStatisticOverSomePointsSaysSo() {
        let l = lines([[1, 2, 3]])
        #expect(!ClaimAudit.holds(.subset(series: 0, count: 24, total: 25, saysSubset: false), l))
        #expect(ClaimAudit.holds(.subset(series: 0, count: 24, total: 25, saysSubset: true), l))
        #expect(ClaimAudit.holds(.subset(series: 0, count: 25, total: 25, saysSubset: false), l))
    }

    /// "Grew the most" is recomputed from the values at each series' ends.
    @Test func grewTheMostIsRecomputed() {
        let a: [Double] = [100, 145, 107], b: [Double] = [100, 80, 59]
        let l = lines([a, b])
        let entries = [SeriesGrowth(series: 0, from: ref(a, 0), to: ref(a, 2), ratio: 1.07),
                       SeriesGrowth(series: 1, from: ref(b, 0), to: ref(b, 2), ratio: 0.59)]
        #expect(ClaimAudit.holds(.changedMost(leader: 0, entries: entries), l))
        #expect(!ClaimAudit.holds(.changedMost(leader: 1, entries: entries), l))
        // …and the leader's own rise hides a rise of 45 % that fell most of the way back (point by point).
        #expect(!ClaimAudit.holds(.course(series: 0, moves: [ClaimMove(ref(a, 0), ref(a, 2))], pointByPoint: true), l))
    }
}
