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
    /// few for any course, and "no clear trend" says more than they can. With both wools the short says who is
    /// higher at each tension, every bar with its value (the wools swap places at M); one wool alone is ranked
    /// (its tall bar at L first).
    static func warpbreaks(_ series: [String]) -> String {
        """
        <chart id="w" type="column"><title>Mean warp breaks by tension and wool</title>
          <x-axis type="category" ordered="true"><title>tension</title>
            <category id="L"/><category id="M"/><category id="H"/></x-axis><y-axis/>
          \(series.joined(separator: "\n"))
        </chart>
        """
    }
    static let woolA = #"<series name="wool A"><point x="L" y="44.56"/><point x="M" y="24.0"/><point x="H" y="24.56"/></series>"#
    static let woolB = #"<series name="wool B"><point x="L" y="28.22"/><point x="M" y="28.78"/><point x="H" y="18.78"/></series>"#

    @Test(arguments: [("en", "Wool A was higher than wool B at L (44.56 against 28.22) and H (24.56 against 18.78); wool B was higher at M (28.78 against 24.00).",
                       "L led with 44.56, 20.00 ahead of H; M came last with 24.00."),
                      ("zh", "wool A在L（44.56对28.22）和H（24.56对18.78）高于wool B；wool B在M（28.78对24.00）更高。",
                       "L最高，为44.56，比H高20.00；M最低，为24.00。")])
    func fewBarsOverOrderedCategoriesSayWhoIsHigherWhereNotATrend(language: String, both: String, alone: String) throws {
        for (series, expected) in [([Self.woolA, Self.woolB], both), ([Self.woolA], alone)] {
            let report = try DescriptorReader().read(bytes: Array(Self.warpbreaks(series).utf8), fileName: "w.xml")
            let short = try Narrator(language: language).narrate(report).charts[0].generatedShort
            #expect(short.hasSuffix(expected), "\(short)")
            #expect(!short.contains("trend") && !short.contains("趋势"))
        }
    }

    /// A plain number on a titled numeric axis is said with the axis's name ("at trading day 3"), where a bare
    /// "at 3" after a value reads as another value (zh already says the position apart: "4.9（3）").
    @Test(arguments: [("en", "4.9 at trading day 3"), ("zh", "最高值是4.9（3）"), ("de", "4,9 bei „Trading day“ 3"),
                      ("ru", "4,9 при «Trading day» 3")])
    func aNumericPositionNamesItsAxis(language: String, expected: String) throws {
        let xml = """
        <chart id="r" type="line"><title>Returns</title>
          <x-axis type="numeric"><title>Trading day</title></x-axis><y-axis><title>Return</title></y-axis>
          <series name="Return"><point x="1" y="0.5"/><point x="2" y="0.7"/><point x="3" y="4.9"/><point x="4" y="0.6"/></series>
        </chart>
        """
        let report = try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "r.xml")
        let long = try Narrator(language: language).narrate(report).charts[0].long.joined(separator: " ")
        #expect(long.contains(expected), "\(long)")
        // A span's start is named too, its end not again.
        if language == "en" { #expect(long.contains("From trading day 1 to 4 it went from 0.5 to 0.6"), "\(long)") }
        if language == "zh" { #expect(long.contains("从Trading day=1到4"), "\(long)") }
    }
}
