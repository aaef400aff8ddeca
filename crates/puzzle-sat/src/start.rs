//! How the process starts on Unix: `puzzle-sat` begins at the C entry point
//! (`#![no_main]` in `main.rs`) instead of Rust's runtime start, which finds the main
//! thread's stack by reading /proc/self/maps and maps a signal stack for a stack
//! overflow's message: about a tenth of the CPU of a process that solves one small
//! puzzle (docs/experiments/2026-11-28-help-on-demand-and-start.md).
//!
//! What of that start the command relies on is done here: a standard descriptor that
//! was closed is opened on /dev/null, so that no file the command opens takes its place;
//! SIGPIPE ends the process quietly; a panic exits with status 101; standard output is
//! flushed at exit (`std::process::exit` does it). A stack overflow ends the process
//! with SIGSEGV, without Rust's message.
//!
//! In the statically linked build (the repository's `.cargo/config.toml`), glibc's own
//! start asks `_dl_get_origin` for the program's directory, which `dlopen` would put for
//! `$ORIGIN` in a library path; it reads the link /proc/self/exe, a lookup in /proc
//! that each new process pays in full (docs/experiments/2026-11-29-dist-lto.md).
//! puzzle-sat loads no library by `$ORIGIN`, so `_dl_get_origin` here answers "unknown"
//! at once, the answer glibc gives when it cannot read the link.

/// The exit status of a panic, as Rust's own start gives it.
const PANICKED: u8 = 101;

/// Runs `command` as the whole process and exits with the status it returns.
pub fn run(command: fn() -> u8) -> ! {
    open_closed_standard_descriptors();
    die_quietly_on_closed_pipe();
    let status = std::panic::catch_unwind(command).unwrap_or(PANICKED);
    std::process::exit(status.into())
}

/// Opens each of standard input, output and error that the parent left closed on
/// /dev/null.
fn open_closed_standard_descriptors() {
    for fd in 0..3 {
        // SAFETY: asking about and opening descriptors before any other thread runs.
        unsafe {
            if libc::fcntl(fd, libc::F_GETFD) == -1 {
                libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
            }
        }
    }
}

/// A closed standard output (`puzzle-sat solve big.lines | head -1`) ends the process
/// quietly, as it ends `cat` and `grep`: the default action of SIGPIPE, which a parent
/// may have set aside (Rust's own start does).
fn die_quietly_on_closed_pipe() {
    // SAFETY: setting a signal's disposition to its default, before any other thread runs.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// glibc's answer for a program whose directory is unknown (`(char *) -1`), given
/// without reading /proc/self/exe; see the module documentation. The linker takes this
/// definition in place of glibc's, which is then left out of the static binary.
#[cfg(all(target_os = "linux", target_env = "gnu", target_feature = "crt-static"))]
#[no_mangle]
extern "C" fn _dl_get_origin() -> *const libc::c_char {
    usize::MAX as *const libc::c_char
}
