//! Each rule of `docs/rules.md` (§1 the default rules, §2 the options) on a focused position.

use alquerque_core::{
    DrawReason, Game, IllegalReason, PlayError, Position, PositionText, Rules, Status, WinReason,
};

fn pos(text: &str) -> Position {
    text.parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid test position")
}

fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn reason(p: &Position, text: &str) -> IllegalReason {
    let t: alquerque_core::MoveText = text.parse().expect("well-formed");
    t.to_move(p).expect_err("must be illegal").reason
}

#[test]
fn start_position_has_four_moves_into_the_centre() {
    assert_eq!(
        moves(&Position::default()),
        ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]
    );
}

#[test]
fn steps_forward_or_sideways_never_back() {
    // White on c3: forward c4, diagonals b4 d4 (c3 has diagonals), sideways b3 d3.
    let p = pos("----b/-----/--w--/-----/----- w - 0");
    assert_eq!(moves(&p), ["c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"]);
    assert_eq!(reason(&p, "c3-c2"), IllegalReason::Backwards);
    assert_eq!(reason(&p, "c3-b2"), IllegalReason::Backwards);
    // Black mirrors it.
    let p = pos("-----/-----/--b--/-----/w---- b - 0");
    assert_eq!(moves(&p), ["c3-b2", "c3-b3", "c3-c2", "c3-d2", "c3-d3"]);
}

#[test]
fn no_diagonal_steps_from_odd_points() {
    // b3 has no diagonal lines.
    let p = pos("----b/-----/-w---/-----/----- w - 0");
    assert_eq!(moves(&p), ["b3-a3", "b3-b4", "b3-c3"]);
    assert!(matches!(reason(&p, "b3-c4"), IllegalReason::NotALine(..)));
}

#[test]
fn far_row_freezes_plain_steps_but_not_captures() {
    let p = pos("--w--/-----/-----/-----/b---- w - 0");
    assert!(moves(&p).is_empty(), "a white piece on row 5 cannot step");
    assert_eq!(
        reason(&p, "c5-d5"),
        IllegalReason::NoMovesLeft(alquerque_core::Color::White)
    );
    let p = pos("--wbb/-----/-----/-----/b---- w - 0");
    assert_eq!(
        moves(&p),
        Vec::<String>::new(),
        "the landing e5 is occupied"
    );
    let p = pos("--wb-/---b-/-----/-----/b---- w - 0");
    // c5 over d5 to e5 must continue over d4 to c3; or c5 over d4 (diagonal) to e3.
    assert_eq!(moves(&p), ["c5-e3", "c5-e5-c3"]);
    let p = pos("--w--/-----/-----/-----/b---b w - 0");
    let g = Game::from_position(p);
    assert_eq!(
        g.status(),
        Status::Won {
            winner: alquerque_core::Color::Black,
            reason: WinReason::Blocked
        }
    );
}

#[test]
fn reversal_ban_belongs_to_the_piece() {
    // As in tests/qirkat/cases/02-moves1.inp: black b4-c4, white c2-b2, then neither may step
    // back. Each side has a second piece, so the ban is seen to outlast a move of another piece
    // of its own side (a ban that lasted only until its owner's next move would end there).
    let mut g = Game::from_position(pos("----b/--b--/-----/-w---/----w w - 0"));
    g.play_text("b2-c2").expect("legal");
    g.play_text("c4-b4").expect("legal");
    let err = g.play_text("c2-b2").expect_err("reversal banned");
    assert!(matches!(
        err,
        PlayError::Illegal(ref e) if matches!(e.reason, IllegalReason::ReversalBan(..))
    ));
    assert!(err.to_string().contains("may not step straight back"));
    g.play_text("e1-e2").expect("White moves its other piece");
    g.play_text("e5-d5").expect("Black moves its other piece");
    assert!(
        matches!(
            reason(g.position(), "c2-b2"),
            IllegalReason::ReversalBan(alquerque_core::Square::C2, _)
        ),
        "the ban outlasts a move of another piece of the same side"
    );
    // Another step sideways the same way is fine.
    g.play_text("c2-d2").expect("legal");
    assert!(
        g.play_text("b4-c4").is_err(),
        "black's ban outlasts its other piece's move too"
    );
    g.play_text("b4-a4").expect("legal");
    assert!(g.play_text("d2-c2").is_err());
    g.play_text("d2-d3").expect("forward clears the ban");
    assert!(
        g.play_text("a4-b4").is_err(),
        "black's own piece is banned too"
    );
    g.play_text("a4-a3").expect("legal");
    g.play_text("d3-c3")
        .expect("a new sideways step sets a new ban");
    g.play_text("a3-a2").expect("legal");
    assert!(g.play_text("c3-d3").is_err());
    g.play_text("c3-c4").expect("forward is fine");
}

#[test]
fn ban_is_cleared_by_capturing_and_captures_never_create_one() {
    // White c3 stepped east from b3 (`c3<`: it may not step west). It now captures east over
    // d3 to e3, which ends its ban, and the capture (eastwards) sets none: it may step west
    // from e3 on its next move, and no ban is left anywhere.
    let mut g = Game::from_position(pos("----b/-----/-wwb-/-----/----- w c3< 0"));
    assert_eq!(
        g.position().banned_step(alquerque_core::Square::C3),
        Some(alquerque_core::Direction::West)
    );
    assert_eq!(moves(g.position()), ["c3-e3"]);
    g.play_text("c3-e3").expect("capture");
    let after = g.position().to_setup();
    assert!(
        after.no_east.is_empty() && after.no_west.is_empty(),
        "no ban left: {:?}",
        g.position()
    );
    g.play_text("e5-d5").expect("legal");
    assert!(
        moves(g.position()).contains(&"e3-d3".to_string()),
        "the capturing piece may step west: {:?}",
        moves(g.position())
    );
    g.play_text("e3-d3").expect("no ban on the capturing piece");
}

#[test]
fn banned_piece_may_still_capture_in_that_direction() {
    let p = pos("b----/-----/--wb-/-----/----- w c3> 0");
    assert_eq!(moves(&p), ["c3-e3"]);
}

#[test]
fn capture_is_compulsory() {
    let p = pos("b----/-----/--b--/--w--/w---- w - 0");
    assert_eq!(moves(&p), ["c2-c4"]);
    assert_eq!(reason(&p, "a1-a2"), IllegalReason::CaptureCompulsory);
}

#[test]
fn multi_jumps_are_one_move_and_must_continue() {
    // Qirkat test04: b2 captures three.
    let p = pos("-----/-----/-bbb-/-w---/----- w - 0");
    let m = moves(&p);
    assert!(m.contains(&"b2-b4-d2-d4".to_string()), "{m:?}");
    assert!(m.iter().all(|t| t.matches('-').count() >= 2));
    assert_eq!(
        reason(&p, "b2-b4"),
        IllegalReason::MustKeepJumping(alquerque_core::Square::B4)
    );
    let mut g = Game::from_position(p);
    g.play_text("b2-b4-d2-d4").expect("legal");
    assert_eq!(g.position().pieces(alquerque_core::Color::Black).count(), 0);
    assert_eq!(
        g.status(),
        Status::Won {
            winner: alquerque_core::Color::White,
            reason: WinReason::NoPiecesLeft
        }
    );
}

#[test]
fn any_path_may_be_chosen_not_only_the_longest() {
    // a1 over b2 to c3; from c3 over b4 to a5 (the end: two pieces taken) or over d4 to e5
    // and on over e4 to e3 (three pieces taken). Both paths are legal, the short one too.
    let p = pos("-----/-b-bb/-----/-b---/w---- w - 0");
    assert_eq!(moves(&p), ["a1-c3-a5", "a1-c3-e5-e3"]);
    let mut g = Game::from_position(p);
    let mv = g.play_text("a1-c3-a5").expect("the shorter path is legal");
    assert_eq!(mv.jumps(), 2);
    assert_eq!(
        g.position().pieces(alquerque_core::Color::Black).count(),
        2,
        "d4 and e4 are still there"
    );
    // Without a capture there is no path at all: a1 cannot jump b2 onto an occupied c3.
    let p = pos("-----/-b---/--b--/-b---/w---- w - 0");
    assert!(!p.has_capture());
}

#[test]
fn a_path_may_revisit_an_empty_point_and_pieces_leave_at_once() {
    // a1 can go round the square a1-a3-c3-c1 either way, landing back on its own start point
    // (empty once it has left); each jumped piece is gone at once, so no path repeats a jump.
    let p = pos("-----/-----/-b---/b-b--/wb--- w - 0");
    assert_eq!(moves(&p), ["a1-a3-c3-c1-a1", "a1-c1-c3-a3-a1"]);
    let mut g = Game::from_position(p);
    let mv = g.play_text("a1-c1-c3-a3-a1").expect("legal");
    assert_eq!(mv.jumps(), 4);
    assert_eq!(mv.from(), mv.to());
    assert_eq!(
        g.position().pieces(alquerque_core::Color::White),
        [alquerque_core::Square::A1].into_iter().collect()
    );
    assert!(g.position().pieces(alquerque_core::Color::Black).is_empty());
}

#[test]
fn no_legal_move_loses() {
    let g = Game::from_position(pos("-----/-----/-----/-----/w---- b - 0"));
    assert_eq!(
        g.status(),
        Status::Won {
            winner: alquerque_core::Color::White,
            reason: WinReason::NoPiecesLeft
        }
    );
    // Blocked: black on a5 cannot step (a4 white, b5 white? b5 is black's own row... use e1).
    let g = Game::from_position(pos("-----/-----/-----/---ww/---wb b - 0"));
    // e1 is White's base row, where a black piece is frozen; d1 and e2 block captures? e1 over
    // d1 to c1: empty, so it captures. Replace: the landing is occupied.
    assert!(g.position().has_capture());
    let g = Game::from_position(pos("-----/-----/--w-w/---ww/--wwb b - 0"));
    assert_eq!(
        g.status(),
        Status::Won {
            winner: alquerque_core::Color::White,
            reason: WinReason::Blocked
        }
    );
}

#[test]
fn alfonso_steps_any_direction_without_freeze_or_ban() {
    let rules = Rules::alfonso();
    let p = "-----/-----/--w--/-----/----b w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("valid");
    assert_eq!(p.legal_moves().len(), 8);
    let p = "--w--/-----/-----/-----/----b w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("valid");
    assert_eq!(moves(&p), ["c5-b4", "c5-b5", "c5-c4", "c5-d4", "c5-d5"]);
    let mut g = Game::from_position(
        "-----/-----/--w--/-----/b---- w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(rules))
            .expect("valid"),
    );
    g.play_text("c3-d3").expect("legal");
    g.play_text("a1-a2").expect("legal");
    g.play_text("d3-c3").expect("no reversal ban in Alfonso");
    assert!("-----/-----/--w--/-----/b---- w c3< 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .is_err());
}

#[test]
fn reversal_allowed_lifts_the_ban_and_brings_draws() {
    let rules = Rules::with_reversal();
    let start = "b----/-----/-----/-----/----w w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("valid");
    let mut g = Game::from_position(start);
    for _ in 0..2 {
        g.play_text("e1-d1").expect("legal");
        g.play_text("a5-b5").expect("legal");
        g.play_text("d1-e1").expect("reversal allowed");
        g.play_text("b5-a5").expect("reversal allowed");
    }
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.status(), Status::Drawn(DrawReason::Repetition));
    assert!(matches!(g.play_text("e1-d1"), Err(PlayError::GameOver(_))));
    // Undo brings the game back to life.
    g.undo();
    assert_eq!(g.status(), Status::Ongoing);

    // The no-capture count draws after the configured number of plies.
    let rules = Rules {
        no_capture_draw_plies: 6,
        ..Rules::with_reversal()
    };
    let start = "b----/-----/-----/-----/----w w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("valid");
    let mut g = Game::from_position(start);
    for m in ["e1-d1", "a5-a4", "d1-c1", "a4-a3"] {
        g.play_text(m).expect("legal");
    }
    assert_eq!(g.status(), Status::Ongoing);
    g.play_text("c1-c2").expect("legal");
    g.play_text("a3-a2").expect("legal");
    assert_eq!(g.status(), Status::Drawn(DrawReason::NoCapture(6)));
}

#[test]
fn a_capture_resets_the_no_capture_count_and_steps_add_to_it() {
    let rules = Rules::with_reversal();
    assert_eq!(rules.no_capture_limit(), Some(50));
    let start = "b----/-----/-b---/-----/-w--w w - 47"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("valid");
    let mut g = Game::from_position(start);
    g.play_text("e1-d1").expect("legal");
    assert_eq!(g.position().plies_since_capture(), 48);
    g.play_text("b3-b2").expect("legal");
    assert_eq!(g.position().plies_since_capture(), 49);
    // One ply short of the limit, White captures: the count starts again from nothing, so the
    // game is not drawn at what would have been the 50th ply.
    g.play_text("b1-b3").expect("the capture");
    assert_eq!(g.position().plies_since_capture(), 0);
    assert_eq!(g.status(), Status::Ongoing);
    g.play_text("a5-a4").expect("legal");
    assert_eq!(g.position().plies_since_capture(), 1);
    assert_eq!(g.status(), Status::Ongoing);
}

#[test]
fn default_rules_have_no_draws() {
    let rules = Rules::default();
    assert!(!rules.has_draws());
    assert_eq!(rules.no_capture_limit(), None);
    let p = "b----/-----/-----/-----/----w w - 200"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("valid");
    assert_eq!(Game::from_position(p).status(), Status::Ongoing);
}
