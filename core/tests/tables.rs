//! The endgame tables checked against searches that share nothing with them but the move
//! generator: a plain minimax written here (every distance up to 7 plies), the forced-win
//! search and the proof-number search; and against the left–right mirror, a symmetry the
//! tables' index does not use.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use alquerque_core::engine::{Budget, Decision, Engine, Level};
use alquerque_core::engine::{
    PLIES_BAN_SEARCH_NODES, TABLE_BLOCK_VALUES, WDL_BAN_SEARCH_NODES, WDL_BLOCK_BOARDS,
};
use alquerque_core::internals::{Dfpn, Solver, Value as ProofValue};
use alquerque_core::tables::{
    best_moves, shipped, shipped_layered, value_after, PliesFile, Probe, TableFile, Tables, Value,
    WinLossFile, SHIPPED, SHIPPED_PIECES, SHIPPED_PLIES, SHIPPED_PLIES_PIECES, SHIPPED_WIN_LOSS,
    SHIPPED_WIN_LOSS_PIECES,
};
use alquerque_core::{Bitboard, Color, Game, Position, Rules, Setup, Square};

/// The tables the tests probe: at most four pieces, built once (a second or two).
fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        Tables::build(4, 2, &|_| {}, &AtomicBool::new(false)).expect("the tables build")
    })
}

/// A small random number generator of the test's own (xorshift64*), so the positions are the
/// same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random position with `white` and `black` pieces, either side to move, and a random
/// reversal ban on about half of the pieces (idle ones included: a ban on the far row or
/// towards the edge, which the tables must ignore).
fn random_position(rng: &mut Rng, white: u32, black: u32) -> Position {
    let mut setup = Setup::empty(if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    });
    let mut placed = 0;
    while placed < white + black {
        let sq = Square::new(rng.below(25) as u8).expect("a point");
        if setup.white.contains(sq) || setup.black.contains(sq) {
            continue;
        }
        if placed < white {
            setup.white = setup.white.with(sq);
        } else {
            setup.black = setup.black.with(sq);
        }
        match rng.below(4) {
            0 => setup.no_east = setup.no_east.with(sq),
            1 => setup.no_west = setup.no_west.with(sq),
            _ => {}
        }
        placed += 1;
    }
    Position::from_setup(&setup, Rules::default()).expect("a valid setup")
}

/// The exact distance of `pos` if it is at most `limit` plies, by plain minimax: the fastest
/// win when some move leaves the opponent lost within the limit, else the longest loss when
/// every move leaves the opponent a win within it.
fn minimax(pos: &Position, limit: u32) -> Option<u32> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(0);
    }
    if limit == 0 {
        return None;
    }
    let mut fastest_win = None;
    let mut longest_loss = Some(0);
    for &mv in moves.iter() {
        match minimax(&pos.after(mv), limit - 1) {
            Some(d) if d % 2 == 0 => {
                fastest_win = Some(fastest_win.map_or(d + 1, |w: u32| w.min(d + 1)))
            }
            Some(d) => longest_loss = longest_loss.map(|l: u32| l.max(d + 1)),
            None => longest_loss = None,
        }
    }
    fastest_win.or(longest_loss)
}

/// The position mirrored left to right: east and west swap, and so do the bans.
fn mirrored(pos: &Position) -> Position {
    let s = pos.to_setup();
    let flip = |b: Bitboard| -> Bitboard {
        b.into_iter()
            .map(|sq| Square::from_coords(4 - sq.col(), sq.row()).expect("a point"))
            .collect()
    };
    let setup = Setup {
        white: flip(s.white),
        black: flip(s.black),
        no_east: flip(s.no_west),
        no_west: flip(s.no_east),
        ..s
    };
    Position::from_setup(&setup, Rules::default()).expect("a valid setup")
}

#[test]
fn every_distance_up_to_seven_plies_is_minimax() {
    let mut rng = Rng(0x7ab1e5);
    let (mut compared, mut short) = (0, 0);
    for _ in 0..3000 {
        let w = 1 + rng.below(3) as u32;
        let b = 1 + rng.below(4 - w as u64) as u32;
        let pos = random_position(&mut rng, w, b);
        let value = tables()
            .probe(&pos)
            .expect("at most four pieces are in the tables");
        assert_eq!(value.wins, value.plies % 2 == 1, "{pos:?}");
        let expected = (value.plies <= 7).then_some(u32::from(value.plies));
        assert_eq!(
            minimax(&pos, 7),
            expected,
            "{pos:?}: the tables say {value:?}"
        );
        compared += 1;
        short += usize::from(expected.is_some());
    }
    assert_eq!(compared, 3000);
    // The comparison means something only if many distances are short enough to be checked.
    assert!(short > 1000, "only {short} positions within 7 plies");
}

/// The shipped distance file beyond the exact tables, on random positions of five and six
/// pieces with random bans: every distance it gives is plain minimax's where that is at most
/// 7 plies (`ALQUERQUE_MINIMAX_PLIES` sets another limit), longer otherwise, and its winner is
/// the win/loss file's.
#[test]
fn the_shipped_distance_file_agrees_with_minimax_and_the_win_loss_file() {
    let plies = PliesFile::parse(SHIPPED_PLIES).expect("the shipped distance file reads");
    let win_loss = WinLossFile::parse(SHIPPED_WIN_LOSS).expect("the shipped win/loss file reads");
    let limit: u32 = std::env::var("ALQUERQUE_MINIMAX_PLIES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(7);
    let mut rng = Rng(0xd157);
    let (mut drawn, mut answered, mut short) = (0u32, 0u32, 0u32);
    for pieces in u32::from(SHIPPED_PIECES) + 1..=u32::from(SHIPPED_PLIES_PIECES) {
        for _ in 0..300 {
            let w = 1 + rng.below(u64::from(pieces) - 1) as u32;
            let pos = random_position(&mut rng, w, pieces - w);
            drawn += 1;
            let Some(value) = plies.probe(&pos, PLIES_BAN_SEARCH_NODES) else {
                continue;
            };
            answered += 1;
            assert_eq!(value.wins, value.plies % 2 == 1, "{pos:?}");
            if let Some(wins) = win_loss.wins(&pos, WDL_BAN_SEARCH_NODES) {
                assert_eq!(wins, value.wins, "{pos:?}: {value:?}");
            }
            let expected = (u32::from(value.plies) <= limit).then_some(u32::from(value.plies));
            assert_eq!(
                minimax(&pos, limit),
                expected,
                "{pos:?}: the distance file says {value:?}"
            );
            short += u32::from(expected.is_some());
        }
    }
    println!("{drawn} positions, {answered} answered, {short} within {limit} plies");
    // Half the pieces carry a ban here, the hardest case for the file's bounded search.
    assert!(answered * 2 > drawn, "only {answered} of {drawn} answered");
    assert!(short > 200, "only {short} distances within {limit} plies");
}

#[test]
fn every_value_follows_from_its_childrens() {
    // The tables' own equation, position by position: with the ends of games right, this
    // makes the whole table right by induction over the (acyclic) game.
    let mut rng = Rng(0xc0ffee);
    for _ in 0..3000 {
        let w = 1 + rng.below(3) as u32;
        let b = 1 + rng.below(4 - w as u64) as u32;
        let pos = random_position(&mut rng, w, b);
        let value = tables().probe(&pos).expect("in the tables");
        let children: Vec<Value> = pos
            .legal_moves()
            .iter()
            .map(|&mv| tables().probe(&pos.after(mv)).expect("in the tables"))
            .collect();
        let fastest = children
            .iter()
            .filter(|c| !c.wins)
            .map(|c| c.plies + 1)
            .min();
        let longest = children.iter().map(|c| c.plies + 1).max().unwrap_or(0);
        assert_eq!(value.plies, fastest.unwrap_or(longest), "{pos:?}");
    }
}

#[test]
fn the_mirror_changes_no_value() {
    let mut rng = Rng(0x5eed);
    for _ in 0..3000 {
        let w = 1 + rng.below(3) as u32;
        let b = 1 + rng.below(4 - w as u64) as u32;
        let pos = random_position(&mut rng, w, b);
        assert_eq!(
            tables().probe(&pos),
            tables().probe(&mirrored(&pos)),
            "{pos:?}"
        );
    }
}

#[test]
fn the_forced_win_search_and_the_proof_search_agree() {
    let mut rng = Rng(0xdf9);
    let stop = AtomicBool::new(false);
    let (mut solver_checked, mut dfpn_checked) = (0, 0);
    for _ in 0..300 {
        let w = 1 + rng.below(3) as u32;
        let b = 1 + rng.below(4 - w as u64) as u32;
        let pos = random_position(&mut rng, w, b);
        let value = tables().probe(&pos).expect("in the tables");
        // The forced-win search names the fastest win in own moves: 2k − 1 plies.
        let mut solver = Solver::new(16);
        let report = solver.analyse(&pos, &[], 4, 2_000_000, None, &stop);
        if let Some((_, k)) = report.win {
            assert_eq!(
                (value.wins, value.plies),
                (true, 2 * k as u16 - 1),
                "{pos:?}"
            );
            solver_checked += 1;
        } else if report.depth_done >= 4 {
            assert!(!value.wins || value.plies > 7, "{pos:?}: {value:?} missed");
        }
        let mut dfpn = Dfpn::new(1 << 20);
        match dfpn.solve(&pos, 200_000, &stop, &mut |_| {}) {
            Ok(ProofValue::Win) => assert!(value.wins, "{pos:?}"),
            Ok(ProofValue::Loss) => assert!(!value.wins, "{pos:?}"),
            _ => continue,
        }
        dfpn_checked += 1;
    }
    assert!(
        solver_checked > 50 && dfpn_checked > 250,
        "{solver_checked} {dfpn_checked}"
    );
}

#[test]
fn tables_answer_only_what_they_hold() {
    let mut rng = Rng(1);
    let five = random_position(&mut rng, 3, 2);
    assert_eq!(tables().probe(&five), None);
    let pos = random_position(&mut rng, 2, 2);
    let with_draws = Position::from_setup(
        &Setup {
            no_east: Bitboard::EMPTY,
            no_west: Bitboard::EMPTY,
            ..pos.to_setup()
        },
        Rules::with_reversal(),
    )
    .expect("a valid setup");
    assert_eq!(tables().probe(&with_draws), None);
    // A side without pieces: the rules say it at once.
    let mut alone = Setup::empty(Color::White);
    alone.white = Bitboard::from_square(Square::C3);
    let alone = Position::from_setup(&alone, Rules::default()).expect("valid");
    assert_eq!(
        tables().probe(&alone),
        Some(Value {
            wins: true,
            plies: 1
        })
    );
}

#[test]
fn perfect_with_tables_plays_the_fastest_win_and_the_longest_defence() {
    let tables: Arc<Tables> = Arc::new(tables().clone());
    let mut params = Level::Perfect.params();
    // Were the tables not consulted, a search this small would show in the decision.
    params.budget = Budget::iterations(10);
    params.resources.threads = 1;
    let mut engine = Engine::new(params, 3).with_tables(tables.clone());
    let mut rng = Rng(0xbe57);
    let (mut wins, mut losses) = (0, 0);
    for _ in 0..400 {
        let w = 1 + rng.below(3) as u32;
        let b = 1 + rng.below(4 - w as u64) as u32;
        let pos = random_position(&mut rng, w, b);
        let moves = pos.legal_moves();
        if moves.len() < 2 {
            continue;
        }
        let value = tables.probe(&pos).expect("in the tables");
        let r = engine.search(
            &Game::from_position(pos),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let played = r.best.expect("a move");
        // The move's own value, from the tables, is the position's: no faster win, no longer
        // defence exists among the other moves.
        assert_eq!(value_after(&*tables, &pos, played), Some(value), "{pos:?}");
        for &mv in moves.iter() {
            let other = value_after(&*tables, &pos, mv).expect("in the tables");
            if other.wins == value.wins {
                let no_better = if value.wins {
                    other.plies >= value.plies
                } else {
                    other.plies <= value.plies
                };
                assert!(no_better, "{pos:?}: {mv} is {other:?}, {played} {value:?}");
            } else {
                assert!(!other.wins, "{pos:?}: {mv} wins, {played} does not");
            }
        }
        let plies = u32::from(value.plies);
        if value.wins {
            assert_eq!(
                r.decision,
                Decision::ForcedWin(plies.div_ceil(2)),
                "{pos:?}"
            );
            wins += 1;
        } else {
            assert_eq!(r.decision, Decision::ForcedLoss(plies / 2), "{pos:?}");
            losses += 1;
        }
        assert_eq!(r.iterations, 0);
        assert_eq!(r.principal_variation.first(), Some(&played));
        let best = best_moves(&*tables, &pos).expect("in the tables");
        assert!(best.moves.contains(&played) && best.value == value);
    }
    assert!(wins > 100 && losses > 30, "{wins} wins, {losses} losses");
}

#[test]
fn an_engine_without_tables_or_beyond_them_searches() {
    let mut params = Level::Perfect.params();
    params.budget = Budget::iterations(50);
    params.resources.threads = 1;
    let mut rng = Rng(0xfa11);
    // Five pieces: beyond four-piece tables, so the engine decides by its own searches, as
    // one made without tables does.
    let five = loop {
        let pos = random_position(&mut rng, 3, 2);
        if pos.legal_moves().len() > 1 {
            break pos;
        }
    };
    let game = Game::from_position(five);
    let stop = AtomicBool::new(false);
    let with = Engine::new(params, 9)
        .with_tables(Arc::new(tables().clone()))
        .search(&game, &stop, &mut |_| {});
    let without = Engine::new(params, 9).search(&game, &stop, &mut |_| {});
    assert_eq!(with.best, without.best);
    assert_eq!(with.decision, without.decision);
}

/// The committed table file is what the builder makes today, byte for byte: a change to the
/// builder, the index, the coder or the rules that changes a value cannot pass unnoticed, and
/// `alquerque tables build --pieces 4` makes the file again.
#[test]
fn the_shipped_tables_are_rebuilt_byte_for_byte() {
    assert_eq!(SHIPPED_PIECES, tables().max_pieces());
    let rebuilt = tables().to_bytes_in_blocks(TABLE_BLOCK_VALUES, 2);
    assert_eq!(rebuilt.len(), SHIPPED.len());
    assert!(rebuilt == SHIPPED, "the shipped tables differ from a build");
    let file = shipped().expect("the shipped tables read");
    let mut rng = Rng(0x5417);
    for _ in 0..2000 {
        let w = 1 + rng.below(3) as u32;
        let b = 1 + rng.below(4 - w as u64) as u32;
        let pos = random_position(&mut rng, w, b);
        assert_eq!(file.probe(&pos), tables().probe(&pos), "{pos:?}");
    }
}

#[test]
fn a_flipped_bit_of_the_shipped_tables_is_refused() {
    // Every bit of the header and the block index, and one bit in 3001 of the blocks (each
    // block's checksum covers its bytes alike).
    // The header's 36 bytes end with the number of blocks; then 12 bytes a block and the
    // index's own checksum (8).
    let blocks = u32::from_le_bytes([SHIPPED[24], SHIPPED[25], SHIPPED[26], SHIPPED[27]]);
    let index_end = 36 + 12 * blocks as usize + 8;
    assert!(blocks > 100 && index_end < SHIPPED.len());
    let bits = (0..index_end * 8).chain((index_end * 8..SHIPPED.len() * 8).step_by(3001));
    let mut damaged = SHIPPED.to_vec();
    for bit in bits {
        damaged[bit / 8] ^= 1 << (bit % 8);
        assert!(
            TableFile::parse(&damaged).is_err(),
            "bit {bit} went unnoticed"
        );
        damaged[bit / 8] ^= 1 << (bit % 8);
    }
    assert!(TableFile::parse(&damaged).is_ok());
}

/// Five pieces against minimax, bans included: a minute and more of building, so run on
/// request (`cargo test --release -p alquerque-core --test tables -- --ignored`).
#[test]
#[ignore]
fn five_pieces_against_minimax() {
    let tables = Tables::build(5, 2, &|_| {}, &AtomicBool::new(false)).expect("builds");
    let mut rng = Rng(0xf1fe);
    for _ in 0..2000 {
        let w = 1 + rng.below(4) as u32;
        let pos = random_position(&mut rng, w, 5 - w);
        let value = tables
            .probe(&pos)
            .expect("at most five pieces are in the tables");
        let expected = (value.plies <= 7).then_some(u32::from(value.plies));
        assert_eq!(
            minimax(&pos, 7),
            expected,
            "{pos:?}: the tables say {value:?}"
        );
    }
}

/// The numbers of pieces a long run checks: those of `ALQUERQUE_TABLES_PIECES` (say `5,6`),
/// else every number from two to `most`.
fn piece_counts(most: u32) -> Vec<u32> {
    let counts: Vec<u32> = match std::env::var("ALQUERQUE_TABLES_PIECES") {
        Ok(list) => list
            .split(',')
            .map(|n| {
                n.trim()
                    .parse()
                    .expect("ALQUERQUE_TABLES_PIECES lists numbers")
            })
            .collect(),
        Err(_) => (2..=most).collect(),
    };
    for &pieces in &counts {
        assert!(
            (2..=most).contains(&pieces),
            "{pieces} pieces: not in the tables"
        );
    }
    counts
}

/// The positions a long run checks a number of pieces: `ALQUERQUE_TABLES_CHECKS`, else the
/// issue's 100,000.
fn check_count() -> u32 {
    std::env::var("ALQUERQUE_TABLES_CHECKS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000)
}

/// Whether the side to move of `pos` wins, if df-pn proves it within the long runs' budget
/// of 50,000 expansions.
fn proved_winner(dfpn: &mut Dfpn, pos: &Position, stop: &AtomicBool) -> Option<bool> {
    match dfpn.solve(pos, 50_000, stop, &mut |_| {}) {
        Ok(ProofValue::Win) => Some(true),
        Ok(ProofValue::Loss) => Some(false),
        _ => None,
    }
}

/// The tables against the forced-win search and the proof-number search on many random
/// positions of each number of pieces, bans included: every win the forced-win search names
/// within four moves is the tables' distance wherever they give one (else their winner), no
/// distance of at most 7 plies is missed by it, and every win or loss df-pn proves is the
/// tables' winner. By default the tables the apps ship, layered as they use them (the exact
/// four pieces, the distance file of six, the win/loss file of eight): every number of pieces
/// from two to eight. The long run (100,000 positions a number of pieces, the count
/// `ALQUERQUE_TABLES_CHECKS`, the numbers `ALQUERQUE_TABLES_PIECES`; or the exact tables of
/// `ALQUERQUE_TABLES`, a file of `alquerque tables build`): `cargo test --release -p
/// alquerque-core --test tables -- --ignored searches_agree --nocapture`.
#[test]
#[ignore]
fn the_searches_agree_on_many_positions_of_each_number_of_pieces() {
    let bytes = std::env::var_os("ALQUERQUE_TABLES")
        .map(|p| std::fs::read(p).expect("the tables file reads"));
    let (tables, most): (Box<dyn Probe>, u8) = match &bytes {
        Some(b) => {
            let file = TableFile::parse(b).expect("a table file");
            let most = file.max_pieces();
            (Box::new(file), most)
        }
        None => (
            Box::new(
                shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
                    .expect("the shipped tables"),
            ),
            SHIPPED_WIN_LOSS_PIECES,
        ),
    };
    let complete = tables.complete_pieces().unwrap_or(0);
    let count = check_count();
    let stop = AtomicBool::new(false);
    let mut solver = Solver::new(18);
    let mut dfpn = Dfpn::new(16 << 20);
    for pieces in piece_counts(u32::from(most)) {
        let mut rng = Rng(0x5ea2c4 ^ u64::from(pieces));
        let (mut distances, mut winners) = (0u32, 0u32);
        let (mut by_solver, mut by_dfpn) = (0u32, 0u32);
        for _ in 0..count {
            let w = 1 + rng.below(u64::from(pieces) - 1) as u32;
            let pos = random_position(&mut rng, w, pieces - w);
            let value = tables.probe(&pos);
            let wins = value.map(|v| v.wins).or_else(|| tables.wins(&pos));
            if pieces <= u32::from(complete) {
                assert!(value.is_some(), "{pos:?}: not in the tables");
            }
            distances += u32::from(value.is_some());
            winners += u32::from(wins.is_some());
            let report = solver.analyse(&pos, &[], 4, 2_000_000, None, &stop);
            if let Some((_, k)) = report.win {
                match value {
                    Some(v) => assert_eq!((v.wins, v.plies), (true, 2 * k as u16 - 1), "{pos:?}"),
                    None => assert_ne!(wins, Some(false), "{pos:?}: a win is called a loss"),
                }
                by_solver += 1;
            } else if report.depth_done >= 4 {
                if let Some(v) = value {
                    assert!(!v.wins || v.plies > 7, "{pos:?}: {v:?} missed");
                }
            }
            let Some(proof) = proved_winner(&mut dfpn, &pos, &stop) else {
                continue;
            };
            assert_ne!(
                wins,
                Some(!proof),
                "{pos:?}: df-pn proves the other side wins"
            );
            by_dfpn += 1;
        }
        println!("{pieces} pieces: {count} positions, {distances} with a distance, {winners} with a winner, {by_solver} wins named by the forced-win search, {by_dfpn} proved by df-pn, none differ");
        assert!(
            by_dfpn > count / 2,
            "{pieces} pieces: df-pn proved only {by_dfpn}"
        );
        assert!(
            winners > count / 2,
            "{pieces} pieces: the tables know only {winners}"
        );
    }
}

/// The ban-free win/loss file (`WinLossFile`) against the forced-win search and the
/// proof-number search on random positions of each number of pieces it holds, reversal bans
/// included: every win the forced-win search names within four moves, every position whose
/// moves it shows all lose, and every win or loss df-pn proves has the file's winner wherever
/// the file settles it, and most positions are settled by the file and df-pn both. The file of
/// `ALQUERQUE_WIN_LOSS` (of `alquerque tables winners` or `win-loss`; an absolute path, as
/// the test runs in `core/`), the count `ALQUERQUE_TABLES_CHECKS` (100,000 by default) and the
/// numbers of pieces `ALQUERQUE_TABLES_PIECES` (say `2,3,4`; every number from two to the
/// file's most by default): `ALQUERQUE_WIN_LOSS=$PWD/core/data/win-loss.alqwdl cargo test
/// --release -p alquerque-core --test tables -- --ignored agree_with_bans --nocapture`.
#[test]
#[ignore]
fn the_win_loss_file_and_df_pn_and_forced_wins_agree_with_bans() {
    let path = std::env::var_os("ALQUERQUE_WIN_LOSS").expect("ALQUERQUE_WIN_LOSS names a file");
    let bytes = std::fs::read(path).expect("the win/loss file reads");
    let file = WinLossFile::parse(&bytes).expect("a win/loss file");
    let count = check_count();
    let stop = AtomicBool::new(false);
    let mut solver = Solver::new(18);
    let mut dfpn = Dfpn::new(16 << 20);
    for pieces in piece_counts(u32::from(file.max_pieces())) {
        let mut rng = Rng(0x3d1 ^ u64::from(pieces));
        let (mut settled, mut proved, mut both, mut named) = (0u32, 0u32, 0u32, 0u32);
        for _ in 0..count {
            let w = 1 + rng.below(u64::from(pieces) - 1) as u32;
            let pos = random_position(&mut rng, w, pieces - w);
            let said = file.wins(&pos, WDL_BAN_SEARCH_NODES);
            settled += u32::from(said.is_some());
            let report = solver.analyse(&pos, &[], 4, 2_000_000, None, &stop);
            let moves = pos.legal_moves().len();
            let searched = if report.win.is_some() {
                Some(true)
            } else if moves == 0 || report.losing.len() == moves {
                Some(false)
            } else {
                None
            };
            let proof = proved_winner(&mut dfpn, &pos, &stop);
            proved += u32::from(proof.is_some());
            if let (Some(s), Some(p)) = (searched, proof) {
                assert_eq!(s, p, "{pos:?}: the searches differ");
            }
            if let Some(s) = said {
                if let Some(found) = searched {
                    assert_eq!(s, found, "{pos:?}: the forced-win search differs");
                    named += 1;
                }
                if let Some(p) = proof {
                    assert_eq!(s, p, "{pos:?}: df-pn differs");
                    both += 1;
                }
            }
        }
        println!("{pieces} pieces: {count} positions, {settled} settled by the file, {named} of them also by the forced-win search (four moves), {proved} proved by df-pn, {both} by the file and df-pn both, none differ");
        assert!(
            both > count / 2,
            "{pieces} pieces: only {both} settled by both"
        );
        assert!(
            named > count / 10,
            "{pieces} pieces: only {named} named by the forced-win search"
        );
    }
}

/// The win/loss file of five pieces against the exact tables it is made from: every ban-free
/// board has their winner (coded, or worked out at the probe), and every random position with
/// bans the file settles too. A minute of building, so run on request (`cargo test --release
/// -p alquerque-core --test tables -- --ignored win_loss_file_of_five`).
#[test]
#[ignore]
fn the_win_loss_file_of_five_pieces_has_the_exact_winners() {
    let tables = Tables::build(5, 2, &|_| {}, &AtomicBool::new(false)).expect("builds");
    let bytes = tables.to_win_loss_bytes(WDL_BLOCK_BOARDS);
    let file = WinLossFile::parse(&bytes).expect("reads");
    let found = file.compare(&tables);
    assert_eq!(found.differ, 0, "{found:?}");
    assert_eq!(found.boards, 1_785_400);
    let mut rng = Rng(0x5e771ed);
    let mut settled = 0;
    for _ in 0..20_000 {
        let w = 1 + rng.below(4) as u32;
        let pos = random_position(&mut rng, w, 5 - w);
        if let Some(wins) = file.wins(&pos, WDL_BAN_SEARCH_NODES) {
            let exact = tables.probe(&pos).expect("in the tables");
            assert_eq!(wins, exact.wins, "{pos:?}");
            settled += 1;
        }
    }
    assert!(settled > 19_000, "only {settled} settled");
}
