import ChartCSV
import ChartDescriptorXML
import ChartModel
import Foundation

/// What Vega-Lite fills in or derives before it draws a view, done on the view's encoding and rows so that the
/// series plans read plain fields (https://vega.github.io/vega-lite/docs/type.html#type-inference):
/// - a field without a `type`: temporal with a `timeUnit`, quantitative with an `aggregate` or `bin`, else the
///   type its values have (numbers quantitative, dates temporal, anything else nominal);
/// - `bin` on a channel: the rows binned (`BinParameters`), the channel reading each bin's start;
/// - a `timeUnit` without a year (month, day, hours, …) folds the dates onto a cycle: the channel becomes ordinal
///   categories in calendar order ("Jan" … "Dec", labelled in each catalog language as CLDR writes them); a time unit on a series channel names the series by its period;
/// - an `arc` (pie, donut) is categories with shares: its color is the category (x), its theta the value (y);
/// - a quantitative color of points is a shade, not series: ignored, as the other visual channels are;
/// - an `impute` on x or y adds the missing points of each series (`ImputeTransform`).
struct EncodingDefaults {
    let spec: VegaLiteSpec

    func apply(_ encoding: [String: LocatedJSON], mark: String, node: LocatedJSON, data: VegaLiteData) throws(DescriptorError) -> (encoding: [String: LocatedJSON], data: VegaLiteData) {
        var enc = encoding
        var rows = data.typed().rows
        if mark == "arc" {
            guard let theta = enc["theta"] else { throw spec.fail(node, "an arc view needs a theta encoding (the values)") }
            if let category = enc["color"] ?? enc["fill"] {
                enc["x"] = category
                enc["y"] = theta
                for c in ["color", "fill", "theta", "radius", "order"] { enc[c] = nil }
            } else {
                throw spec.fail(theta, "an arc without a color field has no categories to narrate")
            }
        }
        for channel in enc.keys.sorted() {
            guard var def = enc[channel], def.isObject, var field = def["field"]?.string else { continue }
            // "a\\.b" names the field "a.b" (a dot escaped so it is not a nested field's path).
            if field.contains("\\") {
                field = Self.unescaped(field)
                def = def.setting("field", .string(field, at: def))
            }
            let title = def["title"] ?? def["axis"]?["title"] ?? def["legend"]?["title"]
            // Binning: the channel reads the bin's start; the end channel (x2, y2) is the bin's end, not drawn apart.
            if let bin = def["bin"], bin.bool != false, !bin.isNull {
                if bin.string == "binned" { def = def.setting("bin", nil) } else {
                    let name = "bin_\(channel)_\(field)"
                    let transform = LocatedJSON.object([("bin", bin), ("field", .string(field, at: def)), ("as", .string(name, at: def))], at: def)
                    rows = try TransformPipeline(file: spec.file).apply(LocatedJSON(value: .array([transform]), line: def.line, column: def.column),
                                                                         to: VegaLiteData(rows: rows, fromText: false)).rows
                    def = def.setting("bin", nil).setting("field", .string(name, at: def)).setting("type", .string("quantitative", at: def))
                    if title == nil { def = def.setting("title", .string(FieldPlan.words(field), at: def)) }
                }
                enc[channel == "x" ? "x2" : channel == "y" ? "y2" : "_"] = nil
            }
            if let unitNode = def["timeUnit"] {
                let name = unitNode.string ?? unitNode["unit"]?.string ?? ""
                guard var unit = CalendarUnit(vegaLite: name) else {
                    throw spec.fail(unitNode, "timeUnit \"\(name)\" is not supported; use a combination of \(CalendarUnit.parts.joined(separator: ", "))")
                }
                if let step = unitNode["step"] {
                    guard let n = step.number, n >= 1, n == n.rounded(), n <= 1000 else { throw spec.fail(step, "a timeUnit step is a whole number from 1 to 1000") }
                    unit.step = Int(n)
                }
                let isSeries = VegaLiteSpec.seriesChannels.contains(channel) || channel == "facet"
                if unit.keepsYear && !isSeries && (TimeUnit(vegaLite: name) == nil || unit.step > 1) {
                    // A truncation the axis reader does not name (yearmonthdate with "binned", quarter-month, …):
                    // the dates truncated here, the channel reading them as they are.
                    let truncated = "\(name)_\(field)"
                    for k in rows.indices {
                        guard let ms = TransformPipeline.value(rows[k][field]).dateMilliseconds else { rows[k][truncated] = nil; continue }
                        rows[k][truncated] = VegaLiteData.Cell(value: .number(unit.apply(ms: ms)), file: spec.file, line: def.line, column: def.column)
                    }
                    def = def.setting("timeUnit", nil).setting("field", .string(truncated, at: def)).setting("type", .string("temporal", at: def))
                    if title == nil { def = def.setting("title", .string(FieldPlan.words(field), at: def)) }
                } else if !unit.keepsYear || isSeries {
                    // The period of each date as a category label, in calendar order.
                    let labelField = "\(name)_\(field)"
                    var ranks: [String: Double] = [:]
                    for k in rows.indices {
                        let v = TransformPipeline.value(rows[k][field])
                        guard let ms = v.dateMilliseconds else {
                            if case .null = v { rows[k][labelField] = nil; continue }
                            throw .invalid([VegaLiteProblem.at(rows[k][field]!, "\"\(DescriptorValues.excerpt(v.text))\" in field \(field) is not a date (such as 2024-03-05, 2024-03-05T14:30 or Jan 5 2024); the field has a timeUnit")])
                        }
                        let t = unit.apply(ms: ms)
                        let label = unit.category(ms: t)?.label ?? Self.periodLabel(t, unit)
                        ranks[label] = t
                        rows[k][labelField] = VegaLiteData.Cell(value: .string(label), file: spec.file, line: def.line, column: def.column)
                    }
                    let order = ranks.sorted { $0.value < $1.value }.map(\.key)
                    def = def.setting("timeUnit", nil).setting("field", .string(labelField, at: def)).setting("type", .string("ordinal", at: def))
                    // A date format ("%b") labels the folded dates, which are now categories named by their period.
                    def = def.setting("format", nil)
                    if let axis = def["axis"], axis.isObject { def = def.setting("axis", axis.setting("format", nil)) }
                    if !isSeries {
                        def = def.setting("sort", LocatedJSON(value: .array(order.map { .string($0, at: def) }), line: def.line, column: def.column))
                        // Each period's label in the catalog languages, for the categories (FieldPlan.labels).
                        let labels = order.compactMap { label in
                            unit.localizedLabel(ms: ranks[label]!).map { text in
                                (label, LocatedJSON.object(text.variants.map { ($0.language ?? "", .string($0.text, at: def)) }, at: def))
                            }
                        }
                        if !labels.isEmpty { def = def.setting(FieldPlan.labelsKey, .object(labels, at: def)) }
                        if let scale = def["scale"] { def = def.setting("scale", scale.setting("domain", nil)) }
                    }
                    if title == nil { def = def.setting("title", .string(FieldPlan.words(field), at: def)) }
                } else if def["type"] == nil {
                    def = def.setting("type", .string("temporal", at: def))
                }
            }
            if def["type"] == nil {
                let type = def["aggregate"] != nil ? "quantitative" : Self.inferredType(field, rows)
                def = def.setting("type", .string(type, at: def))
            }
            if channel == "color" || channel == "fill" || channel == "stroke" || channel == "shape",
               def["type"]?.string == "quantitative" || def["type"]?.string == "temporal",
               !(mark == "line" || mark == "area" || mark == "trail") {
                enc[channel] = nil
                continue
            }
            enc[channel] = def
        }
        // A bar with only its values' channel, split by a colour or an offset field (one stacked bar, a row of bars
        // grouped without an x): the bars are that field's categories.
        if mark == "bar", (enc["x"] == nil) != (enc["y"] == nil) {
            let (present, missing) = enc["x"] != nil ? ("x", "y") : ("y", "x")
            if enc[present]?["type"]?.string == "quantitative",
               let category = [present == "x" ? "yOffset" : "xOffset", "color", "fill"].compactMap({ enc[$0] }).first(where: { $0["field"]?.string != nil }) {
                var def = category
                if def["type"] == nil || def["type"]?.string == "quantitative" { def = def.setting("type", .string("nominal", at: def)) }
                enc[missing] = def
            }
        }
        // An `impute` on a position channel (https://vega.github.io/vega-lite/docs/impute.html#impute-in-encoding):
        // the impute transform keyed by the other position channel's field, grouped by the series fields.
        for (channel, other) in [("y", "x"), ("x", "y")] {
            guard let def = enc[channel], let imp = def["impute"], imp.isObject, let field = def["field"]?.string,
                  let key = enc[other]?["field"]?.string else { continue }
            let groupby = VegaLiteSpec.seriesChannels.compactMap { enc[$0]?["field"]?.string }
            var members: [(String, LocatedJSON)] = [("impute", .string(field, at: imp)), ("key", .string(key, at: imp)),
                                                    ("groupby", LocatedJSON(value: .array(groupby.map { .string($0, at: imp) }), line: imp.line, column: imp.column))]
            for k in ["value", "method", "frame", "keyvals"] { if let v = imp[k] { members.append((k, v)) } }
            rows = try ImputeTransform(node: .object(members, at: imp), file: spec.file).apply(rows)
        }
        return (enc, VegaLiteData(rows: rows, fromText: false))
    }

    /// A field name with its backslash escapes resolved: `a\\.b` → `a.b`.
    static func unescaped(_ field: String) -> String {
        var out = "", escaping = false
        for c in field {
            if escaping { out.append(c); escaping = false } else if c == "\\" { escaping = true } else { out.append(c) }
        }
        return out
    }

    /// The type of a field's values: quantitative when every value is a number, temporal when every value is a
    /// date, nominal otherwise (and for a field no row has).
    static func inferredType(_ field: String, _ rows: [[String: VegaLiteData.Cell]]) -> String {
        var numbers = 0, dates = 0, others = 0
        for row in rows.prefix(2000) {
            switch row[field]?.value {
            case .number?: numbers += 1
            case .string(let s)?:
                let t = s.trimmingCharacters(in: .whitespaces)
                if t.isEmpty { continue }
                if DescriptorValues.number(Substring(t)) != nil { numbers += 1 } else if TextDate.instant(t) != nil { dates += 1 } else { others += 1 }
            case .bool?: others += 1
            case .null?, nil: continue
            }
        }
        if others == 0 && dates == 0 && numbers > 0 { return "quantitative" }
        if others == 0 && numbers == 0 && dates > 0 { return "temporal" }
        return "nominal"
    }

    /// A period that keeps its year, as text: "2005", "2005-03", "2005-03-14".
    static func periodLabel(_ ms: Double, _ unit: CalendarUnit) -> String {
        let iso = CivilCalendar.isoString(fromEpochSeconds: ms / 1000, withTime: unit.keepsTime)
        if unit.date || unit.day || unit.keepsTime { return iso }
        if unit.month { return String(iso.prefix(7)) }
        if unit.quarter {
            let c = CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(ms / 1000))
            return "\(c.year) Q\((c.month - 1) / 3 + 1)"
        }
        return String(iso.prefix(4))
    }
}
