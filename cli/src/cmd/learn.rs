//! `alquerque learn`: the lesson the apps give, in the terminal. The core holds the steps, their
//! positions and words, and judges every try; this module reads lines and draws the board.

use std::io::{self, IsTerminal};

use alquerque_core::lesson::{Goal, Lesson, Verdict};
use alquerque_core::{Bitboard, Move};
use alquerque_text::{Language, Message};

use crate::failure::Outcome;
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};
use crate::term::wrap::{width, wrap};

/// Arguments of `alquerque learn`.
#[derive(clap::Args)]
pub struct LearnArgs {
    /// Start at this step (1 to the number of steps).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=99))]
    step: Option<u64>,
    /// Draw the board with ASCII characters only.
    #[arg(long)]
    ascii: bool,
    /// No colours, even on a terminal.
    #[arg(long)]
    no_color: bool,
}

/// The help: its first line, then each command as typed (English words in every language)
/// with the id of what it does.
const HELP_COMMANDS: [(&str, &str); 7] = [
    ("c2-c3", "learn-help-move"),
    ("next, Enter", "learn-help-next"),
    ("back", "learn-help-back"),
    ("again", "learn-help-again"),
    ("board", "learn-help-board"),
    ("help", "learn-help-help"),
    ("quit", "learn-help-quit"),
];

struct Ui {
    lesson: Lesson,
    style: Style,
    /// The language it speaks: the terminal's locale's (`LANG=es_ES.UTF-8`).
    language: Language,
}

impl Ui {
    /// Prints `message` in the person's language on a line of its own.
    fn say(&self, message: Message) {
        outln!("{}", wrap(&message.render(self.language), width()));
    }

    fn show_step(&self) {
        let step = self.lesson.step();
        outln!();
        self.say(
            Message::new("learn-step")
                .count("step", self.lesson.index() as i64 + 1)
                .count("steps", Lesson::steps().len() as i64)
                .message("title", step.title()),
        );
        self.say(step.task());
        // On a phone a chain is tapped jump by jump; here it is typed whole, in one line.
        if matches!(step.goal(), Goal::Capture { at_least } if at_least > 1) {
            self.say(Message::new("learn-type-chain"));
        }
        self.draw(Bitboard::EMPTY);
    }

    fn draw(&self, marked: Bitboard) {
        for l in render(self.lesson.position(), marked, self.style) {
            outln!("{l}");
        }
    }

    fn try_move(&mut self, text: &str) {
        if self.lesson.is_done() {
            self.say(Message::new("learn-step-done"));
            return;
        }
        match self.lesson.try_text(text) {
            Err(e) => self.say(Message::new("learn-refused").message("reason", e.message())),
            Ok(Verdict::Wrong(w)) => self.say(w.message()),
            Ok(Verdict::Done) => {
                let last: Bitboard = self
                    .lesson
                    .game()
                    .moves()
                    .last()
                    .map_or(Bitboard::EMPTY, |m: &Move| m.path().collect());
                self.draw(last);
                self.say(
                    Message::new("learn-done").message("taught", self.lesson.step().done_text()),
                );
                self.say(Message::new(if self.lesson.is_finished() {
                    "learn-finished"
                } else {
                    "learn-next"
                }));
            }
        }
    }

    /// Runs one command; `false` ends the lesson.
    fn command(&mut self, line: &str) -> bool {
        match line.to_ascii_lowercase().as_str() {
            "quit" | "exit" | "q" => return false,
            "help" | "?" => {
                self.say(Message::new("learn-help"));
                for (command, id) in HELP_COMMANDS {
                    outln!("  {command:<12} {}", Message::new(id).render(self.language));
                }
            }
            "board" => self.draw(Bitboard::EMPTY),
            "again" | "retry" => {
                self.lesson.restart();
                self.show_step();
            }
            "back" => {
                if self.lesson.previous_step() {
                    self.show_step();
                } else {
                    self.say(Message::new("learn-first-step"));
                }
            }
            "" | "next" => {
                if self.lesson.is_finished() {
                    return false;
                }
                if !self.lesson.is_done() {
                    if line.is_empty() {
                        return true;
                    }
                    self.say(Message::new("learn-do-this-first"));
                } else if self.lesson.next_step() {
                    self.show_step();
                }
            }
            _ => self.try_move(line),
        }
        true
    }
}

/// Runs `alquerque learn`.
pub fn run(args: LearnArgs) -> Outcome {
    let steps = Lesson::steps().len();
    let start = args.step.map_or(0, |s| s as usize - 1);
    let Some(lesson) = Lesson::at(start) else {
        return Err(crate::failure::Failure::Usage(format!(
            "there is no step {} (the lesson has {steps})",
            start + 1
        )));
    };
    let tty = io::stdout().is_terminal();
    let color = tty && !args.no_color && std::env::var_os("NO_COLOR").is_none();
    let mut ui = Ui {
        lesson,
        style: Style {
            color,
            ascii: args.ascii,
        },
        language: Language::from_environment(|name| std::env::var(name).ok()),
    };
    ui.say(Message::new("learn-welcome").count("steps", steps as i64));
    ui.show_step();
    let stdin = io::stdin();
    let mut input = stdin.lock();
    loop {
        let prompt = format!(
            "{}> ",
            Message::new("learn-prompt")
                .count("step", ui.lesson.index() as i64 + 1)
                .render(ui.language)
        );
        match ask(&mut input, &prompt) {
            Reply::Command(text) => {
                if !ui.command(&text) {
                    return Ok(());
                }
            }
            Reply::End(outcome) => return outcome,
        }
    }
}
