import Foundation

/// Encodes an `Encodable` value into the tree `JSONSerialization` writes: `[String: Any]` for a keyed container,
/// `[Any]` for an unkeyed one, the Swift value itself (`Bool`, `String`, `Int`, `Double`, …) for a single value
/// and `NSNull` for nil.
///
/// `JSONEncoder` writes bytes of its own: its keys sort otherwise than `JSONSerialization`'s `.sortedKeys`
/// ("pValue" before "pearson"), it writes −0 as 0 and some large numbers with other digits. The JSON output is
/// one `JSONSerialization` document, so its parts that are `Encodable` values are turned into that document's
/// tree, and its bytes stay what they were. A value that encodes nothing is an empty object, as in `JSONEncoder`.
/// An optional property that synthesized conformance encodes is left out when nil (`encodeIfPresent`); a value
/// that is written as null encodes nil itself (`JSONNumber`, `JSONXValue`).
struct JSONTreeEncoder {
    /// The tree of `value`.
    func encode<T: Encodable>(_ value: T) throws -> Any {
        let node = JSONTreeNode()
        try value.encode(to: JSONTreeEncoding(node: node, codingPath: []))
        return node.tree
    }
}

/// One value of the tree while it is encoded: a container is filled after it is handed out, so it is a reference.
private final class JSONTreeNode {
    /// A single value.
    var leaf: Any?
    /// A keyed container's members.
    var object: [String: JSONTreeNode]?
    /// An unkeyed container's elements.
    var array: [JSONTreeNode]?

    /// The value as `JSONSerialization` takes it.
    var tree: Any {
        if let leaf { return leaf }
        if let array { return array.map(\.tree) }
        return (object ?? [:]).mapValues(\.tree)
    }

    /// A new member of this keyed container.
    func member(_ key: some CodingKey) -> JSONTreeNode {
        let node = JSONTreeNode()
        if object == nil { object = [:] }
        object![key.stringValue] = node
        return node
    }

    /// A new element of this unkeyed container.
    func element() -> JSONTreeNode {
        let node = JSONTreeNode()
        if array == nil { array = [] }
        array!.append(node)
        return node
    }
}

/// The `Encoder` a value is encoded to: it writes into one node.
private struct JSONTreeEncoding: Encoder {
    let node: JSONTreeNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.object == nil { node.object = [:] }
        return KeyedEncodingContainer(JSONTreeKeyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.array == nil { node.array = [] }
        return JSONTreeUnkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONTreeSingle(node: node, codingPath: codingPath)
    }
}

/// A keyed container: each member a node of the object.
private struct JSONTreeKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONTreeNode
    let codingPath: [any CodingKey]

    private func set(_ value: Any, _ key: Key) { node.member(key).leaf = value }

    mutating func encodeNil(forKey key: Key) { set(NSNull(), key) }
    mutating func encode(_ value: Bool, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: String, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { set(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { set(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: JSONTreeEncoding(node: node.member(key), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        JSONTreeEncoding(node: node.member(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONTreeEncoding(node: node.member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = JSONTreeKey(stringValue: "super")
        return JSONTreeEncoding(node: node.member(key), codingPath: codingPath + [key])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoding(node: node.member(key), codingPath: codingPath + [key])
    }
}

/// An unkeyed container: each element a node of the array.
private struct JSONTreeUnkeyed: UnkeyedEncodingContainer {
    let node: JSONTreeNode
    let codingPath: [any CodingKey]
    var count: Int { node.array?.count ?? 0 }

    private func append(_ value: Any) { node.element().leaf = value }
    /// The coding path of the next element.
    private var nextPath: [any CodingKey] { codingPath + [JSONTreeKey(intValue: count)] }

    mutating func encodeNil() { append(NSNull()) }
    mutating func encode(_ value: Bool) { append(value) }
    mutating func encode(_ value: String) { append(value) }
    mutating func encode(_ value: Double) { append(value) }
    mutating func encode(_ value: Float) { append(value) }
    mutating func encode(_ value: Int) { append(value) }
    mutating func encode(_ value: Int8) { append(value) }
    mutating func encode(_ value: Int16) { append(value) }
    mutating func encode(_ value: Int32) { append(value) }
    mutating func encode(_ value: Int64) { append(value) }
    mutating func encode(_ value: UInt) { append(value) }
    mutating func encode(_ value: UInt8) { append(value) }
    mutating func encode(_ value: UInt16) { append(value) }
    mutating func encode(_ value: UInt32) { append(value) }
    mutating func encode(_ value: UInt64) { append(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try value.encode(to: JSONTreeEncoding(node: node.element(), codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return JSONTreeEncoding(node: node.element(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return JSONTreeEncoding(node: node.element(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return JSONTreeEncoding(node: node.element(), codingPath: path)
    }
}

/// A single value: the node's leaf, or a value that encodes itself into the node.
private struct JSONTreeSingle: SingleValueEncodingContainer {
    let node: JSONTreeNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() { node.leaf = NSNull() }
    mutating func encode(_ value: Bool) { node.leaf = value }
    mutating func encode(_ value: String) { node.leaf = value }
    mutating func encode(_ value: Double) { node.leaf = value }
    mutating func encode(_ value: Float) { node.leaf = value }
    mutating func encode(_ value: Int) { node.leaf = value }
    mutating func encode(_ value: Int8) { node.leaf = value }
    mutating func encode(_ value: Int16) { node.leaf = value }
    mutating func encode(_ value: Int32) { node.leaf = value }
    mutating func encode(_ value: Int64) { node.leaf = value }
    mutating func encode(_ value: UInt) { node.leaf = value }
    mutating func encode(_ value: UInt8) { node.leaf = value }
    mutating func encode(_ value: UInt16) { node.leaf = value }
    mutating func encode(_ value: UInt32) { node.leaf = value }
    mutating func encode(_ value: UInt64) { node.leaf = value }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: JSONTreeEncoding(node: node, codingPath: codingPath))
    }
}

/// A coding key made by the encoder: "super", or an array index.
private struct JSONTreeKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
