/// A template block's `when` condition, in a deliberately tiny language (see docs/narration.md):
///
///     expr  := and ("||" and)*          and := unary ("&&" unary)*
///     unary := "!" unary | "(" expr ")" | name [op literal]
///     op    := == | != | > | >= | < | <=
///
/// A bare name is true when its value is a non-zero number or a string other than "" and "no".
/// The right side of a comparison is a number, else a name in scope (its value), else a word.
/// Comparisons are numeric when both sides are numbers, else string comparisons; an unknown name is false.
indirect enum Condition: Sendable, Hashable {
    case truthy(String)
    case compare(String, String, String)
    case not(Condition)
    case and(Condition, Condition)
    case or(Condition, Condition)

    /// Parses a condition; throws a message naming the offending token.
    static func parse(_ text: String) throws(ConditionSyntaxError) -> Condition {
        var parser = Parser(tokens: try tokenize(text))
        let result = try parser.expression()
        if parser.position < parser.tokens.count {
            throw ConditionSyntaxError(text: text, problem: "unexpected '\(parser.tokens[parser.position])'")
        }
        return result
    }

    /// Whether the condition holds for these message arguments.
    func holds(in context: [String: MessageArgument]) -> Bool {
        switch self {
        case .truthy(let name):
            switch context[name] {
            case .number(let n)?: return n != 0
            case .string(let s)?: return !s.isEmpty && s != "no"
            case nil: return false
            }
        case .compare(let name, let op, let literal):
            guard let value = context[name] else { return false }
            // The right side is a number, else the value of a name in scope, else a word.
            let other: MessageArgument = Double(literal).map { .number($0) } ?? context[literal] ?? .string(literal)
            if case .number(let n) = value, case .number(let m) = other {
                switch op {
                case "==": return n == m
                case "!=": return n != m
                case ">": return n > m
                case ">=": return n >= m
                case "<": return n < m
                default: return n <= m
                }
            }
            func text(_ a: MessageArgument) -> String {
                switch a {
                case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                case .string(let t): return t
                }
            }
            let (s, t) = (text(value), text(other))
            switch op {
            case "==": return s == t
            case "!=": return s != t
            case ">": return s > t
            case ">=": return s >= t
            case "<": return s < t
            default: return s <= t
            }
        case .not(let c): return !c.holds(in: context)
        case .and(let a, let b): return a.holds(in: context) && b.holds(in: context)
        case .or(let a, let b): return a.holds(in: context) || b.holds(in: context)
        }
    }

    /// The names the condition reads: every bare name and every compared left side. A compared right side that
    /// is no number is a name where one is declared, else a word, so it is not among them.
    var readNames: [String] {
        switch self {
        case .truthy(let name), .compare(let name, _, _): return [name]
        case .not(let c): return c.readNames
        case .and(let a, let b), .or(let a, let b): return a.readNames + b.readNames
        }
    }

    /// Every comparison's name and right side, as written.
    var comparisons: [(name: String, value: String)] {
        switch self {
        case .truthy: return []
        case .compare(let name, _, let value): return [(name, value)]
        case .not(let c): return c.comparisons
        case .and(let a, let b), .or(let a, let b): return a.comparisons + b.comparisons
        }
    }

    private static let operators = ["==", "!=", ">=", "<=", "&&", "||", ">", "<", "!", "(", ")"]

    private static func tokenize(_ text: String) throws(ConditionSyntaxError) -> [String] {
        var tokens: [String] = []
        var rest = Substring(text)
        while let c = rest.first {
            if c.isWhitespace { rest = rest.dropFirst(); continue }
            if let op = operators.first(where: { rest.hasPrefix($0) }) {
                tokens.append(op)
                rest = rest.dropFirst(op.count)
                continue
            }
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
            if word.isEmpty { throw ConditionSyntaxError(text: text, problem: "unexpected '\(c)'") }
            tokens.append(String(word))
            rest = rest.dropFirst(word.count)
        }
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        var position = 0

        mutating func next() -> String? {
            guard position < tokens.count else { return nil }
            defer { position += 1 }
            return tokens[position]
        }

        func peek() -> String? { position < tokens.count ? tokens[position] : nil }

        mutating func expression() throws(ConditionSyntaxError) -> Condition {
            var left = try conjunction()
            while peek() == "||" {
                position += 1
                left = .or(left, try conjunction())
            }
            return left
        }

        mutating func conjunction() throws(ConditionSyntaxError) -> Condition {
            var left = try unary()
            while peek() == "&&" {
                position += 1
                left = .and(left, try unary())
            }
            return left
        }

        mutating func unary() throws(ConditionSyntaxError) -> Condition {
            guard let token = next() else { throw ConditionSyntaxError(text: tokens.joined(separator: " "), problem: "unexpected end") }
            if token == "!" { return .not(try unary()) }
            if token == "(" {
                let inner = try expression()
                guard next() == ")" else { throw ConditionSyntaxError(text: tokens.joined(separator: " "), problem: "missing ')'") }
                return inner
            }
            guard !Condition.operators.contains(token) else {
                throw ConditionSyntaxError(text: tokens.joined(separator: " "), problem: "unexpected '\(token)'")
            }
            if let op = peek(), ["==", "!=", ">", ">=", "<", "<="].contains(op) {
                position += 1
                guard let literal = next(), !Condition.operators.contains(literal) else {
                    throw ConditionSyntaxError(text: tokens.joined(separator: " "), problem: "missing value after '\(op)'")
                }
                return .compare(token, op, literal)
            }
            return .truthy(token)
        }
    }
}

/// A `when` condition that does not parse.
struct ConditionSyntaxError: Error, CustomStringConvertible {
    /// The condition as written.
    let text: String
    /// What is wrong.
    let problem: String
    var description: String { "condition \"\(text)\": \(problem)" }
}
