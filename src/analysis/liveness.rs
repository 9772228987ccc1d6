//! Block-level liveness of abstract values.
//!
//! # What
//!
//! Values are dense ids `0..num_values`. For each block the caller gives its *upward-exposed
//! uses* (values the block uses before, or without, defining them itself) and its *defs*
//! (values it defines). A value is *live-in* at block `b` when some path from the start of `b`
//! reaches a use of it before any definition: it is upward-exposed in `b`, or live-out of `b`
//! and not defined in `b`. It is *live-out* at `b` when it is live-in at a successor of `b`.
//! This is the least solution of
//!
//! ```text
//! live_out(b) = ∪ live_in(s) over the successors s of b
//! live_in(b)  = uses_before_def(b) ∪ (live_out(b) − defs(b))
//! ```
//!
//! # How
//!
//! Iterative backward dataflow on bit sets (one row of `u64` words per block for each of
//! live-in, live-out, uses and defs). Each sweep visits the blocks in postorder of a
//! depth-first search from the entry (the reverse of RPO, so a block usually comes after its
//! successors), then the unreachable blocks; sweeps repeat until live-in stops changing.
//!
//! # Cost
//!
//! A sweep is O((blocks + edges) × values / 64) word operations. Sets only grow, so the
//! sweeps are bounded; in this order a reducible graph needs about its loop nesting depth plus
//! two sweeps. Memory is 4 × blocks × values / 8 bytes (plus the graph): for very many values,
//! compute per region.
//!
//! # Conventions
//!
//! * **Block arguments** are defs of their block: a block argument is never live-in at its
//!   own block, and is live-out of the block only if a successor uses it.
//! * **Successor operands** (the values a terminator passes to a successor's arguments) are
//!   uses at the end of the predecessor: put them in the predecessor's `uses_before_def`
//!   unless the predecessor defines them earlier. They are thus live at the end of the
//!   predecessor but not, through that edge, live-in at the successor.
//! * A value in both `uses_before_def(b)` and `defs(b)` (used, then redefined — impossible in
//!   SSA but harmless) is live-in at `b`.
//! * Unreachable blocks are analyzed like the others (what they use flows to their
//!   predecessors, which are unreachable too); reachable blocks never see their values.

use super::bitset::{union_words, words_for, Ones};
use super::cfg::Cfg;

/// Live-in and live-out sets of every block. See the module documentation.
#[derive(Clone, Debug)]
pub struct Liveness {
    num_values: usize,
    /// Words per block row.
    words: usize,
    live_in: Vec<u64>,
    live_out: Vec<u64>,
}

impl Liveness {
    /// Liveness over `cfg` of the values `0..num_values`, where block `b` has the upward-exposed
    /// uses `uses_before_def[b]` and the definitions `defs[b]` (one entry per block each;
    /// repeats allowed). Panics on a value not below `num_values`.
    pub fn compute<U: AsRef<[u32]>, D: AsRef<[u32]>>(
        cfg: &Cfg,
        num_values: usize,
        uses_before_def: &[U],
        defs: &[D],
    ) -> Liveness {
        let n = cfg.num_nodes();
        assert_eq!(uses_before_def.len(), n, "one use list per block");
        assert_eq!(defs.len(), n, "one def list per block");
        let w = words_for(num_values);
        let gen = bit_rows(uses_before_def, w, num_values);
        let kill = bit_rows(defs, w, num_values);

        let order = postorder_then_unreachable(cfg);
        let mut live_in = gen.clone();
        let mut live_out = vec![0u64; n * w];
        loop {
            let mut changed = false;
            for &b in &order {
                let b = b as usize;
                let out = &mut live_out[b * w..(b + 1) * w];
                let mut out_changed = false;
                for &s in cfg.succs(b as u32) {
                    let s = s as usize;
                    out_changed |= union_words(out, &live_in[s * w..(s + 1) * w]);
                }
                if out_changed {
                    let (row, kills) = (&mut live_in[b * w..(b + 1) * w], &kill[b * w..(b + 1) * w]);
                    for ((i, &o), &k) in row.iter_mut().zip(out.iter()).zip(kills) {
                        let new = *i | (o & !k);
                        changed |= new != *i;
                        *i = new;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        Liveness { num_values, words: w, live_in, live_out }
    }

    /// The number of values.
    pub fn num_values(&self) -> usize {
        self.num_values
    }

    fn row<'a>(&self, bits: &'a [u64], b: u32) -> &'a [u64] {
        &bits[b as usize * self.words..(b as usize + 1) * self.words]
    }

    fn test(&self, bits: &[u64], b: u32, v: u32) -> bool {
        (v as usize) < self.num_values && self.row(bits, b)[v as usize / 64] >> (v % 64) & 1 != 0
    }

    /// The values live on entry to block `b`, increasing.
    pub fn live_in(&self, b: u32) -> Ones<'_> {
        Ones::new(self.row(&self.live_in, b))
    }

    /// The values live on exit from block `b`, increasing.
    pub fn live_out(&self, b: u32) -> Ones<'_> {
        Ones::new(self.row(&self.live_out, b))
    }

    /// Whether `v` is live on entry to block `b`.
    pub fn is_live_in(&self, b: u32, v: u32) -> bool {
        self.test(&self.live_in, b, v)
    }

    /// Whether `v` is live on exit from block `b`.
    pub fn is_live_out(&self, b: u32, v: u32) -> bool {
        self.test(&self.live_out, b, v)
    }
}

/// One row of `w` words per list, with the list's values set.
fn bit_rows<L: AsRef<[u32]>>(lists: &[L], w: usize, num_values: usize) -> Vec<u64> {
    let mut bits = vec![0u64; lists.len() * w];
    for (b, list) in lists.iter().enumerate() {
        for &v in list.as_ref() {
            assert!((v as usize) < num_values, "value {v} is not below {num_values}");
            bits[b * w + v as usize / 64] |= 1 << (v % 64);
        }
    }
    bits
}

/// The reachable blocks in postorder of a DFS from the entry, then the others by decreasing
/// index.
fn postorder_then_unreachable(cfg: &Cfg) -> Vec<u32> {
    let n = cfg.num_nodes();
    let mut seen = vec![false; n];
    let mut order = Vec::with_capacity(n);
    let mut stack: Vec<(u32, u32)> = vec![(cfg.entry(), 0)];
    seen[cfg.entry() as usize] = true;
    while let Some(top) = stack.last_mut() {
        let (v, next) = *top;
        if let Some(&w) = cfg.succs(v).get(next as usize) {
            top.1 += 1;
            if !seen[w as usize] {
                seen[w as usize] = true;
                stack.push((w, 0));
            }
        } else {
            order.push(v);
            stack.pop();
        }
    }
    order.extend((0..n as u32).rev().filter(|&v| !seen[v as usize]));
    order
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{random_cfg, Rng};
    use super::*;

    #[test]
    fn loop_with_block_argument() {
        // ^0: %a = ..., %n = ...; br ^1(%a)
        // ^1(%i): cond_br (%i < %n), ^2, ^3
        // ^2: %j = %i + 1; br ^1(%j)
        // ^3: return %i
        // Values: a=0, n=1, i=2, j=3. %i is a def of ^1, so its uses there are not upward
        // exposed; %a and %j are successor operands defined in the block passing them.
        let cfg = Cfg::new(0, &[vec![1], vec![2, 3], vec![1], vec![]]);
        let defs: [&[u32]; 4] = [&[0, 1], &[2], &[3], &[]];
        let uses: [&[u32]; 4] = [&[], &[1], &[2], &[2]];
        let live = Liveness::compute(&cfg, 4, &uses, &defs);
        let ins: Vec<Vec<u32>> = (0..4).map(|b| live.live_in(b).collect()).collect();
        let outs: Vec<Vec<u32>> = (0..4).map(|b| live.live_out(b).collect()).collect();
        assert_eq!(ins, [vec![], vec![1], vec![1, 2], vec![2]]);
        assert_eq!(outs, [vec![1], vec![1, 2], vec![1], vec![]]);
        assert!(live.is_live_out(0, 1) && !live.is_live_out(0, 0) && !live.is_live_in(1, 2));
        assert!(!live.is_live_in(0, 99));
        // ^2 passes %a instead of %j: a use at the end of ^2, so %a lives around the loop.
        let uses: [&[u32]; 4] = [&[], &[1], &[2, 0], &[2]];
        let live = Liveness::compute(&cfg, 4, &uses, &defs);
        let ins: Vec<Vec<u32>> = (0..4).map(|b| live.live_in(b).collect()).collect();
        let outs: Vec<Vec<u32>> = (0..4).map(|b| live.live_out(b).collect()).collect();
        assert_eq!(ins, [vec![], vec![0, 1], vec![0, 1, 2], vec![2]]);
        assert_eq!(outs, [vec![0, 1], vec![0, 1, 2], vec![0, 1], vec![]]);
    }

    /// `live[b][v]`: `v` is live-in at `b`, i.e. a path from `b` reaches a block using `v`
    /// upward-exposed with no block before it (`b` included) defining `v` — found per value by
    /// a backward search along such paths from the using blocks.
    fn brute_live_in(cfg: &Cfg, num_values: usize, uses: &[Vec<u32>], defs: &[Vec<u32>]) -> Vec<Vec<bool>> {
        let n = cfg.num_nodes();
        let preds = cfg.preds();
        let mut live = vec![vec![false; num_values]; n];
        for v in 0..num_values as u32 {
            let mut work: Vec<u32> = (0..n as u32).filter(|&b| uses[b as usize].contains(&v)).collect();
            for &b in &work {
                live[b as usize][v as usize] = true;
            }
            while let Some(x) = work.pop() {
                for &p in preds.row(x) {
                    if !live[p as usize][v as usize] && !defs[p as usize].contains(&v) {
                        live[p as usize][v as usize] = true;
                        work.push(p);
                    }
                }
            }
        }
        live
    }

    #[test]
    fn liveness_matches_brute_force_on_random_graphs() {
        let mut rng = Rng::new(0x11fe);
        let mut live_pairs = 0;
        for i in 0..400 {
            let n = 1 + (i % 40);
            let cfg = random_cfg(&mut rng, n);
            let num_values = 1 + rng.below(150);
            let pick = |rng: &mut Rng, per: usize| -> Vec<u32> {
                (0..rng.below(per + 1)).map(|_| rng.below(num_values) as u32).collect()
            };
            let uses: Vec<Vec<u32>> = (0..n).map(|_| pick(&mut rng, 4)).collect();
            let defs: Vec<Vec<u32>> = (0..n).map(|_| pick(&mut rng, 6)).collect();
            let live = Liveness::compute(&cfg, num_values, &uses, &defs);
            let brute = brute_live_in(&cfg, num_values, &uses, &defs);
            for b in 0..n as u32 {
                let expected_in: Vec<u32> = (0..num_values as u32).filter(|&v| brute[b as usize][v as usize]).collect();
                let expected_out: Vec<u32> = (0..num_values as u32)
                    .filter(|&v| cfg.succs(b).iter().any(|&s| brute[s as usize][v as usize]))
                    .collect();
                assert_eq!(live.live_in(b).collect::<Vec<_>>(), expected_in, "in({b}) of {cfg:?}");
                assert_eq!(live.live_out(b).collect::<Vec<_>>(), expected_out, "out({b}) of {cfg:?}");
                for v in 0..num_values as u32 {
                    assert_eq!(live.is_live_in(b, v), expected_in.contains(&v));
                    assert_eq!(live.is_live_out(b, v), expected_out.contains(&v));
                }
                live_pairs += expected_in.len();
            }
        }
        assert!(live_pairs > 5000, "too little is live to test much ({live_pairs})");
    }

    #[test]
    fn long_chain_with_a_back_edge() {
        // 100k blocks in a chain closed by a back edge; value 0 used in block 0, defined
        // nowhere; value 1 defined in block 10 and used in the last block; value 2 a
        // block argument of block 10 passed by the last block, defined there.
        let n = 100_000u32;
        let cfg = Cfg::from_fn(n as usize, 0, |v| [(v + 1) % n]);
        let mut uses = vec![Vec::new(); n as usize];
        let mut defs = vec![Vec::new(); n as usize];
        uses[0].push(0);
        defs[10].push(1);
        uses[n as usize - 1].push(1);
        defs[10].push(2);
        defs[n as usize - 1].push(2);
        let live = Liveness::compute(&cfg, 3, &uses, &defs);
        assert!((0..n).all(|b| live.is_live_in(b, 0) && live.is_live_out(b, 0)));
        assert!((11..n).all(|b| live.is_live_in(b, 1)));
        assert!(!live.is_live_in(10, 1) && live.is_live_out(10, 1) && !live.is_live_out(n - 1, 1));
        assert!((0..n).all(|b| !live.is_live_in(b, 2)));
    }
}
