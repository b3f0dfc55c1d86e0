import CICUBridge

/// An argument of an ICU message: a number (for plural, select ordinal and `#`) or text.
enum MessageArgument: Sendable, Hashable {
    case number(Double)
    case string(String)
}

/// How one argument is used in a message pattern (for the catalog checks).
struct MessageArgumentUse: Sendable, Hashable {
    /// The argument name.
    let name: String
    /// none, simple, plural, selectordinal, select or choice.
    let type: String
    /// The selectors of a plural or select argument, e.g. ["one", "other"].
    let selectors: [String]
    /// The type word of a simple argument ("number", "date", "spellout", …), else empty.
    var simpleType: String = ""
}

/// ICU MessageFormat with named arguments.
struct MessageFormatting: Sendable {
    /// The ICU locale id.
    let locale: String

    /// `pattern` with its named arguments filled in.
    func format(_ pattern: String, _ arguments: [String: MessageArgument]) throws(ICUFailure) -> String {
        let sorted = arguments.sorted { $0.key < $1.key }
        let names = sorted.map(\.key)
        var kinds: [Int32] = []
        var numbers: [Double] = []
        var strings: [String] = []
        for (_, value) in sorted {
            switch value {
            case .number(let n): kinds.append(Int32(ICUB_ARG_NUMBER)); numbers.append(n); strings.append("")
            case .string(let s): kinds.append(Int32(ICUB_ARG_STRING)); numbers.append(0); strings.append(s)
            }
        }
        let result: Result<String, ICUFailure> = ICUBuffer.withCStrings(names) { namePointers in
            ICUBuffer.withCStrings(strings) { stringPointers in
                Result { () throws(ICUFailure) -> String in
                    try ICUBuffer.string {
                        icub_message_format(locale, pattern, Int32(names.count), namePointers, kinds, numbers,
                                            stringPointers, $0, $1)
                    }
                }
            }
        }
        return try result.get()
    }

    /// The arguments a pattern uses, with plural/select selectors; throws on a syntax error.
    static func arguments(of pattern: String) throws(ICUFailure) -> [MessageArgumentUse] {
        let text = try ICUBuffer.string { icub_message_arguments(pattern, $0, $1) }
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return MessageArgumentUse(name: fields[0], type: fields.count > 1 ? fields[1] : "none",
                                      selectors: fields.count > 2 ? fields[2].split(separator: " ").map(String.init) : [],
                                      simpleType: fields.count > 3 ? fields[3] : "")
        }
    }
}
