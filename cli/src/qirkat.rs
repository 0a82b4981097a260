//! The classic Qirkat text protocol (SPEC §3), exactly: prompts, commands, `dump`, the AI's
//! announcements and the winner, so existing Qirkat test harnesses and opponents work with it.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use alquerque_core::ai::{Budget, Engine, EngineParams, Level};
use alquerque_core::notation::{parse_cells, qirkat_rows};
use alquerque_core::{Color, Game, Position, Rules};

/// The protocol's banner, its first line of output.
pub const BANNER: &str = "CS61B Qirkat! Version 2.0";

/// The AI of the protocol: the default level's engine, with an iteration budget so that its
/// play is reproducible for a given `seed`, and a time cap well inside the protocol's 10 s.
fn engine_params() -> EngineParams {
    let mut params = Level::default().params();
    params.budget = Budget {
        iterations: Some(60_000),
        time: Some(Duration::from_secs(3)),
    };
    params
}

enum Flow {
    Continue,
    Quit,
}

/// One session of the protocol.
pub struct Session<W: Write> {
    out: W,
    game: Game,
    playing: bool,
    /// Whether each side (White, Black) is played from the input.
    manual: [bool; 2],
    seed: u64,
    engines: [Option<Engine>; 2],
    /// Input sources: the main input at the bottom, files being loaded above it.
    inputs: Vec<Box<dyn BufRead>>,
}

impl<W: Write> Session<W> {
    /// A session reading commands from `input` and writing to `out`.
    pub fn new(input: Box<dyn BufRead>, out: W) -> Session<W> {
        Session {
            out,
            game: Game::new(Rules::default()),
            playing: false,
            manual: [true, false],
            seed: 0,
            engines: [None, None],
            inputs: vec![input],
        }
    }

    /// Runs the session until `quit` or the end of input.
    pub fn run(&mut self) -> io::Result<()> {
        writeln!(self.out, "{BANNER}")?;
        loop {
            let flow = if self.playing {
                self.play_turn()?
            } else {
                self.prompt("qirkat: ")?;
                match self.read_line()? {
                    None => Flow::Quit,
                    Some(line) => self.command(&line)?,
                }
            };
            self.out.flush()?;
            if let Flow::Quit = flow {
                return Ok(());
            }
        }
    }

    fn prompt(&mut self, text: &str) -> io::Result<()> {
        write!(self.out, "{text}")?;
        self.out.flush()
    }

    /// The next line of input, from the innermost file being loaded or the main input.
    fn read_line(&mut self) -> io::Result<Option<String>> {
        while let Some(input) = self.inputs.last_mut() {
            let mut line = String::new();
            if input.read_line(&mut line)? > 0 {
                return Ok(Some(line));
            }
            self.inputs.pop();
        }
        Ok(None)
    }

    /// One step of the playing state: announce the end, or get a move from the side to move.
    fn play_turn(&mut self) -> io::Result<Flow> {
        let pos = *self.game.position();
        if !pos.has_moves() {
            writeln!(self.out, "{} wins.", pos.turn().other().name())?;
            self.playing = false;
            return Ok(Flow::Continue);
        }
        let side = pos.turn();
        if self.manual[side.index()] {
            self.prompt(&format!("{}: ", side.name()))?;
            return match self.read_line()? {
                None => Ok(Flow::Quit),
                Some(line) => self.command(&line),
            };
        }
        let seed = self.seed ^ (side.index() as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let engine =
            self.engines[side.index()].get_or_insert_with(|| Engine::new(engine_params(), seed));
        let result = engine.search(&self.game, &AtomicBool::new(false), &mut |_| {});
        match result.best {
            Some(mv) if self.game.play(mv).is_ok() => {
                writeln!(self.out, "{} moves {}.", side.name(), mv)?;
            }
            _ => {
                // The engine only returns legal moves; should it ever fail, stop the game
                // rather than loop.
                writeln!(self.out, "The AI found no move")?;
                self.playing = false;
            }
        }
        Ok(Flow::Continue)
    }

    /// Carries out one line of input.
    fn command(&mut self, raw: &str) -> io::Result<Flow> {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            return Ok(Flow::Continue);
        }
        let mut words = line.split_whitespace();
        let word = words.next().unwrap_or("");
        let args: Vec<&str> = words.collect();
        match (word.to_ascii_lowercase().as_str(), args.as_slice()) {
            ("start", []) => self.playing = true,
            ("clear", []) => {
                self.game = Game::new(Rules::default());
                self.manual = [true, false];
                self.playing = false;
                self.reset_engines();
            }
            ("auto" | "manual", [side]) => match Color::from_name(side) {
                Some(c) => {
                    self.manual[c.index()] = word.eq_ignore_ascii_case("manual");
                    self.playing = false;
                }
                None => writeln!(self.out, "Unknown side {side} (use white or black)")?,
            },
            ("seed", [n]) => match n.parse::<i64>() {
                Ok(n) => {
                    self.seed = n as u64;
                    self.reset_engines();
                }
                Err(_) => writeln!(self.out, "The seed must be a whole number")?,
            },
            ("set", [side, cells @ ..]) if !cells.is_empty() => {
                match (
                    Color::from_name(side),
                    parse_cells(&cells.concat(), Color::White),
                ) {
                    (Some(turn), Ok(mut setup)) => {
                        setup.turn = turn;
                        match Position::from_setup(&setup, Rules::default()) {
                            Ok(pos) => {
                                self.game = Game::from_position(pos);
                                self.playing = false;
                                self.reset_engines();
                            }
                            Err(e) => writeln!(self.out, "Bad position ({e})")?,
                        }
                    }
                    (None, _) => writeln!(self.out, "Unknown side {side} (use white or black)")?,
                    (_, Err(e)) => writeln!(self.out, "Bad board ({e})")?,
                }
            }
            ("dump", []) => {
                writeln!(self.out, "===")?;
                for row in qirkat_rows(
                    self.game.position().pieces(Color::White),
                    self.game.position().pieces(Color::Black),
                ) {
                    writeln!(self.out, "{row}")?;
                }
                writeln!(self.out, "===")?;
            }
            ("load", [file]) => match File::open(file) {
                Ok(f) => self.inputs.push(Box::new(BufReader::new(f))),
                Err(_) => writeln!(self.out, "Cannot open file {file}")?,
            },
            ("help", []) => self.help()?,
            ("quit", []) => return Ok(Flow::Quit),
            _ if looks_like_move(line) => {
                if let Err(e) = self.game.play_text(line) {
                    writeln!(self.out, "Illegal move ({e})")?;
                }
            }
            _ => writeln!(self.out, "Command not understood")?,
        }
        Ok(Flow::Continue)
    }

    fn reset_engines(&mut self) {
        self.engines = [None, None];
    }

    fn help(&mut self) -> io::Result<()> {
        // No line of help may contain the words the protocol reserves for announcements.
        for line in [
            "Commands (one per line, # starts a comment)",
            "  start            begin play from the current board",
            "  clear            initial board, White manual, Black AI, set-up state",
            "  auto C           side C (white or black) is played by the AI",
            "  manual C         side C is played from the input",
            "  seed N           seed the AI's random choices",
            "  set C B          board B (25 cells of w b - from a1 to e5), C to play",
            "  c2-c3, b2-b4-d2  a step or a capture path",
            "  load F           run the commands in file F",
            "  dump             print the board",
            "  help             this text",
            "  quit             leave",
        ] {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }
}

/// Whether a line is meant as a move: a single word starting with a point and a dash.
fn looks_like_move(line: &str) -> bool {
    let b = line.as_bytes();
    !line.contains(char::is_whitespace)
        && b.len() >= 3
        && (b'a'..=b'e').contains(&b[0].to_ascii_lowercase())
        && (b'1'..=b'5').contains(&b[1])
        && b[2] == b'-'
}

/// Runs the protocol on standard input and output.
pub fn run_stdio() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    Session::new(Box::new(stdin.lock()), stdout.lock()).run()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn transcript(input: &str) -> String {
        let mut out = Vec::new();
        Session::new(Box::new(io::Cursor::new(input.to_string())), &mut out)
            .run()
            .expect("in-memory io");
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn banner_prompt_and_dump() {
        let t = transcript("dump\n");
        assert!(t.starts_with("CS61B Qirkat! Version 2.0\nqirkat: ===\n  b b b b b\n"));
        assert!(t.contains("  w w w w w\n===\nqirkat: "));
    }

    #[test]
    fn errors_never_read_as_announcements() {
        let t = transcript("bogus\nc2-c4\nset purple -----\nload /nonexistent/file\nauto\n");
        for line in t.lines().skip(1) {
            let l = line.trim_start_matches("qirkat: ").to_lowercase();
            assert!(
                !l.contains("wins") && !l.contains("moves") && !l.contains(':'),
                "{line}"
            );
        }
        assert!(t.contains("Command not understood"));
        assert!(t.contains("Cannot open file /nonexistent/file"));
        assert!(t.contains("Illegal move"));
    }

    #[test]
    fn manual_game_and_winner() {
        let t = transcript(
            "manual black\nset white ----- -w--- -bbb- ----- -----\nstart\nb2-b4-d2-d4\n",
        );
        assert!(t.contains("White wins.\n"), "{t}");
        assert!(!t.contains("White moves"), "manual moves are not echoed");
    }

    #[test]
    fn the_ai_announces_its_moves() {
        let t = transcript(
            "auto white\nmanual black\nset white ----- ----- -b--- -w--- -----\nstart\n",
        );
        // White's only sensible move captures or advances; whatever it is, it is announced.
        assert!(t.contains("White moves "), "{t}");
    }
}
