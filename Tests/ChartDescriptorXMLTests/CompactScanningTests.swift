@testable import ChartDescriptorXML
import ChartModel
import Foundation
import Testing

/// A compact `<values>` list is read by a scanner that parses numbers where they lie and appends them in
/// batches; what it leaves to the general path (NaN, bad tokens, tokens cut between pieces, values the axis
/// cannot show) is read as before. These pin that the points, their order and the messages are the ones the
/// per-token reading gives: each y is `DecimalNumber.parse` of its token, each x `CompactStep.x` (for a
/// duration, `ISO8601Duration.advance`) of its index, to the bit.
struct CompactScanningTests {
    /// Tokens of every kind the scanner meets: everyday readings, signs, exponents, long mantissas (its
    /// general-path digits), zeros, and missing values in three spellings.
    private static func tokens(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        func digits(_ n: Int) -> String { String((0..<n).map { _ in Character(String(random.next() % 10)) }) }
        return (0..<count).map { _ in
            let sign = ["", "", "-", "+"][Int(random.next() % 4)]
            switch random.next() % 20 {
            case 0: return ["NaN", "nan", "NAN"][Int(random.next() % 3)]
            case 1: return sign + digits(1 + Int(random.next() % 4)) + "e" + String(Int(random.next() % 60) - 30)
            case 2: return sign + digits(15 + Int(random.next() % 10)) + "." + digits(Int(random.next() % 8))
            case 3: return sign + "." + digits(1 + Int(random.next() % 25))
            case 4: return sign + "0"
            case 5: return sign + digits(1 + Int(random.next() % 6)) + "."
            default: return sign + digits(1 + Int(random.next() % 4)) + "." + digits(1 + Int(random.next() % 2))
            }
        }
    }

    /// White space of every kind XML allows, one to a few bytes, so tokens fall across every piece boundary.
    private static func separators(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in [" ", "  ", "\n", "\t", "\r\n", " \n\t "][Int(random.next() % 6)] }
    }

    /// What the per-token reading gives a token: its value, NaN when missing.
    private static func expectedY(_ token: String) -> Double {
        DecimalNumber.isMissing(Substring(token)) ? .nan : DecimalNumber.parse(Substring(token))!
    }

    private static func document(_ tokens: [String], separators: [String], attributes: String, xAxis: String) -> String {
        var text = "<chart>\(xAxis)<series name=\"s\"><values \(attributes)>\n"
        for (token, separator) in zip(tokens, separators) { text += token + separator }
        return text + "</values></series></chart>"
    }

    private static func bits(_ values: [Double]) -> [UInt64] { values.map { $0.isNaN ? Double.nan.bitPattern : $0.bitPattern } }

    @Test(arguments: [
        ("type=\"numeric\"", "x-start=\"-3.5\" x-step=\"0.1\"", CompactStep.number(0.1), -3.5),
        ("type=\"date\"", "x-start=\"2024-01-01T00:00\" x-step=\"PT1H\"", .duration(ISO8601Duration("PT1H")!), 1_704_067_200),
        ("type=\"date\"", "x-start=\"2024-01-01T00:00:00.5\" x-step=\"PT0.1S\"", .duration(ISO8601Duration("PT0.1S")!), 1_704_067_200.5),
        ("type=\"date\"", "x-start=\"2023-03-01\" x-step=\"P1W\"", .duration(ISO8601Duration("P1W")!), 1_677_628_800),
        ("type=\"date\"", "x-start=\"2000-01-31T06:00\" x-step=\"P1MT1H\"", .duration(ISO8601Duration("P1MT1H")!), 949_298_400),
    ] as [(String, String, CompactStep, Double)])
    func everyPointIsTheOnePerTokenReadingGives(_ axis: String, _ attributes: String, _ step: CompactStep, _ start: Double) throws {
        let count = 60_000  // about 8 pieces of 32 KB
        let tokens = Self.tokens(count: count, seed: 5), separators = Self.separators(count: count, seed: 6)
        let xml = Self.document(tokens, separators: separators, attributes: attributes, xAxis: "<x-axis \(axis)/>")
        let points = try ReaderSupport.read(xml).charts[0].series[0].points
        #expect(points.count == count)
        #expect(Self.bits(points.ys) == Self.bits(tokens.map(Self.expectedY)))
        let expectedXs: [Double] = (0..<count).map { index in
            if case let .duration(duration) = step { duration.advance(start, by: index) } else { step.x(start: start, index: index) }
        }
        #expect(Self.bits(points.xs) == Self.bits(expectedXs))
        // The missing values sit at their own index in the side table, between batches of measurable points.
        #expect(points.nonFinitePoints.map(\.index) == tokens.indices.filter { Self.expectedY(tokens[$0]).isNaN })
    }

    /// The scanner's x for a fixed-length duration is `advance`'s, bit for bit, over a long run (where
    /// `Double(days * count) * 86_400 + seconds * Double(count)` could drift from a running sum).
    @Test(arguments: ["PT1H", "PT15M", "PT0.25S", "PT1.1S", "P1D", "P1W", "P3DT7H", "P1M", "P1Y2M"])
    func xFollowsAdvanceToTheBit(_ stepText: String) throws {
        let count = 5_000
        let xml = "<chart><x-axis type=\"date\"/><series name=\"s\"><values x-start=\"2024-02-29T23:00\" x-step=\"\(stepText)\">"
            + String(repeating: "1.5 ", count: count) + "</values></series></chart>"
        let xs = try ReaderSupport.read(xml).charts[0].series[0].points.xs
        let duration = try #require(ISO8601Duration(Substring(stepText)))
        let start = 1_709_247_600.0  // 2024-02-29T23:00Z
        #expect(Self.bits(xs) == Self.bits((0..<count).map { duration.advance(start, by: $0) }))
    }

    /// A bad token deep inside a run of plain numbers is numbered by its place in the list, and the messages are
    /// the per-token reading's.
    @Test func messagesCountTheTokensTheScannerRead() {
        let good = String(repeating: "100.5 ", count: 3_000)
        let d = ReaderSupport.diagnostics("""
            <chart><y-axis scale="log"/><series name="s">
            <values>\(good)12x \(good)0 \(good)-2.5e-3 7</values></series></chart>
            """)
        #expect(d.map(\.message) == [
            "value 3001 (\"12x\") of <values> is not a number (write y=\"\" or y=\"NaN\" for a missing value)",
            "value 6002 (\"0\") of <values> cannot be shown on the log-scale y-axis: log scales need values greater than 0; use scale=\"linear\" or mark the value missing",
            "value 9003 (\"-2.5e-3\") of <values> cannot be shown on the log-scale y-axis: log scales need values greater than 0; use scale=\"linear\" or mark the value missing",
        ])
    }

    @Test func categoriesRunOutAtTheSameValue() {
        let categories = (0..<2_500).map { "<category id=\"c\($0)\"/>" }.joined()
        let d = ReaderSupport.diagnostics("""
            <chart><x-axis type="category">\(categories)</x-axis><series name="s">
            <values x-start="c2" x-step="2">\(String(repeating: "3.25 ", count: 1_300))</values></series></chart>
            """)
        #expect(d.map(\.message) == ["<values> has more values than the x-axis has categories (2500); value 1250 has no category"])
    }

    /// Only a category axis runs out of places: numeric x values past 2^63 are read as `<point>`s with them are.
    @Test func largeNumericXIsNotOutOfCategories() throws {
        let points = try ReaderSupport.read("<chart><series name=\"s\"><values x-start=\"1e19\" x-step=\"1e18\">1 2 3</values></series></chart>")
            .charts[0].series[0].points
        #expect(points.xs == [1e19, 1.1e19, 1.2e19])
        #expect(points.ys == [1, 2, 3])
    }

    /// A continuing `<values>` picks up the step index where the scanner left it.
    @Test func aContinuingListStartsWhereTheScannerStopped() throws {
        let first = String(repeating: "1.25 ", count: 2_000), second = String(repeating: "2.5\n", count: 2_000)
        let points = try ReaderSupport.read("""
            <chart><series name="s"><values x-start="10" x-step="0.5">\(first)</values><values>\(second)</values></series></chart>
            """).charts[0].series[0].points
        #expect(points.xs == (0..<4_000).map { 10 + 0.5 * Double($0) })
        #expect(points.ys == Array(repeating: 1.25, count: 2_000) + Array(repeating: 2.5, count: 2_000))
    }

    /// Batches are appended to columns reserved once from the file size, with room to spare for values a little
    /// shorter than the first ones (the columns never grow again, which would copy them, nor double).
    @Test func batchesFillColumnsReservedOnceFromTheFileSize() throws {
        let count = 300_000
        var xml = "<chart><series name=\"s\"><values x-start=\"0\">\n"
        xml.reserveCapacity(count * 6 + 100)
        // The first values are 5 % wider than the rest (a third of them have a second decimal), as in real
        // data whose level moves: an estimate from them alone would fall short.
        for i in 0..<count {
            xml += "\(100 + i % 900).\(i % 10)" + (i < 2_000 && i % 3 == 0 ? "5" : "") + (i % 20 == 19 ? "\n" : " ")
        }
        xml += "</values></series></chart>\n"
        let points = try ReaderSupport.readFromFile(xml).charts[0].series[0].points
        #expect(points.count == count)
        // Growing again near the end would leave at least 9 % spare (an eighth more than the estimate); the
        // estimate itself leaves about 5 %.
        #expect(points.capacity >= count && points.capacity <= count + count / 12, "capacity \(points.capacity)")
    }
}
