import Foundation
import Testing
@testable import Narration

/// Arabic: left-to-right fragments isolated in every output, Arabic-Indic digits by default, Western
/// digits with `numbering: "latn"`, isolates never spoken.
@Suite struct RightToLeftTests {
    static let lri: Character = "\u{2066}", pdi: Character = "\u{2069}"

    func isBalanced(_ s: String) -> Bool {
        var depth = 0
        for c in s.unicodeScalars {
            if (0x2066...0x2068).contains(c.value) { depth += 1 }
            if c.value == 0x2069 { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }

    @Test func isolationWrapsLatinRunsAndNumbersButNotArabic() {
        let iso = BidiIsolation.isolatingLeftToRightRuns
        #expect(iso("يعرض «Daily steps» قيمًا") == "يعرض «\u{2066}Daily steps\u{2069}» قيمًا")
        #expect(iso("من 8,010 إلى 9,500.") == "من \u{2066}8,010\u{2069} إلى \u{2066}9,500\u{2069}.")
        #expect(iso("من ٨٬٠١٠ إلى ٩٬٥٠٠") == "من ٨٬٠١٠ إلى ٩٬٥٠٠")
        #expect(iso("(R² = 0.02)") == "(\u{2066}R² = 0.02\u{2069})")
        #expect(iso("ارتفاع 5.3%") == "ارتفاع \u{2066}5.3%\u{2069}")
        #expect(iso("السعر -$5 اليوم") == "السعر \u{2066}-$5\u{2069} اليوم")
        #expect(iso("المخطط «Fuel (Motor Trend, 1974)»") == "المخطط «\u{2066}Fuel (Motor Trend, 1974)\u{2069}»")
        #expect(iso("قيمة (r = 0.5) هنا") == "قيمة (\u{2066}r = 0.5\u{2069}) هنا")
        // Already isolated text is left alone, so nested messages are not wrapped twice.
        let once = iso("السلسلة Goal.")
        #expect(iso(once) == once)
        #expect(BidiIsolation.removingControls(once) == "السلسلة Goal.")
    }

    @Test(arguments: Examples.names)
    func arabicOutputsIsolateEveryLatinFragment(example: String) throws {
        let report = try Examples.report(example)
        let narration = try Narrator(language: "ar").narrate(report)
        for chart in narration.charts {
            for line in [chart.generatedShort] + chart.long + chart.digests + chart.walkthrough {
                #expect(isBalanced(line), "unbalanced isolates: \(line)")
                // Outside isolates no Latin letter or ASCII digit is left.
                var depth = 0
                for c in line.unicodeScalars {
                    if (0x2066...0x2068).contains(c.value) { depth += 1 } else if c.value == 0x2069 { depth -= 1 }
                    else if depth == 0 {
                        #expect(!(c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))),
                                "unisolated '\(c)' in: \(line)")
                    }
                }
            }
        }
        let markdown = MarkdownRenderer().render(narration, mode: .all)
        #expect(isBalanced(markdown))
        let json = JSONRenderer().render(narration, mode: .all)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let charts = object["charts"] as! [[String: Any]]
        #expect(charts.first?["generatedShort"] as? String == narration.charts.first?.generatedShort)
    }

    @Test func arabicUsesArabicIndicDigitsByDefaultAndWesternDigitsWithLatn() throws {
        let report = try Examples.report("daily-steps")
        let native = try Narrator(language: "ar").narrate(report).charts[0].long.joined()
        #expect(native.contains("٨٬٥٣٥"))            // the mean, 8,535
        #expect(!native.contains("8,535"))
        var options = NarrationOptions(language: "ar")
        options.numbering = "latn"
        let latn = try Narrator(options: options).narrate(report).charts[0].long.joined()
        #expect(latn.contains("\u{2066}8,535\u{2069}"))
        #expect(!latn.contains("٨"))
    }

    @Test func arabicSpeechHasNoIsolatesAndSaysDecimalsAndPercentInWords() throws {
        let report = try Examples.report("iowa-electricity")
        var options = NarrationOptions(language: "ar")
        options.briefingLength = .full
        let n = try Narrator(options: options)
        let script = try n.briefingScript(for: report, narration: try n.narrate(report))
        let items = script.segments.compactMap { s -> SpeechItem? in if case .speech(let i) = s { return i }; return nil }
        #expect(items.contains { $0.text.contains("\u{2066}") })
        #expect(items.allSatisfy { !$0.spokenText.unicodeScalars.contains(where: BidiIsolation.isControl) })
        let spoken = items.map(\.spokenText).joined()
        #expect(spoken.contains("فاصلة") && spoken.contains("بالمئة") && !spoken.contains("٪"))
    }
}
