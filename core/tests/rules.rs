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
    // As in tests/qirkat/cases/02-moves1.inp: black b4-c4, white c2-b2, then neither may step back.
    let mut g = Game::from_position(pos("-----/--b--/-----/-w---/----- w - 0"));
    g.play_text("b2-c2").expect("legal");
    g.play_text("c4-b4").expect("legal");
    let err = g.play_text("c2-b2").expect_err("reversal banned");
    assert!(matches!(
        err,
        PlayError::Illegal(ref e) if matches!(e.reason, IllegalReason::ReversalBan(..))
    ));
    assert!(err.to_string().contains("may not step straight back"));
    // Another step sideways the same way is fine, and it survives other pieces' moves.
    g.play_text("c2-d2").expect("legal");
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
    // White d3 stepped west to c3 (banned from east). It then captures sideways: no ban.
    let p = pos("----b/-----/-wwb-/-----/----- b - 0");
    let mut g = Game::from_position(p);
    // Black d3 must capture c3? d3 over c3 to b3: b3 occupied. Black has e5 steps only.
    g.play_text("e5-d5").expect("legal");
    // White: c3 over d3 to e3 (east) - capture is compulsory and allowed even eastwards.
    assert_eq!(moves(g.position()), ["c3-e3"]);
    g.play_text("c3-e3").expect("capture");
    assert_eq!(g.position().banned_step(alquerque_core::Square::E3), None);
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
    // a1 can take b2 (to c3) and then c4 is not adjacent... build a fork: one short, one long.
    let p = pos("-----/-b-b-/-----/-b---/w---- w - 0");
    // a1 over b2 to c3; from c3 over b4 to a5 or over d4 to e5: two paths of two jumps.
    assert_eq!(moves(&p), ["a1-c3-a5", "a1-c3-e5"]);
    let p = pos("-----/-b---/--b--/-b---/w---- w - 0");
    // a1-c3? c3 is occupied; a1 over b2? b2 black, landing c3 black: no. a1 has no capture.
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
