//! `mlirc-lower-vector`: n-D vector code to 1-D vector code (MLIR's `convert-vector-to-scf` and
//! the n-D unrolling patterns of `convert-vector-to-llvm`, as one conversion).
//!
//! Takes: a function (or module) on buffers, after `lower-affine`. Gives: no value of vector type
//! of rank >= 2, and only vector ops the 1-D translator takes (loads and stores, masked loads and
//! stores, broadcasts to 1-D, element extract/insert, `fma`, `reduction`, `shuffle`, `bitcast`,
//! `from_elements`, masks, `step`, 1-D strided slices, `print`).
//!
//! An n-D value `vector<AxBxCxT>` is represented by its `A*B` rows `vector<CxT>` in row-major
//! order (a 1:N conversion): one walk in program order rewrites each op from the rows of its
//! operands, keeping a map from every n-D value to its rows; `scf.for` and `scf.if` carrying
//! n-D values are rebuilt with their n-D iter_args/results expanded into rows (their
//! `scf.yield`s with them). Old ops are erased at the end, users first.
//!
//! - element-wise ops (`arith`, `math`, `ub.poison`, `vector.fma`, `vector.bitcast`) → one op per
//!   row; n-D constants → one constant per row;
//! - `broadcast`, `extract`/`insert` (static positions, or dynamic ones as a `select` chain over
//!   the rows they may name), `extract_strided_slice`/`insert_strided_slice`, `from_elements`,
//!   `create_mask`/`constant_mask`, `transpose` (rows permuted when the last dimension stays,
//!   else element by element), `shape_cast` (rows kept, sliced or concatenated by shuffles, else
//!   rebuilt from elements), `vector.load`/`store` of n-D vectors → per-row operations;
//! - `contract` → per accumulator row and reduction index, a product of two 1-D operands (rows,
//!   gathered columns, or broadcast elements; extended to the accumulator's element type)
//!   combined into the row by `vector.fma` (float `add`), `muli`+`addi`, or the kind's op; a
//!   scalar accumulator ends in a `vector.reduction`; `outerproduct` likewise;
//! - `multi_reduction` → rows combined element-wise over the reduced leading dimensions, then a
//!   `vector.reduction` per row when the last dimension is reduced;
//! - `transfer_read`/`transfer_write` (any rank, memrefs) → when the last vector dimension is the
//!   last memref dimension with unit stride: per row a `vector.load`/`store`, or
//!   `maskedload`/`maskedstore` whose mask is the bounds' (`create_mask` of the room left) and the
//!   transfer's mask, under an `scf.if` when a leading dimension may be out of bounds; else
//!   element by element (`memref.load`/`store`, guarded by `scf.if` where out of bounds or
//!   masked; padding for the rest);
//! - `vector.print` of an n-D vector → the punctuation and row prints upstream's lowering
//!   emits (`( ( 1, 2 ), ( 3, 4 ) )`).
//!
//! Anything else touching an n-D vector (calls, branches, `scf.while`, tensors in transfers,
//! scalable vectors, ...) is a diagnostic naming the op; a function whose signature has n-D
//! vectors is left as it is (the translation names it).

use crate::diag::Diagnostic;
use crate::dialects::build::{cmpi, err, index_const, int_bin, select, EQ, SLT};
use crate::ir::affine::AffineExpr;
use crate::ir::fxhash::FxHashMap;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

type Res<T> = Result<T, Diagnostic>;

/// A vector value as rows: shape, element type, and its rows (one for rank 0 and 1).
#[derive(Clone)]
struct Nd {
    shape: Vec<i64>,
    elem: Type,
    rows: Vec<Value>,
}

impl Nd {
    fn row_len(&self) -> usize {
        self.shape.last().copied().unwrap_or(1) as usize
    }
    fn lead(&self) -> &[i64] {
        &self.shape[..self.shape.len().saturating_sub(1)]
    }
}

/// The shape and element type of a fixed-size vector type.
fn vparts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { scalable, .. } if scalable.contains(&true))
}

fn is_nd_ty(ctx: &Context, t: Type) -> bool {
    vparts(ctx, t).is_some_and(|(s, _)| s.len() >= 2)
}

fn prod(s: &[i64]) -> usize {
    s.iter().map(|&d| d.max(0) as usize).product()
}

/// Row-major multi-index of `flat` in `shape`.
fn unflatten(mut flat: usize, shape: &[i64]) -> Vec<usize> {
    let mut out = vec![0; shape.len()];
    for t in (0..shape.len()).rev() {
        let d = shape[t].max(1) as usize;
        out[t] = flat % d;
        flat /= d;
    }
    out
}

fn flatten(idx: &[usize], shape: &[i64]) -> usize {
    idx.iter().zip(shape).fold(0, |acc, (&i, &d)| acc * d.max(0) as usize + i)
}

/// Vector ops the 1-D translator takes as they are (when no operand or result is n-D).
const ONE_D_OPS: &[&str] = &[
    "vector.load",
    "vector.store",
    "vector.maskedload",
    "vector.maskedstore",
    "vector.gather",
    "vector.scatter",
    "vector.expandload",
    "vector.compressstore",
    "vector.broadcast",
    "vector.extract",
    "vector.insert",
    "vector.fma",
    "vector.reduction",
    "vector.shuffle",
    "vector.bitcast",
    "vector.from_elements",
    "vector.create_mask",
    "vector.constant_mask",
    "vector.step",
    "vector.extract_strided_slice",
    "vector.insert_strided_slice",
    "vector.print",
];

/// Ops lowered whatever their rank.
const ALWAYS: &[&str] = &[
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.contract",
    "vector.outerproduct",
    "vector.multi_reduction",
    "vector.transpose",
    "vector.shape_cast",
];

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    // A function whose signature has n-D vectors is left as it is: the translation names it.
    if let Some(TypeKind::Function { inputs, results }) =
        ir.attr(top, "function_type").and_then(|a| ir.ctx.as_type(a)).map(|t| ir.ctx.type_kind(t))
    {
        if inputs.iter().chain(results).any(|&t| is_nd_ty(&ir.ctx, t)) {
            return Ok(());
        }
    }
    let mut work = vec![];
    let mut bad = None;
    ir.walk(top, &mut |o| {
        let name = ir.op_name(o);
        let nd = ir.operands(o).iter().chain(ir.results(o)).any(|&v| is_nd_ty(&ir.ctx, ir.value_ty(v)));
        let nd_args = ir
            .regions(o)
            .iter()
            .any(|&r| ir.blocks(r).any(|b| ir.args(b).iter().any(|&a| is_nd_ty(&ir.ctx, ir.value_ty(a)))));
        if nd_args && !matches!(name, "scf.for" | "scf.if") && bad.is_none() {
            bad = Some(o);
        }
        if o == top {
            return;
        }
        if nd || ALWAYS.contains(&name) || (name.starts_with("vector.") && !ONE_D_OPS.contains(&name)) {
            work.push(o);
        }
    });
    if let Some(o) = bad {
        let d = if ir.op_name(o) == "func.func" {
            err(ir, o, "with n-D vector arguments cannot be lowered by mlirc yet")
        } else {
            err(ir, o, "with n-D vector block arguments cannot be lowered by mlirc yet")
        };
        return Err(vec![d]);
    }
    if work.is_empty() {
        return Ok(());
    }
    let loc = ir.loc(top);
    let mut l = L { rw: Rewriter::new(ir, loc), rows: FxHashMap::default(), dead: vec![], old_args: vec![] };
    for op in work {
        l.rw.set_insertion_point_before(op);
        l.rw.loc = l.rw.ir.loc(op);
        l.lower(op).map_err(|d| vec![d])?;
    }
    for op in std::mem::take(&mut l.dead).into_iter().rev() {
        l.rw.erase_op(op);
    }
    for a in std::mem::take(&mut l.old_args) {
        if let ValueDef::Arg(b, _) = l.rw.ir.value_def(a) {
            let i = l.rw.ir.args(b).iter().position(|&x| x == a).unwrap_or(0);
            let _ = l.rw.ir.erase_block_arg(b, i);
        }
    }
    Ok(())
}

struct L<'a> {
    rw: Rewriter<'a>,
    rows: FxHashMap<Value, Vec<Value>>,
    dead: Vec<Op>,
    old_args: Vec<Value>,
}

/// A position of `vector.extract`/`insert`.
#[derive(Clone, Copy)]
enum Pos {
    Static(usize),
    Dyn(Value),
}

impl L<'_> {
    fn ctx(&mut self) -> &mut Context {
        &mut self.rw.ir.ctx
    }
    fn ty(&self, v: Value) -> Type {
        self.rw.ir.value_ty(v)
    }
    fn vty(&mut self, shape: &[i64], elem: Type) -> Type {
        self.ctx().ty(TypeKind::Vector { shape: shape.to_vec(), scalable: vec![false; shape.len()], elem })
    }
    fn row_ty(&mut self, shape: &[i64], elem: Type) -> Type {
        let l = shape.last().copied().unwrap_or(1);
        self.vty(&[l], elem)
    }
    fn i64s(&mut self, v: &[i64]) -> Attr {
        self.ctx().dense_i64_array(v)
    }
    fn i64_array_attr(&mut self, v: &[i64]) -> Attr {
        let t = self.ctx().int_ty(64);
        let l = v.iter().map(|&x| self.ctx().int_attr(t, x as i128)).collect();
        self.ctx().array_attr(l)
    }

    /// The rows of vector value `v` (used by `op`).
    fn nd(&self, op: Op, v: Value) -> Res<Nd> {
        let t = self.ty(v);
        let Some((shape, elem)) = vparts(&self.rw.ir.ctx, t) else {
            return Err(err(self.rw.ir, op, "has a non-vector operand where a vector is expected"));
        };
        if is_scalable(&self.rw.ir.ctx, t) {
            return Err(err(self.rw.ir, op, "on scalable vectors cannot be lowered by mlirc yet"));
        }
        let rows = if shape.len() >= 2 {
            match self.rows.get(&v) {
                Some(r) => r.clone(),
                None => return Err(err(self.rw.ir, op, "uses an n-D vector mlirc could not lower")),
            }
        } else {
            vec![v]
        };
        Ok(Nd { shape, elem, rows })
    }

    /// Records the replacement of `op`'s results (rows for n-D results) and marks it dead.
    fn finish(&mut self, op: Op, results: Vec<Vec<Value>>) {
        let olds = self.rw.ir.results(op).to_vec();
        for (old, new) in olds.into_iter().zip(results) {
            if is_nd_ty(&self.rw.ir.ctx, self.ty(old)) {
                self.rows.insert(old, new);
            } else {
                self.rw.replace_all_uses_with(old, new[0]);
            }
        }
        self.dead.push(op);
    }

    // ----- builders -----

    fn extract(&mut self, v: Value, pos: &[i64]) -> Value {
        let et = self.rw.ir.ctx.elem_ty(self.ty(v));
        let p = self.i64s(pos);
        self.rw.create_value("vector.extract", vec![v], et, vec![("static_position", p)])
    }
    fn extract_dyn(&mut self, v: Value, d: Value) -> Value {
        let et = self.rw.ir.ctx.elem_ty(self.ty(v));
        let p = self.i64s(&[i64::MIN]);
        self.rw.create_value("vector.extract", vec![v, d], et, vec![("static_position", p)])
    }
    fn insert(&mut self, s: Value, v: Value, pos: Pos) -> Value {
        let t = self.ty(v);
        match pos {
            Pos::Static(i) => {
                let p = self.i64s(&[i as i64]);
                self.rw.create_value("vector.insert", vec![s, v], t, vec![("static_position", p)])
            }
            Pos::Dyn(d) => {
                let p = self.i64s(&[i64::MIN]);
                self.rw.create_value("vector.insert", vec![s, v, d], t, vec![("static_position", p)])
            }
        }
    }
    /// Element `i` (row-major) of `x`.
    fn elem(&mut self, x: &Nd, i: usize, cache: &mut FxHashMap<(Value, usize), Value>) -> Value {
        let (row, p) =
            if x.shape.is_empty() { (x.rows[0], usize::MAX) } else { (x.rows[i / x.row_len()], i % x.row_len()) };
        if let Some(&v) = cache.get(&(row, p)) {
            return v;
        }
        let v = if p == usize::MAX { self.extract(row, &[]) } else { self.extract(row, &[p as i64]) };
        cache.insert((row, p), v);
        v
    }
    fn make_from_elements(&mut self, elems: Vec<Value>, ty: Type) -> Value {
        self.rw.create_value("vector.from_elements", elems, ty, vec![])
    }
    /// Rows of shape `shape` holding `elems` (row-major).
    fn build(&mut self, elems: Vec<Value>, shape: &[i64], elem: Type) -> Vec<Value> {
        if shape.is_empty() {
            let t = self.vty(&[], elem);
            return vec![self.make_from_elements(elems, t)];
        }
        let rt = self.row_ty(shape, elem);
        let l = (*shape.last().unwrap()).max(1) as usize;
        elems.chunks(l).map(|c| self.make_from_elements(c.to_vec(), rt)).collect()
    }
    fn bcast(&mut self, s: Value, ty: Type) -> Value {
        self.rw.create_value("vector.broadcast", vec![s], ty, vec![])
    }
    fn op1(&mut self, name: &str, a: Value, b: Value) -> Value {
        if matches!(name, "arith.addi" | "arith.subi" | "arith.muli") {
            return int_bin(&mut self.rw, name, a, b);
        }
        let t = self.ty(a);
        self.rw.create_value(name, vec![a, b], t, vec![])
    }
    fn is_float(&self, v: Value) -> bool {
        let et = self.rw.ir.ctx.elem_ty(self.ty(v));
        self.rw.ir.ctx.is_float(et)
    }
    /// `a <kind> b`, element-wise.
    fn combine(&mut self, kind: &str, a: Value, b: Value) -> Value {
        let f = self.is_float(a);
        let name = match kind {
            "add" if f => "arith.addf",
            "add" => "arith.addi",
            "mul" if f => "arith.mulf",
            "mul" => "arith.muli",
            "and" => "arith.andi",
            "or" => "arith.ori",
            "xor" => "arith.xori",
            k => match k {
                "minui" => "arith.minui",
                "minsi" => "arith.minsi",
                "maxui" => "arith.maxui",
                "maxsi" => "arith.maxsi",
                "minnumf" => "arith.minnumf",
                "maxnumf" => "arith.maxnumf",
                "minimumf" => "arith.minimumf",
                _ => "arith.maximumf",
            },
        };
        self.op1(name, a, b)
    }
    fn kind_attr(&mut self, kind: &str) -> Attr {
        self.ctx().dialect_attr("vector", &format!("kind<{kind}>"))
    }
    fn reduction(&mut self, kind: &str, v: Value, acc: Option<Value>) -> Value {
        let et = self.rw.ir.ctx.elem_ty(self.ty(v));
        let k = self.kind_attr(kind);
        let mut ops = vec![v];
        ops.extend(acc);
        self.rw.create_value("vector.reduction", ops, et, vec![("kind", k)])
    }
    fn dense_zero(&mut self, ty: Type) -> Value {
        let a = if self.rw.ir.ctx.is_float(self.rw.ir.ctx.elem_ty(ty)) {
            self.ctx().dense_floats(ty, [0])
        } else {
            self.ctx().dense_ints(ty, [0])
        };
        self.rw.create_value("arith.constant", vec![], ty, vec![("value", a)])
    }
    fn and(&mut self, a: Option<Value>, b: Value) -> Value {
        match a {
            Some(a) => self.op1("arith.andi", a, b),
            None => b,
        }
    }
    fn kind_of(&self, op: Op) -> String {
        let ctx = &self.rw.ir.ctx;
        let Some(a) = self.rw.ir.attr(op, "kind") else { return "add".into() };
        if let Some(k) = crate::ir::enums::lookup("vector", "kind", crate::ir::enums::Form::Angle)
            .and_then(|d| ctx.enum_keyword(a, d))
        {
            return k.to_string();
        }
        ctx.dialect_attr_body(a, "vector")
            .and_then(|b| b.strip_prefix("kind<")?.strip_suffix('>'))
            .unwrap_or("add")
            .to_string()
    }

    // ----- dispatch -----

    fn lower(&mut self, op: Op) -> Res<()> {
        let name = self.rw.ir.op_name(op).to_string();
        for &v in self.rw.ir.operands(op).iter().chain(self.rw.ir.results(op)) {
            if is_scalable(&self.rw.ir.ctx, self.rw.ir.value_ty(v)) {
                return Err(err(self.rw.ir, op, "on scalable vectors cannot be lowered by mlirc yet"));
            }
        }
        let nd = self
            .rw
            .ir
            .operands(op)
            .iter()
            .chain(self.rw.ir.results(op))
            .any(|&v| is_nd_ty(&self.rw.ir.ctx, self.rw.ir.value_ty(v)));
        match name.as_str() {
            "arith.constant" => self.lower_constant(op),
            "vector.broadcast" => self.lower_broadcast(op),
            "vector.extract" => self.lower_extract(op),
            "vector.insert" => self.lower_insert(op),
            "vector.transpose" => self.lower_transpose(op),
            "vector.shape_cast" => self.lower_shape_cast(op),
            "vector.extract_strided_slice" => self.lower_extract_slice(op),
            "vector.insert_strided_slice" => self.lower_insert_slice(op),
            "vector.create_mask" | "vector.constant_mask" => self.lower_mask(op),
            "vector.from_elements" => self.lower_from_elements(op),
            "vector.multi_reduction" => self.lower_multi_reduction(op),
            "vector.outerproduct" => self.lower_outerproduct(op),
            "vector.contract" => self.lower_contract(op),
            "vector.print" => self.lower_print(op),
            "vector.interleave" => self.lower_interleave(op),
            "vector.deinterleave" => self.lower_deinterleave(op),
            "vector.to_elements" => self.lower_to_elements(op),
            "vector.transfer_read" => self.lower_transfer(op, true),
            "vector.transfer_write" => self.lower_transfer(op, false),
            "vector.load" | "vector.store" => self.lower_load_store(op),
            "scf.for" => self.lower_for(op),
            "scf.if" => self.lower_if(op),
            "scf.yield" => self.lower_yield(op),
            "vector.fma" | "vector.bitcast" | "ub.poison" | "vector.gather" | "vector.scatter" => self.per_row(op),
            n if (n.starts_with("arith.") || n.starts_with("math.")) && self.rw.ir.regions(op).is_empty() => {
                self.per_row(op)
            }
            _ if nd => Err(err(self.rw.ir, op, "on n-D vectors cannot be lowered by mlirc yet")),
            _ => Err(err(self.rw.ir, op, "cannot be lowered by mlirc yet")),
        }
    }

    /// One copy of `op` per row.
    fn per_row(&mut self, op: Op) -> Res<()> {
        let operands = self.rw.ir.operands(op).to_vec();
        let results = self.rw.ir.results(op).to_vec();
        let Some(shape) = operands
            .iter()
            .chain(&results)
            .find_map(|&v| vparts(&self.rw.ir.ctx, self.ty(v)).filter(|(s, _)| s.len() >= 2).map(|(s, _)| s))
        else {
            return Ok(());
        };
        let n = prod(&shape[..shape.len() - 1]);
        let mut ins = vec![];
        for &v in &operands {
            ins.push(if is_nd_ty(&self.rw.ir.ctx, self.ty(v)) { Some(self.nd(op, v)?.rows) } else { None });
        }
        let mut outs: Vec<Vec<Value>> = vec![vec![]; results.len()];
        for r in 0..n {
            let mut map = IrMapping::new();
            for (&v, rows) in operands.iter().zip(&ins) {
                if let Some(rows) = rows {
                    map.map_value(v, rows[r]);
                }
            }
            let c = self.rw.clone_op(op, &mut map);
            for (i, &res) in results.iter().enumerate() {
                let t = self.ty(res);
                let nv = self.rw.ir.result(c, i);
                if let Some((s, e)) = vparts(&self.rw.ir.ctx, t).filter(|(s, _)| s.len() >= 2) {
                    let rt = self.row_ty(&s, e);
                    self.rw.ir.set_type(nv, rt);
                }
                outs[i].push(nv);
            }
        }
        self.finish(op, outs);
        Ok(())
    }

    fn lower_constant(&mut self, op: Op) -> Res<()> {
        let res = self.rw.ir.result(op, 0);
        let t = self.ty(res);
        let Some((shape, elem)) = vparts(&self.rw.ir.ctx, t) else { return Ok(()) };
        let a = self.rw.ir.attr(op, "value");
        let data = match a.map(|a| self.rw.ir.ctx.attr_kind(a)) {
            Some(AttrKind::Dense { data, .. }) => data.clone(),
            _ => return Err(err(self.rw.ir, op, "with this n-D value cannot be lowered by mlirc yet")),
        };
        let rt = self.row_ty(&shape, elem);
        let l = *shape.last().unwrap() as usize;
        let n = prod(&shape[..shape.len() - 1]);
        let mut rows = vec![];
        for r in 0..n {
            let d = match data.slice(r * l, l) {
                Some(d) if data.is_int() || data.is_float() => d,
                _ => return Err(err(self.rw.ir, op, "with this n-D value cannot be lowered by mlirc yet")),
            };
            let a = self.ctx().attr(AttrKind::Dense { ty: rt, data: d });
            rows.push(self.rw.create_value("arith.constant", vec![], rt, vec![("value", a)]));
        }
        self.finish(op, vec![rows]);
        Ok(())
    }

    fn lower_broadcast(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let res = self.rw.ir.result(op, 0);
        let (dshape, elem) = vparts(&self.rw.ir.ctx, self.ty(res)).unwrap();
        let rt = self.row_ty(&dshape, elem);
        let sv = vparts(&self.rw.ir.ctx, self.ty(src));
        let mut cache: FxHashMap<Value, Value> = FxHashMap::default();
        let rows = match sv {
            None => {
                if dshape.len() < 2 {
                    return Ok(());
                }
                let b = self.bcast(src, rt);
                vec![b; prod(&dshape[..dshape.len() - 1])]
            }
            Some((ss, _)) if ss.is_empty() => {
                if dshape.is_empty() {
                    self.finish(op, vec![vec![src]]);
                    return Ok(());
                }
                let s = self.extract(src, &[]);
                let b = self.bcast(s, rt);
                vec![b; prod(&dshape[..dshape.len() - 1])]
            }
            Some(_) if dshape.len() < 2 => return Ok(()),
            Some(_) => {
                let x = self.nd(op, src)?;
                let mut ss = vec![1; dshape.len() - x.shape.len()];
                ss.extend(&x.shape);
                let dl = &dshape[..dshape.len() - 1];
                let sl = ss[..ss.len() - 1].to_vec();
                let mut rows = vec![];
                for r in 0..prod(dl) {
                    let u = unflatten(r, dl);
                    let w: Vec<usize> = u.iter().zip(&sl).map(|(&i, &d)| if d == 1 { 0 } else { i }).collect();
                    let row = x.rows[flatten(&w, &sl)];
                    let v = if *ss.last().unwrap() == *dshape.last().unwrap() {
                        row
                    } else if let Some(&b) = cache.get(&row) {
                        b
                    } else {
                        let e = self.extract(row, &[0]);
                        let b = self.bcast(e, rt);
                        cache.insert(row, b);
                        b
                    };
                    rows.push(v);
                }
                rows
            }
        };
        let out = if dshape.len() >= 2 { rows } else { vec![rows[0]] };
        self.finish(op, vec![out]);
        Ok(())
    }

    fn positions(&self, op: Op, dyn_start: usize) -> Vec<Pos> {
        let ir = &self.rw.ir;
        let stat = ir.attr(op, "static_position").and_then(|a| ir.ctx.as_dense_array(a)).unwrap_or(&[]).to_vec();
        let dyns = &ir.operands(op)[dyn_start..];
        let mut k = 0;
        stat.iter()
            .map(|&p| {
                if p as i64 == i64::MIN {
                    k += 1;
                    Pos::Dyn(dyns[k - 1])
                } else {
                    Pos::Static(p as usize)
                }
            })
            .collect()
    }

    /// The rows of the sub-block of `rows` (shaped `dims`) that `pos` names.
    fn select_rows(&mut self, rows: &[Value], dims: &[i64], pos: &[Pos]) -> Vec<Value> {
        if pos.is_empty() {
            return rows.to_vec();
        }
        let stride = prod(&dims[1..]);
        match pos[0] {
            Pos::Static(p) => {
                let p = p.min(dims[0].max(1) as usize - 1);
                self.select_rows(&rows[p * stride..(p + 1) * stride], &dims[1..], &pos[1..])
            }
            Pos::Dyn(d) => {
                let mut acc = self.select_rows(&rows[..stride], &dims[1..], &pos[1..]);
                for i in 1..dims[0] as usize {
                    let c = self.select_rows(&rows[i * stride..(i + 1) * stride], &dims[1..], &pos[1..]);
                    let iv = index_const(&mut self.rw, i as i64);
                    let eq = cmpi(&mut self.rw, EQ, d, iv);
                    acc = acc.iter().zip(&c).map(|(&a, &b)| select(&mut self.rw, eq, b, a)).collect();
                }
                acc
            }
        }
    }

    fn lower_extract(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let x = self.nd(op, src)?;
        if x.shape.len() < 2 {
            return Ok(());
        }
        let pos = self.positions(op, 1);
        let k = x.shape.len();
        let lead = pos.len().min(k - 1);
        let rows = self.select_rows(&x.rows, x.lead(), &pos[..lead]);
        let out = if pos.len() == k {
            let r = rows[0];
            match pos[k - 1] {
                Pos::Static(p) => vec![self.extract(r, &[p as i64])],
                Pos::Dyn(d) => vec![self.extract_dyn(r, d)],
            }
        } else {
            rows
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    /// Writes `new` (rows) into the sub-block of `rows` that `pos` names, under `cond`.
    fn update_rows(&mut self, rows: &mut [Value], dims: &[i64], pos: &[Pos], new: &[Value], cond: Option<Value>) {
        if pos.is_empty() {
            for (r, &n) in rows.iter_mut().zip(new) {
                *r = match cond {
                    Some(c) => select(&mut self.rw, c, n, *r),
                    None => n,
                };
            }
            return;
        }
        let stride = prod(&dims[1..]);
        match pos[0] {
            Pos::Static(p) => {
                let p = p.min(dims[0].max(1) as usize - 1);
                self.update_rows(&mut rows[p * stride..(p + 1) * stride], &dims[1..], &pos[1..], new, cond)
            }
            Pos::Dyn(d) => {
                for i in 0..dims[0] as usize {
                    let iv = index_const(&mut self.rw, i as i64);
                    let eq = cmpi(&mut self.rw, EQ, d, iv);
                    let c = self.and(cond, eq);
                    self.update_rows(&mut rows[i * stride..(i + 1) * stride], &dims[1..], &pos[1..], new, Some(c));
                }
            }
        }
    }

    fn lower_insert(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let (val, dest) = (ops[0], ops[1]);
        let x = self.nd(op, dest)?;
        if x.shape.len() < 2 {
            return Ok(());
        }
        let pos = self.positions(op, 2);
        let k = x.shape.len();
        let lead = pos.len().min(k - 1);
        let mut rows = x.rows.clone();
        let new = if pos.len() == k {
            // A scalar into one row: insert into every row it may name.
            let cands = self.select_rows(&x.rows, x.lead(), &pos[..lead]);
            let r = cands[0];
            vec![self.insert(val, r, pos[k - 1])]
        } else {
            self.nd(op, val)?.rows
        };
        self.update_rows(&mut rows, &x.shape[..k - 1], &pos[..lead], &new, None);
        self.finish(op, vec![rows]);
        Ok(())
    }

    fn lower_transpose(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let x = self.nd(op, src)?;
        let res = self.rw.ir.result(op, 0);
        let (dshape, elem) = vparts(&self.rw.ir.ctx, self.ty(res)).unwrap();
        let perm: Vec<usize> = crate::dialects::common::dense_array(self.rw.ir, op, "permutation")
            .unwrap_or_default()
            .into_iter()
            .map(|p| p as usize)
            .collect();
        let k = dshape.len();
        let out = if k <= 1 {
            x.rows.clone()
        } else if perm[k - 1] == k - 1 {
            let dl = &dshape[..k - 1];
            (0..prod(dl))
                .map(|r| {
                    let u = unflatten(r, dl);
                    let mut w = vec![0; k - 1];
                    for t in 0..k - 1 {
                        w[perm[t]] = u[t];
                    }
                    x.rows[flatten(&w, x.lead())]
                })
                .collect()
        } else {
            let mut cache = FxHashMap::default();
            let mut elems = vec![];
            for i in 0..prod(&dshape) {
                let u = unflatten(i, &dshape);
                let mut w = vec![0; k];
                for t in 0..k {
                    w[perm[t]] = u[t];
                }
                elems.push(self.elem(&x, flatten(&w, &x.shape), &mut cache));
            }
            self.build(elems, &dshape, elem)
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    fn concat(&mut self, a: Value, b: Value) -> Value {
        let (la, e) = vparts(&self.rw.ir.ctx, self.ty(a)).unwrap();
        let lb = vparts(&self.rw.ir.ctx, self.ty(b)).unwrap().0;
        let n = la[0] + lb[0];
        let t = self.vty(&[n], e);
        let m: Vec<i64> = (0..n).collect();
        let m = self.i64s(&m);
        self.rw.create_value("vector.shuffle", vec![a, b], t, vec![("mask", m)])
    }

    fn slice1(&mut self, row: Value, off: usize, len: usize) -> Value {
        let (l, e) = vparts(&self.rw.ir.ctx, self.ty(row)).unwrap();
        if off == 0 && len as i64 == l[0] {
            return row;
        }
        let t = self.vty(&[len as i64], e);
        let (o, s, st) =
            (self.i64_array_attr(&[off as i64]), self.i64_array_attr(&[len as i64]), self.i64_array_attr(&[1]));
        self.rw.create_value(
            "vector.extract_strided_slice",
            vec![row],
            t,
            vec![("offsets", o), ("sizes", s), ("strides", st)],
        )
    }

    fn lower_shape_cast(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let x = self.nd(op, src)?;
        let res = self.rw.ir.result(op, 0);
        let (dshape, elem) = vparts(&self.rw.ir.ctx, self.ty(res)).unwrap();
        let total = prod(&dshape);
        let out = if !x.shape.is_empty() && !dshape.is_empty() {
            let (ls, ld) = (x.row_len(), *dshape.last().unwrap() as usize);
            let mut rows = vec![];
            let mut cache = FxHashMap::default();
            for r in 0..total / ld.max(1) {
                let start = r * ld;
                let v = if start / ls == (start + ld - 1) / ls {
                    self.slice1(x.rows[start / ls], start % ls, ld)
                } else if start % ls == 0 && ld % ls == 0 {
                    let mut acc = x.rows[start / ls];
                    for q in 1..ld / ls {
                        acc = self.concat(acc, x.rows[start / ls + q]);
                    }
                    acc
                } else {
                    let elems = (start..start + ld).map(|i| self.elem(&x, i, &mut cache)).collect();
                    let t = self.vty(&[ld as i64], elem);
                    self.make_from_elements(elems, t)
                };
                rows.push(v);
            }
            rows
        } else {
            let mut cache = FxHashMap::default();
            let elems = (0..total).map(|i| self.elem(&x, i, &mut cache)).collect();
            self.build(elems, &dshape, elem)
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    fn lower_extract_slice(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let x = self.nd(op, src)?;
        let k = x.shape.len();
        if k < 2 {
            return Ok(());
        }
        let arr = |l: &L, n: &str| -> Vec<i64> {
            let ir = &l.rw.ir;
            ir.attr(op, n)
                .and_then(|a| ir.ctx.as_array(a))
                .map(|v| v.iter().filter_map(|&a| ir.ctx.as_int(a)).map(|i| i as i64).collect())
                .unwrap_or_default()
        };
        let (offs, sizes) = (arr(self, "offsets"), arr(self, "sizes"));
        let res = self.rw.ir.result(op, 0);
        let (dshape, _) = vparts(&self.rw.ir.ctx, self.ty(res)).unwrap();
        let dl = &dshape[..k - 1];
        let mut rows = vec![];
        for r in 0..prod(dl) {
            let u = unflatten(r, dl);
            let w: Vec<usize> =
                u.iter().enumerate().map(|(t, &i)| i + offs.get(t).copied().unwrap_or(0) as usize).collect();
            let row = x.rows[flatten(&w, x.lead())];
            let (o, s) = if offs.len() == k { (offs[k - 1] as usize, sizes[k - 1] as usize) } else { (0, x.row_len()) };
            rows.push(self.slice1(row, o, s));
        }
        self.finish(op, vec![rows]);
        Ok(())
    }

    fn lower_insert_slice(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let (s, d) = (self.nd(op, ops[0])?, self.nd(op, ops[1])?);
        let kd = d.shape.len();
        if kd < 2 {
            return Ok(());
        }
        let ir = &self.rw.ir;
        let offs: Vec<i64> = ir
            .attr(op, "offsets")
            .and_then(|a| ir.ctx.as_array(a))
            .map(|v| v.iter().filter_map(|&a| ir.ctx.as_int(a)).map(|i| i as i64).collect())
            .unwrap_or_default();
        let ks = s.shape.len();
        let mut rows = d.rows.clone();
        for (r, &srow) in s.rows.iter().enumerate() {
            let u = unflatten(r, s.lead());
            let mut w: Vec<usize> = offs[..kd - 1].iter().map(|&o| o as usize).collect();
            for (t, &i) in u.iter().enumerate() {
                w[kd - ks + t] += i;
            }
            let di = flatten(&w, d.lead());
            rows[di] = if s.row_len() == d.row_len() {
                srow
            } else {
                let t = self.ty(rows[di]);
                let (o, st) = (self.i64_array_attr(&[offs[kd - 1]]), self.i64_array_attr(&[1]));
                self.rw.create_value(
                    "vector.insert_strided_slice",
                    vec![srow, rows[di]],
                    t,
                    vec![("offsets", o), ("strides", st)],
                )
            };
        }
        self.finish(op, vec![rows]);
        Ok(())
    }

    fn lower_mask(&mut self, op: Op) -> Res<()> {
        let res = self.rw.ir.result(op, 0);
        let (shape, elem) = vparts(&self.rw.ir.ctx, self.ty(res)).unwrap();
        let k = shape.len();
        if k < 2 {
            return Ok(());
        }
        let rt = self.row_ty(&shape, elem);
        let lead = &shape[..k - 1];
        let mut rows = vec![];
        if self.rw.ir.op_name(op) == "vector.constant_mask" {
            let sizes = crate::dialects::common::dense_array(self.rw.ir, op, "mask_dim_sizes").unwrap_or_default();
            let mut made: FxHashMap<i64, Value> = FxHashMap::default();
            for r in 0..prod(lead) {
                let u = unflatten(r, lead);
                let inside = u.iter().zip(&sizes).all(|(&i, &s)| (i as i64) < s);
                let n = if inside { sizes[k - 1] } else { 0 };
                let v = match made.get(&n) {
                    Some(&v) => v,
                    None => {
                        let a = self.i64s(&[n]);
                        let v = self.rw.create_value("vector.constant_mask", vec![], rt, vec![("mask_dim_sizes", a)]);
                        made.insert(n, v);
                        v
                    }
                };
                rows.push(v);
            }
        } else {
            let bounds = self.rw.ir.operands(op).to_vec();
            let last = self.rw.create_value("vector.create_mask", vec![bounds[k - 1]], rt, vec![]);
            let zero = self.dense_zero(rt);
            let mut cmp: FxHashMap<(usize, usize), Value> = FxHashMap::default();
            for r in 0..prod(lead) {
                let u = unflatten(r, lead);
                let mut cond = None;
                for (t, &i) in u.iter().enumerate() {
                    let c = match cmp.get(&(t, i)) {
                        Some(&c) => c,
                        None => {
                            let iv = index_const(&mut self.rw, i as i64);
                            let c = cmpi(&mut self.rw, SLT, iv, bounds[t]);
                            cmp.insert((t, i), c);
                            c
                        }
                    };
                    cond = Some(self.and(cond, c));
                }
                rows.push(select(&mut self.rw, cond.unwrap(), last, zero));
            }
        }
        self.finish(op, vec![rows]);
        Ok(())
    }

    fn lower_from_elements(&mut self, op: Op) -> Res<()> {
        let res = self.rw.ir.result(op, 0);
        let (shape, elem) = vparts(&self.rw.ir.ctx, self.ty(res)).unwrap();
        if shape.len() < 2 {
            return Ok(());
        }
        let elems = self.rw.ir.operands(op).to_vec();
        let rows = self.build(elems, &shape, elem);
        self.finish(op, vec![rows]);
        Ok(())
    }

    fn shuffle(&mut self, a: Value, b: Value, mask: &[i64]) -> Value {
        let e = self.rw.ir.ctx.elem_ty(self.ty(a));
        let t = self.vty(&[mask.len() as i64], e);
        let m = self.i64s(mask);
        self.rw.create_value("vector.shuffle", vec![a, b], t, vec![("mask", m)])
    }

    fn lower_interleave(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let (a, b) = (self.nd(op, ops[0])?, self.nd(op, ops[1])?);
        let out = if a.shape.is_empty() {
            let mut cache = FxHashMap::default();
            let (x, y) = (self.elem(&a, 0, &mut cache), self.elem(&b, 0, &mut cache));
            let t = self.vty(&[2], a.elem);
            vec![self.make_from_elements(vec![x, y], t)]
        } else {
            let n = a.row_len() as i64;
            let mask: Vec<i64> = (0..n).flat_map(|i| [i, n + i]).collect();
            a.rows.iter().zip(&b.rows).map(|(&x, &y)| self.shuffle(x, y, &mask)).collect()
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    fn lower_deinterleave(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let x = self.nd(op, src)?;
        let n = x.row_len() as i64 / 2;
        let even: Vec<i64> = (0..n).map(|i| 2 * i).collect();
        let odd: Vec<i64> = (0..n).map(|i| 2 * i + 1).collect();
        let (mut r1, mut r2) = (vec![], vec![]);
        for &row in &x.rows {
            r1.push(self.shuffle(row, row, &even));
            r2.push(self.shuffle(row, row, &odd));
        }
        self.finish(op, vec![r1, r2]);
        Ok(())
    }

    fn lower_to_elements(&mut self, op: Op) -> Res<()> {
        let src = self.rw.ir.operands(op)[0];
        let x = self.nd(op, src)?;
        let mut cache = FxHashMap::default();
        let n = self.rw.ir.results(op).len();
        let out = (0..n).map(|i| vec![self.elem(&x, i, &mut cache)]).collect();
        self.finish(op, out);
        Ok(())
    }

    fn lower_multi_reduction(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let x = self.nd(op, ops[0])?;
        let kind = self.kind_of(op);
        let dims = crate::dialects::common::dense_array(self.rw.ir, op, "reduction_dims").unwrap_or_default();
        let k = x.shape.len();
        let red = |t: usize| dims.contains(&(t as i64));
        let kept: Vec<usize> = (0..k - 1).filter(|&t| !red(t)).collect();
        let kept_shape: Vec<i64> = kept.iter().map(|&t| x.shape[t]).collect();
        let ng = prod(&kept_shape);
        let mut groups: Vec<Option<Value>> = vec![None; ng];
        for (r, &row) in x.rows.iter().enumerate() {
            let u = unflatten(r, x.lead());
            let g: Vec<usize> = kept.iter().map(|&t| u[t]).collect();
            let gi = flatten(&g, &kept_shape);
            groups[gi] = Some(match groups[gi] {
                Some(a) => self.combine(&kind, a, row),
                None => row,
            });
        }
        let res = self.rw.ir.result(op, 0);
        let dest_nd = vparts(&self.rw.ir.ctx, self.ty(res));
        let acc_is_vec = dest_nd.is_some();
        let acc = if acc_is_vec { Some(self.nd(op, ops[1])?) } else { None };
        let out = if !red(k - 1) {
            let a = acc.unwrap();
            groups.iter().zip(&a.rows).map(|(g, &ar)| self.combine(&kind, ar, g.unwrap())).collect()
        } else {
            let mut cache = FxHashMap::default();
            let mut scalars = vec![];
            for (gi, g) in groups.iter().enumerate() {
                let a = match &acc {
                    Some(a) => self.elem(a, gi, &mut cache),
                    None => ops[1],
                };
                scalars.push(self.reduction(&kind, g.unwrap(), Some(a)));
            }
            match dest_nd {
                Some((s, e)) => self.build(scalars, &s, e),
                None => scalars,
            }
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    /// `acc <kind> (a * b)` (`vector.fma` for float `add`); `a * b` without `acc`.
    fn mul_acc(&mut self, kind: &str, a: Value, b: Value, acc: Option<Value>) -> Value {
        let f = self.is_float(a);
        match acc {
            Some(c) if kind == "add" && f => {
                let t = self.ty(a);
                self.rw.create_value("vector.fma", vec![a, b, c], t, vec![])
            }
            _ => {
                let m = self.op1(if f { "arith.mulf" } else { "arith.muli" }, a, b);
                match acc {
                    Some(c) => self.combine(kind, c, m),
                    None => m,
                }
            }
        }
    }

    fn lower_outerproduct(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let kind = self.kind_of(op);
        let lhs = ops[0];
        let (ls, elem) = vparts(&self.rw.ir.ctx, self.ty(lhs)).unwrap();
        let res = self.rw.ir.result(op, 0);
        let rt = self.ty(res);
        let out = if vparts(&self.rw.ir.ctx, self.ty(ops[1])).is_none() {
            let b = self.bcast(ops[1], rt);
            vec![self.mul_acc(&kind, lhs, b, ops.get(2).copied())]
        } else {
            let (rs, _) = vparts(&self.rw.ir.ctx, self.ty(ops[1])).unwrap();
            let acc = match ops.get(2) {
                Some(&a) => Some(self.nd(op, a)?.rows),
                None => None,
            };
            let row_t = self.vty(&rs, elem);
            let mut rows = vec![];
            for i in 0..ls[0] as usize {
                let e = self.extract(lhs, &[i as i64]);
                let b = self.bcast(e, row_t);
                rows.push(self.mul_acc(&kind, b, ops[1], acc.as_ref().map(|a| a[i])));
            }
            rows
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    fn ext_to(&mut self, v: Value, elem: Type) -> Value {
        let vt = self.ty(v);
        let (shape, e) = vparts(&self.rw.ir.ctx, vt).unwrap_or((vec![], vt));
        if e == elem {
            return v;
        }
        let t = if vparts(&self.rw.ir.ctx, vt).is_some() { self.vty(&shape, elem) } else { elem };
        let name = if self.rw.ir.ctx.is_float(elem) { "arith.extf" } else { "arith.extsi" };
        self.rw.create_value(name, vec![v], t, vec![])
    }

    fn lower_contract(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        if ops.len() != 3 {
            return Err(err(self.rw.ir, op, "with masks cannot be lowered by mlirc yet"));
        }
        let kind = self.kind_of(op);
        let ir = &self.rw.ir;
        let maps: Vec<Vec<usize>> = ir
            .attr(op, "indexing_maps")
            .and_then(|a| ir.ctx.as_array(a))
            .map(|l| {
                l.iter()
                    .filter_map(|&m| ir.ctx.as_affine_map(m))
                    .map(|m| {
                        m.results
                            .iter()
                            .map(|e| if let AffineExpr::Dim(d) = e { *d as usize } else { usize::MAX })
                            .collect()
                    })
                    .collect()
            })
            .unwrap_or_default();
        if maps.len() != 3 || maps.iter().flatten().any(|&d| d == usize::MAX) {
            return Err(err(self.rw.ir, op, "with these indexing maps cannot be lowered by mlirc yet"));
        }
        let ndims = ir.attr(op, "iterator_types").and_then(|a| ir.ctx.as_array(a)).map_or(0, |l| l.len());
        let (l, r) = (self.nd(op, ops[0])?, self.nd(op, ops[1])?);
        let mut size = vec![1i64; ndims];
        for (x, m) in [(&l, &maps[0]), (&r, &maps[1])] {
            for (t, &d) in m.iter().enumerate() {
                size[d] = x.shape[t];
            }
        }
        let res = self.rw.ir.result(op, 0);
        let acc_vec = vparts(&self.rw.ir.ctx, self.ty(res));
        let acc_elem = self.rw.ir.ctx.elem_ty(self.ty(res));
        let in_acc: Vec<bool> = (0..ndims).map(|d| maps[2].contains(&d)).collect();
        // The dimension rows run along.
        let j = match &acc_vec {
            Some(_) => *maps[2].last().unwrap(),
            None => *maps[0].last().unwrap(),
        };
        let others: Vec<usize> = (0..ndims).filter(|&d| d != j).collect();
        let other_sizes: Vec<i64> = others.iter().map(|&d| size[d]).collect();
        let jt = self.vty(&[size[j]], l.elem);
        let jt_r = self.vty(&[size[j]], r.elem);
        let mut cache = FxHashMap::default();
        let mut bc: FxHashMap<Value, Value> = FxHashMap::default();
        let acc_nd = if acc_vec.is_some() { Some(self.nd(op, ops[2])?) } else { None };
        let mut acc_rows: Vec<Option<Value>> = match &acc_nd {
            Some(a) => a.rows.iter().map(|&v| Some(v)).collect(),
            None => vec![None],
        };
        let mut first = true;
        for o in 0..prod(&other_sizes) {
            let u = unflatten(o, &other_sizes);
            let mut assign = vec![0usize; ndims];
            for (&d, &i) in others.iter().zip(&u) {
                assign[d] = i;
            }
            // The 1-D operand along `j` at `assign`.
            let mut along = |me: &mut Self, x: &Nd, m: &[usize], t: Type| -> Value {
                if let Some(pj) = m.iter().position(|&d| d == j) {
                    let mut idx: Vec<usize> = m.iter().map(|&d| assign[d]).collect();
                    if pj == m.len() - 1 {
                        return x.rows[flatten(&idx[..m.len() - 1], x.lead())];
                    }
                    let elems = (0..size[j] as usize)
                        .map(|i| {
                            idx[pj] = i;
                            let f = flatten(&idx, &x.shape);
                            me.elem(x, f, &mut cache)
                        })
                        .collect();
                    me.make_from_elements(elems, t)
                } else {
                    let idx: Vec<usize> = m.iter().map(|&d| assign[d]).collect();
                    let e = me.elem(x, flatten(&idx, &x.shape), &mut cache);
                    *bc.entry(e).or_insert_with(|| me.bcast(e, t))
                }
            };
            let a = along(self, &l, &maps[0], jt);
            let b = along(self, &r, &maps[1], jt_r);
            let (a, b) = (self.ext_to(a, acc_elem), self.ext_to(b, acc_elem));
            let ai = match &acc_nd {
                Some(an) => {
                    let idx: Vec<usize> = maps[2][..maps[2].len() - 1].iter().map(|&d| assign[d]).collect();
                    flatten(&idx, an.lead())
                }
                None => 0,
            };
            let _ = &in_acc;
            let cur = acc_rows[ai];
            acc_rows[ai] = Some(if acc_nd.is_none() && first {
                self.mul_acc(&kind, a, b, None)
            } else {
                self.mul_acc(&kind, a, b, cur)
            });
            first = false;
        }
        let out = match acc_nd {
            Some(_) => acc_rows.into_iter().map(|v| v.unwrap()).collect(),
            None => {
                let v = acc_rows[0].unwrap();
                vec![self.reduction(&kind, v, Some(ops[2]))]
            }
        };
        self.finish(op, vec![out]);
        Ok(())
    }

    fn punct(&mut self, p: &str) -> Attr {
        self.ctx().dialect_attr("vector", &format!("punctuation<{p}>"))
    }
    fn print_punct(&mut self, p: &str) {
        let a = self.punct(p);
        self.rw.create("vector.print", vec![], &[], vec![("punctuation", a)], vec![]);
    }
    fn print_rows(&mut self, rows: &[Value], dims: &[i64]) {
        if dims.is_empty() {
            let a = self.punct("no_punctuation");
            self.rw.create("vector.print", vec![rows[0]], &[], vec![("punctuation", a)], vec![]);
            return;
        }
        self.print_punct("open");
        let stride = prod(&dims[1..]);
        for i in 0..dims[0] as usize {
            if i > 0 {
                self.print_punct("comma");
            }
            self.print_rows(&rows[i * stride..(i + 1) * stride], &dims[1..]);
        }
        self.print_punct("close");
    }

    fn lower_print(&mut self, op: Op) -> Res<()> {
        let Some(&src) = self.rw.ir.operands(op).first() else {
            return Err(err(self.rw.ir, op, "cannot be lowered by mlirc yet"));
        };
        let x = self.nd(op, src)?;
        let p = self.rw.ir.attr(op, "punctuation");
        self.print_rows(&x.rows, x.lead());
        let pn = p
            .and_then(|a| {
                let ctx = &self.rw.ir.ctx;
                crate::ir::enums::lookup("vector", "punctuation", crate::ir::enums::Form::Angle)
                    .and_then(|d| ctx.enum_keyword(a, d))
                    .map(str::to_string)
                    .or_else(|| {
                        ctx.dialect_attr_body(a, "vector")
                            .and_then(|b| b.strip_prefix("punctuation<")?.strip_suffix('>'))
                            .map(str::to_string)
                    })
            })
            .unwrap_or_else(|| "newline".to_string());
        if pn != "no_punctuation" {
            self.print_punct(&pn);
        }
        self.finish(op, vec![]);
        Ok(())
    }

    fn lower_load_store(&mut self, op: Op) -> Res<()> {
        let load = self.rw.ir.op_name(op) == "vector.load";
        let ops = self.rw.ir.operands(op).to_vec();
        let (v, base, idx) = if load {
            (self.rw.ir.result(op, 0), ops[0], ops[1..].to_vec())
        } else {
            (ops[0], ops[1], ops[2..].to_vec())
        };
        let x = if load {
            let (shape, elem) = vparts(&self.rw.ir.ctx, self.ty(v)).unwrap();
            Nd { shape, elem, rows: vec![] }
        } else {
            self.nd(op, v)?
        };
        let k = x.shape.len();
        let m0 = idx.len() - k;
        let rt = self.row_ty(&x.shape, x.elem);
        let mut rows = vec![];
        for r in 0..prod(x.lead()) {
            let u = unflatten(r, x.lead());
            let mut ix = idx.clone();
            for (t, &i) in u.iter().enumerate() {
                if i > 0 {
                    let c = index_const(&mut self.rw, i as i64);
                    ix[m0 + t] = int_bin(&mut self.rw, "arith.addi", ix[m0 + t], c);
                }
            }
            if load {
                let mut o = vec![base];
                o.extend(ix);
                rows.push(self.rw.create_value("vector.load", o, rt, vec![]));
            } else {
                let mut o = vec![x.rows[r], base];
                o.extend(ix);
                self.rw.create("vector.store", o, &[], vec![], vec![]);
            }
        }
        self.finish(op, if load { vec![rows] } else { vec![] });
        Ok(())
    }

    // ----- transfers -----

    fn dim_size(&mut self, base: Value, m: usize) -> Value {
        let shape = self.rw.ir.ctx.shape(self.ty(base)).unwrap().to_vec();
        if shape[m] >= 0 {
            index_const(&mut self.rw, shape[m])
        } else {
            let c = index_const(&mut self.rw, m as i64);
            let it = self.ctx().index_ty();
            self.rw.create_value("memref.dim", vec![base, c], it, vec![])
        }
    }

    /// `scf.if cond -> (t) { then } else { yield else_v }` with `then` built by `f`.
    fn guarded(
        &mut self,
        cond: Value,
        ty: Option<Type>,
        f: &mut dyn FnMut(&mut Self) -> Option<Value>,
        else_v: Option<Value>,
    ) -> Option<Value> {
        let (tr, tb) = self.rw.ir.new_region_with_block(&[]);
        let (er, eb) = self.rw.ir.new_region_with_block(&[]);
        let ip = self.rw.insertion_point();
        self.rw.set_insertion_point_to_end(tb);
        let v = f(self);
        self.rw.create("scf.yield", v.into_iter().collect(), &[], vec![], vec![]);
        self.rw.set_insertion_point_to_end(eb);
        self.rw.create("scf.yield", else_v.into_iter().collect(), &[], vec![], vec![]);
        self.rw.set_insertion_point(ip.unwrap());
        let tys: Vec<Type> = ty.into_iter().collect();
        let i = self.rw.create("scf.if", vec![cond], &tys, vec![], vec![tr, er]);
        self.rw.ir.results(i).first().copied()
    }

    fn lower_transfer(&mut self, op: Op, read: bool) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let (bi, vi) = if read { (0, None) } else { (1, Some(0)) };
        let base = ops[bi];
        let bt = self.ty(base);
        if !self.rw.ir.ctx.is_memref(bt) {
            return Err(err(self.rw.ir, op, "on tensors cannot be lowered by mlirc yet (bufferize first)"));
        }
        let mrank = self.rw.ir.ctx.shape(bt).unwrap().len();
        let idx: Vec<Value> = ops[bi + 1..bi + 1 + mrank].to_vec();
        let rest = &ops[bi + 1 + mrank..];
        let (pad, mask) = if read { (Some(rest[0]), rest.get(1).copied()) } else { (None, rest.first().copied()) };
        let vt = if read { self.ty(self.rw.ir.result(op, 0)) } else { self.ty(ops[0]) };
        let (vshape, elem) = vparts(&self.rw.ir.ctx, vt).unwrap();
        let k = vshape.len();
        let ir = &self.rw.ir;
        let map: Vec<Option<usize>> = match ir.attr(op, "permutation_map").and_then(|a| ir.ctx.as_affine_map(a)) {
            Some(m) => m
                .results
                .iter()
                .map(|e| match e {
                    AffineExpr::Dim(d) => Some(*d as usize),
                    _ => None,
                })
                .collect(),
            None => (mrank - k..mrank).map(Some).collect(),
        };
        let in_bounds: Vec<bool> = ir
            .attr(op, "in_bounds")
            .and_then(|a| ir.ctx.as_array(a))
            .map(|l| l.iter().map(|&b| ir.ctx.as_int(b) == Some(1) || ir.ctx.as_int(b) == Some(-1)).collect())
            .unwrap_or_else(|| vec![false; k]);
        // Broadcast dimensions are always in bounds.
        let in_bounds: Vec<bool> =
            (0..k).map(|t| in_bounds.get(t).copied().unwrap_or(false) || map[t].is_none()).collect();
        let unit_stride = match ir.ctx.type_kind(bt) {
            TypeKind::MemRef { layout: None, .. } => true,
            TypeKind::MemRef { layout: Some(l), .. } => match ir.ctx.attr_kind(*l) {
                AttrKind::Strided { strides, .. } => strides.last() == Some(&1),
                AttrKind::AffineMap(m) => *m == crate::ir::affine::AffineMap::identity(mrank as u32),
                _ => false,
            },
            _ => false,
        };
        let minor_identity = map.iter().enumerate().all(|(t, &d)| d == Some(mrank - k + t));
        let row_path = k >= 1 && map[k - 1] == Some(mrank - 1) && unit_stride && (mask.is_none() || minor_identity);
        let value = match vi {
            Some(i) => Some(self.nd(op, ops[i])?),
            None => None,
        };
        let mask_nd = match mask {
            Some(m) => Some(self.nd(op, m)?),
            None => None,
        };
        let mut dims: FxHashMap<usize, Value> = FxHashMap::default();
        let mut dim = |me: &mut Self, m: usize| *dims.entry(m).or_insert_with(|| me.dim_size(base, m));
        // The memref indices of vector position `u` (a prefix of the vector dims).
        let index_at = |me: &mut Self, u: &[usize]| -> Vec<Value> {
            let mut ix = idx.clone();
            for (t, &i) in u.iter().enumerate() {
                if let Some(m) = map[t] {
                    if i > 0 {
                        let c = index_const(&mut me.rw, i as i64);
                        ix[m] = int_bin(&mut me.rw, "arith.addi", ix[m], c);
                    }
                }
            }
            ix
        };
        let pad_scalar = pad;
        if row_path {
            let rt = self.row_ty(&vshape, elem);
            let lead = vshape[..k - 1].to_vec();
            let pad_row = pad_scalar.map(|p| self.bcast(p, rt));
            let mut rows = vec![];
            for r in 0..prod(&lead) {
                let u = unflatten(r, &lead);
                let ix = index_at(self, &u);
                let mut cond = None;
                for (t, &i) in u.iter().enumerate() {
                    if !in_bounds[t] {
                        let m = map[t].unwrap();
                        let d = dim(self, m);
                        let c = cmpi(&mut self.rw, SLT, ix[m], d);
                        cond = Some(self.and(cond, c));
                        let _ = i;
                    }
                }
                let mut m1 = mask_nd.as_ref().map(|m| m.rows[r]);
                if !in_bounds[k - 1] {
                    let d = dim(self, mrank - 1);
                    let room = int_bin(&mut self.rw, "arith.subi", d, ix[mrank - 1]);
                    let i1 = self.ctx().int_ty(1);
                    let mt = self.vty(&[vshape[k - 1]], i1);
                    let bm = self.rw.create_value("vector.create_mask", vec![room], mt, vec![]);
                    m1 = Some(match m1 {
                        Some(a) => self.op1("arith.andi", a, bm),
                        None => bm,
                    });
                }
                let vrow = value.as_ref().map(|v| v.rows[r]);
                let mut body = |me: &mut Self| -> Option<Value> {
                    match (read, m1) {
                        (true, None) => {
                            let mut o = vec![base];
                            o.extend(ix.iter().copied());
                            Some(me.rw.create_value("vector.load", o, rt, vec![]))
                        }
                        (true, Some(mk)) => {
                            let mut o = vec![base];
                            o.extend(ix.iter().copied());
                            o.extend([mk, pad_row.unwrap()]);
                            Some(me.rw.create_value("vector.maskedload", o, rt, vec![]))
                        }
                        (false, None) => {
                            let mut o = vec![vrow.unwrap(), base];
                            o.extend(ix.iter().copied());
                            me.rw.create("vector.store", o, &[], vec![], vec![]);
                            None
                        }
                        (false, Some(mk)) => {
                            let mut o = vec![base];
                            o.extend(ix.iter().copied());
                            o.extend([mk, vrow.unwrap()]);
                            me.rw.create("vector.maskedstore", o, &[], vec![], vec![]);
                            None
                        }
                    }
                };
                let v = match cond {
                    None => body(self),
                    Some(c) => self.guarded(c, read.then_some(rt), &mut body, pad_row),
                };
                rows.extend(v);
            }
            self.finish(op, if read { vec![rows] } else { vec![] });
            return Ok(());
        }
        // Element by element.
        let mut cache = FxHashMap::default();
        let used: Vec<usize> = {
            let mut u: Vec<usize> = map.iter().flatten().copied().collect();
            u.sort();
            u
        };
        let mut elems = vec![];
        for i in 0..prod(&vshape) {
            let u = unflatten(i, &vshape);
            let ix = index_at(self, &u);
            let mut cond = None;
            for t in 0..k {
                if !in_bounds[t] {
                    let m = map[t].unwrap();
                    let d = dim(self, m);
                    let c = cmpi(&mut self.rw, SLT, ix[m], d);
                    cond = Some(self.and(cond, c));
                }
            }
            if let Some(mn) = &mask_nd {
                // The mask is indexed by the memref dimensions the vector uses, in order.
                let mi: Vec<usize> = used.iter().map(|&m| u[map.iter().position(|&d| d == Some(m)).unwrap()]).collect();
                let f = flatten(&mi, &mn.shape);
                let c = self.elem(mn, f, &mut cache);
                cond = Some(self.and(cond, c));
            }
            let stored = value.as_ref().map(|v| self.elem(v, i, &mut cache));
            let mut body = |me: &mut Self| -> Option<Value> {
                let mut o = vec![];
                if let Some(s) = stored {
                    o.push(s);
                }
                o.push(base);
                o.extend(ix.iter().copied());
                if read {
                    Some(me.rw.create_value("memref.load", o, elem, vec![]))
                } else {
                    me.rw.create("memref.store", o, &[], vec![], vec![]);
                    None
                }
            };
            let v = match cond {
                None => body(self),
                Some(c) => self.guarded(c, read.then_some(elem), &mut body, pad_scalar),
            };
            elems.extend(v);
        }
        if read {
            let rows = self.build(elems, &vshape, elem);
            let out = if k >= 2 { rows } else { vec![rows[0]] };
            self.finish(op, vec![out]);
        } else {
            self.finish(op, vec![]);
        }
        Ok(())
    }

    // ----- structured control flow -----

    fn expand(&mut self, op: Op, vals: &[Value]) -> Res<Vec<Value>> {
        let mut out = vec![];
        for &v in vals {
            if is_nd_ty(&self.rw.ir.ctx, self.ty(v)) {
                out.extend(self.nd(op, v)?.rows);
            } else {
                out.push(v);
            }
        }
        Ok(out)
    }
    fn expand_types(&mut self, tys: &[Type]) -> Vec<Type> {
        let mut out = vec![];
        for &t in tys {
            match vparts(&self.rw.ir.ctx, t).filter(|(s, _)| s.len() >= 2) {
                Some((s, e)) => {
                    let rt = self.row_ty(&s, e);
                    out.extend(std::iter::repeat_n(rt, prod(&s[..s.len() - 1])));
                }
                None => out.push(t),
            }
        }
        out
    }
    /// The new op's results, grouped as the old op's.
    fn regroup(&mut self, old: Op, new: Op) -> Vec<Vec<Value>> {
        let olds = self.rw.ir.results(old).to_vec();
        let news = self.rw.ir.results(new).to_vec();
        let mut at = 0;
        olds.iter()
            .map(|&o| {
                let n = match vparts(&self.rw.ir.ctx, self.ty(o)).filter(|(s, _)| s.len() >= 2) {
                    Some((s, _)) => prod(&s[..s.len() - 1]),
                    None => 1,
                };
                at += n;
                news[at - n..at].to_vec()
            })
            .collect()
    }

    fn lower_for(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let new_ops = self.expand(op, &ops)?;
        let tys = self.rw.ir.result_types(op);
        let new_tys = self.expand_types(&tys);
        let body = self.rw.ir.regions(op)[0];
        let r = self.rw.ir.new_region();
        let props = self.rw.ir.props(op).to_vec();
        let f = self.rw.create("scf.for", new_ops, &new_tys, vec![], vec![r]);
        self.rw.ir.set_props(f, props);
        self.rw.inline_region_before(body, r, None);
        if let Some(b) = self.rw.ir.entry_block(r) {
            self.expand_args(b, 1);
        }
        let groups = self.regroup(op, f);
        self.finish(op, groups);
        Ok(())
    }

    /// Expands the n-D block arguments of `b` from `from` on into rows.
    fn expand_args(&mut self, b: Block, from: usize) {
        let args = self.rw.ir.args(b).to_vec();
        let mut at = from;
        for &a in &args[from..] {
            at += 1;
            if let Some((s, e)) = vparts(&self.rw.ir.ctx, self.ty(a)).filter(|(s, _)| s.len() >= 2) {
                let rt = self.row_ty(&s, e);
                let mut rows = vec![];
                for _ in 0..prod(&s[..s.len() - 1]) {
                    rows.push(self.rw.ir.insert_block_arg(b, at, rt));
                    at += 1;
                }
                self.rows.insert(a, rows);
                self.old_args.push(a);
            }
        }
    }

    fn lower_if(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let tys = self.rw.ir.result_types(op);
        let new_tys = self.expand_types(&tys);
        let regions = self.rw.ir.regions(op).to_vec();
        let mut nr = vec![];
        for &old in &regions {
            let r = self.rw.ir.new_region();
            self.rw.inline_region_before(old, r, None);
            nr.push(r);
        }
        let props = self.rw.ir.props(op).to_vec();
        let f = self.rw.create("scf.if", ops, &new_tys, vec![], nr);
        self.rw.ir.set_props(f, props);
        let groups = self.regroup(op, f);
        self.finish(op, groups);
        Ok(())
    }

    fn lower_yield(&mut self, op: Op) -> Res<()> {
        let ops = self.rw.ir.operands(op).to_vec();
        let new_ops = self.expand(op, &ops)?;
        self.rw.modify_in_place(op, |ir| ir.set_operands(op, new_ops));
        Ok(())
    }
}
