//! The player's statistics as the apps show them: the core's [`Statistics`] kept in the app's
//! [`Store`], a game recorded there when it ends (by the game session, see
//! `session/persist.rs`), the puzzles solved by length from the puzzle progress, and the
//! Statistics screen's words. Every read and write runs on the store's thread, one after
//! another, so a game recorded and a reset never lose each other.
//!
//! A statistics document that cannot be read is set aside (kept, as every store document
//! is) and a new record begins; the screen's notice says so.

use std::sync::Arc;

use alquerque_core::puzzle::{shipped_puzzles, PuzzleProgress};
use alquerque_core::rating::{level_rating, rounded};
use alquerque_core::statistics::{Finished, Statistics, Tally};
use alquerque_core::Color;
use alquerque_text::Message;

use crate::board::records::AiLevel;
use crate::puzzles::PROGRESS_KEY;
use crate::runtime::language::say;
use crate::runtime::store::{Disk, Store, StoredDocument};

/// The document of the statistics: the core's text form.
pub(crate) const STATISTICS_KEY: &str = "statistics";

/// Won, lost and drawn games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ResultCounts {
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn.
    pub drawn: u32,
}

impl From<Tally> for ResultCounts {
    fn from(t: Tally) -> ResultCounts {
        ResultCounts {
            won: t.won,
            lost: t.lost,
            drawn: t.drawn,
        }
    }
}

/// Games between two people on one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TwoPeopleResults {
    /// Games White won.
    pub white_won: u32,
    /// Games Black won.
    pub black_won: u32,
    /// Games drawn.
    pub drawn: u32,
}

/// The person's results against one level.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LevelResults {
    /// The level.
    pub level: AiLevel,
    /// Its title and rating, e.g. `Medium (rated 1500)`.
    pub title: String,
    /// The results playing White.
    pub as_white: ResultCounts,
    /// The results playing Black.
    pub as_black: ResultCounts,
    /// Both in words, e.g. `As White: won 3, lost 1, drawn 0`.
    pub white_text: String,
    /// As `white_text`, playing Black.
    pub black_text: String,
}

/// The puzzles of one length.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleLengthResults {
    /// Win in this many moves.
    pub moves: u32,
    /// How many of them are solved.
    pub solved: u32,
    /// How many the set has.
    pub total: u32,
    /// In words: `Win in 2 moves: 14 of 80`.
    pub text: String,
}

/// The rating in figures (the words are [`StatisticsState::rating_text`]).
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct RatingInfo {
    /// The most likely rating, rounded to tens.
    pub rating: i32,
    /// The 95 % interval's lower end, rounded to tens.
    pub low: i32,
    /// Its upper end.
    pub high: i32,
    /// Whether the interval is narrow enough to show the rating as a number.
    pub precise: bool,
    /// The games against the computer it rests on.
    pub games: u32,
}

/// Everything the Statistics screen shows, in the order it shows it.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct StatisticsState {
    /// `Rating`.
    pub rating_heading: String,
    /// The rating in words, saying how sure it is: `About 1150, somewhere between 900 and
    /// 1400: play more games for a closer figure`.
    pub rating_text: String,
    /// The rating in figures; `None` before the first game against the computer.
    pub rating: Option<RatingInfo>,
    /// The level the latest games call for: `You win most games against Medium: try Hard.`
    pub suggestion_text: Option<String>,
    /// `Against the computer`.
    pub computer_heading: String,
    /// Wins in a row against the computer, now and at best, in words.
    pub streak_text: String,
    /// Wins in a row now.
    pub current_streak: u32,
    /// The most wins in a row.
    pub best_streak: u32,
    /// The results against each level played, weakest first.
    pub levels: Vec<LevelResults>,
    /// What to say instead when no game against the computer was played.
    pub no_computer_games: Option<String>,
    /// The games against the computer played with help (a hint, or perfect play shown), kept
    /// out of the rating, the streak and the levels' results; `None` before the first.
    pub unrated_text: Option<String>,
    /// `Two people on this device`.
    pub two_people_heading: String,
    /// Games between two people: White's wins, Black's and draws.
    pub two_people: TwoPeopleResults,
    /// In words, or that there were none.
    pub two_people_text: String,
    /// `Puzzles solved`.
    pub puzzles_heading: String,
    /// The shipped puzzles by length, shortest first.
    pub puzzles: Vec<PuzzleLengthResults>,
    /// Asked before a reset: what goes and what stays.
    pub reset_question: String,
    /// Whether there is a game result to reset.
    pub can_reset: bool,
    /// Why the statistics were set aside or could not be saved.
    pub notice: Option<String>,
}

/// What a damaged or unreadable statistics document leaves: a new record, and why.
fn read_statistics(disk: &mut Disk) -> (Statistics, Option<Message>) {
    let set_aside = Message::new("statistics-set-aside");
    let notice = match disk.read(STATISTICS_KEY) {
        StoredDocument::Missing => None,
        StoredDocument::Found { text } => match Statistics::from_text(&text) {
            Ok(stats) => return (stats, None),
            Err(e) => {
                // Kept as it was, beside the new record.
                let _ = disk.set_aside(STATISTICS_KEY);
                // The line that does not read, in the player's words.
                Some(set_aside.message("reason", e.message()))
            }
        },
        // The store's reason, in the language in force when it was read.
        StoredDocument::Unreadable { reason, .. } => Some(set_aside.text("reason", reason)),
    };
    (Statistics::default(), notice)
}

/// Writes `stats`; a failure is a notice.
fn write_statistics(disk: &mut Disk, stats: &Statistics) -> Option<Message> {
    disk.write(STATISTICS_KEY, &stats.to_text())
        .err()
        .map(|reason| Message::new("statistics-not-saved").message("reason", reason))
}

/// Records game `id`'s result in `store`'s statistics unless it is there already, on the
/// store's thread; `told` gets what the player should be told (the statistics set aside, or
/// not saved), if anything.
pub(crate) fn record(
    store: &Store,
    id: u64,
    finished: Finished,
    told: impl FnOnce(Message) + Send + 'static,
) {
    store.queue(
        move |disk| {
            let (mut stats, notice) = read_statistics(disk);
            let failed = if stats.record(id, finished) {
                write_statistics(disk, &stats)
            } else {
                None
            };
            failed.or(notice)
        },
        |notice| {
            if let Some(notice) = notice {
                told(notice);
            }
        },
    );
}

fn puzzle_progress(disk: &mut Disk) -> PuzzleProgress {
    match disk.read(PROGRESS_KEY) {
        StoredDocument::Found { text } => PuzzleProgress::from_text(&text).unwrap_or_default(),
        // The puzzle screen sets a damaged progress aside and says so.
        _ => PuzzleProgress::default(),
    }
}

/// The screen's state from the statistics and the puzzle progress.
fn state(
    stats: &Statistics,
    progress: &PuzzleProgress,
    notice: Option<Message>,
) -> StatisticsState {
    let levels: Vec<LevelResults> = AiLevel::ALL
        .iter()
        .filter(|&&l| stats.level_tally(l).games() > 0)
        .map(|&level| {
            let (white, black) = (
                stats.tally(level, Color::White),
                stats.tally(level, Color::Black),
            );
            LevelResults {
                level,
                title: say(&Statistics::level_heading(level)),
                as_white: white.into(),
                as_black: black.into(),
                white_text: say(&stats.tally_message(level, Color::White)),
                black_text: say(&stats.tally_message(level, Color::Black)),
            }
        })
        .collect();
    let two = stats.two_people();
    let two_people = TwoPeopleResults {
        white_won: two.white_won,
        black_won: two.black_won,
        drawn: two.drawn,
    };
    let puzzles = progress
        .solved_by_length(shipped_puzzles())
        .into_iter()
        .map(|l| PuzzleLengthResults {
            moves: l.moves,
            solved: l.solved as u32,
            total: l.total as u32,
            text: say(&Statistics::puzzles_message(&l)),
        })
        .collect();
    let rating = stats.rating().map(|e| RatingInfo {
        rating: rounded(e.rating) as i32,
        low: rounded(e.low) as i32,
        high: rounded(e.high) as i32,
        precise: e.is_precise(),
        games: e.games as u32,
    });
    StatisticsState {
        rating_heading: say(&Message::new("statistics-heading-rating")),
        rating_text: say(&stats.rating_message()),
        rating,
        suggestion_text: stats.suggestion_message().as_ref().map(say),
        computer_heading: say(&Message::new("statistics-heading-computer")),
        streak_text: say(&stats.streak_message()),
        current_streak: stats.current_streak(),
        best_streak: stats.best_streak(),
        no_computer_games: (levels.is_empty() && stats.unrated().games() == 0)
            .then(|| say(&Message::new("statistics-no-computer-games"))),
        unrated_text: stats.unrated_message().as_ref().map(say),
        levels,
        two_people_heading: say(&Message::new("statistics-heading-two-people")),
        two_people,
        two_people_text: say(&stats.two_people_message()),
        puzzles_heading: say(&Message::new("statistics-heading-puzzles")),
        puzzles,
        reset_question: say(&Message::new("statistics-reset-question")),
        can_reset: !stats.is_empty(),
        notice: notice.as_ref().map(say),
    }
}

/// The Statistics screen's state from `store`: the statistics (set aside if they cannot be
/// read, and the notice says so) and the puzzle progress. Reads on the store's thread, after
/// every game recorded before.
#[uniffi::export]
pub async fn open_statistics(store: Arc<Store>) -> StatisticsState {
    let (stats, progress, notice) = store
        .run(|disk| {
            let (stats, notice) = read_statistics(disk);
            (stats, puzzle_progress(disk), notice)
        })
        .await;
    state(&stats, &progress, notice)
}

/// Forgets every game result, the streaks and the rating (what the app asks first with the
/// state's `reset_question`), and hands back the screen's state. The puzzles stay solved, and
/// a game counted before is not counted again (the statistics remember which were).
#[uniffi::export]
pub async fn reset_statistics(store: Arc<Store>) -> StatisticsState {
    let (stats, progress, notice) = store
        .run(|disk| {
            let (mut stats, set_aside) = read_statistics(disk);
            stats.reset();
            let failed = write_statistics(disk, &stats);
            (stats, puzzle_progress(disk), failed.or(set_aside))
        })
        .await;
    state(&stats, &progress, notice)
}

/// Each level's rating on the levels' ladder, rounded to tens, for the level pickers.
pub(crate) fn level_rating_words(level: AiLevel) -> (i32, String) {
    let rating = rounded(level_rating(level));
    (
        rating as i32,
        say(&Message::new("level-rating").text("rating", rating.to_string())),
    )
}
