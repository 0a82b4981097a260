//! The compression of a table's blocks: an adaptive binary range coder (the one of LZMA's
//! literals), each value coded as eight binary decisions down a tree of probabilities chosen
//! by the value before it.
//!
//! Chosen over a static code (Huffman) because it needs no code table in every block, adapts
//! within a block to the distances that class has, and uses the strong dependence of a
//! position's distance on its neighbour's in the index (the same board with other bans, or the
//! next board). Small enough to read in full and to fuzz: the decoder never panics and reads
//! no byte past the block it is handed; what it makes of damaged bytes is caught by the
//! block's checksum before it is asked.

/// Bits of a probability: 2048 is certainty.
const PROB_BITS: u32 = 11;
/// A probability of one.
const PROB_ONE: u16 = 1 << PROB_BITS;
/// How fast a probability follows the bits it sees: it moves 1/32 of the way each time.
const ADAPT_SHIFT: u32 = 5;
/// The coder's range is kept at least this wide; below it, a byte is shifted out.
const TOP: u32 = 1 << 24;
/// The contexts a value is coded in: the value before it, the larger ones sharing the last.
const CONTEXTS: usize = 16;
/// The bytes a coded block starts with before its first decision: the first is always 0.
const HEAD_BYTES: usize = 5;

/// The probabilities of one block, each context's tree of 255 decisions (index 1 upward).
struct Model([[u16; 256]; CONTEXTS]);

impl Model {
    fn new() -> Model {
        Model([[PROB_ONE / 2; 256]; CONTEXTS])
    }

    /// The tree of the value after `prev`.
    fn tree(&mut self, prev: u8) -> &mut [u16; 256] {
        &mut self.0[(prev as usize).min(CONTEXTS - 1)]
    }
}

/// Codes `values` as one block.
pub(crate) fn encode(values: &[u8]) -> Vec<u8> {
    let mut enc = Encoder {
        low: 0,
        range: u32::MAX,
        cache: 0,
        pending: 1,
        out: Vec::with_capacity(values.len() / 4 + 16),
    };
    let mut model = Model::new();
    let mut prev = 0;
    for &v in values {
        let tree = model.tree(prev);
        let mut node = 1;
        for i in (0..8).rev() {
            let bit = (v >> i) & 1;
            enc.bit(&mut tree[node], bit == 1);
            node = node * 2 + bit as usize;
        }
        prev = v;
    }
    for _ in 0..HEAD_BYTES {
        enc.shift_low();
    }
    enc.out
}

/// Why a block's bytes are no coded block.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum CoderError {
    /// The block ends before its values do.
    Truncated,
    /// The block does not begin as every coded block does.
    BadStart,
}

/// Decodes `len` values from one block's bytes.
pub(crate) fn decode(bytes: &[u8], len: usize) -> Result<Vec<u8>, CoderError> {
    let mut dec = Decoder::start(bytes)?;
    let mut model = Model::new();
    let mut out = Vec::with_capacity(len);
    let mut prev = 0;
    for _ in 0..len {
        let tree = model.tree(prev);
        let mut node = 1;
        for _ in 0..8 {
            let bit = dec.bit(&mut tree[node])?;
            node = node * 2 + usize::from(bit);
        }
        let v = (node - 256) as u8;
        out.push(v);
        prev = v;
    }
    Ok(out)
}

/// A probability of one half: where every adaptive bit starts.
pub(crate) const PROB_HALF: u16 = PROB_ONE / 2;

/// Codes single bits, each with a probability the caller keeps (its context): the win/loss
/// files' coder (`wdl.rs`), where a value is one bit and the contexts are the caller's.
pub(crate) struct BitEncoder(Encoder);

impl BitEncoder {
    pub fn new() -> BitEncoder {
        BitEncoder(Encoder {
            low: 0,
            range: u32::MAX,
            cache: 0,
            pending: 1,
            out: Vec::new(),
        })
    }

    /// Codes `bit` with the probability `p` (of a 0), which then moves towards it.
    pub fn bit(&mut self, p: &mut u16, bit: bool) {
        self.0.bit(p, bit);
    }

    /// The coded bytes.
    pub fn finish(mut self) -> Vec<u8> {
        for _ in 0..HEAD_BYTES {
            self.0.shift_low();
        }
        self.0.out
    }
}

/// Decodes what a [`BitEncoder`] coded, bit by bit with the same probabilities; never reads
/// past `bytes`.
pub(crate) struct BitDecoder<'a>(Decoder<'a>);

impl<'a> BitDecoder<'a> {
    pub fn new(bytes: &'a [u8]) -> Result<BitDecoder<'a>, CoderError> {
        Decoder::start(bytes).map(BitDecoder)
    }

    pub fn bit(&mut self, p: &mut u16) -> Result<bool, CoderError> {
        self.0.bit(p)
    }
}

struct Encoder {
    low: u64,
    range: u32,
    /// The byte held back in case a carry reaches it.
    cache: u8,
    /// The bytes held back: the cache and the 0xFF bytes after it.
    pending: u64,
    out: Vec<u8>,
}

impl Encoder {
    fn bit(&mut self, p: &mut u16, bit: bool) {
        let bound = (self.range >> PROB_BITS) * u32::from(*p);
        if bit {
            self.low += u64::from(bound);
            self.range -= bound;
            *p -= *p >> ADAPT_SHIFT;
        } else {
            self.range = bound;
            *p += (PROB_ONE - *p) >> ADAPT_SHIFT;
        }
        while self.range < TOP {
            self.range <<= 8;
            self.shift_low();
        }
    }

    fn shift_low(&mut self) {
        if (self.low as u32) < 0xFF00_0000 || self.low > u64::from(u32::MAX) {
            let carry = (self.low >> 32) as u8;
            let mut byte = self.cache;
            while self.pending > 0 {
                self.out.push(byte.wrapping_add(carry));
                byte = 0xFF;
                self.pending -= 1;
            }
            self.cache = (self.low >> 24) as u8;
        }
        self.pending += 1;
        self.low = (self.low & 0x00FF_FFFF) << 8;
    }
}

struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
    range: u32,
    code: u32,
}

impl<'a> Decoder<'a> {
    /// A decoder at the start of one coded block, for both the values' and the bits' decoder:
    /// a block begins with a 0 byte, and the next ones fill the code register.
    fn start(bytes: &'a [u8]) -> Result<Decoder<'a>, CoderError> {
        if bytes.len() < HEAD_BYTES {
            return Err(CoderError::Truncated);
        }
        if bytes[0] != 0 {
            return Err(CoderError::BadStart);
        }
        Ok(Decoder {
            bytes,
            at: HEAD_BYTES,
            range: u32::MAX,
            code: bytes[1..HEAD_BYTES]
                .iter()
                .fold(0, |c, &b| (c << 8) | u32::from(b)),
        })
    }

    fn bit(&mut self, p: &mut u16) -> Result<bool, CoderError> {
        // `p` stays within 31..=2017, so `bound` is below `range` and above 0.
        let bound = (self.range >> PROB_BITS) * u32::from(*p);
        let bit = if self.code < bound {
            self.range = bound;
            *p += (PROB_ONE - *p) >> ADAPT_SHIFT;
            false
        } else {
            self.code -= bound;
            self.range -= bound;
            *p -= *p >> ADAPT_SHIFT;
            true
        };
        while self.range < TOP {
            let byte = *self.bytes.get(self.at).ok_or(CoderError::Truncated)?;
            self.at += 1;
            self.range <<= 8;
            self.code = (self.code << 8) | u32::from(byte);
        }
        Ok(bit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_coded_decodes() {
        let mut x = 12345u64;
        for len in [0, 1, 2, 7, 100, 5000] {
            for spread in [1u64, 3, 40, 256] {
                let values: Vec<u8> = (0..len)
                    .map(|_| {
                        x = x
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        ((x >> 33) % spread) as u8
                    })
                    .collect();
                let coded = encode(&values);
                assert_eq!(decode(&coded, len), Ok(values), "{len} {spread}");
            }
        }
    }

    #[test]
    fn coded_bits_decode_in_their_contexts() {
        let bits: Vec<bool> = (0..5000u32).map(|i| (i * 7919) % 13 < 3).collect();
        let mut probs = [PROB_HALF; 4];
        let mut enc = BitEncoder::new();
        for (i, &b) in bits.iter().enumerate() {
            enc.bit(&mut probs[i % 4], b);
        }
        let bytes = enc.finish();
        let mut probs = [PROB_HALF; 4];
        let mut dec = BitDecoder::new(&bytes).expect("starts well");
        for (i, &b) in bits.iter().enumerate() {
            assert_eq!(dec.bit(&mut probs[i % 4]), Ok(b), "{i}");
        }
        assert!(BitDecoder::new(&bytes[..3]).is_err());
    }

    #[test]
    fn a_skewed_block_shrinks() {
        let values: Vec<u8> = (0..10_000)
            .map(|i| if i % 10 == 0 { 3 } else { 1 })
            .collect();
        assert!(encode(&values).len() < 1000);
    }

    #[test]
    fn short_or_foreign_bytes_are_refused_without_panic() {
        assert_eq!(decode(&[], 1), Err(CoderError::Truncated));
        assert_eq!(decode(&[1, 0, 0, 0, 0], 1), Err(CoderError::BadStart));
        assert_eq!(
            decode(&[0, 0xFF, 0xFF, 0xFF, 0xFF], 1000),
            Err(CoderError::Truncated)
        );
        for n in 0..64u8 {
            let bytes: Vec<u8> = (0..40)
                .map(|i| if i == 0 { 0 } else { n.wrapping_mul(i) })
                .collect();
            let _ = decode(&bytes, 100);
        }
    }
}
