/// Parses the subset of the Vega expression language chartnarrate evaluates (`VegaExpression`), by precedence
/// climbing over the characters. Anything outside the subset is refused, naming the construct and where it
/// stands (`offset`, in characters from the start of the expression).
struct VegaExpressionParser {
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    private let chars: [Character]
    private var i = 0

    init(_ text: String) { chars = Array(text) }

    /// The expression in `text`.
    static func parse(_ text: String) throws(Failure) -> VegaExpression {
        var p = VegaExpressionParser(text)
        let e = try p.conditional()
        p.skipSpace()
        if p.i < p.chars.count { throw p.fail("unexpected \"\(p.chars[p.i])\"; expected an operator or the end of the expression") }
        return e
    }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure { Failure(offset: offset ?? i, message: message) }

    private mutating func skipSpace() { while i < chars.count, chars[i].isWhitespace { i += 1 } }

    private mutating func take(_ token: String) -> Bool {
        skipSpace()
        let t = Array(token)
        guard i + t.count <= chars.count, Array(chars[i..<i + t.count]) == t else { return false }
        i += t.count
        return true
    }

    /// The binary operators from loosest to tightest; longer spellings first so `<=` is not read as `<`.
    private static let levels: [[String]] = [["||"], ["&&"], ["===", "!==", "==", "!="], ["<=", ">=", "<", ">"],
                                             ["+", "-"], ["*", "/", "%"]]

    private mutating func conditional() throws(Failure) -> VegaExpression {
        let c = try binary(0)
        guard take("?") else { return c }
        let a = try conditional()
        guard take(":") else { throw fail("expected \":\" of a conditional (a ? b : c)") }
        return .conditional(c, a, try conditional())
    }

    private mutating func binary(_ level: Int) throws(Failure) -> VegaExpression {
        guard level < Self.levels.count else { return try unary() }
        var left = try binary(level + 1)
        while true {
            skipSpace()
            let start = i
            guard let op = Self.levels[level].first(where: { take($0) }) else { return left }
            // `<<` and `>>` are bit shifts, outside the subset.
            if op == "<" || op == ">", i < chars.count, chars[i] == chars[i - 1] {
                throw fail("the shift operator \"\(op)\(op)\" is not supported", at: start)
            }
            left = .binary(op, left, try binary(level + 1))
        }
    }

    private mutating func unary() throws(Failure) -> VegaExpression {
        skipSpace()
        if i < chars.count, chars[i] == "&" || chars[i] == "|" || chars[i] == "~" || chars[i] == "^" {
            throw fail("bit operator \"\(chars[i])\" is not supported")
        }
        for op in ["!", "-", "+"] where take(op) { return .unary(op, try unary()) }
        return try postfix(try primary())
    }

    private mutating func postfix(_ base: VegaExpression) throws(Failure) -> VegaExpression {
        skipSpace()
        if i < chars.count, chars[i] == "." || chars[i] == "[" {
            throw fail("a member of a computed value is not supported; the subset reads datum.field and datum['field']")
        }
        if i < chars.count, chars[i] == "(" { throw fail("only named functions can be called") }
        return base
    }

    private mutating func primary() throws(Failure) -> VegaExpression {
        skipSpace()
        guard i < chars.count else { throw fail("the expression ends where a value was expected") }
        let start = i
        let c = chars[i]
        if take("(") {
            let e = try conditional()
            guard take(")") else { throw fail("expected \")\"") }
            return e
        }
        if c == "\"" || c == "'" { return .literal(.string(try string())) }
        if c.isNumber || c == "." { return .literal(.number(try number())) }
        guard c.isLetter || c == "_" || c == "$" else {
            throw fail(c == "[" ? "array literals are not supported" : c == "{" ? "object literals are not supported" : "unexpected \"\(c)\"; expected a value")
        }
        let name = identifier()
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        case "NaN": return .literal(.number(.nan))
        case "PI": return .literal(.number(Double.pi))
        case "E": return .literal(.number(2.718281828459045))
        case "datum":
            if take(".") {
                skipSpace()
                guard i < chars.count, chars[i].isLetter || chars[i] == "_" || chars[i] == "$" else { throw fail("expected a field name after \"datum.\"") }
                return .field(identifier())
            }
            if take("[") {
                skipSpace()
                guard i < chars.count, chars[i] == "\"" || chars[i] == "'" else { throw fail("datum[…] takes a quoted field name") }
                let field = try string()
                guard take("]") else { throw fail("expected \"]\"") }
                return .field(field)
            }
            throw fail("datum is read as datum.field or datum['field']", at: start)
        default:
            skipSpace()
            guard i < chars.count, chars[i] == "(" else {
                throw fail("\"\(name)\" is not supported; the subset reads datum fields, literals and the functions \(Self.functionList)", at: start)
            }
            guard let arity = VegaExpression.functions[name] else {
                throw fail("the function \(name)() is not supported; the subset has \(Self.functionList)", at: start)
            }
            i += 1
            var args: [VegaExpression] = []
            if !take(")") {
                repeat { args.append(try conditional()) } while take(",")
                guard take(")") else { throw fail("expected \",\" or \")\" in the arguments of \(name)()") }
            }
            guard arity.contains(args.count) else {
                throw fail("\(name)() takes \(arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)") argument\(arity.upperBound == 1 ? "" : "s"), not \(args.count)", at: start)
            }
            return .call(name, args)
        }
    }

    private static let functionList = VegaExpression.functions.keys.sorted().joined(separator: ", ")

    private mutating func identifier() -> String {
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "$" { i += 1 }
        return String(chars[start..<i])
    }

    private mutating func string() throws(Failure) -> String {
        let quote = chars[i], start = i
        i += 1
        var out = ""
        while i < chars.count, chars[i] != quote {
            if chars[i] == "\\", i + 1 < chars.count {
                i += 1
                switch chars[i] {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(chars[i])
                }
            } else {
                out.append(chars[i])
            }
            i += 1
        }
        guard i < chars.count else { throw fail("this string is not closed", at: start) }
        i += 1
        return out
    }

    private mutating func number() throws(Failure) -> Double {
        let start = i
        while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            i += 1
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
            while i < chars.count, chars[i].isNumber { i += 1 }
        }
        guard let n = Double(String(chars[start..<i])) else { throw fail("\"\(String(chars[start..<i]))\" is not a number", at: start) }
        return n
    }
}
