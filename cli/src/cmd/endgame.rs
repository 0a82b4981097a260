//! `alquerque endgame`: the endgame trainer in the terminal. The core's trainer
//! (`alquerque_core::endgame`) draws a won position from the endgame tables, judges every move
//! and plays the tables' defence; this module reads lines and draws the board.

use std::io::{self, BufRead, IsTerminal};
use std::path::PathBuf;
use std::sync::Arc;

use alquerque_core::endgame::{welcome, EndgameTrainer, Verdict, ENDGAME_LEVELS};
use alquerque_core::tables::Probe;
use alquerque_core::{Bitboard, Move, MoveText};
use alquerque_text::{Language, Message};

use crate::failure::{Failure, Outcome};
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};
use crate::term::wrap::{width, wrap};

/// Arguments of `alquerque endgame`.
#[derive(clap::Args)]
pub struct EndgameArgs {
    /// The level, from 1 (three pieces, short wins) up: fewer pieces and shorter wins first.
    /// Levels of five pieces need `--tables` of five pieces.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=ENDGAME_LEVELS.len() as u64))]
    level: u64,
    /// The seed of the first position drawn (each `next` takes the following one).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Exact tables of `alquerque tables build` in place of the four pieces built into the
    /// program (a level draws from exact tables alone); a win/loss or distance file may be
    /// named too, as in `play`.
    #[arg(long, value_name = "FILE")]
    tables: Vec<PathBuf>,
    /// Draw the board with ASCII characters only.
    #[arg(long)]
    ascii: bool,
    /// No colours, even on a terminal.
    #[arg(long)]
    no_color: bool,
}

/// The help: each command as typed (English words in every language) with the id of what it
/// does.
const HELP_COMMANDS: [(&str, &str); 5] = [
    ("c2-c3", "learn-help-move"),
    ("next", "endgame-help-next"),
    ("board", "learn-help-board"),
    ("help", "learn-help-help"),
    ("quit", "endgame-help-quit"),
];

struct Ui {
    tables: Arc<dyn Probe>,
    trainer: EndgameTrainer,
    level: usize,
    seed: u64,
    style: Style,
    /// The language it speaks: the terminal's locale's (`LANG=es_ES.UTF-8`).
    language: Language,
}

impl Ui {
    fn say(&self, message: Message) {
        outln!("{}", wrap(&message.render(self.language), width()));
    }

    fn draw(&self, marked: Bitboard) {
        for l in render(self.trainer.position(), marked, self.style) {
            outln!("{l}");
        }
    }

    fn show(&self) {
        outln!();
        self.draw(Bitboard::EMPTY);
        self.say(self.trainer.heading());
    }

    fn try_move(&mut self, text: &str) {
        if self.trainer.is_won() {
            self.say(Message::new("endgame-next"));
            return;
        }
        let mv: Result<Move, Message> = text
            .parse::<MoveText>()
            .map_err(|e| e.message())
            .and_then(|t| t.to_move(self.trainer.position()).map_err(|e| e.message()));
        let mv = match mv {
            Ok(mv) => mv,
            Err(why) => {
                self.say(Message::new("learn-refused").message("reason", why));
                return;
            }
        };
        let judged = match self.trainer.play(mv) {
            Ok(j) => j,
            Err(e) => {
                outln!("{e}");
                return;
            }
        };
        for m in judged.messages(self.trainer.player()) {
            self.say(m);
        }
        match judged.verdict {
            Verdict::Won => {
                self.draw(mv.path().collect());
                self.say(self.trainer.summary());
                self.say(Message::new("endgame-next"));
            }
            Verdict::Slipped { fastest, .. } => self.draw(fastest.path().collect()),
            Verdict::Fastest { .. } | Verdict::Slower { .. } => {
                let reply = judged.reply.map_or(Bitboard::EMPTY, |r| r.path().collect());
                self.draw(reply);
                self.say(self.trainer.heading());
            }
        }
    }

    /// A new position of the level, with the next seed.
    fn next(&mut self) -> Result<(), Failure> {
        self.seed = self.seed.wrapping_add(1);
        self.trainer = exercise(&self.tables, self.level, self.seed)?;
        self.show();
        Ok(())
    }

    /// Runs one command; `false` ends the trainer.
    fn command(&mut self, line: &str) -> Result<bool, Failure> {
        match line.to_ascii_lowercase().as_str() {
            "quit" | "exit" | "q" => return Ok(false),
            "help" | "?" => {
                self.say(welcome());
                for (command, id) in HELP_COMMANDS {
                    outln!("  {command:<12} {}", Message::new(id).render(self.language));
                }
            }
            "board" => self.draw(Bitboard::EMPTY),
            "next" => self.next()?,
            "" => {}
            _ => self.try_move(line),
        }
        Ok(true)
    }
}

/// The trainer on a position of `level` drawn with `seed`, or why not in words.
fn exercise(tables: &Arc<dyn Probe>, level: usize, seed: u64) -> Result<EndgameTrainer, Failure> {
    EndgameTrainer::exercise(tables.clone(), level, seed)
        .map_err(|e| Failure::Usage(format!("endgame level {level}: {e}")))
}

/// Runs `alquerque endgame` on standard input.
pub fn run(args: EndgameArgs) -> Outcome {
    let stdin = io::stdin();
    run_on(args, &mut stdin.lock())
}

/// Runs the trainer on lines from `input` until `quit` or the end of the input.
fn run_on(args: EndgameArgs, input: &mut dyn BufRead) -> Outcome {
    let tables = super::tables::load(&args.tables)?;
    let level = args.level as usize;
    let trainer = exercise(&tables, level, args.seed)?;
    let tty = io::stdout().is_terminal();
    let color = tty && !args.no_color && std::env::var_os("NO_COLOR").is_none();
    let mut ui = Ui {
        tables,
        trainer,
        level,
        seed: args.seed,
        style: Style {
            color,
            ascii: args.ascii,
        },
        language: Language::from_environment(|name| std::env::var(name).ok()),
    };
    ui.say(welcome());
    ui.show();
    loop {
        let prompt = format!(
            "{}> ",
            Message::new("endgame-prompt")
                .count("level", ui.level as i64)
                .render(ui.language)
        );
        match ask(input, &prompt) {
            Reply::Command(text) => {
                if !ui.command(&text)? {
                    return Ok(());
                }
            }
            Reply::End(outcome) => return outcome,
        }
    }
}
