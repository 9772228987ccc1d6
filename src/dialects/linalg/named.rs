//! The named structured ops: one table row per op with its loops, indexing maps and body.
//!
//! Index lists name the loops of `dims` (`"n,oh+kh,c"`: the `i`-th sum is scaled by the
//! `i`-th `strides` and `dilations` values, default 1), one list per operand, inputs first; an
//! empty list is a scalar operand. Bodies are `body.rs` expressions. The table was checked against
//! `mlir-opt-22 --linalg-generalize-named-ops` for every op with default and non-default
//! strides and dilations.

use super::*;

/// How a named op gets its indexing maps and iterator types.
pub enum Maps {
    /// Rank-polymorphic elementwise op: identity maps of the output rank (`() -> ()` for a
    /// scalar operand), all loops parallel.
    Elementwise,
    /// Loops named by `dims` with iterator kinds `iters` (`p`/`r`) and one index list per
    /// operand; `window` is the size of the `strides`/`dilations` attributes (0: none).
    Fixed { dims: &'static str, iters: &'static str, operands: &'static [&'static str], window: usize },
    /// The `indexing_maps` property, defaulting to `defaults` over `dims`; `iters` are fixed
    /// (empty: derived from the maps, as for `linalg.contract` and `linalg.elementwise`).
    Attr { dims: &'static str, iters: &'static str, defaults: &'static [&'static str] },
}

pub struct NamedSpec {
    pub name: &'static str,
    /// Number of inputs the body expects (the region has one more argument for the output).
    pub inputs: usize,
    pub maps: Maps,
    /// The body expression (`body.rs`); empty for `linalg.elementwise`, built from `kind`.
    pub body: &'static str,
    /// Whether the op has a `cast` attribute that picks the signedness of `cast(...)`.
    pub cast_attr: bool,
}

const MAC: &str = "add(out, mul(cast(in0), cast(in1)))";
const MACQ: &str = "add(out, mul(sub(cast(in0), cast(in2)), sub(cast(in1), cast(in3))))";
const RNG: &str = "cast(add(mul(add(cast_s(const(2147483647:i64), f64), cast_s(add(mul(add(cast_s(index(1), i32), \
    add(mul(add(cast_s(index(0), i32), in2), cast_s(const(1103515245:i64), i32)), cast_s(const(12345:i64), i32))), \
    cast_s(const(1103515245:i64), i32)), cast_s(const(12345:i64), i32)), f64)), \
    mul(sub(in1, in0), cast_s(const(2.3283064e-10:f64), f64))), in0))";

const fn ew(name: &'static str, inputs: usize, body: &'static str) -> NamedSpec {
    NamedSpec { name, inputs, maps: Maps::Elementwise, body, cast_attr: false }
}

/// An op with fixed maps: its loops, iterator kinds, one index list per operand (inputs, then
/// the init) and the size of its `strides`/`dilations` window.
const fn fixed(
    name: &'static str,
    dims: &'static str,
    iters: &'static str,
    operands: &'static [&'static str],
    window: usize,
    body: &'static str,
) -> NamedSpec {
    NamedSpec {
        name,
        inputs: operands.len() - 1,
        maps: Maps::Fixed { dims, iters, operands, window },
        body,
        cast_attr: false,
    }
}

/// An op with an `indexing_maps` property (defaults over `dims`) and a `cast` attribute.
const fn with_maps(
    name: &'static str,
    dims: &'static str,
    iters: &'static str,
    defaults: &'static [&'static str],
) -> NamedSpec {
    NamedSpec { name, inputs: 2, maps: Maps::Attr { dims, iters, defaults }, body: MAC, cast_attr: true }
}

#[rustfmt::skip]
pub static NAMED: &[NamedSpec] = &[
    NamedSpec { name: "linalg.fill", inputs: 1, maps: Maps::Elementwise, body: "in0", cast_attr: false },
    NamedSpec { name: "linalg.copy", inputs: 1, maps: Maps::Elementwise, body: "cast(in0)", cast_attr: true },
    with_maps("linalg.matmul", "m n k", "ppr", &["m,k", "k,n", "m,n"]),
    with_maps("linalg.batch_matmul", "b m n k", "pppr", &["b,m,k", "b,k,n", "b,m,n"]),
    with_maps("linalg.batch_reduce_matmul", "b m n k", "rppr", &["b,m,k", "b,k,n", "m,n"]),
    with_maps("linalg.contract", "", "", &[]),
    NamedSpec { name: "linalg.elementwise", inputs: 0, maps: Maps::Attr { dims: "", iters: "", defaults: &[] }, body: "", cast_attr: false },
    ew("linalg.exp", 1, "exp(in0)"),
    ew("linalg.log", 1, "log(in0)"),
    ew("linalg.abs", 1, "abs(in0)"),
    ew("linalg.ceil", 1, "ceil(in0)"),
    ew("linalg.floor", 1, "floor(in0)"),
    ew("linalg.negf", 1, "negf(in0)"),
    ew("linalg.reciprocal", 1, "reciprocal(in0)"),
    ew("linalg.round", 1, "round(in0)"),
    ew("linalg.sqrt", 1, "sqrt(in0)"),
    ew("linalg.rsqrt", 1, "rsqrt(in0)"),
    ew("linalg.square", 1, "square(in0)"),
    ew("linalg.tanh", 1, "tanh(in0)"),
    ew("linalg.erf", 1, "erf(in0)"),
    ew("linalg.add", 2, "add(in0, in1)"),
    ew("linalg.sub", 2, "sub(in0, in1)"),
    ew("linalg.mul", 2, "mul(in0, in1)"),
    ew("linalg.div", 2, "div(in0, in1)"),
    ew("linalg.div_unsigned", 2, "div_unsigned(in0, in1)"),
    ew("linalg.max", 2, "max_signed(in0, in1)"),
    ew("linalg.min", 2, "min_signed(in0, in1)"),
    ew("linalg.powf", 2, "powf(in0, in1)"),
    ew("linalg.select", 3, "select(in0, in1, in2)"),
    fixed("linalg.matvec", "m n", "pr", &["m,n", "n", "m"], 0, MAC),
    fixed("linalg.vecmat", "n m", "pr", &["m", "m,n", "n"], 0, MAC),
    fixed("linalg.batch_matvec", "b m k", "ppr", &["b,m,k", "b,k", "b,m"], 0, MAC),
    fixed("linalg.batch_vecmat", "b n k", "ppr", &["b,k", "b,k,n", "b,n"], 0, MAC),
    fixed("linalg.dot", "m", "r", &["m", "m", ""], 0, MAC),
    fixed("linalg.mmt4d", "m n k m0 n0 k0", "pprppr", &["m,k,m0,k0", "n,k,n0,k0", "m,n,m0,n0"], 0, MAC),
    fixed("linalg.batch_mmt4d", "b m n k m0 n0 k0", "ppprppr", &["b,m,k,m0,k0", "b,n,k,n0,k0", "b,m,n,m0,n0"], 0, MAC),
    fixed("linalg.quantized_matmul", "m n k", "ppr", &["m,k", "k,n", "", "", "m,n"], 0, MACQ),
    fixed("linalg.quantized_batch_matmul", "b m n k", "pppr", &["b,m,k", "b,k,n", "", "", "b,m,n"], 0, MACQ),
    fixed("linalg.fill_rng_2d", "m n", "pp", &["", "", "", "m,n"], 0, RNG),
    fixed("linalg.conv_1d", "ow kw", "pr", &["ow+kw", "kw", "ow"], 0, MAC),
    fixed("linalg.conv_2d", "oh ow kh kw", "pprr", &["oh+kh,ow+kw", "kh,kw", "oh,ow"], 0, MAC),
    fixed("linalg.conv_3d", "od oh ow kd kh kw", "ppprrr", &["od+kd,oh+kh,ow+kw", "kd,kh,kw", "od,oh,ow"], 0, MAC),
    fixed("linalg.conv_1d_nwc_wcf", "n ow f kw c", "ppprr", &["n,ow+kw,c", "kw,c,f", "n,ow,f"], 1, MAC),
    fixed("linalg.conv_1d_ncw_fcw", "n f ow c kw", "ppprr", &["n,c,ow+kw", "f,c,kw", "n,f,ow"], 1, MAC),
    fixed("linalg.conv_2d_nhwc_hwcf", "n oh ow f kh kw c", "pppprrr", &["n,oh+kh,ow+kw,c", "kh,kw,c,f", "n,oh,ow,f"], 2, MAC),
    fixed("linalg.conv_2d_nhwc_fhwc", "n oh ow f kh kw c", "pppprrr", &["n,oh+kh,ow+kw,c", "f,kh,kw,c", "n,oh,ow,f"], 2, MAC),
    fixed("linalg.conv_2d_nchw_fchw", "n f oh ow c kh kw", "pppprrr", &["n,c,oh+kh,ow+kw", "f,c,kh,kw", "n,f,oh,ow"], 2, MAC),
    fixed("linalg.conv_2d_ngchw_fgchw", "n g fg oh ow c kh kw", "ppppprrr", &["n,g,c,oh+kh,ow+kw", "fg,g,c,kh,kw", "n,g,fg,oh,ow"], 2, MAC),
    fixed("linalg.conv_2d_ngchw_gfchw", "n g fg oh ow c kh kw", "ppppprrr", &["n,g,c,oh+kh,ow+kw", "g,fg,c,kh,kw", "n,g,fg,oh,ow"], 2, MAC),
    fixed("linalg.conv_2d_nhwgc_gfhwc", "n oh ow g fg kh kw c", "ppppprrr", &["n,oh+kh,ow+kw,g,c", "g,fg,kh,kw,c", "n,oh,ow,g,fg"], 2, MAC),
    fixed("linalg.conv_2d_nhwc_hwcf_q", "n oh ow f kh kw c", "pppprrr", &["n,oh+kh,ow+kw,c", "kh,kw,c,f", "", "", "n,oh,ow,f"], 2, MACQ),
    fixed("linalg.conv_2d_nhwc_fhwc_q", "n oh ow f kh kw c", "pppprrr", &["n,oh+kh,ow+kw,c", "f,kh,kw,c", "", "", "n,oh,ow,f"], 2, MACQ),
    fixed("linalg.conv_2d_nchw_fchw_q", "n f oh ow c kh kw", "pppprrr", &["n,c,oh+kh,ow+kw", "f,c,kh,kw", "", "", "n,f,oh,ow"], 2, MACQ),
    fixed("linalg.conv_2d_ngchw_gfchw_q", "n g fg oh ow c kh kw", "ppppprrr", &["n,g,c,oh+kh,ow+kw", "g,fg,c,kh,kw", "", "", "n,g,fg,oh,ow"], 2, MACQ),
    fixed("linalg.conv_2d_nhwgc_gfhwc_q", "n oh ow g fg kh kw c", "ppppprrr", &["n,oh+kh,ow+kw,g,c", "g,fg,kh,kw,c", "", "", "n,oh,ow,g,fg"], 2, MACQ),
    fixed("linalg.conv_3d_ndhwc_dhwcf", "n od oh ow f kd kh kw c", "ppppprrrr", &["n,od+kd,oh+kh,ow+kw,c", "kd,kh,kw,c,f", "n,od,oh,ow,f"], 3, MAC),
    fixed("linalg.conv_3d_ndhwc_dhwcf_q", "n od oh ow f kd kh kw c", "ppppprrrr", &["n,od+kd,oh+kh,ow+kw,c", "kd,kh,kw,c,f", "", "", "n,od,oh,ow,f"], 3, MACQ),
    fixed("linalg.conv_3d_ncdhw_fcdhw", "n f od oh ow c kd kh kw", "ppppprrrr", &["n,c,od+kd,oh+kh,ow+kw", "f,c,kd,kh,kw", "n,f,od,oh,ow"], 3, MAC),
    fixed("linalg.depthwise_conv_1d_nwc_wc", "n ow ic kw", "pppr", &["n,ow+kw,ic", "kw,ic", "n,ow,ic"], 1, MAC),
    fixed("linalg.depthwise_conv_1d_ncw_cw", "n ow ic kw", "pppr", &["n,ic,ow+kw", "ic,kw", "n,ic,ow"], 1, MAC),
    fixed("linalg.depthwise_conv_1d_nwc_wcm", "n ow ic cm kw", "ppppr", &["n,ow+kw,ic", "kw,ic,cm", "n,ow,ic,cm"], 1, MAC),
    fixed("linalg.depthwise_conv_2d_nchw_chw", "n oh ow ic kh kw", "pppprr", &["n,ic,oh+kh,ow+kw", "ic,kh,kw", "n,ic,oh,ow"], 2, MAC),
    fixed("linalg.depthwise_conv_2d_nhwc_hwc", "n oh ow ic kh kw", "pppprr", &["n,oh+kh,ow+kw,ic", "kh,kw,ic", "n,oh,ow,ic"], 2, MAC),
    fixed("linalg.depthwise_conv_2d_nhwc_hwc_q", "n oh ow ic kh kw", "pppprr", &["n,oh+kh,ow+kw,ic", "kh,kw,ic", "", "", "n,oh,ow,ic"], 2, MACQ),
    fixed("linalg.depthwise_conv_2d_nhwc_hwcm", "n oh ow ic cm kh kw", "ppppprr", &["n,oh+kh,ow+kw,ic", "kh,kw,ic,cm", "n,oh,ow,ic,cm"], 2, MAC),
    fixed("linalg.depthwise_conv_2d_nhwc_hwcm_q", "n oh ow ic cm kh kw", "ppppprr", &["n,oh+kh,ow+kw,ic", "kh,kw,ic,cm", "", "", "n,oh,ow,ic,cm"], 2, MACQ),
    fixed("linalg.depthwise_conv_3d_ndhwc_dhwc", "n od oh ow kd kh kw ic", "pppprrrp", &["n,od+kd,oh+kh,ow+kw,ic", "kd,kh,kw,ic", "n,od,oh,ow,ic"], 3, MAC),
    fixed("linalg.depthwise_conv_3d_ncdhw_cdhw", "n od oh ow kd kh kw ic", "pppprrrp", &["n,ic,od+kd,oh+kh,ow+kw", "ic,kd,kh,kw", "n,ic,od,oh,ow"], 3, MAC),
    fixed("linalg.depthwise_conv_3d_ndhwc_dhwcm", "n od oh ow cm kd kh kw ic", "ppppprrrp", &["n,od+kd,oh+kh,ow+kw,ic", "kd,kh,kw,ic,cm", "n,od,oh,ow,ic,cm"], 3, MAC),
    fixed("linalg.pooling_nhwc_sum", "n oh ow c kh kw", "pppprr", &["n,oh+kh,ow+kw,c", "kh,kw", "n,oh,ow,c"], 2, "add(out, cast_s(in0))"),
    fixed("linalg.pooling_nhwc_max", "n oh ow c kh kw", "pppprr", &["n,oh+kh,ow+kw,c", "kh,kw", "n,oh,ow,c"], 2, "max_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_nhwc_max_unsigned", "n oh ow c kh kw", "pppprr", &["n,oh+kh,ow+kw,c", "kh,kw", "n,oh,ow,c"], 2, "max_unsigned(out, cast_u(in0))"),
    fixed("linalg.pooling_nhwc_min", "n oh ow c kh kw", "pppprr", &["n,oh+kh,ow+kw,c", "kh,kw", "n,oh,ow,c"], 2, "min_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_nhwc_min_unsigned", "n oh ow c kh kw", "pppprr", &["n,oh+kh,ow+kw,c", "kh,kw", "n,oh,ow,c"], 2, "min_unsigned(out, cast_u(in0))"),
    fixed("linalg.pooling_nchw_sum", "n c oh ow kh kw", "pppprr", &["n,c,oh+kh,ow+kw", "kh,kw", "n,c,oh,ow"], 2, "add(out, cast_s(in0))"),
    fixed("linalg.pooling_nchw_max", "n c oh ow kh kw", "pppprr", &["n,c,oh+kh,ow+kw", "kh,kw", "n,c,oh,ow"], 2, "max_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_nwc_sum", "n ow c kw", "pppr", &["n,ow+kw,c", "kw", "n,ow,c"], 1, "add(out, cast_s(in0))"),
    fixed("linalg.pooling_nwc_max", "n ow c kw", "pppr", &["n,ow+kw,c", "kw", "n,ow,c"], 1, "max_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_nwc_max_unsigned", "n ow c kw", "pppr", &["n,ow+kw,c", "kw", "n,ow,c"], 1, "max_unsigned(out, cast_u(in0))"),
    fixed("linalg.pooling_nwc_min", "n ow c kw", "pppr", &["n,ow+kw,c", "kw", "n,ow,c"], 1, "min_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_nwc_min_unsigned", "n ow c kw", "pppr", &["n,ow+kw,c", "kw", "n,ow,c"], 1, "min_unsigned(out, cast_u(in0))"),
    fixed("linalg.pooling_ncw_sum", "n c ow kw", "pppr", &["n,c,ow+kw", "kw", "n,c,ow"], 1, "add(out, cast_s(in0))"),
    fixed("linalg.pooling_ncw_max", "n c ow kw", "pppr", &["n,c,ow+kw", "kw", "n,c,ow"], 1, "max_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_ndhwc_sum", "n od oh ow c kd kh kw", "ppppprrr", &["n,od+kd,oh+kh,ow+kw,c", "kd,kh,kw", "n,od,oh,ow,c"], 3, "add(out, cast_s(in0))"),
    fixed("linalg.pooling_ndhwc_max", "n od oh ow c kd kh kw", "ppppprrr", &["n,od+kd,oh+kh,ow+kw,c", "kd,kh,kw", "n,od,oh,ow,c"], 3, "max_signed(out, cast_s(in0))"),
    fixed("linalg.pooling_ndhwc_min", "n od oh ow c kd kh kw", "ppppprrr", &["n,od+kd,oh+kh,ow+kw,c", "kd,kh,kw", "n,od,oh,ow,c"], 3, "min_signed(out, cast_s(in0))"),
];

/// The op of a row: its format and extra properties follow from its maps and `cast`.
pub const fn op(spec: &'static NamedSpec) -> OpSpec {
    let (f, props): (&'static OpFormat, &'static [&'static str]) = match (&spec.maps, spec.cast_attr) {
        (Maps::Attr { .. }, true) => (&MATMUL_FORMAT, &[]),
        (Maps::Attr { .. }, false) => (&ELEMENTWISE_FORMAT, &[]),
        (_, true) => (&COPY_FORMAT, &[]),
        (Maps::Fixed { window: 1.., .. }, _) => (&NAMED_FORMAT, &["dilations", "operandSegmentSizes", "strides"]),
        _ => (&NAMED_FORMAT, &[]),
    };
    super::structured(spec.name, f, props)
}

pub fn named_spec(name: &str) -> Option<&'static NamedSpec> {
    NAMED.iter().find(|s| s.name == name)
}

/// What a pass needs to create the named op `name` (not `linalg.elementwise`) on operands of
/// `types` (inputs, then the init): its region, built as the parser builds it, and, for an op
/// with an `indexing_maps` property, the default maps to set.
pub fn build_named_region(ir: &mut Ir, name: &str, types: &[Type]) -> Result<(Region, Option<Attr>), String> {
    let spec = named_spec(name).ok_or_else(|| format!("'{name}' is not a named structured op"))?;
    if types.len() != spec.inputs + 1 || spec.body.is_empty() {
        return Err(format!("'{name}' expects {} operands", spec.inputs + 1));
    }
    let (region, block) = new_body(ir, types);
    body::build(ir, block, spec.body, false)?;
    let maps = match spec.maps {
        Maps::Attr { .. } => {
            let m = default_maps(spec).into_iter().map(|m| ir.ctx.affine_map_attr(m)).collect();
            Some(ir.ctx.array_attr(m))
        }
        _ => None,
    };
    Ok((region, maps))
}

/// Kinds of `#linalg.elementwise_kind<...>` by arity: unary, binary, ternary.
const ELEMENTWISE_KINDS: [&[&str]; 3] = [
    &["exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf"],
    &["add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf"],
    &["select"],
];

/// `#linalg.elementwise_kind<add>` → ("add", 2).
fn elementwise_kind(ctx: &Context, a: Attr) -> Option<(&'static str, usize)> {
    let k = ctx.enum_keyword(a, &crate::ir::enums::LINALG_ELEMENTWISE_KIND)?;
    ELEMENTWISE_KINDS.iter().zip(1..).find_map(|(kinds, arity)| kinds.iter().find(|&&x| x == k).map(|&x| (x, arity)))
}

fn elementwise_body(kind: &str, arity: usize) -> String {
    let args: Vec<String> = (0..arity).map(|i| format!("in{i}")).collect();
    format!("{kind}({})", args.join(", "))
}

// ----- indexing maps -----

/// Parses an index list like `n,oh+kh,c` over `dims`: the `i`-th sum is `oh * strides[i] +
/// kh * dilations[i]` (both 1 when the op has no window).
fn index_exprs(list: &str, dims: &[&str], strides: &[i64], dilations: &[i64]) -> Vec<AffineExpr> {
    let dim = |d: &str| AffineExpr::Dim(dims.iter().position(|x| *x == d).unwrap_or(0) as u32);
    let mut window = 0;
    let sum = |e: &str, window: &mut usize| match e.split_once('+') {
        Some((o, k)) => {
            let (s, d) = (strides.get(*window).copied().unwrap_or(1), dilations.get(*window).copied().unwrap_or(1));
            *window += 1;
            dim(o).mul(AffineExpr::Const(s)).add(dim(k).mul(AffineExpr::Const(d)))
        }
        None => dim(e),
    };
    list.split(',').filter(|e| !e.is_empty()).map(|e| sum(e, &mut window)).collect()
}

/// The `strides` and `dilations` of an op with a window of `n` dimensions (`attr` reads them;
/// `n` ones when absent, none without a window), or the message for the first malformed one.
fn windows(ctx: &Context, attr: impl Fn(&str) -> Option<Attr>, n: usize) -> Result<[Vec<i64>; 2], String> {
    if n == 0 {
        return Ok([vec![], vec![]]);
    }
    Ok([window_values(ctx, attr("strides"), "strides", n)?, window_values(ctx, attr("dilations"), "dilations", n)?])
}

/// The values of a `strides`/`dilations` attribute (`n` ones when absent).
fn window_values(ctx: &Context, a: Option<Attr>, name: &str, n: usize) -> Result<Vec<i64>, String> {
    let Some(a) = a else { return Ok(vec![1; n]) };
    let summary = format!("64-bit signless int elements attribute of shape [{n}]");
    let bad = || format!("attribute '{name}' failed to satisfy constraint: {summary}");
    match ctx.attr_kind(a) {
        AttrKind::Dense { ty, data } if data.is_int() => {
            let shape = ctx.shape(*ty).unwrap_or(&[]);
            let et = ctx.elem_ty(*ty);
            if shape != [n as i64]
                || ctx.int_width(et) != Some(64)
                || !ctx.is_signless_int(et)
                || (data.len() != n && data.len() != 1)
            {
                return Err(bad());
            }
            Ok((0..n).map(|i| data.int_at(i) as i64).collect())
        }
        _ => Err(bad()),
    }
}

fn fixed_maps(dims: &str, operands: &[&str], strides: &[i64], dilations: &[i64]) -> Vec<AffineMap> {
    let dims: Vec<&str> = dims.split_whitespace().collect();
    operands
        .iter()
        .map(|o| AffineMap { dims: dims.len() as u32, syms: 0, results: index_exprs(o, &dims, strides, dilations) })
        .collect()
}

/// The default `indexing_maps` of an op with an `indexing_maps` property.
fn default_maps(spec: &NamedSpec) -> Vec<AffineMap> {
    match &spec.maps {
        Maps::Attr { dims, defaults, .. } => fixed_maps(dims, defaults, &[], &[]),
        _ => vec![],
    }
}

pub fn indexing_maps(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    let spec = named_spec(ir.op_name(op)).ok_or("not a structured op")?;
    match &spec.maps {
        Maps::Elementwise => {
            let loops = init_rank(ir, op) as u32;
            let (id, scalar) = (AffineMap::identity(loops), AffineMap { dims: loops, syms: 0, results: vec![] });
            Ok(ir
                .operand_types(op)
                .iter()
                .map(|&t| if rank(&ir.ctx, t) == 0 { &scalar } else { &id })
                .cloned()
                .collect())
        }
        Maps::Fixed { dims, operands, window, .. } => {
            let [strides, dilations] = windows(&ir.ctx, |n| ir.attr(op, n), *window)?;
            Ok(fixed_maps(dims, operands, &strides, &dilations))
        }
        Maps::Attr { .. } => maps_attr(ir, op),
    }
}

pub fn iterator_types(ir: &Ir, op: Op) -> Result<Vec<IteratorType>, String> {
    let spec = named_spec(ir.op_name(op)).ok_or("not a structured op")?;
    let from =
        |s: &str| s.chars().map(|c| if c == 'r' { IteratorType::Reduction } else { IteratorType::Parallel }).collect();
    match &spec.maps {
        Maps::Elementwise => Ok(vec![IteratorType::Parallel; init_rank(ir, op)]),
        Maps::Fixed { iters, .. } => Ok(from(iters)),
        Maps::Attr { iters, .. } if !iters.is_empty() => Ok(from(iters)),
        Maps::Attr { .. } => {
            let maps = maps_attr(ir, op)?;
            let Some(out) = maps.last() else { return Ok(vec![]) };
            if spec.name == "linalg.elementwise" {
                return Ok(vec![IteratorType::Parallel; out.dims as usize]);
            }
            // contract: a dim is parallel iff the output map uses it
            let used = |d| out.results.contains(&AffineExpr::Dim(d));
            Ok((0..out.dims).map(|d| if used(d) { IteratorType::Parallel } else { IteratorType::Reduction }).collect())
        }
    }
}

// ----- custom form -----

/// `TypeFnAttr` of the ops with a `cast`.
static CAST: AttrConstraint = dict_attr("allowed op types", |ctx, a| {
    matches!(ctx.enum_keyword(a, &enums::LINALG_TYPE_FN), Some("cast_signed" | "cast_unsigned"))
});

/// `ElementwiseKindAttr`.
static KIND: AttrConstraint = dict_attr("allowed op types", |ctx, a| elementwise_kind(ctx, a).is_some());

/// The format of the named ops, after their own attributes (`custom<NamedAttrs>(...)`).
macro_rules! named_format {
    ($attrs:literal) => {
        concat!(
            "custom<NamedAttrs>(",
            $attrs,
            "$linalg.memoized_indexing_maps) attr-dict custom<InsOuts>($inputs, $outputs) custom<AttrDict>() \
             custom<ArrowTypes>($result_tensors) custom<NamedBody>($inputs, $outputs, $region)"
        )
    };
}

pub static NAMED_FORMAT: OpFormat = OpFormat {
    hand_printed: true,
    operands: &[("inputs*", &ANY_TYPE), ("outputs*", &ANY_SHAPED)],
    results: &[("result_tensors*", &RANKED_TENSOR)],
    regions: &["region"],
    format: named_format!(""),
    custom: &[NAMED_ATTRS, INS_OUTS, ATTR_DICT, ARROW_TYPES, NAMED_BODY],
    verify: Some(verify),
    ..FORMAT
};

pub static COPY_FORMAT: OpFormat = OpFormat { attrs: &[("cast?", &CAST)], ..NAMED_FORMAT };

pub static MATMUL_FORMAT: OpFormat = OpFormat {
    hand_printed: true,
    attrs: &[("cast?", &CAST), ("indexing_maps?", &MAPS)],
    format: named_format!("$indexing_maps, "),
    ..NAMED_FORMAT
};

pub static ELEMENTWISE_FORMAT: OpFormat = OpFormat {
    hand_printed: true,
    attrs: &[("kind", &KIND), ("indexing_maps?", &MAPS)],
    format: named_format!("$kind, $indexing_maps, "),
    ..NAMED_FORMAT
};

/// `custom<AttrDict>()`: the attribute dictionary that may follow `outs(...)` (printed with the
/// others, before `ins`).
const ATTR_DICT: Custom =
    Custom { name: "AttrDict", parse: |p, st, _, _| p.parse_attr_dict(st), print: |_, _, _, _| {} };

/// `custom<NamedAttrs>(...)`: `kind=...` of `linalg.elementwise`, and `indexing_maps = [...]`
/// when they are not the op's defaults (always for `linalg.contract`).
const NAMED_ATTRS: Custom = Custom {
    name: "NamedAttrs",
    parse: |p, st, _, _| {
        let name = p.ir.ctx.str(st.name).to_string();
        if name == "linalg.elementwise" {
            p.parse_keyword("kind")?;
            p.expect(Tok::Equal, "'='")?;
            let pos = p.tok.start;
            let a = p.parse_attr()?;
            if elementwise_kind(&p.ir.ctx, a).is_none() {
                return p.err_at(pos, "expected ElementwiseKind attribute");
            }
            st.add_attr(p.ir, "kind", a);
        }
        if !matches!(named_spec(&name).map(|s| &s.maps), Some(Maps::Attr { .. })) {
            return Ok(());
        }
        if !p.parse_optional_keyword("indexing_maps") {
            return if name == "linalg.contract" { p.err("expected 'indexing_maps' attribute") } else { Ok(()) };
        }
        p.expect(Tok::Equal, "'='")?;
        let pos = p.tok.start;
        let a = p.parse_attr()?;
        if p.ir.ctx.as_array(a).is_none() {
            return p.err_at(pos, "invalid kind of attribute specified");
        }
        if !(MAPS.check)(&p.ir.ctx, a) {
            return p.err("element of indexing_maps array is not an affine_map");
        }
        st.add_attr(p.ir, "indexing_maps", a);
        Ok(())
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        let Some(spec) = named_spec(ir.op_name(op)) else { return };
        if let Some(k) = ir.attr(op, "kind").filter(|_| spec.name == "linalg.elementwise") {
            pr.w("kind=");
            pr.attr(k);
        }
        let Some(a) = ir.attr(op, "indexing_maps").filter(|_| matches!(spec.maps, Maps::Attr { .. })) else { return };
        if spec.name == "linalg.contract" || !has_default_maps(ir, op, spec) {
            pr.w(if pr.out.ends_with(' ') { "indexing_maps = " } else { " indexing_maps = " });
            pr.attr(a);
        }
    },
};

/// `custom<NamedBody>($inputs, $outputs, $region)`: the region the custom form leaves out,
/// built as upstream does from the op's body expression, then the default `indexing_maps`.
const NAMED_BODY: Custom = Custom {
    name: "NamedBody",
    parse: |p, st, slots, args| {
        let name = p.ir.ctx.str(st.name).to_string();
        let Some(spec) = named_spec(&name) else { return p.err(format!("custom op '{name}' is unknown")) };
        let (mut inputs, mut body) = (spec.inputs, spec.body.to_string());
        if let Some((kind, arity)) = state_attr(p, st, "kind").and_then(|k| elementwise_kind(&p.ir.ctx, k)) {
            (inputs, body) = (arity, elementwise_body(kind, arity));
        }
        let types = ins_outs_types(slots, args);
        let pos = p.tok.start;
        if types.len() != inputs + 1 {
            let (want, got) = (inputs + 1, types.len());
            return p.err_at(pos, format!("custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated region expects {want} args, got {got}"));
        }
        let cast = state_attr(p, st, "cast").and_then(|c| p.ir.ctx.enum_keyword(c, &enums::LINALG_TYPE_FN));
        let unsigned = spec.cast_attr && cast == Some("cast_unsigned");
        let (region, block) = new_body(p.ir, &types);
        if let Err(e) = body::build(p.ir, block, &body, unsigned) {
            return p.err_at(st.pos, format!("custom op '{name}' {e}"));
        }
        slots.set_region(arg(args, 2), region);
        if matches!(spec.maps, Maps::Attr { .. }) && state_attr(p, st, "indexing_maps").is_none() {
            let maps = if name == "linalg.elementwise" {
                let rank = types.last().map_or(0, |&t| rank(&p.ir.ctx, t)) as u32;
                vec![AffineMap::identity(rank); inputs + 1]
            } else {
                default_maps(spec)
            };
            let m = maps.into_iter().map(|m| p.ir.ctx.affine_map_attr(m)).collect();
            let a = p.ir.ctx.array_attr(m);
            st.add_attr(p.ir, "indexing_maps", a);
        }
        memoize_maps(p, st, spec);
        Ok(())
    },
    print: |_, _, _, _| {},
};

/// Upstream's named ops with fixed maps (convolutions, poolings, matvec, dot, mmt4d, the
/// quantized matmuls, fill_rng_2d) cache their maps as the discardable attribute
/// `linalg.memoized_indexing_maps` the first time they are asked for them, which the verifier
/// does right after parsing: the generic form prints it, the custom form elides it.
fn memoize_maps(p: &mut Parser, st: &mut OpState, spec: &NamedSpec) {
    let Maps::Fixed { dims, operands, window, .. } = &spec.maps else { return };
    if state_attr(p, st, "linalg.memoized_indexing_maps").is_some() {
        return;
    }
    let Ok([strides, dilations]) = windows(&p.ir.ctx, |n| state_attr(p, st, n), *window) else { return };
    let maps = fixed_maps(dims, operands, &strides, &dilations).into_iter().map(|m| p.ir.ctx.affine_map_attr(m));
    let maps = maps.collect();
    let a = p.ir.ctx.array_attr(maps);
    st.add_attr(p.ir, "linalg.memoized_indexing_maps", a);
}

/// Whether the `indexing_maps` property holds the op's default maps (then it is not printed).
fn has_default_maps(ir: &Ir, op: Op, spec: &NamedSpec) -> bool {
    let Ok(maps) = maps_attr(ir, op) else { return false };
    if spec.name == "linalg.elementwise" {
        let rank = init_rank(ir, op) as u32;
        let arity = ir.attr(op, "kind").and_then(|a| elementwise_kind(&ir.ctx, a)).map(|k| k.1).unwrap_or(0);
        return maps.len() == arity + 1 && maps.iter().all(|m| *m == AffineMap::identity(rank));
    }
    maps == default_maps(spec)
}

fn verify(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let name = ir.op_name(op);
    let Some(spec) = named_spec(name) else { return };
    let (ins, outs) = inputs_and_inits(ir, op);
    if let Maps::Fixed { window, .. } = spec.maps {
        if let Err(e) = windows(&ir.ctx, |n| ir.attr(op, n), window) {
            return v.err(op, e);
        }
    }
    match name {
        "linalg.fill" => {
            if let (Some(&i), Some(&o)) = (ins.first(), outs.first()) {
                let (it, ot) = (ir.value_ty(i), elem_or_self(&ir.ctx, ir.value_ty(o)));
                if it != ot {
                    let (a, b) = (v.ty_str(it), v.ty_str(ot));
                    v.err(op, format!("expected fill value type ('{a}') to match output element type ('{b}')"));
                }
            }
        }
        "linalg.matmul" => verify_matmul_maps(v, op, spec),
        "linalg.batch_matmul" | "linalg.batch_reduce_matmul" => verify_batch_matmul_maps(v, op, spec),
        "linalg.contract" => verify_contract(v, op),
        _ => {}
    }
}

fn subset_of(m: &AffineMap, of: &AffineMap) -> bool {
    m.results.iter().all(|e| of.results.contains(e))
}

/// A matmul's `indexing_maps` and its defaults, when it has other maps than those.
fn custom_maps(ir: &Ir, op: Op, spec: &NamedSpec) -> Option<(Vec<AffineMap>, Vec<AffineMap>)> {
    let (maps, defaults) = (maps_attr(ir, op).ok()?, default_maps(spec));
    (maps != defaults).then_some((maps, defaults))
}

fn verify_matmul_maps(v: &mut Verifier, op: Op, spec: &NamedSpec) {
    let Some((maps, defaults)) = custom_maps(v.ir, op, spec) else { return };
    for (m, d) in maps.iter().zip(&defaults).take(2) {
        if !subset_of(m, d) {
            return v.err(op, "Unexpected dim expression in map result.");
        }
        if m.results.len() < d.results.len() {
            let ok = m.results.len() == 1 && m.results[0].is_function_of_dim(m.dims.saturating_sub(1));
            if !ok {
                return v.err(op, "Invalid broadcast requested, should be (d2).");
            }
        }
    }
}

fn verify_batch_matmul_maps(v: &mut Verifier, op: Op, spec: &NamedSpec) {
    let Some((maps, defaults)) = custom_maps(v.ir, op, spec) else { return };
    if maps.len() != 3 {
        return v.err(op, "Indexing_map attribute must have 3 affine maps.");
    }
    for (i, (m, d)) in maps.iter().zip(&defaults).take(2).enumerate() {
        if !subset_of(m, d) {
            return v.err(op, "Unexpected result dim expression (outside the set of default result dims).");
        }
        if m.results.len() > 3 {
            return v.err(op, "no. of result dim expressions exceeds 3.");
        }
        if m.results.len() < d.results.len() {
            let lhs = i == 0;
            let ok = match m.results.as_slice() {
                [e] => e.is_function_of_dim(3),
                [a, b] => {
                    if lhs {
                        (a.is_function_of_dim(0) || a.is_function_of_dim(1)) && b.is_function_of_dim(3)
                    } else {
                        (a.is_function_of_dim(0) && b.is_function_of_dim(3))
                            || (a.is_function_of_dim(3) && b.is_function_of_dim(2))
                    }
                }
                _ => false,
            };
            if !ok {
                return v.err(op, "Invalid broadcast requested.");
            }
        } else if !m.results.first().map(|e| e.is_function_of_dim(0)).unwrap_or(false) {
            return v.err(op, "Invalid batch dimension expression.");
        }
    }
    // The output map: (d0, d1, d2), or (d1, d2) for `batch_reduce_matmul`.
    let out = &maps[2].results;
    let (want, first) = if spec.name == "linalg.batch_reduce_matmul" { (2, 1) } else { (3, 0) };
    if out.len() != want {
        return v.err(op, format!("expects {want} dims, but got ({}).", out.len()));
    }
    if !out.iter().zip(first..).all(|(e, d)| e.is_function_of_dim(d)) {
        v.err(op, "Invalid output map result dimension.");
    }
}

fn verify_contract(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Ok(maps) = maps_attr(ir, op) else { return };
    let types = ir.operand_types(op);
    // The loops of the first map that has an operand (the others must have as many), and how
    // many input and init maps use each.
    let dims = maps.iter().zip(&types).next().map_or(0, |(m, _)| m.dims);
    let (mut in_occ, mut out_occ) = (vec![0usize; dims as usize], vec![0usize; dims as usize]);
    for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
        let is_input = i < 2;
        let proj = m.syms == 0 && {
            let mut seen = std::collections::HashSet::new();
            m.results.iter().all(|e| matches!(e, AffineExpr::Dim(d) if seen.insert(*d)))
        };
        if !proj {
            return err_plain(v, op, "provided affine_map is not a projected permutation");
        }
        if ir.ctx.is_shaped(t) {
            if m.results.len() != rank(&ir.ctx, t) {
                return err_plain(v, op, "ranks of shaped operand and results of corresponding affine_map differ");
            }
        } else if !m.results.is_empty() {
            return err_plain(v, op, "affine_map specifies shaped access while operand has non-shaped type");
        }
        if m.dims != dims {
            return err_plain(v, op, "iteration spaces of provided affine_maps differ");
        }
        for e in &m.results {
            if let AffineExpr::Dim(d) = e {
                let occ = if is_input { &mut in_occ } else { &mut out_occ };
                if let Some(c) = occ.get_mut(*d as usize) {
                    *c += 1;
                }
            }
        }
    }
    let mut contracting = false;
    for (d, (&i, &o)) in in_occ.iter().zip(&out_occ).enumerate() {
        contracting |= i == 2 && o == 0;
        if i == 0 && o == 0 {
            return err_plain(v, op, format!("iteration space dim at index {d} not used to access any operand"));
        }
        if i == 1 && o != 1 {
            return err_plain(
                v,
                op,
                format!("iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"),
            );
        }
    }
    if !contracting {
        err_plain(v, op, "'indexing_maps' do not specify a contracting dimension");
    }
}
