import ChartDescriptorXML

/// Vega-Lite's `window` transform (https://vega.github.io/vega-lite/docs/window.html): within each `groupby`
/// partition, in `sort` order, each row gets `row_number`, `rank`, `dense_rank`, `percent_rank`, `cume_dist`,
/// `lag`/`lead` (by `param` rows, default 1), `first_value`/`last_value`, or an aggregate (sum, mean, count, min,
/// max, …) over its `frame` (default [null, 0]: the partition's rows up to this one; null is unbounded).
/// Rows keep their data order.
struct WindowTransform {
    let node: LocatedJSON
    let file: String

    static let rankOps: Set<String> = ["row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "lag", "lead",
                                       "first_value", "last_value"]

    func apply(_ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let pipeline = TransformPipeline(file: file)
        guard let defs = node["window"]?.array else { throw pipeline.fail(node["window"] ?? node, "\"window\" must be an array of {op, field, as}") }
        struct Op { var name: String; var aggregate: AggregateOp?; var field: String?; var param: Int; var output: String }
        var ops: [Op] = []
        for d in defs {
            let name = try pipeline.string(d["op"], "op", in: d)
            let aggregate = AggregateOp(rawValue: name == "average" ? "mean" : name)
            guard aggregate != nil || Self.rankOps.contains(name) else {
                throw pipeline.fail(d["op"]!, "the window op \"\(name)\" is not supported; use \((Self.rankOps.sorted() + AggregateOp.allCases.map(\.rawValue)).joined(separator: ", "))")
            }
            let field = d["field"]?.string
            if field == nil && (["lag", "lead", "first_value", "last_value"].contains(name) || (aggregate != nil && aggregate != .count)) {
                throw pipeline.fail(d, "the window op \(name) needs a \"field\"")
            }
            let output = d["as"]?.string ?? (field.map { "\(name)_\($0)" } ?? name)
            ops.append(Op(name: name, aggregate: aggregate, field: field, param: (d["param"]?.number ?? 1).saturatingInt, output: output))
        }
        let groupby = try pipeline.strings(node["groupby"], "groupby")
        let sort = try SortKeys(node["sort"], pipeline: pipeline)
        var lo: Int? = nil, hi: Int? = 0
        if let frame = node["frame"] {
            guard let f = frame.array, f.count == 2 else { throw pipeline.fail(frame, "a window frame is [before, after], each a number or null") }
            lo = f[0].number.map(\.saturatingInt)
            hi = f[1].number.map(\.saturatingInt)
        }
        // Without a sort every row of a partition is a peer of every other (Vega's ignorePeers is false).
        let ignorePeers = node["ignorePeers"]?.bool ?? false

        let (order, groups) = TransformPipeline.partitions(rows, by: groupby)
        var out = rows
        for key in order {
            let members = sort.sorted(groups[key]!, rows)
            let n = members.count
            // Peer groups: rows equal on every sort key share a rank.
            var peerStart = [Int](repeating: 0, count: n), peerEnd = [Int](repeating: 0, count: n)
            var s = 0
            for i in 0..<n {
                if i > 0 && (sort.isEmpty || sort.compare(rows[members[i - 1]], rows[members[i]]) != 0) { s = i }
                peerStart[i] = s
            }
            var e = n - 1
            for i in stride(from: n - 1, through: 0, by: -1) {
                if i < n - 1 && (sort.isEmpty || sort.compare(rows[members[i]], rows[members[i + 1]]) != 0) { e = i }
                peerEnd[i] = e
            }
            var dense = 0
            for (i, k) in members.enumerated() {
                if i == 0 || peerStart[i] == i { dense += 1 }
                for op in ops {
                    let v: VegaValue
                    func at(_ j: Int) -> VegaValue { (0..<n).contains(j) ? TransformPipeline.value(rows[members[j]][op.field ?? ""]) : .null }
                    switch op.name {
                    case "row_number": v = .number(Double(i + 1))
                    case "rank": v = .number(Double(peerStart[i] + 1))
                    case "dense_rank": v = .number(Double(dense))
                    case "percent_rank": v = .number(n > 1 ? Double(peerStart[i]) / Double(n - 1) : 0)
                    case "cume_dist": v = .number(Double(peerEnd[i] + 1) / Double(n))
                    case "lag": v = at(i - op.param)
                    case "lead": v = at(i + op.param)
                    default:
                        // The frame, widened to the row's peers unless ignorePeers (Vega's default for sorted windows).
                        var a = lo.map { Swift.max(0, i + $0) } ?? 0
                        var b = hi.map { Swift.min(n - 1, i + $0) } ?? n - 1
                        if !ignorePeers && !sort.isEmpty { a = Swift.min(a, peerStart[a < n ? a : n - 1]); b = Swift.max(b, peerEnd[b >= 0 ? b : 0]) }
                        let window = a <= b ? (a...b).map(at) : []
                        if op.name == "first_value" { v = window.first ?? .null }
                        else if op.name == "last_value" { v = window.last ?? .null }
                        else { v = op.aggregate!.apply(window) }
                    }
                    out[k][op.output] = TransformPipeline.cell(v, at: node, file)
                }
            }
        }
        return out
    }
}
