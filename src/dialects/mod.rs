//! The dialect registry: one file per dialect, each with a static table of `OpDef`s (name →
//! custom parse, custom print, verify, inherent attributes, traits). The dialect set is closed
//! and visible here.

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod func;
pub mod gpu;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod ub;
pub mod vector;

use crate::ir::verify::Verifier;
use crate::ir::{Ir, Op};
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

pub type ParseFn = fn(&mut Parser, &mut OpState) -> PResult<()>;
pub type PrintFn = fn(&mut Printer, Op);
pub type VerifyFn = fn(&mut Verifier, Op);
pub type CanPrintFn = fn(&Ir, Op) -> bool;

/// The op ends its block.
pub const TERMINATOR: u32 = 1;
/// Its regions cannot see values defined outside (`func.func`, `builtin.module`).
pub const ISOLATED: u32 = 2;
/// Its regions' blocks need no terminator (`builtin.module`, `gpu.module`).
pub const NO_TERMINATOR: u32 = 4;
/// It holds a symbol table (unique `sym_name`s among its direct children).
pub const SYMBOL_TABLE: u32 = 8;
/// Its regions are graph regions: no dominance requirement inside.
pub const GRAPH_REGION: u32 = 16;

fn no_verify(_: &mut Verifier, _: Op) {}
fn always(_: &Ir, _: Op) -> bool {
    true
}

/// What the compiler knows of one op.
pub struct OpDef {
    pub name: &'static str,
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    /// Whether the custom printer can print this instance (else the generic form is used).
    pub can_print: CanPrintFn,
    pub verify: VerifyFn,
    /// Checks that need the nested ops verified first (upstream's `verifyRegions` and region
    /// traits: terminator kinds, types flowing between regions); runs after the nested ops.
    pub verify_regions: VerifyFn,
    /// Inherent attributes (MLIR properties).
    pub props: &'static [&'static str],
    pub traits: u32,
    /// Ops without a dialect prefix in its regions resolve to this dialect (`func` for `func.func`).
    pub default_dialect: Option<&'static str>,
}

impl OpDef {
    pub const fn new(name: &'static str) -> OpDef {
        OpDef {
            name,
            parse: None,
            print: None,
            can_print: always,
            verify: no_verify,
            verify_regions: no_verify,
            props: &[],
            traits: 0,
            default_dialect: None,
        }
    }
    pub const fn custom(mut self, parse: ParseFn, print: PrintFn) -> OpDef {
        self.parse = Some(parse);
        self.print = Some(print);
        self
    }
    pub const fn can_print(mut self, f: CanPrintFn) -> OpDef {
        self.can_print = f;
        self
    }
    pub const fn verify(mut self, f: VerifyFn) -> OpDef {
        self.verify = f;
        self
    }
    pub const fn verify_regions(mut self, f: VerifyFn) -> OpDef {
        self.verify_regions = f;
        self
    }
    pub const fn props(mut self, p: &'static [&'static str]) -> OpDef {
        self.props = p;
        self
    }
    pub const fn traits(mut self, t: u32) -> OpDef {
        self.traits = t;
        self
    }
    pub const fn default_dialect(mut self, d: &'static str) -> OpDef {
        self.default_dialect = Some(d);
        self
    }
    pub fn is_isolated(&self) -> bool {
        self.traits & ISOLATED != 0
    }
    pub fn is_terminator(&self) -> bool {
        self.traits & TERMINATOR != 0
    }
}

/// Dialects whose ops the compiler knows.
pub fn is_known_dialect(d: &str) -> bool {
    ALL_DIALECTS.contains(&d)
}

/// Finds the definition of a fully qualified op name.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    static INDEX: std::sync::OnceLock<crate::ir::fxhash::FxHashMap<&'static str, &'static OpDef>> =
        std::sync::OnceLock::new();
    INDEX
        .get_or_init(|| {
            let mut m = crate::ir::fxhash::FxHashMap::default();
            for d in ALL_DIALECTS {
                for op in table(d).unwrap_or(&[]) {
                    m.insert(op.name, op);
                }
            }
            m
        })
        .get(name)
        .copied()
}

/// The dialects the compiler knows, in the order of `dialects::table`.
pub const ALL_DIALECTS: &[&str] = &[
    "builtin",
    "func",
    "arith",
    "math",
    "cf",
    "scf",
    "memref",
    "tensor",
    "linalg",
    "affine",
    "bufferization",
    "vector",
    "gpu",
    "ub",
    "llvm",
];

/// The op table of a dialect.
fn table(dialect: &str) -> Option<&'static [OpDef]> {
    Some(match dialect {
        "builtin" => builtin::OPS,
        "func" => func::OPS,
        "arith" => arith::OPS,
        "math" => math::OPS,
        "cf" => cf::OPS,
        "scf" => scf::OPS,
        "memref" => memref::OPS,
        "tensor" => tensor::OPS,
        "linalg" => linalg::OPS,
        "affine" => affine::OPS,
        "bufferization" => bufferization::OPS,
        "vector" => vector::OPS,
        "gpu" => gpu::OPS,
        "ub" => ub::OPS,
        "llvm" => llvm::OPS,
        _ => return None,
    })
}

/// Whether the last op of a single-block region may be left out when printing: the
/// region's implicit terminator (`scf.yield`, `affine.yield`, ... without operands).
pub fn is_elidable_terminator(ir: &Ir, op: Op, name: &str) -> bool {
    let empty_regions =
        ir.op(op).regions.iter().all(|&r| ir.region(r).blocks.iter().all(|&b| ir.block(b).ops.is_empty()));
    let regions_ok = match name {
        // `scf.forall`'s implicit terminator holds one (empty) region.
        "scf.forall.in_parallel" => empty_regions,
        _ => ir.op(op).regions.is_empty(),
    };
    matches!(
        name,
        "scf.yield"
            | "affine.yield"
            | "gpu.terminator"
            | "scf.reduce"
            | "tensor.yield"
            | "scf.forall.in_parallel"
            | "memref.alloca_scope.return"
            | "linalg.yield"
    ) && ir.operands(op).is_empty()
        && regions_ok
        && ir.op(op).attrs.is_empty()
}
