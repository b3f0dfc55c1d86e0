/// An ID3v2.3 tag with a table of contents (`CTOC`) and one `CHAP` frame per chapter (ID3v2 Chapter
/// Frame Addendum), titles in UTF-16 — what podcast players read for MP3 chapters.
enum ID3ChapterTag {
    /// The tag bytes, to be placed before the first MPEG frame; empty when there are no chapters.
    static func encode(_ chapters: [TimedChapter], duration: Double) -> [UInt8] {
        let chapters = Array(chapters.prefix(255))
        guard !chapters.isEmpty else { return [] }
        var frames: [UInt8] = []
        let ids = chapters.indices.map { "ch\($0)" }
        var toc = Array("toc".utf8) + [0, 0x03, UInt8(chapters.count)]
        for id in ids { toc += Array(id.utf8) + [0] }
        frames += frame("CTOC", toc)
        for (i, chapter) in chapters.enumerated() {
            let start = milliseconds(chapter.startTime)
            let end = max(milliseconds(i + 1 < chapters.count ? chapters[i + 1].startTime : duration), start)
            var body = Array(ids[i].utf8) + [0]
            body += bigEndian(start) + bigEndian(end) + bigEndian(0xFFFF_FFFF) + bigEndian(0xFFFF_FFFF)
            body += frame("TIT2", [0x01, 0xFF, 0xFE] + utf16LE(chapter.title) + [0, 0])
            frames += frame("CHAP", body)
        }
        let size = UInt32(frames.count)
        // The tag size is "synchsafe": 7 bits per byte.
        let synchsafe: [UInt8] = [UInt8((size >> 21) & 0x7F), UInt8((size >> 14) & 0x7F), UInt8((size >> 7) & 0x7F), UInt8(size & 0x7F)]
        return Array("ID3".utf8) + [3, 0, 0] + synchsafe + frames
    }

    private static func frame(_ id: String, _ body: [UInt8]) -> [UInt8] {
        Array(id.utf8) + bigEndian(UInt32(body.count)) + [0, 0] + body
    }

    private static func milliseconds(_ seconds: Double) -> UInt32 {
        UInt32(clamping: Int((max(seconds, 0) * 1000).rounded()))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func utf16LE(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }
}
