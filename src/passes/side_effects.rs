//! Memoized effect and speculatability summaries of ops, for passes that ask about every op of
//! a function (`cse`, `loop-invariant-code-motion`).
//!
//! `Ir::memory_effects` walks the regions of an op with `RECURSIVE_EFFECTS` each time it is
//! asked, so asking it of every op of a loop nest of depth `d` costs O(n·d). `Summaries` folds
//! the same answer into a few bits per op, computed once, bottom-up (an op with recursive
//! effects combines the memoized bits of the ops directly in its regions), with an explicit
//! stack (no recursion on the nesting depth).
//!
//! The memo assumes that what is nested in an op does not change in a way that changes its
//! effects while the summaries are in use: true in CSE (nothing is erased before the end) and
//! in LICM (only effect-free, speculatable ops move out of loops).
//!
//! Meanings, as upstream's:
//! - *effect free* (`isMemoryEffectFree`): no effects, nested ones included.
//! - *trivially dead when unused* (`wouldOpBeTriviallyDead`): only reads and allocations of
//!   the effecting op's own results, nested ones included; not a terminator, not a symbol, not
//!   an unregistered op.
//! - *may write* (what CSE's `hasOtherSideEffectingOpInBetween` looks for): a write, or
//!   unknown effects.
//! - *speculatable* (`isSpeculatable`): `PURE`; a loop (`LoopLikeOpInterface`) whose
//!   `speculatable` holds and whose nested ops are all speculatable; an op with
//!   `RECURSIVE_EFFECTS` that is not a loop, whose regions have at most one block (no control
//!   flow cycles) and whose nested ops are all speculatable (upstream's
//!   `RecursivelySpeculatable`, which upstream declares per op: `scf.if`, `affine.if`, but not
//!   `scf.execute_region` or `scf.index_switch`, which this rule also accepts). Ops with
//!   `NO_MEMORY_EFFECT` but not `PURE` (integer division) are not speculatable (upstream decides
//!   per instance: a division by a constant that cannot trap is).

use crate::ir::entity::SecondaryMap;
use crate::ir::interfaces::{Effect, EffectKind, EffectOn};
use crate::ir::registry::{NO_MEMORY_EFFECT, PURE, RECURSIVE_EFFECTS, SYMBOL, TERMINATOR};
use crate::ir::*;

const DONE: u8 = 1;
const READ: u8 = 2;
const WRITE: u8 = 4;
const FREE: u8 = 8;
const ALLOC_OWN: u8 = 16;
const ALLOC_OTHER: u8 = 32;
const UNKNOWN: u8 = 64;
const EFFECTS: u8 = READ | WRITE | FREE | ALLOC_OWN | ALLOC_OTHER | UNKNOWN;

const SPEC_DONE: u8 = 1;
const SPEC: u8 = 2;

/// The memo (see the module doc).
#[derive(Default)]
pub struct Summaries {
    effects: SecondaryMap<Op, u8>,
    spec: SecondaryMap<Op, u8>,
    stack: Vec<(Op, bool)>,
    own: Vec<Effect>,
}

/// The ops directly in `op`'s regions.
fn children(ir: &Ir, op: Op) -> impl Iterator<Item = Op> + '_ {
    ir.regions(op).iter().flat_map(move |&r| ir.blocks(r)).flat_map(move |b| ir.ops(b))
}

impl Summaries {
    pub fn new() -> Summaries {
        Summaries::default()
    }

    /// The effect bits of `op` itself (nested ops excluded); UNKNOWN when it declares nothing
    /// and has no recursive effects.
    fn own_effects(&mut self, ir: &Ir, op: Op) -> u8 {
        let def = ir.def(op);
        if def.traits & (PURE | NO_MEMORY_EFFECT) != 0 {
            return 0;
        }
        let Some(f) = def.interfaces.effects else {
            return if def.has(RECURSIVE_EFFECTS) { 0 } else { UNKNOWN };
        };
        self.own.clear();
        f.collect(ir, op, &mut self.own);
        let mut bits = 0;
        for e in &self.own {
            bits |= match (e.kind, e.on) {
                (EffectKind::Read, _) => READ,
                (EffectKind::Write, _) => WRITE,
                (EffectKind::Free, _) => FREE,
                (EffectKind::Allocate, EffectOn::Result(i)) if (i as usize) < ir.results(op).len() => ALLOC_OWN,
                (EffectKind::Allocate, _) => ALLOC_OTHER,
            };
        }
        bits
    }

    fn effect_bits(&mut self, ir: &Ir, op: Op) -> u8 {
        if self.effects[op] & DONE != 0 {
            return self.effects[op];
        }
        self.stack.push((op, false));
        while let Some((o, expanded)) = self.stack.pop() {
            if self.effects[o] & DONE != 0 {
                continue;
            }
            let recursive = ir.def(o).has(RECURSIVE_EFFECTS);
            if recursive && !expanded {
                self.stack.push((o, true));
                for c in children(ir, o) {
                    if self.effects[c] & DONE == 0 {
                        self.stack.push((c, false));
                    }
                }
                continue;
            }
            let mut bits = self.own_effects(ir, o);
            if recursive {
                for c in children(ir, o) {
                    bits |= self.effects[c];
                }
            }
            self.effects[o] = (bits & EFFECTS) | DONE;
        }
        self.effects[op]
    }

    /// No memory effects at all, nested ones included (upstream's `isMemoryEffectFree`).
    pub fn is_effect_free(&mut self, ir: &Ir, op: Op) -> bool {
        self.effect_bits(ir, op) & EFFECTS == 0
    }

    /// A write or unknown effects, nested ones included.
    pub fn may_write(&mut self, ir: &Ir, op: Op) -> bool {
        self.effect_bits(ir, op) & (WRITE | UNKNOWN) != 0
    }

    /// Whether `op` could be erased if its results were unused (upstream's
    /// `wouldOpBeTriviallyDead`).
    pub fn is_dead_if_unused(&mut self, ir: &Ir, op: Op) -> bool {
        let def = ir.def(op);
        if def.traits & (TERMINATOR | SYMBOL) != 0 || ir.op_id(op) == OpId::UNREGISTERED {
            return false;
        }
        if symbols::symbol_name(ir, op).is_some() {
            return false;
        }
        self.effect_bits(ir, op) & (WRITE | FREE | ALLOC_OTHER | UNKNOWN) == 0
    }

    /// Whether `op` declares effects through the effects interface and all of them are reads
    /// (upstream's `onlyHasEffect<Read>` on its `MemoryEffectOpInterface`: the op's own
    /// effects, nested ones not counted).
    pub fn only_reads(&mut self, ir: &Ir, op: Op) -> bool {
        let def = ir.def(op);
        if def.interfaces.effects.is_none() || def.traits & (PURE | NO_MEMORY_EFFECT) != 0 {
            return false;
        }
        self.own_effects(ir, op) & !READ == 0
    }

    /// Whether `op` may run where it would not have (see the module doc).
    pub fn is_speculatable(&mut self, ir: &Ir, op: Op) -> bool {
        if self.spec[op] & SPEC_DONE != 0 {
            return self.spec[op] & SPEC != 0;
        }
        self.stack.push((op, false));
        while let Some((o, expanded)) = self.stack.pop() {
            if self.spec[o] & SPEC_DONE != 0 {
                continue;
            }
            let recursive = match own_speculatability(ir, o) {
                Own::Yes => {
                    self.spec[o] = SPEC_DONE | SPEC;
                    continue;
                }
                Own::No => {
                    self.spec[o] = SPEC_DONE;
                    continue;
                }
                Own::IfNested => true,
            };
            debug_assert!(recursive);
            if !expanded {
                self.stack.push((o, true));
                for c in children(ir, o) {
                    if self.spec[c] & SPEC_DONE == 0 {
                        self.stack.push((c, false));
                    }
                }
                continue;
            }
            let all = children(ir, o).all(|c| self.spec[c] & SPEC != 0);
            self.spec[o] = SPEC_DONE | if all { SPEC } else { 0 };
        }
        self.spec[op] & SPEC != 0
    }
}

enum Own {
    Yes,
    No,
    IfNested,
}

fn own_speculatability(ir: &Ir, op: Op) -> Own {
    let def = ir.def(op);
    if def.has(PURE) {
        return Own::Yes;
    }
    if let Some(l) = def.interfaces.loop_like {
        return if (l.speculatable)(ir, op) { Own::IfNested } else { Own::No };
    }
    if def.has(RECURSIVE_EFFECTS) && ir.regions(op).iter().all(|&r| ir.num_blocks(r) <= 1) {
        return Own::IfNested;
    }
    Own::No
}
