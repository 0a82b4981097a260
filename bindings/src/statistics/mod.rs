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
use alquerque_core::rating::{level_rating, rounded, Suggestion};
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
    /// The table's cells: the level's name (`Medium`).
    pub name: String,
    /// Its rating on the ladder (`1500`).
    pub rating_text: String,
    /// Won, lost and drawn as White, `3–1–0`.
    pub white_cell: String,
    /// As `white_cell`, as Black.
    pub black_cell: String,
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

/// One point of the rating chart: `x` from the first game kept (0) to the latest (1), `y`
/// from the chart's lowest rating (0) to its highest (1).
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct ChartPoint {
    /// Across, 0..=1.
    pub x: f64,
    /// Up, 0..=1.
    pub y: f64,
}

/// A label on one of the chart's axes, at `at` (0..=1 along it).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ChartLabel {
    /// Where along the axis.
    pub at: f64,
    /// `1500`, `Game 12`.
    pub text: String,
}

/// The rating over the latest rated games, as a thin view draws it: a line through `points`.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RatingChart {
    /// `Your rating over your games`.
    pub heading: String,
    /// Oldest first; two at least.
    pub points: Vec<ChartPoint>,
    /// The ratings up the side, lowest first.
    pub y_labels: Vec<ChartLabel>,
    /// The first and latest game's numbers along the bottom.
    pub x_labels: Vec<ChartLabel>,
    /// The chart in words, for screen readers: `Rating from 1150 to 1320 over 14 games`.
    pub description: String,
}

/// The level the latest games call for, as a button that starts a game at it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SuggestedLevel {
    /// The level to start the new game with.
    pub level: AiLevel,
    /// The button: `Play Hard`.
    pub title: String,
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
    /// The rating shown large: `1150`, `≈1150` while it is far from sure; `None` before any.
    pub rating_figure: Option<String>,
    /// Its range under it: `Between 900 and 1400`.
    pub rating_range: Option<String>,
    /// The rating over the games; `None` until two rated games are kept.
    pub chart: Option<RatingChart>,
    /// The level the latest games call for: `You win most games against Medium: try Hard.`
    pub suggestion_text: Option<String>,
    /// That level, as a button starting a game at it (through the new-game sheet).
    pub suggested: Option<SuggestedLevel>,
    /// The results table's headings: level, rating, as White, as Black.
    pub table_headings: Vec<String>,
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

/// What a rated game did to the rating, as shown (rounded to tens).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RatingChange {
    /// The rating before the game; `None` for the first rated game.
    pub(crate) before: Option<i32>,
    /// The rating after it.
    pub(crate) after: i32,
}

impl RatingChange {
    /// In words: `Rating 1760 → 1790, +30`; the first rated game's, `Rating 1150`.
    pub(crate) fn message(self) -> Message {
        match self.before {
            Some(before) => Message::new("result-rating-change")
                .text("before", before.to_string())
                .text("after", self.after.to_string())
                .text("change", signed(self.after - before)),
            None => Message::new("result-rating-first").text("after", self.after.to_string()),
        }
    }
}

/// A change written with its sign: `+30`, `−20` (the minus sign), `±0`.
fn signed(change: i32) -> String {
    match change {
        0 => "±0".to_string(),
        c if c > 0 => format!("+{c}"),
        c => format!("\u{2212}{}", c.unsigned_abs()),
    }
}

/// The rating as shown, of `stats`.
fn shown_rating(stats: &Statistics) -> Option<i32> {
    stats.rating().map(|e| rounded(e.rating) as i32)
}

/// Records game `id`'s result in `store`'s statistics unless it is there already, on the
/// store's thread; `told` gets what the player should be told (the statistics set aside, or
/// not saved), if anything, and the change of rating a rated game made (`None` for any other
/// game, or one counted already).
pub(crate) fn record(
    store: &Store,
    id: u64,
    finished: Finished,
    told: impl FnOnce(Option<Message>, Option<RatingChange>) + Send + 'static,
) {
    let rated = matches!(finished, Finished::AgainstComputer { rated: true, .. });
    store.queue(
        move |disk| {
            let (mut stats, notice) = read_statistics(disk);
            let before = shown_rating(&stats);
            let (failed, change) = if stats.record(id, finished) {
                let change = shown_rating(&stats)
                    .filter(|_| rated)
                    .map(|after| RatingChange { before, after });
                (write_statistics(disk, &stats), change)
            } else {
                (None, None)
            };
            (failed.or(notice), change)
        },
        |(notice, change)| {
            if notice.is_some() || change.is_some() {
                told(notice, change);
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

/// A table cell of results: won–lost–drawn.
fn cell(t: Tally) -> String {
    format!("{}–{}–{}", t.won, t.lost, t.drawn)
}

/// The chart's vertical range is a multiple of this, and at least [`CHART_MIN_SPAN`].
const CHART_STEP: i32 = 100;
/// The least span of the chart's vertical range: a few points' wobble is not drawn as a cliff.
const CHART_MIN_SPAN: i32 = 200;

/// The chart of `history` (the rating after each of the latest rated games, oldest first),
/// the last of `games` rated games in all: the points scaled into 0..=1, the range rounded
/// out to [`CHART_STEP`] and at least [`CHART_MIN_SPAN`] high (centred on the ratings), the
/// lowest, middle and highest ratings up the side, the first and latest game along the
/// bottom. `None` below two points (a line needs two).
pub(crate) fn rating_chart(history: &[i32], games: u32) -> Option<RatingChart> {
    let (&first, &last) = (history.first()?, history.last()?);
    if history.len() < 2 {
        return None;
    }
    let (min, max) = history
        .iter()
        .fold((i32::MAX, i32::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
    let mut lo = min.div_euclid(CHART_STEP) * CHART_STEP;
    let mut hi = (max + CHART_STEP - 1).div_euclid(CHART_STEP) * CHART_STEP;
    if hi - lo < CHART_MIN_SPAN {
        // Centred on the ratings; rounding down may leave the highest out by less than a step.
        lo = ((min + max) / 2 - CHART_MIN_SPAN / 2).div_euclid(CHART_STEP) * CHART_STEP;
        hi = lo + CHART_MIN_SPAN;
        if hi < max {
            hi += CHART_STEP;
        }
    }
    let span = f64::from(hi - lo);
    let last_x = (history.len() - 1) as f64;
    let points = history
        .iter()
        .enumerate()
        .map(|(i, &r)| ChartPoint {
            x: i as f64 / last_x,
            y: f64::from(r - lo) / span,
        })
        .collect();
    let y_labels = [lo, (lo + hi) / 2, hi]
        .into_iter()
        .map(|r| ChartLabel {
            at: f64::from(r - lo) / span,
            text: r.to_string(),
        })
        .collect();
    // The history holds the latest games: the first point is game `games - len + 1`.
    let kept = history.len() as u32;
    let first_game = games.saturating_sub(kept) + 1;
    let game = |n: u32| say(&Message::new("statistics-chart-game").count("number", n));
    Some(RatingChart {
        heading: say(&Message::new("statistics-heading-chart")),
        points,
        y_labels,
        x_labels: vec![
            ChartLabel {
                at: 0.0,
                text: game(first_game),
            },
            ChartLabel {
                at: 1.0,
                text: game(first_game + kept - 1),
            },
        ],
        description: say(&Message::new("statistics-chart-description")
            .text("first", first.to_string())
            .text("last", last.to_string())
            .count("games", kept)),
    })
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
                name: say(&level.title()),
                rating_text: rounded(level_rating(level)).to_string(),
                white_cell: cell(white),
                black_cell: cell(black),
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
    let suggested = stats.suggestion().map(|s| {
        let level = match s {
            Suggestion::TryHarder { to, .. } | Suggestion::TryEasier { to, .. } => to,
        };
        SuggestedLevel {
            level,
            title: say(&Message::new("statistics-play-level").message("level", level.title())),
        }
    });
    let history: Vec<i32> = stats.rating_history().collect();
    StatisticsState {
        rating_heading: say(&Message::new("statistics-heading-rating")),
        rating_text: say(&stats.rating_message()),
        rating_figure: rating.map(|r| {
            let id = if r.precise {
                "statistics-rating-figure"
            } else {
                "statistics-rating-figure-about"
            };
            say(&Message::new(id).text("rating", r.rating.to_string()))
        }),
        rating_range: rating.map(|r| {
            say(&Message::new("statistics-rating-range")
                .text("low", r.low.to_string())
                .text("high", r.high.to_string()))
        }),
        chart: rating_chart(&history, rating.map_or(0, |r| r.games)),
        rating,
        suggestion_text: stats.suggestion_message().as_ref().map(say),
        suggested,
        table_headings: [
            "statistics-table-level",
            "statistics-table-rating",
            "statistics-table-white",
            "statistics-table-black",
        ]
        .iter()
        .map(|id| say(&Message::new(id)))
        .collect(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_scales_the_ratings_into_a_square_with_round_ends() {
        let _english = crate::runtime::language::hold_english();
        assert_eq!(rating_chart(&[], 0), None);
        assert_eq!(rating_chart(&[1200], 1), None, "a line needs two points");

        // A narrow range is widened to 200, centred: 1150..1180 is drawn in 1000..1200 or
        // 1100..1300, never as a cliff.
        let c = rating_chart(&[1150, 1180, 1170], 3).expect("a chart");
        let ys: Vec<f64> = c.points.iter().map(|p| p.y).collect();
        let xs: Vec<f64> = c.points.iter().map(|p| p.x).collect();
        assert_eq!(xs, [0.0, 0.5, 1.0]);
        let lo: i32 = c.y_labels[0].text.parse().expect("a number");
        let hi: i32 = c.y_labels[2].text.parse().expect("a number");
        assert_eq!((lo % 100, hi - lo), (0, 200));
        assert!(lo <= 1150 && hi >= 1180);
        for (y, r) in ys.iter().zip([1150, 1180, 1170]) {
            assert!((y - f64::from(r - lo) / 200.0).abs() < 1e-9);
        }
        assert_eq!(
            c.y_labels.iter().map(|l| l.at).collect::<Vec<_>>(),
            [0.0, 0.5, 1.0]
        );

        // A wide range is rounded out to hundreds; the games are numbered from the first kept.
        let c = rating_chart(&[900, 1420, 1310], 40).expect("a chart");
        assert_eq!(c.y_labels[0].text, "900");
        assert_eq!(c.y_labels[2].text, "1500");
        assert_eq!(c.points[1].y, 520.0 / 600.0);
        assert!(c.points.iter().all(|p| (0.0..=1.0).contains(&p.y)));
        assert_eq!(c.x_labels[0].text, "Game 38");
        assert_eq!(c.x_labels[1].text, "Game 40");
        assert_eq!(c.description, "Rating from 900 to 1310 over 3 games");
    }

    #[test]
    fn a_rating_change_is_written_with_its_sign() {
        let _english = crate::runtime::language::hold_english();
        let change = |before, after| say(&RatingChange { before, after }.message());
        assert_eq!(change(Some(1760), 1790), "Rating 1760 → 1790, +30");
        assert_eq!(change(Some(1500), 1480), "Rating 1500 → 1480, \u{2212}20");
        assert_eq!(change(Some(1500), 1500), "Rating 1500 → 1500, ±0");
        assert_eq!(change(None, 1150), "Your first rating: 1150");
    }
}
