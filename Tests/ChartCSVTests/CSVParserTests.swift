import Testing
import ChartDescriptorXML
@testable import ChartCSV

/// RFC 4180 and what spreadsheets write besides.
@Suite struct CSVParserTests {
    func parse(_ text: String, separator: Character? = nil) throws -> CSVTable {
        try CSVParser(separator: separator).parse(text, fileName: "t.csv")
    }

    func texts(_ table: CSVTable) -> [[String]] { [table.header.map(\.text)] + table.rows.map { $0.map(\.text) } }

    func diagnostics(_ text: String) -> [String] {
        do { _ = try CSVParser().parse(text, fileName: "t.csv"); return [] } catch { return error.diagnostics.map(\.description) }
    }

    @Test func quotedFieldsHoldSeparatorsDoubledQuotesAndLineBreaks() throws {
        let t = try parse("name,note\r\n\"Smith, J.\",\"said \"\"hi\"\"\"\r\n\"two\r\nlines\",\"a\nb\"\r\n")
        #expect(texts(t) == [["name", "note"], ["Smith, J.", "said \"hi\""], ["two\r\nlines", "a\nb"]])
    }

    @Test func lineEndingsMayBeCRLFLForCRAndTheLastMayBeMissing() throws {
        for text in ["a,b\r\n1,2\r\n3,4", "a,b\n1,2\n3,4\n", "a,b\r1,2\r3,4\r"] {
            #expect(texts(try parse(text)) == [["a", "b"], ["1", "2"], ["3", "4"]], "\(text.debugDescription)")
        }
    }

    @Test func emptyFieldsTrailingSeparatorsAndBlankLines() throws {
        let t = try parse("a,b,c\n1,,3\n\n,,\n4,5,\n")
        #expect(texts(t) == [["a", "b", "c"], ["1", "", "3"], ["", "", ""], ["4", "5", ""]])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try parse("\u{FEFF}Date,Steps\n2024-01-01,5\n").header[0].text == "Date")
    }

    @Test func separatorIsDetectedFromTheHeaderOutsideQuotes() throws {
        #expect(try parse("a;b;c\n1,5;2;3\n").separator == ";")
        #expect(try parse("a\tb\n1\t2\n").separator == "\t")
        #expect(try parse("\"x;y\",z\n1,2\n").separator == ",")
        #expect(try parse("single\n1\n").separator == ",")
        #expect(texts(try parse("a;b\n1,5;2\n")) == [["a", "b"], ["1,5", "2"]])
    }

    @Test func positionsAreLinesAndCharacterColumns() throws {
        let t = try parse("ville,temp\n\"Zürich\",3\n\"long\nname\",4\n")
        #expect(t.rows[0][1].line == 2 && t.rows[0][1].column == 10)
        #expect(t.rows[1][1].line == 4 && t.rows[1][1].column == 7)
    }

    @Test func aQuoteInsideAnUnquotedFieldIsKept() throws {
        #expect(texts(try parse("h,n\n5'11\",x\n"))[1] == ["5'11\"", "x"])
    }

    @Test func unterminatedQuoteIsLocatedAtItsOpening() {
        #expect(diagnostics("a,b\n1,\"open\n2,3\n") == ["t.csv:2:3: this quoted field is never closed; add the closing \" (a quote inside a quoted field is written \"\")"])
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        let d = diagnostics("a,b\n\"x\"y,2\n")
        #expect(d.count == 1)
        #expect(d.first?.hasPrefix("t.csv:2:4: unexpected \"y\" after the closing quote of a field") == true)
    }

    @Test func raggedRowsAreLocatedAndSayWhatToDo() {
        let d = diagnostics("a,b,c\n1,2,3\n4,5\n6,7,8,9\n")
        #expect(d == ["t.csv:3:1: this row has 2 fields but the header has 3; add the missing fields (empty for none)",
                      "t.csv:4:7: this row has 4 fields but the header has 3; quote fields that contain a comma"])
    }

    @Test func emptyFileIsAnError() {
        #expect(diagnostics("") == ["t.csv:1:1: the file is empty; a CSV file needs a header line naming its columns, then rows of values"])
        #expect(diagnostics("\n\n").count == 1)
    }

    @Test func invalidUTF8IsLocated() {
        do {
            _ = try CSVReader.table(bytes: Array("a,b\ncaf".utf8) + [0xE9] + Array(",1\n".utf8), fileName: "t.csv", separator: nil)
            Issue.record("no error")
        } catch {
            #expect(error.description == "t.csv:2:4: byte 0xE9 is not UTF-8; save the file as UTF-8")
        }
    }
}
