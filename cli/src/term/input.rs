//! Reading lines a person (or anything else) typed, with bounds: a line longer than
//! [`MAX_LINE`] bytes or one that is not UTF-8 text is reported and skipped, never kept in
//! memory whole and never the end of a session.

use std::io::{self, BufRead};
use std::path::Path;

use alquerque_core::Game;

use crate::failure::{Failure, Outcome};

/// The longest line read, in bytes (without its end of line). Far beyond any command or
/// position; a longer line is read to its end and dropped, so memory stays bounded.
pub const MAX_LINE: usize = 64 * 1024;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text, without its end of line.
    Text(String),
    /// A line of more than [`MAX_LINE`] bytes (its content is dropped).
    TooLong,
    /// A line that is not UTF-8 text, or holds a NUL or other control byte.
    NotText,
}

/// Reads the next line of `input`: `None` at the end of input. Reads at most [`MAX_LINE`]
/// bytes into memory whatever the input; an I/O error is returned as such.
pub fn read_line(input: &mut dyn BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (taken, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i, true),
            None => (chunk.len(), false),
        };
        if !too_long {
            if bytes.len() + taken > MAX_LINE {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(&chunk[..taken]);
            }
        }
        input.consume(if done { taken + 1 } else { taken });
        if done {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(text) if !text.chars().any(|c| c.is_control() && c != '\t') => Line::Text(text),
        _ => Line::NotText,
    }))
}

/// Whether `text` may be shown back to the user inside a message of the Qirkat protocol,
/// whose error lines must never contain the words "wins" or "moves" nor a colon (harnesses
/// read those as announcements): at most `max_len` bytes, printable, and free of those.
pub fn safe_to_echo(text: &str, max_len: usize) -> bool {
    let lower = text.to_ascii_lowercase();
    text.len() <= max_len
        && !text.chars().any(|c| c.is_control() || c == ':')
        && !lower.contains("wins")
        && !lower.contains("moves")
}

/// What a prompt got: a command to run, or the end of the session with the command's outcome
/// (the input ended, or could not be read).
pub enum Reply {
    /// A line of text, trimmed.
    Command(String),
    /// Stop with this outcome.
    End(Outcome),
}

/// Shows `prompt` and reads a line, for the interactive commands (`play`, `puzzles`). A line
/// too long or not text is reported and the prompt shown again; the end of the input ends the
/// session, and an error reading it too (a [`Failure::Failed`]).
pub fn ask(input: &mut dyn BufRead, prompt: &str) -> Reply {
    loop {
        out!("{prompt}");
        crate::out::flush();
        match read_line(input) {
            Ok(Some(Line::Text(text))) => return Reply::Command(text.trim().to_string()),
            Ok(Some(Line::TooLong)) => outln!(
                "That line is over {} KiB long; it was ignored.",
                MAX_LINE / 1024
            ),
            Ok(Some(Line::NotText)) => outln!("That line is not text; it was ignored."),
            Ok(None) => {
                outln!();
                return Reply::End(Ok(()));
            }
            Err(e) => {
                outln!();
                return Reply::End(Err(Failure::Failed(format!("cannot read the input: {e}"))));
            }
        }
    }
}

/// Reads the game record in the file at `path` (no further than the most a record may have,
/// see [`crate::files::read`]) and replays it with the core. The error says why not, ready to
/// follow "cannot load FILE: ".
pub fn load_record(path: &Path) -> Result<Game, crate::files::Why> {
    let text = crate::files::read_text(path, crate::files::RECORD)?;
    Game::from_record(&text).map_err(|e| e.message().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        let mut reader = io::BufReader::with_capacity(7, input);
        std::iter::from_fn(|| read_line(&mut reader).expect("in memory")).collect()
    }

    #[test]
    fn splits_lines_and_drops_line_ends() {
        assert_eq!(
            lines(b"dump\r\nstart\nquit"),
            [
                Line::Text("dump".into()),
                Line::Text("start".into()),
                Line::Text("quit".into())
            ]
        );
        assert_eq!(lines(b""), []);
        assert_eq!(lines(b"\n"), [Line::Text(String::new())]);
    }

    #[test]
    fn long_lines_and_bytes_are_reported_and_skipped() {
        let mut input = vec![b'x'; MAX_LINE + 1];
        input.extend_from_slice(b"\ndump\n\xff\xfe\nNUL\0\n");
        input.extend(std::iter::repeat_n(b'y', MAX_LINE));
        assert_eq!(
            lines(&input),
            [
                Line::TooLong,
                Line::Text("dump".into()),
                Line::NotText,
                Line::NotText,
                Line::Text("y".repeat(MAX_LINE)),
            ]
        );
    }

    #[test]
    fn echo_rule_follows_the_protocol() {
        assert!(safe_to_echo("games/opening.txt", 40));
        for bad in ["moves", "c3-WINS", "a:b", "x\u{7}", &"z".repeat(41)] {
            assert!(!safe_to_echo(bad, 40), "{bad}");
        }
    }
}
