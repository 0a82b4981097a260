//! The saved state of a session: a game record (so any record reader can open it) with the
//! player's settings as extra tags, which record readers ignore.

use alquerque_core::ai::Level;
use alquerque_core::Game;

use crate::types::{Options, Player, Variant};

fn player_text(p: Player) -> String {
    match p {
        Player::Human => "human".to_string(),
        Player::Ai { level } => format!("ai:{}", Level::from(level).name()),
    }
}

fn parse_player(text: &str) -> Option<Player> {
    if text == "human" {
        return Some(Player::Human);
    }
    let level: Level = text.strip_prefix("ai:")?.parse().ok()?;
    Some(Player::Ai {
        level: level.into(),
    })
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The saved form of `options` and `game`.
pub fn save(options: &Options, game: &Game) -> String {
    let record = game.to_record_with_undone();
    let settings = format!(
        "[White \"{}\"]\n[Black \"{}\"]\n[ShowTargets \"{}\"]\n[ShowNotation \"{}\"]\n[NextVariant \"{}\"]\n[NextReversal \"{}\"]\n",
        player_text(options.white),
        player_text(options.black),
        yes_no(options.show_targets),
        yes_no(options.show_notation),
        alquerque_core::Variant::from(options.variant).name(),
        if options.reversal_allowed { "allowed" } else { "banned" },
    );
    // The settings go with the other tags, before the blank line that starts the moves.
    match record.find("\n\n") {
        Some(i) => format!("{}\n{}{}", &record[..i], settings, &record[i + 1..]),
        None => format!("{settings}{record}"),
    }
}

/// Reads a saved state back. Settings that are missing or unreadable fall back to the
/// defaults; the game itself must be valid.
pub fn restore(text: &str) -> Result<(Options, Game), String> {
    let game = Game::from_record(text).map_err(|e| e.to_string())?;
    let mut options = Options::default();
    let rules = game.rules();
    options.variant = rules.variant.into();
    options.reversal_allowed = rules.reversal_allowed;
    for line in text.lines().map(str::trim) {
        let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
            continue;
        };
        let Some((name, value)) = inner.split_once(' ') else {
            continue;
        };
        let value = value.trim().trim_matches('"');
        match name {
            "White" => options.white = parse_player(value).unwrap_or(options.white),
            "Black" => options.black = parse_player(value).unwrap_or(options.black),
            "ShowTargets" => options.show_targets = value != "no",
            "ShowNotation" => options.show_notation = value != "no",
            "NextVariant" => {
                if let Ok(v) = value.parse::<alquerque_core::Variant>() {
                    options.variant = Variant::from(v);
                }
            }
            "NextReversal" => options.reversal_allowed = value == "allowed",
            _ => {}
        }
    }
    Ok((options, game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::AiLevel;

    #[test]
    fn round_trip() {
        let mut game = Game::default();
        game.play_text("c2-c3").expect("legal");
        let options = Options {
            white: Player::Ai {
                level: AiLevel::Beginner,
            },
            black: Player::Human,
            reversal_allowed: true,
            variant: Variant::Alfonso,
            show_targets: false,
            show_notation: true,
        };
        let text = save(&options, &game);
        assert!(
            Game::from_record(&text).is_ok(),
            "a saved state is a game record"
        );
        let (o, g) = restore(&text).expect("valid");
        assert_eq!(o, options);
        assert_eq!(g, game);
        assert!(restore("").is_ok(), "an empty record is a new game");
        assert!(restore("garbage").is_err());
        assert!(restore("1. e5-e4").is_err());
    }
}
