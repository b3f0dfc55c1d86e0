import ChartNarrate
import Foundation
import Testing

/// The batch manifest's SHA-256 agrees with the standard's test vectors and with coreutils' sha256sum.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func nistVectors(_ message: String, _ digest: String) {
        #expect(SHA256.hex(of: message) == digest)
    }

    @Test func oneMillionAs() {
        #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func piecesOfAnyLengthHashLikeTheWhole() {
        var random = SystemRandomNumberGenerator()
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let whole = SHA256.hex(of: bytes)
        for _ in 0..<20 {
            var hash = SHA256()
            var offset = 0
            while offset < bytes.count {
                let n = min(Int.random(in: 0...150, using: &random), bytes.count - offset)
                hash.update(bytes[offset..<(offset + n)])
                offset += n
            }
            #expect(hash.hexDigest() == whole)
        }
    }

    @Test func agreesWithSha256sum() throws {
        let sha256sum = try #require(Tool.find("sha256sum"))
        let path = CLIRun.repoRoot.appendingPathComponent("examples/daily-steps.xml").path
        let run = try Tool.run(sha256sum, [path])
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(run.output.hasPrefix(SHA256.hex(of: bytes) + " "))
    }
}
