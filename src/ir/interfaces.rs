//! Op interfaces: small vtables on an op's definition that generic algorithms query instead of
//! op names (MLIR's `BranchOpInterface`, `RegionBranchOpInterface`, `MemoryEffectOpInterface`,
//! `DestinationStyleOpInterface`, the structured-op part of `LinalgOp`). An op opts in by
//! setting the field in its `OpDef`; an absent interface means "unknown", and every query
//! below answers conservatively for it.

use super::affine::AffineMap;
use super::fxhash::FxHashSet;
use super::{registry, Ir, Op, Value};
use std::ops::Range;

/// A terminator with successors: which of its operands become which successor's block
/// arguments. Promises: for successor `i`, `successor_operands(ir, op, i)` is a range of the
/// op's operands, one per argument of that successor block, in order (`cf.br`, `cf.cond_br`,
/// `cf.switch`); `set_successor_operands(ir, op, i, vals)` makes `vals` the operands passed to
/// successor `i` (updating operand segments), the other operands unchanged.
#[derive(Clone, Copy)]
pub struct BranchOpInterface {
    pub successor_operands: fn(&Ir, Op, usize) -> Range<usize>,
    pub set_successor_operands: fn(&mut Ir, Op, usize, Vec<Value>),
}

/// A point of region control flow: the op itself (entering it, or leaving it to its results)
/// or one of its regions (by index).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RegionPoint {
    Parent,
    Region(u32),
}

/// An op whose regions run under its control (`scf.for/if/while/forall/execute_region/
/// index_switch`, `affine.for/if`). Promises:
/// - `successors(ir, op, from)`: where control may go when it enters the op (`from` =
///   `Parent`) or leaves region `from` through a terminator; `Parent` as a target means
///   control returns to the op, whose results then hold the forwarded values.
/// - `entry_operands(ir, op, region)`: the op's operands forwarded to the region's entry
///   arguments when it is entered from the op (an empty range when nothing is forwarded).
/// - `inputs(ir, op, to)`: the values receiving what flows into `to`: a suffix of the entry
///   block's arguments of region `to` (e.g. all but the induction variable), or the op's
///   results for `Parent`.
#[derive(Clone, Copy)]
pub struct RegionBranchOpInterface {
    pub successors: fn(&Ir, Op, RegionPoint, &mut Vec<RegionPoint>),
    pub entry_operands: fn(&Ir, Op, u32) -> Range<usize>,
    pub inputs: fn(&Ir, Op, RegionPoint) -> Vec<Value>,
}

/// A terminator inside a region-branch op: which of its operands flow to the successor `to`
/// of its region (`scf.yield`: all; `scf.condition`: all but the condition).
#[derive(Clone, Copy)]
pub struct RegionBranchTerminatorOpInterface {
    pub successor_operands: fn(&Ir, Op, RegionPoint) -> Range<usize>,
}

/// What a memory effect does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    Read,
    Write,
    Allocate,
    Free,
}

/// What a memory effect is on: the buffer an operand or result names, or memory in general
/// (globals, anything reachable through pointers, I/O).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EffectOn {
    Operand(u32),
    Result(u32),
    Any,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Effect {
    pub kind: EffectKind,
    pub on: EffectOn,
}

impl Effect {
    pub const fn new(kind: EffectKind, on: EffectOn) -> Effect {
        Effect { kind, on }
    }
}

/// The effects an op declares, as ODS's `Arg<..., [MemRead]>` / `MemAlloc` decorations give
/// them: `reads(0)`, `writes(1)`, `allocates(0)` (a result), `frees(0)`, `WRITES_ANY`.
pub const fn reads(operand: u32) -> Effect {
    Effect::new(EffectKind::Read, EffectOn::Operand(operand))
}
pub const fn writes(operand: u32) -> Effect {
    Effect::new(EffectKind::Write, EffectOn::Operand(operand))
}
pub const fn frees(operand: u32) -> Effect {
    Effect::new(EffectKind::Free, EffectOn::Operand(operand))
}
pub const fn allocates(result: u32) -> Effect {
    Effect::new(EffectKind::Allocate, EffectOn::Result(result))
}
pub const READS_ANY: Effect = Effect::new(EffectKind::Read, EffectOn::Any);
pub const WRITES_ANY: Effect = Effect::new(EffectKind::Write, EffectOn::Any);

/// An effect as `Ir::memory_effects` reports it: on a value (`None`: memory in general), by
/// the op `op` (the queried op or one nested in it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ValueEffect {
    pub kind: EffectKind,
    pub value: Option<Value>,
    pub op: Op,
}

/// The memory effects of an op (reads, writes, allocations, frees and what they are on).
/// Promise: the list is complete for the op itself (nested ops excluded unless the op has
/// `RECURSIVE_EFFECTS`, which adds theirs). Ops with `PURE` or `NO_MEMORY_EFFECT` have none.
#[derive(Clone, Copy)]
pub enum Effects {
    /// The same effects on every instance.
    Fixed(&'static [Effect]),
    /// Effects that depend on the instance (its operand types, attributes).
    Computed(fn(&Ir, Op, &mut Vec<Effect>)),
}

impl Effects {
    pub fn collect(&self, ir: &Ir, op: Op, out: &mut Vec<Effect>) {
        match self {
            Effects::Fixed(list) => out.extend_from_slice(list),
            Effects::Computed(f) => f(ir, op, out),
        }
    }
}

/// An op in destination-passing style: the operand range of its "inits" (outs), whose
/// buffers its results are written into (`linalg.*`, `tensor.insert`). The other operands are
/// inputs.
pub type DpsInitsFn = fn(&Ir, Op) -> Range<usize>;

/// The iteration kind of one loop of a structured op.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum IteratorType {
    Parallel,
    Reduction,
}

impl IteratorType {
    pub fn name(self) -> &'static str {
        match self {
            IteratorType::Parallel => "parallel",
            IteratorType::Reduction => "reduction",
        }
    }
}

/// A structured op (`linalg.generic` and the named ops): a perfect loop nest whose loops are
/// `iterator_types`, each operand (inputs, then inits) indexed by its map of `indexing_maps`
/// from the loop indices, and a body (region 0, one block, one argument per operand's
/// element) computing the inits' new elements. Both return an error message for an op whose
/// attributes do not define them.
#[derive(Clone, Copy)]
pub struct StructuredOpInterface {
    pub indexing_maps: fn(&Ir, Op) -> Result<Vec<AffineMap>, String>,
    pub iterator_types: fn(&Ir, Op) -> Result<Vec<IteratorType>, String>,
}

/// A loop (MLIR's `LoopLikeOpInterface`): which of its regions re-execute, and whether the
/// loop itself may be executed speculatively. Promises:
/// - `loop_regions`: the indices of the op's regions that run once per iteration (any number
///   of times, zero included, each time the op runs): the body (`scf.for`), or both regions
///   (`scf.while`). A value defined outside the op is the same in every iteration.
/// - `speculatable(ir, op)`: true only if the loop always terminates and has no undefined
///   behaviour of its own, so that it may run where it would not have whenever every op in its
///   regions may (upstream's `RecursivelySpeculatable`: `scf.for` with a constant step of 1,
///   `affine.for`, `affine.parallel`; not `scf.while`, `scf.parallel`, `scf.forall`).
#[derive(Clone, Copy)]
pub struct LoopLikeOpInterface {
    pub loop_regions: &'static [usize],
    pub speculatable: fn(&Ir, Op) -> bool,
}

impl LoopLikeOpInterface {
    pub const fn new(loop_regions: &'static [usize], speculatable: fn(&Ir, Op) -> bool) -> LoopLikeOpInterface {
        LoopLikeOpInterface { loop_regions, speculatable }
    }
}

/// The interfaces an op implements; `None` = not implemented.
#[derive(Clone, Copy)]
pub struct Interfaces {
    pub branch: Option<BranchOpInterface>,
    pub region_branch: Option<RegionBranchOpInterface>,
    pub region_terminator: Option<RegionBranchTerminatorOpInterface>,
    pub effects: Option<Effects>,
    pub dps_inits: Option<DpsInitsFn>,
    pub structured: Option<StructuredOpInterface>,
    pub loop_like: Option<LoopLikeOpInterface>,
}

impl Interfaces {
    pub const NONE: Interfaces = Interfaces {
        branch: None,
        region_branch: None,
        region_terminator: None,
        effects: None,
        dps_inits: None,
        structured: None,
        loop_like: None,
    };
}

// ----- queries -----

impl Ir {
    /// The operands of terminator `op` passed to its successor `i`'s block arguments; `None`
    /// when the op does not implement the branch interface.
    pub fn successor_operands(&self, op: Op, i: usize) -> Option<&[Value]> {
        let b = self.def(op).interfaces.branch?;
        let r = (b.successor_operands)(self, op, i);
        self.operands(op).get(r)
    }

    /// The memory effects of `op` (with those of nested ops when it has `RECURSIVE_EFFECTS`),
    /// each with the value it is on; `None` when unknown, which means "may read and write
    /// anything".
    pub fn memory_effects(&self, op: Op) -> Option<Vec<ValueEffect>> {
        let mut out = vec![];
        if self.collect_effects(op, &mut out) {
            Some(out)
        } else {
            None
        }
    }

    fn collect_effects(&self, op: Op, out: &mut Vec<ValueEffect>) -> bool {
        let def = self.def(op);
        if def.traits & (registry::PURE | registry::NO_MEMORY_EFFECT) != 0 {
            // nothing of its own
        } else if let Some(f) = def.interfaces.effects {
            let mut own = vec![];
            f.collect(self, op, &mut own);
            for e in own {
                let value = match e.on {
                    EffectOn::Operand(i) => self.operands(op).get(i as usize).copied(),
                    EffectOn::Result(i) => self.results(op).get(i as usize).copied(),
                    EffectOn::Any => None,
                };
                out.push(ValueEffect { kind: e.kind, value, op });
            }
        } else if !def.has(registry::RECURSIVE_EFFECTS) {
            return false;
        }
        if def.has(registry::RECURSIVE_EFFECTS) {
            for &r in self.regions(op) {
                for b in self.blocks(r) {
                    for o in self.ops(b) {
                        if !self.collect_effects(o, out) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Whether `op` has no memory effects at all (its nested ops included).
    pub fn is_memory_effect_free(&self, op: Op) -> bool {
        self.memory_effects(op).is_some_and(|e| e.is_empty())
    }

    /// Whether `op` may be erased when its results are unused: no effects other than reading
    /// memory, and any effect on a result that the op (or a nested op) allocates itself (MLIR's
    /// `wouldOpBeTriviallyDead`: `bufferization.clone` reads its operand and allocates and
    /// writes its result), and not a terminator or symbol.
    pub fn is_trivially_dead_candidate(&self, op: Op) -> bool {
        let def = self.def(op);
        if def.traits & (registry::TERMINATOR | registry::SYMBOL) != 0 || op_is_unregistered(def) {
            return false;
        }
        match self.memory_effects(op) {
            Some(effects) => {
                let allocated: FxHashSet<Value> = effects
                    .iter()
                    .filter(|a| a.kind == EffectKind::Allocate)
                    .filter_map(|a| a.value.filter(|&v| self.defining_op(v) == Some(a.op)))
                    .collect();
                effects.iter().all(|e| e.kind == EffectKind::Read || e.value.is_some_and(|v| allocated.contains(&v)))
            }
            None => false,
        }
    }

    /// Erases `op` if its results are unused and it is a trivially dead candidate, then the
    /// producers of its operands that this leaves the same way (a worklist: linear).
    pub fn erase_if_dead(&mut self, op: Op) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            if self.is_erased(o) || !self.results_unused(o) || !self.is_trivially_dead_candidate(o) {
                continue;
            }
            let producers: Vec<Op> = self.operands(o).iter().filter_map(|&v| self.defining_op(v)).collect();
            if self.erase_op(o).is_ok() {
                stack.extend(producers);
            }
        }
    }

    /// The constant value of `v`, when a constant-like op (`CONSTANT_LIKE`) defines it: its
    /// `value` attribute.
    pub fn constant_value(&self, v: Value) -> Option<super::Attr> {
        let d = self.defining_op(v)?;
        if !self.def(d).has(registry::CONSTANT_LIKE) {
            return None;
        }
        self.attr(d, "value")
    }

    /// The operand range of `op`'s inits, when it is in destination-passing style.
    pub fn dps_inits(&self, op: Op) -> Option<Range<usize>> {
        self.def(op).interfaces.dps_inits.map(|f| f(self, op))
    }
}

fn op_is_unregistered(def: &registry::OpDef) -> bool {
    std::ptr::eq(def, &registry::UNREGISTERED)
}
