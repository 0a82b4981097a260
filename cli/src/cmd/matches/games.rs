//! Playing a match's games: the openings (random plies, the same for both games of a pair,
//! and with `balanced` only those a reference search rates even), one game between two
//! players, and all of a match's games on a number of threads.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use alquerque_core::engine::{Budget, Engine, Level};
use alquerque_core::internals::Rng;
use alquerque_core::{Color, Game, Rules, Status};

use super::score::{Outcome, Played};
use crate::players::spec::{Player, Spec};

/// What a match plays, apart from its two players: `alquerque match`'s options, and the ones
/// `alquerque ladder` gives each of its matches.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Games in all; colours alternate every game.
    pub games: usize,
    /// The seed of every random choice (with work budgets, a match is reproducible).
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Random plies before the players take over, the same for each pair of games.
    pub opening_plies: usize,
    /// Keep only openings the reference search rates within [`BALANCED`].
    pub balanced: bool,
    /// The rules.
    pub rules: Rules,
    /// Games longer than this are scored as draws.
    pub max_plies: usize,
}

/// Plays all of a match's games between `a` and `b` (A has White in the even games), `jobs`
/// at once, calling `on_game` with each game as it ends (from the thread that played it), and
/// returns them: first `done`, the games an earlier run already played (their indices are not
/// played again: each game depends only on the seed and its index), then the new ones in the
/// order they ended.
pub fn play_match(
    a: &Spec,
    b: &Spec,
    settings: &Settings,
    done: &[Played],
    on_game: &(dyn Fn(&Played, &Game) + Sync),
) -> Vec<Played> {
    let next = AtomicUsize::new(0);
    // One look-up per game, not a scan of `done`: a resumed match may hold 100,000 games.
    let mut played_before = vec![false; settings.games];
    for p in done {
        if let Some(seen) = played_before.get_mut(p.index) {
            *seen = true;
        }
    }
    // Results in the order games end (nothing is allocated per game up front).
    let results: Mutex<Vec<Played>> = Mutex::new(done.to_vec());
    std::thread::scope(|scope| {
        for _ in 0..settings.jobs.clamp(1, 64) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= settings.games {
                    break;
                }
                if played_before[index] {
                    continue;
                }
                let (outcome, game) = play_one(a, b, index, settings);
                let played = Played {
                    index,
                    outcome,
                    plies: game.moves().len(),
                };
                on_game(&played, &game);
                if let Ok(mut all) = results.lock() {
                    all.push(played);
                }
            });
        }
    });
    results.into_inner().unwrap_or_default()
}

/// Plays game `index` of the match (A has White in the even ones): its outcome and the game.
fn play_one(a: &Spec, b: &Spec, index: usize, settings: &Settings) -> (Outcome, Game) {
    let a_color = if index.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let won_by = |winner: Color| {
        if winner == a_color {
            Outcome::AWins(winner)
        } else {
            Outcome::BWins(winner)
        }
    };
    let base = seed_base(settings.seed);
    let mut pa = Player::new(a, base ^ (index as u64 * 2 + 1));
    let mut pb = Player::new(b, base ^ (index as u64 * 2 + 2));
    let mut game = opening(settings, index / 2);
    while game.moves().len() < settings.max_plies {
        match game.status() {
            Status::Ongoing => {}
            Status::Won { winner, .. } => return (won_by(winner), game),
            Status::Drawn(_) => return (Outcome::Draw, game),
        }
        let player = if game.turn() == a_color {
            &mut pa
        } else {
            &mut pb
        };
        match player.choose(&game) {
            Some(mv) if game.play(mv).is_ok() => {}
            _ => {
                // A player that cannot move in an ongoing game forfeits it, and says so.
                let loser = game.turn();
                eprintln!(
                    "game {}: {} found no move for {loser}; scored as a loss",
                    index + 1,
                    if loser == a_color { "A" } else { "B" }
                );
                return (won_by(loser.other()), game);
            }
        }
    }
    let outcome = match game.status() {
        Status::Won { winner, .. } => won_by(winner),
        _ => Outcome::Draw,
    };
    (outcome, game)
}

/// Spreads the match seed over 64 bits (the first number its generator draws); every random
/// choice of a match derives from it.
fn seed_base(seed: u64) -> u64 {
    Rng::new(seed).fork()
}

/// White's chances in `game` by the reference search (20,000 iterations of the Hard level's
/// tree and forced-win search on one thread, without its proof search, reproducible for a
/// given `seed`). It stays as it was measured, so that a seed keeps its openings.
fn white_rating(game: &Game, seed: u64) -> f32 {
    let mut params = Level::Hard.params();
    params.budget = Budget::iterations(20_000);
    params.resources.threads = 1;
    params.proof_expansions = 0;
    params.solver_nodes = REFERENCE_SOLVER_NODES;
    let r = Engine::new(params, seed).search(game, &AtomicBool::new(false), &mut |_| {});
    if game.turn() == Color::White {
        r.win_rate
    } else {
        1.0 - r.win_rate
    }
}

/// The reference search's forced-win positions: as many as it was measured with (the most
/// its five moves of forced-win search ever visit in an opening are far fewer).
const REFERENCE_SOLVER_NODES: u64 = 20_000_000;

/// The rating window of a balanced opening, for White.
pub const BALANCED: std::ops::RangeInclusive<f32> = 0.4..=0.5;

/// A game of `plies` random plies under `rules` (fewer if it ends first): the start of a match's
/// opening, and of the analysis bench's games.
pub fn random_plies(rules: Rules, plies: usize, rng: &mut Rng) -> Game {
    let mut game = Game::new(rules);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u32) as usize];
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// The opening of the `pair`-th pair of games: `opening_plies` random plies, drawn again while
/// they end the game (and, with `balanced`, the forced replies after them, drawn again until
/// the reference search rates the position within [`BALANCED`]). After 200 draws without
/// one, the last game still going is used, and standard error says so. The same for both
/// games of a pair.
fn opening(settings: &Settings, pair: usize) -> Game {
    let rules = settings.rules;
    let base = seed_base(settings.seed);
    let mut rng = Rng::new(base ^ (pair as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let mut last = Game::new(rules);
    for attempt in 0..200u64 {
        let mut game = random_plies(rules, settings.opening_plies, &mut rng);
        if !settings.balanced {
            if game.status() == Status::Ongoing {
                return game;
            }
            continue;
        }
        while game.status() == Status::Ongoing {
            let moves = game.legal_moves();
            if moves.len() != 1 || game.play(moves[0]).is_err() {
                break;
            }
        }
        if game.status() != Status::Ongoing {
            continue;
        }
        if BALANCED.contains(&white_rating(&game, base ^ attempt)) {
            return game;
        }
        last = game;
    }
    eprintln!(
        "pair {}: no {} in 200 draws of {} random plies; using {}",
        pair + 1,
        if settings.balanced {
            "balanced opening"
        } else {
            "opening that leaves a game to play"
        },
        settings.opening_plies,
        if last.moves().is_empty() {
            "the start position"
        } else {
            "the last one drawn"
        }
    );
    last
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(balanced: bool) -> Settings {
        Settings {
            games: 2,
            seed: 3,
            jobs: 1,
            opening_plies: 4,
            balanced,
            rules: Rules::default(),
            max_plies: 1000,
        }
    }

    #[test]
    fn openings_are_shared_by_a_pair_and_balanced_ones_are_rated_even() {
        let plain = opening(&settings(false), 0);
        assert_eq!(plain.moves().len(), 4);
        assert_eq!(
            plain,
            opening(&settings(false), 0),
            "the same for both games"
        );
        let balanced = opening(&settings(true), 0);
        assert!(balanced.moves().len() >= 4);
        assert_eq!(balanced.status(), Status::Ongoing);
        assert!(
            balanced.legal_moves().len() > 1,
            "forced replies are played out"
        );
        let white = white_rating(&balanced, 99);
        assert!((0.3..=0.6).contains(&white), "rated {white} for White");
    }

    /// The seed's first balanced openings are the ones every measurement of the strength log
    /// was made from (`docs/strength-log.md`): the reference search must not change.
    #[test]
    fn the_first_balanced_opening_of_seed_1_is_kept() {
        let s = Settings {
            seed: 1,
            ..settings(true)
        };
        assert_eq!(
            opening(&s, 0).to_record(),
            Game::from_record("1. d3-c3 b3-d3 2. e3-c3 d4-e3 *")
                .expect("valid")
                .to_record()
        );
    }
}
