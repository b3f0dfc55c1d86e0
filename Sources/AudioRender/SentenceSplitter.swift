/// Splits text into sentences at . ! ? (followed by white space or the end) and at CJK 。！？.
enum SentenceSplitter {
    /// The sentences with their start offsets in Unicode scalars; surrounding white space is trimmed.
    static func split(_ text: String) -> [(text: String, offset: Int)] {
        let scalars = Array(text.unicodeScalars)
        var result: [(String, Int)] = []
        var start = 0
        func flush(_ end: Int) {
            var s = start
            var e = end
            while s < e && scalars[s].properties.isWhitespace { s += 1 }
            while e > s && scalars[e - 1].properties.isWhitespace { e -= 1 }
            if s < e { result.append((String(String.UnicodeScalarView(scalars[s..<e])), s)) }
            start = end
        }
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if "。！？".unicodeScalars.contains(c) {
                var end = i + 1
                while end < scalars.count && "”」』）)\"'".unicodeScalars.contains(scalars[end]) { end += 1 }
                flush(end)
                i = end
                continue
            }
            if ".!?".unicodeScalars.contains(c) {
                var end = i + 1
                while end < scalars.count && ".!?”’\")".unicodeScalars.contains(scalars[end]) { end += 1 }
                if end == scalars.count || scalars[end].properties.isWhitespace {
                    flush(end)
                    i = end
                    continue
                }
            }
            i += 1
        }
        flush(scalars.count)
        return result
    }
}
