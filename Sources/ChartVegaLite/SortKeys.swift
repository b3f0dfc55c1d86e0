import ChartDescriptorXML

/// The `sort` of a window or stack transform: fields, each ascending unless `"order": "descending"`; rows that
/// tie keep their data order. Missing values sort first, as in Vega.
struct SortKeys {
    var keys: [(field: String, descending: Bool)] = []

    init(_ node: LocatedJSON?, pipeline: TransformPipeline) throws(DescriptorError) {
        guard let node else { return }
        for k in node.array ?? [node] {
            guard let field = k["field"]?.string ?? k.string else { throw pipeline.fail(k, "a sort key is {\"field\": …, \"order\": \"ascending\" or \"descending\"}") }
            keys.append((field, k["order"]?.string == "descending"))
        }
    }

    /// One field, ascending.
    init(field: String) { keys = [(field, false)] }

    var isEmpty: Bool { keys.isEmpty }

    /// -1, 0 or 1 for rows a and b.
    func compare(_ a: [String: VegaLiteData.Cell], _ b: [String: VegaLiteData.Cell]) -> Int {
        for (field, descending) in keys {
            let x = TransformPipeline.value(a[field]), y = TransformPipeline.value(b[field])
            if x.looselyEquals(y) || x == y { continue }
            let less: Bool
            switch (x, y) {
            case (.null, _): less = true
            case (_, .null): less = false
            case (.string, .string): less = VegaValue.compare(x, y, "<")
            default:
                let (p, q) = (x.dateMilliseconds ?? x.number, y.dateMilliseconds ?? y.number)
                if p == q { continue }
                less = p < q
            }
            return (less != descending) ? -1 : 1
        }
        return 0
    }

    /// The row indices `members` in sort order (stable).
    func sorted(_ members: [Int], _ rows: [[String: VegaLiteData.Cell]]) -> [Int] {
        guard !keys.isEmpty else { return members }
        return members.enumerated().sorted { a, b in
            let c = compare(rows[a.element], rows[b.element])
            return c != 0 ? c < 0 : a.offset < b.offset
        }.map(\.element)
    }
}
