//! Playouts: games finished quickly by a simple policy from a position, the Monte-Carlo part of
//! the search. Allocation-free: moves are picked straight from the generator's bitboards.

use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::square::{Direction, Square};
use crate::board::tables::TABLES;
use crate::search::rng::Rng;

/// How a playout picks its moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PlayoutPolicy {
    /// Every legal move equally likely (the classic random playout).
    Uniform,
    /// Captures take the longest path, and plain steps avoid, where a few tries allow,
    /// handing the opponent a capture. Slower per move, much more informative per playout.
    Tactical,
}

/// The result of a finished playout.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum PlayoutResult {
    /// This side won.
    Win(Color),
    /// Drawn (a draw rule, or the playout ran out of plies).
    Draw,
    /// Stopped early and judged by the pieces left ([`playout_scored`]): White's expected
    /// share of the result, strictly between 0 and 1.
    Material(f32),
}

impl PlayoutResult {
    /// The reward for `color`: 1 for a win, 0 for a loss, 0.5 for a draw.
    #[inline]
    pub fn reward(self, color: Color) -> f32 {
        match self {
            PlayoutResult::Win(c) if c == color => 1.0,
            PlayoutResult::Win(_) => 0.0,
            PlayoutResult::Draw => 0.5,
            PlayoutResult::Material(white) if color == Color::White => white,
            PlayoutResult::Material(white) => 1.0 - white,
        }
    }
}

/// The `n`-th (0-based) lowest set bit of `bits`, a byte at a time.
#[inline(always)]
fn nth_bit(bits: u32, mut n: u32) -> u32 {
    let mut base = 0;
    let mut rest = bits;
    loop {
        let byte = rest & 0xff;
        let c = byte.count_ones();
        if n < c {
            return base + TABLES.select[byte as usize][n as usize] as u32;
        }
        n -= c;
        rest >>= 8;
        base += 8;
    }
}

/// A uniformly random plain step, given the position has no capture and `total` > 0 steps.
#[inline(always)]
fn random_step(targets: &[u32; 8], total: u32, rng: &mut Rng) -> Move {
    let mut r = rng.below(total);
    let mut d = 0;
    loop {
        let n = targets[d].count_ones();
        if r < n || d == 7 {
            break;
        }
        r -= n;
        d += 1;
    }
    let to = nth_bit(targets[d], r);
    let dir = Direction::ALL[d];
    let from = (to as i32 - dir.index_delta() as i32) as u8;
    Move::step_unchecked(
        Square::from_index_unchecked(from),
        Square::from_index_unchecked(to as u8),
        dir,
    )
}

/// A random legal move of `pos` under `policy`, or `None` if the side to move has none.
#[inline]
pub fn random_move(pos: &Position, policy: PlayoutPolicy, rng: &mut Rng) -> Option<Move> {
    let captures = pos.captures();
    if captures.any() {
        let longest_only = policy == PlayoutPolicy::Tactical;
        return captures.draw(longest_only, |n| below_u64(rng, n));
    }
    let targets = pos.step_targets();
    let total: u32 = targets.iter().map(|t| t.count_ones()).sum();
    if total == 0 {
        return None;
    }
    let mv = random_step(&targets, total, rng);
    if policy == PlayoutPolicy::Tactical && total > 1 {
        // Prefer a step that gives the opponent no capture: a few tries, else the last one.
        let mut candidate = mv;
        for _ in 0..3 {
            if !pos.after(candidate).has_capture() {
                return Some(candidate);
            }
            candidate = random_step(&targets, total, rng);
        }
        return Some(candidate);
    }
    Some(mv)
}

/// A uniform integer below `n` (> 0), which may exceed 32 bits in principle.
#[inline]
fn below_u64(rng: &mut Rng, n: u64) -> u64 {
    if n <= u32::MAX as u64 {
        rng.below(n as u32) as u64
    } else {
        rng.next_u64() % n
    }
}

/// Plays `pos` out with `policy` until the side to move has no move (it loses), a draw rule of
/// the position's rules applies, or `max_plies` is reached (scored as a draw).
pub fn playout(
    pos: Position,
    policy: PlayoutPolicy,
    rng: &mut Rng,
    max_plies: u32,
) -> PlayoutResult {
    play_out(pos, policy, rng, max_plies).unwrap_or(PlayoutResult::Draw)
}

/// How much one piece more is worth in a playout scored by material: White's share is
/// `1 / (1 + e^(-MATERIAL_SLOPE * (white pieces - black pieces)))`, so one piece ahead is 62%,
/// three ahead 82%, five ahead 92%. Pieces are all alike in this game and a side with none
/// left has lost, so the count of pieces is what a short playout can tell (the measurements
/// behind it: `docs/strength-log.md`).
pub const MATERIAL_SLOPE: f32 = 0.5;

/// Plays `pos` out as [`playout`] does, but for at most `plies` plies; a game still going then
/// is judged by the pieces left ([`PlayoutResult::Material`], see [`MATERIAL_SLOPE`]). Random
/// play over a whole game adds more noise than knowledge once it is far from the position it
/// started from: stopped after a few plies, a playout is cheaper and says more (measured in
/// engine matches: `docs/strength-log.md`).
pub fn playout_scored(
    pos: Position,
    policy: PlayoutPolicy,
    rng: &mut Rng,
    plies: u32,
) -> PlayoutResult {
    play_out(pos, policy, rng, plies).unwrap_or_else(|end| {
        let lead = material_lead(&end);
        PlayoutResult::Material(1.0 / (1.0 + (-MATERIAL_SLOPE * lead).exp()))
    })
}

/// White's pieces minus Black's.
fn material_lead(pos: &Position) -> f32 {
    pos.pieces(Color::White).count() as f32 - pos.pieces(Color::Black).count() as f32
}

/// The playout loop: the result if the game ends (or is drawn) within `max_plies`, else the
/// position reached.
fn play_out(
    mut pos: Position,
    policy: PlayoutPolicy,
    rng: &mut Rng,
    max_plies: u32,
) -> Result<PlayoutResult, Position> {
    let limit = pos.rules().no_capture_limit();
    for _ in 0..max_plies {
        if let Some(limit) = limit {
            if pos.plies_since_capture() >= limit {
                // As in a game: a side left without a move has lost, even on the ply that
                // reaches the no-capture limit.
                return Ok(if pos.has_moves() {
                    PlayoutResult::Draw
                } else {
                    PlayoutResult::Win(pos.turn().other())
                });
            }
        }
        match random_move(&pos, policy, rng) {
            Some(mv) => pos.play_unchecked(mv),
            None => return Ok(PlayoutResult::Win(pos.turn().other())),
        }
    }
    Err(pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::Rules;
    use crate::game::position_text::PositionText;
    use crate::game::{position_status, Status};

    #[test]
    fn random_moves_are_legal_and_cover_all() {
        let mut rng = Rng::new(3);
        for policy in [PlayoutPolicy::Uniform, PlayoutPolicy::Tactical] {
            let mut pos = Position::default();
            for _ in 0..200 {
                let legal = pos.legal_moves();
                match random_move(&pos, policy, &mut rng) {
                    Some(m) => {
                        assert!(legal.contains(&m), "{m} in {pos:?}");
                        pos.play_unchecked(m);
                    }
                    None => {
                        assert!(legal.is_empty());
                        break;
                    }
                }
            }
        }
        // Uniform reaches every move of the start position.
        let start = Position::default();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            seen.insert(random_move(&start, PlayoutPolicy::Uniform, &mut rng));
        }
        assert_eq!(seen.len(), 4);
    }

    #[test]
    fn capture_sampling_is_uniform_and_longest_is_longest() {
        let pos = "-----/bbbbb/wwwww/-----/----- w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        let legal = pos.legal_moves();
        assert!(legal.len() > 2);
        let mut rng = Rng::new(9);
        let mut counts = std::collections::HashMap::new();
        let draws = 300 * legal.len();
        for _ in 0..draws {
            let m = random_move(&pos, PlayoutPolicy::Uniform, &mut rng).expect("moves");
            assert!(legal.contains(&m));
            *counts.entry(m).or_insert(0usize) += 1;
        }
        assert_eq!(counts.len(), legal.len(), "every path can be drawn");
        assert!(counts.values().all(|&c| c > 150 && c < 450), "{counts:?}");
        let longest = legal.iter().map(|m| m.jumps()).max().expect("moves");
        let all_longest: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.jumps() == longest)
            .collect();
        assert!(
            all_longest.len() > 1,
            "the test needs a choice among the longest"
        );
        let mut counts = std::collections::HashMap::new();
        let draws = 300 * all_longest.len();
        for _ in 0..draws {
            let m = random_move(&pos, PlayoutPolicy::Tactical, &mut rng).expect("moves");
            assert!(legal.contains(&m));
            assert_eq!(m.jumps(), longest);
            *counts.entry(m).or_insert(0usize) += 1;
        }
        assert_eq!(
            counts.len(),
            all_longest.len(),
            "every longest path can be drawn"
        );
        assert!(counts.values().all(|&c| c > 150 && c < 450), "{counts:?}");
    }

    /// The same game as a playout with the same random numbers, judged move by move by the
    /// game's own rules ([`position_status`]) instead of the playout's shortcut.
    fn judged_by_the_rules(
        mut pos: Position,
        policy: PlayoutPolicy,
        rng: &mut Rng,
        max_plies: u32,
    ) -> PlayoutResult {
        for _ in 0..max_plies {
            match position_status(&pos) {
                Status::Won { winner, .. } => return PlayoutResult::Win(winner),
                Status::Drawn(_) => return PlayoutResult::Draw,
                Status::Ongoing => {
                    let mv = random_move(&pos, policy, rng).expect("an ongoing game has moves");
                    assert!(pos.is_legal(mv), "{mv} in {pos:?}");
                    pos.play_unchecked(mv);
                }
            }
        }
        PlayoutResult::Draw
    }

    #[test]
    fn playouts_end_as_the_rules_say_under_every_rule_set() {
        // Each ply captures (at most 23 times) or adds to the no-capture count, so under the
        // rules with draws every game ends by the rules within 24 * 51 plies: 2000 is never
        // reached, and a playout's result is the game's.
        // Short no-capture limits, so that draws by the count occur too.
        let short = |rules: Rules| Rules {
            no_capture_draw_plies: 8,
            ..rules
        };
        for rules in [
            Rules::default(),
            Rules::with_reversal(),
            Rules::alfonso(),
            short(Rules::with_reversal()),
            short(Rules::alfonso()),
        ] {
            for policy in [PlayoutPolicy::Uniform, PlayoutPolicy::Tactical] {
                let mut rng = Rng::new(1);
                let (mut wins, mut draws) = ([0; 2], 0);
                for _ in 0..40 {
                    let mut again = rng.clone();
                    let r = playout(Position::new(rules), policy, &mut rng, 2000);
                    let judged =
                        judged_by_the_rules(Position::new(rules), policy, &mut again, 2000);
                    assert_eq!(r, judged, "{rules}, {policy:?}");
                    match r {
                        PlayoutResult::Win(c) => wins[c.index()] += 1,
                        PlayoutResult::Draw => draws += 1,
                        PlayoutResult::Material(_) => panic!("a whole playout is never cut"),
                    }
                }
                if rules.no_capture_draw_plies == 8 {
                    assert!(draws > 0, "{rules}, {policy:?}: some games are drawn");
                } else if !rules.has_draws() {
                    assert_eq!(draws, 0, "no draws under the default rules");
                }
                assert!(
                    wins[0] + wins[1] > 0,
                    "{rules}, {policy:?}: some games are won ({draws} draws)"
                );
            }
        }
    }

    #[test]
    fn a_cut_playout_is_judged_by_the_pieces_left_and_a_finished_one_by_its_end() {
        let pos = |text: &str| {
            text.parse::<PositionText>()
                .and_then(|t| t.into_position(Rules::default()))
                .expect("valid")
        };
        // Cut before any move: White has 5 pieces, Black 2.
        let ahead = pos("b---b/-----/--w--/-w-w-/w---w w - 0");
        let white = 1.0 / (1.0 + (-MATERIAL_SLOPE * 3.0).exp());
        let r = playout_scored(ahead, PlayoutPolicy::Tactical, &mut Rng::new(1), 0);
        assert_eq!(r, PlayoutResult::Material(white));
        assert!((r.reward(Color::White) - white).abs() < 1e-6);
        assert!((r.reward(Color::Black) - (1.0 - white)).abs() < 1e-6);
        assert!(white > 0.8 && white < 0.85, "three pieces ahead: {white}");
        // Level material is an even game.
        let level = playout_scored(
            Position::default(),
            PlayoutPolicy::Tactical,
            &mut Rng::new(1),
            0,
        );
        assert_eq!(level, PlayoutResult::Material(0.5));
        // A side without a move has lost, cut or not.
        let stuck = pos("-----/-----/-----/-----/b---- w - 0");
        assert_eq!(
            playout_scored(stuck, PlayoutPolicy::Tactical, &mut Rng::new(1), 8),
            PlayoutResult::Win(Color::Black)
        );
        // Long enough, a cut playout is the whole playout: the same game, the same end.
        for seed in 0..20 {
            let whole = playout(
                Position::default(),
                PlayoutPolicy::Tactical,
                &mut Rng::new(seed),
                2000,
            );
            let cut = playout_scored(
                Position::default(),
                PlayoutPolicy::Tactical,
                &mut Rng::new(seed),
                2000,
            );
            assert_eq!(whole, cut, "seed {seed}");
            assert!(matches!(cut, PlayoutResult::Win(_)));
        }
    }
}
