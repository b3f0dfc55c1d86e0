/// What an additional numeric axis controls while a series plays.
public enum AdditionalAxisEncoding: Sendable, Hashable {
    /// Louder for higher values (about 10 dB from the bottom to the top of the axis).
    case loudness(axisID: String)
    /// Brighter (more upper harmonics) for higher values.
    case brightness(axisID: String)

    /// The id of the additional axis that drives the encoding.
    public var axisID: String {
        switch self {
        case .loudness(let id), .brightness(let id): id
        }
    }
}
