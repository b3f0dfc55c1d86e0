import Foundation

/// A test hook: with `CHARTNARRATE_TEST_PAUSE=<stage>` in the environment the command stops at that stage
/// (staged, speech, encoding, commit), says so on standard error and sleeps up to 20 seconds, so a test
/// can deliver a real signal at a known point. Never set in normal use; it changes nothing else.
enum TestPause {
    private static let stage = ProcessInfo.processInfo.environment["CHARTNARRATE_TEST_PAUSE"]
    nonisolated(unsafe) private static var done = false

    static func at(_ name: String) {
        TestCrash.at(name)
        guard let stage, stage == name, !done else { return }
        done = true
        FileHandle.standardError.write(Data("chartnarrate: paused at \(name)\n".utf8))
        // Returns early when a held signal interrupts it.
        sleep(20)
    }
}
