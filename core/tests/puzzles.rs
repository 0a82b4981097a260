//! The puzzle set: every shipped puzzle proved again by the exact search, and generation
//! reproducible for a seed.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use alquerque_text::Language;

use alquerque_core::puzzle::{
    generate_puzzles, parse_puzzle_set, puzzle_set_header, puzzle_set_text, shipped_puzzles,
    PuzzleError, PuzzleProgress, MAX_PUZZLE_MOVES, PLAY_NODE_LIMIT,
};

#[test]
fn every_shipped_puzzle_has_one_winning_first_move_and_a_win_in_exactly_n() {
    let set = shipped_puzzles();
    assert!(set.len() >= 300, "{} puzzles", set.len());
    let start = Instant::now();
    let mut per = [0usize; MAX_PUZZLE_MOVES as usize];
    let mut keys = std::collections::HashSet::new();
    for (i, p) in set.iter().enumerate() {
        // `check` proves there is no win in fewer moves, a win in exactly `p.moves`, and that
        // every other first move fails to win within `p.moves`.
        if let Err(e) = p.check(PLAY_NODE_LIMIT) {
            panic!("puzzle {} ({p}): {e}", i + 1);
        }
        assert!(
            keys.insert(p.position.key()),
            "puzzle {} is a duplicate",
            i + 1
        );
        per[p.moves as usize - 1] += 1;
    }
    // Spread over every length, easiest first in each of the two files (the puzzles of
    // games, then the endgame puzzles): one step back to a shorter win, where they meet.
    assert!(per.iter().all(|&n| n >= 50), "{per:?}");
    let back = set.windows(2).filter(|w| w[0].moves > w[1].moves).count();
    assert_eq!(back, 1);
    eprintln!(
        "re-checked {} puzzles in {:.1?}",
        set.len(),
        start.elapsed()
    );
}

#[test]
fn a_puzzle_claiming_the_wrong_length_fails_the_check() {
    let p = shipped_puzzles()
        .iter()
        .find(|p| p.moves == 3)
        .expect("a win in 3");
    let mut longer = *p;
    longer.moves = 4;
    assert_eq!(
        longer.check(PLAY_NODE_LIMIT),
        Err(PuzzleError::WinsSooner(3))
    );
    let mut shorter = *p;
    shorter.moves = 2;
    assert_eq!(shorter.check(PLAY_NODE_LIMIT), Err(PuzzleError::NoWin));
}

#[test]
fn generation_is_reproducible_and_every_result_holds() {
    let stop = AtomicBool::new(false);
    let one = generate_puzzles(5, 7, 1, &stop, &mut |_| {});
    let two = generate_puzzles(5, 7, 2, &stop, &mut |_| {});
    assert_eq!(one, two, "the thread count changed the set");
    assert_eq!(one.len(), 5);
    for n in 1..=MAX_PUZZLE_MOVES {
        assert_eq!(one.iter().filter(|p| p.moves == n).count(), 1);
    }
    for p in &one {
        assert_eq!(p.check(PLAY_NODE_LIMIT).map(|_| ()), Ok(()), "{p}");
    }
    let text = puzzle_set_text(&puzzle_set_header(5, 7, &one), &one);
    assert_eq!(parse_puzzle_set(&text), Ok(one.clone()));
    assert!(text.contains("alquerque puzzles generate --count 5 --seed 7"));
    let other = generate_puzzles(5, 8, 2, &stop, &mut |_| {});
    assert_ne!(one, other, "the seed changes the games");
}

#[test]
fn a_damaged_set_file_names_its_line() {
    let err = parse_puzzle_set("# header\n1 standard -----/--b--/-b---/-w---/----- w - 0\n7 x\n")
        .expect_err("line 3 is not a puzzle");
    assert_eq!(err.line, 3);
}

#[test]
fn progress_round_trips_and_finds_the_next_puzzle() {
    let mut p = PuzzleProgress::default();
    assert_eq!(p.next_unsolved(3, 0), Some(1));
    p.mark_solved(1);
    p.mark_solved(3);
    assert_eq!(p.next_unsolved(3, 0), Some(2));
    assert_eq!(p.next_unsolved(3, 2), Some(2));
    p.mark_solved(2);
    assert_eq!(p.next_unsolved(3, 1), None);
    assert_eq!(PuzzleProgress::from_text(&p.to_text()), Ok(p.clone()));
    assert_eq!(p.solved_count(2), 2);
    for bad in ["solved x", "won 1 2", "solved 0", "solved 99999999999"] {
        let e = PuzzleProgress::from_text(bad).expect_err(bad);
        assert_eq!(e.line, 1);
    }
    assert_eq!(
        PuzzleProgress::from_solved([0, 2, 2, 5]).solved(),
        vec![2, 5]
    );
}

#[test]
fn the_streak_is_kept_with_the_progress() {
    let mut p = PuzzleProgress::default();
    p.record_solved(1, true);
    p.record_solved(2, true);
    assert_eq!((p.streak(), p.best_streak()), (2, 2));
    // A puzzle solved after a miss or with a hint ends the run; the best stays.
    p.record_solved(3, false);
    assert_eq!((p.streak(), p.best_streak()), (0, 2));
    p.record_solved(4, true);
    // The words say the best only while it is longer than the run now.
    let english = |p: &PuzzleProgress| p.streak_message().render(Language::English);
    assert_eq!(english(&p), "Streak: 1 · best: 2");
    let mut level = p.clone();
    level.record_solved(5, true);
    assert_eq!(english(&level), "Streak: 2");
    let read = PuzzleProgress::from_text(&p.to_text()).expect("its own text");
    assert_eq!(read, p);
    assert_eq!((read.streak(), read.best_streak()), (1, 2));
    p.break_streak();
    assert_eq!((p.streak(), p.best_streak()), (0, 2));
    // A file written before streaks were kept has none.
    let old = PuzzleProgress::from_text("solved 1 2\n").expect("an old file");
    assert_eq!((old.streak(), old.best_streak()), (0, 0));
    // The newer session's streak wins a merge; the best is the better of both.
    let mut file = PuzzleProgress::from_text("solved 1\nstreak 5 best 5\n").expect("a file");
    file.merge(&p);
    assert_eq!(
        (file.streak(), file.best_streak(), file.solved_count(9)),
        (0, 5, 4)
    );
    for bad in [
        "streak 1",
        "streak x best 2",
        "streak 1 best",
        "streak 1 top 2",
        "streak -1 best 2",
    ] {
        assert_eq!(
            PuzzleProgress::from_text(bad).expect_err(bad).line,
            1,
            "{bad}"
        );
    }
    // A damaged best below the run now is mended, not believed.
    let odd = PuzzleProgress::from_text("streak 4 best 1").expect("read");
    assert_eq!(odd.best_streak(), 4);
}

/// The `--count` and `--seed` of the command a shipped set's header names (`# Made with:
/// alquerque puzzles SUBCOMMAND ...`).
fn made_with(text: &str, subcommand: &str) -> (usize, u64) {
    let prefix = format!("# Made with: alquerque puzzles {subcommand} ");
    let command = text
        .lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .expect("the header names the command");
    let words: Vec<&str> = command.split_whitespace().collect();
    let value = |flag: &str| -> u64 {
        let i = words.iter().position(|w| *w == flag).expect(flag);
        words[i + 1].parse().expect("a number")
    };
    (value("--count") as usize, value("--seed"))
}

/// The shipped file is exactly what the command in its header makes: the set is reproducible,
/// and a change to the engine or the move order that changes the games shows up here (make
/// the file again with that command; the test above then proves the new set).
#[test]
fn the_shipped_set_is_what_its_command_makes() {
    let text = include_str!("../data/puzzles.txt");
    let (count, seed) = made_with(text, "generate");
    let start = Instant::now();
    let puzzles = generate_puzzles(count, seed, 2, &AtomicBool::new(false), &mut |_| {});
    eprintln!("generated {count} puzzles in {:.1?}", start.elapsed());
    let made = puzzle_set_text(&puzzle_set_header(count, seed, &puzzles), &puzzles);
    assert!(
        made == text,
        "the shipped set differs from what its command makes"
    );
}

/// The shipped endgame puzzles are exactly what the command in their header makes from the
/// shipped exact tables (a change to the tables, the move order or the puzzle check shows up
/// here), each is an endgame puzzle by the tables, and its theme says so.
#[test]
fn the_shipped_endgame_puzzles_are_what_their_command_makes() {
    use alquerque_core::puzzle::{
        endgame_puzzle_header, generate_endgame_puzzles, parse_puzzle_set, Theme, PLAY_NODE_LIMIT,
    };
    let text = include_str!("../data/puzzles-endgame.txt");
    let (count, seed) = made_with(text, "endgame");
    let tables = alquerque_core::tables::shipped().expect("the shipped tables read");
    let puzzles = generate_endgame_puzzles(&tables, count, seed);
    let made = puzzle_set_text(&endgame_puzzle_header(count, seed, &puzzles), &puzzles);
    assert!(
        made == text,
        "the shipped endgame puzzles differ from what their command makes"
    );
    let shipped = parse_puzzle_set(text).expect("a puzzle set");
    assert_eq!(shipped.len(), 5 * count);
    for p in &shipped {
        assert!(p.is_endgame(), "{p}");
        let themes = p.themes(PLAY_NODE_LIMIT).expect("solved");
        assert!(themes.contains(&Theme::Endgame), "{p}");
    }
}

/// Each theme on puzzles where it is and where it is not: none; a multi-capture alone; a quiet
/// first move alone; a sacrifice the winner does not take back at once; a sacrifice taken back
/// at once (the compulsory capture used against the opponent); all four in one puzzle.
#[test]
fn each_theme_is_found_where_it_is_and_only_there() {
    use alquerque_core::puzzle::{Puzzle, Theme};
    use Theme::*;
    let cases: [(&str, &[Theme]); 6] = [
        ("1 standard -----/---bb/--w-w/---ww/----- w e4< 1", &[]),
        (
            "1 standard ----w/bb---/w----/ww--w/-w--- w a2>,b2>,a4> 1",
            &[MultiCapture],
        ),
        (
            "1 standard w----/----b/-w---/---ww/ww--w w e4< 1",
            &[QuietFirstMove],
        ),
        (
            "2 standard ----b/---bw/-w--w/----w/w-w-- w c1< 3",
            &[Sacrifice],
        ),
        (
            "2 standard ----b/-----/--bww/-w---/w---w w a1> 0",
            &[Sacrifice, ForcedCapture],
        ),
        (
            "2 standard -b---/--b--/ww---/www--/ww--w w c4>,b5< 1",
            &[MultiCapture, QuietFirstMove, Sacrifice, ForcedCapture],
        ),
    ];
    for (text, expected) in cases {
        let puzzle: Puzzle = text.parse().expect("the test's own data");
        assert_eq!(
            puzzle.themes(PLAY_NODE_LIMIT).as_deref(),
            Ok(expected),
            "{text}"
        );
    }
}

/// Every shipped puzzle offers a choice (two legal moves or more); its solution replays to a
/// won game with the winner's moves exactly `moves`; its themes say what that line shows, each
/// checked here from the line itself; and every theme is present in some puzzles and absent
/// from others. More than half the set has a tempting wrong first move.
#[test]
fn every_shipped_puzzle_is_a_choice_and_its_themes_follow_from_its_solution() {
    use alquerque_core::puzzle::{shipped_themes, Theme};
    use alquerque_core::{Game, Status};
    let set = shipped_puzzles();
    let themes = shipped_themes();
    assert_eq!(themes.len(), set.len());
    let mut with = [0usize; 5];
    let mut tempting = 0;
    for (i, (p, found)) in set.iter().zip(themes).enumerate() {
        assert!(p.position.legal_moves().len() >= 2, "puzzle {}", i + 1);
        let line = p.solution(PLAY_NODE_LIMIT).expect("solved");
        assert_eq!(line.len() as u32, 2 * p.moves - 1, "puzzle {}", i + 1);
        let mut game = Game::from_position(p.position);
        for &mv in &line {
            game.play(mv).expect("the solution replays");
        }
        assert!(
            matches!(game.status(), Status::Won { winner, .. } if winner == p.position.turn()),
            "puzzle {}",
            i + 1
        );
        let winner_moves: Vec<_> = line.iter().step_by(2).collect();
        let defence: Vec<(usize, _)> = line.iter().enumerate().skip(1).step_by(2).collect();
        let expected = [
            winner_moves.iter().any(|m| m.captured().count() >= 2),
            !line[0].is_capture(),
            defence.iter().any(|(_, m)| m.is_capture()),
            defence
                .iter()
                .any(|&(j, m)| m.is_capture() && line[j + 1].is_capture()),
            // Every proved puzzle whose every move leads into the exact tables (four pieces or
            // fewer after it: a compulsory capture from five counts) is theirs: the tables and
            // the forced-win search agree on its length and its one first move.
            p.position.legal_moves().iter().all(|&m| {
                let s = p.position.after(m).to_setup();
                s.white.count() + s.black.count()
                    <= u32::from(alquerque_core::puzzle::ENDGAME_PUZZLE_PIECES)
            }),
        ];
        for (k, theme) in Theme::ALL.into_iter().enumerate() {
            assert_eq!(
                found.contains(&theme),
                expected[k],
                "puzzle {} {theme}",
                i + 1
            );
            with[k] += usize::from(expected[k]);
        }
        tempting += usize::from(
            !p.tempting_moves(PLAY_NODE_LIMIT)
                .expect("proved")
                .is_empty(),
        );
    }
    for (k, theme) in Theme::ALL.into_iter().enumerate() {
        assert!(with[k] > 0 && with[k] < set.len(), "{theme}: {}", with[k]);
    }
    assert!(tempting * 2 > set.len(), "{tempting} tempting");
}

/// A position with one legal move is no puzzle: the check refuses it, whatever it claims.
#[test]
fn a_position_with_one_legal_move_is_refused() {
    use alquerque_core::puzzle::Puzzle;
    // White's one move is the compulsory capture b2-b4-d4, which wins at once.
    let p: Puzzle = "1 standard -----/--b--/-b---/-w---/----- w - 0"
        .parse()
        .expect("the test's own data");
    assert_eq!(p.position.legal_moves().len(), 1);
    assert_eq!(p.check(PLAY_NODE_LIMIT), Err(PuzzleError::OneMove));
}
