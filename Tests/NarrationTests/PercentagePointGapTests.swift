import ChartDescriptorXML
import ChartModel
import Narration
import Testing

/// A gap or fall between percentages is said in percentage points, never in percent: receipts against outlays as
/// shares of GDP "by about 2 percentage points on average", and outlays' fall "by 3.7 percentage points" (said by
/// the course; the drawdown "3.7 percentage points (17%)" that said it again is dropped).
@Suite struct PercentagePointGapTests {
    static func long(_ language: String, series: [(String, [Double])]) throws -> String {
        let years = 1992...2003
        let body = series.map { name, values in
            "<series name=\"\(name)\">" + zip(years, values).map { #"<point x="\#($0)" y="\#($1)"/>"# }.joined() + "</series>"
        }.joined()
        let xml = """
        <chart id="p" type="line"><x-axis type="numeric"><title>Year</title></x-axis>
          <y-axis unit="percent"/>\(body)</chart>
        """
        let chart = try Narrator(language: language).narrate(try DescriptorReader().read(bytes: Array(xml.utf8), fileName: "p.xml")).charts[0]
        return chart.long.joined(separator: " ")
    }

    @Test(arguments: [("en", "percentage points on average", "by about 3.6% on average"), ("zh", "个百分点", "约3.6%")])
    func aGapBetweenPercentagesIsInPercentagePoints(language: String, expected: String, wrong: String) throws {
        let outlays: [Double] = [22.1, 21.4, 21.0, 20.7, 20.3, 22.6, 23.2, 23.6, 23.4, 23.6, 24.4, 24.9]
        let receipts: [Double] = [17.5, 17.5, 18.1, 18.5, 18.9, 19.3, 20.0, 20.0, 20.9, 19.8, 17.9, 16.5]
        let text = try Self.long(language, series: [("Outlays", outlays), ("Receipts", receipts)])
        #expect(text.contains(expected), "\(text)")
        #expect(!text.contains(wrong), "\(text)")
    }

    @Test(arguments: [("en", "fell by 3.7 percentage points from 22.1%"), ("zh", "下降3.7个百分点")])
    func aFallOfPercentagesIsInPercentagePoints(language: String, expected: String) throws {
        let outlays: [Double] = [22.1, 21.4, 21.0, 20.7, 20.3, 19.6, 19.2, 18.6, 18.4, 18.6, 19.4, 19.9]
        let receipts: [Double] = [17.5, 17.5, 18.1, 18.5, 18.9, 19.3, 20.0, 20.0, 20.9, 19.8, 17.9, 16.5]
        let text = try Self.long(language, series: [("Receipts", receipts), ("Outlays", outlays)])
        #expect(text.contains(expected), "\(text)")
    }
}
