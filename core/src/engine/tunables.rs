//! Every tunable of the AI in one place: what each level searches with, the hint's and the
//! review's budgets, the resources an engine holds and a phone's limits on them, the proof
//! tables' sizes, and how a decision's time is shared between its searches.
//!
//! The values were chosen by measurement; `docs/strength-log.md` keeps what was measured and
//! when, and a change here gets an entry there. Constants that are part of an
//! algorithm rather than a choice of strength stay beside it (the playouts' material scale,
//! df-pn's threshold factor).

use std::time::Duration;

use super::level::Level;
use super::params::{AnalysisBudget, Budget, EngineParams, Resources};
use crate::search::mcts::MctsParams;
use crate::search::playout::PlayoutPolicy;

/// Perfect play's proof-number table (the levels with `proof_expansions`): 16 MiB at most,
/// made on first use (it starts at 2 MiB and doubles as it fills) and kept between moves.
/// Enough for the million expansions of Master's proof search (the table replaces its cheapest
/// results when full), and small enough for two engines on a phone.
pub(crate) const PROOF_TABLE_BYTES: usize = 16 << 20;

/// The proof-number table of the quick questions: who wins with perfect play after each move
/// ([`Known`](crate::engine::Known)) and at each position of a review. Small enough to make
/// afresh on a phone.
pub const QUICK_PROOF_TABLE_BYTES: usize = 16 << 20;

/// The positions in one compressed block of an endgame table file: a probe decodes one block
/// (8192 values, a few hundred microseconds), and each block costs 12 bytes of index. Smaller
/// blocks probe faster and compress worse.
pub const TABLE_BLOCK_VALUES: u32 = 8192;

/// The boards in one block of a win/loss file (`tables::WinLossFile`): a probe decodes one
/// block, working out its "don't care" boards from the board, so a block costs more to decode
/// than an exact table's; see `docs/engine.md` for the sizes and times measured.
pub const WDL_BLOCK_BOARDS: u32 = 4096;

/// The positions an exact search may visit to settle a position with reversal bans from a
/// win/loss file before it says "not known" (`WinLossFile::wins`).
pub const WDL_BAN_SEARCH_NODES: u64 = 20_000;

/// The boards in one block of a distance file (`tables::PliesFile`): as a win/loss file's, a
/// probe decodes one block and works out its "don't care" boards.
pub const PLIES_BLOCK_BOARDS: u32 = 4096;

/// The positions with bans an exact search may visit to work out a position's distance from a
/// distance file before it says "not known" (`PliesFile::probe`); the winner is then still
/// the win/loss file's. A distance needs every move's, where a winner needs one winning move;
/// the same budget as [`WDL_BAN_SEARCH_NODES`] keeps a cold probe of six pieces with bans near
/// 10 ms here, and works out about two in three of them (`docs/engine.md` has the figures).
pub const PLIES_BAN_SEARCH_NODES: u64 = 20_000;

/// The expansions per position of those quick questions: a few milliseconds on a phone,
/// enough for the shipped proof's lines and small endgames.
pub(crate) const QUICK_PROOF_EXPANSIONS: u64 = 5_000;

impl Resources {
    /// What a phone gives one engine, and what every level holds (so that a level plays the
    /// same on a phone as anywhere else): one thread, 2^19 tree nodes (16 MiB), the forced-win
    /// table of 2^18 entries (4 MiB) and the proof table of 16 MiB. An app's game holds at
    /// most two engines (one per side when the AI plays itself), a hint's engine and the
    /// quick questions' table; `alquerque bench` measures such a game's peak memory at every
    /// level (`level_*_phone_game_peak_mib`, at most 96 MiB).
    ///
    /// One thread: the levels are defined by work, and with a tree per thread, threads would
    /// split the work into smaller trees and change the move, not just speed it up. The
    /// strength the ladder measures is one core's.
    pub const PHONE: Resources = Resources {
        threads: 1,
        tree_nodes: 1 << 19,
        solver_table_log2: 18,
        proof_table_bytes: PROOF_TABLE_BYTES,
    };
}

impl Default for Resources {
    /// One thread, 2^21 tree nodes (64 MiB), the forced-win table of 2^18 entries and the
    /// proof table of 16 MiB: for searches outside the levels, on a desktop.
    fn default() -> Resources {
        Resources {
            tree_nodes: 1 << 21,
            ..Resources::PHONE
        }
    }
}

/// Where the strong levels stop a playout and judge it by the pieces left: random moves far
/// from the position add more noise than knowledge, and a cut playout is cheaper. Master and
/// Perfect share Hard's tree search and get the same playouts. The weaker levels keep whole
/// playouts: their strength was set with them.
const STRONG_CUTOFF: u32 = 8;

/// What every level starts from; each level in [`Level::params`] names only what it changes.
const BASE: EngineParams = EngineParams {
    mcts: MctsParams {
        exploration: 1.0,
        playout: PlayoutPolicy::Tactical,
        max_playout_plies: 400,
        playout_cutoff: 0,
    },
    solver_moves: 1,
    solver_nodes: 10_000,
    temperature: 0.0,
    budget: Budget::work(200, 2_000),
    proof_expansions: 0,
    resources: Resources::PHONE,
};

/// The tree search of Hard, Master and Perfect.
const STRONG_MCTS: MctsParams = MctsParams {
    exploration: 0.7,
    playout_cutoff: STRONG_CUTOFF,
    ..BASE.mcts
};

impl Level {
    /// The engine parameters of this level: the base with what the level changes.
    ///
    /// Every level is defined by work: tree-search iterations, forced-win positions and
    /// proof-search expansions, so that it plays the same moves (for a seed) on any device,
    /// however fast or busy. Time is only a cap (the budget's `time`), sized so that a slow
    /// phone's core does the work within it ([`PHONE_SLOWDOWN`], [`RATES`]); a device slower
    /// still plays weaker rather than keep its player waiting.
    pub const fn params(self) -> EngineParams {
        match self {
            // Loose hands (a temperature) make plausible moves and real mistakes.
            Level::Beginner => EngineParams {
                temperature: 1.0,
                budget: Budget::work(400, 2_000),
                ..BASE
            },
            Level::Easy => EngineParams {
                temperature: 1.0,
                budget: Budget::work(1_500, 3_000),
                ..BASE
            },
            Level::Medium => EngineParams {
                mcts: MctsParams {
                    exploration: 0.8,
                    ..BASE.mcts
                },
                solver_moves: 3,
                solver_nodes: 200_000,
                temperature: 0.1,
                budget: Budget::work(3_000, 4_000),
                ..BASE
            },
            // A short proof search: it plays the wins it proves and leaves out the moves it
            // proves lost, after the forced-win search, whose wins are shorter.
            Level::Hard => EngineParams {
                mcts: STRONG_MCTS,
                solver_moves: 5,
                solver_nodes: 500_000,
                budget: Budget::work(30_000, 8_000),
                proof_expansions: 60_000,
                ..BASE
            },
            // Hard's searches, deeper: nine moves of forced-win search, a proof search of half
            // a million expansions and three times the tree search.
            Level::Master => EngineParams {
                mcts: STRONG_MCTS,
                solver_moves: 9,
                solver_nodes: 1_000_000,
                budget: Budget::work(100_000, 40_000),
                proof_expansions: 500_000,
                ..BASE
            },
            // Master with four times its proof search (and a cap long enough for it: the proof
            // search may take a quarter of the cap).
            Level::Perfect => EngineParams {
                proof_expansions: 2_000_000,
                budget: Budget::work(100_000, 130_000),
                ..Level::Master.params()
            },
        }
    }
}

impl Default for EngineParams {
    /// A second of Hard's forced-win depth and an unscaled tree search on one thread.
    fn default() -> EngineParams {
        EngineParams {
            mcts: MctsParams::default(),
            solver_moves: 5,
            solver_nodes: 20_000_000,
            temperature: 0.0,
            budget: Budget::millis(1000),
            proof_expansions: 0,
            resources: Resources::default(),
        }
    }
}

impl Default for MctsParams {
    /// Exploration 0.7, tactical playouts to the end of the game (at most 400 plies).
    fn default() -> MctsParams {
        MctsParams {
            exploration: 0.7,
            playout: PlayoutPolicy::Tactical,
            max_playout_plies: 400,
            playout_cutoff: 0,
        }
    }
}

/// The search behind a hint for a person: Hard's search with three times its tree search.
/// Strong enough to teach, short enough to wait for (about half a second here, a second and a
/// half on a mid-range phone).
pub fn hint_params() -> EngineParams {
    EngineParams {
        budget: HINT_BUDGET,
        ..Level::Hard.params()
    }
}

/// A hint's budget: work, with a cap as the levels'.
const HINT_BUDGET: Budget = Budget::work(90_000, 12_000);

/// How many times slower than one core of the development machine (a shared AMD EPYC server
/// core at 2.45 GHz, where [`RATES`] were measured) a phone's core runs the engine. Estimates
/// from published single-core benchmark scores, see `docs/strength-log.md` (2026-11-25).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PhoneSlowdown {
    /// A mid-range phone's fast core (a Cortex-A76/A78 at 2.2-2.4 GHz): what `bench`
    /// estimates the phones' think times with.
    pub mid_range: f64,
    /// A slow phone's core (a Cortex-A55 at about 2 GHz, where Android may run a background
    /// thread): what the levels' time caps are sized for.
    pub slow: f64,
}

/// The phones' slowdowns.
pub const PHONE_SLOWDOWN: PhoneSlowdown = PhoneSlowdown {
    mid_range: 3.0,
    slow: 8.0,
};

/// The engine's work per second on one core of the development machine: the lowest of
/// `alquerque bench`'s `rate_*` figures over its positions, then rounded down by about a third,
/// so that they hold when the machine is busy. The levels' time caps are sized on them (see
/// the test `every_level_does_its_work_within_its_cap_on_a_slow_phone`).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rates {
    /// Tree-search iterations with whole playouts (Beginner to Medium).
    pub whole_playout_iterations: f64,
    /// Tree-search iterations with playouts cut after `STRONG_CUTOFF` plies (Hard and up).
    pub cut_playout_iterations: f64,
    /// Positions of the forced-win search.
    pub solver_nodes: f64,
    /// Expansions of the proof-number search.
    pub proof_expansions: f64,
}

/// The development machine's rates (2026-11-25).
pub const RATES: Rates = Rates {
    whole_playout_iterations: 20_000.0,
    cut_playout_iterations: 100_000.0,
    solver_nodes: 1_500_000.0,
    proof_expansions: 500_000.0,
};

/// A share of a decision's time budget.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TimeShare {
    /// The budget is divided by this.
    parts: u32,
}

impl TimeShare {
    /// This share of `time`.
    pub(crate) fn of(self, time: Duration) -> Duration {
        time / self.parts
    }
}

/// The forced-win search may take up to half of a decision's time: what it proves decides the
/// move or prunes the tree, and the tree search keeps at least the other half.
pub(crate) const FORCED_WIN_SHARE: TimeShare = TimeShare { parts: 2 };

/// Perfect play's proof search may take up to a quarter of a decision's time, counted from
/// when it starts; the tree search has the rest.
pub(crate) const PROOF_SHARE: TimeShare = TimeShare { parts: 4 };

/// A review's tree-search iterations per position: iterations, never time, so that a review is
/// the same on every machine for a seed; enough for the marks to rise above the noise of the
/// engine's values, few enough for a game in seconds on a phone.
pub(crate) const REVIEW_ITERATIONS: u64 = 20_000;
/// A review's forced-win search depth, in the mover's own moves.
pub(crate) const REVIEW_SOLVER_MOVES: u32 = 5;
/// The most positions a review's forced-win search visits per position reviewed.
pub(crate) const REVIEW_SOLVER_NODES: u64 = 100_000;
/// A review's expansions per position asking who wins with perfect play.
pub(crate) const REVIEW_PROOF_EXPANSIONS: u64 = 5_000;

/// The plies of the line shown with the better move in the mistake drill
/// ([`Drill`](crate::review::Drill)), the better move first: enough to see why it is better
/// (the reply and the follow-up), short enough to read in one line. A try in the drill is
/// judged at the review's own budget (the `REVIEW_*` values above, one search of the position
/// after the try: a fraction of a second on a phone), and the line costs one more such search.
pub const DRILL_LINE_PLIES: usize = 5;

/// The games the puzzle generator plays, for a set of [`PUZZLE_TEMPTING_SET`] puzzles (in
/// proportion for other sizes), before it fills a length of the set with puzzles that have no
/// tempting wrong first move (none that takes as many pieces as the winning move): up to here
/// it keeps only those with one where it has enough. Measured on the shipped set: every win in
/// 4 and 5 is then tempting, and the set is made in about 3.5 min of CPU, most of it spent
/// finding 60 wins in 1 that leave a choice (about one game in 50 has one).
pub(crate) const PUZZLE_TEMPTING_GAMES: u64 = 2_000;
/// The set size [`PUZZLE_TEMPTING_GAMES`] is given for: the shipped set's.
pub(crate) const PUZZLE_TEMPTING_SET: u64 = 300;

/// The tree-search iterations behind the computer's estimate shown beside a move whose value is
/// not known ([`analysis_list`](super::analysis_list)): one search of the position after the
/// move, iterations and never time, so that the estimate is the same on every machine; enough
/// for a winning chance steady to a few percent, few enough for a list of a dozen such moves
/// within a second on a phone.
pub const ANALYSIS_ESTIMATE_ITERATIONS: u64 = 3_000;

/// The analysis board's work for each legal move of a position ([`Analysis`](super::Analysis)): the forced-win
/// search looks for wins and losses within 6 of a side's own moves (the distances it names),
/// visiting at most 20 000 positions; where it proves nothing, the proof search (after the
/// shipped proof) spends at most 8 000 expansions. Work, never time, so that a position gets
/// the same answer on every device; sized so that 95 % of the positions of real games are
/// answered within 200 ms on this project's machine (`alquerque bench`, `analysis_p95_ms`).
/// The hint's fastest win is looked for with the same forced-win searches
/// ([`fastest_win`](super::fastest_win)), so that it never names a longer way to win than the
/// board's list does.
pub const ANALYSIS_BUDGET: AnalysisBudget = AnalysisBudget {
    solver_moves: 6,
    solver_nodes: 20_000,
    proof_expansions: 8_000,
};

/// The proof search's budgets of the analysis board's further rounds
/// ([`settle_not_known`](super::settle_not_known)): once the list is shown, each move still
/// "not known" is searched again with each of these in turn (the table kept, so a round goes on
/// from the last), its mark shown as soon as it is proved. Measured here (`alquerque bench
/// --tables-only`, shipped tables): over 199 endgames of self-played games (at most eight
/// pieces, 1 134 marks) the marks "not known" went from 1.3 % to none, 3.5 s of further rounds
/// for each of the 6 positions that had any; over 24 eight-piece endgames with each side in its
/// own half, from 108 of 244 marks to 11, 16 s a position (65 s at most). Work, never time,
/// and on a thread that stops as soon as the board is left.
pub const ANALYSIS_FURTHER_EXPANSIONS: [u64; 3] = [64_000, 512_000, 2_048_000];

/// The most pieces of a position after a move that the analysis board's further rounds search:
/// two captures above the six pieces the shipped tables hold, where the proof search meets
/// them within a few moves. With more pieces a round of millions of expansions rarely settles
/// anything, and the phone would work for nothing.
pub const ANALYSIS_FURTHER_PIECES: u32 = 8;

#[cfg(test)]
mod tests {
    use super::*;

    /// The level table: each level's work (tree-search iterations, forced-win depth and
    /// positions, proof-search expansions) and its looseness, weakest first. A change here is
    /// a change of strength: it gets a ladder run and an entry in `docs/strength-log.md`.
    #[test]
    fn the_level_table() {
        let table: Vec<(Level, u64, u32, u64, u64, f32)> = Level::ALL
            .iter()
            .map(|&l| {
                let p = l.params();
                let iterations = p.budget.iterations.expect("work, not time alone");
                let row = (
                    p.solver_moves,
                    p.solver_nodes,
                    p.proof_expansions,
                    p.temperature,
                );
                (l, iterations, row.0, row.1, row.2, row.3)
            })
            .collect();
        assert_eq!(
            table,
            [
                (Level::Beginner, 400, 1, 10_000, 0, 1.0),
                (Level::Easy, 1_500, 1, 10_000, 0, 1.0),
                (Level::Medium, 3_000, 3, 200_000, 0, 0.1),
                (Level::Hard, 30_000, 5, 500_000, 60_000, 0.0),
                (Level::Master, 100_000, 9, 1_000_000, 500_000, 0.0),
                (Level::Perfect, 100_000, 9, 1_000_000, 2_000_000, 0.0),
            ]
        );
    }

    /// Every level is defined by work with a time cap, and plays as it is on a phone: its
    /// resources are the phone's (one thread, the phone's tree and tables), so that
    /// [`EngineParams::within`] the phone changes nothing.
    #[test]
    fn every_level_is_work_with_a_cap_and_fits_a_phone() {
        for level in Level::ALL {
            let params = level.params();
            assert!(params.budget.iterations.is_some(), "{level:?}: work");
            assert!(params.budget.time.is_some(), "{level:?}: a cap");
            assert_eq!(params.resources.threads, 1, "{level:?}: one core");
            assert_eq!(params.within(Resources::PHONE), params, "{level:?}");
        }
        let hint = hint_params();
        assert!(hint.budget.iterations.is_some() && hint.budget.time.is_some());
        assert_eq!(hint.within(Resources::PHONE), hint);
    }

    /// The longest each search of a decision with `params` can take at `rates`, in seconds:
    /// the forced-win search, the proof search and the tree search, each doing all its work.
    fn worst_seconds(params: &EngineParams, rates: &Rates) -> [f64; 3] {
        let solver = if params.solver_moves > 0 {
            params.solver_nodes as f64 / rates.solver_nodes
        } else {
            0.0
        };
        let proof = params.proof_expansions as f64 / rates.proof_expansions;
        let per_iteration = if params.mcts.playout_cutoff > 0 {
            rates.cut_playout_iterations
        } else {
            rates.whole_playout_iterations
        };
        let tree = params.budget.iterations.unwrap_or(u64::MAX) as f64 / per_iteration;
        [solver, proof, tree]
    }

    /// The time cap is a safety net that a slow phone's core does not reach: at the
    /// development machine's conservative rates slowed down [`PHONE_SLOWDOWN`]`.slow` times,
    /// every level's (and the hint's) whole work fits its cap, the forced-win search its
    /// share and the proof search its own. So here, eight times faster, no cap is reached
    /// either (`bench` counts the moves a cap cut short: `level_*_time_capped_moves`).
    #[test]
    fn every_level_does_its_work_within_its_cap_on_a_slow_phone() {
        let slow = Rates {
            whole_playout_iterations: RATES.whole_playout_iterations / PHONE_SLOWDOWN.slow,
            cut_playout_iterations: RATES.cut_playout_iterations / PHONE_SLOWDOWN.slow,
            solver_nodes: RATES.solver_nodes / PHONE_SLOWDOWN.slow,
            proof_expansions: RATES.proof_expansions / PHONE_SLOWDOWN.slow,
        };
        let all = Level::ALL
            .iter()
            .map(|&l| (format!("{l:?}"), l.params()))
            .chain([("hint".to_string(), hint_params())]);
        for (name, params) in all {
            let cap = params.budget.time.expect("a cap");
            let [solver, proof, tree] = worst_seconds(&params, &slow);
            let fits = |seconds: f64, share: Duration| seconds <= share.as_secs_f64();
            assert!(fits(solver, FORCED_WIN_SHARE.of(cap)), "{name}: {solver} s");
            assert!(fits(proof, PROOF_SHARE.of(cap)), "{name}: {proof} s");
            assert!(fits(solver + proof + tree, cap), "{name}");
        }
    }
}

/// One level of the endgame trainer ([`EndgameTrainer`](crate::endgame::EndgameTrainer)): its
/// positions have `pieces` pieces, and the side to move wins in `fewest_plies` to
/// `most_plies` plies against the tables' longest defence.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EndgameLevel {
    /// The pieces on the board, both sides together.
    pub pieces: u8,
    /// The shortest win of the level, in plies (odd: the person's own moves are one more than
    /// the defence's).
    pub fewest_plies: u16,
    /// The longest.
    pub most_plies: u16,
}

/// The endgame trainer's levels, from level 1: fewer pieces and shorter wins first, as the
/// issue asks. Three pieces (two against one, or one against two) teach the end of a race; four
/// add a second piece to coordinate; five need the tables of five pieces, which the terminal
/// can build. Each range is one random positions land in often enough for `ENDGAME_DRAWS`
/// (three pieces seldom take more than 11 plies; `every_level_the_tables_hold_has_exercises`
/// draws several positions of every level the shipped tables hold).
pub const ENDGAME_LEVELS: [EndgameLevel; 7] = [
    EndgameLevel {
        pieces: 3,
        fewest_plies: 3,
        most_plies: 5,
    },
    EndgameLevel {
        pieces: 3,
        fewest_plies: 7,
        most_plies: 11,
    },
    EndgameLevel {
        pieces: 4,
        fewest_plies: 5,
        most_plies: 9,
    },
    EndgameLevel {
        pieces: 4,
        fewest_plies: 11,
        most_plies: 17,
    },
    EndgameLevel {
        pieces: 4,
        fewest_plies: 19,
        most_plies: 253,
    },
    EndgameLevel {
        pieces: 5,
        fewest_plies: 7,
        most_plies: 15,
    },
    EndgameLevel {
        pieces: 5,
        fewest_plies: 17,
        most_plies: 253,
    },
];

/// The random positions the trainer draws at most to find one of a level: each is one probe
/// (a block decoded, a few hundred microseconds from a file), and every level finds one within
/// a few hundred draws (`every_level_the_tables_hold_has_exercises`).
pub const ENDGAME_DRAWS: u32 = 20_000;
