//! A player's record of finished games: results against each level and colour, games between
//! two people on one device kept apart, the winning streak against the computer, the rating
//! those results give ([`crate::rating`]) and the level they call for. The front ends keep it
//! in their store as [`Statistics::to_text`] and record each finished game once with
//! [`Statistics::record`].
//!
//! A game is recorded once: each game carries an identifier chosen when it began, and the
//! record remembers the identifiers of the last [`RECORDED_KEPT`] games it counted, so a game
//! ended again after an undo, or seen again after a relaunch, is not counted twice. Only the
//! first ending of a game counts: taking back a lost game's last moves and winning it does not
//! turn the loss into a win.
//!
//! ```
//! use alquerque_core::engine::Level;
//! use alquerque_core::statistics::{Finished, Outcome, Statistics};
//! use alquerque_core::Color;
//!
//! let mut stats = Statistics::default();
//! let won = Finished::AgainstComputer { level: Level::Easy, person: Color::White, outcome: Outcome::Won, rated: true };
//! assert!(stats.record(7, won));
//! assert!(!stats.record(7, won), "game 7 is counted already");
//! assert_eq!(stats.tally(Level::Easy, Color::White).won, 1);
//! assert_eq!(stats.current_streak(), 1);
//! let back = Statistics::from_text(&stats.to_text()).unwrap();
//! assert_eq!(back, stats);
//! ```

use std::collections::VecDeque;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use alquerque_text::Message;

use crate::engine::Level;
use crate::puzzle::SolvedByLength;
use crate::rating::{self, RatedResult, RatingEstimate, Suggestion};
use crate::Color;

/// How many recorded games' identifiers are remembered: far more than a session could bring
/// back by undo or a relaunch, and a bound on the document.
pub const RECORDED_KEPT: usize = 64;

/// How many of the latest games against the computer are kept for the suggestion: enough for
/// [`rating::SUGGESTION_WINDOW`] games at the latest level even when the player changed level
/// a few times.
pub const RECENT_KEPT: usize = rating::SUGGESTION_WINDOW * 6;

/// How many ratings the history keeps (one after each rated game, the oldest dropped first):
/// enough for a chart of a long stretch of play, and a bound on the document.
pub const HISTORY_KEPT: usize = 100;

/// How a game ended for the person (against the computer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The person won.
    Won,
    /// The computer won.
    Lost,
    /// A draw.
    Drawn,
}

impl Outcome {
    const ALL: [Outcome; 3] = [Outcome::Won, Outcome::Lost, Outcome::Drawn];

    fn name(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Lost => "lost",
            Outcome::Drawn => "drawn",
        }
    }

    /// The score: 1 a win, ½ a draw, 0 a loss.
    pub fn score(self) -> f64 {
        match self {
            Outcome::Won => 1.0,
            Outcome::Lost => 0.0,
            Outcome::Drawn => 0.5,
        }
    }
}

/// A finished game worth recording.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finished {
    /// A person against the computer at `level`, playing `person`.
    AgainstComputer {
        /// The computer's level.
        level: Level,
        /// The person's colour.
        person: Color,
        /// How it ended for the person.
        outcome: Outcome,
        /// Played without help: no hint taken and perfect play's verdict never shown. Only
        /// such games make the rating, the streak and the suggestion; the others are kept
        /// apart as unrated ([`Statistics::unrated`]).
        rated: bool,
    },
    /// Two people on one device: kept apart, and no part of the rating or the streak.
    TwoPeople {
        /// The winner, `None` for a draw.
        winner: Option<Color>,
    },
}

impl Finished {
    /// What a game between `white` and `black` (each a level the computer played at, or
    /// `None` for a person) that `winner` won (`None`: a draw) records: against the computer
    /// when one side is a person, between two people when both are; nothing between two
    /// computers.
    ///
    /// ```
    /// use alquerque_core::engine::Level;
    /// use alquerque_core::statistics::{Finished, Outcome};
    /// use alquerque_core::Color;
    ///
    /// assert_eq!(
    ///     Finished::between(Some(Level::Hard), None, Some(Color::White)),
    ///     Some(Finished::AgainstComputer { level: Level::Hard, person: Color::Black, outcome: Outcome::Lost, rated: true })
    /// );
    /// assert_eq!(Finished::between(None, None, None), Some(Finished::TwoPeople { winner: None }));
    /// assert_eq!(Finished::between(Some(Level::Easy), Some(Level::Hard), None), None);
    /// ```
    pub fn between(
        white: Option<Level>,
        black: Option<Level>,
        winner: Option<Color>,
    ) -> Option<Finished> {
        let against = |person: Color, level: Level| Finished::AgainstComputer {
            level,
            person,
            rated: true,
            outcome: match winner {
                None => Outcome::Drawn,
                Some(w) if w == person => Outcome::Won,
                Some(_) => Outcome::Lost,
            },
        };
        match (white, black) {
            (None, None) => Some(Finished::TwoPeople { winner }),
            (None, Some(level)) => Some(against(Color::White, level)),
            (Some(level), None) => Some(against(Color::Black, level)),
            (Some(_), Some(_)) => None,
        }
    }

    /// The same game, played with help (a hint, or perfect play's verdict shown): kept as
    /// unrated. A game between two people is never rated anyway.
    ///
    /// ```
    /// use alquerque_core::engine::Level;
    /// use alquerque_core::statistics::{Finished, Statistics};
    /// use alquerque_core::Color;
    ///
    /// let helped = Finished::between(Some(Level::Easy), None, Some(Color::Black)).unwrap().unrated();
    /// let mut stats = Statistics::default();
    /// stats.record(1, helped);
    /// assert_eq!(stats.unrated().won, 1);
    /// assert_eq!(stats.rating(), None, "no rated game yet");
    /// ```
    pub fn unrated(self) -> Finished {
        match self {
            Finished::AgainstComputer {
                level,
                person,
                outcome,
                ..
            } => Finished::AgainstComputer {
                level,
                person,
                outcome,
                rated: false,
            },
            two @ Finished::TwoPeople { .. } => two,
        }
    }

    /// The game left unfinished by the person playing `person` against the computer at
    /// `level`: it counts as lost (leaving must not be a way out of a lost game).
    pub fn abandoned(level: Level, person: Color) -> Finished {
        Finished::AgainstComputer {
            level,
            person,
            outcome: Outcome::Lost,
            rated: true,
        }
    }
}

/// Won, lost and drawn games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn.
    pub drawn: u32,
}

impl Tally {
    /// Every game counted.
    pub fn games(&self) -> u32 {
        self.won
            .saturating_add(self.lost)
            .saturating_add(self.drawn)
    }

    fn add(&mut self, outcome: Outcome) {
        let n = match outcome {
            Outcome::Won => &mut self.won,
            Outcome::Lost => &mut self.lost,
            Outcome::Drawn => &mut self.drawn,
        };
        *n = n.saturating_add(1);
    }

    fn plus(self, other: Tally) -> Tally {
        Tally {
            won: self.won.saturating_add(other.won),
            lost: self.lost.saturating_add(other.lost),
            drawn: self.drawn.saturating_add(other.drawn),
        }
    }
}

/// Games between two people on one device: White's wins, Black's, and draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TwoPeopleTally {
    /// Games White won.
    pub white_won: u32,
    /// Games Black won.
    pub black_won: u32,
    /// Games drawn.
    pub drawn: u32,
}

/// The record of finished games. See the [module](self).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    /// By level (in [`Level::ALL`] order), then colour (White, Black).
    computer: [[Tally; 2]; 6],
    two_people: TwoPeopleTally,
    /// Games against the computer played with help: no part of the rating, the streak or
    /// the suggestion.
    unrated: Tally,
    current_streak: u32,
    best_streak: u32,
    /// The latest games against the computer, oldest first.
    recent: VecDeque<(Level, Outcome)>,
    /// The identifiers of the latest games counted, oldest first.
    recorded: VecDeque<u64>,
    /// The rating (rounded, as shown) after each of the latest rated games, oldest first.
    history: VecDeque<i32>,
}

/// A statistics text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatisticsError {
    /// The line number, from 1.
    pub line: usize,
    /// The offending text (clipped).
    pub text: String,
}

impl fmt::Display for StatisticsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: '{}' is not part of a record of games",
            self.line,
            crate::quote::quote(&self.text, 40)
        )
    }
}

impl std::error::Error for StatisticsError {}

impl StatisticsError {
    /// Why, for a player: a phrase to put in a sentence ("line 3: 'x' is not part of a record
    /// of games"), in the player's language; the English is its `Display`.
    pub fn message(&self) -> Message {
        Message::new("statistics-bad-line")
            .count("line", i64::try_from(self.line).unwrap_or(i64::MAX))
            .text("text", crate::quote::quote(&self.text, 40))
    }
}

fn colour_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn colour_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Statistics {
    /// Records game `id`'s result, unless a game of that identifier was recorded already.
    /// Returns whether it was recorded.
    pub fn record(&mut self, id: u64, finished: Finished) -> bool {
        if self.recorded.contains(&id) {
            return false;
        }
        push_bounded(&mut self.recorded, id, RECORDED_KEPT);
        match finished {
            Finished::AgainstComputer {
                outcome,
                rated: false,
                ..
            } => self.unrated.add(outcome),
            Finished::AgainstComputer {
                level,
                person,
                outcome,
                rated: true,
            } => {
                self.computer[level as usize][colour_index(person)].add(outcome);
                if outcome == Outcome::Won {
                    self.current_streak = self.current_streak.saturating_add(1);
                    self.best_streak = self.best_streak.max(self.current_streak);
                } else {
                    self.current_streak = 0;
                }
                push_bounded(&mut self.recent, (level, outcome), RECENT_KEPT);
                if let Some(e) = self.rating() {
                    push_bounded(&mut self.history, shown(e.rating), HISTORY_KEPT);
                }
            }
            Finished::TwoPeople { winner } => {
                let n = match winner {
                    Some(Color::White) => &mut self.two_people.white_won,
                    Some(Color::Black) => &mut self.two_people.black_won,
                    None => &mut self.two_people.drawn,
                };
                *n = n.saturating_add(1);
            }
        }
        true
    }

    /// The games against the computer played with help (a hint, or perfect play's verdict
    /// shown), all levels together.
    pub fn unrated(&self) -> Tally {
        self.unrated
    }

    /// The unrated games in words, or `None` before the first.
    pub fn unrated_message(&self) -> Option<Message> {
        let t = self.unrated;
        (t.games() > 0).then(|| {
            Message::new("statistics-unrated")
                .count("won", t.won)
                .count("lost", t.lost)
                .count("drawn", t.drawn)
        })
    }

    /// The rating as shown (rounded to tens) after each of the latest [`HISTORY_KEPT`] rated
    /// games, oldest first. A text written before the history was kept starts it empty.
    pub fn rating_history(&self) -> impl ExactSizeIterator<Item = i32> + '_ {
        self.history.iter().copied()
    }

    /// Whether game `id` has been recorded (among the last [`RECORDED_KEPT`]).
    pub fn has_recorded(&self, id: u64) -> bool {
        self.recorded.contains(&id)
    }

    /// Forgets every result, streak and the suggestion's games; remembers which games were
    /// counted, so that a game counted before the reset is not counted again after it.
    pub fn reset(&mut self) {
        *self = Statistics {
            recorded: std::mem::take(&mut self.recorded),
            ..Statistics::default()
        };
    }

    /// The person's results against `level` playing `colour`.
    pub fn tally(&self, level: Level, colour: Color) -> Tally {
        self.computer[level as usize][colour_index(colour)]
    }

    /// The person's results against `level`, both colours.
    pub fn level_tally(&self, level: Level) -> Tally {
        let [white, black] = self.computer[level as usize];
        white.plus(black)
    }

    /// The games between two people.
    pub fn two_people(&self) -> TwoPeopleTally {
        self.two_people
    }

    /// Games won in a row against the computer, up to the latest (a loss or a draw ends it).
    pub fn current_streak(&self) -> u32 {
        self.current_streak
    }

    /// The longest run of wins in a row against the computer.
    pub fn best_streak(&self) -> u32 {
        self.best_streak
    }

    /// Whether there is anything to show or reset: a game against the computer or between
    /// two people.
    pub fn is_empty(&self) -> bool {
        let t = self.two_people;
        Level::ALL.iter().all(|&l| self.level_tally(l).games() == 0)
            && t.white_won == 0
            && t.black_won == 0
            && t.drawn == 0
            && self.unrated.games() == 0
    }

    /// The rating the games against the computer give, each level rated as the ladder
    /// measured it ([`rating::level_rating`]); `None` before the first such game.
    pub fn rating(&self) -> Option<RatingEstimate> {
        let mut results = Vec::new();
        for &level in &Level::ALL {
            let opponent = rating::level_rating(level);
            let t = self.level_tally(level);
            for outcome in Outcome::ALL {
                let n = match outcome {
                    Outcome::Won => t.won,
                    Outcome::Lost => t.lost,
                    Outcome::Drawn => t.drawn,
                };
                // A bound on the work: beyond a few thousand games a level, more change
                // nothing the player can see, and the proportions are kept.
                let n = n.min(MAX_RATED_PER_OUTCOME);
                results.extend((0..n).map(|_| RatedResult::new(opponent, outcome.score())));
            }
        }
        rating::estimate(&results)
    }

    /// The change of level the latest games against the computer call for.
    pub fn suggestion(&self) -> Option<Suggestion> {
        let games: Vec<(Level, f64)> = self
            .recent
            .iter()
            .map(|&(level, outcome)| (level, outcome.score()))
            .collect();
        rating::suggest(&games)
    }

    /// The rating in words: a number when the interval is narrow, else the range and the
    /// advice to play more games; before any game, how to get one.
    pub fn rating_message(&self) -> Message {
        match self.rating() {
            None => Message::new("statistics-rating-none"),
            Some(e) => {
                let id = if e.is_precise() {
                    "statistics-rating-precise"
                } else {
                    "statistics-rating-wide"
                };
                // Ratings are written as players know them, without grouping: 1150.
                Message::new(id)
                    .text("rating", rating::rounded(e.rating).to_string())
                    .text("low", rating::rounded(e.low).to_string())
                    .text("high", rating::rounded(e.high).to_string())
            }
        }
    }

    /// The suggestion in words, if the games call for one.
    pub fn suggestion_message(&self) -> Option<Message> {
        let (id, from, to) = match self.suggestion()? {
            Suggestion::TryHarder { from, to } => ("statistics-suggest-harder", from, to),
            Suggestion::TryEasier { from, to } => ("statistics-suggest-easier", from, to),
        };
        Some(
            Message::new(id)
                .message("from", from.title())
                .message("to", to.title()),
        )
    }

    /// A level's heading: its title and rating on the ladder, `Medium (rated 1500)`.
    pub fn level_heading(level: Level) -> Message {
        Message::new("statistics-level")
            .message("level", level.title())
            .text(
                "rating",
                rating::rounded(rating::level_rating(level)).to_string(),
            )
    }

    /// The results against `level` playing `colour` in words: `As White: won 3, lost 1,
    /// drawn 0`.
    pub fn tally_message(&self, level: Level, colour: Color) -> Message {
        let t = self.tally(level, colour);
        Message::new("statistics-as-side")
            .choice("side", colour_name(colour))
            .count("won", t.won)
            .count("lost", t.lost)
            .count("drawn", t.drawn)
    }

    /// The winning streak, now and at best, in words.
    pub fn streak_message(&self) -> Message {
        Message::new("statistics-streak")
            .count("current", self.current_streak)
            .count("best", self.best_streak)
    }

    /// The games between two people in words, or that there were none.
    pub fn two_people_message(&self) -> Message {
        let t = self.two_people;
        if t == TwoPeopleTally::default() {
            Message::new("statistics-no-two-people-games")
        } else {
            Message::new("statistics-two-people")
                .count("white", t.white_won)
                .count("black", t.black_won)
                .count("drawn", t.drawn)
        }
    }

    /// The puzzles of one length in words: `Win in 2 moves: 14 of 80`.
    pub fn puzzles_message(length: &SolvedByLength) -> Message {
        Message::new("statistics-puzzles-length")
            .count("moves", length.moves)
            .count("solved", length.solved as i64)
            .count("total", length.total as i64)
    }

    /// The text form (what the store keeps).
    pub fn to_text(&self) -> String {
        let mut out = String::from("# Alquerque statistics\n");
        for &level in &Level::ALL {
            for colour in [Color::White, Color::Black] {
                let t = self.tally(level, colour);
                if t.games() > 0 {
                    out.push_str(&format!(
                        "computer {} {} {} {} {}\n",
                        level.name(),
                        colour_name(colour),
                        t.won,
                        t.lost,
                        t.drawn
                    ));
                }
            }
        }
        let t = self.two_people;
        out.push_str(&format!(
            "two-people {} {} {}\n",
            t.white_won, t.black_won, t.drawn
        ));
        let u = self.unrated;
        if u.games() > 0 {
            out.push_str(&format!("unrated {} {} {}\n", u.won, u.lost, u.drawn));
        }
        out.push_str(&format!(
            "streak {} {}\n",
            self.current_streak, self.best_streak
        ));
        out.push_str("recent");
        for (level, outcome) in &self.recent {
            out.push_str(&format!(" {}:{}", level.name(), outcome.name()));
        }
        if !self.history.is_empty() {
            out.push_str("\nhistory");
            for r in &self.history {
                out.push_str(&format!(" {r}"));
            }
        }
        out.push_str("\nrecorded");
        for id in &self.recorded {
            out.push_str(&format!(" {id:016x}"));
        }
        out.push('\n');
        out
    }

    /// Reads the text form; an error names the first line that does not read. Blank lines
    /// and lines starting with `#` are ignored.
    pub fn from_text(text: &str) -> Result<Statistics, StatisticsError> {
        let mut stats = Statistics::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || StatisticsError {
                line: i + 1,
                text: line.chars().take(40).collect(),
            };
            let words: Vec<&str> = line.split_whitespace().collect();
            let number = |w: &str| w.parse::<u32>().map_err(|_| bad());
            match words.as_slice() {
                ["computer", level, colour, won, lost, drawn] => {
                    let level: Level = level.parse().map_err(|_| bad())?;
                    let colour = match *colour {
                        "white" => Color::White,
                        "black" => Color::Black,
                        _ => return Err(bad()),
                    };
                    stats.computer[level as usize][colour_index(colour)] = Tally {
                        won: number(won)?,
                        lost: number(lost)?,
                        drawn: number(drawn)?,
                    };
                }
                ["two-people", white, black, drawn] => {
                    stats.two_people = TwoPeopleTally {
                        white_won: number(white)?,
                        black_won: number(black)?,
                        drawn: number(drawn)?,
                    };
                }
                ["unrated", won, lost, drawn] => {
                    stats.unrated = Tally {
                        won: number(won)?,
                        lost: number(lost)?,
                        drawn: number(drawn)?,
                    };
                }
                ["streak", current, best] => {
                    stats.current_streak = number(current)?;
                    stats.best_streak = number(best)?.max(stats.current_streak);
                }
                ["recent", games @ ..] => {
                    for game in games {
                        let (level, outcome) = game.split_once(':').ok_or_else(bad)?;
                        let level: Level = level.parse().map_err(|_| bad())?;
                        let outcome = Outcome::ALL
                            .into_iter()
                            .find(|o| o.name() == outcome)
                            .ok_or_else(bad)?;
                        push_bounded(&mut stats.recent, (level, outcome), RECENT_KEPT);
                    }
                }
                ["history", ratings @ ..] => {
                    for r in ratings {
                        let r = r
                            .parse::<i32>()
                            .ok()
                            .filter(|r| (0..=MAX_SHOWN_RATING).contains(r))
                            .ok_or_else(bad)?;
                        push_bounded(&mut stats.history, r, HISTORY_KEPT);
                    }
                }
                ["recorded", ids @ ..] => {
                    for id in ids {
                        let id = u64::from_str_radix(id, 16).map_err(|_| bad())?;
                        push_bounded(&mut stats.recorded, id, RECORDED_KEPT);
                    }
                }
                _ => return Err(bad()),
            }
        }
        Ok(stats)
    }
}

/// The highest rating a history line may hold: far above any level's, a bound on what a
/// damaged text can make the chart draw.
const MAX_SHOWN_RATING: i32 = 10_000;

/// A rating as the screens show it: rounded to tens, within what a history may hold.
fn shown(rating: f64) -> i32 {
    rating::rounded(rating).clamp(0, i64::from(MAX_SHOWN_RATING)) as i32
}

/// The results of one outcome at one level the rating uses at most.
const MAX_RATED_PER_OUTCOME: u32 = 5_000;

fn push_bounded<T>(list: &mut VecDeque<T>, item: T, keep: usize) {
    list.push_back(item);
    while list.len() > keep {
        list.pop_front();
    }
}

/// A new game's identifier: different for every game begun, from the clock, the process and
/// a count. The statistics count a game by it ([`Statistics::record`]); a game link names the
/// game by it ([`crate::GameLink::id`]). The one place either front end draws one.
pub fn new_game_id() -> u64 {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    crate::mix::fnv1a64(format!("{nanos}-{}-{n}", std::process::id()).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alquerque_text::Language;

    fn computer(level: Level, person: Color, outcome: Outcome) -> Finished {
        Finished::AgainstComputer {
            level,
            person,
            outcome,
            rated: true,
        }
    }

    #[test]
    fn results_are_kept_by_level_and_colour_and_two_people_apart() {
        let mut s = Statistics::default();
        assert!(s.is_empty());
        s.record(1, computer(Level::Medium, Color::White, Outcome::Won));
        s.record(2, computer(Level::Medium, Color::Black, Outcome::Lost));
        s.record(3, computer(Level::Medium, Color::Black, Outcome::Drawn));
        s.record(4, computer(Level::Hard, Color::White, Outcome::Lost));
        s.record(
            5,
            Finished::TwoPeople {
                winner: Some(Color::Black),
            },
        );
        s.record(6, Finished::TwoPeople { winner: None });
        let t = |won, lost, drawn| Tally { won, lost, drawn };
        assert_eq!(s.tally(Level::Medium, Color::White), t(1, 0, 0));
        assert_eq!(s.tally(Level::Medium, Color::Black), t(0, 1, 1));
        assert_eq!(s.level_tally(Level::Medium), t(1, 1, 1));
        assert_eq!(s.level_tally(Level::Hard), t(0, 1, 0));
        assert_eq!(s.level_tally(Level::Easy), t(0, 0, 0));
        assert_eq!(
            s.two_people(),
            TwoPeopleTally {
                white_won: 0,
                black_won: 1,
                drawn: 1
            }
        );
        // Two people's games are no part of the rating: four games against the computer.
        assert_eq!(s.rating().map(|e| e.games), Some(4));
        assert!(!s.is_empty());
    }

    #[test]
    fn games_played_with_help_are_kept_apart_from_the_rating_and_the_streak() {
        let mut s = Statistics::default();
        s.record(1, computer(Level::Easy, Color::White, Outcome::Won));
        let before = s.clone();
        for (id, outcome) in [(2, Outcome::Won), (3, Outcome::Lost), (4, Outcome::Drawn)] {
            assert!(s.record(id, computer(Level::Hard, Color::Black, outcome).unrated()));
        }
        assert_eq!(
            s.unrated(),
            Tally {
                won: 1,
                lost: 1,
                drawn: 1
            }
        );
        // Nothing rated moved: the tallies, the rating, the streak, the suggestion's games.
        assert_eq!(s.level_tally(Level::Hard).games(), 0);
        assert_eq!(s.rating(), before.rating());
        assert_eq!(s.current_streak(), 1);
        assert_eq!(s.recent, before.recent);
        let back = Statistics::from_text(&s.to_text()).expect("reads back");
        assert_eq!(back, s);
        assert!(
            s.unrated_message().is_some() && before.unrated_message().is_none(),
            "said once there is one"
        );
        // Unrated games alone are still a record.
        let mut only = Statistics::default();
        only.record(
            5,
            computer(Level::Easy, Color::White, Outcome::Lost).unrated(),
        );
        assert!(!only.is_empty());
        // A game between two people stays what it was.
        let two = Finished::TwoPeople { winner: None };
        assert_eq!(two.unrated(), two);
    }

    #[test]
    fn a_game_left_unfinished_is_a_rated_loss() {
        let mut s = Statistics::default();
        s.record(1, computer(Level::Medium, Color::White, Outcome::Won));
        s.record(2, Finished::abandoned(Level::Medium, Color::Black));
        assert_eq!(s.tally(Level::Medium, Color::Black).lost, 1);
        assert_eq!(s.current_streak(), 0, "leaving ends the streak");
        // Left after a hint: still a loss, kept with the unrated games.
        s.record(
            3,
            Finished::abandoned(Level::Medium, Color::White).unrated(),
        );
        assert_eq!(s.unrated().lost, 1);
    }

    #[test]
    fn a_game_is_counted_once_and_its_first_ending_stands() {
        let mut s = Statistics::default();
        assert!(s.record(9, computer(Level::Easy, Color::White, Outcome::Lost)));
        // Undone and won after all: still the loss.
        assert!(!s.record(9, computer(Level::Easy, Color::White, Outcome::Won)));
        assert_eq!(s.level_tally(Level::Easy).games(), 1);
        assert_eq!(s.level_tally(Level::Easy).lost, 1);
        assert!(s.has_recorded(9));
        // A reset forgets the results, not which games were counted.
        s.reset();
        assert!(s.is_empty());
        assert!(!s.record(9, computer(Level::Easy, Color::White, Outcome::Won)));
        assert!(s.is_empty());
        // Only the latest identifiers are kept: the list stays bounded.
        for id in 100..100 + RECORDED_KEPT as u64 {
            s.record(id, Finished::TwoPeople { winner: None });
        }
        assert!(!s.has_recorded(9) && s.has_recorded(100));
        assert_eq!(s.recorded.len(), RECORDED_KEPT);
    }

    #[test]
    fn streaks_count_wins_in_a_row_against_the_computer() {
        use Outcome::*;
        let mut s = Statistics::default();
        let mut id = 0;
        let mut play = |s: &mut Statistics, outcome| {
            id += 1;
            s.record(id, computer(Level::Easy, Color::White, outcome));
        };
        for o in [Won, Won, Won, Lost, Won, Drawn, Won, Won] {
            play(&mut s, o);
        }
        assert_eq!((s.current_streak(), s.best_streak()), (2, 3));
        // Two people's games leave the streak alone.
        s.record(
            1000,
            Finished::TwoPeople {
                winner: Some(Color::White),
            },
        );
        assert_eq!(s.current_streak(), 2);
        for _ in 0..2 {
            play(&mut s, Won);
        }
        assert_eq!((s.current_streak(), s.best_streak()), (4, 4));
        play(&mut s, Lost);
        assert_eq!((s.current_streak(), s.best_streak()), (0, 4));
    }

    #[test]
    fn the_rating_after_each_rated_game_is_kept_bounded_and_read_back() {
        let mut s = Statistics::default();
        s.record(1, computer(Level::Medium, Color::White, Outcome::Won));
        s.record(2, computer(Level::Medium, Color::Black, Outcome::Won));
        // Help, two people and a game counted already add no rating.
        s.record(
            3,
            computer(Level::Medium, Color::White, Outcome::Lost).unrated(),
        );
        s.record(4, Finished::TwoPeople { winner: None });
        s.record(2, computer(Level::Medium, Color::White, Outcome::Lost));
        let history: Vec<i32> = s.rating_history().collect();
        assert_eq!(history.len(), 2);
        let shown_now = rating::rounded(s.rating().expect("rated").rating) as i32;
        assert_eq!(history[1], shown_now, "the last is the rating now");
        assert!(history[1] > history[0], "two wins: the second raises it");
        assert!(s
            .to_text()
            .contains(&format!("history {} {}\n", history[0], history[1])));
        assert_eq!(Statistics::from_text(&s.to_text()), Ok(s.clone()));

        // A text from before the history was kept reads, with an empty history.
        let old = "# Alquerque statistics\ncomputer medium white 1 0 0\ntwo-people 0 0 0\n\
                   streak 1 1\nrecent medium:won\nrecorded 0000000000000001\n";
        let read = Statistics::from_text(old).expect("an old text reads");
        assert_eq!(read.rating_history().len(), 0);
        assert_eq!(read.tally(Level::Medium, Color::White).won, 1);

        // Bounded however many games, and however long a line.
        for id in 10..10 + HISTORY_KEPT as u64 * 2 {
            s.record(id, computer(Level::Easy, Color::White, Outcome::Lost));
        }
        assert_eq!(s.rating_history().len(), HISTORY_KEPT);
        let long = format!("history{}\n", " 1200".repeat(HISTORY_KEPT * 3));
        let read = Statistics::from_text(&long).expect("readable");
        assert_eq!(read.rating_history().len(), HISTORY_KEPT);

        // A reset forgets it with the rest.
        s.reset();
        assert_eq!(s.rating_history().len(), 0);
    }

    #[test]
    fn the_text_form_reads_back_and_damage_is_refused() {
        let mut s = Statistics::default();
        s.record(0xabc, computer(Level::Perfect, Color::Black, Outcome::Won));
        s.record(0xdef, Finished::TwoPeople { winner: None });
        let text = s.to_text();
        assert_eq!(Statistics::from_text(&text), Ok(s.clone()));
        assert_eq!(Statistics::from_text(""), Ok(Statistics::default()));
        for damaged in [
            "computer grandmaster white 1 0 0",
            "computer hard green 1 0 0",
            "computer hard white 1 0",
            "computer hard white -1 0 0",
            "two-people 1 2",
            "streak x 2",
            "recent hard:won medium",
            "recent hard:maybe",
            "recorded zz",
            "history 1500 x",
            "history -10",
            "history 99999",
            "solved 1 2 3",
            "\u{0}",
        ] {
            let err = Statistics::from_text(&format!("{text}{damaged}\n")).expect_err("damaged");
            assert_eq!(err.line, text.lines().count() + 1, "{damaged}");
            assert!(err.to_string().contains("not part of a record"));
        }
        // The suggestion's games stay bounded however many a file lists.
        let long = format!("recent{}\n", " easy:won".repeat(RECENT_KEPT * 3));
        assert_eq!(
            Statistics::from_text(&long).expect("readable").recent.len(),
            RECENT_KEPT
        );
    }

    #[test]
    fn the_rating_in_words_says_how_sure_it_is() {
        let mut s = Statistics::default();
        let en = |m: Message| m.render(Language::English);
        assert!(en(s.rating_message()).contains("play a game"));
        // Three wins and three losses against Medium: Medium's rating, and a wide range.
        for id in 0..6 {
            let outcome = if id % 2 == 0 {
                Outcome::Won
            } else {
                Outcome::Lost
            };
            s.record(id, computer(Level::Medium, Color::White, outcome));
        }
        let e = s.rating().expect("games");
        assert!((e.rating - rating::level_rating(Level::Medium)).abs() < 1e-6);
        let words = en(s.rating_message());
        let medium = rating::rounded(rating::level_rating(Level::Medium));
        assert!(words.contains(&format!("{medium}")), "{words}");
        assert!(words.contains("play more games"), "{words}");
        // Hundreds of games: a figure with a narrow range.
        for id in 6..806 {
            let outcome = if id % 2 == 0 {
                Outcome::Won
            } else {
                Outcome::Lost
            };
            s.record(id, computer(Level::Medium, Color::White, outcome));
        }
        assert!(s.rating().expect("games").is_precise());
        assert!(!en(s.rating_message()).contains("play more games"));
    }

    #[test]
    fn most_recent_wins_at_a_level_suggest_the_next_one_in_words() {
        let mut s = Statistics::default();
        assert_eq!(s.suggestion_message(), None);
        for id in 0..rating::SUGGESTION_MIN_GAMES as u64 {
            s.record(id, computer(Level::Medium, Color::Black, Outcome::Won));
        }
        let words = s
            .suggestion_message()
            .expect("a suggestion")
            .render(Language::English);
        assert_eq!(words, "You win most games against Medium: try Hard.");
        for id in 100..120 {
            s.record(id, computer(Level::Hard, Color::White, Outcome::Lost));
        }
        let words = s
            .suggestion_message()
            .expect("a suggestion")
            .render(Language::English);
        assert_eq!(words, "You lose most games against Hard: try Medium.");
    }
}
