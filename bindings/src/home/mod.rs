//! The home: the first screen of both phones. One record says everything it shows: the game
//! in progress to continue (a small picture of its board, who plays whom, whose turn), New
//! game, the lesson, the puzzles with their progress, the games with friends with how many wait
//! for the player, the statistics with the rating, the analysis board, and one level down the
//! options, the rules and the about screen. Which of them is the primary action is decided
//! here: New game, or on a new player's first launch the lesson.
//!
//! The home reads the other screens' objects (it owns none of them): the game session, the
//! puzzles, the games with friends and the lesson the app already holds, and the statistics
//! from the store, read again with [`Home::reload`] when the home comes back to the front.

use std::sync::{Arc, Mutex, PoisonError};

use alquerque_core::Color;
use alquerque_text::Message;

use crate::board::records::{Piece, Player, Side};
use crate::friends::FriendGames;
use crate::game::{GameSession, GameSummary};
use crate::lesson::Lesson;
use crate::puzzles::Puzzles;
use crate::runtime::language::say;
use crate::runtime::store::Store;
use crate::statistics::{open_statistics, RatingInfo};

/// What a press on one of the home's entries opens.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum HomeAction {
    /// The game in progress (the Continue card).
    ContinueGame,
    /// The new-game sheet.
    NewGame,
    /// The lesson.
    Learn,
    /// The puzzles.
    Puzzles,
    /// The endgame trainer.
    Endgame,
    /// The games with friends far away.
    Friends,
    /// The statistics.
    Statistics,
    /// The analysis board.
    Analysis,
    /// The options.
    Options,
    /// The rules.
    Rules,
    /// About the app.
    About,
}

/// One entry of the home: what it opens, its title, the line under it, and whether it is the
/// screen's primary action (drawn filled; exactly one entry of the home is).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HomeEntry {
    /// What a press opens.
    pub action: HomeAction,
    /// `Puzzles`.
    pub title: String,
    /// `12 of 300 solved`; empty when there is nothing to add.
    pub detail: String,
    /// The screen's next step: drawn as the filled button.
    pub primary: bool,
    /// A number to draw as a badge beside the title (the friend games waiting for the
    /// player); `None` for none.
    pub badge: Option<u32>,
}

/// The game in progress as the Continue card shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ContinueCard {
    /// `Continue`.
    pub title: String,
    /// Who plays whom: `Against Hard (rated 1840)`, `Two players on this device`.
    pub opponent: String,
    /// Whose turn: `Your move`, `Hard to move`, `White to move`.
    pub turn: String,
    /// `12 moves played`.
    pub moves: String,
    /// The 25 points, a1 to e5, for the small picture of the board.
    pub pieces: Vec<Piece>,
    /// Draw the picture turned round, as the game screen does (the person plays Black).
    pub flipped: bool,
    /// The side to move.
    pub to_move: Side,
    /// It is the person's move.
    pub your_move: bool,
    /// What a screen reader says for the whole card.
    pub accessibility_label: String,
}

/// Everything the home shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HomeState {
    /// `Alquerque`.
    pub title: String,
    /// The game in progress; `None` when there is none (no move played, or the game is over).
    pub continue_game: Option<ContinueCard>,
    /// The entries, in the order drawn: New game and Learn (one of them primary: Learn on a
    /// new player's first launch, else New game), Puzzles, Friends, Statistics, Analysis.
    pub entries: Vec<HomeEntry>,
    /// The title of the menu one level down: `More`.
    pub more_title: String,
    /// One level down: Options, Rules, About.
    pub more: Vec<HomeEntry>,
}

/// The home: the app's objects it sums up, and the rating last read from the store.
#[derive(uniffi::Object)]
pub struct Home {
    store: Arc<Store>,
    game: Arc<GameSession>,
    puzzles: Arc<Puzzles>,
    friends: Arc<FriendGames>,
    lesson: Arc<Lesson>,
    /// The rating as last read (`None` inside: no game against the computer yet).
    rating: Mutex<Option<RatingInfo>>,
}

/// The home over the app's objects, with the rating read from `store` (on the store's thread).
#[uniffi::export]
pub async fn open_home(
    store: Arc<Store>,
    game: Arc<GameSession>,
    puzzles: Arc<Puzzles>,
    friends: Arc<FriendGames>,
    lesson: Arc<Lesson>,
) -> Arc<Home> {
    let home = Arc::new(Home {
        store,
        game,
        puzzles,
        friends,
        lesson,
        rating: Mutex::new(None),
    });
    home.reload().await;
    home
}

#[uniffi::export]
impl Home {
    /// Everything the home shows now.
    pub fn state(&self) -> HomeState {
        let rating = *self.rating.lock().unwrap_or_else(PoisonError::into_inner);
        let puzzles = self.puzzles.state();
        let lesson = self.lesson.state();
        let waiting = self
            .friends
            .state()
            .rows
            .iter()
            .filter(|r| r.your_turn)
            .count() as u32;
        home_state(&HomeInputs {
            game: self.game.summary(),
            puzzles_solved: puzzles.solved_count,
            puzzles_total: puzzles.total,
            lesson_step: lesson.step,
            lesson_steps: lesson.steps,
            lesson_finished: lesson.finished,
            friends_waiting: waiting,
            rating,
        })
    }

    /// Reads the rating again from the store (a game may have ended since): on the store's
    /// thread, after every game recorded before.
    pub async fn reload(&self) {
        let stats = open_statistics(self.store.clone()).await;
        *self.rating.lock().unwrap_or_else(PoisonError::into_inner) = stats.rating;
    }
}

/// What the home is computed from.
struct HomeInputs {
    game: GameSummary,
    puzzles_solved: u32,
    puzzles_total: u32,
    lesson_step: u32,
    lesson_steps: u32,
    lesson_finished: bool,
    friends_waiting: u32,
    rating: Option<RatingInfo>,
}

fn side_word(side: Color) -> &'static str {
    side.keyword()
}

/// A player named for the card: a level by its title, a person as the side they play.
fn player_name(player: Player) -> Option<Message> {
    match player {
        Player::Ai { level } => Some(level.title()),
        Player::Human | Player::Friend => None,
    }
}

fn continue_card(game: &GameSummary) -> Option<ContinueCard> {
    if game.moves == 0 || game.over {
        return None;
    }
    let (white, black) = (game.options.white, game.options.black);
    let person = |p: Player| p == Player::Human;
    let opponent = match (white, black) {
        (Player::Human, Player::Human) => Message::new("home-continue-two-players"),
        (Player::Human, Player::Ai { level }) | (Player::Ai { level }, Player::Human) => {
            let (rating, _) = crate::statistics::level_rating_words(level);
            Message::new("home-continue-against")
                .message("level", level.title())
                .text("rating", rating.to_string())
        }
        _ => Message::new("home-continue-computers")
            .message(
                "white",
                player_name(white).unwrap_or_else(|| Message::new("player-human")),
            )
            .message(
                "black",
                player_name(black).unwrap_or_else(|| Message::new("player-human")),
            ),
    };
    let to_move = game.player_to_move();
    let two_people = person(white) && person(black);
    let your_move = person(to_move);
    let turn = match player_name(to_move) {
        Some(level) => Message::new("home-turn-computer").message("level", level),
        None if two_people => {
            Message::new("home-turn-side").choice("side", side_word(game.to_move))
        }
        None => Message::new("home-turn-yours"),
    };
    let moves = Message::new("friend-row-moves").count("count", game.moves as i64);
    let (title, opponent, turn, moves) = (
        say(&Message::new("home-continue")),
        say(&opponent),
        say(&turn),
        say(&moves),
    );
    Some(ContinueCard {
        accessibility_label: format!("{title}. {opponent}. {turn}. {moves}."),
        title,
        opponent,
        turn,
        moves,
        pieces: game.pieces.clone(),
        flipped: game.flipped,
        to_move: game.to_move,
        your_move,
    })
}

fn entry(action: HomeAction, title: &'static str, detail: Option<Message>) -> HomeEntry {
    HomeEntry {
        action,
        title: say(&Message::new(title)),
        detail: detail.as_ref().map(say).unwrap_or_default(),
        primary: false,
        badge: None,
    }
}

fn home_state(inputs: &HomeInputs) -> HomeState {
    let game = &inputs.game;
    // A new player's first launch: the lesson comes first, and is the primary action.
    let new_player = game.first_launch && !inputs.lesson_finished;
    let learn_detail = if inputs.lesson_finished {
        Message::new("home-learn-done")
    } else if inputs.lesson_step == 0 {
        Message::new("home-learn-start").count("steps", inputs.lesson_steps as i64)
    } else {
        Message::new("home-learn-progress")
            .count("step", inputs.lesson_step as i64 + 1)
            .count("steps", inputs.lesson_steps as i64)
    };
    let mut learn = entry(HomeAction::Learn, "home-learn", Some(learn_detail));
    let mut new_game = entry(
        HomeAction::NewGame,
        "home-new-game",
        Some(Message::new("home-new-game-detail")),
    );
    learn.primary = new_player;
    new_game.primary = !new_player;
    let first = if new_player {
        [learn, new_game]
    } else {
        [new_game, learn]
    };
    let puzzles = entry(
        HomeAction::Puzzles,
        "home-puzzles",
        Some(
            Message::new("home-puzzles-progress")
                .count("solved", inputs.puzzles_solved as i64)
                .count("total", inputs.puzzles_total as i64),
        ),
    );
    let endgame = entry(
        HomeAction::Endgame,
        "home-endgame",
        Some(Message::new("home-endgame-detail")),
    );
    let mut friends = entry(
        HomeAction::Friends,
        "home-friends",
        Some(match inputs.friends_waiting {
            0 => Message::new("home-friends-none"),
            n => Message::new("home-friends-waiting").count("count", n as i64),
        }),
    );
    friends.badge = (inputs.friends_waiting > 0).then_some(inputs.friends_waiting);
    let rating = match inputs.rating {
        None => Message::new("home-statistics-none"),
        Some(r) if r.precise => {
            Message::new("home-statistics-rating").text("rating", r.rating.to_string())
        }
        Some(r) => {
            Message::new("home-statistics-rating-rough").text("rating", r.rating.to_string())
        }
    };
    let statistics = entry(HomeAction::Statistics, "home-statistics", Some(rating));
    let analysis = entry(
        HomeAction::Analysis,
        "home-analysis",
        Some(Message::new("home-analysis-detail")),
    );
    let mut entries: Vec<HomeEntry> = first.into_iter().collect();
    entries.extend([puzzles, endgame, friends, statistics, analysis]);
    HomeState {
        title: say(&Message::new("home-title")),
        continue_game: continue_card(game),
        entries,
        more_title: say(&Message::new("home-more")),
        more: vec![
            entry(HomeAction::Options, "home-options", None),
            entry(HomeAction::Rules, "home-rules", None),
            entry(HomeAction::About, "home-about", None),
        ],
    }
}

#[cfg(test)]
mod tests;
