//! The abstract control-flow graph every analysis in this module works on.
//!
//! Nodes are dense indices `0..num_nodes()`; one of them is the entry. Each node has an ordered
//! list of successors; an edge may repeat (two successor slots naming the same block, as
//! `cf.cond_br %c, ^bb1, ^bb1`) and a node may be its own successor. Nodes that cannot be
//! reached from the entry are allowed; every analysis documents how it treats them.
//!
//! Storage is compressed sparse rows ([`Adjacency`]): one offsets array and one targets array,
//! so building a `Cfg` is two allocations and `succs(n)` is a slice. A caller with the blocks of
//! one region numbered `0..n` builds it once per region, for instance with
//! [`Cfg::from_fn`]`(n, 0, |b| successor_indices_of(b))`.

/// Rows of `u32` targets in compressed sparse row form: row `i` is
/// `targets[offsets[i]..offsets[i + 1]]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjacency {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Adjacency {
    /// Builds `num_rows` rows, row `i` being what `row(i)` yields, in order.
    pub fn from_fn<I: IntoIterator<Item = u32>>(num_rows: usize, mut row: impl FnMut(u32) -> I) -> Adjacency {
        let mut offsets = Vec::with_capacity(num_rows + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for i in 0..num_rows {
            targets.extend(row(i as u32));
            offsets.push(u32::try_from(targets.len()).expect("more than u32::MAX edges"));
        }
        Adjacency { offsets, targets }
    }

    /// Builds `num_rows` rows from `(row, target)` pairs; each row keeps its pairs' order.
    pub(crate) fn from_pairs(num_rows: usize, pairs: &[(u32, u32)]) -> Adjacency {
        let mut offsets = vec![0u32; num_rows + 1];
        for &(r, _) in pairs {
            offsets[r as usize + 1] += 1;
        }
        for i in 0..num_rows {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets.clone();
        let mut targets = vec![0u32; pairs.len()];
        for &(r, t) in pairs {
            targets[next[r as usize] as usize] = t;
            next[r as usize] += 1;
        }
        Adjacency { offsets, targets }
    }

    /// The number of rows.
    pub fn num_rows(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Row `i`.
    pub fn row(&self, i: u32) -> &[u32] {
        let (lo, hi) = (self.offsets[i as usize] as usize, self.offsets[i as usize + 1] as usize);
        &self.targets[lo..hi]
    }

    /// The total number of entries over all rows.
    pub fn num_entries(&self) -> usize {
        self.targets.len()
    }

    /// The transpose on `num_cols` columns: row `j` of the result lists every `i` such that
    /// `j` is in row `i`, once per occurrence, in increasing `i`.
    pub fn transpose(&self, num_cols: usize) -> Adjacency {
        let mut pairs = Vec::with_capacity(self.targets.len());
        for i in 0..self.num_rows() as u32 {
            pairs.extend(self.row(i).iter().map(|&t| (t, i)));
        }
        Adjacency::from_pairs(num_cols, &pairs)
    }
}

/// A control-flow graph: nodes `0..num_nodes()`, an entry node and successor lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    succs: Adjacency,
    entry: u32,
}

impl Cfg {
    /// A graph from one successor list per node.
    ///
    /// Panics if there is no node, or the entry or a successor is not a node.
    pub fn new(entry: u32, succs: &[Vec<u32>]) -> Cfg {
        Cfg::from_fn(succs.len(), entry, |n| succs[n as usize].iter().copied())
    }

    /// A graph of `num_nodes` nodes whose node `n` has the successors `succs(n)`, in order.
    ///
    /// Panics if `num_nodes` is 0, or the entry or a successor is not below `num_nodes`.
    pub fn from_fn<I: IntoIterator<Item = u32>>(num_nodes: usize, entry: u32, succs: impl FnMut(u32) -> I) -> Cfg {
        assert!(num_nodes > 0, "a Cfg needs at least its entry node");
        assert!(num_nodes < u32::MAX as usize, "too many nodes");
        assert!((entry as usize) < num_nodes, "entry {entry} is not a node of a {num_nodes}-node graph");
        let succs = Adjacency::from_fn(num_nodes, succs);
        if let Some(&bad) = succs.targets.iter().find(|&&t| t as usize >= num_nodes) {
            panic!("successor {bad} is not a node of a {num_nodes}-node graph");
        }
        Cfg { succs, entry }
    }

    /// A graph of `num_nodes` nodes with the given edges; each node's successors keep the order
    /// in which its edges appear.
    pub fn from_edges(num_nodes: usize, entry: u32, edges: impl IntoIterator<Item = (u32, u32)>) -> Cfg {
        let mut lists = vec![Vec::new(); num_nodes];
        for (from, to) in edges {
            lists[from as usize].push(to);
        }
        Cfg::from_fn(num_nodes, entry, |n| std::mem::take(&mut lists[n as usize]))
    }

    /// The number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.succs.num_rows()
    }

    /// The entry node.
    pub fn entry(&self) -> u32 {
        self.entry
    }

    /// The successors of `n`, in order, repeats included.
    pub fn succs(&self, n: u32) -> &[u32] {
        self.succs.row(n)
    }

    /// The number of edges, repeats included.
    pub fn num_edges(&self) -> usize {
        self.succs.num_entries()
    }

    /// The successor lists.
    pub fn succ_lists(&self) -> &Adjacency {
        &self.succs
    }

    /// The predecessor lists (computed, O(nodes + edges)): one entry per edge, so a node
    /// appears twice among the predecessors of a successor it names twice.
    pub fn preds(&self) -> Adjacency {
        self.succs.transpose(self.num_nodes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn build_and_transpose() {
        let g = Cfg::new(0, &[vec![1, 1, 2], vec![0], vec![2], vec![]]);
        assert_eq!(g.num_nodes(), 4);
        assert_eq!(g.num_edges(), 5);
        assert_eq!(g.succs(0), &[1, 1, 2]);
        assert_eq!(g.succs(3), &[] as &[u32]);
        let p = g.preds();
        assert_eq!(p.row(0), &[1]);
        assert_eq!(p.row(1), &[0, 0]);
        assert_eq!(p.row(2), &[0, 2]);
        assert_eq!(p.row(3), &[] as &[u32]);
        let e = Cfg::from_edges(4, 0, [(0, 1), (0, 1), (0, 2), (1, 0), (2, 2)]);
        assert_eq!(e, g);
    }

    #[test]
    #[should_panic(expected = "successor 5")]
    fn rejects_out_of_range_successor() {
        Cfg::new(0, &[vec![5]]);
    }
}
