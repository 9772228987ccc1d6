//! Entities and the maps keyed by them, in the style of Cranelift's `cranelift-entity`.
//!
//! An entity is a `u32` newtype (`Op`, `Block`, `Value`, `Type`, ...) naming a row of a table.
//! Ids are never reused: an erased op keeps its row, detached. A `PrimaryMap` owns the rows
//! and hands out the ids; a `SecondaryMap` is a side table keyed by the same ids (dense,
//! default-filled, growing on write), the replacement for `Vec` + `.index()` and for
//! `HashMap<Block, _>`. `PackedOption<K>` is an `Option<K>` in four bytes (`u32::MAX` is none).

use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A `u32` id usable as a map key.
pub trait EntityRef: Copy + Eq {
    fn new(index: usize) -> Self;
    fn index(self) -> usize;
}

macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl $crate::ir::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                debug_assert!(index < u32::MAX as usize);
                $name(index as u32)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
pub(crate) use entity;

/// The table that owns the rows of an entity kind and allocates their ids.
#[derive(Clone, Debug)]
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    _k: PhantomData<K>,
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    pub fn new() -> Self {
        PrimaryMap { elems: Vec::new(), _k: PhantomData }
    }
    /// Adds a row; returns its id.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// The id the next `push` returns.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    /// Every id, in allocation order.
    pub fn keys(&self) -> impl Iterator<Item = K> {
        (0..self.elems.len()).map(K::new)
    }
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// A side table: a value per id, `default` for ids never written.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    _k: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    pub fn new() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    pub fn with_default(default: V) -> Self {
        SecondaryMap { elems: Vec::new(), default, _k: PhantomData }
    }
    /// A map with room for `n` ids (a hint; it grows anyway).
    pub fn with_capacity(n: usize, default: V) -> Self {
        SecondaryMap { elems: Vec::with_capacity(n), default, _k: PhantomData }
    }
    #[inline]
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
    pub fn set(&mut self, k: K, v: V) {
        self[k] = v;
    }
    /// Resets every entry to the default.
    pub fn clear(&mut self) {
        self.elems.clear();
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

/// A set of ids: a bit per id.
#[derive(Clone, Debug)]
pub struct EntitySet<K: EntityRef> {
    bits: Vec<u64>,
    _k: PhantomData<K>,
}

impl<K: EntityRef> Default for EntitySet<K> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityRef> EntitySet<K> {
    pub fn new() -> Self {
        EntitySet { bits: Vec::new(), _k: PhantomData }
    }
    #[inline]
    pub fn contains(&self, k: K) -> bool {
        let i = k.index();
        self.bits.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
    /// Adds `k`; returns whether it was new.
    pub fn insert(&mut self, k: K) -> bool {
        let i = k.index();
        if i / 64 >= self.bits.len() {
            self.bits.resize(i / 64 + 1, 0);
        }
        let w = &mut self.bits[i / 64];
        let new = *w & (1 << (i % 64)) == 0;
        *w |= 1 << (i % 64);
        new
    }
    pub fn remove(&mut self, k: K) {
        let i = k.index();
        if let Some(w) = self.bits.get_mut(i / 64) {
            *w &= !(1 << (i % 64));
        }
    }
    pub fn clear(&mut self) {
        self.bits.clear();
    }
}

/// `Option<K>` in the space of a `K`: `u32::MAX` stands for none.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct PackedOption<K: EntityRef>(u32, PhantomData<K>);

impl<K: EntityRef> PackedOption<K> {
    pub const NONE: Self = PackedOption(u32::MAX, PhantomData);
    #[inline]
    pub fn some(k: K) -> Self {
        PackedOption(k.index() as u32, PhantomData)
    }
    #[inline]
    pub fn expand(self) -> Option<K> {
        (self.0 != u32::MAX).then(|| K::new(self.0 as usize))
    }
    #[inline]
    pub fn is_none(self) -> bool {
        self.0 == u32::MAX
    }
}

impl<K: EntityRef> Default for PackedOption<K> {
    fn default() -> Self {
        Self::NONE
    }
}

impl<K: EntityRef> From<Option<K>> for PackedOption<K> {
    fn from(o: Option<K>) -> Self {
        o.map(Self::some).unwrap_or(Self::NONE)
    }
}

impl<K: EntityRef + std::fmt::Debug> std::fmt::Debug for PackedOption<K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.expand().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    entity!(E);

    #[test]
    fn maps_and_sets() {
        let mut p: PrimaryMap<E, &str> = PrimaryMap::new();
        let a = p.push("a");
        let b = p.push("b");
        assert_eq!((a, b, b.index()), (E(0), E(1), 1));
        assert_eq!(p[b], "b");
        let mut s: SecondaryMap<E, u32> = SecondaryMap::with_default(7);
        assert_eq!(s[b], 7);
        s[b] = 3;
        assert_eq!((s[a], s[b], s[E(100)]), (7, 3, 7));
        let mut set = EntitySet::new();
        assert!(set.insert(E(70)));
        assert!(!set.insert(E(70)));
        assert!(set.contains(E(70)) && !set.contains(E(69)));
        set.remove(E(70));
        assert!(!set.contains(E(70)));
        let o: PackedOption<E> = Some(E(5)).into();
        assert_eq!(o.expand(), Some(E(5)));
        assert_eq!(PackedOption::<E>::NONE.expand(), None);
    }
}
