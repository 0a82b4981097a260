//! The bitboard move generator against a plain, slow reference written straight from the rules
//! text (coordinates and loops, none of the engine's tables), on random positions.

use alquerque_core::ai::playout::random_move;
use alquerque_core::ai::{PlayoutPolicy, Rng};
use alquerque_core::{Bitboard, Color, Position, Rules, Setup, Square, Variant};
use proptest::prelude::*;

/// A position in the simplest form: a cell array and per-square banned direction.
#[derive(Clone, Debug, PartialEq, Eq)]
struct RefPos {
    cells: [Option<Color>; 25],
    /// The sideways direction (+1 east, -1 west) the piece on the point may not step.
    ban: [i8; 25],
    turn: Color,
    rules: Rules,
}

fn idx(col: i8, row: i8) -> Option<usize> {
    (0..5)
        .contains(&col)
        .then_some(())
        .and((0..5).contains(&row).then_some(()))
        .map(|_| (row * 5 + col) as usize)
}

/// The point `dist` steps from `i` along (dc, dr), if a line goes that way.
fn along(i: usize, dc: i8, dr: i8, dist: i8) -> Option<usize> {
    let (col, row) = ((i % 5) as i8, (i / 5) as i8);
    if dc != 0 && dr != 0 && (col + row) % 2 != 0 {
        return None; // no diagonal line through this point
    }
    idx(col + dc * dist, row + dr * dist)
}

const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 5) as u8) as char, i / 5 + 1)
}

impl RefPos {
    fn from_position(p: &Position) -> RefPos {
        let s = p.to_setup();
        let mut r = RefPos {
            cells: [None; 25],
            ban: [0; 25],
            turn: s.turn,
            rules: p.rules(),
        };
        for sq in Square::ALL {
            r.cells[sq.index()] = s.piece_at(sq);
            if s.no_east.contains(sq) {
                r.ban[sq.index()] = 1;
            }
            if s.no_west.contains(sq) {
                r.ban[sq.index()] = -1;
            }
        }
        r
    }

    /// Every legal move as (path in notation, resulting position).
    fn moves(&self) -> Vec<(String, RefPos)> {
        let me = self.turn;
        let mut captures = Vec::new();
        for i in 0..25 {
            if self.cells[i] == Some(me) {
                let mut after = self.clone();
                after.cells[i] = None;
                after.ban[i] = 0;
                self.jumps(i, vec![i], after, &mut captures);
            }
        }
        if !captures.is_empty() {
            return captures;
        }
        let mut steps = Vec::new();
        let standard = self.rules.variant == Variant::Standard;
        for i in 0..25 {
            if self.cells[i] != Some(me) {
                continue;
            }
            let far_row = if me == Color::White { 4 } else { 0 };
            if standard && i / 5 == far_row {
                continue; // frozen on the opponent's base row
            }
            for (dc, dr) in DIRS {
                let backwards = if me == Color::White { dr < 0 } else { dr > 0 };
                if standard && backwards {
                    continue;
                }
                if dr == 0 && self.ban[i] == dc {
                    continue;
                }
                let Some(to) = along(i, dc, dr, 1) else {
                    continue;
                };
                if self.cells[to].is_some() {
                    continue;
                }
                let mut after = self.clone();
                after.cells[i] = None;
                after.ban[i] = 0;
                after.cells[to] = Some(me);
                if dr == 0 && standard && !self.rules.reversal_allowed {
                    after.ban[to] = -dc;
                }
                after.turn = me.other();
                steps.push((format!("{}-{}", name(i), name(to)), after));
            }
        }
        steps
    }

    /// Continues a capture path; `board` has the moving piece lifted off.
    fn jumps(&self, at: usize, path: Vec<usize>, board: RefPos, out: &mut Vec<(String, RefPos)>) {
        let enemy = Some(self.turn.other());
        let mut extended = false;
        for (dc, dr) in DIRS {
            let (Some(over), Some(land)) = (along(at, dc, dr, 1), along(at, dc, dr, 2)) else {
                continue;
            };
            if board.cells[over] == enemy && board.cells[land].is_none() {
                extended = true;
                let mut next = board.clone();
                next.cells[over] = None;
                next.ban[over] = 0;
                let mut p = path.clone();
                p.push(land);
                self.jumps(land, p, next, out);
            }
        }
        if !extended && path.len() > 1 {
            let mut after = board;
            after.cells[at] = Some(self.turn);
            after.turn = self.turn.other();
            let text: Vec<String> = path.iter().map(|&i| name(i)).collect();
            out.push((text.join("-"), after));
        }
    }
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::default()),
        Just(Rules::with_reversal()),
        Just(Rules::alfonso()),
    ]
}

/// Random positions: each point empty, white or black; bans on random pieces where the rules
/// have them.
fn position_strategy() -> impl Strategy<Value = Position> {
    (
        rules_strategy(),
        proptest::collection::vec(0u8..6, 25),
        proptest::collection::vec(0u8..8, 25),
        any::<bool>(),
    )
        .prop_map(|(rules, cells, bans, black_to_move)| {
            let mut setup = Setup::empty(if black_to_move {
                Color::Black
            } else {
                Color::White
            });
            for (i, c) in cells.iter().enumerate() {
                let sq = Square::new(i as u8).expect("index below 25");
                match c {
                    0 | 1 => setup.white = setup.white.with(sq),
                    2 | 3 => setup.black = setup.black.with(sq),
                    _ => {}
                }
                if rules.bans_reversal() && (setup.white | setup.black).contains(sq) {
                    match bans[i] {
                        0 => setup.no_east = setup.no_east.with(sq),
                        1 => setup.no_west = setup.no_west.with(sq),
                        _ => {}
                    }
                }
            }
            Position::from_setup(&setup, rules).expect("generated setups are valid")
        })
}

fn sorted_paths(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn generator_agrees_with_reference(pos in position_strategy()) {
        let reference = RefPos::from_position(&pos);
        let mut expected = reference.moves();
        expected.sort_by(|a, b| a.0.cmp(&b.0));
        let paths: Vec<String> = expected.iter().map(|(t, _)| t.clone()).collect();
        prop_assert_eq!(sorted_paths(&pos), paths.clone());
        prop_assert_eq!(pos.count_moves(), paths.len() as u64);
        prop_assert_eq!(pos.has_moves(), !paths.is_empty());
        prop_assert_eq!(pos.has_capture(), pos.capturers().any());
        for (text, ref_after) in &expected {
            let mv = pos.legal_moves().iter().copied().find(|m| &m.to_string() == text)
                .expect("listed above");
            let after = pos.after(mv);
            prop_assert_eq!(&RefPos::from_position(&after), ref_after, "after {}", text);
            // Every legal move is accepted by the notation path, and is legal by `is_legal`.
            let squares: Vec<Square> = mv.path().collect();
            prop_assert_eq!(pos.move_along(&squares), Ok(mv));
            prop_assert!(pos.is_legal(mv));
        }
    }

    /// Playouts draw only legal moves, in any position: every move under the uniform policy,
    /// one of the longest captures under the tactical one, and nothing only when there is no
    /// move.
    #[test]
    fn playout_moves_are_legal(pos in position_strategy(), seed in any::<u64>()) {
        let legal = pos.legal_moves();
        let longest = legal.iter().map(|m| m.jumps()).max();
        let mut rng = Rng::new(seed);
        for policy in [PlayoutPolicy::Uniform, PlayoutPolicy::Tactical] {
            for _ in 0..4 {
                match random_move(&pos, policy, &mut rng) {
                    None => prop_assert!(legal.is_empty()),
                    Some(mv) => {
                        prop_assert!(legal.contains(&mv), "{} drawn by {:?}", mv, policy);
                        if policy == PlayoutPolicy::Tactical && mv.is_capture() {
                            prop_assert_eq!(Some(mv.jumps()), longest);
                        }
                    }
                }
            }
        }
    }

    /// Random walks from the start stay in agreement too (positions that games really reach).
    #[test]
    fn random_games_agree(rules in rules_strategy(), choices in proptest::collection::vec(any::<u16>(), 1..120)) {
        let mut pos = Position::new(rules);
        for c in choices {
            let reference = RefPos::from_position(&pos);
            let mut expected: Vec<String> = reference.moves().into_iter().map(|(t, _)| t).collect();
            expected.sort();
            prop_assert_eq!(sorted_paths(&pos), expected);
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[c as usize % moves.len()]);
        }
    }
}

#[test]
fn reference_sanity_on_start() {
    let pos = Position::default();
    let mut moves: Vec<String> = RefPos::from_position(&pos)
        .moves()
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    moves.sort();
    assert_eq!(moves, ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]);
    assert_eq!(Bitboard::FULL.count(), 25);
}
