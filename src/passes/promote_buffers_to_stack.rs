//! `promote-buffers-to-stack`: small heap buffers that never leave their function become stack
//! buffers (`memref.alloc` → `memref.alloca`), as upstream's pass of that name.
//!
//! Takes: a function on buffers, before deallocation (`mlirc-buffer-deallocation` then leaves
//! the promoted buffers alone: a stack buffer is not owned). Gives: the same function, with
//! each `memref.alloc` promoted when
//! - its type is static, of rank at most `max-rank-of-allocated-memref`, and its size (elements
//!   × element bytes, booleans one byte) at most `max-alloc-size-in-bytes` (upstream's options
//!   and defaults: 1024 bytes, rank 1; the driver's `--max-stack-alloc-bytes` sets the size);
//! - it runs at most once per call of the function: no loop region lies between it and the
//!   function (an `alloca` in a loop would grow the stack each iteration);
//! - the buffer, and every view of it (`subview`, `cast`, `reinterpret_cast`, `expand_shape`,
//!   `collapse_shape`, `transpose`, `view`), is used only by ops that read or write it in place
//!   or look at its shape (loads, stores, copies, linalg ops, `memref.dim`, ...), by calls to
//!   functions that return no memref (which cannot hand it back), and by `memref.dealloc`
//!   (erased with the promotion). Anything else — a return, a yield, a branch, an unknown op —
//!   may let it outlive the function's frame, and the buffer stays on the heap.
//!
//! Cost: each allocation's uses (and its views' uses) are visited once.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::ir::context::TypeKind;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "promote-buffers-to-stack",
    class: "PromoteBuffersToStackPass",
    summary: "Promotes heap-based allocations to automatically managed stack-based allocations",
    options: &[
        OptionInfo {
            name: "max-alloc-size-in-bytes",
            kind: OptionKind::Int,
            default: "1024",
            help: "Maximal size in bytes to promote allocations to stack.",
        },
        OptionInfo {
            name: "max-rank-of-allocated-memref",
            kind: OptionKind::Int,
            default: "1",
            help: "Maximal memref rank to promote dynamic buffers.",
        },
    ],
    create: |o: &OptionValues| {
        Box::new(Promote {
            max_bytes: o.int("max-alloc-size-in-bytes"),
            max_rank: o.int("max-rank-of-allocated-memref"),
        })
    },
};

struct Promote {
    max_bytes: i64,
    max_rank: i64,
}

impl Pass for Promote {
    fn run(&mut self, ir: &mut Ir, op: Op, am: &mut Analyses) -> PassResult {
        let mut allocs = vec![];
        ir.walk(op, &mut |o| {
            if ir.op_name(o) == "memref.alloc" {
                allocs.push(o);
            }
        });
        let mut promoted = 0u64;
        for a in allocs {
            if !self.small(ir, a) || in_loop(ir, a, op) {
                continue;
            }
            let mut deallocs = vec![];
            if !stays_in_frame(ir, ir.result(a, 0), &mut deallocs) {
                continue;
            }
            let loc = ir.loc(a);
            let mut rw = Rewriter::new(ir, loc);
            for d in deallocs {
                rw.erase_op(d);
            }
            rw.set_insertion_point_before(a);
            let operands = rw.ir.operands(a).to_vec();
            let ty = rw.ir.value_ty(rw.ir.result(a, 0));
            let props: Vec<(&str, Attr)> = ["operandSegmentSizes", "alignment"]
                .into_iter()
                .filter_map(|n| rw.ir.prop(a, n).map(|x| (n, x)))
                .collect();
            let s = rw.create_value("memref.alloca", operands, ty, props);
            rw.replace_op(a, &[s]);
            promoted += 1;
        }
        if promoted == 0 {
            return Ok(Preserved::All);
        }
        if let Some(name) = crate::ir::symbols::symbol_name(ir, op) {
            am.stat(&String::from_utf8_lossy(name), "stack promotions", promoted);
        }
        Ok(Preserved::None)
    }
}

impl Promote {
    /// Static shape, rank and byte size within the limits.
    fn small(&self, ir: &Ir, alloc: Op) -> bool {
        let t = ir.value_ty(ir.result(alloc, 0));
        let TypeKind::MemRef { shape, elem, space: None, .. } = ir.ctx.type_kind(t) else { return false };
        if shape.iter().any(|&d| d < 0) || shape.len() as i64 > self.max_rank {
            return false;
        }
        let bits = match ir.ctx.type_kind(*elem) {
            TypeKind::Int { width, .. } => (*width).max(8) as i64,
            TypeKind::Index => 64,
            TypeKind::Float(k) => crate::ir::float::bit_width(*k) as i64,
            _ => return false,
        };
        let bytes = shape.iter().fold((bits + 7) / 8, |acc, &d| acc.saturating_mul(d));
        bytes <= self.max_bytes
    }
}

/// Whether a loop region lies between `op` and `func`.
fn in_loop(ir: &Ir, op: Op, func: Op) -> bool {
    let mut x = op;
    while let Some(p) = ir.parent_op(x) {
        if p == func {
            return false;
        }
        if ir.def(p).interfaces.loop_like.is_some() {
            return true;
        }
        x = p;
    }
    false
}

/// Whether buffer `v` (an allocation or a view of it) is only used in ways that cannot outlive
/// the function's frame (see the module doc); collects the `memref.dealloc`s of it.
pub fn stays_in_frame(ir: &Ir, v: Value, deallocs: &mut Vec<Op>) -> bool {
    for &u in ir.uses(v) {
        let op = u.op;
        match ir.op_name(op) {
            "memref.dealloc" => deallocs.push(op),
            n if crate::dialects::memref::is_view(n) && u.index == 0 => {
                if !stays_in_frame(ir, ir.result(op, 0), deallocs) {
                    return false;
                }
            }
            "memref.load"
            | "memref.store"
            | "memref.copy"
            | "memref.dim"
            | "memref.rank"
            | "memref.prefetch"
            | "memref.atomic_rmw"
            | "memref.generic_atomic_rmw"
            | "vector.load"
            | "vector.store"
            | "vector.transfer_read"
            | "vector.transfer_write" => {}
            // `memref.store %v, %m[...]` stores a value into the buffer: fine; a buffer stored
            // as a value cannot happen (memrefs of memrefs are not lowered).
            "func.call" => {
                if ir.results(op).iter().any(|&r| {
                    matches!(
                        ir.ctx.type_kind(ir.value_ty(r)),
                        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
                    )
                }) {
                    return false;
                }
            }
            _ if ir.def(op).interfaces.structured.is_some() && ir.results(op).is_empty() => {}
            _ => return false,
        }
    }
    true
}
