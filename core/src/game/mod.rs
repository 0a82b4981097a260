//! A game: a start position, the moves played, undo and redo, and the result.

pub(crate) mod link;
pub(crate) mod notation;
pub(crate) mod position_text;
pub(crate) mod record;
mod rules_text;

use std::fmt;

use alquerque_text::{Language, Message};

use crate::board::color::Color;
use crate::board::key_counts::KeyCounts;
use crate::board::movegen::diagnose::IllegalMove;
use crate::board::movegen::MoveList;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::game::notation::{MoveText, ParseMoveError};

/// How a finished game was won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPiecesLeft,
    /// The loser has pieces but none of them can move.
    Blocked,
}

/// Why a game is drawn (only possible under rules where games can cycle).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position with the same side to move occurred for the third time.
    Repetition,
    /// This many plies in a row were played without a capture.
    NoCapture(u16),
}

/// The state of a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The side to move has a legal move and no draw rule has ended the game.
    Ongoing,
    /// The game is over and `winner` won.
    Won {
        /// The side that won.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// The game is over and drawn.
    Drawn(DrawReason),
}

impl Status {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }

    /// The winner, if the game was won.
    pub fn winner(self) -> Option<Color> {
        match self {
            Status::Won { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// The result token of game records: `1-0`, `0-1`, `1/2-1/2`, or `*` while ongoing.
    pub fn result_token(self) -> &'static str {
        match self {
            Status::Ongoing => "*",
            Status::Won {
                winner: Color::White,
                ..
            } => "1-0",
            Status::Won {
                winner: Color::Black,
                ..
            } => "0-1",
            Status::Drawn(_) => "1/2-1/2",
        }
    }
}

impl Status {
    /// A sentence for players (`text/locales/*/game.ftl`), e.g. `White wins: Black has no
    /// legal move.`
    pub fn message(&self) -> Message {
        match *self {
            Status::Ongoing => Message::new("status-ongoing"),
            Status::Won { winner, reason } => Message::new(match reason {
                WinReason::NoPiecesLeft => "status-won-no-pieces",
                WinReason::Blocked => "status-won-blocked",
            })
            .choice("winner", winner.keyword()),
            Status::Drawn(DrawReason::Repetition) => Message::new("status-drawn-repetition"),
            Status::Drawn(DrawReason::NoCapture(n)) => {
                Message::new("status-drawn-no-capture").count("plies", n)
            }
        }
    }
}

impl fmt::Display for Status {
    /// The English of [`Status::message`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

/// The status of `pos` judged on the position alone, ignoring repetition: a loss for the side
/// to move without legal moves, a draw by the no-capture count where the rules have it.
pub fn position_status(pos: &Position) -> Status {
    if !pos.has_moves() {
        let loser = pos.turn();
        let reason = if pos.pieces(loser).is_empty() {
            WinReason::NoPiecesLeft
        } else {
            WinReason::Blocked
        };
        return Status::Won {
            winner: loser.other(),
            reason,
        };
    }
    match pos.rules().no_capture_limit() {
        Some(limit) if pos.plies_since_capture() >= limit => {
            Status::Drawn(DrawReason::NoCapture(limit))
        }
        _ => Status::Ongoing,
    }
}

/// Why a move could not be played in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The text is not a move path.
    Parse(ParseMoveError),
    /// The path is not a legal move here.
    Illegal(IllegalMove),
    /// The game is already over.
    GameOver(Status),
    /// The game has [`Game::MAX_PLIES`] plies, the most a game (and its record) holds.
    TooLong,
}

impl PlayError {
    /// Why, for a player: a phrase to put in a sentence.
    pub fn message(&self) -> Message {
        match self {
            PlayError::Parse(e) => e.message(),
            PlayError::Illegal(e) => e.message(),
            PlayError::GameOver(_) => Message::new("play-game-over"),
            PlayError::TooLong => {
                Message::new("play-too-long").count("plies", Game::MAX_PLIES as i64)
            }
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

impl std::error::Error for PlayError {}

impl From<ParseMoveError> for PlayError {
    fn from(e: ParseMoveError) -> PlayError {
        PlayError::Parse(e)
    }
}

impl From<IllegalMove> for PlayError {
    fn from(e: IllegalMove) -> PlayError {
        PlayError::Illegal(e)
    }
}

/// A game in progress or finished: the start position, every position reached, the moves
/// played and the moves undone (for redo).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i]` is the position after `moves[i - 1]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Undone moves, the next one to redo last.
    redo: Vec<Move>,
    /// How many times each position of `positions` occurs, by key, where the rules have the
    /// repetition draw (empty otherwise): the status is then found in constant time, so a game
    /// of any length is played or loaded in linear time.
    seen: KeyCounts,
}

impl Game {
    /// A new game from the start position under `rules`.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    /// A new game from any valid position.
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            seen: KeyCounts::default(),
        };
        game.count(&start, true);
        game
    }

    /// Counts `pos` in (or out of) the repetition table, where the rules have repetition.
    fn count(&mut self, pos: &Position, add: bool) {
        if !pos.rules().has_draws() {
            return;
        }
        if add {
            self.seen.add(pos.key());
        } else {
            self.seen.remove(pos.key());
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // `positions` always holds at least the start.
        &self.positions[self.positions.len() - 1]
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The rules of the game.
    pub fn rules(&self) -> Rules {
        self.start().rules()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position from the start to the current one (one more than the moves).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The legal moves now (none when the game is over).
    pub fn legal_moves(&self) -> MoveList {
        if self.status().is_over() {
            MoveList::default()
        } else {
            self.position().legal_moves()
        }
    }

    /// How many times the current position (with the same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let key = self.position().key();
        if self.rules().has_draws() {
            self.seen.count(key) as usize
        } else {
            // No position can repeat under these rules; count anyway, for the caller.
            self.positions.iter().filter(|p| p.key() == key).count()
        }
    }

    /// Whether the game goes on, or who won, or why it is drawn.
    ///
    /// ```
    /// use alquerque_core::{Color, Game, PositionText, Rules, Status, WinReason};
    ///
    /// let pos = "-----/--b--/-b---/-w---/----- w - 0"
    ///     .parse::<PositionText>()
    ///     .and_then(|text| text.into_position(Rules::default()))
    ///     .unwrap();
    /// let mut game = Game::from_position(pos);
    /// assert_eq!(game.status(), Status::Ongoing);
    /// // b2 jumps b3 and then c4: Black has nothing left.
    /// game.play_text("b2-b4-d4").unwrap();
    /// let status = game.status();
    /// assert_eq!(status, Status::Won { winner: Color::White, reason: WinReason::NoPiecesLeft });
    /// assert_eq!(status.to_string(), "White wins: Black has no pieces left.");
    /// assert_eq!(status.result_token(), "1-0");
    /// assert!(game.legal_moves().is_empty());
    /// ```
    pub fn status(&self) -> Status {
        let status = position_status(self.position());
        if status == Status::Ongoing && self.rules().has_draws() && self.repetitions() >= 3 {
            return Status::Drawn(DrawReason::Repetition);
        }
        status
    }

    /// Plays a legal move. An illegal move, or any move once the game is over, changes
    /// nothing and returns the reason.
    ///
    /// ```
    /// use alquerque_core::{Game, PlayError, Square};
    ///
    /// let mut game = Game::default();
    /// let mv = game.position().move_along(&[Square::C2, Square::C3]).unwrap();
    /// game.play(mv).unwrap();
    /// assert_eq!(game.moves(), [mv]);
    /// // The same move again is Black's turn and an empty c2: refused, and nothing changes.
    /// assert!(matches!(game.play(mv), Err(PlayError::Illegal(_))));
    /// assert_eq!(game.moves(), [mv]);
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        let status = self.status();
        if status.is_over() {
            return Err(PlayError::GameOver(status));
        }
        // Within the limit, redo moves and the moves played are one line of at most
        // MAX_PLIES: playing clears the redo moves or replays the next of them.
        if self.moves.len() >= Game::MAX_PLIES {
            return Err(PlayError::TooLong);
        }
        let mut next = *self.position();
        next.try_play(mv)?;
        self.push(mv, next);
        Ok(())
    }

    /// Parses a move in notation and plays it, returning the move.
    ///
    /// ```
    /// use alquerque_core::{Color, Game, PlayError};
    ///
    /// let mut game = Game::default();
    /// let mv = game.play_text("c2-c3").unwrap();
    /// assert!(!mv.is_capture());
    /// assert_eq!(game.turn(), Color::Black);
    /// // Black could capture on c3, so a plain step is refused, with the rule it breaks.
    /// let refused = game.play_text("a3-a2").unwrap_err();
    /// assert!(refused.to_string().contains("capturing is compulsory"));
    /// assert!(matches!(game.play_text("c9-c3"), Err(PlayError::Parse(_))));
    /// let capture = game.play_text("c4-c2").unwrap();
    /// assert_eq!(capture.jumps(), 1);
    /// ```
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = self.check(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// The legal move a text names in the current position, or why it is not one; changes
    /// nothing.
    pub fn check(&self, text: &str) -> Result<Move, PlayError> {
        let status = self.status();
        if status.is_over() {
            return Err(PlayError::GameOver(status));
        }
        let mv = text.parse::<MoveText>()?.to_move(self.position())?;
        Ok(mv)
    }

    fn push(&mut self, mv: Move, next: Position) {
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.moves.push(mv);
        self.positions.push(next);
        self.count(&next, true);
    }

    /// Takes back the last move; returns it, or `None` at the start. Undone moves are kept
    /// for [`Game::redo`] until a different move is played.
    ///
    /// ```
    /// use alquerque_core::Game;
    ///
    /// let mut game = Game::default();
    /// game.play_text("c2-c3").unwrap();
    /// game.play_text("c4-c2").unwrap();
    /// assert_eq!(game.undo().unwrap().to_string(), "c4-c2");
    /// assert!(game.can_redo());
    /// assert_eq!(game.redo().unwrap().to_string(), "c4-c2");
    /// assert!(!game.can_redo());
    /// // Back to the start, then another first move: what was undone is forgotten.
    /// game.undo();
    /// game.undo();
    /// assert_eq!(game.undo(), None);
    /// assert_eq!(game.redo_moves().len(), 2);
    /// game.play_text("d3-c3").unwrap();
    /// assert!(!game.can_redo());
    /// ```
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        if let Some(pos) = self.positions.pop() {
            self.count(&pos, false);
        }
        self.redo.push(mv);
        Some(mv)
    }

    /// Plays again the last move taken back; returns it, or `None` if there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.redo.last()?;
        let next = self.position().after(mv);
        self.push(mv, next);
        Some(mv)
    }

    /// Takes back moves to the last time a person was to move: the last move, then more while
    /// the side to move is not a person (`is_person` says who is). With no person at all, one
    /// move. Returns how many moves were taken back. What undo means to a player of either
    /// front end.
    ///
    /// ```
    /// use alquerque_core::{Color, Game};
    ///
    /// // A person plays White against the AI.
    /// let person = |side: Color| side == Color::White;
    /// let mut game = Game::default();
    /// for mv in ["c2-c3", "c4-c2", "c1-c3", "a3-c1"] {
    ///     game.play_text(mv).unwrap();
    /// }
    /// // Undo takes back the AI's answer and the person's move before it.
    /// assert_eq!(game.undo_to_person(person), 2);
    /// assert_eq!(game.moves().len(), 2);
    /// assert_eq!(game.turn(), Color::White);
    /// assert_eq!(game.redo_to_person(person), 2);
    /// assert_eq!(game.moves().len(), 4);
    /// ```
    pub fn undo_to_person(&mut self, is_person: impl Fn(Color) -> bool) -> usize {
        self.step_to_person(Game::undo, is_person)
    }

    /// Replays what [`Game::undo_to_person`] took back: one move, then more while the side to
    /// move is not a person. Returns how many moves were replayed.
    pub fn redo_to_person(&mut self, is_person: impl Fn(Color) -> bool) -> usize {
        self.step_to_person(Game::redo, is_person)
    }

    /// Takes `step` (undo or redo) once, then again while the side to move is not a person
    /// and `step` can; once only when no side is a person. Returns how many steps it took.
    fn step_to_person(
        &mut self,
        step: fn(&mut Game) -> Option<Move>,
        is_person: impl Fn(Color) -> bool,
    ) -> usize {
        let anyone = is_person(Color::White) || is_person(Color::Black);
        let mut taken = 0;
        while step(self).is_some() {
            taken += 1;
            if !anyone || is_person(self.turn()) {
                break;
            }
        }
        taken
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The undone moves in the order redo would play them.
    pub fn redo_moves(&self) -> Vec<Move> {
        self.redo.iter().rev().copied().collect()
    }
}

impl Default for Game {
    /// A new game under the default rules.
    fn default() -> Game {
        Game::new(Rules::default())
    }
}
