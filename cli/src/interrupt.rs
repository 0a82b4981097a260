//! Ctrl-C during work that keeps what it has done (a review, in `alquerque review` and in
//! `play`): the work is told to stop, and what it finished is printed and saved. Elsewhere
//! Ctrl-C ends the program as it always did (status 130), and a second Ctrl-C during the work
//! ends it at once, for the user who does not want to wait.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Once;

/// Whether some work is running under [`catching`].
static CATCHING: AtomicBool = AtomicBool::new(false);
/// Set by Ctrl-C while [`CATCHING`].
static STOP: AtomicBool = AtomicBool::new(false);

fn install() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let installed = ctrlc::set_handler(|| {
            if !CATCHING.load(Ordering::SeqCst) || STOP.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
        if let Err(e) = installed {
            eprintln!("alquerque: Ctrl-C will not stop cleanly ({e})");
        }
    });
}

/// Runs `work` with a flag that Ctrl-C sets instead of ending the program; returns what the
/// work returned and whether Ctrl-C was pressed.
pub fn catching<R>(work: impl FnOnce(&AtomicBool) -> R) -> (R, bool) {
    install();
    STOP.store(false, Ordering::SeqCst);
    CATCHING.store(true, Ordering::SeqCst);
    let result = work(&STOP);
    CATCHING.store(false, Ordering::SeqCst);
    (result, STOP.swap(false, Ordering::SeqCst))
}
