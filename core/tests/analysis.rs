//! The analysis board's values (`Analysis`): every "wins" and "loses" it claims on positions of
//! real games is checked against the shipped proof or a proof search run far past the
//! analysis's budget, every short distance against a plain search written here, and a budget
//! too small to prove anything leaves moves "not known" rather than guessed.

use std::sync::atomic::AtomicBool;

use alquerque_core::engine::{Analysis, AnalysisBudget, Budget, Engine, Level, MoveValue};
use alquerque_core::internals::{Dfpn, Value};
use alquerque_core::proof::shipped_certificate;
use alquerque_core::{Color, Game, Position, PositionText, Rules};
use alquerque_text::Language;

/// Positions of games the engine plays against itself from the start (Medium's searches on a
/// small budget, a seed per game): every second position from the sixth ply on.
fn positions_of_real_games(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut params = Level::Medium.params();
        params.budget = Budget::iterations(400);
        params.temperature = 0.5;
        let mut engine = Engine::new(params, 1_000 + seed);
        let mut game = Game::default();
        let stop = AtomicBool::new(false);
        let mut ply = 0;
        while !game.status().is_over() && ply < 120 {
            if ply >= 6 && ply % 2 == 0 {
                out.push(*game.position());
            }
            let best = engine.search(&game, &stop, &mut |_| {}).best;
            game.play(best.expect("a game not over has a move"))
                .expect("the engine plays legal moves");
            ply += 1;
        }
    }
    out
}

/// Who wins `pos` by the shipped proof (the winner to move with a stored move, or the loser to
/// move with every reply stored) or else by a proof search with 300 times the analysis's
/// budget; `None` when neither says.
fn reference_winner(pos: &Position, dfpn: &mut Dfpn) -> Option<Color> {
    if !pos.has_moves() {
        return Some(pos.turn().other());
    }
    let cert = shipped_certificate().expect("the shipped proof reads");
    if pos.rules() == cert.rules {
        if cert.move_for(pos).is_some() {
            return Some(cert.winner);
        }
        if pos.turn() != cert.winner
            && pos
                .legal_moves()
                .iter()
                .all(|&r| cert.move_for(&pos.after(r)).is_some())
        {
            return Some(cert.winner);
        }
    }
    match dfpn.solve(pos, 2_500_000, &AtomicBool::new(false), &mut |_| {}) {
        Ok(Value::Win) => Some(pos.turn()),
        Ok(Value::Loss) => Some(pos.turn().other()),
        _ => None,
    }
}

/// Whether the side to move of `pos` can force a win within `k` of its own moves: a plain
/// minimax with no table and no ordering, the simplest statement of a "win in k".
fn forced_win(pos: &Position, k: u32) -> bool {
    k >= 1
        && pos.legal_moves().iter().any(|&m| {
            let child = pos.after(m);
            let replies = child.legal_moves();
            replies.is_empty()
                || (k >= 2 && replies.iter().all(|&r| forced_win(&child.after(r), k - 1)))
        })
}

/// The exact distance of a move's forced result, where it is at most `most` moves: `Some(n)` for
/// a win of the mover in `n` own moves, or a loss in `n` of the opponent's moves.
fn plain_distance(pos: &Position, mv: alquerque_core::Move, wins: bool, most: u32) -> Option<u32> {
    let child = pos.after(mv);
    (1..=most).find(|&n| {
        if wins {
            let replies = child.legal_moves();
            replies.is_empty()
                || (n >= 2 && replies.iter().all(|&r| forced_win(&child.after(r), n - 1)))
        } else {
            forced_win(&child, n)
        }
    })
}

#[test]
fn every_proved_value_agrees_with_the_proof_and_a_search_past_the_budget() {
    let positions = positions_of_real_games(6);
    assert!(positions.len() >= 60, "{} positions", positions.len());
    let stop = AtomicBool::new(false);
    let mut dfpn = Dfpn::new(64 << 20);
    let (mut wins, mut losses, mut unknown, mut distances) = (0, 0, 0, 0);
    for pos in &positions {
        let analysis = Analysis::of(pos, AnalysisBudget::PHONE, &stop).expect("not stopped");
        assert!(analysis.claims);
        let legal: Vec<_> = pos.legal_moves().iter().copied().collect();
        let listed: Vec<_> = analysis.moves.iter().map(|m| m.mv).collect();
        assert_eq!(listed, legal, "every legal move, in order");
        for m in &analysis.moves {
            let (claimed_winner, distance) = match m.value {
                MoveValue::Wins { in_moves } => (pos.turn(), in_moves),
                MoveValue::Loses { in_moves } => (pos.turn().other(), in_moves),
                MoveValue::NotKnown => {
                    unknown += 1;
                    continue;
                }
            };
            let child = pos.after(m.mv);
            let reference = reference_winner(&child, &mut dfpn);
            assert_eq!(
                reference,
                Some(claimed_winner),
                "{} after {}: claimed {:?}",
                PositionText::from_position(pos),
                m.mv,
                m.value
            );
            if claimed_winner == pos.turn() {
                wins += 1;
            } else {
                losses += 1;
            }
            if let Some(n) = distance.filter(|&n| n <= 3) {
                let plain = plain_distance(pos, m.mv, claimed_winner == pos.turn(), 3);
                assert_eq!(
                    plain,
                    Some(n),
                    "{} {}",
                    PositionText::from_position(pos),
                    m.mv
                );
                distances += 1;
            }
        }
    }
    assert!(
        wins > 0 && losses > 0 && unknown > 0 && distances > 0,
        "wins {wins}, losses {losses}, not known {unknown}, distances {distances}"
    );
}

#[test]
fn a_budget_too_small_leaves_moves_not_known_and_never_contradicts() {
    let tiny = AnalysisBudget {
        solver_moves: 1,
        solver_nodes: 50,
        proof_expansions: 20,
    };
    let stop = AtomicBool::new(false);
    let mut lost_to_the_budget = 0;
    for pos in positions_of_real_games(2) {
        let full = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).expect("not stopped");
        let small = Analysis::of(&pos, tiny, &stop).expect("not stopped");
        for (f, s) in full.moves.iter().zip(&small.moves) {
            assert_eq!(f.mv, s.mv);
            match (f.value, s.value) {
                (MoveValue::NotKnown, MoveValue::NotKnown) => {}
                (MoveValue::Wins { .. } | MoveValue::Loses { .. }, MoveValue::NotKnown) => {
                    lost_to_the_budget += 1
                }
                (MoveValue::Wins { .. }, MoveValue::Wins { .. })
                | (MoveValue::Loses { .. }, MoveValue::Loses { .. }) => {}
                (a, b) => panic!("{}: {a:?} with the budget, {b:?} with a tiny one", f.mv),
            }
        }
    }
    assert!(lost_to_the_budget > 0);
}

#[test]
fn distances_are_exact_where_they_are_named() {
    // White to move: b2-b4-d4 takes both black pieces (a win in 1); every other move's
    // distance is checked against the plain search.
    let pos = "-----/--b--/-b---/-w---/----- w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    let analysis =
        Analysis::of(&pos, AnalysisBudget::PHONE, &AtomicBool::new(false)).expect("not stopped");
    let win = analysis
        .moves
        .iter()
        .find(|m| m.mv.to_string() == "b2-b4-d4")
        .expect("legal");
    assert_eq!(win.value, MoveValue::Wins { in_moves: Some(1) });
    assert_eq!(win.value.text().render(Language::English), "wins in 1 move");
    for m in &analysis.moves {
        match m.value {
            MoveValue::Wins { in_moves: Some(n) } => {
                assert_eq!(plain_distance(&pos, m.mv, true, 4), Some(n))
            }
            MoveValue::Loses { in_moves: Some(n) } => {
                assert_eq!(plain_distance(&pos, m.mv, false, 4), Some(n))
            }
            v => panic!("{}: {v:?} in a position this small", m.mv),
        }
    }
}

#[test]
fn nothing_is_claimed_under_rules_with_draws() {
    for rules in [Rules::alfonso(), Rules::with_reversal()] {
        let mut game = Game::new(rules);
        game.play(game.legal_moves()[0]).expect("legal");
        let analysis = Analysis::of(
            game.position(),
            AnalysisBudget::PHONE,
            &AtomicBool::new(false),
        )
        .expect("not stopped");
        assert!(!analysis.claims, "{rules}");
        assert_eq!(analysis.moves.len(), game.legal_moves().len());
        assert!(analysis
            .moves
            .iter()
            .all(|m| m.value == MoveValue::NotKnown));
        assert!(analysis
            .note()
            .expect("the reason")
            .render(Language::English)
            .contains("draw"));
    }
}

#[test]
fn a_stopped_analysis_is_no_answer() {
    let stop = AtomicBool::new(true);
    assert_eq!(
        Analysis::of(&Position::default(), AnalysisBudget::PHONE, &stop),
        None
    );
}

#[test]
fn every_value_has_words_in_every_language() {
    let values = [
        MoveValue::Wins { in_moves: None },
        MoveValue::Wins { in_moves: Some(2) },
        MoveValue::Loses { in_moves: None },
        MoveValue::Loses { in_moves: Some(1) },
        MoveValue::NotKnown,
    ];
    for language in Language::ALL {
        for v in values {
            let (text, errors) = v.text().render_checked(language);
            assert!(
                errors.is_empty() && !text.is_empty(),
                "{language:?} {v:?}: {errors:?}"
            );
        }
    }
}

/// Three-piece positions spread over the board, either side to move: one White piece and two
/// Black, or the other way round.
fn small_positions() -> Vec<Position> {
    use alquerque_core::{Bitboard, Setup, Square};
    let mut out = Vec::new();
    for i in 0..60u32 {
        let sq = |k: u32| Square::new((k % 25) as u8).expect("a point");
        let (a, b, c) = (sq(i * 7 + 3), sq(i * 11 + 5), sq(i * 13 + 9));
        if a == b || b == c || a == c {
            continue;
        }
        let turn = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut setup = Setup::empty(turn);
        let (one, two) = (Bitboard::from_square(a), Bitboard::from_square(b).with(c));
        (setup.white, setup.black) = if i % 3 == 0 { (two, one) } else { (one, two) };
        out.push(Position::from_setup(&setup, Rules::default()).expect("valid"));
    }
    out
}

#[test]
fn the_analysis_board_with_tables_agrees_with_its_searches() {
    // Where the forced-win search names a distance, the tables must name the same; with the
    // tables every move of a small position is known.
    let tables = alquerque_core::tables::Tables::build(3, 2, &|_| {}, &AtomicBool::new(false))
        .expect("builds");
    let stop = AtomicBool::new(false);
    let mut compared = 0;
    for pos in small_positions() {
        let searched = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).expect("not stopped");
        let exact = Analysis::with_tables(&pos, AnalysisBudget::PHONE, &stop, Some(&tables))
            .expect("not stopped");
        for (s, e) in searched.moves.iter().zip(&exact.moves) {
            assert_eq!(s.mv, e.mv);
            assert_ne!(e.value, MoveValue::NotKnown, "{pos:?} {}", e.mv);
            match s.value {
                MoveValue::Wins { in_moves: Some(_) } | MoveValue::Loses { in_moves: Some(_) } => {
                    assert_eq!(s.value, e.value, "{pos:?} {}", e.mv);
                    compared += 1;
                }
                MoveValue::Wins { .. } => assert!(matches!(e.value, MoveValue::Wins { .. })),
                MoveValue::Loses { .. } => assert!(matches!(e.value, MoveValue::Loses { .. })),
                MoveValue::NotKnown => {}
            }
        }
    }
    assert!(compared >= 30, "only {compared} moves compared");
}

/// The list `alquerque analyse` prints (`analysis_list`): every legal move once, with the value
/// `Analysis::of` gives it, best first for the mover (wins by distance, then the moves not
/// known by the computer's estimate, then losses, the longest defence first); a reason and an
/// estimate exactly where the value is not known, the reason naming the pieces left after the
/// move. Positions of seeded random games, so all three kinds of value come up.
#[test]
fn the_list_is_sorted_best_first_and_says_why_a_value_is_not_known() {
    use alquerque_core::engine::{analysis_list, MoveValue, Unproved};
    use alquerque_core::internals::Rng;
    let stop = AtomicBool::new(false);
    let mut rng = Rng::new(45);
    let (mut wins, mut unknown, mut losses) = (0, 0, 0);
    for _ in 0..60 {
        let mut game = Game::default();
        let plies = 6 + rng.below(40) as usize;
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u32) as usize])
                .expect("legal");
        }
        let pos = *game.position();
        let analysis = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).expect("ran");
        let list = analysis_list(&pos, AnalysisBudget::PHONE, 200, &stop).expect("ran");
        assert_eq!(list.moves.len(), pos.legal_moves().len());
        for row in &list.moves {
            assert_eq!(analysis.value(row.mv), Some(row.value), "{}", row.mv);
            match row.value {
                MoveValue::NotKnown => {
                    unknown += 1;
                    let pieces = pos.after(row.mv).occupied().count();
                    assert_eq!(row.unproved, Some(Unproved::Budget { pieces }));
                    let e = row.estimate.expect("an estimate beside a move not known");
                    assert!((0.0..=1.0).contains(&e), "{e}");
                }
                MoveValue::Wins { .. } => {
                    wins += 1;
                    assert_eq!((row.unproved, row.estimate), (None, None));
                }
                MoveValue::Loses { .. } => {
                    losses += 1;
                    assert_eq!((row.unproved, row.estimate), (None, None));
                }
            }
        }
        for pair in list.moves.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(a.value.rank() <= b.value.rank(), "{a:?} before {b:?}");
            if a.value == MoveValue::NotKnown && b.value == MoveValue::NotKnown {
                assert!(a.estimate >= b.estimate, "{a:?} before {b:?}");
            }
        }
        if let Some((mv, n)) = analysis.fastest_win() {
            assert_eq!(list.moves[0].mv, mv);
            assert_eq!(list.moves[0].value, MoveValue::Wins { in_moves: Some(n) });
        }
    }
    assert!(
        wins > 0 && unknown > 0 && losses > 0,
        "{wins} wins, {unknown} not known, {losses} losses"
    );
}

/// The order pinned on a position with a named win, a win of unknown distance, a loss of
/// unknown distance and two losses in 5 (in the order of the legal moves); the words of a row;
/// a move not known at the start says why (24 pieces), and under rules with draws the reason is
/// the draws.
#[test]
fn the_list_order_and_reasons_are_pinned() {
    use alquerque_core::engine::{analysis_list, ListedMove, MoveValue, Unproved};
    let stop = AtomicBool::new(false);
    let pos = "----w/-b---/-----/----w/w-b-- w - 1"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    let list = analysis_list(&pos, AnalysisBudget::PHONE, 200, &stop).expect("ran");
    let rows: Vec<(String, MoveValue)> = list
        .moves
        .iter()
        .map(|m| (m.mv.to_string(), m.value))
        .collect();
    let win = |n| MoveValue::Wins { in_moves: n };
    let loss = |n| MoveValue::Loses { in_moves: n };
    let expected = [
        ("e2-e3", win(Some(6))),
        ("a1-b1", win(None)),
        ("a1-a2", loss(None)),
        ("e2-d2", loss(Some(5))),
        ("a1-b2", loss(Some(5))),
    ];
    let expected: Vec<(String, MoveValue)> =
        expected.iter().map(|&(m, v)| (m.to_string(), v)).collect();
    assert_eq!(rows, expected);
    let en = |row: &ListedMove| row.text().render(Language::English);
    let words: Vec<String> = list.moves.iter().map(en).collect();
    assert_eq!(
        words,
        [
            "wins in 6 moves",
            "wins",
            "loses",
            "loses in 5 moves",
            "loses in 5 moves"
        ]
    );

    // The start: the shipped proofs say c2-c3 wins and the three others lose.
    let start =
        analysis_list(&Position::default(), AnalysisBudget::PHONE, 200, &stop).expect("ran");
    let words: Vec<(String, String)> = start
        .moves
        .iter()
        .map(|m| (m.mv.to_string(), en(m)))
        .collect();
    assert_eq!(words[0], ("c2-c3".to_string(), "wins".to_string()));
    assert!(words[1..].iter().all(|(_, w)| w == "loses"), "{words:?}");
    assert_eq!(words.len(), 4);

    // Off the proofs, with many pieces: the reason names the pieces left after the move.
    let open = "bbbbb/bb-bb/b-w-b/w---w/ww-ww w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    let list = analysis_list(&open, AnalysisBudget::PHONE, 200, &stop).expect("ran");
    let unknown: Vec<&ListedMove> = list
        .moves
        .iter()
        .filter(|m| m.value == MoveValue::NotKnown)
        .collect();
    assert!(!unknown.is_empty(), "{:?}", list.moves);
    for row in unknown {
        let pieces = open.after(row.mv).occupied().count();
        assert_eq!(row.unproved, Some(Unproved::Budget { pieces }));
        let text = en(row);
        assert!(
            text.starts_with(&format!(
                "not known (the proof search reached its limit with {pieces} pieces on the \
                 board; the computer’s estimate: "
            )) && text.ends_with("% to win)"),
            "{text}"
        );
    }

    let drawn = Position::new(Rules::with_reversal());
    let list = analysis_list(&drawn, AnalysisBudget::PHONE, 200, &stop).expect("ran");
    assert!(!list.claims);
    assert_eq!(list.moves.len(), 4);
    for row in &list.moves {
        assert_eq!(row.unproved, Some(Unproved::Draws));
        let text = en(row);
        assert!(
            text.starts_with("not known (the rules allow draws; the computer’s estimate: "),
            "{text}"
        );
    }
}
