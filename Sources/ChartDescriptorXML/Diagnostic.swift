/// One located problem in a descriptor, printed as `file:line:column: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file name as given (or the name passed for in-memory input such as standard input).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the form compilers use so editors can jump to it.
    public var description: String { "\(file):\(line):\(column): \(message)" }

    /// `message` with every quoted value longer than 80 characters cut to its first 60 and a count, so a
    /// diagnostic about a 500 KB attribute stays one readable line.
    package static func abbreviatingQuotes(_ message: String) -> String {
        guard message.count > 200 else { return message }
        var out = ""
        var quoted: String?
        for c in message {
            if c == "\"" {
                if let q = quoted {
                    out += (q.count > 80 ? String(q.prefix(60)) + "…(\(q.count) characters)" : q) + "\""
                    quoted = nil
                } else {
                    out.append(c)
                    quoted = ""
                }
            } else if quoted != nil {
                quoted!.append(c)
            } else {
                out.append(c)
            }
        }
        return out + (quoted ?? "")
    }
}
