//! Solving: the proof-number search against a plain exhaustive search, certificates written and
//! checked, and damaged or false certificates rejected by the independent checker.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use alquerque_core::internals::RefPos;
use alquerque_core::internals::{certify, Dfpn, Value};
use alquerque_core::proof::certificate::{position_key, Certificate, CheckError};
use alquerque_core::PositionText;
use alquerque_core::{Color, Move, Position, Rules, Setup, Square};
use proptest::prelude::*;

/// Whether the side to move wins with best play: a full search to the end of the game over the
/// reference generator (every game ends under the default rules), memoised.
fn exact(p: &RefPos, memo: &mut HashMap<RefPos, bool>) -> bool {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let v = p.moves().iter().any(|(_, child)| !exact(child, memo));
    memo.insert(p.clone(), v);
    v
}

fn solve(pos: &Position) -> Value {
    Dfpn::new(16 << 20)
        .solve(pos, u64::MAX, &AtomicBool::new(false), &mut |_| {})
        .expect("default rules")
}

/// A small endgame Black wins with White to move: 236 entries with one-move leaves.
const SMALL: &str = "-bb--/---b-/-----/-----/-ww-- w - 0";

fn certified(text: &str, leaf_moves: u8) -> (Position, Certificate) {
    let pos = text
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    let mut dfpn = Dfpn::new(16 << 20);
    let (cert, stats) = certify(
        &mut dfpn,
        &pos,
        leaf_moves,
        &AtomicBool::new(false),
        &mut |_, _| {},
    )
    .expect("proved");
    assert_eq!(stats.entries as usize, cert.len());
    (pos, cert)
}

fn check(cert: &Certificate) -> Result<(), CheckError> {
    cert.check(&AtomicBool::new(false), &mut |_| {}).map(|_| ())
}

/// `cert` with its entries replaced by `f(entries)`, re-encoded with a valid checksum, so only
/// the walk can object.
fn edited(cert: &Certificate, f: impl FnOnce(&mut Vec<(u128, Vec<u8>)>)) -> Certificate {
    let mut entries: Vec<(u128, Vec<u8>)> = cert.entries().map(|(k, p)| (k, p.to_vec())).collect();
    f(&mut entries);
    let c = Certificate::new(cert.rules, cert.root, cert.winner, cert.leaf_moves, entries);
    Certificate::decode(&c.encode()).expect("well-formed")
}

#[test]
fn a_small_position_is_proved_and_its_certificate_checked() {
    let (pos, cert) = certified(SMALL, 1);
    assert_eq!(cert.winner, Color::Black);
    assert_eq!(solve(&pos), Value::Loss);
    assert!(cert.len() > 50, "a real tree: {} entries", cert.len());
    let bytes = cert.encode();
    let read = Certificate::decode(&bytes).expect("reads back");
    assert_eq!(read, cert);
    let report = read
        .check(&AtomicBool::new(false), &mut |_| {})
        .expect("accepted");
    assert_eq!(report.entries_used as usize, cert.len());
    assert!(report.loser_positions > 0 && report.won_by_search > 0);
    // Deeper leaves make a smaller certificate of the same fact.
    let (_, smaller) = certified(SMALL, 2);
    assert!(smaller.len() < cert.len());
    check(&smaller).expect("accepted");
}

#[test]
fn every_first_move_agrees_with_the_exhaustive_search() {
    let pos = SMALL
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    let mut memo = HashMap::new();
    for mv in pos.legal_moves() {
        let child = pos.after(mv);
        let truth = exact(&RefPos::from_position(&child), &mut memo);
        let v = solve(&child);
        assert_eq!(v, if truth { Value::Win } else { Value::Loss }, "{mv}");
    }
}

#[test]
fn a_removed_entry_is_rejected() {
    let (_, cert) = certified(SMALL, 1);
    // Every stored move is needed: the builder stores one only where the leaf search finds no
    // win, so without it the walk must fail.
    for i in [0, cert.len() / 3, cert.len() / 2, cert.len() - 1] {
        let damaged = edited(&cert, |e| {
            e.remove(i);
        });
        let err = check(&damaged).expect_err("a missing entry is caught");
        assert!(
            matches!(&err, CheckError::Rejected { reason, .. } if reason.contains("no move is stored")),
            "{err}"
        );
    }
}

/// The position of entry `key` (the winner to move), rebuilt from the key.
fn entry_position(cert: &Certificate, key: u128) -> Position {
    let set = |shift: u32| alquerque_core::Bitboard::new(((key >> shift) & 0x1ff_ffff) as u32);
    let setup = Setup {
        white: set(0),
        black: set(25),
        turn: cert.winner,
        no_east: set(50),
        no_west: set(75),
        plies_since_capture: 0,
    };
    Position::from_setup(&setup, cert.rules).expect("valid")
}

/// The path of `mv` as point indices, as the certificate format stores it.
fn stored_path(mv: Move) -> Vec<u8> {
    mv.path().map(|s| s.index() as u8).collect()
}

#[test]
fn a_changed_move_is_rejected() {
    let (_, cert) = certified(SMALL, 1);
    let mut dfpn = Dfpn::new(16 << 20);
    let stop = AtomicBool::new(false);
    // Replace stored moves by legal moves that lose; and by a path that is no move at all.
    let mut losing_swaps = 0;
    for (key, path) in cert.entries().take(60) {
        let pos = entry_position(&cert, key);
        assert_eq!(position_key(&pos.to_setup()), key);
        let stored = cert.move_for(&pos).expect("covered");
        assert_eq!(
            stored.path().map(|s| s.index() as u8).collect::<Vec<_>>(),
            path
        );
        let losing = pos
            .legal_moves()
            .into_iter()
            .find(|&m| dfpn.solve(&pos.after(m), u64::MAX, &stop, &mut |_| {}) == Ok(Value::Win));
        let Some(bad) = losing else { continue };
        losing_swaps += 1;
        let damaged = edited(&cert, |e| {
            let slot = e.iter_mut().find(|(k, _)| *k == key).expect("present");
            slot.1 = stored_path(bad);
        });
        assert!(check(&damaged).is_err(), "losing move {bad} accepted");
    }
    assert!(losing_swaps >= 5, "the sample has losing alternatives");
    let (key, _) = cert.entries().next().expect("entries");
    let illegal = edited(&cert, |e| {
        e[0].1 = vec![Square::A1.index() as u8, Square::E5.index() as u8];
    });
    let err = check(&illegal).expect_err("an illegal move is caught");
    assert!(err.to_string().contains("not legal"), "{err} ({key})");
}

#[test]
fn a_false_claim_is_rejected() {
    let (_, cert) = certified(SMALL, 1);
    let entries: Vec<(u128, Vec<u8>)> = cert.entries().map(|(k, p)| (k, p.to_vec())).collect();
    let claim = Certificate::new(
        cert.rules,
        cert.root,
        cert.winner.other(),
        cert.leaf_moves,
        entries,
    );
    assert!(check(&claim).is_err());
    // Nor does the start position's certificate pretend to more than the leaf search finds.
    let start = Certificate::new(
        Rules::default(),
        Setup::start(),
        Color::White,
        1,
        Vec::new(),
    );
    assert!(check(&start).is_err());
}

#[test]
fn flipped_bytes_are_rejected() {
    let (_, cert) = certified(SMALL, 1);
    let bytes = cert.encode();
    for i in [
        0,
        9,
        20,
        40,
        bytes.len() / 2,
        bytes.len() - 9,
        bytes.len() - 1,
    ] {
        let mut damaged = bytes.clone();
        damaged[i] ^= 0x10;
        assert!(Certificate::decode(&damaged).is_err(), "byte {i} flipped");
    }
    assert!(Certificate::decode(&bytes[..bytes.len() - 1]).is_err());
    assert!(Certificate::decode(b"").is_err());
}

#[test]
fn rules_with_draws_are_refused_by_solver_and_checker() {
    let pos = Position::new(Rules::with_reversal());
    let r = Dfpn::new(1 << 20).solve(&pos, 10, &AtomicBool::new(false), &mut |_| {});
    assert!(r.is_err());
    let cert = Certificate::new(
        Rules::alfonso(),
        Setup::start(),
        Color::White,
        1,
        Vec::new(),
    );
    assert!(matches!(check(&cert), Err(CheckError::Unsupported(_))));
}

/// Random endgames of up to three pieces a side, with bans on random pieces.
fn endgame() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec((0u8..25, any::<bool>(), 0u8..4), 1..7),
        any::<bool>(),
    )
        .prop_filter_map("valid", |(pieces, black_to_move)| {
            let mut s = Setup::empty(if black_to_move {
                Color::Black
            } else {
                Color::White
            });
            for (i, black, ban) in pieces {
                let sq = Square::new(i)?;
                if (s.white | s.black).contains(sq) {
                    continue;
                }
                if black {
                    s.black = s.black.with(sq);
                } else {
                    s.white = s.white.with(sq);
                }
                match ban {
                    0 => s.no_east = s.no_east.with(sq),
                    1 => s.no_west = s.no_west.with(sq),
                    _ => {}
                }
            }
            Position::from_setup(&s, Rules::default()).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// The proof search never claims a result the exhaustive search disagrees with, and its
    /// certificates pass the checker.
    #[test]
    fn dfpn_agrees_with_exhaustive_search(pos in endgame()) {
        let truth = exact(&RefPos::from_position(&pos), &mut HashMap::new());
        let mut dfpn = Dfpn::new(1 << 20);
        let (cert, _) = certify(&mut dfpn, &pos, 1, &AtomicBool::new(false), &mut |_, _| {})
            .expect("proved");
        let mover_wins = cert.winner == pos.turn();
        prop_assert_eq!(mover_wins, truth);
        prop_assert!(check(&cert).is_ok());
    }
}

/// The committed proof of the start position (`core/data/start.cert`, written by `alquerque
/// solve --certificate`) is accepted by the checker: White wins under the default rules. About
/// a minute and a half on one core; it is the result docs/engine.md states.
#[test]
fn the_committed_proof_that_white_wins_from_the_start_is_accepted() {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/data/start.cert"))
        .expect("core/data/start.cert is committed");
    let cert = Certificate::decode(&bytes).expect("reads");
    assert_eq!(cert.rules, Rules::default());
    assert_eq!(cert.root, Setup::start());
    assert_eq!(cert.winner, Color::White);
    let report = cert
        .check(&AtomicBool::new(false), &mut |_| {})
        .expect("the proof holds");
    assert_eq!(report.entries_used as usize, cert.len());
    // The top the core ships for the Perfect level is a part of this proof.
    let top = alquerque_core::proof::shipped_certificate().expect("shipped");
    assert_eq!(top.root, cert.root);
    assert!(top.len() > 1000);
    for (key, path) in top.entries() {
        assert_eq!(cert.path_for_key(key), Some(path));
    }
}

/// The committed proofs that White's three other first moves lose
/// (`core/data/first-moves/<move>.cert`, each written by `alquerque solve --record <the move>
/// --certificate`) are accepted by the checker: Black wins after each. The tops the core ships
/// of them are parts of them, and with White's they answer for every first move: the analysis
/// board says from the start that c2-c3 wins and the others lose. A few seconds on one core.
#[test]
fn the_committed_proofs_that_the_other_first_moves_lose_are_accepted() {
    let start = alquerque_core::Position::default();
    let shipped = alquerque_core::proof::shipped_certificates();
    assert_eq!(shipped.len(), 4, "White's top and three of Black's");
    for first in ["d3-c3", "b2-c3", "d2-c3"] {
        let path = format!(
            "{}/data/first-moves/{first}.cert",
            env!("CARGO_MANIFEST_DIR")
        );
        let bytes = std::fs::read(&path).expect("the proof is committed");
        let cert = Certificate::decode(&bytes).expect("reads");
        let mv = *start
            .legal_moves()
            .iter()
            .find(|m| m.to_string() == first)
            .expect("a first move");
        assert_eq!(cert.rules, Rules::default());
        assert_eq!(cert.root, start.after(mv).to_setup(), "{first}");
        assert_eq!(cert.winner, Color::Black);
        let report = cert
            .check(&AtomicBool::new(false), &mut |_| {})
            .expect("the proof holds");
        assert_eq!(report.entries_used as usize, cert.len());
        let top = shipped
            .iter()
            .find(|t| t.root == cert.root)
            .expect("its top is shipped");
        assert_eq!(top.winner, Color::Black);
        assert!(top.len() > 100, "{first}: {}", top.len());
        for (key, path) in top.entries() {
            assert_eq!(cert.path_for_key(key), Some(path), "{first}");
        }
    }
}

/// A forged certificate may ask for any leaf depth its byte allows: beyond the most the
/// checker searches, it is refused when read, before any search.
#[test]
fn a_leaf_depth_beyond_the_bound_is_refused_unread() {
    for depth in [Certificate::MAX_LEAF_MOVES + 1, 9, 255] {
        let forged = Certificate::new(
            Rules::default(),
            Setup::start(),
            Color::White,
            depth,
            Vec::new(),
        )
        .encode();
        let e = Certificate::decode(&forged).expect_err("refused");
        assert!(e.to_string().contains("leaf depth"), "{e}");
    }
    let deepest = Certificate::new(
        Rules::default(),
        Setup::start(),
        Color::White,
        Certificate::MAX_LEAF_MOVES,
        Vec::new(),
    );
    assert!(Certificate::decode(&deepest.encode()).is_ok());
    // The writer refuses to write one either.
    let mut dfpn = Dfpn::new(1 << 20);
    let stop = AtomicBool::new(false);
    let r = certify(
        &mut dfpn,
        &Position::default(),
        Certificate::MAX_LEAF_MOVES + 1,
        &stop,
        &mut |_, _| {},
    );
    assert!(r.is_err());
}

/// Certificates with no entries at the deepest leaf depth, from positions of many moves where
/// no side wins within three: each is rejected after one bounded leaf search.
#[test]
fn a_deep_leaf_without_a_win_is_rejected() {
    for text in [
        "bbbbb/-----/-----/-----/wwwww w - 0",
        "b-b-b/-b-b-/-----/-w-w-/w-w-w w - 0",
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0",
    ] {
        let pos = text
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        let cert = Certificate::new(
            Rules::default(),
            pos.to_setup(),
            pos.turn(),
            Certificate::MAX_LEAF_MOVES,
            Vec::new(),
        );
        let r = cert.check(&AtomicBool::new(false), &mut |_| {});
        let Err(CheckError::Rejected { reason, line }) = r else {
            panic!("{text}: {r:?}");
        };
        assert!(
            line.is_empty() && reason.contains("within 3 moves"),
            "{reason}"
        );
    }
}

/// A check stops when asked, here at its first look at the stop flag in the committed proof.
#[test]
fn a_check_stops_when_asked() {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/data/start.cert"))
        .expect("core/data/start.cert is committed");
    let cert = Certificate::decode(&bytes).expect("reads");
    let mut reports = 0;
    let r = cert.check(&AtomicBool::new(true), &mut |_| reports += 1);
    assert_eq!(r, Err(CheckError::Stopped));
    assert_eq!(reports, 0, "stopped at the first look");
}

/// What the writer leaves to the checker's search at the deepest leaf depth is found by it
/// within its node limit: the certificate it writes is accepted.
#[test]
fn a_certificate_written_at_the_deepest_leaf_depth_is_accepted() {
    let (_, cert) = certified(SMALL, Certificate::MAX_LEAF_MOVES);
    assert_eq!(cert.leaf_moves, Certificate::MAX_LEAF_MOVES);
    let back = Certificate::decode(&cert.encode()).expect("reads");
    assert_eq!(back, cert);
    assert_eq!(check(&back), Ok(()));
}

#[test]
fn a_file_longer_than_a_certificate_may_be_is_refused_unread() {
    let huge = vec![0u8; Certificate::MAX_BYTES + 1];
    let e = Certificate::decode(&huge).expect_err("too long");
    assert!(e.to_string().contains("at most 256 MiB"), "{e}");
}
