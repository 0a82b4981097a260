//! Move generation, as shakmaty's fuzz target checks it: from any valid position the bytes
//! describe, every generated move is legal and is exactly what the slow reference generator
//! (written from the rules text, sharing no code) finds, and playing moves the bytes choose
//! keeps every invariant of a position.

use alquerque_core::internals::RefPos;
use alquerque_core::{
    perft, position_status, Bitboard, Color, Game, Move, MoveText, Position, PositionText, Rules,
    Setup, Status, Variant,
};

/// The most plies played from one input.
const MAX_PLIES: usize = 48;

/// Reads a setup from the first 19 bytes of `data` (any bytes make one: the point sets are
/// masked into a setup that is usually valid) and, if it is a valid position, checks it and
/// plays the moves the following bytes choose, checking each position reached.
pub fn check(data: &[u8]) {
    let Some((head, choices)) = data.split_first_chunk::<19>() else {
        return;
    };
    let set = |i: usize| {
        Bitboard::new(u32::from_le_bytes([
            head[i],
            head[i + 1],
            head[i + 2],
            head[i + 3],
        ]))
    };
    let white = set(0);
    let black = set(4) - white;
    let occupied = white | black;
    let no_east = set(8) & occupied;
    let no_west = (set(12) & occupied) - no_east;
    let rules = Rules {
        variant: if head[16] & 1 == 0 {
            Variant::Standard
        } else {
            Variant::Alfonso
        },
        reversal_allowed: head[16] & 2 != 0,
        // Small counts too, so that the no-capture draw is reached.
        no_capture_draw_plies: u16::from(head[16] >> 2),
    };
    let (no_east, no_west) = if rules.bans_reversal() {
        (no_east, no_west)
    } else {
        (Bitboard::EMPTY, Bitboard::EMPTY)
    };
    let setup = Setup {
        white,
        black,
        turn: if head[17] & 1 == 0 {
            Color::White
        } else {
            Color::Black
        },
        no_east,
        no_west,
        plies_since_capture: u16::from(head[18]),
    };
    let pos = Position::from_setup(&setup, rules)
        .unwrap_or_else(|e| panic!("a setup built valid is refused ({e}): {setup:?}"));
    let mut game = Game::from_position(pos);
    for &choice in choices.iter().take(MAX_PLIES) {
        let pos = *game.position();
        let moves = check_position(&pos);
        if game.status().is_over() || moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(choice) % moves.len()];
        game.play(mv)
            .unwrap_or_else(|e| panic!("{mv} is generated but refused in {pos:?} ({e})"));
    }
    check_position(game.position());
}

/// Checks one position and returns its legal moves.
fn check_position(pos: &Position) -> Vec<Move> {
    invariants(pos);
    let moves = pos.legal_moves().into_vec();
    assert_eq!(pos.count_moves(), moves.len() as u64, "{pos:?}");
    assert_eq!(pos.has_moves(), !moves.is_empty(), "{pos:?}");
    assert_eq!(perft(pos, 1), moves.len() as u64, "{pos:?}");
    let status = position_status(pos);
    assert_eq!(
        matches!(status, Status::Won { .. }),
        moves.is_empty(),
        "{pos:?}"
    );
    // Capturing is compulsory: the moves are all captures or all steps.
    let captures = moves.iter().filter(|m| m.is_capture()).count();
    assert!(captures == 0 || captures == moves.len(), "{pos:?}");
    // The same moves as the reference generator, and the same positions after them.
    let reference = RefPos::from_position(pos).moves();
    let mut fast: Vec<String> = moves.iter().map(Move::to_string).collect();
    let mut slow: Vec<String> = reference.iter().map(|(t, _)| t.clone()).collect();
    fast.sort();
    slow.sort();
    assert_eq!(fast, slow, "{pos:?}");
    let mut two_plies = 0;
    for &mv in &moves {
        check_move(pos, mv);
        let after = pos.after(mv);
        let (_, reference_after) = reference
            .iter()
            .find(|(t, _)| *t == mv.to_string())
            .expect("found above");
        // The reference keeps no count of plies without capture: it is checked here.
        assert_eq!(
            &RefPos::from_position(&after),
            reference_after,
            "{mv} in {pos:?}"
        );
        let count = after.plies_since_capture();
        if mv.is_capture() {
            assert_eq!(count, 0, "{mv} in {pos:?}");
        } else {
            assert_eq!(count, pos.plies_since_capture().saturating_add(1));
        }
        two_plies += after.count_moves();
    }
    assert_eq!(perft(pos, 2), two_plies, "{pos:?}");
    moves
}

/// What every position holds, whatever was played.
fn invariants(pos: &Position) {
    let (white, black) = (pos.pieces(Color::White), pos.pieces(Color::Black));
    assert!((white & black).is_empty(), "{pos:?}");
    let setup = pos.to_setup();
    let bans = setup.no_east | setup.no_west;
    assert!((setup.no_east & setup.no_west).is_empty(), "{pos:?}");
    assert!((bans - (white | black)).is_empty(), "{pos:?}");
    assert!(bans.is_empty() || pos.rules().bans_reversal(), "{pos:?}");
    assert_eq!((white | black).bits() >> 25, 0);
    assert_eq!(Position::from_setup(&setup, pos.rules()), Ok(*pos));
    let text = PositionText::from(pos).to_string();
    let read = text
        .parse::<PositionText>()
        .and_then(|t| t.into_position(pos.rules()));
    assert_eq!(read, Ok(*pos), "{text}");
}

/// What holds of each generated move of `pos`.
fn check_move(pos: &Position, mv: Move) {
    let (own, enemy) = (pos.pieces(pos.turn()), pos.pieces(pos.turn().other()));
    assert!(pos.is_legal(mv), "{mv} in {pos:?}");
    assert!(own.contains(mv.from()), "{mv} in {pos:?}");
    // The piece lands on an empty point, or back where it started after a round of jumps.
    assert!(
        !pos.occupied().contains(mv.to()) || mv.to() == mv.from(),
        "{mv} in {pos:?}"
    );
    assert_eq!(mv.jumps(), mv.captured().count() as usize, "{mv}");
    assert!((mv.captured() - enemy).is_empty(), "{mv} in {pos:?}");
    assert_eq!(mv.hops().count(), mv.jumps(), "{mv}");
    let path: Vec<_> = mv.path().collect();
    assert_eq!(pos.move_along(&path), Ok(mv), "{mv} in {pos:?}");
    let text = mv.to_string();
    let named = text.parse::<MoveText>().map(|t| t.to_move(pos));
    assert_eq!(named, Ok(Ok(mv)), "{text} in {pos:?}");
    let after = pos.after(mv);
    assert_eq!(after.turn(), pos.turn().other());
    assert_eq!(
        after.pieces(pos.turn()).count(),
        own.count(),
        "{mv} in {pos:?}"
    );
    assert_eq!(
        after.pieces(pos.turn().other()),
        enemy - mv.captured(),
        "{mv} in {pos:?}"
    );
    let mut tried = *pos;
    assert_eq!(tried.try_play(mv), Ok(()));
    assert_eq!(tried, after);
}
