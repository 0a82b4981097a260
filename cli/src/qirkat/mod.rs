//! The classic Qirkat text protocol (`docs/qirkat-protocol.md`), exactly: prompts, commands, `dump`, the AI's
//! announcements and the winner, so existing Qirkat test harnesses and opponents work with it.

pub mod board;

use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use alquerque_core::engine::{side_seed, Budget, Engine, EngineParams, Level};
use alquerque_core::{Color, Game, Rules};

use crate::qirkat::board::{dump_rows, position_from_set, SetError};
use crate::term::input::{read_line, safe_to_echo, Line, MAX_LINE};

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

/// How deep `load` may nest (a file that loads a file that loads ...).
const MAX_LOAD_DEPTH: usize = 16;
/// How many files one line of the main input may load in all, nested loads included: with
/// the nesting limit alone, files that each load the next several times would still grow
/// exponentially.
const MAX_LOADS: usize = 1000;

/// Where commands come from: the main input, or a file being loaded.
struct Source {
    reader: Box<dyn BufRead>,
    /// The file's name as given to `load` and its canonical path (to refuse a file that is
    /// already being loaded); `None` for the main input.
    file: Option<(String, PathBuf)>,
}

/// One session of the protocol.
pub struct Session<W: Write> {
    out: W,
    game: Game,
    playing: bool,
    /// Whether each side (White, Black) is played from the input.
    manual: [bool; 2],
    seed: u64,
    /// What the AI's engines are made with: [`engine_params`] (see [`Session::with_engine`]).
    params: EngineParams,
    engines: [Option<Engine>; 2],
    /// Input sources: the main input at the bottom, files being loaded above it.
    inputs: Vec<Source>,
    /// Files loaded since the last line of the main input (bounded by [`MAX_LOADS`]).
    loads: usize,
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
            params: engine_params(),
            engines: [None, None],
            inputs: vec![Source {
                reader: input,
                file: None,
            }],
            loads: 0,
        }
    }

    /// This session with its AI made from `params` instead of the protocol's own: for the
    /// fuzz target, whose every input must run in milliseconds even when the AI plays both
    /// sides. Everything else the session does is unchanged.
    pub fn with_engine(mut self, params: EngineParams) -> Session<W> {
        self.params = params;
        self
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
                    Some(line) => self.line(line)?,
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

    /// The next line of input, from the innermost file being loaded or the main input. A file
    /// that cannot be read further is reported and closed; only an error of the main input
    /// ends the session.
    fn read_line(&mut self) -> io::Result<Option<Line>> {
        while let Some(source) = self.inputs.last_mut() {
            let from_file = source.file.clone();
            match read_line(source.reader.as_mut()) {
                Ok(Some(line)) => {
                    if from_file.is_none() {
                        self.loads = 0;
                    }
                    return Ok(Some(line));
                }
                Ok(None) => {}
                Err(e) => match from_file {
                    None => return Err(e),
                    Some((name, _)) => writeln!(self.out, "Cannot read file{}", shown(&name))?,
                },
            }
            self.inputs.pop();
        }
        Ok(None)
    }

    /// Carries out one line as read: a command, or a report of a line that cannot be one.
    fn line(&mut self, line: Line) -> io::Result<Flow> {
        match line {
            Line::Text(text) => self.command(&text),
            Line::TooLong => {
                writeln!(
                    self.out,
                    "Command not understood (a line of over {} KiB, ignored)",
                    MAX_LINE / 1024
                )?;
                Ok(Flow::Continue)
            }
            Line::NotText => {
                writeln!(self.out, "Command not understood (not text)")?;
                Ok(Flow::Continue)
            }
        }
    }

    /// Starts reading commands from `file`, within the limits on nesting and on the number of
    /// files, and never a file that is already being loaded (it would load itself for ever).
    fn load(&mut self, file: &str) -> io::Result<()> {
        let name = shown(file);
        if self.inputs.len() > MAX_LOAD_DEPTH {
            return writeln!(
                self.out,
                "Cannot open file{name} (loads nest over {MAX_LOAD_DEPTH} deep)"
            );
        }
        if self.loads >= MAX_LOADS {
            return writeln!(
                self.out,
                "Cannot open file{name} (over {MAX_LOADS} files loaded by one command)"
            );
        }
        let opened = File::open(file).and_then(|f| {
            let path = std::fs::canonicalize(file)?;
            if !f.metadata()?.is_file() {
                return Err(io::Error::other("not a file"));
            }
            let mut reader = BufReader::new(f);
            // A text file of commands holds no NUL byte; a binary file almost always does.
            if reader.fill_buf()?.contains(&0) {
                return Err(io::Error::other("not a text file"));
            }
            Ok((reader, path))
        });
        let Ok((reader, path)) = opened else {
            return writeln!(self.out, "Cannot open file{name}");
        };
        if self
            .inputs
            .iter()
            .any(|s| s.file.as_ref().is_some_and(|(_, p)| *p == path))
        {
            return writeln!(
                self.out,
                "Cannot open file{name} (it is already being loaded)"
            );
        }
        self.loads += 1;
        self.inputs.push(Source {
            reader: Box::new(reader),
            file: Some((file.to_string(), path)),
        });
        Ok(())
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
                Some(line) => self.line(line),
            };
        }
        let seed = side_seed(self.seed, side);
        let params = self.params;
        let engine = self.engines[side.index()].get_or_insert_with(|| Engine::new(params, seed));
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
                None => writeln!(self.out, "Unknown side{} (use white or black)", shown(side))?,
            },
            ("seed", [n]) => match n.parse::<i64>() {
                Ok(n) => {
                    self.seed = n as u64;
                    self.reset_engines();
                }
                Err(_) => writeln!(self.out, "The seed must be a whole number")?,
            },
            ("set", [_, _, ..]) => match position_from_set(&args.join(" "), Rules::default()) {
                Ok(pos) => {
                    self.game = Game::from_position(pos);
                    self.playing = false;
                    self.reset_engines();
                }
                Err(SetError::Side) => writeln!(
                    self.out,
                    "Unknown side{} (use white or black)",
                    shown(args[0])
                )?,
                Err(e) => writeln!(self.out, "Bad board{}", reason(&e))?,
            },
            ("dump", []) => {
                writeln!(self.out, "===")?;
                for row in dump_rows(self.game.position()) {
                    writeln!(self.out, "{row}")?;
                }
                writeln!(self.out, "===")?;
            }
            ("load", [file]) => self.load(file)?,
            ("help", []) => self.help()?,
            ("quit", []) => return Ok(Flow::Quit),
            _ if looks_like_move(line) => {
                if let Err(e) = self.game.play_text(line) {
                    writeln!(self.out, "Illegal move{}", reason(&e))?;
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

/// ` TEXT` to follow a message of the protocol, or nothing where the text (typed by the user)
/// must not be echoed: see [`safe_to_echo`].
fn shown(text: &str) -> String {
    if safe_to_echo(text, 40) {
        format!(" {text}")
    } else {
        String::new()
    }
}

/// ` (REASON)` for an error whose description may quote the user's input, or nothing where
/// that would break the protocol's rule on error lines.
fn reason(error: &dyn std::fmt::Display) -> String {
    let text = error.to_string();
    if safe_to_echo(&text, 120) {
        format!(" ({text})")
    } else {
        String::new()
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
        transcript_bytes(input.as_bytes())
    }

    fn transcript_bytes(input: &[u8]) -> String {
        let mut out = Vec::new();
        Session::new(Box::new(io::Cursor::new(input.to_vec())), &mut out)
            .run()
            .expect("in-memory io");
        String::from_utf8(out).expect("utf-8")
    }

    /// Every line after the banner, without the prompts, obeys the protocol's rule for
    /// messages (no "wins", no "moves", no colon) and stays short.
    fn assert_protocol_errors(t: &str) {
        for line in t.lines().skip(1) {
            let l = line
                .trim_start_matches("qirkat: ")
                .trim_start_matches("White: ")
                .to_lowercase();
            assert!(
                !l.contains("wins") && !l.contains("moves") && !l.contains(':'),
                "{line}"
            );
            assert!(line.len() < 200, "{} bytes", line.len());
        }
    }

    /// A fresh folder for files a test loads.
    fn folder(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("alquerque-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        dir
    }

    #[test]
    fn long_and_binary_lines_are_refused_and_the_session_goes_on() {
        let mut input = vec![b'x'; MAX_LINE * 3];
        input.extend_from_slice(b"\n\xff\xfe c2-c3\nNUL\0byte\ndump\n");
        let t = transcript_bytes(&input);
        assert_eq!(t.matches("Command not understood").count(), 3, "{t}");
        assert!(t.contains("===\n  b b b b b\n"), "the session went on: {t}");
        assert_protocol_errors(&t);
    }

    #[test]
    fn hostile_arguments_are_not_echoed() {
        let huge = "z".repeat(1000);
        let t = transcript(&format!(
            "auto moves\nc3-wins\nmanual a:b\nc2-c3:\nc2-c3-wins\nset white {huge}\nload {huge}\nauto {huge}\nseed {huge}\n"
        ));
        assert_protocol_errors(&t);
        assert!(t.contains("Unknown side (use white or black)"), "{t}");
        assert!(t.contains("Cannot open file\n"), "{t}");
    }

    #[test]
    fn a_file_that_loads_itself_is_refused() {
        let dir = folder("self-load");
        let file = dir.join("again.txt");
        let name = file.display().to_string();
        std::fs::write(&file, format!("load {name}\nload {name}\ndump\n")).expect("write");
        let t = transcript(&format!("load {name}\ndump\n"));
        assert_eq!(t.matches("already being loaded").count(), 2, "{t}");
        assert_eq!(t.matches("===").count(), 4, "two dumps: {t}");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn loads_nest_and_multiply_within_bounds() {
        let dir = folder("nested-load");
        // A chain deeper than the nesting limit, each file loading the next one twice: with
        // no bound on the count of loads this would run 2^40 files.
        let depth = MAX_LOAD_DEPTH + 24;
        for i in 0..depth {
            let next = dir.join(format!("f{}", i + 1)).display().to_string();
            std::fs::write(
                dir.join(format!("f{i}")),
                format!("load {next}\nload {next}\n"),
            )
            .expect("write");
        }
        let t = transcript(&format!("load {}\ndump\n", dir.join("f0").display()));
        assert!(t.contains("nest over"), "{t}");
        assert!(t.contains("files loaded by one command"), "{t}");
        assert!(t.ends_with("===\nqirkat: "), "the session went on: {t}");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn folders_and_binary_files_cannot_be_loaded() {
        let dir = folder("bad-load");
        let binary = dir.join("binary");
        std::fs::write(&binary, b"dump\n\0\x01\x02\xff").expect("write");
        let t = transcript(&format!(
            "load {}\nload {}\ndump\n",
            dir.display(),
            binary.display()
        ));
        assert_eq!(t.matches("Cannot open file").count(), 2, "{t}");
        assert_eq!(
            t.matches("===").count(),
            2,
            "one dump, from the main input: {t}"
        );
        let _ = std::fs::remove_dir_all(dir);
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
        // White's only legal move is the capture back over b3 (compulsory): it is announced
        // with its path, then Black, left without pieces, has lost.
        assert!(
            t.ends_with("White moves b4-b2.\nWhite wins.\nqirkat: "),
            "{t}"
        );
    }
}
