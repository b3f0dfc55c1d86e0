import Foundation

/// A test hook: with `CHARTNARRATE_TEST_CRASH=<stage>:<kind>` in the environment the command dies at that
/// stage (staged, speech, encoding, commit, as for `TestPause`) the way a bug would, so that `SignalTests` can
/// check that a fatal signal leaves no temporary behind. Kinds: `trap` (a failed Swift precondition, SIGILL
/// on x86-64, SIGTRAP on arm64), `abort` (SIGABRT), `stack-overflow` (unbounded recursion, SIGSEGV on the
/// guard page), `bus` and `fpe` (SIGBUS and SIGFPE raised). Core dumps are switched off first so that the
/// test's folder holds only what chartnarrate left. Never set in normal use; it changes nothing else.
enum TestCrash {
    private static let request: (stage: Substring, kind: Substring)? = {
        guard let value = ProcessInfo.processInfo.environment["CHARTNARRATE_TEST_CRASH"],
              let colon = value.firstIndex(of: ":") else { return nil }
        return (value[..<colon], value[value.index(after: colon)...])
    }()

    /// With `CHARTNARRATE_TEST_CRASH_INPUT=<path fragment>:<kind>`, a batch's worker dies (or, for `hang`,
    /// sleeps for good) when it takes an input whose path holds the fragment, as a bug in that input would
    /// make it, so that `BatchIsolationTests` can check that the batch goes on without it.
    static func at(input path: String) {
        guard let value = ProcessInfo.processInfo.environment["CHARTNARRATE_TEST_CRASH_INPUT"],
              let colon = value.lastIndex(of: ":"), path.contains(value[..<colon]) else { return }
        let kind = value[value.index(after: colon)...]
        if kind == "hang" { while true { sleep(60) } }
        crash(kind, at: "input \(path)")
    }

    static func at(_ name: String) {
        guard let request, request.stage == name else { return }
        crash(request.kind, at: name)
    }

    private static func crash(_ kind: Substring, at name: String) {
        let request = (stage: name, kind: kind)
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
        FileHandle.standardError.write(Data("chartnarrate: crashing at \(name) (\(request.kind))\n".utf8))
        switch request.kind {
        case "abort": abort()
        case "stack-overflow": _ = recurse(1)
        case "bus": raise(SIGBUS)
        case "fpe": raise(SIGFPE)
        default: precondition(request.kind != "trap", "CHARTNARRATE_TEST_CRASH asked for a trap")
        }
    }

    /// Recursion the optimizer cannot turn into a loop: each frame keeps a buffer that the next call reads.
    @inline(never)
    private static func recurse(_ depth: Int) -> Int {
        var frame = [Int](repeating: depth, count: 1)
        return withUnsafeMutablePointer(to: &frame[0]) { recurse($0.pointee &+ 1) &+ depth }
    }
}
