import ChartDescriptorXML
import ChartModel
import Foundation

/// Turns one view of a Vega-Lite v5 spec (a single view or a layer, nested layers flattened) and its data into a
/// chart; compositions of views are split by `ViewComposition`. What it reads:
/// - data of the view or of any layer (inline `values`, a local `url`, a `name` of the top-level `datasets`),
///   transformed by each level's `transform` (`TransformPipeline`); encodings completed by `EncodingDefaults`;
/// - marks line, area, trail (as line), bar, point, circle, square, tick, arc (categories with shares); `rule`
///   layers at a `datum` or at a field's values on x or y (reference lines, kept as gridlines); `text` layers whose
///   `text` field labels the points; rect, boxplot, errorbar, errorband, geoshape and image are refused with why;
/// - encodings x and y (field, type, `timeUnit` truncations, `aggregate` sum/mean/median/min/max/count, `title`,
///   `axis.title`, `axis.format`, `scale.domain` as the axis range, `scale.type` log, `sort`), color/fill/stroke/detail/
///   shape fields as series (a `color` datum names a single series); purely visual channels are ignored;
/// - `title` and `description` (the author's summary); `usermeta.chartnarrate` for what Vega-Lite cannot say:
///   `lang` (the language of the texts), `units` and `formats` per channel (CLDR units, ICU skeletons), `id`.
/// Anything else that would change what the chart shows is refused with a located message naming it.
struct VegaLiteSpec {
    /// The view: a single view or a layer.
    let root: LocatedJSON
    let file: String
    let loader: DataLoader
    /// The rows the view inherits from the views around it (nil at the top level).
    var inherited: VegaLiteData?
    /// The title the view's place in a composition gives it (a facet value, a repeated field).
    var titleOverride: String?
    /// The document's `usermeta.chartnarrate`.
    var meta: LocatedJSON?

    /// Channels that only style marks: ignored.
    static let visualChannels: Set<String> = ["tooltip", "opacity", "fillOpacity", "strokeOpacity", "size", "strokeWidth",
                                              "strokeDash", "order", "href", "xOffset", "yOffset", "description", "key",
                                              "angle", "url"]
    static let seriesChannels = ["color", "fill", "stroke", "detail", "shape"]
    static let dataMarks: [String: ChartType] = ["line": .line, "trail": .line, "area": .area, "bar": .bar, "point": .scatter,
                                                 "circle": .scatter, "square": .scatter, "tick": .scatter, "arc": .bar]
    /// Marks that draw something other than values along x: why each is refused.
    static let refusedMarks: [String: String] = [
        "rect": "a rect mark is a heatmap or a range of x and y; chartnarrate narrates values along one axis",
        "boxplot": "a boxplot shows distributions (quartiles and outliers), which chartnarrate does not narrate",
        "errorbar": "an errorbar shows uncertainty ranges, which chartnarrate does not narrate",
        "errorband": "an errorband shows uncertainty ranges, which chartnarrate does not narrate",
        "geoshape": "a geoshape is a map, which chartnarrate does not narrate",
        "image": "an image mark draws pictures, which chartnarrate cannot describe",
    ]

    func fail(_ node: LocatedJSON, _ message: String) -> DescriptorError { VegaLiteProblem.at(node, file, message) }

    /// One view as the analysis sees it: its mark, its encoding with Vega-Lite's defaults filled in, its rows.
    struct View {
        var node: LocatedJSON
        var mark: String
        var markNode: LocatedJSON
        var encoding: [String: LocatedJSON]
        var data: VegaLiteData
    }

    // MARK: The view

    func chart() throws(DescriptorError) -> Chart {
        let data = try loader.rows(of: root, inherited: inherited)

        // The views: the root itself or its layers (flattened), each with the encodings above it underneath its own.
        var views: [View] = []
        func addView(_ node: LocatedJSON, inherited: [String: LocatedJSON], data: VegaLiteData?, depth: Int) throws(DescriptorError) {
            var enc = inherited
            // A layer's channel overrides the shared one; null removes it.
            for (k, v) in try encoding(of: node) { enc[k] = v.isNull ? nil : v }
            let rows = depth == 0 ? data : try loader.rows(of: node, inherited: data)
            if let layers = node["layer"] {
                guard let list = layers.array, !list.isEmpty else { throw fail(layers, "layer must be a non-empty array of views") }
                guard depth < 8 else { throw fail(layers, "layers nested more than 8 deep are not supported") }
                for layer in list {
                    if let key = ["facet", "repeat", "concat", "hconcat", "vconcat"].first(where: { layer[$0] != nil }) {
                        throw fail(layer, "a layer cannot hold a \(key); compose the layered views instead")
                    }
                    try addView(layer, inherited: enc, data: rows, depth: depth + 1)
                }
                return
            }
            guard let markNode = node["mark"] else { throw fail(node, "a view needs a \"mark\"") }
            let mark = markNode.string ?? markNode["type"]?.string
            guard let mark else { throw fail(markNode, "mark must be a string or an object with a \"type\"") }
            guard let rows else { throw fail(node, "the spec has no \"data\"; give data.values or a local data.url") }
            let filled = try EncodingDefaults(spec: self).apply(enc, mark: mark, node: markNode, data: rows)
            views.append(View(node: node, mark: mark, markNode: markNode, encoding: filled.encoding, data: filled.data))
        }
        try addView(root, inherited: [:], data: data, depth: 0)
        // Sort the views: data marks make series, rules make reference lines, text labels the points.
        var series: [SeriesPlan] = []
        var labelField: String?
        var rules: [(channel: String, datum: LocatedJSON)] = []
        // Tooltip fields of the data marks are further dimensions of each point: additional axes.
        var extras: [ExtraField] = []
        for view in views where Self.dataMarks[view.mark] != nil {
            guard let tooltip = view.encoding["tooltip"] else { continue }
            for def in tooltip.array ?? [tooltip] {
                guard let field = def["field"]?.string, !extras.contains(where: { $0.field == field }) else { continue }
                let type = def["type"]?.string ?? "nominal"
                // A temporal tooltip repeats the x of a time chart, or is a detail the chart does not draw: skipped.
                guard ["nominal", "ordinal", "quantitative"].contains(type) else { continue }
                extras.append(ExtraField(field: field, title: FieldPlan.text(def["title"]) ?? FieldPlan.words(field), isCategory: type != "quantitative"))
            }
        }
        for var view in views {
            if let reason = Self.refusedMarks[view.mark] { throw fail(view.markNode, "mark \"\(view.mark)\" is not supported: \(reason)") }
            // A rule with a selection of its own (drawn where the pointer is) is an interaction cue, not data.
            if view.mark == "rule", view.node["params"] != nil { continue }
            // A point placed at another field's arg-max (the last value of each line, for a label) marks a point of
            // a series already read.
            if ["x", "y"].contains(where: { view.encoding[$0]?["aggregate"]?["argmax"] != nil || view.encoding[$0]?["aggregate"]?["argmin"] != nil }) { continue }
            // A rule from one value of a field to another: a range of the values (per category or date) is read as a
            // ranged bar; a span along the dimension (a waterfall's connector from one step to the next) adds nothing.
            if view.mark == "rule", let end = ["x2", "y2"].first(where: { view.encoding[$0]?["field"] != nil }) {
                let start = String(end.dropLast()), other = start == "x" ? "y" : "x"
                let isValues = view.encoding[start]?["type"]?.string == "quantitative" && view.encoding[other]?["type"]?.string != "quantitative"
                if !isValues { continue }
                view.mark = "bar"
            }
            // A tick or point at a constant value (`"y": {"datum": 10}`) marks a level across the chart, as a rule does.
            if view.mark != "rule", view.mark != "text", let channel = ["x", "y"].first(where: { view.encoding[$0]?["datum"] != nil }),
               view.encoding[channel == "x" ? "y" : "x"]?["datum"] == nil {
                rules.append((channel, view.encoding[channel]!["datum"]!))
                continue
            }
            if view.mark == "rule" {
                if let range = ["x2", "y2"].first(where: { view.encoding[$0] != nil }) {
                    throw fail(view.encoding[range]!, "a rule from one value to another (\(range)) is not supported; a rule is read as a reference line at a value of x or y")
                }
                for channel in ["x", "y"] {
                    guard let def = view.encoding[channel] else { continue }
                    if let datum = def["datum"] ?? def["value"] { rules.append((channel, datum)); continue }
                    // A rule at the values of a field (often one aggregate: the mean): a reference line at each.
                    guard let field = def["field"]?.string else { throw fail(def, "a rule needs a \"datum\" or a \"field\" on \(channel)") }
                    var values = view.data.rows.map { TransformPipeline.value($0[field]) }
                    if let op = def["aggregate"]?.string {
                        guard let a = AggregateOp(rawValue: op == "average" ? "mean" : op) else { throw fail(def["aggregate"]!, "aggregate \"\(op)\" is not supported") }
                        values = [a.apply(values)]
                    }
                    var seen = Set<VegaValue>()
                    values = values.filter { if case .null = $0 { return false }; return seen.insert($0).inserted }
                    guard values.count <= 20 else {
                        throw fail(def, "a rule at each of \(values.count) values of \(field) is not supported; chartnarrate reads rules as up to 20 reference lines")
                    }
                    for v in values {
                        rules.append((channel, v.isNumber ? .number(v.number, at: def) : .string(v.text, at: def)))
                    }
                }
                continue
            }
            if view.mark == "text" {
                // Text placed at a datum, or without a field, is an annotation, not labels of the points.
                guard let field = view.encoding["text"]?["field"]?.string else { continue }
                labelField = field
                continue
            }
            guard let type = Self.dataMarks[view.mark] else {
                throw fail(view.markNode, "mark \"\(view.mark)\" is not supported; chartnarrate reads line, area, bar, point, tick and arc marks (with rule and text layers)")
            }
            for (channel, def) in view.encoding {
                if ["theta", "theta2", "radius", "radius2", "row", "column", "facet", "latitude", "longitude",
                    "latitude2", "longitude2", "xError", "yError", "xError2", "yError2"].contains(channel) {
                    throw fail(def, "the \(channel) channel is not supported; chartnarrate reads x, y and a series channel (color, detail)")
                }
            }
            let plans = try Self.plans(view, type: type, spec: self)
            // A range ending at values already read (the part of some bars above a threshold, drawn in another
            // colour) highlights those bars: nothing more to read.
            if plans.count == 2, plans.contains(where: { p in series.contains { !$0.isRangePart && $0.x.field == p.x.field && $0.y.field == p.y.field } }) {
                continue
            }
            for plan in plans where !series.contains(where: { $0.sameData(as: plan) }) {
                series.append(plan)
            }
        }
        // Layers of one field under different aggregates (its max and its min by category) would share the field's
        // name: each is named with its aggregate.
        let unnamed = series.indices.filter { series[$0].split == nil && series[$0].constantName == nil }
        let renamed = unnamed.filter { k in
            let twins = unnamed.filter { series[$0].y.title == series[k].y.title }
            return twins.count > 1 && Set(twins.map { series[$0].y.aggregate ?? "" }).count == twins.count && series[k].y.aggregate != nil
        }
        for k in renamed { series[k].constantName = "\(series[k].y.title ?? series[k].y.field ?? "") (\(series[k].y.aggregate!))" }
        guard let first = series.first else { throw fail(root, "the spec has no line, area, bar, point, tick or arc mark to narrate") }
        for plan in series.dropFirst() where plan.x.kind != first.x.kind || plan.x.field != first.x.field {
            throw fail(plan.node, "layers with different x fields or types are not supported (\(plan.x.field ?? "?") vs \(first.x.field ?? "?"))")
        }
        return try ChartAssembly(spec: self, meta: meta, data: first.data, plans: series, labelField: labelField, rules: rules,
                                 extras: extras).chart()
    }

    /// The series plans of a data-mark view. A range (x2 or y2, https://vega.github.io/vega-lite/docs/encoding.html#position-range)
    /// on the values is two series, the range's start and its end, each named by its field (a band of daily lows and
    /// highs, a Gantt chart's starts and ends); a range on the dimension (a bin's or period's end) or to a constant
    /// (an area's baseline) adds nothing to read.
    static func plans(_ view: View, type: ChartType, spec: VegaLiteSpec) throws(DescriptorError) -> [SeriesPlan] {
        var enc = view.encoding
        let ranges = [("x2", "x"), ("y2", "y")].compactMap { end, start in enc[end].map { (end, start, $0) } }
        for (end, _, _) in ranges { enc[end] = nil }
        var plan = try SeriesPlan(view: enc, mark: view.mark, type: type, node: view.node, data: view.data, spec: spec)
        let valueChannel = plan.swapped ? "x" : "y"
        guard let (endChannel, _, endDef) = ranges.first(where: { $0.1 == valueChannel }), let endField = endDef["field"]?.string else { return [plan] }
        if plan.split != nil {
            throw spec.fail(endDef, "a range (\(endChannel)) with a series field is not supported; chartnarrate reads a range as two series, its start and its end")
        }
        var endEnc = enc
        var def = endDef
        if def["type"] == nil { def = def.setting("type", enc[valueChannel]?["type"] ?? .string("quantitative", at: def)) }
        endEnc[valueChannel] = def
        var end = try SeriesPlan(view: endEnc, mark: view.mark, type: type, node: view.node, data: view.data, spec: spec)
        var startName = plan.y.field.map(FieldPlan.words) ?? "Start", endName = FieldPlan.text(endDef["title"]) ?? FieldPlan.words(endField)
        if startName == endName {
            startName += " (\(plan.y.aggregate ?? "start"))"
            endName += " (\(endDef["aggregate"]?.string ?? "end"))"
        }
        plan.constantName = plan.constantName ?? startName
        end.constantName = endName
        plan.isRangePart = true
        end.isRangePart = true
        return [plan, end]
    }

    private func encoding(of node: LocatedJSON) throws(DescriptorError) -> [String: LocatedJSON] {
        guard let enc = node["encoding"] else { return [:] }
        guard case .object(let members) = enc.value else { throw fail(enc, "encoding must be an object") }
        var result: [String: LocatedJSON] = [:]
        for m in members { result[m.key] = m.value }
        return result
    }
}

/// A tooltip field read as an additional axis of the chart (a category axis for nominal and ordinal fields).
struct ExtraField {
    let field: String
    let title: String
    let isCategory: Bool
}
