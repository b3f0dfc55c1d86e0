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
    /// `ordered="true"`: the categories have a natural order (category axes only).
    var isOrdered = false
    /// The `<x-axis>` or `<axis>` tag that said `ordered="true"`, to locate the error if the axis turns out
    /// not to be a category axis once its values are read.
    var orderedTag: StartTag?
    /// `additive=` on the y-axis: whether values may be added up; nil when not said.
    var isAdditive: Bool?

    init(role: String, id: String? = nil) {
        self.role = role
        self.id = id
    }

    /// The finished model axis; an axis that never saw a value is numeric.
    var axis: Axis {
        let unit: AxisUnit? = unitIdentifier.map(AxisUnit.cldr) ?? (unitMessages.isEmpty ? nil : .messages(LocalizedText(unitMessages)))
        return Axis(id: id, kind: kind ?? .numeric, title: title.isEmpty ? nil : LocalizedText(title), range: range,
                    gridlines: gridlines, scale: scale, format: format, unit: unit, categories: categories,
                    hasTimeOfDay: hasTimeOfDay, isOrdered: isOrdered && kind == .category, isAdditive: isAdditive)
    }

    /// The kind a first value implies.
    static func inferredKind(of text: Substring) -> AxisKind {
        text.withBytes { inferredKind(bytes: $0) }
    }

    /// The kind a first value (trimmed UTF-8 bytes) implies.
    static func inferredKind(bytes: UnsafeBufferPointer<UInt8>) -> AxisKind {
        if DecimalNumber.parse(bytes: bytes) != nil { return .numeric }
        if ISO8601Instant(bytes: bytes) != nil { return .date }
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
                return .failure(AxisValueError("\(quoted()) is not a date (expected ISO 8601 such as 2024-03-05 or 2024-03-05T14:30:00Z) on the date \(role)"))
            }
            if instant.hasTime { hasTimeOfDay = true }
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

/// A value that does not fit its axis; the message is ready for a diagnostic.
struct AxisValueError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
