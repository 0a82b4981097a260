//! Move notation (`MoveText`, `Square`), read as a person or a protocol hands it in: what reads
//! is written back the same, and the move it names in a position is legal there, or no legal
//! move takes that path.

use alquerque_core::{Game, MoveText, Position, PositionText, Square, Status};

use super::rule_sets;

/// Reads `data` as `MOVE`, or as `POSITION` (a position text), a line break and `MOVE`; the
/// move is tried in that position (the start if there is none, or it does not read) under
/// every rule set where the position is valid.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (position_text, move_text) = match text.split_once('\n') {
        Some((p, m)) => (p.parse::<PositionText>().ok(), m),
        None => (None, text),
    };
    for part in move_text.split('-') {
        if let Ok(sq) = part.parse::<Square>() {
            assert!(sq.to_string().eq_ignore_ascii_case(part), "{part:?}");
        }
    }
    let parsed = move_text.parse::<MoveText>();
    if let Ok(path) = &parsed {
        let written = path.to_string();
        assert_eq!(written.parse::<MoveText>().as_ref(), Ok(path), "{written}");
        assert!((2..=17).contains(&path.squares().len()));
    }
    let setup = position_text.map_or_else(Default::default, PositionText::into_setup);
    for rules in rule_sets() {
        let Ok(pos) = Position::from_setup(&setup, rules) else {
            continue;
        };
        let legal = pos.legal_moves();
        let game = Game::from_position(pos);
        let checked = game.check(move_text);
        match &parsed {
            Err(_) => {
                // A text that is not a path names no legal move.
                assert!(checked.is_err());
                let trimmed = move_text.trim();
                assert!(!legal
                    .iter()
                    .any(|m| m.to_string().eq_ignore_ascii_case(trimmed)));
            }
            Ok(path) => match path.to_move(&pos) {
                Ok(mv) => {
                    assert!(legal.contains(&mv), "{path} in {pos:?}");
                    assert_eq!(&MoveText::from(mv), path);
                    if game.status() == Status::Ongoing {
                        assert_eq!(checked, Ok(mv));
                    }
                }
                Err(illegal) => {
                    assert!(!illegal.to_string().is_empty());
                    let squares: Vec<Square> = path.squares().to_vec();
                    assert!(
                        !legal.iter().any(|m| m.path().eq(squares.iter().copied())),
                        "{path} was refused in {pos:?} but is a legal move's path"
                    );
                    assert!(checked.is_err());
                }
            },
        }
    }
}
