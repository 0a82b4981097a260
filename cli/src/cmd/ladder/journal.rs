//! The ladder's journal: every finished game written down as it ends, so that a ladder stopped
//! part way (a closed laptop, a session's end) goes on where it stopped instead of starting
//! again. The whole ladder at 100 games a match takes hours of CPU; with work budgets each game
//! depends only on the players, the settings, the seed and its index, so a game read back from
//! the journal is the game a new run would play.
//!
//! One line a game: `KEY INDEX OUTCOME PLIES A-B`, where KEY identifies the match (the two
//! players' full parameters and the match's settings, hashed), OUTCOME is `a-white`, `a-black`,
//! `b-white`, `b-black` or `draw`, and `A-B` names the players for a reader. Lines starting with
//! `#` are comments. The key does not cover the engine's code: after a change to the engine,
//! start a new journal.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use alquerque_core::internals::fnv1a64;
use alquerque_core::Color;

use crate::cmd::matches::games::Settings;
use crate::cmd::matches::score::{Outcome, Played};
use crate::players::spec::Spec;

/// The largest journal read: a ladder of twelve matches of 100,000 games is about 60 MB.
const MAX_BYTES: u64 = 128 << 20;

/// What a new journal starts with.
const HEADER: &str = "# alquerque ladder journal: one finished game a line \
                      (match key, game index, outcome, plies, players)\n";

/// An open journal: the games it holds, and the file new games are appended to.
pub struct Journal {
    path: PathBuf,
    games: Vec<(u64, Played)>,
    file: Mutex<File>,
}

/// The key of a match: its two players' full parameters and every setting that changes its
/// games (not the number of games played at once, which changes only their order).
pub fn match_key(a: &Spec, b: &Spec, settings: &Settings) -> u64 {
    let text = format!(
        "{a:?}\n{b:?}\nseed {}\ngames {}\nopening {}\nbalanced {}\nrules {:?}\nmax {}",
        settings.seed,
        settings.games,
        settings.opening_plies,
        settings.balanced,
        settings.rules,
        settings.max_plies
    );
    fnv1a64(text.as_bytes())
}

impl Journal {
    /// Opens the journal at `path`, creating it if there is none, and reads the games it
    /// holds. A last line cut short (the run was stopped while writing it) is dropped; any
    /// other line that does not read is an error, and the file is left as it was.
    pub fn open(path: &Path) -> Result<Journal, String> {
        let name = path.display();
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(|e| format!("cannot open the journal {name}: {e}"))?;
        let size = file
            .metadata()
            .map_err(|e| format!("cannot read the journal {name}: {e}"))?
            .len();
        if size > MAX_BYTES {
            return Err(format!(
                "{name} is {size} bytes: more than a ladder's journal ({MAX_BYTES} at most)"
            ));
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read the journal {name}: {e}"))?;
        let text = std::str::from_utf8(&bytes)
            .map_err(|_| format!("{name} is not a ladder journal: it is not UTF-8 text"))?;
        // Whole lines only: what follows the last newline was being written when the run stopped.
        let whole = text.rfind('\n').map_or(0, |i| i + 1);
        let games = parse(&text[..whole]).map_err(|e| format!("{name}: {e}"))?;
        if whole < text.len() {
            file.set_len(whole as u64)
                .and_then(|()| file.seek(SeekFrom::End(0)).map(drop))
                .map_err(|e| format!("cannot mend the journal {name}: {e}"))?;
        }
        if whole == 0 {
            file.write_all(HEADER.as_bytes())
                .map_err(|e| format!("cannot write the journal {name}: {e}"))?;
        }
        Ok(Journal {
            path: path.to_path_buf(),
            games,
            file: Mutex::new(file),
        })
    }

    /// The games of the match `key` the journal holds, each once.
    pub fn played(&self, key: u64) -> Vec<Played> {
        self.games
            .iter()
            .filter(|(k, _)| *k == key)
            .map(|&(_, p)| p)
            .collect()
    }

    /// Writes down a finished game of the match `key` between `a` and `b`, at once (a run
    /// stopped after this loses nothing of it).
    pub fn record(&self, key: u64, a: &str, b: &str, game: &Played) -> Result<(), String> {
        let line = format!(
            "{key:016x} {} {} {} {a}-{b}\n",
            game.index,
            outcome_word(game.outcome),
            game.plies
        );
        let mut file = self
            .file
            .lock()
            .map_err(|_| "the journal's writer failed".to_string())?;
        file.write_all(line.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("cannot write the journal {}: {e}", self.path.display()))
    }
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
/// written twice.
fn parse(text: &str) -> Result<Vec<(u64, Played)>, String> {
    let mut games: Vec<(u64, Played)> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |what: &str| format!("line {}: {what}: {line:.80}", n + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [key, index, outcome, plies, _players] = fields[..] else {
            return Err(bad("not a game (key, index, outcome, plies, players)"));
        };
        let key = u64::from_str_radix(key, 16)
            .ok()
            .filter(|_| key.len() == 16)
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
        let a_white = index % 2 == 0;
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
        if games.iter().any(|&(k, p)| k == key && p.index == index) {
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

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ladder-journal-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp folder");
        let path = dir.join(name);
        let _ = std::fs::remove_file(&path);
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
        assert_eq!(again.played(7), vec![one, two]);
        assert_eq!(again.played(9), vec![other]);
        assert!(again.played(8).is_empty());
    }

    /// A line cut short by a stopped run is dropped, and the next game starts a line of its
    /// own.
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
        assert_eq!(journal.played(7).len(), 1);
        journal
            .record(7, "a", "b", &game(1, Outcome::AWins(Color::Black)))
            .expect("writes");
        drop(journal);
        let again = Journal::open(&path).expect("opens");
        assert_eq!(again.played(7).len(), 2);
    }

    /// A damaged line, a game written twice or a colour that does not fit its game is refused
    /// with the line's number, and the file is left as it was.
    #[test]
    fn damage_is_refused_and_left_alone() {
        for (text, says) in [
            ("000000000000000g 0 draw 3 a-b\n", "match key"),
            ("0000000000000007 x draw 3 a-b\n", "game index"),
            ("0000000000000007 0 won 3 a-b\n", "outcome"),
            ("0000000000000007 0 a-black 3 a-b\n", "colour"),
            ("0000000000000007 0 draw 3\n", "not a game"),
            (
                "0000000000000007 0 draw 3 a-b\n0000000000000007 0 draw 3 a-b\n",
                "twice",
            ),
        ] {
            let path = temp("damaged");
            std::fs::write(&path, text).expect("write");
            let error = Journal::open(&path).err().expect("refused");
            assert!(error.contains(says), "{text:?}: {error}");
            assert_eq!(std::fs::read_to_string(&path).expect("read"), text);
        }
    }

    /// The key changes with anything that changes the games, and not with the jobs.
    #[test]
    fn the_key_follows_the_games() {
        let settings = Settings {
            games: 10,
            seed: 1,
            jobs: 1,
            opening_plies: 4,
            balanced: true,
            rules: alquerque_core::Rules::default(),
            max_plies: 1000,
        };
        let (a, b): (Spec, Spec) = (
            "easy".parse().expect("a level"),
            "beginner".parse().expect("a level"),
        );
        let key = match_key(&a, &b, &settings);
        let with = |changed: Settings| match_key(&a, &b, &changed);
        let mut busier = settings.clone();
        busier.jobs = 2;
        assert_eq!(key, with(busier));
        assert_ne!(key, match_key(&b, &a, &settings));
        let mut reseeded = settings.clone();
        reseeded.seed = 2;
        assert_ne!(key, with(reseeded));
        let mut longer = settings;
        longer.games = 12;
        assert_ne!(key, with(longer));
    }
}
