//! The game screen's words around its board (issue 44, item 3): a bar for each player (who,
//! the pieces left, whose turn), whose move it is in a few words, the moves as a strip of
//! plies, and the result card once the game is over, Review first.

mod common;

use common::{index, two_humans};

use alquerque_ffi::{GameSession, Options, Player, ResultAction, Side};

fn restored(white: &str, black: &str, position: &str) -> std::sync::Arc<GameSession> {
    GameSession::restore(format!(
        "[White \"{white}\"]\n[Black \"{black}\"]\n[Position \"{position}\"]\n*"
    ))
    .expect("a valid save")
}

/// White (b2, a1, e1) to move must capture b2-b4-d2-d4, which takes Black's last pieces.
const LAST_CAPTURE: &str = "-----/-----/-bbb-/-w---/w---w w - 0";

#[test]
fn the_bars_say_who_plays_the_pieces_left_and_whose_turn() {
    let session = restored("human", "ai:beginner", LAST_CAPTURE);
    let state = session.state();
    let [top, bottom] = &state.players[..] else {
        panic!("two bars: {:?}", state.players)
    };
    assert_eq!((top.side, bottom.side), (Side::Black, Side::White));
    assert_eq!(top.name, "Beginner");
    assert!(top.detail.starts_with("Rated"), "{}", top.detail);
    assert_eq!((top.pieces_left, top.pieces_text.as_str()), (3, "3 pieces"));
    assert_eq!(bottom.name, "You");
    assert_eq!(bottom.detail, "");
    assert!(bottom.to_move && !top.to_move && !bottom.thinking);
    assert_eq!(state.turn_line, "Your move");
    assert!(state.move_strip.is_empty());
    assert_eq!(state.result_card, None);
}

#[test]
fn the_end_is_a_result_card_with_review_first_and_the_strip_holds_the_move() {
    let session = restored("human", "ai:beginner", LAST_CAPTURE);
    for name in ["b2", "b4", "d2", "d4"] {
        session.tap_result(index(name)).expect("the capture");
    }
    let state = session.state();
    let card = state.result_card.expect("the game is over");
    assert_eq!(card.title, "You won");
    assert_eq!(card.reason, "White wins: Black has no pieces left.");
    assert_eq!(
        card.buttons
            .iter()
            .map(|b| (b.action, b.primary))
            .collect::<Vec<_>>(),
        [
            (ResultAction::Review, true),
            (ResultAction::PlayAgain, false),
            (ResultAction::SwapSides, false),
            (ResultAction::ChangeLevel, false)
        ]
    );
    assert_eq!(state.turn_line, "You won");
    assert!(state.players.iter().all(|p| !p.to_move));
    assert_eq!(state.players[0].pieces_text, "0 pieces");
    let [chip] = &state.move_strip[..] else {
        panic!("one move: {:?}", state.move_strip)
    };
    assert_eq!(
        (
            chip.ply,
            chip.number.as_deref(),
            chip.text.as_str(),
            chip.last
        ),
        (0, Some("1."), "b2-b4-d2-d4", true)
    );
}

#[test]
fn two_people_are_named_by_their_colours_and_the_strip_numbers_each_turn() {
    let session = GameSession::new(two_humans());
    assert_eq!(session.state().turn_line, "White to move");
    for (from, to) in [("c2", "c3"), ("c4", "c2")] {
        session.tap_result(index(from)).expect("a piece");
        session.tap_result(index(to)).expect("a move");
    }
    // c4-c2 jumped c3: one tap to the landing point completed it.
    session.tap_result(index("c1")).expect("a piece");
    session.tap_result(index("c3")).expect("a capture");
    let state = session.state();
    assert_eq!(
        state
            .players
            .iter()
            .map(|p| p.name.as_str())
            .collect::<Vec<_>>(),
        ["Black", "White"]
    );
    assert_eq!(state.turn_line, "Black to move");
    assert_eq!(
        state
            .move_strip
            .iter()
            .map(|c| (c.number.clone(), c.text.clone(), c.side, c.last))
            .collect::<Vec<_>>(),
        [
            (Some("1.".into()), "c2-c3".into(), Side::White, false),
            (None, "c4-c2".into(), Side::Black, false),
            (Some("2.".into()), "c1-c3".into(), Side::White, true),
        ]
    );
    // Between two people there is no level to change.
    let over = restored("human", "human", LAST_CAPTURE);
    for name in ["b2", "b4", "d2", "d4"] {
        over.tap_result(index(name)).expect("the capture");
    }
    let card = over.state().result_card.expect("over");
    assert_eq!(card.title, "White won");
    assert_eq!(
        card.buttons.iter().map(|b| b.action).collect::<Vec<_>>(),
        [ResultAction::Review, ResultAction::PlayAgain]
    );
}

#[test]
fn playing_black_the_persons_bar_is_below_the_board() {
    let options = Options {
        white: Player::Ai {
            level: alquerque_ffi::AiLevel::Beginner,
        },
        black: Player::Human,
        ..two_humans()
    };
    let session = GameSession::with_seed(options, 7);
    let state = session.state();
    assert!(state.board.flipped);
    assert_eq!(
        state
            .players
            .iter()
            .map(|p| (p.side, p.name.as_str()))
            .collect::<Vec<_>>(),
        [(Side::White, "Beginner"), (Side::Black, "You")]
    );
}
