import Foundation
import Testing
import ChartModel
@testable import Narration

@Suite struct HTMLRendererTests {
    func html(_ report: Report, language: String = "en", mode: NarrationMode = .overview,
              options: HTMLOptions = HTMLOptions(), threshold: Int = 100) throws -> String {
        let narrator = try Narrator(options: NarrationOptions(language: language, walkthroughThreshold: threshold))
        return try HTMLRenderer(narrator: narrator, options: options).render(try narrator.narrate(report), mode: mode)
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func figureCaptionIsTheShortDescriptionAndLongTextSitsInDetails() throws {
        let narrator = try Narrator(language: "en")
        let narration = try narrator.narrate(SampleReports.sales)
        let page = try HTMLRenderer(narrator: narrator).render(narration, mode: .overview)
        // Shown, and announced once: as the drawn chart's name, not again as the caption (issue 39).
        #expect(page.contains("<figcaption id=\"chartnarrate-sales-short\" aria-hidden=\"true\">\(HTMLWriter.escape(narration.charts[0].short))</figcaption>"))
        #expect(page.contains("<summary>Long description</summary>"))
        for paragraph in narration.charts[0].long { #expect(page.contains("<p>\(HTMLWriter.escape(paragraph))</p>")) }
        #expect(page.hasPrefix("<div class=\"chartnarrate\" lang=\"en\" dir=\"ltr\">"))
    }

    /// A chart with nothing drawn keeps its caption for screen readers: there is no image to name.
    @Test func anUndrawnChartsCaptionIsRead() throws {
        let narrator = try Narrator(language: "en")
        let chart = Chart(id: "empty", type: .line, title: LocalizedText("Nothing yet"), summary: LocalizedText("No data has been collected."),
                          xAxis: SampleReports.sales.charts[0].xAxis, yAxis: SampleReports.sales.charts[0].yAxis, series: [])
        let page = try HTMLRenderer(narrator: narrator).render(try narrator.narrate(Report(charts: [chart])), mode: .overview)
        #expect(page.contains("<figcaption id=\"chartnarrate-empty-short\">No data has been collected.</figcaption>"), "\(page)")
    }

    @Test func dataTableHasHeadersWithScopeAndValuesWithUnits() throws {
        let page = try html(SampleReports.sales)
        #expect(page.contains("<caption>Data: Sales by region</caption>"))
        #expect(page.contains("<th scope=\"col\">Region</th><th scope=\"col\">2023</th><th scope=\"col\">2024</th>"))
        // Categories head the rows; values carry the axis format (euros, no decimals).
        #expect(page.contains("<tr><th scope=\"row\">North</th><td class=\"number\">€120,500</td><td class=\"number\">€131,000</td></tr>"))
        #expect(count("<th scope=\"row\">", in: page) == 5)
    }

    @Test func missingValuesAreSaidAsSuchInTheNarrationLanguage() throws {
        let en = try html(SampleReports.steps, threshold: 1000)
        #expect(en.contains("<td class=\"missing\">missing</td>"))
        let zh = try html(SampleReports.steps, language: "zh", threshold: 1000)
        #expect(zh.contains("<td class=\"missing\">缺失</td>"))
        #expect(zh.contains("步</td>"), "values carry the descriptor's Chinese unit")
    }

    @Test func denseSeriesAreSummarisedByIntervalWithTheFullTableCollapsed() throws {
        let page = try html(SampleReports.steps, threshold: 50)
        #expect(page.contains("<caption>Steps by interval</caption>"))
        #expect(page.contains("<th scope=\"row\">January 2024</th>"))
        // February has one missing day (index 40 = Feb 10): 28 values (1 missing).
        #expect(page.contains("<td class=\"number\">28 (1 missing)</td>"))
        #expect(page.contains("<details>\n<summary>All data (91 rows)</summary>\n<table>"))
        #expect(count("<th scope=\"row\">", in: page) == 3 + 91)
    }

    @Test func descriptorTextIsEscapedNeverMarkup() throws {
        var report = SampleReports.sales
        report.charts[0].title = LocalizedText("<script>alert(1)</script> & \"friends\"")
        let page = try html(report)
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;"))
    }

    @Test func arabicPageIsRightToLeftAndForeignTitlesAreMarked() throws {
        let page = try html(SampleReports.sales, language: "ar", options: HTMLOptions(standalone: true))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">"))
        // The chart has only an English title: marked as English so it is pronounced and laid out as such.
        #expect(page.contains("lang=\"en\" dir=\"auto\">Sales by region</h2>"))
        #expect(page.contains("<title>Regional review</title>"))
    }

    @Test func chineseFragmentIsMarkedChinese() throws {
        let page = try html(SampleReports.steps, language: "zh")
        #expect(page.hasPrefix("<div class=\"chartnarrate\" lang=\"zh\" dir=\"ltr\">"))
        #expect(page.contains("<h2 id=\"chartnarrate-steps-title\">每日步数</h2>"))
    }

    @Test func playerHasCaptionsAndChapterLinksThatSeek() throws {
        let audio = HTMLAudio(source: "brief ing.mp3", captions: "brief.vtt",
                              chapters: [.init(startTime: 0, title: "Intro"), .init(startTime: 75.25, title: "Sales <2024>")])
        let page = try html(SampleReports.sales, options: HTMLOptions(audio: audio))
        #expect(page.contains("<audio id=\"chartnarrate-player\" controls preload=\"metadata\" src=\"brief ing.mp3\">"))
        #expect(page.contains("<track kind=\"captions\" srclang=\"en\" label=\"English\" src=\"brief.vtt\" default>"))
        #expect(page.contains("<a href=\"brief ing.mp3#t=75.25\" data-seek=\"75.25\" data-player=\"chartnarrate-player\">Sales &lt;2024&gt;</a> <time datetime=\"PT75.25S\">1:15</time>"))
        #expect(count("<script>", in: page) == 1, "one script: chapter links and the explorer")
        #expect(count("<script>", in: try html(SampleReports.sales)) == 1, "the explorer's script without a player")
    }

    @Test func modesChooseTheTextBlocks() throws {
        let short = try html(SampleReports.steps, mode: .short)
        #expect(!short.contains("<details>\n<summary>Long description"))
        #expect(short.contains("<figcaption id="))
        let all = try html(SampleReports.steps, mode: .all)
        #expect(all.contains("<summary>Walkthrough</summary>"))
    }

    @Test func brailleSparklinesSitInAPreBlockPerSeries() throws {
        let page = try html(SampleReports.sales, options: HTMLOptions(brailleWidth: 12))
        #expect(page.contains("<details class=\"chartnarrate-braille\">\n<summary>Braille sparklines</summary>"))
        #expect(count("<pre>", in: page) == 2)
    }

    @Test func chapterTimesAndIDsAreWellFormed() {
        #expect(HTMLRenderer.seconds(0) == "0")
        #expect(HTMLRenderer.seconds(12.3456) == "12.346")
        #expect(HTMLRenderer.seconds(5.1) == "5.1")
        #expect(HTMLRenderer.clock(3725) == "1:02:05")
        var used = Set<String>()
        #expect(HTMLRenderer.uniqueID("chartnarrate-a b", &used) == "chartnarrate-a-b")
        #expect(HTMLRenderer.uniqueID("chartnarrate-a b", &used) == "chartnarrate-a-b-2")
    }
}
