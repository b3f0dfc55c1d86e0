import Foundation
import Testing
@testable import Narration

/// `JSONTreeEncoder` makes the tree `JSONSerialization` writes: the bytes of an `Encodable` value are those of the
/// same dictionary built by hand, key order, −0 and large numbers included.
@Suite struct JSONTreeEncoderTests {
    struct Inner: Encodable {
        let count: Int
        let values: [Double?]
    }

    struct Sample: Encodable {
        let pearson: Double
        let pValue: Double
        let negativeZero: Double
        let large: Double
        let flag: Bool
        let name: String
        let absent: Int?
        let null: JSONNumber
        let inner: Inner
        let list: [Inner]
    }

    /// A value that writes its own containers: nested ones, a super encoder and a single value.
    struct Custom: Encodable {
        enum Keys: String, CodingKey { case nested, items, detail }
        enum NestedKeys: String, CodingKey { case a }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            var nested = c.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
            try nested.encode(UInt8(7), forKey: .a)
            var items = c.nestedUnkeyedContainer(forKey: .items)
            try items.encode("x")
            try items.encodeNil()
            var deeper = items.nestedUnkeyedContainer()
            try deeper.encode(Float(1.5))
            try Inner(count: 1, values: []).encode(to: c.superEncoder(forKey: .detail))
        }
    }

    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    static func bytes(_ tree: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: tree, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func anEncodableValueWritesTheBytesOfItsDictionary() throws {
        let sample = Sample(pearson: 0.25, pValue: 1e-300, negativeZero: -0.0, large: 123_456_789_012_345_680,
                            flag: true, name: "a/b", absent: nil, null: JSONNumber(.nan),
                            inner: Inner(count: 2, values: [1, nil]), list: [Inner(count: 0, values: [])])
        let byHand: [String: Any] = ["pearson": 0.25, "pValue": 1e-300, "negativeZero": -0.0, "large": 123_456_789_012_345_680.0,
                                     "flag": true, "name": "a/b", "null": NSNull(),
                                     "inner": ["count": 2, "values": [1.0, NSNull()] as [Any]] as [String: Any],
                                     "list": [["count": 0, "values": [Any]()] as [String: Any]]]
        let tree = try JSONTreeEncoder().encode(sample)
        #expect(try Self.bytes(tree) == Self.bytes(byHand))
        #expect((tree as? [String: Any])?["absent"] == nil, "a nil optional is left out")
        #expect((tree as? [String: Any])?["inner"].flatMap { ($0 as? [String: Any])?["count"] } is Int)
        // As `.sortedKeys` orders them ("pearson" first); JSONEncoder puts "pValue" first.
        let text = try Self.bytes(tree)
        #expect(text.range(of: "\"pearson\"")!.lowerBound < text.range(of: "\"pValue\"")!.lowerBound)
    }

    @Test func nestedContainersAndSuperEncodersFillTheirMembers() throws {
        let tree = try JSONTreeEncoder().encode(Custom())
        let byHand: [String: Any] = ["nested": ["a": UInt8(7)], "items": ["x", NSNull(), [Float(1.5)]] as [Any],
                                     "detail": ["count": 1, "values": [Any]()] as [String: Any]]
        #expect(try Self.bytes(tree) == Self.bytes(byHand))
    }

    @Test func aValueThatEncodesNothingIsAnEmptyObject() throws {
        #expect(try Self.bytes(JSONTreeEncoder().encode(Nothing())) == Self.bytes([String: Any]()))
        #expect(try Self.bytes(JSONTreeEncoder().encode([Nothing()])) == Self.bytes([[String: Any]()]))
    }
}
