//! Regular expressions for the patterns in test files (`ENDPATN` and `@?` lines): see
//! [`Pattern`].

use std::fmt;

/// Largest repetition count accepted in `{n,m}`: it bounds the matcher's recursion depth.
const MAX_REPEAT: usize = 1000;

/// A compiled pattern from a test file (`ENDPATN`, `@?` lines).
///
/// The original test driver was a Python script, so patterns are read as Python `re` patterns
/// and matched like `re.match`: anchored at the start of the line, not necessarily reaching its
/// end (`Black wins` matches `Black wins.`; write `$` to demand the end). Only the part of the
/// syntax a line-oriented test needs is supported, and anything else is rejected when the file
/// is parsed rather than silently misread:
///
/// - literals, `.` (any character), `^`, `$`;
/// - classes `[abc]`, `[^a-e1-5]`, and the escapes `\d \D \w \W \s \S`, inside or outside
///   a class;
/// - `\` before any punctuation character makes it literal (`\.`, `\(`, `\\`); `\t`, `\n`;
/// - groups `( )` and `(?: )` (neither captures), alternation `|`;
/// - quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{,m}`, `{n,m}`, each optionally lazy (`*?`).
///
/// Matching backtracks over the parsed pattern. Test lines are short, so that is plenty; a
/// pathological pattern such as `(a*)*b` would still be slow on a long line of `a`s.
///
/// ```
/// use qirkat_tester::Pattern;
///
/// let end = Pattern::new(r"(White|Black) wins\.$").unwrap();
/// assert!(end.matches_start("Black wins."));
/// assert!(!end.matches_start("Black wins. Again."));
/// assert!(Pattern::new("Black wins").unwrap().matches_start("Black wins."));
/// assert!(Pattern::new("(?=lookahead)").is_err());
/// ```
#[derive(Clone, Debug)]
pub struct Pattern {
    source: String,
    alternatives: Vec<Vec<Node>>,
}

/// Why a pattern could not be compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    /// The pattern as written.
    pub pattern: String,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad pattern {:?}: {}", self.pattern, self.message)
    }
}

impl std::error::Error for PatternError {}

impl PartialEq for Pattern {
    fn eq(&self, other: &Self) -> bool {
        self.source == other.source
    }
}

impl Eq for Pattern {}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.source)
    }
}

impl Pattern {
    /// Compiles `source`.
    pub fn new(source: &str) -> Result<Pattern, PatternError> {
        let mut parser = Parser {
            chars: source.chars().collect(),
            pos: 0,
            source,
        };
        let alternatives = parser.alternation()?;
        if parser.pos < parser.chars.len() {
            // The only thing `alternation` stops at, other than the end, is a `)`.
            return Err(parser.error("unbalanced ')'"));
        }
        Ok(Pattern {
            source: source.to_owned(),
            alternatives,
        })
    }

    /// The pattern as written.
    pub fn as_str(&self) -> &str {
        &self.source
    }

    /// Whether the pattern matches at the start of `text` (Python's `re.match`).
    pub fn matches_start(&self, text: &str) -> bool {
        let chars: Vec<char> = text.chars().collect();
        let matcher = Matcher { text: &chars };
        matcher.alternatives(&self.alternatives, 0, &mut |_| true)
    }
}

#[derive(Clone, Debug)]
enum Node {
    Char(char),
    Any,
    Class {
        items: Vec<ClassItem>,
        negated: bool,
    },
    Start,
    End,
    Group(Vec<Vec<Node>>),
    Repeat {
        node: Box<Node>,
        min: usize,
        max: Option<usize>,
        greedy: bool,
    },
}

#[derive(Clone, Copy, Debug)]
enum ClassItem {
    Range(char, char),
    Perl { kind: Perl, negated: bool },
}

#[derive(Clone, Copy, Debug)]
enum Perl {
    Digit,
    Word,
    Space,
}

impl Perl {
    fn matches(self, c: char) -> bool {
        match self {
            Perl::Digit => c.is_ascii_digit(),
            Perl::Word => c.is_alphanumeric() || c == '_',
            Perl::Space => c.is_whitespace(),
        }
    }
}

impl ClassItem {
    fn matches(self, c: char) -> bool {
        match self {
            ClassItem::Range(lo, hi) => lo <= c && c <= hi,
            ClassItem::Perl { kind, negated } => kind.matches(c) != negated,
        }
    }
}

/// What a backslash escape stands for.
enum Escape {
    Char(char),
    Perl(Perl, bool),
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    source: &'a str,
}

impl Parser<'_> {
    fn error(&self, message: &str) -> PatternError {
        PatternError {
            pattern: self.source.to_owned(),
            message: format!("{message} (at character {})", self.pos + 1),
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn alternation(&mut self) -> Result<Vec<Vec<Node>>, PatternError> {
        let mut alternatives = vec![self.sequence()?];
        while self.eat('|') {
            alternatives.push(self.sequence()?);
        }
        Ok(alternatives)
    }

    fn sequence(&mut self) -> Result<Vec<Node>, PatternError> {
        let mut nodes = Vec::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            let atom = self.atom()?;
            nodes.push(self.quantified(atom)?);
        }
        Ok(nodes)
    }

    fn atom(&mut self) -> Result<Node, PatternError> {
        let Some(c) = self.peek() else {
            return Err(self.error("unexpected end"));
        };
        self.pos += 1;
        Ok(match c {
            '(' => {
                if self.eat('?') && !self.eat(':') {
                    return Err(self.error("only (?:...) groups are supported"));
                }
                let alternatives = self.alternation()?;
                if !self.eat(')') {
                    return Err(self.error("missing ')'"));
                }
                Node::Group(alternatives)
            }
            '[' => self.class()?,
            '.' => Node::Any,
            '^' => Node::Start,
            '$' => Node::End,
            '*' | '+' | '?' => {
                self.pos -= 1;
                return Err(self.error("nothing to repeat"));
            }
            '\\' => match self.escape()? {
                Escape::Char(c) => Node::Char(c),
                Escape::Perl(kind, negated) => Node::Class {
                    items: vec![ClassItem::Perl { kind, negated }],
                    negated: false,
                },
            },
            c => Node::Char(c),
        })
    }

    fn escape(&mut self) -> Result<Escape, PatternError> {
        let Some(c) = self.peek() else {
            return Err(self.error("pattern ends with '\\'"));
        };
        self.pos += 1;
        Ok(match c {
            'd' => Escape::Perl(Perl::Digit, false),
            'D' => Escape::Perl(Perl::Digit, true),
            'w' => Escape::Perl(Perl::Word, false),
            'W' => Escape::Perl(Perl::Word, true),
            's' => Escape::Perl(Perl::Space, false),
            'S' => Escape::Perl(Perl::Space, true),
            't' => Escape::Char('\t'),
            'n' => Escape::Char('\n'),
            c if c.is_alphanumeric() => {
                self.pos -= 1;
                return Err(self.error(&format!("unsupported escape '\\{c}'")));
            }
            c => Escape::Char(c),
        })
    }

    fn class(&mut self) -> Result<Node, PatternError> {
        let negated = self.eat('^');
        let mut items = Vec::new();
        let mut first = true;
        loop {
            let Some(c) = self.peek() else {
                return Err(self.error("missing ']'"));
            };
            self.pos += 1;
            if c == ']' && !first {
                break;
            }
            first = false;
            let lo = if c == '\\' {
                match self.escape()? {
                    Escape::Char(c) => c,
                    Escape::Perl(kind, negated) => {
                        items.push(ClassItem::Perl { kind, negated });
                        continue;
                    }
                }
            } else {
                c
            };
            // A range `lo-hi`, unless the `-` is the last character of the class.
            if self.peek() == Some('-') && self.chars.get(self.pos + 1).is_some_and(|&c| c != ']') {
                self.pos += 1;
                let hi = match self.peek() {
                    Some('\\') => {
                        self.pos += 1;
                        match self.escape()? {
                            Escape::Char(c) => c,
                            Escape::Perl(..) => return Err(self.error("bad range in class")),
                        }
                    }
                    Some(c) => {
                        self.pos += 1;
                        c
                    }
                    None => return Err(self.error("missing ']'")),
                };
                if hi < lo {
                    return Err(self.error("bad range in class"));
                }
                items.push(ClassItem::Range(lo, hi));
            } else {
                items.push(ClassItem::Range(lo, lo));
            }
        }
        Ok(Node::Class { items, negated })
    }

    fn quantified(&mut self, atom: Node) -> Result<Node, PatternError> {
        let start = self.pos;
        let (min, max) = match self.peek() {
            Some('*') => (0, None),
            Some('+') => (1, None),
            Some('?') => (0, Some(1)),
            Some('{') => match self.braces() {
                Some(bounds) => bounds,
                // Not a valid repetition: Python reads the `{` as a literal.
                None => return Ok(atom),
            },
            _ => return Ok(atom),
        };
        if self.pos == start {
            self.pos += 1; // `*`, `+` or `?`; `braces` moved past its own text
        }
        if matches!(atom, Node::Start | Node::End) {
            self.pos = start;
            return Err(self.error("nothing to repeat"));
        }
        if max.is_some_and(|max| max < min) {
            self.pos = start;
            return Err(self.error("min repeat greater than max repeat"));
        }
        if min > MAX_REPEAT || max.is_some_and(|max| max > MAX_REPEAT) {
            self.pos = start;
            return Err(self.error(&format!("repeat count above {MAX_REPEAT}")));
        }
        let greedy = !self.eat('?');
        if matches!(self.peek(), Some('*' | '+' | '?')) {
            return Err(self.error("multiple repeat"));
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
            greedy,
        })
    }

    /// Reads `{n}`, `{n,}`, `{,m}` or `{n,m}` at the current position, moving past it; if the
    /// text there is not one of those, returns `None` and does not move.
    fn braces(&mut self) -> Option<(usize, Option<usize>)> {
        let rest: String = self.chars[self.pos..].iter().collect();
        let close = rest.find('}')?;
        let inner = &rest[1..close];
        let number = |s: &str| -> Option<Option<usize>> {
            if s.is_empty() {
                Some(None)
            } else if s.chars().all(|c| c.is_ascii_digit()) {
                // Saturate absurdly long numbers so that the caller reports them as too large.
                Some(Some(s.parse().unwrap_or(usize::MAX)))
            } else {
                None
            }
        };
        let bounds = match inner.split_once(',') {
            None => {
                let n = number(inner)??;
                (n, Some(n))
            }
            Some((lo, hi)) => (number(lo)?.unwrap_or(0), number(hi)?),
        };
        self.pos += rest[..=close].chars().count();
        Some(bounds)
    }
}

/// A backtracking matcher: each function tries to match a piece of the pattern at `pos` and
/// calls the continuation `k` with every position where that piece can end, in preference
/// order, until `k` accepts one.
struct Matcher<'t> {
    text: &'t [char],
}

impl Matcher<'_> {
    fn alternatives(
        &self,
        alternatives: &[Vec<Node>],
        pos: usize,
        k: &mut dyn FnMut(usize) -> bool,
    ) -> bool {
        alternatives.iter().any(|seq| self.sequence(seq, pos, k))
    }

    fn sequence(&self, seq: &[Node], pos: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
        match seq.split_first() {
            None => k(pos),
            Some((node, rest)) => self.node(node, pos, &mut |p| self.sequence(rest, p, k)),
        }
    }

    fn node(&self, node: &Node, pos: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
        let here = self.text.get(pos).copied();
        match node {
            Node::Char(c) => here == Some(*c) && k(pos + 1),
            Node::Any => here.is_some_and(|c| c != '\n') && k(pos + 1),
            Node::Class { items, negated } => {
                here.is_some_and(|c| items.iter().any(|item| item.matches(c)) != *negated)
                    && k(pos + 1)
            }
            Node::Start => pos == 0 && k(pos),
            Node::End => {
                let len = self.text.len();
                (pos == len || (pos + 1 == len && self.text[pos] == '\n')) && k(pos)
            }
            Node::Group(alternatives) => self.alternatives(alternatives, pos, k),
            Node::Repeat {
                node,
                min,
                max,
                greedy,
            } => self.repeat(node, (*min, *max, *greedy), 0, pos, k),
        }
    }

    fn repeat(
        &self,
        node: &Node,
        bounds: (usize, Option<usize>, bool),
        count: usize,
        pos: usize,
        k: &mut dyn FnMut(usize) -> bool,
    ) -> bool {
        let (min, max, greedy) = bounds;
        if count < min {
            return self.node(node, pos, &mut |p| {
                self.repeat(node, bounds, count + 1, p, k)
            });
        }
        let may_repeat = max.is_none_or(|max| count < max);
        // Once the minimum is reached, an iteration that matches nothing cannot help, and
        // would loop forever.
        let again = |k: &mut dyn FnMut(usize) -> bool| {
            may_repeat
                && self.node(node, pos, &mut |p| {
                    p != pos && self.repeat(node, bounds, count + 1, p, k)
                })
        };
        // The order of the operands is the point: a greedy repetition tries one more
        // iteration first, a lazy one tries stopping first.
        match greedy {
            true => again(k) || k(pos),
            false => k(pos) || again(k),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(pattern: &str, text: &str) -> bool {
        Pattern::new(pattern)
            .expect("pattern compiles")
            .matches_start(text)
    }

    #[test]
    fn literal_text_matches_at_the_start_only() {
        assert!(matches("Black wins.", "Black wins."));
        assert!(matches("Black wins", "Black wins."));
        assert!(!matches("Black wins.", "White wins."));
        assert!(!matches("wins", "Black wins."));
        assert!(matches("", "anything"));
    }

    #[test]
    fn dot_is_any_character_unless_escaped() {
        assert!(matches("Black wins.", "Black winsX"));
        assert!(!matches("Black wins\\.", "Black winsX"));
        assert!(matches("Black wins\\.$", "Black wins."));
        assert!(!matches("Black wins\\.$", "Black wins.."));
    }

    #[test]
    fn alternation_groups_and_anchors() {
        let p = "(White|Black) wins\\.$";
        assert!(matches(p, "White wins."));
        assert!(matches(p, "Black wins."));
        assert!(!matches(p, "Grey wins."));
        assert!(matches("^(?:a|ab)c", "abc"));
        assert!(matches("x|y|", "z"), "an empty alternative matches");
    }

    #[test]
    fn classes_and_perl_escapes() {
        let mv = "(White|Black) moves [a-e][1-5](-[a-e][1-5])+\\.$";
        assert!(matches(mv, "White moves c2-c3."));
        assert!(matches(mv, "Black moves e3-c3-a3."));
        assert!(!matches(mv, "Black moves e3."));
        assert!(!matches(mv, "Black moves f3-c3."));
        assert!(matches("[^a-c]", "d"));
        assert!(!matches("[^a-c]", "b"));
        assert!(matches("[]x]", "]"));
        assert!(matches("[a-]", "-"));
        assert!(matches("\\d+\\s\\w+", "12 ab_c"));
        assert!(!matches("\\D", "1"));
        assert!(matches("[\\d.]+$", "1.5"));
        assert!(matches("\\S\\W", "a."));
    }

    #[test]
    fn quantifiers_backtrack() {
        assert!(matches("a*ab$", "aaab"));
        assert!(matches("(ab)+c", "ababc"));
        assert!(!matches("(ab)+c", "c"));
        assert!(matches("colou?r", "color"));
        assert!(matches("a{2}b", "aab"));
        assert!(!matches("a{3}b", "aab"));
        assert!(matches("a{2,}b", "aaaab"));
        assert!(matches("a{,2}b", "b"));
        assert!(matches("a{1,2}$", "aa"));
        assert!(!matches("a{1,2}$", "aaa"));
        assert!(matches("a{x}", "a{x}"), "an invalid repetition is literal");
        assert!(matches("a*?b", "aab"));
        assert!(
            matches("(a*)*b", "aab"),
            "empty iterations do not loop forever"
        );
        assert!(!matches("(a*)*b", "aac"));
    }

    #[test]
    fn unsupported_or_broken_syntax_is_rejected() {
        for bad in [
            "(a", "a)", "[ab", "*a", "a**", "\\", "\\b", "(?=a)", "a{3,2}", "^*", "a{5000}",
            "[b-a]",
        ] {
            assert!(Pattern::new(bad).is_err(), "{bad:?} should be rejected");
        }
        let err = Pattern::new("(a").expect_err("unbalanced");
        assert!(err.to_string().contains("missing ')'"), "{err}");
    }

    #[test]
    fn patterns_compare_and_display_by_source() {
        let p = Pattern::new("White wins.").expect("compiles");
        assert_eq!(p.as_str(), "White wins.");
        assert_eq!(p.to_string(), "White wins.");
        assert_eq!(p, Pattern::new("White wins.").expect("compiles"));
    }
}
