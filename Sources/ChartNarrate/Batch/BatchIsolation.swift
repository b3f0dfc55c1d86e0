import Foundation

/// How a batch keeps one input from taking the others down: each worker is a process of its own (the
/// command itself, started again in worker mode), so a crash, a trap or a hang on one input ends only that
/// process. The batch records the input as failed, starts a fresh worker and goes on.
package struct BatchIsolation: Sendable {
    /// The environment variable that puts the command in worker mode; its value is the batch's process id.
    package static let environmentKey = "CHARTNARRATE_BATCH_WORKER"

    /// The executable to start (the command's own).
    package var executable: String
    /// Its arguments: the batch's own command line, so that the worker makes the same plan and settings.
    package var arguments: [String]
    /// Seconds one input (in all its languages) may take before its worker is stopped; nil for no limit.
    package var timeLimit: Double?

    /// Workers started as `executable arguments…` with the environment key set.
    package init(executable: String, arguments: [String], timeLimit: Double?) {
        self.executable = executable
        self.arguments = arguments
        self.timeLimit = timeLimit
    }
}

/// One request to a worker process: the input's index in the plan and the previous manifest's entries for it.
struct BatchRequest: Codable {
    var index: Int
    var previous: [BatchManifest.Entry]
}

/// The batch's side of one worker process: sends it an input, waits for its entries within the time limit,
/// and turns a worker that died or overran into failed entries. The two ends talk over a socket pair, one JSON
/// document a line, so a worker that died never raises SIGPIPE in the batch.
final class BatchWorkerProcess {
    private let isolation: BatchIsolation
    private let settings: BatchSettings
    private var pid: pid_t = 0
    private var socket: Int32 = -1
    private var buffer: [UInt8] = []

    init(isolation: BatchIsolation, settings: BatchSettings) {
        self.isolation = isolation
        self.settings = settings
    }

    deinit { stop(kill: false) }

    /// The entries of `item`, made by the worker process; failed entries when it could not.
    func process(_ item: BatchPlan.Item, index: Int, previous: [BatchManifest.Entry]) -> [BatchManifest.Entry] {
        let started = ContinuousClock.now
        if pid == 0, let problem = start() {
            return failed(item, previous, exitCode: .internalError, "cannot start a worker process: \(problem)", since: started)
        }
        guard let request = try? JSONEncoder().encode(BatchRequest(index: index, previous: previous)),
              send(Array(request) + [0x0A]) else {
            let status = stop(kill: true)
            return failed(item, previous, exitCode: .internalError, "the worker process ended before taking the input\(status)", since: started)
        }
        let deadline = isolation.timeLimit.map { ContinuousClock.now + .milliseconds(Int64($0 * 1000)) }
        switch readLine(until: deadline) {
        case .line(let line):
            if let entries = try? JSONDecoder().decode([BatchManifest.Entry].self, from: Data(line)) { return entries }
            stop(kill: true)
            return failed(item, previous, exitCode: .internalError, "the worker process answered what is not a manifest entry", since: started)
        case .ended:
            let status = stop(kill: false)
            return failed(item, previous, exitCode: .internalError,
                          "chartnarrate stopped on this input\(status); the batch went on without it (please report this with the input)", since: started)
        case .overran:
            stop(kill: true)
            let limit = isolation.timeLimit.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "?"
            return failed(item, previous, exitCode: .invalidDescriptor,
                          "took more than the time limit of \(limit) s (--time-limit), so it was stopped; the batch went on without it", since: started)
        }
    }

    /// Entries of `item` failed with `message` in every language asked for, the earlier outputs of those
    /// languages removed (they no longer match the input).
    private func failed(_ item: BatchPlan.Item, _ previous: [BatchManifest.Entry], exitCode: ExitCode, _ message: String,
                        since started: ContinuousClock.Instant) -> [BatchManifest.Entry] {
        let hash = BatchWorker.hash(file: item.input)
        let languages: [String?] = settings.languages ?? [nil]
        BatchWorker.removeOutputs(of: previous, languages: languages, settings: settings)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return languages.map { language in
            BatchManifest.Entry(input: item.input, inputSHA256: hash, language: language, status: .failed, key: nil, outputs: [],
                                seconds: seconds, error: BatchManifest.Failure(exitCode: exitCode.rawValue, message: "\(item.input): \(message)"))
        }
    }

    /// Starts the worker process; the reason when it cannot be started.
    private func start() -> String? {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            return String(cString: strerror(errno))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The child's end becomes its standard input and output (dup2 clears close-on-exec); standard error is shared.
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
        var environment = ProcessInfo.processInfo.environment
        environment[BatchIsolation.environmentKey] = String(getpid())
        let argv = ([isolation.executable] + isolation.arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, isolation.executable, &actions, nil, argv, envp)
        close(pair[1])
        guard result == 0 else {
            close(pair[0])
            return String(cString: strerror(result))
        }
        pid = child
        socket = pair[0]
        buffer = []
        return nil
    }

    /// Sends all of `bytes`; false when the worker is gone.
    private func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    private enum Reply { case line([UInt8]), ended, overran }

    /// The worker's next line, or how waiting for it ended.
    private func readLine(until deadline: ContinuousClock.Instant?) -> Reply {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            var timeout: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                guard left > .zero else { return .overran }
                let ms = Double(left.components.seconds) * 1000 + Double(left.components.attoseconds) / 1e15
                timeout = Int32(min(ms.rounded(.up), 60_000))
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { continue }
            let n = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return .ended }
            buffer.append(contentsOf: chunk[..<n])
        }
    }

    /// Ends the worker (with SIGKILL when `kill`), reaps it and says how it ended (" (killed by signal 11,
    /// SIGSEGV)"), empty when it exited normally or was not running.
    @discardableResult
    private func stop(kill killing: Bool) -> String {
        if socket >= 0 { close(socket) }
        socket = -1
        guard pid != 0 else { return "" }
        if killing { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        pid = 0
        let signal = status & 0x7F
        if signal != 0 && signal != 0x7F {
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
            return " (killed by signal \(signal), \(name))"
        }
        let code = (status >> 8) & 0xFF
        return code == 0 ? "" : " (exit status \(code))"
    }
}
