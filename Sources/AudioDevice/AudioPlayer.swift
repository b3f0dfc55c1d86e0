import CAudioOut
import Foundation

/// Plays stereo sound on the local audio device (PulseAudio or PipeWire through libpulse-simple, else ALSA)
/// from a thread of its own, so the caller never waits for sound unless it asks to.
///
/// A new clip replaces the one sounding, as a key press interrupts what a screen reader was saying;
/// `stop` silences at once. `open` returns nil, printing nothing, when there is no device: callers then
/// carry on without sound.
package final class AudioPlayer: @unchecked Sendable {
    // State shared with the playback thread is guarded by `condition`.
    /// Samples per second of every clip.
    package let sampleRate: Int
    /// The library serving the device: "pulse" or "alsa".
    package let backend: String
    private let device: OpaquePointer
    private let condition = NSCondition()
    private var pending: [Float]?
    private var generation = 0
    private var isPlaying = false
    private var isClosed = false

    /// Frames written to the device at a time; a stop or a new clip is noticed between chunks.
    private static let chunkFrames = 960
    /// Buffering asked of the device, in milliseconds: short, so a key press silences the old sound quickly.
    private static let latencyMilliseconds: UInt32 = 60

    /// Opens the default playback device for stereo float audio at `sampleRate`, or nil without one.
    package static func open(sampleRate: Int = 48000, application: String = "chartnarrate") -> AudioPlayer? {
        guard let device = cao_open(UInt32(sampleRate), 2, latencyMilliseconds, application) else { return nil }
        return AudioPlayer(device: device, sampleRate: sampleRate)
    }

    private init(device: OpaquePointer, sampleRate: Int) {
        self.device = device
        self.sampleRate = sampleRate
        backend = String(cString: cao_backend(device))
        let thread = Thread { [self] in run() }
        thread.name = "chartnarrate audio"
        thread.start()
    }

    /// Starts playing `interleaved` stereo samples (left, right, …), cutting off whatever was sounding.
    package func play(_ interleaved: [Float]) {
        condition.lock()
        generation += 1
        pending = interleaved.isEmpty ? nil : interleaved
        condition.broadcast()
        condition.unlock()
    }

    /// Silences the device at once.
    package func stop() {
        condition.lock()
        generation += 1
        pending = nil
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until everything given to `play` has been heard (or stopped).
    package func waitUntilIdle() {
        condition.lock()
        while pending != nil || isPlaying { condition.wait() }
        condition.unlock()
    }

    /// Stops, ends the playback thread and closes the device; the player cannot be used afterwards.
    package func close() {
        condition.lock()
        generation += 1
        pending = nil
        isClosed = true
        condition.broadcast()
        while isPlaying { condition.wait() }
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while pending == nil && !isClosed { condition.wait() }
            if isClosed {
                condition.unlock()
                cao_close(device)
                return
            }
            let samples = pending!
            pending = nil
            let mine = generation
            isPlaying = true
            condition.unlock()

            var interrupted = false
            let frames = samples.count / 2
            var start = 0
            samples.withUnsafeBufferPointer { buffer in
                while start < frames {
                    if current() != mine { interrupted = true; break }
                    let count = min(Self.chunkFrames, frames - start)
                    if cao_write(device, buffer.baseAddress! + 2 * start, UInt32(count)) != 0 { break }
                    start += count
                }
            }
            if interrupted || current() != mine { cao_discard(device) } else { cao_drain(device) }

            condition.lock()
            isPlaying = false
            condition.broadcast()
            condition.unlock()
        }
    }

    private func current() -> Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }
}
