import CICUBridge
import Foundation

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

    /// `pattern` with its named arguments filled in. Only the arguments the pattern names are handed to ICU: a
    /// chart's context holds every chart-level argument (lists of all series among them), and converting them
    /// all for every sentence made narration quadratic in the number of series.
    func format(_ pattern: String, _ arguments: [String: MessageArgument]) throws(ICUFailure) -> String {
        try Self.checkNesting(pattern)
        let sorted: [(key: String, value: MessageArgument)]
        if let used = PatternArgumentNames.shared.names(in: pattern) {
            sorted = used.compactMap { name in arguments[name].map { (key: name, value: $0) } }
        } else {
            sorted = arguments.sorted { $0.key < $1.key }
        }
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
        try checkNesting(pattern)
        let text = try ICUBuffer.string { icub_message_arguments(pattern, $0, $1) }
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return MessageArgumentUse(name: fields[0], type: fields.count > 1 ? fields[1] : "none",
                                      selectors: fields.count > 2 ? fields[2].split(separator: " ").map(String.init) : [],
                                      simpleType: fields.count > 3 ? fields[3] : "")
        }
    }
}

extension MessageFormatting {
    /// The deepest brace nesting a pattern may have. ICU parses and formats nested arguments by recursion, so
    /// a unit pattern of 4,000 nested plurals ran the stack out; the catalogs nest at most 9 deep.
    static let maxNesting = 32

    /// Throws when `pattern` nests braces more than `maxNesting` deep, before ICU sees it.
    static func checkNesting(_ pattern: String) throws(ICUFailure) {
        let depth = nestingDepth(of: pattern)
        guard depth > maxNesting else { return }
        throw ICUFailure(code: Int32(ICUB_E_ARGUMENT), message: "braces nested \(depth) deep; at most \(maxNesting)")
    }

    /// The deepest nesting of `{` in `pattern`, skipping what ICU's apostrophe quoting makes literal (`'{'`,
    /// `''`). Only `'{` and `'}` start quoted text here; ICU also quotes after `'#` and `'|` in some contexts,
    /// which this counts as braces: it may overstate the depth of such a pattern, never understate it.
    static func nestingDepth(of pattern: String) -> Int {
        var depth = 0, deepest = 0
        var bytes = pattern.utf8.makeIterator()
        var pending: UInt8? = nil
        func next() -> UInt8? {
            if let p = pending { pending = nil; return p }
            return bytes.next()
        }
        while let c = next() {
            switch c {
            case UInt8(ascii: "'"):
                guard let d = next() else { return deepest }
                if d == UInt8(ascii: "{") || d == UInt8(ascii: "}") {
                    // Quoted text up to the next lone apostrophe ('' inside it is one apostrophe).
                    while let q = next() {
                        guard q == UInt8(ascii: "'") else { continue }
                        guard let r = next() else { return deepest }
                        if r != UInt8(ascii: "'") { pending = r; break }
                    }
                } else if d != UInt8(ascii: "'") {
                    pending = d
                }
            case UInt8(ascii: "{"):
                depth += 1
                deepest = Swift.max(deepest, depth)
            case UInt8(ascii: "}"):
                depth = Swift.max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }
}

/// The argument names of each message pattern, sorted and parsed once per pattern (nil for a pattern ICU
/// cannot parse, which then gets every argument and reports its own error).
final class PatternArgumentNames: @unchecked Sendable {
    static let shared = PatternArgumentNames()
    private let lock = NSLock()
    private var cache: [String: [String]?] = [:]

    func names(in pattern: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[pattern] { return known }
        let names = (try? MessageFormatting.arguments(of: pattern)).map { Set($0.map(\.name)).sorted() }
        if cache.count < 10_000 { cache[pattern] = names }
        return names
    }
}
