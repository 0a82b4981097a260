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
use alquerque_core::{Bitboard, Color, Game, Move, Rules, Variant};

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
}

const HELP: &[&str] = &[
    "Type a move as its points joined by dashes: c2-c3, or for a capture every landing",
    "point: b2-b4-d2-d4. Capturing is compulsory and a capture continues while it can.",
    "  moves        list the legal moves",
    "  hint         ask the AI for a move",
    "  undo, redo   take back or replay (undo returns to your last turn)",
    "  new          start a new game",
    "  save FILE    save the game; resume it with --load FILE",
    "  record       print the game record",
    "  review       the engine marks every move so far (best ... blunder) in the record",
    "  rules        a summary of the rules",
    "  quit         leave",
];

impl Ui {
    fn say(&self, text: &str) {
        outln!("{text}");
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

    fn name(&self, color: Color) -> String {
        let label = match color {
            Color::White => "White (W)",
            Color::Black => "Black (B)",
        };
        match &self.sides[color.index()] {
            Side::Human => label.to_string(),
            Side::Ai { name, .. } => format!("{label}, AI {name}"),
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
                        out!(
                            "\r  thinking: {} iterations, best {} ({:.0}%)   ",
                            p.iterations,
                            best,
                            p.win_rate * 100.0
                        );
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
                let rate = rate.map_or(String::new(), |r| format!("  (expects {:.0}%)", r * 100.0));
                outln!("{} plays {m}{rate}", self.name(color));
            }
            _ => {
                // Never loop on an AI that cannot move: the person takes that side over.
                outln!(
                    "The AI found no move for {color}; {color} is played from the keyboard now."
                );
                self.sides[color.index()] = Side::Human;
            }
        }
    }

    fn hint(&mut self) {
        let known = Known::of(&self.game, &mut self.proofs, Known::QUICK);
        if let (Some(m), Some(text)) = (known.winning_move, known.text()) {
            outln!("Hint: {m} (a proven win). {text}.");
            return;
        }
        let engine = Arc::new(Mutex::new(Engine::new(
            hint_params(),
            self.seed ^ 0x4849_4e54,
        )));
        let result = think(engine, self.game.clone(), None).wait();
        match result.best {
            Some(m) => outln!("Hint: {m} (expects {:.0}%)", result.win_rate * 100.0),
            None => outln!("No move to hint: the game is over."),
        }
        if let Some(text) = known.text() {
            outln!("{text}.");
        }
    }

    /// Reviews the game so far and prints its annotated record and each side's marks.
    fn review(&self) {
        if self.game.moves().is_empty() {
            outln!("Nothing to review: no move has been played.");
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

    fn undo(&mut self) {
        if !self.game.can_undo() {
            outln!("Nothing to undo.");
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
            ("help" | "?", []) => HELP.iter().for_each(|l| self.say(l)),
            ("rules", []) => {
                let text: Vec<String> = self
                    .game
                    .rules()
                    .description()
                    .iter()
                    .map(|paragraph| wrap(paragraph, 80))
                    .collect();
                self.say(&text.join("\n\n"));
            }
            ("moves", []) => {
                let list: Vec<String> = self
                    .game
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect();
                if list.is_empty() {
                    outln!("No legal moves.");
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
                    outln!("Nothing to redo.");
                }
            }
            ("new", []) => self.game = Game::new(self.game.rules()),
            ("record", []) => out!("{}", self.game.to_record()),
            ("review", []) => self.review(),
            ("save", [file]) => {
                let saved = crate::files::Destination::check(Path::new(file), &[])
                    .and_then(|d| d.write(self.game.to_record().as_bytes()));
                match saved {
                    Ok(()) => outln!("Saved to {file}."),
                    Err(e) => outln!("Could not save to {file}: {e}"),
                }
            }
            _ => {
                if let Err(e) = self.game.play_text(line) {
                    outln!("{e}. Type 'help' for help.");
                }
            }
        }
        true
    }

    fn run(&mut self) -> Outcome {
        outln!(
            "Alquerque. {} against {}.",
            self.name(Color::White),
            self.name(Color::Black)
        );
        outln!("Type a move such as c2-c3, or 'help'.");
        let stdin = io::stdin();
        let mut input = stdin.lock();
        loop {
            self.draw();
            let status = self.game.status();
            let prompt = if status.is_over() {
                outln!("{status}");
                "Game over: review, new, undo, save FILE or quit> ".to_string()
            } else {
                let color = self.game.turn();
                if matches!(self.sides[color.index()], Side::Ai { .. }) {
                    self.ai_turn();
                    continue;
                }
                let capture = if self.game.position().has_capture() {
                    " (must capture)"
                } else {
                    ""
                };
                format!("{} to move{capture}> ", self.name(color))
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
    let game = match &args.load {
        None => Game::new(rules),
        Some(path) => crate::term::input::load_record(path)
            .map_err(|e| Failure::Usage(format!("cannot load {}: {e}", path.display())))?,
    };
    let white = Side::parse(&args.white, side_seed(args.seed, Color::White))
        .map_err(|e| Failure::Usage(format!("--white {}: {e}", args.white)))?;
    let black = Side::parse(&args.black, side_seed(args.seed, Color::Black))
        .map_err(|e| Failure::Usage(format!("--black {}: {e}", args.black)))?;
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
