import Foundation
import ChartModel

/// Formats one axis's values for one language: numbers with the axis skeleton and unit, dates with a
/// date skeleton in UTC, categories by their labels. Every number the narration says passes through here,
/// so rounding is the same everywhere (the axis format decides it).
struct AxisFormatter: Sendable {
    /// How precisely a number is said.
    enum NumberStyle: Sendable, Hashable {
        /// A value of the data: the axis format, else the data's own decimals.
        case exact
        /// A mean, median or difference: at most one decimal more than the data.
        case derived
        /// The short description and speech: three or four significant digits.
        case brief
        /// A fitted level or a size said with "about": rounded to this step.
        case about(step: Double)
    }

    let axis: Axis
    let language: String
    let locale: String
    let documentLanguage: String?
    /// The number skeleton without unit (the axis format, else a default).
    let numberSkeleton: String
    /// The skeleton with the CLDR unit, when the axis has one.
    let unitSkeleton: String?
    /// True when the unit pattern uses `value` only to choose plural or select forms (it shows `formatted`).
    var unitPatternSelectsOnly: Bool {
        guard let unitPattern, let uses = try? MessageFormatting.arguments(of: unitPattern) else { return false }
        return uses.allSatisfy { $0.name != "value" || $0.type == "plural" || $0.type == "select" }
    }

    /// True when the values are percentages (unit percent, a percent skeleton, or a pattern with "%"): their
    /// differences are percentage points, not percent.
    var isPercent: Bool {
        if axis.holdsPercents { return true }
        if numberSkeleton.split(separator: " ").contains(where: { $0 == "percent" || $0.hasPrefix("unit/percent") || $0 == "%" }) { return true }
        return unitPattern?.contains("%") ?? false
    }

    /// The CLDR unit identifier, when the axis has one.
    var unitIdentifier: String? { if case .cldr(let u)? = axis.unit { u } else { nil } }
    /// The descriptor's own MessageFormat unit pattern for this language, if any.
    let unitPattern: String?
    /// The date skeleton for positions inside the data (the year is left out when all data share it).
    let dateSkeleton: String
    /// The date skeleton for the axis extent (always with the year unless the author's format omits it).
    let spanSkeleton: String
    /// Typical spacing of the data (date axes, and numeric axes of years): the model's `Axis.spacing`.
    let spacing: DateSpacing?
    /// True for a numeric axis whose values are calendar years (integers 1000–2999 without unit or format):
    /// positions are then said as years ("in 2016", "2016年"), never as "1,898".
    let isYearAxis: Bool
    /// Decimals the data themselves carry (at most 6, and at most what `mostSignificantDigits` need at the
    /// values' median size: `writtenDecimals`); derived values get at most one more. Nil when the formatter saw
    /// no data (then up to two decimals are shown).
    let dataDecimals: Int?
    /// The typical size of the values (the median of |v|) and the significant digits a typical value is written
    /// with (`typicalPrecision`): a value far larger keeps no more (`exactDecimals`).
    let typical: (size: Double, digits: Int)?
    /// True when the values go both ways about zero (`straddlesZero`): each is then said with the typical
    /// significant digits, whatever its size (`exactDecimals`).
    let changesSign: Bool
    /// The decimals four significant digits leave at the axis's largest value: every brief value is said with
    /// at most these (one precision for a change and its ends), or two significant digits where it is far smaller.
    let briefDecimals: Int?
    /// True for a date axis with one point an hour (points are then counted as hours).
    let isHourly: Bool
    /// What each value of a date axis names when the data were written as periods (`Axis.period`).
    let period: DatePeriod?
    /// The catalog, for the periods ICU has no skeleton for (halves, fiscal years).
    let renderer: MessageRenderer?
    /// The median spacing of the x values (seconds on date axes), nil with fewer than two.
    let step: Double?

    /// A position format naming a weekday and a time of day only ("EEEEHHmm"), split in two: ICU joins them
    /// as "Wednesday 15:00", "(수요일) 15:00", "am Mittwoch, 15:00"; the catalog's `date.weekdayTime` joins
    /// them as the language says it ("Wednesday at 15:00", "Mittwoch um 15:00").
    let weekdayTime: (weekday: String, time: String, renderer: MessageRenderer)?

    /// Keeps extreme, non-finite and negative-zero values sane (see `NumberGuard`).
    let guardrail: NumberGuard

    private var numbers: NumberFormatting { NumberFormatting(locale: locale) }

    /// 0001-01-01T00:00Z in seconds since the epoch: earlier dates are BC (ISO 8601 year 0000 is 1 BC).
    static let firstYearOfOurEra = -62_135_596_800.0

    /// Builds a formatter; throws when the axis format is not a valid skeleton of its kind. A number the
    /// author's skeleton writes too long is recorded in `numberLog` (see `NumberGuard.maxLength`).
    init(axis: Axis, name: String, chartID: String, language: String, locale: String,
         documentLanguage: String?, sampleX: [Double], sampleValues: [Double] = [],
         extent: ClosedRange<Double>? = nil, renderer: MessageRenderer? = nil,
         numberLog: NumberFallbackLog? = nil) throws(NarrationError) {
        self.axis = axis
        guardrail = NumberGuard(locale: locale, renderer: renderer, fallbacks: numberLog.map { ($0, chartID, name) })
        self.language = language
        self.locale = locale
        self.documentLanguage = documentLanguage
        dataDecimals = sampleValues.isEmpty ? nil : AxisFormatter.writtenDecimals(of: sampleValues)
        typical = dataDecimals.flatMap { AxisFormatter.typicalPrecision(of: sampleValues, decimals: $0) }
        changesSign = AxisFormatter.straddlesZero(sampleValues)
        let largest = sampleValues.lazy.filter { $0.isFinite && $0 != 0 }.map { abs($0) }.max()
        briefDecimals = largest.map { max(0, 3 - Int(floor(log10($0)))) }
        isYearAxis = axis.holdsYears(sampleX)
        step = DateSpacing.medianGap(of: sampleX)
        isHourly = axis.kind == .date && step.map { abs($0 - 3600) < 1 } == true
        spacing = axis.spacing(sampleX)
        period = axis.kind == .date ? axis.period : nil
        self.renderer = renderer
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
            // The author's hour cycle (a format with H is 24-hour) holds for the extent too.
            case .subDay: full = format?.contains("H") == true ? "yMMMdHHmm" : "yMMMdjmm"
            case .day, .week: full = "yMMMd"
            case .month: full = "yMMM"
            case .quarter: full = "yQQQ"
            // Halves have no skeleton: `periodLabel` says them; the months stand where a catalog cannot.
            case .half: full = "yMMM"
            case .year: full = "y"
            }
            // Dates before year 1 (ISO year 0000 is 1 BC) name the era: year 0 was said "1", like year 1.
            let era = (extent.map { $0.lowerBound < Self.firstYearOfOurEra } ?? false) ? "G" : ""
            // The extent always names the year, whatever the author's format leaves out.
            spanSkeleton = full + era
            if let format, !format.isEmpty {
                dateSkeleton = format.contains("G") ? format : format + era
            } else if !era.isEmpty {
                dateSkeleton = full + era
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
                numberSkeleton = Self.compactPrecision(format)
            } else if let dataDecimals {
                numberSkeleton = Self.fractionSkeleton(minimum: dataDecimals, maximum: dataDecimals)
            } else {
                numberSkeleton = ".##"
            }
        }
        let positionSkeleton = dateSkeleton
        weekdayTime = axis.kind == .date ? renderer.flatMap { Self.weekdayTimeParts(positionSkeleton, renderer: $0) } : nil
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
            if let pattern {
                unitPattern = Self.numberSlotsFilled(pattern)
            } else if let title = axis.title?.resolvedStrictly(for: language, documentLanguage: documentLanguage),
                      !title.isEmpty {
                // No unit pattern in this language: the axis title in it names the unit rather than nothing.
                unitPattern = "{formatted} " + Self.quotedForMessage(title)
            } else {
                unitPattern = nil
            }
        case nil:
            unitSkeleton = nil
            unitPattern = nil
        }
    }

    /// A unit pattern with its number slots (`#` in plural branches, a bare `{value}`) showing `{formatted}`,
    /// the number as this formatter writes it ("12.4 million steps", not "12,400,000 steps"); plural
    /// selection still uses `value`.
    static func numberSlotsFilled(_ pattern: String) -> String {
        var out = ""
        var quoted = false
        for ch in pattern.replacingOccurrences(of: "{value}", with: "{formatted}") {
            if ch == "'" { quoted.toggle() }
            if ch == "#" && !quoted { out += "{formatted}" } else { out.append(ch) }
        }
        return out
    }

    /// Text made literal inside an ICU message (apostrophes doubled, braces and # quoted).
    static func quotedForMessage(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "'": out += "''"
            case "{", "}", "#": out += "'\(ch)'"
            default: out.append(ch)
            }
        }
        return out
    }

    /// The value as the axis shows it after rounding (plural selection and differences use this).
    func rounded(_ v: Double, _ style: NumberStyle = .exact) -> Double {
        let (shown, skeleton) = numberPlan(v, style)
        return numbers.rounded(shown, skeleton: NumberGuard.skeleton(skeleton, for: shown))
    }

    /// A y-style value: number with the axis format and unit, as precise as `style` asks.
    func value(_ v: Double, _ style: NumberStyle = .exact) -> String {
        let (shown, skeleton) = numberPlan(v, style)
        if let unitSkeleton {
            let withUnit = skeleton == numberSkeleton ? unitSkeleton : Self.unitSkeleton(unit: unitIdentifier ?? "", numberSkeleton: skeleton)
            if let s = guardrail.format(shown, skeleton: withUnit) { return s }
        }
        let plain = guardrail.format(shown, skeleton: skeleton) ?? guardrail.format(shown, skeleton: ".##") ?? ""
        if let unitPattern {
            if NumberGuard.isExtreme(shown) || !shown.isFinite {
                // The pattern shows `{formatted}`; only one that prints the raw value itself needs the guard.
                guard shown.isFinite, unitPatternSelectsOnly else { return guardrail.unitMessage(unitPattern, shown: plain, for: shown) }
                let args: [String: MessageArgument] = ["value": .number(shown), "formatted": .string(plain)]
                return (try? MessageFormatting(locale: locale).format(unitPattern, args)) ?? plain
            }
            let value = NumberGuard.cleaned(shown) { numbers.rounded($0, skeleton: skeleton) }
            let args: [String: MessageArgument] = ["value": .number(numbers.rounded(value, skeleton: skeleton)),
                                                   "formatted": .string(plain)]
            if let s = try? MessageFormatting(locale: locale).format(unitPattern, args) { return s }
        }
        return plain
    }

    /// The number alone, as precise as `style` asks and rounded as `value` rounds it, without the unit: for the
    /// later numbers of a sentence that has said its unit once ("from 138.4 million jobs to 129.7 million").
    /// A currency or percent in the author's format stays, being part of the number.
    func number(_ v: Double, _ style: NumberStyle = .exact) -> String {
        let (shown, skeleton) = numberPlan(v, style)
        return guardrail.format(shown, skeleton: skeleton) ?? guardrail.format(shown, skeleton: ".##") ?? ""
    }

    /// A later level of a sentence that has said its unit: the number alone (`number`), except that a percent
    /// keeps its sign, being part of the number ("from 75% to 24%", not "to 24"). Not for differences, which
    /// are percentage points.
    func later(_ v: Double, _ style: NumberStyle = .exact) -> String {
        if let u = unitIdentifier, u == "percent" || u == "concentr-percent" { return value(v, style) }
        return number(v, style)
    }

    /// A difference of two values; of percentages, in percentage points ("9.5 percentage points", "9.5个百分点"),
    /// since "up 15%" from 32% to 47% would be a ratio (it is 47 %).
    func difference(_ v: Double, _ style: NumberStyle, renderer: MessageRenderer) throws(NarrationError) -> String {
        guard isPercent else { return value(v, style) }
        let shown = number(v, style).replacingOccurrences(of: "%", with: "").trimmingCharacters(in: .whitespaces)
        return try renderer.render("unit.percentagePoints", ["value": .number(rounded(v, style)), "formatted": .string(shown)])
    }

    /// The value to format and the skeleton to format it with, for a style.
    private func numberPlan(_ v: Double, _ style: NumberStyle) -> (Double, String) {
        var v = v == 0 ? 0 : v  // never "-0"
        let style = Self.notRoundedToNothing(v, style)
        let authored = axis.format.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? false
        switch style {
        case .exact, .derived: break
        // A skeleton with its own significant digits rounds once: rounding to four first and then to its three
        // rounded twice (185,539,000 became "$185M" in the briefing beside the long description's "$186M").
        case .brief: if !(authored && numberSkeleton.split(separator: " ").contains(where: { $0.hasPrefix("@") })) {
            // Four significant digits, but whole digits are not rounded to zeros unless a scale word says the
            // number is rounded ("12.4 million", "$15.4K"): "12,400" said without "about" for 12,403 was false.
            let scaled = authored ? numberSkeleton.contains("compact") : abs(v) >= 1e6 && abs(v) < 1e15
            let wholeDigits = v.isFinite && abs(v) >= 1 ? Int(floor(log10(abs(v)))) + 1 : 0
            v = Self.roundedToSignificant(v, scaled ? 4 : max(4, wholeDigits))
        }
        case .about(let step): if step > 0, step.isFinite { v = (v / step).rounded() * step }
        }
        if v == 0 { v = 0 }
        if authored {
            // "About" a rounded level: the author's format without its precision, so 10 is not said as "10.0".
            if case .about(let step) = style, step > 0, step.isFinite {
                // Compact notation rounds the scaled number ("1.4亿"): significant digits keep its "about" digits.
                let precision = numberSkeleton.contains("compact") ? "@##" : Self.fractionSkeleton(minimum: 0, maximum: Self.decimals(ofStep: step))
                return (v, Self.withPrecision(numberSkeleton, precision))
            }
            if let precision = wholeCurrencyPrecision(v, style) { return (v, Self.withPrecision(numberSkeleton, precision)) }
            return (v, numberSkeleton)
        }
        // Large values are scaled in words ("12.4 million", "1240万"): their last digits say nothing.
        if abs(v) >= 1e6 && abs(v) < 1e15 {
            switch style {
            case .exact, .derived, .brief: return (v, "compact-long @###")
            case .about: return (v, "compact-long @##")
            }
        }
        // A value far beyond the typical size keeps the typical significant digits (`exactDecimals`).
        guard let dataDecimals = exactDecimals(v) else {
            if case .about(let step) = style { return (v, Self.fractionSkeleton(minimum: 0, maximum: Self.decimals(ofStep: step))) }
            return (v, ".##")
        }
        let decimals: Int
        switch style {
        // Zero is said as "0": "up from 0.000 on Aug 27, 1989" padded nothing with three decimals (Ansett's
        // weekly traffic during the pilots' dispute).
        case .exact: decimals = v == 0 ? 0 : dataDecimals
        case .derived, .brief:
            if v == 0 { return (v, Self.fractionSkeleton(minimum: 0, maximum: 0)) }
            // The decimals four significant digits leave. A mean's extra decimal stops there (24.737 of prices in
            // cents is "24.74"; 16.44 of temperatures in tenths stays), and a brief value is not padded back to
            // the data's decimals (135.91 is "135.9", not "135.90").
            var allowed = v == 0 || !v.isFinite ? dataDecimals + 1 : max(0, 3 - Int(floor(log10(abs(v)))))
            // Brief values share the axis's decimals (`briefDecimals`),
            // so a change and its ends agree: "fell by 3.4 from 100.8 to 97.4", not "by 3.40 from 100.8 to
            // 97.44", which a listener subtracts to 3.36. A value far below the typical size keeps two
            // significant digits.
            if style == .brief, let briefDecimals, v != 0, v.isFinite {
                allowed = min(allowed, max(briefDecimals, max(0, 1 - Int(floor(log10(abs(v)))))))
            }
            let minimum = style == .brief ? min(dataDecimals, allowed) : dataDecimals
            // A value cut to the typical digits gets no decimal back ("-12.0", never "-12.01" in the short).
            let extra = dataDecimals < (self.dataDecimals ?? dataDecimals) ? 0 : 1
            return (v, Self.fractionSkeleton(minimum: minimum, maximum: max(minimum, min(dataDecimals + extra, 6, allowed))))
        case .about(let step): decimals = Self.decimals(ofStep: step)
        }
        return (v, Self.fractionSkeleton(minimum: decimals, maximum: decimals))
    }

    /// A currency format without a precision of its own (`currency/USD`) shows ICU's cents whatever the data hold:
    /// 14,223 dollars was "$14,220.00" and their mean "$10,552.36". When every value is whole, values are said
    /// whole and so are derived values of a hundred or more; smaller ones keep the currency's cents ("$12.50").
    /// Nil when the format's own precision (or the data's cents) decides.
    private func wholeCurrencyPrecision(_ v: Double, _ style: NumberStyle) -> String? {
        let tokens = numberSkeleton.split(separator: " ")
        guard dataDecimals == 0, tokens.contains(where: { $0.hasPrefix("currency/") }),
              !tokens.contains(where: { $0.hasPrefix(".") || $0.hasPrefix("@") || $0.hasPrefix("precision-") || $0.hasPrefix("compact-") || $0 == "K" || $0 == "KK" })
        else { return nil }
        switch style {
        case .exact, .about: return "precision-integer"
        case .derived, .brief: return abs(v) >= 100 || v == 0 ? "precision-integer" : nil
        }
    }

    /// "About" a level is rounded to a step worth saying beside the change it belongs to, but a level that is
    /// not nothing is not said as nothing: 336,303 people beside a fall of 12 million was "about 0". A value at
    /// least a fifth of the step that would round to 0 keeps its first significant digit ("about 300,000");
    /// smaller ones, next to nothing at that scale, are still "about 0".
    static func notRoundedToNothing(_ v: Double, _ style: NumberStyle) -> NumberStyle {
        guard case .about(let step) = style, step > 0, step.isFinite, v != 0, v.isFinite,
              (v / step).rounded() == 0, abs(v) >= 0.2 * step else { return style }
        return .about(step: pow(10, (log10(abs(v))).rounded(.down)))
    }

    /// An authored compact format without a precision keeps at most three significant digits. ICU's own
    /// compact rounding depends on where the language's scale words fall: the same 59.02 million dollars was
    /// "$59M" in English but "US$5902万" in Chinese, and 389 million "$389M" but "US$3.9亿"; three
    /// significant digits say the same number in every language ("$59M", "US$5900万"; "$389M", "US$3.89亿").
    static func compactPrecision(_ skeleton: String) -> String {
        let tokens = skeleton.split(separator: " ")
        guard tokens.contains(where: { $0.hasPrefix("compact-") || $0 == "K" || $0 == "KK" }),
              !tokens.contains(where: { $0.hasPrefix(".") || $0.hasPrefix("@") || $0.hasPrefix("precision-") })
        else { return skeleton }
        return skeleton + " @##"
    }

    /// Decimals a rounding step needs (0.1 → 1, 5 → 0).
    static func decimals(ofStep step: Double) -> Int {
        step > 0 && step < 1 ? min(6, Int((-log10(step)).rounded(.up))) : 0
    }

    /// `skeleton` with its precision tokens replaced by `precision` (unit, currency, scale and sign kept).
    static func withPrecision(_ skeleton: String, _ precision: String) -> String {
        let kept = skeleton.split(separator: " ").filter { token in
            !(token.hasPrefix(".") || token.hasPrefix("@") || token.hasPrefix("precision-"))
        }
        return (kept.map(String.init) + [precision]).joined(separator: " ")
    }

    /// An ICU fraction-precision skeleton: `.0#` for one to two decimals, `precision-integer` for none.
    static func fractionSkeleton(minimum: Int, maximum: Int) -> String {
        guard maximum > 0 else { return "precision-integer" }
        return "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
    }

    /// `v` rounded to `digits` significant digits.
    static func roundedToSignificant(_ v: Double, _ digits: Int) -> Double {
        guard v != 0, v.isFinite else { return v }
        let magnitude = Int(floor(log10(abs(v))))
        let scale = pow(10, Double(digits - 1 - magnitude))
        guard scale.isFinite, scale > 0 else { return v }
        // Half to even, as ICU rounds: the short and the long then never disagree in a shown digit. Large values
        // divide by a whole power of ten, which is exact (dividing by 1e-5 made 185,500,000 185,499,999.99…).
        let step = pow(10, Double(magnitude - digits + 1))
        let r = scale < 1 && step.isFinite ? (v / step).rounded(.toNearestOrEven) * step
                                           : (v * scale).rounded(.toNearestOrEven) / scale
        return r.isFinite ? r : v
    }

    /// A step that keeps two significant digits of `size` (a change, a swing), not finer than the data.
    func aboutStep(for size: Double) -> Double {
        let dataStep = pow(10, -Double(dataDecimals ?? 2))
        guard size.isFinite, size > 0 else { return dataStep }
        return max(dataStep, pow(10, floor(log10(size)) - 1))
    }

    /// The x stretch a slope is given per: the calendar unit of the data's spacing on date axes ("month" for
    /// monthly data), a year on axes of years, one axis unit (with its CLDR unit) on other numeric axes, one
    /// category on category axes.
    var rateUnit: RateUnit {
        switch axis.kind {
        case .date:
            let name: String
            switch spacing ?? .day {
            case .subDay: name = "hour"
            case .day: name = "day"
            case .week: name = "week"
            case .month: name = "month"
            case .quarter: name = "quarter"
            case .half: name = "half"
            case .year: name = "year"
            }
            let seconds = RateUnit.calendarSeconds.first { $0.unit == name }?.seconds ?? 86_400
            return RateUnit(amount: seconds, unit: name)
        case .numeric:
            if isYearAxis { return RateUnit(amount: 1, unit: "year") }
            return RateUnit(amount: 1, unit: unitIdentifier, label: value(1, .about(step: 1)))
        case .category:
            return RateUnit(amount: 1, unit: "category")
        }
    }

    /// A number in the axis format without unit.
    func plain(_ v: Double) -> String { guardrail.format(v, skeleton: numberSkeleton) ?? guardrail.format(v, skeleton: ".##") ?? "" }

    /// A position on this axis: a date, a category label, a year or a number with unit.
    func position(_ x: Double) -> String {
        switch axis.kind {
        case .date:
            if let label = periodLabel(x) { return label }
            if let (weekday, time, renderer) = weekdayTime,
               let said = try? renderer.render("date.weekdayTime", ["weekday": .string(date(x, skeleton: weekday)),
                                                                    "time": .string(date(x, skeleton: time))]) {
                return said
            }
            return date(x, skeleton: dateSkeleton)
        case .category: return category(Int(x.rounded()))
        case .numeric:
            // A year below 1000 keeps its era ("20 AD", "500 BC"): "in 20" reads as a count.
            if isYearAxis { return date(Self.midYear(Self.calendarYear(x)), skeleton: x < 1000 ? "yG" : "y") }
            return value(x)
        }
    }

    /// The skeleton fields of a time of day: hours, minutes, seconds, day periods.
    static let timeOfDayFields: Set<Character> = ["H", "h", "j", "J", "k", "K", "m", "s", "a", "B", "b"]

    /// The weekday and time-of-day halves of a skeleton that names only those two ("EEEEHHmm" → "EEEE",
    /// "HHmm"); nil for any other skeleton, or when the catalog has no `date.weekdayTime`.
    static func weekdayTimeParts(_ skeleton: String, renderer: MessageRenderer)
        -> (weekday: String, time: String, renderer: MessageRenderer)? {
        let weekdayFields: Set<Character> = ["E", "c", "e"]
        let weekday = String(skeleton.filter { weekdayFields.contains($0) })
        let time = String(skeleton.filter { timeOfDayFields.contains($0) })
        guard !weekday.isEmpty, !time.isEmpty, weekday.count + time.count == skeleton.count,
              renderer.catalog.message("date.weekdayTime") != nil else { return nil }
        return (weekday, time, renderer)
    }

    /// A position said to the day on a date axis whose positions carry a time of day ("Jul 28" for
    /// "Jul 28, 6:00 PM"): for places a fitted line estimates over weeks, whose hour would be false precision.
    /// Nil when the positions have no time of day or nothing but it.
    func dayPosition(_ x: Double) -> String? {
        guard axis.kind == .date else { return nil }
        let day = String(dateSkeleton.filter { !Self.timeOfDayFields.contains($0) })
        guard day.count < dateSkeleton.count, day.contains(where: { "dMLyE".contains($0) }) else { return nil }
        return date(x, skeleton: day)
    }

    /// Seconds since the epoch inside a calendar year given as a number, to format as that year. Mid-year, not
    /// January 1: ICU's calendar is Julian before 1582, so the proleptic January 1, 1565 is its December 22, 1564
    /// (Playfair's wheat prices began "from 1564").
    static func midYear(_ year: Double) -> Double {
        Double(CivilCalendar.days(year: Int(max(-1e6, min(1e6, year.rounded()))), month: 7, day: 2)) * CivilCalendar.secondsPerDay
    }

    /// The extent from `lo` to `hi`: a date interval for date axes (and years), else nil (the caller says
    /// "from … to …"). `brief` drops the time of day (for the short description).
    func dateSpan(_ lo: Double, _ hi: Double, brief: Bool = false) -> String? {
        if isYearAxis {
            return try? DateFormatting(locale: locale).formatSpan(from: Self.midYear(Self.calendarYear(lo)),
                                                                  to: Self.midYear(Self.calendarYear(hi)), skeleton: lo < 1000 ? "yG" : "y")
        }
        guard axis.kind == .date, !saysPeriodLabels else { return nil }
        // Whole days (from midnight to the last reading of a day) are said as days: "Jul 15 – 21, 2024",
        // not "Jul 15, 2024, 12:00 AM – Jul 21, 2024, 11:00 PM".
        let day = CivilCalendar.secondsPerDay
        let wholeDays = step.map { $0 > 0 && $0 < day && lo.truncatingRemainder(dividingBy: day) == 0
                                   && (hi + $0).truncatingRemainder(dividingBy: day) == 0 } ?? false
        let timeOfDay = spanSkeleton.hasSuffix("jmm") || spanSkeleton.hasSuffix("HHmm")
        let skeleton = (brief || wholeDays) && timeOfDay
            ? String(spanSkeleton.dropLast(spanSkeleton.hasSuffix("jmm") ? 3 : 4)) : spanSkeleton
        return try? DateFormatting(locale: locale).formatSpan(from: lo, to: hi, skeleton: skeleton)
    }

    /// A stretch of the data from `lo` to `hi` in the positions' own format (no year when all data share
    /// one: "Mar 11 – 15"); nil on axes that are not dates.
    func positionSpan(_ lo: Double, _ hi: Double) -> String? {
        guard axis.kind == .date, !saysPeriodLabels else { return dateSpan(lo, hi) }
        return try? DateFormatting(locale: locale).formatSpan(from: lo, to: hi, skeleton: dateSkeleton)
    }

    /// True when positions are said by the catalog's period labels ("H1 2021", "FY2021"), which ICU cannot
    /// join into a span: spans are then "FY2019 to FY2023" (`item.range`).
    var saysPeriodLabels: Bool { period.map { $0 == .half || $0.isLabelledYear } ?? false }

    /// The granularity `item.at` chooses its preposition by: the spacing's ("month", "quarter", "year"), with
    /// fiscal years apart ("fiscalYear": "in FY2021", "im GJ 2021", never "im Jahr GJ 2021"); "2021/22" is a year.
    var granularityName: String {
        if let period, period == .fiscalYear || period == .fiscalSplitYear { return "fiscalYear" }
        return spacing?.rawValue ?? "none"
    }

    /// A half or a fiscal or split year as the catalog says it ("H1 2021", "2021年上半年", "FY2021", "2021财年",
    /// "2021/22"): ICU has no skeleton for them, and a fiscal year said as a calendar year would be false.
    /// Nil for other positions (ICU's skeletons say months and quarters: "Q3 2021", "2021年第3季度").
    func periodLabel(_ x: Double) -> String? {
        guard let period, saysPeriodLabels else { return nil }
        let c = CivilCalendar.civil(fromDays: CivilCalendar.dayNumber(x))
        // The year's digits in the language's own ("٢٠٢١" in Arabic), without the word ICU's "y" adds ("2021年").
        func digits(_ n: Int, _ skeleton: String) -> String { (try? numbers.format(Double(n), skeleton: skeleton)) ?? String(n) }
        let year = digits(c.year, "group-off precision-integer")
        let split = year + "/" + digits((c.year + 1) % 100, "group-off integer-width/00")
        func render(_ key: String, _ args: [String: MessageArgument]) -> String? { try? renderer?.render(key, args) }
        switch period {
        case .half:
            return render("date.half", ["half": .string(c.month <= 6 ? "1" : "2"), "year": .string(year)])
                ?? period.notation(x)
        case .fiscalYear: return render("date.fiscalYear", ["year": .string(year)]) ?? period.notation(x)
        case .fiscalSplitYear: return render("date.fiscalYear", ["year": .string(split)]) ?? period.notation(x)
        case .splitYear: return split
        case .month, .quarter: return nil
        }
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

    /// A value at least this many times the typical size is said with the typical significant digits.
    static let farBeyondTypical = 10.0
    /// …and at least this many significant digits.
    static let fewestSignificantDigits = 3
    /// A value far beyond the typical size keeps the digits it was written with up to this many.
    static let keptDigits = 4
    /// Values go both ways about zero when at least this share of the non-zero ones has each sign.
    static let signShare = 0.2

    /// True when at least `signShare` of the non-zero values are positive and as many negative: returns,
    /// changes, anomalies, whose sizes differ by orders of magnitude from one value to the next.
    static func straddlesZero(_ values: [Double]) -> Bool {
        var positive = 0, negative = 0
        for v in values.prefix(2_000) where v.isFinite && v != 0 { if v > 0 { positive += 1 } else { negative += 1 } }
        let all = Double(positive + negative)
        return all > 0 && Double(positive) >= signShare * all && Double(negative) >= signShare * all
    }

    /// The decimals a value of the data is said with (nil without data): the data's (`dataDecimals`), but a value
    /// at least `farBeyondTypical` times the typical size (an extreme, an outlier, a run of unusual values) keeps
    /// only the significant digits a typical value is written with, at least `fewestSignificantDigits`. Daily
    /// returns are written to the thousandth of a percent, 0.706 typical: the crash of 1987 is "−22.6 %", not
    /// "−22.611 %"; weights written to the gram for a shrew (0.016 kg) are "6,000" for an elephant, not
    /// "6,000.000". Values of typical size keep every decimal, so one axis keeps one precision where its values
    /// are of one size ("from 28.98 to 218.61"); values going both ways about zero (`changesSign`) each keep the
    /// typical significant digits.
    func exactDecimals(_ v: Double) -> Int? {
        guard let dataDecimals else { return nil }
        guard let typical, v.isFinite, v != 0 else { return dataDecimals }
        let significant = typical.digits - 1 - Int(floor(log10(abs(v))))
        // Values going both ways about zero are said as returns and changes are written: each with the typical
        // significant digits, three at most ("-4.92 %", "0.578 %", "-22.6 %"), not one axis precision ("-4.922 %"), since the
        // values are of every size; no zeros padded past what the value carries ("0.05 %").
        // At most `fewestSignificantDigits`, however many the data were written with: the mark against the pound,
        // written to the hundred-thousandth of a percent, was "-2.1443%" and "0.52805%".
        if changesSign {
            let said = min(typical.digits, Self.fewestSignificantDigits) - 1 - Int(floor(log10(abs(v))))
            return min(dataDecimals, Self.decimals(of: [v]), max(0, said))
        }
        // A value far beyond the typical size written with at most `keptDigits` significant digits keeps them: the
        // largest of three death rates, 173.5 beside 6.23, was "174" in 1940 and "146.3" in 1953 (the limit was the
        // other series' typical size, not a precision the value lacks); 81.642 beside 0.5 stays "81.64".
        let ownDigits = Self.decimals(of: [v]) + max(1, Int(floor(log10(abs(v)))) + 1)
        guard abs(v) >= Self.farBeyondTypical * typical.size, ownDigits > Self.keptDigits else {
            // No zeros padded past what the value carries and the typical digits need: 456 among fees from
            // 0.394 to 456 million is "456", not "456.000"; 25 is "25.0", three digits like the rest.
            return min(dataDecimals, max(Self.decimals(of: [v]), significant))
        }
        return min(dataDecimals, max(0, significant))
    }

    /// The typical size of `values` (the median of |v| ≠ 0) and the significant digits a typical value is written
    /// with: the median over the values of the digits each needs at `decimals` (its own trailing zeros dropped),
    /// at least `fewestSignificantDigits`. Nil without a value other than zero.
    static func typicalPrecision(of values: [Double], decimals: Int) -> (size: Double, digits: Int)? {
        let sample = values.prefix(2_000).filter { $0.isFinite && $0 != 0 && abs($0) < 1e15 }
        guard !sample.isEmpty else { return nil }
        let sizes = sample.map { abs($0) }.sorted()
        let digits = sample.map { v in min(Self.decimals(of: [v]), decimals) + 1 + Int(floor(log10(abs(v)))) }.sorted()
        return (sizes[sizes.count / 2], max(fewestSignificantDigits, digits[digits.count / 2]))
    }

    /// Most significant digits a value of typical size is said with (`writtenDecimals`).
    static let mostSignificantDigits = 5

    /// The decimals the values are said with: those they carry (`decimals(of:)`), but no more than
    /// `mostSignificantDigits` need at their median size. Values converted or computed to six decimals (Saudi
    /// oil in millions of tonnes, 111.009135; US population in thousands, 320,402.295) are said 111.01 and
    /// 320,402, not to the millionth; 575.96 and 0.09770 keep every decimal they were written with. The median,
    /// not each value's own size, so one axis keeps one precision ("from 28.98 to 218.61").
    static func writtenDecimals(of values: [Double]) -> Int {
        let carried = decimals(of: values)
        let sizes = values.prefix(2_000).filter { $0.isFinite && $0 != 0 }.map { abs($0) }.sorted()
        guard !sizes.isEmpty else { return carried }
        let median = sizes[sizes.count / 2]
        return min(carried, max(0, mostSignificantDigits - 1 - Int(floor(log10(median)))))
    }

    /// Decimals the values carry: the fewest (up to 6) that write every sampled value exactly.
    static func decimals(of values: [Double]) -> Int {
        var most = 0
        for v in values.prefix(2_000) where v.isFinite && abs(v) < 1e15 {
            var d = most
            while d < 6 {
                let scaled = v * pow(10, Double(d))
                if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, abs(scaled)) { break }
                d += 1
            }
            most = max(most, d)
            if most == 6 { break }
        }
        return most
    }

    /// A year as ICU's Gregorian calendar counts it: the data's year −6000 is 6000 BC, the calendar's −5999.
    static func calendarYear(_ year: Double) -> Double { year < 0 ? year + 1 : year }
}

extension AxisFormatter {
    /// The skeleton values of a CLDR unit are formatted with: the author's number skeleton unless it
    /// names a unit itself, with the unit spelled out in full ("5 kilometers").
    /// Units are said in full ("12 kilometers"), except percent, which is written with its sign as every
    /// derived percentage is ("36.9%", "36,9 %"): one percent style per language, so "41 percent" and "63%" never
    /// stand in one sentence.
    static func unitSkeleton(unit: String, numberSkeleton: String) -> String {
        let width = unit == "percent" || unit == "concentr-percent" ? "unit-width-short" : "unit-width-full-name"
        return numberSkeleton.contains("unit/") ? numberSkeleton
            : "\(CLDRUnit.skeletonStem(for: unit) ?? "measure-unit/\(unit)") \(width) \(numberSkeleton)"
    }
}
