//! The puzzle calls as the apps use them: the list, starting one, playing moves by their
//! paths, the hint, and the next puzzle from the app's own progress.

use alquerque_core::puzzle::{shipped_puzzles, PuzzleSolving, PuzzleStep, PLAY_NODE_LIMIT};
use alquerque_core::Move;
use alquerque_ffi::{
    next_unsolved_puzzle, puzzles, start_puzzle, AlquerqueError, Piece, PuzzleMoveOutcome,
    PuzzleTap, Side,
};

fn path(mv: Move) -> Vec<i32> {
    mv.path().map(|sq| sq.index() as i32).collect()
}

/// The number of the first shipped puzzle of `moves` moves with more than one legal move.
fn number_of(moves: u32) -> u32 {
    shipped_puzzles()
        .iter()
        .position(|p| p.moves == moves && p.position.legal_moves().len() > 1)
        .expect("such a puzzle") as u32
        + 1
}

#[test]
fn the_list_is_the_shipped_set() {
    let list = puzzles();
    assert_eq!(list.len(), shipped_puzzles().len());
    assert!(list.len() >= 300);
    for (i, p) in list.iter().enumerate() {
        assert_eq!(p.number as usize, i + 1);
        assert!((1..=5).contains(&p.moves));
        assert_eq!(p.pieces.len(), 25);
        let movers = p
            .pieces
            .iter()
            .filter(|&&x| {
                x == if p.side_to_move == Side::White {
                    Piece::White
                } else {
                    Piece::Black
                }
            })
            .count();
        assert!(
            movers > 0,
            "puzzle {} has no piece of the side to move",
            p.number
        );
    }
    assert!(start_puzzle(0).is_none());
    assert!(start_puzzle(list.len() as u32 + 1).is_none());
}

#[test]
fn a_puzzle_is_solved_move_by_move_against_the_defence() {
    let number = number_of(3);
    let puzzle = shipped_puzzles()[number as usize - 1];
    let session = start_puzzle(number).expect("a puzzle");
    let state = session.state();
    assert_eq!(
        (state.number, state.moves, state.moves_left),
        (number, 3, 3)
    );
    assert_eq!(state.person, puzzle.position.turn());
    assert!(!state.solved);
    assert_eq!(state.legal_moves.len(), puzzle.position.legal_moves().len());

    let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");
    assert_eq!(session.hint(), Some(winning.from().index() as i32));

    // A wrong move is refused without changing the board.
    let wrong = *puzzle
        .position
        .legal_moves()
        .iter()
        .find(|&&m| m != winning)
        .expect("another move");
    assert_eq!(
        session.play_move(path(wrong)),
        Ok(PuzzleMoveOutcome::Missed)
    );
    let after_miss = session.state();
    assert_eq!(after_miss.pieces, state.pieces);
    assert_eq!(after_miss.misses, 1);
    assert!(matches!(
        session.play_move(vec![0, 24]),
        Err(AlquerqueError::IllegalMove(_))
    ));

    // The core's own judge walks the same line the session will.
    let mut mirror = PuzzleSolving::new(puzzle);
    let mut own = 0;
    loop {
        let mv = mirror.winning_move().expect("a winning move");
        own += 1;
        let expected = mirror.play(mv).expect("legal");
        let got = session.play_move(path(mv)).expect("legal");
        match (expected, got) {
            (PuzzleStep::Solved, PuzzleMoveOutcome::Solved { played }) => {
                assert_eq!(played.path, path(mv));
                break;
            }
            (
                PuzzleStep::Kept { reply, wins_in, .. },
                PuzzleMoveOutcome::Kept {
                    played,
                    reply: got_reply,
                    wins_in: got_wins_in,
                },
            ) => {
                assert_eq!(played.notation, mv.to_string());
                assert_eq!(got_reply.notation, reply.to_string());
                assert_eq!(got_reply.side, puzzle.position.turn().other());
                assert_eq!(got_wins_in, wins_in);
            }
            (e, g) => panic!("expected {e:?}, got {g:?}"),
        }
    }
    assert_eq!(own, 3);
    let done = session.state();
    assert!(done.solved);
    assert!(done.legal_moves.is_empty());
    assert_eq!(done.played.len(), 5);
    assert_eq!(session.hint(), None);
    assert!(matches!(
        session.play_move(path(winning)),
        Err(AlquerqueError::IllegalMove(_))
    ));

    session.restart();
    let again = session.state();
    assert_eq!(
        (again.moves_left, again.misses, again.solved),
        (3, 0, false)
    );
    assert_eq!(again.pieces, state.pieces);
}

#[test]
fn the_next_puzzle_comes_from_the_apps_progress() {
    let total = puzzles().len() as u32;
    assert_eq!(next_unsolved_puzzle(vec![], 0), Some(1));
    assert_eq!(next_unsolved_puzzle(vec![1, 2, 4], 0), Some(3));
    assert_eq!(next_unsolved_puzzle(vec![1, 2, 4], 3), Some(5));
    assert_eq!(next_unsolved_puzzle(vec![total], total - 1), Some(1));
    assert_eq!(next_unsolved_puzzle((1..=total).collect(), 7), None);
    // Numbers beyond the set, or zero, are ignored.
    assert_eq!(next_unsolved_puzzle(vec![0, total + 5], 0), Some(1));
}

/// A shipped puzzle whose winning line (as the core's judge plays it) has a capture of two
/// jumps or more, with that line: each of the person's moves and the engine's reply.
fn puzzle_with_a_multi_jump() -> (u32, Vec<(Move, Option<Move>)>) {
    for (i, &puzzle) in shipped_puzzles().iter().enumerate() {
        let mut mirror = PuzzleSolving::new(puzzle);
        let mut line = Vec::new();
        while let Some(mv) = mirror.winning_move() {
            let reply = match mirror.play(mv).expect("legal") {
                PuzzleStep::Kept { reply, .. } => Some(reply),
                _ => None,
            };
            line.push((mv, reply));
        }
        if line.iter().any(|(m, _)| m.hops().count() >= 2) {
            return (i as u32 + 1, line);
        }
    }
    panic!("no shipped puzzle has a multi-jump in its line");
}

#[test]
fn a_puzzle_is_solved_by_taps_jump_by_jump() {
    let (number, line) = puzzle_with_a_multi_jump();
    let session = start_puzzle(number).expect("a puzzle");
    let start = session.state();
    assert!(start.status_text.ends_with(&format!(
        "to move and win in {} move{}.",
        start.moves,
        if start.moves == 1 { "" } else { "s" }
    )));
    assert!(start.title.starts_with(&format!("Puzzle {number}: ")));
    assert_eq!(start.board.points.len(), 25);
    for (i, &(mv, expected_reply)) in line.iter().enumerate() {
        let before = session.state();
        let points = path(mv);
        let mut outcome = None;
        for (k, &p) in points.iter().enumerate() {
            let tap = session.tap(p).expect("a tap along a winning move");
            let now = session.state();
            if k + 1 == points.len() {
                outcome = Some(tap);
                break;
            }
            assert_eq!(now.entered, points[..=k].to_vec());
            if k == 0 {
                assert_eq!(tap, PuzzleTap::Selected { point: p });
                assert!(now.selectable.contains(&p));
            } else {
                // Half a capture: the jumps so far are made on the board shown, and the
                // piece can no longer be changed.
                assert_eq!(tap, PuzzleTap::KeepJumping { point: p });
                assert!(now.board.keep_jumping);
                assert!(now.selectable.is_empty());
                assert_eq!(now.pieces[p as usize], before.pieces[points[0] as usize]);
                assert_eq!(now.pieces[points[0] as usize], Piece::Empty);
                assert!(now.status_text.contains("keep jumping"));
            }
            assert!(now.targets.contains(&points[k + 1]));
            let pointed = &now.board.points[points[k + 1] as usize];
            assert!(pointed.target);
        }
        match outcome {
            Some(PuzzleTap::Moved {
                outcome: PuzzleMoveOutcome::Solved { played },
            }) => {
                assert_eq!(i + 1, line.len(), "solved before the line's end");
                assert_eq!(played.path, points);
            }
            Some(PuzzleTap::Moved {
                outcome: PuzzleMoveOutcome::Kept { played, reply, .. },
            }) => {
                assert_eq!(played.path, points);
                assert_eq!(
                    Some(reply.notation.clone()),
                    expected_reply.map(|r| r.to_string())
                );
                let now = session.state();
                assert!(now.entered.is_empty());
                assert_eq!(now.board.last_move.as_ref(), Some(&reply));
                assert!(now
                    .status_text
                    .contains(&format!("answers {}", reply.notation)));
            }
            other => panic!("move {i} ({mv}) gave {other:?}"),
        }
    }
    let done = session.state();
    assert!(done.solved && done.status_text.starts_with("Solved"));
    assert!(done.selectable.is_empty());
    let unchanged = session.state();
    assert!(matches!(
        session.tap(line[0].0.from().index() as i32),
        Err(AlquerqueError::IllegalMove(_))
    ));
    assert_eq!(session.state(), unchanged);
}

#[test]
fn a_missed_or_refused_tap_changes_nothing_and_says_why() {
    let number = number_of(2);
    let puzzle = shipped_puzzles()[number as usize - 1];
    let session = start_puzzle(number).expect("a puzzle");
    let start = session.state();
    let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");

    // Taps that do not fit: no such point, an empty point, a piece of the other side.
    assert_eq!(session.tap(25), Err(AlquerqueError::NoSuchPoint(25)));
    assert_eq!(session.tap(-1), Err(AlquerqueError::NoSuchPoint(-1)));
    let empty = start
        .pieces
        .iter()
        .position(|&p| p == Piece::Empty)
        .expect("an empty point") as i32;
    assert!(matches!(
        session.tap(empty),
        Err(AlquerqueError::NotSelectable(m)) if m.contains("is empty")
    ));
    assert_eq!(session.state(), start);

    // The hint names the winning piece in the state until a move is tried.
    assert_eq!(session.hint(), Some(winning.from().index() as i32));
    let hinted = session.state();
    assert_eq!(hinted.hint, Some(winning.from().index() as i32));
    assert!(hinted.status_text.starts_with("Hint:"));
    // The board shows it too: a ring on that piece alone, said to screen readers.
    let rings: Vec<i32> = hinted
        .board
        .points
        .iter()
        .filter(|p| p.hinted)
        .map(|p| p.index)
        .collect();
    assert_eq!(rings, vec![winning.from().index() as i32]);
    assert!(hinted.board.points[winning.from().index()]
        .accessibility_label
        .contains("the hint"));
    assert!(start.board.points.iter().all(|p| !p.hinted));

    // A whole wrong move entered by taps is judged, taken back, and said so.
    let legal = puzzle.position.legal_moves();
    let wrong = *legal
        .iter()
        .find(|&&m| m != winning && m.from() != winning.from())
        .or_else(|| legal.iter().find(|&&m| m != winning))
        .expect("another move");
    let points = path(wrong);
    let mut last = None;
    for &p in &points {
        last = Some(session.tap(p).expect("a legal move's path"));
    }
    assert_eq!(
        last,
        Some(PuzzleTap::Moved {
            outcome: PuzzleMoveOutcome::Missed
        })
    );
    let after = session.state();
    assert_eq!(after.pieces, start.pieces);
    assert_eq!(after.board.points, start.board.points);
    assert!(after.entered.is_empty() && after.played.is_empty());
    assert_eq!((after.misses, after.moves_left, after.hint), (1, 2, None));
    assert!(
        after.board.points.iter().all(|p| !p.hinted),
        "a try ends the hint"
    );
    assert_eq!(
        after.status_text,
        format!("{wrong} does not win in 2 moves: try again.")
    );

    // Selecting and putting down again leaves the entry empty.
    let from = winning.from().index() as i32;
    assert_eq!(session.tap(from), Ok(PuzzleTap::Selected { point: from }));
    assert_eq!(session.state().entered, vec![from]);
    assert_eq!(session.tap(from), Ok(PuzzleTap::Deselected));
    assert!(session.state().entered.is_empty());
    session.tap(from).expect("selectable");
    session.clear_selection();
    assert!(session.state().entered.is_empty());
}
