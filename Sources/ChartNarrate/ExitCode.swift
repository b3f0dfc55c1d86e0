/// The process exit codes of chartnarrate (BSD sysexits values), documented in `--help` and the README.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case success = 0
    /// The command line was wrong (unknown option, missing value, unknown language).
    case usage = 64
    /// The descriptor is not valid (malformed XML, entities, validation errors).
    case invalidDescriptor = 65
    /// The descriptor file does not exist or cannot be read.
    case inputUnreadable = 66
    /// A bug or an unexpected failure inside chartnarrate.
    case internalError = 70
    /// An output file could not be created.
    case cannotCreateOutput = 73

    /// One line explaining the code, for `--help` and the README.
    public var meaning: String {
        switch self {
        case .success: "success"
        case .usage: "usage error (bad option or value, unknown language, outputs that clash)"
        case .invalidDescriptor: "invalid descriptor (malformed XML, forbidden entities, validation errors, over a limit)"
        case .inputUnreadable: "input not found, unreadable or a folder"
        case .internalError: "internal error"
        case .cannotCreateOutput: "cannot create or write an output (standard output included)"
        }
    }
}
