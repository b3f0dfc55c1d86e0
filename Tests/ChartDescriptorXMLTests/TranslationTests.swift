import ChartDescriptorXML
import ChartModel
import Testing

/// Per-language text elements are all kept and resolved by BCP 47 fallback.
struct TranslationTests {
    static let xml = """
        <report xml:lang="en">
          <title>Weekly health briefing</title>
          <title xml:lang="zh">每周健康简报</title>
          <title xml:lang="zh-Hant">每週健康簡報</title>
          <chart>
            <x-axis type="category">
              <category id="q1"><label>Q1</label><label xml:lang="zh">第一季度</label></category>
              <category id="q2">Q2</category>
            </x-axis>
            <y-axis><unit xml:lang="en">{value, plural, one {# step} other {# steps}}</unit><unit xml:lang="zh">{value}步</unit></y-axis>
            <series name="Daily steps"><name xml:lang="zh">每日步数</name>
              <point x="q1" y="1" label="Sensor off"><label xml:lang="zh">传感器关闭</label></point>
            </series>
            <series xml:lang="de"><name>Ziel</name><point x="q2" y="2"/></series>
          </chart>
        </report>
        """

    @Test func everyVariantIsKeptInDocumentOrder() throws {
        let report = try ReaderSupport.read(Self.xml)
        #expect(report.language == "en")
        #expect(report.title?.variants == [
            .init(language: nil, text: "Weekly health briefing"),
            .init(language: "zh", text: "每周健康简报"),
            .init(language: "zh-Hant", text: "每週健康簡報"),
        ])
    }

    @Test(arguments: [
        ("zh-Hans-CN", "每周健康简报"), ("zh-Hant-TW", "每週健康簡報"), ("zh", "每周健康简报"),
        ("en-GB", "Weekly health briefing"), ("fr", "Weekly health briefing"),
    ])
    func titleFallsBackThroughTheTagThenTheDocumentLanguage(_ language: String, _ expected: String) throws {
        let report = try ReaderSupport.read(Self.xml)
        #expect(report.title?.resolved(for: language, documentLanguage: report.language) == expected)
    }

    @Test func seriesNamesCategoryLabelsPointLabelsAndUnitsAreTranslated() throws {
        let report = try ReaderSupport.read(Self.xml)
        let chart = report.charts[0]
        #expect(chart.series[0].name.resolved(for: "zh-CN", documentLanguage: "en") == "每日步数")
        #expect(chart.xAxis.categories[0].label?.resolved(for: "zh", documentLanguage: "en") == "第一季度")
        #expect(chart.xAxis.categories[1].label?.resolved(for: "zh", documentLanguage: "en") == "Q2")
        #expect(chart.series[0].points[0].label?.resolved(for: "zh", documentLanguage: "en") == "传感器关闭")
        #expect(chart.yAxis.unit == .messages(LocalizedText([
            .init(language: "en", text: "{value, plural, one {# step} other {# steps}}"), .init(language: "zh", text: "{value}步"),
        ])))
    }

    @Test func inheritedLanguageIsRecordedWhenItDiffersFromTheDocument() throws {
        let report = try ReaderSupport.read(Self.xml)
        #expect(report.charts[0].series[1].name.variants == [.init(language: "de", text: "Ziel")])
    }

    @Test func textIsTrimmedAndInnerWhiteSpaceCollapsed() throws {
        let report = try ReaderSupport.read("<report><intro>\n   One year\n   of steps.  </intro><chart><series name=\" a \"><point x=\"1\" y=\"1\"/></series></chart></report>")
        #expect(report.intro?.variants.first?.text == "One year of steps.")
        #expect(report.charts[0].series[0].name.variants.first?.text == "a")
        #expect(report.language == nil)
    }
}
