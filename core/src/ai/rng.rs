//! A small, fast, seedable random number generator (SplitMix64 seeding xoshiro256++), so
//! searches are reproducible for a given seed without a dependency.

/// xoshiro256++: fast, good quality, 256 bits of state.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator whose whole sequence is determined by `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut z = seed;
        let mut next = || {
            z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut x = z;
            x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            x ^ (x >> 31)
        };
        Rng {
            s: [next(), next(), next(), next()],
        }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..n` (`n` > 0), by Lemire's multiply-shift (bias below 2^-32 for
    /// the small `n` used here).
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }

    /// A uniform float in `[0, 1)`.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A fresh seed for a sub-generator (another thread, another game).
    pub fn fork(&mut self) -> u64 {
        self.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_spread() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        let mut counts = [0u32; 5];
        for _ in 0..10_000 {
            let x = a.below(5);
            assert_eq!(x, b.below(5));
            counts[x as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (1800..2200).contains(&c)),
            "{counts:?}"
        );
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
        let u = a.unit();
        assert!((0.0..1.0).contains(&u));
    }
}
