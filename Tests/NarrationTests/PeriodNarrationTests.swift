import ChartDescriptorXML
import ChartModel
import Testing
@testable import Narration

/// Issue 36, item 4: data written as periods keep their granularity in what is said, in every catalog: a
/// quarter is a quarter (even a year apart), a half a half, a fiscal year is said by its label and never as
/// the calendar year; digests over quarters count quarters; speech says "the third quarter of 2021".
@Suite struct PeriodNarrationTests {
    static func xml(_ xs: [String], _ ys: [Double], title: String = "Revenue") -> String {
        """
        <chart id="c" type="line"><title>\(title)</title><x-axis/><y-axis><title>\(title)</title></y-axis>
          <series name="\(title)">\(zip(xs, ys).map { "<point x=\"\($0)\" y=\"\($1)\"/>" }.joined())</series>
        </chart>
        """
    }

    func narration(_ xml: String, _ language: String) throws -> ChartNarration {
        let report = try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "p.xml")
        return try Narrator(language: language).narrate(report).charts[0]
    }

    static let quarters = xml(["2021-Q1", "2021-Q2", "2021-Q3", "2021-Q4", "2022-Q1", "2022-Q2"], [100, 120, 90, 130, 140, 150])

    @Test(arguments: [("en", "Revenue ranged from a low of 90 in Q3 2021 to a high of 150 in Q2 2022."),
                      ("zh", "Revenue的最低值是90（2021年第3季度），最高值是150（2022年第2季度）。")])
    func quartersAreSaidAsQuartersNotRankedAsNames(language: String, expected: String) throws {
        let n = try narration(Self.quarters, language)
        #expect(n.long.joined(separator: " ").contains(expected), "\(n.long)")
        #expect(!n.generatedShort.contains("led") && !n.generatedShort.contains("最高，为"), "\(n.generatedShort)")
    }

    @Test(arguments: [("en", "Q3 2019", "Q3 2021"), ("zh", "2019年第3季度", "2021年第3季度")])
    func theSameQuarterOfEachYearIsStillAQuarter(language: String, first: String, last: String) throws {
        let n = try narration(Self.xml(["Q3 2019", "Q3 2020", "Q3 2021"], [5, 7, 9]), language)
        let long = n.long.joined(separator: " ")
        #expect(long.contains(first) && long.contains(last), "\(long)")
    }

    @Test(arguments: [("en", ["FY2019", "FY2022"], "in FY2019"), ("zh", ["2019财年", "2022财年"], "2019财年"),
                      ("de", ["GJ 2019", "GJ 2022"], "im GJ 2019"), ("fr", ["l’exercice 2019"], "sur l’exercice 2019")])
    func fiscalYearsAreSaidByTheirLabel(language: String, labels: [String], at: String) throws {
        let n = try narration(Self.xml(["FY2019", "FY2020", "FY2021", "FY2022"], [100, 120, 110, 150]), language)
        let long = n.long.joined(separator: " ")
        #expect(labels.allSatisfy(long.contains) && long.contains(at), "\(long)")
        #expect(!long.contains("Jahr GJ"), "not the calendar year's preposition")
    }

    @Test(arguments: [("en", "H1 2021", "H2 2022"), ("zh", "2021年上半年", "2022年下半年")])
    func halvesAreSaidAsHalves(language: String, first: String, last: String) throws {
        let n = try narration(Self.xml(["H1 2021", "H2 2021", "H1 2022", "H2 2022"], [100, 120, 110, 150]), language)
        let long = n.long.joined(separator: " ")
        #expect(long.contains(first) && long.contains(last) && !long.contains("Q1"), "\(long)")
    }

    @Test func everyCatalogSaysHalvesAndFiscalYearsItsOwnWay() throws {
        for language in ["en", "zh", "es", "fr", "de", "pt", "ru", "ar", "hi", "ko"] {
            // English writes fiscal years as reports do ("FY2021"); every other language has its own words.
            for (xs, notation) in [(["H1 2021", "H2 2021", "H1 2022"], "2021-H1"), (["FY2021", "FY2022", "FY2023"], language == "en" ? "{" : "FY2021")] {
                let long = try narration(Self.xml(xs, [1, 2, 3]), language).long.joined(separator: " ")
                #expect(!long.contains(notation), "\(language): the catalog's words, not the notation: \(long)")
                #expect(!long.contains("{"), "\(language): \(long)")
            }
        }
    }

    @Test(arguments: [("en", "2010: 4 quarters, between"), ("zh", "2010年：4个季度，介于")])
    func aDigestOverQuartersCountsQuarters(language: String, expected: String) throws {
        var xs: [String] = [], ys: [Double] = []
        for year in 2010...2021 { for q in 1...4 { xs.append("Q\(q) \(year)"); ys.append(Double(100 + 5 * xs.count + (q == 4 ? 7 : 0))) } }
        let n = try narration(Self.xml(xs, ys), language)
        #expect(n.digests.first?.hasPrefix(expected) == true, "\(n.digests)")
    }

    @Test func speechSaysQuartersHalvesAndFiscalYearsInWords() throws {
        let en = SpeechPreparer(narrator: try Narrator(language: "en"))
        #expect(en.prepare("Revenue ranged from 90 in Q3 2021 to 150 in H2 2022.").contains("in the third quarter of twenty twenty-one"))
        #expect(en.prepare("to 150 in H2 2022.").contains("in the second half of"))
        #expect(en.prepare("from 100 in FY2019").contains("fiscal year"))
        let de = SpeechPreparer(narrator: try Narrator(language: "de"))
        #expect(de.prepare("lag bei 90 im Q3 2021").contains("im dritten Quartal 2021"))
        #expect(de.prepare("(Q3 2021)").contains("drittes Quartal") && de.prepare("GJ 2022").contains("Geschäftsjahr"))
        let es = SpeechPreparer(narrator: try Narrator(language: "es"))
        #expect(es.prepare("en T3 2021").contains("en el tercer trimestre de 2021"))
        let hi = SpeechPreparer(narrator: try Narrator(language: "hi"))
        #expect(hi.prepare("ति3 2021 में").contains("तीसरी तिमाही"))
    }
}
