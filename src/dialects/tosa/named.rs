//! Verifiers of the TOSA ops that `tosa-to-linalg-named` lowers: conv2d, conv3d,
//! depthwise_conv2d, transpose_conv2d, matmul, max_pool2d, avg_pool2d, transpose.
//!
//! They check what upstream's `TosaOps.cpp` checks first, with its messages: operand ranks,
//! attribute sizes, pads >= 0, strides/dilations/kernels >= 1, pool padding below the kernel,
//! output sizes against the input, kernel, pads, strides and dilations (`wholly divisible`,
//! `calculated output ... did not match`), the bias size, transpose permutations. What they
//! accept the lowering can index without bounds checks.

use crate::ir::display::type_to_string;
use crate::ir::verify::Verifier;
use crate::ir::*;

/// The shape of a ranked tensor (None: unranked).
fn shape(ir: &Ir, v: Value) -> Option<Vec<i64>> {
    match ir.ctx.type_kind(ir.value_ty(v)) {
        TypeKind::Tensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

fn ints(ir: &Ir, op: Op, name: &str) -> Vec<i64> {
    ir.attr(op, name)
        .and_then(|a| ir.ctx.as_dense_array(a))
        .map(|v| v.iter().map(|&x| x as i64).collect())
        .unwrap_or_default()
}

fn list(v: &[i64]) -> String {
    v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")
}

/// `operand #i must be N-d tosa-conformant tensor` (and the result's `#0`).
fn check_ranks(v: &mut Verifier, op: Op, ranks: &[(bool, usize, usize)]) -> bool {
    let ir = v.ir;
    for &(result, i, n) in ranks {
        let val = if result { ir.result(op, i) } else { ir.operands(op)[i] };
        if let Some(s) = shape(ir, val) {
            if s.len() != n {
                let what = if result { "result" } else { "operand" };
                let t = type_to_string(&ir.ctx, ir.value_ty(val));
                v.err(op, format!("{what} #{i} must be {n}-d tosa-conformant tensor, but got '{t}'"));
                return false;
            }
        }
    }
    true
}

/// `attribute 'name' failed to satisfy constraint: ... with exactly N elements`.
fn check_sizes(v: &mut Verifier, op: Op, attrs: &[(&str, usize)]) -> bool {
    for &(name, n) in attrs {
        if ints(v.ir, op, name).len() != n {
            v.err(op, format!("attribute '{name}' failed to satisfy constraint: i64 dense array attribute with exactly {n} elements"));
            return false;
        }
    }
    true
}

fn at_least(v: &mut Verifier, op: Op, vals: &[i64], min: i64, what: &str, brackets: bool) -> bool {
    if vals.iter().any(|&x| x < min) {
        let l = if brackets { format!("[{}]", list(vals)) } else { list(vals) };
        v.err(op, format!("expect all {what} values to be >= {min}, got {l}"));
        return false;
    }
    true
}

/// Upstream's `verifyOutputSize` of the convolutions; `None` sizes are dynamic.
#[allow(clippy::too_many_arguments)]
fn conv_output(
    v: &mut Verifier,
    op: Op,
    (i, k, o): (i64, i64, i64),
    (before, after): (i64, i64),
    stride: i64,
    dilation: i64,
    (dim, axis, bname, aname): (&str, &str, &str, &str),
) -> bool {
    if i < 0 || k < 0 {
        return true;
    }
    let num = i - 1 + before + after - (k - 1) * dilation;
    if num.rem_euclid(stride) != 0 {
        v.err(op, format!("expected input_{dim} - 1 + pad_{bname} + pad_{aname} - (kernel_{dim} - 1) * dilation_{axis} to be wholly divisible by stride_{axis}, got ({i} - 1 + {before} + {after} - ({k} - 1) * {dilation}) / {stride}"));
        return false;
    }
    let calc = num.div_euclid(stride) + 1;
    if o >= 0 && calc != o {
        v.err(op, format!("calculated output {dim} did not match expected: calculated={calc}, expected={o}"));
        return false;
    }
    true
}

const DIMS: [(&str, &str, &str, &str); 3] =
    [("depth", "d", "front", "back"), ("height", "y", "top", "bottom"), ("width", "x", "left", "right")];

/// conv2d, conv3d, depthwise_conv2d (upstream's `verifyConvOpErrorIf` and the rank
/// constraints).
pub fn verify_conv(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let name = ir.op_name(op);
    let n = if name == "tosa.conv3d" { 3 } else { 2 };
    let r = n + 2;
    let wr = if name == "tosa.depthwise_conv2d" { 4 } else { r };
    if !check_ranks(v, op, &[(false, 0, r), (false, 1, wr), (false, 2, 1), (true, 0, r)]) {
        return;
    }
    if !check_sizes(v, op, &[("pad", 2 * n), ("stride", n), ("dilation", n)]) {
        return;
    }
    let (pad, stride, dilation) = (ints(ir, op, "pad"), ints(ir, op, "stride"), ints(ir, op, "dilation"));
    if !at_least(v, op, &pad, 0, "padding", false)
        || !at_least(v, op, &stride, 1, "stride", false)
        || !at_least(v, op, &dilation, 1, "dilation", false)
    {
        return;
    }
    let ops = ir.operands(op);
    let (Some(is), Some(ws), Some(os)) = (shape(ir, ops[0]), shape(ir, ops[1]), shape(ir, ir.result(op, 0))) else {
        return;
    };
    let names = &DIMS[3 - n..];
    for d in 0..n {
        // The kernel's spatial dims: weight dims 1.. (OHWI, ODHWI), 0.. for depthwise (HWCM).
        let k = if name == "tosa.depthwise_conv2d" { ws[d] } else { ws[d + 1] };
        let sizes = (is[d + 1], k, os[d + 1]);
        if !conv_output(v, op, sizes, (pad[2 * d], pad[2 * d + 1]), stride[d], dilation[d], names[d]) {
            return;
        }
    }
    check_bias(v, op, &os);
}

fn check_bias(v: &mut Verifier, op: Op, os: &[i64]) {
    let ir = v.ir;
    let Some(bs) = shape(ir, ir.operands(op)[2]) else { return };
    let (b, oc) = (bs[0], os[os.len() - 1]);
    if b >= 0 && oc >= 0 && b != oc && b != 1 {
        v.err(op, format!("bias channels expected to be equal to output channels ({oc}) or 1, got {b}"));
    }
}

/// transpose_conv2d (upstream's `TransposeConv2DOp::verify`, the shape part).
pub fn verify_transpose_conv(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !check_ranks(v, op, &[(false, 0, 4), (false, 1, 4), (false, 2, 1), (true, 0, 4)]) {
        return;
    }
    if !check_sizes(v, op, &[("out_pad", 4), ("stride", 2)]) {
        return;
    }
    let (out_pad, stride) = (ints(ir, op, "out_pad"), ints(ir, op, "stride"));
    if !at_least(v, op, &stride, 1, "stride", true) {
        return;
    }
    let ops = ir.operands(op);
    let (Some(is), Some(ws), Some(os)) = (shape(ir, ops[0]), shape(ir, ops[1]), shape(ir, ir.result(op, 0))) else {
        return;
    };
    let (kh, kw) = (ws[1], ws[2]);
    for (i, (pname, k, kname)) in
        [("top", kh, "KH"), ("bottom", kh, "KH"), ("left", kw, "KW"), ("right", kw, "KW")].into_iter().enumerate()
    {
        if k >= 0 && out_pad[i] <= -k {
            let p = out_pad[i];
            v.err(op, format!("expected out_pad_{pname} > -{kname}, but got: out_pad_{pname}={p} and {kname}={k}"));
            return;
        }
    }
    for (d, (o, i, s, pa, pb, k, on, inn, sn, pan, pbn, kn)) in [
        (
            os[1],
            is[1],
            stride[0],
            out_pad[0],
            out_pad[1],
            kh,
            "OH",
            "IH",
            "stride_y",
            "out_pad_top",
            "out_pad_bottom",
            "KH",
        ),
        (
            os[2],
            is[2],
            stride[1],
            out_pad[2],
            out_pad[3],
            kw,
            "OW",
            "IW",
            "stride_x",
            "out_pad_left",
            "out_pad_right",
            "KW",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let _ = d;
        if i < 0 || k < 0 || o < 0 {
            continue;
        }
        let calc = (i - 1) * s + pa + pb + k;
        if calc != o {
            v.err(op, format!("dimension mismatch: expected {on} == ({inn} - 1) * {sn} + {pan} + {pbn} + {kn}, but got {o} != ({i} - 1) * {s} + {pa} + {pb} + {k}"));
            return;
        }
    }
    check_bias(v, op, &os);
}

/// max_pool2d, avg_pool2d (upstream's `verifyPoolingOp`).
pub fn verify_pool(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !check_ranks(v, op, &[(false, 0, 4), (true, 0, 4)]) {
        return;
    }
    if !check_sizes(v, op, &[("kernel", 2), ("stride", 2), ("pad", 4)]) {
        return;
    }
    let (kernel, stride, pad) = (ints(ir, op, "kernel"), ints(ir, op, "stride"), ints(ir, op, "pad"));
    if !at_least(v, op, &kernel, 1, "kernel", false)
        || !at_least(v, op, &stride, 1, "stride", false)
        || !at_least(v, op, &pad, 0, "padding", false)
    {
        return;
    }
    if pad[2] >= kernel[1] || pad[3] >= kernel[1] {
        let (l, r, k) = (pad[2], pad[3], kernel[1]);
        return v.err(op, format!("expected left/right padding to be less than the width of the kernel, got pad_left={l}, pad_right={r}, kernel_x={k}"));
    }
    if pad[0] >= kernel[0] || pad[1] >= kernel[0] {
        let (t, b, k) = (pad[0], pad[1], kernel[0]);
        return v.err(op, format!("expected top/bottom padding to be less than the height of the kernel, got pad_top={t}, pad_bottom={b}, kernel_y={k}"));
    }
    let (Some(is), Some(os)) = (shape(ir, ir.operands(op)[0]), shape(ir, ir.result(op, 0))) else { return };
    for d in 0..2 {
        let (dim, axis, bn, an) = DIMS[d + 1];
        let (i, o, k, s, pb, pa) = (is[d + 1], os[d + 1], kernel[d], stride[d], pad[2 * d], pad[2 * d + 1]);
        if i < 0 {
            continue;
        }
        let num = i + pb + pa - k;
        if num.rem_euclid(s) != 0 {
            return v.err(op, format!("expected input_{dim} + pad_{bn} + pad_{an} - kernel_{axis} to be wholly divisible by stride_{axis}, got ({i} + {pb} + {pa} - {k}) / {s}"));
        }
        let calc = num.div_euclid(s) + 1;
        if o >= 0 && calc != o {
            return v
                .err(op, format!("calculated output {dim} did not match expected: calculated={calc}, expected={o}"));
        }
    }
}

/// matmul: operands and result of rank 3.
pub fn verify_matmul(v: &mut Verifier, op: Op) {
    check_ranks(v, op, &[(false, 0, 3), (false, 1, 3), (true, 0, 3)]);
}

/// transpose (upstream's `TransposeOp::verify`).
pub fn verify_transpose(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let perms = ints(ir, op, "perms");
    let Some(is) = shape(ir, ir.operands(op)[0]) else { return };
    if perms.len() != is.len() {
        let (r, n) = (is.len(), perms.len());
        return v.err(op, format!("expected perms attribute to have size {r} (input rank) but got size {n}"));
    }
    let mut seen = vec![false; perms.len()];
    for &p in &perms {
        if p < 0 || p as usize >= perms.len() || seen[p as usize] {
            return v.err(op, "expected valid permutation indices");
        }
        seen[p as usize] = true;
    }
    let Some(os) = shape(ir, ir.result(op, 0)) else { return };
    if os.len() != is.len() {
        let (r, n) = (os.len(), is.len());
        return v.err(op, format!("expected output tensor rank to equal input tensor rank, got {r} and {n}"));
    }
    for (i, &p) in perms.iter().enumerate() {
        let (o, x) = (os[i], is[p as usize]);
        if o >= 0 && x >= 0 && o != x {
            return v.err(op, format!("expected output tensor dim {i} to match input dim {p} with value of {x}"));
        }
    }
}
