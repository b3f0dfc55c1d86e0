@testable import ChartDescriptorXML
import Testing

/// The reader's own float parser gives the very Double that `Double(String)` gives, for every decimal spelling.
struct DecimalNumberTests {
    /// What the format accepts, as Swift reads it: nil for values that are not finite.
    private static func expected(_ text: String) -> UInt64? {
        Double(text).flatMap { $0.isFinite ? $0.bitPattern : nil }
    }

    /// `count` random decimal digits.
    private static func digits(_ count: Int, _ random: inout SplitMix64) -> String {
        String((0..<count).map { _ in Character(String(random.next() % 10)) })
    }

    private static func parsed(_ text: String) -> UInt64? {
        DecimalNumber.parse(Substring(text)).map(\.bitPattern)
    }

    @Test(arguments: [
        // everyday values, signs and zeros
        "0", "-0", "+0", "-0.0", "0e999", "-0e-999", "100.6", "-2.5", "+3", ".5", "-.5", "5.", "5.e3", "1e3", "2.5E-3", "1E+5",
        "0.1", "0.3", "0.7", "1.1", "123.456", "99999.99", "0000000000000000000000001.5",
        // the fast path's edges: 2^53 and one past it, 10^22 and 10^23, 22 and 23 digits of exponent
        "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995", "1e22", "1e23", "4.5e22",
        "123456789012345e-22", "123456789012345e-23", "1.7976931348623157e22",
        // long mantissas: more digits than a UInt64 holds, and exactly-halfway cases
        "123456789012345678901234567890", "0.1000000000000000055511151231257827021181583404541015625",
        "1.00000000000000011102230246251565404236316680908203125", "1.00000000000000011102230246251565404236316680908203124",
        "1.00000000000000011102230246251565404236316680908203126", "9007199254740993.0000000000000000000001",
        "3.141592653589793238462643383279502884197169399375105820974944", "1.50000000000000000000000000000001",
        "12345678901234567890e-10", "0.000000000000000000000000000000000000001234567890123456789",
        // subnormals, the smallest normal, the largest finite, and beyond
        "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-320", "2.2250738585072011e-308",
        "2.2250738585072014e-308", "2.225073858507201e-308", "1e-400", "-1e-400", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "-1e309", "1e99999999999999999999",
    ])
    func sameDoubleAsSwift(_ text: String) {
        #expect(Self.parsed(text) == Self.expected(text), "\(text)")
    }

    @Test(arguments: ["", "-", "+", ".", "-.", "e5", "1e", "1e+", "1.2.3", "0x10", "1_000", "inf", "nan", "NaN", "infinity",
                      "1,5", "1 000", "--1", "+-1", "1e5.5", "１２", " 1", "1 ", "1d", "1f"])
    func otherSpellingsAreNotNumbers(_ text: String) {
        #expect(DecimalNumber.parse(Substring(text)) == nil, "\(text)")
    }

    /// 300,000 random spellings (signs, 1–30 digit mantissas with or without a point, exponents across the whole
    /// range, subnormals included) and the shortest and 17-digit spellings of random Doubles.
    @Test func randomSpellingsGiveTheSameDoubleAsSwift() {
        var random = SplitMix64(seed: 10)
        func digits(_ count: Int) -> String { Self.digits(count, &random) }
        var mismatches: [String] = []
        for _ in 0..<200_000 {
            var text = ["", "-", "+"][Int(random.next() % 3)]
            let whole = Int(random.next() % 20), fraction = Int(random.next() % 20)
            text += digits(whole)
            if fraction > 0 || whole == 0 { text += "." + digits(max(fraction, whole == 0 ? 1 : 0)) }
            switch random.next() % 3 {
            case 0: break
            case 1: text += "e" + String(Int(random.next() % 50) - 25)
            default: text += (random.next() % 2 == 0 ? "E-" : "e+") + String(random.next() % 340)
            }
            if Self.parsed(text) != Self.expected(text) { mismatches.append(text) }
        }
        for _ in 0..<50_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            for text in [value.description, String(value.significand) + "e" + String(value.exponent) ] {
                if Self.parsed(text) != Self.expected(text) { mismatches.append(text) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// `prefix` reads a number up to the first byte that cannot continue it, as `parse` reads the whole text:
    /// random spellings (mantissas of 1 to 30 digits, across the 19 digits its short loop takes, with leading
    /// zeros, signs and exponents) followed by what may end them.
    @Test func prefixReadsWhatParseReadsAndStopsAfterIt() {
        var random = SplitMix64(seed: 11)
        func digits(_ count: Int) -> String { Self.digits(count, &random) }
        var mismatches: [String] = []
        for _ in 0..<100_000 {
            var text = ["", "-", "+"][Int(random.next() % 3)]
            if random.next() % 4 == 0 { text += String(repeating: "0", count: Int(random.next() % 8)) }
            let whole = Int(random.next() % 22), fraction = Int(random.next() % 22)
            text += digits(whole)
            if fraction > 0 || whole == 0 { text += "." + digits(max(fraction, whole == 0 ? 1 : 0)) }
            if random.next() % 3 == 0 { text += ["e", "E", "e-", "E+"][Int(random.next() % 4)] + String(random.next() % 330) }
            let expected = Self.parsed(text)
            if expected != Self.expected(text) { mismatches.append(text) }
            let hasExponent = text.lowercased().contains("e")
            for ending in [" ", "\n", "\t", "x", ",", "<", "-", ".", "e"] {
                // "." would go on as a fraction, "e" as an exponent, where the number has none yet.
                if ending == "." && !text.contains(".") && !hasExponent { continue }
                if ending == "e" && !hasExponent { continue }
                let found = Array((text + ending + "9").utf8).withUnsafeBufferPointer { DecimalNumber.prefix(of: $0, from: 0) }
                if found?.value.bitPattern != expected || (expected != nil && found?.end != text.utf8.count) {
                    mismatches.append(text + ending + "9")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// `prefix` starts where it is told, and finds no number where none starts.
    @Test func prefixStartsAtItsOffset() {
        let bytes = Array("12 -3.5e2 x .5".utf8)
        bytes.withUnsafeBufferPointer { b in
            #expect(DecimalNumber.prefix(of: b, from: 0)?.value == 12)
            #expect(DecimalNumber.prefix(of: b, from: 3)?.value == -350)
            #expect(DecimalNumber.prefix(of: b, from: 3)?.end == 9)
            #expect(DecimalNumber.prefix(of: b, from: 10) == nil)
            #expect(DecimalNumber.prefix(of: b, from: 12)?.value == 0.5)
            #expect(DecimalNumber.prefix(of: b, from: 14) == nil)
        }
    }

    @Test(arguments: ["", "nan", "NaN", "NAN", "nAn"])
    func missingSpellings(_ text: String) {
        #expect(text.utf8.withContiguousStorageIfAvailable { DecimalNumber.isMissing(bytes: $0) } ?? false)
        #expect(DecimalNumber.isMissing(Substring(text)))
    }

    @Test(arguments: ["na", "nana", "0", "inf"])
    func notMissingSpellings(_ text: String) {
        #expect(!(text.utf8.withContiguousStorageIfAvailable { DecimalNumber.isMissing(bytes: $0) } ?? true))
        #expect(!DecimalNumber.isMissing(Substring(text)))
    }
}
