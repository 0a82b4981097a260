//! The puzzle calls as the apps use them: the list, opening one, moves tapped and judged off
//! the caller's thread with the defence to animate, playing moves by their paths, the hint,
//! the next puzzle from the player's progress, and the progress and the puzzle in progress
//! kept in the app's store.

use std::sync::Arc;

use alquerque_core::puzzle::{shipped_puzzles, PuzzleSolving, PuzzleStep, PLAY_NODE_LIMIT};
use alquerque_core::Move;
use alquerque_ffi::{
    open_puzzles, AlquerqueError, Piece, PuzzleAction, PuzzleMoveOutcome, PuzzleState, PuzzleTap,
    Puzzles, Side, Sound, Store,
};

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, wait_until, Recorder, TempDir};

/// Puzzle `number`, opened on a shelf of puzzles kept nowhere.
fn start_puzzle(number: u32) -> Option<Arc<Puzzles>> {
    let puzzles = Puzzles::new(Vec::new());
    puzzles.open(number).then_some(puzzles)
}

/// The state once the move or hint being worked out is done.
fn settled(puzzles: &Puzzles) -> PuzzleState {
    wait_until("the puzzle's answer", || {
        let s = puzzles.state();
        (!s.busy).then_some(s)
    })
}

fn list() -> Vec<alquerque_ffi::PuzzleInfo> {
    Puzzles::new(Vec::new()).list()
}

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
    let list = list();
    assert_eq!(list.len(), shipped_puzzles().len());
    assert!(list.iter().all(|p| !p.solved));
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
    assert!(state.can_hint, "unsolved, nothing worked out, no hint yet");
    session.hint();
    let hinted = settled(&session);
    assert_eq!(hinted.hint, Some(winning.from().index() as i32));
    assert!(!hinted.can_hint, "the hint is shown");

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
                assert_eq!(played.info.path, path(mv));
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
                assert_eq!(played.info.notation, mv.to_string());
                assert_eq!(got_reply.info.notation, reply.to_string());
                assert_eq!(got_reply.info.side, puzzle.position.turn().other());
                assert_eq!(got_reply.first_hop, 0, "the reply is animated whole");
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
    assert!(!done.can_hint, "solved: nothing to hint");
    session.hint();
    assert_eq!(settled(&session).hint, None);
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
fn the_primary_button_is_the_board_then_hint_after_a_miss_then_next_once_solved() {
    let number = number_of(2);
    let puzzle = shipped_puzzles()[number as usize - 1];
    let session = start_puzzle(number).expect("a puzzle");
    assert_eq!(session.state().primary, None, "the board is the next step");

    let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");
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
    assert_eq!(session.state().primary, Some(PuzzleAction::Hint));
    session.hint();
    assert_eq!(
        settled(&session).primary,
        None,
        "the hint is shown: the board again"
    );

    let mut mirror = PuzzleSolving::new(puzzle);
    while !session.state().solved {
        let mv = mirror.winning_move().expect("a winning move");
        mirror.play(mv).expect("legal");
        session.play_move(path(mv)).expect("legal");
    }
    assert_eq!(session.state().primary, Some(PuzzleAction::Next));
    session.restart();
    assert_eq!(session.state().primary, None);
}

#[test]
fn the_next_puzzle_comes_from_the_players_progress() {
    let total = list().len() as u32;
    let number = |p: &Puzzles| p.state().number;
    assert_eq!(number(&Puzzles::new(vec![])), 1);
    let p = Puzzles::new(vec![1, 2, 4]);
    assert_eq!(number(&p), 3, "opens at the first not solved");
    assert_eq!(p.state().solved_count, 3);
    assert_eq!(
        p.state().progress_text,
        format!("3 of {total} puzzles solved")
    );
    p.next();
    assert_eq!(number(&p), 5);
    assert!(p.open(total));
    p.next();
    assert_eq!(number(&p), 3, "wrapping round");
    // Every one solved: simply the next, wrapping round.
    let all = Puzzles::new((1..=total).collect());
    assert!(all.open(total));
    all.next();
    assert_eq!(number(&all), 1);
    // Numbers beyond the set, or zero, are ignored.
    let odd = Puzzles::new(vec![0, total + 5]);
    assert_eq!((number(&odd), odd.state().solved_count), (1, 0));
    assert!(!odd.open(0) && !odd.open(total + 1));
    assert!(odd.list()[..].iter().all(|p| !p.solved));
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
    let recorder = Recorder::new();
    session.set_observer(Some(recorder.clone()));
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
            let tap = session.tap_result(p).expect("a tap along a winning move");
            if k + 1 == points.len() {
                // The move is animated at once from its last jump tapped, and judged off the
                // caller's thread; meanwhile the board shows it made.
                let PuzzleTap::Played { played } = tap else {
                    panic!("the last tap plays the move: {tap:?}");
                };
                assert_eq!(played.info.path, points);
                assert_eq!(played.first_hop as usize, points.len() - 2);
                let judging = session.state();
                if judging.busy {
                    let to = *points.last().expect("a path") as usize;
                    assert_eq!(judging.pieces[to], before.pieces[points[0] as usize]);
                    assert_eq!(judging.pieces[points[0] as usize], Piece::Empty);
                    assert!(judging.board.points.iter().all(|p| !p.selectable));
                }
                outcome = Some(settled(&session));
                break;
            }
            let now = session.state();
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
        let now = outcome.expect("the move was entered");
        assert!(now.entered.is_empty());
        if now.solved {
            assert_eq!(i + 1, line.len(), "solved before the line's end");
            // The winning move was animated as it was entered: what is left is its ending,
            // heard and said once.
            let feedback = &now.feedback;
            assert_eq!(feedback.cues.len(), 1);
            assert_eq!(feedback.cues[0].sound, Some(Sound::PuzzleSolved));
            assert_eq!(
                feedback.announcement.as_deref(),
                Some(now.status_text.as_str())
            );
            assert_eq!(
                recorder.played().len(),
                i,
                "no move to animate: only the replies"
            );
        } else {
            // The observer was told, with the engine's reply to animate and to say.
            let animated = wait_until("the move to animate", || recorder.played().get(i).cloned());
            let reply = expected_reply.expect("a reply").to_string();
            let said = animated.announcement.clone().expect("the reply is said");
            assert!(said.contains(&format!("answers {reply}")), "{said}");
            assert!(said.ends_with("more."), "{said}");
            assert_eq!(animated.info.notation, reply);
            assert_eq!(now.board.last_move.as_ref(), Some(&animated.info));
            assert_eq!(
                now.played[now.played.len() - 2].path,
                points,
                "the person's move, then the reply"
            );
            assert!(now.status_text.contains(&format!("answers {reply}")));
        }
    }
    let done = session.state();
    assert!(done.solved && done.status_text.starts_with("Solved"));
    assert!(done.selectable.is_empty());
    let unchanged = session.state();
    assert!(matches!(
        session.tap_result(line[0].0.from().index() as i32),
        Err(AlquerqueError::IllegalMove(_))
    ));
    assert_eq!(session.state().board.points, unchanged.board.points);
    assert!(session.state().notice.is_some(), "and says why");
}

#[test]
fn a_missed_or_refused_tap_changes_nothing_and_says_why() {
    let number = number_of(2);
    let puzzle = shipped_puzzles()[number as usize - 1];
    let session = start_puzzle(number).expect("a puzzle");
    let start = session.state();
    let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");

    // Taps that do not fit: no such point, an empty point, a piece of the other side.
    assert_eq!(session.tap_result(25), Err(AlquerqueError::NoSuchPoint(25)));
    assert_eq!(session.tap_result(-1), Err(AlquerqueError::NoSuchPoint(-1)));
    let empty = start
        .pieces
        .iter()
        .position(|&p| p == Piece::Empty)
        .expect("an empty point") as i32;
    let tapped = session.tap_result(empty);
    assert!(
        matches!(&tapped, Err(e @ AlquerqueError::NotSelectable(_)) if e.to_string().contains("is empty")),
        "{tapped:?}"
    );
    let refused = session.state();
    assert!(refused
        .notice
        .as_deref()
        .is_some_and(|n| n.contains("is empty")));
    assert_eq!(
        PuzzleState {
            notice: None,
            feedback: start.feedback.clone(),
            ..refused
        },
        start
    );

    // The hint names the winning piece in the state until a move is tried.
    session.hint();
    let hinted = settled(&session);
    assert_eq!(hinted.hint, Some(winning.from().index() as i32));
    assert_eq!(hinted.notice, None, "an action clears the notice");
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
        last = Some(session.tap_result(p).expect("a legal move's path"));
    }
    assert!(matches!(last, Some(PuzzleTap::Played { .. })), "{last:?}");
    let refused = session.state().feedback.serial;
    let after = settled(&session);
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
    // The miss is heard and said once.
    let feedback = &after.feedback;
    assert!(feedback.serial > refused);
    assert_eq!(feedback.cues[0].sound, Some(Sound::Refused));
    assert_eq!(
        feedback.announcement.as_deref(),
        Some(after.status_text.as_str())
    );

    // Selecting and putting down again leaves the entry empty.
    let from = winning.from().index() as i32;
    assert_eq!(
        session.tap_result(from),
        Ok(PuzzleTap::Selected { point: from })
    );
    assert_eq!(session.state().entered, vec![from]);
    assert_eq!(session.tap_result(from), Ok(PuzzleTap::Deselected));
    assert!(session.state().entered.is_empty());
    session.tap_result(from).expect("selectable");
    session.clear_selection();
    assert!(session.state().entered.is_empty());
}

/// Plays puzzle `number` on `puzzles` to its end, along the core's own winning line.
fn solve(puzzles: &Puzzles, number: u32, moves: usize) {
    assert!(puzzles.open(number));
    let mut mirror = PuzzleSolving::new(shipped_puzzles()[number as usize - 1]);
    for _ in 0..moves {
        let Some(mv) = mirror.winning_move() else {
            break;
        };
        mirror.play(mv).expect("legal");
        puzzles.play_move(path(mv)).expect("legal");
    }
}

#[test]
fn progress_and_the_puzzle_in_progress_survive_a_new_launch() {
    let dir = TempDir::new("puzzles");
    let store = Store::new(dir.folder());
    let puzzles = block_on(open_puzzles(store.clone()));
    assert_eq!(puzzles.state().number, 1);
    solve(&puzzles, 1, 5);
    assert!(puzzles.state().solved);
    let number = number_of(3);
    solve(&puzzles, number, 1);
    let before = puzzles.state();
    assert_eq!(before.played.len(), 2, "a move and the defence");
    block_on(store.flush());
    // The progress is the core's text form, as the terminal program keeps it.
    let text = std::fs::read_to_string(dir.file("puzzles.txt")).expect("kept");
    assert!(text.lines().any(|l| l == "solved 1"), "{text}");
    // The streak is kept with it: a run goes on after the app is closed.
    assert_eq!(before.streak, 1);
    assert!(text.lines().any(|l| l == "streak 1 best 1"), "{text}");
    // A new launch: the same progress, the same puzzle with its moves.
    drop((puzzles, store));
    let store = Store::new(dir.folder());
    let again = block_on(open_puzzles(store));
    let after = again.state();
    assert_eq!(after.number, number);
    assert_eq!(after.played, before.played);
    assert_eq!(after.moves_left, before.moves_left);
    assert!(again.list()[0].solved && !again.list()[1].solved);
    assert_eq!(after.solved_count, 1);
    assert_eq!((after.streak, after.streak_text.as_str()), (1, "Streak: 1"));
}

#[test]
fn an_unreadable_progress_is_set_aside_and_said() {
    let dir = TempDir::new("puzzles-bad");
    std::fs::write(dir.file("puzzles.txt"), "solved 1 2 three\n").expect("written");
    std::fs::write(dir.file("puzzle-in-progress.txt"), "99999 z9-z8").expect("written");
    let store = Store::new(dir.folder());
    let puzzles = block_on(open_puzzles(store.clone()));
    let s = puzzles.state();
    // The player's words; the line at fault goes to the log, not into the sentence.
    assert_eq!(
        s.notice.as_deref(),
        Some("Your puzzle progress could not be read. It has been kept aside.")
    );
    assert_eq!((s.number, s.solved_count), (1, 0), "a fresh start");
    let aside = dir.set_aside("puzzles");
    assert_eq!(aside.len(), 1, "kept aside");
    assert_eq!(
        std::fs::read_to_string(&aside[0]).expect("kept"),
        "solved 1 2 three\n"
    );
}

#[test]
fn taps_wait_while_a_move_is_judged() {
    let number = number_of(3);
    let puzzles = start_puzzle(number).expect("a puzzle");
    let mut mirror = PuzzleSolving::new(shipped_puzzles()[number as usize - 1]);
    let mv = mirror.winning_move().expect("a win");
    let points = path(mv);
    for &p in &points {
        puzzles.tap_result(p).expect("a legal move's path");
    }
    // While it is judged: taps change nothing, nothing else can be played.
    let busy = puzzles.state();
    if busy.busy {
        assert_eq!(puzzles.tap_result(points[0]), Ok(PuzzleTap::Judging));
        assert!(puzzles.play_move(points.clone()).is_err());
    }
    let done = settled(&puzzles);
    assert_eq!(done.played[0].path, points);
}

#[test]
fn the_list_groups_every_puzzle_by_length_shortest_first_with_its_solved_mark() {
    let puzzles = Puzzles::new(vec![1, 3]);
    let info = puzzles.list();
    let list = puzzles.list_state();
    assert_eq!(list.title, puzzles.state().progress_text);
    assert_eq!(list.solved_label, "solved");
    let mut lengths: Vec<u32> = info.iter().map(|p| p.moves).collect();
    lengths.sort_unstable();
    lengths.dedup();
    assert!(lengths.len() > 1, "the set has puzzles of several lengths");
    assert_eq!(
        list.sections.iter().map(|s| s.moves).collect::<Vec<_>>(),
        lengths
    );
    let mut listed = Vec::new();
    for section in &list.sections {
        assert_eq!(section.heading, format!("Win in {}", section.moves));
        assert!(
            section.rows.windows(2).all(|w| w[0].number < w[1].number),
            "by number within a group"
        );
        for row in &section.rows {
            let puzzle = &info[row.number as usize - 1];
            assert_eq!(puzzle.number, row.number);
            assert_eq!(puzzle.moves, section.moves, "puzzle {}", row.number);
            assert_eq!(row.label, format!("Puzzle {}", row.number));
            assert_eq!(row.solved, row.number == 1 || row.number == 3);
            listed.push(row.number);
        }
    }
    listed.sort_unstable();
    assert_eq!(
        listed,
        (1..=info.len() as u32).collect::<Vec<_>>(),
        "every puzzle once"
    );
}

#[test]
fn the_list_groups_by_theme_in_the_players_words_and_can_leave_out_the_solved() {
    use alquerque_core::puzzle::{shipped_themes, Theme};
    use alquerque_ffi::PuzzleGrouping;
    let puzzles = Puzzles::new(vec![1, 2]);
    let total = puzzles.list().len();
    // By length first: each row names its themes, the two groupings offered, length chosen.
    let list = puzzles.list_state();
    let chosen: Vec<(PuzzleGrouping, &str, bool)> = list
        .groupings
        .iter()
        .map(|g| (g.grouping, g.label.as_str(), g.chosen))
        .collect();
    assert_eq!(
        chosen,
        [
            (PuzzleGrouping::ByLength, "By length", true),
            (PuzzleGrouping::ByTheme, "By theme", false)
        ]
    );
    assert_eq!(list.unsolved_only_label, "Unsolved only");
    assert_eq!(list.streak_text, "Streak: 0");
    let themes = shipped_themes();
    let words = |t: &Theme| match t {
        Theme::MultiCapture => "multi-capture",
        Theme::QuietFirstMove => "quiet first move",
        Theme::Sacrifice => "sacrifice",
        Theme::ForcedCapture => "forced capture",
        Theme::Endgame => "endgame",
    };
    for row in list.sections.iter().flat_map(|s| &s.rows) {
        let expected: Vec<&str> = themes[row.number as usize - 1].iter().map(words).collect();
        assert_eq!(row.detail, expected.join(", "), "puzzle {}", row.number);
    }
    // By theme: one group a theme present in the set, in the core's order, each holding
    // exactly the puzzles with that theme, each row saying its length.
    puzzles.set_list_grouping(PuzzleGrouping::ByTheme);
    let list = puzzles.list_state();
    assert!(list.groupings[1].chosen && !list.groupings[0].chosen);
    assert_eq!(
        list.sections
            .iter()
            .map(|s| s.heading.as_str())
            .collect::<Vec<_>>(),
        Theme::ALL.iter().map(words).collect::<Vec<_>>(),
        "the shipped set has every theme"
    );
    for (section, theme) in list.sections.iter().zip(Theme::ALL) {
        let numbers: Vec<u32> = section.rows.iter().map(|r| r.number).collect();
        let expected: Vec<u32> = (1..=total as u32)
            .filter(|&n| themes[n as usize - 1].contains(&theme))
            .collect();
        assert_eq!(numbers, expected, "{theme:?}");
        for row in &section.rows {
            let moves = shipped_puzzles()[row.number as usize - 1].moves;
            assert_eq!(row.detail, format!("Win in {moves}"));
        }
    }
    // Unsolved only: the solved puzzles leave every group; nothing is left out otherwise.
    puzzles.set_unsolved_only(true);
    puzzles.set_list_grouping(PuzzleGrouping::ByLength);
    let list = puzzles.list_state();
    assert!(list.unsolved_only);
    let listed: Vec<u32> = list
        .sections
        .iter()
        .flat_map(|s| s.rows.iter().map(|r| r.number))
        .collect();
    assert_eq!(listed.len(), total - 2);
    assert!(!listed.contains(&1) && !listed.contains(&2));
    assert!(list
        .sections
        .iter()
        .flat_map(|s| &s.rows)
        .all(|r| !r.solved));
    assert_eq!(list.empty_text, "");
    // Every puzzle solved: nothing left, and the list says so.
    let all = Puzzles::new((1..=total as u32).collect());
    all.set_unsolved_only(true);
    let list = all.list_state();
    assert!(list.sections.is_empty());
    assert_eq!(list.empty_text, "Every puzzle here is solved.");
}

#[test]
fn a_streak_counts_puzzles_solved_at_the_first_try_and_previous_goes_back() {
    let puzzles = Puzzles::new(Vec::new());
    let one = number_of(1);
    let another = (one + 1..=shipped_puzzles().len() as u32)
        .find(|&n| shipped_puzzles()[n as usize - 1].moves == 1)
        .expect("another win in 1");
    assert_eq!(puzzles.state().streak, 0);
    solve(&puzzles, one, 1);
    let s = settled(&puzzles);
    assert!(s.solved);
    assert_eq!((s.streak, s.streak_text.as_str()), (1, "Streak: 1"));
    solve(&puzzles, another, 1);
    assert_eq!(settled(&puzzles).streak, 2);
    // A hint breaks it, even when the puzzle is then solved.
    puzzles.restart();
    puzzles.hint();
    settled(&puzzles);
    let mut mirror = PuzzleSolving::new(shipped_puzzles()[another as usize - 1]);
    let mv = mirror.winning_move().expect("a win");
    puzzles.play_move(path(mv)).expect("legal");
    assert_eq!(settled(&puzzles).streak, 0);
    // A miss breaks it too.
    solve(&puzzles, one, 1);
    assert_eq!(settled(&puzzles).streak, 1);
    assert!(puzzles.open(another));
    let mut mirror = PuzzleSolving::new(shipped_puzzles()[another as usize - 1]);
    let winning = mirror.winning_move().expect("a win");
    let puzzle = shipped_puzzles()[another as usize - 1];
    let miss = puzzle
        .position
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| m != winning)
        .expect("a choice");
    let _ = mirror.play(winning);
    assert_eq!(
        puzzles.play_move(path(miss)).expect("legal"),
        PuzzleMoveOutcome::Missed
    );
    let s = settled(&puzzles);
    assert_eq!(
        (s.streak, s.streak_text.as_str()),
        (0, "Streak: 0 · best: 2")
    );
    // Previous: the puzzle before in the set, wrapping round to the last.
    assert!(puzzles.open(5));
    assert_eq!(puzzles.state().previous, 4);
    puzzles.previous();
    assert_eq!(puzzles.state().number, 4);
    assert!(puzzles.open(1));
    assert_eq!(puzzles.state().previous, shipped_puzzles().len() as u32);
    puzzles.previous();
    assert_eq!(puzzles.state().number, shipped_puzzles().len() as u32);
}
