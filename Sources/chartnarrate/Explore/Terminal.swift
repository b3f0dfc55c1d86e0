import Foundation

/// The controlling terminal in key-at-a-time mode: no line editing and no echo, but signals (Ctrl-C,
/// Ctrl-Z) and output processing left as they are, so lines print normally and a screen reader reads them.
/// The saved settings come back on `restore()`, on Ctrl-C/SIGTERM/SIGHUP (then the handler that was there
/// before runs — the command line's removes temporaries — and the process exits 130/143/129) and around a
/// suspension with Ctrl-Z.
final class Terminal {
    /// Whether the full-screen view is on (alternate screen, hidden cursor).
    let fullScreen: Bool

    private init(fullScreen: Bool) { self.fullScreen = fullScreen }

    /// Puts standard input's terminal in key-at-a-time mode; nil when standard input is not a terminal.
    static func enter(fullScreen: Bool) -> Terminal? {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, TerminalState.saved) == 0 else { return nil }
        TerminalState.fullScreen = fullScreen
        // Touch the escape sequences now, so a signal handler never initializes (allocates) them.
        _ = TerminalState.enterFullScreen.count + TerminalState.leaveFullScreen.count
        TerminalState.active = true
        for sig in TerminalState.handledSignals {
            sigaction(sig, nil, &TerminalState.previous[Int(sig)])
        }
        TerminalState.install(terminalExitHandler, for: [SIGINT, SIGTERM, SIGHUP])
        TerminalState.install(terminalSuspendHandler, for: [SIGTSTP])
        TerminalState.install(terminalContinueHandler, for: [SIGCONT])
        TerminalState.makeRaw()
        if fullScreen { TerminalState.write(TerminalState.enterFullScreen) }
        return Terminal(fullScreen: fullScreen)
    }

    /// Puts the terminal back as it was and the signal handlers back as they were.
    func restore() {
        TerminalState.restore()
        TerminalState.active = false
        for sig in TerminalState.handledSignals { sigaction(sig, &TerminalState.previous[Int(sig)], nil) }
    }

    /// Waits up to `timeout` seconds (forever when nil) for input; the bytes read, [] on timeout, nil at end of input.
    func read(timeout: Double?) -> [UInt8]? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32(($0 * 1000).rounded()) } ?? -1
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { return [] }
            break
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, 256) }
        if count <= 0 { return nil }
        return Array(buffer.prefix(count))
    }

    /// The terminal's width in columns (80 when it does not say).
    var columns: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}

/// What the signal handlers need, in globals: a handler cannot capture context. Only async-signal-safe
/// calls (tcsetattr, write, signal, raise, _exit) are made from the handlers.
enum TerminalState {
    /// The settings to put back, and the key-at-a-time ones, in heap memory of termios' full size: the Swift
    /// global a `termios()` value lived in was 57 bytes while tcgetattr writes 60 (AddressSanitizer:
    /// global-buffer-overflow, the 3 bytes past it were the next globals).
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let p = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        p.initialize(to: termios())
        return p
    }()
    nonisolated(unsafe) static let raw: UnsafeMutablePointer<termios> = {
        let p = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        p.initialize(to: termios())
        return p
    }()
    nonisolated(unsafe) static var fullScreen = false
    nonisolated(unsafe) static var active = false
    /// The handlers in place before, by signal number (read by the handlers, so allocated up front).
    nonisolated(unsafe) static var previous: [sigaction] = Array(repeating: sigaction(), count: 65)
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    /// Installs `handler` for each signal that was not ignored (nohup keeps SIGHUP ignored).
    static func install(_ handler: @escaping @convention(c) (Int32) -> Void, for signals: [Int32]) {
        for sig in signals where !isIgnored(previous[Int(sig)]) {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, nil)
        }
    }

    static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1
    }

    /// Runs the handler that was in place before for `sig`, if it was a function (it is expected to exit).
    static func runPrevious(_ sig: Int32) {
        guard let handler = previous[Int(sig)].__sigaction_handler.sa_handler,
              unsafeBitCast(handler, to: Int.self) > 1 else { return }
        handler(sig)
    }

    /// Alternate screen, cursor home, clear, cursor hidden.
    static let enterFullScreen = Array("\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?25l".utf8)
    /// Cursor shown, main screen back.
    static let leaveFullScreen = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

    static func makeRaw() {
        raw.update(from: saved, count: 1)
        raw.pointee.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, raw)
    }

    static func restore() {
        guard active else { return }
        if fullScreen { write(leaveFullScreen) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
    }

    /// Writes bytes made beforehand (no allocation, so a signal handler may call it).
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { _ = Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}

private func terminalExitHandler(_ sig: Int32) {
    TerminalState.restore()
    TerminalState.runPrevious(sig)
    _exit(128 + sig)
}

private func terminalSuspendHandler(_ sig: Int32) {
    TerminalState.restore()
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
}

private func terminalContinueHandler(_ sig: Int32) {
    signal(SIGTSTP, terminalSuspendHandler)
    guard TerminalState.active else { return }
    TerminalState.makeRaw()
    if TerminalState.fullScreen { TerminalState.write(TerminalState.enterFullScreen) }
}
