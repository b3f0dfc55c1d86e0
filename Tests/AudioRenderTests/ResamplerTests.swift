import Testing
@testable import AudioRender

@Suite struct ResamplerTests {
    @Test(arguments: [48000, 44100])
    func resamplingKeepsAToneFrequencyAndDuration(outputRate: Int) throws {
        let input = TestSignals.sine(frequency: 440, seconds: 2, rate: 22050)
        let output = try Resampler.resample(input, from: 22050, to: outputRate)
        #expect(output.count == 2 * outputRate)
        let frequency = TestSignals.frequency(Array(output[1000..<(output.count - 1000)]), rate: outputRate)
        #expect(abs(frequency - 440) < 0.5)
        // No delay: the signal is aligned with the input (first crossing after t = 0.5 s matches).
        let t = 0.5 * Double(outputRate)
        #expect(abs(output[Int(t)] - input[11025]) < 0.02)
    }

    @Test func stereoResamplingKeepsChannelsApart() throws {
        let left = TestSignals.sine(frequency: 300, seconds: 1, rate: 22050)
        let right = TestSignals.sine(frequency: 700, seconds: 1, rate: 22050)
        let interleaved = zip(left, right).flatMap { [$0, $1] }
        let output = try Resampler.resample(interleaved, channels: 2, from: 22050, to: 48000)
        let outLeft = stride(from: 0, to: output.count, by: 2).map { output[$0] }
        let outRight = stride(from: 1, to: output.count, by: 2).map { output[$0] }
        #expect(abs(TestSignals.frequency(Array(outLeft[500..<47000]), rate: 48000) - 300) < 0.5)
        #expect(abs(TestSignals.frequency(Array(outRight[500..<47000]), rate: 48000) - 700) < 0.5)
    }
}
