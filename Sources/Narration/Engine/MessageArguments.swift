/// The arguments of one catalog message as a struct of named, typed fields: each field is the argument of its
/// name (`at` is `{at}`), and `messageArguments` converts them to what MessageFormat receives, here alone:
///
/// - a `Bool` is a select word, `yes` or `no` (`{high, select, yes {…} other {…}}`);
/// - a `String` is a string, an `Int` or `Double` a number (plurals and `{count, number}`);
/// - an enum with `String` raw values is its raw value (a select word);
/// - an optional that is nil is left out (the message does not say it);
/// - a field that is itself `MessageArguments` adds its own fields, as if they were written out (a group of
///   arguments several messages share, such as the axis names).
///
/// Fields of any other type are a programming error, caught the first time the message is rendered.
protocol MessageArguments: Encodable {}

extension MessageArguments {
    /// The fields as MessageFormat arguments.
    var messageArguments: [String: MessageArgument] { adding(to: [:]) }

    /// `base` with these fields added, a field replacing an argument of the same name.
    func adding(to base: [String: MessageArgument]) -> [String: MessageArgument] {
        let storage = MessageArgumentStorage(base)
        do { try encode(to: MessageArgumentEncoder(storage: storage)) } catch {
            preconditionFailure("message arguments must encode: \(error)")
        }
        return storage.values
    }
}

extension MessageArgument {
    /// A yes-or-no fact as the select word catalogs test (`yes` / `no`); see `MessageArguments`.
    static func flag(_ b: Bool) -> MessageArgument { .string(b ? "yes" : "no") }
}

// MARK: The conversion

private final class MessageArgumentStorage {
    var values: [String: MessageArgument]

    init(_ values: [String: MessageArgument]) { self.values = values }
}

/// Writes the top-level fields of a `MessageArguments` value (and of the ones nested in it) into one table.
private struct MessageArgumentEncoder: Encoder {
    let storage: MessageArgumentStorage
    /// The field a single value is written to (a `String`-valued enum's raw value).
    var field: String?
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Fields<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("a message argument is a number, a string, a flag or a select word, not a list")
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        guard let field else { preconditionFailure("message arguments are a struct of fields") }
        return Value(storage: storage, field: field)
    }

    private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: MessageArgumentStorage
        var codingPath: [any CodingKey] { [] }

        private func set(_ key: Key, _ value: MessageArgument) { storage.values[key.stringValue] = value }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: Bool, forKey key: Key) { set(key, .flag(value)) }
        mutating func encode(_ value: String, forKey key: Key) { set(key, .string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) { set(key, .number(value)) }
        mutating func encode(_ value: Float, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: Int, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) { set(key, .number(Double(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) { set(key, .number(Double(value))) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            // A group of shared fields adds them beside these; anything else is one value (an enum's raw value).
            let field: String? = value is any MessageArguments ? nil : key.stringValue
            try value.encode(to: MessageArgumentEncoder(storage: storage, field: field))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("message arguments are flat")
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("message arguments are flat")
        }
        mutating func superEncoder() -> any Encoder { preconditionFailure("message arguments are flat") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("message arguments are flat") }
    }

    private struct Value: SingleValueEncodingContainer {
        let storage: MessageArgumentStorage
        let field: String
        var codingPath: [any CodingKey] { [] }

        private func set(_ value: MessageArgument) { storage.values[field] = value }

        mutating func encodeNil() { storage.values[field] = nil }
        mutating func encode(_ value: Bool) { set(.flag(value)) }
        mutating func encode(_ value: String) { set(.string(value)) }
        mutating func encode(_ value: Double) { set(.number(value)) }
        mutating func encode(_ value: Float) { set(.number(Double(value))) }
        mutating func encode(_ value: Int) { set(.number(Double(value))) }
        mutating func encode(_ value: Int8) { set(.number(Double(value))) }
        mutating func encode(_ value: Int16) { set(.number(Double(value))) }
        mutating func encode(_ value: Int32) { set(.number(Double(value))) }
        mutating func encode(_ value: Int64) { set(.number(Double(value))) }
        mutating func encode(_ value: UInt) { set(.number(Double(value))) }
        mutating func encode(_ value: UInt8) { set(.number(Double(value))) }
        mutating func encode(_ value: UInt16) { set(.number(Double(value))) }
        mutating func encode(_ value: UInt32) { set(.number(Double(value))) }
        mutating func encode(_ value: UInt64) { set(.number(Double(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            preconditionFailure("a message argument is a number, a string, a flag or a select word")
        }
    }
}
