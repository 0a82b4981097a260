//! `alquerque tables winners`: the ban-free win/loss file worked out from the rules alone, two
//! bits a position (`alquerque_core::tables::Winners`), for numbers of pieces whose exact
//! tables do not fit in memory (the exact ones of seven pieces need 47 GiB).

use std::path::PathBuf;
use std::time::Instant;

use alquerque_core::engine::WDL_BLOCK_BOARDS;
use alquerque_core::tables::{boards_for, Held, WinLossFile, Winners, MAX_PIECES};

use super::{read, reporter, say_bytes_by_pieces, threads, within_memory, DEFAULT_MEMORY_MIB};
use crate::failure::{Failure, Outcome, Status};
use crate::files::Destination;

/// Arguments of `alquerque tables winners`.
#[derive(clap::Args)]
pub(super) struct WinnersArgs {
    /// The most pieces of a position in the file.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=MAX_PIECES as i64))]
    pieces: u8,
    /// The win/loss file to write.
    #[arg(long, value_name = "FILE")]
    output: PathBuf,
    /// The memory the build may take, in MiB: a build that needs more is refused before it
    /// starts. Every position is held whole if it fits; else what the positions of fewer
    /// pieces leave goes to a table of positions with bans of the most pieces (the more, the
    /// fewer worked out twice).
    #[arg(long, value_name = "MIB", default_value_t = DEFAULT_MEMORY_MIB)]
    memory: u64,
    /// Threads to build with. Default: the machine's cores.
    #[arg(long)]
    threads: Option<usize>,
    /// A win/loss file (of `tables win-loss`, or the shipped one) to compare with, on every
    /// ban-free board both hold; any difference fails the command.
    #[arg(long, value_name = "FILE")]
    also_check: Vec<PathBuf>,
}

/// Works out the winners, writes the file, says its size and how much of the positions the
/// walks needed, and compares it with `--also-check`'s files.
pub(super) fn winners(args: WinnersArgs) -> Outcome {
    let dest = Destination::check(&args.output, &[])
        .map_err(|why| Failure::Usage(format!("cannot write {}: {why}", args.output.display())))?;
    let pieces = args.pieces;
    // Each board's entry (two bytes) while the file is made; the rest of --memory for the
    // winners, held whole if they fit.
    let entries = boards_for(pieces) * 2;
    let held =
        Held::within(pieces, (args.memory << 20).saturating_sub(entries)).map_err(|least| {
            Failure::Usage(format!(
                "the build needs at least {} MiB, more than --memory {} allows",
                (least + entries).div_ceil(1 << 20),
                args.memory
            ))
        })?;
    within_memory(
        &format!("who wins every position of at most {pieces} pieces"),
        Winners::positions(pieces),
        Winners::memory(pieces, held) + entries,
        args.memory,
    )?;
    if let Held::Table { bytes, whole } = held {
        eprintln!(
            "the positions with bans of more than {whole} pieces go to a table of {} MiB",
            bytes >> 20
        );
    }
    let threads = threads(args.threads);
    let started = Instant::now();
    let progress = reporter("boards", started);
    let (built, interrupted) =
        crate::interrupt::catching(|stop| Winners::build(pieces, held, threads, &progress, stop));
    let winners = match built {
        Ok(winners) => winners,
        Err(_) if interrupted => {
            eprintln!("stopped: nothing written");
            return Err(Failure::Said(Status::Interrupted));
        }
        Err(e) => return Err(Failure::Failed(e.to_string())),
    };
    let built_in = started.elapsed();
    let made = winners
        .to_win_loss_bytes(WDL_BLOCK_BOARDS)
        .map_err(|e| Failure::Failed(e.to_string()))?;
    dest.write(&made)
        .map_err(|why| Failure::Failed(format!("cannot write {}: {why}", args.output.display())))?;
    let file = WinLossFile::parse(&made)
        .map_err(|e| Failure::Failed(format!("the file just made does not read: {e}")))?;
    let positions = Winners::positions(pieces);
    outln!(
        "{}: {} boards, {} bytes ({:.3} bits a board); {} of {positions} positions worked out ({:.1} %) in {:.1} s on {threads} threads",
        args.output.display(),
        boards_for(pieces),
        made.len(),
        8.0 * made.len() as f64 / boards_for(pieces).max(1) as f64,
        winners.worked_out(),
        100.0 * winners.worked_out() as f64 / positions.max(1) as f64,
        built_in.as_secs_f64()
    );
    say_bytes_by_pieces(&file.bytes_by_pieces());
    let mut wrong = 0;
    for path in &args.also_check {
        let bytes = read(path)?;
        let other = WinLossFile::parse(&bytes)
            .map_err(|e| Failure::Usage(format!("cannot use {}: {e}", path.display())))?;
        let found = file.compare_file(&other);
        let same = if bytes == made {
            " (the same bytes)"
        } else {
            ""
        };
        outln!(
            "{}: {} ban-free boards compared, {} differ{same}",
            path.display(),
            found.boards,
            found.differ
        );
        wrong += found.differ;
    }
    if wrong > 0 {
        return Err(Failure::Failed(format!(
            "the win/loss file differs from the files compared {wrong} times"
        )));
    }
    Ok(())
}
