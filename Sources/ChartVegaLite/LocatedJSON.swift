/// A JSON value with the position of its first character, so that a problem found while reading a Vega-Lite
/// spec can be reported at `file:line:column`. Object members keep their order and their keys' positions.
package struct LocatedJSON: Sendable, Hashable {
    /// The kinds of JSON value.
    package indirect enum Value: Sendable, Hashable {
        /// An object's members in document order (a repeated key keeps its last value when looked up).
        case object([Member])
        /// An array.
        case array([LocatedJSON])
        /// A string.
        case string(String)
        /// A number (always finite).
        case number(Double)
        /// true or false.
        case bool(Bool)
        /// null.
        case null
    }

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        /// The key.
        package var key: String
        /// Where the key starts.
        package var keyLine: Int, keyColumn: Int
        /// The value.
        package var value: LocatedJSON
    }

    /// The value.
    package var value: Value
    /// 1-based line of the value's first character.
    package var line: Int
    /// 1-based column (in characters) of the value's first character.
    package var column: Int

    /// The member `key` of an object (the last one when repeated), or nil.
    package subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The member with its key's position.
    package func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    /// The object's keys in order, or [] for other values.
    package var keys: [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.key)
    }

    /// The string, or nil.
    package var string: String? { if case .string(let s) = value { return s } else { return nil } }
    /// The number, or nil.
    package var number: Double? { if case .number(let n) = value { return n } else { return nil } }
    /// The array's elements, or nil.
    package var array: [LocatedJSON]? { if case .array(let a) = value { return a } else { return nil } }
    /// The bool, or nil.
    package var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    /// True for null.
    package var isNull: Bool { value == .null }
    /// True for an object.
    package var isObject: Bool { if case .object = value { return true } else { return false } }

    /// What kind of value this is, for messages ("a string", "an object").
    package var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
