//! `alquerque solve`: proves who wins a position (the start by default) with the core's
//! proof-number search, writes the proof as a certificate, and checks certificates.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use alquerque_core::internals::{certify, CertifyStats, Dfpn, DfpnStats, Value};
use alquerque_core::proof::certificate::Certificate;
use alquerque_core::PositionText;
use alquerque_core::{Move, Position};

use crate::failure::{Failure, Outcome, Status};
use crate::files::{self, Destination};

/// Arguments of `alquerque solve`.
#[derive(clap::Args)]
pub struct SolveArgs {
    /// The position to solve (the start by default). Only the default rules can be solved:
    /// the others have draws.
    #[command(flatten)]
    position: crate::cmd::position::PositionArgs,
    /// The proof table's memory budget in MiB; when it is full, cheap results are replaced.
    #[arg(long, default_value_t = 1024)]
    memory: usize,
    /// Threads for proving the first moves, each with its own table of MEMORY / N beside the
    /// root's (the root's proof itself runs on one thread). Measured: separate tables lose the
    /// sharing between the moves' proofs, so two threads did more work and took longer than
    /// one on a two-core machine; the default is one.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Write the proof to this certificate file.
    #[arg(long)]
    certificate: Option<PathBuf>,
    /// Where the certificate may stop: the bounded search must find the win within this many
    /// of the winner's own moves (the checker repeats that search), 0 to 3.
    #[arg(long, default_value_t = 2,
          value_parser = clap::value_parser!(u8).range(0..=i64::from(Certificate::MAX_LEAF_MOVES)))]
    leaf_moves: u8,
    /// Give up after this many expansions (default: no limit).
    #[arg(long)]
    max_expansions: Option<u64>,
    /// With --from: write to --certificate only the top of that certificate, the entries within
    /// this many plies of its root (what the core ships for the Perfect level).
    #[arg(long, requires_all = ["from", "certificate"])]
    top: Option<u32>,
    /// The certificate to cut with --top.
    #[arg(long, value_name = "FILE", requires = "top")]
    from: Option<PathBuf>,
    /// Only check the certificate FILE with the independent checker, and say whether it holds.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["set", "position", "record", "certificate", "threads"])]
    check: Option<PathBuf>,
}

/// The process's peak resident memory in bytes, where the system reports it (Linux).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

fn mib(bytes: u64) -> String {
    format!("{:.0} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// A progress line on standard error, only when it is a terminal, at most every 200 ms.
struct ProgressLine {
    tty: bool,
    start: Instant,
    last: Instant,
    shown: bool,
}

impl ProgressLine {
    fn new(start: Instant) -> ProgressLine {
        ProgressLine {
            tty: io::stderr().is_terminal(),
            start,
            last: start,
            shown: false,
        }
    }

    fn show(&mut self, text: impl FnOnce() -> String) {
        if !self.tty || self.last.elapsed() < Duration::from_millis(200) {
            return;
        }
        self.last = Instant::now();
        self.shown = true;
        let secs = self.start.elapsed().as_secs_f64();
        eprint!("\r\x1b[K{:>7.1} s  {}", secs, text());
        let _ = io::stderr().flush();
    }

    fn clear(&mut self) {
        if self.shown {
            eprint!("\r\x1b[K");
            let _ = io::stderr().flush();
            self.shown = false;
        }
    }
}

fn dfpn_line(s: &DfpnStats, start: Instant) -> String {
    let rate = s.expansions as f64 / start.elapsed().as_secs_f64().max(1e-3);
    format!(
        "{} expansions ({:.2} M/s), table {:.0}% full, {} replaced, root pn {} dn {}  (Ctrl-C stops)",
        s.expansions,
        rate / 1e6,
        100.0 * s.entries_used as f64 / s.capacity.max(1) as f64,
        s.replaced,
        number(s.root.0),
        number(s.root.1),
    )
}

fn number(n: u32) -> String {
    if n == u32::MAX {
        "∞".to_string()
    } else {
        n.to_string()
    }
}

fn side_text(pos: &Position, v: Value) -> String {
    let mover = pos.turn();
    match v {
        Value::Win => format!("{mover} to move wins"),
        Value::Loss => format!("{mover} to move loses ({} wins)", mover.other()),
        Value::Unknown => "not proved".to_string(),
    }
}

/// A first move's value for the side playing it, from the value of the position after it.
fn first_move_text(after: Value) -> &'static str {
    match after {
        Value::Loss => "wins",
        Value::Win => "loses",
        Value::Unknown => "not proved",
    }
}

/// Runs `alquerque solve`: checks a certificate, cuts one, or proves a position in turn: the
/// root, the certificate (which needs only the root's proof), every first move, then the
/// figures.
pub fn run(args: SolveArgs) -> Outcome {
    let stop = stop_on_ctrl_c();
    if let Some(file) = &args.check {
        return check(file, &stop);
    }
    if let (Some(plies), Some(from), Some(to)) = (args.top, &args.from, &args.certificate) {
        return cut_top(from, plies, to);
    }
    // Where the certificate goes is checked before the proof, which may take hours.
    let certificate = match &args.certificate {
        Some(path) => {
            let inputs: Vec<&Path> = args.position.record.iter().map(|p| p.as_path()).collect();
            Some(destination(path, &inputs)?)
        }
        None => None,
    };
    let (root, memory) = root_and_memory(&args)?;
    Solve::new(&args, root, memory, &stop, certificate)?.run()
}

/// The file at `path` checked for writing (see [`Destination::check`]), or why not.
fn destination(path: &Path, inputs: &[&Path]) -> Result<Destination, Failure> {
    Destination::check(path, inputs)
        .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))
}

/// A stop flag that Ctrl-C sets; a second Ctrl-C ends the program at once (status 130).
fn stop_on_ctrl_c() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let installed = ctrlc::set_handler(move || {
        if flag.swap(true, Ordering::SeqCst) {
            // A second Ctrl-C: the user does not want to wait for the summary.
            std::process::exit(130);
        }
    });
    if let Err(e) = installed {
        eprintln!("alquerque solve: Ctrl-C will not stop cleanly ({e})");
    }
    stop
}

/// The position to prove and the table's budget in bytes, or why they cannot be used: only
/// rules without draws can be proved, and the budget and threads must be sane.
fn root_and_memory(args: &SolveArgs) -> Result<(Position, usize), Failure> {
    let root = args.position.position().map_err(Failure::Usage)?;
    let rules = root.rules();
    if rules.has_draws() {
        return Err(Failure::Usage(format!(
            "under '{rules}' positions can repeat and games can be drawn; the proof search \
             handles only the default rules (standard variant, reversal banned), where every \
             game ends with a winner, so it proves nothing here"
        )));
    }
    if args.memory == 0 || args.threads == 0 || args.threads > 64 {
        return Err(Failure::Usage(
            "--memory must be positive and --threads 1 to 64".to_string(),
        ));
    }
    let memory = args
        .memory
        .checked_mul(1 << 20)
        .ok_or_else(|| Failure::Usage(format!("--memory {} MiB is too large", args.memory)))?;
    Ok((root, memory))
}

/// One proof under way: the position, its table, and what is shown while it runs.
struct Solve<'a> {
    args: &'a SolveArgs,
    root: Position,
    memory: usize,
    stop: &'a AtomicBool,
    start: Instant,
    /// The expansions each search may spend.
    limit: u64,
    progress: ProgressLine,
    dfpn: Dfpn,
    /// Where the certificate goes, checked before the work.
    certificate: Option<Destination>,
}

impl<'a> Solve<'a> {
    fn new(
        args: &'a SolveArgs,
        root: Position,
        memory: usize,
        stop: &'a AtomicBool,
        certificate: Option<Destination>,
    ) -> Result<Self, Failure> {
        let start = Instant::now();
        let dfpn = Dfpn::try_new(memory).map_err(|e| Failure::Failed(e.to_string()))?;
        Ok(Solve {
            args,
            root,
            memory,
            stop,
            start,
            limit: args.max_expansions.unwrap_or(u64::MAX),
            progress: ProgressLine::new(start),
            dfpn,
            certificate,
        })
    }

    fn run(mut self) -> Outcome {
        outln!("rules: {}", self.root.rules());
        outln!("position: {}", PositionText::from_position(&self.root));
        outln!(
            "table: up to {} ({} entries of {} bytes), growing as it fills",
            mib((self.dfpn.stats().max_capacity as usize * Dfpn::ENTRY_BYTES) as u64),
            self.dfpn.stats().max_capacity,
            Dfpn::ENTRY_BYTES
        );
        crate::out::flush();
        let value = self.prove_root()?;
        let root_expansions = self.dfpn.stats().expansions;
        let certified = self.write_certificate(value)?;
        let (first, extra_expansions) = self.prove_first_moves();
        self.print_figures(&first, root_expansions, extra_expansions);
        if self.stop.load(Ordering::Relaxed) {
            outln!("stopped by Ctrl-C: only what is listed above as proved is proved");
            return Err(Failure::Said(Status::Interrupted));
        }
        if value == Value::Unknown || (self.args.certificate.is_some() && !certified) {
            return Err(Failure::Said(Status::Failed));
        }
        Ok(())
    }

    /// Step 1, the root: who wins it, if the search proves it within its budget.
    fn prove_root(&mut self) -> Result<Value, Failure> {
        let start = self.start;
        let progress = &mut self.progress;
        let value = self
            .dfpn
            .solve(&self.root, self.limit, self.stop, &mut |s| {
                progress.show(|| dfpn_line(s, start))
            })
            .map_err(|e| Failure::Usage(e.to_string()))?;
        self.progress.clear();
        outln!("value: {}", side_text(&self.root, value));
        outln!(
            "proof of the root: {} expansions in {:.1} s",
            self.dfpn.stats().expansions,
            self.start.elapsed().as_secs_f64()
        );
        crate::out::flush();
        Ok(value)
    }

    /// Step 2, the certificate, where one was asked for and the root is proved: whether it was
    /// written. A file that cannot be written is a failure; a proof the walk could not finish
    /// is said and leaves it unwritten.
    fn write_certificate(&mut self, value: Value) -> Result<bool, Failure> {
        let Some(dest) = self.certificate.clone() else {
            return Ok(false);
        };
        let path = dest.path();
        if value == Value::Unknown {
            outln!("certificate: not written, the root is not proved");
            return Ok(false);
        }
        let (start, leaf_moves) = (self.start, self.args.leaf_moves);
        let progress = &mut self.progress;
        let result = certify(
            &mut self.dfpn,
            &self.root,
            leaf_moves,
            self.stop,
            &mut |s: &DfpnStats, c: &CertifyStats| {
                progress.show(|| {
                    format!(
                        "certificate: {} entries, {} search leaves, {} loser positions; {}",
                        c.entries,
                        c.search_leaves,
                        c.loser_positions,
                        dfpn_line(s, start)
                    )
                })
            },
        );
        self.progress.clear();
        let (cert, c) = match result {
            Ok(written) => written,
            Err(e) => {
                outln!("certificate: not written ({e})");
                return Ok(false);
            }
        };
        let bytes = cert.encode();
        dest.write(&bytes)
            .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", path.display())))?;
        outln!(
            "certificate: {} ({} bytes): {} winner-to-move positions with a move, {} \
             left to the {}-move search, {} loser-to-move positions",
            path.display(),
            bytes.len(),
            c.entries,
            c.search_leaves,
            leaf_moves,
            c.loser_positions
        );
        Ok(true)
    }

    /// Step 3, every first move: what the table already knows of it, else a search of its
    /// own. The moves' values, and the expansions spent in other threads' tables.
    fn prove_first_moves(&mut self) -> (Vec<(Move, Value)>, u64) {
        let root = self.root;
        let mut first: Vec<(Move, Value)> = root
            .legal_moves()
            .iter()
            .map(|&m| (m, self.dfpn.value(&root.after(m))))
            .collect();
        if self.args.threads > 1 {
            let spent =
                first_moves_in_threads(&root, &mut first, self.args, self.memory, self.stop);
            return (first, spent);
        }
        let start = self.start;
        for (m, v) in first.iter_mut() {
            if *v != Value::Unknown || self.stop.load(Ordering::Relaxed) {
                continue;
            }
            let progress = &mut self.progress;
            *v = self
                .dfpn
                .solve(&root.after(*m), self.limit, self.stop, &mut |s| {
                    progress.show(|| format!("{m}: {}", dfpn_line(s, start)))
                })
                .unwrap_or(Value::Unknown);
            self.progress.clear();
            if *v != Value::Unknown {
                outln!("  proved {m}: {}", first_move_text(*v));
                crate::out::flush();
            }
        }
        (first, 0)
    }

    /// Step 4, the first moves' values and the figures: expansions, time, the table, memory.
    fn print_figures(&self, first: &[(Move, Value)], root_expansions: u64, extra: u64) {
        outln!("first moves (value for {}):", self.root.turn());
        for (m, v) in first {
            outln!("  {:<16} {}", m.to_string(), first_move_text(*v));
        }
        let s = self.dfpn.stats();
        outln!(
            "expansions: {} (root {root_expansions})",
            s.expansions + extra
        );
        outln!("time: {:.1} s", self.start.elapsed().as_secs_f64());
        outln!(
            "table: {} of {} entries used ({}), {} replaced",
            s.entries_used,
            s.capacity,
            mib(self.dfpn.table_bytes() as u64),
            s.replaced
        );
        if s.growth_refused {
            outln!(
                "table: the system refused the memory to grow beyond {}, so it stayed there",
                mib(self.dfpn.table_bytes() as u64)
            );
        }
        match peak_memory() {
            Some(b) => outln!("peak memory: {}", mib(b)),
            None => outln!("peak memory: not reported by this system"),
        }
    }
}

/// Proves the first moves not yet proved on `args.threads` threads, each with its own table;
/// returns the expansions spent.
fn first_moves_in_threads(
    root: &Position,
    first: &mut [(Move, Value)],
    args: &SolveArgs,
    memory: usize,
    stop: &AtomicBool,
) -> u64 {
    let todo: Vec<usize> = (0..first.len())
        .filter(|&i| first[i].1 == Value::Unknown)
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let limit = args.max_expansions.unwrap_or(u64::MAX);
    let per_thread = memory / args.threads;
    let results: Vec<(usize, Value, u64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..args.threads.min(todo.len()))
            .map(|_| {
                let (todo, next, first) = (&todo, &next, &*first);
                scope.spawn(move || {
                    let mut out = Vec::new();
                    let Ok(mut dfpn) = Dfpn::try_new(per_thread) else {
                        return out; // its moves stay unproved
                    };
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&i) = todo.get(k) else { break };
                        let before = dfpn.stats().expansions;
                        let v = dfpn
                            .solve(&root.after(first[i].0), limit, stop, &mut |_| {})
                            .unwrap_or(Value::Unknown);
                        out.push((i, v, dfpn.stats().expansions - before));
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut spent = 0;
    for (i, v, n) in results {
        first[i].1 = v;
        spent += n;
    }
    spent
}

/// `alquerque solve --top PLIES --from FILE --certificate OUT`.
fn cut_top(from: &Path, plies: u32, to: &Path) -> Outcome {
    let dest = destination(to, &[from])?;
    let cert = files::read(from, files::CERTIFICATE)
        .map_err(String::from)
        .and_then(|b| Certificate::decode(&b).map_err(|e| e.to_string()))
        .map_err(|e| Failure::Usage(format!("{}: {e}", from.display())))?;
    let top = cert.top(plies);
    let bytes = top.encode();
    dest.write(&bytes)
        .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", to.display())))?;
    outln!(
        "top {plies} plies: {} of {} entries, {} bytes, written to {}",
        top.len(),
        cert.len(),
        bytes.len(),
        to.display()
    );
    Ok(())
}

/// `alquerque solve --check FILE`.
fn check(file: &Path, stop: &AtomicBool) -> Outcome {
    let start = Instant::now();
    let bytes = files::read(file, files::CERTIFICATE)
        .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", file.display())))?;
    let cert = match Certificate::decode(&bytes) {
        Ok(c) => c,
        Err(e) => {
            outln!("REJECTED: {e}");
            return Err(Failure::Said(Status::Failed));
        }
    };
    let root = Position::from_setup(&cert.root, cert.rules);
    outln!("rules: {}", cert.rules);
    if let Ok(r) = &root {
        outln!("position: {}", PositionText::from_position(r));
    }
    outln!(
        "claim: {} wins; {} entries, leaves searched to {} moves",
        cert.winner,
        cert.len(),
        cert.leaf_moves
    );
    let mut progress = ProgressLine::new(start);
    let result = cert.check(stop, &mut |n| {
        progress.show(|| format!("{n} positions walked  (Ctrl-C stops)"))
    });
    progress.clear();
    let elapsed = start.elapsed().as_secs_f64();
    match result {
        Ok(r) => {
            outln!(
                "ACCEPTED: {} wins. Walked {} winner-to-move and {} loser-to-move positions; \
                 {} won outright, {} won by the {}-move search; {} of {} entries used",
                cert.winner,
                r.winner_positions,
                r.loser_positions,
                r.won_outright,
                r.won_by_search,
                cert.leaf_moves,
                r.entries_used,
                cert.len()
            );
            outln!("time: {elapsed:.1} s");
            if let Some(b) = peak_memory() {
                outln!("peak memory: {}", mib(b));
            }
            Ok(())
        }
        Err(e) => {
            outln!("REJECTED: {e}");
            outln!("time: {elapsed:.1} s");
            Err(Failure::Said(Status::Failed))
        }
    }
}
