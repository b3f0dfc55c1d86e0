import Foundation

/// K-weighted energy in consecutive 100 ms cells (sum over channels of squared filtered samples), and the
/// gated integrated loudness of ITU-R BS.1770-4 computed from them: 400 ms blocks every 100 ms (four cells),
/// an absolute gate at −70 LUFS, then a relative gate 10 LU below the loudness of the blocks that passed.
/// Blocks start at the first cell and a trailing part-cell is not measured, as libebur128 does.
struct LoudnessCells: Sendable {
    /// Frames in one cell (a tenth of a second).
    let cellFrames: Int
    /// Energy per cell.
    var energy: [Double] = []

    init(sampleRate: Int) { cellFrames = sampleRate / 10 }

    /// Adds `value` to cell `index`, growing the list.
    @inline(__always)
    mutating func add(_ value: Double, cell index: Int) {
        if index >= energy.count { energy.append(contentsOf: repeatElement(0, count: index + 1 - energy.count)) }
        energy[index] += value
    }

    /// Integrated loudness in LUFS of the first `frames` frames (−infinity when no block passes the gates).
    func integrated(frames: Int) -> Double {
        Self.integrated(blocks: blockPowers(frames: frames))
    }

    /// Mean-square power of every complete 400 ms block within the first `frames` frames.
    func blockPowers(frames: Int) -> [Double] {
        let cells = frames / cellFrames
        guard cells >= 4 else { return [] }
        func e(_ i: Int) -> Double { i < energy.count ? energy[i] : 0 }
        let scale = 1 / Double(4 * cellFrames)
        return (0...(cells - 4)).map { j in (e(j) + e(j + 1) + e(j + 2) + e(j + 3)) * scale }
    }

    /// BS.1770 gating over block powers (mean squares already weighted and summed over channels).
    static func integrated(blocks: [Double]) -> Double {
        let absoluteGate = pow(10, (-70 + 0.691) / 10)
        var sum = 0.0, count = 0
        for z in blocks where z > absoluteGate { sum += z; count += 1 }
        guard count > 0 else { return -.infinity }
        let relativeGate = sum / Double(count) * pow(10, -10.0 / 10)
        var gated = 0.0, gatedCount = 0
        for z in blocks where z > absoluteGate && z > relativeGate { gated += z; gatedCount += 1 }
        guard gatedCount > 0 else { return -.infinity }
        return loudness(power: gated / Double(gatedCount))
    }

    /// LUFS of a mean-square power.
    static func loudness(power: Double) -> Double { power > 0 ? -0.691 + 10 * log10(power) : -.infinity }
}
