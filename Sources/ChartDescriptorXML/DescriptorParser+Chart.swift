import ChartModel

/// The axes and type of the chart being read, shared by its series.
struct ChartState {
    var type: ChartType?
    var x = AxisBuilder(role: "x-axis")
    var y = AxisBuilder(role: "y-axis")
    var additional: [AxisBuilder] = []
    var additionalIndex: [String: Int] = [:]
}

extension DescriptorParser {
    /// Reads a `<chart>`; its id is nil when the author gave none (the report numbers it).
    func readChart(_ tag: StartTag, context: inout ReportContext) -> (chart: Chart, explicitID: Bool)? {
        checkAttributes(tag)
        checkVersion(tag)
        var id: String?
        if let raw = tag.attribute("id") {
            let trimmed = raw.trimmingXMLWhitespace()
            if trimmed.isEmpty {
                report("id= is empty; give the chart an id or remove the attribute", at: tag, attribute: "id")
            } else if let firstLine = context.chartIDs[trimmed] {
                report("duplicate chart id \"\(trimmed)\" (already used on line \(firstLine)); chart ids must be unique", at: tag, attribute: "id")
            } else {
                context.chartIDs[trimmed] = tag.line
                id = trimmed
            }
        }
        var state = ChartState()
        if let raw = tag.attribute("type") {
            let trimmed = raw.trimmingXMLWhitespace()
            if let type = ChartType(rawValue: trimmed) {
                state.type = type
            } else {
                let names = ChartType.allCases.map(\.rawValue)
                let hint = NameSuggestion.closest(to: trimmed, among: names).map { "did you mean type=\"\($0)\"?" }
                    ?? "use one of \(names.joined(separator: ", ")) or leave type= out"
                report("type=\"\(trimmed)\" is not a chart type; \(hint)", at: tag, attribute: "type")
            }
        }
        var title: [LocalizedText.Variant] = [], summary: [LocalizedText.Variant] = []
        var sawX = false, sawY = false, seriesStarted = false
        var series: [Series] = []
        forEachChild(of: tag) { child in
            guard child.namespace == nil else { return rejectChild(child, in: tag) }
            let name = child.name
            if seriesStarted && ["title", "summary", "x-axis", "y-axis", "axis"].contains(name) {
                report("<\(name)> must come before the first <series> of its chart", at: child)
                skipElement()
                return
            }
            switch name {
            case "title": readVariant(child, into: &title)
            case "summary": readVariant(child, into: &summary)
            case "x-axis", "y-axis":
                let isX = name == "x-axis"
                if isX ? sawX : sawY {
                    report("a chart has one <\(name)>; remove this second one", at: child)
                    skipElement()
                    return
                }
                if isX { sawX = true } else { sawY = true }
                let axis = readAxis(child, role: name, id: nil)
                if isX { state.x = axis } else { state.y = axis }
            case "axis":
                let id = child.attribute("id")?.trimmingXMLWhitespace() ?? ""
                if id.isEmpty {
                    report("<axis> needs an id= so that points can refer to it with <value axis=\"…\">", at: child)
                    skipElement()
                    return
                }
                if state.additionalIndex[id] != nil {
                    report("duplicate axis id \"\(id)\" in this chart; axis ids must be unique", at: child, attribute: "id")
                    skipElement()
                    return
                }
                let axis = readAxis(child, role: "axis \"\(id)\"", id: id)
                state.additionalIndex[id] = state.additional.count
                state.additional.append(axis)
            case "series":
                seriesStarted = true
                if let s = readSeries(child, state: &state) { series.append(s) }
            default:
                rejectChild(child, in: tag)
            }
        }
        if !seriesStarted && !stopped {
            report("<chart> has no <series>; add at least one <series> with <point> or <values> data", at: tag)
        }
        for axis in [state.x] + state.additional {
            if let orderedTag = axis.orderedTag, let kind = axis.kind, kind != .category {
                report(Self.orderedOnNonCategory(kind), at: orderedTag, attribute: "ordered")
            }
        }
        let chart = Chart(id: id ?? "", type: state.type, title: title.isEmpty ? nil : LocalizedText(title),
                          summary: summary.isEmpty ? nil : LocalizedText(summary), xAxis: state.x.axis, yAxis: state.y.axis,
                          additionalAxes: state.additional.map(\.axis), series: series)
        return (chart, id != nil)
    }

    /// Reads `<x-axis>`, `<y-axis>` or `<axis>`.
    func readAxis(_ tag: StartTag, role: String, id: String?) -> AxisBuilder {
        checkAttributes(tag)
        var axis = AxisBuilder(role: role, id: id)
        if let raw = tag.attribute("type") {
            let trimmed = raw.trimmingXMLWhitespace()
            if let kind = AxisKind(rawValue: trimmed) {
                axis.kind = kind
            } else {
                let names = AxisKind.allCases.map(\.rawValue)
                let hint = NameSuggestion.closest(to: trimmed, among: names).map { "did you mean type=\"\($0)\"?" }
                    ?? "use numeric, category or date"
                report("type=\"\(trimmed)\" is not an axis type; \(hint)", at: tag, attribute: "type")
            }
        }
        if role == "y-axis" {
            if let kind = axis.kind, kind != .numeric {
                report("the y-axis must be numeric (y values are numbers); remove type=\"\(kind.rawValue)\" or move these values to an <axis>", at: tag, attribute: "type")
            }
            axis.kind = .numeric
        }
        if let raw = tag.attribute("scale") {
            let trimmed = raw.trimmingXMLWhitespace()
            if let scale = AxisScale(rawValue: trimmed) {
                if scale == .log, let kind = axis.kind, kind != .numeric {
                    report("scale=\"log\" applies to numeric axes only; this is a \(kind.rawValue) axis", at: tag, attribute: "scale")
                } else {
                    axis.scale = scale
                    if scale == .log && axis.kind == nil { axis.kind = .numeric }
                }
            } else {
                report("scale=\"\(trimmed)\" is not a scale; use linear or log", at: tag, attribute: "scale")
            }
        }
        if let raw = tag.attribute("format") {
            let trimmed = raw.trimmingXMLWhitespace()
            if trimmed.isEmpty {
                report("format= is empty; give an ICU skeleton such as precision-integer or yMMMd, or remove it", at: tag, attribute: "format")
            } else {
                axis.format = trimmed
            }
        }
        // Unknown-attribute errors already cover ordered= on the y-axis and additive= elsewhere.
        if role != "y-axis", let ordered = booleanAttribute("ordered", of: tag,
                                          meaning: "true when the categories have a natural order, such as quarters") {
            if let kind = axis.kind, kind != .category {
                report(Self.orderedOnNonCategory(kind), at: tag, attribute: "ordered")
            } else {
                axis.isOrdered = ordered
                if ordered { axis.orderedTag = tag }
            }
        }
        // A category axis of a rating scale's answers: told by its sides and middle (read from the words when
        // not said); on another kind of axis it says nothing and is dropped with the axis's kind.
        if role != "y-axis", let scale = booleanAttribute("rating-scale", of: tag,
                                          meaning: "true when the categories are the answers of a rating scale, such as 1 to 5") {
            axis.isRatingScale = scale
        }
        if role == "y-axis", let additive = booleanAttribute("additive", of: tag,
                                           meaning: "true when values may be added up, such as counts or money") {
            axis.isAdditive = additive
        }
        if let raw = tag.attribute("unit") {
            let trimmed = raw.trimmingXMLWhitespace()
            if Self.isCLDRUnitIdentifier(trimmed) {
                axis.unitIdentifier = trimmed
            } else {
                report("unit=\"\(trimmed)\" is not a CLDR unit identifier (such as length-kilometer, temperature-celsius, percent); for other wording use <unit xml:lang=\"…\"> children with a {value} argument", at: tag, attribute: "unit")
            }
        }
        var sawRange = false
        var reportedUnitClash = false
        forEachChild(of: tag) { child in
            guard child.namespace == nil else { return rejectChild(child, in: tag) }
            switch child.name {
            case "title":
                readVariant(child, into: &axis.title)
            case "range":
                if sawRange {
                    report("an axis has one <range>; remove this second one", at: child)
                    skipElement()
                    return
                }
                sawRange = true
                readRange(child, axis: &axis)
            case "gridline":
                readGridline(child, axis: &axis)
            case "unit":
                if tag.attribute("unit") != nil && !reportedUnitClash {
                    reportedUnitClash = true
                    report("give the unit either as unit= or as <unit> elements, not both", at: child)
                }
                readVariant(child, into: &axis.unitMessages)
            case "category" where role != "y-axis":
                readCategory(child, axis: &axis)
            default:
                rejectChild(child, in: tag)
            }
        }
        return axis
    }

    /// The value of a `true`/`false` (`1`/`0`) attribute; nil when absent or not a boolean (then reported with
    /// what the attribute means).
    func booleanAttribute(_ name: String, of tag: StartTag, meaning: String) -> Bool? {
        guard let raw = tag.attribute(name) else { return nil }
        switch raw.trimmingXMLWhitespace() {
        case "true", "1": return true
        case "false", "0": return false
        default:
            report("\(name)=\"\(raw)\" must be true or false (\(meaning))", at: tag, attribute: name)
            return nil
        }
    }

    static func orderedOnNonCategory(_ kind: AxisKind) -> String {
        "ordered= applies to category axes; this \(kind.rawValue) axis is ordered by its values already, so remove ordered="
    }

    /// CLDR unit identifiers are lower-case words joined by hyphens (`length-kilometer`, `percent`).
    static func isCLDRUnitIdentifier(_ text: String) -> Bool {
        guard !text.isEmpty, !text.hasPrefix("-"), !text.hasSuffix("-"), !text.contains("--") else { return false }
        return text.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
    }

    private func readRange(_ tag: StartTag, axis: inout AxisBuilder) {
        checkAttributes(tag)
        skipContent(of: tag)
        if axis.kind == nil, let first = tag.attribute("min") ?? tag.attribute("max") {
            axis.kind = AxisBuilder.inferredKind(of: TextNormalizer.trimmed(Substring(first)))
        }
        if axis.kind == .category {
            report("<range> does not apply to a category axis (its order is the category order); remove it", at: tag)
            return
        }
        guard let minText = tag.attribute("min"), let maxText = tag.attribute("max") else {
            report("<range> needs both min= and max=; leave <range> out to use the data's extent", at: tag)
            return
        }
        var bounds: [Double] = []
        for (name, text) in [("min", minText), ("max", maxText)] {
            switch axis.value(of: text, quoted: "\(name)=\"\(text)\"") {
            case let .success(v): bounds.append(v)
            case let .failure(e): report(e.message, at: tag, attribute: name)
            }
        }
        guard bounds.count == 2 else { return }
        if bounds[0] >= bounds[1] {
            report("range min=\"\(minText)\" must be less than max=\"\(maxText)\"", at: tag, attribute: "min")
            return
        }
        axis.range = AxisRange(min: bounds[0], max: bounds[1])
    }

    private func readGridline(_ tag: StartTag, axis: inout AxisBuilder) {
        checkAttributes(tag)
        skipContent(of: tag)
        if axis.kind == nil, let first = tag.attribute("at") {
            axis.kind = AxisBuilder.inferredKind(of: TextNormalizer.trimmed(Substring(first)))
        }
        if axis.kind == .category {
            report("<gridline> does not apply to a category axis; remove it", at: tag)
            return
        }
        guard let text = tag.attribute("at") else {
            report("<gridline> needs at= (the axis value where the line is drawn)", at: tag)
            return
        }
        switch axis.value(of: text, quoted: "at=\"\(text)\"") {
        case let .success(v): axis.gridlines.append(v)
        case let .failure(e): report(e.message, at: tag, attribute: "at")
        }
    }

    private func readCategory(_ tag: StartTag, axis: inout AxisBuilder) {
        checkAttributes(tag)
        if let kind = axis.kind, kind != .category {
            report("<category> belongs on a category axis; this \(axis.role) is \(kind.rawValue)", at: tag)
            skipElement()
            return
        }
        axis.kind = .category
        var variants: [LocalizedText.Variant] = []
        var text = ""
        loop: while true {
            switch nextEvent() {
            case let .text(piece): text += piece.string
            case let .start(child):
                if child.name == "label" && child.namespace == nil {
                    readVariant(child, into: &variants)
                } else {
                    rejectChild(child, in: tag)
                }
            default: break loop
            }
        }
        let direct = TextNormalizer.collapsed(text)
        if !direct.isEmpty {
            if !variants.isEmpty {
                report("<category> has both text and <label> children; put the text in a <label> too", at: tag)
            } else {
                add(direct, language: variantLanguage(of: tag), to: &variants, element: tag)
            }
        }
        guard let id = tag.attribute("id")?.trimmingXMLWhitespace(), !id.isEmpty else {
            report("<category> needs an id= (the value points use as x)", at: tag)
            return
        }
        if !axis.declare(Category(id: id, label: variants.isEmpty ? nil : LocalizedText(variants))) {
            report("duplicate category id \"\(id)\" on the \(axis.role)", at: tag, attribute: "id")
        }
    }

    /// Consumes an element that should be empty, reporting any content.
    func skipContent(of tag: StartTag) {
        var reported = false
        while true {
            switch nextEvent() {
            case let .text(text):
                if !reported && !TextNormalizer.collapsed(text.string).isEmpty {
                    reported = true
                    report("<\(tag.name)> takes attributes only; remove the text inside it", at: tag)
                }
            case let .start(child):
                if !reported {
                    reported = true
                    report("<\(tag.name)> takes attributes only; remove the <\(child.name)> inside it", at: child)
                }
                skipElement()
            default:
                return
            }
        }
    }
}
