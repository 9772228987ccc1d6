//! Constant buffers re-laid-out at compile time (a helper of the vectorizing passes, not a
//! pass): a kernel that would read a constant weight in a slow order (a convolution filter's
//! column panel, whose rows are a whole filter row apart) reads instead a copy of it in the
//! order its loops walk, made here once from the global's bytes: "the packed layout becomes
//! the global", as IREE's data tiling does for weights.
//!
//! `panels(ir, buf, order, nr)`: `buf` is a `memref.get_global` of a `constant` global whose
//! initial value is a dense or resource elements attribute (not a splat) with a static shape
//! whose last dimension is `F`. The copy has the shape `[ceil(F/nr), order..., nr]` (the
//! dimensions of `order`, then `nr` lanes): `packed[fo][i0]..[ik][fi] =
//! buf[.. i_order ..][fo·nr + fi]`, zeros past `F`, so a loop nest over `order` with `nr` lanes
//! innermost reads it in address order (a matmul's B, `[K, N]` with `order = [0]`, becomes the
//! zero-padded K × NR panels the kernel would otherwise pack at every call). It is a new private constant global next to the original (named after
//! it, reused when several kernels ask for the same panels), read through a new
//! `memref.get_global` at the rewriter's insertion point. The original is left to whoever else
//! reads it (symbol-dce or LLVM drop it when nothing does).
//!
//! Cost: one pass over the constant's bytes, and a lookup of the global by name.

use crate::ir::context::{AttrKind, ResourceBlob, TypeKind};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

/// The constant global `buf` reads, with its shape and element size in bytes, when its
/// initial value holds the row-major bytes of every element (not a splat).
fn constant_global(ir: &Ir, buf: Value) -> Option<(Op, Vec<i64>, usize)> {
    let get = ir.defining_op(buf)?;
    if ir.op_name(get) != "memref.get_global" {
        return None;
    }
    let sym = match ir.ctx.attr_kind(ir.attr(get, "name")?) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => *root,
        _ => return None,
    };
    let table = crate::ir::symbols::symbol_table_of(ir, get);
    let global = crate::ir::symbols::lookup_symbol(ir, table, sym, &[])?;
    if ir.op_name(global) != "memref.global" || ir.attr(global, "constant").is_none() {
        return None;
    }
    let ty = ir.value_ty(buf);
    let (shape, elem) = match ir.ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, layout: None, space: None } if shape.iter().all(|&d| d > 0) => {
            (shape.clone(), *elem)
        }
        _ => return None,
    };
    let bits = ir.ctx.int_width(elem).or_else(|| ir.ctx.float_kind(elem).map(|k| k.width()))?;
    if bits % 8 != 0 {
        return None;
    }
    let eb = (bits / 8) as usize;
    let len = shape.iter().product::<i64>() as usize;
    bytes(ir, global).filter(|b| b.len() == len * eb)?;
    Some((global, shape, eb))
}

/// The bytes of a global's initial value: a dense (not splat) or resource elements attribute.
fn bytes(ir: &Ir, global: Op) -> Option<&[u8]> {
    match ir.ctx.attr_kind(ir.attr(global, "initial_value")?) {
        AttrKind::Dense { data, .. } if !data.is_splat() => Some(data.raw_bytes()),
        AttrKind::DenseResource { handle, .. } => Some(&ir.ctx.resource(handle)?.bytes),
        _ => None,
    }
}

/// Whether `panels(_, buf, order, nr)` makes panels (it returns `Some`).
pub fn packable(ir: &Ir, buf: Value, order: &[usize], nr: i64) -> bool {
    constant_global(ir, buf).is_some_and(|(_, shape, _)| valid_order(shape.len(), order, nr))
}

/// `order` names distinct dimensions but the last of a rank-`rank` shape, one each.
fn valid_order(rank: usize, order: &[usize], nr: i64) -> bool {
    if nr <= 0 || order.len() + 1 != rank || order.iter().any(|&d| d + 1 >= rank) {
        return false;
    }
    let mut seen = vec![false; rank];
    order.iter().all(|&d| !std::mem::replace(&mut seen[d], true))
}

/// The panels of `buf` (see the module doc), or `None` when `buf` is not such a constant.
pub fn panels(rw: &mut Rewriter, buf: Value, order: &[usize], nr: i64) -> Option<Value> {
    let (global, shape, eb) = constant_global(rw.ir, buf)?;
    let rank = shape.len();
    let f = *shape.last()?;
    if !valid_order(rank, order, nr) {
        return None;
    }
    let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(buf));
    let panels = (f + nr - 1) / nr;
    let mut new_shape = vec![panels];
    new_shape.extend(order.iter().map(|&d| shape[d]));
    new_shape.push(nr);
    let mty = rw.ir.ctx.ty(TypeKind::MemRef { shape: new_shape.clone(), elem, layout: None, space: None });
    let table = crate::ir::symbols::symbol_table_of(rw.ir, global);
    // The global's name: the original's with the panels' width and order, and a number when a
    // symbol of another type has that name.
    let (name, existing) = {
        let old = crate::ir::symbols::symbol_name(rw.ir, global)?;
        let order_s: Vec<String> = order.iter().map(|d| d.to_string()).collect();
        let base = format!("{}_panels{}_{}", String::from_utf8_lossy(old), nr, order_s.join(""));
        let mut k = 0;
        loop {
            let name = if k == 0 { base.clone() } else { format!("{base}_{k}") };
            let sym = rw.ir.ctx.sym(&name);
            match crate::ir::symbols::lookup_symbol(rw.ir, table, sym, &[]) {
                Some(g) if rw.ir.attr(g, "type").and_then(|t| rw.ir.ctx.as_type(t)) == Some(mty) => break (name, true),
                Some(_) => k += 1,
                None => break (name, false),
            }
        }
    };
    if !existing {
        // Row-major strides of the original; walk the packed order.
        let mut strides = vec![1usize; rank];
        for d in (0..rank - 1).rev() {
            strides[d] = strides[d + 1] * shape[d + 1] as usize;
        }
        let inner: usize = order.iter().map(|&d| shape[d] as usize).product();
        let bytes = bytes(rw.ir, global)?;
        let mut out = Vec::with_capacity(panels as usize * inner * nr as usize * eb);
        for fo in 0..panels as usize {
            for lin in 0..inner {
                let (mut rem, mut base) = (lin, 0usize);
                for &d in order.iter().rev() {
                    let s = shape[d] as usize;
                    base += (rem % s) * strides[d];
                    rem /= s;
                }
                let first = fo * nr as usize;
                let lanes = (nr as usize).min(f as usize - first);
                let start = (base + first) * eb;
                out.extend_from_slice(&bytes[start..start + lanes * eb]);
                out.resize(out.len() + (nr as usize - lanes) * eb, 0);
            }
        }
        let handle = {
            let mut n = 0usize;
            loop {
                let h = format!("mlirc_{name}_{n}");
                if rw.ir.ctx.resource(&h).is_none() {
                    break h;
                }
                n += 1;
            }
        };
        rw.ir.ctx.set_resource(&handle, ResourceBlob { align: eb.max(1) as u32, bytes: out });
        let tty = rw.ir.ctx.ty(TypeKind::Tensor { shape: new_shape, elem, encoding: None });
        let init = rw.ir.ctx.attr(AttrKind::DenseResource { ty: tty, handle });
        let loc = rw.ir.loc(global);
        let g = crate::dialects::memref::private_constant_global(rw.ir, &name, mty, init, loc);
        rw.ir.insert_op_before(g, global);
    }
    let sym = rw.ir.ctx.symbol_ref(&name);
    Some(rw.create_value("memref.get_global", vec![], mty, vec![("name", sym)]))
}
