//! The saved state of a session: a game record (so any record reader can open it) with the
//! player's settings as extra tags, which record readers ignore.

use alquerque_core::engine::Level;
use alquerque_core::{Game, Square};

use alquerque_text::Message;

use super::rated::Help;
use crate::board::records::{Options, Player, Variant};

fn player_text(p: Player) -> String {
    match p {
        Player::Human => "human".to_string(),
        Player::Ai { level } => format!("ai:{}", level.name()),
        Player::Friend => "friend".to_string(),
    }
}

fn parse_player(text: &str) -> Option<Player> {
    match text {
        "human" => return Some(Player::Human),
        "friend" => return Some(Player::Friend),
        _ => {}
    }
    let level: Level = text.strip_prefix("ai:")?.parse().ok()?;
    Some(Player::Ai { level })
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The saved form of `options`, `game` (whose identifier for the statistics is `game_id`,
/// `None` for a game they do not count) and the jumps of a capture being entered (`pending`,
/// kept when it holds at least one jump, so a player who leaves mid-capture finds it again).
/// `help` is the help that makes the game unrated, if any.
pub(crate) fn save(
    options: &Options,
    game: &Game,
    game_id: Option<u64>,
    help: Option<Help>,
    pending: &[Square],
) -> String {
    game.to_record_with_tags(true, &tags(options, game_id, help, pending))
}

/// The saved form of a game a record replaced, with the fingerprint of the record's game
/// (see `session/persist.rs`).
pub(crate) fn save_replaced(
    options: &Options,
    game: &Game,
    game_id: Option<u64>,
    help: Option<Help>,
    replaced_by: u64,
) -> String {
    let mut tags = tags(options, game_id, help, &[]);
    tags.push(("ReplacedBy", format!("{replaced_by:016x}")));
    game.to_record_with_tags(true, &tags)
}

fn tags(
    options: &Options,
    game_id: Option<u64>,
    help: Option<Help>,
    pending: &[Square],
) -> Vec<(&'static str, String)> {
    let mut tags = vec![
        (
            "GameId",
            game_id.map_or_else(|| "none".to_string(), |id| format!("{id:016x}")),
        ),
        ("White", player_text(options.white)),
        ("Black", player_text(options.black)),
        ("ShowTargets", yes_no(options.show_targets).to_string()),
        ("ShowNotation", yes_no(options.show_notation).to_string()),
        ("Sound", yes_no(options.sound).to_string()),
        ("Haptics", yes_no(options.haptics).to_string()),
        ("ShowProofs", yes_no(options.show_proofs).to_string()),
        ("NextVariant", options.variant.name().to_string()),
        (
            "NextReversal",
            if options.reversal_allowed {
                "allowed"
            } else {
                "banned"
            }
            .to_string(),
        ),
    ];
    if let Some(help) = help {
        tags.push(("Help", help.name().to_string()));
    }
    if pending.len() >= 2 {
        let path: Vec<String> = pending.iter().map(Square::to_string).collect();
        tags.push(("PendingJumps", path.join("-")));
    }
    tags
}

/// A saved state read back: the settings, the game, and the jumps of a capture being
/// entered (empty if none; the session checks them against the game before using them).
pub(crate) struct Restored {
    pub options: Options,
    pub game: Game,
    pub pending: Vec<Square>,
    /// For a game a record replaced: the fingerprint of the record's game.
    pub replaced_by: Option<u64>,
    /// The game's identifier for the statistics (`None`: a game they do not count); a save
    /// from before identifiers gets a new one.
    pub game_id: Option<u64>,
    /// The help that made the game unrated, if any.
    pub help: Option<Help>,
}

/// Reads a saved state back. Settings that are missing or unreadable fall back to the
/// defaults, and an unreadable pending capture is dropped; the game itself must be valid.
pub(crate) fn restore(text: &str) -> Result<Restored, Message> {
    let (game, tags) = Game::from_record_with_tags(text).map_err(|e| e.message())?;
    let mut pending = Vec::new();
    let mut replaced_by = None;
    let mut help = None;
    let mut game_id = Some(alquerque_core::statistics::new_game_id());
    let mut options = Options::default();
    let rules = game.rules();
    options.variant = rules.variant;
    options.reversal_allowed = rules.reversal_allowed;
    for (name, value) in &tags {
        let value = value.as_str();
        match name.as_str() {
            "White" => options.white = parse_player(value).unwrap_or(options.white),
            "Black" => options.black = parse_player(value).unwrap_or(options.black),
            "ShowTargets" => options.show_targets = value != "no",
            "ShowNotation" => options.show_notation = value != "no",
            "Sound" => options.sound = value != "no",
            "Haptics" => options.haptics = value != "no",
            // Off unless asked for: a damaged tag never shows a verdict nobody chose.
            "ShowProofs" => options.show_proofs = value == "yes",
            "Help" => help = Help::from_name(value),
            "NextVariant" => {
                if let Ok(v) = value.parse::<alquerque_core::Variant>() {
                    options.variant = Variant::from(v);
                }
            }
            "NextReversal" => options.reversal_allowed = value == "allowed",
            "PendingJumps" => {
                pending = value
                    .split('-')
                    .map(|sq| sq.trim().parse::<Square>())
                    .collect::<Result<Vec<_>, _>>()
                    .unwrap_or_default();
            }
            "ReplacedBy" => replaced_by = u64::from_str_radix(value, 16).ok(),
            "GameId" => {
                // Anything but an identifier counts nothing: never a game twice.
                game_id = u64::from_str_radix(value, 16).ok();
            }
            _ => {}
        }
    }
    Ok(Restored {
        options,
        game,
        pending,
        replaced_by,
        game_id,
        help,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::records::AiLevel;

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
            sound: false,
            haptics: true,
            show_proofs: true,
        };
        let text = save(&options, &game, Some(0x5eed), Some(Help::Hint), &[]);
        assert!(
            Game::from_record(&text).is_ok(),
            "a saved state is a game record"
        );
        let r = restore(&text).expect("valid");
        assert_eq!(r.options, options);
        assert_eq!(r.game, game);
        assert!(r.pending.is_empty());
        assert_eq!(r.game_id, Some(0x5eed));
        assert_eq!(r.help, Some(Help::Hint));
        let squares: Vec<Square> = ["b2", "b4", "d4"]
            .iter()
            .map(|s| s.parse().expect("square"))
            .collect();
        let text = save(&options, &game, None, None, &squares);
        assert!(text.contains("[PendingJumps \"b2-b4-d4\"]"), "{text}");
        assert!(Game::from_record(&text).is_ok(), "still a game record");
        assert_eq!(restore(&text).expect("valid").pending, squares);
        let bad = text.replace("b2-b4-d4", "b2-z9");
        assert!(restore(&bad).expect("the game is fine").pending.is_empty());
        assert!(restore("").is_ok(), "an empty record is a new game");
        // A game the statistics do not count stays uncounted; a save from before the
        // identifiers gets a new one, a different one each time.
        assert_eq!(restore(&text).expect("valid").game_id, None);
        let old = Game::default().to_record();
        let (a, b) = (
            restore(&old).expect("valid").game_id,
            restore(&old).expect("valid").game_id,
        );
        assert!(a.is_some() && b.is_some() && a != b);
        assert!(restore("garbage").is_err());
        assert!(restore("1. e5-e4").is_err());
        let replaced = save_replaced(&options, &game, Some(7), None, 0xfeed);
        assert_eq!(restore(&replaced).expect("valid").replaced_by, Some(0xfeed));
        assert_eq!(restore(&replaced).expect("valid").game_id, Some(7));
        assert_eq!(restore(&text).expect("valid").replaced_by, None);
        // Damaged help or a damaged switch is no help and no verdict shown.
        let damaged = save(&options, &game, Some(1), Some(Help::Proofs), &[])
            .replace("[Help \"proofs\"]", "[Help \"lots\"]")
            .replace("[ShowProofs \"yes\"]", "[ShowProofs \"maybe\"]");
        let r = restore(&damaged).expect("the game is fine");
        assert_eq!((r.help, r.options.show_proofs), (None, false), "{damaged}");
    }
}
