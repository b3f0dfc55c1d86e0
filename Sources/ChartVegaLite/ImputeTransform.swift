import ChartDescriptorXML

/// Vega-Lite's `impute` transform (https://vega.github.io/vega-lite/docs/impute.html): within each `groupby`
/// group, a row is added for every `key` value some group has (and each of `keyvals`) that the group lacks, its
/// `impute` field set to `value`, or (with `method` mean, median, max or min) to that statistic of the group's
/// values, over the whole group or over its `frame` [before, after] of rows in key order. With a `frame`, Vega-Lite
/// also fills the group's null values so (it compiles the method to a window). The key values come in the order
/// of first appearance in the data, then the keyvals; added rows follow the data's rows.
struct ImputeTransform {
    let node: LocatedJSON
    let file: String

    func apply(_ rows: [[String: VegaLiteData.Cell]]) throws(DescriptorError) -> [[String: VegaLiteData.Cell]] {
        let pipeline = TransformPipeline(file: file)
        let field = try pipeline.string(node["impute"], "impute", in: node)
        let key = try pipeline.string(node["key"], "key", in: node)
        let groupby = try pipeline.strings(node["groupby"], "groupby")
        var method: AggregateOp?
        if let m = node["method"] {
            guard let name = m.string, let op = AggregateOp(rawValue: name), [.mean, .median, .max, .min].contains(op) else {
                throw pipeline.fail(m, "the impute method must be \"value\", \"mean\", \"median\", \"max\" or \"min\"")
            }
            method = op
        }
        if node["method"]?.string == "value" { method = nil }
        let fill = node["value"].map(Self.literal) ?? .null
        var frame: (Int?, Int?)?
        if let f = node["frame"] {
            guard let list = f.array, list.count == 2, list.allSatisfy({ $0.isNull || $0.number != nil }) else {
                throw pipeline.fail(f, "an impute frame is [before, after]: two numbers or null")
            }
            frame = (list[0].number.map(\.saturatingInt), list[1].number.map(\.saturatingInt))
        }
        var keyvals: [VegaValue] = []
        if let k = node["keyvals"] {
            if let list = k.array { keyvals = list.map(Self.literal) } else if let start = k["start"]?.number, let stop = k["stop"]?.number {
                // A sequence start, start + step, … before stop (Vega's sequence), at most 10,000 keys.
                let step = k["step"]?.number ?? 1
                let count = ((stop - start) / step).rounded(.up)
                guard step != 0, step.isFinite, count.isFinite, count <= 10_000 else { throw pipeline.fail(k, "this keyvals sequence has more than 10,000 keys or a step of 0") }
                // Counted, not stepped until stop: a step below the spacing of doubles near start never moves.
                for n in 0..<Swift.max(0, Int(count)) {
                    let v = start + Double(n) * step
                    guard step > 0 ? v < stop : v > stop else { break }
                    keyvals.append(.number(v))
                }
            } else {
                throw pipeline.fail(k, "keyvals must be an array of key values or a {\"start\", \"stop\", \"step\"} sequence")
            }
        }
        // Every key value, in order of first appearance.
        var keys: [VegaValue] = []
        var seen = Set<VegaValue>()
        for row in rows { let v = TransformPipeline.value(row[key]); if case .null = v { continue }; if seen.insert(v).inserted { keys.append(v) } }
        for v in keyvals where seen.insert(v).inserted { keys.append(v) }

        let (order, groups) = TransformPipeline.partitions(rows, by: groupby)
        // The rows it adds, counted before any is made: every key a group lacks.
        var adding = 0
        for g in order {
            let present = Set(groups[g]!.map { TransformPipeline.value(rows[$0][key]) }).subtracting([.null]).count
            adding += keys.count - present
        }
        try pipeline.checkRows(rows.count + adding, made: node, "impute")
        var out = rows
        for g in order {
            let members = groups[g]!
            let present = Set(members.map { TransformPipeline.value(rows[$0][key]) })
            var added: [[String: VegaLiteData.Cell]] = []
            for k in keys where !present.contains(k) {
                var row: [String: VegaLiteData.Cell] = [:]
                for (name, v) in zip(groupby, g) { row[name] = TransformPipeline.cell(v, at: node, file) }
                row[key] = TransformPipeline.cell(k, at: node, file)
                row[field] = TransformPipeline.cell(.null, at: node, file)
                added.append(row)
            }
            guard let method else {
                for var row in added { row[field] = TransformPipeline.cell(fill, at: node, file); out.append(row) }
                continue
            }
            guard let frame else {
                let v = method.apply(members.map { TransformPipeline.value(rows[$0][field]) })
                for var row in added { row[field] = TransformPipeline.cell(v, at: node, file); out.append(row) }
                continue
            }
            // A frame: the statistic over the rows around each one in key order, for the added rows and nulls.
            var group = members.map { (index: Optional($0), row: rows[$0]) } + added.map { (index: Int?.none, row: $0) }
            group.sort { Self.ascending(TransformPipeline.value($0.row[key]), TransformPipeline.value($1.row[key])) }
            let values = group.map { TransformPipeline.value($0.row[field]) }
            for (p, member) in group.enumerated() {
                guard case .null = values[p] else { if member.index == nil { out.append(member.row) }; continue }
                let lo = frame.0.map { max(0, p + $0) } ?? 0, hi = frame.1.map { min(group.count - 1, p + $0) } ?? group.count - 1
                let v = lo <= hi ? method.apply(Array(values[lo...hi])) : .null
                var row = member.row
                row[field] = TransformPipeline.cell(v, at: node, file)
                if let i = member.index { out[i] = row } else { out.append(row) }
            }
        }
        return out
    }

    static func literal(_ node: LocatedJSON) -> VegaValue {
        if let n = node.number { return .number(n) }
        if let s = node.string { return .string(s) }
        if let b = node.bool { return .bool(b) }
        return .null
    }

    /// Key order: numbers by value, else text.
    static func ascending(_ a: VegaValue, _ b: VegaValue) -> Bool {
        if a.isNumber && b.isNumber { return a.number < b.number }
        return a.text < b.text
    }
}
