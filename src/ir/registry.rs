//! The op registry: what the compiler knows of each op, found by identity, not by name.
//!
//! Every op carries an `OpId` set when it is created (`Ir::create_op` looks its name up once);
//! `Ir::def(op)` then gives its `OpDef` (traits as bits, verifier hooks, folder,
//! canonicalization patterns, interfaces) with no hashing. The dialects own the definitions and
//! register them (`dialects::registry()`); `ir` knows none of them. Ops of unknown names get
//! `OpId::UNREGISTERED`, whose definition has no traits and no interfaces (so generic
//! algorithms treat them conservatively).
//!
//! Interfaces that later layers define (bufferization, tiling, translation to LLVM) attach to
//! ops as *external models* (`Registry::attach`), keyed by the interface's Rust type, as
//! MLIR's `attachInterface` does.

use super::entity::entity;
use super::fxhash::FxHashMap;
use super::interfaces::Interfaces;
use super::rewrite::{FoldFn, Pattern, Rewriter};
use super::verify::Verifier;
use super::{Attr, Op, Type};
use std::any::{Any, TypeId};

entity!(
    /// An op kind: an index into the registry.
    OpId
);

impl OpId {
    /// The kind of every op whose name is not registered.
    pub const UNREGISTERED: OpId = OpId(0);
}

pub type VerifyFn = fn(&mut Verifier, Op);
/// Makes a constant op holding a value of a type at the rewriter's insertion point.
pub type MaterializeFn = fn(&mut Rewriter, Attr, Type) -> Option<Op>;

// ----- traits -----

/// The op ends its block.
pub const TERMINATOR: u64 = 1 << 0;
/// Its regions cannot see values defined outside (`func.func`, `builtin.module`).
pub const ISOLATED: u64 = 1 << 1;
/// Its regions' blocks need no terminator (`builtin.module`, `gpu.module`).
pub const NO_TERMINATOR: u64 = 1 << 2;
/// It holds a symbol table (unique `sym_name`s among its direct children).
pub const SYMBOL_TABLE: u64 = 1 << 3;
/// Its regions are graph regions: no dominance requirement inside.
pub const GRAPH_REGION: u64 = 1 << 4;
/// No memory effects and always safe to execute speculatively (MLIR's `Pure`): dead ones may
/// be erased, equal ones merged, invariant ones hoisted.
pub const PURE: u64 = 1 << 5;
/// No memory effects, but not always safe to speculate (integer division may trap).
pub const NO_MEMORY_EFFECT: u64 = 1 << 6;
/// Its two operands may be swapped.
pub const COMMUTATIVE: u64 = 1 << 7;
/// It materializes its `value` attribute (`arith.constant`).
pub const CONSTANT_LIKE: u64 = 1 << 8;
/// A terminator returning to the parent op with its operands as the results (`func.return`,
/// `scf.yield`).
pub const RETURN_LIKE: u64 = 1 << 9;
/// It defines a symbol (`sym_name`).
pub const SYMBOL: u64 = 1 << 10;
/// Its memory effects are those of the ops in its regions (`scf.for`, `scf.if`).
pub const RECURSIVE_EFFECTS: u64 = 1 << 11;
/// Stack allocations inside are freed when control leaves its regions (`func.func`,
/// `scf.for`, `memref.alloca_scope`).
pub const AUTOMATIC_ALLOCATION_SCOPE: u64 = 1 << 12;
/// Each of its regions has at most one block.
pub const SINGLE_BLOCK: u64 = 1 << 13;
/// It maps element-wise over vectors and tensors (MLIR's `ElementwiseMappable` traits:
/// `Elementwise`, `Scalarizable`, `Vectorizable`, `Tensorizable`): applied to tensors of one
/// shape (and scalars, which stand for every element), each result element is the op applied
/// to the operands' elements at the same position (every `arith` op but `constant`, every
/// `math` op).
pub const ELEMENTWISE: u64 = 1 << 14;

/// What the compiler knows of one op kind.
#[derive(Clone, Copy)]
pub struct OpDef {
    pub name: &'static str,
    pub traits: u64,
    /// The op's own checks, run before its regions are verified.
    pub verify: VerifyFn,
    /// Checks that need the nested ops verified first (upstream's `verifyRegions` and region
    /// traits: terminator kinds, types flowing between regions); runs after the nested ops.
    pub verify_regions: VerifyFn,
    /// Inherent attributes (MLIR properties).
    pub props: &'static [&'static str],
    /// Ops without a dialect prefix in its regions resolve to this dialect (`func` for `func.func`).
    pub default_dialect: Option<&'static str>,
    /// Folds the op given its operands' constant values (see `rewrite::FoldFn`).
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns rooted at this op.
    pub canonicalize: &'static [&'static dyn Pattern],
    pub interfaces: Interfaces,
}

fn no_verify(_: &mut Verifier, _: Op) {}

impl OpDef {
    pub const fn new(name: &'static str) -> OpDef {
        OpDef {
            name,
            traits: 0,
            verify: no_verify,
            verify_regions: no_verify,
            props: &[],
            default_dialect: None,
            fold: None,
            canonicalize: &[],
            interfaces: Interfaces::NONE,
        }
    }
    #[inline]
    pub fn has(&self, traits: u64) -> bool {
        self.traits & traits == traits
    }
    pub fn is_isolated(&self) -> bool {
        self.has(ISOLATED)
    }
    pub fn is_terminator(&self) -> bool {
        self.has(TERMINATOR)
    }
    /// The dialect part of the name (`arith` for `arith.addi`).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map(|x| x.0).unwrap_or(self.name)
    }
}

/// The definition of unregistered ops.
pub static UNREGISTERED: OpDef = OpDef::new("<unregistered>");

/// Every registered op kind, and the external interface models attached to them.
pub struct Registry {
    defs: Vec<&'static OpDef>,
    by_name: FxHashMap<&'static str, OpId>,
    /// The dialects of the registered ops.
    dialects: Vec<&'static str>,
    external: FxHashMap<(OpId, TypeId), &'static (dyn Any + Sync)>,
    /// Checks every registered op gets before its own `verify` (e.g. the form of properties
    /// shared by many ops); returns false after reporting an error.
    pub verify_common: fn(&mut Verifier, Op) -> bool,
    /// Makes a constant op holding `value : ty` at the rewriter's insertion point (MLIR's
    /// `Dialect::materializeConstant`), for folders' results; `None` if it cannot.
    pub materialize_constant: Option<MaterializeFn>,
    /// An op as a diagnostic shows it (upstream prints it generically, its values named as in
    /// the whole module: `block with no terminator, has %0 = "arith.addf"(...) ...`).
    pub print_op: fn(&crate::ir::Ir, Op) -> String,
}

impl Default for Registry {
    fn default() -> Self {
        Self::new()
    }
}

impl Registry {
    pub fn new() -> Registry {
        Registry {
            defs: vec![&UNREGISTERED],
            by_name: FxHashMap::default(),
            dialects: vec![],
            external: FxHashMap::default(),
            verify_common: |_, _| true,
            materialize_constant: None,
            print_op: |ir, op| format!("'{}'", ir.op_name(op)),
        }
    }
    /// Registers an op kind; a name registered twice keeps its first definition.
    pub fn register(&mut self, def: &'static OpDef) -> OpId {
        if let Some(&id) = self.by_name.get(def.name) {
            return id;
        }
        let id = OpId(self.defs.len() as u32);
        self.defs.push(def);
        self.by_name.insert(def.name, id);
        if !self.dialects.contains(&def.dialect()) {
            self.dialects.push(def.dialect());
        }
        id
    }
    /// Whether some registered op belongs to `dialect`: such a dialect allows no unknown op
    /// (even with `--allow-unregistered-dialect`).
    pub fn has_dialect(&self, dialect: &str) -> bool {
        self.dialects.contains(&dialect)
    }
    /// The kind named `name`, if registered.
    pub fn lookup(&self, name: &str) -> Option<OpId> {
        self.by_name.get(name).copied()
    }
    #[inline]
    pub fn def(&self, id: OpId) -> &'static OpDef {
        self.defs[id.index()]
    }
    /// Every registered kind with its definition, in registration order.
    pub fn defs(&self) -> impl Iterator<Item = (OpId, &'static OpDef)> + '_ {
        self.defs.iter().enumerate().skip(1).map(|(i, &d)| (OpId(i as u32), d))
    }
    /// Attaches an external model of interface `I` to the op kind named `name`.
    pub fn attach<I: Any + Sync>(&mut self, name: &str, model: &'static I) {
        if let Some(id) = self.lookup(name) {
            self.external.insert((id, TypeId::of::<I>()), model);
        }
    }
    /// The external model of interface `I` attached to `id`.
    pub fn interface<I: Any + Sync>(&self, id: OpId) -> Option<&'static I> {
        let m: &'static (dyn Any + Sync) = *self.external.get(&(id, TypeId::of::<I>()))?;
        (m as &'static dyn Any).downcast_ref::<I>()
    }
}
