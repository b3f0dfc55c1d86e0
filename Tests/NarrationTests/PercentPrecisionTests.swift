import ChartModel
import Testing
@testable import Narration

/// Rounding a percentage for saying never makes it sound like 0 % or 100 % when it is not: "fell 100 %" says
/// the value went to zero.
@Suite struct PercentPrecisionTests {
    @Test func wholePercentsFromTenOneDecimalBelow() {
        #expect(PercentPrecision.skeleton(47) == "percent precision-integer")
        #expect(PercentPrecision.skeleton(-4.2) == "percent .#")
    }

    @Test func aFallOfAlmostAllIsNotSaidAsAHundredPercent() {
        #expect(PercentPrecision.skeleton(-99.8) == "percent .#")
        #expect(PercentPrecision.skeleton(99.96) == "percent .##")
        #expect(PercentPrecision.skeleton(-100) == "percent precision-integer")
    }

    @Test func aTinyChangeIsNotSaidAsNone() {
        #expect(PercentPrecision.skeleton(0.04) == "percent .##")
        #expect(PercentPrecision.skeleton(0) == "percent .#")
    }

    @Test func hugeRatiosAreScientific() {
        #expect(PercentPrecision.skeleton(1e300) == "percent scientific .#")
        #expect(PercentPrecision.skeleton(.infinity) == "percent scientific .#")
    }

    /// The pizza sizes chart (14,403 small to 28 XXL): a fall of 99.8 %.
    @Test func theSentenceSaysTheDecimal() throws {
        let ys: [Double] = [14_403, 15_635, 18_956, 544, 28]
        let chart = Chart(id: "p", type: .line, title: LocalizedText("Pizzas"), xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric),
                          series: [Series(name: LocalizedText("Pizzas"), isContinuous: true,
                                          points: ys.indices.map { DataPoint(x: Double($0 + 1), y: ys[$0]) })])
        let text = try Narrator(language: "en").narrate(Report(language: "en", charts: [chart])).charts[0].long.joined(separator: " ")
        #expect(!text.contains("100%"), "\(text)")
    }
}
