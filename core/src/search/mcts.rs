//! Monte-Carlo tree search over whole moves, with MCTS-Solver (proven wins and losses
//! propagate), tree reuse between moves, playouts from [`playout`](super::playout) and a cap
//! on the tree's memory.

use crate::board::color::Color;
use crate::board::key_counts::KeyCounts;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::search::playout::{playout, playout_scored, PlayoutPolicy, PlayoutResult};
use crate::search::rng::Rng;

/// The tunable parameters of the tree search.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MctsParams {
    /// The UCT exploration constant `c` in `q + c * sqrt(ln N / n)` (rewards in 0..1).
    pub exploration: f32,
    /// How playouts choose moves.
    pub playout: PlayoutPolicy,
    /// Playouts longer than this are scored as draws (only reachable where games can cycle).
    pub max_playout_plies: u32,
    /// Playouts stop after this many plies and are judged by the pieces left; 0 plays them to
    /// the end of the game.
    pub playout_cutoff: u32,
}

/// What is proved about a node, from the view of the player who made the move into it.
///
/// Apart from the proof-number search's `Value` because it is kept in every node of the tree
/// (one byte of a 32-byte node), from the mover's view that the tree's backups use, and knows
/// draws by the draw rules, which the proof-number search never meets.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(i8)]
pub enum Proof {
    /// Nothing yet.
    Unknown = 0,
    /// The player who made the move wins with best play.
    Win = 1,
    /// The player who made the move loses with best play.
    Loss = -1,
    /// The position is a draw by a draw rule (terminal, not propagated).
    Draw = 2,
}

#[derive(Copy, Clone, Debug)]
struct Node {
    mv: Move,
    /// Index of the first child; children are contiguous. Meaningless until expanded.
    first_child: u32,
    visits: u32,
    /// Sum of rewards for the player who made `mv`.
    reward: f32,
    num_children: u16,
    proof: Proof,
    expanded: bool,
}

impl Node {
    fn new(mv: Move) -> Node {
        Node {
            mv,
            first_child: 0,
            visits: 0,
            reward: 0.0,
            num_children: 0,
            proof: Proof::Unknown,
            expanded: false,
        }
    }
}

/// Statistics of one root move.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Iterations through it.
    pub visits: u32,
    /// Mean reward for the side to move at the root (0 = loss, 1 = win).
    pub value: f32,
    /// What is proved about it, from the root side's view.
    pub proof: Proof,
}

/// A search tree rooted at a position, kept between moves of a game.
pub struct Tree {
    nodes: Vec<Node>,
    root: Position,
    /// How often each of the game's positions before the root occurred (for repetition draws;
    /// counted, so a long game does not slow every iteration).
    history: KeyCounts,
    params: MctsParams,
    /// The most nodes the tree may hold (32 bytes each); beyond it leaves stop expanding.
    max_nodes: usize,
    rng: Rng,
    /// Scratch: the node path of the current iteration.
    path: Vec<u32>,
    /// Scratch: the position keys along the current path.
    keys: Vec<u128>,
}

/// The placeholder move of the root node (it has none).
fn no_move() -> Move {
    Move::capture_start(crate::board::square::Square::A1)
}

impl Tree {
    /// A fresh tree at `root`, whose earlier positions (oldest first, excluding the root) have
    /// the keys `history`, holding at most `max_nodes` nodes (32 bytes each).
    pub fn new(
        root: Position,
        history: Vec<u128>,
        params: MctsParams,
        max_nodes: usize,
        seed: u64,
    ) -> Tree {
        Tree {
            nodes: vec![Node::new(no_move())],
            root,
            history: KeyCounts::from_keys(&history),
            params,
            max_nodes,
            rng: Rng::new(seed),
            path: Vec::with_capacity(64),
            keys: Vec::with_capacity(64),
        }
    }

    /// Nodes in the tree.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Visits of the root (iterations kept from earlier searches included).
    #[cfg(test)]
    fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// Changes the parameters and the most nodes the tree may hold (the tree is kept).
    pub fn set_params(&mut self, params: MctsParams, max_nodes: usize) {
        self.params = params;
        self.max_nodes = max_nodes;
    }

    /// Moves the root down along `moves` (played since the root), keeping the subtree below;
    /// starts afresh when the subtree is not there. `history` replaces the key history.
    pub fn advance(&mut self, moves: &[Move], new_root: &Position, history: Vec<u128>) {
        let mut node = 0usize;
        let mut pos = self.root;
        let mut found = true;
        for &mv in moves {
            let n = self.nodes[node];
            let child = if n.expanded {
                (n.first_child as usize..n.first_child as usize + n.num_children as usize)
                    .find(|&c| self.nodes[c].mv == mv)
            } else {
                None
            };
            match child {
                Some(c) => {
                    node = c;
                    pos.play_unchecked(mv);
                }
                None => {
                    found = false;
                    break;
                }
            }
        }
        self.history = KeyCounts::from_keys(&history);
        if !found || pos != *new_root {
            self.nodes.clear();
            self.nodes.push(Node::new(no_move()));
            self.root = *new_root;
            return;
        }
        if node != 0 {
            self.reroot(node);
        }
        self.root = *new_root;
    }

    /// Makes `node` the root, keeping only its subtree, compacted in place: a node's children
    /// always come after it in `nodes` (they are added when it is expanded), so the subtree's
    /// nodes keep their order, `node` comes first, and each moves only towards the front. No
    /// second tree is made, so rerooting a full tree takes 4 bytes a node more, not 32.
    fn reroot(&mut self, node: usize) {
        const DROPPED: u32 = u32::MAX;
        // Where each node of the subtree goes, found in one pass from `node` on.
        let mut to: Vec<u32> = vec![DROPPED; self.nodes.len()];
        to[node] = 0;
        let mut kept = 1u32;
        for i in node..self.nodes.len() {
            if to[i] == DROPPED {
                continue;
            }
            let n = self.nodes[i];
            let first = n.first_child as usize;
            to[first..first + n.num_children as usize].fill(0);
            if i != node {
                to[i] = kept;
                kept += 1;
            }
        }
        for i in node..self.nodes.len() {
            if to[i] == DROPPED {
                continue;
            }
            let mut n = self.nodes[i];
            if n.num_children > 0 {
                n.first_child = to[n.first_child as usize];
            }
            self.nodes[to[i] as usize] = n;
        }
        self.nodes.truncate(kept as usize);
        self.nodes[0].mv = no_move();
    }

    /// The statistics of every root move (after at least one iteration).
    pub fn root_moves(&self) -> Vec<RootMove> {
        let root = &self.nodes[0];
        if !root.expanded {
            return Vec::new();
        }
        self.children(0)
            .map(|c| {
                let n = &self.nodes[c];
                RootMove {
                    mv: n.mv,
                    visits: n.visits,
                    value: if n.visits > 0 {
                        n.reward / n.visits as f32
                    } else {
                        0.5
                    },
                    proof: n.proof,
                }
            })
            .collect()
    }

    /// The principal variation: most visited moves from the root down.
    pub fn principal_variation(&self, max_len: usize) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut node = 0;
        while pv.len() < max_len && self.nodes[node].expanded {
            let best = self.children(node).max_by_key(|&c| {
                let n = &self.nodes[c];
                (n.proof == Proof::Win, n.visits)
            });
            match best {
                Some(c) if self.nodes[c].visits > 0 || self.nodes[c].proof == Proof::Win => {
                    pv.push(self.nodes[c].mv);
                    node = c;
                }
                _ => break,
            }
        }
        pv
    }

    /// Marks a root move as proved (by the forced-win search), so the tree search plays or
    /// avoids it.
    pub fn set_root_proof(&mut self, mv: Move, proof: Proof) {
        self.expand_root();
        let found = self.children(0).find(|&c| self.nodes[c].mv == mv);
        if let Some(c) = found {
            self.nodes[c].proof = proof;
        }
    }

    /// What is proved about the root position, from its side to move's view: `Win` if it wins.
    pub fn root_proof(&self) -> Proof {
        match self.nodes[0].proof {
            // The root's own proof is from the view of the (absent) mover into it.
            Proof::Win => Proof::Loss,
            Proof::Loss => Proof::Win,
            p => p,
        }
    }

    fn expand_root(&mut self) {
        if !self.nodes[0].expanded {
            let pos = self.root;
            self.expand(0, &pos);
        }
    }

    fn children(&self, node: usize) -> impl Iterator<Item = usize> {
        let n = &self.nodes[node];
        let first = n.first_child as usize;
        first..first + n.num_children as usize
    }

    /// Adds all children of `node` (whose position is `pos`), unless the tree is full.
    fn expand(&mut self, node: usize, pos: &Position) -> bool {
        let count = pos.count_moves() as usize;
        if node != 0 && self.nodes.len() + count > self.max_nodes {
            return false;
        }
        let first = self.nodes.len() as u32;
        let mut added = 0usize;
        let nodes = &mut self.nodes;
        pos.for_each_move(|m| {
            nodes.push(Node::new(m));
            added += 1;
        });
        let n = &mut self.nodes[node];
        n.first_child = first;
        n.num_children = added.min(u16::MAX as usize) as u16;
        n.expanded = true;
        true
    }

    /// The mover into a node at `depth` below the root (1 = the root's side to move).
    fn mover_at(&self, depth: usize) -> Color {
        if depth % 2 == 1 {
            self.root.turn()
        } else {
            self.root.turn().other()
        }
    }

    /// Whether the position at the end of the current path is drawn by repetition: it occurred
    /// twice before in the game and on the path, or once before on the path itself.
    fn repeated(&self, key: u128) -> bool {
        let on_path = self.keys.iter().filter(|&&k| k == key).count();
        if on_path >= 1 {
            return true;
        }
        self.history.count(key) >= 2
    }

    /// Runs one iteration: select, expand, play out, back up.
    pub fn iterate(&mut self) {
        let mut pos = self.root;
        let draws = pos.rules().has_draws();
        let draw_limit = pos.rules().no_capture_limit();
        self.path.clear();
        self.keys.clear();
        self.path.push(0);
        let mut node = 0usize;
        let result: PlayoutResult;
        loop {
            let depth = self.path.len() - 1;
            let n = self.nodes[node];
            match n.proof {
                Proof::Win => {
                    result = PlayoutResult::Win(self.mover_at(depth));
                    break;
                }
                Proof::Loss => {
                    result = PlayoutResult::Win(self.mover_at(depth).other());
                    break;
                }
                Proof::Draw => {
                    result = PlayoutResult::Draw;
                    break;
                }
                Proof::Unknown => {}
            }
            if !n.expanded {
                if node != 0 && n.visits == 0 {
                    // First visit of a leaf: is it the end of the game?
                    if !pos.has_moves() {
                        self.nodes[node].proof = Proof::Win;
                        result = PlayoutResult::Win(self.mover_at(depth));
                        break;
                    }
                    if draws {
                        let limit_hit = draw_limit.is_some_and(|l| pos.plies_since_capture() >= l);
                        if limit_hit || self.repeated(pos.key()) {
                            self.nodes[node].proof = Proof::Draw;
                            result = PlayoutResult::Draw;
                            break;
                        }
                    }
                    result = self.playout(pos);
                    break;
                }
                if !self.expand(node, &pos) {
                    result = self.playout(pos);
                    break;
                }
                if self.nodes[node].num_children == 0 {
                    // Only the root can get here (leaves were checked on their first visit).
                    result = PlayoutResult::Win(pos.turn().other());
                    break;
                }
            }
            // Select a child, or settle this node when its children settle it.
            let (child, settled) = self.select(node);
            if let Some(proof) = settled {
                self.nodes[node].proof = proof;
                let me = pos.turn();
                result = if proof == Proof::Loss {
                    PlayoutResult::Win(me)
                } else {
                    PlayoutResult::Win(me.other())
                };
                break;
            }
            if draws {
                self.keys.push(pos.key());
            }
            pos.play_unchecked(self.nodes[child].mv);
            self.path.push(child as u32);
            node = child;
        }
        // Back up: every node on the path gets the reward of the player who moved into it.
        for (depth, &idx) in self.path.iter().enumerate() {
            let mover = if depth == 0 {
                self.root.turn().other()
            } else {
                self.mover_at(depth)
            };
            let n = &mut self.nodes[idx as usize];
            n.visits = n.visits.saturating_add(1);
            n.reward += result.reward(mover);
        }
    }

    /// A playout from `pos` with this tree's policy and generator.
    fn playout(&mut self, pos: Position) -> PlayoutResult {
        let (policy, rng) = (self.params.playout, &mut self.rng);
        match self.params.playout_cutoff {
            0 => playout(pos, policy, rng, self.params.max_playout_plies),
            plies => playout_scored(pos, policy, rng, plies),
        }
    }

    /// UCT selection among the children of `node`, skipping children proven lost for the
    /// mover. Returns the child, or the proof that settles `node` (from the view of the player
    /// who moved into it): `Loss` if some child wins for the side to move, `Win` if all lose.
    fn select(&mut self, node: usize) -> (usize, Option<Proof>) {
        let parent_visits = self.nodes[node].visits.max(1) as f32;
        let log_n = parent_visits.ln();
        let c = self.params.exploration;
        let mut best = usize::MAX;
        let mut best_score = f32::NEG_INFINITY;
        let mut all_lost = true;
        let mut unvisited = 0u32;
        for child in self.children(node) {
            let n = &self.nodes[child];
            match n.proof {
                Proof::Win => return (child, Some(Proof::Loss)),
                Proof::Loss => continue,
                _ => {}
            }
            all_lost = false;
            if n.visits == 0 {
                // Unvisited children first, a random one among them (reservoir sampling).
                unvisited += 1;
                if self.rng.below(unvisited) == 0 {
                    best = child;
                }
                best_score = f32::INFINITY;
                continue;
            }
            if unvisited > 0 {
                continue;
            }
            let q = n.reward / n.visits as f32;
            let score = q + c * (log_n / n.visits as f32).sqrt();
            if score > best_score {
                best_score = score;
                best = child;
            }
        }
        if all_lost {
            return (0, Some(Proof::Win));
        }
        (best, None)
    }

    /// The move to play: a proven win, else the most visited move not proven lost (ties by
    /// value), else (all lose) the most visited.
    #[cfg(test)]
    fn best_move(&self) -> Option<Move> {
        choose_best(&self.root_moves())
    }
}

/// The move to play from root statistics: a proven win, else the most visited move not proven
/// lost (ties broken by value), else the most visited of all.
pub fn choose_best(moves: &[RootMove]) -> Option<Move> {
    if let Some(m) = moves.iter().find(|m| m.proof == Proof::Win) {
        return Some(m.mv);
    }
    let key = |m: &&RootMove| (m.visits, (m.value * 1e6) as i64);
    moves
        .iter()
        .filter(|m| m.proof != Proof::Loss)
        .max_by_key(key)
        .or_else(|| moves.iter().max_by_key(key))
        .map(|m| m.mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::Rules;
    use crate::game::position_text::PositionText;

    /// The tree size the tests use: the default engine's, 2^21 nodes.
    const NODES: usize = 1 << 21;

    proptest::proptest! {
        /// The repetition check sees exactly what scanning the game's positions saw: a
        /// position twice in the game before the root, or once on the path.
        #[test]
        fn repetition_is_what_scanning_the_history_finds(
            seed in 0u64..u64::MAX,
            plies in 1usize..300,
            split in 0.0f64..1.0,
        ) {
            let line = crate::board::key_counts::wandering_line(seed, plies);
            let keys: Vec<u128> = line.iter().map(Position::key).collect();
            let at = ((keys.len() - 1) as f64 * split) as usize;
            let mut tree = Tree::new(line[at], keys[..at].to_vec(), MctsParams::default(), 16, 1);
            tree.keys = keys[at..].to_vec();
            for key in &keys {
                let scanned = keys[at..].contains(key)
                    || keys[..at].iter().filter(|&k| k == key).count() >= 2;
                proptest::prop_assert_eq!(tree.repeated(*key), scanned);
            }
        }
    }

    #[test]
    fn finds_the_only_winning_capture() {
        let pos = "-----/-----/-bbb-/-w---/----- w - 0"
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("valid");
        let mut t = Tree::new(pos, Vec::new(), MctsParams::default(), NODES, 1);
        for _ in 0..200 {
            t.iterate();
        }
        let m = t.best_move().expect("has moves");
        assert_eq!(m.to_string(), "b2-b4-d2-d4");
        assert_eq!(t.root_proof(), Proof::Win);
    }

    #[test]
    fn deterministic_for_a_seed() {
        let run = |seed| {
            let mut t = Tree::new(
                Position::default(),
                Vec::new(),
                MctsParams::default(),
                NODES,
                seed,
            );
            for _ in 0..3000 {
                t.iterate();
            }
            (t.root_moves(), t.len())
        };
        assert_eq!(run(5), run(5));
    }

    #[test]
    fn reuse_keeps_the_subtree() {
        let mut t = Tree::new(
            Position::default(),
            Vec::new(),
            MctsParams::default(),
            NODES,
            2,
        );
        for _ in 0..5000 {
            t.iterate();
        }
        let first = t.best_move().expect("moves");
        let after1 = Position::default().after(first);
        let reply = after1.legal_moves()[0];
        let after2 = after1.after(reply);
        t.advance(&[first, reply], &after2, Vec::new());
        assert!(t.root_visits() > 0, "the subtree's visits are kept");
        for _ in 0..100 {
            t.iterate();
        }
        let m = t.best_move().expect("moves");
        assert!(after2.is_legal(m));
        // An unknown path starts afresh.
        let other = Position::default();
        t.advance(&[], &other, Vec::new());
        assert_eq!(t.root_visits(), 0);
    }

    /// The subtree below `node` as nested (move, visits, reward, proof, children) values: what
    /// a tree holds, whatever the order of its nodes.
    fn shape(t: &Tree, node: usize) -> String {
        let n = &t.nodes[node];
        let children: Vec<String> = t.children(node).map(|c| shape(t, c)).collect();
        format!(
            "({} {} {} {:?} [{}])",
            n.mv,
            n.visits,
            n.reward,
            n.proof,
            children.join(" ")
        )
    }

    /// Rerooting in place keeps exactly the subtree, node for node, two plies down (where
    /// nodes expanded early and late are interleaved), and nothing else; the search goes on
    /// from it, reproducibly.
    #[test]
    fn rerooting_keeps_exactly_the_subtree() {
        let grown = || {
            let mut t = Tree::new(
                Position::default(),
                Vec::new(),
                MctsParams::default(),
                NODES,
                4,
            );
            for _ in 0..20_000 {
                t.iterate();
            }
            t
        };
        let mut t = grown();
        let first = t.best_move().expect("moves");
        let a = t
            .children(0)
            .find(|&c| t.nodes[c].mv == first)
            .expect("child");
        let reply_node = t
            .children(a)
            .max_by_key(|&c| t.nodes[c].visits)
            .expect("expanded");
        let reply = t.nodes[reply_node].mv;
        let expected = shape(&t, reply_node);
        let size = {
            let mut stack = vec![reply_node];
            let mut count = 0;
            while let Some(n) = stack.pop() {
                count += 1;
                stack.extend(t.children(n));
            }
            count
        };
        let after2 = Position::default().after(first).after(reply);
        t.advance(&[first, reply], &after2, Vec::new());
        assert_eq!(t.len(), size, "only the subtree is kept");
        let root = shape(&t, 0);
        let strip = |s: &str| s.split_once(' ').map(|(_, rest)| rest.to_string());
        assert_eq!(strip(&root), strip(&expected), "the same subtree");
        for _ in 0..1000 {
            t.iterate();
        }
        let mut again = grown();
        again.advance(&[first, reply], &after2, Vec::new());
        for _ in 0..1000 {
            again.iterate();
        }
        assert_eq!(t.root_moves(), again.root_moves());
    }

    #[test]
    fn memory_cap_is_respected() {
        let mut t = Tree::new(
            Position::default(),
            Vec::new(),
            MctsParams::default(),
            500,
            3,
        );
        for _ in 0..5000 {
            t.iterate();
        }
        assert!(t.len() <= 500);
        assert!(t.best_move().is_some());
    }
}
