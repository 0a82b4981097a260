//! The ladder's journal (`alquerque ladder --journal FILE`): every finished game written down
//! as it ends, so that a ladder stopped part way (a closed laptop, a session's end) goes on
//! where it stopped instead of starting again. The whole ladder at 100 games a match takes
//! hours of CPU; with work budgets each game depends only on the players, the settings, the
//! seed and its index, so a game read back from the journal is the game a new run would play.
//!
//! One line a game: `KEY INDEX OUTCOME PLIES A-B`, where KEY identifies the match (the two
//! players' full parameters and the match's settings, hashed), OUTCOME is `a-white`, `a-black`,
//! `b-white`, `b-black` or `draw`, and `A-B` names the players for a reader. Lines starting with
//! `#` are comments; the first line is always [`HEADER`]. The key does not cover the engine's
//! code: after a change to the engine, start a new journal.
//!
//! The file is the person's as much as the program's, so it is handled with care:
//! - what stands at the path is recognised as a journal (it begins with [`HEADER`], or is
//!   empty) before anything in it is changed, and anything else is refused untouched;
//! - only a regular file is opened: a device, a pipe or a folder is refused before it is read;
//! - it is read no further than [`MAX_BYTES`], and in one pass whatever its length;
//! - one run at a time writes it: a second ladder on the same journal is refused at once (the
//!   files' [`Lock`], which a run that ended, killed or not, no longer holds).
//!
//! Here in the library rather than with the `ladder` command, so that the fuzz target
//! (`fuzz/checks/journal.rs`) reads journals through this very code.

use std::collections::HashSet;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::Mutex;

use alquerque_core::Color;

use crate::files::Lock;

/// How one game of a match ended, for A (the first engine named) and B.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A won, with this colour.
    AWins(Color),
    /// B won, with this colour.
    BWins(Color),
    /// Drawn, or too long.
    Draw,
}

/// One finished game: its index in the match (A has White in the even ones), how it ended and
/// its length in plies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Its index in the match, from 0.
    pub index: usize,
    /// How it ended.
    pub outcome: Outcome,
    /// Its length in plies.
    pub plies: usize,
}

/// The largest journal read: a ladder of twelve matches of 100,000 games is about 60 MB.
pub const MAX_BYTES: u64 = 128 << 20;

/// The first line of every journal, by which a file is recognised as one.
pub const HEADER: &str = "# alquerque ladder journal: one finished game a line \
                          (match key, game index, outcome, plies, players)\n";

/// An open journal: the games it holds, the file new games are appended to, and the lock that
/// keeps any other run from writing it meanwhile.
pub struct Journal {
    name: String,
    games: Vec<(u64, Played)>,
    file: Mutex<File>,
    _lock: Lock,
}

impl Journal {
    /// Opens the journal at `path`, creating it if there is none, and reads the games it
    /// holds. A last line cut short (the run was stopped while writing it) is dropped. A file
    /// that is not a journal, any line that does not read, or another run holding the journal
    /// is an error, and the file is left as it was.
    pub fn open(path: &Path) -> Result<Journal, String> {
        let name = path.display().to_string();
        let cannot = |what: &str, e: io::Error| format!("cannot {what} the journal {name}: {e}");
        // A pipe's open or read may never end, and a device's never does: neither is opened.
        match fs::metadata(path) {
            Ok(m) if !m.is_file() => return Err(not_a_file(&name)),
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(cannot("read", e)),
        }
        let lock = Lock::try_take(path)
            .map_err(|why| format!("cannot lock the journal {name}: {why}"))?
            .ok_or_else(|| {
                format!(
                    "another ladder is writing to the journal {name}: one run at a time, or \
                     every game would be written twice"
                )
            })?;
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| cannot("open", e))?;
        let meta = file.metadata().map_err(|e| cannot("read", e))?;
        if !meta.is_file() {
            return Err(not_a_file(&name));
        }
        let too_long =
            || format!("{name} is longer than a ladder's journal ({MAX_BYTES} bytes at most)");
        if meta.len() > MAX_BYTES {
            return Err(too_long());
        }
        let mut bytes = Vec::new();
        (&mut file)
            .take(MAX_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| cannot("read", e))?;
        if bytes.len() as u64 > MAX_BYTES {
            return Err(too_long());
        }
        let text = std::str::from_utf8(&bytes)
            .map_err(|_| format!("{name} is not a ladder journal: it is not UTF-8 text"))?;
        let read = Contents::of(text).map_err(|e| format!("{name}: {e}"))?;
        if read.whole < text.len() {
            file.set_len(read.whole as u64)
                .map_err(|e| cannot("mend", e))?;
        }
        if read.whole == 0 {
            file.write_all(HEADER.as_bytes())
                .and_then(|()| file.flush())
                .map_err(|e| cannot("write", e))?;
        }
        Ok(Journal {
            name,
            games: read.games,
            file: Mutex::new(file),
            _lock: lock,
        })
    }

    /// The games of the match `key` of `games` games the journal holds, each once. A game whose
    /// index is beyond the match (the journal of a longer run, or one edited by hand) is not
    /// one of its games.
    pub fn played(&self, key: u64, games: usize) -> Vec<Played> {
        self.games
            .iter()
            .filter(|(k, p)| *k == key && p.index < games)
            .map(|&(_, p)| p)
            .collect()
    }

    /// Writes down a finished game of the match `key` between `a` and `b`, at once (a run
    /// stopped after this loses nothing of it).
    pub fn record(&self, key: u64, a: &str, b: &str, game: &Played) -> Result<(), String> {
        let line = line(key, a, b, game);
        let mut file = self
            .file
            .lock()
            .map_err(|_| "the journal's writer failed".to_string())?;
        file.write_all(line.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("cannot write the journal {}: {e}", self.name))
    }
}

fn not_a_file(name: &str) -> String {
    format!("{name} is not a regular file: a ladder's journal is a file of its own")
}

/// A game's line in the journal, its newline included.
pub fn line(key: u64, a: &str, b: &str, game: &Played) -> String {
    format!(
        "{key:016x} {} {} {} {a}-{b}\n",
        game.index,
        outcome_word(game.outcome),
        game.plies
    )
}

/// What a journal's text holds: its games, and how much of it is whole lines (what follows was
/// being written when a run stopped).
#[derive(Debug, PartialEq)]
struct Contents {
    games: Vec<(u64, Played)>,
    whole: usize,
}

impl Contents {
    /// Reads `text` as a journal, recognising it first: it begins with [`HEADER`], or is empty,
    /// or is the start of [`HEADER`] (a run stopped as it began the file).
    fn of(text: &str) -> Result<Contents, String> {
        if !text.starts_with(HEADER) {
            if HEADER.starts_with(text) {
                return Ok(Contents {
                    games: Vec::new(),
                    whole: 0,
                });
            }
            return Err(format!(
                "not a ladder journal (its first line is not \"{}\"): name a new file, or an \
                 earlier journal",
                HEADER.trim_end()
            ));
        }
        let whole = text.rfind('\n').map_or(0, |i| i + 1);
        Ok(Contents {
            games: parse(&text[..whole])?,
            whole,
        })
    }
}

/// The games of a journal's text, refusing a text that is not a journal, a line that does not
/// read or a game written twice. A last line without its newline (cut short) is left out.
pub fn read(text: &str) -> Result<Vec<(u64, Played)>, String> {
    Contents::of(text).map(|r| r.games)
}

/// The journal's word for an outcome.
fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::AWins(Color::White) => "a-white",
        Outcome::AWins(Color::Black) => "a-black",
        Outcome::BWins(Color::White) => "b-white",
        Outcome::BWins(Color::Black) => "b-black",
        Outcome::Draw => "draw",
    }
}

/// The games of a journal's whole lines, refusing a line that does not read or a game
/// written twice. One pass, with the games seen in a set: a journal of a million games reads
/// in about a second.
fn parse(text: &str) -> Result<Vec<(u64, Played)>, String> {
    let mut games: Vec<(u64, Played)> = Vec::new();
    let mut seen: HashSet<(u64, usize)> = HashSet::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |what: &str| {
            let shown: String = line.chars().take(80).collect();
            format!("line {}: {what}: {shown}", n + 1)
        };
        let mut fields = line.split_whitespace();
        let (Some(key), Some(index), Some(outcome), Some(plies), Some(_players), None) = (
            fields.next(),
            fields.next(),
            fields.next(),
            fields.next(),
            fields.next(),
            fields.next(),
        ) else {
            return Err(bad("not a game (key, index, outcome, plies, players)"));
        };
        let key = u64::from_str_radix(key, 16)
            .ok()
            .filter(|_| key.len() == 16 && !key.starts_with('+'))
            .ok_or_else(|| bad("the match key is not 16 hexadecimal digits"))?;
        let index: usize = index.parse().map_err(|_| bad("the game index"))?;
        let outcome = match outcome {
            "a-white" => Outcome::AWins(Color::White),
            "a-black" => Outcome::AWins(Color::Black),
            "b-white" => Outcome::BWins(Color::White),
            "b-black" => Outcome::BWins(Color::Black),
            "draw" => Outcome::Draw,
            _ => return Err(bad("the outcome")),
        };
        // A has White in the even games: a win with the other colour is not a game it played.
        let a_white = index.is_multiple_of(2);
        let consistent = match outcome {
            Outcome::AWins(c) => (c == Color::White) == a_white,
            Outcome::BWins(c) => (c == Color::White) != a_white,
            Outcome::Draw => true,
        };
        if !consistent {
            return Err(bad(
                "the winner's colour is not the one it had in that game",
            ));
        }
        let plies: usize = plies.parse().map_err(|_| bad("the plies"))?;
        if !seen.insert((key, index)) {
            return Err(bad("this game is written twice"));
        }
        games.push((
            key,
            Played {
                index,
                outcome,
                plies,
            },
        ));
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ladder-journal-{}", std::process::id()));
        fs::create_dir_all(&dir).expect("temp folder");
        let path = dir.join(name);
        let _ = fs::remove_file(&path);
        path
    }

    fn game(index: usize, outcome: Outcome) -> Played {
        Played {
            index,
            outcome,
            plies: 30 + index,
        }
    }

    /// What is written is read back, by match, after the journal is opened again.
    #[test]
    fn games_written_are_read_back_by_match() {
        let path = temp("round-trip");
        let journal = Journal::open(&path).expect("opens");
        let one = game(0, Outcome::AWins(Color::White));
        let two = game(1, Outcome::AWins(Color::Black));
        let other = game(0, Outcome::Draw);
        journal.record(7, "easy", "beginner", &one).expect("writes");
        journal.record(7, "easy", "beginner", &two).expect("writes");
        journal.record(9, "hard", "medium", &other).expect("writes");
        drop(journal);
        let again = Journal::open(&path).expect("opens again");
        assert_eq!(again.played(7, 10), vec![one, two]);
        assert_eq!(again.played(9, 10), vec![other]);
        assert!(again.played(8, 10).is_empty());
        // A match of one game holds only game 0.
        assert_eq!(again.played(7, 1), vec![one]);
    }

    /// A line cut short by a stopped run is dropped, and the next game starts a line of its
    /// own; so is a header cut short.
    #[test]
    fn a_torn_last_line_is_dropped() {
        let path = temp("torn");
        let journal = Journal::open(&path).expect("opens");
        journal
            .record(7, "a", "b", &game(0, Outcome::Draw))
            .expect("writes");
        drop(journal);
        let mut file = OpenOptions::new().append(true).open(&path).expect("file");
        file.write_all(b"0000000000000007 1 a-bl").expect("tear");
        drop(file);
        let journal = Journal::open(&path).expect("opens");
        assert_eq!(journal.played(7, 10).len(), 1);
        journal
            .record(7, "a", "b", &game(1, Outcome::AWins(Color::Black)))
            .expect("writes");
        drop(journal);
        let again = Journal::open(&path).expect("opens");
        assert_eq!(again.played(7, 10).len(), 2);

        let torn_header = temp("torn-header");
        fs::write(&torn_header, &HEADER[..10]).expect("write");
        drop(Journal::open(&torn_header).expect("a journal begun"));
        assert_eq!(fs::read_to_string(&torn_header).expect("read"), HEADER);
    }

    /// A file that is not a journal is refused and left exactly as it was, whatever it holds:
    /// a note without a final newline, text, a journal's lines without the header.
    #[test]
    fn a_file_that_is_not_a_journal_is_left_alone() {
        for text in [
            "a note of one line",
            "two lines\nof notes",
            "0000000000000007 0 draw 3 a-b\n",
            "# another program's comment\n",
            &HEADER[1..],
        ] {
            let path = temp("not-a-journal");
            fs::write(&path, text).expect("write");
            let error = Journal::open(&path).err().expect("refused");
            assert!(error.contains("not a ladder journal"), "{text:?}: {error}");
            assert_eq!(fs::read_to_string(&path).expect("read"), text);
        }
    }

    /// A damaged line, a game written twice or a colour that does not fit its game is refused
    /// with the line's number, and the file is left as it was.
    #[test]
    fn damage_is_refused_and_left_alone() {
        for (lines, says) in [
            ("000000000000000g 0 draw 3 a-b\n", "match key"),
            ("+000000000000007 0 draw 3 a-b\n", "match key"),
            ("0000000000000007 x draw 3 a-b\n", "game index"),
            ("0000000000000007 0 won 3 a-b\n", "outcome"),
            ("0000000000000007 0 a-black 3 a-b\n", "colour"),
            ("0000000000000007 0 draw 3\n", "not a game"),
            ("0000000000000007 0 draw 3 a-b c\n", "not a game"),
            (
                "0000000000000007 0 draw 3 a-b\n0000000000000007 0 draw 3 a-b\n",
                "twice",
            ),
        ] {
            let text = format!("{HEADER}{lines}");
            let path = temp("damaged");
            fs::write(&path, &text).expect("write");
            let error = Journal::open(&path).err().expect("refused");
            assert!(error.contains(says), "{lines:?}: {error}");
            assert_eq!(fs::read_to_string(&path).expect("read"), text);
        }
    }

    /// Devices, folders and pipes are refused without being read (a pipe whose writer has gone
    /// would otherwise be waited on for ever, `/dev/zero` read without end).
    #[cfg(unix)]
    #[test]
    fn what_is_not_a_regular_file_is_refused_unread() {
        let dir = temp("folder");
        fs::create_dir_all(&dir).expect("a folder");
        let fifo = temp("fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        for path in [Path::new("/dev/zero"), Path::new("/dev/null"), &dir, &fifo] {
            let error = Journal::open(path).err().expect("refused");
            assert!(
                error.contains("not a regular file"),
                "{}: {error}",
                path.display()
            );
        }
    }

    /// Two runs never write one journal: the second is refused while the first holds it, and
    /// may go on once the first has ended.
    #[test]
    fn one_run_at_a_time_writes_a_journal() {
        let path = temp("two-runs");
        let first = Journal::open(&path).expect("opens");
        let error = Journal::open(&path).err().expect("the second is refused");
        assert!(error.contains("another ladder"), "{error}");
        drop(first);
        Journal::open(&path).expect("opens once the first has ended");
    }

    /// Reading takes one pass whatever the journal's length: every game of a journal of
    /// 200,000 lines is read, each once (the check for a game written twice is a set, not a
    /// scan of the games read so far).
    #[test]
    fn a_long_journal_reads_every_game() {
        let mut text = String::from(HEADER);
        for index in 0..200_000 {
            text.push_str(&line(5, "a", "b", &game(index, Outcome::Draw)));
        }
        let games = read(&text).expect("reads");
        assert_eq!(games.len(), 200_000);
        assert!(games
            .iter()
            .enumerate()
            .all(|(i, (k, p))| *k == 5 && p.index == i));
    }
}
