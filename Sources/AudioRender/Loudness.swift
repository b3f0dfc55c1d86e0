/// An EBU R128 / ITU-R BS.1770 measurement (libebur128).
public struct Loudness: Sendable, Hashable {
    /// Integrated loudness in LUFS (−infinity for silence or audio shorter than one 400 ms block).
    public var integrated: Double
    /// The highest true peak over all channels, in dBTP.
    public var truePeak: Double

    /// Creates a measurement.
    package init(integrated: Double, truePeak: Double) {
        self.integrated = integrated
        self.truePeak = truePeak
    }
}
