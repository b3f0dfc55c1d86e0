import ChartModel

/// An axis `format=` or `unit=` that ICU cannot use, found before any narration is attempted.
public struct AxisFormatProblem: Sendable, Hashable {
    /// The chart's id.
    public var chartID: String
    /// "x", "y", or the id of an additional axis.
    public var axis: String
    /// The attribute at fault: "format" or "unit".
    public var attribute: String
    /// The attribute's value as written.
    public var value: String
    /// What ICU said, and what to write instead.
    public var message: String
}

/// Checks every axis format and unit of a report against ICU, so `--validate` catches what narration would trip on.
public enum AxisFormatCheck {
    /// All problems in document order (empty when every format and unit is usable).
    public static func problems(in report: Report) -> [AxisFormatProblem] {
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
                    do {
                        try NumberFormatting.validate(skeleton: "measure-unit/\(unit)")
                    } catch {
                        problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "unit", value: unit,
                            message: "unit=\"\(unit)\" is not a CLDR unit identifier (such as length-kilometer, temperature-celsius, percent); write the unit as <unit xml:lang=\"…\"> MessageFormat children instead"))
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
                        do { _ = try MessageFormatting.arguments(of: variant.text) } catch {
                            problems.append(AxisFormatProblem(chartID: chart.id, axis: name, attribute: "unit", value: variant.text,
                                message: "<unit> \"\(variant.text)\" is not valid ICU MessageFormat (\(error.message)); example: {value, plural, one {# step} other {# steps}}"))
                        }
                    }
                }
            }
        }
        return problems
    }
}
