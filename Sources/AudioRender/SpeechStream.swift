import CSoxr

/// Reads one spooled speech item (16-bit at espeak-ng's rate) resampled to the mixing rate with libsoxr,
/// chunk by chunk: the same soxr object serves every item (cleared between them), so memory stays small
/// and a given item always resamples to the same samples. An item yields exactly
/// `round(frames × outputRate / inputRate)` frames, aligned with its input, as `Resampler.resample` does.
final class SpeechStream {
    let inputRate: Int
    let outputRate: Int
    private let soxr: soxr_t
    private let spool: SampleSpool
    private var offset = 0
    private var remaining = 0
    private var input: [Int16] = []
    private var inputPosition = 0
    private var flushed = false
    private(set) var produced = 0
    private(set) var length = 0
    private static let chunk = 8192

    init(spool: SampleSpool, from inputRate: Int, to outputRate: Int) throws {
        self.spool = spool
        self.inputRate = inputRate
        self.outputRate = outputRate
        var error: soxr_error_t?
        var io = soxr_io_spec(SOXR_INT16_I, SOXR_FLOAT32_I)
        var quality = soxr_quality_spec(UInt(SOXR_HQ), 0)
        var runtime = soxr_runtime_spec(1)
        guard let soxr = soxr_create(Double(inputRate), Double(outputRate), 1, &error, &io, &quality, &runtime), error == nil else {
            throw AudioRenderError.resamplingFailed(error.map { String(cString: $0) } ?? "soxr_create failed")
        }
        self.soxr = soxr
    }

    deinit { soxr_delete(soxr) }

    /// Output frames for `frames` input frames.
    static func outputFrames(_ frames: Int, from inputRate: Int, to outputRate: Int) -> Int {
        Int((Double(frames) * Double(outputRate) / Double(inputRate)).rounded())
    }

    /// Starts reading the item of `frames` samples at byte `offset` of the spool.
    func start(offset: Int, frames: Int) throws {
        if let error = soxr_clear(soxr) { throw AudioRenderError.resamplingFailed(String(cString: error)) }
        self.offset = offset
        remaining = frames
        input.removeAll(keepingCapacity: true)
        inputPosition = 0
        flushed = false
        produced = 0
        length = Self.outputFrames(frames, from: inputRate, to: outputRate)
    }

    /// Fills `out` with the next frames (fewer only at the end of the item); returns how many.
    func read(into out: UnsafeMutableBufferPointer<Float>) throws -> Int {
        let want = min(out.count, length - produced)
        var filled = 0
        while filled < want {
            if inputPosition == input.count && remaining > 0 {
                let n = min(Self.chunk, remaining)
                input = [Int16](repeating: 0, count: n)
                try input.withUnsafeMutableBufferPointer { try spool.read(Int16.self, at: offset, count: n, into: $0) }
                offset += n * 2
                remaining -= n
                inputPosition = 0
            }
            var idone = 0, odone = 0
            let error: soxr_error_t?
            if inputPosition < input.count {
                error = input.withUnsafeBufferPointer { buffer in
                    soxr_process(soxr, buffer.baseAddress! + inputPosition, buffer.count - inputPosition, &idone,
                                 out.baseAddress! + filled, want - filled, &odone)
                }
                inputPosition += idone
            } else if !flushed {
                error = soxr_process(soxr, nil, 0, nil, out.baseAddress! + filled, want - filled, &odone)
                if odone == 0 { flushed = true }
            } else {
                // The filter is drained: pad (soxr's count can fall a frame short of the rounded length).
                for i in filled..<want { out[i] = 0 }
                odone = want - filled
                error = nil
            }
            if let error { throw AudioRenderError.resamplingFailed(String(cString: error)) }
            filled += odone
        }
        produced += filled
        return filled
    }
}
