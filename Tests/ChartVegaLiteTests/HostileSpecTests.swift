import Foundation
import Testing
import ChartDescriptorXML
@testable import ChartVegaLite

/// Small hostile specs that once crashed, trapped or hung the reader (issue 38): each now ends in a located
/// error or a value, as Vega gives it.
@Suite struct HostileSpecTests {
    let rows = #"[{"x": 1, "y": 2}, {"x": 2, "y": 3}, {"x": 3, "y": 1}]"#

    func run(_ transforms: String) throws -> [[String: VegaValue]] {
        let data = try VegaLiteData.inline(try JSONParser().parse(rows, fileName: "rows.json"), file: "rows.json")
        let t = try JSONParser().parse(transforms, fileName: "spec.vl.json")
        return try TransformPipeline(file: "spec.vl.json").apply(t, to: data).rows.map { $0.mapValues { TransformPipeline.value($0) } }
    }

    func problem(_ transforms: String) -> String? {
        do { _ = try run(transforms); return nil } catch { return (error as? DescriptorError)?.description ?? "\(error)" }
    }

    func value(_ expression: String) throws -> VegaValue {
        try VegaExpressionParser.parse(expression).evaluate { _ in .null }
    }

    /// Runs `body` on a thread with a 1 MB stack (an eighth of a Linux thread's default; a debug build's parse
    /// and evaluation at the depth limit need about half of it), so that a recursion the limit should bound
    /// shows up as a crash here rather than only on a deeper input.
    func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { body(); done.signal() }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
    }

    @Test func expressionsNestedPastTheLimitAreRefusedWhereTheLimitIsPassed() throws {
        let n = 100_000
        for (expression, what) in [(String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000), "parentheses"),
                                   (String(repeating: "!", count: n) + "1", "not"), (String(repeating: "-", count: n) + "1", "minus"),
                                   (Array(repeating: "1", count: n).joined(separator: "+"), "a sum"),
                                   (String(repeating: "abs(", count: 5_000) + "1" + String(repeating: ")", count: 5_000), "calls"),
                                   (String(repeating: "1 ? 2 : ", count: 5_000) + "3", "conditionals")] {
            #expect(throws: VegaExpressionParser.Failure.self, "\(what)") { _ = try VegaExpressionParser.parse(expression) }
            let json = "[{\"calculate\": \"\(expression)\", \"as\": \"z\"}]"
            let message = problem(json) ?? ""
            #expect(message.contains("nests more than 100 levels deep"), "\(what): \(message.prefix(200))")
            #expect(message.hasPrefix("spec.vl.json:1:"), "located: \(message.prefix(80))")
        }
    }

    @Test func expressionsAtTheLimitParseAndEvaluateOnAOneMegabyteStack() throws {
        let depth = VegaExpressionParser.maxDepth
        let texts = [String(repeating: "(", count: depth - 1) + "1" + String(repeating: ")", count: depth - 1),
                     String(repeating: "-", count: depth - 1) + "1",
                     Array(repeating: "1", count: depth).joined(separator: "+")]
        onSmallStack {
            for text in texts {
                let v = try? VegaExpressionParser.parse(text).evaluate { _ in .null }
                #expect(v != nil, "\(text.prefix(10)) is within the limit")
            }
        }
        #expect(try value(texts[2]) == .number(Double(depth)))
    }

    @Test func numbersBeyondIntAreClampedOrInvalidDatesNeverTraps() throws {
        // Int(1e300) trapped (SIGILL, exit 132) in each of these.
        #expect(try value("substring('abc', 0, 1e300)") == .string("abc"))
        #expect(try value("substring('abc', -1e300, 2)") == .string("ab"))
        #expect(try value("substring('abc', NaN, 1)") == .string("a"))
        #expect(try value("datetime(1e300)").number.isNaN)
        #expect(try value("datetime(2020, 1e300)").number.isNaN)
        #expect(try value("time(datetime(1e20))").number.isNaN)
        #expect(try value("datetime(2020, 0, 1)") == .number(1_577_836_800_000))
        #expect(try run(#"[{"window": [{"op": "sum", "field": "y", "as": "s"}], "frame": [-1e300, 1e300]}]"#).map { $0["s"] } == [.number(6), .number(6), .number(6)])
        #expect(try run(#"[{"window": [{"op": "lag", "field": "y", "param": 1e300, "as": "l"}]}]"#).map { $0["l"] } == [.null, .null, .null])
        #expect(try run(#"[{"impute": "y", "key": "x", "frame": [-1e300, 1e300], "method": "mean"}]"#).count == 3)
    }

    @Test func datePartsOfInvalidDatesAreNaNAsInVega() throws {
        // Were 6, 9 and 2.7 trillion: NaN read as the epoch's July, 1e20 ms folded into a day.
        for e in ["month(NaN)", "hours(1e20)", "year(1e300)", "date(8.64e15 + 1)", "utcminutes(-1e300)", "time(1e300)", "toDate(NaN)"] {
            #expect(try value(e).number.isNaN, "\(e)")
        }
        #expect(try value("year(8.64e15)") == .number(275_760), "the last JavaScript date")
        #expect(try value("month(0)") == .number(0))
    }

    @Test func binsCheckTheirParametersAsVegaLiteDoes() throws {
        // maxbins -1 looped forever: a step of NaN times ten never grows past the span.
        for (bin, message) in [(#"{"maxbins": -1}"#, "maxbins must be a number from 2"), (#"{"maxbins": 0}"#, "maxbins must be"),
                               (#"{"maxbins": 1e300}"#, "maxbins must be"), (#"{"step": 0}"#, "a bin step must be a number above 0"),
                               (#"{"step": -2}"#, "a bin step"), (#"{"minstep": -1}"#, "minstep must be"),
                               (#"{"extent": [5, 1]}"#, "a bin extent is [min, max]")] {
            let p = problem(#"[{"bin": \#(bin), "field": "x", "as": "b"}]"#) ?? ""
            #expect(p.contains(message) && p.hasPrefix("spec.vl.json:1:"), "\(bin): \(p)")
        }
        // Extreme but valid parameters end: a huge extent, a tiny step, 1,000,000 bins.
        #expect(try run(#"[{"bin": {"extent": [-1e308, 1e308]}, "field": "x", "as": "b"}]"#).count == 3)
        #expect(try run(#"[{"bin": {"step": 1e-300}, "field": "x", "as": "b"}]"#).count == 3)
        #expect(try run(#"[{"bin": {"maxbins": 1000000}, "field": "x", "as": "b"}]"#).count == 3)
    }

    @Test func aKeyvalsSequenceWhoseStepCannotMoveEnds() throws {
        // 1e20 + 8000 == 1e20 in doubles: stepping until stop never ended.
        let r = try run(#"[{"impute": "y", "key": "x", "keyvals": {"start": 1e20, "stop": 1.0000000000000016384e20, "step": 8000}}]"#)
        #expect(r.count > 3 && r.count < 100, "it ended, having added the few distinct keys")
    }
}
