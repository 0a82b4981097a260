//! The one bit-mixing this crate does where it needs bits spread rather than a stream of
//! random numbers: FNV-1a over bytes, and SplitMix64's increment and finaliser (Steele, Lea and Flood, 2014), the
//! same that seed the engine's generator. Position hashes for the transposition tables and
//! the per-side seeds are built from these; the values they give are part of what is stored
//! and recorded (table layouts, seeds of recorded games), so they never change.

/// 2^64 divided by the golden ratio, odd: SplitMix64's increment. Multiplying a small number by
/// it spreads the number's bits over the whole word, so consecutive inputs land far apart.
pub(crate) const GOLDEN_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's finaliser: a bijection on 64 bits in which every input bit changes about half
/// of the output bits, so a hash of structured data (bitboards) fills a table evenly.
#[inline]
pub(crate) const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// FNV-1a, 64 bits: a checksum of bytes (the proof certificate's) and a spread of a short text
/// into a number (a new game's identifier). It detects damage; it is no defence against
/// forgery, and nothing here asks it to be.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_finaliser_is_splitmix64() {
        // SplitMix64 seeded with 0 yields mix64(GOLDEN_GAMMA) first; its published first
        // output is 0xe220a8397b1dcdaf.
        assert_eq!(mix64(GOLDEN_GAMMA), 0xe220_a839_7b1d_cdaf);
        assert_eq!(mix64(0), 0);
    }

    #[test]
    fn fnv1a64_gives_the_published_values() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
