//! Proof certificates: a file that shows who wins a position, and a checker for it that does
//! not trust the search that wrote it.
//!
//! A certificate holds, for every position of a proof tree where the winner is to move, the
//! winner's move there. That is all a proof needs: from the root, the winner plays the stored
//! move; the loser may play anything, so every legal reply must lead to a position that is
//! again covered; the tree ends where the loser has no move (the winner has won) or where a
//! small exhaustive search shows the winner wins within [`Certificate::leaf_moves`] of its
//! own moves (that keeps the file small; the checker runs that search itself).
//!
//! [`Certificate::check`] uses nothing of the engine's move generation, search or table: it
//! walks the certificate with the slow generator of `proof/reference.rs` (cells and loops,
//! written from the rules text, compared with the fast generator by the property tests),
//! remembers what it has verified, rejects any cycle, and runs its own plain search at the
//! leaves. A damaged file fails its checksum; a certificate whose move is missing, illegal or
//! not winning fails the walk.
//!
//! # File format (version 1)
//!
//! All integers little-endian.
//!
//! | bytes | content |
//! |---|---|
//! | 8 | magic `ALQCERT` and a newline |
//! | 1 | format version (1) |
//! | 1, 1, 2 | rules: variant (0 standard, 1 Alfonso X), reversal allowed (0/1), no-capture plies |
//! | 4 × 4, 1, 2 | root: white, black, no-east, no-west point sets (bit `row*5+col`), side to move (0 White, 1 Black), plies since capture |
//! | 1 | the winner (0 White, 1 Black) |
//! | 1 | leaf depth: the winner's moves within which the checker's search must find the win where the certificate stops, at most [`Certificate::MAX_LEAF_MOVES`] |
//! | 4 | number of entries |
//! | per entry | 13 bytes position key (white, black, no-east, no-west sets at bits 0, 25, 50, 75; the winner is to move), 1 byte path length `n` (2..=17), `n` point indices (start, then each landing) |
//! | 8 | FNV-1a 64 checksum of all bytes before it |
//!
//! Entries are sorted by key, with no duplicates. A file is at most [`Certificate::MAX_BYTES`]
//! long.
//!
//! # Bounded work
//!
//! Whatever a file says, checking it takes bounded time and memory, with progress and a stop
//! flag throughout: the leaf depth is at most [`Certificate::MAX_LEAF_MOVES`] (refused when
//! read), each search at a leaf visits at most [`Certificate::LEAF_SEARCH_NODES`] positions (a
//! leaf that needs more is rejected: the certificate must store a move there), and everything
//! else the walk holds grows with the file. The writer (`certify`) stops a certificate only
//! where this same bounded search finds the win, so what the program writes, the checker
//! accepts.

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::{Rules, Variant};
use crate::board::setup::Setup;
use crate::board::square::Square;
use crate::mix::fnv1a64;
use crate::proof::reference::{point_name, RefPos};

const MAGIC: &[u8; 8] = b"ALQCERT\n";
/// The format version this code writes and reads.
pub const FORMAT_VERSION: u8 = 1;
const HEADER_BYTES: usize = 38;
const KEY_BYTES: usize = 13;
const MAX_PATH: usize = Move::MAX_JUMPS + 1;

/// The key of a position in a certificate: its four point sets (the side to move is the
/// certificate's winner). The same layout as the file's, so a key is written as it is.
pub fn position_key(setup: &Setup) -> u128 {
    u128::from(setup.white.bits())
        | u128::from(setup.black.bits()) << 25
        | u128::from(setup.no_east.bits()) << 50
        | u128::from(setup.no_west.bits()) << 75
}

/// The same key computed from the reference representation, without the engine's types.
fn reference_key(p: &RefPos) -> u128 {
    let mut key = 0u128;
    for i in 0..25 {
        match p.cells[i] {
            Some(Color::White) => key |= 1 << i,
            Some(Color::Black) => key |= 1 << (25 + i),
            None => {}
        }
        match p.ban[i] {
            1 => key |= 1 << (50 + i),
            -1 => key |= 1 << (75 + i),
            _ => {}
        }
    }
    key
}

/// A proof that [`Certificate::winner`] wins from [`Certificate::root`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The rules the proof is for.
    pub rules: Rules,
    /// The position proved.
    pub root: Setup,
    /// The side that wins from the root.
    pub winner: Color,
    /// Where the certificate has no entry for a winner-to-move position, the checker's search
    /// must find a win within this many of the winner's moves.
    pub leaf_moves: u8,
    keys: Vec<u128>,
    /// `offsets[i]..offsets[i + 1]` is entry `i`'s path in `paths`.
    offsets: Vec<u32>,
    paths: Vec<u8>,
}

/// Why bytes are not a readable certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError(pub String);

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a valid certificate: {}", self.0)
    }
}

impl std::error::Error for DecodeError {}

/// Why a certificate was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The rules have draws; a tree of wins proves nothing there, so the checker refuses.
    Unsupported(Rules),
    /// The proof fails: what is wrong, and the line of moves from the root to the position.
    Rejected {
        /// What is wrong.
        reason: String,
        /// The moves from the root to the failing position.
        line: Vec<String>,
    },
    /// The check was stopped before it finished.
    Stopped,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Unsupported(r) => write!(
                f,
                "certificates are only checked under rules without draws, not '{r}'"
            ),
            CheckError::Rejected { reason, line } => {
                if line.is_empty() {
                    write!(f, "rejected at the root: {reason}")
                } else {
                    write!(f, "rejected after {}: {reason}", line.join(" "))
                }
            }
            CheckError::Stopped => f.write_str("the check was stopped before it finished"),
        }
    }
}

impl std::error::Error for CheckError {}

/// What a successful check walked.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CheckReport {
    /// Distinct winner-to-move positions verified.
    pub winner_positions: u64,
    /// Distinct loser-to-move positions verified (every reply covered).
    pub loser_positions: u64,
    /// Loser-to-move positions without a legal move: the game is won there.
    pub won_outright: u64,
    /// Winner-to-move positions without an entry, won within the leaf depth by the checker's
    /// own search.
    pub won_by_search: u64,
    /// Entries the walk used (the others are unreachable and prove nothing either way).
    pub entries_used: u64,
}

/// Why the checker's search at a leaf ended without an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LeafEnd {
    /// It visited [`Certificate::LEAF_SEARCH_NODES`] positions without deciding.
    TooLarge,
    /// The caller's check asked it to stop.
    Stopped,
}

/// Whether the side to move in `p` wins within `k` of its own moves against every defence: the
/// checker's plain AND/OR search over the reference generator, visiting at most
/// [`Certificate::LEAF_SEARCH_NODES`] positions. `tick` is called at every position visited
/// (for the caller's progress and stop flag) and ends the search with its error.
pub(crate) fn leaf_search(
    p: &RefPos,
    k: u32,
    tick: &mut dyn FnMut() -> Result<(), LeafEnd>,
) -> Result<bool, LeafEnd> {
    let mut budget = Budget {
        left: Certificate::LEAF_SEARCH_NODES,
        tick,
    };
    wins_within(p, k, &mut budget)
}

/// What a leaf search may still visit, and whom it tells.
struct Budget<'a> {
    left: u64,
    tick: &'a mut dyn FnMut() -> Result<(), LeafEnd>,
}

impl Budget<'_> {
    fn visit(&mut self) -> Result<(), LeafEnd> {
        if self.left == 0 {
            return Err(LeafEnd::TooLarge);
        }
        self.left -= 1;
        (self.tick)()
    }
}

fn wins_within(p: &RefPos, k: u32, budget: &mut Budget) -> Result<bool, LeafEnd> {
    if k == 0 {
        return Ok(false);
    }
    budget.visit()?;
    for (_, after) in p.moves() {
        budget.visit()?;
        let replies = after.moves();
        if replies.is_empty() {
            return Ok(true);
        }
        if k > 1 {
            let mut all = true;
            for (_, r) in &replies {
                if !wins_within(r, k - 1, budget)? {
                    all = false;
                    break;
                }
            }
            if all {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

impl Certificate {
    /// The deepest leaf search a certificate may ask of the checker, in the winner's moves.
    /// The checker's search is plain and exhaustive, so its work grows about tenfold with each
    /// ply; three moves (five plies) keeps every leaf within [`Certificate::LEAF_SEARCH_NODES`]
    /// in most positions, and files with a larger depth are refused before any work.
    pub const MAX_LEAF_MOVES: u8 = 3;

    /// The most positions the checker's search at one leaf visits. A leaf whose win it cannot
    /// find within them is rejected; the writer stores a move at such a position instead.
    pub const LEAF_SEARCH_NODES: u64 = 200_000;

    /// The longest certificate read, in bytes: about thirty times the complete proof of the
    /// start (written with a leaf depth of 2), and what decoding it takes stays within about
    /// twice that in memory. The writer refuses to write a longer one.
    pub const MAX_BYTES: usize = 256 << 20;

    /// A certificate from its entries (winner-to-move position key, move path as point
    /// indices); entries are sorted and a repeated key keeps its first path.
    pub fn new(
        rules: Rules,
        root: Setup,
        winner: Color,
        leaf_moves: u8,
        mut entries: Vec<(u128, Vec<u8>)>,
    ) -> Certificate {
        entries.sort_by_key(|e| e.0);
        entries.dedup_by_key(|e| e.0);
        let mut c = Certificate {
            rules,
            root,
            winner,
            leaf_moves,
            keys: Vec::with_capacity(entries.len()),
            offsets: vec![0],
            paths: Vec::new(),
        };
        for (k, path) in entries {
            c.keys.push(k);
            c.paths.extend_from_slice(&path);
            c.offsets.push(c.paths.len() as u32);
        }
        c
    }

    /// The number of entries (winner-to-move positions with a stored move).
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether the certificate has no entry (the root is then won within the leaf depth).
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Every entry: key and path.
    pub fn entries(&self) -> impl Iterator<Item = (u128, &[u8])> + '_ {
        self.keys
            .iter()
            .enumerate()
            .map(|(i, &k)| (k, self.path(i)))
    }

    fn path(&self, i: usize) -> &[u8] {
        &self.paths[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }

    /// The stored path for the winner-to-move position with `key`.
    pub fn path_for_key(&self, key: u128) -> Option<&[u8]> {
        self.keys.binary_search(&key).ok().map(|i| self.path(i))
    }

    /// The proven winning move the certificate stores for `pos`, if `pos` is one of its
    /// winner-to-move positions under its rules.
    pub fn move_for(&self, pos: &Position) -> Option<Move> {
        if pos.rules() != self.rules || pos.turn() != self.winner {
            return None;
        }
        let path = self.path_for_key(position_key(&pos.to_setup()))?;
        let squares: Option<Vec<Square>> = path.iter().map(|&i| Square::new(i)).collect();
        pos.move_along(&squares?).ok()
    }

    /// The top of the proof: the entries met within the first `plies` plies from the root
    /// (following the stored moves and every reply). Small enough to ship with the apps, it is
    /// no longer a complete proof: below it, play must find the wins again by search.
    pub fn top(&self, plies: u32) -> Certificate {
        let mut keep = vec![false; self.len()];
        let mut seen = HashMap::new();
        if let Ok(root) = Position::from_setup(&self.root, self.rules) {
            self.mark_top(&root, plies, &mut keep, &mut seen);
        }
        let entries = self
            .entries()
            .zip(&keep)
            .filter(|(_, &k)| k)
            .map(|((k, p), _)| (k, p.to_vec()))
            .collect();
        Certificate::new(self.rules, self.root, self.winner, self.leaf_moves, entries)
    }

    fn mark_top(
        &self,
        pos: &Position,
        plies: u32,
        keep: &mut [bool],
        seen: &mut HashMap<u128, u32>,
    ) {
        // A position already walked with at least as many plies to go adds nothing.
        if plies == 0 || seen.get(&pos.key()).is_some_and(|&p| p >= plies) {
            return;
        }
        seen.insert(pos.key(), plies);
        if pos.turn() == self.winner {
            let key = position_key(&pos.to_setup());
            if let Ok(i) = self.keys.binary_search(&key) {
                keep[i] = true;
                if let Some(mv) = self.move_for(pos) {
                    self.mark_top(&pos.after(mv), plies - 1, keep, seen);
                }
            }
        } else {
            for mv in pos.legal_moves() {
                self.mark_top(&pos.after(mv), plies - 1, keep, seen);
            }
        }
    }

    /// The certificate as bytes (see the module documentation for the format).
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER_BYTES + self.paths.len() + 14 * self.len() + 8);
        out.extend_from_slice(MAGIC);
        out.push(FORMAT_VERSION);
        out.push(match self.rules.variant {
            Variant::Standard => 0,
            Variant::Alfonso => 1,
        });
        out.push(u8::from(self.rules.reversal_allowed));
        out.extend_from_slice(&self.rules.no_capture_draw_plies.to_le_bytes());
        for set in [
            self.root.white,
            self.root.black,
            self.root.no_east,
            self.root.no_west,
        ] {
            out.extend_from_slice(&set.bits().to_le_bytes());
        }
        out.push(self.root.turn as u8);
        out.extend_from_slice(&self.root.plies_since_capture.to_le_bytes());
        out.push(self.winner as u8);
        out.push(self.leaf_moves);
        out.extend_from_slice(&(self.len() as u32).to_le_bytes());
        for (k, path) in self.entries() {
            out.extend_from_slice(&k.to_le_bytes()[..KEY_BYTES]);
            out.push(path.len() as u8);
            out.extend_from_slice(path);
        }
        let sum = fnv1a64(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a certificate, checking its structure and checksum (not yet its proof: see
    /// [`Certificate::check`]).
    pub fn decode(bytes: &[u8]) -> Result<Certificate, DecodeError> {
        let err = |s: &str| Err(DecodeError(s.to_string()));
        if bytes.len() > Certificate::MAX_BYTES {
            return Err(DecodeError(format!(
                "it is {} MiB long; a certificate may have at most {} MiB",
                bytes.len().div_ceil(1 << 20),
                Certificate::MAX_BYTES >> 20
            )));
        }
        if bytes.len() < HEADER_BYTES + 8 || &bytes[..8] != MAGIC {
            return err("it does not start with the certificate header");
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let stored = u64::from_le_bytes(sum.try_into().map_err(|_| DecodeError("short".into()))?);
        if fnv1a64(body) != stored {
            return err("the checksum does not match: the file is damaged");
        }
        if body[8] != FORMAT_VERSION {
            return Err(DecodeError(format!(
                "format version {} (this program reads version {FORMAT_VERSION})",
                body[8]
            )));
        }
        let u16_at = |i: usize| u16::from_le_bytes([body[i], body[i + 1]]);
        let u32_at =
            |i: usize| u32::from_le_bytes([body[i], body[i + 1], body[i + 2], body[i + 3]]);
        let variant = match body[9] {
            0 => Variant::Standard,
            1 => Variant::Alfonso,
            _ => return err("unknown rule variant"),
        };
        let reversal_allowed = match body[10] {
            0 => false,
            1 => true,
            _ => return err("bad reversal flag"),
        };
        let rules = Rules {
            variant,
            reversal_allowed,
            no_capture_draw_plies: u16_at(11),
        };
        let sets: Vec<u32> = (0..4).map(|i| u32_at(13 + 4 * i)).collect();
        if sets.iter().any(|&s| s >= 1 << 25) {
            return err("a point set of the root has bits beyond the board");
        }
        let color = |b: u8| match b {
            0 => Some(Color::White),
            1 => Some(Color::Black),
            _ => None,
        };
        let Some(turn) = color(body[29]) else {
            return err("bad side to move");
        };
        let root = Setup {
            white: Bitboard::new(sets[0]),
            black: Bitboard::new(sets[1]),
            turn,
            no_east: Bitboard::new(sets[2]),
            no_west: Bitboard::new(sets[3]),
            plies_since_capture: u16_at(30),
        };
        if Position::from_setup(&root, rules).is_err() {
            return err("the root is not a valid position under its rules");
        }
        let Some(winner) = color(body[32]) else {
            return err("bad winner");
        };
        let leaf_moves = body[33];
        if leaf_moves > Certificate::MAX_LEAF_MOVES {
            return Err(DecodeError(format!(
                "its leaf depth is {leaf_moves} moves; the checker searches at most {} (a \
                 deeper search could take without end)",
                Certificate::MAX_LEAF_MOVES
            )));
        }
        let count = u32_at(34) as usize;
        // Entries are at least 16 bytes: what is reserved stays within the file's size.
        let room = count.min(body.len() / 16);
        let mut cert = Certificate {
            rules,
            root,
            winner,
            leaf_moves,
            keys: Vec::with_capacity(room),
            offsets: Vec::with_capacity(room + 1),
            paths: Vec::with_capacity(room * 4),
        };
        cert.offsets.push(0);
        let mut at = HEADER_BYTES;
        let mut last: Option<u128> = None;
        for _ in 0..count {
            if at + KEY_BYTES + 1 > body.len() {
                return err("it ends inside an entry");
            }
            let mut k = [0u8; 16];
            k[..KEY_BYTES].copy_from_slice(&body[at..at + KEY_BYTES]);
            let key = u128::from_le_bytes(k);
            if key >> 100 != 0 {
                return err("an entry's key has bits beyond the board");
            }
            if last.is_some_and(|l| l >= key) {
                return err("entries are not in strictly increasing key order");
            }
            last = Some(key);
            let n = body[at + KEY_BYTES] as usize;
            at += KEY_BYTES + 1;
            if !(2..=MAX_PATH).contains(&n) || at + n > body.len() {
                return err("an entry's move path has a bad length");
            }
            let path = &body[at..at + n];
            if path.iter().any(|&p| p >= 25) {
                return err("an entry's move path leaves the board");
            }
            at += n;
            // Keys were checked strictly increasing: stored as they are, as `new` would.
            cert.keys.push(key);
            cert.paths.extend_from_slice(path);
            cert.offsets.push(cert.paths.len() as u32);
        }
        if at != body.len() {
            return err("bytes follow the last entry");
        }
        Ok(cert)
    }

    /// Verifies the proof with the reference generator only (see the module documentation).
    /// `progress` is called now and then with the positions verified so far; setting `stop`
    /// ends the check with [`CheckError::Stopped`].
    ///
    /// ```
    /// use alquerque_core::proof::certificate::{position_key, CheckError, Certificate};
    /// use alquerque_core::{Color, PositionText, Rules, Square};
    /// use std::sync::atomic::AtomicBool;
    ///
    /// // White to move takes both Black pieces with b2-b4-d4: a proof of one entry.
    /// let root = "-----/--b--/-b---/-w---/----- w - 0".parse::<PositionText>().unwrap().into_setup();
    /// let path = [Square::B2, Square::B4, Square::D4].map(|sq| sq.index() as u8);
    /// let entries = vec![(position_key(&root), path.to_vec())];
    /// let cert = Certificate::new(Rules::default(), root, Color::White, 0, entries);
    /// // It travels as bytes; the bytes read back as the same certificate.
    /// let read = Certificate::decode(&cert.encode()).unwrap();
    /// assert_eq!(read, cert);
    /// let report = read.check(&AtomicBool::new(false), &mut |_| {}).unwrap();
    /// assert_eq!((report.entries_used, report.won_outright), (1, 1));
    ///
    /// // A certificate whose move stops half way is refused, with where and why.
    /// let half = vec![(position_key(&root), path[..2].to_vec())];
    /// let forged = Certificate::new(Rules::default(), root, Color::White, 0, half);
    /// let refused = forged.check(&AtomicBool::new(false), &mut |_| {});
    /// assert!(matches!(refused, Err(CheckError::Rejected { .. })));
    /// // A damaged file fails its checksum before any of it is trusted.
    /// let mut bytes = cert.encode();
    /// bytes[40] ^= 1;
    /// assert!(Certificate::decode(&bytes).is_err());
    /// ```
    pub fn check(
        &self,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(u64),
    ) -> Result<CheckReport, CheckError> {
        if self.rules.has_draws() {
            return Err(CheckError::Unsupported(self.rules));
        }
        let root = reference_root(&self.root, self.rules);
        let mut checker = Checker {
            cert: self,
            state: HashMap::new(),
            used: vec![false; self.len()],
            report: CheckReport::default(),
            line: Vec::new(),
            stop,
            progress,
            visited: 0,
        };
        let result = if root.turn == self.winner {
            checker.winner_node(&root)
        } else {
            checker.loser_node(&root)
        };
        match result {
            Ok(()) => {
                let mut report = checker.report;
                report.entries_used = checker.used.iter().filter(|&&u| u).count() as u64;
                Ok(report)
            }
            Err(Failure::Stopped) => Err(CheckError::Stopped),
            Err(Failure::Rejected(reason)) => Err(CheckError::Rejected {
                reason,
                line: checker.line,
            }),
        }
    }
}

/// The root in the reference representation, read from the setup's plain fields.
fn reference_root(setup: &Setup, rules: Rules) -> RefPos {
    let mut p = RefPos {
        cells: [None; 25],
        ban: [0; 25],
        turn: setup.turn,
        rules,
    };
    for i in 0..25 {
        let bit = 1u32 << i;
        if setup.white.bits() & bit != 0 {
            p.cells[i] = Some(Color::White);
        } else if setup.black.bits() & bit != 0 {
            p.cells[i] = Some(Color::Black);
        }
        if setup.no_east.bits() & bit != 0 {
            p.ban[i] = 1;
        } else if setup.no_west.bits() & bit != 0 {
            p.ban[i] = -1;
        }
    }
    p
}

enum Failure {
    Rejected(String),
    Stopped,
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum State {
    InProgress,
    Verified,
}

struct Checker<'a> {
    cert: &'a Certificate,
    /// Positions (key with the side to move at bit 100) being or already verified.
    state: HashMap<u128, State>,
    used: Vec<bool>,
    report: CheckReport,
    /// The moves from the root to the position being verified.
    line: Vec<String>,
    stop: &'a AtomicBool,
    progress: &'a mut dyn FnMut(u64),
    visited: u64,
}

impl Checker<'_> {
    /// Counts a position visited (by the walk or a leaf search): now and then looks at the
    /// stop flag and reports progress.
    fn tick(&mut self) -> Result<(), Failure> {
        self.visited += 1;
        if self.visited.is_multiple_of(65_536) {
            if self.stop.load(Ordering::Relaxed) {
                return Err(Failure::Stopped);
            }
            (self.progress)(self.visited);
        }
        Ok(())
    }

    /// Marks `p` as being verified; `Ok(false)` if it already was verified.
    fn enter(&mut self, p: &RefPos) -> Result<bool, Failure> {
        self.tick()?;
        let key = reference_key(p) | (p.turn as u128) << 100;
        match self.state.get(&key) {
            Some(State::Verified) => Ok(false),
            Some(State::InProgress) => Err(Failure::Rejected(
                "the line returns to a position it came from: a cycle proves nothing".into(),
            )),
            None => {
                self.state.insert(key, State::InProgress);
                Ok(true)
            }
        }
    }

    fn leave(&mut self, p: &RefPos) {
        let key = reference_key(p) | (p.turn as u128) << 100;
        self.state.insert(key, State::Verified);
    }

    /// The winner is to move: the stored move must be legal and lead to a verified position,
    /// or, without an entry, the checker's own search must find the win.
    fn winner_node(&mut self, p: &RefPos) -> Result<(), Failure> {
        if !self.enter(p)? {
            return Ok(());
        }
        self.report.winner_positions += 1;
        let moves = p.moves();
        if moves.is_empty() {
            return Err(Failure::Rejected(format!(
                "{} is to move and has no legal move, so has lost",
                p.turn
            )));
        }
        let key = reference_key(p);
        match self.cert.keys.binary_search(&key) {
            Ok(i) => {
                self.used[i] = true;
                let path = self.cert.path(i);
                let text: Vec<String> = path.iter().map(|&s| point_name(s as usize)).collect();
                let text = text.join("-");
                let Some((_, after)) = moves.iter().find(|(t, _)| *t == text) else {
                    let legal: Vec<&str> = moves.iter().map(|(t, _)| t.as_str()).collect();
                    return Err(Failure::Rejected(format!(
                        "the stored move {text} is not legal here (legal: {})",
                        legal.join(", ")
                    )));
                };
                self.line.push(text);
                self.loser_node(after)?;
                self.line.pop();
            }
            Err(_) => {
                let k = self.cert.leaf_moves;
                let found = leaf_search(p, u32::from(k), &mut || {
                    self.tick().map_err(|_| LeafEnd::Stopped)
                });
                match found {
                    Ok(true) => {}
                    Ok(false) => {
                        return Err(Failure::Rejected(format!(
                            "no move is stored for {} here and the search finds no win within \
                             {k} moves",
                            p.turn
                        )))
                    }
                    Err(LeafEnd::Stopped) => return Err(Failure::Stopped),
                    Err(LeafEnd::TooLarge) => {
                        return Err(Failure::Rejected(format!(
                            "no move is stored for {} here and the search for a win within {k} \
                             moves passed its limit of {} positions without finding one",
                            p.turn,
                            Certificate::LEAF_SEARCH_NODES
                        )))
                    }
                }
                self.report.won_by_search += 1;
            }
        }
        self.leave(p);
        Ok(())
    }

    /// The loser is to move: every legal reply must lead to a verified position.
    fn loser_node(&mut self, p: &RefPos) -> Result<(), Failure> {
        if !self.enter(p)? {
            return Ok(());
        }
        self.report.loser_positions += 1;
        let moves = p.moves();
        if moves.is_empty() {
            self.report.won_outright += 1;
        }
        for (text, after) in moves {
            self.line.push(text);
            self.winner_node(&after)?;
            self.line.pop();
        }
        self.leave(p);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_agree_between_representations() {
        let pos = Position::default().after(Position::default().legal_moves()[0]);
        let setup = pos.to_setup();
        assert_eq!(
            position_key(&setup),
            reference_key(&RefPos::from_position(&pos))
        );
        assert_eq!(
            position_key(&setup) | (pos.turn() as u128) << 100,
            pos.key()
        );
    }

    #[test]
    fn reference_search_sees_an_immediate_win() {
        let pos = "-----/-----/-bbb-/-w---/----- w - 0"
            .parse::<crate::game::position_text::PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        let p = RefPos::from_position(&pos);
        let mut go = || Ok(());
        assert_eq!(leaf_search(&p, 1, &mut go), Ok(true));
        assert_eq!(leaf_search(&p, 0, &mut go), Ok(false));
    }

    /// A leaf's search counts every position it visits towards the check's stop flag and
    /// progress, and gives up at its limit.
    #[test]
    fn a_leaf_search_stops_when_asked_and_at_its_limit() {
        let p = RefPos::from_position(&Position::default());
        let mut seen = 0u64;
        let stopped = leaf_search(&p, 3, &mut || {
            seen += 1;
            if seen == 10 {
                Err(LeafEnd::Stopped)
            } else {
                Ok(())
            }
        });
        assert_eq!((stopped, seen), (Err(LeafEnd::Stopped), 10));
        let mut whole = 0u64;
        let r = leaf_search(&p, 3, &mut || {
            whole += 1;
            Ok(())
        });
        assert_eq!(r, Ok(false), "no win from the start within three moves");
        // The same search with less room than it needs gives up instead of running on.
        let mut tick = || Ok(());
        let mut budget = Budget {
            left: whole - 1,
            tick: &mut tick,
        };
        assert_eq!(wins_within(&p, 3, &mut budget), Err(LeafEnd::TooLarge));
    }
}
