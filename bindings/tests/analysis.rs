//! The analysis board the apps show: a position from the game or the editor, a piece
//! selected, each destination marked with what the core's analysis proves, worked out off the
//! caller's thread, stopped and dropped when the position changes; the editor's calls with
//! hostile input changing nothing.

mod common;
#[allow(unused_imports)]
use common::Screen;

use alquerque_ffi::{
    AlquerqueError, AnalysisBoard, AnalysisMark, AnalysisState, GameSession, Piece, Side, Variant,
};
use common::{index, two_humans, wait_until, Recorder};

/// White to move: b2-b4-d4 takes both black pieces.
const ENDGAME: &str = "-----/--b--/-b---/-w---/----- w - 0";

fn done(board: &AnalysisBoard) -> AnalysisState {
    wait_until("the analysis", || {
        let s = board.state();
        (!s.working).then_some(s)
    })
}

#[test]
fn a_selected_piece_shows_each_destination_with_what_it_does() {
    let board = AnalysisBoard::from_text(ENDGAME.into(), Variant::Standard, false).expect("valid");
    let recorder = Recorder::new();
    board.set_observer(Some(recorder.clone()));
    // A new position: its analysis is worked out off this thread and the observer told.
    board
        .set_position_text_result(ENDGAME.into())
        .expect("valid");
    wait_until("the observer told", || {
        (recorder.count() >= 1).then_some(())
    });
    let s = done(&board);
    assert_eq!(
        s.note_text,
        "Every move is listed with what it does with perfect play. Select a piece to see only its moves."
    );
    assert_eq!(s.status_text, "White to move");
    assert_eq!(s.position_text, ENDGAME);
    assert!(s.destinations.is_empty());
    // With no piece selected, every legal move's destination is marked already.
    assert_eq!(
        s.point_marks.iter().map(|m| m.point).collect::<Vec<_>>(),
        vec![index("d4")]
    );
    board.tap_result(index("b2")).expect("White's piece");
    let s = board.state();
    assert_eq!(s.selected, Some(index("b2")));
    let win = s
        .destinations
        .iter()
        .find(|d| d.notation == "b2-b4-d4")
        .expect("the double capture");
    assert_eq!(win.point, index("d4"));
    assert_eq!(win.path, vec![index("b2"), index("b4"), index("d4")]);
    assert_eq!(win.mark, AnalysisMark::Wins);
    assert_eq!(win.label, "wins in 1 move");
    assert_eq!(win.short_label, "1");
    assert!(
        s.rows.contains(&"b2-b4-d4: wins in 1 move".to_string()),
        "{:?}",
        s.rows
    );
    // What the board draws: one mark a destination, its symbol and the palette's colours.
    let mut ends: Vec<i32> = s.destinations.iter().map(|d| d.point).collect();
    ends.sort_unstable();
    ends.dedup();
    assert_eq!(
        s.point_marks.iter().map(|m| m.point).collect::<Vec<_>>(),
        ends
    );
    let d4 = s
        .point_marks
        .iter()
        .find(|m| m.point == index("d4"))
        .expect("d4 is marked");
    assert_eq!((d4.mark, d4.symbol.as_str()), (AnalysisMark::Wins, "1"));
    assert_eq!((d4.color.light, d4.ink.light), (0xFF2E_7D32, 0xFFFF_FFFF));
    assert!(s.board.points[index("b2") as usize].selected);
    // The note no longer asks for a piece, and a screen reader hears the marks.
    assert!(
        s.note_text.starts_with("Each move of this piece"),
        "{}",
        s.note_text
    );
    let d4 = &s.board.points[index("d4") as usize].accessibility_label;
    assert!(d4.contains("b2-b4-d4: wins in 1 move"), "{d4}");
    let a1 = &s.board.points[index("a1") as usize].accessibility_label;
    assert!(!a1.contains("wins") && !a1.contains("loses"), "{a1}");
    // Black's piece is not White's to select: the notice says why; a second tap puts b2 down.
    assert!(board.tap_result(index("c4")).is_err());
    assert!(board.state().notice.is_some());
    board.tap_result(index("b2")).expect("put down");
    assert_eq!(board.state().selected, None);
}

#[test]
fn the_games_position_is_analysed_and_the_game_is_not_touched() {
    let session = GameSession::new(two_humans());
    session.tap_result(index("c2")).expect("select");
    session.tap_result(index("c3")).expect("c2-c3");
    let board = session.analysis();
    let s = done(&board);
    assert_eq!(s.side_to_move, Side::Black);
    board
        .tap_result(index("c4"))
        .expect("Black's capturing piece");
    let s = board.state();
    // The shipped proof: after c2-c3 Black's only capture loses.
    assert_eq!(s.destinations.len(), 1);
    assert_eq!(s.destinations[0].mark, AnalysisMark::Loses);
    assert_eq!(session.state().move_list(), vec!["c2-c3".to_string()]);
}

/// Eight pieces, five with a reversal ban: b1-a1 keeps bans beyond the win/loss file's bounded
/// search and the first list's budget (the example of `settle_not_known` shows it), so the board
/// keeps proving once the list is shown, and ends with every move marked and the usual words.
#[test]
fn the_moves_the_first_list_does_not_know_are_proved_further() {
    let board = AnalysisBoard::from_text(
        "-----/----b/ww-bb/-w--b/-w--- w b1>,b2>,a3>,d3>,e3> 0".into(),
        Variant::Standard,
        false,
    )
    .expect("valid");
    let s = wait_until("the further rounds", || {
        let s = board.state();
        let usual = s.note_text.starts_with("Every move is listed");
        (!s.working && usual).then_some(s)
    });
    assert_eq!(s.moves.len(), 7);
    let mark = |notation: &str| {
        s.moves
            .iter()
            .find(|m| m.notation == notation)
            .map(|m| m.mark)
    };
    assert_eq!(mark("b1-a1"), Some(AnalysisMark::Loses), "{:?}", s.rows);
    assert_eq!(mark("b3-c3"), Some(AnalysisMark::Wins), "{:?}", s.rows);
    assert!(
        s.moves.iter().all(|m| m.mark != AnalysisMark::NotKnown),
        "{:?}",
        s.rows
    );
}

#[test]
fn every_legal_move_is_listed_best_first_and_marked() {
    let board = AnalysisBoard::from_text(
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0".into(),
        Variant::Standard,
        false,
    )
    .expect("valid");
    let s = done(&board);
    // The start: c2-c3 wins, the three other first moves lose (the shipped proofs), listed
    // best first, one line each, and every destination marked before any piece is selected.
    assert_eq!(
        s.rows,
        vec![
            "c2-c3: wins".to_string(),
            "d3-c3: loses".to_string(),
            "b2-c3: loses".to_string(),
            "d2-c3: loses".to_string(),
        ]
    );
    let marks: Vec<AnalysisMark> = s.moves.iter().map(|m| m.mark).collect();
    assert_eq!(
        marks,
        vec![
            AnalysisMark::Wins,
            AnalysisMark::Loses,
            AnalysisMark::Loses,
            AnalysisMark::Loses
        ]
    );
    // All four moves end on c3, which shows the best of them.
    assert_eq!(s.point_marks.len(), 1);
    assert_eq!(
        (s.point_marks[0].point, s.point_marks[0].mark),
        (index("c3"), AnalysisMark::Wins)
    );
    // A piece selected: only its moves are marked, the list stays whole.
    board.tap_result(index("d3")).expect("White's piece");
    let s = board.state();
    assert_eq!(s.point_marks.len(), 1);
    assert_eq!(s.point_marks[0].mark, AnalysisMark::Loses);
    assert_eq!(s.rows.len(), 4);
}

#[test]
fn moves_are_played_on_the_board_and_taken_back_and_forward() {
    let board = AnalysisBoard::from_text(ENDGAME.into(), Variant::Standard, false).expect("valid");
    done(&board);
    assert!(!board.state().can_back && !board.state().can_forward);
    // An empty point the piece cannot reach puts it down, as before.
    board.tap_result(index("b2")).expect("select");
    assert_eq!(board.tap_result(index("e1")).expect("put down"), None);
    assert_eq!(board.state().selected, None);
    // The capture is entered jump by jump; its last jump plays it, to animate from there.
    board.tap_result(index("b2")).expect("select");
    assert_eq!(board.tap_result(index("b4")).expect("first jump"), None);
    assert_eq!(
        board.state().board.pending_path,
        vec![index("b2"), index("b4")]
    );
    let played = board
        .tap_result(index("d4"))
        .expect("second jump")
        .expect("the move is played");
    assert_eq!(played.info.notation, "b2-b4-d4");
    assert_eq!(played.first_hop, 1);
    let s = done(&board);
    assert_eq!(s.position_text, "-----/---w-/-----/-----/----- b - 0");
    assert_eq!(s.status_text, "Black has no move: White has won.");
    assert_eq!(
        s.move_rows
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>(),
        vec!["1. b2-b4-d4".to_string()]
    );
    assert_eq!((s.ply, s.can_back, s.can_forward), (1, true, false));
    assert_eq!(
        s.board.last_move.map(|m| m.notation),
        Some("b2-b4-d4".into())
    );
    // Back returns to the position and keeps the move for forward.
    board.back();
    let s = done(&board);
    assert_eq!(s.position_text, ENDGAME);
    assert_eq!((s.ply, s.can_back, s.can_forward), (0, false, true));
    assert_eq!(s.move_rows.len(), 1);
    assert!(s.rows.contains(&"b2-b4-d4: wins in 1 move".to_string()));
    match board.forward() {
        alquerque_ffi::Outcome::Done { played: Some(m) } => {
            assert_eq!((m.info.notation.as_str(), m.first_hop), ("b2-b4-d4", 0))
        }
        other => panic!("{other:?}"),
    }
    let s = done(&board);
    assert_eq!((s.ply, s.can_back, s.can_forward), (1, true, false));
    // Forward at the end of the line plays nothing.
    assert_eq!(
        board.forward(),
        alquerque_ffi::Outcome::Done { played: None }
    );
    // A position set up starts a new line.
    board
        .set_position_text_result(ENDGAME.into())
        .expect("valid");
    let s = done(&board);
    assert!(s.move_rows.is_empty() && !s.can_back && !s.can_forward);
}

#[test]
fn nothing_is_claimed_under_rules_with_draws() {
    let board = AnalysisBoard::from_text(ENDGAME.into(), Variant::Alfonso, false).expect("valid");
    let s = done(&board);
    assert!(s.note_text.contains("draw"), "{}", s.note_text);
    // Each move says why it is not known and what the computer estimates instead.
    assert!(!s.rows.is_empty());
    for row in &s.rows {
        assert!(
            row.contains("not known (the rules allow draws; the computer’s estimate: "),
            "{row}"
        );
    }
    board.tap_result(index("b2")).expect("White's piece");
    let s = board.state();
    assert!(!s.destinations.is_empty());
    assert!(s
        .destinations
        .iter()
        .all(|d| d.mark == AnalysisMark::NotKnown));
}

#[test]
fn the_editor_places_pieces_chooses_the_side_and_the_core_checks_it() {
    let board = AnalysisBoard::from_text(ENDGAME.into(), Variant::Standard, false).expect("valid");
    board.set_editing_result(true).expect("opens");
    let s = board.state();
    assert!(s.editing && !s.working && s.destinations.is_empty());
    board.clear_board();
    // a1: empty → white → black → empty; c3 white, e5 black.
    let a1 = index("a1");
    board.tap_result(a1).expect("white");
    assert_eq!(board.state().board.points[a1 as usize].piece, Piece::White);
    board.tap_result(a1).expect("black");
    assert_eq!(board.state().board.points[a1 as usize].piece, Piece::Black);
    board.tap_result(a1).expect("empty");
    assert_eq!(board.state().board.points[a1 as usize].piece, Piece::Empty);
    board.tap_result(index("c3")).expect("white");
    board.tap_result(index("c4")).expect("white");
    board.tap_result(index("c4")).expect("black");
    // The side to move is a choice of two, the chosen one marked, in the player's words.
    let choices = |b: &AnalysisBoard| -> Vec<(String, bool)> {
        b.state()
            .side_choices
            .into_iter()
            .map(|c| (c.label, c.chosen))
            .collect()
    };
    assert_eq!(
        choices(&board),
        vec![
            ("White to move".to_string(), true),
            ("Black to move".to_string(), false)
        ]
    );
    board.set_side_to_move(Side::Black);
    assert_eq!(
        choices(&board),
        vec![
            ("White to move".to_string(), false),
            ("Black to move".to_string(), true)
        ]
    );
    board.set_editing_result(false).expect("a position");
    assert!(board.state().side_choices.is_empty());
    let s = done(&board);
    assert!(!s.editing);
    assert_eq!(s.position_text, "-----/--b--/--w--/-----/----- b - 0");
    board.tap_result(index("c4")).expect("Black's piece");
    let s = board.state();
    let capture = s
        .destinations
        .iter()
        .find(|d| d.notation == "c4-c2")
        .expect("c4-c2");
    assert_eq!(capture.mark, AnalysisMark::Wins);
    assert_eq!(capture.label, "wins in 1 move");
}

#[test]
fn hostile_position_texts_change_nothing_and_say_why() {
    let board = AnalysisBoard::from_text(ENDGAME.into(), Variant::Standard, false).expect("valid");
    let before = done(&board);
    let long = "w".repeat(1 << 20);
    for text in [
        "",
        "bbbbb/bbbbb",
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww x - 0",
        // A reversal ban on c3, where the start has no piece.
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww w c3< 0",
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 99999999999999999999",
        "bbbbb/bbbbb/bb\u{0}ww/wwwww/wwwww w - 0",
        "ﷺﷺﷺﷺﷺ/bbbbb/bb-ww/wwwww/wwwww w - 0",
        "-----/-----/-----/-----/----- w - 0 trailing",
        &long,
    ] {
        match board.set_position_text_result(text.to_string()) {
            Err(AlquerqueError::InvalidRecord(_)) => {}
            other => panic!("{:?}: {other:?}", &text[..text.len().min(40)]),
        }
        let after = board.state();
        assert!(after
            .notice
            .as_deref()
            .is_some_and(|n| n.starts_with("This is not a position")));
        assert_eq!(after.position_text, before.position_text);
        assert_eq!(after.board.points, before.board.points);
        assert!(!after.working, "the analysis shown is still the position's");
    }
    // A valid text replaces the position and starts its analysis.
    board
        .set_position_text_result("-----/-----/-bbb-/-w---/----- w - 0".into())
        .expect("valid");
    let s = done(&board);
    assert_eq!(s.position_text, "-----/-----/-bbb-/-w---/----- w - 0");
    assert_eq!(s.notice, None);
    // Points outside the board are refused.
    for bad in [-1, 25, i32::MIN, i32::MAX] {
        assert!(matches!(
            board.tap_result(bad),
            Err(AlquerqueError::NoSuchPoint(_))
        ));
    }
}

#[test]
fn a_newer_position_stops_the_analysis_and_a_stale_result_is_dropped() {
    let board = AnalysisBoard::from_text(
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0".into(),
        Variant::Standard,
        false,
    )
    .expect("valid");
    // Replace the position at once, many times: only the last one's analysis is shown.
    for _ in 0..20 {
        board
            .set_position_text_result("bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0".into())
            .expect("valid");
    }
    board
        .set_position_text_result(ENDGAME.into())
        .expect("valid");
    let s = done(&board);
    board.tap_result(index("b2")).expect("White's piece");
    let s2 = board.state();
    assert_eq!(s.position_text, ENDGAME);
    assert!(s2.destinations.iter().any(|d| d.notation == "b2-b4-d4"));
    // Paused before it is done, it resumes.
    board
        .set_position_text_result("bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0".into())
        .expect("valid");
    board.pause();
    board.resume();
    let s = done(&board);
    assert_eq!(s.position_text, "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0");
}
