//! The dialect registry: one file per dialect, each with a static table of `OpDef`s (name →
//! custom parse, custom print, verify, inherent attributes, traits). The dialect set is closed
//! and visible here.

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod build;
pub mod builtin;
pub mod cf;
pub mod common;
pub mod complex;
pub mod func;
pub mod gpu;
pub mod index;
#[cfg(test)]
mod interface_tests;
pub mod linalg;
pub mod llvm;
pub mod math;
pub mod memref;
pub mod ml_program;
pub mod nvvm;
pub mod ods;
pub mod scf;
pub mod tensor;
pub mod tm_tensor;
pub mod tosa;
pub mod ub;
pub mod vector;

use crate::ir::interfaces::{
    BranchOpInterface, DpsInitsFn, Effect, Effects, LoopLikeOpInterface, RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface, StructuredOpInterface,
};
use crate::ir::registry::{OpDef, Registry, VerifyFn};
pub use crate::ir::registry::{
    AUTOMATIC_ALLOCATION_SCOPE, COMMUTATIVE, CONSTANT_LIKE, ELEMENTWISE, GRAPH_REGION, ISOLATED, NO_MEMORY_EFFECT,
    NO_TERMINATOR, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK, SYMBOL, SYMBOL_TABLE, TERMINATOR,
};
use crate::ir::rewrite::{FoldFn, Pattern};
use crate::ir::{Ir, Op, OpId};
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

pub type ParseFn = fn(&mut Parser, &mut OpState) -> PResult<()>;
pub type PrintFn = fn(&mut Printer, Op);
pub type CanPrintFn = fn(&Ir, Op) -> bool;

fn always(_: &Ir, _: Op) -> bool {
    true
}

/// How an op reads and prints in its custom form (the text format's half of an op; the IR's
/// half is its `OpDef`).
pub struct Asm {
    pub parse: Option<ParseFn>,
    pub print: Option<PrintFn>,
    /// Whether the custom printer can print this instance (else the generic form is used).
    pub can_print: CanPrintFn,
    /// The declaration of an op defined through `ods` (its parser and printer read it).
    pub format: Option<&'static ods::OpFormat>,
}

/// An op as a dialect defines it: its definition in the IR's registry and its custom syntax.
/// Built with `const` setters, usually through `ods::op!`:
/// `OpSpec::new("index.add").declare(&BINARY).traits(PURE | COMMUTATIVE)`.
pub struct OpSpec {
    pub def: OpDef,
    pub asm: Asm,
    /// Whether `props` lists the inherent attributes; otherwise a declared op's are the
    /// declaration's attributes (`ods::declared_props`).
    pub props_given: bool,
}

impl OpSpec {
    pub const fn new(name: &'static str) -> OpSpec {
        OpSpec {
            def: OpDef::new(name),
            asm: Asm { parse: None, print: None, can_print: always, format: None },
            props_given: false,
        }
    }
    /// An op defined by its declaration (see `ods`): custom syntax from the format, generic
    /// checks from the constraints, then the declaration's own verifier.
    pub const fn declare(mut self, f: &'static ods::OpFormat) -> OpSpec {
        if !f.generic_only {
            self.asm.parse = Some(ods::parse);
            self.asm.print = Some(ods::print);
        }
        self.asm.can_print = ods::can_print;
        self.asm.format = Some(f);
        self.def.verify = ods::verify;
        self
    }
    /// Hand-written syntax for a declared op (the declaration still gives the checks).
    pub const fn asm(mut self, parse: ParseFn, print: PrintFn) -> OpSpec {
        self.asm.parse = Some(parse);
        self.asm.print = Some(print);
        self.asm.can_print = always;
        self
    }
    pub const fn can_print(mut self, f: CanPrintFn) -> OpSpec {
        self.asm.can_print = f;
        self
    }
    pub const fn verify(mut self, f: VerifyFn) -> OpSpec {
        self.def.verify = f;
        self
    }
    pub const fn verify_regions(mut self, f: VerifyFn) -> OpSpec {
        self.def.verify_regions = f;
        self
    }
    /// The inherent attributes, where they are not those the declaration names.
    pub const fn props(mut self, p: &'static [&'static str]) -> OpSpec {
        self.def.props = p;
        self.props_given = true;
        self
    }
    pub const fn traits(mut self, t: u64) -> OpSpec {
        self.def.traits |= t;
        self
    }
    pub const fn default_dialect(mut self, d: &'static str) -> OpSpec {
        self.def.default_dialect = Some(d);
        self
    }
    pub const fn fold(mut self, f: FoldFn) -> OpSpec {
        self.def.fold = Some(f);
        self
    }
    pub const fn canonicalize(mut self, p: &'static [&'static dyn Pattern]) -> OpSpec {
        self.def.canonicalize = p;
        self
    }
    pub const fn branch(mut self, i: BranchOpInterface) -> OpSpec {
        self.def.interfaces.branch = Some(i);
        self
    }
    pub const fn region_branch(mut self, i: RegionBranchOpInterface) -> OpSpec {
        self.def.interfaces.region_branch = Some(i);
        self
    }
    pub const fn region_terminator(mut self, i: RegionBranchTerminatorOpInterface) -> OpSpec {
        self.def.interfaces.region_terminator = Some(i);
        self
    }
    /// Effects that depend on the instance.
    pub const fn effects(mut self, f: fn(&Ir, Op, &mut Vec<Effect>)) -> OpSpec {
        self.def.interfaces.effects = Some(Effects::Computed(f));
        self
    }
    /// The effects every instance has: `effects_on(&[reads(0), writes(1)])`.
    pub const fn effects_on(mut self, list: &'static [Effect]) -> OpSpec {
        self.def.interfaces.effects = Some(Effects::Fixed(list));
        self
    }
    pub const fn dps(mut self, f: DpsInitsFn) -> OpSpec {
        self.def.interfaces.dps_inits = Some(f);
        self
    }
    pub const fn structured(mut self, i: StructuredOpInterface) -> OpSpec {
        self.def.interfaces.structured = Some(i);
        self
    }
    pub const fn loop_like(mut self, i: LoopLikeOpInterface) -> OpSpec {
        self.def.interfaces.loop_like = Some(i);
        self
    }
}

/// The registry of every op the compiler knows, and each registered op's syntax (indexed by
/// `OpId`), built once.
struct Registered {
    registry: Registry,
    asm: Vec<&'static Asm>,
}

fn registered() -> &'static Registered {
    static R: std::sync::OnceLock<Registered> = std::sync::OnceLock::new();
    R.get_or_init(|| {
        let mut registry = Registry::new();
        registry.verify_common = common::check_flag_props;
        registry.materialize_constant = Some(arith::materialize_constant);
        registry.print_op = crate::syntax::printer::Printer::op_in_context;
        static NO_ASM: Asm = Asm { parse: None, print: None, can_print: always, format: None };
        let mut asm: Vec<&'static Asm> = vec![&NO_ASM];
        for d in ALL_DIALECTS {
            for spec in table(d).unwrap_or(&[]) {
                let def: &'static OpDef = match spec.asm.format {
                    Some(f) if !spec.props_given => {
                        let props = Box::leak(ods::declared_props(f).into_boxed_slice());
                        Box::leak(Box::new(OpDef { props, ..spec.def }))
                    }
                    _ => &spec.def,
                };
                let id = registry.register(def);
                if id.index() == asm.len() {
                    asm.push(&spec.asm);
                }
            }
        }
        bufferization::models::attach(&mut registry);
        Registered { registry, asm }
    })
}

/// The op registry (every dialect's ops registered).
pub fn registry() -> &'static Registry {
    &registered().registry
}

/// A new, empty IR whose ops resolve against every dialect.
pub fn new_ir() -> Ir {
    Ir::new(registry())
}

/// The custom syntax of an op kind.
pub fn asm(id: OpId) -> &'static Asm {
    registered().asm[id.index()]
}

/// Dialects whose ops the compiler knows.
pub fn is_known_dialect(d: &str) -> bool {
    ALL_DIALECTS.contains(&d)
}

/// Finds the definition of a fully qualified op name.
pub fn lookup(name: &str) -> Option<&'static OpDef> {
    let r = registry();
    r.lookup(name).map(|id| r.def(id))
}

/// The name upstream's ops suggest for their single result in the custom form (MLIR's
/// `OpAsmOpInterface::getAsmResultNames`): `%c0`, `%c1_i32`, `%true`, `%cst` for constants,
/// `%alloc`, `%subview`, `%extracted_slice`, ... The printer makes it unique.
pub fn result_name(ir: &Ir, op: Op) -> Option<String> {
    use crate::ir::{AttrKind, TypeKind};
    let name = ir.op_name(op);
    let int_value = |attr: &str| ir.attr(op, attr).and_then(|a| ir.ctx.as_int(a));
    let fixed = match name {
        "arith.constant" => {
            let a = ir.attr(op, "value")?;
            let ty = ir.value_ty(ir.result(op, 0));
            return Some(match ir.ctx.attr_kind(a) {
                AttrKind::Int { value, .. } => match ir.ctx.type_kind(ty) {
                    TypeKind::Int { width: 1, .. } => (if *value != 0 { "true" } else { "false" }).into(),
                    TypeKind::Int { .. } => format!("c{value}_{}", crate::syntax::printer::type_to_string(&ir.ctx, ty)),
                    _ => format!("c{value}"),
                },
                _ => "cst".into(),
            });
        }
        "complex.constant" => "cst",
        "index.constant" => return Some(format!("idx{}", int_value("value")?)),
        "index.bool.constant" => return Some((if int_value("value")? != 0 { "true" } else { "false" }).into()),
        "memref.alloc" => "alloc",
        "memref.alloca" => "alloca",
        "memref.subview" => "subview",
        "memref.cast" => "cast",
        "memref.dim" => "dim",
        "memref.collapse_shape" => "collapse_shape",
        "memref.expand_shape" => "expand_shape",
        "memref.reinterpret_cast" => "reinterpret_cast",
        "tensor.extract" => "extracted",
        "tensor.insert" => "inserted",
        "tensor.extract_slice" => "extracted_slice",
        "tensor.insert_slice" => "inserted_slice",
        "tensor.dim" => "dim",
        "tensor.cast" => "cast",
        "tensor.collapse_shape" => "collapsed",
        "tensor.expand_shape" => "expanded",
        "tensor.concat" => "concat",
        "tensor.from_elements" => "from_elements",
        "tensor.gather" => "gather",
        "tensor.generate" => "generated",
        "tensor.pad" => "padded",
        "tensor.rank" => "rank",
        "tensor.reshape" => "reshape",
        "tensor.scatter" => "scatter",
        "tensor.splat" => "splat",
        "memref.assume_alignment" => "assume_align",
        "memref.extract_aligned_pointer_as_index" => "intptr",
        "memref.memory_space_cast" => "memspacecast",
        "memref.reshape" => "reshape",
        "memref.transpose" => "transpose",
        "memref.view" => "view",
        "linalg.broadcast" => "broadcasted",
        "linalg.map" => "mapped",
        "linalg.pack" => "pack",
        "linalg.reduce" => "reduced",
        "linalg.transpose" => "transposed",
        "linalg.unpack" => "unpack",
        "gpu.alloc" => "memref",
        "func.constant" => "f",
        "ml_program.global_load" | "ml_program.global_load_const" => {
            // The global's (leaf) name: `%global_seed`.
            let (root, nested) = ir.attr(op, "global").and_then(|a| ir.ctx.as_symbol_ref(a))?;
            return Some(ir.ctx.str(*nested.last().unwrap_or(&root)).to_string());
        }
        "gpu.thread_id"
        | "gpu.block_id"
        | "gpu.block_dim"
        | "gpu.grid_dim"
        | "gpu.global_id"
        | "gpu.cluster_id"
        | "gpu.cluster_dim"
        | "gpu.cluster_block_id"
        | "gpu.cluster_dim_blocks" => {
            // `%thread_id_x`: the op's name and its dimension.
            let d = ir.attr(op, "dimension").and_then(|a| ir.ctx.enum_keyword(a, &crate::ir::enums::GPU_DIM))?;
            return Some(format!("{}_{d}", &name[4..]));
        }
        _ => return None,
    };
    Some(fixed.into())
}

/// The names upstream's ops give the entry-block arguments of their region `r` in the custom
/// form (`OpAsmOpInterface::getAsmBlockArgumentNames`), one per argument (`None`: numbered).
pub fn block_arg_names(ir: &Ir, op: Op, r: crate::ir::Region) -> Option<Vec<Option<&'static str>>> {
    match ir.op_name(op) {
        n if n.starts_with("linalg.") => linalg::block_arg_names(ir, op, r),
        _ => None,
    }
}

/// The names upstream's multi-result ops give their result groups, each with the result it
/// starts at (`arith.addui_extended`: `%sum, %overflow`; `memref.extract_strided_metadata`:
/// `%base_buffer, %offset, %sizes:N, %strides:N`).
pub fn result_group_names(ir: &Ir, op: Op) -> Option<Vec<(usize, String)>> {
    let names: &[&str] = match ir.op_name(op) {
        "arith.addui_extended" => &["sum", "overflow"],
        "arith.mulsi_extended" | "arith.mului_extended" => &["low", "high"],
        "math.sincos" => &["sin", "cos"],
        "gpu.shuffle" => &["shuffleResult", "valid"],
        "gpu.alloc" => &["memref", "asyncToken"],
        "ml_program.global_load_graph" => &["result", "produceToken"],
        "memref.extract_strided_metadata" => {
            let rank = (ir.results(op).len().checked_sub(2)?) / 2;
            let mut g = vec![(0, "base_buffer".to_string()), (1, "offset".to_string())];
            if rank > 0 {
                g.push((2, "sizes".to_string()));
                g.push((2 + rank, "strides".to_string()));
            }
            return Some(g);
        }
        _ => return None,
    };
    (names.len() == ir.results(op).len()).then(|| names.iter().enumerate().map(|(i, n)| (i, n.to_string())).collect())
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
    "index",
    "complex",
    "nvvm",
    "tm_tensor",
    "tosa",
    "ml_program",
];

/// The op table of a dialect.
fn table(dialect: &str) -> Option<&'static [OpSpec]> {
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
        "index" => index::OPS,
        "complex" => complex::OPS,
        "nvvm" => nvvm::OPS,
        "tm_tensor" => tm_tensor::OPS,
        "tosa" => tosa::OPS,
        "ml_program" => ml_program::OPS,
        _ => return None,
    })
}

/// Whether the last op of a single-block region may be left out when printing: the
/// region's implicit terminator (`scf.yield`, `affine.yield`, ... without operands).
pub fn is_elidable_terminator(ir: &Ir, op: Op, name: &str) -> bool {
    let empty_regions = ir.regions(op).iter().all(|&r| ir.blocks(r).all(|b| ir.block_is_empty(b)));
    let regions_ok = match name {
        // `scf.forall`'s implicit terminator holds one (empty) region.
        "scf.forall.in_parallel" => empty_regions,
        _ => ir.regions(op).is_empty(),
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
        && ir.attrs(op).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A declared op lists its inherent attributes only where they are not the declaration's.
    #[test]
    fn props_not_repeated() {
        let mut repeated = vec![];
        for d in ALL_DIALECTS {
            for spec in table(d).unwrap_or(&[]) {
                if let (Some(f), true) = (spec.asm.format, spec.props_given) {
                    let mut given = spec.def.props.to_vec();
                    given.sort_unstable();
                    if given == ods::declared_props(f) {
                        repeated.push(spec.def.name);
                    }
                }
            }
        }
        assert!(repeated.is_empty(), "props that the declaration gives: {repeated:?}");
    }

    #[test]
    fn ops_are_declared() {
        let r = registry();
        let hand: Vec<&str> = r.defs().filter(|&(id, _)| asm(id).format.is_none()).map(|(_, d)| d.name).collect();
        eprintln!("{} ops registered, every one declared through ods", r.defs().count());
        // Per dialect, for tests/bench/dialect_lines.py.
        let mut per = std::collections::BTreeMap::new();
        for (_, d) in r.defs() {
            *per.entry(d.name.split('.').next().unwrap_or("")).or_insert(0) += 1;
        }
        for (dialect, n) in per {
            eprintln!("ops {dialect} {n}");
        }
        assert!(hand.is_empty(), "ops defined by hand (declare them through ods): {hand:?}");
    }
}
