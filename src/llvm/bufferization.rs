//! `bufferization.dealloc` (what `mlirc-buffer-deallocation` leaves undecided): pointer
//! compares and conditional frees.
//!
//! Buffers are compared by their descriptors' allocated pointers, which every view keeps.
//! `dealloc (%m_i) if (%c_i) retain (%r_j)` frees the allocated pointer p_i of each `%m_i`
//! when c_i holds, p_i is the allocated pointer of no `%r_j`, and no earlier `%m_k` with c_k
//! has the same one (each buffer is freed at most once), through the runtime's `mlirc_free`
//! of p_i or null. Result j is whether some `%m_i` with c_i has `%r_j`'s allocated pointer
//! (the claim moves to the retained value), as upstream's lowering computes it.

use super::memref::base_pointers;
use super::{Cx, R};
use crate::dialects::common::segments;
use crate::ir::Op;
use inkwell::values::IntValue;
use inkwell::IntPredicate;

const FREE_FN: &str = "mlirc_free";

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    match name {
        "bufferization.dealloc" => dealloc(cx, op),
        _ => super::unsupported(),
    }
}

fn ptr_int<'c>(cx: &Cx<'_, 'c>, op: Op, i: usize) -> R<IntValue<'c>> {
    let (p, _) = base_pointers(cx, op, i)?;
    Ok(cx.b.build_ptr_to_int(p, cx.index_ty(), "")?)
}

fn dealloc(cx: &mut Cx, op: Op) -> R<()> {
    let g = segments(cx.ir, op);
    if g.len() != 3 || g[0].len() != g[1].len() {
        return super::fail("has malformed operand segments");
    }
    let (nm, nr) = (g[0].len(), g[2].len());
    let mut ps = vec![];
    let mut cs = vec![];
    for i in 0..nm {
        ps.push(ptr_int(cx, op, i)?);
        cs.push(cx.operand(op, nm + i)?.into_int_value());
    }
    let mut qs = vec![];
    for j in 0..nr {
        qs.push(ptr_int(cx, op, 2 * nm + j)?);
    }
    let i1 = cx.ll.bool_type();
    let mut res = vec![i1.const_zero(); nr];
    let free = cx.extern_fn(FREE_FN, None, &[cx.ptr_ty().into()]);
    for i in 0..nm {
        let mut f = cs[i];
        for j in 0..nr {
            let eq = cx.b.build_int_compare(IntPredicate::EQ, ps[i], qs[j], "")?;
            let moved = cx.b.build_and(cs[i], eq, "")?;
            res[j] = cx.b.build_or(res[j], moved, "")?;
            let ne = cx.b.build_not(eq, "")?;
            f = cx.b.build_and(f, ne, "")?;
        }
        for k in 0..i {
            let eq = cx.b.build_int_compare(IntPredicate::EQ, ps[k], ps[i], "")?;
            let done = cx.b.build_and(cs[k], eq, "")?;
            let not_done = cx.b.build_not(done, "")?;
            f = cx.b.build_and(f, not_done, "")?;
        }
        let null = cx.index_ty().const_zero();
        let p = cx.b.build_select(f, ps[i], null, "")?.into_int_value();
        let p = cx.b.build_int_to_ptr(p, cx.ptr_ty(), "")?;
        cx.call(free, &[p.into()])?;
    }
    for (j, r) in res.into_iter().enumerate() {
        cx.set_result(op, j, r.into())?;
    }
    Ok(())
}
