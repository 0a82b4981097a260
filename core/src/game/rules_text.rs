//! The rules in words, for people: one text per rule set, written once in the message files
//! (`text/locales/*/rules.ftl`) and shown by every front end (the apps' Rules pages,
//! `alquerque play`'s `rules` command) in the person's language.

use alquerque_text::Message;

use crate::board::rules::{Rules, Variant};

impl Rules {
    /// The rules of this rule set in plain words, one paragraph per message: the board, the
    /// start, how pieces step (which is what the variants and the reversal option change),
    /// capturing, the end of the game, and the draws where the rules have them.
    ///
    /// ```
    /// use alquerque_core::Rules;
    /// use alquerque_text::Language;
    ///
    /// let words = |rules: Rules| -> String {
    ///     let paragraphs = rules.description();
    ///     paragraphs.iter().map(|m| m.render(Language::English)).collect::<Vec<_>>().join("\n")
    /// };
    /// let standard = words(Rules::default());
    /// assert!(standard.starts_with("Alquerque is played"));
    /// assert!(standard.contains("Capturing is compulsory"));
    /// assert!(standard.contains("no draws"));
    /// // Where games can cycle, the text says how they are drawn.
    /// let alfonso = words(Rules::alfonso());
    /// assert!(alfonso.contains("draw") && !alfonso.contains("no draws"));
    /// ```
    pub fn description(&self) -> Vec<Message> {
        let mut p = vec![Message::new("rules-board"), Message::new("rules-start")];
        match self.variant {
            Variant::Standard => {
                p.push(Message::new("rules-step"));
                p.push(Message::new(if self.bans_reversal() {
                    "rules-reversal-banned"
                } else {
                    "rules-reversal-allowed"
                }));
            }
            Variant::Alfonso => p.push(Message::new("rules-step-alfonso")),
        }
        p.push(Message::new("rules-capture"));
        p.push(Message::new("rules-chain"));
        p.push(Message::new("rules-win"));
        p.push(if !self.has_draws() {
            Message::new("rules-no-draws")
        } else {
            match self.no_capture_limit() {
                Some(n) => Message::new("rules-draws-counted").count("moves", n),
                None => Message::new("rules-draws"),
            }
        });
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alquerque_text::Language;

    fn english(rules: Rules) -> String {
        let text: Vec<String> = rules
            .description()
            .iter()
            .map(|m| m.render(Language::English))
            .collect();
        text.join(" ")
    }

    #[test]
    fn each_rule_set_says_what_differs() {
        let standard = english(Rules::default());
        assert!(standard.contains("may not step straight back"));
        assert!(standard.contains("no draws"));
        assert!(standard.contains("Passing is not allowed"));
        assert!(standard.contains("far row"));
        let reversal = english(Rules::new(Variant::Standard, true));
        assert!(reversal.contains("Reversal is allowed") && reversal.contains("50 moves"));
        let alfonso = english(Rules::new(Variant::Alfonso, false));
        assert!(alfonso.contains("any direction") && alfonso.contains("three times"));
        assert!(!alfonso.contains("may not step straight back"));
        let no_count = Rules {
            no_capture_draw_plies: 0,
            ..Rules::new(Variant::Alfonso, false)
        };
        assert!(!english(no_count).contains("without a capture"));
    }
}
