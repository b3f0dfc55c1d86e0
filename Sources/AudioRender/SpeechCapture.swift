/// Spools one speech item as espeak-ng produces it, leaving out its leading and trailing near-silence but
/// 10 ms, so the gaps between items are what the options say. Only the samples since the first sound are
/// written; the trailing silence is cut once the item has ended.
struct SpeechCapture {
    /// |sample| above this (1e-3 of full scale) is sound.
    static let threshold: Int16 = 32
    let margin: Int
    let itemStart: Int
    private var seen = 0
    private var first: Int?
    private var lastSound = -1
    private var lead: [Int16] = []

    init(sampleRate: Int, spoolOffset: Int) {
        margin = sampleRate / 100
        itemStart = spoolOffset
    }

    mutating func add(_ chunk: UnsafeBufferPointer<Int16>, to spool: SampleSpool) throws {
        defer { seen += chunk.count }
        var from = 0
        if first == nil {
            guard let i = chunk.firstIndex(where: { abs(Int32($0)) > Int32(Self.threshold) }) else {
                lead.append(contentsOf: chunk)
                if lead.count > margin { lead.removeFirst(lead.count - margin) }
                return
            }
            lead.append(contentsOf: chunk[..<i])
            if lead.count > margin { lead.removeFirst(lead.count - margin) }
            first = seen + i
            try lead.withUnsafeBufferPointer { _ = try spool.append($0) }
            from = i
        }
        if let last = chunk.lastIndex(where: { abs(Int32($0)) > Int32(Self.threshold) }) { lastSound = seen + last }
        try spool.append(UnsafeBufferPointer(rebasing: chunk[from...]))
    }

    /// Ends the item: returns the trimmed length in samples and how many leading samples were dropped
    /// (nil when the item was silent); the spool ends with the item.
    mutating func finish(spool: SampleSpool) throws -> (frames: Int, dropped: Int)? {
        guard let first else {
            try spool.truncate(to: itemStart)
            return nil
        }
        let start = max(first - margin, 0)
        let end = min(lastSound + 1 + margin, seen)
        try spool.truncate(to: itemStart + (end - start) * 2)
        return (end - start, start)
    }
}
