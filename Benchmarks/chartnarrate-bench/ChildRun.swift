import Foundation

/// One run of a program as a child process: its CPU time, wall-clock time and peak resident memory (from wait4's
/// rusage of that child alone), with standard output and error sent to /dev/null.
///
/// `seconds` is CPU time (user + system): the machines this runs on are shared, and under load the wall clock
/// mostly measures the wait for a core; the CPU time of the same work stays put (`wall` is kept for reference).
struct ChildRun {
    var seconds: Double
    var wall: Double
    /// Peak resident set size in bytes.
    var peakBytes: Int
    var status: Int32

    /// Runs `arguments[0]` (a path, or a name looked up on PATH); paths in `arguments` should be absolute.
    static func run(_ arguments: [String]) throws -> ChildRun {
        let program = arguments[0].contains("/") ? arguments[0] : try which(arguments[0])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot start \(program): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildRun(seconds: cpu, wall: wall, peakBytes: usage.ru_maxrss * 1024, status: exit)
    }

    /// `runs` runs; the median times and the largest peak. Fails when a run exits with an error.
    static func median(_ arguments: [String], runs: Int) throws -> ChildRun {
        var results: [ChildRun] = []
        for _ in 0..<max(1, runs) {
            let r = try run(arguments)
            guard r.status == 0 else { throw BenchError("\(arguments.joined(separator: " ")) exited with \(r.status)") }
            results.append(r)
        }
        let cpu = results.map(\.seconds).sorted(), wall = results.map(\.wall).sorted()
        return ChildRun(seconds: cpu[cpu.count / 2], wall: wall[wall.count / 2], peakBytes: results.map(\.peakBytes).max() ?? 0, status: 0)
    }

    /// The full path of `name` on PATH.
    static func which(_ name: String) throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw BenchError("\(name) is not installed (scripts/install-deps.sh installs it)")
    }
}

/// A reason the bench cannot go on.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
