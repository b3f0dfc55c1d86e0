/// The one hand-off from a scope's typed fields to the named arguments ICU MessageFormat wants: a value for
/// every case of the scope's field enum, chosen by the caller's exhaustive `switch`, so a declared field
/// without a value does not compile and no argument is set that templates cannot name.
enum FieldArguments {
    /// `base` with the value of every case of `F` added; a nil value leaves `base`'s argument of that name as
    /// it is (a missing point keeps the series' change; a chart's `xFrom` is unset without an extent).
    static func adding<F: TemplateFieldSet>(
        _: F.Type, to base: [String: MessageArgument] = [:],
        _ value: (F) throws(NarrationError) -> MessageArgument?
    ) throws(NarrationError) -> [String: MessageArgument] {
        var arguments = base
        for field in F.allCases {
            if let v = try value(field) { arguments[field.rawValue] = v }
        }
        return arguments
    }

    /// A text that may be absent as the messages take it: the text, or "" (with its `has…` flag false).
    static func text(_ value: String?) -> MessageArgument { .string(value ?? "") }

    /// Whether a text is there and not empty (`hasTitle`, `hasLabel`).
    static func has(_ value: String?) -> MessageArgument { .flag(value?.isEmpty == false) }
}
