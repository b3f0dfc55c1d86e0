/// Parses the subset of the Vega expression language chartnarrate evaluates (`VegaExpression`), by precedence
/// climbing over the characters. Anything outside the subset is refused, naming the construct and where it
/// stands (`offset`, in characters from the start of the expression). Nesting is bounded (`maxDepth`): the
/// parser, the evaluation and the tree's release all recurse, so 10,000 parentheses or a sum of 100,000 terms
/// ran the stack out; they are refused, located where the limit is passed.
struct VegaExpressionParser {
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    /// How deep an expression may nest: parentheses, calls, unary operators, conditionals, and each operator of
    /// a chain (`a + b + c` is two deep) count one level. Real specs stay far below it.
    static let maxDepth = 100

    /// A parsed expression and the height of its tree.
    private typealias Parsed = (expr: VegaExpression, height: Int)

    private let chars: [Character]
    private var i = 0
    /// How many `conditional` and unary parses are open: bounds the parser's own recursion.
    private var open = 0

    init(_ text: String) { chars = Array(text) }

    /// The expression in `text`.
    static func parse(_ text: String) throws(Failure) -> VegaExpression {
        var p = VegaExpressionParser(text)
        let e = try p.conditional()
        p.skipSpace()
        if p.i < p.chars.count { throw p.fail("unexpected \"\(p.chars[p.i])\"; expected an operator or the end of the expression") }
        return e.expr
    }

    private var tooDeep: Failure {
        fail("the expression nests more than \(Self.maxDepth) levels deep (parentheses, calls, operators or terms of a chain); split it into several calculate transforms")
    }

    /// One more open level of the parser's recursion.
    private mutating func enter() throws(Failure) {
        open += 1
        if open > Self.maxDepth { throw tooDeep }
    }

    /// `expr`, whose tree is `height` deep, refused past `maxDepth`.
    private func node(_ expr: VegaExpression, _ height: Int) throws(Failure) -> Parsed {
        if height > Self.maxDepth { throw tooDeep }
        return (expr, height)
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

    private mutating func conditional() throws(Failure) -> Parsed {
        try enter()
        defer { open -= 1 }
        let c = try binary()
        guard take("?") else { return c }
        let a = try conditional()
        guard take(":") else { throw fail("expected \":\" of a conditional (a ? b : c)") }
        let b = try conditional()
        return try node(.conditional(c.expr, a.expr, b.expr), 1 + Swift.max(c.height, a.height, b.height))
    }

    /// A chain of binary operators, read by precedence climbing with explicit stacks (operands, operators)
    /// rather than a recursion per precedence level: each parenthesis then costs the parser four frames, not ten.
    private mutating func binary() throws(Failure) -> Parsed {
        var operands: [Parsed] = [try unary()]
        var operators: [(op: String, level: Int)] = []
        func reduce() throws(Failure) {
            let right = operands.removeLast(), left = operands.removeLast(), op = operators.removeLast().op
            operands.append(try node(.binary(op, left.expr, right.expr), 1 + Swift.max(left.height, right.height)))
        }
        while let (op, level) = try binaryOperator() {
            // Left-associative: what is bound as tightly or tighter on the left is complete.
            while let top = operators.last, top.level >= level { try reduce() }
            operators.append((op, level))
            operands.append(try unary())
        }
        while !operators.isEmpty { try reduce() }
        return operands[0]
    }

    /// The binary operator at the cursor, taken, with its level in `levels`; nil when there is none.
    private mutating func binaryOperator() throws(Failure) -> (String, Int)? {
        skipSpace()
        let start = i
        for (level, ops) in Self.levels.enumerated() {
            guard let op = ops.first(where: { take($0) }) else { continue }
            // `<<` and `>>` are bit shifts, outside the subset.
            if op == "<" || op == ">", i < chars.count, chars[i] == chars[i - 1] {
                throw fail("the shift operator \"\(op)\(op)\" is not supported", at: start)
            }
            return (op, level)
        }
        return nil
    }

    private mutating func unary() throws(Failure) -> Parsed {
        skipSpace()
        if i < chars.count, chars[i] == "&" || chars[i] == "|" || chars[i] == "~" || chars[i] == "^" {
            throw fail("bit operator \"\(chars[i])\" is not supported")
        }
        for op in ["!", "-", "+"] where take(op) {
            try enter()
            defer { open -= 1 }
            let operand = try unary()
            return try node(.unary(op, operand.expr), operand.height + 1)
        }
        return try postfix(try primary())
    }

    private mutating func postfix(_ base: Parsed) throws(Failure) -> Parsed {
        skipSpace()
        if i < chars.count, chars[i] == "." || chars[i] == "[" {
            throw fail("a member of a computed value is not supported; the subset reads datum.field and datum['field']")
        }
        if i < chars.count, chars[i] == "(" { throw fail("only named functions can be called") }
        return base
    }

    private mutating func primary() throws(Failure) -> Parsed {
        skipSpace()
        guard i < chars.count else { throw fail("the expression ends where a value was expected") }
        let start = i
        let c = chars[i]
        if take("(") {
            let e = try conditional()
            guard take(")") else { throw fail("expected \")\"") }
            return e
        }
        if c == "\"" || c == "'" { return (.literal(.string(try string())), 1) }
        if c.isNumber || c == "." { return (.literal(.number(try number())), 1) }
        guard c.isLetter || c == "_" || c == "$" else {
            throw fail(c == "[" ? "array literals are not supported" : c == "{" ? "object literals are not supported" : "unexpected \"\(c)\"; expected a value")
        }
        let name = identifier()
        switch name {
        case "true": return (.literal(.bool(true)), 1)
        case "false": return (.literal(.bool(false)), 1)
        case "null": return (.literal(.null), 1)
        case "NaN": return (.literal(.number(.nan)), 1)
        case "PI": return (.literal(.number(Double.pi)), 1)
        case "E": return (.literal(.number(2.718281828459045)), 1)
        case "datum":
            if take(".") {
                skipSpace()
                guard i < chars.count, chars[i].isLetter || chars[i] == "_" || chars[i] == "$" else { throw fail("expected a field name after \"datum.\"") }
                return (.field(identifier()), 1)
            }
            if take("[") {
                skipSpace()
                guard i < chars.count, chars[i] == "\"" || chars[i] == "'" else { throw fail("datum[…] takes a quoted field name") }
                let field = try string()
                guard take("]") else { throw fail("expected \"]\"") }
                return (.field(field), 1)
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
            var args: [Parsed] = []
            if !take(")") {
                repeat { args.append(try conditional()) } while take(",")
                guard take(")") else { throw fail("expected \",\" or \")\" in the arguments of \(name)()") }
            }
            guard arity.contains(args.count) else {
                throw fail("\(name)() takes \(arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)") argument\(arity.upperBound == 1 ? "" : "s"), not \(args.count)", at: start)
            }
            return try node(.call(name, args.map(\.expr)), 1 + (args.map(\.height).max() ?? 0))
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
