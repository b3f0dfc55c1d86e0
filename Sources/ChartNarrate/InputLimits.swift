/// Bounds on what a run reads, so hostile or mistaken input fails clearly instead of exhausting memory.
public struct InputLimits: Sendable, Hashable {
    /// The most bytes read from one descriptor (file, standard input, pipe or device).
    public var maxBytes: Int
    /// The most points in one descriptor, all charts and series together.
    public var maxPoints: Int

    /// 1 GiB: ten times a 10-million-point descriptor in the point form.
    public static let defaultMaxBytes = 1 << 30
    /// 20 million points.
    public static let defaultMaxPoints = 20_000_000

    /// Creates limits; the defaults are generous for real charts.
    public init(maxBytes: Int = InputLimits.defaultMaxBytes, maxPoints: Int = InputLimits.defaultMaxPoints) {
        self.maxBytes = maxBytes
        self.maxPoints = maxPoints
    }
}
