//! `alquerque qirkat`: the classic Qirkat text protocol on standard input and output (the
//! protocol itself is `crate::qirkat`).

use crate::failure::{Failure, Outcome, Status};

/// Arguments of `alquerque qirkat`.
#[derive(clap::Args)]
pub struct QirkatArgs {
    /// A graphical display (not offered: exits with status 2, as the protocol requires).
    #[arg(long)]
    display: bool,
}

/// Runs `alquerque qirkat`.
pub fn run(args: QirkatArgs) -> Outcome {
    if args.display {
        eprintln!("alquerque qirkat has no graphical display; use `alquerque play`");
        return Err(Failure::Said(Status::Usage));
    }
    match crate::qirkat::run_stdio() {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => {
            // On a line of its own: the prompt before it has no newline.
            eprintln!("\nalquerque qirkat: {e}");
            Err(Failure::Said(Status::Failed))
        }
    }
}
