import ChartDescriptorXML
import ChartModel
import Testing
@testable import Narration

/// A series too short for a shape test (2–9 values on a date axis) is described by where it started and ended,
/// not as "no clear trend": three rising months are a rise to a reader, just not a tested one.
@Suite struct ShortCourseTests {
    static let xml = """
    <chart id="v" type="line"><title>Website visits</title>
      <x-axis type="date"><title>Month</title></x-axis><y-axis><title>Visits</title></y-axis>
      <series name="Visits"><point x="2024-01-01" y="1200"/><point x="2024-02-01" y="1350"/><point x="2024-03-01" y="1610"/></series>
    </chart>
    """

    @Test(arguments: [("en", "Visits went from 1,200 (Jan) to 1,610 (Mar)."), ("zh", "Visits从1,200（1月）变为1,610（3月）。")])
    func aShortDatedSeriesSaysWhereItStartedAndEnded(language: String, expected: String) throws {
        let report = try DescriptorReader().read(bytes: Array(Self.xml.utf8), fileName: "v.xml")
        let short = try Narrator(language: language).narrate(report).charts[0].generatedShort
        #expect(short.hasSuffix(expected), "\(short)")
        #expect(!short.contains("trend") && !short.contains("趋势"))
    }
}
