//! Endgame table files (`TableFile::parse`): no bytes make the decoder panic; a file it
//! accepts decodes in full or is refused with a reason, and what decodes writes back to a file
//! that reads as the same tables.

use alquerque_core::engine::TABLE_BLOCK_VALUES;
use alquerque_core::internals::seal_tables;
use alquerque_core::tables::TableFile;

/// Reads `data` as a table file and checks what reads.
///
/// Random bytes almost never carry the right checksums, so a fuzzer would only ever test the
/// checksums: when the first byte is odd, the rest has its header's, index's and blocks'
/// checksums put right first (where its sizes leave room for them), so the coder and the
/// header's checks are reached; when it is even, the rest is read as it is.
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let bytes = if mode % 2 == 1 {
        seal_tables(rest)
    } else {
        rest.to_vec()
    };
    let file = match TableFile::parse(&bytes) {
        Ok(file) => file,
        Err(e) => {
            assert!(!e.to_string().is_empty(), "a refusal without words");
            return;
        }
    };
    let tables = match file.to_tables() {
        Ok(tables) => tables,
        Err(e) => {
            assert!(!e.to_string().is_empty(), "a refusal without words");
            return;
        }
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
