//! Folders and canonicalization patterns of the `affine` dialect, as MLIR 22's
//! (`AffineOps.cpp`), with the map utilities they rest on:
//!
//! - `canonicalize_map_and_operands` (upstream's `canonicalizeMapAndOperands`): dimension
//!   operands that are valid symbols become symbols, symbol operands that are only valid
//!   dimensions become dimensions, constant symbol operands go into the map, duplicate and
//!   unused operands go;
//! - `compose` (upstream's `composeAffineMapAndOperands`): operands defined by `affine.apply`
//!   are replaced by their maps, transitively, then the map is canonicalized and each result
//!   simplified by flattening (`simplify_expr`, upstream's `simplifyAffineExpr`: a pure
//!   affine expression is rebuilt from its coefficients, dims then symbols then `floordiv`
//!   locals then the constant, which fixes term order and merges terms);
//! - `simplify_with_operands` (`simplifyMapWithOperands`): `floordiv`/`ceildiv`/`mod` by a
//!   constant whose dividend's range (from constants and `affine.for` induction variables with
//!   constant bounds) makes it constant or the identity.
//!
//! Folders: `apply` (to an operand, a constant, or poison on a constant division by zero),
//! `min`/`max` (constant results into the map, all-constant to the min/max), `load` (of a
//! `memref.cast`, of a constant `memref.global`), `store`/`prefetch`/`dma_*`/`vector_*`
//! (of a cast), `for` (constant bounds into the maps, composed bounds, zero-trip loops with
//! results to their inits), `if` (composed and canonicalized condition). Patterns:
//! `SimplifyAffineOp` for every op with a map, single-result `min`/`max` → `apply`, duplicate
//! `min`/`max` results, `min`/`max` result order, empty loops (`AffineForEmptyLoopFolder`),
//! dead `else` blocks and trivially true/false `if`s.
//!
//! Left out: `MergeAffineMinMaxOp`, `simplifyMinOrMaxExprWithOperands` on loop bounds, the
//! `affine.parallel`, `linearize_index` and `delinearize_index` folders and patterns, and the
//! simplification of semi-affine expressions (products of dims/symbols, divisions by symbols),
//! which are left as they are.

use super::{is_induction_var, is_top_level, map_of, Affinity};
use crate::dialects::common::segments;
use crate::dialects::memref::const_int;
use crate::ir::affine::{ceil_div, floor_div, modulo, AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::rewrite::{FoldResult, Folded, Pattern, Rewriter};
use crate::ir::*;

// ===== dims and symbols =====

/// Upstream's one-argument `isValidSymbol`.
fn is_valid_symbol(ir: &Ir, v: Value) -> bool {
    if !ir.ctx.is_index(ir.value_ty(v)) {
        return false;
    }
    if is_top_level(ir, v) {
        return true;
    }
    match ir.defining_op(v) {
        Some(d) => Affinity::new(ir, d).symbol(v),
        None => false,
    }
}

/// Upstream's one-argument `isValidDim`.
fn is_valid_dim(ir: &Ir, v: Value) -> bool {
    if !ir.ctx.is_index(ir.value_ty(v)) {
        return false;
    }
    match ir.defining_op(v) {
        Some(d) => Affinity::new(ir, d).dim(v),
        None => {
            if is_induction_var(ir, v) {
                return true;
            }
            is_top_level(ir, v)
        }
    }
}

/// A map or set body: dimension and symbol counts, the expressions, and the operands
/// (dimensions first).
#[derive(Clone, PartialEq, Debug)]
struct MapOps {
    dims: u32,
    syms: u32,
    exprs: Vec<AffineExpr>,
    operands: Vec<Value>,
}

impl MapOps {
    fn of_map(m: &AffineMap, operands: &[Value]) -> MapOps {
        MapOps { dims: m.dims, syms: m.syms, exprs: m.results.clone(), operands: operands.to_vec() }
    }
    fn map(&self) -> AffineMap {
        AffineMap { dims: self.dims, syms: self.syms, results: self.exprs.clone() }
    }
    fn replace(&mut self, dims: &[AffineExpr], syms: &[AffineExpr], nd: u32, ns: u32) {
        self.exprs = self.exprs.iter().map(|e| e.replace(dims, syms)).collect();
        self.dims = nd;
        self.syms = ns;
    }
}

/// Upstream's `canonicalizeMapAndOperands` / `canonicalizeSetAndOperands`.
fn canonicalize_map_and_operands(ir: &Ir, m: &mut MapOps) {
    if m.operands.is_empty() {
        return;
    }
    let (nd, ns) = (m.dims as usize, m.syms as usize);
    // Dimensions that are valid symbols become symbols (appended).
    let mut dim_repl = vec![];
    let mut ops = vec![];
    let mut promoted = vec![];
    for i in 0..nd {
        let v = m.operands[i];
        if is_valid_symbol(ir, v) {
            dim_repl.push(AffineExpr::Sym((ns + promoted.len()) as u32));
            promoted.push(v);
        } else {
            dim_repl.push(AffineExpr::Dim(ops.len() as u32));
            ops.push(v);
        }
    }
    let kept_dims = ops.len();
    ops.extend_from_slice(&m.operands[nd..]);
    ops.extend(&promoted);
    m.operands = ops;
    let total_syms = ns + promoted.len();
    m.replace(&dim_repl, &[], kept_dims as u32, total_syms as u32);
    // Symbols that are only valid dimensions become dimensions (after the others).
    let (nd, ns) = (m.dims as usize, m.syms as usize);
    let mut sym_repl = vec![];
    let mut demoted = vec![];
    let mut sym_ops = vec![];
    for j in 0..ns {
        let v = m.operands[nd + j];
        if is_valid_dim(ir, v) && !is_valid_symbol(ir, v) {
            sym_repl.push(AffineExpr::Dim((nd + demoted.len()) as u32));
            demoted.push(v);
        } else {
            sym_repl.push(AffineExpr::Sym(sym_ops.len() as u32));
            sym_ops.push(v);
        }
    }
    if !demoted.is_empty() {
        let mut ops = m.operands[..nd].to_vec();
        ops.extend(&demoted);
        ops.extend(&sym_ops);
        m.operands = ops;
        let (d, s) = ((nd + demoted.len()) as u32, sym_ops.len() as u32);
        m.replace(&[], &sym_repl, d, s);
    }
    // Unused operands go, duplicates merge, constant symbols go into the map.
    let (nd, ns) = (m.dims as usize, m.syms as usize);
    let mut used_d = vec![false; nd];
    let mut used_s = vec![false; ns];
    for e in &m.exprs {
        mark_used(e, &mut used_d, &mut used_s);
    }
    let mut ops = vec![];
    let mut dim_repl = vec![AffineExpr::Const(0); nd];
    let mut seen: Vec<(Value, AffineExpr)> = vec![];
    for i in 0..nd {
        if !used_d[i] {
            continue;
        }
        let v = m.operands[i];
        match seen.iter().find(|s| s.0 == v) {
            Some(s) => dim_repl[i] = s.1.clone(),
            None => {
                dim_repl[i] = AffineExpr::Dim(ops.len() as u32);
                seen.push((v, dim_repl[i].clone()));
                ops.push(v);
            }
        }
    }
    let new_nd = ops.len();
    let mut sym_repl = vec![AffineExpr::Const(0); ns];
    let mut seen: Vec<(Value, AffineExpr)> = vec![];
    for j in 0..ns {
        if !used_s[j] {
            continue;
        }
        let v = m.operands[nd + j];
        if let Some(c) = const_int(ir, v) {
            sym_repl[j] = AffineExpr::Const(c);
            continue;
        }
        match seen.iter().find(|s| s.0 == v) {
            Some(s) => sym_repl[j] = s.1.clone(),
            None => {
                sym_repl[j] = AffineExpr::Sym((ops.len() - new_nd) as u32);
                seen.push((v, sym_repl[j].clone()));
                ops.push(v);
            }
        }
    }
    let new_ns = ops.len() - new_nd;
    m.operands = ops;
    m.replace(&dim_repl, &sym_repl, new_nd as u32, new_ns as u32);
}

fn mark_used(e: &AffineExpr, d: &mut [bool], s: &mut [bool]) {
    match e {
        AffineExpr::Dim(i) => {
            if let Some(x) = d.get_mut(*i as usize) {
                *x = true;
            }
        }
        AffineExpr::Sym(i) => {
            if let Some(x) = s.get_mut(*i as usize) {
                *x = true;
            }
        }
        AffineExpr::Const(_) => {}
        AffineExpr::Bin(_, l, r) => {
            mark_used(l, d, s);
            mark_used(r, d, s);
        }
    }
}

fn apply_of(ir: &Ir, v: Value) -> Option<Op> {
    let d = ir.defining_op(v)?;
    (ir.op_name(d) == "affine.apply").then_some(d)
}

/// Upstream's `composeAffineMapAndOperands` (operands from `affine.apply` replaced by their
/// maps until none is left), then canonicalization and simplification of each result.
fn compose(ir: &Ir, m: &mut MapOps) {
    if m.exprs.is_empty() {
        canonicalize_map_and_operands(ir, m);
        simplify_all(m);
        return;
    }
    let nd = m.dims as usize;
    let mut dims: Vec<Option<Value>> = m.operands[..nd].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<Value>> = m.operands[nd..].iter().map(|&v| Some(v)).collect();
    'outer: loop {
        for pos in 0..dims.len() + syms.len() {
            let dlen = dims.len();
            let is_dim = pos < dlen;
            let slot = if is_dim { &mut dims[pos] } else { &mut syms[pos - dims.len()] };
            let Some(v) = *slot else { continue };
            let Some(apply) = apply_of(ir, v) else { continue };
            *slot = None;
            let Some(am) = map_of(ir, apply, "map") else { continue };
            let mut inner = MapOps::of_map(&am, ir.operands(apply));
            canonicalize_map_and_operands(ir, &mut inner);
            let Some(expr) = inner.exprs.first() else { continue };
            let (od, os) = (dims.len() as u32, syms.len() as u32);
            let shift_d: Vec<AffineExpr> = (0..inner.dims).map(|i| AffineExpr::Dim(i + od)).collect();
            let shift_s: Vec<AffineExpr> = (0..inner.syms).map(|i| AffineExpr::Sym(i + os)).collect();
            let replacement = expr.replace(&shift_d, &shift_s);
            let idim = inner.dims as usize;
            dims.extend(inner.operands[..idim].iter().map(|&v| Some(v)));
            syms.extend(inner.operands[idim..].iter().map(|&v| Some(v)));
            let (mut dr, mut sr) = (vec![], vec![]);
            if is_dim {
                dr = (0..pos as u32).map(AffineExpr::Dim).collect();
                dr.push(replacement);
            } else {
                sr = (0..(pos - dlen) as u32).map(AffineExpr::Sym).collect();
                sr.push(replacement);
            }
            let (n_d, n_s) = (dims.len() as u32, syms.len() as u32);
            m.replace(&dr, &sr, n_d, n_s);
            continue 'outer;
        }
        break;
    }
    // Drop the replaced operands.
    let mut ops = vec![];
    let dr: Vec<AffineExpr> = dims
        .iter()
        .map(|d| match d {
            Some(v) => {
                ops.push(*v);
                AffineExpr::Dim(ops.len() as u32 - 1)
            }
            None => AffineExpr::Const(0),
        })
        .collect();
    let n_d = ops.len();
    let sr: Vec<AffineExpr> = syms
        .iter()
        .map(|s| match s {
            Some(v) => {
                ops.push(*v);
                AffineExpr::Sym((ops.len() - n_d) as u32 - 1)
            }
            None => AffineExpr::Const(0),
        })
        .collect();
    let n_s = ops.len() - n_d;
    m.operands = ops;
    m.replace(&dr, &sr, n_d as u32, n_s as u32);
    canonicalize_map_and_operands(ir, m);
    simplify_all(m);
}

fn simplify_all(m: &mut MapOps) {
    let (nd, ns) = (m.dims, m.syms);
    m.exprs = m.exprs.iter().map(|e| simplify_expr(e, nd, ns)).collect();
}

// ===== flattening (simplifyAffineExpr) =====

/// Whether `e` is pure affine (upstream's `isPureAffine`).
fn is_pure_affine(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
        AffineExpr::Bin(AffineBinOp::Add, l, r) => is_pure_affine(l) && is_pure_affine(r),
        AffineExpr::Bin(AffineBinOp::Mul, l, r) => {
            is_pure_affine(l)
                && is_pure_affine(r)
                && (matches!(**l, AffineExpr::Const(_)) || matches!(**r, AffineExpr::Const(_)))
        }
        AffineExpr::Bin(_, l, r) => is_pure_affine(l) && matches!(**r, AffineExpr::Const(_)),
    }
}

/// A flattened expression: coefficients of the dims and symbols, of the locals, constant.
#[derive(Clone, Debug)]
struct Flat {
    ids: Vec<i64>,
    locals: Vec<i64>,
    cst: i64,
}

/// Upstream's `SimpleAffineExprFlattener` (pure affine expressions only).
struct Flattener {
    nd: u32,
    ns: u32,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn zero(&self) -> Flat {
        Flat { ids: vec![0; (self.nd + self.ns) as usize], locals: vec![], cst: 0 }
    }
    fn local(&self, f: &Flat, j: usize) -> i64 {
        f.locals.get(j).copied().unwrap_or(0)
    }
    /// `getAffineExprFromFlatForm`.
    fn expr(&self, f: &Flat) -> AffineExpr {
        let mut e = AffineExpr::Const(0);
        for (j, &c) in f.ids.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let id = if (j as u32) < self.nd { AffineExpr::Dim(j as u32) } else { AffineExpr::Sym(j as u32 - self.nd) };
            e = e.add(id.mul(AffineExpr::Const(c)));
        }
        for (j, l) in self.locals.iter().enumerate() {
            let c = self.local(f, j);
            if c != 0 {
                e = e.add(l.clone().mul(AffineExpr::Const(c)));
            }
        }
        if f.cst != 0 {
            e = e.add(AffineExpr::Const(f.cst));
        }
        e
    }
    fn find_or_add_local(&mut self, e: AffineExpr) -> usize {
        if let Some(i) = self.locals.iter().position(|x| *x == e) {
            return i;
        }
        self.locals.push(e);
        self.locals.len() - 1
    }
    fn scale(f: &mut Flat, k: i64) -> Option<()> {
        for x in f.ids.iter_mut().chain(f.locals.iter_mut()) {
            *x = x.checked_mul(k)?;
        }
        f.cst = f.cst.checked_mul(k)?;
        Some(())
    }
    fn is_const(f: &Flat) -> Option<i64> {
        (f.ids.iter().all(|&x| x == 0) && f.locals.iter().all(|&x| x == 0)).then_some(f.cst)
    }
    fn gcd_with(f: &Flat, c: i64) -> i64 {
        let mut g = c.unsigned_abs();
        for &x in f.ids.iter().chain(f.locals.iter()).chain(std::iter::once(&f.cst)) {
            let (mut a, mut b) = (g, x.unsigned_abs());
            while b != 0 {
                (a, b) = (b, a % b);
            }
            g = a;
        }
        g as i64
    }
    fn divide(f: &mut Flat, g: i64) {
        for x in f.ids.iter_mut().chain(f.locals.iter_mut()) {
            *x /= g;
        }
        f.cst /= g;
    }
    fn flatten(&mut self, e: &AffineExpr) -> Option<Flat> {
        match e {
            AffineExpr::Dim(i) => {
                let mut f = self.zero();
                *f.ids.get_mut(*i as usize)? = 1;
                Some(f)
            }
            AffineExpr::Sym(i) => {
                let mut f = self.zero();
                *f.ids.get_mut((self.nd + *i) as usize)? = 1;
                Some(f)
            }
            AffineExpr::Const(c) => {
                let mut f = self.zero();
                f.cst = *c;
                Some(f)
            }
            AffineExpr::Bin(op, l, r) => {
                let mut a = self.flatten(l)?;
                let b = self.flatten(r)?;
                match op {
                    AffineBinOp::Add => {
                        for (x, y) in a.ids.iter_mut().zip(&b.ids) {
                            *x = x.checked_add(*y)?;
                        }
                        let n = a.locals.len().max(b.locals.len());
                        a.locals.resize(n, 0);
                        for (j, x) in a.locals.iter_mut().enumerate() {
                            *x = x.checked_add(b.locals.get(j).copied().unwrap_or(0))?;
                        }
                        a.cst = a.cst.checked_add(b.cst)?;
                        Some(a)
                    }
                    AffineBinOp::Mul => {
                        if let Some(k) = Self::is_const(&b) {
                            Self::scale(&mut a, k)?;
                            Some(a)
                        } else {
                            let k = Self::is_const(&a)?;
                            let mut b = b;
                            Self::scale(&mut b, k)?;
                            Some(b)
                        }
                    }
                    AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                        let c = Self::is_const(&b)?;
                        if c <= 0 {
                            return None;
                        }
                        let g = Self::gcd_with(&a, c);
                        if g != 1 {
                            Self::divide(&mut a, g);
                        }
                        let d = c / g;
                        if d == 1 {
                            return Some(a);
                        }
                        let num = self.expr(&a);
                        let div = AffineExpr::bin(*op, num, AffineExpr::Const(d));
                        let j = self.find_or_add_local(div);
                        let mut f = self.zero();
                        f.locals = vec![0; j + 1];
                        f.locals[j] = 1;
                        Some(f)
                    }
                    AffineBinOp::Mod => {
                        let c = Self::is_const(&b)?;
                        if c <= 0 {
                            return None;
                        }
                        let all_multiple =
                            a.ids.iter().chain(a.locals.iter()).chain(std::iter::once(&a.cst)).all(|&x| x % c == 0);
                        if all_multiple {
                            return Some(self.zero());
                        }
                        let mut dividend = a.clone();
                        let g = Self::gcd_with(&a, c);
                        if g != 1 {
                            Self::divide(&mut dividend, g);
                        }
                        let d = c / g;
                        let num = self.expr(&dividend);
                        let div = AffineExpr::bin(AffineBinOp::FloorDiv, num, AffineExpr::Const(d));
                        let j = self.find_or_add_local(div);
                        if a.locals.len() <= j {
                            a.locals.resize(j + 1, 0);
                        }
                        a.locals[j] = a.locals[j].checked_sub(c)?;
                        Some(a)
                    }
                }
            }
        }
    }
}

/// Upstream's `simplifyAffineExpr` for pure affine expressions (others are kept).
fn simplify_expr(e: &AffineExpr, nd: u32, ns: u32) -> AffineExpr {
    if !is_pure_affine(e) {
        return e.clone();
    }
    let mut fl = Flattener { nd, ns, locals: vec![] };
    match fl.flatten(e) {
        Some(f) => fl.expr(&f),
        None => e.clone(),
    }
}

/// The flattened coefficients (dims, symbols, constant) of a pure affine expression without
/// locals (for ordering `min`/`max` results).
fn flat_coefficients(e: &AffineExpr, nd: u32, ns: u32) -> Option<Vec<i64>> {
    if !is_pure_affine(e) {
        return None;
    }
    let mut fl = Flattener { nd, ns, locals: vec![] };
    let f = fl.flatten(e)?;
    if !fl.locals.is_empty() {
        return None;
    }
    let mut v = f.ids;
    v.push(f.cst);
    Some(v)
}

// ===== bounds (simplifyMapWithOperands) =====

/// Constant bounds of an operand: a constant, or an `affine.for` induction variable with
/// constant bounds (inclusive).
fn operand_range(ir: &Ir, v: Value) -> Option<(i64, i64)> {
    if let Some(c) = const_int(ir, v) {
        return Some((c, c));
    }
    let ValueDef::Arg(b, 0) = ir.value_def(v) else { return None };
    let f = ir.block_parent_op(b)?;
    if ir.op_name(f) != "affine.for" || ir.block_region(b).and_then(|r| ir.entry_block(r)) != Some(b) {
        return None;
    }
    let lb = map_of(ir, f, "lowerBoundMap")?.single_constant()?;
    let ub = map_of(ir, f, "upperBoundMap")?.single_constant()?;
    (ub > lb).then(|| (lb, ub - 1))
}

fn expr_range(e: &AffineExpr, nd: u32, ranges: &[Option<(i64, i64)>]) -> Option<(i64, i64)> {
    match e {
        AffineExpr::Dim(i) => *ranges.get(*i as usize)?,
        AffineExpr::Sym(i) => *ranges.get((nd + *i) as usize)?,
        AffineExpr::Const(c) => Some((*c, *c)),
        AffineExpr::Bin(op, l, r) => {
            let (a, b) = expr_range(l, nd, ranges)?;
            match op {
                AffineBinOp::Add => {
                    let (c, d) = expr_range(r, nd, ranges)?;
                    Some((a.checked_add(c)?, b.checked_add(d)?))
                }
                AffineBinOp::Mul => {
                    let k = r.constant()?;
                    let (x, y) = (a.checked_mul(k)?, b.checked_mul(k)?);
                    Some((x.min(y), x.max(y)))
                }
                AffineBinOp::FloorDiv => {
                    let k = r.constant().filter(|&k| k > 0)?;
                    Some((floor_div(a, k), floor_div(b, k)))
                }
                AffineBinOp::CeilDiv => {
                    let k = r.constant().filter(|&k| k > 0)?;
                    Some((ceil_div(a, k), ceil_div(b, k)))
                }
                AffineBinOp::Mod => {
                    let k = r.constant().filter(|&k| k > 0)?;
                    if a >= 0 && b < k {
                        Some((a, b))
                    } else {
                        Some((0, k - 1))
                    }
                }
            }
        }
    }
}

/// Upstream's `simplifyExprAndOperands` (range-based rules).
fn simplify_with_ranges(e: &AffineExpr, nd: u32, ranges: &[Option<(i64, i64)>]) -> AffineExpr {
    let AffineExpr::Bin(op, l, r) = e else { return e.clone() };
    let (l, r) = (simplify_with_ranges(l, nd, ranges), simplify_with_ranges(r, nd, ranges));
    let e = AffineExpr::bin(*op, l, r);
    let AffineExpr::Bin(op, l, r) = &e else { return e };
    if !matches!(op, AffineBinOp::FloorDiv | AffineBinOp::CeilDiv | AffineBinOp::Mod) {
        return e;
    }
    let Some(k) = r.constant().filter(|&k| k > 0) else { return e };
    let Some((lo, hi)) = expr_range(l, nd, ranges) else { return e };
    match op {
        AffineBinOp::FloorDiv if floor_div(lo, k) == floor_div(hi, k) => AffineExpr::Const(floor_div(lo, k)),
        AffineBinOp::CeilDiv if ceil_div(lo, k) == ceil_div(hi, k) => AffineExpr::Const(ceil_div(lo, k)),
        AffineBinOp::Mod if lo >= 0 && lo < k && hi < k => (**l).clone(),
        _ => e.clone(),
    }
}

fn simplify_with_operands(ir: &Ir, m: &mut MapOps) {
    let ranges: Vec<Option<(i64, i64)>> = m.operands.iter().map(|&v| operand_range(ir, v)).collect();
    if ranges.iter().all(|r| r.is_none()) {
        return;
    }
    let nd = m.dims;
    m.exprs = m.exprs.iter().map(|e| simplify_with_ranges(e, nd, &ranges)).collect();
}

// ===== ops with a map =====

/// Where the map operands of an op with a `map` property start.
fn map_operands_start(ir: &Ir, op: Op) -> usize {
    match ir.op_name(op) {
        "affine.load" | "affine.vector_load" | "affine.prefetch" => 1,
        "affine.store" | "affine.vector_store" => 2,
        _ => 0,
    }
}

/// Sets the map and map operands of an op with a `map` property.
fn set_map(ir: &mut Ir, op: Op, m: &MapOps) {
    let start = map_operands_start(ir, op);
    let mut ops = ir.operands(op)[..start].to_vec();
    ops.extend(&m.operands);
    let a = ir.ctx.affine_map_attr(m.map());
    ir.set_prop(op, "map", a);
    ir.set_operands(op, ops);
}

/// Composes, canonicalizes and simplifies the map of an op with a `map` property and its
/// operands (`SimplifyAffineOp`).
pub(super) struct SimplifyAffineOp;
impl Pattern for SimplifyAffineOp {
    fn name(&self) -> &'static str {
        "SimplifyAffineOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(map) = map_of(ir, op, "map") else { return false };
        let start = map_operands_start(ir, op);
        let Some(operands) = ir.operands(op).get(start..) else { return false };
        if operands.len() != (map.dims + map.syms) as usize {
            return false;
        }
        let old = MapOps::of_map(&map, operands);
        let mut m = old.clone();
        compose(ir, &mut m);
        canonicalize_map_and_operands(ir, &mut m);
        simplify_with_operands(ir, &mut m);
        if m == old {
            return false;
        }
        rw.modify_in_place(op, |ir| set_map(ir, op, &m));
        true
    }
}

fn poison(ir: &mut Ir) -> Attr {
    ir.ctx.dialect_attr("ub", "poison")
}

/// Evaluates `e` given the constant operands; `Err(())` on a constant division by zero.
fn eval(e: &AffineExpr, nd: u32, consts: &[Option<i64>]) -> Result<Option<i64>, ()> {
    Ok(match e {
        AffineExpr::Dim(i) => consts.get(*i as usize).copied().flatten(),
        AffineExpr::Sym(i) => consts.get((nd + *i) as usize).copied().flatten(),
        AffineExpr::Const(c) => Some(*c),
        AffineExpr::Bin(op, l, r) => {
            let (Some(a), Some(b)) = (eval(l, nd, consts)?, eval(r, nd, consts)?) else { return Ok(None) };
            match op {
                AffineBinOp::Add => Some(a.wrapping_add(b)),
                AffineBinOp::Mul => Some(a.wrapping_mul(b)),
                AffineBinOp::FloorDiv | AffineBinOp::CeilDiv if b == 0 => return Err(()),
                AffineBinOp::FloorDiv => Some(floor_div(a, b)),
                AffineBinOp::CeilDiv => Some(ceil_div(a, b)),
                AffineBinOp::Mod if b < 1 => return Err(()),
                AffineBinOp::Mod => Some(modulo(a, b)),
            }
        }
    })
}

fn int_consts(ir: &Ir, consts: &[Option<Attr>]) -> Vec<Option<i64>> {
    consts
        .iter()
        .map(|a| match a.map(|a| ir.ctx.attr_kind(a)) {
            Some(AttrKind::Int { value, .. }) => i64::try_from(*value).ok(),
            _ => None,
        })
        .collect()
}

pub(super) fn fold_apply(ir: &mut Ir, op: Op, consts: &[Option<Attr>]) -> Folded {
    let Some(map) = map_of(ir, op, "map") else { return Folded::Failed };
    let Some(e) = map.results.first() else { return Folded::Failed };
    let ops = ir.operands(op);
    match e {
        AffineExpr::Dim(i) => {
            if let Some(&v) = ops.get(*i as usize) {
                return Folded::Results(vec![FoldResult::Value(v)]);
            }
        }
        AffineExpr::Sym(i) => {
            if let Some(&v) = ops.get((map.dims + i) as usize) {
                return Folded::Results(vec![FoldResult::Value(v)]);
            }
        }
        _ => {}
    }
    let c = int_consts(ir, consts);
    match eval(e, map.dims, &c) {
        Err(()) => {
            let p = poison(ir);
            Folded::Results(vec![FoldResult::Attr(p)])
        }
        Ok(Some(v)) => {
            let a = ir.ctx.index_attr(v);
            Folded::Results(vec![FoldResult::Attr(a)])
        }
        Ok(None) => Folded::Failed,
    }
}

/// `foldMinMaxOp`: constant results go into the map; all-constant results fold to their
/// minimum/maximum; `()[s0] -> (s0)` folds to the operand.
fn fold_min_max(ir: &mut Ir, op: Op, consts: &[Option<Attr>], is_min: bool) -> Folded {
    let Some(map) = map_of(ir, op, "map") else { return Folded::Failed };
    let c = int_consts(ir, consts);
    let mut all = vec![];
    let mut exprs = vec![];
    let mut all_const = true;
    for e in &map.results {
        match eval(e, map.dims, &c) {
            Ok(Some(v)) => {
                exprs.push(AffineExpr::Const(v));
                all.push(v);
            }
            _ => {
                exprs.push(e.clone());
                all_const = false;
            }
        }
    }
    let folded = AffineMap { dims: map.dims, syms: map.syms, results: exprs };
    if folded.syms == 1 && folded.results == [AffineExpr::Sym(0)] {
        if let Some(&v) = ir.operands(op).first() {
            return Folded::Results(vec![FoldResult::Value(v)]);
        }
    }
    if !all_const {
        if folded == map {
            return Folded::Failed;
        }
        let a = ir.ctx.affine_map_attr(folded);
        ir.set_prop(op, "map", a);
        return Folded::InPlace;
    }
    let v = if is_min { all.iter().min() } else { all.iter().max() };
    match v {
        Some(&v) => {
            let a = ir.ctx.index_attr(v);
            Folded::Results(vec![FoldResult::Attr(a)])
        }
        None => Folded::Failed,
    }
}

pub(super) fn fold_min(ir: &mut Ir, op: Op, consts: &[Option<Attr>]) -> Folded {
    fold_min_max(ir, op, consts, true)
}

pub(super) fn fold_max(ir: &mut Ir, op: Op, consts: &[Option<Attr>]) -> Folded {
    fold_min_max(ir, op, consts, false)
}

/// A single-result `min`/`max` is an `apply`.
pub(super) struct SingleResultMinMax;
impl Pattern for SingleResultMinMax {
    fn name(&self) -> &'static str {
        "CanonicalizeSingleResultAffineMinMaxOp"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(map) = map_of(ir, op, "map") else { return false };
        if map.results.len() != 1 {
            return false;
        }
        let a = ir.attr(op, "map").expect("map");
        let operands = ir.operands(op).to_vec();
        let ty = ir.value_ty(ir.result(op, 0));
        let v = rw.create_value("affine.apply", operands, ty, vec![("map", a)]);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Duplicate `min`/`max` results go (`DeduplicateAffineMinMaxExpressions`).
pub(super) struct DedupMinMax;
impl Pattern for DedupMinMax {
    fn name(&self) -> &'static str {
        "DeduplicateAffineMinMaxExpressions"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some(map) = map_of(rw.ir, op, "map") else { return false };
        let mut results: Vec<AffineExpr> = vec![];
        for e in &map.results {
            if !results.contains(e) {
                results.push(e.clone());
            }
        }
        if results.len() == map.results.len() {
            return false;
        }
        let m = AffineMap { dims: map.dims, syms: map.syms, results };
        rw.modify_in_place(op, |ir| {
            let a = ir.ctx.affine_map_attr(m);
            ir.set_prop(op, "map", a);
        });
        true
    }
}

/// `min`/`max` results sorted by their flattened coefficients
/// (`CanonicalizeAffineMinMaxOpExprAndTermOrder`).
pub(super) struct MinMaxResultOrder;
impl Pattern for MinMaxResultOrder {
    fn name(&self) -> &'static str {
        "CanonicalizeAffineMinMaxOpExprAndTermOrder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some(map) = map_of(rw.ir, op, "map") else { return false };
        let mut flat = vec![];
        for e in &map.results {
            let Some(f) = flat_coefficients(e, map.dims, map.syms) else { return false };
            flat.push(f);
        }
        if flat.windows(2).all(|w| w[0] <= w[1]) {
            return false;
        }
        let mut perm: Vec<usize> = (0..flat.len()).collect();
        perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
        let results = perm.iter().map(|&i| map.results[i].clone()).collect();
        let m = AffineMap { dims: map.dims, syms: map.syms, results };
        rw.modify_in_place(op, |ir| {
            let a = ir.ctx.affine_map_attr(m);
            ir.set_prop(op, "map", a);
        });
        true
    }
}

// ===== memory ops =====

fn fold_casts(ir: &mut Ir, op: Op, skip: Option<usize>) -> bool {
    let mut changed = false;
    for i in 0..ir.operands(op).len() {
        if Some(i) == skip {
            continue;
        }
        let v = ir.operand(op, i);
        let Some(d) = ir.defining_op(v) else { continue };
        if ir.op_name(d) != "memref.cast" {
            continue;
        }
        let src = ir.operand(d, 0);
        if matches!(ir.ctx.type_kind(ir.value_ty(src)), TypeKind::MemRef { .. }) {
            ir.set_operand(op, i, src);
            changed = true;
        }
    }
    changed
}

pub(super) fn fold_access(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let skip = matches!(ir.op_name(op), "affine.store" | "affine.vector_store").then_some(0);
    if fold_casts(ir, op, skip) {
        Folded::InPlace
    } else {
        Folded::Failed
    }
}

/// `affine.load` of a `memref.cast` (in place), or of a constant `memref.global` at constant
/// indices (or splat) to the element.
pub(super) fn fold_load(ir: &mut Ir, op: Op, consts: &[Option<Attr>]) -> Folded {
    if fold_casts(ir, op, None) {
        return Folded::InPlace;
    }
    let _ = consts;
    let Some(gg) = ir.defining_op(ir.operand(op, 0)).filter(|&d| ir.op_name(d) == "memref.get_global") else {
        return Folded::Failed;
    };
    let Some((root, nested)) = ir.attr(gg, "name").and_then(|a| ir.ctx.as_symbol_ref(a)) else { return Folded::Failed };
    let nested = nested.to_vec();
    let table = crate::ir::symbols::symbol_table_of(ir, gg);
    let Some(global) = crate::ir::symbols::lookup_symbol(ir, table, root, &nested) else { return Folded::Failed };
    if ir.op_name(global) != "memref.global" || ir.attr(global, "constant").is_none() {
        return Folded::Failed;
    }
    let Some(init) = ir.attr(global, "initial_value") else { return Folded::Failed };
    let AttrKind::Dense { ty, data } = ir.ctx.attr_kind(init).clone() else { return Folded::Failed };
    let elem = ir.ctx.elem_ty(ty);
    let Some(shape) = ir.ctx.shape(ty).map(|s| s.to_vec()) else { return Folded::Failed };
    let index = if data.len() == 1 {
        0
    } else {
        let Some(map) = map_of(ir, op, "map") else { return Folded::Failed };
        let Some(idx) = map.results.iter().map(|e| e.constant()).collect::<Option<Vec<i64>>>() else {
            return Folded::Failed;
        };
        if idx.len() != shape.len() {
            return Folded::Failed;
        }
        let mut lin = 0i64;
        for (&i, &d) in idx.iter().zip(&shape) {
            if i < 0 || i >= d {
                return Folded::Failed;
            }
            lin = lin * d + i;
        }
        lin as usize
    };
    if index >= data.len() {
        return Folded::Failed;
    }
    let a = match data.kind() {
        crate::ir::DenseKind::Int => ir.ctx.int_attr(elem, data.int_at(index)),
        crate::ir::DenseKind::Float => ir.ctx.attr(AttrKind::Float { ty: elem, bits: data.float_bits_at(index) }),
        _ => return Folded::Failed,
    };
    Folded::Results(vec![FoldResult::Attr(a)])
}

// ===== affine.for =====

fn bounds(ir: &Ir, op: Op) -> Option<(MapOps, MapOps, Vec<Value>)> {
    let segs = segments(ir, op);
    let [lb, ub, inits]: [Vec<Value>; 3] = segs.try_into().ok()?;
    let lm = map_of(ir, op, "lowerBoundMap")?;
    let um = map_of(ir, op, "upperBoundMap")?;
    if (lm.dims + lm.syms) as usize != lb.len() || (um.dims + um.syms) as usize != ub.len() {
        return None;
    }
    Some((MapOps::of_map(&lm, &lb), MapOps::of_map(&um, &ub), inits))
}

fn set_bounds(ir: &mut Ir, op: Op, lb: &MapOps, ub: &MapOps, inits: &[Value]) {
    let la = ir.ctx.affine_map_attr(lb.map());
    let ua = ir.ctx.affine_map_attr(ub.map());
    let seg = ir.ctx.dense_i32_array(&[lb.operands.len() as i64, ub.operands.len() as i64, inits.len() as i64]);
    ir.set_prop(op, "lowerBoundMap", la);
    ir.set_prop(op, "upperBoundMap", ua);
    ir.set_prop(op, "operandSegmentSizes", seg);
    let mut ops = lb.operands.clone();
    ops.extend(&ub.operands);
    ops.extend(inits);
    ir.set_operands(op, ops);
}

/// The trip count of a loop with constant bounds.
fn constant_trip_count(ir: &Ir, op: Op) -> Option<i64> {
    let lb = map_of(ir, op, "lowerBoundMap")?.single_constant()?;
    let ub = map_of(ir, op, "upperBoundMap")?.single_constant()?;
    let step = match ir.ctx.attr_kind(ir.attr(op, "step")?) {
        AttrKind::Int { value, .. } => i64::try_from(*value).ok()?,
        _ => return None,
    };
    if step <= 0 {
        return None;
    }
    if ub <= lb {
        return Some(0);
    }
    Some(ceil_div(ub.checked_sub(lb)?, step))
}

fn remove_duplicate_exprs(m: &mut MapOps) {
    let mut out: Vec<AffineExpr> = vec![];
    for e in &m.exprs {
        if !out.contains(e) {
            out.push(e.clone());
        }
    }
    m.exprs = out;
}

/// `foldLoopBounds` + `canonicalizeLoopBounds`; a zero-trip loop with results folds to its
/// inits.
pub(super) fn fold_for(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let Some((mut lb, mut ub, inits)) = bounds(ir, op) else { return Folded::Failed };
    let (old_lb, old_ub) = (lb.map(), ub.map());
    let mut changed = false;
    // Constant bounds.
    for (m, lower) in [(&mut lb, true), (&mut ub, false)] {
        if m.map().single_constant().is_some() {
            continue;
        }
        let c: Vec<Option<i64>> = m.operands.iter().map(|&v| const_int(ir, v)).collect();
        let vals: Option<Vec<i64>> = m.exprs.iter().map(|e| eval(e, m.dims, &c).ok().flatten()).collect();
        if let Some(vals) = vals.filter(|v| !v.is_empty()) {
            let v = if lower { vals.iter().max() } else { vals.iter().min() };
            *m = MapOps { dims: 0, syms: 0, exprs: vec![AffineExpr::Const(*v.expect("nonempty"))], operands: vec![] };
            changed = true;
        }
    }
    // Composed and canonicalized bounds.
    let (pre_lb, pre_ub) = (lb.map(), ub.map());
    let mut nlb = lb.clone();
    compose(ir, &mut nlb);
    canonicalize_map_and_operands(ir, &mut nlb);
    remove_duplicate_exprs(&mut nlb);
    let mut nub = ub.clone();
    compose(ir, &mut nub);
    canonicalize_map_and_operands(ir, &mut nub);
    remove_duplicate_exprs(&mut nub);
    if nlb.map() != pre_lb {
        lb = nlb;
        changed = true;
    }
    if nub.map() != pre_ub {
        ub = nub;
        changed = true;
    }
    if changed && (lb.map() != old_lb || ub.map() != old_ub) {
        set_bounds(ir, op, &lb, &ub, &inits);
    } else {
        changed = false;
    }
    if constant_trip_count(ir, op) == Some(0) && !ir.results(op).is_empty() {
        return Folded::Results(inits.iter().map(|&v| FoldResult::Value(v)).collect());
    }
    if changed {
        Folded::InPlace
    } else {
        Folded::Failed
    }
}

/// A loop whose body only yields: its results are its inits or values from outside
/// (`AffineForEmptyLoopFolder`).
pub(super) struct EmptyLoopFolder;
impl Pattern for EmptyLoopFolder {
    fn name(&self) -> &'static str {
        "AffineForEmptyLoopFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&r) = ir.regions(op).first() else { return false };
        let Some(body) = ir.entry_block(r) else { return false };
        if ir.num_ops(body) != 1 || ir.results(op).is_empty() {
            return false;
        }
        let Some((_, _, inits)) = bounds(ir, op) else { return false };
        let trip = constant_trip_count(ir, op);
        if trip == Some(0) {
            rw.replace_op(op, &inits);
            return true;
        }
        let Some(y) = ir.terminator(body) else { return false };
        let args = ir.args(body);
        let (iv, iters) = (args[0], &args[1..]);
        let mut repl = vec![];
        let (mut outside, mut out_of_order) = (false, false);
        for (i, &v) in ir.operands(y).iter().enumerate() {
            if v == iv {
                return false;
            }
            match iters.iter().position(|&a| a == v) {
                Some(p) => {
                    if p != i {
                        out_of_order = true;
                    }
                    let Some(&init) = inits.get(p) else { return false };
                    repl.push(init);
                }
                None => {
                    outside = true;
                    repl.push(v);
                }
            }
        }
        if trip.is_none() && (outside || out_of_order) {
            return false;
        }
        if trip.is_some_and(|t| t >= 2) && out_of_order {
            return false;
        }
        rw.replace_op(op, &repl);
        true
    }
}

// ===== affine.if =====

fn set_of(ir: &Ir, op: Op) -> Option<IntegerSet> {
    match ir.ctx.attr_kind(ir.attr(op, "condition")?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

/// The condition composed with the `affine.apply`s defining its operands and canonicalized.
pub(super) fn fold_if(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let Some(set) = set_of(ir, op) else { return Folded::Failed };
    let operands = ir.operands(op).to_vec();
    if (set.dims + set.syms) as usize != operands.len() {
        return Folded::Failed;
    }
    let eqs: Vec<bool> = set.constraints.iter().map(|c| c.1).collect();
    let mut m = MapOps {
        dims: set.dims,
        syms: set.syms,
        exprs: set.constraints.iter().map(|c| c.0.clone()).collect(),
        operands: operands.clone(),
    };
    if operands.iter().any(|&v| apply_of(ir, v).is_some()) {
        compose(ir, &mut m);
    }
    canonicalize_map_and_operands(ir, &mut m);
    let new = IntegerSet { dims: m.dims, syms: m.syms, constraints: m.exprs.into_iter().zip(eqs).collect() };
    if new == set && m.operands == operands {
        return Folded::Failed;
    }
    let a = ir.ctx.attr(AttrKind::IntegerSet(new));
    ir.set_prop(op, "condition", a);
    ir.set_operands(op, m.operands);
    Folded::InPlace
}

/// An `else` block holding only its terminator goes when the `if` has no results
/// (`SimplifyDeadElse`).
pub(super) struct SimplifyDeadElse;
impl Pattern for SimplifyDeadElse {
    fn name(&self) -> &'static str {
        "SimplifyDeadElse"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&r) = ir.regions(op).get(1) else { return false };
        let Some(b) = ir.entry_block(r) else { return false };
        if ir.num_ops(b) != 1 || !ir.results(op).is_empty() {
            return false;
        }
        let ok = rw.erase_block(b).is_ok();
        rw.modify_in_place(op, |_| ());
        ok
    }
}

/// An `if` whose condition is the canonical empty set (`1 == 0`) or always true (`0 == 0`)
/// is replaced by the block that runs (`AlwaysTrueOrFalseIf`).
pub(super) struct AlwaysTrueOrFalseIf;
impl Pattern for AlwaysTrueOrFalseIf {
    fn name(&self) -> &'static str {
        "AlwaysTrueOrFalseIf"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(set) = set_of(ir, op) else { return false };
        let only = |c: i64| set.constraints.len() == 1 && set.constraints[0] == (AffineExpr::Const(c), true);
        let region = if only(1) {
            let else_empty = ir.regions(op).get(1).is_none_or(|&r| ir.region_is_empty(r));
            if ir.results(op).is_empty() && else_empty {
                rw.erase_op(op);
                return true;
            }
            1
        } else if only(0) {
            0
        } else {
            return false;
        };
        let Some(&r) = ir.regions(op).get(region) else { return false };
        let Some(b) = ir.entry_block(r) else { return false };
        let Some(t) = ir.terminator(b) else { return false };
        let results = ir.operands(t).to_vec();
        rw.inline_block_before(b, op, &[]);
        rw.replace_op(op, &results);
        rw.erase_op(t);
        true
    }
}
