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
        // Work on values a frame aggregate without running sums walks (median, distinct…): bounded like rows.
        var walked = 0
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
            // Each op's field in the partition's order, read once, and its running sums for frame aggregates.
            let columns = ops.map { op in members.map { TransformPipeline.value(rows[$0][op.field ?? ""]) } }
            let frames = ops.indices.map { k -> FrameSums? in
                guard let op = ops[k].aggregate, FrameSums.covers(op), !Self.rankOps.contains(ops[k].name) else { return nil }
                return FrameSums(columns[k], extremes: op == .min || op == .max)
            }
            var dense = 0
            for (i, k) in members.enumerated() {
                if i == 0 || peerStart[i] == i { dense += 1 }
                for (index, op) in ops.enumerated() {
                    let v: VegaValue
                    let column = columns[index]
                    func at(_ j: Int) -> VegaValue { (0..<n).contains(j) ? column[j] : .null }
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
                        if a > b { v = op.name == "first_value" || op.name == "last_value" ? .null : op.aggregate!.apply([]) }
                        else if op.name == "first_value" { v = column[a] }
                        else if op.name == "last_value" { v = column[b] }
                        else if let quick = frames[index]?.aggregate(op.aggregate!, a, b) { v = quick }
                        else {
                            walked += b - a + 1
                            guard walked <= TransformPipeline.maxRows else {
                                throw pipeline.fail(node, "this window's \(op.name) over its frames would read \(TransformPipeline.grouped(walked))+ values, more than the limit of \(TransformPipeline.grouped(TransformPipeline.maxRows)) points; narrow the frame or raise --max-points")
                            }
                            v = op.aggregate!.apply(Array(column[a...b]))
                        }
                    }
                    out[k][op.output] = TransformPipeline.cell(v, at: node, file)
                }
            }
        }
        return out
    }
}

/// Running sums of a window's column, so that an aggregate over any frame [a, b] costs O(1) (min and max: a
/// segment tree, O(log n)) instead of a walk over the frame: a sorted window of 20,000 rows with the default
/// frame took 17 s, quadratic. Ops without running sums (median, quartiles, distinct, product) walk their
/// frame instead, within a budget.
struct FrameSums {
    private var valid: [Double] = [0], sum: [Double] = [0], squares: [Double] = [0]
    /// Segment trees of the minimum and maximum (leaves from `leaves`; a missing value never wins).
    private var minima: [Double] = [], maxima: [Double] = []
    private var leaves = 0

    /// True for the ops `aggregate` computes from running sums.
    static func covers(_ op: AggregateOp) -> Bool { ![.median, .q1, .q3, .distinct, .product].contains(op) }

    init(_ column: [VegaValue], extremes: Bool) {
        valid.reserveCapacity(column.count + 1)
        sum.reserveCapacity(column.count + 1)
        squares.reserveCapacity(column.count + 1)
        var numbers: [Double] = []
        for v in column {
            let x: Double? = { if case .null = v { return nil }; let n = v.number; return n.isNaN ? nil : n }()
            valid.append(valid.last! + (x == nil ? 0 : 1))
            sum.append(sum.last! + (x ?? 0))
            squares.append(squares.last! + (x.map { $0 * $0 } ?? 0))
            if extremes { numbers.append(x ?? .nan) }
        }
        guard extremes else { return }
        leaves = numbers.count
        minima = [Double](repeating: .infinity, count: 2 * leaves)
        maxima = [Double](repeating: -.infinity, count: 2 * leaves)
        for (i, x) in numbers.enumerated() where !x.isNaN { minima[leaves + i] = x; maxima[leaves + i] = x }
        for i in stride(from: leaves - 1, to: 0, by: -1) {
            minima[i] = Swift.min(minima[2 * i], minima[2 * i + 1])
            maxima[i] = Swift.max(maxima[2 * i], maxima[2 * i + 1])
        }
    }

    /// `op` (one `covers`) over the values a…b (a ≤ b).
    func aggregate(_ op: AggregateOp, _ a: Int, _ b: Int) -> VegaValue? {
        let count = valid[b + 1] - valid[a], all = Double(b - a + 1)
        let total = sum[b + 1] - sum[a]
        switch op {
        case .count: return .number(all)
        case .valid: return .number(count)
        case .missing: return .number(all - count)
        case .sum: return .number(total)
        case .median, .q1, .q3, .distinct, .product: return nil
        default: break
        }
        guard count > 0 else { return .null }
        let mean = total / count
        // Sum of squared deviations, never below 0 through rounding.
        let deviations = Swift.max(0, (squares[b + 1] - squares[a]) - total * mean)
        switch op {
        case .mean: return .number(mean)
        case .min, .max: return .number(extreme(op == .min, a, b))
        case .variancep: return .number(deviations / count)
        case .stdevp: return .number((deviations / count).squareRoot())
        default:
            guard count > 1 else { return .null }
            let v = deviations / (count - 1)
            return .number(op == .variance ? v : v.squareRoot())
        }
    }

    /// The least (or greatest) value of a…b, from the segment tree.
    private func extreme(_ least: Bool, _ a: Int, _ b: Int) -> Double {
        let tree = least ? minima : maxima
        var result = least ? Double.infinity : -Double.infinity
        var l = a + leaves, r = b + leaves + 1
        while l < r {
            if l & 1 == 1 { result = least ? Swift.min(result, tree[l]) : Swift.max(result, tree[l]); l += 1 }
            if r & 1 == 1 { r -= 1; result = least ? Swift.min(result, tree[r]) : Swift.max(result, tree[r]) }
            l >>= 1; r >>= 1
        }
        return result
    }
}
