import Foundation
import Testing
import ChartNarrate

/// A private tmux server (its own socket, no user configuration) with a shell in a wide window: the explorer
/// runs on a real terminal, keys arrive as a terminal sends them, and the screen is read back.
final class TmuxTerminal {
    let directory: URL
    /// The server's socket, inside `directory` (removed with it).
    var socket: String { directory.appendingPathComponent("tmux").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("chartnarrate-test-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try tmux(["new-session", "-d", "-x", "300", "-y", "60", "sh"])
        // Typing before the shell's first prompt would put the prompt in the middle of the output.
        guard try wait(seconds: 10, { try !screen().allSatisfy(\.isEmpty) }) else {
            throw TmuxFailure(message: "the shell in tmux printed no prompt")
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux client and returns what it printed. Spawned directly (not with Foundation's `Process`,
    /// whose child inherits a socket that the daemonized tmux server would then hold open, so the wait for
    /// the client never ends), with every descriptor above 2 closed in the child.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let argv = ["tmux", "-u", "-f", "/dev/null", "-S", socket] + arguments
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TmuxFailure(message: "pipe failed") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // Only the client writes to the pipe: `new-session` starts the server, which must not hold it.
        if arguments.first == "new-session" {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        Self.closeInheritedDescriptors(&actions)
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for a in cArguments { free(a) } }
        // The calling thread blocks most signals (the test runner's threads do); a tmux server inheriting that
        // mask would never see its children exit nor a SIGTERM. Start it with none blocked, default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &cArguments, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard spawned == 0 else {
            throw TmuxFailure(message: "cannot run tmux (\(spawned)); install it with scripts/install-deps.sh")
        }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n > 0 { output += buffer[0..<n] } else if n == 0 || errno != EINTR { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw TmuxFailure(message: "tmux \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A tmux server started by `new-session` lives on and would keep every descriptor it inherits, such as
    /// the write end of a pipe another test is reading to its end; so the child closes all above 2.
    static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        // glibc ≥ 2.34 has posix_spawn_file_actions_addclosefrom_np; Swift's Glibc module does not declare it.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
            return
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let fd = Int32(name), fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }
        }
    }

    struct TmuxFailure: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// Types a shell command line and Enter.
    func run(_ command: String) throws {
        try tmux(["send-keys", "-l", command])
        try tmux(["send-keys", "Enter"])
    }

    /// Presses keys by tmux's names (Right, NPage, C-c, or a literal character).
    func press(_ keys: [String]) throws { try tmux(["send-keys"] + keys) }

    /// The screen's lines, wrapped lines joined, trailing blanks dropped.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-J"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    /// Polls until `condition` holds (at most `seconds`); false on time-out.
    func wait(seconds: Double = 20, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Starts the explorer from the shell between two `stty -g` snapshots, with its exit status saved.
    func startExplorer(_ arguments: String) throws {
        let d = directory.path
        try run("cd '\(CLIRun.repoRoot.path)' && stty -g > '\(d)/before' && '\(CLIRun.executable.path)' explore \(arguments); echo $? > '\(d)/status'; stty -g > '\(d)/after'")
    }

    /// The exit status once the explorer ended, or nil on time-out.
    func exitStatus() -> Int? {
        // The shell creates each file when its redirection opens, before anything is written: wait for the
        // contents, not the name (an empty "after" read mid-write failed the comparison under load).
        func written(_ name: String) -> Bool { file(name)?.hasSuffix("\n") ?? false }
        guard wait({ written("status") && written("after") }) else { return nil }
        return Int(file("status")!.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The explorer on a real terminal (tmux): the lines of a key sequence on two examples in en and zh, and the
/// terminal left as it was after q, after Ctrl-C and after the full-screen view.
@Suite struct ExploreTerminalTests {
    static let keys = ExploreCommandTests.keys
    /// The same keys by tmux's names.
    static let tmuxKeys = ["Right", "Right", "Down", "]", "NPage", "End", "d", "s", "?", "q"]

    @Test(arguments: [("daily-steps", "en"), ("daily-steps", "zh"), ("monthly-temperature", "en"), ("monthly-temperature", "zh")])
    func keysOnATerminalPrintTheLinesAndQLeavesItAsItWas(example: String, language: String) throws {
        let expected = try ExploreCommandTests.expectedLines(example, language, keys: Self.keys)
        let terminal = try TmuxTerminal()
        try terminal.startExplorer("examples/\(example).xml --lang \(language)")
        // Keys typed before the explorer switched the terminal to key-at-a-time mode would wait for Enter.
        #expect(try terminal.wait { try terminal.screen().contains(expected[0]) }, "no opening line")
        try terminal.press(Self.tmuxKeys)
        #expect(terminal.exitStatus() == 0)
        let screen = try terminal.screen()
        let start = try #require(screen.firstIndex(of: expected[0]))
        #expect(Array(screen[start..<min(screen.count, start + expected.count)]) == expected)
        #expect(terminal.file("before") == terminal.file("after"), "stty settings changed")
    }

    @Test func ctrlCEndsTheExplorerAndRestoresTheTerminal() throws {
        let opening = try ExploreCommandTests.expectedLines("monthly-temperature", "zh", keys: "")[0]
        let terminal = try TmuxTerminal()
        try terminal.startExplorer("examples/monthly-temperature.xml --lang zh")
        #expect(try terminal.wait { try terminal.screen().contains(opening) })
        try terminal.press(["Right", "C-c"])
        #expect(terminal.exitStatus() == 130)
        #expect(terminal.file("before") == terminal.file("after"), "stty settings changed")
        // Echo is back: a typed command shows on the screen.
        try terminal.run("echo back-to-normal")
        #expect(try terminal.wait { try terminal.screen().contains("back-to-normal") })
    }

    @Test func theFullScreenViewLeavesTheAlternateScreen() throws {
        let terminal = try TmuxTerminal()
        try terminal.startExplorer("examples/daily-steps.xml --tui")
        #expect(try terminal.wait { try terminal.tmux(["display", "-p", "#{alternate_on}"]).hasPrefix("1") })
        try terminal.press(["Right", "End"])
        // The last point's line, and the caret under the sparkline's last column.
        #expect(try terminal.wait { try terminal.screen().contains("Dec 31: 7,450 steps, down 100 steps.") })
        let screen = try terminal.screen()
        let spark = try #require(screen.firstIndex { $0.contains("▁") })
        #expect(screen[spark + 1].count == screen[spark].count && screen[spark + 1].hasSuffix("^"), "\(screen[spark + 1])")
        try terminal.press(["q"])
        #expect(terminal.exitStatus() == 0)
        #expect(try terminal.tmux(["display", "-p", "#{alternate_on}"]).hasPrefix("0"))
        #expect(terminal.file("before") == terminal.file("after"), "stty settings changed")
    }
}
