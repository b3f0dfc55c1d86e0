/// A forward-only reader over ASCII bytes, for the small grammars of dates, durations and numbers.
struct ByteCursor {
    private let bytes: Substring.UTF8View
    private var index: Substring.UTF8View.Index

    init(_ bytes: Substring.UTF8View) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    var atEnd: Bool { index == bytes.endIndex }

    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index = bytes.index(after: index)
        return true
    }

    mutating func digit() -> Int? {
        guard let b = peek, b >= 48, b <= 57 else { return nil }
        index = bytes.index(after: index)
        return Int(b - 48)
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
