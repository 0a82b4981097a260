//! How many times each position occurs in a line of play, kept as positions come and go: what
//! the repetition draw needs, in constant time whatever the game's length.
//!
//! A game, the forced-win search and the tree search all ask "has this position occurred
//! before?" at every position they reach. Scanning the game's earlier positions made each
//! search slower with every ply of the game (a review of a long game searches every one of its
//! positions); a count kept by key answers at once, and costs one pass over the history per
//! search, not one per position searched.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::position::Position;

/// A position key's occurrences (a key holds the side to move, so equal keys are the same
/// position with the same side to move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct KeyCounts {
    counts: HashMap<u128, u32, BuildHasherDefault<KeyHasher>>,
}

impl KeyCounts {
    /// The counts of `keys`.
    pub(crate) fn from_keys(keys: &[u128]) -> KeyCounts {
        let mut counts = KeyCounts::default();
        counts.add_all(keys);
        counts
    }

    /// One more occurrence of each of `keys`.
    pub(crate) fn add_all(&mut self, keys: &[u128]) {
        self.counts.reserve(keys.len());
        for &k in keys {
            self.add(k);
        }
    }

    /// One more occurrence of `key`.
    pub(crate) fn add(&mut self, key: u128) {
        *self.counts.entry(key).or_insert(0) += 1;
    }

    /// One occurrence of `key` less (none is kept below zero).
    pub(crate) fn remove(&mut self, key: u128) {
        if let Some(n) = self.counts.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                self.counts.remove(&key);
            }
        }
    }

    /// How many times `key` occurs.
    pub(crate) fn count(&self, key: u128) -> u32 {
        // Most searches have no game history to look in: no hash is worked out for them.
        if self.counts.is_empty() {
            return 0;
        }
        self.counts.get(&key).copied().unwrap_or(0)
    }

    /// Forgets every key.
    pub(crate) fn clear(&mut self) {
        self.counts.clear();
    }
}

/// Hashes a position key with the mixing the transposition tables use, instead of SipHash:
/// keys are not chosen by an adversary who could aim at one bucket (they are positions reached
/// by legal play), and this is several times faster on the search's hot path.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write_u128(&mut self, key: u128) {
        self.0 = Position::hash_of_key(key);
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only u128 keys are hashed here; any other input still gets a sound hash.
        for &b in bytes {
            self.0 = crate::mix::mix64(self.0 ^ u64::from(b));
        }
    }
}

/// A line of random play from the start under rules with draws (where positions recur) of
/// at most `plies` moves, the start included: what the repetition tests walk.
#[cfg(test)]
pub(crate) fn wandering_line(seed: u64, plies: usize) -> Vec<Position> {
    use crate::board::rules::Rules;
    let mut rng = crate::search::rng::Rng::new(seed);
    let mut line = vec![Position::new(Rules::with_reversal())];
    for _ in 0..plies {
        let pos = line[line.len() - 1];
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u32) as usize];
        line.push(pos.after(mv));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_follow_adds_and_removes() {
        let mut c = KeyCounts::from_keys(&[5, 7, 5]);
        assert_eq!((c.count(5), c.count(7), c.count(9)), (2, 1, 0));
        c.remove(5);
        c.remove(7);
        c.remove(9);
        assert_eq!((c.count(5), c.count(7), c.count(9)), (1, 0, 0));
        c.add(9);
        assert_eq!(c.count(9), 1);
        assert_eq!(c, KeyCounts::from_keys(&[9, 5]));
        c.clear();
        assert_eq!(c.count(5), 0);
    }
}
