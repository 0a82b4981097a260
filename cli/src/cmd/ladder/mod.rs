//! `alquerque ladder`: the ladder of strength the levels claim, measured. Each level plays the
//! one below it and the original app's AI (`baseline`, the fixed anchor), and the weakest
//! level plays random moves (`random`, the floor), a match each, from
//! the same balanced openings as `alquerque match --opening-plies 4 --balanced` (pairs of
//! games, one with each colour); the table gives each match's score, Elo difference and 95%
//! interval, and each level's rating relative to the baseline, fitted to all the games. The
//! players play by their work alone, without their time caps (see [`work_only`]), so that the
//! table does not depend on how busy the machine is.
//!
//! With `--journal FILE` every finished game is written down as it ends, and a run given the
//! same journal plays only the games it does not hold (see [`alquerque_cli::journal`]).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Mutex;

use alquerque_core::engine::Level;
use alquerque_core::Rules;

use super::matches::games::{play_match, Settings};
use super::matches::score::{expected, fmt_elo, Outcome, Played, Tally};
use super::matches::{bounded, every_core};
use crate::failure::{self, Failure};
use crate::players::spec::Spec;
use alquerque_cli::journal::Journal;
use alquerque_core::internals::fnv1a64;

/// Arguments of `alquerque ladder`.
#[derive(clap::Args)]
pub struct LadderArgs {
    /// Games per match (an even number from 2 to 100,000: pairs of games, one with each
    /// colour); the ladder plays thirteen matches.
    #[arg(long, default_value_t = 100, value_parser = bounded(2, 100_000))]
    games: usize,
    /// Seed of the openings and of every engine (with work budgets the ladder is
    /// reproducible).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: one per core; at most 64).
    #[arg(long, value_parser = bounded(1, 64))]
    jobs: Option<usize>,
    /// Write every finished game to FILE as it ends, and play only the games FILE does not
    /// already hold (for the same players and settings): a stopped ladder goes on where it
    /// stopped.
    #[arg(long, value_name = "FILE")]
    journal: Option<PathBuf>,
    /// Play only the matches one of whose players is this level (for example `perfect`: its
    /// match against Master, against the baseline, and with the tables against without):
    /// to measure one level again after a change to it, the rest of the ladder standing.
    #[arg(long, value_name = "LEVEL")]
    only: Option<String>,
}

/// The random plies of every opening before the balance check, as the strength log's matches.
const OPENING_PLIES: usize = 4;

/// One match of the ladder: A against B.
struct Rung {
    a: String,
    b: String,
    tally: Tally,
}

/// Runs `alquerque ladder`.
pub fn run(args: LadderArgs) -> failure::Outcome {
    if !args.games.is_multiple_of(2) {
        return Err(Failure::Usage(format!(
            "--games {}: an even number, so that every opening is played with both colours",
            args.games
        )));
    }
    let settings = Settings {
        games: args.games,
        seed: args.seed,
        jobs: args.jobs.unwrap_or_else(every_core),
        opening_plies: OPENING_PLIES,
        balanced: true,
        rules: Rules::default(),
        max_plies: 1000,
    };
    let names: Vec<&str> = Level::ALL.iter().map(|&l| player(l)).collect();
    let mut pairs: Vec<(&str, &str)> = names.windows(2).map(|w| (w[1], w[0])).collect();
    // The floor: the weakest level must still beat random play almost always.
    pairs.push((names[0], "random"));
    pairs.extend(names.iter().map(|&n| (n, "baseline")));
    // What the tables add to the strongest level: the same level without them.
    pairs.push((player(Level::Perfect), Level::Perfect.name()));
    if let Some(only) = &args.only {
        let level = Level::ALL
            .into_iter()
            .find(|l| l.name() == only.to_ascii_lowercase())
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                Failure::Usage(format!("--only {only}: a level ({})", names.join(", ")))
            })?;
        pairs.retain(|&(a, b)| {
            [a, b]
                .iter()
                .any(|p| p.split(':').next() == Some(level.name()))
        });
    }
    let journal = match &args.journal {
        Some(path) => Some(Journal::open(path).map_err(Failure::Usage)?),
        None => None,
    };
    let mut rungs: Vec<Rung> = Vec::new();
    let terminal = std::io::stderr().is_terminal();
    for (k, &(a, b)) in pairs.iter().enumerate() {
        let spec = |name: &str| {
            name.parse::<Spec>()
                .map(work_only)
                .map_err(|e| Failure::Failed(format!("{name}: {e}")))
        };
        let (sa, sb) = (spec(a)?, spec(b)?);
        let label = format!("match {} of {}, {a} against {b}", k + 1, pairs.len());
        let key = match_key(&sa, &sb, &settings);
        let done = journal
            .as_ref()
            .map_or_else(Vec::new, |j| j.played(key, settings.games));
        if !done.is_empty() {
            eprintln!(
                "ladder: {label}: {} of {} games read from the journal",
                done.len(),
                settings.games
            );
        }
        let points = |games: &[Played]| games.iter().map(|p| a_points(p.outcome)).sum::<f64>();
        let score = Mutex::new((done.len(), points(&done)));
        let unwritten: Mutex<Option<String>> = Mutex::new(None);
        let results = play_match(&sa, &sb, &settings, &done, &|played, _| {
            if let Some(j) = &journal {
                if let Err(e) = j.record(key, a, b, played) {
                    if let Ok(mut first) = unwritten.lock() {
                        first.get_or_insert(e);
                    }
                }
            }
            let Ok(mut s) = score.lock() else { return };
            s.0 += 1;
            s.1 += a_points(played.outcome);
            if terminal {
                eprint!(
                    "\r\x1b[Kladder: {label}: game {} of {}, {a} {} points",
                    s.0, settings.games, s.1
                );
            }
        });
        if let Some(e) = unwritten.into_inner().ok().flatten() {
            return Err(Failure::Failed(e));
        }
        let tally = Tally::of(&results);
        if terminal {
            eprint!("\r\x1b[K");
        }
        eprintln!(
            "ladder: {label}: {a} {:.1}%, Elo {}",
            tally.score() * 100.0,
            fmt_elo(tally.elo().value)
        );
        rungs.push(Rung {
            a: a.to_string(),
            b: b.to_string(),
            tally,
        });
    }
    print_table(&args, &settings, &names, &rungs);
    Ok(())
}

/// How the ladder names `level`'s player: the level as the apps play it. Perfect plays with the
/// endgame tables built into the apps (`perfect:tables=shipped`), the others have none.
fn player(level: Level) -> &'static str {
    match level {
        Level::Perfect => "perfect:tables=shipped",
        other => other.name(),
    }
}

/// The key of a match in the journal: its two players' full parameters and every setting that
/// changes its games (not the number of games played at once, which changes only their order).
fn match_key(a: &Spec, b: &Spec, settings: &Settings) -> u64 {
    let text = format!(
        "{a:?}\n{b:?}\nseed {}\ngames {}\nopening {}\nbalanced {}\nrules {:?}\nmax {}",
        settings.seed,
        settings.games,
        settings.opening_plies,
        settings.balanced,
        settings.rules,
        settings.max_plies
    );
    fnv1a64(text.as_bytes())
}

/// `spec` with its work and without its time cap. The levels are defined by work, and the cap
/// is a phone's safety net that `alquerque bench` checks is never reached here; but a busy
/// machine can slow a long search past it (Perfect's longest move takes most of a minute),
/// and a capped move would make the ladder measure the machine's load rather than the level,
/// and a game read back from the journal differ from the one a new run plays.
fn work_only(spec: Spec) -> Spec {
    match spec {
        Spec::Engine(mut p) if p.budget.iterations.is_some() => {
            p.budget.time = None;
            Spec::Engine(p)
        }
        Spec::Tabled(mut p) if p.budget.iterations.is_some() => {
            p.budget.time = None;
            Spec::Tabled(p)
        }
        // The original app stops at 8,000 iterations or 5 seconds a jump: a day instead.
        Spec::Baseline(mut p) => {
            p.time = std::time::Duration::from_secs(24 * 3600);
            Spec::Baseline(p)
        }
        other => other,
    }
}

/// A's points from one game.
fn a_points(outcome: Outcome) -> f64 {
    match outcome {
        Outcome::AWins(_) => 1.0,
        Outcome::BWins(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

fn print_table(args: &LadderArgs, settings: &Settings, names: &[&str], rungs: &[Rung]) {
    let only = args
        .only
        .as_ref()
        .map_or_else(String::new, |o| format!(" --only {o}"));
    outln!(
        "`alquerque ladder --games {} --seed {}{only}`: {} games a match from balanced {}-ply \
         openings, each played with both colours, every player by its work alone (no time caps).",
        args.games,
        args.seed,
        settings.games,
        OPENING_PLIES
    );
    outln!();
    outln!("| match | score | Elo | 95% interval |");
    outln!("|---|---|---|---|");
    for r in rungs {
        let e = r.tally.elo();
        outln!(
            "| {} against {} | {:.1}% | {} | {} .. {} |",
            r.a,
            r.b,
            r.tally.score() * 100.0,
            fmt_elo(e.value),
            fmt_elo(e.low),
            fmt_elo(e.high)
        );
    }
    let mut players: Vec<&str> = vec!["baseline"];
    players.extend(names);
    let games: Vec<(usize, usize, f64, f64)> = rungs
        .iter()
        .filter_map(|r| {
            let i = players.iter().position(|&p| p == r.a)?;
            let j = players.iter().position(|&p| p == r.b)?;
            Some((i, j, r.tally.a_points(), r.tally.games as f64))
        })
        .collect();
    outln!();
    outln!("| level | rating (the baseline 0) |");
    outln!("|---|---|");
    for (name, rating) in rated(&players, &games) {
        outln!("| {name} | {rating:+.0} |");
    }
    outln!();
    outln!(
        "Ratings: the Elo scale fitted to every game above by maximum likelihood, with one \
         virtual draw added to each match so that a clean sweep still has a finite rating."
    );
}

/// The rating of each player after the anchor (`players[0]`) that played a game in `matches`
/// (as [`fit_ratings`] takes them). A level that played none (under `--only`) is left out: the
/// fit leaves it at the anchor's 0, which would read as a measurement.
fn rated<'a>(players: &[&'a str], matches: &[(usize, usize, f64, f64)]) -> Vec<(&'a str, f64)> {
    let ratings = fit_ratings(players.len(), matches);
    let played = |p: usize| matches.iter().any(|&(i, j, _, _)| i == p || j == p);
    (1..players.len())
        .filter(|&p| played(p))
        .map(|p| (players[p], ratings[p]))
        .collect()
}

/// Elo ratings of `players` players (player 0, the anchor, at 0) fitted by maximum likelihood
/// to `matches` (player i, player j, i's points, games), with one virtual draw added to each
/// match (BayesElo's kind of prior): without it a player that won or lost every game would
/// have no finite rating.
fn fit_ratings(players: usize, matches: &[(usize, usize, f64, f64)]) -> Vec<f64> {
    let slope = 10f64.ln() / 400.0;
    let mut r = vec![0.0f64; players];
    for _ in 0..10_000 {
        let mut largest = 0.0f64;
        for p in 1..players {
            let (mut gradient, mut curvature) = (0.0, 0.0);
            for &(i, j, points, games) in matches {
                let (points, games) = (points + 0.5, games + 1.0);
                let (mine, diff) = if i == p {
                    (points, r[p] - r[j])
                } else if j == p {
                    (games - points, r[p] - r[i])
                } else {
                    continue;
                };
                let e = expected(diff);
                gradient += mine - games * e;
                curvature += games * e * (1.0 - e) * slope;
            }
            if curvature > 0.0 {
                let step = (gradient / curvature).clamp(-400.0, 400.0);
                r[p] += step;
                largest = largest.max(step.abs());
            }
        }
        if largest < 1e-9 {
            break;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cmd::matches::score::elo;

    /// `--only` names a level, or nothing is played.
    #[test]
    fn only_names_a_level() {
        let args = LadderArgs {
            games: 2,
            seed: 1,
            jobs: Some(1),
            journal: None,
            only: Some("grandmaster".to_string()),
        };
        match run(args) {
            Err(Failure::Usage(text)) => assert!(text.contains("a level (beginner"), "{text}"),
            other => panic!("expected a usage error, got {other:?}"),
        }
    }

    /// An odd number of games would leave an opening played with one colour only: refused
    /// before any game is played.
    #[test]
    fn an_odd_number_of_games_is_refused() {
        let args = LadderArgs {
            games: 3,
            seed: 1,
            jobs: Some(1),
            journal: None,
            only: None,
        };
        match run(args) {
            Err(Failure::Usage(text)) => assert!(text.contains("an even number"), "{text}"),
            other => panic!("expected a usage error, got {other:?}"),
        }
    }

    /// Every level plays by its work alone in the ladder: no time cap, the same work.
    #[test]
    fn the_ladder_drops_the_time_caps_and_keeps_the_work() {
        for level in Level::ALL {
            let spec: Spec = level.name().parse().expect("a level");
            let Spec::Engine(params) = work_only(spec) else {
                panic!("{level:?} is an engine")
            };
            assert_eq!(params.budget.time, None, "{level:?}");
            assert_eq!(params.budget.iterations, level.params().budget.iterations);
            assert_eq!(params.proof_expansions, level.params().proof_expansions);
        }
        let Spec::Baseline(params) = work_only("baseline".parse().expect("the baseline")) else {
            panic!("the baseline")
        };
        assert!(params.time.as_secs() >= 3600);
    }

    /// Two players: the fit is the match's own Elo (with its virtual draw).
    #[test]
    fn two_players_fit_their_score() {
        let r = fit_ratings(2, &[(1, 0, 74.5, 99.0)]);
        assert!((r[1] - elo(0.75)).abs() < 1e-6, "{r:?}");
        // A clean sweep stays finite.
        let r = fit_ratings(2, &[(1, 0, 100.0, 100.0)]);
        assert!(r[1].is_finite() && r[1] > 700.0, "{r:?}");
    }

    /// A chain adds up: B 75% against A (the anchor), C 75% against B, and C 90% against
    /// A, each with 1,000 games: the ratings fit all three, each near what its matches say.
    #[test]
    fn a_chain_adds_up() {
        let r = fit_ratings(
            3,
            &[
                (1, 0, 750.0, 1000.0),
                (2, 1, 750.0, 1000.0),
                (2, 0, 900.0, 1000.0),
            ],
        );
        assert!((r[1] - elo(0.75)).abs() < 30.0, "{r:?}");
        assert!((r[2] - elo(0.9)).abs() < 30.0, "{r:?}");
        assert!(r[2] > r[1] && r[1] > r[0]);
        // The fit is a maximum: each player's expected points equal its points.
        let expected_b = 1001.0 * expected(r[1]) + 1001.0 * expected(r[1] - r[2]);
        assert!((expected_b - (750.5 + 250.5)).abs() < 1e-6);
    }

    /// Under `--only` the levels that played no game get no rating line: the fit would show
    /// them at the baseline's +0.
    #[test]
    fn only_the_levels_that_played_are_rated() {
        let players = ["baseline", "beginner", "easy", "perfect"];
        let rated = rated(&players, &[(3, 0, 900.0, 1000.0), (3, 2, 600.0, 1000.0)]);
        let names: Vec<&str> = rated.iter().map(|&(n, _)| n).collect();
        assert_eq!(names, ["easy", "perfect"]);
        assert!(rated[1].1 > rated[0].1 && rated[0].1 > 0.0, "{rated:?}");
    }

    /// The key changes with anything that changes the games, and not with the jobs.
    #[test]
    fn the_key_follows_the_games() {
        let settings = Settings {
            games: 10,
            seed: 1,
            jobs: 1,
            opening_plies: 4,
            balanced: true,
            rules: alquerque_core::Rules::default(),
            max_plies: 1000,
        };
        let (a, b): (Spec, Spec) = (
            "easy".parse().expect("a level"),
            "beginner".parse().expect("a level"),
        );
        let key = match_key(&a, &b, &settings);
        let with = |changed: Settings| match_key(&a, &b, &changed);
        let mut busier = settings.clone();
        busier.jobs = 2;
        assert_eq!(key, with(busier));
        assert_ne!(key, match_key(&b, &a, &settings));
        let mut reseeded = settings.clone();
        reseeded.seed = 2;
        assert_ne!(key, with(reseeded));
        let mut longer = settings;
        longer.games = 12;
        assert_ne!(key, with(longer));
    }
}
