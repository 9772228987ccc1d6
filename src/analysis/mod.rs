//! Graph analyses as pure algorithms over an abstract control-flow graph.
//!
//! Nothing here knows the IR: a graph is a [`Cfg`] — nodes `0..n`, an entry node, a successor
//! list per node (repeated successors and self-loops allowed; nodes the entry does not reach
//! allowed). A caller with the blocks of one region numbered `0..n` builds it once per region,
//! e.g. `Cfg::from_fn(n, 0, |b| successor_block_indices(b))`, then runs what it needs:
//!
//! | module | computes | cost |
//! |---|---|---|
//! | [`domtree`] | dominator tree ([`DomTree`]), post-dominator tree ([`PostDomTree`]), (post-)dominance frontiers ([`DomFrontiers`]) | Semi-NCA, O(m log n); O(1) dominance queries |
//! | [`loops`] | natural loops, nesting, latches, exits; irreducible edges ([`LoopInfo`]) | O(n + m) given the dominator tree |
//! | [`liveness`] | block live-in / live-out sets of dense value ids ([`Liveness`]) | backward dataflow on bit sets, O((n + m) · values / 64) per sweep |
//!
//! (`n` nodes, `m` edges.) Every algorithm is iterative — no recursion, so no stack limit on
//! deep graphs. Each module's documentation states its conventions, in particular for
//! unreachable nodes (MLIR's: dominated by everything, dominating nothing else), for infinite
//! loops in post-dominance (joined to the virtual exit), and for block arguments and
//! successor operands in liveness (defs of their block; uses at the end of the predecessor).
//!
//! [`BitSet`] is the small bit vector the analyses use, public for callers of [`liveness`].

pub mod bitset;
pub mod cfg;
pub mod domtree;
pub mod liveness;
pub mod loops;

#[cfg(test)]
mod testutil;

pub use bitset::BitSet;
pub use cfg::{Adjacency, Cfg};
pub use domtree::{DomFrontiers, DomTree, PostDomTree};
pub use liveness::Liveness;
pub use loops::{LoopId, LoopInfo};
