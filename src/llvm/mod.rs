//! cf-level IR → LLVM IR through inkwell.
//!
//! Takes: verified IR whose functions hold only `func`, `arith`, `math`, `complex`, `cf`, `memref`, `ub`
//! and trivial `builtin.unrealized_conversion_cast` ops (structured control flow already
//! lowered by `passes::scf_to_cf`). Gives: an `inkwell::module::Module` that follows MLIR's
//! "Built-in Function and MemRef Calling Convention": ranked memrefs are descriptor structs
//! `{allocated, aligned, offset, sizes[N], strides[N]}` expanded into scalars at function
//! boundaries, unranked memrefs are `{rank, pointer to descriptor}`, several results are
//! returned as a struct, `index` is the target's pointer width. `_mlir_ciface_` wrappers are
//! added for `llvm.emit_c_interface` functions and, unless the driver asks for the marked ones
//! only, for every public function.
//!
//! An op this module cannot translate is a diagnostic naming the op at its location.
//!
//! Architecture invariant: `llvm` never mutates IR; it reads verified, lowered IR only.

mod arith;
mod bufferization;
mod build;
mod cf;
mod complex;
pub mod entry;
mod func;
mod gpu;
mod gpu_host;
mod index;
mod llvm_dialect;
mod math;
mod memref;
mod nvvm;
mod smallfloat;
mod softfloat;
mod types;
mod vector;

pub use func::has_c_interface;

use crate::diag::Diagnostic;
use crate::ir::entity::SecondaryMap;
use crate::ir::{Block, Ir, Op, Region, Type, Value};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use std::collections::HashMap;

/// The version of the LLVM library mlirc is linked against.
pub fn version() -> String {
    let (a, b, c) = inkwell::support::get_llvm_version();
    format!("{a}.{b}.{c}")
}

/// What the translation needs to know beyond the IR.
#[derive(Clone, Debug)]
pub struct Options {
    /// Width of `index` (the target's pointer width).
    pub index_bits: u32,
    /// Emit `_mlir_ciface_` wrappers for every public function, not only for those with
    /// `llvm.emit_c_interface` (`--c-interface=all`, the driver's default).
    pub c_interface_all: bool,
    /// Device code for NVPTX (the body of a `gpu.module`): math the GPU has no instruction
    /// for calls libdevice's `__nv_*` functions.
    pub device: bool,
    /// Host code: the PTX of each `gpu.module`, embedded and loaded at start-up.
    pub gpu_binaries: Vec<GpuBinary>,
    /// The optimization level the embedded PTX is JIT-compiled at.
    pub opt_level: u8,
    /// Kernels take each memref as its aligned pointer (static shapes only), on both sides
    /// (upstream's `use-bare-ptr-memref-call-conv` / `use-bare-pointers-for-kernels`).
    pub bare_ptr_kernels: bool,
    /// Fast-math flags (LLVM's bits, `build::fm`) added to every floating-point instruction
    /// that takes them, on top of the op's own `fastmath` flags: `fm::CONTRACT` under
    /// `-ffp-contract=fast`, `fm::ALL` under `-ffast-math`; 0 by default.
    pub extra_fastmath: u32,
    /// bf16 arithmetic is computed in f32 and rounded back by integer operations
    /// (`softfloat.rs`): AArch64 without `+bf16` (`target::codegen::bf16_via_f32`).
    pub bf16_via_f32: bool,
}

pub use gpu_host::GpuBinary;

/// Why an op could not be translated.
pub(crate) enum Fail {
    /// A user-facing message; the op's name and location are added.
    Msg(String),
    /// LLVM's builder refused something: a bug in this module.
    Llvm(BuilderError),
}

impl From<BuilderError> for Fail {
    fn from(e: BuilderError) -> Fail {
        Fail::Llvm(e)
    }
}

pub(crate) type R<T> = Result<T, Fail>;

pub(crate) fn fail<T>(msg: impl Into<String>) -> R<T> {
    Err(Fail::Msg(msg.into()))
}

/// Translates the module `top` into `module` (an empty LLVM module whose triple and data
/// layout are already set, so that loads, stores and allocas get the target's alignments).
pub fn translate<'c>(
    ir: &Ir,
    top: Op,
    ll: &'c Context,
    module: Module<'c>,
    opts: &Options,
) -> Result<Module<'c>, TranslateError> {
    let mut cx = Cx {
        ir,
        ll,
        module,
        b: ll.create_builder(),
        opts: opts.clone(),
        funcs: HashMap::new(),
        globals: HashMap::new(),
        vals: SecondaryMap::with_capacity(ir.value_capacity(), None),
        blocks: BlockTable::default(),
        phis: BlockTable::default(),
        visited: SecondaryMap::with_default(0),
        visit_epoch: 0,
        exits: vec![],
        cur_fn: None,
        entry_bb: None,
        diags: vec![],
        internal: false,
        strings: HashMap::new(),
        uses_bf16: std::cell::Cell::new(false),
        gpu_modules: HashMap::new(),
    };
    cx.run(top);
    if cx.diags.is_empty() {
        Ok(cx.module)
    } else {
        Err(TranslateError { diags: cx.diags, internal: cx.internal })
    }
}

/// Why the translation failed: diagnostics naming ops it cannot translate (user errors), or
/// a failure of LLVM's builder (`internal`: a compiler bug).
pub struct TranslateError {
    pub diags: Vec<Diagnostic>,
    pub internal: bool,
}

/// A side table keyed by the blocks of the function being translated: a `SecondaryMap` that
/// remembers the keys it was given, so that `clear` (once per function) costs the blocks of
/// that function, not the highest block id of the module. Its API is `HashMap`'s
/// (`get(&b)`, `insert`, `[&b]`).
pub(crate) struct BlockTable<V: Clone> {
    map: SecondaryMap<Block, Option<V>>,
    keys: Vec<Block>,
}

impl<V: Clone> Default for BlockTable<V> {
    fn default() -> Self {
        BlockTable { map: SecondaryMap::with_default(None), keys: vec![] }
    }
}

impl<V: Clone> BlockTable<V> {
    pub fn get(&self, b: &Block) -> Option<&V> {
        self.map[*b].as_ref()
    }
    pub fn insert(&mut self, b: Block, v: V) {
        if self.map[b].replace(v).is_none() {
            self.keys.push(b);
        }
    }
    pub fn clear(&mut self) {
        for b in self.keys.drain(..) {
            self.map[b] = None;
        }
    }
}

impl<V: Clone> std::ops::Index<&Block> for BlockTable<V> {
    type Output = V;
    fn index(&self, b: &Block) -> &V {
        self.get(b).expect("a block of the function being translated")
    }
}

/// The translation state.
pub(crate) struct Cx<'a, 'c> {
    pub ir: &'a Ir,
    pub ll: &'c Context,
    pub module: Module<'c>,
    pub b: Builder<'c>,
    pub opts: Options,
    /// MLIR function symbol → its LLVM function and MLIR signature.
    pub funcs: HashMap<String, func::FuncInfo<'c>>,
    /// `memref.global` symbol → (LLVM global, memref type).
    pub globals: HashMap<String, (inkwell::values::GlobalValue<'c>, Type)>,
    /// MLIR value → its LLVM value.
    pub vals: SecondaryMap<Value, Option<BasicValueEnum<'c>>>,
    /// The LLVM blocks of the function being translated.
    pub blocks: BlockTable<BasicBlock<'c>>,
    /// The phis standing for each block's arguments.
    pub phis: BlockTable<Vec<inkwell::values::PhiValue<'c>>>,
    /// `rpo`'s visited marks: a block is visited when its mark is the current epoch.
    visited: SecondaryMap<Block, u32>,
    visit_epoch: u32,
    /// Continuations of the regions being translated inline (innermost last): where their
    /// terminator branches, and the phis receiving its operands.
    pub exits: Vec<(BasicBlock<'c>, Vec<inkwell::values::PhiValue<'c>>)>,
    pub cur_fn: Option<FunctionValue<'c>>,
    pub entry_bb: Option<BasicBlock<'c>>,
    pub diags: Vec<Diagnostic>,
    /// A diagnostic reports a compiler bug (LLVM's builder refused something).
    pub internal: bool,
    /// Interned constant C strings (assert messages).
    pub strings: HashMap<String, PointerValue<'c>>,
    /// Whether bf16 appears (the module then gets weak bf16 conversion helpers).
    pub uses_bf16: std::cell::Cell<bool>,
    /// Embedded `gpu.module`s: the global holding the loaded module, its load and unload functions.
    pub gpu_modules: HashMap<String, (PointerValue<'c>, FunctionValue<'c>, FunctionValue<'c>)>,
}

impl<'a, 'c> Cx<'a, 'c> {
    fn run(&mut self, top: Op) {
        let body: Vec<Op> = self.top_level_ops(top);
        // Globals and function declarations first, so bodies may refer to any of them.
        for &op in &body {
            let r = match self.ir.op_name(op) {
                "memref.global" => memref::declare_global(self, op),
                "func.func" => func::declare(self, op),
                "gpu.func" => gpu::declare_func(self, op),
                "llvm.func" => llvm_dialect::declare_func(self, op),
                "llvm.mlir.global" => llvm_dialect::declare_global(self, op),
                "gpu.module" => gpu_host::embed_module(self, op),
                _ => Ok(()),
            };
            self.report(op, r);
        }
        for &op in &body {
            let r = match self.ir.op_name(op) {
                "func.func" | "llvm.func" | "gpu.func" => func::define(self, op),
                "memref.global" | "builtin.module" | "llvm.mlir.global" | "gpu.module" => Ok(()),
                _ => fail("cannot be translated to LLVM at module level"),
            };
            self.report(op, r);
        }
        if self.diags.is_empty() {
            for &op in &body {
                if self.ir.op_name(op) == "func.func" {
                    let r = func::c_interface_wrapper(self, op);
                    self.report(op, r);
                }
            }
        }
        if self.diags.is_empty() {
            gpu_host::add_ctors(self);
        }
        if self.diags.is_empty() && self.uses_bf16.get() {
            let r = softfloat::add_bf16_helpers(self);
            self.report(top, r);
        }
    }

    /// The ops of the top module's body, nested `builtin.module`s flattened.
    fn top_level_ops(&self, top: Op) -> Vec<Op> {
        let mut out = vec![];
        for &r in self.ir.regions(top) {
            for b in self.ir.blocks(r) {
                for o in self.ir.ops(b) {
                    if self.ir.op_name(o) == "builtin.module" {
                        out.extend(self.top_level_ops(o));
                    }
                    out.push(o);
                }
            }
        }
        out
    }

    /// Turns a failure into a diagnostic at `op`.
    pub fn report(&mut self, op: Op, r: R<()>) {
        match r {
            Ok(()) => {}
            Err(Fail::Msg(m)) => {
                let name = self.ir.op_name(op).to_string();
                self.diags.push(Diagnostic::error(self.ir.loc(op), format!("'{name}' op {m}")));
            }
            Err(Fail::Llvm(e)) => {
                let name = self.ir.op_name(op).to_string();
                self.internal = true;
                self.diags.push(Diagnostic::error(
                    self.ir.loc(op),
                    format!("'{name}' op: internal compiler error in the LLVM translation: {e}"),
                ));
            }
        }
    }

    // ----- values -----

    pub fn val(&self, v: Value) -> R<BasicValueEnum<'c>> {
        match self.vals[v] {
            Some(x) => Ok(x),
            None => fail(format!("uses a value that was not translated (value #{})", v.index())),
        }
    }
    pub fn set(&mut self, v: Value, x: BasicValueEnum<'c>) {
        self.vals[v] = Some(x);
    }
    pub fn operand(&self, op: Op, i: usize) -> R<BasicValueEnum<'c>> {
        match self.ir.operands(op).get(i) {
            Some(&v) => self.val(v),
            None => fail(format!("expects an operand #{i}")),
        }
    }
    pub fn operand_ty(&self, op: Op, i: usize) -> R<Type> {
        match self.ir.operands(op).get(i) {
            Some(&v) => Ok(self.ir.value_ty(v)),
            None => fail(format!("expects an operand #{i}")),
        }
    }
    pub fn result_ty(&self, op: Op, i: usize) -> R<Type> {
        match self.ir.results(op).get(i) {
            Some(&v) => Ok(self.ir.value_ty(v)),
            None => fail(format!("expects a result #{i}")),
        }
    }
    pub fn set_result(&mut self, op: Op, i: usize, x: BasicValueEnum<'c>) -> R<()> {
        match self.ir.results(op).get(i) {
            Some(&v) => {
                self.set(v, x);
                Ok(())
            }
            None => fail(format!("expects a result #{i}")),
        }
    }

    // ----- small builders -----

    pub fn index_ty(&self) -> inkwell::types::IntType<'c> {
        self.int_ty(self.opts.index_bits)
    }
    /// `iN` (N ≥ 1).
    pub fn int_ty(&self, bits: u32) -> inkwell::types::IntType<'c> {
        match bits {
            1 => self.ll.bool_type(),
            8 => self.ll.i8_type(),
            16 => self.ll.i16_type(),
            32 => self.ll.i32_type(),
            64 => self.ll.i64_type(),
            128 => self.ll.i128_type(),
            n => self
                .ll
                .custom_width_int_type(std::num::NonZeroU32::new(n).unwrap_or(std::num::NonZeroU32::MIN))
                .unwrap_or(self.ll.i64_type()),
        }
    }
    pub fn idx(&self, v: i64) -> IntValue<'c> {
        self.index_ty().const_int(v as u64, true)
    }
    pub fn ptr_ty(&self) -> inkwell::types::PointerType<'c> {
        self.ll.ptr_type(inkwell::AddressSpace::default())
    }
    pub fn cur_fn(&self) -> R<FunctionValue<'c>> {
        self.cur_fn.ok_or(Fail::Msg("is not inside a function".into()))
    }
    pub fn append_block(&self, name: &str) -> R<BasicBlock<'c>> {
        Ok(self.ll.append_basic_block(self.cur_fn()?, name))
    }
    pub fn insert_block(&self) -> R<BasicBlock<'c>> {
        self.b.get_insert_block().ok_or(Fail::Msg("has no insertion block".into()))
    }

    /// An `alloca` at the start of the entry block (so loops do not grow the stack).
    pub fn entry_alloca(&self, ty: BasicTypeEnum<'c>, name: &str) -> R<PointerValue<'c>> {
        let entry = self.entry_bb.ok_or(Fail::Msg("is not inside a function".into()))?;
        let tmp = self.ll.create_builder();
        match entry.get_first_instruction() {
            Some(i) => tmp.position_before(&i),
            None => tmp.position_at_end(entry),
        }
        Ok(tmp.build_alloca(ty, name)?)
    }

    /// Declares (once) an external function `name` of the given type.
    pub fn extern_fn(
        &self,
        name: &str,
        ret: Option<BasicTypeEnum<'c>>,
        params: &[BasicTypeEnum<'c>],
    ) -> FunctionValue<'c> {
        if let Some(f) = self.module.get_function(name) {
            return f;
        }
        let ps: Vec<inkwell::types::BasicMetadataTypeEnum> = params.iter().map(|&t| t.into()).collect();
        let ft = match ret {
            Some(r) => r.fn_type(&ps, false),
            None => self.ll.void_type().fn_type(&ps, false),
        };
        self.module.add_function(name, ft, None)
    }

    /// Calls `f` and returns its result, if any.
    pub fn call(&self, f: FunctionValue<'c>, args: &[BasicValueEnum<'c>]) -> R<Option<BasicValueEnum<'c>>> {
        let a: Vec<inkwell::values::BasicMetadataValueEnum> = args.iter().map(|&v| v.into()).collect();
        let c = self.b.build_call(f, &a, "")?;
        Ok(c.try_as_basic_value().basic())
    }

    /// Calls the overloaded intrinsic `name` instantiated at `tys`.
    pub fn intrinsic(
        &self,
        name: &str,
        tys: &[BasicTypeEnum<'c>],
        args: &[BasicValueEnum<'c>],
    ) -> R<BasicValueEnum<'c>> {
        let Some(i) = inkwell::intrinsics::Intrinsic::find(name) else {
            return fail(format!("needs the LLVM intrinsic '{name}', which this LLVM lacks"));
        };
        let Some(f) = i.get_declaration(&self.module, tys) else {
            return fail(format!("cannot declare the LLVM intrinsic '{name}'"));
        };
        match self.call(f, args)? {
            Some(v) => Ok(v),
            None => fail(format!("the intrinsic '{name}' returns nothing")),
        }
    }

    /// Calls an overloaded intrinsic that returns nothing.
    pub fn intrinsic_void(&self, name: &str, tys: &[BasicTypeEnum<'c>], args: &[BasicValueEnum<'c>]) -> R<()> {
        let Some(i) = inkwell::intrinsics::Intrinsic::find(name) else {
            return fail(format!("needs the LLVM intrinsic '{name}', which this LLVM lacks"));
        };
        let Some(f) = i.get_declaration(&self.module, tys) else {
            return fail(format!("cannot declare the LLVM intrinsic '{name}'"));
        };
        self.call(f, args)?;
        Ok(())
    }

    /// A private constant NUL-terminated string; returns its address.
    pub fn c_string(&mut self, s: &str) -> R<PointerValue<'c>> {
        if let Some(&p) = self.strings.get(s) {
            return Ok(p);
        }
        let bytes = self.ll.const_string(s.as_bytes(), true);
        let g = self.module.add_global(bytes.get_type(), None, &format!("__mlirc_str.{}", self.strings.len()));
        g.set_initializer(&bytes);
        g.set_constant(true);
        g.set_linkage(inkwell::module::Linkage::Private);
        g.set_unnamed_addr(true);
        let p = g.as_pointer_value();
        self.strings.insert(s.to_string(), p);
        Ok(p)
    }

    /// Wraps a raw LLVM value.
    pub fn wrap(&self, v: inkwell::llvm_sys::prelude::LLVMValueRef) -> BasicValueEnum<'c> {
        // SAFETY: `v` was just built by LLVM in this context and has a first-class type.
        unsafe { BasicValueEnum::new(v) }
    }

    // ----- regions and blocks -----

    /// The blocks of `r` reachable from its entry, in reverse post-order (so every block
    /// comes after its dominators).
    pub fn rpo(&mut self, r: Region) -> Vec<Block> {
        let Some(entry) = self.ir.entry_block(r) else { return vec![] };
        // A new epoch unmarks every block at once: no clearing, whatever the number of regions.
        self.visit_epoch += 1;
        let epoch = self.visit_epoch;
        let mut post = vec![];
        // Iterative DFS: (block, next successor index).
        let mut stack = vec![(entry, 0usize)];
        self.visited[entry] = epoch;
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            let succ = self.ir.terminator(b).and_then(|t| self.ir.successors(t).get(*i).copied());
            if let Some(s) = succ {
                *i += 1;
                if self.visited[s] != epoch {
                    self.visited[s] = epoch;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        post
    }

    /// Translates the blocks of region `r` inline, at the insertion point: a branch into its
    /// entry, its blocks, and a continuation block (where the builder is left) whose phis,
    /// returned, receive the operands of the region's terminators (see `region_exit`).
    pub fn inline_region(&mut self, r: Region, result_tys: &[Type]) -> R<Vec<BasicValueEnum<'c>>> {
        let blocks = self.rpo(r);
        let Some(&entry) = blocks.first() else { return fail("has an empty region") };
        if !self.ir.args(entry).is_empty() {
            return fail("has a region whose entry block takes arguments");
        }
        let f = self.cur_fn()?;
        let here = self.insert_block()?;
        for &b in &blocks {
            let bb = self.ll.append_basic_block(f, "");
            self.blocks.insert(b, bb);
        }
        for &b in &blocks[1..] {
            self.b.position_at_end(self.blocks[&b]);
            let mut phis = vec![];
            for a in self.ir.args(b).to_vec() {
                let t = self.ty(self.ir.value_ty(a))?;
                let phi = self.b.build_phi(t, "")?;
                self.set(a, phi.as_basic_value());
                phis.push(phi);
            }
            self.phis.insert(b, phis);
        }
        let cont = self.ll.append_basic_block(f, "");
        self.b.position_at_end(cont);
        let mut phis = vec![];
        for &t in result_tys {
            let lt = self.ty(t)?;
            phis.push(self.b.build_phi(lt, "")?);
        }
        self.b.position_at_end(here);
        self.b.build_unconditional_branch(self.blocks[&entry])?;
        self.exits.push((cont, phis.clone()));
        let r = self.translate_blocks(&blocks);
        self.exits.pop();
        r?;
        self.b.position_at_end(cont);
        Ok(phis.iter().map(|p| p.as_basic_value()).collect())
    }

    /// The terminator of an inline region (`memref.alloca_scope.return`): branch to the
    /// continuation with the operands.
    pub fn region_exit(&mut self, op: Op) -> R<()> {
        let Some((cont, phis)) = self.exits.last().cloned() else {
            return fail("is not inside a region being translated");
        };
        let here = self.insert_block()?;
        let vals = self.ir.operands(op).iter().map(|&v| self.val(v)).collect::<R<Vec<_>>>()?;
        if vals.len() != phis.len() {
            return fail("returns a wrong number of values");
        }
        for (phi, v) in phis.iter().zip(&vals) {
            phi.add_incoming(&[(v, here)]);
        }
        self.b.build_unconditional_branch(cont)?;
        Ok(())
    }

    /// Translates the ops of `blocks` (LLVM blocks and phis already made).
    pub fn translate_blocks(&mut self, blocks: &[Block]) -> R<()> {
        for &b in blocks {
            let bb = self.blocks[&b];
            self.b.position_at_end(bb);
            let ops: Vec<Op> = self.ir.ops(b).collect();
            for op in ops {
                let r = self.op(op);
                if let Err(e) = r {
                    self.report(op, Err(e));
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// Translates one op.
    pub fn op(&mut self, op: Op) -> R<()> {
        let name = self.ir.op_name(op);
        let dialect = name.split('.').next().unwrap_or("");
        smallfloat::check_op(self, op, name)?;
        match dialect {
            "arith" => arith::lower(self, op, name),
            "index" => index::lower(self, op, name),
            "complex" => complex::lower(self, op, name),
            "math" => math::lower(self, op, name),
            "func" => func::lower(self, op, name),
            "cf" => cf::lower(self, op, name),
            "memref" => memref::lower(self, op, name),
            "bufferization" => bufferization::lower(self, op, name),
            "llvm" => llvm_dialect::lower(self, op, name),
            "gpu" if self.opts.device => gpu::lower(self, op, name),
            "gpu" => gpu_host::lower(self, op, name),
            "nvvm" => nvvm::lower(self, op, name),
            "vector" => vector::lower(self, op, name),
            "ub" if name == "ub.poison" => {
                let t = self.result_ty(op, 0)?;
                let lt = self.ty(t)?;
                let p = self.poison(lt);
                self.set_result(op, 0, p)
            }
            "builtin" if name == "builtin.unrealized_conversion_cast" => self.unrealized_cast(op),
            _ => unsupported(),
        }
    }

    /// `builtin.unrealized_conversion_cast` between types with the same LLVM form.
    fn unrealized_cast(&mut self, op: Op) -> R<()> {
        let n = self.ir.operands(op).len();
        if n != self.ir.results(op).len() {
            return fail("is not trivial (operand and result counts differ) and cannot be translated");
        }
        for i in 0..n {
            let (a, b) = (self.operand_ty(op, i)?, self.result_ty(op, i)?);
            let (la, lb) = (self.ty(a)?, self.ty(b)?);
            if la != lb {
                return fail("is not trivial (the two types lower to different LLVM types) and cannot be translated");
            }
            let v = self.operand(op, i)?;
            self.set_result(op, i, v)?;
        }
        Ok(())
    }

    pub fn poison(&self, t: BasicTypeEnum<'c>) -> BasicValueEnum<'c> {
        match t {
            BasicTypeEnum::IntType(t) => t.get_poison().into(),
            BasicTypeEnum::FloatType(t) => t.get_poison().into(),
            BasicTypeEnum::PointerType(t) => t.get_poison().into(),
            BasicTypeEnum::StructType(t) => t.get_poison().into(),
            BasicTypeEnum::ArrayType(t) => t.get_poison().into(),
            BasicTypeEnum::VectorType(t) => t.get_poison().into(),
            BasicTypeEnum::ScalableVectorType(t) => t.get_poison().into(),
        }
    }
}

pub(crate) fn unsupported<T>() -> R<T> {
    fail("cannot be translated to LLVM by mlirc yet")
}
