//! `alquerque tables`: endgame tables. `build` works out the value of every position with at
//! most N pieces and writes them as a table file; `probe` reads one and says what it holds
//! about a position and each of its moves; `win-loss` and `plies` make the ban-free files the
//! apps ship from an exact table file, and `winners` makes the win/loss file without one.
//!
//! A build says how much memory it will need before it starts and refuses to start beyond
//! `--memory`; it writes the file after each number of pieces, so a build stopped (Ctrl-C, or
//! anything else) is resumed from the last one finished with `--resume`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use alquerque_core::engine::{
    PLIES_BAN_SEARCH_NODES, PLIES_BLOCK_BOARDS, TABLE_BLOCK_VALUES, WDL_BAN_SEARCH_NODES,
    WDL_BLOCK_BOARDS,
};
use alquerque_core::internals::Rng;
use alquerque_core::tables::{
    boards_for, shipped_layered, AnyFile, Comparison, FormatError, PliesFile, Probe, Progress,
    TableFile, Tables, Value, WinLossFile, MAX_PIECES,
};
use alquerque_core::{Color, Position, PositionText, Rules, Setup};

use crate::failure::{Failure, Outcome, Status};
use crate::files::{self, Destination, Limit};

mod winners;

/// The most bytes a table file may have: ten pieces' tables, with room to spare.
const TABLE_FILE: Limit = Limit {
    what: "an endgame table file",
    bytes: 64 << 30,
};
/// The memory a build may take unless told otherwise: a quarter of a shared 24 GiB machine.
const DEFAULT_MEMORY_MIB: u64 = 6 << 10;
/// The least time between two progress lines.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// Arguments of `alquerque tables`.
#[derive(clap::Args)]
pub struct TablesArgs {
    #[command(subcommand)]
    command: TablesCommand,
}

#[derive(clap::Subcommand)]
enum TablesCommand {
    /// Work out every position with at most N pieces (both sides present, reversal bans
    /// included) and write the tables to a file.
    Build(BuildArgs),
    /// Say what a table file holds about a position: its value and each legal move's.
    Probe(ProbeArgs),
    /// Make the ban-free win/loss file of an exact table file (the design toward eight
    /// pieces), say its size by number of pieces, and check it against the exact tables.
    WinLoss(BoardFileArgs),
    /// Make the ban-free distance file of an exact table file (the distances the apps ship
    /// beyond the exact tables), say its size by number of pieces, and check it against them.
    Plies(BoardFileArgs),
    /// Work out who wins every position of at most N pieces from the rules alone (reversal
    /// bans included, two bits a position, no distances) and write the ban-free win/loss file:
    /// the way to seven pieces and more, whose exact tables do not fit in memory.
    Winners(winners::WinnersArgs),
}

/// Arguments of `alquerque tables win-loss` and `tables plies`.
#[derive(clap::Args)]
struct BoardFileArgs {
    /// The exact table file (of `alquerque tables build`) to read the values from.
    #[arg(long, value_name = "FILE")]
    from: PathBuf,
    /// The file to write.
    #[arg(long, value_name = "FILE")]
    output: PathBuf,
    /// Random positions with reversal bans, of each number of pieces, whose value the file's
    /// probe (a bounded exact search) is compared with the exact tables'.
    #[arg(long, value_name = "N", default_value_t = 0)]
    check_bans: u64,
    /// The seed of those positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Also compare this file of the same kind (the shipped one, perhaps of more pieces than
    /// the exact tables) with the exact tables, on every ban-free board both hold.
    #[arg(long, value_name = "FILE")]
    also_check: Option<PathBuf>,
}

/// Arguments of `alquerque tables build`.
#[derive(clap::Args)]
struct BuildArgs {
    /// The most pieces of a position in the tables.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=MAX_PIECES as i64))]
    pieces: u8,
    /// The table file to write (written again after each number of pieces).
    #[arg(long, value_name = "FILE")]
    output: PathBuf,
    /// The most memory the build may take, in MiB: a build that needs more is refused before
    /// it starts.
    #[arg(long, value_name = "MIB", default_value_t = DEFAULT_MEMORY_MIB)]
    memory: u64,
    /// Threads to build with. Default: the machine's cores.
    #[arg(long)]
    threads: Option<usize>,
    /// Go on from the tables already in FILE (a build that was stopped).
    #[arg(long)]
    resume: bool,
}

/// Arguments of `alquerque tables probe`.
#[derive(clap::Args)]
struct ProbeArgs {
    /// The table file.
    file: PathBuf,
    /// The position as game records write it, e.g. "-----/--b--/-b---/-w---/----- w - 0".
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    position: String,
}

/// Runs `alquerque tables`.
pub fn run(args: TablesArgs) -> Outcome {
    match args.command {
        TablesCommand::Build(args) => build(args),
        TablesCommand::Probe(args) => probe(args),
        TablesCommand::WinLoss(args) => board_file(WIN_LOSS, args),
        TablesCommand::Plies(args) => board_file(PLIES, args),
        TablesCommand::Winners(args) => winners::winners(args),
    }
}

/// The bytes of a table file, checked, or why not.
pub(super) fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    files::read(path, TABLE_FILE)
        .map_err(|why| Failure::Usage(format!("cannot read {}: {why}", path.display())))
}

/// The tables the terminal's players of exact values use (`endgame`, and `analyse`, `hint`,
/// `review` and `learn` in `play` and `review`): those built into the program, as the apps
/// layer them (the exact four pieces, the distance file of six, the win/loss file of eight),
/// with each of `paths` taking the place of the built-in file of its kind: exact tables of
/// `tables build`, a win/loss file of `tables winners` or `tables win-loss` (up to ten
/// pieces), a distance file of `tables plies`. Two files of one kind are refused.
pub fn load(paths: &[PathBuf]) -> Result<Arc<dyn Probe>, Failure> {
    let mut tables = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES)
        .map_err(|e| Failure::Failed(format!("the built-in tables: {e}")))?;
    let mut taken: [Option<&PathBuf>; 3] = [None; 3];
    for path in paths {
        let bytes = read(path)?;
        // The tables are probed until the program ends: their bytes live as long.
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        let file = AnyFile::parse(bytes)
            .map_err(|e| Failure::Usage(format!("cannot use {}: {e}", path.display())))?;
        let (kind, what) = match &file {
            AnyFile::Exact(_) => (0, "exact tables"),
            AnyFile::WinLoss(_) => (1, "win/loss files"),
            AnyFile::Plies(_) => (2, "distance files"),
        };
        if let Some(first) = taken[kind].replace(path) {
            return Err(Failure::Usage(format!(
                "two {what}: {} and {}; name one of each kind at most",
                first.display(),
                path.display()
            )));
        }
        tables = match file {
            AnyFile::Exact(f) => tables.with_exact(Arc::new(f)),
            AnyFile::WinLoss(f) => tables.with_win_loss(f),
            AnyFile::Plies(f) => tables.with_plies(f, PLIES_BAN_SEARCH_NODES),
        };
    }
    Ok(Arc::new(tables))
}

fn build(args: BuildArgs) -> Outcome {
    let dest = Destination::check(&args.output, &[])
        .map_err(|why| Failure::Usage(format!("cannot write {}: {why}", args.output.display())))?;
    // The tables at their largest, and the file made from them after each number of pieces:
    // a copy of the values, the blocks and the file's bytes (measured: 5 pieces peaked at
    // 258 MiB of the 206 MiB a copy alone would add to the tables).
    let needed = Tables::memory_needed(args.pieces) + Tables::positions_for(args.pieces) * 3 / 2;
    within_memory(
        &format!("tables of at most {} pieces", args.pieces),
        Tables::positions_for(args.pieces),
        needed,
        args.memory,
    )?;
    let mut tables = if args.resume {
        let bytes = read(&args.output)?;
        let file = TableFile::parse(&bytes).map_err(|e| {
            Failure::Usage(format!("cannot resume from {}: {e}", args.output.display()))
        })?;
        let tables = file.to_tables().map_err(|e| {
            Failure::Usage(format!("cannot resume from {}: {e}", args.output.display()))
        })?;
        eprintln!("resuming from {} pieces", tables.max_pieces());
        tables
    } else {
        Tables::empty()
    };
    let threads = threads(args.threads);
    let started = Instant::now();
    let progress = reporter("positions", started);
    while tables.max_pieces() < args.pieces {
        let (built, interrupted) =
            crate::interrupt::catching(|stop| tables.extend(threads, &progress, stop));
        match built {
            Ok(()) => {}
            Err(_) if interrupted => {
                eprintln!(
                    "stopped: {} holds the tables of at most {} pieces; --resume goes on",
                    args.output.display(),
                    tables.max_pieces()
                );
                return Err(Failure::Said(Status::Interrupted));
            }
            Err(e) => return Err(Failure::Failed(e.to_string())),
        }
        let bytes = tables.to_bytes_in_blocks(TABLE_BLOCK_VALUES, threads);
        dest.write(&bytes).map_err(|why| {
            Failure::Failed(format!("cannot write {}: {why}", args.output.display()))
        })?;
        eprintln!(
            "{} pieces done: {} positions, {} bytes ({:.3} bits a position), {:.1} s",
            tables.max_pieces(),
            tables.positions(),
            bytes.len(),
            8.0 * bytes.len() as f64 / tables.positions().max(1) as f64,
            started.elapsed().as_secs_f64()
        );
    }
    outln!("wrote {}", args.output.display());
    Ok(())
}

/// Says what a build will hold and the memory it needs, and refuses it beyond `limit_mib`.
fn within_memory(what: &str, positions: u64, bytes: u64, limit_mib: u64) -> Outcome {
    let mib = bytes.div_ceil(1 << 20);
    eprintln!("{what}: {positions} positions, about {mib} MiB of memory");
    if mib > limit_mib {
        return Err(Failure::Usage(format!(
            "the build needs about {mib} MiB, more than --memory {limit_mib} allows"
        )));
    }
    Ok(())
}

/// The threads a build runs on: those asked for, else the machine's cores.
fn threads(asked: Option<usize>) -> usize {
    asked
        .or_else(|| std::thread::available_parallelism().ok().map(|n| n.get()))
        .unwrap_or(1)
}

/// A build's progress said every [`PROGRESS_EVERY`] at most: how many of what it counts
/// (`counted`: "positions", "boards") are done.
fn reporter(counted: &'static str, started: Instant) -> impl Fn(&Progress) + Sync {
    let last = Mutex::new(Instant::now());
    move |p: &Progress| {
        if let Ok(mut last) = last.lock() {
            if last.elapsed() >= PROGRESS_EVERY {
                *last = Instant::now();
                eprintln!(
                    "{} pieces: {:.1}% ({} of {} {counted}), {:.0} s",
                    p.pieces,
                    100.0 * p.done as f64 / p.total.max(1) as f64,
                    p.done,
                    p.total,
                    started.elapsed().as_secs_f64()
                );
            }
        }
    }
}

/// A file's blocks by number of pieces, a line each: (pieces, boards, bytes).
fn say_bytes_by_pieces(rows: &[(u8, u64, u64)]) {
    for &(n, boards, bytes) in rows {
        outln!(
            "  {n} pieces: {boards} boards, {bytes} bytes ({:.3} bits a board)",
            8.0 * bytes as f64 / boards.max(1) as f64
        );
    }
}

/// A value in words: "win in 3 plies", "loss in 4 plies".
fn words(v: Value) -> String {
    let what = if v.wins { "win" } else { "loss" };
    let unit = if v.plies == 1 { "ply" } else { "plies" };
    format!("{what} in {} {unit}", v.plies)
}

fn probe(args: ProbeArgs) -> Outcome {
    let pos: Position = args
        .position
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .map_err(|e| Failure::Usage(format!("--position: {e}")))?;
    let bytes = read(&args.file)?;
    let cannot =
        |e: FormatError| Failure::Usage(format!("cannot use {}: {e}", args.file.display()));
    let file = match AnyFile::parse(&bytes).map_err(cannot)? {
        AnyFile::Exact(file) => file,
        // A win/loss file says who wins; a distance file, in how many plies.
        AnyFile::WinLoss(file) => return probe_win_loss(&file, &pos, &args.file),
        AnyFile::Plies(file) => return probe_plies(&file, &pos, &args.file),
    };
    let Some(value) = file.probe(&pos) else {
        return Err(Failure::Usage(format!(
            "the position has more pieces than {} holds (at most {})",
            args.file.display(),
            file.max_pieces()
        )));
    };
    outln!("{} for the side to move", words(value));
    for mv in pos.legal_moves() {
        match file.probe(&pos.after(mv)) {
            // The reply's value is the opponent's: their loss is the mover's win.
            Some(v) => outln!(
                "{mv}: {}",
                words(Value {
                    wins: !v.wins,
                    plies: v.plies + 1
                })
            ),
            None => outln!("{mv}: not in the tables"),
        }
    }
    Ok(())
}

/// What a win/loss file says of `pos` and of each of its moves: who wins, or "not known" where
/// the position carries bans its search did not settle.
fn probe_win_loss(file: &WinLossFile, pos: &Position, path: &Path) -> Outcome {
    if u32::from(file.max_pieces()) < pos.occupied().count() {
        return Err(Failure::Usage(format!(
            "the position has more pieces than {} holds (at most {})",
            path.display(),
            file.max_pieces()
        )));
    }
    let said = |wins: Option<bool>| match wins {
        Some(true) => "win",
        Some(false) => "loss",
        None => "not known",
    };
    let value = file.wins(pos, WDL_BAN_SEARCH_NODES);
    outln!("{} for the side to move", said(value));
    for mv in pos.legal_moves() {
        // The reply's winner is the opponent's.
        let after = file.wins(&pos.after(mv), WDL_BAN_SEARCH_NODES);
        outln!("{mv}: {}", said(after.map(|w| !w)));
    }
    Ok(())
}

/// What a distance file says of `pos` and of each of its moves: the value, or "not known"
/// where the position carries bans its search did not work out.
fn probe_plies(file: &PliesFile, pos: &Position, path: &Path) -> Outcome {
    if u32::from(file.max_pieces()) < pos.occupied().count() {
        return Err(Failure::Usage(format!(
            "the position has more pieces than {} holds (at most {})",
            path.display(),
            file.max_pieces()
        )));
    }
    let said = |v: Option<Value>| v.map_or_else(|| "not known".to_string(), words);
    outln!(
        "{} for the side to move",
        said(file.probe(pos, PLIES_BAN_SEARCH_NODES))
    );
    for mv in pos.legal_moves() {
        // The reply's value is the opponent's: their loss is the mover's win.
        let after = file.probe(&pos.after(mv), PLIES_BAN_SEARCH_NODES);
        outln!(
            "{mv}: {}",
            said(after.map(|v| Value {
                wins: !v.wins,
                plies: v.plies + 1
            }))
        );
    }
    Ok(())
}

/// A random position of `white` and `black` pieces, either side to move, drawn as the core's
/// tests and benches draw them ([`Rng::scatter`], with its reversal bans).
fn random_position(rng: &mut Rng, white: u32, black: u32) -> Option<Position> {
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let mut setup = Setup::empty(turn);
    rng.scatter(&mut setup, white, black, true);
    Position::from_setup(&setup, Rules::default()).ok()
}

/// A file of ban-free boards as `tables win-loss` and `tables plies` check it.
trait Checked {
    fn max_pieces(&self) -> u8;
    fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)>;
    fn compare(&self, exact: &Tables) -> Comparison;
    /// Whether the probe of `pos` answers, and if so whether it says what `exact` says.
    fn settles(&self, pos: &Position, exact: &Tables) -> Option<bool>;
}

/// A file's bytes read as a file of ban-free boards, or why not.
type Opened<'a> = Result<Box<dyn Checked + 'a>, FormatError>;

/// A kind of file of ban-free boards: what it keeps, how it is made and read.
struct Kind {
    /// What the file keeps, in the words of its lines: "winner", "distance".
    what: &'static str,
    make: fn(&Tables) -> Vec<u8>,
    open: for<'a> fn(&'a [u8]) -> Opened<'a>,
}

const WIN_LOSS: Kind = Kind {
    what: "winner",
    make: |tables| tables.to_win_loss_bytes(WDL_BLOCK_BOARDS),
    open: |bytes| Ok(Box::new(WinLossFile::parse(bytes)?)),
};

const PLIES: Kind = Kind {
    what: "distance",
    make: |tables| tables.to_plies_bytes(PLIES_BLOCK_BOARDS),
    open: |bytes| Ok(Box::new(PliesFile::parse(bytes)?)),
};

impl Checked for WinLossFile<'_> {
    fn max_pieces(&self) -> u8 {
        WinLossFile::max_pieces(self)
    }
    fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)> {
        WinLossFile::bytes_by_pieces(self)
    }
    fn compare(&self, exact: &Tables) -> Comparison {
        WinLossFile::compare(self, exact)
    }
    fn settles(&self, pos: &Position, exact: &Tables) -> Option<bool> {
        let said = self.wins(pos, WDL_BAN_SEARCH_NODES)?;
        Some(Some(said) == exact.probe(pos).map(|v| v.wins))
    }
}

impl Checked for PliesFile<'_> {
    fn max_pieces(&self) -> u8 {
        PliesFile::max_pieces(self)
    }
    fn bytes_by_pieces(&self) -> Vec<(u8, u64, u64)> {
        PliesFile::bytes_by_pieces(self)
    }
    fn compare(&self, exact: &Tables) -> Comparison {
        PliesFile::compare(self, exact)
    }
    fn settles(&self, pos: &Position, exact: &Tables) -> Option<bool> {
        let said = self.probe(pos, PLIES_BAN_SEARCH_NODES)?;
        Some(Some(said) == exact.probe(pos))
    }
}

/// Makes the file of `kind` from an exact table file, writes it, says its size by number of
/// pieces, and checks it against the exact tables (and `--also-check`'s file of the kind).
fn board_file(kind: Kind, args: BoardFileArgs) -> Outcome {
    let dest = Destination::check(&args.output, &[&args.from])
        .map_err(|why| Failure::Usage(format!("cannot write {}: {why}", args.output.display())))?;
    let bytes = read(&args.from)?;
    let cannot =
        |e: FormatError| Failure::Usage(format!("cannot use {}: {e}", args.from.display()));
    let exact = TableFile::parse(&bytes).map_err(cannot)?;
    let started = Instant::now();
    let tables = exact.to_tables().map_err(cannot)?;
    drop(exact);
    let read_in = started.elapsed();
    let started = Instant::now();
    let made = (kind.make)(&tables);
    let made_in = started.elapsed();
    dest.write(&made)
        .map_err(|why| Failure::Failed(format!("cannot write {}: {why}", args.output.display())))?;
    let file = (kind.open)(&made)
        .map_err(|e| Failure::Failed(format!("the file just made does not read: {e}")))?;
    outln!(
        "{}: {} boards, {} bytes ({:.3} bits a board); exact tables read in {:.1} s, made in {:.1} s",
        args.output.display(),
        boards_for(file.max_pieces()),
        made.len(),
        8.0 * made.len() as f64 / boards_for(file.max_pieces()).max(1) as f64,
        read_in.as_secs_f64(),
        made_in.as_secs_f64()
    );
    say_bytes_by_pieces(&file.bytes_by_pieces());
    let started = Instant::now();
    let found = file.compare(&tables);
    outln!(
        "every ban-free board's {}: {} compared ({} coded, the rest worked out at the probe), {} differ from the exact tables, {:.1} s",
        kind.what,
        found.boards,
        found.coded,
        found.differ,
        started.elapsed().as_secs_f64()
    );
    let mut wrong = found.differ;
    if let Some(path) = &args.also_check {
        let other = read(path)?;
        let other = (kind.open)(&other)
            .map_err(|e| Failure::Usage(format!("cannot use {}: {e}", path.display())))?;
        let found = other.compare(&tables);
        outln!(
            "{}: {} ban-free boards compared, {} differ from the exact tables",
            path.display(),
            found.boards,
            found.differ
        );
        wrong += found.differ;
    }
    let mut rng = Rng::new(args.seed);
    for pieces in 2..=u32::from(file.max_pieces()) {
        if args.check_bans == 0 {
            break;
        }
        let (mut settled, mut differ, mut banned) = (0u64, 0u64, 0u64);
        let started = Instant::now();
        for _ in 0..args.check_bans {
            let w = 1 + rng.below(pieces - 1);
            let Some(pos) = random_position(&mut rng, w, pieces - w) else {
                continue;
            };
            let s = pos.to_setup();
            banned += u64::from(!(s.no_east | s.no_west).is_empty());
            if let Some(agrees) = file.settles(&pos, &tables) {
                settled += 1;
                differ += u64::from(!agrees);
            }
        }
        let per = started.elapsed().as_secs_f64() * 1e6 / args.check_bans as f64;
        outln!(
            "  {pieces} pieces: {} random positions ({banned} with bans): {settled} settled, {differ} differ, {:.0} µs a probe",
            args.check_bans,
            per
        );
        wrong += differ;
    }
    if wrong > 0 {
        return Err(Failure::Failed(format!(
            "the {} file disagrees with the exact tables {wrong} times",
            kind.what
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use alquerque_core::tables::{Held, Winners};

    use super::*;

    fn at(text: &str) -> Position {
        text.parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("a position")
    }

    /// A file of this test's own in the system's temporary directory.
    fn written(name: &str, bytes: &[u8]) -> PathBuf {
        let path =
            std::env::temp_dir().join(format!("alquerque-load-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).expect("written");
        path
    }

    #[test]
    fn each_file_named_takes_the_place_of_the_built_in_file_of_its_kind() {
        let stop = AtomicBool::new(false);
        let winners = Winners::build(3, Held::Whole, 1, &|_| {}, &stop).expect("builds");
        let win_loss = written(
            "win-loss-3",
            &winners.to_win_loss_bytes(WDL_BLOCK_BOARDS).expect("made"),
        );
        let exact = written(
            "exact-3",
            &Tables::build(3, 1, &|_| {}, &stop)
                .expect("builds")
                .to_bytes_in_blocks(TABLE_BLOCK_VALUES, 1),
        );
        let garbage = written("garbage", b"ALQUERQUE a saved game, not tables");
        // Eight pieces White wins (`alquerque solve` proves it in 95 million expansions).
        let eight = at("b-b-b/---b-/-----/-w---/w-w-w w - 0");
        let four = at("--b--/-----/-----/-w---/w---b w - 0");

        let built_in = load(&[]).expect("the built-in tables");
        assert_eq!(built_in.wins(&eight), Some(true));
        assert_eq!(built_in.complete_pieces(), Some(4));

        // The win/loss file of three pieces takes the eight's place: eight pieces are beyond
        // it; the exact four and the distances of six stay.
        let named = load(std::slice::from_ref(&win_loss)).expect("a win/loss file");
        assert_eq!(named.wins(&eight), None);
        assert_eq!(named.probe(&four).map(|v| v.plies), Some(7));

        // Exact tables of three pieces take the four's place: the trainer draws from them.
        let named = load(std::slice::from_ref(&exact)).expect("exact tables");
        assert_eq!(named.complete_pieces(), Some(3));
        assert_eq!(named.wins(&eight), Some(true));
        let both = load(&[exact.clone(), win_loss.clone()]).expect("one of each kind");
        assert_eq!(both.complete_pieces(), Some(3));
        assert_eq!(both.wins(&eight), None);

        let refused = |paths: &[PathBuf]| match load(paths) {
            Err(Failure::Usage(why)) => why,
            Err(_) => panic!("not a usage error"),
            Ok(_) => panic!("accepted"),
        };
        let why = refused(&[win_loss.clone(), win_loss.clone()]);
        assert!(why.contains("two win/loss files"), "{why}");
        let why = refused(std::slice::from_ref(&garbage));
        assert!(why.contains("not an endgame table file"), "{why}");
        for path in [win_loss, exact, garbage] {
            let _ = std::fs::remove_file(path);
        }
    }
}
