//! `alquerque play`: a game in the terminal, against the AI, between two people, or between
//! two AIs, with undo, redo, hints, and saving.

use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use alquerque_core::engine::{
    analysis_list_with, AnalysisBudget, Known, ANALYSIS_ESTIMATE_ITERATIONS,
};
use alquerque_core::engine::{hint_params, side_seed, think, Decision, Engine, Level};
use alquerque_core::internals::{Dfpn, QUICK_PROOF_TABLE_BYTES};
use alquerque_core::review::{Drill, Review, ReviewParams};
use alquerque_core::statistics::new_game_id;
use alquerque_core::tables::Probe;
use alquerque_core::{Bitboard, Color, Game, GameLink, Move, Rules, Status, Variant};
use alquerque_text::{Language, Message};

use crate::cmd::drill::DrillUi;
use crate::cmd::stats;
use crate::failure::{Failure, Outcome};
use crate::players::spec::{Player, Spec};
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};
use crate::term::wrap::{width, wrap};

/// Arguments of `alquerque play`.
#[derive(clap::Args)]
pub struct PlayArgs {
    /// Who plays White: `human`, or an AI: a level (beginner, easy, medium, hard, master,
    /// perfect, with optional overrides such as `hard:iterations=100000`), `baseline` (the
    /// original app's AI), `novice` (a model of a newcomer) or `random`.
    #[arg(long, default_value = "human")]
    white: String,
    /// Who plays Black (as for --white).
    #[arg(long, default_value = "hard")]
    black: String,
    /// Allow a piece to reverse its last sideways step (games can then be drawn).
    #[arg(long)]
    reversal: bool,
    /// Rule variant: standard, or alfonso (steps in all directions).
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// Continue a game saved with `save`.
    #[arg(long)]
    load: Option<PathBuf>,
    /// Seed of the AI's random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Draw the board with ASCII characters only.
    #[arg(long)]
    ascii: bool,
    /// No colours, even on a terminal.
    #[arg(long)]
    no_color: bool,
    /// The file finished games are recorded in and `stats` reads (default: statistics.txt
    /// in the user's data directory, beside the puzzles' progress). Games against a plain
    /// level and between two people are recorded; a game loaded with --load is not.
    #[arg(long)]
    stats: Option<PathBuf>,
    /// The puzzles' progress `stats` counts (default: as `alquerque puzzles`).
    #[arg(long)]
    progress: Option<PathBuf>,
    /// Endgame tables for `analyse`, `hint`, `review`, `learn` and a Perfect opponent, in
    /// place of the built-in file of their kind (the exact four pieces, the distances of six,
    /// the winners of eight): a file of `alquerque tables build`, `tables winners` (up to ten
    /// pieces) or `tables plies`; repeat for one of each kind. Where they hold a position, its
    /// value is theirs, exact.
    #[arg(long, value_name = "FILE")]
    tables: Vec<PathBuf>,
}

enum Side {
    Human,
    Ai {
        /// What the person reads: the level's title, or what was typed.
        name: Message,
        /// What was typed (`hard`), which the statistics count by.
        typed: String,
        engine: Option<Arc<Mutex<Engine>>>,
        other: Option<Player>,
    },
}

/// What an AI is called: a level's title in the person's language (`Difícil`), else what was
/// typed (`hard:iterations=500`, `baseline`), which is notation for the engine rather than a
/// word.
fn ai_name(typed: &str) -> Message {
    match typed.trim().to_ascii_lowercase().parse::<Level>() {
        Ok(level) => level.title(),
        Err(_) => Message::new("play-ai-typed").notation("spec", typed.trim()),
    }
}

impl Side {
    /// The side `text` names. The Perfect level plays with `tables` wherever they answer, as
    /// the apps' Perfect does with theirs; other levels play by search alone, as in the apps.
    fn parse(text: &str, seed: u64, tables: &Arc<dyn Probe>) -> Result<Side, String> {
        if text.eq_ignore_ascii_case("human") {
            return Ok(Side::Human);
        }
        let spec: Spec = text.parse()?;
        let perfect = matches!(text.trim().to_ascii_lowercase().parse(), Ok(Level::Perfect));
        let (engine, other) = match &spec {
            Spec::Engine(p) if perfect => {
                let engine = Engine::new(*p, seed).with_tables(tables.clone());
                (Some(Arc::new(Mutex::new(engine))), None)
            }
            Spec::Engine(p) => (Some(Arc::new(Mutex::new(Engine::new(*p, seed)))), None),
            Spec::Tabled(p) => (
                Some(Arc::new(Mutex::new(crate::players::spec::tabled_engine(
                    *p, seed,
                )))),
                None,
            ),
            s => (None, Some(Player::new(s, seed))),
        };
        Ok(Side::Ai {
            name: ai_name(text),
            typed: text.to_string(),
            engine,
            other,
        })
    }
}

struct Ui {
    game: Game,
    /// What was last drawn (moves played, position key), to redraw only on change.
    drawn: Option<(usize, u128)>,
    sides: [Side; 2],
    style: Style,
    tty: bool,
    seed: u64,
    /// What perfect play proves, kept between hints so each reuses the last one's work.
    proofs: Dfpn,
    /// The endgame tables asked first by `analyse`, `hint`, `review` and `learn`, as the apps
    /// ask theirs.
    tables: Arc<dyn Probe>,
    /// The language it speaks: the terminal's locale's (`LANG=es_ES.UTF-8`).
    language: Language,
    /// The game's identifier for the statistics; `None` for a game they do not count (one
    /// loaded with --load).
    game_id: Option<u64>,
    /// The last game recorded by this session, so that it is written once.
    recorded: Option<u64>,
    /// A finished game whose recording failed (it is tried again when the person leaves the
    /// game, not at every prompt).
    unrecorded: Option<u64>,
    /// Who plays in a game of the person's own (`--white`, `--black`), as typed: a game begun
    /// with `new` is played by them again.
    typed_sides: [String; 2],
    /// Where the statistics and the puzzles' progress are kept.
    stats_file: Option<PathBuf>,
    progress_file: Option<PathBuf>,
    /// The id of the game's links: the link's own for a game opened from one, else new for
    /// each game.
    link_id: u64,
    /// The games links replaced (with their link ids), the latest last: `back` goes through
    /// them in turn, so opening a link never loses a game. At most [`MAX_OTHER_GAMES`].
    other_games: Vec<OtherGame>,
    /// The last review and the game it was of, for `learn`.
    reviewed: Option<(Game, Review)>,
    /// The mistake drill going on (`learn`): lines go to it until it ends.
    drilling: Option<DrillUi>,
    /// Whether what the computer's percentage means was said (once a session, the first time
    /// one is shown).
    percent_explained: bool,
    /// Whether this is the first session on this machine (no statistics kept yet): the lesson
    /// is offered.
    first_run: bool,
}

/// A game set aside by a link, with its ids and its players, for `back` to bring back as it
/// was.
struct OtherGame {
    game: Game,
    link_id: u64,
    game_id: Option<u64>,
    sides: [Side; 2],
}

/// The most games `back` keeps besides the one in play. Opening a link again that carries a
/// kept game further replaces it; beyond this, the game set aside longest ago is let go, and
/// its link printed first, so that it can still be opened.
const MAX_OTHER_GAMES: usize = 16;

/// The help: the introduction, then each command as typed (English words in every language)
/// with the id of what it does.
const HELP_COMMANDS: [(&str, &str); 15] = [
    ("moves", "play-help-moves"),
    ("board", "play-help-board"),
    ("hint", "play-help-hint"),
    ("analyse", "play-help-analyse"),
    ("undo, redo", "play-help-undo"),
    ("new", "play-help-new"),
    ("save FILE", "play-help-save"),
    ("record", "play-help-record"),
    ("link", "play-help-link"),
    ("open LINK", "play-help-open"),
    ("review", "play-help-review"),
    ("learn", "play-help-learn"),
    ("stats", "play-help-stats"),
    ("rules", "play-help-rules"),
    ("quit", "play-help-quit"),
];

impl Ui {
    /// `message` in the person's language.
    fn text(&self, message: &Message) -> String {
        message.render(self.language)
    }

    /// Prints `message` in the person's language on a line of its own.
    fn say(&self, message: Message) {
        outln!("{}", wrap(&self.text(&message), width()));
    }

    fn help(&self) {
        outln!("{}", wrap(&self.text(&Message::new("play-help")), width()));
        for (command, id) in HELP_COMMANDS {
            outln!("  {command:<12} {}", self.text(&Message::new(id)));
        }
    }

    fn draw(&mut self) {
        let now = (self.game.moves().len(), self.game.position().key());
        if self.drawn == Some(now) {
            return;
        }
        self.drawn = Some(now);
        let marked = match self.game.moves().last() {
            Some(m) => m.path().collect::<Bitboard>(),
            None => Bitboard::EMPTY,
        };
        outln!();
        for l in render(self.game.position(), marked, self.style) {
            outln!("{l}");
        }
        let rules = self.game.rules();
        if rules != Rules::default() {
            outln!("    ({rules})");
        }
    }

    fn name(&self, color: Color) -> Message {
        let side = color.keyword();
        match &self.sides[color.index()] {
            Side::Human => Message::new("play-side").choice("side", side),
            Side::Ai { name, .. } => Message::new("play-side-ai")
                .choice("side", side)
                .message("ai", name.clone()),
        }
    }

    /// Lets the AI on move think, showing progress on a terminal, and plays its move.
    fn ai_turn(&mut self) {
        let color = self.game.turn();
        let side = &mut self.sides[color.index()];
        let Side::Ai { engine, other, .. } = side else {
            return;
        };
        let mv = if let Some(engine) = engine {
            let handle = think(Arc::clone(engine), self.game.clone(), None);
            let result = loop {
                if let Some(r) = handle.wait_timeout(Duration::from_millis(100)) {
                    break r;
                }
                if self.tty {
                    if let Some(p) = handle.progress() {
                        let best = p.best.map_or(String::from("…"), |m| m.to_string());
                        let line = Message::new("play-thinking")
                            .count(
                                "iterations",
                                i64::try_from(p.iterations).unwrap_or(i64::MAX),
                            )
                            .notation("best", best)
                            .count("percent", (p.win_rate * 100.0).round() as i64);
                        out!("\r  {}   ", line.render(self.language));
                        crate::out::flush();
                    }
                }
            };
            if self.tty {
                out!("\r{:60}\r", "");
            }
            let searched = !matches!(result.decision, Decision::OnlyMove);
            result
                .best
                .map(|m| (m, searched.then_some(result.win_rate)))
        } else if let Some(player) = other {
            player.choose(&self.game).map(|m| (m, None))
        } else {
            None
        };
        match mv {
            Some((m, rate)) if self.game.play(m).is_ok() => {
                let plays = match rate {
                    Some(r) => Message::new("play-ai-plays-expects")
                        .count("percent", (r * 100.0).round() as i64),
                    None => Message::new("play-ai-plays"),
                };
                self.say(
                    plays
                        .message("player", self.name(color))
                        .notation("move", m),
                );
                if rate.is_some() {
                    self.explain_percent();
                }
            }
            _ => {
                // Never loop on an AI that cannot move: the person takes that side over.
                self.say(Message::new("play-ai-no-move").choice("side", color.keyword()));
                self.sides[color.index()] = Side::Human;
            }
        }
    }

    fn hint(&mut self) {
        let tables = Some(&*self.tables);
        let known = Known::of_with(&self.game, &mut self.proofs, Known::QUICK, tables);
        if let (Some(m), Some(text)) = (known.winning_move, known.text()) {
            self.say(
                Message::new("play-hint-proven")
                    .notation("move", m)
                    .message("known", text),
            );
            return;
        }
        // Where the person loses, the tables' longest defence rather than a search's guess.
        let engine = Arc::new(Mutex::new(
            Engine::new(hint_params(), self.seed ^ 0x4849_4e54).with_tables(self.tables.clone()),
        ));
        let result = think(engine, self.game.clone(), None).wait();
        match result.best {
            Some(m) => {
                self.say(
                    Message::new("play-hint")
                        .notation("move", m)
                        .count("percent", (result.win_rate * 100.0).round() as i64),
                );
                self.explain_percent();
            }
            None => self.say(Message::new("play-no-hint")),
        }
        if let Some(text) = known.text() {
            self.say(Message::sentence(text));
        }
    }

    /// Lists every legal move with what it does under perfect play, best first, where the
    /// analysis board's budget proves it; where it does not, "not known" with the reason and
    /// the computer's estimate.
    fn analyse(&self) {
        if self.say_if_over() {
            return;
        }
        let stop = AtomicBool::new(false);
        let Some(list) = analysis_list_with(
            self.game.position(),
            AnalysisBudget::PHONE,
            ANALYSIS_ESTIMATE_ITERATIONS,
            &stop,
            Some(&*self.tables),
        ) else {
            return; // only a stop ends it early, and nothing sets this one
        };
        if list.moves.is_empty() {
            self.say(Message::new("play-no-legal-moves"));
            return;
        }
        let width = list
            .moves
            .iter()
            .map(|m| m.mv.to_string().len())
            .max()
            .unwrap_or(0);
        for m in &list.moves {
            let mv = m.mv.to_string();
            outln!("  {mv:<width$}  {}", self.text(&m.text()));
        }
        if !list.claims {
            self.say(Message::new("analysis-draws"));
        }
    }

    /// Reviews the game so far and prints each move's mark and values, and each side's marks.
    fn review(&mut self) {
        if self.game.moves().is_empty() {
            self.say(Message::new("play-nothing-to-review"));
            return;
        }
        let review = crate::cmd::review::review_with_progress(
            &self.game,
            ReviewParams::default(),
            self.seed,
            self.tables.clone(),
            self.language,
        );
        // Each move in the person's words (the annotated record keeps the record's own
        // English words, for files: `alquerque review FILE` writes it).
        let first = self.game.start().turn();
        for ply in &review.plies {
            outln!("{}", self.text(&ply.row(first)));
            let mut details = vec![ply.values()];
            details.extend(ply.proven_text());
            if ply.best != ply.played {
                details.push(Message::new("review-better").notation("better", ply.best));
            }
            for line in details {
                outln!("    {}", self.text(&line));
            }
        }
        for line in crate::cmd::review::summary(&review, self.language) {
            outln!("{line}");
        }
        if !review.complete {
            self.say(crate::cmd::review::stopped_text(&self.game, &review));
        }
        self.reviewed = Some((self.game.clone(), review));
    }

    /// Starts the drill through the person's mistakes and blunders of the last review, if it
    /// is of the game on the board.
    fn learn(&mut self) {
        let Some((game, review)) = self
            .reviewed
            .as_ref()
            .filter(|(g, _)| g.moves() == self.game.moves() && g.start() == self.game.start())
        else {
            self.say(Message::new("play-review-first"));
            return;
        };
        let people: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|c| matches!(self.sides[c.index()], Side::Human))
            .collect();
        let drill = Drill::new(game, review, &people, ReviewParams::default(), self.seed)
            .with_tables(self.tables.clone());
        let drill = DrillUi::new(drill, self.style, self.language);
        drill.start();
        if drill.has_items() {
            self.drilling = Some(drill);
        }
    }

    /// Says once what "(expects 64%)" after the computer's move or a hint means.
    fn explain_percent(&mut self) {
        if !std::mem::replace(&mut self.percent_explained, true) {
            self.say(Message::new("play-percent-means"));
        }
    }

    /// On a finished game, says how it ended (there are no moves to list or weigh: it was won,
    /// or drawn) and returns true.
    fn say_if_over(&self) -> bool {
        let status = self.game.status();
        if status.is_over() {
            self.say(status.message());
        }
        status.is_over()
    }

    /// Records the game just ended in the statistics file, once. If it cannot be written, the
    /// person is told, and it is tried again when they leave the game ([`Ui::leave_game`]).
    fn record(&mut self) {
        let (Some(id), Some(path)) = (self.game_id, self.stats_file.clone()) else {
            return;
        };
        if self.recorded == Some(id) || self.unrecorded == Some(id) {
            return;
        }
        if !self.game.status().is_over() {
            return;
        }
        let winner = match self.game.status() {
            Status::Won { winner, .. } => Some(winner),
            _ => None,
        };
        let ai = |side: &Side| match side {
            Side::Human => None,
            Side::Ai { typed, .. } => Some(typed.clone()),
        };
        let (white, black) = (ai(&self.sides[0]), ai(&self.sides[1]));
        let Some(finished) = stats::finished(white.as_deref(), black.as_deref(), winner) else {
            return;
        };
        match stats::record(&path, id, finished) {
            Ok(()) => {
                self.recorded = Some(id);
                self.unrecorded = None;
            }
            Err(reason) => {
                self.unrecorded = Some(id);
                self.say(Message::new("statistics-not-saved").message("reason", reason.message()));
                self.say(Message::new("play-statistics-retry"));
            }
        }
    }

    /// Before the game in play is left (for a new one, a link's, another kept one, or the end
    /// of the session): a finished game whose recording failed is tried once more.
    fn leave_game(&mut self) {
        if self.unrecorded.is_some() && self.unrecorded == self.game_id {
            self.unrecorded = None;
            self.record();
        }
    }

    /// Whether the sides in play are the ones `--white` and `--black` chose (not a link's two
    /// people).
    fn typed_sides_in_play(&self) -> bool {
        Color::ALL.into_iter().all(|color| {
            let human = self.typed_sides[color.index()].eq_ignore_ascii_case("human");
            human == matches!(self.sides[color.index()], Side::Human)
        })
    }

    /// The players of a game of the person's own, as `--white` and `--black` chose them.
    fn typed_sides(&self) -> [Side; 2] {
        let side = |color: Color| {
            let typed = &self.typed_sides[color.index()];
            // They were read once already, at the start: they read the same again.
            Side::parse(typed, side_seed(self.seed, color), &self.tables).unwrap_or(Side::Human)
        };
        [side(Color::White), side(Color::Black)]
    }

    /// Prints the statistics as the apps' Statistics screen shows them.
    fn print_stats(&self) {
        let statistics = match &self.stats_file {
            Some(path) => stats::load(path),
            None => Ok(Default::default()),
        };
        let statistics = match statistics {
            Ok(s) => s,
            Err(reason) => {
                self.say(Message::new("statistics-not-read").message("reason", reason.message()));
                return;
            }
        };
        let progress = self
            .progress_file
            .as_deref()
            .and_then(|p| crate::cmd::puzzles::load_progress(p).ok())
            .unwrap_or_default();
        for (indent, line) in stats::lines(&statistics, &progress) {
            outln!("{:indent$}{}", "", self.text(&line));
        }
    }

    fn undo(&mut self) {
        if !self.game.can_undo() {
            self.say(Message::new("play-nothing-to-undo"));
            return;
        }
        let sides = &self.sides;
        self.game
            .undo_to_person(|c| matches!(sides[c.index()], Side::Human));
    }

    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(word) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        match (word.to_ascii_lowercase().as_str(), rest.as_slice()) {
            ("quit" | "exit" | "q", []) => {
                self.leave_game();
                return false;
            }
            ("help" | "?", []) => self.help(),
            ("rules", []) => {
                let text: Vec<String> = self
                    .game
                    .rules()
                    .description()
                    .iter()
                    .map(|paragraph| wrap(&self.text(paragraph), width()))
                    .collect();
                outln!("{}", text.join("\n\n"));
            }
            ("moves", []) => {
                let list: Vec<String> = self
                    .game
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect();
                if !self.say_if_over() {
                    outln!("{}", list.join("  "));
                }
            }
            ("hint", []) => self.hint(),
            ("analyse" | "analyze", []) => self.analyse(),
            ("undo", []) => self.undo(),
            ("redo", []) => {
                let sides = &self.sides;
                if self
                    .game
                    .redo_to_person(|c| matches!(sides[c.index()], Side::Human))
                    == 0
                {
                    self.say(Message::new("play-nothing-to-redo"));
                }
            }
            ("new", []) => {
                self.leave_game();
                self.game = Game::new(self.game.rules());
                self.link_id = new_game_id();
                self.game_id = Some(new_game_id());
                // A game opened from a link was between two people; a new one is the person's
                // (whose computer players, if already in play, go on as they are).
                if !self.typed_sides_in_play() {
                    self.sides = self.typed_sides();
                }
            }
            ("stats", []) => self.print_stats(),
            ("record", []) => out!("{}", self.game.to_record()),
            ("link", []) => {
                let link = GameLink {
                    id: self.link_id,
                    game: self.game.clone(),
                };
                // A game too long for a link is said, not printed as one no reader takes.
                match link.to_url() {
                    Ok(url) => outln!("{url}"),
                    Err(e) => self.say(Message::sentence(e.message())),
                }
            }
            // The link with whatever a messenger put around it.
            ("open", [_, ..]) => self.open_link(&line.trim_start()[word.len()..]),
            ("back", []) => self.back(),
            ("board", []) => self.drawn = None,
            ("review", []) => self.review(),
            ("learn" | "drill", []) => self.learn(),
            ("save", [file]) => {
                let saved = crate::files::Destination::check(Path::new(file), &[])
                    .and_then(|d| d.write(self.game.to_record().as_bytes()));
                match saved {
                    Ok(()) => self.say(Message::new("play-saved").text("file", *file)),
                    Err(e) => self.say(
                        Message::new("play-not-saved")
                            .text("file", *file)
                            .message("reason", e.message()),
                    ),
                }
            }
            _ => self.try_move(line),
        }
        true
    }

    /// Plays the move `line` writes, or says why not. What does not begin with a point is not
    /// taken for a move: it is an unknown command, and the nearest commands are named.
    fn try_move(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let is_point = |w: &str| w.parse::<alquerque_core::Square>().is_ok();
        if words.len() > 1 && words.iter().all(|w| is_point(w)) {
            // `d3 c3`: the points of a move, with spaces for dashes.
            self.say(Message::new("play-move-with-spaces").notation("move", words.join("-")));
            return;
        }
        let starts_with_point = line
            .trim()
            .get(..2)
            .is_some_and(|start| start.parse::<alquerque_core::Square>().is_ok());
        if !starts_with_point {
            let first = words.first().copied().unwrap_or("").to_ascii_lowercase();
            // A command with words after it (`hint please`) is shown whole; anything else by
            // its first word.
            let shown = if nearest_commands(&first).first() == Some(&first.as_str()) {
                line.trim()
            } else {
                words.first().copied().unwrap_or("")
            };
            let word: String = shown.chars().take(24).collect();
            let nearest = nearest_commands(&first);
            let message = if nearest.is_empty() {
                Message::new("play-unknown-command")
            } else {
                Message::new("play-unknown-command-nearest").notation("nearest", nearest.join(", "))
            };
            self.say(message.text("word", word));
            return;
        }
        if let Err(e) = self.game.play_text(line) {
            self.say(Message::new("play-refused").message("reason", e.message()));
        }
    }

    /// Opens the game of a link in place of this one, which `back` returns to. A link's game
    /// is between two people (the person and the friend who sent it): the computer plays no
    /// side of it, so the move on is the person's to make. The statistics do not count it, as
    /// they count no game opened from a record.
    fn open_link(&mut self, text: &str) {
        let link = match GameLink::from_text(text) {
            Ok(link) => link,
            Err(e) => {
                self.say(Message::new("play-link-refused").message("reason", e.message()));
                return;
            }
        };
        self.leave_game();
        let opened = OtherGame {
            game: link.game,
            link_id: link.id,
            game_id: None,
            sides: [Side::Human, Side::Human],
        };
        let left = self.swap_game(opened);
        // A kept game the link carries further is in the link: it need not be kept twice.
        let carried = |g: &OtherGame| g.link_id == self.link_id && extends(&self.game, &g.game);
        if !carried(&left) {
            self.other_games.push(left);
        }
        self.other_games.retain(|g| !carried(g));
        while self.other_games.len() > MAX_OTHER_GAMES {
            let oldest = self.other_games.remove(0);
            let link = GameLink {
                id: oldest.link_id,
                game: oldest.game,
            };
            self.say(Message::new("play-back-let-go").count("kept", MAX_OTHER_GAMES as i64));
            // A game too long for a link is printed as its record instead (every game fits
            // one), to be saved and opened again with --load: it is never lost.
            match link.to_url() {
                Ok(url) => outln!("{url}"),
                Err(e) => {
                    self.say(Message::sentence(e.message()));
                    out!("{}", link.game.to_record());
                }
            }
        }
        if self.game.status().is_over() {
            self.say(Message::new("play-link-opened-over"));
        } else {
            let player = self.name(self.game.turn());
            self.say(Message::new("play-link-opened").message("player", player));
        }
    }

    /// Goes back to the game the last link replaced; the game left waits at the end of the
    /// line, so that going on with `back` comes round to every game.
    fn back(&mut self) {
        let Some(other) = self.other_games.pop() else {
            self.say(Message::new("play-back-none"));
            return;
        };
        self.leave_game();
        let left = self.swap_game(other);
        self.other_games.insert(0, left);
        self.say(Message::new("play-back"));
    }

    /// Puts `other` in play and returns the game it replaces, with its ids.
    fn swap_game(&mut self, other: OtherGame) -> OtherGame {
        self.drawn = None;
        OtherGame {
            game: std::mem::replace(&mut self.game, other.game),
            link_id: std::mem::replace(&mut self.link_id, other.link_id),
            game_id: std::mem::replace(&mut self.game_id, other.game_id),
            sides: std::mem::replace(&mut self.sides, other.sides),
        }
    }

    fn run(&mut self) -> Outcome {
        self.say(
            Message::new("play-welcome")
                .message("white", self.name(Color::White))
                .message("black", self.name(Color::Black)),
        );
        self.say(Message::new("play-type-a-move"));
        if self.first_run {
            self.say(Message::new("play-first-run-lesson"));
        }
        let stdin = io::stdin();
        let mut input = stdin.lock();
        loop {
            if let Some(drill) = self.drilling.as_mut() {
                match ask(&mut input, &drill.prompt()) {
                    Reply::Command(text) => {
                        if !drill.command(&text) {
                            self.drilling = None;
                            self.drawn = None;
                        }
                    }
                    Reply::End(outcome) => {
                        self.leave_game();
                        return outcome;
                    }
                }
                continue;
            }
            self.draw();
            let status = self.game.status();
            let prompt = if status.is_over() {
                self.record();
                self.say(status.message());
                format!("{}> ", self.text(&Message::new("play-game-over-prompt")))
            } else {
                let color = self.game.turn();
                if matches!(self.sides[color.index()], Side::Ai { .. }) {
                    self.ai_turn();
                    continue;
                }
                let id = if self.game.position().has_capture() {
                    "play-prompt-capture"
                } else {
                    "play-prompt"
                };
                let prompt = Message::new(id).message("player", self.name(color));
                format!("{}> ", self.text(&prompt))
            };
            match ask(&mut input, &prompt) {
                Reply::Command(text) => {
                    if !self.command(&text) {
                        return Ok(());
                    }
                }
                Reply::End(outcome) => {
                    self.leave_game();
                    return outcome;
                }
            }
        }
    }
}

/// The commands of `play` nearest to `word` as typed (one slip in a word of up to four
/// letters, two in a longer one; or a command it begins), nearest first, at most three.
fn nearest_commands(word: &str) -> Vec<&'static str> {
    let mut near: Vec<(usize, &'static str)> = HELP_COMMANDS
        .iter()
        .flat_map(|(typed, _)| typed.split([',', ' ']))
        .filter(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_lowercase()))
        .filter_map(|command| {
            let d = edit_distance(word, command);
            // One slip in a short word, two in a longer one; or the start of a command.
            let allowed = if word.chars().count() <= 4 { 1 } else { 2 };
            let begins = word.len() >= 2 && command.starts_with(word);
            (d <= allowed || begins).then_some((if begins { 0 } else { d }, command))
        })
        .collect();
    near.sort();
    near.dedup_by_key(|(_, c)| *c);
    near.into_iter().take(3).map(|(_, c)| c).collect()
}

/// The number of letters changed, added, left out or swapped with the next between `a` and
/// `b` (the optimal string alignment distance: `hnit` is one from `hint`).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// Whether `longer` is `shorter` carried on: the same start and rules, and `shorter`'s moves
/// first.
fn extends(longer: &Game, shorter: &Game) -> bool {
    longer.start() == shorter.start()
        && longer.rules() == shorter.rules()
        && longer.moves().starts_with(shorter.moves())
}

/// Runs `alquerque play`.
pub fn run(args: PlayArgs) -> Outcome {
    let rules = Rules::new(args.variant, args.reversal);
    let language = Language::from_environment(|name| std::env::var(name).ok());
    let (game, game_id) = match &args.load {
        None => (Game::new(rules), Some(new_game_id())),
        Some(path) => (
            crate::term::input::load_record(path).map_err(|e| {
                Failure::Usage(crate::cmd::review::cannot(
                    "cannot-load",
                    path,
                    &e,
                    language,
                ))
            })?,
            None,
        ),
    };
    let tables = crate::cmd::tables::load(&args.tables)?;
    let white = Side::parse(&args.white, side_seed(args.seed, Color::White), &tables)
        .map_err(|e| Failure::Usage(format!("--white {}: {e}", args.white)))?;
    let black = Side::parse(&args.black, side_seed(args.seed, Color::Black), &tables)
        .map_err(|e| Failure::Usage(format!("--black {}: {e}", args.black)))?;
    let stats_file = args.stats.clone().or_else(stats::default_path);
    let tty = io::stdout().is_terminal();
    let color = tty && !args.no_color && std::env::var_os("NO_COLOR").is_none();
    let mut ui = Ui {
        game,
        drawn: None,
        sides: [white, black],
        style: Style {
            color,
            ascii: args.ascii,
        },
        tty,
        seed: args.seed,
        proofs: Dfpn::new(QUICK_PROOF_TABLE_BYTES),
        tables,
        language,
        link_id: new_game_id(),
        other_games: Vec::new(),
        reviewed: None,
        drilling: None,
        game_id,
        recorded: None,
        unrecorded: None,
        typed_sides: [args.white.clone(), args.black.clone()],
        first_run: stats_file.as_deref().is_some_and(|p| !p.exists()),
        percent_explained: false,
        stats_file,
        progress_file: args
            .progress
            .or_else(crate::cmd::puzzles::default_progress_path),
    };
    ui.run()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--white perfect` plays as the apps' Perfect: with the tables, their longest defence
    /// at once, without a search.
    #[test]
    fn the_perfect_level_plays_with_the_tables() {
        use alquerque_core::engine::Decision;
        use alquerque_core::tables::Tables;
        use alquerque_core::PositionText;
        use std::sync::atomic::AtomicBool;

        let tables: Arc<dyn Probe> = Arc::new(
            Tables::build(3, 1, &|_| {}, &AtomicBool::new(false)).expect("the tables build"),
        );
        let pos = "b----/-----/-----/-----/----w w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("a position");
        for typed in ["perfect", "Perfect"] {
            let Ok(Side::Ai {
                engine: Some(engine),
                ..
            }) = Side::parse(typed, 1, &tables)
            else {
                panic!("{typed}: an engine");
            };
            let mut engine = engine.lock().expect("the engine");
            let r = engine.search(
                &Game::from_position(pos),
                &AtomicBool::new(false),
                &mut |_| {},
            );
            assert_eq!(r.decision, Decision::ForcedLoss(10), "{typed}");
            assert_eq!(r.iterations, 0, "{typed}: no search");
        }
    }

    #[test]
    fn the_nearest_commands_are_named() {
        assert_eq!(nearest_commands("hnit"), vec!["hint"]);
        assert_eq!(nearest_commands("analyze"), vec!["analyse"]);
        assert_eq!(nearest_commands("bord"), vec!["board"]);
        assert_eq!(nearest_commands("undoo"), vec!["undo"]);
        assert_eq!(nearest_commands("rev"), vec!["review"]);
        assert!(nearest_commands("zzzzzzzz").is_empty());
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("hnit", "hint"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
