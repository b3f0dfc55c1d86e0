/// Whole-buffer scans written so the optimizer vectorizes them: the largest magnitude of a run of samples,
/// the smallest of a run of positive gains, and whether interleaved stereo carries the same samples twice.
///
/// A float's magnitude orders like its bit pattern with the sign bit cleared (read as a non-negative
/// 32-bit integer), and an integer maximum vectorizes where a floating-point one does not (its NaN rules
/// keep the compiler scalar): these loops run four to eight samples per instruction, the scalar `max`
/// loops they replace one. A NaN reads as larger than infinity, so a scan never skips one.
enum SampleScan {
    /// The largest |x[i]| for i in 0..<count (0 when count is 0).
    @inline(__always)
    static func peak(_ x: UnsafePointer<Float>, count: Int) -> Float {
        var m: Int32 = 0
        let bits = UnsafeRawPointer(x).assumingMemoryBound(to: Int32.self)
        for i in 0..<max(count, 0) { m = max(m, bits[i] & 0x7fff_ffff) }
        return Float(bitPattern: UInt32(m))
    }

    /// The largest |x[i + stride] − x[i]| for i in 0..<count (x[count − 1 + stride] must be readable; 0 when
    /// count ≤ 0): the steepest step between neighbouring frames of one channel of interleaved samples.
    @inline(__always)
    static func stepPeak(_ x: UnsafePointer<Float>, count: Int, stride: Int) -> Float {
        var m: Int32 = 0
        for i in 0..<max(count, 0) { m = max(m, Int32(bitPattern: (x[i + stride] - x[i]).bitPattern) & 0x7fff_ffff) }
        return Float(bitPattern: UInt32(m))
    }

    /// The peak and step table of the true-peak scans: for q in 0..<count, the largest magnitude and the
    /// steepest neighbouring step of the frames [start + (q − 1)·16, start + q·16) clipped to the readable
    /// frames [lowest, end) of `x` (frame indices; `channels` interleaved). Entry 0 is the run before
    /// `start`, so every 16-frame stretch from `start` on can look one run either side.
    static func spanTable(_ x: UnsafePointer<Float>, start: Int, count: Int, lowest: Int, end: Int,
                          channels ch: Int) -> (peaks: [Float], steps: [Float]) {
        var peaks = [Float](repeating: 0, count: count), steps = peaks
        func clipped(_ q: Int) {
            let a = max(lowest, start + (q - 1) * 16) * ch, b = min(end, start + q * 16) * ch
            peaks[q] = peak(x + a, count: b - a)
            steps[q] = stepPeak(x + a, count: min(b, (end - 1) * ch) - a, stride: ch)
        }
        // Whole runs whose next frame is readable go through the fixed-length kernel.
        let firstWhole = start - 16 >= lowest ? 0 : 1
        let wholeEnd = max(firstWhole, min(count, (end - 1 - start) / 16 + 1))
        for q in 0..<firstWhole { clipped(q) }
        if wholeEnd > firstWhole {
            peaks.withUnsafeMutableBufferPointer { p in steps.withUnsafeMutableBufferPointer { d in
                spanPeaks(x + (start + (firstWhole - 1) * 16) * ch, spans: wholeEnd - firstWhole, channels: ch,
                          peaks: p.baseAddress! + firstWhole, steps: d.baseAddress! + firstWhole)
            } }
        }
        for q in wholeEnd..<count { clipped(q) }
        return (peaks, steps)
    }

    /// For each of the `spans` consecutive runs of 16 frames from `x` (`channels` interleaved, 1 or 2): the
    /// largest magnitude into `peaks` and the steepest step between neighbouring frames of a channel into
    /// `steps` (the last frame's step reaches into the frame after the run, which must be readable). The
    /// runs have a fixed length, so each is a few vector instructions rather than a loop of its own.
    static func spanPeaks(_ x: UnsafePointer<Float>, spans: Int, channels: Int,
                          peaks: UnsafeMutablePointer<Float>, steps: UnsafeMutablePointer<Float>) {
        if channels == 2 {
            fixedSpans(x, spans: spans, width: 32, stride: 2, peaks: peaks, steps: steps)
        } else {
            precondition(channels == 1)
            fixedSpans(x, spans: spans, width: 16, stride: 1, peaks: peaks, steps: steps)
        }
    }

    @inline(__always)
    private static func fixedSpans(_ x: UnsafePointer<Float>, spans: Int, width: Int, stride: Int,
                                   peaks: UnsafeMutablePointer<Float>, steps: UnsafeMutablePointer<Float>) {
        var p = x
        for q in 0..<spans {
            var m: Int32 = 0, d: Int32 = 0
            for i in 0..<width {
                m = max(m, Int32(bitPattern: p[i].bitPattern) & 0x7fff_ffff)
                d = max(d, Int32(bitPattern: (p[i + stride] - p[i]).bitPattern) & 0x7fff_ffff)
            }
            peaks[q] = Float(bitPattern: UInt32(m))
            steps[q] = Float(bitPattern: UInt32(d))
            p += width
        }
    }

    /// The smallest of `count` (≥ 1) values that are all positive (gains), exactly.
    @inline(__always)
    static func smallestPositive(_ x: UnsafePointer<Float>, count: Int) -> Float {
        var m = Int32.max
        let bits = UnsafeRawPointer(x).assumingMemoryBound(to: Int32.self)
        for i in 0..<count { m = min(m, bits[i]) }
        return Float(bitPattern: UInt32(m))
    }

    /// Whether each of the `frames` frames of interleaved stereo `x` has bit-identical channels (a
    /// zero of either sign on one side and the other counts as different: the callers only skip work on `true`).
    @inline(__always)
    static func isDualMono(_ x: UnsafePointer<Float>, frames: Int) -> Bool {
        let bits = UnsafeRawPointer(x).assumingMemoryBound(to: UInt32.self)
        var differ: UInt32 = 0
        var i = 0
        while i < frames {
            // An OR of the channels' differences over 1,024 frames at a time (no exit inside: it vectorizes).
            let end = min(frames, i + 1024)
            for k in i..<end { differ |= bits[2 * k] ^ bits[2 * k + 1] }
            if differ != 0 { return false }
            i = end
        }
        return true
    }
}
