//! The puzzle texts read from outside: a progress file (`PuzzleProgress::from_text`), a puzzle
//! line and a puzzle set. Each that reads is written and reads back the same.

use alquerque_core::puzzle::{parse_puzzle_set, puzzle_set_text, Puzzle, PuzzleProgress};

/// Reads `data` as a progress file, as a puzzle set and as one puzzle line.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(progress) = PuzzleProgress::from_text(text) {
        let written = progress.to_text();
        assert_eq!(
            PuzzleProgress::from_text(&written),
            Ok(progress.clone()),
            "{written}"
        );
        let solved = progress.solved();
        assert!(
            solved.windows(2).all(|w| w[0] < w[1]),
            "ascending, no repeats"
        );
        assert!(solved.iter().all(|&n| (1..=1_000_000).contains(&n)));
        for total in [0, 1, 7, 300] {
            let count = progress.solved_count(total);
            assert_eq!(count, solved.iter().filter(|&&n| n <= total).count());
            let next = progress.next_unsolved(total, total / 2);
            assert_eq!(next.is_none(), count == total, "total {total}");
            if let Some(n) = next {
                assert!((1..=total).contains(&n) && !progress.is_solved(n));
            }
        }
    }
    if let Ok(set) = parse_puzzle_set(text) {
        let written = puzzle_set_text(&["a header".to_string()], &set);
        assert_eq!(parse_puzzle_set(&written), Ok(set), "{written}");
    }
    if let Ok(puzzle) = text.parse::<Puzzle>() {
        let written = puzzle.to_string();
        assert_eq!(written.parse::<Puzzle>(), Ok(puzzle), "{written}");
    }
}
