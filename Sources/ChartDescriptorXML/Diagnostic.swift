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
}
