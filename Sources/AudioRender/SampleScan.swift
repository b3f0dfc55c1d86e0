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
        let raw = UnsafeRawPointer(x)
        var differ: UInt64 = 0
        var i = 0
        while i < frames {
            // Each frame is one 64-bit word: its halves agree when the word XOR its own rotation is zero.
            let end = min(frames, i + 64)
            for k in i..<end {
                let w = raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self)
                differ |= (w ^ (w >> 32)) & 0xffff_ffff
            }
            if differ != 0 { return false }
            i = end
        }
        return true
    }
}
