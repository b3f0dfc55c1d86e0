import AudioRender
import Foundation

/// What an explorer session would have sounded like, step after step, for `--record`: each step's clip in
/// full (nothing cut short by the next key), with a short silence between steps.
package struct ExplorerRecording: Sendable {
    /// Samples per second.
    package let sampleRate: Int
    /// The recording so far; its parts carry times from the start of the recording.
    package private(set) var clip: ExplorerClip
    /// When each step's clip starts, in seconds (steps that made no sound are left out).
    package private(set) var stepStarts: [Double] = []

    /// Silence between two steps, in seconds.
    package static let stepGap = 0.15

    /// An empty recording.
    package init(sampleRate: Int) {
        self.sampleRate = sampleRate
        clip = ExplorerClip(sampleRate: sampleRate, left: [], right: [], parts: [])
    }

    /// Appends one step's sound.
    package mutating func append(_ step: ExplorerClip) {
        guard !step.left.isEmpty else { return }
        precondition(step.sampleRate == sampleRate, "a recording holds one sample rate")
        let start = clip.left.isEmpty ? 0 : clip.duration + Self.stepGap
        if !clip.left.isEmpty {
            let gap = Int((Self.stepGap * Double(sampleRate)).rounded())
            clip.left += [Float](repeating: 0, count: gap)
            clip.right += [Float](repeating: 0, count: gap)
        }
        stepStarts.append(start)
        clip.parts += step.parts.map { var p = $0; p.start += start; return p }
        clip.left += step.left
        clip.right += step.right
    }

    /// Writes the recording, stereo, encoded by the extension of `path` (.wav .flac .ogg .mp3 .opus), atomically.
    package func write(to path: String) throws(ChartNarrateError) {
        do {
            try AudioFileWriter.write(samples: clip.interleaved, channels: 2, sampleRate: sampleRate,
                                      to: URL(fileURLWithPath: path))
        } catch {
            switch error {
            case .unsupportedExtension: throw .usage(error.description)
            default: throw .output(path: path, reason: error.description)
            }
        }
    }
}
