//! Dominator and post-dominator trees, and dominance frontiers.
//!
//! # What
//!
//! Node `a` *dominates* `b` when every path from the entry to `b` passes through `a` (so every
//! node dominates itself); `a` *properly* dominates `b` when moreover `a != b`. The immediate
//! dominator `idom(b)` of a reachable `b` other than the entry is the proper dominator of `b`
//! that every other proper dominator of `b` dominates; the `idom` links form the dominator
//! tree, rooted at the entry. Post-dominance is dominance on the reversed graph, from the exits.
//!
//! # How
//!
//! [`DomTree::compute`] runs Semi-NCA (Georgiadis; the variant LLVM uses):
//! 1. an iterative depth-first search from the entry numbers the reachable nodes in preorder
//!    and records each node's DFS-tree parent; its postorder, reversed, is [`DomTree::rpo`];
//! 2. semidominators, in decreasing preorder, by Lengauer–Tarjan's `eval` over a forest linked
//!    as nodes are processed, with path compression (iterative, so no recursion depth);
//! 3. immediate dominators, in increasing preorder: `idom(w)` is the nearest ancestor of
//!    `parent(w)` in the dominator tree built so far whose preorder number is not above
//!    `sdom(w)`'s — the nearest common ancestor step that names the algorithm.
//!
//! A second iterative DFS, over the dominator tree, gives every node an interval
//! `[tin, tout)` of preorder numbers; `a` dominates `b` iff `b`'s `tin` lies in `a`'s interval,
//! an O(1) test.
//!
//! # Cost
//!
//! With `n` nodes and `m` edges, steps 1 and 2 are O(m log n) (path compression without
//! balancing), the dominator-tree DFS O(n). Step 3 walks up the tree being built; its worst
//! case is O(n²) on contrived graphs, but it is short on control-flow graphs (the reason
//! Semi-NCA beats the linear-time variants in practice). Memory is O(n + m). Queries:
//! [`DomTree::idom`], [`DomTree::dominates`], [`DomTree::properly_dominates`], [`DomTree::children`],
//! [`DomTree::is_reachable`] are O(1); [`DomTree::nearest_common_dominator`] is O(depth of the
//! tree). [`DomFrontiers::compute`] is O(m + the total size of the frontiers); the frontiers
//! are stored, and their total size is O(n²) in the worst case (a ladder of diamonds), usually
//! linear — hence a separate, opt-in structure.
//!
//! # Conventions
//!
//! * Multi-edges and self-loops are allowed; a self-loop never affects dominance.
//! * **Nodes unreachable from the entry** have no immediate dominator, no children, no RPO
//!   number, and are *dominated by every node and dominate no node but themselves and other
//!   unreachable nodes*, as in MLIR: `dominates(a, b)` is true whenever `b` is unreachable (so
//!   `dominates(b, b)` too), and false when `a` is unreachable and `b` is not.
//!   `properly_dominates(a, b)` is `a != b && dominates(a, b)`.
//!   `nearest_common_dominator(a, b)` is `Some(a)` when `a == b`, and `None` when `a != b` and
//!   either is unreachable (fold over the reachable ones only).
//! * **Post-dominance** ([`PostDomTree`]) covers *every* node, whether or not the entry
//!   reaches it: the entry plays no role. A virtual exit node, which is not a node of the graph
//!   and is written `None` in the API, is the root. It has an edge from every *exit* (a node
//!   without successors) and, so that post-dominance is defined everywhere, from every node
//!   that cannot reach an exit (a node inside, or leading only into, an infinite loop). Such a
//!   node is therefore post-dominated only by itself and the virtual exit: its
//!   [`PostDomTree::ipdom`] is `None`, it post-dominates nothing but itself and the nodes whose
//!   every path to the virtual exit passes through it. [`PostDomTree::reaches_exit`] tells the
//!   two kinds of roots apart. A node from which one path reaches an exit while another enters
//!   an infinite loop is post-dominated only by nodes both paths pass through.

use super::cfg::{Adjacency, Cfg};

/// Marks "no node" in the `u32` arrays.
const NONE: u32 = u32::MAX;

/// Dominance over the nodes `0..n` of a graph reachable from `root` (Semi-NCA).
#[derive(Clone, Debug)]
struct Core {
    root: u32,
    /// Immediate dominator; NONE for the root and unreachable nodes.
    idom: Vec<u32>,
    /// Reachable nodes in reverse postorder of the first DFS.
    rpo: Vec<u32>,
    /// Position in `rpo`; NONE when unreachable.
    rpo_index: Vec<u32>,
    /// Dominator-tree children of each node, in RPO.
    children: Adjacency,
    /// Dominator-tree preorder number; NONE when unreachable.
    tin: Vec<u32>,
    /// One past the largest `tin` in the node's subtree.
    tout: Vec<u32>,
    /// Depth in the dominator tree (the root is 0).
    level: Vec<u32>,
}

impl Core {
    /// Dominance from `root` in the graph with the given successor and predecessor rows.
    fn compute(root: u32, succs: &Adjacency, preds: &Adjacency) -> Core {
        let n = succs.num_rows();

        // 1. DFS: preorder numbers, DFS-tree parents (by preorder number), postorder.
        let mut pre = vec![NONE; n];
        let mut order: Vec<u32> = Vec::new(); // preorder number -> node
        let mut parent: Vec<u32> = Vec::new(); // preorder number -> parent's preorder number
        let mut post: Vec<u32> = Vec::new();
        let mut stack: Vec<(u32, u32)> = vec![(root, 0)];
        pre[root as usize] = 0;
        order.push(root);
        parent.push(NONE);
        while let Some(top) = stack.last_mut() {
            let (v, next) = *top;
            let row = succs.row(v);
            if (next as usize) < row.len() {
                top.1 += 1;
                let w = row[next as usize];
                if pre[w as usize] == NONE {
                    pre[w as usize] = order.len() as u32;
                    parent.push(pre[v as usize]);
                    order.push(w);
                    stack.push((w, 0));
                }
            } else {
                post.push(v);
                stack.pop();
            }
        }
        let r = order.len();

        // 2. Semidominators (as preorder numbers), by decreasing preorder.
        let mut semi: Vec<u32> = (0..r as u32).collect();
        let mut label: Vec<u32> = (0..r as u32).collect();
        let mut ancestor = vec![NONE; r];
        let mut path: Vec<u32> = Vec::new();
        for w in (1..r).rev() {
            for &v in preds.row(order[w]) {
                let pv = pre[v as usize];
                if pv == NONE {
                    continue;
                }
                let u = eval(pv, &mut ancestor, &mut label, &semi, &mut path);
                semi[w] = semi[w].min(semi[u as usize]);
            }
            ancestor[w] = parent[w];
        }

        // 3. Immediate dominators (as preorder numbers), by increasing preorder.
        let mut idom_pre = vec![NONE; r];
        for w in 1..r {
            let mut d = parent[w];
            while d > semi[w] {
                d = idom_pre[d as usize];
            }
            idom_pre[w] = d;
        }

        let mut idom = vec![NONE; n];
        for w in 1..r {
            idom[order[w] as usize] = order[idom_pre[w] as usize];
        }
        let rpo: Vec<u32> = post.into_iter().rev().collect();
        let mut rpo_index = vec![NONE; n];
        for (i, &v) in rpo.iter().enumerate() {
            rpo_index[v as usize] = i as u32;
        }
        let pairs: Vec<(u32, u32)> = rpo[1..].iter().map(|&v| (idom[v as usize], v)).collect();
        let children = Adjacency::from_pairs(n, &pairs);

        // Dominator-tree intervals and depths.
        let mut tin = vec![NONE; n];
        let mut tout = vec![NONE; n];
        let mut level = vec![NONE; n];
        let mut clock = 0u32;
        tin[root as usize] = 0;
        level[root as usize] = 0;
        clock += 1;
        let mut stack: Vec<(u32, u32)> = vec![(root, 0)];
        while let Some(top) = stack.last_mut() {
            let (v, next) = *top;
            let row = children.row(v);
            if (next as usize) < row.len() {
                top.1 += 1;
                let c = row[next as usize];
                tin[c as usize] = clock;
                level[c as usize] = level[v as usize] + 1;
                clock += 1;
                stack.push((c, 0));
            } else {
                tout[v as usize] = clock;
                stack.pop();
            }
        }

        Core { root, idom, rpo, rpo_index, children, tin, tout, level }
    }

    fn is_reachable(&self, n: u32) -> bool {
        self.tin[n as usize] != NONE
    }

    fn idom(&self, n: u32) -> Option<u32> {
        let d = self.idom[n as usize];
        (d != NONE).then_some(d)
    }

    fn dominates(&self, a: u32, b: u32) -> bool {
        let (ta, tb) = (self.tin[a as usize], self.tin[b as usize]);
        if tb == NONE {
            return true;
        }
        ta != NONE && ta <= tb && tb < self.tout[a as usize]
    }

    /// For reachable `a` and `b`: the deepest node dominating both.
    fn nearest_common(&self, a: u32, b: u32) -> u32 {
        let mut x = a;
        while !self.dominates(x, b) {
            x = self.idom[x as usize];
        }
        x
    }

    /// The dominance frontier of each node `0..num` (rows sorted, without repeats); `preds(b)`
    /// are `b`'s predecessors in the graph the dominance was computed on.
    fn frontiers<'a>(&self, num: usize, preds: impl Fn(u32) -> &'a [u32]) -> Adjacency {
        // A node `b` is in the frontier of every node on the dominator-tree path from a
        // predecessor of `b` up to, not including, `idom(b)`.
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        let mut last = vec![NONE; self.idom.len()];
        for b in 0..num as u32 {
            if !self.is_reachable(b) {
                continue;
            }
            let stop = self.idom[b as usize];
            for &p in preds(b) {
                if !self.is_reachable(p) {
                    continue;
                }
                let mut runner = p;
                // `last[runner] == b`: this walk already went from there up.
                while runner != stop && last[runner as usize] != b {
                    last[runner as usize] = b;
                    pairs.push((runner, b));
                    runner = self.idom[runner as usize];
                    if runner == NONE {
                        break;
                    }
                }
            }
        }
        // `b` increases through `pairs`, so each row comes out sorted.
        Adjacency::from_pairs(num, &pairs)
    }
}

/// Lengauer–Tarjan `eval` with path compression, over preorder numbers: the node with the
/// smallest semidominator on the forest path from `v` up to, not including, its tree's root
/// (`v` itself when `v` is not linked yet). `path` is scratch space.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    // Nodes whose ancestor is not a root, from `v` up.
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    // Compress from the top down: each node's ancestor is already compressed to the root's
    // child, and its label is the best on the path from it.
    for &y in path.iter().rev() {
        let a = ancestor[y as usize];
        if semi[label[a as usize] as usize] < semi[label[y as usize] as usize] {
            label[y as usize] = label[a as usize];
        }
        ancestor[y as usize] = ancestor[a as usize];
    }
    label[v as usize]
}

/// The dominator tree of a [`Cfg`]. See the module documentation for the conventions.
#[derive(Clone, Debug)]
pub struct DomTree {
    core: Core,
}

impl DomTree {
    /// Computes the dominator tree of `cfg`.
    pub fn compute(cfg: &Cfg) -> DomTree {
        DomTree::compute_with_preds(cfg, &cfg.preds())
    }

    /// [`DomTree::compute`] when the caller already has `cfg.preds()`.
    pub fn compute_with_preds(cfg: &Cfg, preds: &Adjacency) -> DomTree {
        DomTree { core: Core::compute(cfg.entry(), cfg.succ_lists(), preds) }
    }

    /// The number of nodes of the graph.
    pub fn num_nodes(&self) -> usize {
        self.core.idom.len()
    }

    /// The entry node, root of the tree.
    pub fn entry(&self) -> u32 {
        self.core.root
    }

    /// Whether `n` is reachable from the entry.
    pub fn is_reachable(&self, n: u32) -> bool {
        self.core.is_reachable(n)
    }

    /// The immediate dominator of `n`; `None` for the entry and unreachable nodes.
    pub fn idom(&self, n: u32) -> Option<u32> {
        self.core.idom(n)
    }

    /// The nodes whose immediate dominator is `n`, in reverse postorder.
    pub fn children(&self, n: u32) -> &[u32] {
        self.core.children.row(n)
    }

    /// The reachable nodes in reverse postorder of a depth-first search from the entry (the
    /// entry first; a node after its immediate dominator, and after every predecessor except
    /// through a retreating edge).
    pub fn rpo(&self) -> &[u32] {
        &self.core.rpo
    }

    /// The position of `n` in [`DomTree::rpo`]; `None` when unreachable.
    pub fn rpo_index(&self, n: u32) -> Option<u32> {
        let i = self.core.rpo_index[n as usize];
        (i != NONE).then_some(i)
    }

    /// The depth of `n` in the dominator tree (0 for the entry); `None` when unreachable.
    pub fn level(&self, n: u32) -> Option<u32> {
        let l = self.core.level[n as usize];
        (l != NONE).then_some(l)
    }

    /// Whether `a` dominates `b` (true when `a == b`, and when `b` is unreachable).
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        self.core.dominates(a, b)
    }

    /// Whether `a` dominates `b` and `a != b`.
    pub fn properly_dominates(&self, a: u32, b: u32) -> bool {
        a != b && self.core.dominates(a, b)
    }

    /// The deepest node that dominates both `a` and `b`: `Some(a)` if `a == b`; `None` if
    /// `a != b` and either is unreachable.
    pub fn nearest_common_dominator(&self, a: u32, b: u32) -> Option<u32> {
        if a == b {
            return Some(a);
        }
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return None;
        }
        Some(self.core.nearest_common(a, b))
    }
}

/// The post-dominator tree of a [`Cfg`], rooted at a virtual exit written `None`. See the
/// module documentation for the conventions (every node is in the tree; nodes that cannot
/// reach an exit hang from the virtual exit).
#[derive(Clone, Debug)]
pub struct PostDomTree {
    /// Dominance on the reversed graph, whose node `n` (= the number of nodes) is the virtual
    /// exit.
    core: Core,
    /// For each node: whether it has an edge to the virtual exit (it is an exit, or reaches
    /// none).
    to_exit: Vec<bool>,
    /// For each node: whether it can reach an exit.
    reaches_exit: Vec<bool>,
}

impl PostDomTree {
    /// Computes the post-dominator tree of `cfg`.
    pub fn compute(cfg: &Cfg) -> PostDomTree {
        PostDomTree::compute_with_preds(cfg, &cfg.preds())
    }

    /// [`PostDomTree::compute`] when the caller already has `cfg.preds()`.
    pub fn compute_with_preds(cfg: &Cfg, preds: &Adjacency) -> PostDomTree {
        let n = cfg.num_nodes();
        // Which nodes reach an exit: a backward search from the exits.
        let mut reaches_exit = vec![false; n];
        let mut work: Vec<u32> = (0..n as u32).filter(|&v| cfg.succs(v).is_empty()).collect();
        for &v in &work {
            reaches_exit[v as usize] = true;
        }
        while let Some(v) = work.pop() {
            for &p in preds.row(v) {
                if !reaches_exit[p as usize] {
                    reaches_exit[p as usize] = true;
                    work.push(p);
                }
            }
        }
        let to_exit: Vec<bool> = (0..n as u32).map(|v| cfg.succs(v).is_empty() || !reaches_exit[v as usize]).collect();
        let virt = n as u32;
        // The reversed graph: successors are predecessors, plus the virtual exit's edges.
        let rsuccs = Adjacency::from_fn(n + 1, |v| {
            let row: &[u32] = if v == virt { &[] } else { preds.row(v) };
            let exits = (v == virt).then(|| (0..virt).filter(|&u| to_exit[u as usize])).into_iter().flatten();
            row.iter().copied().chain(exits)
        });
        let rpreds = Adjacency::from_fn(n + 1, |v| {
            let row: &[u32] = if v == virt { &[] } else { cfg.succs(v) };
            row.iter().copied().chain((v != virt && to_exit[v as usize]).then_some(virt))
        });
        PostDomTree { core: Core::compute(virt, &rsuccs, &rpreds), to_exit, reaches_exit }
    }

    fn virt(&self) -> u32 {
        self.to_exit.len() as u32
    }

    /// The number of nodes of the graph (the virtual exit not included).
    pub fn num_nodes(&self) -> usize {
        self.to_exit.len()
    }

    /// The immediate post-dominator of `n`; `None` when it is the virtual exit.
    pub fn ipdom(&self, n: u32) -> Option<u32> {
        self.core.idom(n).filter(|&d| d != self.virt())
    }

    /// Whether some path from `n` reaches an exit (a node without successors).
    pub fn reaches_exit(&self, n: u32) -> bool {
        self.reaches_exit[n as usize]
    }

    /// The nodes whose immediate post-dominator is the virtual exit: the exits and the nodes
    /// that reach no exit, among others (a node with two paths to two exits).
    pub fn roots(&self) -> &[u32] {
        self.core.children.row(self.virt())
    }

    /// The nodes whose immediate post-dominator is `n`.
    pub fn children(&self, n: u32) -> &[u32] {
        self.core.children.row(n)
    }

    /// Whether `a` post-dominates `b`: every path from `b` to the virtual exit passes through
    /// `a` (true when `a == b`).
    pub fn post_dominates(&self, a: u32, b: u32) -> bool {
        self.core.dominates(a, b)
    }

    /// Whether `a` post-dominates `b` and `a != b`.
    pub fn properly_post_dominates(&self, a: u32, b: u32) -> bool {
        a != b && self.core.dominates(a, b)
    }

    /// The deepest node that post-dominates both `a` and `b`; `None` when it is the virtual
    /// exit.
    pub fn nearest_common_post_dominator(&self, a: u32, b: u32) -> Option<u32> {
        Some(self.core.nearest_common(a, b)).filter(|&d| d != self.virt())
    }

    /// The depth of `n` in the post-dominator tree (1 for a child of the virtual exit).
    pub fn level(&self, n: u32) -> u32 {
        self.core.level[n as usize]
    }
}

/// The dominance frontier of every node, or the post-dominance frontier (control dependence).
///
/// `y` is in the dominance frontier of `x` when `x` dominates a predecessor of `y` but does not
/// properly dominate `y` — where `x`'s dominance ends. Unreachable nodes have empty frontiers
/// and are in none. In the post-dominance frontier, `y` is in the frontier of `x` when `x`
/// post-dominates a successor of `y` but does not properly post-dominate `y`: `x` is control
/// dependent on `y`'s branch.
#[derive(Clone, Debug)]
pub struct DomFrontiers {
    df: Adjacency,
}

impl DomFrontiers {
    /// The dominance frontiers of `cfg`, whose dominator tree is `dt`.
    pub fn compute(cfg: &Cfg, dt: &DomTree) -> DomFrontiers {
        let preds = cfg.preds();
        DomFrontiers { df: dt.core.frontiers(cfg.num_nodes(), |b| preds.row(b)) }
    }

    /// The post-dominance frontiers of `cfg`, whose post-dominator tree is `pdt`.
    pub fn compute_post(cfg: &Cfg, pdt: &PostDomTree) -> DomFrontiers {
        // Predecessors in the reversed graph are successors; the virtual exit, the other
        // predecessor of the nodes joined to it, is their immediate post-dominator and so
        // adds nothing.
        DomFrontiers { df: pdt.core.frontiers(cfg.num_nodes(), |b| cfg.succs(b)) }
    }

    /// The frontier of `n`, increasing.
    pub fn frontier(&self, n: u32) -> &[u32] {
        self.df.row(n)
    }

    /// The iterated frontier of a set of nodes: the limit of `S ∪ DF(S)` from `DF(nodes)`,
    /// without `nodes` unless they are in it — where SSA construction puts block arguments for
    /// a variable assigned in `nodes`. Sorted increasing.
    pub fn iterated(&self, nodes: impl IntoIterator<Item = u32>) -> Vec<u32> {
        let mut in_result = vec![false; self.df.num_rows()];
        let mut queued = vec![false; self.df.num_rows()];
        let mut work: Vec<u32> = Vec::new();
        for n in nodes {
            if !queued[n as usize] {
                queued[n as usize] = true;
                work.push(n);
            }
        }
        let mut out = Vec::new();
        while let Some(x) = work.pop() {
            for &y in self.df.row(x) {
                if !in_result[y as usize] {
                    in_result[y as usize] = true;
                    out.push(y);
                    if !queued[y as usize] {
                        queued[y as usize] = true;
                        work.push(y);
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{random_cfg, reachable_without, reversed, Rng};
    use super::*;

    /// `dom[a][b]`: whether `a` dominates `b`, from the definition (removing `a` cuts `b` off
    /// from the entry; an unreachable `b` is cut off by anything).
    fn brute_dominators(cfg: &Cfg) -> Vec<Vec<bool>> {
        let n = cfg.num_nodes();
        (0..n as u32)
            .map(|a| {
                let reach = reachable_without(cfg, &[cfg.entry()], Some(a));
                (0..n).map(|b| a as usize == b || !reach[b]).collect()
            })
            .collect()
    }

    /// Among `cands`, the one every candidate dominates (`dom[c][x]`), if exactly one.
    fn deepest(cands: &[u32], dom: &dyn Fn(u32, u32) -> bool) -> Option<u32> {
        let deepest: Vec<u32> = cands.iter().copied().filter(|&x| cands.iter().all(|&c| dom(c, x))).collect();
        assert!(deepest.len() <= 1, "{cands:?} has several deepest members {deepest:?}");
        deepest.first().copied()
    }

    fn check_dominators(cfg: &Cfg) {
        let n = cfg.num_nodes();
        let dt = DomTree::compute(cfg);
        let dom = brute_dominators(cfg);
        let reach = reachable_without(cfg, &[cfg.entry()], None);
        let ctx = || format!("graph {cfg:?}");
        for b in 0..n as u32 {
            assert_eq!(dt.is_reachable(b), reach[b as usize], "reachable({b}) in {}", ctx());
            for a in 0..n as u32 {
                assert_eq!(dt.dominates(a, b), dom[a as usize][b as usize], "dominates({a}, {b}) in {}", ctx());
                assert_eq!(dt.properly_dominates(a, b), a != b && dom[a as usize][b as usize], "{}", ctx());
            }
            // idom: the proper dominator that all proper dominators dominate.
            let expected = if reach[b as usize] && b != cfg.entry() {
                let proper: Vec<u32> = (0..n as u32).filter(|&a| a != b && dom[a as usize][b as usize]).collect();
                Some(deepest(&proper, &|x, y| dom[x as usize][y as usize]).expect("an idom"))
            } else {
                None
            };
            assert_eq!(dt.idom(b), expected, "idom({b}) in {}", ctx());
            for &c in dt.children(b) {
                assert_eq!(dt.idom(c), Some(b));
            }
            if let Some(d) = expected {
                assert!(dt.children(d).contains(&b));
                assert_eq!(dt.level(b), Some(dt.level(d).unwrap() + 1));
            }
        }
        // RPO: every reachable node once, entry first, after its idom and after some predecessor.
        let preds = cfg.preds();
        let rpo = dt.rpo();
        assert_eq!(rpo.len(), reach.iter().filter(|&&r| r).count());
        assert_eq!(rpo[0], cfg.entry());
        for (i, &v) in rpo.iter().enumerate() {
            assert_eq!(dt.rpo_index(v), Some(i as u32));
            if let Some(d) = dt.idom(v) {
                assert!(dt.rpo_index(d).unwrap() < i as u32);
                assert!(preds.row(v).iter().any(|&p| dt.rpo_index(p).is_some_and(|j| j < i as u32)));
            }
        }
        // Nearest common dominator: among the reachable common dominators, the deepest.
        for a in 0..n as u32 {
            for b in 0..n as u32 {
                let expected = if a == b {
                    Some(a)
                } else if !reach[a as usize] || !reach[b as usize] {
                    None
                } else {
                    let common: Vec<u32> = (0..n as u32)
                        .filter(|&c| reach[c as usize] && dom[c as usize][a as usize] && dom[c as usize][b as usize])
                        .collect();
                    Some(deepest(&common, &|x, y| dom[x as usize][y as usize]).expect("a common dominator"))
                };
                assert_eq!(dt.nearest_common_dominator(a, b), expected, "ncd({a}, {b}) in {}", ctx());
            }
        }
        // Dominance frontiers, from their definition.
        let df = DomFrontiers::compute(cfg, &dt);
        for x in 0..n as u32 {
            let expected: Vec<u32> = (0..n as u32)
                .filter(|&y| {
                    reach[x as usize]
                        && preds.row(y).iter().any(|&p| reach[p as usize] && dom[x as usize][p as usize])
                        && !(x != y && dom[x as usize][y as usize])
                })
                .collect();
            assert_eq!(df.frontier(x), expected, "DF({x}) in {}", ctx());
        }
    }

    #[test]
    fn dominators_match_brute_force_on_random_graphs() {
        let mut rng = Rng::new(0x5eed_d011);
        for i in 0..1200 {
            let n = 1 + (i % 60);
            let cfg = random_cfg(&mut rng, n);
            check_dominators(&cfg);
        }
    }

    #[test]
    fn dominators_hand_written() {
        // 0 -> 1 -> {2, 3} -> 4 -> 1 (loop), 4 -> 5; 6 unreachable -> 4.
        let cfg = Cfg::new(0, &[vec![1], vec![2, 3], vec![4], vec![4, 4], vec![1, 5], vec![], vec![4]]);
        let dt = DomTree::compute(&cfg);
        let idoms: Vec<Option<u32>> = (0..7).map(|v| dt.idom(v)).collect();
        assert_eq!(idoms, [None, Some(0), Some(1), Some(1), Some(1), Some(4), None]);
        assert!(!dt.is_reachable(6));
        assert!(dt.dominates(5, 6) && dt.dominates(6, 6) && !dt.dominates(6, 4));
        assert!(dt.properly_dominates(1, 5) && !dt.properly_dominates(5, 5));
        assert_eq!(dt.nearest_common_dominator(2, 3), Some(1));
        assert_eq!(dt.nearest_common_dominator(5, 2), Some(1));
        assert_eq!(dt.nearest_common_dominator(5, 6), None);
        let mut kids = dt.children(1).to_vec();
        kids.sort();
        assert_eq!(kids, [2, 3, 4]);
        let df = DomFrontiers::compute(&cfg, &dt);
        assert_eq!(df.frontier(2), [4]);
        assert_eq!(df.frontier(3), [4]);
        assert_eq!(df.frontier(4), [1]);
        assert_eq!(df.frontier(1), [1]);
        assert_eq!(df.frontier(6), [] as [u32; 0]);
        assert_eq!(df.iterated([2]), [1, 4]);
    }

    /// `pdom[a][b]` from the definition, on `cfg` plus a virtual exit `n` joined from `joined`.
    fn brute_post_dominators(cfg: &Cfg, joined: &[bool]) -> Vec<Vec<bool>> {
        let n = cfg.num_nodes();
        let aug = Cfg::from_fn(n + 1, 0, |v| {
            let row: &[u32] = if v as usize == n { &[] } else { cfg.succs(v) };
            row.iter().copied().chain((v < n as u32 && joined[v as usize]).then_some(n as u32))
        });
        // a post-dominates b iff, without a, b cannot reach the virtual exit: b is not
        // reached from the virtual exit backwards.
        let rev = reversed(&aug);
        (0..=n as u32)
            .map(|a| {
                let reaches = reachable_without(&rev, &[n as u32], Some(a));
                (0..=n).map(|b| a as usize == b || !reaches[b]).collect()
            })
            .collect()
    }

    fn check_post_dominators(cfg: &Cfg, joined: &[bool]) {
        let n = cfg.num_nodes();
        let pdt = PostDomTree::compute(cfg);
        let pdom = brute_post_dominators(cfg, joined);
        let ctx = || format!("graph {cfg:?}");
        let virt = n as u32;
        let nearest = |cands: Vec<u32>| {
            deepest(&cands, &|x, y| pdom[x as usize][y as usize]).map(|d| if d == virt { None } else { Some(d) })
        };
        for b in 0..n as u32 {
            for a in 0..n as u32 {
                assert_eq!(pdt.post_dominates(a, b), pdom[a as usize][b as usize], "pdom({a}, {b}) in {}", ctx());
                assert_eq!(pdt.properly_post_dominates(a, b), a != b && pdom[a as usize][b as usize]);
                let common: Vec<u32> =
                    (0..=virt).filter(|&c| pdom[c as usize][a as usize] && pdom[c as usize][b as usize]).collect();
                assert_eq!(pdt.nearest_common_post_dominator(a, b), nearest(common).unwrap(), "{}", ctx());
            }
            let proper: Vec<u32> = (0..=virt).filter(|&a| a != b && pdom[a as usize][b as usize]).collect();
            assert_eq!(pdt.ipdom(b), nearest(proper).unwrap(), "ipdom({b}) in {}", ctx());
            assert_eq!(pdt.roots().contains(&b), pdt.ipdom(b).is_none());
            for &c in pdt.children(b) {
                assert_eq!(pdt.ipdom(c), Some(b));
            }
        }
        // Post-dominance frontiers from their definition.
        let pdf = DomFrontiers::compute_post(cfg, &pdt);
        for x in 0..n as u32 {
            let expected: Vec<u32> = (0..n as u32)
                .filter(|&y| {
                    cfg.succs(y).iter().any(|&s| pdom[x as usize][s as usize])
                        && !(x != y && pdom[x as usize][y as usize])
                })
                .collect();
            assert_eq!(pdf.frontier(x), expected, "PDF({x}) in {}", ctx());
        }
    }

    /// Which nodes reach a node without successors.
    fn reaching_exit(cfg: &Cfg) -> Vec<bool> {
        let exits: Vec<u32> = (0..cfg.num_nodes() as u32).filter(|&v| cfg.succs(v).is_empty()).collect();
        reachable_without(&reversed(cfg), &exits, None)
    }

    #[test]
    fn post_dominators_match_brute_force_when_every_node_reaches_an_exit() {
        let mut rng = Rng::new(0xb0a710);
        for i in 0..1000 {
            let n = 1 + (i % 60);
            let mut succs: Vec<Vec<u32>> = {
                let g = random_cfg(&mut rng, n);
                (0..n as u32).map(|v| g.succs(v).to_vec()).collect()
            };
            // Repair: join nodes that reach no exit to ones that do (or make an exit).
            loop {
                let g = Cfg::new(0, &succs);
                let reach = reaching_exit(&g);
                let Some(bad) = (0..n).find(|&v| !reach[v]) else { break };
                let good: Vec<u32> = (0..n as u32).filter(|&v| reach[v as usize]).collect();
                if good.is_empty() {
                    succs[bad].clear();
                } else {
                    succs[bad].push(good[rng.below(good.len())]);
                }
            }
            let cfg = Cfg::new(0, &succs);
            let pdt = PostDomTree::compute(&cfg);
            assert!((0..n as u32).all(|v| pdt.reaches_exit(v)));
            // Only the real exits are joined to the virtual exit.
            let joined: Vec<bool> = (0..n as u32).map(|v| cfg.succs(v).is_empty()).collect();
            check_post_dominators(&cfg, &joined);
        }
    }

    #[test]
    fn post_dominators_match_brute_force_with_infinite_loops() {
        let mut rng = Rng::new(0x1f1f);
        let mut saw_trapped = 0;
        for i in 0..600 {
            let cfg = random_cfg(&mut rng, 1 + (i % 40));
            let reach = reaching_exit(&cfg);
            saw_trapped += reach.iter().filter(|&&r| !r).count();
            let joined: Vec<bool> =
                (0..cfg.num_nodes() as u32).map(|v| cfg.succs(v).is_empty() || !reach[v as usize]).collect();
            let pdt = PostDomTree::compute(&cfg);
            for v in 0..cfg.num_nodes() as u32 {
                assert_eq!(pdt.reaches_exit(v), reach[v as usize]);
            }
            check_post_dominators(&cfg, &joined);
        }
        assert!(saw_trapped > 100, "the generator makes too few infinite loops ({saw_trapped})");
    }

    #[test]
    fn post_dominators_hand_written() {
        // 0 -> {1, 2}; 1 -> 3; 2 -> 3; 3 -> 4 (exit). 5 <-> 6 is an infinite loop entered
        // from 0; 7 -> 7 a self-loop with no way out, reached from nowhere.
        let cfg = Cfg::new(0, &[vec![1, 2, 5], vec![3], vec![3], vec![4], vec![], vec![6], vec![5], vec![7]]);
        let pdt = PostDomTree::compute(&cfg);
        let ipdoms: Vec<Option<u32>> = (0..8).map(|v| pdt.ipdom(v)).collect();
        // 0 can end at 4 or loop forever in 5/6: only the virtual exit post-dominates it.
        assert_eq!(ipdoms, [None, Some(3), Some(3), Some(4), None, None, None, None]);
        let reach: Vec<bool> = (0..8).map(|v| pdt.reaches_exit(v)).collect();
        assert_eq!(reach, [true, true, true, true, true, false, false, false]);
        assert!(pdt.post_dominates(4, 1) && pdt.post_dominates(3, 2) && !pdt.post_dominates(3, 0));
        // Inside the infinite loop, nothing post-dominates anything else.
        assert!(!pdt.post_dominates(5, 6) && !pdt.post_dominates(6, 5));
        let mut roots = pdt.roots().to_vec();
        roots.sort();
        assert_eq!(roots, [0, 4, 5, 6, 7]);
        assert_eq!(pdt.nearest_common_post_dominator(1, 2), Some(3));
        assert_eq!(pdt.nearest_common_post_dominator(1, 5), None);
        assert_eq!(pdt.level(3), 2);
        // Control dependence: 1 and 2 depend on 0's branch, 3 and 4 do not.
        let pdf = DomFrontiers::compute_post(&cfg, &pdt);
        assert_eq!(pdf.frontier(1), [0]);
        assert_eq!(pdf.frontier(2), [0]);
        assert_eq!(pdf.frontier(3), [0]);
        assert_eq!(pdf.frontier(0), [] as [u32; 0]);
    }

    #[test]
    fn deep_graphs_do_not_recurse() {
        // A 100k-node chain, and the same chain with a back edge from every node to the
        // entry and a forward skip: idoms are the chain / the previous node.
        let n = 100_000u32;
        let chain = Cfg::from_fn(n as usize, 0, |v| (v + 1 < n).then_some(v + 1));
        let dt = DomTree::compute(&chain);
        assert!((1..n).all(|v| dt.idom(v) == Some(v - 1)));
        assert!(dt.dominates(0, n - 1) && !dt.dominates(n - 1, 0));
        assert_eq!(dt.nearest_common_dominator(n - 1, n / 2), Some(n / 2));
        let pdt = PostDomTree::compute(&chain);
        assert!((0..n - 1).all(|v| pdt.ipdom(v) == Some(v + 1)));
        // Every node also jumps back to half its index: the chain still dominates.
        let back = Cfg::from_fn(n as usize, 0, |v| [v + 1, v / 2].into_iter().filter(|&s| s < n));
        let dt = DomTree::compute(&back);
        assert!((1..n).all(|v| dt.idom(v) == Some(v - 1)));
        assert_eq!(dt.level(n - 1), Some(n - 1));
        assert_eq!(dt.nearest_common_dominator(n - 1, 17), Some(17));
        // Forward skips and a back edge to the entry from every node: a flat tree.
        let skips = Cfg::from_fn(n as usize, 0, |v| [v + 1, v + 2, 0].into_iter().filter(|&s| s < n));
        let dt = DomTree::compute(&skips);
        assert!((1..n).all(|v| dt.idom(v) == Some(0)));
        let df = DomFrontiers::compute(&skips, &dt);
        assert!(df.frontier(n - 1).contains(&0));
    }
}
