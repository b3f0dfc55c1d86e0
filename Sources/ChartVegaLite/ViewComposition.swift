import ChartDescriptorXML
import ChartModel

/// Vega-Lite's composed views (https://vega.github.io/vega-lite/docs/composition.html) as several charts: each
/// view of a `concat`/`hconcat`/`vconcat`, each repeated field of a `repeat` (titled by it), each value of a
/// `facet` or of the `row`/`column`/`facet` channels (titled "field: value"). Data and transforms are inherited
/// by the views below them; a single view or a layer is one chart (`VegaLiteSpec`).
struct ViewComposition {
    let loader: DataLoader

    var file: String { loader.file }
    func fail(_ node: LocatedJSON, _ message: String) -> DescriptorError { VegaLiteProblem.at(node, file, message) }

    /// One composed chart before it is read: the view, its data and the title its place in the composition gives.
    struct Unit {
        var node: LocatedJSON
        var data: VegaLiteData?
        var title: String?
    }

    static let facetChannels = ["row", "column", "facet"]

    /// The single views (or layers) of `node`, in reading order.
    func units(_ node: LocatedJSON, inherited: VegaLiteData?, title: String?, depth: Int = 0) throws(DescriptorError) -> [Unit] {
        guard node.isObject else { throw fail(node, "a view is a JSON object, not \(node.kindName)") }
        guard depth < 16 else { throw fail(node, "views nested more than 16 deep are not supported") }
        for key in ["concat", "hconcat", "vconcat"] {
            guard let list = node[key] else { continue }
            guard let views = list.array, !views.isEmpty else { throw fail(list, "\(key) must be a non-empty array of views") }
            let data = try loader.rows(of: node, inherited: inherited)
            var out: [Unit] = []
            for v in views { out += try units(v, inherited: data, title: nil, depth: depth + 1) }
            return out
        }
        if let repeatNode = node["repeat"], let spec = node["spec"] {
            return try repeated(node, repeatNode, spec, inherited: inherited, depth: depth)
        }
        if let facet = node["facet"], let spec = node["spec"] {
            let data = try loader.rows(of: node, inherited: inherited)
            var fields: [LocatedJSON] = []
            if facet["field"] != nil { fields = [facet] } else {
                fields = ["row", "column"].compactMap { facet[$0] }
            }
            guard !fields.isEmpty else { throw fail(facet, "a facet needs a \"field\", or a \"row\" or \"column\" with a field") }
            return try faceted(spec, by: fields, data: data, title: title, depth: depth)
        }
        if node["spec"] != nil { throw fail(node, "a \"spec\" needs a \"facet\" or a \"repeat\" beside it") }
        // The row, column and facet channels of a single view facet it.
        if let encoding = node["encoding"], case .object = encoding.value {
            let channels = Self.facetChannels.compactMap { encoding[$0] }
            if !channels.isEmpty {
                var inner = node
                var enc = encoding
                for c in Self.facetChannels { enc = enc.setting(c, nil) }
                inner = inner.setting("encoding", enc)
                let data = try loader.rows(of: inner, inherited: inherited)
                inner = inner.setting("data", nil).setting("transform", nil)
                return try faceted(inner, by: channels, data: data, title: title, depth: depth)
            }
        }
        return [Unit(node: node, data: inherited, title: title)]
    }

    private func repeated(_ node: LocatedJSON, _ repeatNode: LocatedJSON, _ spec: LocatedJSON, inherited: VegaLiteData?,
                          depth: Int) throws(DescriptorError) -> [Unit] {
        let data = try loader.rows(of: node, inherited: inherited)
        func fields(_ n: LocatedJSON?) throws(DescriptorError) -> [String] {
            guard let n else { return [] }
            guard let list = n.array, list.allSatisfy({ $0.string != nil }) else { throw fail(n, "repeat lists field names") }
            return list.map { $0.string! }
        }
        if repeatNode.array != nil {
            var out: [Unit] = []
            for f in try fields(repeatNode) {
                out += try units(spec.substitutingRepeat("repeat", with: f), inherited: data, title: FieldPlan.words(f), depth: depth + 1)
            }
            return out
        }
        guard repeatNode.isObject else { throw fail(repeatNode, "repeat is an array of fields or an object of row, column and layer") }
        let rows = try fields(repeatNode["row"]), columns = try fields(repeatNode["column"]), layers = try fields(repeatNode["layer"])
        var out: [Unit] = []
        for r in rows.isEmpty ? [nil] : rows.map(Optional.some) {
            for c in columns.isEmpty ? [nil] : columns.map(Optional.some) {
                var s = spec
                if let r { s = s.substitutingRepeat("row", with: r) }
                if let c { s = s.substitutingRepeat("column", with: c) }
                if !layers.isEmpty {
                    // A repeated layer is one chart: each layer with one of the fields.
                    guard let inner = s["layer"]?.array else {
                        s = .object([("layer", LocatedJSON(value: .array(layers.map { s.substitutingRepeat("layer", with: $0) }), line: s.line, column: s.column))], at: s)
                        out += try units(s, inherited: data, title: nil, depth: depth + 1)
                        continue
                    }
                    let expanded = layers.flatMap { f in inner.map { $0.substitutingRepeat("layer", with: f) } }
                    s = s.setting("layer", LocatedJSON(value: .array(expanded), line: s.line, column: s.column))
                }
                let title = [r, c].compactMap { $0 }.map(FieldPlan.words).joined(separator: ", ")
                out += try units(s, inherited: data, title: title.isEmpty ? nil : title, depth: depth + 1)
            }
        }
        return out
    }

    /// One unit per combination of the facet fields' values, each with its rows.
    private func faceted(_ spec: LocatedJSON, by facets: [LocatedJSON], data: VegaLiteData?, title: String?,
                         depth: Int) throws(DescriptorError) -> [Unit] {
        guard let data else { throw fail(spec, "a facet needs data") }
        var groups: [[String]: [[String: VegaLiteData.Cell]]] = [:]
        var order: [[String]] = []
        var names: [String] = []
        var units: [CalendarUnit?] = []
        for f in facets {
            guard let field = f["field"]?.string else { throw fail(f, "a facet needs a \"field\"") }
            names.append(FieldPlan.text(f["title"]) ?? FieldPlan.text(f["header"]?["title"]) ?? FieldPlan.words(field))
            var unit: CalendarUnit?
            if let u = f["timeUnit"] {
                guard let cu = CalendarUnit(vegaLite: u.string ?? u["unit"]?.string ?? "") else { throw fail(u, "this facet timeUnit is not supported") }
                unit = cu
            }
            units.append(unit)
        }
        for row in data.rows {
            var key: [String] = []
            for (f, unit) in zip(facets, units) {
                let v = TransformPipeline.value(row[f["field"]!.string!])
                var text = v.text
                if case .null = v { text = "null" }
                if let unit, let ms = v.dateMilliseconds {
                    let t = unit.apply(ms: ms)
                    text = unit.category(ms: t)?.label ?? (unit.month || unit.date ? CivilCalendar.isoString(fromEpochSeconds: t / 1000, withTime: unit.keepsTime) : String(CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(t / 1000)).year))
                }
                key.append(text)
            }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(row)
        }
        // Facet headers are in ascending order unless sorted otherwise (numbers by value).
        if !facets.contains(where: { $0["sort"] != nil }) {
            order.sort { a, b in
                for (x, y) in zip(a, b) where x != y { return ChartAssembly.ascending(x, y) }
                return false
            }
        } else if facets.count == 1, let list = facets[0]["sort"]?.array {
            let wanted = list.map { $0.string ?? $0.number.map(DescriptorValues.numberText) ?? "" }
            order = wanted.compactMap { w in order.first { $0 == [w] } } + order.filter { !wanted.contains($0[0]) }
        } else if facets.count == 1, facets[0]["sort"]?.string == "descending" {
            order.sort { ChartAssembly.ascending($1[0], $0[0]) }
        }
        guard order.count <= 60 else {
            throw fail(facets[0], "this facet makes \(order.count) charts; chartnarrate reads at most 60")
        }
        var out: [Unit] = []
        for key in order {
            let label = zip(names, key).map { "\($0): \($1)" }.joined(separator: ", ")
            let sub = VegaLiteData(rows: groups[key]!, fromText: false)
            out += try self.units(spec, inherited: sub, title: [title, label].compactMap { $0 }.joined(separator: ", "), depth: depth + 1)
        }
        return out
    }
}
