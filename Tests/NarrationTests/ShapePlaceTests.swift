import ChartAnalysis
import ChartModel
import Foundation
import Testing
@testable import Narration

/// A year of hourly temperatures that rises to a summer plateau and falls (as Seattle's 2010 readings do):
/// the shape's places are said to the day, and the short description keeps the rise and the fall.
@Suite struct ShapePlaceTests {
    static let start = Double(CivilCalendar.days(year: 2010, month: 1, day: 1)) * 86_400
    static let hours = 365 * 24

    static var chart: Chart {
        let points = (0..<hours).map { h -> DataPoint in
            let day = Double(h) / 24
            let level = day < 208 ? 40 + 27 * day / 208 : day < 229 ? 67 : 67 - 28 * (day - 229) / 136
            return DataPoint(x: start + Double(h) * 3600, y: (level * 10).rounded() / 10)
        }
        return Chart(id: "temps", type: .line, title: LocalizedText([.init(language: "en", text: "Temperature")]),
                     xAxis: Axis(kind: .date), yAxis: Axis(kind: .numeric),
                     series: [Series(name: LocalizedText([.init(language: "en", text: "Temperature")]), isContinuous: true,
                                     points: points)])
    }

    static func sentence(_ language: String, _ precision: FindingPhraser.Precision) throws -> String {
        let narrator = try Narrator(language: language)
        let chart = Self.chart
        let p = chart.series[0].points
        let r = { (i: Int) in PointRef(index: i, x: p[i].x, y: p[i].y ?? 0) }
        var insights = ChartAnalyzer.analyze(chart)
        let shape = SeriesShape(series: 0, segments: [
            ShapeSegment(start: r(0), end: r(208 * 24 + 18), direction: .rising, startLevel: 40, endLevel: 67),
            ShapeSegment(start: r(208 * 24 + 18), end: r(229 * 24 + 17), direction: .flat, startLevel: 67, endLevel: 67),
            ShapeSegment(start: r(229 * 24 + 17), end: r(hours - 1), direction: .falling, startLevel: 67, endLevel: 39),
        ], isApproximate: true, residualStandardDeviation: 3, endsAtRecordHigh: false)
        insights.findings = [Finding(series: [0], salience: 0.9, detail: .shape(shape))]
        let facts = try ChartFacts(chart: chart, index: 0, insights: insights, renderer: narrator.renderer,
                                   options: narrator.options, language: language, documentLanguage: "en")
        return try FindingPhraser(facts: facts).sentence(insights.findings[0], precision: precision)
    }

    @Test func placesOfAShapeOverMonthsOfHourlyDataAreDays() throws {
        let full = try Self.sentence("en", .full)
        #expect(full == "Temperature rose from about 40 on Jan 1 to about 67 on Jul 28, held around 67 until Aug 18, then fell to about 39 on Dec 31.")
        #expect(try Self.sentence("zh", .full) == "Temperature从1月1日的约40升至7月28日的约67，在8月18日之前保持在67左右，随后降至12月31日的约39。")
    }

    @Test func theShortDescriptionKeepsTheRiseBeforeAPlateauAndTheFallAfterIt() throws {
        #expect(try Self.sentence("en", .brief) == "Temperature rose from about 40 on Jan 1 to about 67 on Jul 28, then fell to about 39 on Dec 31.")
    }
}
