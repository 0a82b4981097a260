//! The mistake drill (`review::Drill`): it picks exactly the person's mistakes and blunders,
//! judges tries by the review's measure (a good try found, the move played and a bad try
//! refused), shows the better move and its line after two wrong tries, and refuses hostile
//! input without changing anything.

use std::sync::atomic::AtomicBool;

use alquerque_core::puzzle::Puzzle;
use alquerque_core::review::{
    review_game, Drill, DrillError, Evaluation, Mark, PlyReview, Review, ReviewParams, TryVerdict,
    REVEAL_AFTER,
};
use alquerque_core::{Color, Game, Move};

/// A quicker budget than the apps' for the debug build's tests; the same judging.
fn params() -> ReviewParams {
    ReviewParams {
        iterations: 3_000,
        ..ReviewParams::default()
    }
}

/// A position where White wins in two with `e4-e5` alone (a puzzle of the shipped kind), and a
/// game in which White played `played` there instead, reviewed as a blunder.
fn won_position_game(played: &str) -> (Game, Review, Move) {
    let puzzle: Puzzle = "2 standard ---b-/----w/-----/-----/---w- w e4<,d5< 3"
        .parse()
        .expect("the test's own data");
    let winning = puzzle.check(100_000).expect("the test's own data");
    let mut game = Game::from_position(puzzle.position);
    let played = game.play_text(played).expect("the test's own data");
    let review = Review {
        plies: vec![PlyReview {
            ply: 0,
            mover: Color::White,
            played,
            before: Evaluation::WinsIn(2),
            after: Evaluation::Expected(0.2),
            best: winning,
            mark: Mark::Blunder,
            solved: None,
        }],
        complete: true,
    };
    (game, review, winning)
}

fn losing_moves(game: &Game, winning: Move) -> Vec<Move> {
    game.positions()[0]
        .legal_moves()
        .iter()
        .copied()
        .filter(|&m| m != winning)
        .collect()
}

#[test]
fn the_drill_holds_exactly_the_persons_mistakes_and_blunders() {
    // A game of two weak sides (each plays its last legal move), reviewed: faults of both.
    let mut game = Game::default();
    for _ in 0..14 {
        let Some(&mv) = game.legal_moves().last() else {
            break;
        };
        game.play(mv).expect("the test's own data");
    }
    let review = review_game(&game, &params(), 7, &AtomicBool::new(false), &mut |_| {});
    assert!(review.complete);
    for people in [
        vec![Color::White],
        vec![Color::Black],
        vec![Color::White, Color::Black],
        vec![],
    ] {
        let drill = Drill::new(&game, &review, &people, params(), 1);
        let plies: Vec<usize> = drill.items().iter().map(|i| i.ply.ply).collect();
        let wanted: Vec<usize> = review
            .plies
            .iter()
            .filter(|p| {
                people.contains(&p.mover) && matches!(p.mark, Mark::Mistake | Mark::Blunder)
            })
            .map(|p| p.ply)
            .collect();
        assert_eq!(plies, wanted, "people {people:?}");
        if people.len() == 2 {
            // The game has faults on both sides: the check above compared something.
            assert!(plies.len() >= 2, "{:?}", review.plies);
            assert!(drill.items().iter().any(|i| i.ply.mover == Color::Black));
        }
        for item in drill.items() {
            assert_eq!(item.ply, review.plies[item.ply.ply]);
        }
    }
}

#[test]
fn a_good_try_is_found_and_the_move_played_is_not() {
    let (game, review, winning) = won_position_game("d1-c1");
    let mut drill = Drill::new(&game, &review, &[Color::White], params(), 3);
    let stop = AtomicBool::new(false);
    // The position shown is the one before the mistaken move.
    assert_eq!(drill.position(), Some(&game.positions()[0]));
    assert_eq!(drill.try_text("d1-c1", &stop), Ok(TryVerdict::Played));
    let verdict = drill.try_move(winning, &stop).expect("the test's own data");
    assert!(verdict.is_good(), "{verdict:?}");
    let item = drill.item().expect("the test's own data");
    assert_eq!(item.found(), Some(winning));
    assert!(!item.revealed() && item.is_closed());
    assert_eq!(drill.found(), 1);
    assert!(drill.is_finished());
    // A closed item takes no more tries.
    assert_eq!(drill.try_move(winning, &stop), Err(DrillError::Closed));
    assert_eq!(drill.item().expect("the test's own data").tries.len(), 2);
}

#[test]
fn two_wrong_tries_show_the_better_move_and_its_line() {
    let (game, review, winning) = won_position_game("d1-c1");
    let losing = losing_moves(&game, winning);
    assert!(losing.len() >= 2, "{losing:?}");
    let other = *losing
        .iter()
        .find(|&&m| m != game.moves()[0])
        .expect("the test's own data");
    let mut drill = Drill::new(&game, &review, &[Color::White], params(), 3);
    let stop = AtomicBool::new(false);
    let first = drill.try_move(other, &stop).expect("the test's own data");
    assert!(
        matches!(
            first,
            TryVerdict::NotBetter(Mark::Mistake | Mark::Blunder, _)
        ),
        "{first:?}"
    );
    assert!(!drill.item().expect("the test's own data").revealed());
    assert!(drill.item().expect("the test's own data").line.is_empty());
    // The same wrong try again is refused and not counted: it would reveal the move unearned.
    assert_eq!(drill.try_move(other, &stop), Err(DrillError::Tried(other)));
    assert_eq!(drill.item().expect("the test's own data").misses(), 1);
    assert_eq!(
        drill.try_move(game.moves()[0], &stop),
        Ok(TryVerdict::Played)
    );
    let item = drill.item().expect("the test's own data");
    assert_eq!(item.misses(), REVEAL_AFTER);
    assert!(item.revealed());
    assert_eq!(item.line.first(), Some(&winning));
    // The line replays from the position: a real line of play.
    let mut replay = Game::from_position(game.positions()[0]);
    for &mv in &item.line {
        replay.play(mv).expect("the test's own data");
    }
    assert!(item.line.len() >= 2, "{:?}", item.line);
    assert_eq!(drill.found(), 0);
    assert_eq!(drill.try_move(winning, &stop), Err(DrillError::Closed));
}

#[test]
fn hostile_input_is_refused_and_changes_nothing() {
    let (game, review, winning) = won_position_game("d1-c1");
    let mut drill = Drill::new(&game, &review, &[Color::White], params(), 3);
    let stop = AtomicBool::new(false);
    let before = format!("{:?}", drill.items());
    for text in [
        "",
        "zz",
        "e4-e5-e6",
        "a1-a2",
        "d5-d4",
        "\u{0}",
        &"a1-".repeat(10_000),
    ] {
        assert!(
            matches!(drill.try_text(text, &stop), Err(DrillError::Illegal(_))),
            "{text:?}"
        );
    }
    assert_eq!(drill.go_to(1), Err(DrillError::NoItem(1, 1)));
    assert_eq!(
        drill.go_to(usize::MAX),
        Err(DrillError::NoItem(usize::MAX, 1))
    );
    assert!(!drill.next_item());
    assert!(!drill.previous_item());
    assert_eq!(drill.index(), 0);
    assert_eq!(format!("{:?}", drill.items()), before);
    // A trial taken before the drill moved on is not recorded after it.
    let trial = drill.trial(winning).expect("the test's own data");
    let judged = trial.judge(&stop).expect("the test's own data");
    drill.try_text("d1-c1", &stop).expect("the test's own data");
    assert_eq!(drill.record(&trial, judged), Err(DrillError::Stale));
    assert_eq!(drill.item().expect("the test's own data").tries.len(), 1);
}

#[test]
fn a_game_without_faults_says_so() {
    let game = Game::from_record("1. c2-c3 c4-c2 2. c1-c3 *").expect("the test's own data");
    let drill = Drill::new(&game, &Review::default(), &[Color::White], params(), 1);
    assert!(drill.items().is_empty());
    assert!(drill.item().is_none());
    assert_eq!(drill.summary().id(), "drill-none");
    let mut drill = drill;
    assert_eq!(drill.go_to(0), Err(DrillError::Empty));
    assert_eq!(
        drill.try_text("c2-c3", &AtomicBool::new(false)),
        Err(DrillError::Empty)
    );
}

/// Two items to step through for the skip: the one ply of `won_position_game` reviewed twice,
/// under two marks (the drill takes each annotation it is handed).
fn two_blunders() -> (Game, Review, Move) {
    let (game, review, winning) = won_position_game("d1-c1");
    let mut twice = review.clone();
    let mut second = review.plies[0];
    second.mark = Mark::Mistake;
    twice.plies.push(second);
    (game, twice, winning)
}

/// "Show solution" works at any time, before any try: the better move and its line are shown,
/// the item is closed without being counted as found, and a try is then refused. The solution
/// is searched off the caller's thread in two steps, and a stale one is refused.
#[test]
fn the_solution_is_shown_at_any_time() {
    let (game, review, winning) = won_position_game("d1-c1");
    let mut drill = Drill::new(&game, &review, &[Color::White], params(), 3);
    let stop = AtomicBool::new(false);
    assert!(!drill.item().expect("an item").revealed());
    // A reveal taken, then the drill changed: the reveal is stale and changes nothing.
    let reveal = drill.reveal().expect("open");
    let line = reveal.line(&stop).expect("not stopped");
    let other = losing_moves(&game, winning)
        .into_iter()
        .find(|&m| m != game.moves()[0])
        .expect("the test's own data");
    drill.try_move(other, &stop).expect("judged");
    assert_eq!(drill.record_reveal(&reveal, line), Err(DrillError::Stale));
    assert!(!drill.item().expect("an item").revealed());
    // Asked for now, after one wrong try.
    drill.show_solution(&stop).expect("shown");
    let item = drill.item().expect("an item");
    assert!(item.shown && item.revealed() && item.is_closed());
    assert_eq!(item.misses(), 1);
    assert_eq!(item.line.first(), Some(&winning));
    let mut replay = Game::from_position(game.positions()[0]);
    for &mv in &item.line {
        replay.play(mv).expect("a real line");
    }
    let status = item.status().render(alquerque_text::Language::English);
    assert!(
        status.starts_with(&format!("The better move was {winning}.")),
        "{status}"
    );
    assert_eq!(drill.found(), 0);
    assert_eq!(drill.try_move(winning, &stop), Err(DrillError::Closed));
    assert_eq!(drill.show_solution(&stop), Err(DrillError::Closed));
    assert!(drill.is_finished());
}

/// "Skip" closes the item unsolved with the better move not shown, and goes on to the next;
/// on the last item it stays there. A skipped item takes no more tries, nor a second skip.
#[test]
fn a_mistake_can_be_skipped() {
    let (game, review, winning) = two_blunders();
    let mut drill = Drill::new(&game, &review, &[Color::White], params(), 3);
    assert_eq!(drill.items().len(), 2);
    let stop = AtomicBool::new(false);
    drill.skip().expect("open");
    assert_eq!(drill.index(), 1);
    let first = &drill.items()[0];
    assert!(first.skipped && first.is_closed() && !first.revealed());
    assert_eq!(first.found(), None);
    assert_eq!(
        first.status().render(alquerque_text::Language::English),
        "Skipped, without the solution."
    );
    assert!(!drill.is_finished());
    drill.skip().expect("open");
    assert_eq!(drill.index(), 1, "the last item stays");
    assert!(drill.is_finished());
    assert_eq!(drill.skip(), Err(DrillError::Closed));
    drill.go_to(0).expect("an item");
    assert_eq!(drill.try_move(winning, &stop), Err(DrillError::Closed));
    assert_eq!(drill.found(), 0);
}

/// Each mistake says why in one line, from what the review and the solved game know: a forced
/// loss at its distance, a proven win given away, a proven loss, a forced win let slip, or the
/// fall of the mover's winning chance.
#[test]
fn each_mistake_says_why() {
    use alquerque_core::review::Solved;
    use alquerque_text::Language;
    let (game, review, _) = won_position_game("d1-c1");
    let why_in = |language, before, after, solved| {
        let mut r = review.clone();
        r.plies[0].before = before;
        r.plies[0].after = after;
        r.plies[0].solved = solved;
        let drill = Drill::new(&game, &r, &[Color::White], params(), 3);
        drill.items()[0].why().render(language)
    };
    let why = |before, after, solved| why_in(Language::English, before, after, solved);
    let e = Evaluation::Expected;
    assert_eq!(
        why(e(0.6), Evaluation::LosesIn(3), None),
        "After d1-c1, Black wins by force in 3 moves."
    );
    assert_eq!(
        why(e(0.6), Evaluation::LosesIn(1), Some(Solved::GivesWinAway)),
        "After d1-c1, Black wins by force in 1 move."
    );
    assert_eq!(
        why(e(0.6), e(0.3), Some(Solved::GivesWinAway)),
        "d1-c1 gives the win away: Black wins with perfect play."
    );
    assert_eq!(
        why(e(0.4), e(0.1), Some(Solved::Loses)),
        "After d1-c1, Black wins with perfect play."
    );
    assert_eq!(
        why(Evaluation::WinsIn(2), e(0.2), None),
        "d1-c1 lets a forced win in 2 moves slip."
    );
    assert_eq!(
        why(e(0.64), e(0.31), None),
        "d1-c1 lowers White’s winning chance from 64.0% to 31.0%."
    );
    // In every language: the move and the figures are in each line.
    for language in Language::ALL {
        let line = why_in(language, e(0.64), e(0.31), None);
        assert!(
            line.contains("d1-c1") && line.contains("64"),
            "{language:?}: {line}"
        );
        let line = why_in(language, e(0.6), Evaluation::LosesIn(3), None);
        assert!(
            line.contains("d1-c1") && line.contains('3'),
            "{language:?}: {line}"
        );
    }
}
