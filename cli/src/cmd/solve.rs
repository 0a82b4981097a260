//! `alquerque solve`: proves who wins a position (the start by default) with the core's
//! proof-number search, writes the proof as a certificate, and checks certificates.

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use alquerque_core::internals::{certify, CertifyStats, Dfpn, DfpnStats, Value};
use alquerque_core::proof::certificate::Certificate;
use alquerque_core::PositionText;
use alquerque_core::{Move, Position};

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
    /// of the winner's own moves (the checker repeats that search).
    #[arg(long, default_value_t = 2)]
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

/// Runs `alquerque solve`.
pub fn run(args: SolveArgs) -> ExitCode {
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        let installed = ctrlc::set_handler(move || {
            if stop.swap(true, Ordering::SeqCst) {
                // A second Ctrl-C: the user does not want to wait for the summary.
                std::process::exit(130);
            }
        });
        if let Err(e) = installed {
            eprintln!("alquerque solve: Ctrl-C will not stop cleanly ({e})");
        }
    }
    if let Some(file) = &args.check {
        return check(file, &stop);
    }
    if let (Some(plies), Some(from), Some(to)) = (args.top, &args.from, &args.certificate) {
        return cut_top(from, plies, to);
    }
    let root = match args.position.position() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("alquerque solve: {e}");
            return ExitCode::from(2);
        }
    };
    let rules = root.rules();
    if rules.has_draws() {
        eprintln!(
            "alquerque solve: under '{rules}' positions can repeat and games can be drawn; the \
             proof search handles only the default rules (standard variant, reversal banned), \
             where every game ends with a winner, so it proves nothing here"
        );
        return ExitCode::from(2);
    }
    if args.memory == 0 || args.threads == 0 || args.threads > 64 {
        eprintln!("alquerque solve: --memory must be positive and --threads 1 to 64");
        return ExitCode::from(2);
    }
    let Some(memory) = args.memory.checked_mul(1 << 20) else {
        eprintln!("alquerque solve: --memory {} MiB is too large", args.memory);
        return ExitCode::from(2);
    };
    println!("rules: {rules}");
    println!("position: {}", PositionText::from_position(&root));
    let start = Instant::now();
    let limit = args.max_expansions.unwrap_or(u64::MAX);
    let mut progress = ProgressLine::new(start);
    let mut dfpn = Dfpn::new(memory);
    println!(
        "table: up to {} ({} entries of {} bytes), growing as it fills",
        mib((dfpn.stats().max_capacity as usize * Dfpn::ENTRY_BYTES) as u64),
        dfpn.stats().max_capacity,
        Dfpn::ENTRY_BYTES
    );
    let _ = io::stdout().flush();

    // 1. The root.
    let value = match dfpn.solve(&root, limit, &stop, &mut |s| {
        progress.show(|| dfpn_line(s, start))
    }) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("alquerque solve: {e}");
            return ExitCode::from(2);
        }
    };
    progress.clear();
    let root_time = start.elapsed();
    let root_expansions = dfpn.stats().expansions;
    println!("value: {}", side_text(&root, value));
    println!(
        "proof of the root: {root_expansions} expansions in {:.1} s",
        root_time.as_secs_f64()
    );
    let _ = io::stdout().flush();

    // 2. The certificate.
    let mut cert_written = None;
    if let Some(path) = &args.certificate {
        if value == Value::Unknown {
            println!("certificate: not written, the root is not proved");
        } else {
            let result = certify(
                &mut dfpn,
                &root,
                args.leaf_moves,
                &stop,
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
            progress.clear();
            match result {
                Ok((cert, c)) => {
                    let bytes = cert.encode();
                    if let Err(e) = std::fs::write(path, &bytes) {
                        eprintln!("alquerque solve: cannot write {}: {e}", path.display());
                        return ExitCode::FAILURE;
                    }
                    println!(
                        "certificate: {} ({} bytes): {} winner-to-move positions with a move, {} \
                         left to the {}-move search, {} loser-to-move positions",
                        path.display(),
                        bytes.len(),
                        c.entries,
                        c.search_leaves,
                        args.leaf_moves,
                        c.loser_positions
                    );
                    cert_written = Some(c);
                }
                Err(e) => println!("certificate: not written ({e})"),
            }
        }
    }
    // 3. Every first move (after the certificate, which needs only the root's proof).
    let moves = root.legal_moves().into_vec();
    let mut first: Vec<(Move, Value)> = moves
        .iter()
        .map(|&m| (m, dfpn.value(&root.after(m))))
        .collect();
    let mut extra_expansions = 0;
    if args.threads > 1 {
        extra_expansions = first_moves_in_threads(&root, &mut first, &args, memory, &stop);
    } else {
        for (m, v) in first.iter_mut() {
            if *v != Value::Unknown || stop.load(Ordering::Relaxed) {
                continue;
            }
            let child = root.after(*m);
            *v = dfpn
                .solve(&child, limit, &stop, &mut |s| {
                    progress.show(|| format!("{m}: {}", dfpn_line(s, start)))
                })
                .unwrap_or(Value::Unknown);
            progress.clear();
            if *v != Value::Unknown {
                println!("  proved {m}: {}", first_move_text(*v));
                let _ = io::stdout().flush();
            }
        }
    }
    println!("first moves (value for {}):", root.turn());
    for (m, v) in &first {
        println!("  {:<16} {}", m.to_string(), first_move_text(*v));
    }

    let s = dfpn.stats();
    println!(
        "expansions: {} (root {root_expansions})",
        s.expansions + extra_expansions
    );
    println!("time: {:.1} s", start.elapsed().as_secs_f64());
    println!(
        "table: {} of {} entries used ({}), {} replaced",
        s.entries_used,
        s.capacity,
        mib(dfpn.table_bytes() as u64),
        s.replaced
    );
    match peak_memory() {
        Some(b) => println!("peak memory: {}", mib(b)),
        None => println!("peak memory: not reported by this system"),
    }
    if stop.load(Ordering::Relaxed) {
        println!("stopped by Ctrl-C: only what is listed above as proved is proved");
        return ExitCode::from(130);
    }
    if value == Value::Unknown || (args.certificate.is_some() && cert_written.is_none()) {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
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
                    let mut dfpn = Dfpn::new(per_thread);
                    let mut out = Vec::new();
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
fn cut_top(from: &PathBuf, plies: u32, to: &PathBuf) -> ExitCode {
    let cert = match std::fs::read(from)
        .map_err(|e| e.to_string())
        .and_then(|b| Certificate::decode(&b).map_err(|e| e.to_string()))
    {
        Ok(c) => c,
        Err(e) => {
            eprintln!("alquerque solve: {}: {e}", from.display());
            return ExitCode::from(2);
        }
    };
    let top = cert.top(plies);
    let bytes = top.encode();
    if let Err(e) = std::fs::write(to, &bytes) {
        eprintln!("alquerque solve: cannot write {}: {e}", to.display());
        return ExitCode::FAILURE;
    }
    println!(
        "top {plies} plies: {} of {} entries, {} bytes, written to {}",
        top.len(),
        cert.len(),
        bytes.len(),
        to.display()
    );
    ExitCode::SUCCESS
}

/// `alquerque solve --check FILE`.
fn check(file: &PathBuf, stop: &AtomicBool) -> ExitCode {
    let start = Instant::now();
    let bytes = match std::fs::read(file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("alquerque solve: cannot read {}: {e}", file.display());
            return ExitCode::from(2);
        }
    };
    let cert = match Certificate::decode(&bytes) {
        Ok(c) => c,
        Err(e) => {
            println!("REJECTED: {e}");
            return ExitCode::FAILURE;
        }
    };
    let root = Position::from_setup(&cert.root, cert.rules);
    println!("rules: {}", cert.rules);
    if let Ok(r) = &root {
        println!("position: {}", PositionText::from_position(r));
    }
    println!(
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
            println!(
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
            println!("time: {elapsed:.1} s");
            if let Some(b) = peak_memory() {
                println!("peak memory: {}", mib(b));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("REJECTED: {e}");
            println!("time: {elapsed:.1} s");
            ExitCode::FAILURE
        }
    }
}
