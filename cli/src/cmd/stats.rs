//! The player's statistics in the terminal: `alquerque play` records each finished game in a
//! file (the core's [`Statistics`] text, as the apps keep it) and its `stats` command prints
//! the same figures as the apps' Statistics screen, with the puzzles solved by length from
//! the `puzzles` command's progress file.
//!
//! The file is read and written under its lock, so two sessions never lose each other's
//! games. A file that does not read is never written over: the game is not recorded and the
//! player is told why.

use std::path::{Path, PathBuf};

use alquerque_core::engine::Level;
use alquerque_core::puzzle::{shipped_puzzles, PuzzleProgress};
use alquerque_core::statistics::{Finished, Statistics};
use alquerque_core::Color;
use alquerque_text::Message;

use crate::files::{self, Destination, Why};

/// The default statistics file: `alquerque/statistics.txt` in the user's data directory.
pub fn default_path() -> Option<PathBuf> {
    files::data_path("statistics.txt")
}

/// The statistics in `path` (none when there is no such file), or why they cannot be read,
/// in words for the person's language.
pub fn load(path: &Path) -> Result<Statistics, Why> {
    match files::read_text_if_any(path, files::STATISTICS)? {
        Some(text) => Statistics::from_text(&text).map_err(|e| Why::from(e.message())),
        None => Ok(Statistics::default()),
    }
}

/// Records game `id` in the file at `path` under its lock, unless it is there already. The
/// file's folder is made if there is none (on a new machine the program's data folder does
/// not exist yet).
pub fn record(path: &Path, id: u64, finished: Finished) -> Result<(), Why> {
    files::make_folder_of(path)?;
    let dest = Destination::check(path, &[])?;
    let _lock = dest.lock()?;
    let mut stats = load(path)?;
    if stats.record(id, finished) {
        dest.write(stats.to_text().as_bytes())?;
    }
    Ok(())
}

/// What a finished game between `white` and `black` (the AI's spec as typed, `None` for a
/// person) records: see [`Finished::between`]. Only a plain level counts, as the apps offer
/// them: an AI with its settings changed, or another player, is not on the ladder.
pub fn finished(
    white: Option<&str>,
    black: Option<&str>,
    winner: Option<Color>,
) -> Option<Finished> {
    let level = |side: Option<&str>| -> Result<Option<Level>, ()> {
        side.map(|spec| spec.parse::<Level>().map_err(|_| ()))
            .transpose()
    };
    Finished::between(level(white).ok()?, level(black).ok()?, winner)
}

/// The lines `stats` prints, each with its indent: the rating, the suggestion, the results
/// against each level played, the streak, two people's games and the puzzles by length, as
/// the apps show them.
pub fn lines(stats: &Statistics, progress: &PuzzleProgress) -> Vec<(usize, Message)> {
    let mut lines = vec![
        (0, Message::new("statistics-heading-rating")),
        (2, stats.rating_message()),
    ];
    lines.extend(stats.suggestion_message().map(|m| (2, m)));
    lines.push((0, Message::new("statistics-heading-computer")));
    let played: Vec<Level> = Level::ALL
        .into_iter()
        .filter(|&l| stats.level_tally(l).games() > 0)
        .collect();
    if played.is_empty() {
        lines.push((2, Message::new("statistics-no-computer-games")));
    } else {
        lines.push((2, stats.streak_message()));
    }
    for level in played {
        lines.push((2, Statistics::level_heading(level)));
        lines.push((4, stats.tally_message(level, Color::White)));
        lines.push((4, stats.tally_message(level, Color::Black)));
    }
    lines.push((0, Message::new("statistics-heading-two-people")));
    lines.push((2, stats.two_people_message()));
    lines.push((0, Message::new("statistics-heading-puzzles")));
    lines.extend(
        progress
            .solved_by_length(shipped_puzzles())
            .iter()
            .map(|l| (2, Statistics::puzzles_message(l))),
    );
    lines
}
