import Testing
@testable import Narration

/// A finding's message arguments are a struct of typed fields, converted in one place: a Bool is the select word
/// yes/no, a number a number, an enum its raw value, a nil optional left out, a nested group flattened.
@Suite struct MessageArgumentsTests {
    private struct Group: MessageArguments {
        var xName: String
        var shared: Bool
    }

    private struct Sample: MessageArguments {
        enum Side: String, Encodable { case up, down }
        var high: Bool
        var count: Int
        var share: Double
        var at: String
        var side: Side
        var previous: String?
        var maybe: Bool?
        var group: Group
        var absentGroup: Group?
    }

    @Test func fieldsBecomeNamedArgumentsOfTheirKind() {
        let a = Sample(high: true, count: 3, share: 0.25, at: "in 2009", side: .down, previous: nil, maybe: false,
                       group: Group(xName: "Year", shared: false), absentGroup: nil).messageArguments
        #expect(a == ["high": .string("yes"), "count": .number(3), "share": .number(0.25), "at": .string("in 2009"),
                      "side": .string("down"), "maybe": .string("no"), "xName": .string("Year"), "shared": .string("no")])
    }

    @Test func addingReplacesTheBasesArgumentsOfTheSameName() {
        let base: [String: MessageArgument] = ["xName": .string("x"), "kind": .string("shape")]
        let a = Group(xName: "Year", shared: true).adding(to: base)
        #expect(a == ["xName": .string("Year"), "kind": .string("shape"), "shared": .string("yes")])
    }
}
