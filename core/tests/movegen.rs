//! The bitboard move generator against the plain, slow reference generator of
//! `alquerque_core::reference` (written straight from the rules text: coordinates and loops,
//! none of the engine's tables), on random positions. The certificate checker trusts that
//! reference, so these tests are what ties it to the game the engine plays.

use alquerque_core::engine::PlayoutPolicy;
use alquerque_core::internals::RefPos;
use alquerque_core::internals::{random_move, Rng};
use alquerque_core::{Bitboard, Color, Position, Rules, Setup, Square};
use proptest::prelude::*;

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
