//! The endgame tables every player of exact values consults (issue 47): the core's shipped
//! file ([`SHIPPED`], every position of at most four pieces), handed to the core as bytes,
//! checked once on first use and shared by every screen from then on.

use std::sync::{Arc, OnceLock};

use alquerque_core::tables::{Probe, TableFile, SHIPPED};

/// The shipped tables, checked on first use; `None` only if the bytes built into the library
/// were refused (then every screen answers as it did without tables, and the log says why).
pub(crate) fn endgame_tables() -> Option<Arc<dyn Probe>> {
    static TABLES: OnceLock<Option<Arc<TableFile<'static>>>> = OnceLock::new();
    TABLES
        .get_or_init(|| match TableFile::parse(SHIPPED) {
            Ok(file) => Some(Arc::new(file)),
            Err(e) => {
                log::error!("the shipped endgame tables were refused: {e}");
                None
            }
        })
        .clone()
        .map(|t| t as Arc<dyn Probe>)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_tables_load_once_and_are_shared() {
        let first = endgame_tables().expect("the shipped tables read");
        let again = endgame_tables().expect("the shipped tables read");
        assert!(Arc::ptr_eq(&first, &again));
    }
}
