//! The puzzle calls as the apps use them: the list, starting one, playing moves by their
//! paths, the hint, and the next puzzle from the app's own progress.

use alquerque_core::ai::{shipped_puzzles, PuzzleSolving, PuzzleStep, PLAY_NODE_LIMIT};
use alquerque_core::Move;
use alquerque_ffi::{
    next_unsolved_puzzle, puzzles, start_puzzle, AlquerqueError, Piece, PuzzleMoveOutcome, Side,
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
