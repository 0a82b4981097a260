//! Text fitted to the terminal: a line longer than the terminal is broken between words, its
//! continuation indented as the line began, so that a sentence never breaks mid-word at the
//! terminal's edge. Lines that fit (the board, aligned tables) are left exactly as they are.

/// The narrowest width text is wrapped to: below it, words would stand one a line.
const MIN_WIDTH: usize = 40;

/// The widest: longer lines are hard to read, even on a wide terminal.
const MAX_WIDTH: usize = 100;

/// The width when there is no terminal to ask (a pipe, a file, a test) and `COLUMNS` says
/// nothing.
const DEFAULT_WIDTH: usize = 80;

/// The width to wrap to: the terminal's on standard output, else `COLUMNS`, else 80; kept
/// between 40 and 100.
pub fn width() -> usize {
    let asked = terminal_size::terminal_size()
        .map(|(w, _)| usize::from(w.0))
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
        .unwrap_or(DEFAULT_WIDTH);
    asked.clamp(MIN_WIDTH, MAX_WIDTH)
}

/// `text` with each of its lines longer than `width` characters broken at spaces; the
/// pieces of a broken line keep its indentation. A word longer than the width stands alone.
pub fn wrap(text: &str, width: usize) -> String {
    let lines: Vec<String> = text.split('\n').map(|l| wrap_line(l, width)).collect();
    lines.join("\n")
}

fn wrap_line(line: &str, width: usize) -> String {
    if line.chars().count() <= width {
        return line.to_string();
    }
    let indent: String = line.chars().take_while(|c| c.is_whitespace()).collect();
    let mut out = String::new();
    let mut length = 0;
    for word in line.split_whitespace() {
        let n = word.chars().count();
        if length == 0 {
            out.push_str(&indent);
            length = indent.chars().count();
        } else if length + 1 + n > width {
            out.push('\n');
            out.push_str(&indent);
            length = indent.chars().count();
        } else {
            out.push(' ');
            length += 1;
        }
        out.push_str(word);
        length += n;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_break_between_words_and_short_ones_are_kept() {
        let text = "A piece moves one step along a line to an empty point next to it.";
        let wrapped = wrap(text, 30);
        assert_eq!(
            wrapped,
            "A piece moves one step along a\nline to an empty point next to\nit."
        );
        assert!(wrapped.lines().all(|l| l.chars().count() <= 30));
        assert_eq!(
            wrapped.split_whitespace().collect::<Vec<_>>(),
            text.split_whitespace().collect::<Vec<_>>()
        );
        // The board and a table's aligned columns fit: untouched, spaces and all.
        let board = "  5 B───·───B\n    │ ╲ │ ╱ │";
        assert_eq!(wrap(board, 30), board);
    }

    #[test]
    fn a_broken_line_keeps_its_indentation_and_a_long_word_stands_alone() {
        assert_eq!(
            wrap("  hint       suggests a move for you to play", 20),
            "  hint suggests a\n  move for you to\n  play"
        );
        assert_eq!(
            wrap("see alquerque://game/abcdefghijklmnopqrstuvwxyz now", 20),
            "see\nalquerque://game/abcdefghijklmnopqrstuvwxyz\nnow"
        );
    }

    #[test]
    fn the_width_is_kept_within_reason() {
        let w = width();
        assert!((MIN_WIDTH..=MAX_WIDTH).contains(&w), "{w}");
    }
}
