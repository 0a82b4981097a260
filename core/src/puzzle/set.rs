//! Puzzle sets: the generator that finds puzzles in positions of engine games, the plain
//! text file a set is kept in, and the set shipped with the apps.
//!
//! A set file is one puzzle per line in [`Puzzle`]'s text form; lines starting with `#` are
//! comments (the shipped set's say how it was made) and blank lines are skipped.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;

use alquerque_text::Message;

use crate::board::color::Color;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::game::Game;

use super::judge::{tempting_beside, Judge};
use super::{Puzzle, PuzzleError, MAX_PUZZLE_MOVES};
use crate::engine::tunables::{PUZZLE_TEMPTING_GAMES, PUZZLE_TEMPTING_SET};
use crate::engine::{
    side_seed, Budget, Engine, EngineParams, MctsParams, PlayoutPolicy, Resources,
};
use crate::search::rng::Rng;

/// The set shipped with the apps, made by `alquerque puzzles generate` (its header says
/// with which command).
const SHIPPED: &str = include_str!("../../data/puzzles.txt");
/// The endgame puzzles shipped after it, made from the exact tables by `alquerque puzzles
/// endgame` (its header says with which command). A file of its own, after the first, so that
/// the numbers of the first set's puzzles, by which progress is kept, stay what they were.
const SHIPPED_ENDGAME: &str = include_str!("../../data/puzzles-endgame.txt");

/// The puzzles shipped with the apps, numbered from 1 in this order: the puzzles of engine
/// games easiest (fewest moves) first, then the endgame puzzles easiest first. A test proves
/// every one of them.
///
/// ```
/// use alquerque_core::puzzle::{shipped_puzzles, MAX_PUZZLE_MOVES};
///
/// let set = shipped_puzzles();
/// assert_eq!(set.len(), 350);
/// let (games, endgames) = set.split_at(300);
/// for part in [games, endgames] {
///     assert_eq!(part[0].moves, 1);
///     assert!(part.windows(2).all(|w| w[0].moves <= w[1].moves));
///     assert_eq!(part[part.len() - 1].moves, MAX_PUZZLE_MOVES);
/// }
/// assert!(endgames.iter().all(|p| p.is_endgame()));
/// ```
pub fn shipped_puzzles() -> &'static [Puzzle] {
    static SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SET.get_or_init(|| {
        // The files are checked by the tests, so a failure here is a broken build, not input.
        let mut set =
            parse_puzzle_set(SHIPPED).unwrap_or_else(|e| panic!("the shipped puzzle set: {e}"));
        set.extend(
            parse_puzzle_set(SHIPPED_ENDGAME)
                .unwrap_or_else(|e| panic!("the shipped endgame puzzles: {e}")),
        );
        set
    })
}

/// A line of a set file that is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSetError {
    /// The line number, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub error: PuzzleError,
}

impl fmt::Display for PuzzleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl std::error::Error for PuzzleSetError {}

/// Reads a set file: every line a puzzle, except comments (`#`) and blank lines.
pub fn parse_puzzle_set(text: &str) -> Result<Vec<Puzzle>, PuzzleSetError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = line
            .parse::<Puzzle>()
            .map_err(|error| PuzzleSetError { line: i + 1, error })?;
        out.push(puzzle);
    }
    Ok(out)
}

/// Writes a set file: each line of `header` as a comment, then one puzzle a line.
pub fn puzzle_set_text(header: &[String], puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for line in header {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    for p in puzzles {
        out.push_str(&p.to_string());
        out.push('\n');
    }
    out
}

/// How far a generation has come, for a progress line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenerateProgress {
    /// Engine games played so far.
    pub games: u64,
    /// Puzzles kept so far for each number of moves (index 0: one move).
    pub found: [usize; MAX_PUZZLE_MOVES as usize],
    /// Puzzles wanted for each number of moves.
    pub wanted: [usize; MAX_PUZZLE_MOVES as usize],
}

/// Iterations per move of the games puzzles are taken from (an iteration budget keeps them
/// reproducible).
const GAME_ITERATIONS: u64 = 1_000;
/// The engine that plays the games puzzles are taken from: cheap, with a loose hand, so the
/// games soon reach the open endgames where forced wins arise, and differ from seed to seed.
/// It is the Easy level as it stood when the shipped set was made, with 1,000 iterations a
/// move (an iteration budget keeps the games reproducible), written out here rather than
/// taken from the level table: tuning the levels must not change the puzzles, whose players'
/// progress is kept by number.
const GAME_PARAMS: EngineParams = EngineParams {
    budget: Budget::iterations(GAME_ITERATIONS),
    mcts: MctsParams {
        exploration: 1.0,
        playout: PlayoutPolicy::Tactical,
        max_playout_plies: 400,
        playout_cutoff: 0,
    },
    solver_moves: 1,
    solver_nodes: 20_000_000,
    temperature: 0.5,
    proof_expansions: 0,
    resources: Resources {
        threads: 1,
        tree_nodes: 1 << 20,
        solver_table_log2: 18,
        proof_table_bytes: 16 << 20,
    },
};
/// Games longer than this are cut off (they have long been endgames by then).
const GAME_MAX_PLIES: usize = 300;
/// The positions the exact search may visit per question while a position is tried as a
/// puzzle. Deeper questions beyond it are skipped: the position is not kept, and with a node
/// (not time) limit the choice is the same on every machine.
pub const GENERATE_NODE_LIMIT: u64 = 2_000_000;
/// Games are played in batches of this many; the puzzles still wanted are fixed per batch, so
/// the result does not depend on how many threads play a batch.
const BATCH: u64 = 8;

/// Generates `count` puzzles reproducibly for `seed`: engine games at a cheap level, each
/// seeded from `seed` and its number, and every position reached tried as a puzzle. A game
/// gives at most one puzzle (its first of a number of moves still wanted), duplicates are
/// dropped, and the
/// wanted count is spread evenly over 1 to [`MAX_PUZZLE_MOVES`] moves (the remainder to the
/// fewer moves). The result is ordered by moves, then by the game it came from. `jobs`
/// threads play the games (the result is the same for any number); `on_progress` hears after
/// every batch of games.
pub fn generate_puzzles(
    count: usize,
    seed: u64,
    jobs: usize,
    stop: &AtomicBool,
    on_progress: &mut dyn FnMut(&GenerateProgress),
) -> Vec<Puzzle> {
    let depth = MAX_PUZZLE_MOVES as usize;
    let mut wanted = [count / depth; MAX_PUZZLE_MOVES as usize];
    for w in wanted.iter_mut().take(count % depth) {
        *w += 1;
    }
    // Per length, the puzzles with a tempting wrong first move, and the others in reserve: the
    // set takes the tempting ones first and fills up from the reserve only once
    // tempting_games(count) games have not found enough of them.
    let mut tempting: Vec<Vec<Puzzle>> = vec![Vec::new(); depth];
    let mut reserve: Vec<Vec<Puzzle>> = vec![Vec::new(); depth];
    let mut seen = std::collections::HashSet::new();
    let jobs = jobs.clamp(1, BATCH as usize);
    let mut games = 0u64;
    let cap = tempting_games(count);
    let needs = |i: usize, games: u64, tempting: &[Vec<Puzzle>], reserve: &[Vec<Puzzle>]| {
        tempting[i].len() < wanted[i]
            && (games < cap || tempting[i].len() + reserve[i].len() < wanted[i])
    };
    while (0..depth).any(|i| needs(i, games, &tempting, &reserve))
        && !stop.load(std::sync::atomic::Ordering::Relaxed)
    {
        let needed: Vec<bool> = (0..depth)
            .map(|i| needs(i, games, &tempting, &reserve))
            .collect();
        let first = games;
        let batch: Vec<Option<(Puzzle, bool)>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..jobs as u64)
                .map(|j| {
                    let needed = &needed;
                    scope.spawn(move || {
                        let mut judge = Judge::new(GENERATE_NODE_LIMIT);
                        (first + j..first + BATCH)
                            .step_by(jobs)
                            .map(|g| (g, puzzle_of_game(seed, g, needed, &mut judge)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            let mut all: Vec<(u64, Option<(Puzzle, bool)>)> = handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_default())
                .collect();
            all.sort_by_key(|(g, _)| *g);
            all.into_iter().map(|(_, p)| p).collect()
        });
        games += BATCH;
        for (p, is_tempting) in batch.into_iter().flatten() {
            let i = p.moves as usize - 1;
            if tempting[i].len() < wanted[i] && seen.insert(p.position.key()) {
                if is_tempting {
                    tempting[i].push(p);
                } else if reserve[i].len() < wanted[i] {
                    reserve[i].push(p);
                }
            }
        }
        on_progress(&GenerateProgress {
            games,
            found: std::array::from_fn(|i| (tempting[i].len() + reserve[i].len()).min(wanted[i])),
            wanted,
        });
    }
    tempting
        .into_iter()
        .zip(reserve)
        .zip(wanted)
        .flat_map(|((t, r), w)| t.into_iter().chain(r).take(w))
        .collect()
}

/// The games played for a set of `count` puzzles before a length takes puzzles without a
/// tempting wrong first move: [`PUZZLE_TEMPTING_GAMES`] for a set of [`PUZZLE_TEMPTING_SET`],
/// in proportion for others.
fn tempting_games(count: usize) -> u64 {
    PUZZLE_TEMPTING_GAMES * count as u64 / PUZZLE_TEMPTING_SET
}

fn game_seed(seed: u64, g: u64) -> u64 {
    Rng::new(seed ^ g.wrapping_mul(0x2545_f491_4f6c_dd1d)).next_u64()
}

/// Plays game `g` and tries each position reached as a puzzle; keeps the first puzzle whose
/// number of moves is still `needed`. One a game: the positions of a forced line are puzzles
/// too (a win in 5, after the best reply a win in 4, ...), and one of them is enough.
fn puzzle_of_game(seed: u64, g: u64, needed: &[bool], judge: &mut Judge) -> Option<(Puzzle, bool)> {
    let s = game_seed(seed, g);
    let params = GAME_PARAMS;
    let mut white = Engine::new(params, side_seed(s, Color::White));
    let mut black = Engine::new(params, side_seed(s, Color::Black));
    let mut game = Game::new(Rules::default());
    let stop = AtomicBool::new(false);
    // Each game's search starts afresh, so what a game gives does not depend on the games
    // the same thread played before.
    judge.clear();
    while !game.status().is_over() && game.moves().len() < GAME_MAX_PLIES {
        let engine = match game.turn() {
            Color::White => &mut white,
            Color::Black => &mut black,
        };
        let Some(mv) = engine.search(&game, &stop, &mut |_| {}).best else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
        let pos: Position = *game.position();
        if game.status().is_over() {
            break;
        }
        if let Some((p, winning)) = judge.find(&pos, needed) {
            return Some((p, !tempting_beside(&pos, winning).is_empty()));
        }
    }
    None
}

/// The comment lines a generated set file starts with: what the puzzles are, how they were
/// made, the command that makes the same file again, and how many there are of each length.
pub fn puzzle_set_header(count: usize, seed: u64, puzzles: &[Puzzle]) -> Vec<String> {
    let mut per = [0usize; MAX_PUZZLE_MOVES as usize];
    for p in puzzles {
        per[p.moves as usize - 1] += 1;
    }
    let mut tempting = [0usize; MAX_PUZZLE_MOVES as usize];
    for p in puzzles {
        if p.tempting_moves(GENERATE_NODE_LIMIT)
            .is_ok_and(|t| !t.is_empty())
        {
            tempting[p.moves as usize - 1] += 1;
        }
    }
    let by_length = |counts: &[usize]| -> String {
        counts
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{}: {n}", i + 1))
            .collect::<Vec<String>>()
            .join(", ")
    };
    vec![
        "Alquerque puzzles: find the forced win.".to_string(),
        "One puzzle a line: N RULES POSITION (the position text of game records). The side to"
            .to_string(),
        "move has two legal moves or more and wins by force in exactly N of its own moves, not"
            .to_string(),
        "fewer, and exactly one first move wins within N; the exact forced-win search proves it."
            .to_string(),
        "Puzzles with a tempting wrong first move (one taking as many pieces as the winning"
            .to_string(),
        format!(
            "move) come first: a length takes others only after {} games.",
            tempting_games(count)
        ),
        format!(
            "Taken from positions reached in engine games (easy level, {} iterations a move, each",
            GAME_ITERATIONS
        ),
        "game seeded from the seed and its number), at most one puzzle a game, no duplicates."
            .to_string(),
        format!("Made with: alquerque puzzles generate --count {count} --seed {seed}"),
        format!("Puzzles per number of moves: {}", by_length(&per)),
        format!("With a tempting wrong first move: {}", by_length(&tempting)),
    ]
}

/// Which puzzles of a set a person has solved, by number (from 1): plain data the front end
/// keeps where it keeps things (a file for the terminal, the app's storage for the apps).
///
/// It also keeps the streak: the puzzles solved in a row at the first try and without a
/// hint, now and at best, so that a streak outlives the app being closed.
///
/// Its text form is one line `solved N N N ...` (numbers ascending), after optional `#`
/// comment lines, then `streak N best M` once there is a streak to keep (a file without it,
/// written before streaks were kept, reads as no streak).
///
/// ```
/// use alquerque_core::puzzle::PuzzleProgress;
///
/// let mut progress = PuzzleProgress::from_text("# mine\nsolved 3 1\n").unwrap();
/// progress.mark_solved(2);
/// assert_eq!(progress.to_text(), "# Alquerque puzzles solved\nsolved 1 2 3\n");
/// assert_eq!(progress.solved_count(300), 3);
/// assert_eq!(progress.next_unsolved(300, 0), Some(4));
/// progress.record_solved(4, true);
/// assert_eq!((progress.streak(), progress.best_streak()), (1, 1));
/// assert_eq!(
///     progress.to_text(),
///     "# Alquerque puzzles solved\nsolved 1 2 3 4\nstreak 1 best 1\n"
/// );
/// let refused = PuzzleProgress::from_text("solved two").unwrap_err();
/// assert_eq!(refused.line, 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    solved: std::collections::BTreeSet<usize>,
    /// Puzzles solved in a row at the first try without a hint, up to now.
    streak: u32,
    /// The longest such run.
    best_streak: u32,
}

/// A progress text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressError {
    /// The line number, from 1.
    pub line: usize,
    /// The offending text (clipped).
    pub text: String,
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: '{}' is not progress (write 'solved' and the numbers of the puzzles \
             solved, or 'streak' and 'best' and two numbers)",
            self.line,
            crate::quote::quote(&self.text, 40)
        )
    }
}

impl std::error::Error for ProgressError {}

/// The highest puzzle number progress may name: far beyond any set, and it bounds what a
/// damaged file can make us hold.
const MAX_PUZZLE_NUMBER: usize = 1_000_000;

/// The longest streak kept: a streak can be no longer than the puzzles there are, and this
/// bounds what a damaged file can say.
const MAX_STREAK: u32 = MAX_PUZZLE_NUMBER as u32;

impl PuzzleProgress {
    /// Progress with the puzzles numbered `solved` solved (numbers outside 1 to a million are
    /// ignored).
    pub fn from_solved(solved: impl IntoIterator<Item = usize>) -> PuzzleProgress {
        PuzzleProgress {
            solved: solved
                .into_iter()
                .filter(|n| (1..=MAX_PUZZLE_NUMBER).contains(n))
                .collect(),
            ..PuzzleProgress::default()
        }
    }

    /// Reads the text form; an error names the first line that is not progress.
    pub fn from_text(text: &str) -> Result<PuzzleProgress, ProgressError> {
        let mut progress = PuzzleProgress::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || ProgressError {
                line: i + 1,
                text: line.chars().take(40).collect(),
            };
            let mut words = line.split_whitespace();
            match words.next() {
                Some("solved") => {
                    for w in words {
                        let n = w
                            .parse::<usize>()
                            .ok()
                            .filter(|n| (1..=MAX_PUZZLE_NUMBER).contains(n))
                            .ok_or_else(bad)?;
                        progress.solved.insert(n);
                    }
                }
                Some("streak") => {
                    let words: Vec<&str> = words.collect();
                    let [now, "best", best] = words[..] else {
                        return Err(bad());
                    };
                    let count = |w: &str| w.parse::<u32>().ok().filter(|&n| n <= MAX_STREAK);
                    let (Some(now), Some(best)) = (count(now), count(best)) else {
                        return Err(bad());
                    };
                    progress.streak = now;
                    // A run now is a run that happened: the best is never below it.
                    progress.best_streak = best.max(now);
                }
                _ => return Err(bad()),
            }
        }
        Ok(progress)
    }

    /// The text form.
    pub fn to_text(&self) -> String {
        let mut out = String::from("# Alquerque puzzles solved\nsolved");
        for n in &self.solved {
            out.push_str(&format!(" {n}"));
        }
        out.push('\n');
        if self.best_streak > 0 {
            out.push_str(&format!(
                "streak {} best {}\n",
                self.streak, self.best_streak
            ));
        }
        out
    }

    /// Marks puzzle `number` solved, and carries the streak on if it was solved `clean`ly
    /// (at the first try, without a hint) or ends it if not.
    pub fn record_solved(&mut self, number: usize, clean: bool) {
        self.mark_solved(number);
        if clean {
            self.streak = (self.streak + 1).min(MAX_STREAK);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// Ends the streak (a wrong move, or a hint asked for).
    pub fn break_streak(&mut self) {
        self.streak = 0;
    }

    /// Puzzles solved in a row at the first try without a hint, up to now.
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// The longest run of puzzles solved at the first try without a hint.
    pub fn best_streak(&self) -> u32 {
        self.best_streak
    }

    /// The streak in words, as every screen says it: the run now, and the longest when a
    /// longer one was made before (a run of 2 after one of 5 is "Streak: 2 · best: 5").
    pub fn streak_message(&self) -> Message {
        if self.best_streak > self.streak {
            Message::new("puzzle-streak-best")
                .count("count", self.streak)
                .count("best", self.best_streak)
        } else {
            Message::new("puzzle-streak").count("count", self.streak)
        }
    }

    /// Marks puzzle `number` solved.
    pub fn mark_solved(&mut self, number: usize) {
        if (1..=MAX_PUZZLE_NUMBER).contains(&number) {
            self.solved.insert(number);
        }
    }

    /// Adds the puzzles `other` has solved, `other` being the newer of the two (this the
    /// file, `other` the session saving over it): the streak now is `other`'s, the best the
    /// better of both.
    pub fn merge(&mut self, other: &PuzzleProgress) {
        self.solved.extend(other.solved.iter().copied());
        self.streak = other.streak;
        self.best_streak = self.best_streak.max(other.best_streak);
    }

    /// Whether puzzle `number` is solved.
    pub fn is_solved(&self, number: usize) -> bool {
        self.solved.contains(&number)
    }

    /// The numbers solved, ascending.
    pub fn solved(&self) -> Vec<usize> {
        self.solved.iter().copied().collect()
    }

    /// How many of the puzzles numbered 1 to `total` are solved.
    pub fn solved_count(&self, total: usize) -> usize {
        // A set of no puzzles has none solved (and `range` panics on the empty `1..=0`).
        if total == 0 {
            return 0;
        }
        self.solved.range(1..=total).count()
    }

    /// The first puzzle of 1 to `total` not solved after `after` (0: from the start),
    /// wrapping round to the start; `None` when all are solved.
    pub fn next_unsolved(&self, total: usize, after: usize) -> Option<usize> {
        (after + 1..=total)
            .chain(1..=after.min(total))
            .find(|n| !self.solved.contains(n))
    }

    /// The puzzles of `set` (numbered from 1) by length, shortest first: for each number of
    /// moves the set has puzzles of, how many there are and how many are solved.
    ///
    /// ```
    /// use alquerque_core::puzzle::{shipped_puzzles, PuzzleProgress};
    ///
    /// let set = shipped_puzzles();
    /// let progress = PuzzleProgress::from_solved([1, 2]);
    /// let lengths = progress.solved_by_length(set);
    /// assert_eq!(lengths.iter().map(|l| l.total).sum::<usize>(), set.len());
    /// assert_eq!(lengths.iter().map(|l| l.solved).sum::<usize>(), 2);
    /// ```
    pub fn solved_by_length(&self, set: &[Puzzle]) -> Vec<SolvedByLength> {
        let mut lengths: Vec<SolvedByLength> = Vec::new();
        for (i, puzzle) in set.iter().enumerate() {
            let at = match lengths.binary_search_by_key(&puzzle.moves, |l| l.moves) {
                Ok(at) => at,
                Err(at) => {
                    lengths.insert(
                        at,
                        SolvedByLength {
                            moves: puzzle.moves,
                            solved: 0,
                            total: 0,
                        },
                    );
                    at
                }
            };
            lengths[at].total += 1;
            if self.is_solved(i + 1) {
                lengths[at].solved += 1;
            }
        }
        lengths
    }
}

/// The puzzles of one length and how many of them are solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolvedByLength {
    /// The length: the side to move wins in this many of its own moves.
    pub moves: u32,
    /// How many of them are solved.
    pub solved: usize,
    /// How many puzzles of this length the set has.
    pub total: usize,
}
