/// Why a descriptor could not be read.
public enum DescriptorError: Error, CustomStringConvertible {
    /// The input could not be opened or read (the CLI exits 66).
    case unreadable(path: String, reason: String)
    /// The input was read but is not a valid descriptor; every problem found, located (the CLI exits 65).
    case invalid([Diagnostic])

    /// One line per problem, ready for standard error.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): cannot read the descriptor: \(reason); check the path and its permissions"
        case let .invalid(diagnostics):
            return diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// The located problems (empty for `unreadable`).
    public var diagnostics: [Diagnostic] {
        if case let .invalid(list) = self { return list }
        return []
    }
}
