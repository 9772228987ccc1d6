//! Analyses of the IR's control flow (MLIR's `DominanceInfo`, `PostDominanceInfo`,
//! `Liveness`, `CFGLoopInfo`), over the pure graph algorithms of `crate::analysis`.
//!
//! A region's blocks, numbered in region order, form a `RegionCfg` (successors are the
//! terminators' successors). `DominanceInfo` builds the dominator tree of a region on first
//! query and caches it; its queries are region-aware as MLIR's:
//!
//! - `properly_dominates(a, b)` for ops: `b` is (inside) an op after `a` in `a`'s block, or in
//!   a block of `a`'s region that `a`'s block properly dominates; an op properly dominates the
//!   ops nested in it. In a graph region (no SSA dominance) every op dominates every other,
//!   and properly dominates itself (MLIR's convention: an op there may use its own results).
//! - `value_dominates(v, user)`: `v` may be used by `user`: a block argument dominates what its
//!   block dominates; a result what its op properly dominates, not counting the op's own
//!   regions.
//! - Unreachable blocks are dominated by every block (MLIR's convention).
//!
//! Caches must be dropped (`invalidate`) when the control flow of a region changes.

use super::entity::SecondaryMap;
use super::fxhash::FxHashMap;
use super::registry::{GRAPH_REGION, NO_TERMINATOR};
use super::*;
use crate::analysis::{Cfg, DomTree, Liveness, LoopInfo, PostDomTree};

/// The blocks of a region as a graph: block `blocks[i]` is node `i`, the entry is node 0.
pub struct RegionCfg {
    pub blocks: Vec<Block>,
    pub cfg: Cfg,
}

impl RegionCfg {
    /// The graph of `r`'s blocks, writing each block's node number into `index`. `None` for
    /// an empty region.
    pub fn new(ir: &Ir, r: Region, index: &mut SecondaryMap<Block, u32>) -> Option<RegionCfg> {
        let blocks: Vec<Block> = ir.blocks(r).collect();
        if blocks.is_empty() {
            return None;
        }
        for (i, &b) in blocks.iter().enumerate() {
            index[b] = i as u32;
        }
        let cfg = Cfg::from_fn(blocks.len(), 0, |i| {
            let b = blocks[i as usize];
            let succs: Vec<u32> = match ir.terminator(b) {
                // Successors in another region are a verifier error reported elsewhere.
                Some(t) => {
                    ir.successors(t).iter().filter(|&&s| ir.block_region(s) == Some(r)).map(|&s| index[s]).collect()
                }
                None => vec![],
            };
            succs
        });
        Some(RegionCfg { blocks, cfg })
    }
}

/// Whether values in `r` must dominate their uses (false in graph regions: `builtin.module`,
/// `gpu.module` and other ops whose regions need no terminator).
pub fn has_ssa_dominance(ir: &Ir, r: Region) -> bool {
    match ir.region_op(r) {
        Some(op) => ir.def(op).traits & (GRAPH_REGION | NO_TERMINATOR) == 0,
        None => true,
    }
}

/// Dominator trees of regions, built on demand.
#[derive(Default)]
pub struct DominanceInfo {
    index: SecondaryMap<Block, u32>,
    /// Each region's tree and its blocks by node number.
    trees: FxHashMap<Region, Option<(DomTree, Vec<Block>)>>,
}

impl DominanceInfo {
    pub fn new() -> DominanceInfo {
        DominanceInfo::default()
    }
    /// Forgets every tree (after a change of control flow).
    pub fn invalidate(&mut self) {
        self.trees.clear();
    }
    /// Forgets the tree of `r`.
    pub fn invalidate_region(&mut self, r: Region) {
        self.trees.remove(&r);
    }
    fn tree(&mut self, ir: &Ir, r: Region) -> Option<&DomTree> {
        if !self.trees.contains_key(&r) {
            let t = RegionCfg::new(ir, r, &mut self.index).map(|g| (DomTree::compute(&g.cfg), g.blocks));
            self.trees.insert(r, t);
        }
        self.trees[&r].as_ref().map(|t| &t.0)
    }
    /// Whether block `a` dominates block `b` (both in one region; a block dominates itself).
    pub fn block_dominates(&mut self, ir: &Ir, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let (Some(ra), Some(rb)) = (ir.block_region(a), ir.block_region(b)) else { return false };
        if ra != rb {
            return false;
        }
        if self.tree(ir, ra).is_none() {
            return false;
        }
        let (ia, ib) = (self.index[a], self.index[b]);
        self.trees[&ra].as_ref().is_some_and(|t| t.0.dominates(ia, ib))
    }
    /// Whether `a` properly dominates block `b`.
    pub fn block_properly_dominates(&mut self, ir: &Ir, a: Block, b: Block) -> bool {
        a != b && self.block_dominates(ir, a, b)
    }
    /// The immediate dominator of `b` in its region.
    pub fn idom(&mut self, ir: &Ir, b: Block) -> Option<Block> {
        let r = ir.block_region(b)?;
        self.tree(ir, r)?;
        let i = self.index[b];
        let (t, blocks) = self.trees[&r].as_ref()?;
        Some(blocks[t.idom(i)? as usize])
    }
    /// Whether `b` is reachable from its region's entry.
    pub fn is_reachable(&mut self, ir: &Ir, b: Block) -> bool {
        let Some(r) = ir.block_region(b) else { return false };
        if self.tree(ir, r).is_none() {
            return false;
        }
        let i = self.index[b];
        self.trees[&r].as_ref().is_some_and(|t| t.0.is_reachable(i))
    }

    /// Whether op `a` properly dominates op `b` (see the module doc); an op properly dominates
    /// the ops nested in it.
    pub fn properly_dominates(&mut self, ir: &Ir, a: Op, b: Op) -> bool {
        self.properly_dominates_impl(ir, a, b, true)
    }
    /// `a == b` or `a` properly dominates `b`.
    pub fn dominates(&mut self, ir: &Ir, a: Op, b: Op) -> bool {
        a == b || self.properly_dominates(ir, a, b)
    }
    fn properly_dominates_impl(&mut self, ir: &Ir, a: Op, b: Op, enclosing_ok: bool) -> bool {
        let Some(ra) = ir.parent_region(a) else { return false };
        if a == b {
            // As MLIR: not itself, except in a graph region, where an op may use its own
            // results (`%0 = arith.addi %0, %0` verifies there).
            return !has_ssa_dominance(ir, ra);
        }
        let Some(bb) = ir.ancestor_in_region(b, ra) else { return false };
        if bb == a {
            return enclosing_ok;
        }
        let (blk_a, blk_b) = (ir.parent_block(a).unwrap(), ir.parent_block(bb).unwrap());
        if blk_a == blk_b {
            return !has_ssa_dominance(ir, ra) || ir.is_before_in_block(a, bb);
        }
        self.block_dominates(ir, blk_a, blk_b)
    }
    /// Whether `v` is visible to `user` (defined before it on every path).
    pub fn value_dominates(&mut self, ir: &Ir, v: Value, user: Op) -> bool {
        match ir.value_def(v) {
            ValueDef::Result(d, _) => self.properly_dominates_impl(ir, d, user, false),
            ValueDef::Arg(b, _) => {
                let Some(r) = ir.block_region(b) else { return false };
                let Some(anc) = ir.ancestor_in_region(user, r) else { return false };
                let ub = ir.parent_block(anc).unwrap();
                self.block_dominates(ir, b, ub)
            }
            ValueDef::Placeholder => false,
        }
    }
}

/// Post-dominator trees of regions, built on demand.
#[derive(Default)]
pub struct PostDominanceInfo {
    index: SecondaryMap<Block, u32>,
    trees: FxHashMap<Region, Option<PostDomTree>>,
}

impl PostDominanceInfo {
    pub fn new() -> PostDominanceInfo {
        PostDominanceInfo::default()
    }
    pub fn invalidate(&mut self) {
        self.trees.clear();
    }
    /// Whether block `a` post-dominates block `b` (every path from `b` to an exit of the
    /// region passes through `a`); both in one region.
    pub fn block_post_dominates(&mut self, ir: &Ir, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let (Some(ra), Some(rb)) = (ir.block_region(a), ir.block_region(b)) else { return false };
        if ra != rb {
            return false;
        }
        if !self.trees.contains_key(&ra) {
            let t = RegionCfg::new(ir, ra, &mut self.index).map(|g| PostDomTree::compute(&g.cfg));
            self.trees.insert(ra, t);
        }
        let (ia, ib) = (self.index[a], self.index[b]);
        self.trees[&ra].as_ref().is_some_and(|t| t.post_dominates(ia, ib))
    }
    /// Whether op `a` post-dominates op `b`: every path from `b` to its region's exits passes
    /// through `a`. Ops in the same block: `a` after `b`.
    pub fn post_dominates(&mut self, ir: &Ir, a: Op, b: Op) -> bool {
        if a == b {
            return true;
        }
        let Some(ra) = ir.parent_region(a) else { return false };
        let Some(bb) = ir.ancestor_in_region(b, ra) else { return false };
        if bb == a {
            return true;
        }
        let (blk_a, blk_b) = (ir.parent_block(a).unwrap(), ir.parent_block(bb).unwrap());
        if blk_a == blk_b {
            return ir.is_before_in_block(bb, a);
        }
        self.block_post_dominates(ir, blk_a, blk_b)
    }
}

/// The values live into and out of each block of a region (block arguments are defined by
/// their block; a successor operand is used at the end of its block; a value used inside a
/// nested op counts as used by that op).
pub struct BlockLiveness {
    pub graph: RegionCfg,
    index: SecondaryMap<Block, u32>,
    values: Vec<Value>,
    live: Liveness,
}

impl BlockLiveness {
    pub fn compute(ir: &Ir, r: Region) -> Option<BlockLiveness> {
        let mut index = SecondaryMap::new();
        let graph = RegionCfg::new(ir, r, &mut index)?;
        let mut ids: FxHashMap<Value, u32> = FxHashMap::default();
        let mut values = vec![];
        let mut id = |v: Value, values: &mut Vec<Value>| -> u32 {
            *ids.entry(v).or_insert_with(|| {
                values.push(v);
                (values.len() - 1) as u32
            })
        };
        let mut uses = vec![vec![]; graph.blocks.len()];
        let mut defs = vec![vec![]; graph.blocks.len()];
        for (i, &b) in graph.blocks.iter().enumerate() {
            let mut defined = std::collections::HashSet::new();
            for &a in ir.args(b) {
                defs[i].push(id(a, &mut values));
                defined.insert(a);
            }
            for o in ir.ops(b) {
                // Every value an op or its nested ops use, defined outside the op.
                let mut used = ir.operands(o).to_vec();
                for &nr in ir.regions(o) {
                    used.extend(ir.values_defined_above(nr));
                }
                for v in used {
                    if !defined.contains(&v) {
                        uses[i].push(id(v, &mut values));
                    }
                }
                for &res in ir.results(o) {
                    defs[i].push(id(res, &mut values));
                    defined.insert(res);
                }
            }
        }
        let live = Liveness::compute(&graph.cfg, values.len(), &uses, &defs);
        Some(BlockLiveness { graph, index, values, live })
    }
    fn node(&self, b: Block) -> Option<u32> {
        let i = self.index[b];
        (self.graph.blocks.get(i as usize) == Some(&b)).then_some(i)
    }
    /// The values live on entry to `b`.
    pub fn live_in(&self, b: Block) -> Vec<Value> {
        self.node(b).map(|n| self.live.live_in(n).map(|v| self.values[v as usize]).collect()).unwrap_or_default()
    }
    /// The values live on exit from `b`.
    pub fn live_out(&self, b: Block) -> Vec<Value> {
        self.node(b).map(|n| self.live.live_out(n).map(|v| self.values[v as usize]).collect()).unwrap_or_default()
    }
}

/// Loops of the unstructured control flow of a region (`cf` branches): headers, back edges,
/// exits, nesting.
pub struct CfLoopInfo {
    pub graph: RegionCfg,
    pub dom: DomTree,
    pub loops: LoopInfo,
}

/// One loop of a region, in block terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CfLoop {
    pub header: Block,
    /// Blocks with a back edge to the header.
    pub latches: Vec<Block>,
    /// Every block of the loop (nested loops included).
    pub blocks: Vec<Block>,
    /// Edges leaving the loop (from a block inside to one outside).
    pub exits: Vec<(Block, Block)>,
    pub depth: u32,
}

impl CfLoopInfo {
    pub fn compute(ir: &Ir, r: Region) -> Option<CfLoopInfo> {
        let mut index = SecondaryMap::new();
        let graph = RegionCfg::new(ir, r, &mut index)?;
        let dom = DomTree::compute(&graph.cfg);
        let loops = LoopInfo::compute(&graph.cfg, &dom);
        Some(CfLoopInfo { graph, dom, loops })
    }
    /// Every loop, outer loops before the loops nested in them.
    pub fn loops(&self) -> Vec<CfLoop> {
        let b = |n: u32| self.graph.blocks[n as usize];
        self.loops
            .loops()
            .map(|l| CfLoop {
                header: b(self.loops.header(l)),
                latches: self.loops.latches(l).iter().map(|&n| b(n)).collect(),
                blocks: self.loops.blocks(l).iter().map(|&n| b(n)).collect(),
                exits: self.loops.exits(&self.graph.cfg, l).into_iter().map(|(x, y)| (b(x), b(y))).collect(),
                depth: self.loops.depth(l),
            })
            .collect()
    }
    /// Whether the region's control flow is reducible (every cycle is a natural loop).
    pub fn is_reducible(&self) -> bool {
        self.loops.is_reducible()
    }
}
