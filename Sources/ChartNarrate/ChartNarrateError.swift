import ChartDescriptorXML

/// Any failure the façade reports, with the exit code the command line uses for it.
public enum ChartNarrateError: Error, CustomStringConvertible {
    /// The descriptor could not be read or is invalid.
    case descriptor(DescriptorError)
    /// The descriptor parsed but says something that cannot be narrated (e.g. an invalid ICU skeleton in `format=`).
    case invalidContent(String)
    /// The input or the work it asks for is over a limit (size, points, programme length, text length).
    case limit(String)
    /// Audio could not be rendered (e.g. a missing espeak-ng voice); the message says what to install or choose.
    case audio(String)
    /// The request cannot be met as asked (e.g. an unknown language); the message says what is possible.
    case usage(String)
    /// An output file could not be created or written.
    case output(path: String, reason: String)
    /// Something failed that should not have; please report it.
    case internalError(String)

    /// The process exit code for this error.
    public var exitCode: ExitCode {
        switch self {
        case .descriptor(.unreadable): .inputUnreadable
        case .descriptor(.invalid): .invalidDescriptor
        case .invalidContent: .invalidDescriptor
        case .limit: .invalidDescriptor
        case .audio: .internalError
        case .usage: .usage
        case .output: .cannotCreateOutput
        case .internalError: .internalError
        }
    }

    /// A message a user can act on (one line per diagnostic for invalid descriptors).
    public var description: String {
        switch self {
        case .descriptor(let error): error.description
        case .invalidContent(let message): message
        case .limit(let message): message
        case .audio(let message): message
        case .usage(let message): message
        case .output(let path, let reason): "\(path): cannot write: \(reason)"
        case .internalError(let message): "internal error: \(message) (please report this with the input that caused it)"
        }
    }
}
