import CSignalCleanup
import Glibc

/// What happens to temporary output files when SIGINT, SIGTERM, SIGHUP or SIGPIPE ends the process.
///
/// Every temporary `AtomicFile` creates is remembered in a table the signal handler can walk safely;
/// once `installHandlers()` has run, such a signal removes them all and the process exits with 128 + the
/// signal number (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 141 for SIGPIPE). A fatal signal
/// (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE: a Swift trap, abort(), a bad access, a stack
/// overflow) also removes them, then ends the process as it would have anyway (killed by that signal,
/// core dump included). Library users who handle signals themselves need not install it; the command line does.
package enum SignalCleanup {
    /// Installs the handlers (idempotent).
    package static func installHandlers() {
        cn_cleanup_install_handlers()
        cn_cleanup_install_fatal_handlers()
    }

    /// Defers handled signals until `release()`: used around committing a run's outputs so that they
    /// all arrive or none do.
    package static func hold() { cn_cleanup_hold() }

    /// Ends `hold()`; a signal that arrived meanwhile now removes the remaining temporaries and exits.
    package static func release() { cn_cleanup_release() }

    /// Asks for SIGTERM when the parent process ends (a batch's worker process, whose batch may be killed with
    /// SIGKILL); false when the parent is no longer `parent`.
    package static func endWithParent(_ parent: Int32) -> Bool { cn_cleanup_die_with_parent(SIGTERM, parent) == 0 }

    /// How many temporaries are currently remembered.
    package static var trackedTemporaries: Int { Int(cn_cleanup_count()) }
}
