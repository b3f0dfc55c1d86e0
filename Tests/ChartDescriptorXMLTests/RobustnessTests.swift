import ChartDescriptorXML
import Foundation
import Testing

/// Damaged documents always end in a report or located diagnostics, never a crash or an unlocated message.
struct RobustnessTests {
    @Test func everyTruncationOfAnExampleIsReportedWithAPosition() throws {
        let bytes = Array(try Data(contentsOf: ReaderSupport.repositoryRoot.appendingPathComponent("examples/car-scatter.xml")))
        var rejected = 0
        // Cut before the closing "</chart>" so that every cut is really incomplete.
        let cuts = Array(stride(from: 0, to: bytes.count - 9, by: 23))
        for length in cuts {
            do {
                _ = try DescriptorReader().read(bytes: Array(bytes[0..<length]), fileName: "cut.xml")
                Issue.record("a document cut at byte \(length) of \(bytes.count) was accepted")
            } catch {
                rejected += 1
                #expect(!error.diagnostics.isEmpty)
                #expect(error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 && $0.file == "cut.xml" })
            }
        }
        #expect(rejected == cuts.count)
    }

    @Test func byteFlipsNeverCrashTheReader() throws {
        let original = Array(try Data(contentsOf: ReaderSupport.repositoryRoot.appendingPathComponent("examples/quarterly-revenue.xml")))
        var generator = SplitMix64(seed: 2024)
        let replacements: [UInt8] = Array("<>/\"'=&; x0-.:".utf8) + [0xE4, 0x00, 0xFF]
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<3 {
                let at = Int(generator.next() % UInt64(bytes.count))
                bytes[at] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            do {
                _ = try DescriptorReader().read(bytes: bytes, fileName: "flip.xml")
            } catch {
                #expect(error.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
            }
        }
    }
}

/// A tiny deterministic generator so the mutations are the same on every run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
