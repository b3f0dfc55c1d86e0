import Testing
import ChartDescriptorXML
import ChartModel
@testable import ChartVegaLite

/// Each transform against values worked out by hand from the rows below.
@Suite struct TransformPipelineTests {
    /// Five rows: a city, a month (ISO date), a temperature.
    let rows = #"""
    [{"city": "A", "d": "2020-01-15", "t": 4}, {"city": "A", "d": "2020-02-15", "t": 6}, {"city": "A", "d": "2021-01-15", "t": 2},
     {"city": "B", "d": "2020-01-15", "t": 10}, {"city": "B", "d": "2020-02-15", "t": null}]
    """#

    func run(_ transforms: String) throws -> [[String: VegaValue]] {
        let values = try JSONParser().parse(rows, fileName: "rows.json")
        let data = try VegaLiteData.inline(values, file: "rows.json")
        let t = try JSONParser().parse(transforms, fileName: "spec.vl.json")
        return try TransformPipeline(file: "spec.vl.json").apply(t, to: data).rows.map { $0.mapValues { TransformPipeline.value($0) } }
    }

    func problem(_ transforms: String) -> String? {
        do { _ = try run(transforms); return nil } catch { return (error as? DescriptorError)?.description ?? "\(error)" }
    }

    func column(_ r: [[String: VegaValue]], _ f: String) -> [VegaValue] { r.map { $0[f] ?? .null } }

    @Test func filterByFieldPredicatesAndExpressions() throws {
        #expect(try run(#"[{"filter": {"field": "t", "gt": 4}}]"#).count == 2, "6 and 10")
        #expect(try run(#"[{"filter": {"field": "t", "range": [2, 6]}}]"#).count == 3, "4, 6, 2")
        #expect(try run(#"[{"filter": {"field": "city", "oneOf": ["B"]}}]"#).count == 2)
        #expect(try run(#"[{"filter": {"field": "t", "valid": true}}]"#).count == 4, "the null is not valid")
        #expect(try run(#"[{"filter": {"timeUnit": "year", "field": "d", "equal": 2021}}]"#).count == 1)
        #expect(try run(#"[{"filter": {"and": [{"field": "city", "equal": "A"}, {"not": {"field": "t", "lt": 4}}]}}]"#).count == 2)
        #expect(try run(#"[{"filter": "datum.city == 'A' && year(datum.d) == 2020 || datum['t'] >= 10"}]"#).count == 3)
        #expect(try run(#"[{"filter": "!(month(datum.d) === 0)"}]"#).count == 2, "month() counts from 0, as in JavaScript")
    }

    @Test func calculateEvaluatesTheSubset() throws {
        let r = try run(#"[{"calculate": "datum.t * 9 / 5 + 32", "as": "f"}, {"calculate": "datum.t > 5 ? 'warm' : 'cold'", "as": "w"}, {"calculate": "datum.city + '-' + date(datum.d)", "as": "k"}, {"calculate": "pow(2, 3) + abs(-1) + floor(2.7)", "as": "n"}]"#)
        #expect(column(r, "f") == [.number(39.2), .number(42.8), .number(35.6), .number(50), .number(32)], "null * 9 is 0 in JavaScript")
        #expect(column(r, "w") == [.string("cold"), .string("warm"), .string("cold"), .string("warm"), .string("cold")])
        #expect(column(r, "k")[0] == .string("A-15"))
        #expect(column(r, "n")[0] == .number(11))
    }

    @Test func foldMakesOneRowPerField() throws {
        let r = try run(#"[{"fold": ["city", "t"], "as": ["k", "v"]}]"#)
        #expect(r.count == 10)
        #expect(column(r, "k").prefix(2) == [.string("city"), .string("t")])
        #expect(column(r, "v").prefix(2) == [.string("A"), .number(4)])
    }

    @Test func imputeAddsTheKeysAGroupLacks() throws {
        // B has 2020-01-15 and 2020-02-15 (t null) but not A's 2021-01-15.
        let filled = try run(#"[{"impute": "t", "key": "d", "groupby": ["city"], "value": 0}]"#)
        #expect(filled.count == 6 && filled[5] == ["city": .string("B"), "d": .string("2021-01-15"), "t": .number(0)])
        #expect(filled[4]["t"] == .null, "an existing null stays: impute adds rows")
        let mean = try run(#"[{"impute": "t", "key": "d", "groupby": ["city"], "method": "mean"}]"#)
        #expect(mean[5]["t"] == .number(10), "the mean of B's values, 10 (its null skipped)")
        // With a frame, B in key order is 10, null, (added); the frame [-1, 0] of the null holds 10, the added row's only nulls.
        let framed = try run(#"[{"impute": "t", "key": "d", "groupby": ["city"], "method": "max", "frame": [-1, 0]}]"#)
        #expect(framed[4]["t"] == .number(10) && framed[5]["t"] == .null)
        let keyvals = try run(#"[{"impute": "t", "key": "city", "keyvals": ["C"], "value": -1}]"#)
        #expect(keyvals.count == 6 && keyvals[5]["city"] == .string("C") && keyvals[5]["t"] == .number(-1), "one group: C is the only key it lacks")
        let sequence = try run(#"[{"impute": "city", "key": "t", "keyvals": {"start": 0, "stop": 3}, "value": "none"}]"#)
        #expect(sequence.count == 7 && sequence.suffix(2).map { [$0["t"], $0["city"]] } == [[.number(0), .string("none")], [.number(1), .string("none")]],
                "keys 0 and 1 added from the sequence 0, 1, 2; 2 is already a t")
        #expect(problem(#"[{"impute": "t", "key": "d", "method": "mode"}]"#)?.contains("impute method") == true)
    }

    @Test func pivotMakesAFieldPerValue() throws {
        let r = try run(#"[{"pivot": "city", "value": "t", "groupby": ["d"]}]"#)
        #expect(r.count == 3, "three dates")
        #expect(column(r, "A") == [.number(4), .number(6), .number(2)])
        #expect(column(r, "B") == [.number(10), .number(0), .number(0)], "sum of nothing (a null, or no row) is 0")
    }

    @Test func aggregateAndJoinaggregateGroupTheRows() throws {
        let r = try run(#"[{"aggregate": [{"op": "mean", "field": "t", "as": "m"}, {"op": "count", "as": "n"}, {"op": "max", "field": "t"}], "groupby": ["city"]}]"#)
        #expect(r.count == 2)
        #expect(column(r, "city") == [.string("A"), .string("B")])
        #expect(column(r, "m") == [.number(4), .number(10)], "(4 + 6 + 2) / 3; B's null is skipped")
        #expect(column(r, "n") == [.number(3), .number(2)], "count counts every row")
        #expect(column(r, "max_t") == [.number(6), .number(10)])
        let j = try run(#"[{"joinaggregate": [{"op": "sum", "field": "t", "as": "total"}], "groupby": ["city"]}]"#)
        #expect(j.count == 5 && column(j, "total") == [.number(12), .number(12), .number(12), .number(10), .number(10)])
    }

    @Test func timeUnitAndBin() throws {
        let r = try run(#"[{"timeUnit": "yearmonth", "field": "d", "as": "ym"}, {"timeUnit": "month", "field": "d", "as": "m"}, {"bin": {"maxbins": 5}, "field": "t", "as": "b"}]"#)
        // 2020-01-01 is 18,262 days after 1970-01-01; month() folds onto 2012.
        #expect(column(r, "ym")[0] == .number(18_262 * 86_400_000))
        #expect(column(r, "m")[1] == .number(Double(CivilCalendar.days(year: 2012, month: 2, day: 1)) * 86_400_000))
        // Extent 2…10 in at most 5 bins: a step of 2 (10^0 = 1 gives 8 bins, times 10 is 10, divided by 5 is 2);
        // bins 2, 4, 6, 8, the last holding its upper end (10), as Vega's bin clamps to stop − step.
        #expect(column(r, "b") == [.number(4), .number(6), .number(2), .number(8), .null])
        #expect(column(r, "b_end")[0] == .number(6))
    }

    @Test func windowRanksAndRunningSumsWithinGroups() throws {
        let r = try run(#"[{"window": [{"op": "row_number", "as": "i"}, {"op": "rank", "as": "r"}, {"op": "sum", "field": "t", "as": "cum"}, {"op": "lag", "field": "t", "as": "prev"}], "sort": [{"field": "t", "order": "descending"}], "groupby": ["city"]}]"#)
        // A sorted 6, 4, 2; B sorted null last when descending (missing first ascending): 10, null.
        #expect(column(r, "i") == [.number(2), .number(1), .number(3), .number(1), .number(2)])
        #expect(column(r, "cum") == [.number(10), .number(6), .number(12), .number(10), .number(10)])
        #expect(column(r, "prev") == [.number(6), .null, .number(4), .null, .number(10)])
        #expect(column(r, "r") == column(r, "i"), "no ties")
    }

    @Test func stackPilesValuesWithinGroups() throws {
        let r = try run(#"[{"stack": "t", "groupby": ["d"], "as": ["y0", "y1"]}]"#)
        // 2020-01-15: A 4 then B 10; 2020-02-15: A 6, B null (0); 2021-01-15: A 2.
        #expect(column(r, "y0") == [.number(0), .number(0), .number(0), .number(4), .number(6)])
        #expect(column(r, "y1") == [.number(4), .number(6), .number(2), .number(14), .number(6)])
        let n = try run(#"[{"stack": "t", "groupby": ["d"], "as": ["y0", "y1"], "offset": "normalize"}]"#)
        #expect(column(n, "y1")[3] == .number(1) && column(n, "y1")[0] == .number(4.0 / 14))
    }

    @Test func outsideTheSubsetIsRefusedByName() {
        #expect(problem(#"[{"calculate": "datum.a.b", "as": "x"}]"#)?.contains("a member of a computed value is not supported") == true)
        #expect(problem(#"[{"calculate": "random()", "as": "x"}]"#)?.contains("the function random() is not supported") == true)
        #expect(problem(#"[{"calculate": "datum.t << 2", "as": "x"}]"#) == "spec.vl.json:1:25: in the expression \"datum.t << 2\": the shift operator \"<<\" is not supported")
        #expect(problem(#"[{"calculate": "'open", "as": "x"}]"#) == "spec.vl.json:1:17: in the expression \"'open\": this string is not closed")
        #expect(problem(#"[{"lookup": "city", "from": {}}]"#)?.contains("the \"lookup\" transform is not supported") == true)
    }
}
