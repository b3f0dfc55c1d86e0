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

/// Transforms are bounded (issue 38): the rows they make count against the points limit before they are made,
/// and frame aggregates use running sums instead of walking every frame.
@Suite struct TransformBoundsTests {
    func run(_ rows: String, _ transforms: String, maxRows: Int) throws -> [[String: VegaValue]] {
        let data = try VegaLiteData.inline(try JSONParser().parse(rows, fileName: "rows.json"), file: "rows.json")
        let t = try JSONParser().parse(transforms, fileName: "spec.vl.json")
        let result = TransformPipeline.$maxRows.withValue(maxRows) {
            Result { () throws(DescriptorError) in try TransformPipeline(file: "spec.vl.json").apply(t, to: data) }
        }
        return try result.get().rows.map { $0.mapValues { TransformPipeline.value($0) } }
    }

    func problem(_ rows: String, _ transforms: String, maxRows: Int) -> String {
        do { _ = try run(rows, transforms, maxRows: maxRows); return "" } catch { return "\(error)" }
    }

    /// 30 groups of 30 keys, one row each: an impute by groupby fills 30 × 30 − 30 rows.
    static let grid = "[" + (0..<30).map { #"{"g": \#($0), "k": \#($0), "v": 1}"# }.joined(separator: ",") + "]"

    @Test func rowsMadeByTransformsCountAgainstTheLimitBeforeTheyAreMade() throws {
        #expect(try run(Self.grid, #"[{"impute": "v", "key": "k", "groupby": ["g"], "value": 0}]"#, maxRows: 900).count == 900)
        let impute = problem(Self.grid, #"[{"impute": "v", "key": "k", "groupby": ["g"], "value": 0}]"#, maxRows: 899)
        #expect(impute.contains("spec.vl.json:1:2: this impute would make 900 rows, more than the limit of 899 points"), "\(impute)")
        let fold = problem(Self.grid, #"[{"fold": ["g", "k", "v"]}]"#, maxRows: 50)
        #expect(fold.contains("this fold would make 90 rows"), "\(fold)")
        let pivot = problem(Self.grid, #"[{"pivot": "k", "value": "v", "groupby": ["g"]}]"#, maxRows: 100)
        #expect(pivot.contains("this pivot (a field per value in each row) would make 900 rows"), "\(pivot)")
        let median = problem(Self.grid, #"[{"window": [{"op": "median", "field": "v", "as": "m"}], "frame": [null, null]}]"#, maxRows: 100)
        #expect(median.contains("this window's median over its frames would read"), "\(median)")
    }

    @Test func frameAggregatesFromRunningSumsEqualAWalkOverEachFrame() throws {
        // Deterministic values with nulls and ties, every op with running sums, several frames, sorted and not.
        var state: UInt64 = 38
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) % 19 - 6 }
        let rows = "[" + (0..<60).map { i in
            let v = next()
            return #"{"i": \#(i), "g": \#(i % 3), "v": \#(v == 0 ? "null" : String(Double(v) / 4))}"#
        }.joined(separator: ",") + "]"
        let ops: [AggregateOp] = [.count, .valid, .missing, .sum, .mean, .min, .max, .variance, .variancep, .stdev, .stdevp]
        for frame in ["[null, 0]", "[-3, 2]", "[null, null]", "[0, 5]", "[4, -4]"] {
            for sort in ["", #", "sort": [{"field": "v"}]"#] {
                let defs = ops.map { #"{"op": "\#($0.rawValue)", "field": "v", "as": "\#($0.rawValue)"}"# }.joined(separator: ",")
                let result = try run(rows, #"[{"window": [\#(defs)], "frame": \#(frame), "groupby": ["g"]\#(sort), "ignorePeers": true}]"#, maxRows: 1_000_000)
                // The same frames walked: each row's partition in its sort order, the frame's values aggregated.
                let parsed = try run(rows, "[]", maxRows: 1_000_000)
                for (index, row) in result.enumerated() {
                    let g = row["g"]!
                    var members = parsed.indices.filter { parsed[$0]["g"] == g }
                    if !sort.isEmpty {
                        members = members.enumerated().sorted { a, b in
                            let (x, y) = (parsed[a.element]["v"]!, parsed[b.element]["v"]!)
                            if case .null = x { if case .null = y { return a.offset < b.offset }; return true }
                            if case .null = y { return false }
                            return x.number != y.number ? x.number < y.number : a.offset < b.offset
                        }.map(\.element)
                    }
                    let i = members.firstIndex(of: index)!
                    let bounds = frame.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    let lo = bounds[0] == "null" ? 0 : max(0, i + Int(bounds[0])!)
                    let hi = bounds[1] == "null" ? members.count - 1 : min(members.count - 1, i + Int(bounds[1])!)
                    let window = lo <= hi ? members[lo...hi].map { parsed[$0]["v"]! } : []
                    for op in ops {
                        let expected = op.apply(window), got = row[op.rawValue] ?? .null
                        if case .number(let e) = expected, case .number(let x) = got {
                            #expect(abs(e - x) <= 1e-9 * max(1, abs(e)), "\(op) frame \(frame) row \(index): \(x) ≠ \(e)")
                        } else {
                            #expect(expected == got, "\(op) frame \(frame) row \(index)")
                        }
                    }
                }
            }
        }
    }
}
