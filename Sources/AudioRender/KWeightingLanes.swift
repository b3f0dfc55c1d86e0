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

    /// Adds the squared K-weighted samples of channel `channel` (of `channels` interleaved) of the `count`
    /// frames at `x` into `squares`, in four lanes over the quarters of the run. The first quarter continues
    /// `state` (where the previous run ended); the others start from silence `warmUp` frames before their
    /// quarter, inside the run (`count` ≥ 4·`warmUp`). `state` ends as the filter after the last frame.
    ///
    /// The lanes' squares are stored side by side, as the optimizer needs to run them in vector registers:
    /// frame j of the run is at `squareIndex(j, count:)`.
    func addSquares(_ x: UnsafePointer<Float>, count: Int, channel: Int, channels: Int,
                    state: inout KWeighting.Lane, into squares: UnsafeMutablePointer<Double>) {
        precondition(count >= 4 * warmUp)
        let q = count / 4
        let step = q * channels
        let shelf = filter.shelf, highPass = filter.highPass
        var a = state, b = KWeighting.Lane(), c = KWeighting.Lane(), d = KWeighting.Lane()
        var p = x + channel + (q - warmUp) * channels
        for _ in 0..<warmUp {
            _ = b.step(Double(p[0]), shelf, highPass)
            _ = c.step(Double(p[step]), shelf, highPass)
            _ = d.step(Double(p[2 * step]), shelf, highPass)
            p += channels
        }
        p = x + channel
        for i in 0..<q {
            let za = a.step(Double(p[0]), shelf, highPass)
            let zb = b.step(Double(p[step]), shelf, highPass)
            let zc = c.step(Double(p[2 * step]), shelf, highPass)
            let zd = d.step(Double(p[3 * step]), shelf, highPass)
            squares[4 * i] += za * za
            squares[4 * i + 1] += zb * zb
            squares[4 * i + 2] += zc * zc
            squares[4 * i + 3] += zd * zd
            p += channels
        }
        for i in (4 * q)..<count {
            let z = d.step(Double(x[channel + i * channels]), shelf, highPass)
            squares[i] += z * z
        }
        state = d
    }

    /// The K-weighted energy of `count` mono samples at `x`, continuing `state` (which ends as the filter
    /// after the last sample): in four lanes as `addSquares` when the run is long enough, else one filter.
    func energy(_ x: UnsafePointer<Float>, count: Int, state: inout KWeighting.Lane) -> Double {
        guard count >= 8 * warmUp else {
            var sum = 0.0
            for i in 0..<count {
                let z = state.step(Double(x[i]), filter.shelf, filter.highPass)
                sum += z * z
            }
            return sum
        }
        let squares = UnsafeMutablePointer<Double>.allocate(capacity: count)
        defer { squares.deallocate() }
        squares.update(repeating: 0, count: count)
        addSquares(x, count: count, channel: 0, channels: 1, state: &state, into: squares)
        var sum = 0.0
        for j in 0..<count { sum += squares[Self.squareIndex(j, count: count)] }
        return sum
    }

    /// Where `addSquares` stores frame `j` of a run of `count` frames (the frames after the four quarters,
    /// fewer than four, stay in place).
    @inline(__always)
    static func squareIndex(_ j: Int, count: Int) -> Int {
        let q = count / 4
        guard j < 4 * q else { return j }
        let lane = j / q
        return 4 * (j - lane * q) + lane
    }
}
