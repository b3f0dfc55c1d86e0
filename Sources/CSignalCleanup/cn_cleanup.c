#include "cn_cleanup.h"

#include <pthread.h>
#include <sys/prctl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { SLOT_COUNT = 64, PATH_CAPACITY = 4096 };
enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_LIVE = 2 };

static _Atomic int slot_state[SLOT_COUNT];
static char slot_path[SLOT_COUNT][PATH_CAPACITY];
static _Atomic int holding;
static _Atomic int pending_signal;
static _Atomic int installed;

int32_t cn_cleanup_remember(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_CAPACITY) return -1;
    for (int i = 0; i < SLOT_COUNT; i++) {
        int expected = SLOT_FREE;
        if (atomic_compare_exchange_strong(&slot_state[i], &expected, SLOT_FILLING)) {
            memcpy(slot_path[i], path, length + 1);
            atomic_store(&slot_state[i], SLOT_LIVE);
            return i;
        }
    }
    return -1;
}

void cn_cleanup_forget(int32_t slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return;
    atomic_store(&slot_state[slot], SLOT_FREE);
}

int32_t cn_cleanup_count(void) {
    int32_t n = 0;
    for (int i = 0; i < SLOT_COUNT; i++) n += atomic_load(&slot_state[i]) == SLOT_LIVE;
    return n;
}

/* Async-signal-safe: atomics, unlink and _exit only. */
static void remove_all_and_exit(int signal_number) {
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (atomic_load(&slot_state[i]) == SLOT_LIVE) unlink(slot_path[i]);
    }
    _exit(128 + signal_number);
}

static void handle(int signal_number) {
    if (atomic_load(&holding)) {
        int expected = 0;
        atomic_compare_exchange_strong(&pending_signal, &expected, signal_number);
        return;
    }
    remove_all_and_exit(signal_number);
}

void cn_cleanup_install_handlers(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
    const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&action.sa_mask, signals[i]);
    sigset_t unblock;
    sigemptyset(&unblock);
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction previous;
        // A signal ignored from the start stays ignored (nohup, background jobs of a non-interactive shell).
        if (sigaction(signals[i], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(signals[i], &action, NULL);
        sigaddset(&unblock, signals[i]);
    }
    // A mask inherited from the parent (test runners, some supervisors) would otherwise hold them forever.
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
}

/* Fatal signals: a Swift trap (precondition, overflow, force-unwrap: SIGILL or SIGTRAP), abort(), a bad
 * access or a stack overflow (SIGSEGV, SIGBUS), SIGFPE. The temporaries are removed, then the signal is
 * handed back to whatever handled it before (normally the default action), so that the exit status and
 * any core dump are what they would have been without this handler. */
static const int fatal_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
enum { FATAL_COUNT = sizeof fatal_signals / sizeof fatal_signals[0] };
static struct sigaction fatal_previous[FATAL_COUNT];
/* A stack overflow leaves no stack to run a handler on: SIGSEGV is taken on this one (main thread). */
static char alternate_stack[64 * 1024];

/* Async-signal-safe: atomics, unlink, sigaction and raise only. */
static void handle_fatal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (atomic_load(&slot_state[i]) == SLOT_LIVE) unlink(slot_path[i]);
    }
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (fatal_signals[i] == signal_number) sigaction(signal_number, &fatal_previous[i], NULL);
    }
    /* A signal sent by kill/raise/abort (si_code <= 0) is sent again; it is blocked until this handler
     * returns. A fault raised by an instruction happens again when that instruction re-runs on return,
     * now under the previous action, with its own siginfo. */
    if (info == NULL || info->si_code <= 0) raise(signal_number);
}

void cn_cleanup_install_fatal_handlers(void) {
    static _Atomic int fatal_installed;
    int expected = 0;
    if (!atomic_compare_exchange_strong(&fatal_installed, &expected, 1)) return;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    stack_t current;
    /* Keep an alternate stack someone else (the Swift runtime's backtracer) already set. */
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) sigaltstack(&stack, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handle_fatal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigset_t unblock;
    sigemptyset(&unblock);
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (sigaction(fatal_signals[i], &action, &fatal_previous[i]) != 0) continue;
        sigaddset(&unblock, fatal_signals[i]);
    }
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
}

void cn_cleanup_hold(void) { atomic_fetch_add(&holding, 1); }

void cn_cleanup_release(void) {
    if (atomic_fetch_sub(&holding, 1) != 1) return;
    int signal_number = atomic_exchange(&pending_signal, 0);
    if (signal_number != 0) remove_all_and_exit(signal_number);
}

int32_t cn_cleanup_die_with_parent(int32_t sig, int32_t parent) {
    if (prctl(PR_SET_PDEATHSIG, (unsigned long)sig) != 0) return -1;
    return getppid() == (pid_t)parent ? 0 : -1;
}
