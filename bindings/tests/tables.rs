//! The endgame tables inside the apps (issue 47): every player of exact values consults the
//! shipped tables, so that a position of four pieces or fewer is never "not known". Each test
//! first shows, with the core alone, that the searches' budgets do not settle its position
//! without the tables, then that the screen says what the tables say.

use std::sync::atomic::AtomicBool;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, index, two_humans, wait_for, when_known};

use alquerque_core::engine::{Analysis, AnalysisBudget, Known, MoveValue};
use alquerque_core::tables::{best_moves, shipped, value_after, Probe, TableFile};
use alquerque_core::{Game, Move, Position, PositionText, Rules};
use alquerque_ffi::{
    AiLevel, AnalysisBoard, DrillVerdict, GameSession, GameStatus, Options, Player, ReviewMark,
    Side, Variant,
};

/// White to move wins in 29 plies (15 of its own moves); the phone's budgets prove nothing
/// about any of its four moves.
const LONG_WIN: &str = "----b/-b---/-----/-----/ww--- w - 0";

fn tables() -> TableFile<'static> {
    shipped().expect("the shipped tables read")
}

fn position(text: &str) -> Position {
    text.parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("a position")
}

fn record(text: &str) -> String {
    format!("[Position \"{text}\"]\n*")
}

/// "wins in 3 moves", "loses in 1 move": a move's value as the analysis board words it.
fn words(value: MoveValue) -> String {
    let (verb, n) = match value {
        MoveValue::Wins { in_moves: Some(n) } => ("wins", n),
        MoveValue::Loses { in_moves: Some(n) } => ("loses", n),
        other => panic!("the tables name every distance: {other:?}"),
    };
    format!("{verb} in {n} move{}", if n == 1 { "" } else { "s" })
}

/// What the tables say a move does, for its mover, as the analysis board values moves.
fn tables_value(t: &dyn Probe, pos: &Position, mv: Move) -> MoveValue {
    let v = value_after(t, pos, mv).expect("in the tables");
    let own = u32::from(v.plies).div_ceil(2);
    if v.wins {
        MoveValue::Wins {
            in_moves: Some(own),
        }
    } else {
        MoveValue::Loses {
            in_moves: Some(u32::from(v.plies) / 2),
        }
    }
}

#[test]
fn the_analysis_board_names_every_move_of_four_pieces_exactly() {
    let pos = position(LONG_WIN);
    let stop = AtomicBool::new(false);
    let without = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).expect("not stopped");
    assert!(
        without.moves.iter().all(|m| m.value == MoveValue::NotKnown),
        "the budget alone settles nothing here: {without:?}"
    );
    let t = tables();
    let board = AnalysisBoard::from_text(LONG_WIN.into(), Variant::Standard, false).expect("valid");
    let mut seen = 0;
    for from in ["a1", "b1"] {
        board.tap_result(index(from)).expect("a White piece");
        let s = wait_until_analysed(&board);
        assert!(!s.destinations.is_empty());
        for d in &s.destinations {
            let mv = pos
                .legal_moves()
                .iter()
                .copied()
                .find(|m| m.to_string() == d.notation)
                .expect("a legal move");
            assert_eq!(d.label, words(tables_value(&t, &pos, mv)), "{}", d.notation);
            assert_ne!(d.label, "not known");
            seen += 1;
        }
        board.tap_result(index(from)).expect("deselected");
    }
    assert_eq!(seen, pos.legal_moves().len());
}

fn wait_until_analysed(board: &AnalysisBoard) -> alquerque_ffi::AnalysisState {
    common::wait_until("the analysis", || {
        let s = board.state();
        (!s.working && !s.destinations.is_empty()).then_some(s)
    })
}

#[test]
fn the_line_under_the_board_and_the_hint_come_from_the_tables() {
    let pos = position(LONG_WIN);
    assert_eq!(
        Known::quick(&Game::from_position(pos)),
        Known::default(),
        "the quick proof search alone proves nothing here"
    );
    // The line under the board says what perfect play proves only when asked to.
    let proving = alquerque_ffi::Options {
        show_proofs: true,
        ..two_humans()
    };
    let session = GameSession::with_seed(proving, 3);
    session
        .import_record_result(record(LONG_WIN))
        .expect("a valid record");
    assert_eq!(
        when_known(&session, "perfect play").known_text(),
        "White wins with perfect play"
    );
    session.hint();
    let s = wait_for(&session, "the hint", |s| !s.thinking);
    let hint = s.board.hint.expect("a hint").notation;
    let best = best_moves(&tables(), &pos).expect("in the tables");
    assert!(best.value.wins);
    assert!(
        best.moves.iter().any(|m| m.to_string() == hint),
        "{hint} is not among the fastest wins {:?}",
        best.moves
    );
}

#[test]
fn perfect_plays_the_fastest_win_and_the_longest_defence_of_the_tables() {
    let start = position(LONG_WIN);
    let t = tables();
    let plies = t.probe(&start).expect("in the tables").plies;
    let session = GameSession::with_seed(two_humans(), 4);
    session
        .import_record_result(record(LONG_WIN))
        .expect("a valid record");
    let perfect = Player::Ai {
        level: AiLevel::Perfect,
    };
    session.set_options(Options {
        white: perfect,
        black: perfect,
        ..Options::default()
    });
    let s = wait_for(&session, "the end of the game", |s| {
        s.status != GameStatus::Ongoing
    });
    assert!(matches!(
        s.status,
        GameStatus::Won {
            winner: Side::White,
            ..
        }
    ));
    // Every move kept the value of the tables, so the game took exactly their distance.
    let game = Game::from_record(&session.export_record()).expect("the game's record");
    assert_eq!(game.moves().len(), usize::from(plies));
    for (pos, mv) in game.positions().iter().zip(game.moves()) {
        let best = best_moves(&t, pos).expect("in the tables");
        assert!(
            best.moves.contains(mv),
            "{mv} is not perfect play at {pos:?}"
        );
    }
}

/// The game from [`LONG_WIN`] in which White's first move throws the win away (the first
/// losing move the tables find) and Black then plays their fastest win to its end.
fn thrown_game() -> (Game, Move) {
    let t = tables();
    let start = position(LONG_WIN);
    let mut game = Game::from_position(start);
    let slip = start
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| value_after(&t, &start, m).is_some_and(|v| !v.wins))
        .expect("a move that loses");
    game.play(slip).expect("legal");
    while let Some(best) = best_moves(&t, game.position()) {
        game.play(best.moves[0]).expect("legal");
    }
    (game, slip)
}

#[test]
fn the_review_and_the_drill_value_four_pieces_exactly() {
    let t = tables();
    let (game, slip) = thrown_game();
    let start = *game.start();
    let best = best_moves(&t, &start).expect("in the tables");
    let win_in = u32::from(best.value.plies).div_ceil(2);
    let lost_in = u32::from(value_after(&t, &start, slip).expect("in the tables").plies) / 2;
    let session = GameSession::restore(format!(
        "[White \"human\"]\n[Black \"human\"]\n{}",
        game.to_record()
    ))
    .expect("a valid record");
    let run = session.review();
    let review = block_on(run.finished());
    assert!(review.complete);
    let first = &review.plies[0];
    assert_eq!(first.notation, slip.to_string());
    assert_eq!(first.before_text, format!("wins in {win_in}"));
    assert_eq!(first.after_text, format!("loses in {lost_in}"));
    assert_eq!(first.mark, ReviewMark::Blunder);
    assert!(
        best.moves
            .iter()
            .any(|m| first.best.notation == m.to_string()),
        "the review's best move {} is one of the tables' fastest",
        first.best.notation
    );
    // The drill judges a try by the tables too: the fastest win is good, with its distance.
    let drill = run.drill().expect("the review has ended");
    let s = drill.state();
    assert_eq!(s.played.map(|p| p.notation), Some(slip.to_string()));
    let good = best.moves[0];
    assert_eq!(
        drill.try_move(good.to_string()),
        Some(DrillVerdict::Good),
        "{:?}",
        drill.state().notice
    );
    // The mover's value after the try: the moves left to the win once it is played.
    assert_eq!(
        drill.state().status_text,
        format!(
            "Well found: {good} is a good move (wins in {}).",
            win_in - 1
        )
    );
}
