//! The endgame trainer as the apps show it: a won position of the level from the shipped
//! tables, won by taps against their perfect defence; each move judged at once, a slip taken
//! back with the fastest win drawn; the levels the tables hold, stepped through.

use alquerque_core::endgame::ENDGAME_LEVELS;
use alquerque_core::tables::{best_moves, shipped, value_after, TableFile, SHIPPED_PIECES};
use alquerque_core::{Move, Position, PositionText, Rules};
use alquerque_ffi::{EndgameAction, EndgameTrainer, Outcome, Side, Sound};

fn tables() -> TableFile<'static> {
    shipped().expect("the shipped tables read")
}

/// The position on the trainer's board.
fn position(trainer: &EndgameTrainer) -> Position {
    trainer
        .position_text()
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("a position")
}

/// Enters `mv` by taps, as a person would: the piece, then each point it lands on. The
/// outcome of the last tap.
fn tap_move(trainer: &EndgameTrainer, mv: Move) -> Outcome {
    let mut outcome = trainer.tap(mv.from().index() as i32);
    for sq in mv.path().skip(1) {
        outcome = trainer.tap(sq.index() as i32);
    }
    outcome
}

/// The levels whose positions the shipped tables hold: the first ones, of fewest pieces.
fn levels_held() -> u32 {
    ENDGAME_LEVELS
        .iter()
        .filter(|l| l.pieces <= SHIPPED_PIECES)
        .count() as u32
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

#[test]
fn a_position_of_the_level_is_won_by_taps_against_the_tables_defence() {
    let t = tables();
    let trainer = EndgameTrainer::with_seed(3, 11);
    let s = trainer.state();
    let held = levels_held();
    assert!(held >= 4, "the shipped tables hold the first levels");
    assert_eq!((s.level, s.levels), (3, held));
    assert_eq!(s.level_text, format!("Level 3 of {held}"));
    assert_eq!(s.title, "Endgame trainer");
    assert!(s.status_text.starts_with("The defence is perfect"));
    let start = position(&trainer);
    let value = t.probe(&start).expect("in the tables");
    assert!(value.wins);
    let mut left = u32::from(value.plies).div_ceil(2);
    let person = s.board.side_to_move;
    assert_eq!(s.board.flipped, person == Side::Black);
    assert_eq!(
        s.heading,
        format!(
            "{} to move and win in {left} move{}.",
            side_word(person),
            if left == 1 { "" } else { "s" }
        )
    );
    while left > 1 {
        let pos = position(&trainer);
        let fastest = best_moves(&t, &pos).expect("in the tables").moves[0];
        let Outcome::Done {
            played: Some(reply),
        } = tap_move(&trainer, fastest)
        else {
            panic!("a kept move is answered at once");
        };
        left -= 1;
        let s = trainer.state();
        assert_ne!(reply.info.side, person, "the defence replies");
        assert_eq!(s.board.last_move, Some(reply.info.clone()));
        let after = pos.after(fastest);
        let defence = best_moves(&t, &after).expect("in the tables");
        assert!(defence
            .moves
            .iter()
            .any(|m| m.to_string() == reply.info.notation));
        assert!(
            s.status_text
                .starts_with(&format!("Still winning, in {left} more move")),
            "{}",
            s.status_text
        );
        assert!(s
            .status_text
            .ends_with(&format!("replies {}.", reply.info.notation)));
        assert_eq!(reply.announcement.as_deref(), Some(s.status_text.as_str()));
        assert!(!s.won && !s.slipped);
        assert_eq!(s.primary, None, "the board is the next step");
    }
    let pos = position(&trainer);
    let last = best_moves(&t, &pos).expect("in the tables").moves[0];
    let Outcome::Done { played: Some(won) } = tap_move(&trainer, last) else {
        panic!("the winning move is animated");
    };
    assert!(won.cues.iter().any(|c| c.sound == Some(Sound::Win)));
    let s = trainer.state();
    assert!(s.won);
    assert_eq!(
        s.primary,
        Some(EndgameAction::Next),
        "won: the next position is"
    );
    assert!(s.heading.starts_with("Won, in "), "{}", s.heading);
    assert!(s.board.points.iter().all(|p| !p.selectable));
    let any = s.board.points[0].index;
    assert!(matches!(trainer.tap(any), Outcome::Refused { .. }));
    // Another position of the level.
    trainer.next_position();
    let s = trainer.state();
    assert!(!s.won && s.level == 3);
    assert_eq!(s.primary, None);
    assert!(t.probe(&position(&trainer)).is_some_and(|v| v.wins));
}

#[test]
fn a_slip_is_taken_back_and_the_fastest_win_is_drawn() {
    let t = tables();
    let mut slips = 0;
    for seed in 0..20 {
        let trainer = EndgameTrainer::with_seed(4, seed);
        let pos = position(&trainer);
        let Some(slip) = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| value_after(&t, &pos, m).is_some_and(|v| !v.wins))
        else {
            continue;
        };
        let before = trainer.state();
        let outcome = tap_move(&trainer, slip);
        assert_eq!(outcome, Outcome::Done { played: None }, "nothing moves");
        let s = trainer.state();
        assert!(s.slipped);
        assert_eq!(position(&trainer), pos, "the slip is taken back");
        let fastest = s.fastest.clone().expect("the fastest win is shown");
        let best = best_moves(&t, &pos).expect("in the tables");
        assert!(best.moves.iter().any(|m| m.to_string() == fastest.notation));
        assert_eq!(s.board.hint, Some(fastest.clone()));
        assert!(s
            .status_text
            .starts_with(&format!("{slip} lets the win slip")));
        assert!(s
            .status_text
            .contains(&format!("starts with {}", fastest.notation)));
        assert!(s.feedback.serial > before.feedback.serial);
        assert!(s
            .feedback
            .cues
            .iter()
            .any(|c| c.sound == Some(Sound::Refused)));
        assert_eq!(
            s.feedback.announcement.as_deref(),
            Some(s.status_text.as_str())
        );
        // The fastest move is kept, and the arrow goes.
        let mv = best.moves[0];
        assert!(matches!(tap_move(&trainer, mv), Outcome::Done { .. }));
        let s = trainer.state();
        assert!(!s.slipped && s.fastest.is_none());
        slips += 1;
    }
    assert!(slips >= 5, "{slips} positions with a slip");
}

#[test]
fn the_levels_are_those_the_tables_hold() {
    let trainer = EndgameTrainer::with_seed(1, 3);
    let s = trainer.state();
    assert!(s.can_harder && !s.can_easier);
    assert_eq!(
        (
            s.next_label.as_str(),
            s.easier_label.as_str(),
            s.harder_label.as_str()
        ),
        ("Next position", "Easier", "Harder")
    );
    assert!(!trainer.easier(), "no level below the first");
    let mut levels = vec![s.level];
    while trainer.harder() {
        let s = trainer.state();
        assert!(s.notice.is_none(), "{:?}", s.notice);
        levels.push(s.level);
    }
    let held = levels_held();
    assert_eq!(levels, (1..=held).collect::<Vec<u32>>());
    let s = trainer.state();
    assert!(!s.can_harder && s.can_easier);
    assert!(trainer.easier());
    assert_eq!(trainer.state().level, held - 1);
    // Outside the levels held, the nearest.
    assert_eq!(EndgameTrainer::with_seed(held + 5, 1).state().level, held);
    assert_eq!(EndgameTrainer::with_seed(0, 1).state().level, 1);
    // Next position draws others of the level.
    let first = trainer.position_text();
    let others: Vec<String> = (0..5)
        .map(|_| {
            trainer.next_position();
            trainer.position_text()
        })
        .collect();
    assert!(others.iter().any(|p| *p != first), "{others:?}");
}

#[test]
fn a_tap_that_does_not_fit_is_refused_with_its_reason() {
    let trainer = EndgameTrainer::with_seed(2, 5);
    let s = trainer.state();
    let empty = s
        .board
        .points
        .iter()
        .find(|p| !p.selectable && p.piece == alquerque_ffi::Piece::Empty)
        .expect("an empty point")
        .index;
    let Outcome::Refused { reason } = trainer.tap(empty) else {
        panic!("an empty point cannot be selected");
    };
    let s = trainer.state();
    assert_eq!(s.notice.as_deref(), Some(reason.as_str()));
    assert!(matches!(trainer.tap(99), Outcome::Refused { .. }));
    trainer.clear_selection();
    assert_eq!(trainer.state().notice, None);
}
