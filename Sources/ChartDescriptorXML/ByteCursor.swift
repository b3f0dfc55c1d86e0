/// A forward-only reader over ASCII bytes, for the small grammars of dates, durations and numbers.
struct ByteCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    /// Bytes read so far.
    var offset: Int { index }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func digit() -> Int? {
        guard index < bytes.count else { return nil }
        let d = bytes[index] &- 48
        guard d <= 9 else { return nil }
        index += 1
        return Int(d)
    }

    mutating func digits(exactly count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let d = digit() else { return nil }
            value = value * 10 + d
        }
        return value
    }

    /// One or more digits as an integer (nil when none or absurdly many).
    mutating func integer() -> Int? {
        var value = 0
        var count = 0
        while let d = digit() {
            count += 1
            guard count <= 9 else { return nil }
            value = value * 10 + d
        }
        return count == 0 ? nil : value
    }

    /// +1 for "+", -1 for "-", nil otherwise.
    mutating func sign() -> Int? {
        if take(UInt8(ascii: "+")) { return 1 }
        if take(UInt8(ascii: "-")) { return -1 }
        return nil
    }
}

extension Substring {
    /// Calls `body` with the UTF-8 bytes of the text (contiguous; copied only if they were not).
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = self
        return text.withUTF8(body)
    }
}
