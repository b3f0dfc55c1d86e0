import ChartDescriptorXML
import Foundation
import Testing
@testable import Narration

/// A lone series along time that shows no course, and whose findings tell none, is told first by that, its range
/// and its last value (the Southern Oscillation Index, which its runs above and below zero alone left without
/// either); a series with a season is told by its season, never "no clear trend or pattern".
@Suite struct NoCourseLeadTests {
    /// Ten years of months: noise around zero, or a yearly season with the same noise.
    static func monthly(season: Bool, last: Double? = nil) -> String {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var points = ""
        for k in 0..<120 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = Double(state >> 11) / Double(UInt64(1) << 53) * 20 - 10
            let value = k == 119 ? last ?? noise : (season ? 30 * sin(2 * Double.pi * Double(k) / 12) : 0) + noise
            points += #"<point x="\#(2000 + k / 12)-\#(String(format: "%02d", k % 12 + 1))-01" y="\#(String(format: "%.1f", value))"/>"#
        }
        return """
        <chart id="n" type="line"><title>Index</title><x-axis type="date"><title>Month</title></x-axis><y-axis/>
          <series name="Index">\(points)</series></chart>
        """
    }

    @Test(arguments: [("en", "Index showed no clear trend or pattern, with", "and ending at"),
                      ("zh", "Index没有明显的趋势或规律", "最后为2009年12月的")])
    func aSeriesWithoutACourseIsToldByItsRangeAndItsEnd(language: String, lead: String, end: String) throws {
        let report = try DescriptorReader().read(bytes: Array(Self.monthly(season: false).utf8), fileName: "n.xml")
        let chart = try Narrator(language: language).narrate(report).charts[0]
        #expect(chart.generatedShort.contains(lead) && chart.generatedShort.contains(end), "\(chart.generatedShort)")
        #expect(chart.long.first?.hasPrefix(lead) == true, "\(chart.long.first ?? "")")
        // Values on both sides of zero are counted in the axis's unit.
        #expect(chart.generatedShort.contains(language == "en" ? "months above zero and" : "个月高于零"), "\(chart.generatedShort)")
        let seasonal = try DescriptorReader().read(bytes: Array(Self.monthly(season: true).utf8), fileName: "s.xml")
        let told = try Narrator(language: language).narrate(seasonal).charts[0]
        #expect(!told.generatedShort.contains(lead) && !told.long.joined().contains(lead), "\(told.generatedShort)")
    }

    @Test(arguments: [("en", "and ending at that low.", "ending at -10.3"), ("zh", "，并以该最低点结束。", "最后为2009年12月的")])
    func anEndAtTheLowIsSaidOnce(language: String, once: String, twice: String) throws {
        let report = try DescriptorReader().read(bytes: Array(Self.monthly(season: false, last: -10.3).utf8), fileName: "n.xml")
        let short = try Narrator(language: language).narrate(report).charts[0].generatedShort
        #expect(short.contains(once) && !short.contains(twice), "\(short)")
    }
}
