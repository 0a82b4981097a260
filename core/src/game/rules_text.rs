//! The rules in words, for people: one text per rule set, written once here and shown by
//! every front end (the apps' Rules pages, `alquerque play`'s `rules` command).

use crate::board::rules::{Rules, Variant};

impl Rules {
    /// The rules of this rule set in plain words, one paragraph per entry: the board, the
    /// start, how pieces step (which is what the variants and the reversal option change),
    /// capturing, the end of the game, and the draws where the rules have them.
    ///
    /// ```
    /// use alquerque_core::Rules;
    ///
    /// let standard = Rules::default().description().join("\n");
    /// assert!(standard.contains("Capturing is compulsory"));
    /// assert!(standard.contains("no draws"));
    /// // Where games can cycle, the text says how they are drawn.
    /// let alfonso = Rules::alfonso().description().join("\n");
    /// assert!(alfonso.contains("draw") && !alfonso.contains("no draws"));
    /// ```
    pub fn description(&self) -> Vec<String> {
        let mut p: Vec<String> = vec![
            "Alquerque is played on a board of 25 points joined by lines. Every point has \
             lines to its neighbours across and up and down; every second point (a1, c1, e1, \
             b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) also has diagonal lines."
                .into(),
            "White has twelve pieces on rows 1 and 2 and on d3 and e3; Black has twelve on \
             rows 4 and 5 and on a3 and b3. The centre point c3 is empty. White moves first, \
             then the players take turns. Passing is not allowed: on your turn you must move."
                .into(),
        ];
        match self.variant {
            Variant::Standard => {
                p.push(
                    "A plain move takes one piece one step along a line to an empty \
                     neighbouring point: forward or sideways, never back towards your own \
                     side. A piece that stands on the far row (the opponent's first row) makes \
                     no plain move; it may still capture, and a capture that takes it off the \
                     far row lets it step again."
                        .into(),
                );
                p.push(if self.bans_reversal() {
                    "A piece that stepped sideways may not step straight back on its next \
                     step. The ban belongs to that piece and ends once it steps elsewhere or \
                     captures."
                        .into()
                } else {
                    "Reversal is allowed: a piece may step back and forth sideways.".into()
                });
            }
            Variant::Alfonso => p.push(
                "As in the Book of Games of Alfonso X (1283): a plain move takes one piece one \
                 step along a line to an empty neighbouring point, in any direction, backwards \
                 too. A piece on the far row steps like any other, and a piece may step back \
                 where it came from."
                    .into(),
            ),
        }
        p.push(
            "To capture, jump over an enemy piece next to yours along a line onto the empty \
             point just beyond it, in any direction, backwards too. The jumped piece leaves the \
             board at once. Capturing is compulsory: if you can capture, you must."
                .into(),
        );
        p.push(
            "After a jump, the same piece must keep jumping while it can. When there are \
             several ways, you choose; the longest is not required. The whole chain is one \
             move."
                .into(),
        );
        p.push(
            "You win when your opponent cannot move on their turn: no pieces left, or none \
             that can move."
                .into(),
        );
        if self.has_draws() {
            let mut draws = String::from(
                "Games can go round in circles, so the same position three times, with the same \
                 player to move, is a draw",
            );
            match self.no_capture_limit() {
                Some(n) => draws.push_str(&format!(
                    "; so are {n} moves in a row (counting each player's) without a capture."
                )),
                None => draws.push('.'),
            }
            p.push(draws);
        } else {
            p.push(
                "No position can come back under these rules, so every game ends with a winner: \
                 there are no draws."
                    .into(),
            );
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_set_says_what_differs() {
        let standard = Rules::default().description().join(" ");
        assert!(standard.contains("may not step straight back"));
        assert!(standard.contains("no draws"));
        assert!(standard.contains("Passing is not allowed"));
        assert!(standard.contains("far row"));
        let reversal = Rules::new(Variant::Standard, true).description().join(" ");
        assert!(reversal.contains("Reversal is allowed") && reversal.contains("50 moves"));
        let alfonso = Rules::new(Variant::Alfonso, false).description().join(" ");
        assert!(alfonso.contains("any direction") && alfonso.contains("three times"));
        assert!(!alfonso.contains("may not step straight back"));
        let no_count = Rules {
            no_capture_draw_plies: 0,
            ..Rules::new(Variant::Alfonso, false)
        };
        assert!(!no_count
            .description()
            .join(" ")
            .contains("without a capture"));
    }
}
