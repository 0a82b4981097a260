//! The shipped win/loss and distance files in the players of exact values (issue 47): beyond
//! the exact tables' four pieces, the analysis board, the hint and Perfect know who wins,
//! checked here against the proof-number search, which shares nothing with the file but the
//! move generator, and how fast where the distance file answers.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use alquerque_core::engine::{
    analysis_list_with, settle_not_known, Analysis, AnalysisBudget, Budget, Decision, Engine,
    Known, Level, MoveValue, ANALYSIS_FURTHER_EXPANSIONS, PLIES_BAN_SEARCH_NODES,
    WDL_BAN_SEARCH_NODES,
};
use alquerque_core::internals::{Dfpn, Rng, Value as ProofValue};
use alquerque_core::tables::{
    best_moves, shipped_layered, PliesFile, Probe, WinLossFile, SHIPPED_PIECES, SHIPPED_PLIES,
    SHIPPED_PLIES_PIECES, SHIPPED_WIN_LOSS, SHIPPED_WIN_LOSS_PIECES,
};
use alquerque_core::{Game, Move, Position};

/// A random position of `pieces` pieces, both sides present, either side to move, no bans
/// (as a game reaches them after a capture), with at least two legal moves; drawn with the
/// core's [`Rng::scatter`], so a seed gives the same positions on every run.
fn random_position(rng: &mut Rng, pieces: u32) -> Position {
    loop {
        let Some(pos) = rng.position(pieces, false) else {
            continue;
        };
        if pos.legal_moves().len() >= 2 {
            return pos;
        }
    }
}

/// Whether the side to move of `pos` wins, by df-pn with a large budget, or `None`.
fn proved(pos: &Position, dfpn: &mut Dfpn) -> Option<bool> {
    proved_within(pos, dfpn, 2_000_000)
}

/// Whether the side to move of `pos` wins, by df-pn alone within `expansions`, or `None`.
fn proved_within(pos: &Position, dfpn: &mut Dfpn, expansions: u64) -> Option<bool> {
    match dfpn.solve(pos, expansions, &AtomicBool::new(false), &mut |_| {}) {
        Ok(ProofValue::Win) => Some(true),
        Ok(ProofValue::Loss) => Some(false),
        _ => None,
    }
}

/// Each legal move of `pos` with the analysis board's mark for it without tables, then with
/// `tables`: the comparison both tests of the analysis board make.
fn marks(
    pos: &Position,
    tables: &dyn Probe,
    stop: &AtomicBool,
) -> Vec<(Move, MoveValue, MoveValue)> {
    let without = Analysis::of(pos, AnalysisBudget::PHONE, stop).expect("finished");
    let with =
        Analysis::with_tables(pos, AnalysisBudget::PHONE, stop, Some(tables)).expect("finished");
    with.moves
        .iter()
        .map(|m| (m.mv, without.value(m.mv).expect("the same moves"), m.value))
        .collect()
}

/// Whether a mark says the move wins, loses, or nothing.
fn mover_wins(value: MoveValue) -> Option<bool> {
    match value {
        MoveValue::Wins { .. } => Some(true),
        MoveValue::Loses { .. } => Some(false),
        MoveValue::NotKnown => None,
    }
}

#[test]
fn the_shipped_file_reads_through_and_holds_its_pieces() {
    let file = WinLossFile::parse(SHIPPED_WIN_LOSS).expect("the shipped file reads");
    assert_eq!(file.max_pieces(), SHIPPED_WIN_LOSS_PIECES);
    const { assert!(SHIPPED_WIN_LOSS_PIECES > SHIPPED_PIECES) };
    file.check_blocks().expect("every block decodes");
}

#[test]
fn marks_not_known_beyond_the_exact_tables_now_say_who_wins() {
    let tables = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
        .expect("the shipped tables read");
    let stop = AtomicBool::new(false);
    let mut dfpn = Dfpn::new(64 << 20);
    let mut rng = Rng::new(0x47_0047);
    let (mut was_not_known, mut now_known, mut checked) = (0u32, 0u32, 0u32);
    for pieces in SHIPPED_PIECES + 1..=SHIPPED_WIN_LOSS_PIECES {
        for _ in 0..300 {
            let pos = random_position(&mut rng, u32::from(pieces));
            for (mv, before, value) in marks(&pos, &tables, &stop) {
                let after = pos.after(mv);
                if after.occupied().count() <= u32::from(SHIPPED_PIECES) {
                    // A capture into the exact tables: their distance, checked elsewhere.
                    continue;
                }
                let said = mover_wins(value);
                if before == MoveValue::NotKnown {
                    was_not_known += 1;
                    now_known += u32::from(said.is_some());
                    // The file holds every ban-free board: only a position with bans that
                    // its bounded search could not settle may stay "not known".
                    let s = after.to_setup();
                    let banned = !(s.no_east | s.no_west).is_empty();
                    assert!(said.is_some() || banned, "{pos:?}: {mv} not known");
                } else {
                    // What the searches proved, the file does not contradict.
                    assert_eq!(mover_wins(before), said, "{pos:?} {mv}");
                }
                if let (Some(said), Some(truth)) = (said, proved(&after, &mut dfpn)) {
                    assert_eq!(said, !truth, "{pos:?}: {mv}");
                    checked += 1;
                }
            }
        }
    }
    assert!(
        was_not_known >= 5,
        "only {was_not_known} marks were not known"
    );
    // Most of them: a ban-free board always, and most positions with bans (9 of 11 with
    // this seed when this was written).
    assert!(
        now_known * 3 >= was_not_known * 2,
        "{now_known} of {was_not_known}"
    );
    assert!(checked >= 40, "only {checked} checked by df-pn");
}

/// Beyond the file, the analysis board's proof search asks it at every position it reaches:
/// positions of one to three pieces more have fewer marks "not known" than without the tables,
/// and every mark said is the one df-pn proves alone, with the large budget of [`proved`].
/// (Random positions of one piece more are mostly settled without tables: 2 marks of 60
/// positions of eight pieces were "not known" when the file reached seven.)
#[test]
fn beyond_the_file_the_proof_search_settles_lines_that_reach_it() {
    let tables = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
        .expect("the shipped tables read");
    let stop = AtomicBool::new(false);
    let mut dfpn = Dfpn::new(64 << 20);
    let mut rng = Rng::new(0x47_0748);
    let (mut without_not_known, mut with_not_known, mut checked) = (0u32, 0u32, 0u32);
    for pieces in SHIPPED_WIN_LOSS_PIECES + 1..=SHIPPED_WIN_LOSS_PIECES + 3 {
        for _ in 0..40 {
            let pos = random_position(&mut rng, u32::from(pieces));
            for (mv, before, value) in marks(&pos, &tables, &stop) {
                without_not_known += u32::from(before == MoveValue::NotKnown);
                with_not_known += u32::from(value == MoveValue::NotKnown);
                let Some(said) = mover_wins(value) else {
                    continue;
                };
                if let Some(alone) = mover_wins(before) {
                    assert_eq!(said, alone, "{pos:?}: {mv}");
                } else if let Some(truth) = proved(&pos.after(mv), &mut dfpn) {
                    assert_eq!(said, !truth, "{pos:?}: {mv}");
                    checked += 1;
                }
            }
        }
    }
    assert!(
        with_not_known < without_not_known,
        "not known: {with_not_known} with the tables, {without_not_known} without"
    );
    assert!(
        checked >= 5,
        "only {checked} newly known marks checked by df-pn"
    );
}

/// The analysis board's further rounds settle the marks its first list leaves "not known"
/// within reach: where a sideways step leaves a ban the loser keeps to the end (the tables'
/// bounded search of bans gives up), of six pieces and of eight with bans on four of them (a
/// random position; seven of its moves are not known at first).
/// Every mark they settle is the winner df-pn alone proves, sharing nothing with the tables.
#[test]
fn the_analysis_boards_further_rounds_settle_what_the_first_list_did_not() {
    let tables = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
        .expect("the shipped tables read");
    let stop = AtomicBool::new(false);
    for text in [
        "--b-b/---b-/-----/-w---/w---w w - 0",
        "--b--/---b-/w---b/-----/-wwwb b d1<,e1<,a3>,e3< 0",
    ] {
        let pos = text
            .parse::<alquerque_core::PositionText>()
            .and_then(|t| t.into_position(alquerque_core::Rules::default()))
            .expect("a valid position");
        let first = analysis_list_with(&pos, AnalysisBudget::PHONE, 1, &stop, Some(&tables))
            .expect("finished");
        let not_known: Vec<Move> = first
            .moves
            .iter()
            .filter(|m| m.value == MoveValue::NotKnown)
            .map(|m| m.mv)
            .collect();
        assert!(
            !not_known.is_empty(),
            "{text}: the first list knows every move"
        );
        assert!(first.goes_further(&pos), "{text}");
        let mut shown = Vec::new();
        let further = settle_not_known(
            &pos,
            &first,
            &ANALYSIS_FURTHER_EXPANSIONS,
            &stop,
            Some(&tables),
            &mut |list| shown.push(list.clone()),
        );
        assert!(!further.goes_further(&pos), "{text}: {:?}", further.moves);
        assert_eq!(
            shown.last(),
            Some(&further),
            "{text}: the last list is shown"
        );
        let ranks: Vec<_> = further.moves.iter().map(|m| m.value.rank()).collect();
        assert!(ranks.is_sorted(), "{text}: best first");
        for row in &further.moves {
            let before = first
                .moves
                .iter()
                .find(|m| m.mv == row.mv)
                .expect("same moves");
            if before.value != MoveValue::NotKnown {
                assert_eq!(row, before, "{text}: a known mark is kept");
                continue;
            }
            assert_eq!(
                (row.unproved, row.estimate),
                (None, None),
                "{text} {}",
                row.mv
            );
            let mut dfpn = Dfpn::new(64 << 20);
            let truth = proved_within(&pos.after(row.mv), &mut dfpn, 16_000_000)
                .expect("df-pn alone proves it");
            assert_eq!(mover_wins(row.value), Some(!truth), "{text} {}", row.mv);
        }
    }
}

#[test]
fn perfect_keeps_every_win_the_file_knows_without_searching() {
    let tables: Arc<dyn Probe> = Arc::new(
        shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
            .expect("the shipped tables read"),
    );
    let mut params = Level::Perfect.params();
    // A search this small would show in the decision were the file not consulted.
    params.budget = Budget::iterations(10);
    params.resources.threads = 1;
    let mut rng = Rng::new(0x9e7f);
    let mut won = 0;
    for _ in 0..30 {
        let pos = random_position(&mut rng, u32::from(SHIPPED_WIN_LOSS_PIECES));
        if tables.wins(&pos) != Some(true) {
            continue;
        }
        let game = Game::from_position(pos);
        let search = |seed| {
            Engine::new(params, seed)
                .with_tables(tables.clone())
                .search(&game, &AtomicBool::new(false), &mut |_| {})
        };
        let r = search(1);
        let played = r.best.expect("a move");
        assert_eq!(
            tables.wins(&pos.after(played)),
            Some(false),
            "{pos:?}: {played}"
        );
        assert!(
            matches!(r.decision, Decision::ForcedWin(_) | Decision::Proven),
            "{pos:?}: {:?}",
            r.decision
        );
        assert_eq!(r.iterations, 0, "{pos:?}: no tree search");
        // The same move whatever the seed: no shuffle.
        assert_eq!(search(2).best, Some(played), "{pos:?}");
        // The hint names a winning move too.
        let known = Known::quick_with(&game, Some(&*tables));
        assert_eq!(known.winner, Some(pos.turn()));
        let hint = known.winning_move.expect("a winning move");
        assert_eq!(
            tables.wins(&pos.after(hint)),
            Some(false),
            "{pos:?}: {hint}"
        );
        won += 1;
    }
    assert!(won >= 8, "only {won} won positions");
}

/// Beyond the exact tables, the distance file gives the players of exact values their
/// distances: on positions of five and six pieces, Perfect plays one of the fastest wins the
/// file names, in as many moves as it names, with no tree search, and the analysis board marks
/// every move the file answers for with the file's distance.
#[test]
fn beyond_the_exact_tables_the_players_take_the_distance_file() {
    let tables: Arc<dyn Probe> = Arc::new(
        shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
            .expect("the shipped tables read"),
    );
    let plies = PliesFile::parse(SHIPPED_PLIES).expect("the shipped distance file reads");
    let mut params = Level::Perfect.params();
    params.budget = Budget::iterations(10);
    params.resources.threads = 1;
    let stop = AtomicBool::new(false);
    let mut rng = Rng::new(0x0d15);
    let (mut won, mut marked) = (0u32, 0u32);
    for pieces in SHIPPED_PIECES + 1..=SHIPPED_PLIES_PIECES {
        for _ in 0..12 {
            let pos = random_position(&mut rng, u32::from(pieces));
            let Some(best) = best_moves(&*tables, &pos) else {
                continue;
            };
            for m in Analysis::with_tables(&pos, AnalysisBudget::PHONE, &stop, Some(&*tables))
                .expect("finished")
                .moves
            {
                if let Some(after) = plies.probe(&pos.after(m.mv), PLIES_BAN_SEARCH_NODES) {
                    let in_moves = Some(u32::from(after.plies).div_ceil(2));
                    let expected = if after.wins {
                        MoveValue::Loses { in_moves }
                    } else {
                        MoveValue::Wins {
                            in_moves: Some(u32::from(after.plies) / 2 + 1),
                        }
                    };
                    assert_eq!(m.value, expected, "{pos:?}: {}", m.mv);
                    marked += 1;
                }
            }
            if !best.value.wins {
                continue;
            }
            let r = Engine::new(params, 1).with_tables(tables.clone()).search(
                &Game::from_position(pos),
                &stop,
                &mut |_| {},
            );
            let played = r.best.expect("a move");
            assert!(best.moves.contains(&played), "{pos:?}: {played}");
            assert_eq!(
                r.decision,
                Decision::ForcedWin(u32::from(best.value.plies).div_ceil(2)),
                "{pos:?}"
            );
            assert_eq!(r.iterations, 0, "{pos:?}: no tree search");
            won += 1;
        }
    }
    assert!(won >= 5, "only {won} won positions");
    assert!(marked >= 60, "only {marked} marks from the distance file");
}
