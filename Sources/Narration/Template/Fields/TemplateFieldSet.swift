/// A scope's field enum: each case is an argument's name, and says what a condition may compare it with.
protocol TemplateFieldSet: RawRepresentable, CaseIterable where RawValue == String {
    /// The words the field's value is one of (a flag's `yes`/`no`, a select's choices); empty for a number,
    /// which compares with numbers and names only; nil for free text.
    var words: Set<String>? { get }
}

/// The words of the kinds of field the scopes share.
enum FieldWords {
    /// A flag: the select words `MessageArgument.flag` writes.
    static let flag: Set<String> = ["yes", "no"]
    /// A number: no word compares with it.
    static let number: Set<String> = []
    /// What one point of the x axis is (`ChartFacts.pointUnit`).
    static let pointUnit: Set<String> = ["hour", "day", "week", "month", "quarter", "half", "year", "other"]
    /// Which way a change went (`ValueChange.Direction`).
    static let direction = Set(["up", "down", "flat"])
}
