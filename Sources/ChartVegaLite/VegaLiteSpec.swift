import ChartDescriptorXML
import ChartModel
import Foundation

/// Turns a parsed Vega-Lite v5 spec and its data into a one-chart report. What it reads:
/// - a single view or a `layer` of views over one data source (top-level `data`: inline `values`, a local `url`, or
///   a `name` of top-level `datasets`);
/// - marks line, area, trail (as line), bar, point, circle, square, tick; `rule` layers with a `datum` on x or y
///   (reference lines, kept as gridlines); `text` layers whose `text` field labels the points;
/// - encodings x and y (field, type, `timeUnit` truncations, `aggregate` sum/mean/median/min/max/count, `title`,
///   `axis.title`, `axis.format`, `scale.domain` as the axis range, `scale.type` log, `sort`), color/fill/stroke/detail/
///   shape fields as series (a `color` datum names a single series); purely visual channels are ignored;
/// - `title` and `description` (the author's summary); `usermeta.chartnarrate` for what Vega-Lite cannot say:
///   `lang` (the language of the texts), `units` and `formats` per channel (CLDR units, ICU skeletons), `id`.
/// Anything else that would change what the chart shows is refused with a located message naming it.
struct VegaLiteSpec {
    let root: LocatedJSON
    let file: String
    let baseDirectory: String

    /// Channels that only style marks: ignored.
    static let visualChannels: Set<String> = ["tooltip", "opacity", "fillOpacity", "strokeOpacity", "size", "strokeWidth",
                                              "strokeDash", "order", "href", "xOffset", "yOffset", "description", "key",
                                              "angle", "url"]
    static let seriesChannels = ["color", "fill", "stroke", "detail", "shape"]
    static let dataMarks: [String: ChartType] = ["line": .line, "trail": .line, "area": .area, "bar": .bar, "point": .scatter,
                                                 "circle": .scatter, "square": .scatter, "tick": .scatter]

    func fail(_ node: LocatedJSON, _ message: String) -> DescriptorError { VegaLiteProblem.at(node, file, message) }

    // MARK: The whole spec

    func report() throws(DescriptorError) -> Report {
        guard root.isObject else { throw fail(root, "a Vega-Lite spec is a JSON object, not \(root.kindName)") }
        if let schema = root["$schema"]?.string, schema.contains("/vega/") && !schema.contains("vega-lite") {
            throw fail(root["$schema"]!, "this is a Vega spec, not Vega-Lite; chartnarrate reads Vega-Lite")
        }
        for key in ["facet", "repeat", "concat", "hconcat", "vconcat", "spec"] {
            if let m = root.member(key) {
                throw .invalid([Diagnostic(file: file, line: m.keyLine, column: m.keyColumn,
                                           message: "\"\(key)\" is not supported: chartnarrate reads one chart (a single view or a layer of views)")])
            }
        }
        try refuseTransform(root)
        let meta = root["usermeta"]?["chartnarrate"]
        let data = try loadData()

        // The views: the root itself or its layers, each with the root's encoding underneath its own.
        var views: [(node: LocatedJSON, mark: String, markNode: LocatedJSON, encoding: [String: LocatedJSON])] = []
        let rootEncoding = try encoding(of: root)
        func addView(_ node: LocatedJSON, inherited: [String: LocatedJSON]) throws(DescriptorError) {
            guard let markNode = node["mark"] else { throw fail(node, "a view needs a \"mark\"") }
            let mark = markNode.string ?? markNode["type"]?.string
            guard let mark else { throw fail(markNode, "mark must be a string or an object with a \"type\"") }
            var enc = inherited
            // A layer's channel overrides the shared one; null removes it.
            for (k, v) in try encoding(of: node) { enc[k] = v.isNull ? nil : v }
            views.append((node, mark, markNode, enc))
        }
        if let layers = root["layer"] {
            guard let list = layers.array, !list.isEmpty else { throw fail(layers, "layer must be a non-empty array of views") }
            for layer in list {
                if let inner = layer.member("layer") {
                    throw .invalid([Diagnostic(file: file, line: inner.keyLine, column: inner.keyColumn, message: "nested layers are not supported; list every view in the top-level layer")])
                }
                if let own = layer["data"] {
                    throw fail(own, "this layer has its own data; chartnarrate reads layered specs with one data source (the top-level data)")
                }
                try refuseTransform(layer)
                try addView(layer, inherited: rootEncoding)
            }
        } else {
            try addView(root, inherited: [:])
        }

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
                guard ["nominal", "ordinal", "quantitative"].contains(type) else {
                    throw fail(def, "a tooltip field of type \(type) is not supported; chartnarrate reads nominal, ordinal and quantitative tooltip fields as further dimensions of the points")
                }
                extras.append(ExtraField(field: field, title: FieldPlan.text(def["title"]) ?? field, isCategory: type != "quantitative"))
            }
        }
        for view in views {
            if view.mark == "rule" {
                for channel in ["x", "y"] {
                    guard let def = view.encoding[channel] else { continue }
                    guard let datum = def["datum"] ?? def["value"] else {
                        throw fail(def, "a rule with a data field is not supported; a rule is read as a reference line, with a \"datum\" on x or y")
                    }
                    rules.append((channel, datum))
                }
                continue
            }
            if view.mark == "text" {
                guard let field = view.encoding["text"]?["field"]?.string else {
                    throw fail(view.markNode, "a text layer labels the points with a \"text\" field; this one has none")
                }
                labelField = field
                continue
            }
            guard let type = Self.dataMarks[view.mark] else {
                throw fail(view.markNode, "mark \"\(view.mark)\" is not supported; chartnarrate reads line, area, bar, point and tick marks (with rule and text layers)")
            }
            for (channel, def) in view.encoding {
                if ["x2", "y2", "theta", "theta2", "radius", "radius2", "row", "column", "facet", "latitude", "longitude",
                    "latitude2", "longitude2", "xError", "yError", "xError2", "yError2"].contains(channel) {
                    throw fail(def, "the \(channel) channel is not supported; chartnarrate reads x, y and a series channel (color, detail)")
                }
            }
            let plan = try SeriesPlan(view: view.encoding, mark: view.mark, type: type, node: view.node, spec: self)
            if !series.contains(where: { $0.sameData(as: plan) }) { series.append(plan) }
        }
        guard let first = series.first else { throw fail(root, "the spec has no line, area, bar, point or tick mark to narrate") }
        for plan in series.dropFirst() where plan.x.kind != first.x.kind || plan.x.field != first.x.field {
            throw fail(plan.node, "layers with different x fields or types are not supported (\(plan.x.field ?? "?") vs \(first.x.field ?? "?"))")
        }
        return try ChartAssembly(spec: self, meta: meta, data: data, plans: series, labelField: labelField, rules: rules,
                                 extras: extras).report()
    }

    private func refuseTransform(_ node: LocatedJSON) throws(DescriptorError) {
        if let t = node.member("transform") {
            throw .invalid([Diagnostic(file: file, line: t.keyLine, column: t.keyColumn,
                                       message: "\"transform\" is not supported: chartnarrate reads the data as given; prepare the data (filter, fold, calculate) before writing the spec")])
        }
    }

    private func encoding(of node: LocatedJSON) throws(DescriptorError) -> [String: LocatedJSON] {
        guard let enc = node["encoding"] else { return [:] }
        guard case .object(let members) = enc.value else { throw fail(enc, "encoding must be an object") }
        var result: [String: LocatedJSON] = [:]
        for m in members { result[m.key] = m.value }
        return result
    }

    private func loadData() throws(DescriptorError) -> VegaLiteData {
        guard let data = root["data"] else {
            if let layers = root["layer"]?.array, layers.contains(where: { $0["data"] != nil }) {
                throw fail(root, "the data must be given once, at the top level")
            }
            throw fail(root, "the spec has no \"data\"; give data.values or a local data.url")
        }
        if let values = data["values"] { return try VegaLiteData.inline(values, file: file) }
        if let url = data["url"] { return try VegaLiteData.file(url, format: data["format"], specFile: file, baseDirectory: baseDirectory) }
        if let name = data["name"] {
            guard let set = root["datasets"]?[name.string ?? ""] else {
                throw fail(name, "data.name \(name.string.map { "\"\($0)\"" } ?? "") names no entry of the top-level \"datasets\"")
            }
            return try VegaLiteData.inline(set, file: file)
        }
        throw fail(data, "data needs \"values\", a local \"url\" or a \"name\" of the top-level datasets")
    }
}

/// A tooltip field read as an additional axis of the chart (a category axis for nominal and ordinal fields).
struct ExtraField {
    let field: String
    let title: String
    let isCategory: Bool
}
