import Foundation

/// The controlling terminal in key-at-a-time mode: no line editing and no echo, but signals (Ctrl-C,
/// Ctrl-Z) and output processing left as they are, so lines print normally and a screen reader reads them.
/// The saved settings come back on `restore()`, on Ctrl-C/SIGTERM/SIGHUP (then the process exits 130/143/129)
/// and around a suspension with Ctrl-Z.
final class Terminal {
    /// Whether the full-screen view is on (alternate screen, hidden cursor).
    let fullScreen: Bool

    private init(fullScreen: Bool) { self.fullScreen = fullScreen }

    /// Puts standard input's terminal in key-at-a-time mode; nil when standard input is not a terminal.
    static func enter(fullScreen: Bool) -> Terminal? {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &TerminalState.saved) == 0 else { return nil }
        TerminalState.fullScreen = fullScreen
        // Touch the escape sequences now, so a signal handler never initializes (allocates) them.
        _ = TerminalState.enterFullScreen.count + TerminalState.leaveFullScreen.count
        TerminalState.active = true
        for sig in [SIGINT, SIGTERM, SIGHUP] { signal(sig, terminalExitHandler) }
        signal(SIGTSTP, terminalSuspendHandler)
        signal(SIGCONT, terminalContinueHandler)
        TerminalState.makeRaw()
        if fullScreen { TerminalState.write(TerminalState.enterFullScreen) }
        return Terminal(fullScreen: fullScreen)
    }

    /// Puts the terminal back as it was and the signal handlers back to their defaults.
    func restore() {
        TerminalState.restore()
        TerminalState.active = false
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] { signal(sig, SIG_DFL) }
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
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var fullScreen = false
    nonisolated(unsafe) static var active = false

    /// Alternate screen, cursor home, clear, cursor hidden.
    static let enterFullScreen = Array("\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?25l".utf8)
    /// Cursor shown, main screen back.
    static let leaveFullScreen = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

    static func makeRaw() {
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    }

    static func restore() {
        guard active else { return }
        if fullScreen { write(leaveFullScreen) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    /// Writes bytes made beforehand (no allocation, so a signal handler may call it).
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { _ = Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
}

private func terminalExitHandler(_ sig: Int32) {
    TerminalState.restore()
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
