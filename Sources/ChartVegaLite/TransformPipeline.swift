import ChartDescriptorXML
import ChartModel
import Foundation

/// Vega-Lite's `transform` array applied to the data rows in the order written, before the views read them
/// (https://vega.github.io/vega-lite/docs/transform.html): filter, calculate, fold, aggregate, joinaggregate,
/// timeUnit, bin, window, stack and impute, as Vega computes them. Any other transform is refused with its name.
struct TransformPipeline {
    let file: String

    static let supported = ["filter", "calculate", "fold", "pivot", "aggregate", "joinaggregate", "timeUnit", "bin", "window", "stack", "impute"]

    func fail(_ node: LocatedJSON, _ message: String) -> DescriptorError { VegaLiteProblem.at(node, file, message) }

    /// The most rows (or, for pivot, cells) the transforms may make: the run's `--max-points`, set by the reader
    /// for the duration of a read. An impute with groupby made 100 million rows of a 707 KB spec before.
    @TaskLocal static var maxRows = 20_000_000

    /// Refuses `count` rows made by the transform `t` past `maxRows`, before they are made.
    func checkRows(_ count: Int, made t: LocatedJSON, _ what: String) throws(DescriptorError) {
        guard count > Self.maxRows else { return }
        throw fail(t, "this \(what) would make \(Self.grouped(count)) rows, more than the limit of \(Self.grouped(Self.maxRows)) points; raise it with --max-points if you mean it")
    }

    /// `n` with thousands separators (1,000,000), as the command's messages write counts.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// The rows after every transform of `list` (a JSON array).
    func apply(_ list: LocatedJSON, to data: VegaLiteData) throws(DescriptorError) -> VegaLiteData {
        guard let transforms = list.array else { throw fail(list, "transform must be an array of transforms") }
        var rows = data.typed().rows
        for t in transforms {
            guard t.isObject else { throw fail(t, "a transform is an object, not \(t.kindName)") }
            guard let kind = Self.supported.first(where: { t[$0] != nil }) else {
                let name = t.keys.first ?? "{}"
                throw fail(t, "the \"\(name)\" transform is not supported; chartnarrate applies \(Self.supported.joined(separator: ", "))")
            }
            switch kind {
            case "filter": rows = try filter(t["filter"]!, rows)
            case "calculate": rows = try calculate(t, rows)
            case "fold": rows = try fold(t, rows)
            case "pivot": rows = try pivot(t, rows)
            case "aggregate": rows = try aggregate(t, rows, join: false)
            case "joinaggregate": rows = try aggregate(t, rows, join: true)
            case "timeUnit": rows = try timeUnit(t, rows)
            case "bin": rows = try bin(t, rows)
            case "window": rows = try WindowTransform(node: t, file: file).apply(rows)
            case "impute": rows = try ImputeTransform(node: t, file: file).apply(rows)
            default: rows = try stack(t, rows)
            }
            try checkRows(rows.count, made: t, "\(kind) transform")
        }
        return VegaLiteData(rows: rows, fromText: false)
    }

    // MARK: Cells

    static func value(_ cell: VegaLiteData.Cell?) -> VegaValue {
        switch cell?.value {
        case .number(let n)?: .number(n)
        case .string(let s)?: .string(s)
        case .bool(let b)?: .bool(b)
        case .null?, nil: .null
        }
    }

    /// A computed value as a cell located at the transform that made it; NaN and infinities are missing values.
    static func cell(_ v: VegaValue, at node: LocatedJSON, _ file: String) -> VegaLiteData.Cell {
        let value: VegaLiteData.Cell.Value
        switch v {
        case .number(let n): value = n.isFinite ? .number(n) : .null
        case .string(let s): value = .string(s)
        case .bool(let b): value = .bool(b)
        case .null: value = .null
        }
        return VegaLiteData.Cell(value: value, file: file, line: node.line, column: node.column)
    }

    /// The rows split by their values of the `groupby` fields: the keys in order of first appearance, and each
    /// key's row indices in data order.
    static func partitions(_ rows: [[String: VegaLiteData.Cell]], by groupby: [String]) -> (order: [[VegaValue]], groups: [[VegaValue]: [Int]]) {
        var order: [[VegaValue]] = []
        var groups: [[VegaValue]: [Int]] = [:]
        for (k, row) in rows.enumerated() {
            let key = groupby.map { value(row[$0]) }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(k)
        }
        return (order, groups)
    }

    func string(_ node: LocatedJSON?, _ what: String, in t: LocatedJSON) throws(DescriptorError) -> String {
        guard let node else { throw fail(t, "this transform needs \"\(what)\"") }
        guard let s = node.string else { throw fail(node, "\"\(what)\" must be a string, not \(node.kindName)") }
        return s
    }

    func strings(_ node: LocatedJSON?, _ what: String) throws(DescriptorError) -> [String] {
        guard let node else { return [] }
        guard let list = node.array, list.allSatisfy({ $0.string != nil }) else {
            throw fail(node, "\"\(what)\" must be an array of field names")
        }
        return list.map { $0.string! }
    }

    /// The expression in a JSON string, its errors located inside the string.
    func expression(_ node: LocatedJSON) throws(DescriptorError) -> VegaExpression {
        guard let text = node.string else { throw fail(node, "an expression must be a string, not \(node.kindName)") }
        do { return try VegaExpressionParser.parse(text) } catch {
            // The column of the character: after the opening quote (exact while the string has no escapes).
            throw .invalid([Diagnostic(file: file, line: node.line, column: node.column + 1 + error.offset,
                                       message: "in the expression \"\(DescriptorValues.excerpt(text))\": \(error.message)")])
        }
    }

    // MARK: filter, calculate, fold

    private func filter(_ predicate: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let test = try FilterPredicate(predicate, pipeline: self)
        return rows.filter { test.holds($0) }
    }

    private func calculate(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let e = try expression(t["calculate"]!)
        let name = try string(t["as"], "as", in: t)
        return rows.map { row in
            var r = row
            r[name] = Self.cell(e.evaluate { Self.value(row[$0]) }, at: t, file)
            return r
        }
    }

    private func fold(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let fields = try strings(t["fold"], "fold")
        try checkRows(rows.count * max(1, fields.count), made: t, "fold")
        let names = try strings(t["as"], "as")
        let key = names.first ?? "key", value = names.count > 1 ? names[1] : "value"
        var out: [[String: VegaLiteData.Cell]] = []
        out.reserveCapacity(rows.count * fields.count)
        for row in rows {
            for f in fields {
                var r = row
                r[key] = Self.cell(.string(f), at: t, file)
                r[value] = row[f] ?? Self.cell(.null, at: t, file)
                out.append(r)
            }
        }
        return out
    }

    /// https://vega.github.io/vega-lite/docs/pivot.html: one row per `groupby` key, a field per value of `pivot`
    /// holding the `op` (default sum) of that value's `value` fields.
    private func pivot(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let field = try string(t["pivot"], "pivot", in: t)
        let value = try string(t["value"], "value", in: t)
        let groupby = try strings(t["groupby"], "groupby")
        let opName = t["op"]?.string ?? "sum"
        guard let op = AggregateOp(rawValue: opName == "average" ? "mean" : opName) else {
            throw fail(t["op"]!, "the pivot op \"\(opName)\" is not supported; use \(AggregateOp.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        // One pass over the rows (a pivot of 50,000 keys took over a minute: each name filtered every row).
        var names: [String] = []
        var seen = Set<String>()
        for row in rows {
            let v = Self.value(row[field])
            if case .null = v { continue }
            if seen.insert(v.text).inserted { names.append(v.text) }
        }
        if let limit = t["limit"]?.number, limit > 0 { names = Array(names.sorted().prefix(limit.saturatingInt)) }
        let (order, groups) = Self.partitions(rows, by: groupby)
        // Every output row holds a field per name: the cells count against the limit, before any is made.
        try checkRows(order.count * max(1, names.count), made: t, "pivot (a field per value in each row)")
        let column = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        return order.map { key in
            let members = groups[key]!
            var r: [String: VegaLiteData.Cell] = [:]
            for (g, f) in groupby.enumerated() { r[f] = rows[members[0]][f] ?? Self.cell(key[g], at: t, file) }
            var buckets = [[VegaValue]](repeating: [], count: names.count)
            for m in members {
                if let j = column[Self.value(rows[m][field]).text] { buckets[j].append(Self.value(rows[m][value])) }
            }
            for (j, name) in names.enumerated() {
                let values = buckets[j]
                // A key without that value has no entry (Vega fills 0 for sum and count, null otherwise).
                r[name] = Self.cell(values.isEmpty && op != .sum && op != .count ? .null : op.apply(values), at: t, file)
            }
            return r
        }
    }

    // MARK: aggregate, joinaggregate

    private func aggregate(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]], join: Bool) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let list = t[join ? "joinaggregate" : "aggregate"]!
        guard let defs = list.array else { throw fail(list, "\"\(join ? "joinaggregate" : "aggregate")\" must be an array of {op, field, as}") }
        let ops = try defs.map { d throws(DescriptorError) -> (op: AggregateOp, field: String?, name: String) in
            let opName = try string(d["op"], "op", in: d)
            guard let op = AggregateOp(rawValue: opName == "average" ? "mean" : opName) else {
                throw fail(d["op"]!, "the aggregate op \"\(opName)\" is not supported; use \(AggregateOp.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let field = d["field"]?.string
            if field == nil && op != .count { throw fail(d, "the \(opName) op needs a \"field\"") }
            let name = d["as"]?.string ?? (field.map { "\(opName)_\($0)" } ?? opName)
            return (op, field, name)
        }
        let groupby = try strings(t["groupby"], "groupby")
        let (order, groups) = Self.partitions(rows, by: groupby)
        if join {
            var out = rows
            for key in order {
                let members = groups[key]!
                for (op, field, name) in ops {
                    let v = op.apply(members.map { Self.value(rows[$0][field ?? ""]) })
                    for k in members { out[k][name] = Self.cell(v, at: t, file) }
                }
            }
            return out
        }
        return order.map { key in
            let members = groups[key]!
            var r: [String: VegaLiteData.Cell] = [:]
            for (g, field) in groupby.enumerated() { r[field] = rows[members[0]][field] ?? Self.cell(key[g], at: t, file) }
            for (op, field, name) in ops { r[name] = Self.cell(op.apply(members.map { Self.value(rows[$0][field ?? ""]) }), at: t, file) }
            return r
        }
    }

    // MARK: timeUnit, bin

    private func timeUnit(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let unitNode = t["timeUnit"]!
        let name = unitNode.string ?? unitNode["unit"]?.string ?? ""
        guard let unit = CalendarUnit(vegaLite: name) else {
            throw fail(unitNode, "timeUnit \"\(name)\" is not supported; use a combination of \(CalendarUnit.parts.joined(separator: ", "))")
        }
        let field = try string(t["field"], "field", in: t)
        let name2 = try string(t["as"], "as", in: t)
        return rows.map { row in
            var r = row
            let ms = Self.value(row[field]).dateMilliseconds
            r[name2] = Self.cell(ms.map { .number(unit.apply(ms: $0)) } ?? .null, at: t, file)
            return r
        }
    }

    private func bin(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let field = try string(t["field"], "field", in: t)
        var start = "bin_\(field)", end = "bin_\(field)_end"
        if let a = t["as"] {
            if let s = a.string { start = s; end = s + "_end" } else {
                let names = try strings(a, "as")
                guard names.count == 2 else { throw fail(a, "bin \"as\" is a field name or [start, end]") }
                (start, end) = (names[0], names[1])
            }
        }
        let values = rows.map { Self.value($0[field]) }
        let numbers = values.compactMap { v -> Double? in if case .null = v { return nil }; let n = v.number; return n.isFinite ? n : nil }
        guard let lo = numbers.min(), let hi = numbers.max() else { return rows }
        let b = try BinParameters(t["bin"]!, extent: (lo, hi), pipeline: self)
        return zip(rows, values).map { row, v in
            var r = row
            if case .null = v { r[start] = Self.cell(.null, at: t, file); r[end] = Self.cell(.null, at: t, file); return r }
            let s = b.start(of: v.number)
            r[start] = Self.cell(s.map(VegaValue.number) ?? .null, at: t, file)
            r[end] = Self.cell(s.map { .number($0 + b.step) } ?? .null, at: t, file)
            return r
        }
    }

    // MARK: stack

    /// https://vega.github.io/vega-lite/docs/stack.html: within each group (the `groupby` values), in `sort`
    /// order, each row's value stacked on the ones before: [y0, y1]; `normalize` divides by the group's total.
    private func stack(_ t: LocatedJSON, _ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let field = try string(t["stack"], "stack", in: t)
        let groupby = try strings(t["groupby"], "groupby")
        let names = try strings(t["as"], "as")
        guard names.count == 2 else { throw fail(t["as"] ?? t, "stack needs \"as\": [start, end]") }
        let offset = t["offset"]?.string ?? "zero"
        guard ["zero", "normalize", "center"].contains(offset) else { throw fail(t["offset"]!, "stack offset \"\(offset)\" is not supported; use zero, normalize or center") }
        let sort = try SortKeys(t["sort"], pipeline: self)
        let (order, groups) = Self.partitions(rows, by: groupby)
        var out = rows
        for key in order {
            let members = sort.sorted(groups[key]!, rows)
            let values = members.map { Self.value(rows[$0][field]).number.finiteOrZero }
            let total = values.reduce(0) { $0 + abs($1) }
            let scale = offset == "normalize" ? (total == 0 ? 0 : 1 / total) : 1
            // Positive values stack up from the baseline, negative ones down from it, as Vega draws them.
            var up = offset == "center" ? -total / 2 : 0, down = up
            for (k, v) in zip(members, values) {
                let y0 = v < 0 ? down : up
                if v < 0 { down += v } else { up += v }
                out[k][names[0]] = Self.cell(.number(y0 * scale), at: t, file)
                out[k][names[1]] = Self.cell(.number((y0 + v) * scale), at: t, file)
            }
        }
        return out
    }
}

extension Double {
    /// The value, or 0 when it is NaN or infinite (how Vega's stack treats an invalid value).
    var finiteOrZero: Double { isFinite ? self : 0 }

    /// The value truncated to an Int, NaN as 0 and clamped to ±10¹⁵, so that a number from a spec (a frame of
    /// 1e300 rows) cannot trap the conversion; every row count chartnarrate holds is far below the clamp.
    var saturatingInt: Int { isNaN ? 0 : Int(Swift.max(-1e15, Swift.min(1e15, rounded(.towardZero)))) }
}
