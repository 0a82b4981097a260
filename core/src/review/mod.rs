//! Game review: the engine goes over a finished (or unfinished) game and says, for every ply,
//! what the mover could expect before and after the move, which move it would have played,
//! and how costly the move was: best, good, inaccuracy, mistake, blunder, or the only move.
//!
//! Every position of the game is searched once, with a fixed budget of iterations (never of
//! time), by one engine seeded once: the review of a game is the same on every machine for
//! the same seed. The value after a move is the value of the next position for the other
//! side, so "before" and "after" come from searches of the same kind. Where the exact
//! forced-win search proves a result, the value is "wins in N" or "loses in N" rather than a
//! percentage; where the solved game (default rules) proves who wins, the ply says so too, and
//! a move that turns a proven win into a proven loss "gives the win away".
//!
//! A review runs in the background like [`think`](crate::engine::think): [`start_review`] returns a
//! [`ReviewHandle`] to poll, cancel and collect. Its annotations travel in the game record as
//! comments ([`annotated_record`], [`read_annotated_record`]).
//!
//! ```
//! use alquerque_core::ai::review::{review_game, ReviewParams};
//! use alquerque_core::Game;
//! use std::sync::atomic::AtomicBool;
//!
//! let mut game = Game::default();
//! game.play_text("c2-c3").unwrap();
//! game.play_text("c4-c2").unwrap();
//! let params = ReviewParams { iterations: 300, ..ReviewParams::default() };
//! let review = review_game(&game, &params, 1, &AtomicBool::new(false), &mut |_| {});
//! assert_eq!(review.plies.len(), 2);
//! assert_eq!(review.plies[1].mark.name(), "only move");
//! ```

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::board::color::Color;
use crate::board::moves::Move;
use crate::engine::tunables::{
    QUICK_PROOF_TABLE_BYTES, REVIEW_ITERATIONS, REVIEW_PROOF_EXPANSIONS, REVIEW_SOLVER_MOVES,
    REVIEW_SOLVER_NODES,
};
use crate::engine::Level;
use crate::engine::{Background, OnDone, OnProgress};
use crate::engine::{Budget, Decision, Engine, EngineParams};
use crate::game::notation::MoveText;
use crate::game::record::RecordError;
use crate::game::{Game, Status};
use crate::proof::perfect::proven_winner;
use crate::search::dfpn::Dfpn;

/// What a review spends on each position. Iterations and node counts, never time, so that a
/// review is the same on every machine for the same seed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewParams {
    /// Tree-search iterations per position.
    pub iterations: u64,
    /// Depth of the exact forced-win search, in the mover's own moves.
    pub solver_moves: u32,
    /// The most positions the forced-win search may visit per position reviewed.
    pub solver_nodes: u64,
    /// Expansions of the proof-number search per position asking who wins with perfect play
    /// (default rules only; 0 turns the question off).
    pub proof_expansions: u64,
}

impl Default for ReviewParams {
    /// The budget the front ends use, calibrated so that a whole game of 60 plies takes about
    /// ten seconds on one phone core, and since then well under it. Measured on one core of
    /// the development machine over engine games: about 55 ms a position, 30 of them the tree
    /// search's 20,000 iterations and the rest the question who wins with perfect play (3.3 s
    /// for 60 plies; `alquerque bench` prints `review_game_ms`), and a phone core runs this
    /// engine at roughly half that speed. The default level's playouts are now cut after
    /// eight plies, which made the same 20,000 iterations about four times as fast (0.95 s
    /// for the bench's game). With whole playouts, two reviews with different seeds rated the
    /// same position 0.004 apart in the median and 0.012 at the 90th percentile (see the
    /// marks' table, `MARKS`, in this module).
    fn default() -> ReviewParams {
        ReviewParams {
            iterations: REVIEW_ITERATIONS,
            solver_moves: REVIEW_SOLVER_MOVES,
            solver_nodes: REVIEW_SOLVER_NODES,
            proof_expansions: REVIEW_PROOF_EXPANSIONS,
        }
    }
}

/// How good a move was, judged against the engine's best move in the same position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// The engine's own choice, or an equally fast proven win.
    Best,
    /// Not the engine's choice, but costs (almost) nothing.
    Good,
    /// Gives away a little.
    Inaccuracy,
    /// Gives away a lot.
    Mistake,
    /// Gives away the game, or most of it (a forced win thrown away is always one).
    Blunder,
    /// The only legal move: nothing to judge.
    OnlyMove,
}

/// The marks by how much a move lowers the mover's expected result (before minus after, on
/// the 0..1 scale), checked from the top: the first row whose threshold the drop reaches
/// gives the mark. Why these numbers: the engine's value of a position is a mean of playouts;
/// at the review's budget two searches of the same position with different seeds differ by
/// 0.004 in the median, 0.012 at the 90th percentile and 0.08 at worst (measured over engine
/// games), so a drop below 0.08 may be noise and counts as good. Above that the steps double
/// (0.08, 0.15, 0.30), as chess apps grade lost win probability, and a drop of 0.30 or more
/// turns a won game into an open one or an open one into a lost one: a blunder. A forced win
/// given up for a value of 0.70 or less, or for a forced loss, is such a drop: a blunder.
const MARKS: [(f32, Mark); 4] = [
    (0.30, Mark::Blunder),
    (0.15, Mark::Mistake),
    (0.08, Mark::Inaccuracy),
    (f32::NEG_INFINITY, Mark::Good),
];

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 6] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
        Mark::OnlyMove,
    ];

    /// The mark in words, as records and screens write it: `best`, `only move`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
            Mark::OnlyMove => "only move",
        }
    }

    /// The mark named `name` (as [`Mark::name`] writes it).
    pub fn from_name(name: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.name() == name)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The value of a position for one side: an expected result, or a result the exact search
/// proved.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Evaluation {
    /// The engine's expected result, 0 (loss) to 1 (win), in steps of 0.001 (so that it
    /// reads back from a record exactly as it was written).
    Expected(f32),
    /// A forced win in this many of the side's own moves (0: the game is already won).
    WinsIn(u32),
    /// A forced loss after this many of the opponent's moves (0: already lost).
    LosesIn(u32),
}

impl Evaluation {
    /// The expected result on the 0..1 scale (a proven win is 1, a proven loss 0): what the
    /// graph of a review draws and the marks compare.
    pub fn expected(self) -> f32 {
        match self {
            Evaluation::Expected(v) => v,
            Evaluation::WinsIn(_) => 1.0,
            Evaluation::LosesIn(_) => 0.0,
        }
    }

    /// Whether the exact search proved the result.
    pub fn is_proven(self) -> bool {
        !matches!(self, Evaluation::Expected(_))
    }

    /// An expected result rounded to the step records keep.
    fn expected_of(rate: f32) -> Evaluation {
        Evaluation::Expected(from_permille(permille(rate)))
    }

    /// The same position's value for the other side.
    fn for_other_side(self) -> Evaluation {
        match self {
            Evaluation::Expected(v) => Evaluation::expected_of(1.0 - v),
            Evaluation::WinsIn(n) => Evaluation::LosesIn(n),
            Evaluation::LosesIn(n) => Evaluation::WinsIn(n),
        }
    }

    /// The value before the side's own move, given its value after that move (for a position
    /// with only one legal move): a win is one own move further away.
    fn before_own_move(self) -> Evaluation {
        match self {
            Evaluation::WinsIn(n) => Evaluation::WinsIn(n + 1),
            e => e,
        }
    }

    fn parse(text: &str) -> Option<Evaluation> {
        let text = text.trim();
        match text {
            "won" => return Some(Evaluation::WinsIn(0)),
            "lost" => return Some(Evaluation::LosesIn(0)),
            _ => {}
        }
        if let Some(n) = text.strip_prefix("wins in ") {
            return n.parse().ok().filter(|&n| n > 0).map(Evaluation::WinsIn);
        }
        if let Some(n) = text.strip_prefix("loses in ") {
            return n.parse().ok().filter(|&n| n > 0).map(Evaluation::LosesIn);
        }
        let (whole, tenth) = text.strip_suffix('%')?.split_once('.')?;
        if whole.is_empty()
            || tenth.len() != 1
            || !(whole.bytes().chain(tenth.bytes())).all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let p: u32 = whole.parse::<u32>().ok()? * 10 + tenth.parse::<u32>().ok()?;
        (p <= 1000).then(|| Evaluation::Expected(from_permille(p)))
    }
}

impl fmt::Display for Evaluation {
    /// `62.4%`, `wins in 3`, `loses in 2`, `won`, `lost`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Evaluation::Expected(v) => {
                let p = permille(v);
                write!(f, "{}.{}%", p / 10, p % 10)
            }
            Evaluation::WinsIn(0) => f.write_str("won"),
            Evaluation::WinsIn(n) => write!(f, "wins in {n}"),
            Evaluation::LosesIn(0) => f.write_str("lost"),
            Evaluation::LosesIn(n) => write!(f, "loses in {n}"),
        }
    }
}

fn permille(rate: f32) -> u32 {
    (rate.clamp(0.0, 1.0) * 1000.0).round() as u32
}

fn from_permille(p: u32) -> f32 {
    p as f32 / 1000.0
}

/// What the solved game says about a ply (default rules only, where it is proved).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Solved {
    /// The mover had a proven win before the move and the opponent has one after it.
    GivesWinAway,
    /// After the move the mover wins with perfect play.
    Wins,
    /// After the move the opponent wins with perfect play (and the mover had no proven win
    /// before it).
    Loses,
}

impl Solved {
    /// The words records and screens use: `gives the win away`.
    pub fn text(self) -> &'static str {
        match self {
            Solved::GivesWinAway => "gives the win away",
            Solved::Wins => "wins with perfect play",
            Solved::Loses => "loses with perfect play",
        }
    }

    fn from_text(text: &str) -> Option<Solved> {
        [Solved::GivesWinAway, Solved::Wins, Solved::Loses]
            .into_iter()
            .find(|s| s.text() == text)
    }

    fn of(mover: Color, before: Option<Color>, after: Option<Color>) -> Option<Solved> {
        match (before, after) {
            (Some(b), Some(a)) if b == mover && a != mover => Some(Solved::GivesWinAway),
            (_, Some(a)) if a == mover => Some(Solved::Wins),
            (_, Some(_)) => Some(Solved::Loses),
            _ => None,
        }
    }
}

/// The review of one ply.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The ply's index in the game, 0 for the first move.
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move played.
    pub played: Move,
    /// The mover's value of the position before the move: the value of the engine's best
    /// move there.
    pub before: Evaluation,
    /// The mover's value of the position after the move.
    pub after: Evaluation,
    /// The best move in the position before (its value is `before`): the engine's choice,
    /// or the move played when that is as good (marked best), so that a screen never shows a
    /// "better" move beside a best one.
    pub best: Move,
    /// How good the move was.
    pub mark: Mark,
    /// What the solved game says, where it is proved.
    pub solved: Option<Solved>,
}

impl PlyReview {
    /// The annotation as one line, the comment a record carries after the move:
    /// `mistake: 55.0% -> 38.2%, best b4-b3; loses with perfect play`. The best move is left
    /// out when it is the move played.
    pub fn comment(&self) -> String {
        let mut text = format!("{}: {} -> {}", self.mark, self.before, self.after);
        if self.best != self.played {
            text.push_str(&format!(", best {}", self.best));
        }
        if let Some(s) = self.solved {
            text.push_str("; ");
            text.push_str(s.text());
        }
        text
    }

    /// The proven results in words, for a screen: `wins in 3 -> loses in 2; gives the win
    /// away`; `None` when nothing about the ply is proved.
    pub fn proven_text(&self) -> Option<String> {
        let mut parts = Vec::new();
        if self.before.is_proven() || self.after.is_proven() {
            parts.push(format!("{} -> {}", self.before, self.after));
        }
        if let Some(s) = self.solved {
            parts.push(s.text().to_string());
        }
        (!parts.is_empty()).then(|| parts.join("; "))
    }

    /// Reads back [`PlyReview::comment`]'s text for ply `ply` of `game`; `None` if the text
    /// is not such an annotation (a person's own comment) or does not fit the game.
    pub fn from_comment(text: &str, game: &Game, ply: usize) -> Option<PlyReview> {
        let played = *game.moves().get(ply)?;
        let pos = game.positions()[ply];
        let (mark, rest) = text.trim().split_once(": ")?;
        let mark = Mark::from_name(mark)?;
        let (rest, solved) = match rest.split_once("; ") {
            Some((r, s)) => (r, Some(Solved::from_text(s.trim())?)),
            None => (rest, None),
        };
        let (values, best) = match rest.split_once(", best ") {
            Some((v, b)) => {
                let text: MoveText = b.trim().parse().ok()?;
                (v, text.to_move(&pos).ok()?)
            }
            None => (rest, played),
        };
        let (before, after) = values.split_once(" -> ")?;
        Some(PlyReview {
            ply,
            mover: pos.turn(),
            played,
            before: Evaluation::parse(before)?,
            after: Evaluation::parse(after)?,
            best,
            mark,
            solved,
        })
    }
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Review {
    /// The plies reviewed, from the first; all of them unless the review was cancelled.
    pub plies: Vec<PlyReview>,
    /// Whether every ply was reviewed (false when cancelled).
    pub complete: bool,
}

/// How far a review has got.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewProgress {
    /// Positions searched so far.
    pub positions_done: usize,
    /// Positions to search in all (one more than the plies).
    pub positions: usize,
    /// Time since the review started.
    pub elapsed: Duration,
}

/// The mark of a move from the values before and after it (the mover's view), the engine's
/// best move, and whether it was the only legal move. The thresholds are the `MARKS` table
/// in this module.
pub fn mark_of(
    only_move: bool,
    played: Move,
    best: Move,
    before: Evaluation,
    after: Evaluation,
) -> Mark {
    if only_move {
        return Mark::OnlyMove;
    }
    if played == best {
        return Mark::Best;
    }
    if let (Evaluation::WinsIn(b), Evaluation::WinsIn(a)) = (before, after) {
        if a < b {
            // Another move that wins as fast as the engine's.
            return Mark::Best;
        }
    }
    let drop = before.expected() - after.expected();
    MARKS
        .iter()
        .find(|(threshold, _)| drop >= *threshold)
        .map_or(Mark::Good, |&(_, mark)| mark)
}

/// The engine a review uses: the default level's search under `params`' fixed budget on one
/// thread.
fn review_engine_params(params: &ReviewParams) -> EngineParams {
    let mut p = Level::Hard.params();
    p.budget = Budget::iterations(params.iterations.max(1));
    p.resources.threads = 1;
    p.temperature = 0.0;
    p.solver_moves = params.solver_moves;
    p.solver_nodes = params.solver_nodes;
    p.proof_expansions = 0;
    p
}

/// One position's findings, for its side to move.
#[derive(Copy, Clone)]
struct Found {
    /// `None` only for a position with one legal move, whose value is the next position's.
    value: Option<Evaluation>,
    best: Option<Move>,
    only_move: bool,
    winner: Option<Color>,
}

/// The value of `game`'s position for its side to move, and the engine's best move there
/// (`None` when the game is over); `None` when the search was stopped. A position with one
/// legal move is worth what the position after it is worth.
fn evaluate(
    engine: &mut Engine,
    game: &Game,
    stop: &AtomicBool,
) -> Option<(Evaluation, Option<Move>)> {
    match game.status() {
        Status::Won { .. } => return Some((Evaluation::LosesIn(0), None)),
        Status::Drawn(_) => return Some((Evaluation::Expected(0.5), None)),
        Status::Ongoing => {}
    }
    let legal = game.legal_moves();
    if legal.len() == 1 {
        // Follow the forced moves (finitely many: every game ends) to a position with a
        // choice or an end.
        let mut next = game.clone();
        next.play(legal[0]).ok()?;
        let (value, _) = evaluate(engine, &next, stop)?;
        return Some((value.for_other_side().before_own_move(), Some(legal[0])));
    }
    let result = engine.search(game, stop, &mut |_| {});
    if result.cancelled || result.best.is_none() {
        return None;
    }
    let value = match result.decision {
        Decision::ForcedWin(n) => Evaluation::WinsIn(n),
        Decision::ForcedLoss(n) => Evaluation::LosesIn(n),
        _ => Evaluation::expected_of(result.win_rate),
    };
    Some((value, result.best))
}

/// Reviews `game` (the moves played; moves undone are not part of it) with `params`, the
/// engine seeded with `seed`, reporting progress at the start and after each position, and
/// stopping early when
/// `stop` is set (the review then holds the plies finished so far and is not complete).
/// The same game, parameters and seed give the same review.
pub fn review_game(
    game: &Game,
    params: &ReviewParams,
    seed: u64,
    stop: &AtomicBool,
    on_progress: &mut dyn FnMut(&ReviewProgress),
) -> Review {
    let start = Instant::now();
    let moves = game.moves();
    let positions = moves.len() + 1;
    let mut engine = Engine::new(review_engine_params(params), seed);
    let mut dfpn = (params.proof_expansions > 0 && !game.rules().has_draws())
        .then(|| Dfpn::new(QUICK_PROOF_TABLE_BYTES));
    let mut found: Vec<Found> = Vec::with_capacity(positions);
    let mut prefix = Game::from_position(*game.start());
    let mut complete = true;
    on_progress(&ReviewProgress {
        positions_done: 0,
        positions,
        elapsed: start.elapsed(),
    });
    for i in 0..positions {
        if i > 0 && prefix.play(moves[i - 1]).is_err() {
            // The game's own moves replay; this only guards against the impossible.
            complete = false;
            break;
        }
        if stop.load(Ordering::Relaxed) {
            complete = false;
            break;
        }
        let pos = *prefix.position();
        let winner = dfpn
            .as_mut()
            .and_then(|d| proven_winner(&pos, d, params.proof_expansions));
        let legal = prefix.legal_moves();
        let f = if legal.len() == 1 && i + 1 < positions {
            // Worth what the position after it is worth: filled in below.
            Found {
                value: None,
                best: Some(legal[0]),
                only_move: true,
                winner,
            }
        } else {
            match evaluate(&mut engine, &prefix, stop) {
                Some((value, best)) => Found {
                    value: Some(value),
                    best,
                    only_move: legal.len() == 1,
                    winner,
                },
                None => {
                    complete = false;
                    break;
                }
            }
        };
        found.push(f);
        on_progress(&ReviewProgress {
            positions_done: found.len(),
            positions,
            elapsed: start.elapsed(),
        });
    }
    // A position with one legal move is worth what the position after it is worth.
    for i in (0..found.len()).rev() {
        if found[i].value.is_none() {
            found[i].value = found
                .get(i + 1)
                .and_then(|next| next.value)
                .map(|v| v.for_other_side().before_own_move());
        }
    }
    let mut plies = Vec::with_capacity(moves.len());
    for (ply, &played) in moves.iter().enumerate() {
        let (Some(here), Some(next)) = (found.get(ply), found.get(ply + 1)) else {
            break;
        };
        let (Some(before), Some(after), Some(best)) = (here.value, next.value, here.best) else {
            break;
        };
        let after = after.for_other_side();
        let mover = game.positions()[ply].turn();
        let mark = mark_of(here.only_move, played, best, before, after);
        plies.push(PlyReview {
            ply,
            mover,
            played,
            before,
            after,
            // A move as good as the engine's (a win as fast) leaves no better one to show.
            best: if mark == Mark::Best { played } else { best },
            mark,
            solved: Solved::of(mover, here.winner, next.winner),
        });
    }
    Review {
        complete: complete && plies.len() == moves.len(),
        plies,
    }
}

/// The game record of `game` with `review`'s annotation after each ply it covers, as a
/// comment (see [`PlyReview::comment`]). Every record reader loads it; read the annotations
/// back with [`read_annotated_record`].
pub fn annotated_record(game: &Game, review: &Review) -> String {
    let mut comments: Vec<Option<String>> = vec![None; game.moves().len()];
    for p in &review.plies {
        if let Some(slot) = comments.get_mut(p.ply) {
            *slot = Some(p.comment());
        }
    }
    game.to_record_with_comments(&comments)
}

/// Reads a record written by [`annotated_record`] (or any record): the game and, for each
/// ply, its review annotation where the comment after it is one (`None` for a ply without a
/// comment or with a comment of another kind).
#[allow(clippy::type_complexity)]
pub fn read_annotated_record(text: &str) -> Result<(Game, Vec<Option<PlyReview>>), RecordError> {
    let (game, comments) = Game::from_record_with_comments(text)?;
    let annotations = comments
        .iter()
        .enumerate()
        .map(|(ply, c)| {
            c.as_deref()
                .and_then(|c| PlyReview::from_comment(c, &game, ply))
        })
        .collect();
    Ok((game, annotations))
}

/// A callback receiving a review's progress on its thread.
pub type ReviewProgressCallback = OnProgress<ReviewProgress>;
/// A callback receiving the finished review on its thread.
pub type ReviewDoneCallback = OnDone<Review>;

/// A review running on its own thread: its progress, cancel, and the review (finished or
/// cancelled; empty if no thread could be started). Dropping the handle cancels it.
pub type ReviewHandle = Background<ReviewProgress, Review>;

/// Starts reviewing `game` (a snapshot) on a new thread, as [`review_game`] does: `on_progress`
/// is called there at the start and after each position, `on_done` with the review when it
/// ends (finished or cancelled).
pub fn start_review(
    game: Game,
    params: ReviewParams,
    seed: u64,
    on_progress: Option<ReviewProgressCallback>,
    on_done: Option<ReviewDoneCallback>,
) -> ReviewHandle {
    Background::spawn(
        "alquerque-review",
        move |stop, progress| review_game(&game, &params, seed, stop, progress),
        on_progress,
        on_done,
    )
}
