//! The AI against plain exhaustive search: the forced-win search proves exactly what
//! exhaustive AND/OR search proves, treats both colours alike, and the engine never misses a
//! forced win within five moves nor walks into an avoidable forced loss. Unit tests, because
//! the forced-win search is internal to the AI.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use crate::board::bitboard::Bitboard;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::board::setup::Setup;
use crate::board::square::Square;
use crate::engine::{Budget, Engine, Level};
use crate::game::{position_status, Game, Status};
use crate::search::rng::Rng;
use crate::search::solver::Solver;

/// Whether the side to move can force the opponent out of moves within `plies` plies
/// (exhaustive AND/OR search, short-circuiting only). A position drawn by the no-capture count
/// (where the rules have it) is no win, as in a game; repetition needs no rule here, as a
/// shortest forced win never repeats a position.
fn wins_within(p: &Position, plies: u32) -> bool {
    if plies == 0 || position_status(p) != Status::Ongoing {
        return false;
    }
    let mut win = false;
    p.for_each_move(|m| {
        if !win {
            let child = p.after(m);
            win = loses_within(&child, plies - 1);
        }
    });
    win
}

/// Whether the side to move loses by force within `plies` plies (no move now, or every move
/// lets the opponent win within the rest). A position drawn by the no-capture count is no loss.
fn loses_within(p: &Position, plies: u32) -> bool {
    match position_status(p) {
        Status::Won { .. } => return true,
        Status::Drawn(_) => return false,
        Status::Ongoing => {}
    }
    if plies == 0 {
        return false;
    }
    let mut all = true;
    p.for_each_move(|m| {
        if all {
            all = wins_within(&p.after(m), plies - 1);
        }
    });
    all
}

/// A position reached by `plies` random moves under `rules`, stopping early rather than
/// playing a move that ends the game (so the side to move always has a move, and the
/// no-capture count has not reached its limit).
fn random_position(rules: Rules, plies: usize, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::new(rules);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let m = moves[rng.below(moves.len() as u32) as usize];
        let next = pos.after(m);
        if position_status(&next) != Status::Ongoing {
            break;
        }
        pos = next;
    }
    pos
}

/// `pos` turned half a turn with the colours swapped: the same game seen from the other side.
/// East and west swap, so the reversal bans do too.
fn mirrored(pos: &Position) -> Position {
    let turn = |b: Bitboard| {
        b.into_iter()
            .map(mirror_square)
            .fold(Bitboard::EMPTY, Bitboard::with)
    };
    let s = pos.to_setup();
    let m = Setup {
        white: turn(s.black),
        black: turn(s.white),
        turn: s.turn.other(),
        no_east: turn(s.no_west),
        no_west: turn(s.no_east),
        plies_since_capture: s.plies_since_capture,
    };
    Position::from_setup(&m, pos.rules()).expect("a mirrored position is valid")
}

fn mirror_square(sq: Square) -> Square {
    Square::from_coords(4 - sq.col(), 4 - sq.row()).expect("on the board")
}

fn mirror_move_text(m: &str) -> String {
    m.split('-')
        .map(|t| mirror_square(t.parse().expect("a square")).to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// Every rule set, and the two with draws also with a no-capture limit short enough to fall
/// inside the searches below (so that the solver's handling of it is compared too).
fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::default()),
        Just(Rules::with_reversal()),
        Just(Rules::alfonso()),
        Just(Rules {
            no_capture_draw_plies: 4,
            ..Rules::with_reversal()
        }),
        Just(Rules {
            no_capture_draw_plies: 5,
            ..Rules::alfonso()
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Wins and losing moves within three own moves agree with exhaustive search.
    #[test]
    fn solver_agrees_with_exhaustive_search(rules in rules_strategy(), plies in 8usize..60, seed in any::<u64>()) {
        let pos = random_position(rules, plies, seed);
        let k = 3;
        let report = Solver::new(14).analyse(&pos, &[], k, u64::MAX, None, &AtomicBool::new(false));
        prop_assert!(report.win.is_some() || report.depth_done == k);
        prop_assert_eq!(report.win.is_some(), wins_within(&pos, 2 * k - 1), "{:?}", pos);
        if let Some((m, n)) = report.win {
            prop_assert!(loses_within(&pos.after(m), 2 * n - 2), "{:?} {}", pos, m);
        } else {
            for m in pos.legal_moves() {
                let loses = wins_within(&pos.after(m), 2 * k - 1);
                let proven_loss = report.losing.iter().any(|&(lost, _)| lost == m);
                prop_assert_eq!(proven_loss, loses, "{:?} {}", pos, m);
            }
        }
    }

    /// The rules and the AI treat both colours alike: a position and its mirror image have
    /// mirrored legal moves, and the forced-win search proves the same things about them (a
    /// colour-dependent slip would show here, and in play as one side winning too often).
    #[test]
    fn both_colours_are_treated_alike(rules in rules_strategy(), plies in 0usize..60, seed in any::<u64>()) {
        let pos = random_position(rules, plies, seed);
        let mirror = mirrored(&pos);
        prop_assert_eq!(mirrored(&mirror), pos);
        let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| mirror_move_text(&m.to_string())).collect();
        let mut theirs: Vec<String> = mirror.legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        theirs.sort();
        prop_assert_eq!(&moves, &theirs);
        let stop = AtomicBool::new(false);
        let a = Solver::new(14).analyse(&pos, &[], 3, u64::MAX, None, &stop);
        let b = Solver::new(14).analyse(&mirror, &[], 3, u64::MAX, None, &stop);
        prop_assert_eq!(a.win.map(|w| w.1), b.win.map(|w| w.1));
        let mut lost: Vec<(String, u32)> = a.losing.iter().map(|(m, n)| (mirror_move_text(&m.to_string()), *n)).collect();
        let mut theirs: Vec<(String, u32)> = b.losing.iter().map(|(m, n)| (m.to_string(), *n)).collect();
        lost.sort();
        theirs.sort();
        prop_assert_eq!(lost, theirs);
    }
}

/// Endgames where exhaustive search to the full depth of five own moves is affordable.
fn sparse_positions() -> Vec<Position> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < 25 {
        seed += 1;
        let pos = random_position(Rules::default(), 30 + (seed % 30) as usize, seed);
        if pos.has_moves() && pos.occupied().count() <= 8 {
            out.push(pos);
        }
    }
    out
}

#[test]
fn never_misses_a_forced_win_within_five_moves() {
    let mut wins = 0;
    for pos in sparse_positions() {
        let forced = wins_within(&pos, 9);
        let mut params = Level::Hard.params();
        params.budget = Budget::iterations(2_000);
        let game = Game::from_position(pos);
        let r = Engine::new(params, 1).search(&game, &AtomicBool::new(false), &mut |_| {});
        let mv = r.best.expect("has moves");
        if forced {
            wins += 1;
            assert!(
                loses_within(&pos.after(mv), 8),
                "{pos:?}: played {mv}, which does not keep the forced win"
            );
        }
        // Never walk into a forced loss within five opponent moves when avoidable.
        let avoidable = pos
            .legal_moves()
            .iter()
            .any(|&m| !wins_within(&pos.after(m), 9));
        if avoidable {
            assert!(
                !wins_within(&pos.after(mv), 9),
                "{pos:?}: played {mv}, a forced loss that could be avoided"
            );
        }
    }
    assert!(wins >= 3, "the sample must contain forced wins ({wins})");
}
