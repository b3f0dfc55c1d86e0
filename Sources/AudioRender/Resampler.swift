import CSoxr

/// Sample-rate conversion with libsoxr at its high-quality setting.
package enum Resampler {
    /// Converts interleaved `samples` with `channels` channels from `inputRate` to `outputRate` Hz.
    /// The output has `round(frames × outputRate / inputRate)` frames, aligned with the input (no delay).
    package static func resample(_ samples: [Float], channels: Int = 1, from inputRate: Int, to outputRate: Int) throws -> [Float] {
        guard inputRate != outputRate, !samples.isEmpty else { return samples }
        let inputFrames = samples.count / channels
        let outputFrames = Int((Double(inputFrames) * Double(outputRate) / Double(inputRate)).rounded())
        var output = [Float](repeating: 0, count: outputFrames * channels)
        var done = 0
        var io = soxr_io_spec(SOXR_FLOAT32_I, SOXR_FLOAT32_I)
        var quality = soxr_quality_spec(UInt(SOXR_HQ), 0)
        let error = samples.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                soxr_oneshot(Double(inputRate), Double(outputRate), UInt32(channels),
                             input.baseAddress, inputFrames, nil,
                             out.baseAddress, outputFrames, &done, &io, &quality, nil)
            }
        }
        if let error { throw AudioRenderError.resamplingFailed(String(cString: error)) }
        // soxr_oneshot flushes its filter, so `done` equals the requested length; pad defensively if not.
        if done < outputFrames { output.replaceSubrange((done * channels)..., with: repeatElement(0, count: (outputFrames - done) * channels)) }
        return output
    }
}
