import ChartDescriptorXML
import ChartModel
import Testing
@testable import Narration

/// How positions, tied points and the values of a dominant series are said: an axis title's bracketed unit is
/// said once, in the axis sentence; consecutive tied points are a span; two categories have no separate last;
/// a value keeps the digits it was written with beside a far smaller series; a course that goes one way with
/// pauses is said whole in the short description.
@Suite struct PositionAndValueWordingTests {
    static func narrate(_ xml: String, _ language: String = "en") throws -> ChartNarration {
        let report = try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "c.xml")
        return try Narrator(language: language).narrate(report).charts[0]
    }

    /// "Kuwait (45,920 at religiosity (index) 2.75)" put the unit between the name and the number.
    @Test func aBracketedUnitIsLeftOutOfPositions() throws {
        let xs = [42.0, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64]
        let points = xs.enumerated().map { #"<point x="\#($1)" y="\#(100 + 6 * Double($0) + Double(($0 * 7) % 5))"/>"# }.joined()
        let chart = try Self.narrate("""
        <chart id="e" type="scatter"><x-axis><title>Stretch (mm)</title></x-axis><y-axis><title>Distance (cm)</title></y-axis>\
        <series name="Distance">\(points)</series></chart>
        """)
        let text = chart.long.joined(separator: " ")
        #expect(text.contains("“Stretch (mm)”"), "the axis sentence keeps the title whole: \(text)")
        // A relation keeps its units (a slope is said per them); a position does not repeat them.
        #expect(!text.contains("at stretch (mm)"), "\(text)")
        #expect(text.contains("at stretch 4") || text.contains("at stretch 5") || text.contains("at stretch 6"), "\(text)")
        #expect(ChartFacts.withoutBracketedUnit("Religiosity [index]") == "Religiosity")
        #expect(ChartFacts.withoutBracketedUnit("剂量（毫克）") == "剂量")
        #expect(ChartFacts.withoutBracketedUnit("(index)") == "(index)")
        // A bracket that scales or relates the numbers stays: "China (1,412)" is no count of people.
        #expect(ChartFacts.withoutBracketedUnit("Population (millions)") == "Population (millions)")
        #expect(ChartFacts.withoutBracketedUnit("Deaths (per 100,000)") == "Deaths (per 100,000)")
        #expect(ChartFacts.withoutBracketedUnit("Share (%)") == "Share (%)")
    }

    /// Of two categories the second is the last: "0.41 ahead of Tenured (3.99); Tenured came last with 3.99"
    /// said one bar twice.
    @Test(arguments: [("en", "Not tenured led with 4.40, 0.41 ahead of Tenured (3.99)."), ("zh", "Not tenured最高，为4.40，比Tenured（3.99）高0.41。")])
    func twoCategoriesHaveNoSeparateLast(language: String, expected: String) throws {
        let chart = try Self.narrate("""
        <chart id="t" type="bar"><x-axis type="category"><category id="Not tenured"/><category id="Tenured"/></x-axis>\
        <y-axis/><series name="Male"><point x="Not tenured" y="4.40"/><point x="Tenured" y="3.99"/></series></chart>
        """, language)
        let text = chart.findings.map(\.text).joined(separator: " ")
        #expect(text.contains(expected), "\(text)")
        #expect(!text.contains("came last") && !text.contains("最低"), "\(text)")
    }

    /// Seeds 12 to 16 all had no Final Four team: "a low of 0 at seed 12, 13, and 3 other points" hid the run.
    @Test(arguments: [("en", "a low of 0 at seed 12 through 16"), ("zh", "最低值是0（12至16）")])
    func consecutiveTiedPointsAreASpan(language: String, expected: String) throws {
        let teams = [63, 33, 17, 14, 7, 6, 4, 6, 2, 1, 3, 0, 0, 0, 0, 0]
        let points = teams.enumerated().map { #"<point x="\#($0 + 1)" y="\#($1)"/>"# }.joined()
        let chart = try Self.narrate("""
        <chart id="n" type="bar"><x-axis><title>Seed</title></x-axis><y-axis><title>Teams</title></y-axis>\
        <series name="Teams">\(points)</series></chart>
        """, language)
        let text = chart.long.joined(separator: " ")
        #expect(text.contains(expected), "\(text)")
    }

    /// The largest of three death rates, 173.5 beside 6.23, was "174" in 1940 and "146.3" in 1953: a value keeps
    /// the digits it was written with where they are no more than four. In the short description the rate's
    /// fall with its pauses is said whole, not its two largest middle segments.
    @Test func aDominantSeriesKeepsItsDigitsAndItsWholeFall() throws {
        let years = Array(1940...2014)
        let old = years.indices.map { k -> Double in
            let t = Double(k)
            let v = t < 13 ? 173.5 - 2.1 * t : t < 18 ? 146.3 : t < 49 ? 144.7 - 1.79 * (t - 18) : t < 62 ? 89.3 + 0.23 * (t - 49) : 92.3 - 1.4 * (t - 62)
            return (v * 10).rounded() / 10
        }
        let middle = years.indices.map { ((27.7 - 0.24 * Double($0)) * 10).rounded() / 10 }
        let young = years.indices.map { ((6.23 - 0.057 * Double($0)) * 100).rounded() / 100 }
        func series(_ name: String, _ ys: [Double]) -> String {
            "<series name=\"\(name)\">" + years.indices.map { #"<point x="\#(years[$0])" y="\#(ys[$0])"/>"# }.joined() + "</series>"
        }
        let chart = try Self.narrate("""
        <chart id="d" type="line"><x-axis><title>Year</title></x-axis><y-axis><title>Deaths per 1,000</title></y-axis>\
        \(series("Age 85", old))\(series("Age 65", middle))\(series("Age 45", young))</chart>
        """)
        let long = chart.long.joined(separator: " ")
        #expect(long.contains("173.5") && !long.contains("174 "), "\(long)")
        #expect(chart.generatedShort.contains("Age 85 fell from 173.5 in 1940 to 75.5 in 2014"), "\(chart.generatedShort)")
    }

    /// A labelled scatter's x-axis ends are named by their points (the UN's 188 countries: "runs from Sudan (36) to
    /// Switzerland (42,416)"), where one labelled point lies at each; a line chart's are positions only.
    @Test(arguments: [("en", "runs from Sudan (36) to Switzerland (42,416)"), ("zh", "的范围是Sudan（36）至Switzerland（42,416）")])
    func aLabelledScattersXEndsAreNamed(language: String, expected: String) throws {
        let countries = [("Sudan", 36.0, 70.0), ("Chad", 187, 112), ("Japan", 41_718, 4), ("Switzerland", 42_416, 5), ("Peru", 2_611, 45)]
        let points = countries.map { #"<point x="\#($0.1)" y="\#($0.2)" label="\#($0.0)"/>"# }.joined()
        let chart = try Self.narrate("""
        <chart id="u" type="scatter"><x-axis><title>GDP per capita</title></x-axis><y-axis><title>Infant deaths</title></y-axis>\
        <series name="Countries">\(points)</series></chart>
        """, language)
        let text = chart.long.joined(separator: " ")
        #expect(text.contains(expected), "\(text)")
    }

    /// A digest interval counts its points as the series' steps are counted: midterms four years apart are
    /// "3 values", not "3 years".
    @Test func aDigestCountsPointsFourYearsApartAsValues() throws {
        let seats = [-24.2, -1.1, -16.3, -6.3, -25.0, -5.1, -13.5, -2.7, -4.6, -20.9, 2.4, 3.6, -12.9, -24.9, -6.5, -16.5]
        let points = seats.enumerated().map { #"<point x="\#(1958 + 4 * $0)" y="\#($1)"/>"# }.joined()
        let chart = try Self.narrate("""
        <chart id="m" type="line"><x-axis><title>Midterm</title></x-axis><y-axis/><series name="Seat change">\(points)</series></chart>
        """)
        let digests = chart.digests.joined(separator: " ")
        #expect(!digests.isEmpty && !digests.contains(" years,") && digests.contains(" values,"), "\(digests)")
    }
}
