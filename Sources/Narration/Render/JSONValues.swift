import Foundation

// The values of `--format json` as `Encodable` values, which `JSONTreeEncoder` turns into the tree
// `JSONSerialization` writes; `JSONAxisValues` makes them from the model's numbers.

/// An x value in JSON: an ISO 8601 instant or a category id, a number, or null.
enum JSONXValue: Encodable {
    case text(String)
    case number(Double)
    case null

    /// The value as `JSONSerialization` takes it.
    var tree: Any {
        switch self {
        case .text(let s): s
        case .number(let v): v
        case .null: NSNull()
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .text(let s): try c.encode(s)
        case .number(let v): try c.encode(v)
        case .null: try c.encodeNil()
        }
    }
}

/// A number in JSON: null when it is NaN or infinite (JSON has neither), or when there is none.
struct JSONNumber: Encodable {
    /// The number; nil writes null.
    let value: Double?

    /// `v` as it is: −0 stays −0 (the numbers of a finding's detail).
    init(_ v: Double?) { value = v }

    /// `v` with −0 written as 0 (`JSONAxisValues.number`: points, rates).
    static func unsigned(_ v: Double) -> JSONNumber { JSONNumber(v == 0 ? 0 : v) }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let value, value.isFinite { try c.encode(value) } else { try c.encodeNil() }
    }
}

/// A value in JSON that is null when there is none (an optional property of a synthesized `Encodable` is left
/// out instead).
struct JSONNullable<Wrapped: Encodable>: Encodable {
    let value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let value { try c.encode(value) } else { try c.encodeNil() }
    }
}

/// A point of a series in JSON: its index, x in axis terms and y.
struct JSONPoint: Encodable {
    let index: Int
    let x: JSONXValue
    let y: JSONNumber
    /// The ISO 8601 instant of a date x given as a period ("2021-Q3"); absent otherwise.
    var instant: String? = nil
}

/// A slope in JSON: the change per a stretch of x, that stretch named.
struct JSONRate: Encodable {
    /// The change per `per`.
    let value: JSONNumber
    /// The stretch.
    let per: Per

    /// A rate's stretch: one calendar unit (and its seconds) on date axes, else the amount in x units with the
    /// axis unit and the narration's words for it.
    struct Per: Encodable {
        let unit: RateUnit
        let isDate: Bool

        init(_ unit: RateUnit, isDate: Bool) {
            self.unit = unit
            self.isDate = isDate
        }

        private enum CodingKeys: String, CodingKey { case amount, seconds, unit, label }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            if isDate {
                try c.encode(1, forKey: .amount)
                try c.encode(unit.amount, forKey: .seconds)
            } else {
                try c.encode(JSONNumber.unsigned(unit.amount), forKey: .amount)
            }
            try c.encodeIfPresent(unit.unit, forKey: .unit)
            try c.encodeIfPresent(unit.label, forKey: .label)
        }
    }
}
