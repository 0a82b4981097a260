//! Test-specification files: the parser and the parsed form (see [`Script`]).

use std::fmt;
use std::time::Duration;

use crate::pattern::Pattern;

/// Time allowed per move or expected output line unless `@time` says otherwise.
pub const DEFAULT_TIME: Duration = Duration::from_secs(10);
/// Time allowed for a whole test unless `@total-time` says otherwise.
pub const DEFAULT_TOTAL_TIME: Duration = Duration::from_secs(60);
/// Longest time limit accepted in a test file (a day): keeps deadline arithmetic in range.
const MAX_TIME_SECS: f64 = 86_400.0;

/// A side of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// White, who moves first from the initial position.
    White,
    /// Black.
    Black,
}

impl Color {
    /// The other side.
    pub fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `"White"` or `"Black"`, as the protocol writes it.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    fn from_lowercase(word: &str) -> Option<Color> {
        match word {
            "white" => Some(Color::White),
            "black" => Some(Color::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// This section's part in a game played between the two sections' programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// `@send C...`: this program makes the first move, as `C`.
    Send,
    /// `@recv C...`: the other program makes the first move, as `C`; this one answers.
    Recv,
}

/// What one line of a section asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A plain line, fed verbatim to the program's standard input.
    Input(String),
    /// `@time T`: the time allowed per move or expected line from here on.
    SetTime(Duration),
    /// `@<TEXT`: the next filtered output line must be `TEXT` (as written after `@<`).
    Expect(String),
    /// `@?PATTERN`: the next filtered output line must match the pattern.
    ExpectMatch(Pattern),
    /// `@white...ENDPATN` or `@black...ENDPATN`: the program plays both sides, `first` moving
    /// first, until a `... wins.` line, which must match `end` if there is one.
    ///
    /// Each filtered line must be `White moves SQ(-SQ)+.` or `Black moves ...` (squares
    /// `a1`..`e5`) by the side to move, the sides alternating, or else `White wins.` or
    /// `Black wins.` naming the side *not* to move (in Qirkat the side to move loses when it
    /// has no legal move; the protocol has no draws).
    Play {
        /// The colour of the first move.
        first: Color,
        /// The pattern the final `... wins.` line must match.
        end: Option<Pattern>,
    },
    /// `@send C...ENDPATN` or `@recv C...ENDPATN`: a game against the other section's
    /// program. Each program's moves are checked as for [`Action::Play`] and fed to the other
    /// as input lines (`c2-c3`); both programs must end with the same `... wins.` line, which
    /// must match `end` if there is one.
    Exchange {
        /// Whether this program or the other makes the first move.
        role: Role,
        /// The colour of the first move (`C`).
        first: Color,
        /// The pattern the final `... wins.` line must match.
        end: Option<Pattern>,
    },
}

/// One meaningful line of a section.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Its line number in the file, from 1.
    pub line: usize,
    /// What it asks for.
    pub action: Action,
}

/// The part of a file that drives one instance of the program.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// The command line that starts the program, as written (normally `java -ea qirkat.Main`).
    pub command: String,
    /// The line number of the command.
    pub command_line: usize,
    /// Everything after the command, in order.
    pub steps: Vec<Step>,
    /// The line number of the section's last meaningful line (its command if it has no
    /// steps): where failures at the end of the section are reported.
    pub last_line: usize,
}

/// A parsed test file: one section, or two whose programs run at the same time.
///
/// The format is `cases/TESTER-FORMAT.txt`. Points it leaves open, and how
/// [`Script::parse`] settles them:
///
/// - Lines are recognised after removing leading and trailing blanks, so `  @< ===` is a
///   directive and `   # note` a comment. A plain line is fed to the program verbatim, blanks
///   included (only a `\r` of a CRLF file is removed).
/// - A separator is a line of at least ten `-` and nothing else. There may be at most one,
///   and each of the two sections must then start with its command line.
/// - `@<TEXT`: `TEXT` is everything after `@<`; see [`crate::normalize`] for how it is
///   compared. `@?PATTERN`, which the format mentions when describing the filter, demands that
///   the next filtered line match `PATTERN` (see [`Pattern`]).
/// - `ENDPATN` is everything after `...` with surrounding blanks removed; empty means none.
/// - `@time T` and `@total-time T` take a positive number of seconds (fractions allowed).
///   `@time` applies from where it stands to the rest of its section; a second `@total-time`
///   anywhere in the file is an error, as the format says there should only be one.
/// - In a two-section file, the `n`th `@send C...` of one section is played against the
///   `n`th `@recv C...` of the other (same colour `C`); the parser checks that they pair up.
/// - Any other line starting with `@` is an error, so a typo cannot turn into input.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    /// The sections, in file order (one or two).
    pub sections: Vec<Section>,
    /// The time allowed for the whole test.
    pub total_time: Duration,
}

/// Why a test file could not be parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The offending line, from 1, when one line is to blame.
    pub line: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ParseError {}

fn error(line: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        line: Some(line),
        message: message.into(),
    }
}

impl Script {
    /// Parses the text of a test file.
    pub fn parse(text: &str) -> Result<Script, ParseError> {
        let mut sections: Vec<Section> = Vec::new();
        let mut current: Option<Section> = None;
        let mut separator: Option<usize> = None;
        let mut total_time: Option<(Duration, usize)> = None;

        for (index, raw) in text.lines().enumerate() {
            let number = index + 1;
            let raw = raw.strip_suffix('\r').unwrap_or(raw);
            let trimmed = raw.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            if trimmed.len() >= 10 && trimmed.bytes().all(|b| b == b'-') {
                if let Some(first) = separator {
                    return Err(error(
                        number,
                        format!(
                            "a second separator line (the first is line {first}): a test has at \
                             most two sections"
                        ),
                    ));
                }
                separator = Some(number);
                match current.take() {
                    Some(section) => sections.push(section),
                    None => {
                        return Err(error(
                            number,
                            "the first section has no command line before the separator",
                        ))
                    }
                }
                continue;
            }
            let Some(section) = current.as_mut() else {
                if trimmed.starts_with('@') {
                    return Err(error(
                        number,
                        format!(
                            "a section must start with the command that runs the program, not \
                             with the directive {trimmed:?}"
                        ),
                    ));
                }
                current = Some(Section {
                    command: trimmed.to_owned(),
                    command_line: number,
                    steps: Vec::new(),
                    last_line: number,
                });
                continue;
            };
            section.last_line = number;
            if !trimmed.starts_with('@') {
                section.steps.push(Step {
                    line: number,
                    action: Action::Input(raw.to_owned()),
                });
                continue;
            }
            if let Some(arg) = directive_argument(trimmed, "@total-time") {
                let limit = seconds(arg, number, "@total-time")?;
                if let Some((_, first)) = total_time {
                    return Err(error(
                        number,
                        format!("only one @total-time is allowed (the first is on line {first})"),
                    ));
                }
                total_time = Some((limit, number));
                continue;
            }
            let action = parse_directive(trimmed, number)?;
            section.steps.push(Step {
                line: number,
                action,
            });
        }

        match current {
            Some(section) => sections.push(section),
            None => {
                return Err(match separator {
                    Some(line) => error(line, "the second section has no command line"),
                    None => ParseError {
                        line: None,
                        message: "no command line: the file has no test".to_owned(),
                    },
                })
            }
        }
        check_exchanges(&sections)?;
        Ok(Script {
            sections,
            total_time: total_time.map_or(DEFAULT_TOTAL_TIME, |(limit, _)| limit),
        })
    }
}

/// If `line` is `name` followed by blanks (or nothing), the rest after the blanks.
fn directive_argument<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let rest = line.strip_prefix(name)?;
    if rest.is_empty() || rest.starts_with([' ', '\t']) {
        Some(rest.trim())
    } else {
        None
    }
}

fn seconds(arg: &str, line: usize, directive: &str) -> Result<Duration, ParseError> {
    let bad = || {
        error(
            line,
            format!("{directive} needs a positive number of seconds, not {arg:?}"),
        )
    };
    let value: f64 = arg.parse().map_err(|_| bad())?;
    if !(value > 0.0 && value <= MAX_TIME_SECS) {
        return Err(bad());
    }
    Ok(Duration::from_secs_f64(value))
}

fn pattern(source: &str, line: usize) -> Result<Option<Pattern>, ParseError> {
    let source = source.trim();
    if source.is_empty() {
        return Ok(None);
    }
    Pattern::new(source)
        .map(Some)
        .map_err(|e| error(line, e.to_string()))
}

/// `white...ENDPATN` or `black...ENDPATN`.
fn game_spec(text: &str, line: usize) -> Option<Result<(Color, Option<Pattern>), ParseError>> {
    let (word, end) = text.split_once("...")?;
    let color = Color::from_lowercase(word)?;
    Some(pattern(end, line).map(|end| (color, end)))
}

fn parse_directive(trimmed: &str, line: usize) -> Result<Action, ParseError> {
    if let Some(text) = trimmed.strip_prefix("@<") {
        return Ok(Action::Expect(text.to_owned()));
    }
    if let Some(source) = trimmed.strip_prefix("@?") {
        return Pattern::new(source)
            .map(Action::ExpectMatch)
            .map_err(|e| error(line, e.to_string()));
    }
    if let Some(arg) = directive_argument(trimmed, "@time") {
        return seconds(arg, line, "@time").map(Action::SetTime);
    }
    if let Some(spec) = game_spec(&trimmed[1..], line) {
        let (first, end) = spec?;
        return Ok(Action::Play { first, end });
    }
    for (name, role) in [("@send", Role::Send), ("@recv", Role::Recv)] {
        if let Some(arg) = directive_argument(trimmed, name) {
            let Some(spec) = game_spec(arg, line) else {
                return Err(error(
                    line,
                    format!("expected `{name} white...ENDPATN` or `{name} black...ENDPATN`"),
                ));
            };
            let (first, end) = spec?;
            return Ok(Action::Exchange { role, first, end });
        }
    }
    Err(error(
        line,
        format!(
            "unknown directive {trimmed:?} (expected @<TEXT, @?PATTERN, @time T, @total-time T, \
             @white..., @black..., @send C... or @recv C...)"
        ),
    ))
}

/// Checks that the games between the two programs pair up (see the module documentation).
fn check_exchanges(sections: &[Section]) -> Result<(), ParseError> {
    let exchanges = |section: &Section| -> Vec<(usize, Role, Color)> {
        section
            .steps
            .iter()
            .filter_map(|step| match step.action {
                Action::Exchange { role, first, .. } => Some((step.line, role, first)),
                _ => None,
            })
            .collect()
    };
    match sections {
        [only] => match exchanges(only).first() {
            Some((line, ..)) => Err(error(
                *line,
                "@send and @recv play against the other section's program, but this file has \
                 only one section",
            )),
            None => Ok(()),
        },
        [a, b] => {
            let (xa, xb) = (exchanges(a), exchanges(b));
            for (i, (&(la, ra, ca), &(lb, rb, cb))) in xa.iter().zip(&xb).enumerate() {
                if ra == rb || ca != cb {
                    return Err(error(
                        lb,
                        format!(
                            "game {} between the sections does not pair up: line {la} is {} and \
                             line {lb} is {} (one side must @send and the other @recv, with the \
                             same colour)",
                            i + 1,
                            describe(ra, ca),
                            describe(rb, cb)
                        ),
                    ));
                }
            }
            if xa.len() != xb.len() {
                let (longer, n) = if xa.len() > xb.len() {
                    (&xa, xb.len())
                } else {
                    (&xb, xa.len())
                };
                return Err(error(
                    longer[n].0,
                    format!("this @send/@recv has no partner in the other section (it has {n})",),
                ));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

fn describe(role: Role, color: Color) -> String {
    let verb = match role {
        Role::Send => "@send",
        Role::Recv => "@recv",
    };
    format!("`{verb} {}...`", color.name().to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Script {
        Script::parse(text).expect("parses")
    }

    fn parse_err(text: &str) -> ParseError {
        Script::parse(text).expect_err("is rejected")
    }

    fn actions(section: &Section) -> Vec<(usize, Action)> {
        section
            .steps
            .iter()
            .map(|s| (s.line, s.action.clone()))
            .collect()
    }

    fn pat(s: &str) -> Option<Pattern> {
        Some(Pattern::new(s).expect("compiles"))
    }

    #[test]
    fn comments_blanks_and_plain_lines() {
        let script = parse(
            "# Test.\n\njava -ea qirkat.Main\n   # indented comment\n  dump # x  \n\t\nquit\r\n",
        );
        assert_eq!(script.sections.len(), 1);
        let s = &script.sections[0];
        assert_eq!(s.command, "java -ea qirkat.Main");
        assert_eq!(s.command_line, 3);
        assert_eq!(s.last_line, 7);
        assert_eq!(
            actions(s),
            [
                (5, Action::Input("  dump # x  ".into())),
                (7, Action::Input("quit".into()))
            ]
        );
        assert_eq!(script.total_time, DEFAULT_TOTAL_TIME);
    }

    #[test]
    fn every_directive() {
        let script = parse(
            "java -ea qirkat.Main\n\
             @time 2.5\n\
             @<===\n\
             @<  b b - w w\n\
             @?(White|Black) moves\n\
             @white...\n\
             @black... Black wins. \n\
             @recv white...\n\
             @send black...\n\
             @total-time 30\n\
             ----------\n\
             java -ea qirkat.Main\n\
             @send white...White wins.\n\
             @recv black...\n",
        );
        assert_eq!(script.total_time, Duration::from_secs(30));
        let [a, b] = &script.sections[..] else {
            panic!("two sections expected");
        };
        assert_eq!(
            actions(a),
            [
                (2, Action::SetTime(Duration::from_millis(2500))),
                (3, Action::Expect("===".into())),
                (4, Action::Expect("  b b - w w".into())),
                (
                    5,
                    Action::ExpectMatch(Pattern::new("(White|Black) moves").expect("ok"))
                ),
                (
                    6,
                    Action::Play {
                        first: Color::White,
                        end: None
                    }
                ),
                (
                    7,
                    Action::Play {
                        first: Color::Black,
                        end: pat("Black wins.")
                    }
                ),
                (
                    8,
                    Action::Exchange {
                        role: Role::Recv,
                        first: Color::White,
                        end: None
                    }
                ),
                (
                    9,
                    Action::Exchange {
                        role: Role::Send,
                        first: Color::Black,
                        end: None
                    }
                ),
            ]
        );
        assert_eq!(a.last_line, 10);
        assert_eq!(b.command_line, 12);
        assert_eq!(
            actions(b),
            [
                (
                    13,
                    Action::Exchange {
                        role: Role::Send,
                        first: Color::White,
                        end: pat("White wins.")
                    }
                ),
                (
                    14,
                    Action::Exchange {
                        role: Role::Recv,
                        first: Color::Black,
                        end: None
                    }
                ),
            ]
        );
    }

    #[test]
    fn a_trailing_separator_leaves_an_empty_second_section_and_is_an_error() {
        let err = parse_err("java -ea qirkat.Main\ndump\n----------\n# nothing\n");
        assert_eq!(err.line, Some(3));
        assert!(err.message.contains("second section"), "{err}");
    }

    #[test]
    fn separator_needs_ten_dashes_and_nothing_else() {
        let s = parse("java -ea qirkat.Main\n---------\n  ---------- \n java -ea qirkat.Main\n");
        assert_eq!(s.sections.len(), 2);
        assert_eq!(
            actions(&s.sections[0]),
            [(2, Action::Input("---------".into()))]
        );
    }

    #[test]
    fn malformed_files_are_rejected_with_their_line() {
        let cases: &[(&str, Option<usize>, &str)] = &[
            ("", None, "no command"),
            ("# only comments\n", None, "no command"),
            ("@<===\n", Some(1), "must start with the command"),
            ("----------\njava\n", Some(1), "first section"),
            ("java\n@time\n", Some(2), "positive number"),
            ("java\n@time 0\n", Some(2), "positive number"),
            ("java\n@time -1\n", Some(2), "positive number"),
            ("java\n@time ten\n", Some(2), "positive number"),
            ("java\n@time 1e9\n", Some(2), "positive number"),
            ("java\n@total-time 5\n@total-time 6\n", Some(3), "only one"),
            ("java\n@timeout 5\n", Some(2), "unknown directive"),
            ("java\n@White...\n", Some(2), "unknown directive"),
            ("java\n@white.. x\n", Some(2), "unknown directive"),
            ("java\n@send red...\n", Some(2), "@send white"),
            ("java\n@white...(\n", Some(2), "missing ')'"),
            ("java\n@?a**\n", Some(2), "multiple repeat"),
            ("java\n@send white...\n", Some(2), "only one section"),
            (
                "java\n----------\njava\n----------\njava\n",
                Some(4),
                "second separator",
            ),
            (
                "java\n@send white...\n----------\njava\n@send white...\n",
                Some(5),
                "does not pair up",
            ),
            (
                "java\n@send white...\n----------\njava\n@recv black...\n",
                Some(5),
                "does not pair up",
            ),
            (
                "java\n@send white...\n@recv black...\n----------\njava\n@recv white...\n",
                Some(3),
                "no partner",
            ),
        ];
        for (text, line, needle) in cases {
            let err = parse_err(text);
            assert_eq!(err.line, *line, "{text:?}: {err}");
            assert!(err.message.contains(needle), "{text:?}: {err}");
        }
    }

    #[test]
    fn pairing_exchanges_are_accepted() {
        let s = parse(
            "java\n@send white...\n@recv black...\n----------\njava\n@recv white...\n\
             @send black...\n",
        );
        assert_eq!(s.sections[1].steps.len(), 2);
    }

    #[test]
    fn display_of_errors_names_the_line() {
        assert_eq!(
            parse_err("java\n@nope\n").to_string(),
            "line 2: unknown directive \"@nope\" (expected @<TEXT, @?PATTERN, @time T, \
             @total-time T, @white..., @black..., @send C... or @recv C...)"
        );
    }

    #[test]
    fn colors() {
        assert_eq!(Color::White.opposite(), Color::Black);
        assert_eq!(Color::Black.opposite(), Color::White);
        assert_eq!(Color::Black.to_string(), "Black");
    }
}
