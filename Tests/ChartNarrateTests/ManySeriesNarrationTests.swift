import Foundation
import Testing
import ChartNarrate

/// A chart of 10,000 two-point series (county-level or per-product data) is told as a summary of the many, in
/// text and in a briefing that keeps its length: no sentence, walkthrough or graph a series (issue 25). Before,
/// `--mode all` printed 30,014 lines and the brief briefing played each series on its own (19.5 hours).
@Suite struct ManySeriesNarrationTests {
    /// The bench's chart (SeriesBench): y from a fixed linear-congruential sequence in 1…9, so about one series in
    /// nine is flat.
    static func descriptor(series count: Int) -> [UInt8] {
        var text = "<chart id=\"many\" type=\"line\" xml:lang=\"en\">\n<title>Many series</title>\n"
        text += "<x-axis type=\"numeric\"><title>X</title></x-axis><y-axis><title>Y</title></y-axis>\n"
        var state: UInt64 = 25
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % 9) + 1
        }
        for i in 0..<count {
            text += "<series name=\"S\(i)\"><point x=\"1\" y=\"\(next())\"/><point x=\"2\" y=\"\(next())\"/></series>\n"
        }
        return Array((text + "</chart>\n").utf8)
    }

    static func briefing(series count: Int, length: BriefingLength = .standard) throws -> ChartBriefing {
        var options = NarrationOptions(language: "en")
        options.briefingLength = length
        let report = try ChartInput.load(bytes: descriptor(series: count), name: "many.xml", format: .xml)
        return try ChartBriefing(report: report, options: options)
    }

    /// Sentences of a text: each ends in ".", "!" or "?" before a space, a line break or the end.
    static func sentences(_ text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.filter { i in
            ".!?".unicodeScalars.contains(scalars[i]) && (i + 1 == scalars.count || scalars[i + 1] == " " || scalars[i + 1] == "\n")
        }.count
    }

    @Test func theTextOfTenThousandSeriesIsNoLongerThanThatOfThreeHundred() throws {
        let many = try Self.briefing(series: 10_000).text(mode: .all, format: .text)
        let few = try Self.briefing(series: 300).text(mode: .all, format: .text)
        let (manySentences, fewSentences) = (Self.sentences(many), Self.sentences(few))
        #expect(manySentences <= 150, "\(manySentences) sentences")
        #expect(manySentences <= fewSentences + 2, "10,000 series: \(manySentences) sentences; 300: \(fewSentences)")
        // The many are counted, not listed.
        #expect(many.contains("S19, and 9,980 other series."))
        #expect(many.contains("9,980 more series are not walked through point by point."))
        #expect(!many.contains("S20: 2 points."), "the walkthrough stops at 20 series")
        // The flat series are data here, not goals: no series is said to fall short of one of them.
        #expect(!many.contains("fell short of") && !many.contains("exceeded"))
    }

    @Test(arguments: [(BriefingLength.brief, 42.0), (.standard, 120.0)])
    func theBriefingOfTenThousandSeriesKeepsItsLength(length: BriefingLength, budget: Double) throws {
        let briefing = try Self.briefing(series: 10_000, length: length)
        let listing = try briefing.scriptListing()
        let seconds = listing.chartSeconds.reduce(0) { $0 + $1.seconds }
        #expect(seconds <= budget, "\(length): about \(seconds) s")
        let graphs = listing.lines.filter { $0.kind == "graph" }
        #expect(graphs.count <= 3, "\(length): \(graphs.count) graphs")
        // Twenty of them play together, and the cue says of how many.
        #expect(graphs.first?.text.hasPrefix("together: S0, S1,") == true, "\(graphs.first?.text.prefix(80) ?? "")")
        #expect(listing.lines.contains { $0.text == "20 of the 10,000 series together, from S0 on the left to S22 on the right." })
    }
}
