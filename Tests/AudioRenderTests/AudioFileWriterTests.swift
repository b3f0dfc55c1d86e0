import CSndFile
import Foundation
import Testing
@testable import AudioRender

@Suite struct AudioFileWriterTests {
    static let stereo: [Float] = zip(TestSignals.sine(frequency: 440, seconds: 1.5, rate: 48000),
                                     TestSignals.sine(frequency: 660, seconds: 1.5, rate: 48000)).flatMap { [$0, $1] }

    /// Reads a file back with libsndfile: (frames, channels, rate).
    static func readBack(_ url: URL) -> (frames: Int, channels: Int, rate: Int)? {
        var info = SF_INFO()
        guard let file = sf_open(url.path, Int32(SFM_READ), &info) else { return nil }
        defer { sf_close(file) }
        var buffer = [Float](repeating: 0, count: 4096 * Int(info.channels))
        var frames = 0
        while true {
            let n = buffer.withUnsafeMutableBufferPointer { sf_readf_float(file, $0.baseAddress, 4096) }
            if n <= 0 { break }
            frames += Int(n)
        }
        return (frames, Int(info.channels), Int(info.samplerate))
    }

    /// `soxi -D` (duration in seconds) when sox is installed.
    static func soxiDuration(_ url: URL) throws -> Double? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/soxi") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/soxi")
        process.arguments = ["-D", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return -1 }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: ["wav", "flac", "ogg", "mp3", "opus"])
    func everyFormatReadsBack(ext: String) throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("out.\(ext)")
        try AudioFileWriter.write(samples: Self.stereo, channels: 2, sampleRate: 48000, to: url)
        let back = try #require(Self.readBack(url))
        #expect(back.channels == 2 && back.rate == 48000)
        // Lossy codecs pad or trim a little at the ends.
        #expect(abs(back.frames - 72000) < 4800, "\(ext): \(back.frames) frames")
        if ext != "opus", let duration = try Self.soxiDuration(url) {
            #expect(abs(duration - 1.5) < 0.1, "soxi -D \(ext) → \(duration)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers == ["out.\(ext)"])
    }

    @Test func wavIs16BitPCMAndClipsInsteadOfWrapping() throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("loud.wav")
        try AudioFileWriter.write(samples: [0.5, 1.5, -1.5], channels: 1, sampleRate: 48000, to: url)
        var info = SF_INFO()
        let file = try #require(sf_open(url.path, Int32(SFM_READ), &info))
        defer { sf_close(file) }
        #expect(Int(info.format) == SF_FORMAT_WAV | SF_FORMAT_PCM_16)
        var back = [Int16](repeating: 0, count: 3)
        _ = sf_read_short(file, &back, 3)
        #expect(back == [16384, 32767, -32768])
    }

    @Test func wavSamplesAreConvertedBitForBitAsLibsndfileConvertsFloats() throws {
        // Every sign and magnitude: full scale and beyond, around each 16-bit step, ties of the rounding to
        // the nearest 2⁻³¹, values too small to reach a step, infinities and NaN.
        var values: [Float] = [0, -0.0, 1, -1, 1.5, -1.5, 0.99998, -0.99998, .infinity, -.infinity, .nan,
                               Float.leastNonzeroMagnitude, -Float.leastNonzeroMagnitude]
        for k in [-32768, -32767, -4096, -129, -128, -127, -2, -1, 0, 1, 2, 127, 128, 129, 4096, 32766, 32767] {
            let step = Float(k) / 32768
            for delta in [-1.5, -1.0, -0.5, 0, 0.5, 1.0, 1.5].map({ Float($0) / 2_147_483_648 }) { values.append(step + delta) }
            values += [step.nextDown, step.nextUp]
        }
        var state: UInt64 = 11
        for _ in 0..<20000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let magnitude = Float(pow(2, -Double(state >> 59) - 1))
            values.append(magnitude * (Float(Double(state >> 11 & 0xffff) / 32768) - 1))
        }
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // libsndfile's own conversion: floats written to a 16-bit WAV with clipping on, read back raw.
        var info = SF_INFO(frames: 0, samplerate: 48000, channels: 1, format: Int32(SF_FORMAT_WAV | SF_FORMAT_PCM_16), sections: 0, seekable: 0)
        let path = dir.appendingPathComponent("reference.wav").path
        let writer = try #require(sf_open(path, Int32(SFM_WRITE), &info))
        sf_command(writer, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
        _ = values.withUnsafeBufferPointer { sf_writef_float(writer, $0.baseAddress, sf_count_t($0.count)) }
        sf_close(writer)
        let reader = try #require(sf_open(path, Int32(SFM_READ), &info))
        var reference = [Int16](repeating: 0, count: values.count)
        _ = sf_read_short(reader, &reference, sf_count_t(values.count))
        sf_close(reader)
        var ours = [Int16](repeating: 0, count: values.count)
        ours.withUnsafeMutableBufferPointer { out in
            values.withUnsafeBufferPointer { AudioFileEncoder.convert($0, into: out.baseAddress!) }
        }
        let differing = values.indices.filter { ours[$0] != reference[$0] }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { (values[$0], ours[$0], reference[$0]) })")
    }

    @Test func unknownExtensionIsATypedErrorAndWritesNothing() throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: AudioFileError.unsupportedExtension("aiff2")) {
            try AudioFileWriter.write(samples: [0], channels: 1, sampleRate: 48000, to: dir.appendingPathComponent("x.aiff2"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func opusNeeds48kHz() throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: AudioFileError.opusRequires48kHz(44100)) {
            try AudioFileWriter.write(samples: [0, 0], channels: 1, sampleRate: 44100, to: dir.appendingPathComponent("x.opus"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    struct Interrupted: Error {}

    @Test(arguments: ["wav", "mp3"])
    func failureMidWayLeavesNoFileAndRemovesTheTemporary(ext: String) throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("briefing.\(ext)")
        let long = [Float](repeating: 0.1, count: 48000 * 4)
        var sawTemporary = false
        #expect(throws: AudioFileError.self) {
            try AudioFileWriter.write(samples: long, channels: 1, sampleRate: 48000, to: url) { written in
                if written > 0 {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
                    sawTemporary = names.contains { $0.hasPrefix(".briefing.\(ext).") && $0.hasSuffix(".tmp") }
                    throw Interrupted()
                }
            }
        }
        #expect(sawTemporary)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func failedRewriteKeepsThePreviousFile() throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("keep.wav")
        try AudioFileWriter.write(samples: [0.25, 0.25], channels: 1, sampleRate: 48000, to: url)
        let before = try Data(contentsOf: url)
        #expect(throws: AudioFileError.self) {
            try AudioFileWriter.write(samples: [Float](repeating: 0, count: 200_000), channels: 1, sampleRate: 48000, to: url) {
                if $0 > 0 { throw Interrupted() }
            }
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["keep.wav"])
    }

    @Test func unwritableFolderIsAnErrorAndNoFile() throws {
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A regular file in place of the folder fails even for root (permission bits would not).
        let notAFolder = dir.appendingPathComponent("file")
        try Data("x".utf8).write(to: notAFolder)
        let url = notAFolder.appendingPathComponent("out.wav")
        #expect(throws: AudioFileError.self) {
            try AudioFileWriter.write(samples: [0], channels: 1, sampleRate: 48000, to: url)
        }
        let missing = dir.appendingPathComponent("no/such/folder/out.flac")
        do {
            try AudioFileWriter.write(samples: [0], channels: 1, sampleRate: 48000, to: missing)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("folder"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file"])
        if getuid() != 0 {
            let locked = dir.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o555])
            #expect(throws: AudioFileError.self) {
                try AudioFileWriter.write(samples: [0], channels: 1, sampleRate: 48000, to: locked.appendingPathComponent("out.wav"))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        }
    }

    @Test func renderedBriefingSizesPerFormat() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var sizes: [String] = []
        for format in AudioFileFormat.allCases {
            let url = dir.appendingPathComponent("briefing.\(format.rawValue)")
            try AudioFileWriter.write(audio, to: url)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            #expect(size > 1000)
            sizes.append("\(format.rawValue) \(size / 1024) KiB")
        }
        print("benchmark: \(String(format: "%.1f", audio.duration)) s stereo briefing: " + sizes.joined(separator: ", "))
    }
}

@Suite struct MP3ChapterTests {
    @Test func mp3CarriesID3ChapterFramesAndStillDecodes() throws {
        let audio = try AudioRenderer().render(script: TestScripts.basic, report: TestScripts.report)
        let dir = try TestSignals.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("briefing.mp3")
        try AudioFileWriter.write(audio, to: url)
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(Array(bytes.prefix(4)) == Array("ID3".utf8) + [3])
        let tagSize = bytes[6...9].reduce(0) { $0 << 7 | Int($1) } + 10
        let tag = Array(bytes[..<tagSize])
        func count(_ id: String) -> Int {
            let needle = Array(id.utf8)
            return (0...(tag.count - 4)).filter { Array(tag[$0..<($0 + 4)]) == needle }.count
        }
        #expect(count("CHAP") == audio.chapters.count)
        #expect(count("CTOC") == 1)
        // The title of the second chapter, in UTF-16LE.
        let title = "Daily steps".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect((0...(tag.count - title.count)).contains { Array(tag[$0..<($0 + title.count)]) == title })
        let back = try #require(AudioFileWriterTests.readBack(url))
        #expect(abs(Double(back.frames) / 48000 - audio.duration) < 0.1)
        if let duration = try AudioFileWriterTests.soxiDuration(url) { #expect(abs(duration - audio.duration) < 0.1) }
    }
}
