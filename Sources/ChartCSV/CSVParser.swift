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
        try parse(utf8: Array(text.utf8), fileName: fileName)
    }

    /// Parses valid UTF-8 `bytes` (`CSVReader` validates them). The scan walks bytes, not Characters: every
    /// character that ends a field (separators, quotes, CR, LF) is ASCII, and a byte of a multi-byte character is
    /// never one. Reading the text as `[Character]` first cost about 21 bytes of memory per input byte and most
    /// of a large file's time. Columns count Unicode scalars from the start of the line.
    package func parse(utf8 bytes: [UInt8], fileName: String) throws(DescriptorError) -> CSVTable {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(DescriptorError) -> CSVTable in try parse(buffer, fileName: fileName) }
        }
        return try result.get()
    }

    private func parse(_ b: UnsafeBufferPointer<UInt8>, fileName: String) throws(DescriptorError) -> CSVTable {
        let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var i = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
        let separatorCharacter = self.separator ?? Self.detectSeparator(b, from: i)
        let separator = separatorCharacter.asciiValue ?? UInt8(ascii: ",")
        var problems: [Diagnostic] = []
        func problem(_ message: String, _ line: Int, _ column: Int) {
            if problems.count < 50 { problems.append(Diagnostic(file: fileName, line: line, column: column, message: message)) }
        }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self) }
        /// One scalar more: a byte that does not continue a multi-byte character.
        func advances(_ byte: UInt8) -> Int { byte & 0xC0 == 0x80 ? 0 : 1 }
        func isBreak(_ byte: UInt8) -> Bool { byte == lf || byte == cr }

        var rows: [[CSVTable.Field]] = []
        var row: [CSVTable.Field] = []
        var width = 0
        var line = 1, column = 1
        var rowIsBlank = true

        fieldLoop: while true {
            let startLine = line, startColumn = column
            let value: String
            if i < b.count, b[i] == quote {
                rowIsBlank = false
                i += 1; column += 1
                var closed = false
                var piece = i
                var unquoted: [UInt8] = []
                while i < b.count {
                    let c = b[i]
                    if c == quote {
                        unquoted.append(contentsOf: UnsafeBufferPointer(rebasing: b[piece..<i]))
                        if i + 1 < b.count, b[i + 1] == quote {
                            unquoted.append(quote); i += 2; column += 2; piece = i
                            continue
                        }
                        i += 1; column += 1
                        closed = true
                        break
                    }
                    i += 1
                    if c == lf || (c == cr && (i >= b.count || b[i] != lf)) { line += 1; column = 1 } else if c != cr { column += advances(c) }
                }
                if !closed {
                    unquoted.append(contentsOf: UnsafeBufferPointer(rebasing: b[piece..<i]))
                    problem("this quoted field is never closed; add the closing \" (a quote inside a quoted field is written \"\")", startLine, startColumn)
                    row.append(CSVTable.Field(text: String(decoding: unquoted, as: UTF8.self), line: startLine, column: startColumn))
                    break fieldLoop
                }
                value = String(decoding: unquoted, as: UTF8.self)
                if i < b.count, b[i] != separator, !isBreak(b[i]) {
                    let scalar = text(i, Swift.min(b.count, i + Self.scalarLength(b[i]))).first ?? " "
                    problem("unexpected \(Self.describe(scalar)) after the closing quote of a field; put the whole field in quotes and write a quote inside it as \"\"", line, column)
                    while i < b.count, b[i] != separator, !isBreak(b[i]) { column += advances(b[i]); i += 1 }
                }
            } else {
                let from = i
                var blank = true
                while i < b.count, b[i] != separator, !isBreak(b[i]) {
                    if b[i] != 0x20 && b[i] != 0x09 { blank = false }
                    column += advances(b[i]); i += 1
                }
                value = text(from, i)
                if !blank { rowIsBlank = false }
            }
            row.append(CSVTable.Field(text: value, line: startLine, column: startColumn))
            if i < b.count, b[i] == separator {
                rowIsBlank = false
                i += 1; column += 1
                continue
            }
            // End of a row: a line break (CR LF is one) or the end of the text.
            if !rowIsBlank {
                width = Swift.max(width, row.count)
                rows.append(row)
            }
            row = []
            row.reserveCapacity(width)
            rowIsBlank = true
            guard i < b.count else { break }
            i += b[i] == cr && i + 1 < b.count && b[i + 1] == lf ? 2 : 1
            line += 1; column = 1
            if i == b.count { break }
        }
        if !row.isEmpty && !rowIsBlank { rows.append(row) }

        guard let header = rows.first else {
            if problems.isEmpty { problem("the file is empty; a CSV file needs a header line naming its columns, then rows of values", 1, 1) }
            throw .invalid(problems)
        }
        for r in rows.dropFirst() where r.count != header.count {
            let at = r.count > header.count ? r[header.count] : r[r.count - 1]
            problem("this row has \(r.count) field\(r.count == 1 ? "" : "s") but the header has \(header.count); "
                    + (r.count > header.count ? "quote fields that contain \(Self.describe(separatorCharacter))" : "add the missing fields (empty for none)"),
                    at.line, r.count > header.count ? at.column : 1)
        }
        guard problems.isEmpty else { throw .invalid(problems) }
        rows.removeFirst()
        return CSVTable(header: header, rows: rows, separator: separatorCharacter)
    }

    /// The bytes of the UTF-8 sequence a lead byte starts.
    static func scalarLength(_ lead: UInt8) -> Int { lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : 4 }

    /// The most frequent separator candidate outside quotes on the first line of `b` (from `start`).
    static func detectSeparator(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Character {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, 0x09: 0]
        var quoted = false
        for c in b[start...] {
            if c == UInt8(ascii: "\"") { quoted.toggle(); continue }
            if !quoted && (c == 0x0A || c == 0x0D) { break }
            if !quoted, counts[c] != nil { counts[c]! += 1 }
        }
        let best = counts.max { a, b in a.value < b.value || (a.value == b.value && rank(a.key) > rank(b.key)) }!
        return best.value == 0 ? "," : Character(Unicode.Scalar(best.key))
    }

    private static func rank(_ c: UInt8) -> Int { c == UInt8(ascii: ",") ? 0 : c == UInt8(ascii: ";") ? 1 : 2 }

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
