//! The lines of a game: `White moves c2-c3.`, `Black moves e3-c3-a3.`, `White wins.`.

use crate::script::Color;

/// A move or result line, as the protocol prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum GameLine {
    /// `<Color> moves <path>.`, with `path` such as `c2-c3`.
    Move { color: Color, path: String },
    /// `<Color> wins.`
    Win(Color),
}

/// Reads a normalised filtered line (see [`crate::normalize`]) as a move or result line.
///
/// A move is `(White|Black) moves SQ(-SQ)+.` with squares `a1`..`e5`; anything else,
/// including leading blanks, is not a game line.
pub(crate) fn parse_game_line(text: &str) -> Option<GameLine> {
    let (who, rest) = text.split_once(' ')?;
    let color = match who {
        "White" => Color::White,
        "Black" => Color::Black,
        _ => return None,
    };
    if rest == "wins." {
        return Some(GameLine::Win(color));
    }
    let path = rest.strip_prefix("moves ")?.strip_suffix('.')?;
    let mut squares = 0;
    for square in path.split('-') {
        let &[file, rank] = square.as_bytes() else {
            return None;
        };
        if !(b'a'..=b'e').contains(&file) || !(b'1'..=b'5').contains(&rank) {
            return None;
        }
        squares += 1;
    }
    (squares >= 2).then(|| GameLine::Move {
        color,
        path: path.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_wins() {
        assert_eq!(
            parse_game_line("White moves c2-c3."),
            Some(GameLine::Move {
                color: Color::White,
                path: "c2-c3".into()
            })
        );
        assert_eq!(
            parse_game_line("Black moves e3-c3-a3-a5."),
            Some(GameLine::Move {
                color: Color::Black,
                path: "e3-c3-a3-a5".into()
            })
        );
        assert_eq!(
            parse_game_line("White wins."),
            Some(GameLine::Win(Color::White))
        );
        assert_eq!(
            parse_game_line("Black wins."),
            Some(GameLine::Win(Color::Black))
        );
    }

    #[test]
    fn anything_else_is_not_a_game_line() {
        for text in [
            "White moves c2-c3",
            "White moves c2.",
            "White moves c2-.",
            "White moves c2-c6.",
            "White moves f2-e2.",
            "White moves C2-C3.",
            "White moves c2-c3-.",
            "White moves c2c3.",
            "white moves c2-c3.",
            "Red moves c2-c3.",
            "White  moves c2-c3.",
            " White moves c2-c3.",
            "White wins",
            "White wins!",
            "Nobody wins.",
            "===",
            "",
        ] {
            assert_eq!(parse_game_line(text), None, "{text:?}");
        }
    }
}
