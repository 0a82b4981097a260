//! `alquerque play`: a game in the terminal, against the AI, between two people, or between
//! two AIs, with undo, redo, hints, and saving.

use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use alquerque_core::engine::Known;
use alquerque_core::engine::{hint_params, side_seed, think, Decision, Engine};
use alquerque_core::internals::{Dfpn, QUICK_PROOF_TABLE_BYTES};
use alquerque_core::review::{annotated_record, ReviewParams};
use alquerque_core::{Bitboard, Color, Game, Move, Rules, Status, Variant};
use alquerque_text::{Language, Message};

use crate::cmd::stats;
use crate::failure::{Failure, Outcome};
use crate::players::spec::{Player, Spec};
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};

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
}

enum Side {
    Human,
    Ai {
        name: String,
        engine: Option<Arc<Mutex<Engine>>>,
        other: Option<Player>,
    },
}

impl Side {
    fn parse(text: &str, seed: u64) -> Result<Side, String> {
        if text.eq_ignore_ascii_case("human") {
            return Ok(Side::Human);
        }
        let spec: Spec = text.parse()?;
        let (engine, other) = match &spec {
            Spec::Engine(p) => (Some(Arc::new(Mutex::new(Engine::new(*p, seed)))), None),
            s => (None, Some(Player::new(s, seed))),
        };
        Ok(Side::Ai {
            name: text.to_string(),
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
    /// The language it speaks: the terminal's locale's (`LANG=es_ES.UTF-8`).
    language: Language,
    /// The game's identifier for the statistics; `None` for a game they do not count (one
    /// loaded with --load).
    game_id: Option<u64>,
    /// The last game recorded by this session, so that it is written once.
    recorded: Option<u64>,
    /// Where the statistics and the puzzles' progress are kept.
    stats_file: Option<PathBuf>,
    progress_file: Option<PathBuf>,
}

/// The help: the introduction, then each command as typed (English words in every language)
/// with the id of what it does.
const HELP_COMMANDS: [(&str, &str); 10] = [
    ("moves", "play-help-moves"),
    ("hint", "play-help-hint"),
    ("undo, redo", "play-help-undo"),
    ("new", "play-help-new"),
    ("save FILE", "play-help-save"),
    ("record", "play-help-record"),
    ("review", "play-help-review"),
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
        outln!("{}", self.text(&message));
    }

    fn help(&self) {
        outln!("{}", wrap(&self.text(&Message::new("play-help")), 80));
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
                .notation("ai", name),
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
            }
            _ => {
                // Never loop on an AI that cannot move: the person takes that side over.
                self.say(Message::new("play-ai-no-move").choice("side", color.keyword()));
                self.sides[color.index()] = Side::Human;
            }
        }
    }

    fn hint(&mut self) {
        let known = Known::of(&self.game, &mut self.proofs, Known::QUICK);
        if let (Some(m), Some(text)) = (known.winning_move, known.text()) {
            self.say(
                Message::new("play-hint-proven")
                    .notation("move", m)
                    .message("known", text),
            );
            return;
        }
        let engine = Arc::new(Mutex::new(Engine::new(
            hint_params(),
            self.seed ^ 0x4849_4e54,
        )));
        let result = think(engine, self.game.clone(), None).wait();
        match result.best {
            Some(m) => self.say(
                Message::new("play-hint")
                    .notation("move", m)
                    .count("percent", (result.win_rate * 100.0).round() as i64),
            ),
            None => self.say(Message::new("play-no-hint")),
        }
        if let Some(text) = known.text() {
            self.say(Message::sentence(text));
        }
    }

    /// Reviews the game so far and prints its annotated record and each side's marks.
    fn review(&self) {
        if self.game.moves().is_empty() {
            self.say(Message::new("play-nothing-to-review"));
            return;
        }
        let review = crate::cmd::review::review_with_progress(
            &self.game,
            ReviewParams::default(),
            self.seed,
        );
        out!("{}", annotated_record(&self.game, &review));
        for line in crate::cmd::review::summary(&review) {
            outln!("{line}");
        }
        if !review.complete {
            outln!("{}", crate::cmd::review::stopped_text(&self.game, &review));
        }
    }

    /// Records the game just ended in the statistics file, once.
    fn record(&mut self) {
        let (Some(id), Some(path)) = (self.game_id, self.stats_file.clone()) else {
            return;
        };
        if self.recorded == Some(id) {
            return;
        }
        self.recorded = Some(id);
        let winner = match self.game.status() {
            Status::Won { winner, .. } => Some(winner),
            _ => None,
        };
        let ai = |side: &Side| match side {
            Side::Human => None,
            Side::Ai { name, .. } => Some(name.clone()),
        };
        let (white, black) = (ai(&self.sides[0]), ai(&self.sides[1]));
        let Some(finished) = stats::finished(white.as_deref(), black.as_deref(), winner) else {
            return;
        };
        if let Err(reason) = stats::record(&path, id, finished) {
            self.say(Message::new("statistics-not-saved").text("reason", reason));
        }
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
                self.say(Message::new("statistics-not-read").text("reason", reason));
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
            ("quit" | "exit" | "q", []) => return false,
            ("help" | "?", []) => self.help(),
            ("rules", []) => {
                let text: Vec<String> = self
                    .game
                    .rules()
                    .description()
                    .iter()
                    .map(|paragraph| wrap(&self.text(paragraph), 80))
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
                if list.is_empty() {
                    self.say(Message::new("play-no-legal-moves"));
                } else {
                    outln!("{}", list.join("  "));
                }
            }
            ("hint", []) => self.hint(),
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
                self.game = Game::new(self.game.rules());
                self.game_id = Some(stats::new_game_id());
            }
            ("stats", []) => self.print_stats(),
            ("record", []) => out!("{}", self.game.to_record()),
            ("review", []) => self.review(),
            ("save", [file]) => {
                let saved = crate::files::Destination::check(Path::new(file), &[])
                    .and_then(|d| d.write(self.game.to_record().as_bytes()));
                match saved {
                    Ok(()) => self.say(Message::new("play-saved").text("file", *file)),
                    Err(e) => self.say(
                        Message::new("play-not-saved")
                            .text("file", *file)
                            .text("reason", e.to_string()),
                    ),
                }
            }
            _ => {
                if let Err(e) = self.game.play_text(line) {
                    self.say(Message::new("play-refused").message("reason", e.message()));
                }
            }
        }
        true
    }

    fn run(&mut self) -> Outcome {
        self.say(
            Message::new("play-welcome")
                .message("white", self.name(Color::White))
                .message("black", self.name(Color::Black)),
        );
        self.say(Message::new("play-type-a-move"));
        let stdin = io::stdin();
        let mut input = stdin.lock();
        loop {
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
                Reply::End(outcome) => return outcome,
            }
        }
    }
}

/// Runs `alquerque play`.
pub fn run(args: PlayArgs) -> Outcome {
    let rules = Rules::new(args.variant, args.reversal);
    let (game, game_id) = match &args.load {
        None => (Game::new(rules), Some(stats::new_game_id())),
        Some(path) => (
            crate::term::input::load_record(path)
                .map_err(|e| Failure::Usage(format!("cannot load {}: {e}", path.display())))?,
            None,
        ),
    };
    let white = Side::parse(&args.white, side_seed(args.seed, Color::White))
        .map_err(|e| Failure::Usage(format!("--white {}: {e}", args.white)))?;
    let black = Side::parse(&args.black, side_seed(args.seed, Color::Black))
        .map_err(|e| Failure::Usage(format!("--black {}: {e}", args.black)))?;
    let tty = io::stdout().is_terminal();
    let language = Language::from_environment(|name| std::env::var(name).ok());
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
        language,
        game_id,
        recorded: None,
        stats_file: args.stats.or_else(stats::default_path),
        progress_file: args
            .progress
            .or_else(crate::cmd::puzzles::default_progress_path),
    };
    ui.run()
}

/// `text` broken into lines of at most `width` characters at spaces (a word longer than the
/// width stands alone).
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split_whitespace() {
        if line > 0 && line + 1 + word.chars().count() > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.chars().count();
    }
    out
}
