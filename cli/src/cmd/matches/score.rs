//! What a match's games say: the tally of wins by colour, the score, the Elo difference and its
//! 95% interval, and the pairs of games one side lost both of.

use alquerque_core::Color;

// How a game ended and a finished game are what the ladder's journal writes down: they live
// with it, in the library.
pub use alquerque_cli::journal::{Outcome, Played};

/// The tally of a match's games.
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    pub games: usize,
    pub a_white: usize,
    pub a_black: usize,
    pub b_white: usize,
    pub b_black: usize,
    pub draws: usize,
    /// For A and B, the pairs of games (the same opening, one game with each colour) lost
    /// both: outplayed from that opening whichever colour it had, not just on the wrong side
    /// of it.
    pub pairs_lost_both: (usize, usize),
    pub mean_plies: f64,
}

impl Tally {
    /// The tally of `results`, in any order.
    pub fn of(results: &[Played]) -> Tally {
        let mut sorted = results.to_vec();
        sorted.sort_unstable_by_key(|r| r.index);
        let count = |o: Outcome| sorted.iter().filter(|r| r.outcome == o).count();
        let games = sorted.len();
        Tally {
            games,
            a_white: count(Outcome::AWins(Color::White)),
            a_black: count(Outcome::AWins(Color::Black)),
            b_white: count(Outcome::BWins(Color::White)),
            b_black: count(Outcome::BWins(Color::Black)),
            draws: count(Outcome::Draw),
            pairs_lost_both: pairs_lost_both(&sorted),
            mean_plies: sorted.iter().map(|r| r.plies as f64).sum::<f64>() / games.max(1) as f64,
        }
    }

    /// A's wins.
    pub fn a_wins(&self) -> usize {
        self.a_white + self.a_black
    }

    /// B's wins.
    pub fn b_wins(&self) -> usize {
        self.b_white + self.b_black
    }

    /// A's points (a draw is half a point).
    pub fn a_points(&self) -> f64 {
        self.a_wins() as f64 + 0.5 * self.draws as f64
    }

    /// A's score, 0 to 1 (a half for no games).
    pub fn score(&self) -> f64 {
        if self.games == 0 {
            0.5
        } else {
            self.a_points() / self.games as f64
        }
    }

    /// A's Elo advantage over B and its 95% interval.
    pub fn elo(&self) -> Elo {
        let p = self.score();
        let (lo, hi) = wilson(p, self.games.max(1) as f64);
        Elo {
            value: elo(p),
            low: elo(lo),
            high: elo(hi),
        }
    }
}

/// An Elo difference with its 95% interval (infinite at a score of 0% or 100%).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Elo {
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

/// The Elo difference for a score share `p` (0..1).
pub fn elo(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

/// The expected score of a player `diff` Elo above its opponent.
pub fn expected(diff: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-diff / 400.0))
}

/// The 95% Wilson interval of a score share `p` over `n` games (sound at 0% and 100% too).
pub fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// An Elo figure with its sign, `+inf` and `-inf` for the infinite ones.
pub fn fmt_elo(e: f64) -> String {
    if e.is_infinite() {
        if e > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{e:+.0}")
    }
}

/// How many pairs of games each side lost both of, from results sorted by game index.
fn pairs_lost_both(results: &[Played]) -> (usize, usize) {
    let lost_both = |a: bool| {
        results
            .windows(2)
            .filter(|w| w[0].index % 2 == 0 && w[1].index == w[0].index + 1)
            .filter(|w| {
                w.iter().all(|r| match r.outcome {
                    Outcome::AWins(_) => !a,
                    Outcome::BWins(_) => a,
                    Outcome::Draw => false,
                })
            })
            .count()
    };
    (lost_both(true), lost_both(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_and_interval() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.1);
        assert!((expected(elo(0.75)) - 0.75).abs() < 1e-12);
        let (lo, hi) = wilson(1.0, 200.0);
        assert!(lo > 0.97 && lo < 1.0 && hi == 1.0);
        assert_eq!(fmt_elo(elo(1.0)), "+inf");
        let (lo, hi) = wilson(0.5, 100.0);
        assert!(lo < 0.5 && hi > 0.5);
    }

    #[test]
    fn pairs_lost_both_counts_only_whole_pairs() {
        use Outcome::*;
        let w = Color::White;
        let b = Color::Black;
        let results: Vec<Played> = [
            (0, BWins(b), 50),
            (1, BWins(w), 40), // A lost both: pair 1
            (2, AWins(w), 30),
            (3, BWins(w), 30), // split
            (4, AWins(w), 30),
            (5, AWins(b), 30), // B lost both: pair 3
            (6, BWins(b), 30),
            (7, Draw, 1000),   // a draw is not a loss
            (9, BWins(w), 30), // game 8 missing: no pair
        ]
        .iter()
        .map(|&(index, outcome, plies)| Played {
            index,
            outcome,
            plies,
        })
        .collect();
        let tally = Tally::of(&results);
        assert_eq!(tally.pairs_lost_both, (1, 1));
        assert_eq!((tally.a_wins(), tally.b_wins(), tally.draws), (3, 5, 1));
        assert_eq!(tally.score(), 3.5 / 9.0);
    }
}
