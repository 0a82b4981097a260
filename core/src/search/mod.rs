//! The search algorithms, private to the crate: the engine's random numbers, allocation-free
//! playouts, Monte-Carlo tree search with a solver, the exact forced-win search, and the
//! proof-number search. The engine (`crate::engine`), perfect play and the certificate writer
//! (`crate::proof`), the review and the puzzles call them; none of them calls back up.

pub(crate) mod dfpn;
pub(crate) mod mcts;
pub(crate) mod playout;
pub(crate) mod proof_table;
pub(crate) mod rng;
pub(crate) mod solver;
