//! Ban-free distance files (`PliesFile::parse`): no bytes make the decoder panic; a file it
//! accepts decodes every block or is refused with a reason, and probing it answers or says
//! "not known" without harm. The same inputs and probes as the win/loss file's check.

use alquerque_core::tables::PliesFile;

use super::tables::{refused, table_bytes};
use super::win_loss::{probes, PROBE_NODES};

/// Reads `data` as a distance file and checks what reads, its bytes taken as the exact
/// tables' check takes them ([`table_bytes`]: an odd first byte has the checksums put right).
pub fn check(data: &[u8]) {
    let Some(bytes) = table_bytes(data) else {
        return;
    };
    let file = match PliesFile::parse(&bytes) {
        Ok(file) => file,
        Err(e) => return refused(e),
    };
    if let Err(e) = file.check_blocks() {
        return refused(e);
    }
    for pos in probes(data) {
        if let Some(v) = file.probe(&pos, PROBE_NODES) {
            // A distance's parity is its winner: an odd one is the side to move's win.
            assert_eq!(v.wins, v.plies % 2 == 1, "{v:?}");
        }
    }
}
