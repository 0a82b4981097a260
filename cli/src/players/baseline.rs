//! The original app's AI, reproduced faithfully as the baseline our engine is measured
//! against: plain UCT with `c = sqrt(2)`, uniformly random playouts, a fresh tree for every
//! decision, the most visited child chosen, and every single jump of a multi-capture searched
//! as a decision of its own.
//!
//! It keeps the original's flaw too: a node credits its wins to the player who moved into it
//! by assuming players alternate at every level, which is false after a jump that must
//! continue (the same player moves again), so continuations are scored from the wrong side.
//! It also keeps the original's data layout, so that its speed is the original design's and
//! not a rewrite's: the board is a column array of cell arrays (`field[x][y]`) copied for
//! every action, and action lists are built afresh at every step, one action per jump.
//!
//! It lives in the terminal program, with `match` and `bench` that use it, and reaches the
//! core only through its public API: it is a measuring tool, not one of the apps' players.

use std::time::{Duration, Instant};

use alquerque_core::internals::Rng;
use alquerque_core::{Color, Direction, Game, Move, Position, Rules, Square};

/// The original app's search limits: 8000 iterations or 5 seconds per decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BaselineParams {
    /// Iterations per decision (each single jump is a decision).
    pub iterations: u32,
    /// Time per decision.
    pub time: Duration,
}

impl Default for BaselineParams {
    fn default() -> BaselineParams {
        BaselineParams {
            iterations: 8000,
            time: Duration::from_secs(5),
        }
    }
}

/// The original's directions, in its order.
const DIRECTIONS: [Direction; 8] = [
    Direction::East,
    Direction::SouthEast,
    Direction::South,
    Direction::SouthWest,
    Direction::West,
    Direction::NorthWest,
    Direction::North,
    Direction::NorthEast,
];

/// One cell: a piece and the point it last stepped from (the original's reversal rule).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Cell {
    piece: Color,
    previous: Option<Square>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Step,
    Jump(Square),
}

/// One action of the original: a plain step, or one single jump.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Action {
    by: Color,
    from: Square,
    to: Square,
    kind: Kind,
}

#[derive(Clone, Debug)]
struct State {
    /// `field[x][y]`, as the original keeps it.
    field: Vec<Vec<Option<Cell>>>,
    active: Color,
    previous_action: Option<Action>,
}

fn cell_at(field: &[Vec<Option<Cell>>], sq: Square) -> Option<Cell> {
    field[sq.col() as usize][sq.row() as usize]
}

/// The original's `withCells`: a copy of the field with some cells changed.
fn with_cells(
    field: &[Vec<Option<Cell>>],
    changes: &[(Square, Option<Cell>)],
) -> Vec<Vec<Option<Cell>>> {
    let mut next: Vec<Vec<Option<Cell>>> = field.iter().map(|column| column.to_vec()).collect();
    for &(sq, value) in changes {
        next[sq.col() as usize][sq.row() as usize] = value;
    }
    next
}

fn step_directions(rules: &Rules, player: Color, at: Square) -> Vec<Direction> {
    if rules.freezes_far_row() && at.row() == player.other().base_row() {
        return Vec::new();
    }
    let allowed = rules.step_directions(player);
    DIRECTIONS
        .iter()
        .copied()
        .filter(|d| allowed.contains(d) && at.neighbour(*d).is_some())
        .collect()
}

impl State {
    fn from_position(pos: &Position) -> State {
        let mut field = vec![vec![None; 5]; 5];
        for sq in Square::ALL {
            if let Some(piece) = pos.piece_at(sq) {
                // A ban on stepping east means the piece came from the east.
                let previous = pos.banned_step(sq).and_then(|d| sq.neighbour(d));
                field[sq.col() as usize][sq.row() as usize] = Some(Cell { piece, previous });
            }
        }
        State {
            field,
            active: pos.turn(),
            previous_action: None,
        }
    }

    fn piece_at(&self, sq: Square) -> Option<Color> {
        cell_at(&self.field, sq).map(|c| c.piece)
    }

    fn jumps_for(&self, from: Square) -> Vec<Action> {
        let mut actions = Vec::new();
        match cell_at(&self.field, from) {
            Some(c) if c.piece == self.active => {}
            _ => return actions,
        }
        let foe = self.active.other();
        for d in DIRECTIONS {
            if let (Some(over), Some(to)) = (from.neighbour(d), from.jump_landing(d)) {
                if self.piece_at(over) == Some(foe) && cell_at(&self.field, to).is_none() {
                    actions.push(Action {
                        by: self.active,
                        from,
                        to,
                        kind: Kind::Jump(over),
                    });
                }
            }
        }
        actions
    }

    fn jumps(&self) -> Vec<Action> {
        if let Some(prev) = self.previous_action {
            if prev.by == self.active {
                return self.jumps_for(prev.to);
            }
        }
        let mut actions = Vec::new();
        for sq in Square::ALL {
            actions.extend(self.jumps_for(sq));
        }
        actions
    }

    fn moves(&self, rules: &Rules) -> Vec<Action> {
        let mut actions = Vec::new();
        for from in Square::ALL {
            let Some(cell) = cell_at(&self.field, from) else {
                continue;
            };
            if cell.piece != self.active {
                continue;
            }
            for d in step_directions(rules, self.active, from) {
                let Some(to) = from.neighbour(d) else {
                    continue;
                };
                if cell_at(&self.field, to).is_some() {
                    continue;
                }
                if rules.bans_reversal() && cell.previous == Some(to) {
                    continue;
                }
                actions.push(Action {
                    by: self.active,
                    from,
                    to,
                    kind: Kind::Step,
                });
            }
        }
        actions
    }

    fn actions(&self, rules: &Rules) -> Vec<Action> {
        let jumps = self.jumps();
        if jumps.is_empty() {
            self.moves(rules)
        } else {
            jumps
        }
    }

    fn apply(&self, action: Action) -> State {
        match action.kind {
            Kind::Jump(over) => {
                let field = with_cells(
                    &self.field,
                    &[
                        (action.from, None),
                        (over, None),
                        (
                            action.to,
                            Some(Cell {
                                piece: self.active,
                                previous: None,
                            }),
                        ),
                    ],
                );
                let moved = State {
                    field,
                    active: self.active,
                    previous_action: Some(action),
                };
                let chains = !moved.jumps_for(action.to).is_empty();
                State {
                    field: moved.field,
                    active: if chains {
                        self.active
                    } else {
                        self.active.other()
                    },
                    previous_action: Some(action),
                }
            }
            Kind::Step => {
                let field = with_cells(
                    &self.field,
                    &[
                        (action.from, None),
                        (
                            action.to,
                            Some(Cell {
                                piece: self.active,
                                previous: Some(action.from),
                            }),
                        ),
                    ],
                );
                State {
                    field,
                    active: self.active.other(),
                    previous_action: Some(action),
                }
            }
        }
    }
}

/// The original's result: the side to move at the end has lost and is marked with 1.
fn result(state: &State) -> [f64; 2] {
    match state.active {
        Color::White => [1.0, 0.0],
        Color::Black => [0.0, 1.0],
    }
}

struct Node {
    action: Option<Action>,
    parent: Option<usize>,
    children: Vec<usize>,
    unexamined: Vec<Action>,
    /// The side to move in the node's state; the node's wins are `result[active_player]`.
    active_player: Color,
    wins: f64,
    visits: f64,
}

/// Playouts of the baseline are capped (the original could loop for ever where reversal is
/// allowed); a capped playout counts half for each side.
const PLAYOUT_CAP: u32 = 1000;

struct Uct<'a> {
    nodes: Vec<Node>,
    rules: &'a Rules,
    rng: &'a mut Rng,
}

impl Uct<'_> {
    fn create(&mut self, parent: Option<usize>, state: &State, action: Option<Action>) -> usize {
        self.nodes.push(Node {
            action,
            parent,
            children: Vec::new(),
            unexamined: state.actions(self.rules),
            active_player: state.active,
            wins: 0.0,
            visits: 0.0,
        });
        self.nodes.len() - 1
    }

    fn ucb1(&self, child: usize, parent_visits: f64) -> f64 {
        let c = &self.nodes[child];
        c.wins / c.visits + (2.0 * parent_visits.ln() / c.visits).sqrt()
    }

    /// One iteration; returns the number of simulated actions.
    fn playout(&mut self, root_state: &State) -> u32 {
        let mut node = 0;
        let mut state = root_state.clone();
        while self.nodes[node].unexamined.is_empty() && !self.nodes[node].children.is_empty() {
            let parent_visits = self.nodes[node].visits;
            let mut best: Option<usize> = None;
            for &c in &self.nodes[node].children {
                if best.is_none_or(|b| self.ucb1(c, parent_visits) > self.ucb1(b, parent_visits)) {
                    best = Some(c);
                }
            }
            node = best.unwrap_or(node);
            if let Some(a) = self.nodes[node].action {
                state = state.apply(a);
            }
        }
        if !self.nodes[node].unexamined.is_empty() {
            let len = self.nodes[node].unexamined.len();
            let index = (self.rng.unit() * len as f64) as usize;
            let action = self.nodes[node].unexamined.remove(index.min(len - 1));
            state = state.apply(action);
            let child = self.create(Some(node), &state, Some(action));
            self.nodes[node].children.push(child);
            node = child;
        }
        let mut simulated = 0;
        let mut actions = state.actions(self.rules);
        let mut outcome = None;
        while !actions.is_empty() {
            if simulated >= PLAYOUT_CAP {
                outcome = Some([0.5, 0.5]);
                break;
            }
            let i = (self.rng.unit() * actions.len() as f64) as usize;
            state = state.apply(actions[i.min(actions.len() - 1)]);
            simulated += 1;
            actions = state.actions(self.rules);
        }
        let r = outcome.unwrap_or_else(|| result(&state));
        let mut at = Some(node);
        while let Some(n) = at {
            let nd = &mut self.nodes[n];
            nd.visits += 1.0;
            nd.wins += r[nd.active_player.index()];
            at = nd.parent;
        }
        simulated
    }
}

/// Statistics of a baseline decision.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct BaselineStats {
    /// Iterations (playouts) run, over all single-jump decisions of the move.
    pub iterations: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// One decision of the original app: a single action (a step or one jump) for `state`.
fn decide(
    state: &State,
    rules: &Rules,
    params: &BaselineParams,
    rng: &mut Rng,
    stats: &mut BaselineStats,
) -> Option<Action> {
    let mut uct = Uct {
        nodes: Vec::new(),
        rules,
        rng,
    };
    uct.create(None, state, None);
    let start = Instant::now();
    let limit = start + params.time;
    let mut iterations = 0;
    while iterations < params.iterations && Instant::now() < limit {
        for _ in 0..50 {
            uct.playout(state);
        }
        iterations += 50;
    }
    stats.iterations += iterations as u64;
    let root = &uct.nodes[0];
    let mut best: Option<usize> = None;
    for &c in &root.children {
        if best.is_none_or(|b| uct.nodes[c].visits > uct.nodes[b].visits) {
            best = Some(c);
        }
    }
    best.and_then(|b| uct.nodes[b].action)
}

/// The original app's move for the side to move in `game`: one decision per single jump,
/// each with a fresh tree, assembled into the whole move. `None` when there is no legal move.
pub fn baseline_move(
    game: &Game,
    params: &BaselineParams,
    rng: &mut Rng,
) -> (Option<Move>, BaselineStats) {
    let start = Instant::now();
    let mut stats = BaselineStats::default();
    let pos = game.position();
    let rules = pos.rules();
    let mut state = State::from_position(pos);
    let mover = state.active;
    let mut path: Vec<Square> = Vec::new();
    while let Some(action) = decide(&state, &rules, params, rng, &mut stats) {
        if path.is_empty() {
            path.push(action.from);
        }
        path.push(action.to);
        state = state.apply(action);
        if state.active != mover || action.kind == Kind::Step {
            break;
        }
    }
    stats.elapsed = start.elapsed();
    if path.is_empty() {
        return (None, stats);
    }
    // The assembled path is a legal move by construction; checked anyway.
    (pos.move_along(&path).ok(), stats)
}

/// Iterations per second of the baseline's search from `pos` over `iterations` iterations
/// (one decision), for benchmarks.
pub fn baseline_rate(pos: &Position, iterations: u32, seed: u64) -> f64 {
    let params = BaselineParams {
        iterations,
        time: Duration::from_secs(3600),
    };
    let mut rng = Rng::new(seed);
    let mut stats = BaselineStats::default();
    let start = Instant::now();
    decide(
        &State::from_position(pos),
        &pos.rules(),
        &params,
        &mut rng,
        &mut stats,
    );
    stats.iterations as f64 / start.elapsed().as_secs_f64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baseline_plays_legal_whole_moves() {
        let mut rng = Rng::new(1);
        let params = BaselineParams {
            iterations: 200,
            time: Duration::from_secs(5),
        };
        let mut game = Game::default();
        for _ in 0..40 {
            if game.status().is_over() {
                break;
            }
            let (mv, stats) = baseline_move(&game, &params, &mut rng);
            let mv = mv.expect("a legal move");
            assert!(stats.iterations >= 200);
            game.play(mv).expect("legal");
        }
    }

    #[test]
    fn baseline_actions_agree_with_the_engine() {
        // The original's per-jump generator, chained, gives the same whole moves as ours.
        let mut rng = Rng::new(4);
        let mut game = Game::default();
        for _ in 0..60 {
            let pos = *game.position();
            let mut paths: Vec<String> = Vec::new();
            fn walk(
                s: &State,
                rules: &Rules,
                mover: Color,
                path: Vec<Square>,
                out: &mut Vec<String>,
            ) {
                let actions = s.actions(rules);
                for a in actions {
                    let mut p = path.clone();
                    if p.is_empty() {
                        p.push(a.from);
                    }
                    p.push(a.to);
                    let next = s.apply(a);
                    if matches!(a.kind, Kind::Jump(_)) && next.active == mover {
                        walk(&next, rules, mover, p, out);
                    } else {
                        out.push(
                            p.iter()
                                .map(|q| q.to_string())
                                .collect::<Vec<_>>()
                                .join("-"),
                        );
                    }
                }
            }
            let st = State::from_position(&pos);
            walk(&st, &pos.rules(), pos.turn(), Vec::new(), &mut paths);
            paths.sort();
            let mut ours: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            ours.sort();
            assert_eq!(paths, ours, "{pos:?}");
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u32) as usize])
                .expect("legal");
        }
    }

    #[test]
    fn perfect_as_white_wins_against_the_baseline() {
        use alquerque_core::engine::{Decision, Engine, Level};
        use std::sync::atomic::AtomicBool;
        let params = BaselineParams {
            iterations: 800,
            time: Duration::from_secs(5),
        };
        let mut rng = Rng::new(3);
        let mut perfect = Engine::new(Level::Perfect.params(), 5);
        let mut game = Game::default();
        let mut decisions = Vec::new();
        while !game.status().is_over() {
            let mv = if game.turn() == Color::White {
                let r = perfect.search(&game, &AtomicBool::new(false), &mut |_| {});
                decisions.push(r.decision);
                r.best.expect("White has a move")
            } else {
                baseline_move(&game, &params, &mut rng).0.expect("a move")
            };
            game.play(mv).expect("legal");
        }
        assert_eq!(game.status().winner(), Some(Color::White));
        // Every move of White's was a proven win (or the only move).
        let proven = |d: &Decision| {
            matches!(
                d,
                Decision::Proven | Decision::ForcedWin(_) | Decision::OnlyMove
            )
        };
        assert!(decisions.iter().all(proven), "{decisions:?}");
    }
}
