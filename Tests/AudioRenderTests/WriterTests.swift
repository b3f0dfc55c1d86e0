import Foundation
import Testing
@testable import AudioRender

@Suite struct WriterTests {
    static let timeline = Timeline(segments: [
        TimelineSegment(start: 0, end: 1.25, kind: .speech, chart: nil, text: "Hello <voice name=\"x\"> & --> bye.",
                        sentences: [TimedText(text: "Hello <voice name=\"x\"> & --> bye.", start: 0, end: 1.25)],
                        words: [TimedText(text: "Hello", start: 0, end: 0.5), TimedText(text: "bye", start: 0.5, end: 1.25)]),
        TimelineSegment(start: 1.25, end: 1.4, kind: .silence),
        TimelineSegment(start: 1.4, end: 1.5, kind: .earcon, chart: "steps"),
        TimelineSegment(start: 1.5, end: 1.6, kind: .silence),
        TimelineSegment(start: 1.6, end: 6.6004, kind: .sonification, chart: "steps", series: "Daily steps", points: [3, 6]),
        TimelineSegment(start: 6.6004, end: 3725.0015, kind: .speech, chart: "steps", text: "Two. Sentences!",
                        sentences: [TimedText(text: "Two.", start: 6.6004, end: 7), TimedText(text: "Sentences!", start: 7, end: 3725.0015)],
                        words: []),
    ])

    @Test func webVTTHasCuesPerSentenceAndGraphWithEscapedText() {
        let vtt = CaptionWriter().webVTT(Self.timeline)
        #expect(vtt == """
        WEBVTT

        00:00:00.000 --> 00:00:01.250
        Hello &lt;voice name="x"&gt; &amp; --&gt; bye.

        00:00:01.400 --> 00:00:06.600
        [audio graph: Daily steps]

        00:00:06.600 --> 00:00:07.000
        Two.

        00:00:07.000 --> 01:02:05.002
        Sentences!

        """)
    }

    @Test func longSentencesAreSplitIntoReadableCuesAtClauses() {
        let zh = TimedText(text: "大多数日子未达到一万步的目标，平均约八千五百步；周六、七月下旬的假期、五月的登山和九月的马拉松明显超出目标，三月生病的一周每天不到两千五百步。",
                           start: 10, end: 26)
        let cues = CaptionWriter.cues(zh)
        #expect(cues.count > 1)
        #expect(cues.allSatisfy { CaptionWriter.width($0.text) <= CaptionWriter.maxColumns })
        #expect(cues.map(\.text).joined() == zh.text)
        #expect(cues.first?.start == 10 && cues.last?.end == 26)
        #expect(zip(cues, cues.dropFirst()).allSatisfy { $0.end == $1.start })
        #expect(cues.dropLast().allSatisfy { "，；、".contains($0.text.last!) })
        let en = TimedText(text: String(repeating: "Steps rose steadily ", count: 8) + "and then fell.", start: 0, end: 9)
        let enCues = CaptionWriter.cues(en)
        #expect(enCues.count == 3 && enCues.map(\.text).joined(separator: " ") == en.text)
        #expect(enCues.allSatisfy { $0.text.count <= CaptionWriter.maxColumns })
        let short = TimedText(text: "Short.", start: 1, end: 2)
        #expect(CaptionWriter.cues(short) == [short])
    }

    /// A cue ends between words or clauses, never inside a number: "to about $16," / "100 in Dec 2024." was
    /// a sales briefing's caption (the comma of $16,100 taken for a clause).
    @Test func cuesNeverBreakInsideANumber() {
        let en = TimedText(text: "Sales climbed for most of the period, from about $9,800 in Jan 2023 to about $16,100 in Dec 2024, with one dip in the summer of 2023.",
                           start: 0, end: 8)
        let cues = CaptionWriter.cues(en)
        #expect(cues.count > 1)
        #expect(cues.map(\.text).joined(separator: " ") == en.text)
        for (a, b) in zip(cues, cues.dropFirst()) {
            #expect(!(a.text.last!.isNumber || a.text.last == "," && b.text.first!.isNumber), "\(a.text) | \(b.text)")
            #expect(!b.text.first!.isNumber || !a.text.hasSuffix(","), "\(a.text) | \(b.text)")
        }
        #expect(cues.allSatisfy { !$0.text.hasSuffix("$16,") && !$0.text.hasPrefix("100") }, "\(cues.map(\.text))")
        // French groups digits with a narrow no-break space: "16 100 $" stays on one cue.
        let fr = TimedText(text: "Les ventes ont augmenté pendant la majeure partie de la période, passant d’environ 9\u{202F}800\u{00A0}$ à environ 16\u{202F}100\u{00A0}$ en décembre 2024.",
                           start: 0, end: 8)
        let frCues = CaptionWriter.cues(fr)
        #expect(frCues.count > 1)
        #expect(frCues.allSatisfy { !$0.text.hasSuffix("16") && !$0.text.hasSuffix("9") }, "\(frCues.map(\.text))")
        #expect(frCues.contains { $0.text.contains("16\u{202F}100\u{00A0}$") })
    }

    @Test func graphCueTextCanBeLocalized() {
        let vtt = CaptionWriter(graphCue: { "[音频图：\($0)]" }).webVTT(Self.timeline)
        #expect(vtt.contains("\n[音频图：Daily steps]\n"))
    }

    @Test func chaptersArePodcasting2JSON() throws {
        let json = ChapterWriter.json([TimedChapter(startTime: 0, title: "Intro \"1\"", chartID: nil),
                                       TimedChapter(startTime: 12.3456, title: "每日步数", chartID: "steps")])
        #expect(json == """
        {
          "version": "1.2.0",
          "chapters": [
            {"startTime": 0, "title": "Intro \\"1\\""},
            {"startTime": 12.346, "title": "每日步数"}
          ]
        }

        """)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "1.2.0")
    }

    @Test func timelineJSONHasStableKeyOrderAndMillisecondTimes() throws {
        let json = TimelineWriter.json(Self.timeline)
        #expect(json.contains("""
            {
              "start": 1.6,
              "end": 6.6,
              "kind": "sonification",
              "chart": "steps",
              "series": "Daily steps",
              "points": [3, 6]
            }
        """))
        #expect(json.contains("\"chart\": null"))
        #expect(json.contains("\"end\": 3725.002"))
        // Valid JSON that decodes back into the same structure.
        let decoded = try JSONDecoder().decode(Timeline.self, from: Data(json.utf8))
        #expect(decoded.segments.map(\.kind) == Self.timeline.segments.map(\.kind))
        #expect(decoded.segments[0].text == Self.timeline.segments[0].text)
        #expect(decoded.segments[4].points == [3, 6])
    }

    @Test func jsonStringsEscapeControlCharacters() {
        #expect(JSONText.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(JSONText.seconds(0) == "0")
        #expect(JSONText.seconds(1.0004) == "1")
        #expect(JSONText.seconds(1.0005) == "1.001")
        #expect(JSONText.seconds(2.5) == "2.5")
    }

    @Test func sentenceSplittingHandlesLatinAndCJKPunctuation() {
        #expect(SentenceSplitter.split("It rose 3.5 percent. Then fell!  Why?").map(\.text) == ["It rose 3.5 percent.", "Then fell!", "Why?"])
        #expect(SentenceSplitter.split("每日步数上升。三月最高！").map(\.text) == ["每日步数上升。", "三月最高！"])
        #expect(SentenceSplitter.split("No end").map(\.offset) == [0])
    }
}
