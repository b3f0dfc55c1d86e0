import ChartDescriptorXML
import ChartModel
import Testing
@testable import Narration

/// A series of up to a dozen points is described point by point, never as "no clear trend": three rising months
/// are a rise at every step to a reader, a GDP that rose in six years of seven a rise with its one dip, and a
/// revenue that peaked a year before the end a rise to that high, then the end.
@Suite struct ShortCourseTests {
    static let xml = """
    <chart id="v" type="line"><title>Website visits</title>
      <x-axis type="date"><title>Month</title></x-axis><y-axis><title>Visits</title></y-axis>
      <series name="Visits"><point x="2024-01-01" y="1200"/><point x="2024-02-01" y="1350"/><point x="2024-03-01" y="1610"/></series>
    </chart>
    """

    @Test(arguments: [("en", "Visits rose 34% from 1,200 in Jan to a high of 1,610 in Mar, up every month."),
                      ("zh", "Visits从1月的1,200上升34%，至3月的最高点1,610，逐月上升。")])
    func aShortDatedSeriesSaysWhereItStartedAndEnded(language: String, expected: String) throws {
        let report = try DescriptorReader().read(bytes: Array(Self.xml.utf8), fileName: "v.xml")
        let short = try Narrator(language: language).narrate(report).charts[0].generatedShort
        #expect(short.hasSuffix(expected), "\(short)")
        #expect(!short.contains("trend") && !short.contains("趋势"))
    }

    static func yearly(_ name: String, _ labels: [String], _ values: [Double]) -> String {
        let points = zip(labels, values).map { #"<point x="\#($0)" y="\#($1)"/>"# }.joined()
        let categories = labels.map { #"<category id="\#($0)"/>"# }.joined()
        return """
        <chart id="y" type="line"><x-axis type="category" ordered="true"><title>Year</title>\(categories)</x-axis>
          <y-axis/><series name="\(name)">\(points)</series></chart>
        """
    }

    @Test(arguments: [
        ("en", "GDP rose 40% from 19,480 in 2017 to a high of 27,360 in 2023, dipping only in 2020."),
        ("zh", "GDP从2017的19,480上升40%，至2023的最高点27,360，仅2020有所回落。"),
    ])
    func aRiseInSixYearsOfSevenIsSaidWithItsDip(language: String, expected: String) throws {
        let xml = Self.yearly("GDP", (2017...2023).map(String.init), [19_480, 20_530, 21_380, 20_890, 23_320, 25_460, 27_360])
        let short = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "g.xml")).charts[0].generatedShort
        #expect(short.hasSuffix(expected), "\(short)")
    }

    @Test(arguments: [
        ("en", "Revenue rose 83% from 215 in FY2019 to a high of 394 in FY2022, then fell to 383 in FY2023."),
        ("zh", "Revenue从FY2019的215上升83%，至FY2022的最高点394，随后降至FY2023的383。"),
    ])
    func aPeakBeforeTheEndIsSaidInTheShortAsInTheLong(language: String, expected: String) throws {
        let xml = Self.yearly("Revenue", ["FY2019", "FY2020", "FY2021", "FY2022", "FY2023"], [215, 260, 330, 394, 383])
        let chart = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "r.xml")).charts[0]
        #expect(chart.generatedShort.hasSuffix(expected), "\(chart.generatedShort)")
        // The long description tells the same course with the same numbers.
        #expect(chart.long.joined(separator: " ").contains(language == "en" ? "rose 83% from 215 in FY2019 to a high of 394 in FY2022" : "上升83%，至FY2022的最高点394"))
        #expect(!chart.long.joined().contains(language == "en" ? " led " : "最高，为"))
    }

    /// R's warpbreaks: mean breaks of two wools at low, medium and high tension. Three bars a series are
    /// described bar by bar: wool A falls from its tall bar at L; with both wools the long description also says
    /// who is higher at each tension, every bar with its value (the wools swap places at M).
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
                       "Wool A fell 45% from 44.56 in L to 24.56 in H."),
                      ("zh", "wool A在L（44.56对28.22）和H（24.56对18.78）高于wool B；wool B在M（28.78对24.00）更高。",
                       "wool A从L的44.56下降45%，至H的24.56。")])
    func fewBarsOverOrderedCategoriesAreDescribedBarByBar(language: String, both: String, alone: String) throws {
        let one = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(Self.warpbreaks([Self.woolA]).utf8), fileName: "w.xml")).charts[0]
        #expect(one.generatedShort.hasSuffix(alone), "\(one.generatedShort)")
        let two = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(Self.warpbreaks([Self.woolA, Self.woolB]).utf8), fileName: "w.xml")).charts[0]
        #expect(two.long.joined(separator: " ").contains(both), "\(two.long)")
        for short in [one.generatedShort, two.generatedShort] {
            #expect(!short.contains("trend") && !short.contains("趋势") && !short.contains(" led "))
        }
    }

    /// A plain number on a titled numeric axis is said with the axis's name ("at trading day 3"), where a bare
    /// "at 3" after a value reads as another value (zh already says the position apart: "4.9（3）").
    @Test(arguments: [("en", "4.9 at trading day 3"), ("zh", "trading day为3时的最高点4.9"), ("de", "4,9 bei „Trading day“ 3"),
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
        // The course's start is placed on the named axis too.
        if language == "en" { #expect(long.contains("from 0.5 at trading day 1"), "\(long)") }
        if language == "zh" { #expect(long.contains("从trading day为1时的0.5"), "\(long)") }
    }

    static func numericYears(_ name: String, _ xs: [Int], _ values: [Double]) -> String {
        let points = zip(xs, values).map { #"<point x="\#($0)" y="\#($1)"/>"# }.joined()
        return """
        <chart id="n" type="line"><x-axis type="numeric"><title>Year</title></x-axis>
          <y-axis/><series name="\(name)">\(points)</series></chart>
        """
    }

    /// A census every ten years rises "at every step": no year between two censuses is seen ("up every year"
    /// claimed nine unseen years of each ten).
    @Test(arguments: [("en", "at every step."), ("zh", "每一步都上升。")])
    func aTenYearlyRiseIsUpAtEveryStepNotEveryYear(language: String, expected: String) throws {
        let xml = Self.numericYears("Population", [1851, 1861, 1871, 1881, 1891, 1901], [2.4, 3.2, 3.7, 4.3, 4.8, 5.4])
        let short = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "c.xml")).charts[0].generatedShort
        #expect(short.hasSuffix(expected), "\(short)")
    }

    /// A step that does not change is not a step the way of the net change: a census that rose, held at one value
    /// and rose again is not "up at every step" (placebo patients' 16.3 % and 16.3 % were said "down at every step").
    @Test(arguments: ["en", "zh"])
    func aFlatStepIsNotAStepOfTheChange(language: String) throws {
        let xml = Self.numericYears("Population", [1851, 1861, 1871, 1881, 1891, 1901], [2.4, 3.2, 3.7, 3.7, 4.8, 5.4])
        let short = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "c.xml")).charts[0].generatedShort
        #expect(!short.contains(language == "zh" ? "每一步" : "every step"), "\(short)")
        #expect(short.contains("5.4"), "\(short)")
    }

    /// An axis titled as years that runs from year 20 to 2000 holds calendar years: "in 2000", not "at year
    /// 2,000", and a year below 1000 keeps its era ("20 AD", zh "公元20年").
    @Test(arguments: [("en", "from 638 in 20 AD to a high of 1,703 in 2000"), ("zh", "从公元20年的638")])
    func yearsFromTwentyToTwoThousandAreCalendarYears(language: String, expected: String) throws {
        let xml = Self.numericYears("CH4", [20, 520, 1020, 1520, 2000], [638, 660, 662, 690, 1703])
        let chart = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "g.xml")).charts[0]
        let long = chart.long.joined(separator: " ")
        #expect(long.contains(expected), "\(long)")
        #expect(!long.contains("2,000"))
    }
}

/// The short rounds a change and its ends to one precision, so that a listener who subtracts the ends gets the
/// change: an index from 100.84 to 97.44 "fell by 3.4 from 100.8 … to 97.4", never "by 3.40 from 100.8 to
/// 97.44" (which subtracts to 3.36; euro-area retail's quarterly index).
@Suite struct BriefRoundingTests {
    @Test(arguments: [("en", "fell by 3.4 from 100.8 in 2006 to a low of 97.4 in 2009"), ("zh", "从2006的100.8下降3.4，至2009的最低点97.4")])
    func aChangeAndItsEndsShareOnePrecision(language: String, expected: String) throws {
        let xml = ShortCourseTests.yearly("Index", ["2006", "2007", "2008", "2009"], [100.84, 99.91, 98.62, 97.44])
        let report = try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "r.xml")
        let short = try Narrator(language: language).narrate(report).charts[0].generatedShort
        #expect(short.contains(expected), "\(short)")
    }
}

/// Zero is said as "0", whatever decimals the data carry: "up from 0.000 on Aug 27, 1989" (Ansett's weekly
/// traffic in the pilots' dispute) padded nothing.
@Suite struct ZeroValueTests {
    @Test func zeroIsSaidWithoutDecimals() throws {
        let f = try AxisFormatter(axis: Axis(kind: .numeric), name: "y", chartID: "c", language: "en", locale: "en",
                                  documentLanguage: "en", sampleX: [], sampleValues: [26.72, 0, 32.468, 16.518])
        #expect(f.value(0) == "0" && f.value(0, .brief) == "0" && f.value(0, .derived) == "0")
        #expect(f.value(26.72) == "26.720")
    }
}

/// The turn inside a level and the recovery past a collapse's start are said in every language's words.
@Suite struct LevelTurnNarrationTests {
    private func long(_ name: String, _ values: [Double], _ language: String) throws -> String {
        let xml = ShortCourseTests.yearly(name, stride(from: 1960, through: 2020, by: 5).map(String.init), values)
        let chart = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "p.xml")).charts[0]
        return chart.long.joined(separator: " ")
    }

    @Test(arguments: [("en", "held around 13 until 1990, dipping to 11.94 in 1985, then rose 3.1-fold"),
                      ("zh", "在1990之前保持在13左右，1985曾降至11.94，随后上升为原来的3.1倍")])
    func aLevelSaysItsOneFall(language: String, expected: String) throws {
        let text = try long("Population", [9.0, 9.96, 11.17, 12.69, 13.36, 11.94, 12.41, 18.11, 20.78, 25.65, 29.19, 34.41, 38.93], language)
        #expect(text.contains(expected), "\(text)")
    }

    @Test(arguments: [("en", "fell 22% to 5.69 in 1995, then rose 2.3-fold to a high of 13.15 in 2020, back above the 1990 level by 2000."),
                      ("zh", "随后上升为原来的2.3倍，至2020的最高点13.15，2000已回升至1990的水平之上。")])
    func aRecoverySaysWhereItPassesTheCollapsesStart(language: String, expected: String) throws {
        let text = try long("Population", [2.97, 3.35, 3.9, 4.52, 5.25, 6.27, 7.32, 5.69, 8.11, 9.03, 10.31, 11.64, 13.15], language)
        #expect(text.contains(expected), "\(text)")
    }

    /// Dutch motorcycles every five years (thousands): told move by move, the short says the collapse and the
    /// recovery to the chart's end, not the collapse alone.
    @Test(arguments: [("en", "fell 61% from 173 in 1960 to a low of 68 in 1975, then rose to 162 in 1990."),
                      ("zh", "从1960的173下降61%，至1975的最低点68，随后回升至1990的162。")])
    func aShortToldMoveByMoveSaysTheRecoveryToTheEnd(language: String, expected: String) throws {
        let xml = ShortCourseTests.yearly("Motorcycles", stride(from: 1950, through: 1990, by: 5).map(String.init),
                                          [95, 146, 173, 140, 72, 68, 103, 128, 162])
        let short = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "m.xml")).charts[0].generatedShort
        #expect(short.hasSuffix(expected), "\(short)")
    }
}
