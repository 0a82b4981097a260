//! Ban-free win/loss files (`WinLossFile::parse`): no bytes make the decoder panic; a file it
//! accepts decodes every block or is refused with a reason, and probing it answers or says
//! "not known" without harm.

use alquerque_core::tables::WinLossFile;
use alquerque_core::{Bitboard, Color, Position, Rules, Setup};

use super::tables::{refused, table_bytes};

/// The positions probed in a file that reads: a few boards of two to four pieces, with and
/// without bans, drawn from the input's own bytes.
const PROBES: usize = 16;
/// The exact search's budget for a probed position with bans: small, so a fuzz run stays fast.
pub const PROBE_NODES: u64 = 200;

/// Reads `data` as a win/loss file and checks what reads, its bytes taken as the exact
/// tables' check takes them ([`table_bytes`]: an odd first byte has the checksums put right).
pub fn check(data: &[u8]) {
    let Some(bytes) = table_bytes(data) else {
        return;
    };
    let file = match WinLossFile::parse(&bytes) {
        Ok(file) => file,
        Err(e) => return refused(e),
    };
    if let Err(e) = file.check_blocks() {
        return refused(e);
    }
    for pos in probes(data) {
        let _ = file.wins(&pos, PROBE_NODES);
    }
}

/// The positions probed in a file that reads: [`PROBES`] boards drawn from the input's own
/// bytes, some with bans, either side to move (those that make no position are left out).
pub fn probes(data: &[u8]) -> impl Iterator<Item = Position> {
    let mut seed = data.iter().fold(0x9e37_79b9_7f4a_7c15_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    (0..PROBES).filter_map(move |_| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let white = Bitboard::new((seed >> 7) as u32 & 0x1ff_ffff);
        let black = Bitboard::new((seed >> 33) as u32 & 0x1ff_ffff) - white;
        let setup = Setup {
            white,
            black,
            turn: if seed & 1 == 0 {
                Color::White
            } else {
                Color::Black
            },
            no_east: white & Bitboard::new((seed >> 3) as u32),
            no_west: Bitboard::EMPTY,
            plies_since_capture: 0,
        };
        Position::from_setup(&setup, Rules::default()).ok()
    })
}
