//! `index` ops, with upstream's semantics (`convert-index-to-llvm`): each is the `arith` op of
//! the same meaning on `index` values (`index.ceildivs` is `arith.ceildivsi`, `index.casts` is
//! `arith.index_cast`, ...), translated by `arith`'s code; `index.cmp` takes its predicate from
//! `#index<cmp_predicate ...>`; `index.sizeof` is the index width of the target in bits.

use super::{arith, fail, Cx, R};
use crate::ir::Op;
use inkwell::llvm_sys::LLVMIntPredicate as IP;

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    let short = &name[6..];
    let arith_name = match short {
        "add" => "addi",
        "sub" => "subi",
        "mul" => "muli",
        "divs" => "divsi",
        "divu" => "divui",
        "rems" => "remsi",
        "remu" => "remui",
        "ceildivs" => "ceildivsi",
        "ceildivu" => "ceildivui",
        "floordivs" => "floordivsi",
        "maxs" => "maxsi",
        "maxu" => "maxui",
        "mins" => "minsi",
        "minu" => "minui",
        "shl" => "shli",
        "shrs" => "shrsi",
        "shru" => "shrui",
        "and" => "andi",
        "or" => "ori",
        "xor" => "xori",
        "casts" => "index_cast",
        "castu" => "index_castui",
        "constant" | "bool.constant" => "constant",
        "cmp" => {
            let pred = cx.ir.attr(op, "pred").and_then(|a| crate::dialects::index::predicate(&cx.ir.ctx, a));
            let pred = match pred {
                Some("eq") => IP::LLVMIntEQ,
                Some("ne") => IP::LLVMIntNE,
                Some("slt") => IP::LLVMIntSLT,
                Some("sle") => IP::LLVMIntSLE,
                Some("sgt") => IP::LLVMIntSGT,
                Some("sge") => IP::LLVMIntSGE,
                Some("ult") => IP::LLVMIntULT,
                Some("ule") => IP::LLVMIntULE,
                Some("ugt") => IP::LLVMIntUGT,
                Some(_) => IP::LLVMIntUGE,
                None => return fail("has no comparison predicate"),
            };
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let v = cx.icmp(pred, a, b)?;
            return cx.set_result(op, 0, v);
        }
        "sizeof" => {
            let t = cx.index_ty();
            let v = t.const_int(u64::from(t.get_bit_width()), false);
            return cx.set_result(op, 0, v.into());
        }
        _ => return super::unsupported(),
    };
    arith::lower(cx, op, &format!("arith.{arith_name}"))
}
