//! `alquerque learn`: the lesson the apps give, in the terminal. The core holds the steps, their
//! positions and words, and judges every try; this module reads lines and draws the board.

use std::io::{self, IsTerminal};

use alquerque_core::lesson::{Lesson, Verdict};
use alquerque_core::{Bitboard, Move};

use crate::failure::Outcome;
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};

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

const HELP: &[&str] = &[
    "Each step asks for a move; you play White, from the bottom of the board.",
    "  a move such as c2-c3   try it (a capture names every landing point: b2-b4-d2-d4)",
    "  next (or Enter)        the next step, once this one is done",
    "  back                   the step before",
    "  again                  this step from its start",
    "  board                  draw the board again",
    "  help                   this text",
    "  quit                   leave the lesson",
];

struct Ui {
    lesson: Lesson,
    style: Style,
}

impl Ui {
    fn show_step(&self) {
        let step = self.lesson.step();
        outln!();
        outln!(
            "Step {} of {}: {}",
            self.lesson.index() + 1,
            Lesson::steps().len(),
            step.title()
        );
        outln!("{}", step.task());
        self.draw(Bitboard::EMPTY);
    }

    fn draw(&self, marked: Bitboard) {
        for l in render(self.lesson.position(), marked, self.style) {
            outln!("{l}");
        }
    }

    fn try_move(&mut self, text: &str) {
        if self.lesson.is_done() {
            outln!("This step is done: type 'next' (or press Enter) to go on.");
            return;
        }
        match self.lesson.try_text(text) {
            Err(e) => outln!("{e} Type 'help' for help."),
            Ok(Verdict::Wrong(w)) => outln!("{w}"),
            Ok(Verdict::Done) => {
                let last: Bitboard = self
                    .lesson
                    .game()
                    .moves()
                    .last()
                    .map_or(Bitboard::EMPTY, |m: &Move| m.path().collect());
                self.draw(last);
                outln!("Well done! {}", self.lesson.step().done_text());
                if self.lesson.is_finished() {
                    outln!("That is the lesson. Play a game with 'alquerque play'.");
                } else {
                    outln!("Type 'next' (or press Enter) for the next step.");
                }
            }
        }
    }

    /// Runs one command; `false` ends the lesson.
    fn command(&mut self, line: &str) -> bool {
        match line.to_ascii_lowercase().as_str() {
            "quit" | "exit" | "q" => return false,
            "help" | "?" => HELP.iter().for_each(|l| outln!("{l}")),
            "board" => self.draw(Bitboard::EMPTY),
            "again" | "retry" => {
                self.lesson.restart();
                self.show_step();
            }
            "back" => {
                if self.lesson.previous_step() {
                    self.show_step();
                } else {
                    outln!("This is the first step.");
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
                    outln!("Do this step first: type a move, or 'help'.");
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
    };
    outln!("Learn to play Alquerque in {steps} short steps. Type a move, or 'help'.");
    ui.show_step();
    let stdin = io::stdin();
    let mut input = stdin.lock();
    loop {
        let prompt = format!("step {}> ", ui.lesson.index() + 1);
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
