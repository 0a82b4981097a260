//! The endgame trainer (issue 47): a won position from the endgame tables, to be won against
//! their perfect defence, each move judged at once.
//!
//! [`EndgameTrainer::exercise`] draws a position of a level ([`ENDGAME_LEVELS`]: fewer pieces
//! and shorter wins first) in which the side to move wins; the person plays that side. Each
//! move is judged by the tables before anything else happens: still winning, as fast as
//! possible or more slowly (with the moves left), won, or the win let slip. A slip is taken
//! back, and the fastest win from the position before it is shown; otherwise the tables'
//! longest defence replies at once. The state is a position and a few counts, and moves go in
//! and judgements come out, so a phone screen drives it as the terminal does.
//!
//! ```
//! use alquerque_core::endgame::{EndgameTrainer, Verdict};
//! use alquerque_core::tables::shipped;
//! use alquerque_core::{MoveText, PositionText, Rules};
//! use std::sync::Arc;
//!
//! // White to move wins in 5 plies, with a1-a2 among the fastest moves; a1-b1 is slower.
//! let pos = "-----/-b---/-----/---w-/w---- w - 0"
//!     .parse::<PositionText>()
//!     .and_then(|t| t.into_position(Rules::default()))
//!     .unwrap();
//! let mut trainer = EndgameTrainer::new(Arc::new(shipped().unwrap()), pos).unwrap();
//! assert_eq!(trainer.moves_to_win(), 3);
//! let slower = "a1-b1".parse::<MoveText>().unwrap().to_move(trainer.position()).unwrap();
//! let judged = trainer.play(slower).unwrap();
//! assert_eq!(judged.verdict, Verdict::Slower { in_moves: 3, fastest: 2 });
//! assert!(judged.reply.is_some());
//! ```

use std::fmt;
use std::sync::Arc;

use alquerque_text::Message;

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::board::setup::Setup;
use crate::board::square::Square;
use crate::engine::tunables::{EndgameLevel, ENDGAME_DRAWS};
use crate::search::rng::Rng;
use crate::tables::{best_moves, value_after, Probe, Value};

pub use crate::engine::tunables::ENDGAME_LEVELS;

/// What a move of the person did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move keeps the fastest win: `in_moves` of the person's moves are left to it.
    Fastest {
        /// The person's moves left to the win, against the longest defence.
        in_moves: u32,
    },
    /// The move still wins, but more slowly than the fastest move did.
    Slower {
        /// The person's moves left to the win now.
        in_moves: u32,
        /// The moves that would have been left after the fastest move.
        fastest: u32,
    },
    /// The move ends the game: the defence has no move left.
    Won,
    /// The move lets the win slip (the defence would win after it): it was taken back.
    /// `fastest` wins from the same position in `in_moves` of the person's moves.
    Slipped {
        /// A move of the fastest win from the position before the slip.
        fastest: Move,
        /// The person's moves the fastest win takes, that move included.
        in_moves: u32,
    },
}

/// A move judged: what it did, and the defence's reply if the game goes on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The person's move.
    pub played: Move,
    /// What it did.
    pub verdict: Verdict,
    /// The tables' longest defence, already played; `None` when the game is won or the move
    /// was taken back.
    pub reply: Option<Move>,
}

impl Judgement {
    /// The words for the judgement, in order: the verdict, the fastest win after a slip, the
    /// reply.
    pub fn messages(&self, player: Color) -> Vec<Message> {
        let mut out = Vec::new();
        match self.verdict {
            Verdict::Fastest { in_moves } => {
                out.push(Message::new("endgame-still-winning").count("moves", in_moves))
            }
            Verdict::Slower { in_moves, fastest } => out.push(
                Message::new("endgame-slower")
                    .count("moves", in_moves)
                    .count("fastest", fastest),
            ),
            Verdict::Won => {}
            Verdict::Slipped { fastest, in_moves } => {
                out.push(Message::new("endgame-slipped").notation("move", self.played));
                out.push(
                    Message::new("endgame-fastest")
                        .notation("move", fastest)
                        .count("moves", in_moves),
                );
            }
        }
        if let Some(reply) = self.reply {
            out.push(
                Message::new("endgame-reply")
                    .choice("side", player.other().keyword())
                    .notation("move", reply),
            );
        }
        out
    }
}

/// What the trainer is, said once before the first exercise.
pub fn welcome() -> Message {
    Message::new("endgame-welcome")
}

/// Why the trainer cannot start or take a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrainerError {
    /// No such level: they are numbered from 1 to the length of [`ENDGAME_LEVELS`].
    NoLevel(usize),
    /// The level's positions have more pieces than the tables hold.
    BeyondTables {
        /// The pieces of the level's positions.
        pieces: u8,
        /// The most the tables hold.
        held: u8,
    },
    /// No position of the level was found within the draws allowed.
    NotFound,
    /// The tables do not answer for the position (too many pieces, or rules with draws).
    NotInTables,
    /// The side to move does not win the position (or the game is over).
    NotAWin,
    /// The move is not legal in the position.
    Illegal(Move),
    /// The game is won: there is nothing left to play.
    Finished,
}

impl fmt::Display for TrainerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainerError::NoLevel(n) => write!(
                f,
                "there is no endgame level {n}: the levels are 1 to {}",
                ENDGAME_LEVELS.len()
            ),
            TrainerError::BeyondTables { pieces, held } => write!(
                f,
                "the level's positions have {pieces} pieces and the tables hold at most {held}"
            ),
            TrainerError::NotFound => f.write_str("no position of the level was found"),
            TrainerError::NotInTables => f.write_str("the tables do not hold this position"),
            TrainerError::NotAWin => f.write_str("the side to move does not win this position"),
            TrainerError::Illegal(mv) => write!(f, "{mv} is not a legal move here"),
            TrainerError::Finished => f.write_str("the game is won already"),
        }
    }
}

impl std::error::Error for TrainerError {}

/// An endgame being won against the tables' defence.
pub struct EndgameTrainer {
    tables: Arc<dyn Probe>,
    start: Position,
    position: Position,
    player: Color,
    /// The person's moves played (slips taken back are not counted).
    moves: u32,
    slips: u32,
    won: bool,
}

impl fmt::Debug for EndgameTrainer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EndgameTrainer")
            .field("start", &self.start)
            .field("position", &self.position)
            .field("moves", &self.moves)
            .field("slips", &self.slips)
            .field("won", &self.won)
            .finish_non_exhaustive()
    }
}

/// The person's own moves to a win of `plies` plies (odd): their moves are one more than the
/// defence's.
fn own_moves(plies: u16) -> u32 {
    u32::from(plies).div_ceil(2)
}

impl EndgameTrainer {
    /// A trainer on `start`, which the side to move must win by `tables`.
    pub fn new(tables: Arc<dyn Probe>, start: Position) -> Result<EndgameTrainer, TrainerError> {
        let value = tables.probe(&start).ok_or(TrainerError::NotInTables)?;
        if !value.wins || !start.has_moves() {
            return Err(TrainerError::NotAWin);
        }
        Ok(EndgameTrainer {
            tables,
            start,
            position: start,
            player: start.turn(),
            moves: 0,
            slips: 0,
            won: false,
        })
    }

    /// A trainer on a position of `level` (from 1: [`ENDGAME_LEVELS`]) drawn with `seed`: the
    /// level's number of pieces set at random without reversal bans, either side to move, one
    /// the side to move wins within the level's range. The same tables, level and seed give
    /// the same position.
    pub fn exercise(
        tables: Arc<dyn Probe>,
        level: usize,
        seed: u64,
    ) -> Result<EndgameTrainer, TrainerError> {
        let stage = *level
            .checked_sub(1)
            .and_then(|i| ENDGAME_LEVELS.get(i))
            .ok_or(TrainerError::NoLevel(level))?;
        // Every move is judged by a distance: only tables that answer every position of the
        // level's pieces, bans included, will do (a distance file's search may give up).
        let held = tables
            .complete_pieces()
            .unwrap_or_else(|| held_pieces(&*tables));
        if stage.pieces > held {
            return Err(TrainerError::BeyondTables {
                pieces: stage.pieces,
                held,
            });
        }
        let mut rng = Rng::new(seed);
        for _ in 0..ENDGAME_DRAWS {
            let pos = random_position(&mut rng, stage.pieces);
            match tables.probe(&pos) {
                None => {
                    return Err(TrainerError::BeyondTables {
                        pieces: stage.pieces,
                        held: held_pieces(&*tables),
                    })
                }
                Some(v) if fits(stage, v) && pos.has_moves() => {
                    return EndgameTrainer::new(tables, pos)
                }
                Some(_) => {}
            }
        }
        Err(TrainerError::NotFound)
    }

    /// The position now, the person to move (unless the game is won).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the exercise started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The person's side.
    pub fn player(&self) -> Color {
        self.player
    }

    /// Whether the game is won.
    pub fn is_won(&self) -> bool {
        self.won
    }

    /// The person's moves played so far (slips taken back not counted).
    pub fn moves_played(&self) -> u32 {
        self.moves
    }

    /// The moves that let the win slip so far.
    pub fn slips(&self) -> u32 {
        self.slips
    }

    /// The person's moves the fastest win takes from here (0 once won).
    pub fn moves_to_win(&self) -> u32 {
        if self.won {
            return 0;
        }
        self.tables
            .probe(&self.position)
            .map_or(0, |v| own_moves(v.plies))
    }

    /// The line under the board: the person's side and the moves the fastest win takes.
    pub fn heading(&self) -> Message {
        Message::new("endgame-to-move")
            .choice("side", self.player.keyword())
            .count("moves", self.moves_to_win())
    }

    /// The words once the game is won: in how many moves, and the slips on the way.
    pub fn summary(&self) -> Message {
        if self.slips == 0 {
            Message::new("endgame-won").count("moves", self.moves)
        } else {
            Message::new("endgame-won-slips")
                .count("moves", self.moves)
                .count("slips", self.slips)
        }
    }

    /// Judges the person's move `mv` by the tables and, unless it wins at once or lets the win
    /// slip (then it is taken back), plays the tables' longest defence.
    pub fn play(&mut self, mv: Move) -> Result<Judgement, TrainerError> {
        if self.won {
            return Err(TrainerError::Finished);
        }
        if !self.position.is_legal(mv) {
            return Err(TrainerError::Illegal(mv));
        }
        let tables = &*self.tables;
        let before = best_moves(tables, &self.position).ok_or(TrainerError::NotInTables)?;
        let value = value_after(tables, &self.position, mv).ok_or(TrainerError::NotInTables)?;
        if !value.wins {
            self.slips += 1;
            let fastest = *before.moves.first().ok_or(TrainerError::NotInTables)?;
            return Ok(Judgement {
                played: mv,
                verdict: Verdict::Slipped {
                    fastest,
                    in_moves: own_moves(before.value.plies),
                },
                reply: None,
            });
        }
        self.moves += 1;
        let after = self.position.after(mv);
        if value.plies == 1 {
            self.position = after;
            self.won = true;
            return Ok(Judgement {
                played: mv,
                verdict: Verdict::Won,
                reply: None,
            });
        }
        // The moves left after this one, and after the fastest.
        let in_moves = own_moves(value.plies) - 1;
        let fastest = own_moves(before.value.plies) - 1;
        let verdict = if in_moves == fastest {
            Verdict::Fastest { in_moves }
        } else {
            Verdict::Slower { in_moves, fastest }
        };
        let defence = best_moves(tables, &after).ok_or(TrainerError::NotInTables)?;
        let reply = *defence.moves.first().ok_or(TrainerError::NotInTables)?;
        self.position = after.after(reply);
        Ok(Judgement {
            played: mv,
            verdict,
            reply: Some(reply),
        })
    }
}

/// Whether a position of value `v` belongs to `stage`.
fn fits(stage: EndgameLevel, v: Value) -> bool {
    v.wins && (stage.fewest_plies..=stage.most_plies).contains(&v.plies)
}

/// The most pieces `tables` answer for: the largest number of pieces of a set-up position
/// (one White piece on a1 and Black pieces from e5 down) that they answer.
fn held_pieces(tables: &dyn Probe) -> u8 {
    (2..=crate::tables::MAX_PIECES)
        .take_while(|&n| {
            let mut setup = Setup::empty(Color::White);
            setup.white = Bitboard::from_square(Square::A1);
            for i in 1..n {
                if let Some(sq) = Square::new(25 - i) {
                    setup.black = setup.black.with(sq);
                }
            }
            Position::from_setup(&setup, Rules::default())
                .ok()
                .is_some_and(|p| tables.probe(&p).is_some())
        })
        .last()
        .unwrap_or(1)
}

/// `pieces` pieces on random points, each side at least one, no bans, either side to move.
fn random_position(rng: &mut Rng, pieces: u8) -> Position {
    loop {
        if let Some(pos) = rng.position(u32::from(pieces), false) {
            return pos;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::shipped;

    fn tables() -> Arc<dyn Probe> {
        Arc::new(shipped().expect("the shipped tables read"))
    }

    #[test]
    fn levels_beyond_the_exact_tables_are_refused_though_a_distance_file_answers() {
        // The shipped distance file answers five-piece boards without bans, but may give up on
        // a position with bans the trainer reaches: its levels stay beyond the tables.
        use crate::engine::{PLIES_BAN_SEARCH_NODES, WDL_BAN_SEARCH_NODES};
        let layered = crate::tables::shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
            .expect("the shipped tables read");
        let layered: Arc<dyn Probe> = Arc::new(layered);
        let five = ENDGAME_LEVELS
            .iter()
            .position(|l| l.pieces == 5)
            .expect("a level of five pieces")
            + 1;
        let mut rng = Rng::new(1);
        assert!(layered.probe(&random_position(&mut rng, 5)).is_some());
        assert_eq!(
            EndgameTrainer::exercise(layered.clone(), five, 1).err(),
            Some(TrainerError::BeyondTables { pieces: 5, held: 4 })
        );
        assert!(EndgameTrainer::exercise(layered, 1, 1).is_ok());
    }

    #[test]
    fn every_level_the_tables_hold_has_exercises() {
        let tables = tables();
        for (i, stage) in ENDGAME_LEVELS.iter().enumerate() {
            let level = i + 1;
            for seed in 0..5 {
                let made = EndgameTrainer::exercise(tables.clone(), level, seed);
                if stage.pieces > 4 {
                    assert_eq!(
                        made.err(),
                        Some(TrainerError::BeyondTables {
                            pieces: stage.pieces,
                            held: 4
                        })
                    );
                    continue;
                }
                let t = made.unwrap_or_else(|e| panic!("level {level}, seed {seed}: {e}"));
                let v = tables.probe(t.position()).expect("in the tables");
                assert!(fits(*stage, v), "level {level}: {v:?}");
                let s = t.position().to_setup();
                assert_eq!(s.white.count() + s.black.count(), u32::from(stage.pieces));
                assert!(s.no_east.is_empty() && s.no_west.is_empty());
                assert_eq!(t.player(), t.position().turn());
            }
        }
        assert_eq!(
            EndgameTrainer::exercise(tables.clone(), 0, 1).err(),
            Some(TrainerError::NoLevel(0))
        );
        let beyond = ENDGAME_LEVELS.len() + 1;
        assert_eq!(
            EndgameTrainer::exercise(tables, beyond, 1).err(),
            Some(TrainerError::NoLevel(beyond))
        );
    }

    /// Playing the tables' fastest move every time wins in exactly the moves announced, each
    /// judged the fastest; a slip is taken back and names a move of the fastest win.
    #[test]
    fn the_fastest_line_wins_as_announced_and_a_slip_is_taken_back() {
        let tables = tables();
        let mut slips_seen = 0;
        for seed in 0..40 {
            let level = 1 + (seed as usize % 5);
            let mut t = EndgameTrainer::exercise(tables.clone(), level, seed).expect("made");
            let announced = t.moves_to_win();
            while !t.is_won() {
                let before = *t.position();
                let left = t.moves_to_win();
                // A losing move, where there is one, is judged a slip first.
                let losing = before
                    .legal_moves()
                    .iter()
                    .copied()
                    .find(|&m| value_after(&*tables, &before, m).is_some_and(|v| !v.wins));
                if let Some(bad) = losing {
                    let j = t.play(bad).expect("judged");
                    let Verdict::Slipped { fastest, in_moves } = j.verdict else {
                        panic!("{bad} loses but was judged {:?}", j.verdict);
                    };
                    assert_eq!(in_moves, left);
                    let best = best_moves(&*tables, &before).expect("in the tables");
                    assert!(best.moves.contains(&fastest));
                    assert_eq!(j.reply, None);
                    assert_eq!(*t.position(), before, "the slip is taken back");
                    slips_seen += 1;
                }
                let best = best_moves(&*tables, &before).expect("in the tables");
                let j = t.play(best.moves[0]).expect("judged");
                match j.verdict {
                    Verdict::Won => assert_eq!(left, 1),
                    Verdict::Fastest { in_moves } => {
                        assert_eq!(in_moves, left - 1);
                        let reply = j.reply.expect("a reply");
                        let defence = best_moves(&*tables, &before.after(best.moves[0]))
                            .expect("in the tables");
                        assert!(defence.moves.contains(&reply));
                    }
                    other => panic!("the fastest move was judged {other:?}"),
                }
            }
            assert_eq!(t.moves_played(), announced);
            assert_eq!(
                t.play(t.start().legal_moves()[0]),
                Err(TrainerError::Finished)
            );
        }
        assert!(slips_seen > 20, "{slips_seen} slips");
    }

    #[test]
    fn a_slower_win_is_judged_slower() {
        let tables = tables();
        let mut slower = 0;
        for seed in 0..60 {
            let mut t = EndgameTrainer::exercise(tables.clone(), 4, seed).expect("made");
            let pos = *t.position();
            let left = t.moves_to_win();
            let slow = pos.legal_moves().iter().copied().find(|&m| {
                value_after(&*tables, &pos, m).is_some_and(|v| v.wins && own_moves(v.plies) > left)
            });
            let Some(mv) = slow else { continue };
            let v = value_after(&*tables, &pos, mv).expect("in the tables");
            let j = t.play(mv).expect("judged");
            assert_eq!(
                j.verdict,
                Verdict::Slower {
                    in_moves: own_moves(v.plies) - 1,
                    fastest: left - 1
                }
            );
            assert_eq!(t.moves_to_win(), own_moves(v.plies) - 1);
            slower += 1;
        }
        assert!(slower > 10, "{slower}");
    }

    #[test]
    fn positions_the_tables_do_not_give_as_wins_are_refused() {
        let tables = tables();
        let lost = "b----/-----/-----/-----/----w w - 0"
            .parse::<crate::game::position_text::PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("a position");
        assert_eq!(
            EndgameTrainer::new(tables.clone(), lost).err(),
            Some(TrainerError::NotAWin)
        );
        let start = Position::from_setup(&Setup::start(), Rules::default()).expect("the start");
        assert_eq!(
            EndgameTrainer::new(tables, start).err(),
            Some(TrainerError::NotInTables)
        );
    }
}
