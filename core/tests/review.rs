//! Game review: marks on positions whose values the exact search proves, reproducibility for
//! a seed, cancelling, and the annotations' round trip through game records.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use alquerque_core::review::{
    annotated_record, read_annotated_record, review_game, start_review, Evaluation, Mark,
    PlyReview, Review, ReviewParams, Solved,
};
use alquerque_core::{Color, Game, PositionText, RecordError, Rules};

/// A small budget: these tests are about the review's logic, not its strength.
fn quick() -> ReviewParams {
    ReviewParams {
        iterations: 1_500,
        ..ReviewParams::default()
    }
}

fn game_from(position: &str, moves: &[&str]) -> Game {
    let pos = position
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid position");
    let mut game = Game::from_position(pos);
    for m in moves {
        game.play_text(m).expect("legal");
    }
    game
}

fn review(game: &Game, seed: u64) -> Review {
    review_game(game, &quick(), seed, &AtomicBool::new(false), &mut |_| {})
}

/// White to move wins by force in three own moves with d1-d2 (the exact search proves it),
/// while c1-d2 lets Black win at once.
const WON: &str = "w----/-----/----b/-----/bwww- w - 0";

#[test]
fn the_forced_win_is_the_best_move() {
    let r = review(&game_from(WON, &["d1-d2"]), 1);
    assert!(r.complete);
    let p = r.plies[0];
    assert_eq!(p.mover, Color::White);
    assert_eq!(p.before, Evaluation::WinsIn(3));
    assert_eq!(p.after, Evaluation::WinsIn(2), "one own move nearer");
    assert_eq!(p.best.to_string(), "d1-d2");
    assert_eq!(p.mark, Mark::Best);
    assert_eq!(
        p.solved,
        Some(Solved::Wins),
        "the proof search proves it too"
    );
    assert_eq!(
        p.proven_text()
            .map(|m| m.render(alquerque_text::Language::English))
            .as_deref(),
        Some("wins in 3 -> wins in 2; wins with perfect play")
    );
}

#[test]
fn throwing_away_a_forced_win_is_a_blunder() {
    let r = review(&game_from(WON, &["c1-d2"]), 1);
    let p = r.plies[0];
    assert_eq!(p.before, Evaluation::WinsIn(3));
    assert_eq!(p.after, Evaluation::LosesIn(1), "Black now wins at once");
    assert_eq!(p.best.to_string(), "d1-d2");
    assert_eq!(p.mark, Mark::Blunder);
    assert_eq!(
        p.comment(),
        "blunder: wins in 3 -> loses in 1, best d1-d2; gives the win away"
    );
    assert_eq!(p.solved, Some(Solved::GivesWinAway));
}

#[test]
fn a_win_as_fast_as_the_engines_is_best_and_names_no_other_move() {
    // Black's last piece on c3 can be taken by c2 (to c4) or by b2 (to d4): both win at once,
    // so whichever the engine prefers, the other one is a best move too.
    const TWO_WAYS: &str = "-----/-----/--b--/-ww--/----- w - 0";
    for played in ["c2-c4", "b2-d4"] {
        let r = review(&game_from(TWO_WAYS, &[played]), 1);
        let p = r.plies[0];
        assert_eq!(p.before, Evaluation::WinsIn(1), "{played}");
        assert_eq!(p.mark, Mark::Best, "{played}");
        assert_eq!(
            p.best, p.played,
            "{played}: no better move beside a best one"
        );
        assert!(!p.comment().contains(", best "), "{}", p.comment());
    }
}

#[test]
fn the_only_legal_move_is_only_move() {
    // After c2-c3 Black must capture, and c4-c2 is its only capture.
    let mut game = Game::default();
    game.play_text("c2-c3").expect("legal");
    game.play_text("c4-c2").expect("legal");
    let r = review(&game, 3);
    assert_eq!(r.plies.len(), 2);
    assert_eq!(r.plies[1].mark, Mark::OnlyMove);
    assert_eq!(r.plies[1].mover, Color::Black);
    assert_ne!(r.plies[0].mark, Mark::OnlyMove, "White had a choice");
    // The value of a forced move is the value of the position it leads to.
    assert_eq!(r.plies[1].before, r.plies[1].after);
}

#[test]
fn marks_follow_the_drop_in_expected_result() {
    use alquerque_core::review::mark_of;
    let g = game_from(WON, &[]);
    let moves = g.legal_moves();
    let (a, b) = (moves[0], moves[1]);
    let e = Evaluation::Expected;
    assert_eq!(
        mark_of(false, a, a, e(0.6), e(0.1)),
        Mark::Best,
        "the engine's move"
    );
    assert_eq!(mark_of(true, a, b, e(0.6), e(0.1)), Mark::OnlyMove);
    assert_eq!(mark_of(false, a, b, e(0.6), e(0.55)), Mark::Good);
    assert_eq!(mark_of(false, a, b, e(0.6), e(0.7)), Mark::Good);
    assert_eq!(mark_of(false, a, b, e(0.6), e(0.5)), Mark::Inaccuracy);
    assert_eq!(mark_of(false, a, b, e(0.6), e(0.4)), Mark::Mistake);
    assert_eq!(mark_of(false, a, b, e(0.6), e(0.3)), Mark::Blunder);
    let win = Evaluation::WinsIn(3);
    assert_eq!(mark_of(false, a, b, win, Evaluation::WinsIn(2)), Mark::Best);
    assert_eq!(mark_of(false, a, b, win, Evaluation::WinsIn(4)), Mark::Good);
    assert_eq!(mark_of(false, a, b, win, e(0.7)), Mark::Blunder);
    assert_eq!(
        mark_of(false, a, b, win, Evaluation::LosesIn(5)),
        Mark::Blunder
    );
}

/// A whole game the engine played against itself at a small budget.
fn engine_game() -> Game {
    use alquerque_core::engine::{Budget, Engine, Level};
    let mut params = Level::Easy.params();
    params.budget = Budget::iterations(300);
    let mut engines = [Engine::new(params, 5), Engine::new(params, 6)];
    let mut game = Game::default();
    while !game.status().is_over() {
        let r = engines[game.turn().index()].search(&game, &AtomicBool::new(false), &mut |_| {});
        game.play(r.best.expect("a move")).expect("legal");
    }
    game
}

#[test]
fn a_review_is_reproducible_for_a_seed() {
    let game = engine_game();
    let first = review(&game, 9);
    assert!(first.complete);
    assert_eq!(first.plies.len(), game.moves().len());
    assert_eq!(first, review(&game, 9), "same game, same seed: same review");
    let last = first.plies.last().expect("plies");
    assert_eq!(
        last.after,
        Evaluation::WinsIn(0),
        "the last move won the game"
    );
    for (i, p) in first.plies.iter().enumerate() {
        assert_eq!(p.ply, i);
        assert_eq!(p.played, game.moves()[i]);
        assert!(game.positions()[i].is_legal(p.best));
        // The value after a ply is the other side's view of the next ply's value before.
        if let Some(next) = first.plies.get(i + 1) {
            let other_view = 1.0 - next.before.expected();
            assert!(
                (p.after.expected() - other_view).abs() < 1e-3,
                "{p:?} {next:?}"
            );
        }
    }
    // The start is covered by the shipped proof: White wins, and c2-c3 is its only win.
    let first_ply = first.plies[0];
    if first_ply.played.to_string() == "c2-c3" {
        assert_eq!(first_ply.solved, Some(Solved::Wins), "{first_ply:?}");
    } else {
        assert_ne!(first_ply.solved, Some(Solved::Wins), "{first_ply:?}");
    }
}

#[test]
fn progress_is_reported_and_a_review_can_be_cancelled() {
    let game = engine_game();
    let params = ReviewParams {
        iterations: 50_000_000,
        ..ReviewParams::default()
    };
    let (tx, rx) = std::sync::mpsc::channel();
    let handle = start_review(
        game.clone(),
        params,
        1,
        Some(Box::new(move |p| {
            let _ = tx.send(*p);
        })),
        None,
    );
    let first = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("a progress report at the start");
    assert_eq!(first.positions, game.moves().len() + 1);
    assert_eq!(first.positions_done, 0);
    handle.cancel();
    let r = handle.wait();
    assert!(!r.complete, "cancelled");
    assert!(r.plies.len() < game.moves().len());
    assert!(handle.is_finished());
    assert_eq!(handle.try_result(), Some(r));
}

#[test]
fn a_cancelled_review_keeps_what_it_finished() {
    let game = engine_game();
    let full = review(&game, 2);
    let stop = AtomicBool::new(false);
    let partial = review_game(&game, &quick(), 2, &stop, &mut |p| {
        if p.positions_done == 6 {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    });
    assert!(!partial.complete);
    assert!(!partial.plies.is_empty() && partial.plies.len() <= 5);
    assert_eq!(partial.plies[..], full.plies[..partial.plies.len()]);
}

#[test]
fn annotations_round_trip_through_the_record() {
    let game = engine_game();
    let r = review(&game, 4);
    let text = annotated_record(&game, &r);
    assert!(text.contains('{'), "{text}");
    let (back, annotations) = read_annotated_record(&text).expect("reads back");
    assert_eq!(back, game);
    let expected: Vec<Option<PlyReview>> = r.plies.iter().copied().map(Some).collect();
    assert_eq!(annotations, expected);
    // Every reader loads it, with the same game.
    assert_eq!(Game::from_record(&text), Ok(game.clone()));
    let (with_tags, tags) = Game::from_record_with_tags(&text).expect("reads");
    assert_eq!(with_tags, game);
    assert!(tags.is_empty());
    // A review cut short annotates only what it finished.
    let partial = Review {
        plies: r.plies[..3].to_vec(),
        complete: false,
    };
    let (_, annotations) = read_annotated_record(&annotated_record(&game, &partial)).expect("ok");
    assert_eq!(annotations.iter().flatten().count(), 3);
    assert_eq!(annotations[..3], expected[..3]);
}

#[test]
fn comments_of_other_kinds_are_kept_apart_and_bad_ones_refused() {
    let text = "[Game \"Alquerque\"]\n\n1. c2-c3 {a person's note} c4-c2\n{over [two] lines,\nstill one} 2. c1-c3 {only move: 60.0% -> 59.5%} *\n";
    let (game, comments) = Game::from_record_with_comments(text).expect("reads");
    assert_eq!(game.moves().len(), 3);
    assert_eq!(comments[0].as_deref(), Some("a person's note"));
    assert_eq!(
        comments[1].as_deref(),
        Some("over [two] lines, still one"),
        "a comment may span lines and hold brackets"
    );
    let (_, annotations) = read_annotated_record(text).expect("reads");
    assert_eq!(annotations[0], None, "not an annotation");
    assert_eq!(annotations[1], None);
    let p = annotations[2].expect("an annotation");
    assert_eq!(p.before, Evaluation::Expected(0.6));
    assert_eq!(p.after, Evaluation::Expected(0.595));
    assert_eq!(p.best.to_string(), "c1-c3");
    assert_eq!(p.mark, Mark::OnlyMove);
    // An annotation whose best move is not legal there is not taken.
    let bad = text.replace("59.5%}", "59.5%, best e5-e4}");
    assert_eq!(read_annotated_record(&bad).expect("reads").1[2], None);
    assert_eq!(
        Game::from_record("1. c2-c3 {never closed"),
        Err(RecordError::UnclosedComment)
    );
    // Written comments cannot break the record.
    let mut g = Game::default();
    g.play_text("c2-c3").expect("legal");
    let written = g.to_record_with_comments(&[Some("a } b {c} [Tag \"x\"]\nnext".to_string())]);
    let (back, comments) = Game::from_record_with_comments(&written).expect("reads back");
    assert_eq!(back, g);
    assert_eq!(comments[0].as_deref(), Some("a ) b (c) (Tag \"x\") next"));
    // A comment with nothing left once cleaned is not written: the record is the same when
    // read and written again (the record fuzz target found `{}` there).
    let written = g.to_record_with_comments(&[Some("\u{0}\u{8}".to_string())]);
    assert_eq!(written, g.to_record());
    assert_eq!(
        Game::from_record_with_comments(&written)
            .expect("reads back")
            .1,
        [None]
    );
}

/// The longest annotation a review can write fits in a record's comment whole
/// ([`Game::MAX_COMMENT_BYTES`]), so an annotated record always reads back annotated: the
/// longest mark, the longest values, the longest capture as the best move, the longest words
/// of the solved game.
#[test]
fn the_longest_annotation_fits_a_records_comment() {
    let mark = Mark::ALL.iter().map(|m| m.name().len()).max().unwrap_or(0);
    let value = [
        Evaluation::LosesIn(u32::MAX),
        Evaluation::WinsIn(u32::MAX),
        Evaluation::Expected(1.0),
    ]
    .iter()
    .map(|e| e.to_string().len())
    .max()
    .unwrap_or(0);
    let best = "a1".len() + "-c3".len() * alquerque_core::Move::MAX_JUMPS;
    let solved = [Solved::GivesWinAway, Solved::Wins, Solved::Loses]
        .iter()
        .map(|s| s.text().len())
        .max()
        .unwrap_or(0);
    let longest = mark
        + ": ".len()
        + value
        + " -> ".len()
        + value
        + ", best ".len()
        + best
        + "; ".len()
        + solved;
    assert!(longest <= Game::MAX_COMMENT_BYTES, "{longest}");
}

/// The words a screen shows about a ply (its heading, its row in the move list, the key under
/// its board, what a screen reader says) are whole messages: in Arabic every move is isolated
/// left to right, so `d2-b4: خطأ` never turns into `خطأ :d2-b4`, and no front end glues
/// notation and punctuation itself.
#[test]
fn the_words_of_a_ply_isolate_its_notation_in_arabic() {
    use alquerque_text::Language;
    let text = "1. c2-c3 {mistake: 55.0% -> 38.2%, best d3-c3} c4-c2 {only move: 29.9% -> 29.9%} *";
    let (game, annotations) = read_annotated_record(text).expect("reads");
    let first = game.start().turn();
    let [Some(white), Some(black)] = annotations[..] else {
        panic!("two annotated plies: {annotations:?}");
    };
    let english = Language::English;
    assert_eq!(white.heading().render(english), "c2-c3: mistake");
    assert_eq!(white.row(first).render(english), "1. c2-c3 · mistake");
    assert_eq!(black.row(first).render(english), "1… c4-c2 · only move");
    assert_eq!(
        white.legend().render(english),
        "Played c2-c3 (solid), better d3-c3 (arrow)"
    );
    assert_eq!(black.legend().render(english), "Played c4-c2 (solid)");
    assert_eq!(
        white.values().render(english),
        "55.0% before, 38.2% after, for the side that moved"
    );
    let isolated = |notation: &str| format!("\u{2066}{notation}\u{2069}");
    for language in [Language::Arabic, Language::PseudoBidi] {
        for (ply, played) in [(white, "c2-c3"), (black, "c4-c2")] {
            let words = [
                ply.heading(),
                ply.row(first),
                ply.legend(),
                ply.board_description(),
            ];
            for message in words {
                let said = message.render(language);
                assert!(
                    said.contains(&isolated(played)),
                    "{language:?} {}: {said:?}",
                    message.id()
                );
            }
        }
        for message in [white.legend(), white.board_description()] {
            let said = message.render(language);
            assert!(said.contains(&isolated("d3-c3")), "{said:?}");
        }
    }
    // Arabic's own words, not English's, around the isolated move.
    let heading = white.heading().render(Language::Arabic);
    assert!(
        heading.contains("خطأ") && !heading.contains("mistake"),
        "{heading:?}"
    );
}

/// A move that finds a forced win where none was proved before is the best there is (the
/// issue's 74% to a proven win, once marked only "good"), and one that turns the solved
/// game's win into a loss is a blunder that says so: at the start, d3-c3 throws White's proven
/// win away (Black wins after it, by the shipped proof).
#[test]
fn a_proven_win_found_is_best_and_one_given_away_is_a_blunder() {
    use alquerque_core::review::mark_of;
    let g = game_from(WON, &[]);
    let moves = g.legal_moves();
    let (a, b) = (moves[0], moves[1]);
    let e = Evaluation::Expected;
    assert_eq!(
        mark_of(false, a, b, e(0.74), Evaluation::WinsIn(3)),
        Mark::Best
    );
    assert_eq!(
        mark_of(false, a, b, e(0.2), Evaluation::WinsIn(1)),
        Mark::Best
    );

    let game = Game::from_record("1. d3-c3 *").expect("a record");
    let r = review(&game, 5);
    assert_eq!(r.plies.len(), 1);
    assert_eq!(r.plies[0].solved, Some(Solved::GivesWinAway));
    assert_eq!(r.plies[0].mark, Mark::Blunder);
    let text = r.plies[0]
        .proven_text()
        .expect("proven")
        .render(alquerque_text::Language::English);
    assert!(text.contains("gives the win away"), "{text}");
    // The winning first move keeps the proven win: nothing given away, never a blunder.
    let kept = review(&Game::from_record("1. c2-c3 *").expect("a record"), 5);
    assert_eq!(kept.plies[0].solved, Some(Solved::Wins));
    assert_ne!(kept.plies[0].mark, Mark::Blunder);
}

/// The accuracy figure pinned on a fixed reviewed game: each move's accuracy is
/// 100 × (1 − drop)², a side's is the mean over its moves with a choice (the only move is left
/// out), and the counts of inaccuracies, mistakes and blunders are the side's marks.
#[test]
fn the_accuracy_and_the_counts_are_pinned_on_a_fixed_review() {
    use alquerque_core::review::{move_accuracy, SideSummary};
    // Five plies, each the first legal move: the values below are the review's, fixed here.
    let mut game = Game::default();
    for _ in 0..5 {
        let first = game.legal_moves()[0];
        game.play(first).expect("legal");
    }
    let e = Evaluation::Expected;
    let ply = |ply: usize, before, after, mark| PlyReview {
        ply,
        mover: if ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        },
        played: game.moves()[ply],
        before,
        after,
        best: game.moves()[ply],
        mark,
        solved: None,
    };
    let review = Review {
        plies: vec![
            ply(0, e(0.6), e(0.6), Mark::Best),        // 100
            ply(1, e(0.4), e(0.4), Mark::OnlyMove),    // not counted
            ply(2, e(0.6), e(0.3), Mark::Blunder),     // 49
            ply(3, e(0.7), e(0.58), Mark::Inaccuracy), // 77.4
            ply(4, Evaluation::WinsIn(2), Evaluation::WinsIn(1), Mark::Best), // 100
        ],
        complete: true,
    };
    assert_eq!(move_accuracy(e(0.7), e(0.58)), 77.4);
    assert_eq!(
        review.summary(Color::White),
        SideSummary {
            side: Color::White,
            moves: 3,
            best: 2,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 1,
            accuracy: Some(83.0),
        }
    );
    assert_eq!(
        review.summary(Color::Black),
        SideSummary {
            side: Color::Black,
            moves: 1,
            best: 0,
            inaccuracies: 1,
            mistakes: 0,
            blunders: 0,
            accuracy: Some(77.4),
        }
    );
    let en = |s: SideSummary| s.message().render(alquerque_text::Language::English);
    assert_eq!(
        en(review.summary(Color::White)),
        "White: inaccuracies 0, mistakes 0, blunders 1; accuracy 83.0%"
    );
    let empty = Review::default();
    assert_eq!(empty.summary(Color::Black).accuracy, None);
    assert_eq!(
        en(empty.summary(Color::Black)),
        "Black: inaccuracies 0, mistakes 0, blunders 0; no move to judge"
    );
}
