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

    /// R's warpbreaks: mean breaks of two wools at low, medium and high tension. Three bars a series are too
    /// few for any course, and "no clear trend" says more than they can; the short says where each series is
    /// highest and lowest, which the picture shows (wool A's tall bar at L, wool B's short one at H).
    static let warpbreaks = """
    <chart id="w" type="column"><title>Mean warp breaks by tension and wool</title>
      <x-axis type="category" ordered="true"><title>tension</title>
        <category id="L"/><category id="M"/><category id="H"/></x-axis><y-axis/>
      <series name="wool A"><point x="L" y="44.56"/><point x="M" y="24.0"/><point x="H" y="24.56"/></series>
      <series name="wool B"><point x="L" y="28.22"/><point x="M" y="28.78"/><point x="H" y="18.78"/></series>
    </chart>
    """

    @Test(arguments: [("en", "Wool A ranged from 24.00 in M to 44.56 in L. Wool B ranged from 18.78 in H to 28.78 in M."),
                      ("zh", "wool A的最低值是24.00（M），最高值是44.56（L）。wool B的最低值是18.78（H），最高值是28.78（M）。")])
    func fewBarsOverOrderedCategoriesSayEachSeriesHighAndLow(language: String, expected: String) throws {
        let report = try DescriptorReader().read(bytes: Array(Self.warpbreaks.utf8), fileName: "w.xml")
        let short = try Narrator(language: language).narrate(report).charts[0].generatedShort
        #expect(short.hasSuffix(expected), "\(short)")
        #expect(!short.contains("trend") && !short.contains("趋势"))
    }
}
