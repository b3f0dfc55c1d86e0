import Foundation

/// The rows of a CSV file read a chunk at a time, each row's fields as byte ranges of a buffer that holds at least
/// that row: memory stays at one chunk (or the longest row) whatever the file's size. The rules are `CSVParser`'s
/// (RFC 4180; a UTF-8 byte order mark, CR, LF or CR LF, blank lines skipped, a quote inside an unquoted field kept),
/// but nothing is located: anything `CSVParser` would report (an unclosed quote, text after a closing quote, bytes
/// that are not UTF-8, a NUL byte, a read error) stops the stream with `.needsTable`, and the caller reads the file
/// with `CSVParser`, which says where.
final class CSVRowStream {
    /// One field of the current row: `bytes[start..<end]` (without its quotes).
    struct Field {
        var start: Int
        var end: Int
        /// Written in quotes, with a doubled quote inside (the text is not the bytes as they are).
        var escaped: Bool
    }

    /// What `next()` found.
    enum Step {
        /// A row that is not blank: `fields` holds it.
        case row
        /// The end of the file.
        case end
        /// Something only `CSVParser` can report (or a read error).
        case needsTable
    }

    /// The fields of the current row.
    private(set) var fields: [Field] = []
    /// The separator (detected from the first line when not given).
    private(set) var separator = UInt8(ascii: ",")
    /// The file offset of the next unread row (for sizing columns from the rest of the file).
    var position: Int { consumed + start }

    private let fd: Int32
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var start = 0, end = 0
    private var consumed = 0
    private var atEOF = false
    private var failed = false

    /// A stream over `fd` (open for reading at its start; the caller closes it); `separator` nil detects it from
    /// the first line, as `CSVParser` does.
    init?(fd: Int32, separator: Character?, chunk: Int = 1 << 20) {
        self.fd = fd
        capacity = chunk
        buffer = .allocate(capacity: chunk)
        // The first line decides the separator; a UTF-8 byte order mark is skipped, UTF-16 is the table path's.
        while !atEOF && !failed && !Self.firstLineEnds(UnsafeBufferPointer(start: buffer, count: end)) { fill() }
        if failed { return nil }
        let b = UnsafeBufferPointer(start: buffer, count: end)
        if b.count >= 2 && ((b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF)) { return nil }
        if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { start = 3 }
        let character = separator ?? CSVParser.detectSeparator(b, from: start)
        self.separator = character.asciiValue ?? UInt8(ascii: ",")
    }

    deinit { buffer.deallocate() }

    /// The text of `field`, quotes undone.
    func text(_ field: Field) -> String {
        let bytes = UnsafeBufferPointer(start: buffer + field.start, count: field.end - field.start)
        guard field.escaped else { return String(decoding: bytes, as: UTF8.self) }
        var unquoted: [UInt8] = []
        var i = 0
        while i < bytes.count {
            unquoted.append(bytes[i])
            i += bytes[i] == UInt8(ascii: "\"") ? 2 : 1
        }
        return String(decoding: unquoted, as: UTF8.self)
    }

    /// The bytes of `field` (valid until the next call of `next()`).
    @inline(__always) func bytes(_ field: Field) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffer + field.start, count: field.end - field.start)
    }

    /// The next row that is not blank.
    func next() -> Step {
        while true {
            switch scanRow() {
            case .complete(let blank):
                if !blank { return .row }
            case .incomplete:
                if atEOF || failed { return .needsTable }
                fill()
                if failed { return .needsTable }
            case .invalid:
                return .needsTable
            case .end:
                return .end
            }
        }
    }

    private enum Scan {
        case complete(blank: Bool)
        case incomplete
        case invalid
        case end
    }

    /// Scans one row from `start`; on `.complete` moves `start` past it.
    private func scanRow() -> Scan {
        let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        let p = buffer, sep = separator, end = self.end
        fields.removeAll(keepingCapacity: true)
        var i = start
        if i >= end && atEOF { return .end }
        var blank = true
        var high: UInt8 = 0
        while true {
            if i < end && p[i] == quote {
                blank = false
                i += 1
                let from = i
                var escaped = false
                while true {
                    guard i < end else { return atEOF ? .invalid : .incomplete }
                    let c = p[i]
                    if c == quote {
                        guard i + 1 < end || atEOF else { return .incomplete }
                        if i + 1 < end && p[i + 1] == quote { escaped = true; i += 2; continue }
                        break
                    }
                    high |= c
                    i += 1
                }
                fields.append(Field(start: from, end: i, escaped: escaped))
                i += 1
                if i < end {
                    let c = p[i]
                    if c != sep && c != cr && c != lf { return .invalid }
                } else if !atEOF {
                    return .incomplete
                }
            } else {
                let from = i
                while i < end {
                    let c = p[i]
                    if c == sep || c == lf || c == cr { break }
                    if c != 0x20 && c != 0x09 { blank = false }
                    high |= c
                    i += 1
                }
                if i >= end && !atEOF { return .incomplete }
                fields.append(Field(start: from, end: i, escaped: false))
            }
            if i < end && p[i] == sep {
                blank = false
                i += 1
                continue
            }
            // The end of the row: a line break (CR LF is one) or the end of the file.
            let rowStart = start
            if i < end {
                if p[i] == cr {
                    if i + 1 < end { i += p[i + 1] == lf ? 2 : 1 } else if atEOF { i += 1 } else { return .incomplete }
                } else {
                    i += 1
                }
            }
            // Bytes past ASCII must be UTF-8, as `CSVReader` requires of the whole file.
            if high >= 0x80, String(validating: UnsafeBufferPointer(start: p + rowStart, count: i - rowStart), as: UTF8.self) == nil {
                return .invalid
            }
            start = i
            return .complete(blank: blank)
        }
    }

    /// Moves the unread bytes to the front (growing the buffer when a row fills it) and reads more.
    private func fill() {
        if start > 0 {
            if end > start { (buffer).update(from: buffer + start, count: end - start) }
            consumed += start
            end -= start
            start = 0
        }
        if end == capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
        while true {
            let n = read(fd, buffer + end, capacity - end)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { failed = true; return }
            if n == 0 { atEOF = true; return }
            // A NUL byte is no text: the table path says so.
            if memchr(buffer + end, 0, n) != nil { failed = true; return }
            end += n
            return
        }
    }

    /// True when `b` holds a line break outside quotes (the end of the line that decides the separator).
    private static func firstLineEnds(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var quoted = false
        for c in b {
            if c == UInt8(ascii: "\"") { quoted.toggle(); continue }
            if !quoted && (c == 0x0A || c == 0x0D) { return true }
        }
        return false
    }
}
