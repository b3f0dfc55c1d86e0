import ChartDescriptorXML

/// A strict RFC 8259 JSON parser that keeps positions: Foundation's JSONSerialization gives values without
/// them, and a Vega-Lite problem ("mark \"arc\" is not supported") must point at its line and column. It accepts
/// exactly JSON: no comments, no trailing commas, no NaN; strings with every escape and surrogate pairs; numbers
/// by the JSON grammar; nesting up to 512 levels. A byte order mark is skipped.
package struct JSONParser: Sendable {
    /// The deepest nesting accepted (a guard against stack exhaustion on hostile input).
    package static let maxDepth = 512

    /// Creates a parser.
    package init() {}

    /// Parses `text`; errors are located diagnostics naming `fileName`.
    package func parse(_ text: String, fileName: String) throws(DescriptorError) -> LocatedJSON {
        var state = State(scalars: Array(text.unicodeScalars), fileName: fileName)
        if state.peek == "\u{FEFF}" { state.advance() }
        state.skipSpace()
        let value = try state.value(depth: 0)
        state.skipSpace()
        guard state.atEnd else { throw state.error("unexpected \(state.describePeek()) after the JSON value; a file holds one value") }
        return value
    }

    private struct State {
        let scalars: [Unicode.Scalar]
        let fileName: String
        var i = 0, line = 1, column = 1

        init(scalars: [Unicode.Scalar], fileName: String) {
            self.scalars = scalars
            self.fileName = fileName
        }

        var atEnd: Bool { i >= scalars.count }
        var peek: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

        mutating func advance() {
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }

        func error(_ message: String) -> DescriptorError {
            .invalid([Diagnostic(file: fileName, line: line, column: column, message: message)])
        }

        func describePeek() -> String {
            guard let c = peek else { return "end of file" }
            if c.value < 0x20 { return String(format: "control character U+%04X", c.value) }
            return "'\(Character(c))'"
        }

        mutating func skipSpace() {
            while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
        }

        mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(DescriptorError) {
            guard peek == c else { throw error("expected \(what), found \(describePeek())") }
            advance()
        }

        mutating func value(depth: Int) throws(DescriptorError) -> LocatedJSON {
            guard depth < JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
            let (l, c) = (line, column)
            guard let s = peek else { throw error("expected a value, found end of file") }
            let v: LocatedJSON.Value
            switch s {
            case "{": v = try object(depth: depth)
            case "[": v = try array(depth: depth)
            case "\"": v = .string(try string())
            case "t": try word("true"); v = .bool(true)
            case "f": try word("false"); v = .bool(false)
            case "n": try word("null"); v = .null
            case "-", "0"..."9": v = .number(try number())
            default:
                throw error("expected a value (object, array, string, number, true, false or null), found \(describePeek())")
            }
            return LocatedJSON(value: v, line: l, column: c)
        }

        mutating func word(_ w: String) throws(DescriptorError) {
            let start = (line, column)
            for expected in w.unicodeScalars {
                guard peek == expected else {
                    throw .invalid([Diagnostic(file: fileName, line: start.0, column: start.1, message: "expected \(w) (JSON has no other bare words)")])
                }
                advance()
            }
        }

        mutating func object(depth: Int) throws(DescriptorError) -> LocatedJSON.Value {
            advance()
            var members: [LocatedJSON.Member] = []
            skipSpace()
            if peek == "}" { advance(); return .object(members) }
            while true {
                skipSpace()
                let (l, c) = (line, column)
                guard peek == "\"" else { throw error("expected a member name in double quotes, found \(describePeek())") }
                let key = try string()
                skipSpace()
                try expect(":", "':' after the member name \"\(key)\"")
                skipSpace()
                let v = try value(depth: depth + 1)
                members.append(LocatedJSON.Member(key: key, keyLine: l, keyColumn: c, value: v))
                skipSpace()
                if peek == "," { advance(); continue }
                if peek == "}" { advance(); return .object(members) }
                throw error("expected ',' or '}' after the value of \"\(key)\", found \(describePeek())")
            }
        }

        mutating func array(depth: Int) throws(DescriptorError) -> LocatedJSON.Value {
            advance()
            var elements: [LocatedJSON] = []
            skipSpace()
            if peek == "]" { advance(); return .array(elements) }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                if peek == "," { advance(); continue }
                if peek == "]" { advance(); return .array(elements) }
                throw error("expected ',' or ']' after an array element, found \(describePeek())")
            }
        }

        mutating func string() throws(DescriptorError) -> String {
            let (l, c) = (line, column)
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard let s = peek else {
                    throw .invalid([Diagnostic(file: fileName, line: l, column: c, message: "this string is never closed; add the closing \"")])
                }
                if s == "\"" { advance(); return String(out) }
                if s.value < 0x20 { throw error("a string cannot hold \(describePeek()); write it as an escape such as \\n") }
                if s != "\\" { out.append(s); advance(); continue }
                advance()
                guard let e = peek else { throw error("an escape was cut off by the end of the file") }
                advance()
                switch e {
                case "\"": out.append("\"")
                case "\\": out.append("\\")
                case "/": out.append("/")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var unit = try hex4()
                    if (0xD800...0xDBFF).contains(unit) {
                        guard peek == "\\" else { throw error("a lone high surrogate \\u\(String(unit, radix: 16)) must be followed by its low surrogate") }
                        advance()
                        guard peek == "u" else { throw error("a high surrogate must be followed by \\u and its low surrogate") }
                        advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("\\u\(String(low, radix: 16)) is not a low surrogate") }
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(unit) {
                        throw error("a lone low surrogate \\u\(String(unit, radix: 16)) is not a character")
                    }
                    out.append(Unicode.Scalar(unit)!)
                default:
                    throw error("\\\(Character(e)) is not a JSON escape (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
                }
            }
        }

        mutating func hex4() throws(DescriptorError) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard let c = peek, let d = Character(c).hexDigitValue else { throw error("\\u needs four hexadecimal digits") }
                v = v * 16 + UInt32(d)
                advance()
            }
            return v
        }

        mutating func number() throws(DescriptorError) -> Double {
            let (l, c) = (line, column)
            var text = ""
            func digits(_ state: inout State) -> Int {
                var n = 0
                while let d = state.peek, ("0"..."9").contains(d) { text.unicodeScalars.append(d); state.advance(); n += 1 }
                return n
            }
            if peek == "-" { text.append("-"); advance() }
            if peek == "0" {
                text.append("0"); advance()
                if let d = peek, ("0"..."9").contains(d) { throw error("a number cannot have a leading zero") }
            } else if digits(&self) == 0 {
                throw error("expected digits after '-'")
            }
            if peek == "." {
                text.append("."); advance()
                guard digits(&self) > 0 else { throw error("expected digits after the decimal point") }
            }
            if peek == "e" || peek == "E" {
                text.append("e"); advance()
                if peek == "+" || peek == "-" { text.unicodeScalars.append(peek!); advance() }
                guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
            }
            guard let v = Double(text), v.isFinite else {
                throw .invalid([Diagnostic(file: fileName, line: l, column: c, message: "the number \(text) is too large for a double")])
            }
            return v
        }
    }
}
