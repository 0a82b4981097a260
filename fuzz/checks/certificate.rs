//! Proof certificates (`Certificate::decode` and `check`): what decodes encodes to the same
//! bytes, the checker accepts or refuses it within bounds, and what it accepts is not
//! contradicted by the engine's own proof search.

use std::sync::atomic::AtomicBool;

use alquerque_core::internals::{Dfpn, Value};
use alquerque_core::proof::certificate::{Certificate, CheckError};
use alquerque_core::Position;

/// The proof search's effort on an accepted certificate's root: enough for the small trees a
/// fuzzer can write, and bounded.
const CROSS_CHECK_EXPANSIONS: u64 = 20_000;

/// Decodes `data`; a certificate that decodes is encoded back, cut to its top and checked.
///
/// Random bytes almost never carry the right checksum, so a fuzzer would only ever test the
/// checksum: when the first byte is odd, the rest is taken as a certificate without its
/// checksum, which is added as the format says (FNV-1a 64 of the bytes before it); when it
/// is even, the rest is decoded as it is.
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let mut bytes = rest.to_vec();
    if mode % 2 == 1 {
        bytes.extend_from_slice(&fnv1a(rest).to_le_bytes());
    }
    check_bytes(&bytes);
}

/// FNV-1a, 64 bits: the certificate's checksum as its format documents it.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn check_bytes(data: &[u8]) {
    let cert = match Certificate::decode(data) {
        Ok(cert) => cert,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    assert_eq!(
        cert.encode(),
        data,
        "decode then encode gives the bytes back"
    );
    let root = Position::from_setup(&cert.root, cert.rules).expect("decode checks the root");
    let top = cert.top(3);
    assert!(top.len() <= cert.len());
    for (key, path) in top.entries() {
        assert_eq!(
            cert.path_for_key(key),
            Some(path),
            "the top is part of the proof"
        );
    }
    if let Some(mv) = cert.move_for(&root) {
        assert!(root.is_legal(mv));
    }
    match cert.check(&AtomicBool::new(false), &mut |_| {}) {
        Ok(report) => {
            assert!(!cert.rules.has_draws());
            assert!(report.entries_used <= cert.len() as u64);
            // The engine's proof search must not find the opposite of what was accepted.
            let mut dfpn = Dfpn::new(1 << 20);
            let value = dfpn
                .solve(
                    &root,
                    CROSS_CHECK_EXPANSIONS,
                    &AtomicBool::new(false),
                    &mut |_| {},
                )
                .expect("rules without draws");
            let side_to_move_wins = root.turn() == cert.winner;
            let contradiction = if side_to_move_wins {
                Value::Loss
            } else {
                Value::Win
            };
            assert_ne!(
                value, contradiction,
                "a certificate that {:?} wins {root:?} was accepted",
                cert.winner
            );
        }
        Err(CheckError::Unsupported(rules)) => assert!(rules.has_draws()),
        Err(CheckError::Rejected { reason, line }) => {
            assert!(!reason.is_empty());
            assert!(
                line.len() <= 2 * cert.len() + 2,
                "the line is a path of the proof"
            );
        }
        Err(CheckError::Stopped) => panic!("stopped without being asked to"),
    }
}
