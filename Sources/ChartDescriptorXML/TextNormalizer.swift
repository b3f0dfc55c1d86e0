/// White-space handling for text content: XML white space is space, tab, CR and LF.
enum TextNormalizer {
    static func isXMLWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// `text` without leading and trailing white space.
    static func trimmed(_ text: Substring) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isXMLWhitespace($0) }),
              let last = utf8.lastIndex(where: { !isXMLWhitespace($0) }) else { return "" }
        return Substring(utf8[first...last])
    }

    /// `bytes` without leading and trailing white space.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0, end = bytes.count
        while start < end, isXMLWhitespace(bytes[start]) { start += 1 }
        while end > start, isXMLWhitespace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Trimmed, with inner runs of white space (line breaks of an indented paragraph) made single spaces.
    static func collapsed(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// At most 40 characters of `text`, for quoting in messages.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(37)) + "…"
    }

    /// The white-space separated tokens of `text`.
    static func tokens(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" })
    }
}

extension TextNormalizer {
    /// Calls `body` with each white-space separated token of `text`, without building an array.
    static func forEachToken(in text: String, _ body: (Substring) -> Void) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            while index != utf8.endIndex, isXMLWhitespace(utf8[index]) { index = utf8.index(after: index) }
            guard index != utf8.endIndex else { return }
            let start = index
            while index != utf8.endIndex, !isXMLWhitespace(utf8[index]) { index = utf8.index(after: index) }
            body(Substring(utf8[start..<index]))
        }
    }
}

extension String {
    /// The string without leading and trailing XML white space.
    func trimmingXMLWhitespace() -> String { String(TextNormalizer.trimmed(Substring(self))) }
}
