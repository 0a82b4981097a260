//! A player's rating from their results against opponents whose strength is measured (the
//! levels of the ladder), with its uncertainty: a few games give a wide interval, and the
//! front ends say so rather than show a falsely precise number. And the level the results
//! call for ([`suggest`]).
//!
//! The model is Elo's: against an opponent rated `r_o`, a player rated `r` expects the score
//! `1 / (1 + 10^((r_o - r) / 400))`. The estimate is the most likely rating given the results
//! and a weak prior (a normal law of [`PRIOR_SD`] around the opponents' mean rating), which
//! keeps it finite when every game was won or every game lost, and pulls it only a little once
//! there are many games. The interval is the normal approximation around it (the curvature of
//! the log-likelihood), at 95 %.
//!
//! ```
//! use alquerque_core::rating::{estimate, RatedResult};
//!
//! // Three wins and a loss against an opponent rated 1200, two losses against one at 1600.
//! let results = [1.0, 1.0, 1.0, 0.0].map(|score| RatedResult::new(1200.0, score))
//!     .into_iter()
//!     .chain([0.0, 0.0].map(|score| RatedResult::new(1600.0, score)))
//!     .collect::<Vec<_>>();
//! let rating = estimate(&results).unwrap();
//! assert!(rating.rating > 1200.0 && rating.rating < 1600.0);
//! assert!(rating.low < rating.rating && rating.rating < rating.high);
//! assert!(!rating.is_precise(), "six games say little");
//! ```

use crate::engine::Level;

/// The spread of the prior around the opponents' mean rating: wide (a beginner and a strong
/// player are both a few hundred points from the middle), so that results soon outweigh it.
pub const PRIOR_SD: f64 = 350.0;

/// An interval at most this wide (in Elo) is precise enough to show as a number; a wider one
/// is shown as a range, with the advice to play more games.
pub const PRECISE_WIDTH: f64 = 200.0;

/// The recent games at a level that a suggestion to change level rests on.
pub const SUGGESTION_WINDOW: usize = 10;

/// The fewest recent games at a level before a change is suggested.
pub const SUGGESTION_MIN_GAMES: usize = 5;

/// A score over the recent games at a level at or above which a harder level is suggested
/// (and at or below one minus it, an easier one): "most games".
pub const SUGGESTION_SCORE: f64 = 0.7;

/// The rating given to a player who picks among the legal moves at random: the anchor of the
/// scale. Only differences are measured; the anchor puts the levels where a chess player
/// would look for them (Beginner about 900, Master about 2100).
pub const RANDOM_MOVES_RATING: f64 = 400.0;

/// The ladder's measured figures: how many Elo points each level is above the level below it
/// (Beginner: above random moves). The one home of the levels' strength; [`level_rating`]
/// adds the steps up from [`RANDOM_MOVES_RATING`].
///
/// From `alquerque ladder --games 100 --seed 1` (2026-11-26, every player by its work alone;
/// docs/engine.md's "The levels: work, not time, and the ladder they form" has the whole table).
/// The steps between levels are those of the ratings it fitted to its 1,100 games between the
/// levels and the original app's AI (each level against the one below and against that AI):
/// Beginner -635, Easy -417, Medium +113, Hard +291, Master +532, Perfect +618 with that AI at
/// 0. A fit uses every match a level played, so a lopsided one (Medium beat Easy 99 to 1, +798
/// alone, an interval of +496..+1101) weighs no more than it can tell. Random moves were not in
/// the fit: Beginner's step over them is its own match's (95 %).
/// - Beginner over random moves: +512;
/// - Easy over Beginner: +218 (their match alone: +241);
/// - Medium over Easy: +530 (+798);
/// - Hard over Medium: +178 (+241);
/// - Master over Hard: +241 (+288);
/// - Perfect over Master: +86 (+108).
pub const LADDER_STEPS: [(Level, f64); 6] = [
    (Level::Beginner, 512.0),
    (Level::Easy, 218.0),
    (Level::Medium, 530.0),
    (Level::Hard, 178.0),
    (Level::Master, 241.0),
    (Level::Perfect, 86.0),
];

/// The rating of `level` on the ladder: the anchor plus the steps up to it.
///
/// ```
/// use alquerque_core::engine::Level;
/// use alquerque_core::rating::{level_rating, RANDOM_MOVES_RATING};
///
/// assert_eq!(level_rating(Level::Beginner), RANDOM_MOVES_RATING + 512.0);
/// assert!(level_rating(Level::Easy) < level_rating(Level::Medium));
/// ```
pub fn level_rating(level: Level) -> f64 {
    RANDOM_MOVES_RATING
        + LADDER_STEPS
            .iter()
            .take_while(|(l, _)| *l <= level)
            .map(|(_, step)| step)
            .sum::<f64>()
}

/// A rating as players read it: rounded to the nearest ten (the figures are not finer).
pub fn rounded(rating: f64) -> i64 {
    (rating / 10.0).round() as i64 * 10
}

/// The normal quantile of a two-sided 95 % interval.
const Z95: f64 = 1.959_964;

/// Elo's scale: 400 points is a factor of ten in the odds.
const SCALE: f64 = 400.0;

/// One game against an opponent of known rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedResult {
    /// The opponent's rating.
    pub opponent: f64,
    /// The player's score: 1 a win, 0.5 a draw, 0 a loss.
    pub score: f64,
}

impl RatedResult {
    /// A game against an opponent rated `opponent` that scored `score` (clamped to 0..=1).
    pub fn new(opponent: f64, score: f64) -> RatedResult {
        RatedResult {
            opponent,
            score: score.clamp(0.0, 1.0),
        }
    }
}

/// A rating with its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingEstimate {
    /// The most likely rating.
    pub rating: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
    /// The games it rests on.
    pub games: usize,
}

impl RatingEstimate {
    /// Whether the interval is narrow enough ([`PRECISE_WIDTH`]) to show the rating as a
    /// number rather than a range.
    pub fn is_precise(&self) -> bool {
        self.high - self.low <= PRECISE_WIDTH
    }
}

/// The expected score against an opponent `difference` points weaker (negative: stronger).
pub fn expected_score(difference: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-difference / SCALE))
}

/// The rating the `results` point to, with its interval; `None` without a game (or with an
/// opponent's rating that is not a finite number).
pub fn estimate(results: &[RatedResult]) -> Option<RatingEstimate> {
    if results.is_empty()
        || results
            .iter()
            .any(|r| !r.opponent.is_finite() || !r.score.is_finite())
    {
        return None;
    }
    let centre = results.iter().map(|r| r.opponent).sum::<f64>() / results.len() as f64;
    let k = std::f64::consts::LN_10 / SCALE;
    let prior = 1.0 / (PRIOR_SD * PRIOR_SD);
    // The log-posterior is strictly concave: Newton's method from the centre converges in a
    // few steps; the step is bounded so that a far start cannot overshoot.
    let mut rating = centre;
    let mut information = prior;
    for _ in 0..100 {
        let (mut gradient, mut curvature) = (-(rating - centre) * prior, prior);
        for r in results {
            let p = expected_score(rating - r.opponent);
            gradient += k * (r.score - p);
            curvature += k * k * p * (1.0 - p);
        }
        information = curvature;
        let step = (gradient / curvature).clamp(-SCALE, SCALE);
        rating += step;
        if step.abs() < 1e-6 {
            break;
        }
    }
    let half = Z95 / information.sqrt();
    Some(RatingEstimate {
        rating,
        low: rating - half,
        high: rating + half,
        games: results.len(),
    })
}

/// A change of level the results call for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggestion {
    /// The player wins most games at `from`: `to` is the next level up.
    TryHarder {
        /// The level the player has been playing.
        from: Level,
        /// The next one up.
        to: Level,
    },
    /// The player loses most games at `from`: `to` is the next level down.
    TryEasier {
        /// The level the player has been playing.
        from: Level,
        /// The next one down.
        to: Level,
    },
}

/// What the player's games against the computer call for, from `games` (the level and the
/// player's score, oldest first): the level of the latest game, judged on the last
/// [`SUGGESTION_WINDOW`] games at it, once there are [`SUGGESTION_MIN_GAMES`]. Wins at the top
/// level or losses at the bottom suggest nothing (there is nowhere to go).
///
/// ```
/// use alquerque_core::engine::Level;
/// use alquerque_core::rating::{suggest, Suggestion};
///
/// let games = [(Level::Medium, 1.0); 6];
/// assert_eq!(
///     suggest(&games),
///     Some(Suggestion::TryHarder { from: Level::Medium, to: Level::Hard })
/// );
/// assert_eq!(suggest(&games[..3]), None, "too few games to say");
/// ```
pub fn suggest(games: &[(Level, f64)]) -> Option<Suggestion> {
    let &(level, _) = games.last()?;
    let recent: Vec<f64> = games
        .iter()
        .rev()
        .filter(|(l, _)| *l == level)
        .take(SUGGESTION_WINDOW)
        .map(|&(_, score)| score.clamp(0.0, 1.0))
        .collect();
    if recent.len() < SUGGESTION_MIN_GAMES {
        return None;
    }
    let score = recent.iter().sum::<f64>() / recent.len() as f64;
    let at = Level::ALL.iter().position(|&l| l == level)?;
    if score >= SUGGESTION_SCORE {
        let to = *Level::ALL.get(at + 1)?;
        Some(Suggestion::TryHarder { from: level, to })
    } else if score <= 1.0 - SUGGESTION_SCORE {
        let to = *Level::ALL.get(at.checked_sub(1)?)?;
        Some(Suggestion::TryEasier { from: level, to })
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::rng::Rng;

    /// `games` games of a player rated `truth` against each of `opponents`, drawn by `rng`.
    fn simulate(truth: f64, opponents: &[f64], games: usize, rng: &mut Rng) -> Vec<RatedResult> {
        (0..games)
            .map(|i| {
                let opponent = opponents[i % opponents.len()];
                let p = expected_score(truth - opponent);
                let won = f64::from(rng.below(1_000_000)) / 1e6 < p;
                RatedResult::new(opponent, if won { 1.0 } else { 0.0 })
            })
            .collect()
    }

    #[test]
    fn the_ladder_names_every_level_once_in_order_and_never_goes_down() {
        assert!(LADDER_STEPS
            .iter()
            .map(|(l, _)| *l)
            .eq(Level::ALL.iter().copied()));
        assert!(LADDER_STEPS.iter().all(|(_, step)| *step > 0.0));
        assert_eq!(level_rating(Level::Medium), 400.0 + 512.0 + 218.0 + 530.0);
        assert!(level_rating(Level::Perfect) > level_rating(Level::Master));
        assert_eq!(rounded(1_147.0), 1_150);
        assert_eq!(rounded(-4.0), 0);
    }

    #[test]
    fn nothing_to_estimate_without_games() {
        assert_eq!(estimate(&[]), None);
        assert_eq!(estimate(&[RatedResult::new(f64::NAN, 1.0)]), None);
    }

    #[test]
    fn even_results_against_one_opponent_give_its_rating() {
        let results: Vec<_> = (0..40)
            .map(|i| RatedResult::new(1500.0, (i % 2) as f64))
            .collect();
        let e = estimate(&results).expect("games");
        assert!((e.rating - 1500.0).abs() < 1e-6, "{e:?}");
        assert!((e.high - e.rating - (e.rating - e.low)).abs() < 1e-9);
        assert_eq!(e.games, 40);
    }

    #[test]
    fn the_estimate_matches_the_closed_form_with_many_games() {
        // 75 % against one opponent: Elo's formula says +191 (the prior pulls a little).
        let results: Vec<_> = (0..4000)
            .map(|i| RatedResult::new(1000.0, if i % 4 == 0 { 0.0 } else { 1.0 }))
            .collect();
        let e = estimate(&results).expect("games");
        let closed = 1000.0 + SCALE * (0.75f64 / 0.25).log10();
        assert!((e.rating - closed).abs() < 2.0, "{e:?} vs {closed}");
        assert!(e.is_precise());
    }

    #[test]
    fn all_wins_or_all_losses_stay_finite_and_on_the_right_side() {
        let wins = [RatedResult::new(1200.0, 1.0); 5];
        let e = estimate(&wins).expect("games");
        assert!(e.rating.is_finite() && e.rating > 1200.0, "{e:?}");
        assert!(!e.is_precise());
        let losses = [RatedResult::new(1200.0, 0.0); 5];
        let l = estimate(&losses).expect("games");
        assert!(l.rating < 1200.0 && l.rating.is_finite(), "{l:?}");
        // More wins: higher, and surer.
        let more = estimate(&[RatedResult::new(1200.0, 1.0); 20]).expect("games");
        assert!(more.rating > e.rating);
    }

    #[test]
    fn the_interval_narrows_as_games_come_in() {
        let mut rng = Rng::new(11);
        let ladder = [800.0, 1100.0, 1400.0, 1700.0];
        let few = estimate(&simulate(1300.0, &ladder, 10, &mut rng)).expect("games");
        let many = estimate(&simulate(1300.0, &ladder, 400, &mut rng)).expect("games");
        assert!(
            many.high - many.low < (few.high - few.low) / 3.0,
            "{few:?} {many:?}"
        );
        assert!(!few.is_precise() && many.is_precise(), "{few:?} {many:?}");
    }

    #[test]
    fn the_interval_holds_the_true_rating_about_nineteen_times_in_twenty() {
        // Synthetic players of known strength against the levels: the 95 % interval holds
        // the truth in about 95 % of the runs (binomial spread over 400 runs: ±2.2 %).
        let ladder = [700.0, 1000.0, 1300.0, 1600.0, 1900.0];
        let mut rng = Rng::new(2026);
        let runs = 400;
        let mut held = 0;
        for run in 0..runs {
            let truth = 900.0 + f64::from(run % 9) * 100.0;
            let e = estimate(&simulate(truth, &ladder, 150, &mut rng)).expect("games");
            if e.low <= truth && truth <= e.high {
                held += 1;
            }
        }
        let share = f64::from(held) / f64::from(runs);
        assert!((0.90..=0.99).contains(&share), "held {held} of {runs}");
    }

    #[test]
    fn most_games_won_or_lost_at_a_level_suggest_the_next_one() {
        use Level::*;
        let won = |level, n| vec![(level, 1.0); n];
        assert_eq!(suggest(&[]), None);
        assert_eq!(
            suggest(&won(Easy, 5)),
            Some(Suggestion::TryHarder {
                from: Easy,
                to: Medium
            })
        );
        assert_eq!(suggest(&won(Easy, 4)), None, "too few");
        // Seven wins of ten is "most"; six is not.
        let mut games: Vec<_> = (0..10)
            .map(|i| (Hard, if i < 7 { 1.0 } else { 0.0 }))
            .collect();
        assert_eq!(
            suggest(&games),
            Some(Suggestion::TryHarder {
                from: Hard,
                to: Master
            })
        );
        games[0].1 = 0.0;
        assert_eq!(suggest(&games), None);
        // Losses: the level below; none below Beginner, none above Perfect.
        assert_eq!(
            suggest(&[(Medium, 0.0); 6]),
            Some(Suggestion::TryEasier {
                from: Medium,
                to: Easy
            })
        );
        assert_eq!(suggest(&[(Beginner, 0.0); 6]), None);
        assert_eq!(suggest(&won(Perfect, 6)), None);
        // Only the latest level's last games count: old wins at Easy, recent losses at Hard.
        let mut mixed = won(Easy, 8);
        mixed.extend(vec![(Hard, 0.0); 5]);
        assert_eq!(
            suggest(&mixed),
            Some(Suggestion::TryEasier {
                from: Hard,
                to: Medium
            })
        );
        // The window: twenty old losses at Medium do not outweigh its last ten wins.
        let mut turned = vec![(Medium, 0.0); 20];
        turned.extend(won(Medium, 10));
        assert_eq!(
            suggest(&turned),
            Some(Suggestion::TryHarder {
                from: Medium,
                to: Hard
            })
        );
    }
}
