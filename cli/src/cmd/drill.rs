//! Learn from your mistakes, in the terminal: `alquerque review --learn FILE` and `learn` in
//! `alquerque play` after a review. The core's drill (`alquerque_core::review::Drill`) holds
//! the items, judges every try and decides when the better move is shown; this module reads
//! lines and draws the board.

use std::io::BufRead;
use std::sync::atomic::AtomicBool;

use alquerque_core::review::Drill;
use alquerque_core::Bitboard;
use alquerque_text::{Language, Message};

use crate::failure::Outcome;
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};
use crate::term::wrap::{width, wrap};

/// The help: its first line, then each command as typed (English words in every language)
/// with the id of what it does.
const HELP_COMMANDS: [(&str, &str); 8] = [
    ("c2-c3", "drill-help-move"),
    ("next, Enter", "drill-help-next"),
    ("back", "drill-help-back"),
    ("solution", "drill-help-solution"),
    ("skip", "drill-help-skip"),
    ("board", "learn-help-board"),
    ("help", "learn-help-help"),
    ("quit", "drill-help-quit"),
];

/// A drill going on in the terminal.
pub struct DrillUi {
    drill: Drill,
    style: Style,
    language: Language,
}

impl DrillUi {
    /// The terminal's side of `drill` (the core's, made from a review and handed the endgame
    /// tables: a mistake's "why" then says "after this, Black wins in 7").
    pub fn new(drill: Drill, style: Style, language: Language) -> DrillUi {
        DrillUi {
            drill,
            style,
            language,
        }
    }

    fn say(&self, message: Message) {
        outln!("{}", wrap(&message.render(self.language), width()));
    }

    /// Whether there is anything to practise (if not, [`DrillUi::start`] said so).
    pub fn has_items(&self) -> bool {
        !self.drill.items().is_empty()
    }

    /// Says what the drill is and shows its first item, or that there is nothing to practise.
    pub fn start(&self) {
        if !self.has_items() {
            self.say(self.drill.summary());
            return;
        }
        self.say(Message::new("drill-title"));
        self.say(Message::new("drill-welcome"));
        self.show_item();
    }

    /// The prompt: `Mistake 2 of 3> `.
    pub fn prompt(&self) -> String {
        format!(
            "{}> ",
            Message::new("drill-progress")
                .count("index", self.drill.index() as i64 + 1)
                .count("total", self.drill.items().len() as i64)
                .render(self.language)
        )
    }

    fn show_item(&self) {
        let Some(item) = self.drill.item() else {
            return;
        };
        outln!();
        self.say(item.heading(self.drill.game().start().turn()));
        self.say(item.why());
        self.draw();
        self.say(item.status());
    }

    /// The board before the mistaken move; once the item is closed, the better move marked.
    fn draw(&self) {
        let (Some(item), Some(pos)) = (self.drill.item(), self.drill.position()) else {
            return;
        };
        let marked = match item.found().or(item.revealed().then_some(item.ply.best)) {
            Some(better) => better.path().collect(),
            None => Bitboard::EMPTY,
        };
        for l in render(pos, marked, self.style) {
            outln!("{l}");
        }
    }

    fn try_move(&mut self, text: &str) {
        // Checked first, so that only a legal try is announced and searched.
        let trial = match self.drill.trial_text(text) {
            Ok(trial) => trial,
            Err(e) => {
                self.say(Message::new("learn-refused").message("reason", e.message()));
                return;
            }
        };
        self.say(Message::new("drill-judging").notation("move", trial.move_tried()));
        let judged = trial.judge(&AtomicBool::new(false));
        if let Some(Err(e)) = judged.map(|j| self.drill.record(&trial, j)) {
            self.say(Message::new("learn-refused").message("reason", e.message()));
            return;
        }
        self.after_closing();
    }

    /// After a try, a solution shown or a skip: the board with the better move once the item
    /// is closed, its status line, and what to do next.
    fn after_closing(&self) {
        let Some(item) = self.drill.item() else {
            return;
        };
        if item.is_closed() {
            self.draw();
        }
        self.say(item.status());
        if item.is_closed() {
            self.say(Message::new(if self.drill.is_finished() {
                "drill-all-done"
            } else {
                "drill-go-on"
            }));
        }
    }

    /// Runs one command; `false` ends the drill (after its summary).
    pub fn command(&mut self, line: &str) -> bool {
        let lower = line.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["quit" | "exit" | "q"] => {
                self.say(self.drill.summary());
                return false;
            }
            ["help" | "?"] => {
                self.say(Message::new("drill-welcome"));
                for (command, id) in HELP_COMMANDS {
                    outln!("  {command:<12} {}", Message::new(id).render(self.language));
                }
            }
            ["board"] => self.draw(),
            ["solution"] => match self.drill.show_solution(&AtomicBool::new(false)) {
                Ok(()) => self.after_closing(),
                Err(e) => self.say(Message::new("learn-refused").message("reason", e.message())),
            },
            ["skip"] => {
                let index = self.drill.index();
                match self.drill.skip() {
                    Ok(()) if self.drill.index() != index => {
                        self.say(Message::new("drill-skipped"));
                        self.show_item();
                    }
                    Ok(()) => self.after_closing(),
                    Err(e) => {
                        self.say(Message::new("learn-refused").message("reason", e.message()))
                    }
                }
            }
            ["back" | "previous"] => {
                if self.drill.previous_item() {
                    self.show_item();
                } else {
                    self.say(Message::new("drill-first"));
                }
            }
            [] | ["next"] => {
                if self.drill.next_item() {
                    self.show_item();
                } else if self.drill.is_finished() {
                    self.say(self.drill.summary());
                    return false;
                } else if !line.is_empty() {
                    self.say(Message::new("drill-last"));
                }
            }
            _ => self.try_move(line),
        }
        true
    }

    /// Runs the drill on lines from `input` until it ends (`quit`, the last item done and
    /// passed, or the end of the input).
    pub fn run(&mut self, input: &mut dyn BufRead) -> Outcome {
        self.start();
        if !self.has_items() {
            return Ok(());
        }
        loop {
            match ask(input, &self.prompt()) {
                Reply::Command(text) => {
                    if !self.command(&text) {
                        return Ok(());
                    }
                }
                Reply::End(outcome) => {
                    self.say(self.drill.summary());
                    return outcome;
                }
            }
        }
    }
}
