import ChartDescriptorXML
import ChartModel
import Foundation
import Testing

/// The reader streams: text arrives in pieces, so a `<values>` list of any length is read, a number cut
/// between two pieces is joined, and a file reads the same as the same bytes in memory.
struct StreamingTests {
    /// Values of 1 to 12 characters, so that tokens fall across every kind of piece boundary.
    private static func values(count: Int) -> [Double] {
        var random = SplitMix64(seed: 99)
        return (0..<count).map { _ in Double(Int(random.next() % 2_000_000_000) - 1_000_000_000) / pow(10, Double(random.next() % 4)) }
    }

    private static func compactDocument(_ values: [Double], separator: (Int) -> String) -> String {
        var text = "<chart><series name=\"s\"><values x-start=\"1\">"
        for (i, v) in values.enumerated() { text += "\(v)" + separator(i) }
        return text + "</values></series></chart>"
    }

    @Test func numbersCutBetweenPiecesAreJoined() throws {
        let values = Self.values(count: 40_000)
        let xml = Self.compactDocument(values) { i in ["  ", "\n", " ", "\t", "\r\n  "][i % 5] }
        let points = try ReaderSupport.read(xml).charts[0].series[0].points
        #expect(points.ys == values)
        #expect(points.xs == (1...values.count).map(Double.init))
    }

    @Test func aFileReadsLikeTheSameBytesInMemory() throws {
        let values = Self.values(count: 30_000)
        var xml = "<chart><x-axis type=\"date\"/><series name=\"s\">\n"
        for (i, v) in values.enumerated() { xml += "<point x=\"2024-01-01T00:00:00Z\" y=\"\(v)\"\(i % 7 == 0 ? " label=\"p\(i)\"" : "")/>\n" }
        xml += "<values x-start=\"2025-01-01\" x-step=\"P1D\">" + values.map { "\($0)" }.joined(separator: " ") + "</values></series></chart>"
        let fromFile = try ReaderSupport.readFromFile(xml)
        let fromMemory = try ReaderSupport.read(xml)
        #expect(fromFile == fromMemory)
        let points = fromFile.charts[0].series[0].points
        #expect(points.count == 60_000)
        #expect(Array(points.ys) == values + values)
        #expect(points[7].label == LocalizedText([.init(language: nil, text: "p7")]))
        #expect(points[8].label == nil)
    }

    /// The columns are sized from the file once the first points show how many bytes a point takes, so a file of
    /// 200,000 points never doubles its arrays (doubling would leave room for 262,144) nor overshoots by more than 5 %.
    @Test func columnsAreReservedFromTheFileSize() throws {
        let count = 200_000
        var xml = "<chart><series name=\"s\">\n"
        // Points of the same width, as in a real export, so that the first ones tell the size of the rest.
        for i in 0..<count { xml += "<point x=\"\(1_000_000 + i)\" y=\"\(1_000 + i % 977)\"/>\n" }
        xml += "</series></chart>\n"
        let points = try ReaderSupport.readFromFile(xml).charts[0].series[0].points
        #expect(points.count == count)
        #expect(points.capacity >= count && points.capacity <= count + count / 20 + 2_048, "capacity \(points.capacity)")
    }

    /// libxml2 keeps one text node under 10,000,000 bytes unless "huge" mode is on (it never is here); a
    /// `<values>` list is read as it streams, so it has no such limit.
    @Test func oneValuesListLargerThanTenMegabytesIsRead() throws {
        let count = 700_000
        var xml = "<chart><series name=\"s\"><values x-start=\"0\">"
        xml.reserveCapacity(count * 16 + 100)
        for i in 0..<count { xml += "\(1_000_000 + i).000001 " }
        xml += "</values></series></chart>"
        #expect(xml.utf8.count > 10_000_000)
        let points = try ReaderSupport.read(xml).charts[0].series[0].points
        #expect(points.count == count)
        #expect(points.first?.y == 1_000_000.000001)
        #expect(points.last?.y == Double(1_000_000 + count - 1) + 0.000001)
        #expect(points.last?.x == Double(count - 1))
    }

    @Test func otherTextKeepsTheTenMegabyteLimit() {
        let title = String(repeating: "long title ", count: 1_000_000)
        let d = ReaderSupport.diagnostics("<chart>\n<title>\(title)</title><series name=\"s\"><point x=\"1\" y=\"2\"/></series></chart>")
        #expect(d.map(\.description) == ["test.xml:2:1: <title> holds more than 10,000,000 bytes of text, the most one element may hold; shorten it"])
    }

    @Test func additionalAxisValuesStreamToo() throws {
        let values = Self.values(count: 20_000)
        let xml = "<chart><axis id=\"t\"/><series name=\"s\"><values>" + values.map { "\($0)" }.joined(separator: " ")
            + "</values><values axis=\"t\">" + values.reversed().map { "\($0)" }.joined(separator: "\n") + "</values></series></chart>"
        let points = try ReaderSupport.read(xml).charts[0].series[0].points
        #expect(points.map { $0.additionalValues.first?.value } == values.reversed())
    }

    @Test func literalAmpersandsInAttributesSurvive() throws {
        let report = try ReaderSupport.read("<chart><series name=\"R&amp;D &#38; Q&#x26;A\"><point x=\"1\" y=\"2\" label=\"a&amp;#38;b\"/></series></chart>")
        #expect(report.charts[0].series[0].name.variants.first?.text == "R&D & Q&A")
        #expect(report.charts[0].series[0].points[0].label?.variants.first?.text == "a&#38;b")
    }
}
