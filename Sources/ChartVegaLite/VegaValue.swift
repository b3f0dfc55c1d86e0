import ChartCSV
import Foundation

/// A value as Vega's expressions see it (JavaScript's number, string, boolean, null).
enum VegaValue: Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null

    /// The number, when this is a finite number (or text of one).
    var numberIfValid: Double? {
        if case .null = self { return nil }
        let n = number
        return n.isFinite ? n : nil
    }

    var isNumber: Bool { if case .number = self { return true } else { return false } }

    /// JavaScript's ToNumber.
    var number: Double {
        switch self {
        case .number(let n): return n
        case .bool(let b): return b ? 1 : 0
        case .null: return 0
        case .string(let s):
            let t = s.trimmingCharacters(in: .whitespaces)
            if t.isEmpty { return 0 }
            return Double(t) ?? .nan
        }
    }

    /// JavaScript's ToString (numbers in their shortest form).
    var text: String {
        switch self {
        case .number(let n): return n.isNaN ? "NaN" : n == n.rounded() && abs(n) < 1e21 ? String(Int64(n)) : "\(n)"
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// JavaScript's truthiness.
    var truthy: Bool {
        switch self {
        case .number(let n): return n != 0 && !n.isNaN
        case .string(let s): return !s.isEmpty
        case .bool(let b): return b
        case .null: return false
        }
    }

    /// A date as milliseconds since the epoch: a number is one already, text is read as a date.
    var dateMilliseconds: Double? {
        let ms: Double?
        switch self {
        case .number(let n): ms = n
        case .string(let s): ms = TextDate.instant(s.trimmingCharacters(in: .whitespaces)).map { $0.seconds * 1000 }
        default: ms = nil
        }
        // NaN, ±∞ and instants beyond JavaScript's dates are invalid dates (month(NaN) is NaN in Vega, not July).
        return ms.flatMap { Self.isTimeValue($0) ? $0 : nil }
    }

    /// True for a JavaScript time value: finite and within ±8.64e15 ms (±100,000,000 days) of the epoch.
    static func isTimeValue(_ ms: Double) -> Bool { abs(ms) <= 8.64e15 }

    /// JavaScript's `==`.
    func looselyEquals(_ other: VegaValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let a), .string(let b)): return a == b
        default: return number == other.number
        }
    }

    /// JavaScript's relational operators: text against text by code units, anything else as numbers.
    static func compare(_ a: VegaValue, _ b: VegaValue, _ op: String) -> Bool {
        if case .string(let x) = a, case .string(let y) = b {
            let (u, v) = (Array(x.utf16), Array(y.utf16))
            switch op {
            case "<": return u.lexicographicallyPrecedes(v)
            case "<=": return !v.lexicographicallyPrecedes(u)
            case ">": return v.lexicographicallyPrecedes(u)
            default: return !u.lexicographicallyPrecedes(v)
            }
        }
        let (x, y) = (a.number, b.number)
        switch op {
        case "<": return x < y
        case "<=": return x <= y
        case ">": return x > y
        default: return x >= y
        }
    }
}
