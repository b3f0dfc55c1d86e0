import ChartDescriptorXML

/// An RFC 4180 CSV parser: fields separated by `,` (or `;` or tab), rows by CRLF, LF or CR; a field in double quotes
/// may hold separators, line breaks and doubled quotes (`""`). Also accepted: a UTF-8 byte order mark, a last row
/// without a line break, blank lines (skipped), and a quote inside an unquoted field (kept as a character: `5'11"`).
/// Errors are located (`file:line:column`): a quoted field never closed, text after a closing quote, a row with
/// more or fewer fields than the header.
package struct CSVParser: Sendable {
    /// The separator, or nil to detect it from the header line: the most frequent of `,`, `;` and tab outside
    /// quotes (`,` when there is none).
    package var separator: Character?

    /// Creates a parser.
    package init(separator: Character? = nil) { self.separator = separator }

    /// Parses `text`; `fileName` names the input in diagnostics.
    package func parse(_ text: String, fileName: String) throws(DescriptorError) -> CSVTable {
        var chars = Array(text)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        let separator = self.separator ?? Self.detectSeparator(chars)
        var problems: [Diagnostic] = []
        func problem(_ message: String, _ line: Int, _ column: Int) {
            if problems.count < 50 { problems.append(Diagnostic(file: fileName, line: line, column: column, message: message)) }
        }

        var rows: [[CSVTable.Field]] = []
        var row: [CSVTable.Field] = []
        var line = 1, column = 1
        var i = 0
        var rowIsBlank = true
        func isBreak(_ c: Character) -> Bool { c == "\n" || c == "\r" || c == "\r\n" }

        fieldLoop: while true {
            let startLine = line, startColumn = column
            var value = ""
            if i < chars.count, chars[i] == "\"" {
                rowIsBlank = false
                i += 1; column += 1
                var closed = false
                while i < chars.count {
                    let c = chars[i]
                    if c == "\"" {
                        if i + 1 < chars.count, chars[i + 1] == "\"" {
                            value.append("\""); i += 2; column += 2
                            continue
                        }
                        i += 1; column += 1
                        closed = true
                        break
                    }
                    value.append(c)
                    i += 1
                    if isBreak(c) { line += 1; column = 1 } else { column += 1 }
                }
                if !closed {
                    problem("this quoted field is never closed; add the closing \" (a quote inside a quoted field is written \"\")", startLine, startColumn)
                    row.append(CSVTable.Field(text: value, line: startLine, column: startColumn))
                    break fieldLoop
                }
                if i < chars.count, chars[i] != separator, !isBreak(chars[i]) {
                    problem("unexpected \(Self.describe(chars[i])) after the closing quote of a field; put the whole field in quotes and write a quote inside it as \"\"", line, column)
                    while i < chars.count, chars[i] != separator, !isBreak(chars[i]) { i += 1; column += 1 }
                }
            } else {
                while i < chars.count, chars[i] != separator, !isBreak(chars[i]) {
                    value.append(chars[i]); i += 1; column += 1
                }
                if !value.allSatisfy({ $0 == " " || $0 == "\t" }) { rowIsBlank = false }
            }
            row.append(CSVTable.Field(text: value, line: startLine, column: startColumn))
            if i < chars.count, chars[i] == separator {
                rowIsBlank = false
                i += 1; column += 1
                continue
            }
            // End of a row: a line break or the end of the text.
            if !rowIsBlank { rows.append(row) }
            row = []
            rowIsBlank = true
            guard i < chars.count else { break }
            i += 1; line += 1; column = 1
            if i == chars.count { break }
        }
        if !row.isEmpty && !rowIsBlank { rows.append(row) }

        guard let header = rows.first else {
            if problems.isEmpty { problem("the file is empty; a CSV file needs a header line naming its columns, then rows of values", 1, 1) }
            throw .invalid(problems)
        }
        for r in rows.dropFirst() where r.count != header.count {
            let at = r.count > header.count ? r[header.count] : r[r.count - 1]
            problem("this row has \(r.count) field\(r.count == 1 ? "" : "s") but the header has \(header.count); "
                    + (r.count > header.count ? "quote fields that contain \(Self.describe(separator))" : "add the missing fields (empty for none)"),
                    at.line, r.count > header.count ? at.column : 1)
        }
        guard problems.isEmpty else { throw .invalid(problems) }
        return CSVTable(header: header, rows: Array(rows.dropFirst()), separator: separator)
    }

    /// The most frequent separator candidate outside quotes on the first line.
    static func detectSeparator(_ chars: [Character]) -> Character {
        var counts: [Character: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for c in chars {
            if c == "\"" { quoted.toggle(); continue }
            if !quoted && (c == "\n" || c == "\r" || c == "\r\n") { break }
            if !quoted, counts[c] != nil { counts[c]! += 1 }
        }
        let best = counts.max { a, b in a.value < b.value || (a.value == b.value && rank(a.key) > rank(b.key)) }!
        return best.value == 0 ? "," : best.key
    }

    private static func rank(_ c: Character) -> Int { c == "," ? 0 : c == ";" ? 1 : 2 }

    /// A character as a message names it.
    static func describe(_ c: Character) -> String {
        switch c {
        case "\t": return "a tab"
        case ",": return "a comma"
        case ";": return "a semicolon"
        default: return "\"\(c)\""
        }
    }
}
