//! `alquerque qirkat`: the classic Qirkat text protocol on standard input and output (the
//! protocol itself is `crate::qirkat`).

use std::process::ExitCode;

/// Arguments of `alquerque qirkat`.
#[derive(clap::Args)]
pub struct QirkatArgs {
    /// A graphical display (not offered: exits with status 2, as the protocol requires).
    #[arg(long)]
    display: bool,
}

/// Runs `alquerque qirkat`.
pub fn run(args: QirkatArgs) -> ExitCode {
    if args.display {
        eprintln!("alquerque qirkat has no graphical display; use `alquerque play`");
        return ExitCode::from(2);
    }
    match crate::qirkat::run_stdio() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            // On a line of its own: the prompt before it has no newline.
            eprintln!("\nalquerque qirkat: {e}");
            ExitCode::FAILURE
        }
    }
}
