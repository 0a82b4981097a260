//! A game's number that never changes: what a save, a record opened and a review are told
//! apart and seeded by.

/// A 64-bit fingerprint of `text` (FNV-1a): the same text gives the same number on every
/// machine and in every version, which a hash of the standard library does not promise.
pub(crate) fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_are_fnv1a() {
        // FNV-1a's published values.
        assert_eq!(fingerprint(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fingerprint("a"), 0xaf63_dc4c_8601_ec8c);
        assert_ne!(fingerprint("c2-c3"), fingerprint("c2-c4"));
    }
}
