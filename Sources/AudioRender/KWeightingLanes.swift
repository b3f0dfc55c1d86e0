/// K-weighted energy of whole 100 ms cells, four cells at a time in parallel lanes (SIMD): a recursive
/// filter is bound by its own latency, so one stream cannot go faster, but four independent ones can.
///
/// Each lane starts from silence `warmUp` frames before its cell and runs through them: the filter forgets
/// where it started (its slowest pole, the 38 Hz high-pass, decays to below 1e-4 in 2,048 frames at 48 kHz,
/// so the energy differs from a filter that ran from the start by about a billionth).
struct KWeightingLanes {
    let filter: KWeighting
    let warmUp: Int

    init(sampleRate: Int) {
        filter = KWeighting(sampleRate: sampleRate)
        warmUp = sampleRate * 2048 / 48000
    }

    /// Energies of the four consecutive cells of `cellFrames` frames starting at `x` (channel `channel` of
    /// `channels` interleaved); `x − warmUp` frames back must be readable.
    ///
    /// The lanes are four scalar states rather than a generic `SIMD4`: as fast once optimized (four
    /// independent recursions in flight), and a debug build, which runs the tests, does not pay for generic
    /// SIMD element access on every sample (it made rendering four times slower there).
    func energies(_ x: UnsafePointer<Float>, cellFrames: Int, channel: Int, channels: Int) -> SIMD4<Double> {
        var a = KWeighting.Lane(), b = KWeighting.Lane(), c = KWeighting.Lane(), d = KWeighting.Lane()
        var sa = 0.0, sb = 0.0, sc = 0.0, sd = 0.0
        let step = cellFrames * channels
        let shelf = filter.shelf, highPass = filter.highPass
        var p = x + channel - warmUp * channels
        for _ in 0..<warmUp {
            _ = a.step(Double(p[0]), shelf, highPass)
            _ = b.step(Double(p[step]), shelf, highPass)
            _ = c.step(Double(p[2 * step]), shelf, highPass)
            _ = d.step(Double(p[3 * step]), shelf, highPass)
            p += channels
        }
        for _ in 0..<cellFrames {
            let za = a.step(Double(p[0]), shelf, highPass)
            let zb = b.step(Double(p[step]), shelf, highPass)
            let zc = c.step(Double(p[2 * step]), shelf, highPass)
            let zd = d.step(Double(p[3 * step]), shelf, highPass)
            sa += za * za
            sb += zb * zb
            sc += zc * zc
            sd += zd * zd
            p += channels
        }
        return SIMD4(sa, sb, sc, sd)
    }
}
