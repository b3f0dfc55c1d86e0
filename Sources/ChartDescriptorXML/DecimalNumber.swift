/// Strict decimal numbers as the format writes them: `-12`, `3.5`, `.5`, `1e6`, `2.5E-3`.
///
/// Swift's `Double(_:)` also accepts hexadecimal, `inf` and `nan` spellings; the format does not.
/// `NaN` (missing value) is handled by callers.
///
/// The reader's hot path: the syntax is checked and the value computed in one pass over the bytes.
/// Numbers of up to 15 significant digits with a small exponent (nearly all data) are exact in a
/// Double, as is the power of ten they are scaled by, so one IEEE multiplication or division gives the
/// correctly rounded value (Clinger's fast path); anything else goes to `Double(String)`. Either way
/// the result is the very Double `Double(String)` gives (pinned by DecimalNumberTests).
enum DecimalNumber {
    /// The value of `text`, or nil when it is not a plain decimal number.
    static func parse(_ text: Substring) -> Double? {
        text.withBytes { parse(bytes: $0) }
    }

    /// The value of UTF-8 `bytes`, or nil when they are not a plain decimal number or the value is not finite.
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let (value, end) = prefix(of: bytes, from: 0), end == bytes.count else { return nil }
        return value
    }

    /// The number written from `bytes[start]` on and the index just past it, or nil when no number starts there
    /// or its value is not finite. The number ends at the first byte that cannot continue it; what may follow
    /// is the caller's rule (`parse` wants the end of the bytes, a compact `<values>` list white space), so a
    /// list is read in one pass, and both read the very same Doubles.
    @inline(__always)
    static func prefix(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: Double, end: Int)? {
        let n = bytes.count
        var i = start
        var negative = false
        if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i &+= 1
        }
        // A mantissa of up to 19 digits (nearly every number) fits in a UInt64 whatever its digits, so it is
        // read without the bookkeeping that longer ones need; they are read again by `longMantissa`.
        let mantissaStart = i
        var mantissa: UInt64 = 0
        var exponent = 0         // the value is mantissa × 10^exponent (before the written exponent)
        var exact = true         // false when a nonzero digit did not fit in `mantissa`
        while i < n {
            let d = bytes[i] &- 48
            guard d <= 9 else { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            i &+= 1
        }
        var digits = i &- mantissaStart
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i &+= 1
            let fractionStart = i
            while i < n {
                let d = bytes[i] &- 48
                guard d <= 9 else { break }
                mantissa = mantissa &* 10 &+ UInt64(d)
                i &+= 1
            }
            exponent = fractionStart &- i
            digits &+= i &- fractionStart
        }
        guard digits > 0 else { return nil }
        if digits > 19 { (mantissa, exponent, exact) = longMantissa(bytes, from: mantissaStart, to: i) }
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentNegative = false
            if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var written = 0
            var exponentDigits = 0
            while i < n {
                let d = bytes[i] &- 48
                guard d <= 9 else { break }
                if written < 100_000 { written = written * 10 + Int(d) }
                exponentDigits += 1
                i += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -written : written
        }
        if mantissa == 0 && exact { return (negative ? -0.0 : 0.0, i) }
        if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            let m = Double(mantissa)
            let value = exponent >= 0 ? m * powerOfTen(exponent) : m / powerOfTen(-exponent)
            return (negative ? -value : value, i)
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)), value.isFinite
        else { return nil }
        return (value, i)
    }

    /// The first 19 significant digits of a longer mantissa (the digits, with at most one point, in
    /// `bytes[start..<end]`), the power of ten they are scaled by, and whether the digits left out were all zeros.
    private static func longMantissa(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> (mantissa: UInt64, exponent: Int, exact: Bool) {
        var mantissa: UInt64 = 0
        var significant = 0      // digits in `mantissa` (after leading zeros)
        var exponent = 0
        var exact = true
        var seenPoint = false
        for i in start..<end {
            let d = bytes[i] &- 48
            if d > 9 {
                seenPoint = true
                continue
            }
            if significant < 19 {
                if mantissa != 0 || d != 0 {
                    mantissa = mantissa * 10 + UInt64(d)
                    significant += 1
                }
                if seenPoint { exponent -= 1 }
            } else {
                if !seenPoint { exponent += 1 }
                if d != 0 { exact = false }
            }
        }
        return (mantissa, exponent, exact)
    }

    /// 10^k for k in 0...22, each exact in a Double (a switch, so no array is looked up).
    @inline(__always) private static func powerOfTen(_ k: Int) -> Double {
        switch k {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// True for the spellings of a missing value: empty, or NaN in any case.
    static func isMissing(_ text: Substring) -> Bool {
        text.isEmpty || (text.utf8.count == 3 && text.lowercased() == "nan")
    }

    /// True for the spellings of a missing value, on bytes.
    static func isMissing(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.isEmpty || (bytes.count == 3 && bytes[0] | 0x20 == UInt8(ascii: "n") && bytes[1] | 0x20 == UInt8(ascii: "a")
            && bytes[2] | 0x20 == UInt8(ascii: "n"))
    }
}
