import Foundation
import Testing
import ChartDescriptorXML
import ChartModel
@testable import ChartCSV

/// The streaming reader (issue 38) takes the common large file and gives the chart the table gives; it leaves every
/// other file, and every file with a problem, to the table path. (Every test of `CSVChartBuilderTests` also
/// compares both paths through its helpers.)
@Suite struct CSVStreamReaderTests {
    /// The reports the streaming reader gives for `text` written to a file, read in chunks of 1, 3, 7 and 1 MiB
    /// bytes (empty when it leaves the file to the table path; then it must do so at every chunk size).
    static func streamed(_ text: String, _ options: CSVChartOptions = CSVChartOptions()) -> [Report] {
        streamed(bytes: Array(text.utf8), options)
    }

    static func streamed(bytes: [UInt8], _ options: CSVChartOptions = CSVChartOptions()) -> [Report] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).csv").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reports = [1, 3, 7, 1 << 20].map { chunk in
            CSVStreamReader(options: options, fileName: "d.csv", chunk: chunk).read(path: path, size: bytes.count)
        }
        #expect(reports.allSatisfy { $0 == nil } || reports.allSatisfy { $0 != nil }, "taken at some chunk sizes only")
        return reports.compactMap { $0 }
    }

    func table(_ text: String, _ options: CSVChartOptions = CSVChartOptions()) throws -> Report {
        try CSVReader(options: options).read(bytes: Array(text.utf8), fileName: "d.csv")
    }

    @Test(arguments: [
        "Time,Reading\n2024-01-01T00:00,100.5\n2024-01-01T01:00,\n2024-01-01T02:00,NA\n2024-01-01T03:00,-3e2\n",
        "\u{FEFF}Date;Steps;Goal\r\n2024-01-01;8040;10000\r\n\r\n2024-01-02;\"8 100\";n/a\r\n2024-01-03; 7000 ;null",
        "x\ty\n1\t2\n3\t4\n2\t5\n",
        "Year,\"Sales, total\",\"Cost \"\"net\"\"\"\n2001,1,\"2\"\n2002,\"1,234.5\",-\n2003,3,none\r2004,4,5",
        "Date,Value\n2024-01-01, 5\u{00A0}\n2024-01-02,\u{00A0}6\n2024-01-03,7\n",
        "Date,Value\n2024/01/01,5\n2024/01/02,6\n",
        "a,b\n1,2",
    ])
    func commonFilesAreStreamedAsTheTableReadsThem(_ text: String) throws {
        let streamed = Self.streamed(text)
        #expect(!streamed.isEmpty)
        let table = try table(text)
        for report in streamed { #expect(report == table) }
    }

    @Test(arguments: [
        "Date,Value\n2024-01-02,5\n2024-01-01,6\n",            // dates out of order on a line: sorted by the table path
        "Region,Value\nNorth,5\nSouth,6\n",                     // categories
        "Quarter,Value\n2021-Q1,5\n2021-Q2,6\n",                // periods
        "Date,Value\n01/05/2024,5\n01/13/2024,6\n",             // numeric dates proving their order
        "Date,Value\n2024-01-01,5\n2024-01-02,x\n",             // a cell that is no number
        "Date,Value\n2024-01-01,5\n2024-01-02\n",               // a short row
        "Date,Value\n2024-01-01,\"5\n",                         // a quote never closed
        "Date,Value\n2024-01-01,\"5\"x\n",                      // text after a closing quote
        "Date,Value\n2024-01-01,\n",                            // a column without values
        "Date,Value\n",                                         // no rows
        "",
    ])
    func otherFilesAreLeftToTheTable(_ text: String) {
        #expect(Self.streamed(text).isEmpty)
    }

    @Test func longFilesAndLabelsAreLeftToTheTable() {
        let text = "Date,Name,Value\n2024-01-01,a,5\n2024-01-02,b,6\n"
        #expect(Self.streamed(text, CSVChartOptions(seriesColumn: "Name")).isEmpty)
        #expect(Self.streamed(text, CSVChartOptions(y: ["Value"], labelColumn: "Name")).isEmpty)
    }

    @Test func bytesThatAreNotUTF8OrNULAreLeftToTheTable() {
        #expect(Self.streamed(bytes: Array("a,b\n1,".utf8) + [0xFF] + Array("\n".utf8)).isEmpty)
        #expect(Self.streamed(bytes: Array("a,b\n1,".utf8) + [0] + Array("\n".utf8)).isEmpty)
        #expect(Self.streamed(bytes: [0xFF, 0xFE] + Array("a\0,\0b\0".utf8)).isEmpty)
    }

    @Test func numbersOutOfOrderAreAScatterAsInTheTable() throws {
        let text = "Width,Length\n1.4,0.2\n1.3,0.2\n4.7,1.4\n"
        let streamed = Self.streamed(text)
        #expect(!streamed.isEmpty)
        #expect(streamed.first?.charts[0].type == .scatter)
        #expect(streamed.first == (try table(text)))
    }

    @Test func optionsAreAppliedAsInTheTable() throws {
        let text = "Time,Reading,Other\n2024-01-01T00:00,1,2\n2024-01-01T01:00,2,3\n"
        let options = CSVChartOptions(y: ["reading"], title: "Readings", yUnit: "percent", yFormat: ".0", textLanguage: "en")
        let streamed = Self.streamed(text, options)
        #expect(!streamed.isEmpty)
        for report in streamed { #expect(report == (try table(text, options))) }
    }
}
