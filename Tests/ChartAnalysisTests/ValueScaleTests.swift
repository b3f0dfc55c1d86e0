import ChartModel
import Testing
@testable import ChartAnalysis

/// What the values allow: a percentage change is said only where the values span a few per cent of their
/// level (Lake Huron's level does not), and never on an interval scale.
@Suite struct ValueScaleTests {
    static func scale(_ ys: [Double], unit: AxisUnit? = nil) -> ValueScale {
        let chart = Chart(id: "c", type: .line, xAxis: Axis(kind: .numeric), yAxis: Axis(kind: .numeric, unit: unit),
                          series: [Series(name: LocalizedText("s"), isContinuous: true,
                                          points: ys.enumerated().map { DataPoint(x: Double($0.offset), y: $0.element) })])
        return ChartAnalyzer.analyze(chart).values
    }

    @Test func percentChangesNeedValuesThatSpanAFewPerCentOfTheirLevel() {
        // Lake Huron, feet above sea level: 575.96 to 581.86, a span of 1 %.
        let lake = Self.scale([580.38, 581.86, 578.9, 576.24, 580.85, 575.96, 579.96])
        #expect(lake.isRatio && !lake.percentChangesMean)
        // Saudi oil, 111 to 550: percentages and factors mean something.
        #expect(Self.scale([111, 509.8, 172.1, 549.8]).percentChangesMean)
        // A span of exactly 5 % of the smallest is enough; 4.9 % is not.
        #expect(Self.scale([100, 105]).percentChangesMean && !Self.scale([100, 104.9]).percentChangesMean)
        // Counts from zero, and temperatures in °C never.
        #expect(Self.scale([0, 3, 1]).percentChangesMean)
        #expect(!Self.scale([4.4, 7.7, 12], unit: .cldr("temperature-celsius")).percentChangesMean)
    }
}
