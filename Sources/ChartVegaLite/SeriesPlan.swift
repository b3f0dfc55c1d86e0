import ChartDescriptorXML
import ChartModel

/// One encoding channel of a view (x or y) as chartnarrate reads it.
struct FieldPlan {
    var node: LocatedJSON
    var field: String?
    /// quantitative, temporal, nominal or ordinal.
    var type: String
    var timeUnit: TimeUnit?
    var aggregate: String?
    var title: String?
    var format: (text: String, node: LocatedJSON)?
    var domain: LocatedJSON?
    var isLog = false
    var sort: LocatedJSON?
    /// Labels of categories in several languages (a folded month's "Jan", "1月", …), by category id.
    var labels: [String: LocalizedText] = [:]
    /// The key under which `EncodingDefaults` leaves those labels on a channel's definition.
    static let labelsKey = "chartnarrate:labels"

    /// The axis kind the type makes.
    var kind: AxisKind {
        switch type {
        case "temporal": .date
        case "quantitative": .numeric
        default: .category
        }
    }

    static let aggregates: Set<String> = ["sum", "mean", "average", "median", "min", "max", "count"]

    init(_ def: LocatedJSON, channel: String, spec: VegaLiteSpec) throws(DescriptorError) {
        node = def
        guard def.isObject else { throw spec.fail(def, "encoding.\(channel) must be an object") }
        if let bin = def["bin"], bin.bool != false, !bin.isNull {
            throw spec.fail(bin, "\"bin\" is not supported: chartnarrate narrates the values as given; bin them before writing the spec")
        }
        if let f = def["field"] {
            guard let name = f.string else { throw spec.fail(f, "encoding.\(channel).field must be a field name") }
            field = name
        }
        if let a = def["aggregate"] {
            guard let name = a.string, Self.aggregates.contains(name) else {
                throw spec.fail(a, "aggregate \(a.string.map { "\"\($0)\"" } ?? a.kindName) is not supported; use sum, mean, median, min, max or count")
            }
            aggregate = name == "average" ? "mean" : name
        }
        if let t = def["timeUnit"] {
            let name = t.string ?? t["unit"]?.string ?? ""
            guard let unit = TimeUnit(vegaLite: name) else {
                throw spec.fail(t, "timeUnit \"\(name)\" is not supported; chartnarrate applies \(TimeUnit.allCases.map(\.rawValue).joined(separator: ", ")) (units such as month or hours fold dates onto a cycle)")
            }
            timeUnit = unit
        }
        if let t = def["type"] {
            guard let name = t.string, ["quantitative", "temporal", "nominal", "ordinal"].contains(name) else {
                throw spec.fail(t, "type \(t.string.map { "\"\($0)\"" } ?? t.kindName) is not supported; use quantitative, temporal, nominal or ordinal")
            }
            type = name
        } else if timeUnit != nil {
            type = "temporal"
        } else if aggregate != nil {
            type = "quantitative"
        } else {
            throw spec.fail(def, "encoding.\(channel) needs a \"type\" (quantitative, temporal, nominal or ordinal)")
        }
        if field == nil && aggregate != "count" {
            throw spec.fail(def, "encoding.\(channel) needs a \"field\"")
        }
        let axis = def["axis"]
        title = Self.text(axis?["title"]) ?? Self.text(def["title"]) ?? field.map(Self.words)
        if aggregate == "count" && field == nil { title = Self.text(axis?["title"]) ?? Self.text(def["title"]) ?? "Count" }
        if let f = axis?["format"] ?? def["format"] {
            // An object of formats per time granularity ({"year": "%y", "quarter": "%b"}) or a parameter's
            // expression labels the ticks as they are zoomed: the axis keeps chartnarrate's own date format.
            if !f.isObject {
                guard let text = f.string else { throw spec.fail(f, "a format must be a d3 format string") }
                format = (text, f)
            }
        }
        if let scale = def["scale"] {
            domain = scale["domain"]
            if let t = scale["type"] {
                switch t.string ?? "" {
                case "log": isLog = true
                case "linear", "time", "utc", "band", "point", "ordinal": break
                default: throw spec.fail(t, "scale type \(t.string.map { "\"\($0)\"" } ?? t.kindName) is not supported; chartnarrate reads linear and log scales")
                }
            }
        }
        sort = def["sort"]
        if case .object(let members)? = def[Self.labelsKey]?.value {
            for m in members {
                guard case .object(let variants) = m.value.value else { continue }
                labels[m.key] = LocalizedText(variants.compactMap { v in v.value.string.map { LocalizedText.Variant(language: v.key, text: $0) } })
            }
        }
    }

    /// A field name as words, as a title for a field that has none: `Miles_per_Gallon` → "Miles per gallon",
    /// `temp_max` → "Temp max". Underscores become spaces; after the first word, a capitalised word is lowered
    /// unless it is an acronym (`IMDB_Rating` → "IMDB rating"). A name without underscores is kept as written.
    static func words(_ field: String) -> String {
        let parts = field.split(separator: "_", omittingEmptySubsequences: true)
        guard parts.count > 1 else { return field }
        return parts.enumerated().map { k, word in
            let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
            if k == 0 { return isAcronym ? String(word) : word.prefix(1).uppercased() + word.dropFirst() }
            return isAcronym ? String(word) : word.prefix(1).lowercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// A title: a string, or lines of text joined.
    static func text(_ node: LocatedJSON?) -> String? {
        guard let node else { return nil }
        if let s = node.string { return s }
        if let list = node.array { return list.compactMap(\.string).joined(separator: " ") }
        return nil
    }
}

/// A data-mark view read as series: its x and y, and how its rows split into series.
struct SeriesPlan {
    var node: LocatedJSON
    var x: FieldPlan
    var y: FieldPlan
    /// The field whose values name the series (color, detail, …), if any.
    var split: String?
    /// A constant series name (`"color": {"datum": "Cars"}`).
    var constantName: String?
    var type: ChartType
    var continuous: Bool
    /// True when Vega-Lite's y is the dimension (horizontal bars), so it became the model's x.
    var swapped = false
    /// The view's rows.
    var data: VegaLiteData
    /// An arc (pie, donut): the values are shares of a whole.
    var isShares = false
    /// A path through the points in data order (or by the `order` field) rather than along x: a connected
    /// scatterplot, when an `order` channel orders a line.
    var orderField: String?
    var isPath = false
    /// The start or the end of a range (x2, y2), read as a series of its own.
    var isRangePart = false

    init(view encoding: [String: LocatedJSON], mark: String, type: ChartType, node: LocatedJSON, data: VegaLiteData,
         spec: VegaLiteSpec) throws(DescriptorError) {
        self.node = node
        self.data = data
        isShares = mark == "arc"
        guard let xDef = encoding["x"], let yDef = encoding["y"] else {
            throw spec.fail(node, "a \(mark) view needs both an x and a y encoding")
        }
        var x = try FieldPlan(xDef, channel: "x", spec: spec)
        var y = try FieldPlan(yDef, channel: "y", spec: spec)
        // Horizontal bars and dot plots: the categories are on y; the model's x is always the dimension.
        if y.kind != .numeric && x.kind == .numeric { swap(&x, &y); swapped = true }
        guard y.kind == .numeric else {
            throw spec.fail(yDef, "one of x and y must be quantitative (the values); here x is \(x.type) and y is \(y.type)")
        }
        if x.aggregate != nil { throw spec.fail(x.node, "aggregate on the dimension (x) is not supported; aggregate the values (y)") }
        self.x = x
        self.y = y
        self.type = type
        continuous = mark == "line" || mark == "area" || mark == "trail"
        // Vega-Lite draws a line in x order unless an order channel orders it: then it is a path through the
        // points, a connected scatterplot (`"order": {"value": null}` keeps the data order).
        if mark == "line" || mark == "trail", x.kind == .numeric, y.aggregate == nil, let order = encoding["order"] {
            orderField = order["field"]?.string
            isPath = orderField != nil || (order["value"]?.isNull ?? false)
            if isPath { self.type = .scatter }
        }
        for channel in VegaLiteSpec.seriesChannels {
            guard var def = encoding[channel] else { continue }
            // A colour by a field while a selection holds (grey otherwise): an empty selection holds everywhere, so
            // the chart as first drawn shows the field's colours, unless the condition says `"empty": false` (then
            // the points are all grey, one cloud). Lines are drawn one per value either way.
            if def["field"] == nil, let condition = def["condition"], condition["field"] != nil,
               condition["empty"]?.bool != false || continuous { def = condition }
            if let f = def["field"]?.string {
                let t = def["type"]?.string ?? "nominal"
                // Lines drawn one per value of a number (a year) are series named by the number.
                guard t == "nominal" || t == "ordinal" || continuous else {
                    throw spec.fail(def, "a \(t) \(channel) field is not a set of series; chartnarrate reads a nominal \(channel) as one series per value")
                }
                if split == nil { split = f }
            } else if let d = def["datum"]?.string, constantName == nil {
                constantName = d
            }
        }
        // Bars coloured by their own category (one colour a bar) are one series, not one series a bar.
        if split != nil, split == x.field, x.kind == .category { split = nil }
        for (channel, def) in encoding where !["x", "y", "text"].contains(channel) && !VegaLiteSpec.seriesChannels.contains(channel)
            && !VegaLiteSpec.visualChannels.contains(channel) {
            throw spec.fail(def, "the \(channel) channel is not supported; chartnarrate reads x, y and a series channel (color, detail)")
        }
    }

    /// True when the two views draw the same values (a line with a point overlay).
    func sameData(as other: SeriesPlan) -> Bool {
        x.field == other.x.field && x.timeUnit == other.x.timeUnit && y.field == other.y.field && y.aggregate == other.y.aggregate
            && split == other.split && constantName == other.constantName
    }
}
