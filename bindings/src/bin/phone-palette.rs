//! Writes the resource files of the phones' palette and type scale (Android's colours and text
//! sizes, iOS's accent colour) from bindings/src/design/; with `--check`, writes nothing and
//! fails when a committed file differs from what it would write.

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let check = std::env::args().skip(1).any(|a| a == "--check");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut stale = 0;
    for (path, text) in alquerque_ffi::design::resources::files() {
        let file = root.join(path);
        let now = std::fs::read_to_string(&file).unwrap_or_default();
        if now == text {
            continue;
        }
        if check {
            eprintln!("phone-palette: {path} is stale: run `cargo run -p alquerque-bindings --bin phone-palette`");
            stale += 1;
        } else if let Err(e) = std::fs::write(&file, text) {
            eprintln!("phone-palette: cannot write {path}: {e}");
            return ExitCode::FAILURE;
        } else {
            println!("phone-palette: wrote {path}");
        }
    }
    if stale > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
