//! `alquerque play`: a game in the terminal, against the AI, between two people, or between
//! two AIs, with undo, redo, hints, and saving.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use alquerque_core::ai::{think, Budget, Decision, Engine, Level};
use alquerque_core::{Bitboard, Color, Game, Move, Rules, Variant};

use crate::board::{render, Style};
use crate::input::{read_line, Line, MAX_LINE};
use crate::spec::{Player, Spec};

/// Arguments of `alquerque play`.
#[derive(clap::Args)]
pub struct PlayArgs {
    /// Who plays White: `human`, or an AI: a level (beginner, easy, medium, hard, master, with
    /// optional overrides such as `hard:time=2000`), `baseline` (the original app's AI) or
    /// `random`.
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
    "  rules        a summary of the rules",
    "  quit         leave",
];

const RULES: &[&str] = &[
    "Pieces step one point along a line onto an empty point, forward or sideways, never back",
    "towards their own base row; a piece on the far row no longer steps, it may only capture.",
    "A piece may not undo its own last sideways step on its next step.",
    "A capture jumps an adjacent enemy piece onto the empty point beyond, in any direction;",
    "capturing is compulsory and the same piece keeps jumping while it can.",
    "The side to move with no legal move loses.",
];

impl Ui {
    fn say(&self, text: &str) {
        println!("{text}");
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
        println!();
        for l in render(self.game.position(), marked, self.style) {
            println!("{l}");
        }
        let rules = self.game.rules();
        if rules != Rules::default() {
            println!("    ({rules})");
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
                        print!(
                            "\r  thinking: {} iterations, best {} ({:.0}%)   ",
                            p.iterations,
                            best,
                            p.win_rate * 100.0
                        );
                        let _ = io::stdout().flush();
                    }
                }
            };
            if self.tty {
                print!("\r{:60}\r", "");
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
                println!("{} plays {m}{rate}", self.name(color));
            }
            _ => {
                // Never loop on an AI that cannot move: the person takes that side over.
                println!(
                    "The AI found no move for {color}; {color} is played from the keyboard now."
                );
                self.sides[color.index()] = Side::Human;
            }
        }
    }

    fn hint(&self) {
        let mut params = Level::Hard.params();
        params.budget = Budget::millis(1000);
        let engine = Arc::new(Mutex::new(Engine::new(params, self.seed ^ 0x4849_4e54)));
        let result = think(engine, self.game.clone(), None).wait();
        match result.best {
            Some(m) => println!("Hint: {m} (expects {:.0}%)", result.win_rate * 100.0),
            None => println!("No move to hint: the game is over."),
        }
    }

    fn undo(&mut self) {
        if !self.game.can_undo() {
            println!("Nothing to undo.");
            return;
        }
        // Back to the last position where a human is to move.
        loop {
            if self.game.undo().is_none() {
                break;
            }
            let human_to_move = matches!(self.sides[self.game.turn().index()], Side::Human);
            if human_to_move || !self.game.can_undo() {
                break;
            }
        }
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
            ("rules", []) => RULES.iter().for_each(|l| self.say(l)),
            ("moves", []) => {
                let list: Vec<String> = self
                    .game
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect();
                if list.is_empty() {
                    println!("No legal moves.");
                } else {
                    println!("{}", list.join("  "));
                }
            }
            ("hint", []) => self.hint(),
            ("undo", []) => self.undo(),
            ("redo", []) => {
                if self.game.redo().is_none() {
                    println!("Nothing to redo.");
                }
            }
            ("new", []) => self.game = Game::new(self.game.rules()),
            ("record", []) => print!("{}", self.game.to_record()),
            ("save", [file]) => match std::fs::write(file, self.game.to_record()) {
                Ok(()) => println!("Saved to {file}."),
                Err(e) => println!("Could not save to {file}: {e}"),
            },
            _ => {
                if let Err(e) = self.game.play_text(line) {
                    println!("{e}. Type 'help' for help.");
                }
            }
        }
        true
    }

    fn run(&mut self) -> ExitCode {
        println!(
            "Alquerque. {} against {}.",
            self.name(Color::White),
            self.name(Color::Black)
        );
        println!("Type a move such as c2-c3, or 'help'.");
        let stdin = io::stdin();
        let mut input = stdin.lock();
        loop {
            self.draw();
            let status = self.game.status();
            let prompt = if status.is_over() {
                println!("{status}");
                "Game over: new, undo, save FILE or quit> ".to_string()
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
            print!("{prompt}");
            let _ = io::stdout().flush();
            let line = match read_line(&mut input) {
                Ok(Some(line)) => line,
                Ok(None) => {
                    println!();
                    return ExitCode::SUCCESS;
                }
                Err(e) => {
                    println!();
                    eprintln!("alquerque play: cannot read the input: {e}");
                    return ExitCode::FAILURE;
                }
            };
            match line {
                Line::Text(text) => {
                    if !self.command(text.trim()) {
                        return ExitCode::SUCCESS;
                    }
                }
                Line::TooLong => println!(
                    "That line is over {} KiB long; it was ignored.",
                    MAX_LINE / 1024
                ),
                Line::NotText => println!("That line is not text; it was ignored."),
            }
        }
    }
}

/// Runs `alquerque play`.
pub fn run(args: PlayArgs) -> ExitCode {
    let rules = Rules {
        variant: args.variant,
        reversal_allowed: args.reversal,
        ..Rules::default()
    };
    let game = match &args.load {
        None => Game::new(rules),
        Some(path) => match std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|t| Game::from_record(&t).map_err(|e| e.to_string()))
        {
            Ok(g) => g,
            Err(e) => {
                eprintln!("alquerque play: cannot load {}: {e}", path.display());
                return ExitCode::from(2);
            }
        },
    };
    let white = Side::parse(&args.white, args.seed);
    let black = Side::parse(&args.black, args.seed.wrapping_add(1));
    let (white, black) = match (white, black) {
        (Ok(w), Ok(b)) => (w, b),
        (Err(e), _) => {
            eprintln!("alquerque play: --white {}: {e}", args.white);
            return ExitCode::from(2);
        }
        (_, Err(e)) => {
            eprintln!("alquerque play: --black {}: {e}", args.black);
            return ExitCode::from(2);
        }
    };
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
    };
    ui.run()
}
