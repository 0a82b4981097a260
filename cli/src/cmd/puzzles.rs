//! `alquerque puzzles`: solve "find the forced win" puzzles in the terminal, and
//! `alquerque puzzles generate`: make a puzzle set. The core judges every move and plays the
//! defence; this module reads lines, draws the board and keeps the progress file.

use std::io::{self, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use alquerque_core::puzzle::{
    endgame_puzzle_header, generate_endgame_puzzles, generate_puzzles, puzzle_set_header,
    puzzle_set_text, shipped_puzzles, shipped_themes, Puzzle, PuzzleProgress, PuzzleSolving,
    PuzzleStep, Theme,
};
use alquerque_core::tables::shipped;
use alquerque_core::{Bitboard, Color, Move, Rules};

use alquerque_text::Language;

use crate::failure::{Failure, Outcome};
use crate::files::{self, Destination};
use crate::term::board::{render, Style};
use crate::term::input::{ask, Reply};

/// Arguments of `alquerque puzzles`.
#[derive(clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: Option<PuzzlesCommand>,
    /// The file progress is kept in (default: puzzles-progress.txt in the user's data
    /// directory for alquerque).
    #[arg(long)]
    progress: Option<PathBuf>,
    /// Start with this puzzle (default: the first one not solved yet).
    #[arg(long)]
    number: Option<usize>,
    /// Draw the board with ASCII characters only.
    #[arg(long)]
    ascii: bool,
    /// No colours, even on a terminal.
    #[arg(long)]
    no_color: bool,
    /// Only the puzzles whose solution has this theme: multi-capture, quiet (a quiet first
    /// move), sacrifice, forced-capture (the compulsory capture used against the opponent) or
    /// endgame (a few pieces, the win checked by the exact endgame tables).
    #[arg(long)]
    theme: Option<Theme>,
}

#[derive(clap::Subcommand)]
enum PuzzlesCommand {
    /// Make a puzzle set from engine games and write it (to standard output by default).
    Generate(GenerateArgs),
    /// Make endgame puzzles from the built-in exact endgame tables and write them (to
    /// standard output by default).
    Endgame(EndgameArgs),
}

/// Arguments of `alquerque puzzles endgame`.
#[derive(clap::Args)]
struct EndgameArgs {
    /// Puzzles of each number of moves, from 1 to 5 (1 to 1,000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000))]
    count: u64,
    /// Seed of the positions drawn: the same count and seed give the same file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the puzzles to this file instead of standard output.
    #[arg(long)]
    output: Option<PathBuf>,
}

/// Arguments of `alquerque puzzles generate`.
#[derive(clap::Args)]
struct GenerateArgs {
    /// Number of puzzles (1 to 10,000), spread evenly over wins in 1 to 5 moves.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    count: u64,
    /// Seed of the engine games: the same count and seed give the same file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the set to this file instead of standard output.
    #[arg(long)]
    output: Option<PathBuf>,
    /// Threads playing games (default: one per core; the set is the same for any number).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=64))]
    jobs: Option<u64>,
}

impl PuzzlesArgs {
    /// The command's name in what it says: `puzzles`, or `puzzles generate`.
    pub fn name(&self) -> &'static str {
        match self.command {
            Some(PuzzlesCommand::Generate(_)) => "puzzles generate",
            Some(PuzzlesCommand::Endgame(_)) => "puzzles endgame",
            None => "puzzles",
        }
    }
}

/// Runs `alquerque puzzles`.
pub fn run(args: PuzzlesArgs) -> Outcome {
    match args.command {
        Some(PuzzlesCommand::Generate(g)) => generate(g),
        Some(PuzzlesCommand::Endgame(e)) => endgame(e),
        None => solve(args),
    }
}

fn endgame(args: EndgameArgs) -> Outcome {
    let output = destination(args.output.as_ref())?;
    let tables = shipped().map_err(|e| Failure::Failed(format!("the built-in tables: {e}")))?;
    let per_length = args.count as usize;
    let puzzles = generate_endgame_puzzles(&tables, per_length, args.seed);
    let header = endgame_puzzle_header(per_length, args.seed, &puzzles);
    let text = puzzle_set_text(&header, &puzzles);
    write_set(output.as_ref(), &text)
}

fn generate(args: GenerateArgs) -> Outcome {
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |j| j as usize,
    );
    // Where the set goes is checked before the games are played.
    let output = destination(args.output.as_ref())?;
    let start = std::time::Instant::now();
    let count = args.count as usize;
    let puzzles = generate_puzzles(count, args.seed, jobs, &AtomicBool::new(false), &mut |p| {
        let found: Vec<String> = p
            .found
            .iter()
            .zip(&p.wanted)
            .enumerate()
            .map(|(i, (f, w))| format!("{}: {f}/{w}", i + 1))
            .collect();
        eprint!(
            "\r{} games, puzzles per number of moves {}   ",
            p.games,
            found.join(", ")
        );
    });
    eprintln!(
        "\n{} puzzles in {:.1} s",
        puzzles.len(),
        start.elapsed().as_secs_f64()
    );
    let text = puzzle_set_text(&puzzle_set_header(count, args.seed, &puzzles), &puzzles);
    write_set(output.as_ref(), &text)
}

/// Where a made set goes, checked before any work is done: a file (`--output`), or standard
/// output when none is named.
fn destination(path: Option<&PathBuf>) -> Result<Option<Destination>, Failure> {
    path.map(|path| {
        Destination::check(path, &[])
            .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))
    })
    .transpose()
}

/// Writes a made set's `text` where [`destination`] said.
fn write_set(output: Option<&Destination>, text: &str) -> Outcome {
    match output {
        Some(dest) => dest
            .write(text.as_bytes())
            .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", dest.path().display())))?,
        None => out!("{text}"),
    }
    Ok(())
}

const HELP: &[&str] = &[
    "Find the forced win: you play the side to move, the engine defends as long as it can.",
    "  a move such as c2-c3   try it: it counts if it still wins within the moves left",
    "  hint                   the piece to move",
    "  moves                  the legal moves",
    "  retry                  start this puzzle again",
    "  next                   the next puzzle not solved yet",
    "  puzzle N               go to puzzle N",
    "  list [N]               the puzzles with their themes (only the wins in N moves, if given)",
    "  board                  draw the board again",
    "  help                   this text",
    "  quit                   leave (progress is saved as you solve)",
];

/// The default progress file: `alquerque/puzzles-progress.txt` in the user's data directory
/// (see [`files::data_path`]).
pub(crate) fn default_progress_path() -> Option<PathBuf> {
    files::data_path("puzzles-progress.txt")
}

/// The puzzle progress in `path` (none solved when there is no such file).
pub(crate) fn load_progress(path: &Path) -> Result<PuzzleProgress, String> {
    match files::read_text_if_any(path, files::PROGRESS)? {
        Some(text) => PuzzleProgress::from_text(&text).map_err(|e| e.to_string()),
        None => Ok(PuzzleProgress::default()),
    }
}

/// Saves `progress` merged with what the file holds now (another session may have solved
/// puzzles meanwhile), under the file's lock so that neither session loses the other's
/// solves. Returns the merged progress.
fn save_progress(dest: &Destination, progress: &PuzzleProgress) -> Result<PuzzleProgress, String> {
    let _lock = dest.lock()?;
    let mut merged = load_progress(dest.path())?;
    merged.merge(progress);
    dest.write(merged.to_text().as_bytes())?;
    Ok(merged)
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White (W)",
        Color::Black => "Black (B)",
    }
}

fn moves_word(n: u32) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

struct Ui {
    set: &'static [Puzzle],
    /// The theme chosen with --theme: `list`, `next` and the first puzzle keep to its puzzles.
    theme: Option<Theme>,
    number: usize,
    solving: PuzzleSolving,
    progress: PuzzleProgress,
    progress_file: Destination,
    style: Style,
    /// A hint was asked for in the puzzle on screen: solving it then ends the streak.
    hinted: bool,
}

impl Ui {
    fn start(&mut self, number: usize) {
        self.number = number;
        self.hinted = false;
        self.solving = PuzzleSolving::new(self.set[number - 1]);
        let p = self.solving.puzzle();
        let solved = if self.progress.is_solved(number) {
            " (solved before)"
        } else {
            ""
        };
        outln!();
        outln!(
            "Puzzle {number} of {}{solved}: {} to move wins in {}.",
            self.set.len(),
            side_name(p.position.turn()),
            moves_word(p.moves)
        );
        self.draw(Bitboard::EMPTY);
    }

    fn draw(&self, marked: Bitboard) {
        for l in render(self.solving.position(), marked, self.style) {
            outln!("{l}");
        }
        let rules = self.solving.puzzle().rules();
        if rules != Rules::default() {
            outln!("    ({rules})");
        }
    }

    /// Whether puzzle `number` (from 1) is one of those chosen with --theme (all without it).
    fn chosen(&self, number: usize) -> bool {
        self.theme.is_none_or(|t| {
            shipped_themes()
                .get(number - 1)
                .is_some_and(|themes| themes.contains(&t))
        })
    }

    /// The first puzzle after `number` (wrapping round) that is chosen and not solved yet.
    fn next_unsolved(&self, number: usize) -> Option<usize> {
        let n = self.set.len();
        (1..=n)
            .map(|k| (number + k - 1) % n + 1)
            .find(|&k| self.chosen(k) && !self.progress.is_solved(k))
    }

    fn list(&self, moves: Option<u32>) {
        for (i, p) in self.set.iter().enumerate() {
            if moves.is_some_and(|m| m != p.moves) || !self.chosen(i + 1) {
                continue;
            }
            let mark = if self.progress.is_solved(i + 1) {
                "solved"
            } else {
                ""
            };
            let themes: Vec<&str> = shipped_themes()
                .get(i)
                .map(|t| t.iter().map(|t| t.name()).collect())
                .unwrap_or_default();
            outln!(
                "{:>4}  win in {}  {:<9}  {:<6}  {}",
                i + 1,
                moves_word(p.moves),
                side_name(p.position.turn()),
                mark,
                themes.join(", ")
            );
        }
        outln!(
            "{} of {} solved.",
            self.progress.solved_count(self.set.len()),
            self.set.len()
        );
    }

    fn next(&mut self) {
        match self.next_unsolved(self.number) {
            Some(n) => self.start(n),
            None => {
                outln!("Every puzzle is solved. Choose one with 'puzzle N' to play it again.")
            }
        }
    }

    fn try_move(&mut self, text: &str) {
        if self.solving.is_solved() {
            outln!("This puzzle is solved. Type 'next' for the next one, or 'retry'.");
            return;
        }
        let left = self.solving.moves_left();
        match self.solving.play_text(text) {
            Err(e) => outln!("{e}. Type 'help' for help."),
            Ok(PuzzleStep::Missed) => outln!(
                "{text} does not win within {}. Try again, or type 'hint'.",
                moves_word(left)
            ),
            Ok(PuzzleStep::Kept { played, reply, .. }) => {
                outln!("{played} keeps the win. The engine answers {reply}.");
                self.draw(reply.path().collect());
                outln!("Win in {} more.", moves_word(self.solving.moves_left()));
            }
            Ok(PuzzleStep::Solved) => {
                let last: Bitboard = self
                    .solving
                    .game()
                    .moves()
                    .last()
                    .map_or(Bitboard::EMPTY, |m| m.path().collect());
                self.draw(last);
                let misses = self.solving.misses();
                outln!(
                    "Solved puzzle {}{}! Type 'next' for the next one.",
                    self.number,
                    match misses {
                        0 => String::new(),
                        1 => " after 1 miss".to_string(),
                        n => format!(" after {n} misses"),
                    }
                );
                // Solved at the first try without a hint: the streak goes on.
                self.progress
                    .record_solved(self.number, misses == 0 && !self.hinted);
                outln!(
                    "{}",
                    self.progress.streak_message().render(Language::English)
                );
                match save_progress(&self.progress_file, &self.progress) {
                    Ok(merged) => self.progress = merged,
                    Err(e) => outln!(
                        "Could not save progress to {}: {e}",
                        self.progress_file.path().display()
                    ),
                }
            }
        }
    }

    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(first) = words.first() else {
            return true;
        };
        match (first.to_ascii_lowercase().as_str(), &words[1..]) {
            ("quit" | "exit" | "q", []) => return false,
            ("help" | "?", []) => HELP.iter().for_each(|l| outln!("{l}")),
            ("hint", []) => match self.solving.hint() {
                Some(sq) => {
                    let warn = !self.hinted && self.progress.streak() > 0;
                    self.hinted = true;
                    outln!("Hint: move the piece on {sq}.");
                    if warn {
                        outln!("(A puzzle solved with a hint ends the streak.)");
                    }
                }
                None if self.solving.is_solved() => outln!("This puzzle is solved."),
                None => outln!("No hint: the search found no win within its budget."),
            },
            ("moves", []) => {
                let list: Vec<String> = self
                    .solving
                    .game()
                    .legal_moves()
                    .iter()
                    .map(Move::to_string)
                    .collect();
                outln!("{}", list.join("  "));
            }
            ("retry", []) => self.start(self.number),
            ("next", []) => self.next(),
            ("board", []) => self.draw(Bitboard::EMPTY),
            ("list", []) => self.list(None),
            ("list", [n]) => match n.parse::<u32>() {
                Ok(m) if (1..=5).contains(&m) => self.list(Some(m)),
                _ => outln!("'{}' is not a number of moves from 1 to 5.", clip(n)),
            },
            ("puzzle" | "go", [n]) => match n.parse::<usize>() {
                Ok(k) if (1..=self.set.len()).contains(&k) => self.start(k),
                _ => outln!(
                    "'{}' is not a puzzle number (1 to {}).",
                    clip(n),
                    self.set.len()
                ),
            },
            _ => self.try_move(line),
        }
        true
    }
}

fn clip(s: &str) -> String {
    s.chars().take(24).collect()
}

fn solve(args: PuzzlesArgs) -> Outcome {
    let set = shipped_puzzles();
    let progress_path = args
        .progress
        .or_else(default_progress_path)
        .ok_or_else(|| {
            Failure::Usage("no data directory is known; name a file with --progress".to_string())
        })?;
    let progress = load_progress(&progress_path).map_err(|e| {
        Failure::Usage(format!(
            "cannot read the progress file {}: {e}",
            progress_path.display()
        ))
    })?;
    // The progress is saved as puzzles are solved: where, is checked before the first one.
    let _ = files::make_folder_of(&progress_path);
    let progress_file = Destination::check(&progress_path, &[]).map_err(|e| {
        Failure::Usage(format!(
            "cannot keep progress in {}: {e}",
            progress_path.display()
        ))
    })?;
    let number = match args.number {
        Some(n) if (1..=set.len()).contains(&n) => n,
        Some(n) => {
            return Err(Failure::Usage(format!(
                "there is no puzzle {n} (they are numbered 1 to {})",
                set.len()
            )));
        }
        None => 0,
    };
    if let Some(theme) = args.theme {
        let count = shipped_themes()
            .iter()
            .filter(|t| t.contains(&theme))
            .count();
        outln!("{count} puzzles with the theme {theme}.");
        if count == 0 {
            return Err(Failure::Usage(format!("no puzzle has the theme {theme}")));
        }
    }
    let tty = io::stdout().is_terminal();
    let color = tty && !args.no_color && std::env::var_os("NO_COLOR").is_none();
    let mut ui = Ui {
        set,
        theme: args.theme,
        number: number.max(1),
        solving: PuzzleSolving::new(set[number.max(1) - 1]),
        progress,
        progress_file,
        style: Style {
            color,
            ascii: args.ascii,
        },
        hinted: false,
    };
    outln!(
        "Alquerque puzzles: find the forced win. {} of {} solved. Type a move, or 'help'.",
        ui.progress.solved_count(set.len()),
        set.len()
    );
    // Without --number, the first chosen puzzle not solved yet (else the first chosen one).
    let number = match number {
        0 => ui
            .next_unsolved(set.len())
            .or_else(|| (1..=set.len()).find(|&k| ui.chosen(k)))
            .unwrap_or(1),
        n => n,
    };
    ui.start(number);
    let stdin = io::stdin();
    let mut input = stdin.lock();
    loop {
        match ask(&mut input, &format!("puzzle {}> ", ui.number)) {
            Reply::Command(text) => {
                if !ui.command(&text) {
                    return Ok(());
                }
            }
            Reply::End(outcome) => return outcome,
        }
    }
}
