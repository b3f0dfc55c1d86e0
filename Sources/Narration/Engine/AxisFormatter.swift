import Foundation
import ChartModel

/// Formats one axis's values for one language: numbers with the axis skeleton and unit, dates with a
/// date skeleton in UTC, categories by their labels. Every number the narration says passes through here,
/// so rounding is the same everywhere (the axis format decides it).
struct AxisFormatter: Sendable {
    /// How far apart consecutive x values typically are on a date axis.
    enum DateSpacing: String, Sendable { case subDay, day, week, month, year }

    let axis: Axis
    let language: String
    let locale: String
    let documentLanguage: String?
    /// The number skeleton without unit (the axis format, else a default).
    let numberSkeleton: String
    /// The skeleton with the CLDR unit, when the axis has one.
    let unitSkeleton: String?
    /// The descriptor's own MessageFormat unit pattern for this language, if any.
    let unitPattern: String?
    /// The date skeleton for positions inside the data (the year is left out when all data share it).
    let dateSkeleton: String
    /// The date skeleton for the axis extent (always with the year unless the author's format omits it).
    let spanSkeleton: String
    /// Typical spacing of the data (date axes).
    let spacing: DateSpacing?

    /// Keeps extreme, non-finite and negative-zero values sane (see `NumberGuard`).
    let guardrail: NumberGuard

    private var numbers: NumberFormatting { NumberFormatting(locale: locale) }

    /// Builds a formatter; throws when the axis format is not a valid skeleton of its kind.
    init(axis: Axis, name: String, chartID: String, language: String, locale: String,
         documentLanguage: String?, sampleX: [Double], extent: ClosedRange<Double>? = nil,
         renderer: MessageRenderer? = nil) throws(NarrationError) {
        self.axis = axis
        guardrail = NumberGuard(locale: locale, renderer: renderer)
        self.language = language
        self.locale = locale
        self.documentLanguage = documentLanguage
        var spacing: DateSpacing?
        if axis.kind == .date {
            spacing = AxisFormatter.spacing(of: sampleX, hasTimeOfDay: axis.hasTimeOfDay)
        }
        self.spacing = spacing
        let format = axis.format?.trimmingCharacters(in: .whitespaces)
        switch axis.kind {
        case .date:
            if let format, !format.isEmpty {
                do { try DateFormatting.validate(skeleton: format) } catch {
                    throw .invalidFormat(chartID: chartID, axis: name, format: format, reason: error.message)
                }
            }
            let full: String
            switch spacing ?? .day {
            case .subDay: full = "yMMMdjmm"
            case .day, .week: full = "yMMMd"
            case .month: full = "yMMM"
            case .year: full = "y"
            }
            // The extent always names the year, whatever the author's format leaves out.
            spanSkeleton = full
            if let format, !format.isEmpty {
                dateSkeleton = format
            } else {
                // Within one calendar year the span states the year once; positions leave it out.
                let dates = DateFormatting(locale: locale)
                if full != "y", let extent,
                   (try? dates.format(extent.lowerBound, skeleton: "y")) == (try? dates.format(extent.upperBound, skeleton: "y")) {
                    dateSkeleton = String(full.dropFirst())
                } else {
                    dateSkeleton = full
                }
            }
            numberSkeleton = ".##"
        case .numeric, .category:
            dateSkeleton = "yMMMd"
            spanSkeleton = "yMMMd"
            if let format, !format.isEmpty {
                do { try NumberFormatting.validate(skeleton: format) } catch {
                    throw .invalidFormat(chartID: chartID, axis: name, format: format, reason: error.message)
                }
                numberSkeleton = format
            } else {
                numberSkeleton = ".##"
            }
        }
        switch axis.unit {
        case .cldr(let unit)?:
            let skeleton = Self.unitSkeleton(unit: unit, numberSkeleton: numberSkeleton)
            do { try NumberFormatting.validate(skeleton: skeleton) } catch {
                throw .invalidFormat(chartID: chartID, axis: name, format: "unit \(unit)", reason: error.message)
            }
            unitSkeleton = skeleton
            unitPattern = nil
        case .messages(let text)?:
            unitSkeleton = nil
            // A unit pattern's grammar (plural forms, words) belongs to its language: in another language the
            // number is said without it rather than with a foreign word or foreign plural rules.
            let pattern = text.resolvedStrictly(for: language, documentLanguage: documentLanguage)
            if let pattern {
                do { _ = try MessageFormatting.arguments(of: pattern) } catch {
                    throw .invalidMessage(language: language, key: "unit of \(name) axis in chart \(chartID)",
                                          reason: error.message)
                }
            }
            unitPattern = pattern
        case nil:
            unitSkeleton = nil
            unitPattern = nil
        }
    }

    /// The value as the axis shows it after rounding (plural selection and differences use this).
    func rounded(_ v: Double) -> Double { numbers.rounded(v, skeleton: NumberGuard.skeleton(numberSkeleton, for: v)) }

    /// A y-style value: number with the axis format and unit.
    func value(_ v: Double) -> String {
        if let unitSkeleton, let s = guardrail.format(v, skeleton: unitSkeleton) { return s }
        let plain = self.plain(v)
        if let unitPattern {
            if NumberGuard.isExtreme(v) || !v.isFinite { return guardrail.unitMessage(unitPattern, shown: plain, for: v) }
            let value = NumberGuard.cleaned(v, rounded: rounded)
            let args: [String: MessageArgument] = ["value": .number(rounded(value)), "formatted": .string(plain)]
            if let s = try? MessageFormatting(locale: locale).format(unitPattern, args) { return s }
        }
        return plain
    }

    /// A number in the axis format without unit.
    func plain(_ v: Double) -> String { guardrail.format(v, skeleton: numberSkeleton) ?? guardrail.format(v, skeleton: ".##") ?? "" }

    /// A position on this axis: a date, a category label or a number with unit.
    func position(_ x: Double) -> String {
        switch axis.kind {
        case .date: return date(x, skeleton: dateSkeleton)
        case .category: return category(Int(x.rounded()))
        case .numeric: return value(x)
        }
    }

    /// The extent from `lo` to `hi`: a date interval for date axes, else nil (the caller says "from … to …").
    /// `brief` drops the time of day (for the short description).
    func dateSpan(_ lo: Double, _ hi: Double, brief: Bool = false) -> String? {
        guard axis.kind == .date else { return nil }
        let skeleton = brief && spanSkeleton.hasSuffix("jmm") ? String(spanSkeleton.dropLast(3)) : spanSkeleton
        return try? DateFormatting(locale: locale).formatSpan(from: lo, to: hi, skeleton: skeleton)
    }

    /// An instant with a given skeleton, in UTC.
    func date(_ x: Double, skeleton: String) -> String {
        (try? DateFormatting(locale: locale).format(x, skeleton: skeleton)) ?? String(x)
    }

    /// The label of the category with this index (its id when it has no label).
    func category(_ index: Int) -> String {
        guard axis.categories.indices.contains(index) else { return String(index + 1) }
        let c = axis.categories[index]
        return c.label?.resolved(for: language, documentLanguage: documentLanguage) ?? c.id
    }

    /// Classifies the median gap between consecutive x values.
    static func spacing(of xs: [Double], hasTimeOfDay: Bool) -> DateSpacing {
        var gaps: [Double] = []
        gaps.reserveCapacity(min(xs.count, 2_000))
        for i in 1..<max(1, min(xs.count, 2_001)) where xs[i] > xs[i - 1] { gaps.append(xs[i] - xs[i - 1]) }
        guard !gaps.isEmpty else { return hasTimeOfDay ? .subDay : .day }
        gaps.sort()
        let median = gaps[gaps.count / 2]
        let day = 86_400.0
        if median < day * 0.9 { return .subDay }
        if median < day * 5 { return .day }
        if median < day * 20 { return .week }
        if median < day * 200 { return .month }
        return .year
    }
}

extension AxisFormatter {
    /// The skeleton values of a CLDR unit are formatted with: the author's number skeleton unless it
    /// names a unit itself, with the unit spelled out in full ("5 kilometers").
    static func unitSkeleton(unit: String, numberSkeleton: String) -> String {
        numberSkeleton.contains("unit/") ? numberSkeleton
            : "\(CLDRUnit.skeletonStem(for: unit) ?? "measure-unit/\(unit)") unit-width-full-name \(numberSkeleton)"
    }
}
