import ChartCSV
import ChartDescriptorXML
import ChartModel

/// The data of a Vega-Lite spec read through its series plans into one chart: x values by the x type (with its
/// time unit), categories in Vega-Lite's order (scale domain, sort array or direction, else ascending), y values
/// (aggregated per series and x when asked), labels from a text layer, reference lines as gridlines.
struct ChartAssembly {
    let spec: VegaLiteSpec
    let meta: LocatedJSON?
    let data: VegaLiteData
    let plans: [SeriesPlan]
    let labelField: String?
    let rules: [(channel: String, datum: LocatedJSON)]
    /// Tooltip fields, each an additional axis of the points.
    var extras: [ExtraField] = []

    private struct Raw {
        var name: String
        var continuous: Bool
        var isPath: Bool
        var orderField: String?
        /// The plan's aggregate of y, or "sum" for bars stacked at a repeated category.
        var aggregate: String?
        var isBars: Bool
        var rows: [[String: VegaLiteData.Cell]]
        var points: [(x: RawX, y: Double?, label: String?, row: Int)]
    }

    private enum RawX: Hashable {
        case number(Double)
        case category(String)
    }

    func chart() throws(DescriptorError) -> Chart {
        var problems: [Diagnostic] = []
        func problem(_ cell: VegaLiteData.Cell, _ message: String) {
            if problems.count < 50 { problems.append(VegaLiteProblem.at(cell, message)) }
        }
        let first = plans[0]
        let kind = first.x.kind
        var hasTime = false

        func xValue(_ cell: VegaLiteData.Cell, _ plan: SeriesPlan) -> RawX? {
            switch (kind, cell.value) {
            case (_, .null): return nil
            case (.category, .string(let s)): return .category(DescriptorValues.text(s))
            case (.category, .number(let n)): return .category(DescriptorValues.numberText(n))
            case (.category, .bool(let b)): return .category(b ? "true" : "false")
            case (.numeric, .number(let n)): return .number(n)
            case (.numeric, .string(let s)):
                if s.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
                if let n = DescriptorValues.number(Substring(s.trimmingCharacters(in: .whitespaces))) { return .number(n) }
                problem(cell, "\"\(DescriptorValues.excerpt(s))\" in field \(plan.x.field ?? "x") is not a number (the field is quantitative)")
            case (.date, .number(let ms)):
                var seconds = ms / 1000
                if let unit = plan.x.timeUnit { seconds = unit.truncate(seconds); hasTime = hasTime || unit.keepsTime }
                else if seconds.truncatingRemainder(dividingBy: 86_400) != 0 { hasTime = true }
                return .number(seconds)
            case (.date, .string(let s)):
                let t = s.trimmingCharacters(in: .whitespaces)
                if t.isEmpty { return nil }
                if let d = TextDate.instant(t) {
                    if let unit = plan.x.timeUnit { hasTime = hasTime || (unit.keepsTime && d.hasTime); return .number(unit.truncate(d.seconds)) }
                    hasTime = hasTime || d.hasTime
                    return .number(d.seconds)
                }
                problem(cell, "\"\(DescriptorValues.excerpt(s))\" in field \(plan.x.field ?? "x") is not a date (such as 2024-03-05, 2024-03-05T14:30 or Jan 5 2024); the field is temporal")
            default:
                problem(cell, "a \(cell.value.kindName) in field \(plan.x.field ?? "x") cannot be a \(plan.x.type) value")
            }
            return nil
        }

        func yValue(_ cell: VegaLiteData.Cell?, _ plan: SeriesPlan) -> Double? {
            guard let cell else { return nil }
            switch cell.value {
            case .null: return nil
            case .number(let n): return n
            case .string(let s):
                let t = s.trimmingCharacters(in: .whitespaces)
                if t.isEmpty || t.lowercased() == "nan" || t.lowercased() == "null" { return nil }
                if let n = DescriptorValues.number(Substring(t)) { return n }
                problem(cell, "\"\(DescriptorValues.excerpt(s))\" in field \(plan.y.field ?? "y") is not a number (the field is quantitative; write null or leave the cell empty for a missing value)")
            case .bool:
                problem(cell, "a boolean in field \(plan.y.field ?? "y") is not a number")
            }
            return nil
        }

        // Rows → raw series, one per plan and split value.
        var raws: [Raw] = []
        var index: [String: Int] = [:]
        for (p, plan) in plans.enumerated() {
            let name0 = plan.constantName ?? plan.y.title ?? plan.y.field ?? "Series \(p + 1)"
            for (row, fields) in plan.data.rows.enumerated() {
                guard let xField = plan.x.field else { continue }
                guard let xCell = fields[xField] else { continue }
                guard let x = xValue(xCell, plan) else { continue }
                var name = name0
                if let split = plan.split {
                    guard let cell = fields[split] else { continue }
                    switch cell.value {
                    case .string(let s): name = DescriptorValues.text(s)
                    case .number(let n): name = DescriptorValues.numberText(n)
                    case .bool(let b): name = b ? "true" : "false"
                    case .null: continue
                    }
                }
                let key = "\(p)\u{1}\(name)"
                if index[key] == nil {
                    index[key] = raws.count
                    raws.append(Raw(name: name, continuous: plan.continuous, isPath: plan.isPath, orderField: plan.orderField,
                                    aggregate: plan.y.aggregate, isBars: plan.type == .bar && !plan.isRangePart, rows: plan.data.rows, points: []))
                }
                let y = plan.y.aggregate == "count" ? 1 : yValue(fields[plan.y.field ?? ""], plan)
                // A connected scatterplot's points are named by their place on the path (the year of each).
                let label = (labelField ?? plan.orderField).flatMap { fields[$0] }.flatMap { cell -> String? in
                    switch cell.value {
                    case .string(let s): return DescriptorValues.text(s).isEmpty ? nil : DescriptorValues.text(s)
                    case .number(let n): return DescriptorValues.numberText(n)
                    default: return nil
                    }
                }
                raws[index[key]!].points.append((x, y, label, row))
            }
        }
        guard problems.isEmpty else { throw .invalid(problems) }
        guard !raws.isEmpty else { throw spec.fail(first.node, "no data row has a value for the x field \(first.x.field ?? "")") }

        // Aggregation: one point per series and x. Bars of one series at the same category without an aggregate
        // are stacked by Vega-Lite (its default stack: one on top of another), so they read as their sum.
        var stacksRepeats = false
        for r in raws.indices where raws[r].aggregate == nil && raws[r].isBars && kind == .category
            && Set(raws[r].points.map(\.x)).count < raws[r].points.count {
            raws[r].aggregate = "sum"
            stacksRepeats = true
        }
        do {
            for r in raws.indices {
                guard let aggregate = raws[r].aggregate else { continue }
                var order: [RawX] = []
                var groups: [RawX: [Double]] = [:]
                var counts: [RawX: Int] = [:]
                for p in raws[r].points {
                    if groups[p.x] == nil { order.append(p.x); groups[p.x] = [] }
                    counts[p.x, default: 0] += 1
                    if let y = p.y { groups[p.x]!.append(y) }
                }
                raws[r].points = order.map { x in
                    let v = groups[x]!
                    let value: Double?
                    switch aggregate {
                    case "count": value = Double(counts[x]!)
                    case "sum": value = v.isEmpty ? nil : v.reduce(0, +)
                    case "mean": value = v.isEmpty ? nil : v.reduce(0, +) / Double(v.count)
                    case "min": value = v.min()
                    case "max": value = v.max()
                    default:
                        let s = v.sorted()
                        value = s.isEmpty ? nil : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
                    }
                    return (x, value, nil, 0)
                }
            }
        }

        // Categories in Vega-Lite's order.
        var categories: [String] = []
        if kind == .category {
            var seen = Set<String>()
            for r in raws { for p in r.points { if case .category(let id) = p.x, seen.insert(id).inserted { categories.append(id) } } }
            // A sort by the values orders the categories by their total over the series (a stacked bar's height).
            var totals: [String: Double] = [:]
            for r in raws { for p in r.points { if case .category(let id) = p.x { totals[id, default: 0] += p.y ?? 0 } } }
            categories = try ordered(categories, first.x, totals: totals)
        }
        let categoryIndex = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1, $0) })
        func number(_ x: RawX) -> Double {
            switch x {
            case .number(let n): n
            case .category(let id): Double(categoryIndex[id] ?? 0)
            }
        }

        // Additional axes from tooltip fields: categories in order of first appearance, or numbers.
        var extraCategories = [[String]](repeating: [], count: extras.count)
        var extraIndex = [[String: Int]](repeating: [:], count: extras.count)
        func extraValues(_ row: Int) -> [AdditionalValue] {
            guard first.y.aggregate == nil, !stacksRepeats, data.rows.indices.contains(row) else { return [] }
            var values: [AdditionalValue] = []
            for (k, extra) in extras.enumerated() {
                guard let cell = data.rows[row][extra.field] else { continue }
                var text: String?
                switch cell.value {
                case .string(let s): text = DescriptorValues.text(s)
                case .number(let n): text = DescriptorValues.numberText(n)
                case .bool(let b): text = b ? "true" : "false"
                case .null: text = nil
                }
                guard let text, !text.isEmpty else { continue }
                if extra.isCategory {
                    if extraIndex[k][text] == nil { extraIndex[k][text] = extraCategories[k].count; extraCategories[k].append(text) }
                    values.append(AdditionalValue(axisID: extra.field, value: Double(extraIndex[k][text]!)))
                } else if let n = DescriptorValues.number(Substring(text)) {
                    values.append(AdditionalValue(axisID: extra.field, value: n))
                }
            }
            return values
        }

        var series: [Series] = []
        for raw in raws {
            var points = raw.points.map { DataPoint(x: number($0.x), y: $0.y, label: $0.label.map { LocalizedText($0) },
                                                    additionalValues: extraValues($0.row)) }
            // A line is drawn in x order; a connected scatterplot in data order, or by its order field.
            if let orderField = raw.orderField {
                let keys = SortKeys(field: orderField)
                points = zip(raw.points, points).enumerated().sorted { a, b in
                    let c = keys.compare(raw.rows[a.element.0.row], raw.rows[b.element.0.row])
                    return c != 0 ? c < 0 : a.offset < b.offset
                }.map(\.element.1)
            } else if raw.continuous && !raw.isPath && kind != .category {
                points = points.enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }.map(\.element)
            }
            series.append(Series(name: LocalizedText(raw.name), isContinuous: raw.continuous, points: points))
        }

        // Axes.
        var xAxis = Axis(kind: kind, title: first.x.title.map { LocalizedText($0) }, scale: first.x.isLog ? .log : .linear,
                         format: try format(first.x, channel: "x"), unit: unit("x"),
                         categories: categories.map { Category(id: $0, label: first.x.labels[$0]) }, isOrdered: first.x.type == "ordinal",
                         isRatingScale: kind == .category ? meta?["ratingScale"]?.bool : nil)
        if kind != .category, let domain = first.x.domain { xAxis.range = try range(domain, kind: kind, time: &hasTime) }
        var yAxis = Axis(kind: .numeric, title: first.y.title.map { LocalizedText($0) }, scale: first.y.isLog ? .log : .linear,
                         format: try format(first.y, channel: "y"), unit: unit("y"), isAdditive: meta?["additive"]?.bool ?? (first.isShares ? true : nil))
        if let domain = first.y.domain { yAxis.range = try range(domain, kind: .numeric, time: &hasTime) }
        for rule in rules {
            // Horizontal charts read Vega-Lite's y as the model's x.
            let channelIsX = (rule.channel == "x") != first.swapped
            if channelIsX && kind != .category, let v = try? value(rule.datum, kind: kind, time: &hasTime) { xAxis.gridlines.append(v) }
            if !channelIsX, let v = try? value(rule.datum, kind: .numeric, time: &hasTime) { yAxis.gridlines.append(v) }
        }
        xAxis.hasTimeOfDay = kind == .date && hasTime

        let root = spec.root
        var title = spec.titleOverride ?? FieldPlan.text(root["title"])
        if title == nil { title = FieldPlan.text(root["title"]?["text"]) }
        let summary = root["description"]?.string.map(DescriptorValues.text)
        let additional = extras.enumerated().map { k, extra in
            Axis(id: extra.field, kind: extra.isCategory ? .category : .numeric, title: LocalizedText(extra.title),
                 categories: extraCategories[k].map { Category(id: $0) })
        }
        return Chart(id: meta?["id"]?.string ?? "chart1", type: first.type,
                          title: title.map { LocalizedText(DescriptorValues.text($0)) },
                          summary: summary.flatMap { $0.isEmpty ? nil : LocalizedText($0) },
                          xAxis: xAxis, yAxis: yAxis, additionalAxes: additional, series: series)
    }

    // MARK: Axis details

    /// Categories in the order Vega-Lite draws them.
    private func ordered(_ ids: [String], _ x: FieldPlan, totals: [String: Double]) throws(DescriptorError) -> [String] {
        func strings(_ node: LocatedJSON) -> [String]? {
            node.array?.map { $0.string ?? $0.number.map(DescriptorValues.numberText) ?? "" }
        }
        if let domain = x.domain, let list = strings(domain) {
            return list + ids.filter { !list.contains($0) }
        }
        guard let sort = x.sort else { return ids.sorted(by: Self.ascending) }
        if sort.isNull { return ids }
        if let list = strings(sort) { return list.filter(ids.contains) + ids.filter { !list.contains($0) } }
        func byValue(descending: Bool) -> [String] {
            ids.enumerated().sorted { a, b in
                let (p, q) = (totals[a.element] ?? 0, totals[b.element] ?? 0)
                return p != q ? (p < q) != descending : a.offset < b.offset
            }.map(\.element)
        }
        // Sorting by the other channel ("-y", {"encoding": "y"}), or by the values' field with an op.
        let valueChannels = ["y", "x", "theta", "color", "size"]
        switch sort.string {
        case "ascending": return ids.sorted(by: Self.ascending)
        case "descending": return ids.sorted(by: Self.ascending).reversed()
        case let s? where valueChannels.contains(s): return byValue(descending: false)
        case let s? where s.hasPrefix("-") && valueChannels.contains(String(s.dropFirst())): return byValue(descending: true)
        default: break
        }
        let descending = sort["order"]?.string == "descending"
        if sort["encoding"] != nil { return byValue(descending: descending) }
        if let field = sort["field"]?.string ?? (sort["op"]?.string == "count" ? plans[0].y.field : nil),
           field == plans[0].y.field || sort["op"]?.string == "count" && plans[0].y.aggregate == "count" {
            return byValue(descending: descending)
        }
        if sort.isObject && sort["field"] == nil && sort["op"] == nil, let order = sort["order"]?.string {
            return order == "descending" ? ids.sorted(by: Self.ascending).reversed() : ids.sorted(by: Self.ascending)
        }
        throw spec.fail(sort, "this sort is not supported; use an array of values, \"ascending\", \"descending\", null (data order), \"-y\" or a sort by the values' field")
    }

    /// Vega-Lite's ascending order of nominal values: numbers by value, else text.
    static func ascending(_ a: String, _ b: String) -> Bool {
        if let x = Double(a), let y = Double(b) { return x < y }
        return a < b
    }

    /// The axis format: the spec's `usermeta.chartnarrate.formats` skeleton, else its d3 format translated.
    private func format(_ plan: FieldPlan, channel: String) throws(DescriptorError) -> String? {
        if let skeleton = meta?["formats"]?[channel]?.string { return skeleton }
        guard let (text, node) = plan.format else { return nil }
        let result = plan.kind == .date ? D3Format.dateSkeleton(text).map { Optional($0) } : D3Format.numberSkeleton(text)
        switch result {
        case .success(let skeleton): return skeleton
        case .failure(let problem): throw spec.fail(node, "axis format \(problem.message)")
        }
    }

    /// The unit from `usermeta.chartnarrate.units`: a CLDR identifier, or a MessageFormat pattern with {value}.
    private func unit(_ channel: String) -> AxisUnit? {
        guard let text = meta?["units"]?[channel]?.string else { return nil }
        return text.contains("{") ? .messages(LocalizedText(text)) : .cldr(text)
    }

    private func value(_ node: LocatedJSON, kind: AxisKind, time: inout Bool) throws(DescriptorError) -> Double {
        if let n = node.number { return kind == .date ? n / 1000 : n }
        if let s = node.string {
            if kind == .date, let d = DescriptorValues.instant(Substring(s)) { time = time || d.hasTime; return d.seconds }
            if kind == .numeric, let n = DescriptorValues.number(Substring(s)) { return n }
        }
        if let datum = node["datum"] ?? node["value"] { return try value(datum, kind: kind, time: &time) }
        throw spec.fail(node, "\(node.kindName) is not a \(kind == .date ? "date (ISO 8601 or milliseconds)" : "number")")
    }

    private func range(_ domain: LocatedJSON, kind: AxisKind, time: inout Bool) throws(DescriptorError) -> AxisRange? {
        guard let list = domain.array else {
            throw spec.fail(domain, "a scale domain must be an array [min, max]")
        }
        guard list.count == 2 else { throw spec.fail(domain, "a continuous scale domain is [min, max], not \(list.count) values") }
        let lo = try value(list[0], kind: kind, time: &time), hi = try value(list[1], kind: kind, time: &time)
        guard lo < hi else { throw spec.fail(domain, "the scale domain's minimum must be less than its maximum") }
        return AxisRange(min: lo, max: hi)
    }
}

extension VegaLiteData.Cell.Value {
    /// What kind of value this is, for messages.
    var kindName: String {
        switch self {
        case .number: "number"
        case .string: "string"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}
