//! Natural loops and their nesting, from the dominator tree.
//!
//! # What
//!
//! A *back edge* is an edge `u -> h` between reachable nodes where `h` dominates `u` (a
//! self-loop `h -> h` is one). The *natural loop* with header `h` is `h` together with every
//! reachable node that reaches the source of a back edge to `h` without passing through `h`;
//! all its nodes are dominated by `h`, and all back edges to one header make one loop. Two
//! natural loops are disjoint or nested, so they form a forest: a loop's *parent* is the
//! smallest loop that contains it, its *depth* is 1 at the top level and one more per
//! enclosing loop, and `loop_of(n)` is the innermost loop containing `n`. An *exit* is an edge
//! from a node inside a loop to one outside; its target is an *exit block*.
//!
//! A *retreating* edge `u -> v` goes against the depth-first order (`v` is `u` or an ancestor
//! of `u` in the DFS tree: `rpo_index(v) <= rpo_index(u)`). Every back edge is retreating; a
//! retreating edge whose target does not dominate its source enters a cycle by a node that is
//! not its only entry: the graph is *irreducible* there. Such a cycle is not a natural loop
//! and is not reported as one (its nodes belong to whatever natural loops enclose it);
//! [`LoopInfo::irreducible_edges`] lists the edges and [`LoopInfo::is_reducible`] says
//! whether there is none.
//!
//! # How
//!
//! Headers are processed in decreasing RPO index, so every loop is found before the loops
//! that contain it (an outer header dominates, hence precedes, an inner one). For each header,
//! a backward search from its back-edge sources marks the unclaimed nodes it meets with the
//! new loop; meeting a node already claimed by an earlier (inner) loop, it jumps to the
//! outermost loop found so far around that node (a union-find with path halving), makes the
//! new loop its parent, and goes on from that loop's header's predecessors — so each inner
//! loop's body is walked once, not once per enclosing loop. Loops are then numbered in
//! preorder of the loop forest (siblings by their headers' RPO index), which makes the blocks
//! of a loop, nested loops included, one contiguous range of a single array.
//!
//! # Cost
//!
//! O(n + m) time and memory besides the near-constant union-find factor, given the
//! dominator tree. Queries are O(1), except [`LoopInfo::exits`] and
//! [`LoopInfo::exit_blocks`], which scan the successors of the loop's blocks (not stored: the
//! total over nested loops grows with the nesting depth).
//!
//! # Conventions
//!
//! * Edges are distinct `(source, target)` pairs: a repeated successor is one back edge, one
//!   exit.
//! * Unreachable nodes are in no loop; an edge from an unreachable node is neither a back edge
//!   nor an irreducible edge.
//! * [`LoopId`]s are `0..num_loops()` in preorder of the loop forest: a loop's id is smaller
//!   than those of the loops nested in it.

use super::cfg::{Adjacency, Cfg};
use super::domtree::DomTree;

const NONE: u32 = u32::MAX;

/// A loop, numbered `0..num_loops()` in preorder of the loop forest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LoopId(pub u32);

impl LoopId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug)]
struct LoopData {
    header: u32,
    parent: Option<LoopId>,
    depth: u32,
    /// Sources of the back edges to the header, in RPO.
    latches: Vec<u32>,
    children: Vec<LoopId>,
    /// The number of loops nested in this one, at any depth, plus one: the loops in its subtree
    /// are the ids `self..self + subtree`.
    subtree: u32,
    /// This loop's blocks are `blocks[start..end]`.
    start: u32,
    end: u32,
}

/// The natural loops of a graph. See the module documentation.
#[derive(Clone, Debug)]
pub struct LoopInfo {
    loops: Vec<LoopData>,
    top_level: Vec<LoopId>,
    /// Innermost loop of each node, or NONE.
    loop_of: Vec<u32>,
    /// Every node in some loop, grouped so that each loop's blocks are contiguous.
    blocks: Vec<u32>,
    back_edges: Vec<(u32, u32)>,
    irreducible_edges: Vec<(u32, u32)>,
}

impl LoopInfo {
    /// The loops of `cfg`, whose dominator tree is `dt`.
    pub fn compute(cfg: &Cfg, dt: &DomTree) -> LoopInfo {
        LoopInfo::compute_with_preds(cfg, dt, &cfg.preds())
    }

    /// [`LoopInfo::compute`] when the caller already has `cfg.preds()`.
    pub fn compute_with_preds(cfg: &Cfg, dt: &DomTree, preds: &Adjacency) -> LoopInfo {
        let n = cfg.num_nodes();
        // Back edges and irreducible edges, by source in RPO; `seen[t] == u` skips repeats.
        let mut back_edges = Vec::new();
        let mut irreducible_edges = Vec::new();
        let mut seen = vec![NONE; n];
        for &u in dt.rpo() {
            let ui = dt.rpo_index(u).unwrap();
            for &t in cfg.succs(u) {
                if seen[t as usize] == u {
                    continue;
                }
                seen[t as usize] = u;
                if dt.dominates(t, u) {
                    back_edges.push((u, t));
                } else if dt.rpo_index(t).unwrap() <= ui {
                    irreducible_edges.push((u, t));
                }
            }
        }

        // Headers by decreasing RPO index, each with its latches in RPO.
        let mut by_header: Vec<(u32, u32)> =
            back_edges.iter().map(|&(u, h)| (dt.rpo_index(h).unwrap(), dt.rpo_index(u).unwrap())).collect();
        by_header.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let rpo = dt.rpo();

        // Discovery, with temporary ids in the order found (inner loops first).
        let mut headers: Vec<u32> = Vec::new();
        let mut latches: Vec<Vec<u32>> = Vec::new();
        let mut parent: Vec<u32> = Vec::new();
        let mut top: Vec<u32> = Vec::new(); // union-find towards the outermost loop found so far
        let mut loop_of = vec![NONE; n];
        let mut work: Vec<u32> = Vec::new();
        let mut i = 0;
        while i < by_header.len() {
            let h = rpo[by_header[i].0 as usize];
            let l = headers.len() as u32;
            let mut ls = Vec::new();
            while i < by_header.len() && rpo[by_header[i].0 as usize] == h {
                ls.push(rpo[by_header[i].1 as usize]);
                i += 1;
            }
            headers.push(h);
            parent.push(NONE);
            top.push(l);
            loop_of[h as usize] = l;
            work.extend(ls.iter().copied().filter(|&u| u != h));
            latches.push(ls);
            while let Some(x) = work.pop() {
                if !dt.is_reachable(x) {
                    continue;
                }
                let m = loop_of[x as usize];
                if m == NONE {
                    loop_of[x as usize] = l;
                    work.extend_from_slice(preds.row(x));
                    continue;
                }
                let o = find(&mut top, m);
                if o != l {
                    parent[o as usize] = l;
                    top[o as usize] = l;
                    work.extend_from_slice(preds.row(headers[o as usize]));
                }
            }
        }

        // Renumber in preorder of the forest; siblings by increasing header RPO index, which
        // is the reverse of the discovery order.
        let k = headers.len();
        let mut kids: Vec<Vec<u32>> = vec![Vec::new(); k];
        let mut roots: Vec<u32> = Vec::new();
        for l in (0..k as u32).rev() {
            match parent[l as usize] {
                NONE => roots.push(l),
                p => kids[p as usize].push(l),
            }
        }
        let mut new_id = vec![NONE; k];
        let mut old_of: Vec<u32> = Vec::with_capacity(k);
        let mut stack: Vec<u32> = roots.iter().rev().copied().collect();
        while let Some(l) = stack.pop() {
            new_id[l as usize] = old_of.len() as u32;
            old_of.push(l);
            stack.extend(kids[l as usize].iter().rev());
        }
        for v in loop_of.iter_mut().filter(|v| **v != NONE) {
            *v = new_id[*v as usize];
        }
        let mut loops: Vec<LoopData> = old_of
            .iter()
            .map(|&old| LoopData {
                header: headers[old as usize],
                parent: match parent[old as usize] {
                    NONE => None,
                    p => Some(LoopId(new_id[p as usize])),
                },
                depth: 0,
                latches: std::mem::take(&mut latches[old as usize]),
                children: kids[old as usize].iter().map(|&c| LoopId(new_id[c as usize])).collect(),
                subtree: 1,
                start: 0,
                end: 0,
            })
            .collect();
        let top_level: Vec<LoopId> = roots.iter().map(|&r| LoopId(new_id[r as usize])).collect();
        for l in 0..k {
            loops[l].depth = loops[l].parent.map_or(1, |p| loops[p.index()].depth + 1);
        }
        for l in (0..k).rev() {
            if let Some(p) = loops[l].parent {
                loops[p.index()].subtree += loops[l].subtree;
            }
        }

        // Blocks: each loop's own nodes (header first: it precedes them in RPO), loops in
        // preorder, so a loop and its nested loops are one range.
        let mut count = vec![0u32; k + 1];
        for &v in rpo {
            if loop_of[v as usize] != NONE {
                count[loop_of[v as usize] as usize + 1] += 1;
            }
        }
        for l in 0..k {
            count[l + 1] += count[l];
        }
        let mut next = count.clone();
        let mut blocks = vec![0u32; count[k] as usize];
        for &v in rpo {
            let l = loop_of[v as usize];
            if l != NONE {
                blocks[next[l as usize] as usize] = v;
                next[l as usize] += 1;
            }
        }
        for (l, data) in loops.iter_mut().enumerate() {
            data.start = count[l];
            data.end = count[l + data.subtree as usize];
        }

        LoopInfo { loops, top_level, loop_of, blocks, back_edges, irreducible_edges }
    }

    /// The number of loops.
    pub fn num_loops(&self) -> usize {
        self.loops.len()
    }

    /// Every loop, in preorder of the loop forest (a loop before those nested in it).
    pub fn loops(&self) -> impl Iterator<Item = LoopId> + '_ {
        (0..self.loops.len() as u32).map(LoopId)
    }

    /// The loops nested in no other, by their headers' RPO index.
    pub fn top_level(&self) -> &[LoopId] {
        &self.top_level
    }

    /// The header of `l`: the node that dominates every node of the loop.
    pub fn header(&self, l: LoopId) -> u32 {
        self.loops[l.index()].header
    }

    /// The innermost loop that strictly contains `l`.
    pub fn parent(&self, l: LoopId) -> Option<LoopId> {
        self.loops[l.index()].parent
    }

    /// The loops whose parent is `l`, by their headers' RPO index.
    pub fn children(&self, l: LoopId) -> &[LoopId] {
        &self.loops[l.index()].children
    }

    /// 1 for a top-level loop, one more per enclosing loop.
    pub fn depth(&self, l: LoopId) -> u32 {
        self.loops[l.index()].depth
    }

    /// The sources of the back edges to `l`'s header, in RPO (the header itself for a
    /// self-loop).
    pub fn latches(&self, l: LoopId) -> &[u32] {
        &self.loops[l.index()].latches
    }

    /// The nodes of `l`, nested loops' included: the header first, then `l`'s other nodes in
    /// RPO, then each nested loop's blocks the same way, recursively.
    pub fn blocks(&self, l: LoopId) -> &[u32] {
        let d = &self.loops[l.index()];
        &self.blocks[d.start as usize..d.end as usize]
    }

    /// Whether node `n` is in `l` (or a loop nested in it).
    pub fn contains(&self, l: LoopId, n: u32) -> bool {
        match self.loop_of(n) {
            Some(m) => self.contains_loop(l, m),
            None => false,
        }
    }

    /// Whether `inner` is `outer` or nested in it.
    pub fn contains_loop(&self, outer: LoopId, inner: LoopId) -> bool {
        outer.0 <= inner.0 && inner.0 < outer.0 + self.loops[outer.index()].subtree
    }

    /// The edges from a node of `l` to a node outside it, by source in the order of
    /// [`LoopInfo::blocks`], then in successor order. `cfg` must be the graph `self` was
    /// computed from. O(successors of the loop's blocks).
    pub fn exits(&self, cfg: &Cfg, l: LoopId) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        for &u in self.blocks(l) {
            for (i, &s) in cfg.succs(u).iter().enumerate() {
                if !self.contains(l, s) && !cfg.succs(u)[..i].contains(&s) {
                    out.push((u, s));
                }
            }
        }
        out
    }

    /// The targets of [`LoopInfo::exits`], without repeats, in order of first appearance.
    pub fn exit_blocks(&self, cfg: &Cfg, l: LoopId) -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        for (_, s) in self.exits(cfg, l) {
            if !out.contains(&s) {
                out.push(s);
            }
        }
        out
    }

    /// The innermost loop containing `n`.
    pub fn loop_of(&self, n: u32) -> Option<LoopId> {
        let l = self.loop_of[n as usize];
        (l != NONE).then_some(LoopId(l))
    }

    /// The number of loops containing `n` (0 outside every loop).
    pub fn loop_depth(&self, n: u32) -> u32 {
        self.loop_of(n).map_or(0, |l| self.depth(l))
    }

    /// The loop whose header is `n`, if any.
    pub fn loop_with_header(&self, n: u32) -> Option<LoopId> {
        self.loop_of(n).filter(|&l| self.header(l) == n)
    }

    /// Every back edge `(source, header)`, by source in RPO.
    pub fn back_edges(&self) -> &[(u32, u32)] {
        &self.back_edges
    }

    /// Every retreating edge `(source, target)` whose target does not dominate its source, by
    /// source in RPO.
    pub fn irreducible_edges(&self) -> &[(u32, u32)] {
        &self.irreducible_edges
    }

    /// Whether the reachable part of the graph is reducible: every cycle is entered through a
    /// single node, its header (no irreducible edge).
    pub fn is_reducible(&self) -> bool {
        self.irreducible_edges.is_empty()
    }
}

/// Union-find root of `x`, halving the path.
fn find(top: &mut [u32], mut x: u32) -> u32 {
    while top[x as usize] != x {
        let up = top[top[x as usize] as usize];
        top[x as usize] = up;
        x = up;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{random_cfg, reachable_without, reversed, Rng};
    use super::*;

    fn analyze(succs: &[Vec<u32>]) -> (Cfg, DomTree, LoopInfo) {
        let cfg = Cfg::new(0, succs);
        let dt = DomTree::compute(&cfg);
        let li = LoopInfo::compute(&cfg, &dt);
        (cfg, dt, li)
    }

    fn sorted(mut v: Vec<u32>) -> Vec<u32> {
        v.sort_unstable();
        v
    }

    #[test]
    fn nested_loops() {
        // 0 -> 1 -> 2 -> 3 -> 4 -> 5, inner back edge 3 -> 2, outer back edge 4 -> 1.
        let (cfg, _, li) = analyze(&[vec![1], vec![2], vec![3], vec![2, 4], vec![1, 5], vec![]]);
        assert_eq!(li.num_loops(), 2);
        let outer = li.loop_with_header(1).unwrap();
        let inner = li.loop_with_header(2).unwrap();
        assert_eq!(li.top_level(), [outer]);
        assert!(outer < inner);
        assert_eq!(li.parent(inner), Some(outer));
        assert_eq!(li.parent(outer), None);
        assert_eq!(li.children(outer), [inner]);
        assert_eq!((li.depth(outer), li.depth(inner)), (1, 2));
        assert_eq!(li.blocks(outer), [1, 4, 2, 3]);
        assert_eq!(li.blocks(inner), [2, 3]);
        assert_eq!(li.latches(outer), [4]);
        assert_eq!(li.latches(inner), [3]);
        assert_eq!(li.exits(&cfg, outer), [(4, 5)]);
        assert_eq!(li.exits(&cfg, inner), [(3, 4)]);
        assert_eq!(li.exit_blocks(&cfg, inner), [4]);
        let depths: Vec<u32> = (0..6).map(|v| li.loop_depth(v)).collect();
        assert_eq!(depths, [0, 1, 2, 2, 1, 0]);
        assert_eq!(li.loop_of(3), Some(inner));
        assert_eq!(li.loop_of(4), Some(outer));
        assert!(li.contains(outer, 3) && !li.contains(inner, 4) && !li.contains(outer, 5));
        assert!(li.contains_loop(outer, inner) && !li.contains_loop(inner, outer));
        assert_eq!(li.back_edges(), [(3, 2), (4, 1)]);
        assert!(li.is_reducible());
    }

    #[test]
    fn several_back_edges_to_one_header() {
        // 1 is re-entered from 2, from 3 and (twice) from 4; 3 -> 5 leaves.
        let (cfg, _, li) = analyze(&[vec![1], vec![2, 3], vec![1, 4], vec![1, 5], vec![1, 1], vec![]]);
        assert_eq!(li.num_loops(), 1);
        let l = LoopId(0);
        assert_eq!(li.header(l), 1);
        assert_eq!(sorted(li.latches(l).to_vec()), [2, 3, 4]);
        assert_eq!(sorted(li.blocks(l).to_vec()), [1, 2, 3, 4]);
        assert_eq!(li.exits(&cfg, l), [(3, 5)]);
        assert_eq!(li.back_edges().len(), 3, "the repeated edge 4 -> 1 is one back edge");
    }

    #[test]
    fn loop_with_several_exits() {
        // 1 -> 2 -> 3 -> 1, each of 1, 2, 3 also leaves (3 twice to 7, and 2 to 3's exit 7).
        let (cfg, _, li) =
            analyze(&[vec![1], vec![2, 5], vec![3, 6, 7], vec![1, 7, 7], vec![], vec![], vec![], vec![]]);
        let l = li.loop_with_header(1).unwrap();
        assert_eq!(li.blocks(l), [1, 2, 3]);
        assert_eq!(li.exits(&cfg, l), [(1, 5), (2, 6), (2, 7), (3, 7)]);
        assert_eq!(li.exit_blocks(&cfg, l), [5, 6, 7]);
    }

    #[test]
    fn self_loop_and_sibling_loops() {
        // Outer loop 1..=5 (back edge 5 -> 1) holds a self-loop at 2 and a loop 3 <-> 4.
        let (cfg, _, li) = analyze(&[vec![1], vec![2], vec![2, 3], vec![4], vec![3, 5], vec![1, 6], vec![]]);
        assert_eq!(li.num_loops(), 3);
        let (outer, a, b) = (LoopId(0), LoopId(1), LoopId(2));
        assert_eq!((li.header(outer), li.header(a), li.header(b)), (1, 2, 3));
        assert_eq!(li.children(outer), [a, b]);
        assert_eq!(li.blocks(a), [2]);
        assert_eq!(li.latches(a), [2]);
        assert_eq!(li.blocks(b), [3, 4]);
        assert_eq!(li.blocks(outer), [1, 5, 2, 3, 4]);
        assert_eq!(li.exits(&cfg, a), [(2, 3)]);
        assert_eq!(li.exits(&cfg, outer), [(5, 6)]);
        assert_eq!(li.parent(b), Some(outer));
    }

    #[test]
    fn irreducible_graphs() {
        // The classic: 0 enters the cycle 1 <-> 2 at both nodes. No natural loop.
        let (_, _, li) = analyze(&[vec![1, 2], vec![2], vec![1]]);
        assert_eq!(li.num_loops(), 0);
        assert!(!li.is_reducible());
        assert_eq!(li.irreducible_edges(), [(2, 1)]);
        assert!(li.back_edges().is_empty());
        // The same cycle inside a natural loop headed by 1, which contains it.
        let (_, _, li) = analyze(&[vec![1], vec![2, 3], vec![3], vec![2, 1, 4], vec![]]);
        assert!(!li.is_reducible());
        assert_eq!(li.num_loops(), 1);
        assert_eq!(li.blocks(LoopId(0)), [1, 2, 3]);
        assert_eq!(li.irreducible_edges(), [(3, 2)]);
        // An unreachable cycle is nothing.
        let (_, _, li) = analyze(&[vec![], vec![2], vec![1]]);
        assert_eq!(li.num_loops(), 0);
        assert!(li.is_reducible());
        assert_eq!(li.loop_of(1), None);
    }

    /// Whether the reachable subgraph without the back edges has no cycle (Kahn).
    fn acyclic_without_back_edges(cfg: &Cfg, dt: &DomTree) -> bool {
        let n = cfg.num_nodes();
        let kept = |u: u32, t: u32| dt.is_reachable(u) && !dt.dominates(t, u);
        let mut indeg = vec![0u32; n];
        for u in 0..n as u32 {
            for &t in cfg.succs(u) {
                if kept(u, t) {
                    indeg[t as usize] += 1;
                }
            }
        }
        let mut work: Vec<u32> = (0..n as u32).filter(|&v| dt.is_reachable(v) && indeg[v as usize] == 0).collect();
        let mut done = 0;
        while let Some(u) = work.pop() {
            done += 1;
            for &t in cfg.succs(u) {
                if kept(u, t) {
                    indeg[t as usize] -= 1;
                    if indeg[t as usize] == 0 {
                        work.push(t);
                    }
                }
            }
        }
        done == dt.rpo().len()
    }

    #[test]
    fn loops_match_brute_force_on_random_graphs() {
        let mut rng = Rng::new(0x100b5);
        let (mut total_loops, mut irreducible, mut nested) = (0, 0, 0);
        for i in 0..1000 {
            let n = 1 + (i % 60);
            let cfg = random_cfg(&mut rng, n);
            let dt = DomTree::compute(&cfg);
            let li = LoopInfo::compute(&cfg, &dt);
            let rev = reversed(&cfg);
            let ctx = || format!("graph {cfg:?}");
            // Back edges, from the definition.
            let mut expected_back: Vec<(u32, u32)> = Vec::new();
            for u in 0..n as u32 {
                for &h in cfg.succs(u) {
                    if dt.is_reachable(u) && dt.dominates(h, u) && !expected_back.contains(&(u, h)) {
                        expected_back.push((u, h));
                    }
                }
            }
            let mut got_back = li.back_edges().to_vec();
            got_back.sort_unstable();
            expected_back.sort_unstable();
            assert_eq!(got_back, expected_back, "{}", ctx());
            // One loop per header, whose body is the definition's.
            let mut headers: Vec<u32> = expected_back.iter().map(|&(_, h)| h).collect();
            headers.sort_unstable();
            headers.dedup();
            assert_eq!(li.num_loops(), headers.len());
            let mut bodies: Vec<Vec<bool>> = Vec::new();
            for &h in &headers {
                let l = li.loop_with_header(h).expect("a loop per header");
                let latches: Vec<u32> = expected_back.iter().filter(|e| e.1 == h).map(|e| e.0).collect();
                assert_eq!(sorted(li.latches(l).to_vec()), sorted(latches.clone()));
                let back_reach = reachable_without(&rev, &latches, Some(h));
                let body: Vec<bool> =
                    (0..n).map(|v| v == h as usize || (back_reach[v] && dt.is_reachable(v as u32))).collect();
                let expected: Vec<u32> = (0..n as u32).filter(|&v| body[v as usize]).collect();
                assert_eq!(li.blocks(l)[0], h);
                assert_eq!(sorted(li.blocks(l).to_vec()), expected, "loop at {h} in {}", ctx());
                for v in 0..n as u32 {
                    assert_eq!(li.contains(l, v), body[v as usize]);
                }
                // Every latch is in the loop; every node of it reaches a latch avoiding h.
                for &u in &latches {
                    assert!(body[u as usize]);
                }
                for &v in li.blocks(l) {
                    if v != h {
                        let fwd = reachable_without(&cfg, &[v], Some(h));
                        assert!(latches.iter().any(|&u| fwd[u as usize]), "{v} in loop {h} of {}", ctx());
                    }
                }
                // Exits, from the definition.
                let mut exits: Vec<(u32, u32)> = Vec::new();
                for &u in &expected {
                    for &s in cfg.succs(u) {
                        if !body[s as usize] && !exits.contains(&(u, s)) {
                            exits.push((u, s));
                        }
                    }
                }
                let mut got = li.exits(&cfg, l);
                got.sort_unstable();
                exits.sort_unstable();
                assert_eq!(got, exits);
                let mut exit_blocks: Vec<u32> = exits.iter().map(|e| e.1).collect();
                exit_blocks.sort_unstable();
                exit_blocks.dedup();
                assert_eq!(sorted(li.exit_blocks(&cfg, l)), exit_blocks);
                bodies.push(body);
            }
            // Nesting: a loop's parent is the smallest loop strictly containing it; a node's
            // loop the smallest containing it; depths count containing loops.
            let size = |i: usize| bodies[i].iter().filter(|&&b| b).count();
            for (i, &h) in headers.iter().enumerate() {
                let l = li.loop_with_header(h).unwrap();
                let containing: Vec<usize> = (0..headers.len()).filter(|&j| j != i && bodies[j][h as usize]).collect();
                for &j in &containing {
                    assert!((0..n).all(|v| !bodies[i][v] || bodies[j][v]), "loops are nested or disjoint");
                }
                let parent = containing.iter().copied().min_by_key(|&j| size(j));
                assert_eq!(li.parent(l), parent.map(|j| li.loop_with_header(headers[j]).unwrap()));
                assert_eq!(li.depth(l), containing.len() as u32 + 1);
                if parent.is_some() {
                    nested += 1;
                    assert!(li.parent(l).unwrap() < l);
                }
            }
            for v in 0..n as u32 {
                let holding: Vec<usize> = (0..headers.len()).filter(|&j| bodies[j][v as usize]).collect();
                let inner = holding.iter().copied().min_by_key(|&j| size(j));
                assert_eq!(li.loop_of(v), inner.map(|j| li.loop_with_header(headers[j]).unwrap()));
                assert_eq!(li.loop_depth(v), holding.len() as u32);
            }
            // Reducibility: without its back edges, a reducible graph is acyclic.
            assert_eq!(li.is_reducible(), acyclic_without_back_edges(&cfg, &dt), "{}", ctx());
            for &(u, t) in li.irreducible_edges() {
                assert!(cfg.succs(u).contains(&t) && !dt.dominates(t, u));
            }
            total_loops += li.num_loops();
            irreducible += !li.is_reducible() as usize;
        }
        assert!(total_loops > 1000 && irreducible > 40 && nested > 200, "{total_loops} {irreducible} {nested}");
    }

    #[test]
    fn deep_nesting_does_not_recurse() {
        // 100k nodes, v -> v + 1 and v -> v / 2: every node but the last heads a loop, each
        // nested in the previous one.
        let n = 100_000u32;
        let cfg = Cfg::from_fn(n as usize, 0, |v| [v + 1, v / 2].into_iter().filter(|&s| s < n));
        let dt = DomTree::compute(&cfg);
        let li = LoopInfo::compute(&cfg, &dt);
        assert!(li.is_reducible());
        assert_eq!(li.num_loops(), n as usize / 2);
        assert_eq!(li.loop_depth(n - 1), n / 2);
        assert_eq!(li.blocks(li.loop_with_header(0).unwrap()).len(), n as usize);
    }
}
