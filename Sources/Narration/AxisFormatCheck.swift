import ChartModel

/// An axis `format=` or `unit=` that ICU cannot use, found before any narration is attempted.
package struct AxisFormatProblem: Sendable, Hashable {
    /// The chart's id.
    package var chartID: String
    /// "x", "y", or the id of an additional axis.
    package var axis: String
    /// The attribute at fault: "format" or "unit".
    package var attribute: String
    /// The attribute's value as written.
    package var value: String
    /// What ICU said, and what to write instead.
    package var message: String

    /// A problem of `attribute="value"` in chart `chartID` (also used for other checks of a read report).
    package init(chartID: String, axis: String, attribute: String, value: String, message: String) {
        self.chartID = chartID
        self.axis = axis
        self.attribute = attribute
        self.value = value
        self.message = message
    }
}

/// Checks every axis format and unit of a report against ICU, so `--validate` catches what narration would trip on.
package enum AxisFormatCheck {
    /// All problems in document order (empty when every format and unit is usable).
    package static func problems(in report: Report) -> [AxisFormatProblem] {
        var problems: [AxisFormatProblem] = []
        for chart in report.charts {
            let axes = [("x", chart.xAxis), ("y", chart.yAxis)] + chart.additionalAxes.map { ($0.id ?? "?", $0) }
            for (name, axis) in axes {
                if let format = axis.format?.trimmingCharacters(in: .whitespaces), !format.isEmpty {
                    do {
                        if axis.kind == .date {
                            try DateFormatting.validate(skeleton: format)
                        } else {
                            try NumberFormatting.validate(skeleton: format)
                        }
                    } catch {
                        let example = axis.kind == .date ? "a date skeleton such as yMMMd or MMMM y"
                            : "a number skeleton such as precision-integer, .0, percent, compact-short or currency/USD"
                        problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "format", value: format,
                            message: "format=\"\(format)\" is not a valid ICU skeleton (\(error.message)); use \(example)"))
                    }
                }
                // The unit is checked in the very skeleton narration will use, so a format that clashes
                // with it (format="percent" unit="length-meter") is caught here too.
                if case .cldr(let unit)? = axis.unit {
                    // Date axes format their unit values with the default number skeleton.
                    let format = axis.kind == .date ? "" : axis.format?.trimmingCharacters(in: .whitespaces) ?? ""
                    guard CLDRUnit.skeletonStem(for: unit) != nil else {
                        if let money = currencyCode(unit) {
                            // Money is a number format in ICU, not a unit.
                            problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "unit", value: unit,
                                message: "unit=\"\(unit)\" is a currency; money is a number format: use format=\"currency/\(money)\" instead of a unit"))
                            continue
                        }
                        let closest = (percentSigns.contains(unit.lowercased()) ? "percent" : CLDRUnit.closest(to: unit))
                            .map { " (did you mean unit=\"\($0)\"?)" } ?? ""
                        problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "unit", value: unit,
                            message: "unit=\"\(unit)\" is not a CLDR unit ICU knows\(closest); use an identifier such as kilometer, length-kilometer, temperature-celsius, percent or kilometer-per-hour, or write the unit as <unit xml:lang=\"…\"> MessageFormat children instead"))
                        continue
                    }
                    let combined = AxisFormatter.unitSkeleton(unit: unit, numberSkeleton: format.isEmpty ? ".##" : format)
                    do { try NumberFormatting.validate(skeleton: combined) } catch {
                        problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "unit", value: unit,
                            message: "unit=\"\(unit)\" cannot be combined with format=\"\(format)\" (\(error.message)); drop the unit from one of them"))
                    }
                }
                if case .messages(let text)? = axis.unit {
                    for variant in text.variants {
                        if let reason = unitMessageProblem(variant.text) {
                            problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "unit", value: variant.text,
                                message: "<unit> \"\(excerpt(variant.text))\" \(reason); example: {value, plural, one {# step} other {# steps}}"))
                        }
                    }
                }
            }
        }
        return problems
    }

    /// A pattern as quoted in a message: its first 60 characters and an ellipsis when it is longer.
    static func excerpt(_ text: String) -> String { text.count > 60 ? String(text.prefix(60)) + "…" : text }

    /// What users write for a percentage unit.
    static let percentSigns: Set<String> = ["%", "pct", "percentage", "per cent", "prozent", "pourcent", "％"]

    /// The ISO 4217 code a unit names when it is money ("USD", "currency/USD", "$", "€"), else nil.
    static func currencyCode(_ unit: String) -> String? {
        let symbols = ["$": "USD", "us$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "￥": "CNY", "₹": "INR", "₩": "KRW", "₽": "RUB", "r$": "BRL"]
        if let code = symbols[unit.lowercased()] { return code }
        var code = Substring(unit)
        for prefix in ["currency/", "currency-", "currency:"] where unit.lowercased().hasPrefix(prefix) { code = code.dropFirst(prefix.count) }
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let upper = code.uppercased()
        // Upper case as written, or with the currency/ prefix: "usd" alone may be a typo of something else.
        guard code == code.uppercased() || code.count != unit.count else { return nil }
        return upper
    }

    /// Argument types that say `{value}` as a number: plain, `number` (with a style or skeleton), or as the
    /// selector of plural forms (`#` inside them is the number).
    static let numericValueUses: Set<String> = ["none", "plural", "selectordinal"]

    /// Why a `<unit>` message cannot say values, or nil when it can: it must be valid ICU MessageFormat,
    /// place the number through `{value}` (or `{formatted}`, the number as the axis formats it), and use no
    /// other argument nor `value` as a date, time, word or choice.
    static func unitMessageProblem(_ pattern: String) -> String? {
        let uses: [MessageArgumentUse]
        do { uses = try MessageFormatting.arguments(of: pattern) } catch {
            return "is not valid ICU MessageFormat (\(error.message))"
        }
        for use in uses {
            switch use.name {
            case "value":
                if numericValueUses.contains(use.type) || (use.type == "simple" && use.simpleType == "number") { continue }
                let how = use.type == "simple" ? "{value, \(use.simpleType)}" : "{value, \(use.type), …}"
                return "uses \(how); the value is a number: write {value}, {value, number, …} or {value, plural, …}"
            case "formatted":
                if use.type == "none" { continue }
                return "uses {formatted, …}; {formatted} is the number already formatted, write it plain"
            default:
                return "uses {\(use.name)}, which chartnarrate does not provide; only {value} (the number) and {formatted} (the number as the axis formats it)"
            }
        }
        guard uses.contains(where: { $0.name == "value" || $0.name == "formatted" }) else {
            return "does not contain {value}: the message must say where the number goes"
        }
        return nil
    }
}
