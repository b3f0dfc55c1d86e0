import Foundation
import CEbur128

/// Measures interleaved PCM with libebur128.
package enum LoudnessMeter {
    /// Measures integrated loudness and true peak of interleaved `samples`.
    package static func measure(_ samples: [Float], channels: Int, sampleRate: Int) throws -> Loudness {
        let mode = Int32(EBUR128_MODE_I.rawValue | EBUR128_MODE_TRUE_PEAK.rawValue)
        guard let state = ebur128_init(UInt32(channels), UInt(sampleRate), mode) else {
            throw AudioRenderError.loudnessMeasurementFailed
        }
        var handle: UnsafeMutablePointer<ebur128_state>? = state
        defer { ebur128_destroy(&handle) }
        let frames = samples.count / channels
        let status = samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, frames) }
        guard status == EBUR128_SUCCESS.rawValue else { throw AudioRenderError.loudnessMeasurementFailed }
        var integrated = 0.0
        guard ebur128_loudness_global(state, &integrated) == EBUR128_SUCCESS.rawValue else {
            throw AudioRenderError.loudnessMeasurementFailed
        }
        var peak = 0.0
        for channel in 0..<channels {
            var value = 0.0
            guard ebur128_true_peak(state, UInt32(channel), &value) == EBUR128_SUCCESS.rawValue else {
                throw AudioRenderError.loudnessMeasurementFailed
            }
            peak = max(peak, value)
        }
        return Loudness(integrated: integrated, truePeak: peak > 0 ? 20 * log10(peak) : -.infinity)
    }

    /// Integrated loudness only (cheaper: no true-peak oversampling).
    package static func integrated(_ samples: [Float], channels: Int, sampleRate: Int) throws -> Double {
        guard let state = ebur128_init(UInt32(channels), UInt(sampleRate), Int32(EBUR128_MODE_I.rawValue)) else {
            throw AudioRenderError.loudnessMeasurementFailed
        }
        var handle: UnsafeMutablePointer<ebur128_state>? = state
        defer { ebur128_destroy(&handle) }
        let status = samples.withUnsafeBufferPointer { ebur128_add_frames_float(state, $0.baseAddress, samples.count / channels) }
        var integrated = 0.0
        guard status == EBUR128_SUCCESS.rawValue,
              ebur128_loudness_global(state, &integrated) == EBUR128_SUCCESS.rawValue else {
            throw AudioRenderError.loudnessMeasurementFailed
        }
        return integrated
    }
}
