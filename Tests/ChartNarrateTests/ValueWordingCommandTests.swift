import Foundation
import Testing

/// Values and periods are said as the data give them: no zeros padded past what a value carries, and quarters
/// said as quarters.
@Suite struct ValueWordingCommandTests {
    /// US television rights for the Summer Olympics (million dollars), 0.394 in 1960 to 456 in 1996: the high is
    /// "456", not "456.000" (the three decimals 0.394 carries).
    @Test func aValueIsNotPaddedPastTheDigitsItNeeds() throws {
        let csv = "Year,Rights\n1960,0.394\n1964,1.5\n1968,4.5\n1972,7.5\n1976,25.0\n1980,87.0\n1984,225.0\n1988,300.0\n1992,401.0\n1996,456.0\n"
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "long"], stdin: csv)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("from 0.394 in 1960 to a high of 456 in 1996"), "\(run.stdout)")
        #expect(!run.stdout.contains("456.000"), "\(run.stdout)")
    }

    /// UK consumer expenditure, 12 quarters: a digest of two quarters is "Q1 1983 to Q2 1983", not "Jan – Apr
    /// 1983" (the months the two points are dated by, which reads as four months of the six they cover).
    @Test func digestsOfQuarterlyPointsAreSaidInQuarters() throws {
        let values = [38815, 40221, 42486, 45090, 42795, 43955, 46665, 48792, 45938, 47553, 49119, 52063]
        var csv = "Quarter,Expenditure\n"
        for (k, v) in values.enumerated() { csv += "\(1982 + k / 4) Q\(k % 4 + 1),\(v)\n" }
        for language in ["en", "zh"] {
            let run = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "digest", "--lang", language], stdin: csv)
            #expect(run.status == 0, "\(run.stderr)")
            let months = language == "en" ? "Jan – Apr" : "1月至4月"
            #expect(!run.stdout.contains(months), "\(run.stdout)")
            #expect(run.stdout.contains(language == "en" ? "Q1 1983" : "1983年第1季度"), "\(run.stdout)")
        }
    }

    /// US dividend yields, 864 months: the course's last move ends at the low of Sep 2000 (most of its fall the
    /// collapse from the 1932 high, a part of its own); the line then rose to 2.06 % by Dec 2002, which is said with it. A level held to the end adds nothing (a short series' last
    /// stretch within the level band is "held around 2 until 2002").
    @Test func theLastValueAfterTheLastMoveIsSaid() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealData/us-stock-dividend-yield")
        for (language, said) in [("en", "to a low of 1.45% in Sep 2000, most of it from Jun 1932 to Apr 1933, ending at 2.06% in Dec 2002"), ("zh", "，最后为2002年12月的2.06%")] {
            let run = try CLIRun(["data.csv", "--x", "Month", "--unit", "percent", "--additive", "false", "--no-audio",
                                  "--mode", "long", "--lang", language], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains(said), "\(run.stdout)")
        }
        let csv = "Year,V\n" + zip(1987..., [13.3, 12.1, 11.0, 10.2, 9.1, 8.3, 7.0, 6.2, 5.1, 4.4, 3.6, 2.9, 2.1, 1.45, 1.8, 2.06])
            .map { "\($0),\($1)\n" }.joined()
        let run = try CLIRun(["-", "--input-format", "csv", "--no-audio", "--mode", "long"], stdin: csv)
        #expect(run.stdout.contains("then held around 2 until 2002") && !run.stdout.contains("ending at"), "\(run.stdout)")
    }
}
