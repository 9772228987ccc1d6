//! Test helpers: a deterministic PRNG, random graphs and brute-force reachability.

use super::cfg::Cfg;

/// SplitMix64: small, fast, deterministic.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform-ish in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A random graph of `n` nodes: a random density, fall-through edges to the next node (long
/// paths, deep trees), short and long jumps either way, self-loops, repeated edges, nodes
/// without successors, and nodes that nothing targets or that the entry (usually 0, sometimes
/// another node) does not reach; half the time, a spanning tree from node 0 makes most nodes
/// reachable.
pub fn random_cfg(rng: &mut Rng, n: usize) -> Cfg {
    let entry = if rng.below(4) == 0 { rng.below(n) } else { 0 };
    let density = 1 + rng.below(3);
    let exit_one_in = [4, 8, 20][rng.below(3)];
    let orphan_one_in = [10, 1000][rng.below(2)];
    let orphan: Vec<bool> = (0..n).map(|v| v != entry && rng.below(orphan_one_in) == 0).collect();
    let mut succs: Vec<Vec<u32>> = (0..n)
        .map(|v| {
            if rng.below(exit_one_in) == 0 {
                return Vec::new();
            }
            let k = 1 + rng.below(density);
            let mut s: Vec<u32> = Vec::with_capacity(k);
            for _ in 0..k {
                let t = match rng.below(10) {
                    0 => v,
                    1 if !s.is_empty() => s[s.len() - 1] as usize,
                    2..=5 => (v + 1) % n,
                    6 | 7 => (v + 5 * n + rng.below(11) - 5) % n,
                    _ => rng.below(n),
                };
                if !orphan[t] {
                    s.push(t as u32);
                }
            }
            s
        })
        .collect();
    if rng.below(2) == 0 {
        // A spanning tree from node 0, mostly local: most nodes reachable, deep trees.
        for (v, &orphaned) in orphan.iter().enumerate().skip(1) {
            let u = if rng.below(4) == 0 { rng.below(v) } else { v - 1 - rng.below(v.min(4)) };
            if !orphaned {
                succs[u].push(v as u32);
            }
        }
    }
    Cfg::new(entry as u32, &succs)
}

/// The nodes reachable from `starts` along the edges of `cfg` when `removed` is deleted.
pub fn reachable_without(cfg: &Cfg, starts: &[u32], removed: Option<u32>) -> Vec<bool> {
    let mut seen = vec![false; cfg.num_nodes()];
    let mut work = Vec::new();
    for &s in starts {
        if Some(s) != removed && !seen[s as usize] {
            seen[s as usize] = true;
            work.push(s);
        }
    }
    while let Some(v) = work.pop() {
        for &w in cfg.succs(v) {
            if Some(w) != removed && !seen[w as usize] {
                seen[w as usize] = true;
                work.push(w);
            }
        }
    }
    seen
}

/// `cfg` with every edge reversed (entry 0; only the edges matter).
pub fn reversed(cfg: &Cfg) -> Cfg {
    let preds = cfg.preds();
    Cfg::from_fn(cfg.num_nodes(), 0, |v| preds.row(v).to_vec())
}
