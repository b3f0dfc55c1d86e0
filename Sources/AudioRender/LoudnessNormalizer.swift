import Foundation

/// Brings a programme to a target integrated loudness with a true-peak ceiling.
///
/// Gain first; if the true peak would then exceed the limit, a gentle look-ahead limiter holds
/// the peaks (speech at −16 LUFS has a few syllable peaks near 0 dBFS — lowering the whole
/// programme instead would miss the loudness target by several LU). The limiter's sample-peak
/// ceiling starts 0.5 dB below the limit, leaving room for inter-sample peaks; each pass re-measures
/// with libebur128 and corrects gain and ceiling. If the passes do not converge, the programme is
/// finally turned down until the true peak complies: the peak limit wins over the loudness target.
struct LoudnessNormalizer {
    var targetLUFS: Double
    var truePeakLimit: Double
    var tolerance: Double = 0.1

    func normalize(_ samples: [Float], channels: Int, sampleRate: Int) throws -> (samples: [Float], loudness: Loudness) {
        let initial = try LoudnessMeter.integrated(samples, channels: channels, sampleRate: sampleRate)
        guard initial.isFinite else {
            return (samples, try LoudnessMeter.measure(samples, channels: channels, sampleRate: sampleRate))
        }
        var gainDB = targetLUFS - initial
        var ceilingDB = truePeakLimit - 0.5
        var output = samples
        var measured = Loudness(integrated: initial, truePeak: 0)
        for _ in 0..<6 {
            let gain = Float(pow(10, gainDB / 20))
            output = samples.map { $0 * gain }
            PeakLimiter(ceiling: Float(pow(10, ceilingDB / 20))).apply(&output, channels: channels, sampleRate: sampleRate)
            measured = try LoudnessMeter.measure(output, channels: channels, sampleRate: sampleRate)
            let loudnessOK = abs(measured.integrated - targetLUFS) <= tolerance
            let peakOK = measured.truePeak <= truePeakLimit
            if loudnessOK && peakOK { return (output, measured) }
            if !peakOK { ceilingDB -= measured.truePeak - truePeakLimit + 0.1 }
            gainDB += targetLUFS - measured.integrated
        }
        if measured.truePeak > truePeakLimit {
            let trim = Float(pow(10, (truePeakLimit - measured.truePeak - 0.05) / 20))
            output = output.map { $0 * trim }
            measured = try LoudnessMeter.measure(output, channels: channels, sampleRate: sampleRate)
        }
        return (output, measured)
    }
}
