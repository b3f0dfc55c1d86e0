import Foundation
import Testing
import ChartDescriptorXML
@testable import ChartVegaLite

/// The located JSON parser against Foundation's, and its errors.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> LocatedJSON { try JSONParser().parse(text, fileName: "s.json") }

    func error(_ text: String) -> String? {
        do { _ = try JSONParser().parse(text, fileName: "s.json"); return nil } catch { return error.description }
    }

    /// The value as Foundation would give it, for comparison.
    func plain(_ v: LocatedJSON) -> Any {
        switch v.value {
        case .object(let members): return Dictionary(members.map { ($0.key, plain($0.value)) }, uniquingKeysWith: { _, b in b })
        case .array(let a): return a.map(plain)
        case .string(let s): return s
        case .number(let n): return n
        case .bool(let b): return b
        case .null: return NSNull()
        }
    }

    @Test(arguments: [
        #"{"a": [1, -2.5e3, 0.25, 1E+2, 0], "b": {"c": null, "d": true, "e": false}, "s": "tab\tq\"uote\\ \/ é \u00e9 \ud83d\ude00"}"#,
        #"[]"#, #"{}"#, #"  "x"  "#, #"[[[[]]], {"": ""}]"#, "123", "-0", #"{"k":1,"k":2}"#,
    ])
    func valuesEqualFoundations(text: String) throws {
        let ours = plain(try parse(text))
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        #expect(NSDictionary(dictionary: ["v": ours]).isEqual(to: ["v": theirs]), "\(text)")
    }

    @Test func positionsAreLinesAndColumns() throws {
        let v = try parse("{\n  \"mark\": \"arc\",\n  \"x\": [1,\n    2]\n}")
        #expect(v["mark"]?.line == 2 && v["mark"]?.column == 11)
        #expect(v.member("x")?.keyLine == 3 && v.member("x")?.keyColumn == 3)
        #expect(v["x"]?.array?[1].line == 4 && v["x"]?.array?[1].column == 5)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "s.json:1:9: expected a member name in double quotes, found '}'"),
        ("[1, 2,]", "s.json:1:7: expected a value (object, array, string, number, true, false or null), found ']'"),
        ("// c\n{}", "s.json:1:1: expected a value (object, array, string, number, true, false or null), found '/'"),
        ("[NaN]", "s.json:1:2: expected a value (object, array, string, number, true, false or null), found 'N'"),
        ("{\"a\" 1}", "s.json:1:6: expected ':' after the member name \"a\", found '1'"),
        ("[\"open]", "s.json:1:2: this string is never closed; add the closing \""),
        ("[\"\\ud800\"]", "s.json:1:9: a lone high surrogate \\ud800 must be followed by its low surrogate"),
        ("[01]", "s.json:1:3: a number cannot have a leading zero"),
        ("[1e999]", "s.json:1:2: the number 1e999 is too large for a double"),
        ("{} x", "s.json:1:4: unexpected 'x' after the JSON value; a file holds one value"),
        ("[tru]", "s.json:1:2: expected true (JSON has no other bare words)"),
        ("[\"a\tb\"]", "s.json:1:4: a string cannot hold control character U+0009; write it as an escape such as \\n"),
    ])
    func malformedJSONIsLocated(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(deep) == "s.json:1:513: nesting deeper than 512 levels")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try parse("\u{FEFF}{\"a\": 1}")["a"]?.number == 1)
    }
}
