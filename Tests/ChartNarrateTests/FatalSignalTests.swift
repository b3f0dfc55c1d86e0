import Foundation
import Testing

/// A render that dies of a fatal signal (a Swift trap, abort(), a stack overflow, SIGBUS, SIGFPE) leaves
/// no temporary behind, and still dies of that signal: the handler cleans up and hands it back.
@Suite struct FatalSignalTests {
    /// Runs a render told to crash at `stage` in the way `kind` names (the command's CHARTNARRATE_TEST_CRASH
    /// hook) and returns how it ended, its standard error and the files left in its folder.
    func crash(at stage: String, kind: String) throws
        -> (reason: Process.TerminationReason, status: Int32, stderr: String, files: [String]) {
        try SignalTests.launch(["-", "-o", "b.wav", "--timeline", "t.json", "--captions", "c.vtt", "--chapters", "ch.json",
                                "--text-out", "n.txt", "-q"],
                               environment: ["CHARTNARRATE_TEST_CRASH": "\(stage):\(kind)"]) { process, dir, errors in
            process.waitUntilExit()
            return (process.terminationReason, process.terminationStatus, SignalTests.text(of: errors),
                    try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted())
        }
    }

    @Test(arguments: [("speech", "trap", [SIGILL, SIGTRAP]), ("staged", "abort", [SIGABRT]),
                      ("encoding", "stack-overflow", [SIGSEGV]), ("speech", "bus", [SIGBUS]),
                      ("commit", "fpe", [SIGFPE])])
    func aFatalSignalRemovesEveryTemporaryAndStillKills(stage: String, kind: String, signals: [Int32]) throws {
        let run = try crash(at: stage, kind: kind)
        #expect(run.stderr.contains("crashing at \(stage) (\(kind))"), "the command never reached \(stage): \(run.stderr)")
        #expect(run.reason == .uncaughtSignal, "ended by exit(\(run.status)), not by the signal")
        #expect(signals.contains(run.status), "killed by signal \(run.status), expected \(signals)")
        #expect(run.files.isEmpty, "left behind: \(run.files)")
    }
}
