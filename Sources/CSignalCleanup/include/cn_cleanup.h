/* cn_cleanup: removes chartnarrate's temporary output files when a signal ends the process.
 *
 * A signal handler may only call async-signal-safe functions, so the paths of live temporaries are
 * kept here in a fixed table of C strings (no allocation, no locks) that the handler walks with
 * unlink(2) before _exit(128 + signal), or before re-raising a fatal signal. Slots change state with atomic operations, so registering
 * from one thread while a signal arrives on another is safe.
 */
#ifndef CN_CLEANUP_H
#define CN_CLEANUP_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Records `path` (absolute or relative to the working directory, at most 4095 bytes) as a temporary
 *  to remove on a signal. Returns a slot number for cn_cleanup_forget, or -1 when the table is full or
 *  the path too long (the file is then simply not cleaned up on a signal). */
int32_t cn_cleanup_remember(const char *path);

/** Stops tracking the temporary in `slot` (after it was renamed into place or removed). Accepts -1. */
void cn_cleanup_forget(int32_t slot);

/** Installs the handler for SIGINT, SIGTERM, SIGHUP and SIGPIPE: remove every remembered temporary,
 *  then _exit(128 + signal). Signals ignored at start-up (nohup) stay ignored; the others are unblocked
 *  in the calling thread, whose mask later threads inherit. Call it early, from the main thread. Idempotent. */
void cn_cleanup_install_handlers(void);

/** Installs the handler for the fatal signals SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS and SIGFPE (what a
 *  Swift trap, abort() or a bad access raise): remove every remembered temporary, restore the action that
 *  was there before (normally SIG_DFL) and let the signal take it, so the exit status (killed by the
 *  signal) and any core dump stay as they were. Holds do not delay it: the process cannot go on. It runs on
 *  an alternate stack (set for the calling thread when it has none), so a stack overflow is handled too.
 *  Call it early, from the main thread. Idempotent. */
void cn_cleanup_install_fatal_handlers(void);

/** While held, a handled signal is only recorded; the matching cn_cleanup_release then acts on it. Used
 *  around the final renames so that a run's outputs are all committed or none. Holds nest. */
void cn_cleanup_hold(void);

/** Ends a hold; when the outermost hold ends and a signal arrived meanwhile, removes the remembered temporaries and exits 128 + signal. */
void cn_cleanup_release(void);

/** For a batch's worker process: asks the kernel to send `sig` when the parent process ends (Linux
 *  PR_SET_PDEATHSIG), so that a worker never outlives a batch killed with SIGKILL. Returns 0, or -1 when
 *  the parent is no longer `parent` (it ended before the request took effect). */
int32_t cn_cleanup_die_with_parent(int32_t sig, int32_t parent);

/** The number of temporaries currently remembered (for tests). */
int32_t cn_cleanup_count(void);

#ifdef __cplusplus
}
#endif

#endif
