import Foundation
import Testing

/// A persistent series says the course a reader sees: the share price of issue 21, a random walk made with
/// Python's `random.Random(1003)` (365 daily steps of N(0, 2) from 100; Fixtures/share-price-walk.csv), rose 76 %
/// over the year, and its text must say so rather than "no clear trend or pattern".
@Suite struct VisibleCourseCommandTests {
    @Test func aRandomWalkThatRoseIsSaidToHaveRisen() throws {
        let args = ["Tests/ChartNarrateTests/Fixtures/share-price-walk.csv", "--no-audio", "--mode"]
        let short = try CLIRun(args + ["short"])
        #expect(short.status == 0, "\(short.stderr)")
        #expect(short.stdout.contains("Price rose 76% from 100.0 on Jan 1 to 175.6 on Dec 31."), "\(short.stdout)")
        #expect(!short.stdout.contains("no clear trend"))
        let long = try CLIRun(args + ["long"])
        #expect(long.stdout.contains("Price rose 89% from a low of 94.16 on Jan 8 to a high of 177.94 on Dec 29."), "\(long.stdout)")
        let zh = try CLIRun(args + ["short", "--lang", "zh"])
        #expect(zh.stdout.contains("Price从1月1日的100.0上升76%，至12月31日的175.6。"), "\(zh.stdout)")
    }
}
