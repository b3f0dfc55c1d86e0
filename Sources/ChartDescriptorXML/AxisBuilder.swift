import ChartModel

/// An axis while its element and the data that refer to it are being read.
///
/// The kind may be unknown until the first value arrives (an axis without `type=` takes the kind of
/// its first value: a number makes it numeric, an ISO 8601 date a date axis, anything else categories).
struct AxisBuilder {
    /// How messages name this axis: "x-axis", "y-axis" or "axis \"cyl\"".
    var role: String
    var id: String?
    var kind: AxisKind?
    var title: [LocalizedText.Variant] = []
    var range: AxisRange?
    var gridlines: [Double] = []
    var scale: AxisScale = .linear
    var format: String?
    var unitIdentifier: String?
    var unitMessages: [LocalizedText.Variant] = []
    var categories: [Category] = []
    var categoryIndex: [String: Int] = [:]
    /// True when the author listed the categories (then any other category is an error).
    var categoriesDeclared = false
    var hasTimeOfDay = false
    /// What the date axis's values name when written as periods ("2021-Q3", "FY2021"): the first such value's.
    var period: DatePeriod?
    /// `ordered="true"`: the categories have a natural order (category axes only).
    var isOrdered = false
    /// The `<x-axis>` or `<axis>` tag that said `ordered="true"`, to locate the error if the axis turns out
    /// not to be a category axis once its values are read.
    var orderedTag: StartTag?
    /// `additive=` on the y-axis: whether values may be added up; nil when not said.
    var isAdditive: Bool?
    /// `rating-scale=` on a category axis: whether its categories are a rating scale's answers; nil when not said.
    var isRatingScale: Bool?

    init(role: String, id: String? = nil) {
        self.role = role
        self.id = id
    }

    /// The finished model axis; an axis that never saw a value is numeric.
    var axis: Axis {
        let unit: AxisUnit? = unitIdentifier.map(AxisUnit.cldr) ?? (unitMessages.isEmpty ? nil : .messages(LocalizedText(unitMessages)))
        return Axis(id: id, kind: kind ?? .numeric, title: title.isEmpty ? nil : LocalizedText(title), range: range,
                    gridlines: gridlines, scale: scale, format: format, unit: unit, categories: categories,
                    hasTimeOfDay: hasTimeOfDay, period: kind == .date ? period : nil, isOrdered: isOrdered && kind == .category, isAdditive: isAdditive,
                    isRatingScale: kind == .category ? isRatingScale : nil)
    }

    /// The kind a first value implies.
    static func inferredKind(of text: Substring) -> AxisKind {
        text.withBytes { inferredKind(bytes: $0) }
    }

    /// The kind a first value (trimmed UTF-8 bytes) implies.
    static func inferredKind(bytes: UnsafeBufferPointer<UInt8>) -> AxisKind {
        if DecimalNumber.parse(bytes: bytes) != nil { return .numeric }
        if ISO8601Instant(bytes: bytes) != nil { return .date }
        // Periods as reports write them ("2021-Q3", "Q3 2021", "FY2021") are time, as in a CSV file.
        if !PeriodText.readings(String(decoding: bytes, as: UTF8.self)).isEmpty { return .date }
        return .category
    }

    /// Declares a category; false when the id is already declared.
    mutating func declare(_ category: Category) -> Bool {
        guard categoryIndex[category.id] == nil else { return false }
        categoryIndex[category.id] = categories.count
        categories.append(category)
        categoriesDeclared = true
        return true
    }

    /// Why `text` is not a value on this axis, or its value (number, category index or epoch seconds).
    /// Undeclared categories are appended in order of first appearance unless categories were declared.
    /// `quoted` (how a message quotes the value) is only built for a message.
    mutating func value(of raw: String, quoted: @autoclosure () -> String) -> Result<Double, AxisValueError> {
        var raw = raw
        return raw.withUTF8 { value(bytes: $0, quoted: quoted()) }
    }

    /// `value(of:quoted:)` on UTF-8 bytes, read in place.
    mutating func value(bytes raw: UnsafeBufferPointer<UInt8>, quoted: @autoclosure () -> String) -> Result<Double, AxisValueError> {
        let text = TextNormalizer.trimmed(raw)
        if kind == nil { kind = AxisBuilder.inferredKind(bytes: text) }
        switch kind ?? .numeric {
        case .numeric:
            guard let number = DecimalNumber.parse(bytes: text) else {
                return .failure(AxisValueError("\(quoted()) is not a number on the numeric \(role)"))
            }
            if scale == .log && number <= 0 {
                return .failure(AxisValueError("\(quoted()) cannot be shown on the log-scale \(role): log scales need values greater than 0; use scale=\"linear\" or remove the value"))
            }
            return .success(number)
        case .date:
            guard let instant = ISO8601Instant(bytes: text) else {
                return periodValue(String(decoding: text, as: UTF8.self), quoted: quoted())
            }
            if instant.hasTime { hasTimeOfDay = true }
            // An ISO 8601 month on an axis of quarters is a month among quarters ("2021-06"); an instant is an instant.
            if period != nil, case .failure(let error) = periodValue(String(decoding: text, as: UTF8.self), quoted: quoted()),
               !PeriodText.readings(String(decoding: text, as: UTF8.self)).isEmpty {
                return .failure(error)
            }
            return .success(instant.seconds)
        case .category:
            let id = String(decoding: text, as: UTF8.self)
            if let index = categoryIndex[id] { return .success(Double(index)) }
            guard !categoriesDeclared else {
                let declared = categories.prefix(8).map(\.id).joined(separator: ", ") + (categories.count > 8 ? ", …" : "")
                return .failure(AxisValueError("\(quoted()) is not a declared category of the \(role) (declared: \(declared)); add <category id=\"\(id)\"> or fix the value"))
            }
            guard !id.isEmpty else {
                return .failure(AxisValueError("\(quoted()) is empty; a category value needs an id"))
            }
            categoryIndex[id] = categories.count
            categories.append(Category(id: id))
            return .success(Double(categories.count - 1))
        }
    }
}

extension AxisBuilder {
    /// A date axis's value written as a period: its start, the axis's period set by the first one. A value
    /// that reads as a month and as a year across two ("2011/12") is refused: the descriptor is written once,
    /// so it is written unambiguously.
    mutating func periodValue(_ text: String, quoted: String) -> Result<Double, AxisValueError> {
        let readings = PeriodText.readings(text)
        if let period {
            if let r = readings.first(where: { $0.period == period }) { return .success(r.start) }
            if let other = readings.first {
                return .failure(AxisValueError("\(quoted) is \(PeriodText.describe(other.period)), but the \(role)'s values are "
                    + "\(PeriodText.describe(period)) each; write it as \(PeriodText.describe(period)), such as \(PeriodText.examples(period))"))
            }
            return .failure(AxisValueError("\(quoted) is not \(PeriodText.describe(period)) like the \(role)'s other values "
                + "(expected a form such as \(PeriodText.examples(period)), or ISO 8601 such as 2024-03-05)"))
        }
        if readings.count == 1 {
            period = readings[0].period
            return .success(readings[0].start)
        }
        if readings.count > 1 {
            return .failure(AxisValueError("\(quoted) could be a month or a year across two calendar years on the date \(role); "
                + "write \(readings.compactMap { r in r.period == .month ? r.period.notation(r.start) : nil }.first ?? "2011-12") for the month, "
                + "or \(readings.compactMap { r in r.period == .splitYear ? r.period.notation(r.start) : nil }.first.map { "FY" + $0 } ?? "FY2011/12") for a fiscal year"))
        }
        return .failure(AxisValueError("\(quoted) is not a date (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30:00Z) on the date \(role)"))
    }
}

/// A value that does not fit its axis; the message is ready for a diagnostic.
struct AxisValueError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
