//! A fixed-size set of `u32` below a bound, one bit per element in `u64` words.
//!
//! Membership, insertion and removal are O(1); union, difference and iteration are
//! O(bound / 64) plus, for iteration, the number of members.

/// A set of integers in `0..len`, stored as a bit vector.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BitSet {
    words: Vec<u64>,
    len: usize,
}

/// The number of `u64` words that hold `len` bits.
pub(crate) fn words_for(len: usize) -> usize {
    len.div_ceil(64)
}

impl BitSet {
    /// The empty set of elements below `len`.
    pub fn new(len: usize) -> BitSet {
        BitSet { words: vec![0; words_for(len)], len }
    }

    /// The bound: every member is below it.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the bound is 0 (not whether the set has no member; see [`BitSet::is_clear`]).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the set has no member.
    pub fn is_clear(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Adds `i`; returns whether it was absent. Panics if `i >= len()`.
    pub fn insert(&mut self, i: u32) -> bool {
        assert!((i as usize) < self.len, "{i} is out of a {}-element bit set", self.len);
        let (w, b) = (i as usize / 64, 1u64 << (i % 64));
        let absent = self.words[w] & b == 0;
        self.words[w] |= b;
        absent
    }

    /// Removes `i`; returns whether it was present.
    pub fn remove(&mut self, i: u32) -> bool {
        if i as usize >= self.len {
            return false;
        }
        let (w, b) = (i as usize / 64, 1u64 << (i % 64));
        let present = self.words[w] & b != 0;
        self.words[w] &= !b;
        present
    }

    /// Whether `i` is a member (false for `i >= len()`).
    pub fn contains(&self, i: u32) -> bool {
        (i as usize) < self.len && self.words[i as usize / 64] >> (i % 64) & 1 != 0
    }

    /// Removes every member.
    pub fn clear(&mut self) {
        self.words.fill(0);
    }

    /// The number of members.
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Adds every member of `other` (same bound); returns whether `self` grew.
    pub fn union_with(&mut self, other: &BitSet) -> bool {
        assert_eq!(self.len, other.len, "bit sets of different bounds");
        union_words(&mut self.words, &other.words)
    }

    /// Removes every member of `other` (same bound).
    pub fn subtract(&mut self, other: &BitSet) {
        assert_eq!(self.len, other.len, "bit sets of different bounds");
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
    }

    /// The members, increasing.
    pub fn iter(&self) -> Ones<'_> {
        Ones::new(&self.words)
    }

    /// The underlying words; bit `i % 64` of word `i / 64` is element `i`.
    pub fn words(&self) -> &[u64] {
        &self.words
    }
}

impl FromIterator<u32> for BitSet {
    /// A set whose bound is one more than the largest member.
    fn from_iter<T: IntoIterator<Item = u32>>(iter: T) -> BitSet {
        let items: Vec<u32> = iter.into_iter().collect();
        let mut s = BitSet::new(items.iter().map(|&i| i as usize + 1).max().unwrap_or(0));
        for i in items {
            s.insert(i);
        }
        s
    }
}

/// `dst |= src`, word by word; returns whether `dst` changed.
pub(crate) fn union_words(dst: &mut [u64], src: &[u64]) -> bool {
    let mut changed = 0;
    for (d, &s) in dst.iter_mut().zip(src) {
        changed |= s & !*d;
        *d |= s;
    }
    changed != 0
}

/// The indices of the set bits of a word slice, increasing.
#[derive(Clone, Debug)]
pub struct Ones<'a> {
    words: &'a [u64],
    /// Index of the word `cur` came from.
    index: usize,
    /// The bits of that word not yet yielded.
    cur: u64,
}

impl<'a> Ones<'a> {
    pub(crate) fn new(words: &'a [u64]) -> Ones<'a> {
        Ones { words, index: 0, cur: words.first().copied().unwrap_or(0) }
    }
}

impl Iterator for Ones<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        while self.cur == 0 {
            self.index += 1;
            self.cur = *self.words.get(self.index)?;
        }
        let bit = self.cur.trailing_zeros();
        self.cur &= self.cur - 1;
        Some((self.index * 64) as u32 + bit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_operations() {
        let mut a = BitSet::new(130);
        assert!(a.is_clear());
        assert!(a.insert(0));
        assert!(a.insert(63));
        assert!(a.insert(64));
        assert!(a.insert(129));
        assert!(!a.insert(64));
        assert_eq!(a.iter().collect::<Vec<_>>(), [0, 63, 64, 129]);
        assert_eq!(a.count(), 4);
        assert!(a.contains(129) && !a.contains(128) && !a.contains(500));
        assert!(a.remove(63) && !a.remove(63) && !a.remove(1000));
        let mut b = BitSet::new(130);
        b.insert(5);
        b.insert(64);
        assert!(b.union_with(&a));
        assert!(!b.union_with(&a));
        assert_eq!(b.iter().collect::<Vec<_>>(), [0, 5, 64, 129]);
        b.subtract(&a);
        assert_eq!(b.iter().collect::<Vec<_>>(), [5]);
        b.clear();
        assert!(b.is_clear());
        let c: BitSet = [3, 70].into_iter().collect();
        assert_eq!(c.len(), 71);
        assert_eq!(c.iter().collect::<Vec<_>>(), [3, 70]);
        assert_eq!(BitSet::new(0).iter().next(), None);
    }
}
