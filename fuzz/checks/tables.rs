//! Endgame table files (`TableFile::parse`): no bytes make the decoder panic; a file it
//! accepts decodes in full or is refused with a reason, and what decodes writes back to a file
//! that reads as the same tables.

use alquerque_core::engine::TABLE_BLOCK_VALUES;
use alquerque_core::internals::seal_tables;
use alquerque_core::tables::TableFile;

/// Reads `data` as a table file and checks what reads.
pub fn check(data: &[u8]) {
    let Some(bytes) = table_bytes(data) else {
        return;
    };
    let file = match TableFile::parse(&bytes) {
        Ok(file) => file,
        Err(e) => return refused(e),
    };
    let tables = match file.to_tables() {
        Ok(tables) => tables,
        Err(e) => return refused(e),
    };
    let written = tables.to_bytes_in_blocks(TABLE_BLOCK_VALUES, 1);
    let again = TableFile::parse(&written)
        .unwrap_or_else(|e| panic!("written tables do not read back: {e}"));
    let back = again
        .to_tables()
        .unwrap_or_else(|e| panic!("written tables do not decode: {e}"));
    assert_eq!(
        back.to_bytes_in_blocks(TABLE_BLOCK_VALUES, 2),
        written,
        "a second trip changes nothing"
    );
}

/// The bytes a table file check reads from the fuzzer's `data` (`None` for no data).
///
/// Random bytes almost never carry the right checksums, so a fuzzer would only ever test the
/// checksums: when the first byte is odd, the rest has its header's, index's and blocks'
/// checksums put right first (where its sizes leave room for them), so the coder and the
/// header's checks are reached; when it is even, the rest is read as it is. The win/loss file
/// shares the container, so its check (`win_loss.rs`) reads its input the same way.
pub fn table_bytes(data: &[u8]) -> Option<Vec<u8>> {
    let (&mode, rest) = data.split_first()?;
    Some(if mode % 2 == 1 {
        seal_tables(rest)
    } else {
        rest.to_vec()
    })
}

/// A refusal must say why.
pub fn refused(e: impl std::fmt::Display) {
    assert!(!e.to_string().is_empty(), "a refusal without words");
}
