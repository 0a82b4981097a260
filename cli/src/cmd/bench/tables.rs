//! The endgame tables' figures: the size of a table file by number of pieces, the time of a
//! probe (from the file, decoding a block, and from tables in memory), the time of a build,
//! and what the tables change on the analysis board: the share of its marks that are "not
//! known" over the endgame positions of games the engine plays against itself, without the
//! tables and with them, and the share that say in how many moves.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use alquerque_core::engine::{
    analysis_list_with, settle_not_known, Analysis, AnalysisBudget, MoveValue,
    ANALYSIS_FURTHER_EXPANSIONS, PLIES_BAN_SEARCH_NODES, WDL_BAN_SEARCH_NODES,
};
use alquerque_core::internals::Rng;
use alquerque_core::tables::{
    shipped_layered, PliesFile, Probe, TableFile, Tables, WinLossFile, SHIPPED_PLIES,
    SHIPPED_PLIES_PIECES, SHIPPED_WIN_LOSS, SHIPPED_WIN_LOSS_PIECES,
};
use alquerque_core::Position;

use super::analysis::positions;
use super::line;

/// Endgame positions: the analysis board's figures are taken over positions with at most this
/// many pieces, the bound for "no 'not known' with the tables".
const ENDGAME_PIECES: u32 = 8;
/// Random positions probed for the probe time.
const PROBES: u32 = 20_000;

/// A random position of at most `max_pieces` pieces (each side at least one), either side to
/// move, with a reversal ban on some pieces.
fn random_position(rng: &mut Rng, max_pieces: u8) -> Position {
    let n = 2 + rng.below(u32::from(max_pieces) - 1);
    random_position_of(rng, n as u8)
}

/// A random position of exactly `pieces` pieces (at least two), as [`random_position`].
fn random_position_of(rng: &mut Rng, pieces: u8) -> Position {
    loop {
        if let Some(pos) = rng.position(u32::from(pieces), true) {
            return pos;
        }
    }
}

/// The mean time of a probe of `probe` over `positions`, in nanoseconds.
fn probe_ns(probe: &dyn Probe, positions: &[Position]) -> f64 {
    let t = Instant::now();
    for pos in positions {
        std::hint::black_box(probe.probe(pos));
    }
    t.elapsed().as_nanos() as f64 / positions.len().max(1) as f64
}

/// The mean time of a winner's probe ([`Probe::wins`]) of `probe` over `positions`, in
/// nanoseconds: how long the players of exact values wait for the win/loss file.
fn wins_ns(file: &WinLossFile, positions: &[Position]) -> f64 {
    let t = Instant::now();
    for pos in positions {
        std::hint::black_box(file.wins(pos, WDL_BAN_SEARCH_NODES));
    }
    t.elapsed().as_nanos() as f64 / positions.len().max(1) as f64
}

/// The mean time of a distance's probe of `file` over `positions`, in nanoseconds, and the
/// share of them it works out.
fn plies_ns(file: &PliesFile, positions: &[Position]) -> (f64, f64) {
    let t = Instant::now();
    let known = positions
        .iter()
        .filter(|pos| file.probe(pos, PLIES_BAN_SEARCH_NODES).is_some())
        .count();
    (
        t.elapsed().as_nanos() as f64 / positions.len().max(1) as f64,
        known as f64 / positions.len().max(1) as f64,
    )
}

/// Prints the tables' figures for `file` (`file_len` bytes long); `build_pieces`: the tables
/// built to time a build.
pub(super) fn tables_figures(file: &TableFile<'_>, file_len: usize, build_pieces: u8, quick: bool) {
    line("tables_max_pieces", file.max_pieces());
    line("tables_file_bytes", file_len);
    for (pieces, positions, bytes) in file.bytes_by_pieces() {
        line(&format!("tables_{pieces}_pieces_positions"), positions);
        line(&format!("tables_{pieces}_pieces_bytes"), bytes);
    }

    let stop = AtomicBool::new(false);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let t = Instant::now();
    let built = Tables::build(build_pieces, threads, &|_| {}, &stop);
    let seconds = t.elapsed().as_secs_f64();
    line("tables_build_pieces", build_pieces);
    line("tables_build_threads", threads);
    line("tables_build_seconds", format!("{seconds:.2}"));
    line(
        "tables_build_positions_per_second",
        format!(
            "{:.0}",
            Tables::positions_for(build_pieces) as f64 / seconds
        ),
    );

    let mut rng = Rng::new(0x7AB1E);
    let probes = if quick { PROBES / 10 } else { PROBES };
    let sample: Vec<Position> = (0..probes)
        .map(|_| random_position(&mut rng, file.max_pieces()))
        .collect();
    line(
        "tables_probe_file_ns",
        format!("{:.0}", probe_ns(file, &sample)),
    );
    // The win/loss file the apps ship: its size by number of pieces and its probe, over the
    // positions of its most pieces with random bans (a ban may need the bounded search).
    if let Ok(win_loss) = WinLossFile::parse(SHIPPED_WIN_LOSS) {
        line("win_loss_file_bytes", SHIPPED_WIN_LOSS.len());
        for (pieces, boards, bytes) in win_loss.bytes_by_pieces() {
            line(&format!("win_loss_{pieces}_pieces_boards"), boards);
            line(&format!("win_loss_{pieces}_pieces_bytes"), bytes);
        }
        let largest: Vec<Position> = (0..probes / 10)
            .map(|_| random_position_of(&mut rng, SHIPPED_WIN_LOSS_PIECES))
            .collect();
        // Twice: the first pass decodes the blocks (kept from then on), the second reads them.
        for pass in ["cold", "warm"] {
            line(
                &format!("win_loss_probe_{pass}_ns"),
                format!("{:.0}", wins_ns(&win_loss, &largest)),
            );
        }
    }
    // The distance file the apps ship: the same, with the share of those positions (random
    // bans, the hardest case) whose distance its bounded search works out.
    if let Ok(plies) = PliesFile::parse(SHIPPED_PLIES) {
        line("plies_file_bytes", SHIPPED_PLIES.len());
        for (pieces, boards, bytes) in plies.bytes_by_pieces() {
            line(&format!("plies_{pieces}_pieces_boards"), boards);
            line(&format!("plies_{pieces}_pieces_bytes"), bytes);
        }
        let largest: Vec<Position> = (0..probes / 10)
            .map(|_| random_position_of(&mut rng, SHIPPED_PLIES_PIECES))
            .collect();
        for pass in ["cold", "warm"] {
            let (ns, known) = plies_ns(&plies, &largest);
            line(&format!("plies_probe_{pass}_ns"), format!("{ns:.0}"));
            line(&format!("plies_probe_{pass}_known"), format!("{known:.3}"));
        }
    }
    if let Ok(memory) = &built {
        let small: Vec<Position> = (0..probes)
            .map(|_| random_position(&mut rng, build_pieces))
            .collect();
        line(
            "tables_probe_memory_ns",
            format!("{:.0}", probe_ns(memory, &small)),
        );
    }

    // The analysis board on the endgame positions of self-played games, without tables, with
    // the exact tables of `file`, and with the tables the apps ship (the exact four pieces
    // over the win/loss and distance files).
    let endgames: Vec<Position> = positions(if quick { 4 } else { 12 })
        .into_iter()
        .filter(|p| {
            let s = p.to_setup();
            s.white.count() + s.black.count() <= ENDGAME_PIECES
        })
        .collect();
    line("tables_analysis_positions", endgames.len());
    let layered = shipped_layered(WDL_BAN_SEARCH_NODES, PLIES_BAN_SEARCH_NODES).ok();
    let shipped_files = layered.as_ref().map(|l| l as &dyn Probe);
    for (name, tables) in [
        ("without", None),
        ("with", Some(file as &dyn Probe)),
        ("with_shipped", shipped_files),
    ] {
        if name == "with_shipped" && tables.is_none() {
            continue;
        }
        let (mut marks, mut not_known, mut distance) = (0u64, 0u64, 0u64);
        // The marks of moves that leave at most the distance file's pieces, and of those the
        // ones with a distance.
        let (mut within, mut within_distance) = (0u64, 0u64);
        let started = Instant::now();
        for pos in &endgames {
            let Some(a) = Analysis::with_tables(pos, AnalysisBudget::PHONE, &stop, tables) else {
                continue;
            };
            marks += a.moves.len() as u64;
            not_known += a
                .moves
                .iter()
                .filter(|m| m.value == MoveValue::NotKnown)
                .count() as u64;
            for m in &a.moves {
                let has_distance = matches!(
                    m.value,
                    MoveValue::Wins { in_moves: Some(_) } | MoveValue::Loses { in_moves: Some(_) }
                );
                distance += u64::from(has_distance);
                if pos.after(m.mv).occupied().count() <= u32::from(SHIPPED_PLIES_PIECES) {
                    within += 1;
                    within_distance += u64::from(has_distance);
                }
            }
        }
        if tables.is_none() {
            line("tables_analysis_marks", marks);
        }
        line(
            &format!("tables_analysis_not_known_{name}_tables"),
            format!("{:.3}", not_known as f64 / marks.max(1) as f64),
        );
        line(
            &format!("tables_analysis_distance_{name}_tables"),
            format!("{:.3}", distance as f64 / marks.max(1) as f64),
        );
        line(
            &format!("tables_analysis_distance_within_plies_file_{name}_tables"),
            format!(
                "{:.3} of {within}",
                within_distance as f64 / within.max(1) as f64
            ),
        );
        line(
            &format!("tables_analysis_ms_{name}_tables"),
            format!(
                "{:.1}",
                started.elapsed().as_secs_f64() * 1e3 / endgames.len().max(1) as f64
            ),
        );
    }
    if let Some(tables) = shipped_files {
        further_rounds(&endgames, tables, &stop);
    }
}

/// The analysis board's further rounds with the shipped tables over the same positions: the
/// share of marks still "not known" once they are done, and the time they took, over the
/// positions that had any to search.
fn further_rounds(endgames: &[Position], tables: &dyn Probe, stop: &AtomicBool) {
    let (mut marks, mut not_known, mut searched) = (0u64, 0u64, 0u64);
    let mut seconds = 0.0;
    for pos in endgames {
        let Some(first) = analysis_list_with(pos, AnalysisBudget::PHONE, 1, stop, Some(tables))
        else {
            continue;
        };
        marks += first.moves.len() as u64;
        let last = if first.goes_further(pos) {
            searched += 1;
            let started = Instant::now();
            let last = settle_not_known(
                pos,
                &first,
                &ANALYSIS_FURTHER_EXPANSIONS,
                stop,
                Some(tables),
                &mut |_| {},
            );
            seconds += started.elapsed().as_secs_f64();
            last
        } else {
            first
        };
        not_known += last
            .moves
            .iter()
            .filter(|m| m.value == MoveValue::NotKnown)
            .count() as u64;
    }
    line(
        "tables_analysis_not_known_further_with_shipped_tables",
        format!("{:.3}", not_known as f64 / marks.max(1) as f64),
    );
    line("tables_analysis_further_positions", searched);
    line(
        "tables_analysis_further_ms_per_position",
        format!("{:.1}", seconds * 1e3 / searched.max(1) as f64),
    );
}
