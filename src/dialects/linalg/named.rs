//! The named structured ops: one table row per op with its loops, indexing maps and body.
//!
//! Index lists name the loops of `dims` (`"n,oh*S0+kh*D0,c"`: `S<i>`/`D<i>` are the `strides`
//! and `dilations` values, default 1), one list per operand, inputs first; an empty list is a
//! scalar operand. Bodies are `body.rs` expressions. The table was checked against
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

macro_rules! ew {
    ($n:literal, $k:literal, $body:literal) => {
        NamedSpec { name: $n, inputs: $k, maps: Maps::Elementwise, body: $body, cast_attr: false }
    };
}
macro_rules! fixed {
    ($n:literal, $k:literal, $dims:literal, $iters:literal, [$($o:literal),*], $w:literal, $body:expr) => {
        NamedSpec {
            name: $n,
            inputs: $k,
            maps: Maps::Fixed { dims: $dims, iters: $iters, operands: &[$($o),*], window: $w },
            body: $body,
            cast_attr: false,
        }
    };
}
macro_rules! conv {
    ($n:literal, $dims:literal, $iters:literal, $i:literal, $k:literal, $o:literal, $w:literal) => {
        fixed!($n, 2, $dims, $iters, [$i, $k, $o], $w, MAC)
    };
    ($n:literal, $dims:literal, $iters:literal, $i:literal, $k:literal, $o:literal, $w:literal, q) => {
        fixed!($n, 4, $dims, $iters, [$i, $k, "", "", $o], $w, MACQ)
    };
}
macro_rules! pool {
    ($n:literal, $dims:literal, $iters:literal, $i:literal, $k:literal, $o:literal, $w:literal, $body:literal) => {
        fixed!($n, 2, $dims, $iters, [$i, $k, $o], $w, $body)
    };
}

pub static NAMED: &[NamedSpec] = &[
    NamedSpec { name: "linalg.fill", inputs: 1, maps: Maps::Elementwise, body: "in0", cast_attr: false },
    NamedSpec { name: "linalg.copy", inputs: 1, maps: Maps::Elementwise, body: "cast(in0)", cast_attr: true },
    NamedSpec {
        name: "linalg.matmul",
        inputs: 2,
        maps: Maps::Attr { dims: "m n k", iters: "ppr", defaults: &["m,k", "k,n", "m,n"] },
        body: MAC,
        cast_attr: true,
    },
    NamedSpec {
        name: "linalg.batch_matmul",
        inputs: 2,
        maps: Maps::Attr { dims: "b m n k", iters: "pppr", defaults: &["b,m,k", "b,k,n", "b,m,n"] },
        body: MAC,
        cast_attr: true,
    },
    NamedSpec {
        name: "linalg.batch_reduce_matmul",
        inputs: 2,
        maps: Maps::Attr { dims: "b m n k", iters: "rppr", defaults: &["b,m,k", "b,k,n", "m,n"] },
        body: MAC,
        cast_attr: true,
    },
    NamedSpec {
        name: "linalg.contract",
        inputs: 2,
        maps: Maps::Attr { dims: "", iters: "", defaults: &[] },
        body: MAC,
        cast_attr: true,
    },
    NamedSpec {
        name: "linalg.elementwise",
        inputs: 0,
        maps: Maps::Attr { dims: "", iters: "", defaults: &[] },
        body: "",
        cast_attr: false,
    },
    ew!("linalg.exp", 1, "exp(in0)"),
    ew!("linalg.log", 1, "log(in0)"),
    ew!("linalg.abs", 1, "abs(in0)"),
    ew!("linalg.ceil", 1, "ceil(in0)"),
    ew!("linalg.floor", 1, "floor(in0)"),
    ew!("linalg.negf", 1, "negf(in0)"),
    ew!("linalg.reciprocal", 1, "reciprocal(in0)"),
    ew!("linalg.round", 1, "round(in0)"),
    ew!("linalg.sqrt", 1, "sqrt(in0)"),
    ew!("linalg.rsqrt", 1, "rsqrt(in0)"),
    ew!("linalg.square", 1, "square(in0)"),
    ew!("linalg.tanh", 1, "tanh(in0)"),
    ew!("linalg.erf", 1, "erf(in0)"),
    ew!("linalg.add", 2, "add(in0, in1)"),
    ew!("linalg.sub", 2, "sub(in0, in1)"),
    ew!("linalg.mul", 2, "mul(in0, in1)"),
    ew!("linalg.div", 2, "div(in0, in1)"),
    ew!("linalg.div_unsigned", 2, "div_unsigned(in0, in1)"),
    ew!("linalg.max", 2, "max_signed(in0, in1)"),
    ew!("linalg.min", 2, "min_signed(in0, in1)"),
    ew!("linalg.powf", 2, "powf(in0, in1)"),
    ew!("linalg.select", 3, "select(in0, in1, in2)"),
    fixed!("linalg.matvec", 2, "m n", "pr", ["m,n", "n", "m"], 0, MAC),
    fixed!("linalg.vecmat", 2, "n m", "pr", ["m", "m,n", "n"], 0, MAC),
    fixed!("linalg.batch_matvec", 2, "b m k", "ppr", ["b,m,k", "b,k", "b,m"], 0, MAC),
    fixed!("linalg.batch_vecmat", 2, "b n k", "ppr", ["b,k", "b,k,n", "b,n"], 0, MAC),
    fixed!("linalg.dot", 2, "m", "r", ["m", "m", ""], 0, MAC),
    fixed!("linalg.mmt4d", 2, "m n k m0 n0 k0", "pprppr", ["m,k,m0,k0", "n,k,n0,k0", "m,n,m0,n0"], 0, MAC),
    fixed!(
        "linalg.batch_mmt4d",
        2,
        "b m n k m0 n0 k0",
        "ppprppr",
        ["b,m,k,m0,k0", "b,n,k,n0,k0", "b,m,n,m0,n0"],
        0,
        MAC
    ),
    fixed!("linalg.quantized_matmul", 4, "m n k", "ppr", ["m,k", "k,n", "", "", "m,n"], 0, MACQ),
    fixed!("linalg.quantized_batch_matmul", 4, "b m n k", "pppr", ["b,m,k", "b,k,n", "", "", "b,m,n"], 0, MACQ),
    fixed!("linalg.fill_rng_2d", 3, "m n", "pp", ["", "", "", "m,n"], 0, RNG),
    conv!("linalg.conv_1d", "ow kw", "pr", "ow+kw", "kw", "ow", 0),
    conv!("linalg.conv_2d", "oh ow kh kw", "pprr", "oh+kh,ow+kw", "kh,kw", "oh,ow", 0),
    conv!("linalg.conv_3d", "od oh ow kd kh kw", "ppprrr", "od+kd,oh+kh,ow+kw", "kd,kh,kw", "od,oh,ow", 0),
    conv!("linalg.conv_1d_nwc_wcf", "n ow f kw c", "ppprr", "n,ow*S0+kw*D0,c", "kw,c,f", "n,ow,f", 1),
    conv!("linalg.conv_1d_ncw_fcw", "n f ow c kw", "ppprr", "n,c,ow*S0+kw*D0", "f,c,kw", "n,f,ow", 1),
    conv!(
        "linalg.conv_2d_nhwc_hwcf",
        "n oh ow f kh kw c",
        "pppprrr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw,c,f",
        "n,oh,ow,f",
        2
    ),
    conv!(
        "linalg.conv_2d_nhwc_fhwc",
        "n oh ow f kh kw c",
        "pppprrr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "f,kh,kw,c",
        "n,oh,ow,f",
        2
    ),
    conv!(
        "linalg.conv_2d_nchw_fchw",
        "n f oh ow c kh kw",
        "pppprrr",
        "n,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "f,c,kh,kw",
        "n,f,oh,ow",
        2
    ),
    conv!(
        "linalg.conv_2d_ngchw_fgchw",
        "n g fg oh ow c kh kw",
        "ppppprrr",
        "n,g,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "fg,g,c,kh,kw",
        "n,g,fg,oh,ow",
        2
    ),
    conv!(
        "linalg.conv_2d_ngchw_gfchw",
        "n g fg oh ow c kh kw",
        "ppppprrr",
        "n,g,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "g,fg,c,kh,kw",
        "n,g,fg,oh,ow",
        2
    ),
    conv!(
        "linalg.conv_2d_nhwgc_gfhwc",
        "n oh ow g fg kh kw c",
        "ppppprrr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,g,c",
        "g,fg,kh,kw,c",
        "n,oh,ow,g,fg",
        2
    ),
    conv!(
        "linalg.conv_2d_nhwc_hwcf_q",
        "n oh ow f kh kw c",
        "pppprrr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw,c,f",
        "n,oh,ow,f",
        2,
        q
    ),
    conv!(
        "linalg.conv_2d_nhwc_fhwc_q",
        "n oh ow f kh kw c",
        "pppprrr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "f,kh,kw,c",
        "n,oh,ow,f",
        2,
        q
    ),
    conv!(
        "linalg.conv_2d_nchw_fchw_q",
        "n f oh ow c kh kw",
        "pppprrr",
        "n,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "f,c,kh,kw",
        "n,f,oh,ow",
        2,
        q
    ),
    conv!(
        "linalg.conv_2d_ngchw_gfchw_q",
        "n g fg oh ow c kh kw",
        "ppppprrr",
        "n,g,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "g,fg,c,kh,kw",
        "n,g,fg,oh,ow",
        2,
        q
    ),
    conv!(
        "linalg.conv_2d_nhwgc_gfhwc_q",
        "n oh ow g fg kh kw c",
        "ppppprrr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,g,c",
        "g,fg,kh,kw,c",
        "n,oh,ow,g,fg",
        2,
        q
    ),
    conv!(
        "linalg.conv_3d_ndhwc_dhwcf",
        "n od oh ow f kd kh kw c",
        "ppppprrrr",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c",
        "kd,kh,kw,c,f",
        "n,od,oh,ow,f",
        3
    ),
    conv!(
        "linalg.conv_3d_ndhwc_dhwcf_q",
        "n od oh ow f kd kh kw c",
        "ppppprrrr",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c",
        "kd,kh,kw,c,f",
        "n,od,oh,ow,f",
        3,
        q
    ),
    conv!(
        "linalg.conv_3d_ncdhw_fcdhw",
        "n f od oh ow c kd kh kw",
        "ppppprrrr",
        "n,c,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2",
        "f,c,kd,kh,kw",
        "n,f,od,oh,ow",
        3
    ),
    conv!("linalg.depthwise_conv_1d_nwc_wc", "n ow ic kw", "pppr", "n,ow*S0+kw*D0,ic", "kw,ic", "n,ow,ic", 1),
    conv!("linalg.depthwise_conv_1d_ncw_cw", "n ow ic kw", "pppr", "n,ic,ow*S0+kw*D0", "ic,kw", "n,ic,ow", 1),
    conv!(
        "linalg.depthwise_conv_1d_nwc_wcm",
        "n ow ic cm kw",
        "ppppr",
        "n,ow*S0+kw*D0,ic",
        "kw,ic,cm",
        "n,ow,ic,cm",
        1
    ),
    conv!(
        "linalg.depthwise_conv_2d_nchw_chw",
        "n oh ow ic kh kw",
        "pppprr",
        "n,ic,oh*S0+kh*D0,ow*S1+kw*D1",
        "ic,kh,kw",
        "n,ic,oh,ow",
        2
    ),
    conv!(
        "linalg.depthwise_conv_2d_nhwc_hwc",
        "n oh ow ic kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,ic",
        "kh,kw,ic",
        "n,oh,ow,ic",
        2
    ),
    conv!(
        "linalg.depthwise_conv_2d_nhwc_hwc_q",
        "n oh ow ic kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,ic",
        "kh,kw,ic",
        "n,oh,ow,ic",
        2,
        q
    ),
    conv!(
        "linalg.depthwise_conv_2d_nhwc_hwcm",
        "n oh ow ic cm kh kw",
        "ppppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,ic",
        "kh,kw,ic,cm",
        "n,oh,ow,ic,cm",
        2
    ),
    conv!(
        "linalg.depthwise_conv_2d_nhwc_hwcm_q",
        "n oh ow ic cm kh kw",
        "ppppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,ic",
        "kh,kw,ic,cm",
        "n,oh,ow,ic,cm",
        2,
        q
    ),
    conv!(
        "linalg.depthwise_conv_3d_ndhwc_dhwc",
        "n od oh ow kd kh kw ic",
        "pppprrrp",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,ic",
        "kd,kh,kw,ic",
        "n,od,oh,ow,ic",
        3
    ),
    conv!(
        "linalg.depthwise_conv_3d_ncdhw_cdhw",
        "n od oh ow kd kh kw ic",
        "pppprrrp",
        "n,ic,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2",
        "ic,kd,kh,kw",
        "n,ic,od,oh,ow",
        3
    ),
    conv!(
        "linalg.depthwise_conv_3d_ndhwc_dhwcm",
        "n od oh ow cm kd kh kw ic",
        "ppppprrrp",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,ic",
        "kd,kh,kw,ic,cm",
        "n,od,oh,ow,ic,cm",
        3
    ),
    pool!(
        "linalg.pooling_nhwc_sum",
        "n oh ow c kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw",
        "n,oh,ow,c",
        2,
        "add(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_nhwc_max",
        "n oh ow c kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw",
        "n,oh,ow,c",
        2,
        "max_signed(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_nhwc_max_unsigned",
        "n oh ow c kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw",
        "n,oh,ow,c",
        2,
        "max_unsigned(out, cast_u(in0))"
    ),
    pool!(
        "linalg.pooling_nhwc_min",
        "n oh ow c kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw",
        "n,oh,ow,c",
        2,
        "min_signed(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_nhwc_min_unsigned",
        "n oh ow c kh kw",
        "pppprr",
        "n,oh*S0+kh*D0,ow*S1+kw*D1,c",
        "kh,kw",
        "n,oh,ow,c",
        2,
        "min_unsigned(out, cast_u(in0))"
    ),
    pool!(
        "linalg.pooling_nchw_sum",
        "n c oh ow kh kw",
        "pppprr",
        "n,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "kh,kw",
        "n,c,oh,ow",
        2,
        "add(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_nchw_max",
        "n c oh ow kh kw",
        "pppprr",
        "n,c,oh*S0+kh*D0,ow*S1+kw*D1",
        "kh,kw",
        "n,c,oh,ow",
        2,
        "max_signed(out, cast_s(in0))"
    ),
    pool!("linalg.pooling_nwc_sum", "n ow c kw", "pppr", "n,ow*S0+kw*D0,c", "kw", "n,ow,c", 1, "add(out, cast_s(in0))"),
    pool!(
        "linalg.pooling_nwc_max",
        "n ow c kw",
        "pppr",
        "n,ow*S0+kw*D0,c",
        "kw",
        "n,ow,c",
        1,
        "max_signed(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_nwc_max_unsigned",
        "n ow c kw",
        "pppr",
        "n,ow*S0+kw*D0,c",
        "kw",
        "n,ow,c",
        1,
        "max_unsigned(out, cast_u(in0))"
    ),
    pool!(
        "linalg.pooling_nwc_min",
        "n ow c kw",
        "pppr",
        "n,ow*S0+kw*D0,c",
        "kw",
        "n,ow,c",
        1,
        "min_signed(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_nwc_min_unsigned",
        "n ow c kw",
        "pppr",
        "n,ow*S0+kw*D0,c",
        "kw",
        "n,ow,c",
        1,
        "min_unsigned(out, cast_u(in0))"
    ),
    pool!("linalg.pooling_ncw_sum", "n c ow kw", "pppr", "n,c,ow*S0+kw*D0", "kw", "n,c,ow", 1, "add(out, cast_s(in0))"),
    pool!(
        "linalg.pooling_ncw_max",
        "n c ow kw",
        "pppr",
        "n,c,ow*S0+kw*D0",
        "kw",
        "n,c,ow",
        1,
        "max_signed(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_ndhwc_sum",
        "n od oh ow c kd kh kw",
        "ppppprrr",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c",
        "kd,kh,kw",
        "n,od,oh,ow,c",
        3,
        "add(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_ndhwc_max",
        "n od oh ow c kd kh kw",
        "ppppprrr",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c",
        "kd,kh,kw",
        "n,od,oh,ow,c",
        3,
        "max_signed(out, cast_s(in0))"
    ),
    pool!(
        "linalg.pooling_ndhwc_min",
        "n od oh ow c kd kh kw",
        "ppppprrr",
        "n,od*S0+kd*D0,oh*S1+kh*D1,ow*S2+kw*D2,c",
        "kd,kh,kw",
        "n,od,oh,ow,c",
        3,
        "min_signed(out, cast_s(in0))"
    ),
];

pub fn named_spec(name: &str) -> Option<&'static NamedSpec> {
    NAMED.iter().find(|s| s.name == name)
}

/// Kinds of `#linalg.elementwise_kind<...>`, with their arity and body function.
const ELEMENTWISE_KINDS: &[(&str, usize)] = &[
    ("exp", 1),
    ("log", 1),
    ("abs", 1),
    ("ceil", 1),
    ("floor", 1),
    ("negf", 1),
    ("reciprocal", 1),
    ("round", 1),
    ("sqrt", 1),
    ("rsqrt", 1),
    ("square", 1),
    ("tanh", 1),
    ("erf", 1),
    ("add", 2),
    ("sub", 2),
    ("mul", 2),
    ("div", 2),
    ("div_unsigned", 2),
    ("max_signed", 2),
    ("min_signed", 2),
    ("max_unsigned", 2),
    ("min_unsigned", 2),
    ("powf", 2),
    ("select", 3),
];

/// `#linalg.elementwise_kind<add>` → ("add", 2).
fn elementwise_kind(ctx: &Context, a: Attr) -> Option<(&'static str, usize)> {
    let k = ctx.enum_keyword(a, &crate::ir::enums::LINALG_ELEMENTWISE_KIND)?;
    ELEMENTWISE_KINDS.iter().find(|e| e.0 == k).copied()
}

fn elementwise_body(kind: &str, arity: usize) -> String {
    let args: Vec<String> = (0..arity).map(|i| format!("in{i}")).collect();
    format!("{kind}({})", args.join(", "))
}

// ----- indexing maps -----

/// Parses an index list like `n,oh*S0+kh*D0` over `dims`.
fn index_exprs(list: &str, dims: &[&str], strides: &[i64], dilations: &[i64]) -> Vec<AffineExpr> {
    if list.is_empty() {
        return vec![];
    }
    list.split(',')
        .map(|e| {
            let mut acc = AffineExpr::Const(0);
            for term in e.split('+') {
                let (d, k) = match term.split_once('*') {
                    Some((d, k)) => {
                        let idx: usize = k[1..].parse().unwrap_or(0);
                        let v = if k.starts_with('S') { strides.get(idx) } else { dilations.get(idx) };
                        (d, v.copied().unwrap_or(1))
                    }
                    None => (term, 1),
                };
                let pos = dims.iter().position(|x| *x == d).unwrap_or(0) as u32;
                acc = acc.add(AffineExpr::Dim(pos).mul(AffineExpr::Const(k)));
            }
            acc
        })
        .collect()
}

/// The `strides`/`dilations` values of a window op (default 1), or an error message.
fn window_attr(ir: &Ir, op: Op, name: &str, n: usize) -> Result<Vec<i64>, String> {
    window_values(&ir.ctx, ir.attr(op, name), name, n)
}

/// The values of a `strides`/`dilations` attribute (`n` ones when absent).
fn window_values(ctx: &Context, a: Option<Attr>, name: &str, n: usize) -> Result<Vec<i64>, String> {
    let Some(a) = a else { return Ok(vec![1; n]) };
    let bad = || {
        format!(
            "attribute '{name}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{n}]"
        )
    };
    match ctx.attr_kind(a) {
        AttrKind::Dense { ty, data: DenseData::Int(v) } => {
            let shape = ctx.shape(*ty).unwrap_or(&[]);
            let et = ctx.elem_ty(*ty);
            if shape != [n as i64] || ctx.int_width(et) != Some(64) || !ctx.is_signless_int(et) {
                return Err(bad());
            }
            Ok(if v.len() == 1 { vec![v[0] as i64; n] } else { v.iter().map(|&x| x as i64).collect() })
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

/// Rank of the (first) init operand.
fn init_rank(ir: &Ir, op: Op) -> usize {
    let (_, outs) = inputs_and_inits(ir, op);
    outs.first().map(|&o| static_shape(&ir.ctx, ir.value_ty(o)).len()).unwrap_or(0)
}

pub fn indexing_maps(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    let spec = named_spec(ir.op_name(op)).ok_or("not a structured op")?;
    match &spec.maps {
        Maps::Elementwise => {
            let rank = init_rank(ir, op) as u32;
            Ok(ir
                .operand_types(op)
                .iter()
                .map(|&t| {
                    if static_shape(&ir.ctx, t).is_empty() {
                        AffineMap { dims: rank, syms: 0, results: vec![] }
                    } else {
                        AffineMap::identity(rank)
                    }
                })
                .collect())
        }
        Maps::Fixed { dims, operands, window, .. } => {
            let (s, d) = if *window > 0 {
                (window_attr(ir, op, "strides", *window)?, window_attr(ir, op, "dilations", *window)?)
            } else {
                (vec![], vec![])
            };
            Ok(fixed_maps(dims, operands, &s, &d))
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
            let mut used = vec![false; out.dims as usize];
            for e in &out.results {
                if let AffineExpr::Dim(d) = e {
                    if let Some(u) = used.get_mut(*d as usize) {
                        *u = true;
                    }
                }
            }
            Ok(used.into_iter().map(|u| if u { IteratorType::Parallel } else { IteratorType::Reduction }).collect())
        }
    }
}

// ----- custom form -----

/// `indexing_maps = [affine_map<...>, ...]`
fn parse_maps_kw(p: &mut Parser) -> PResult<Option<Attr>> {
    if !p.parse_optional_keyword("indexing_maps") {
        return Ok(None);
    }
    p.expect(Tok::Equal, "'='")?;
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    let ok = p.ir.ctx.as_array(a).map(|l| l.iter().all(|&m| p.ir.ctx.as_affine_map(m).is_some())).unwrap_or(false);
    if !ok {
        if p.ir.ctx.as_array(a).is_none() {
            return p.err_at(pos, "invalid kind of attribute specified");
        }
        return p.err("element of indexing_maps array is not an affine_map");
    }
    Ok(Some(a))
}

pub fn parse(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let name = p.ir.ctx.str(st.name).to_string();
    let Some(spec) = named_spec(&name) else { return p.err(format!("custom op '{name}' is unknown")) };
    let mut maps = None;
    let mut num_inputs = spec.inputs;
    let mut body = spec.body.to_string();
    if name == "linalg.elementwise" {
        p.parse_keyword("kind")?;
        p.expect(Tok::Equal, "'='")?;
        let pos = p.tok.start;
        let a = p.parse_attr()?;
        let Some((kind, arity)) = elementwise_kind(&p.ir.ctx, a) else {
            return p.err_at(pos, "expected ElementwiseKind attribute");
        };
        st.add_attr(p.ir, "kind", a);
        num_inputs = arity;
        body = elementwise_body(kind, arity);
    }
    if matches!(spec.maps, Maps::Attr { .. }) {
        maps = parse_maps_kw(p)?;
        if maps.is_none() && name == "linalg.contract" {
            return p.err("expected 'indexing_maps' attribute");
        }
    }
    let pos = p.tok.start;
    let io = parse_ins_outs(p, st)?;
    p.parse_attr_dict(st)?;
    st.types = parse_optional_arrow_types(p)?;
    // the implicit region
    let mut types = io.ins.clone();
    types.extend(io.outs.iter().copied());
    if types.len() != num_inputs + 1 {
        return p.err_at(
            p.tok.start,
            format!(
                "custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated region expects {} args, got {}",
                num_inputs + 1,
                types.len()
            ),
        );
    }
    let unsigned = spec.cast_attr
        && p.ir
            .ctx
            .lookup_sym("cast")
            .and_then(|s| st.attrs.iter().find(|e| e.0 == s))
            .and_then(|e| p.ir.ctx.enum_keyword(e.1, &crate::ir::enums::LINALG_TYPE_FN))
            == Some("cast_unsigned");
    let (region, block) = new_body(p.ir, &types);
    if let Err(e) = body::build(p.ir, block, &body, unsigned) {
        return p.err_at(pos, format!("custom op '{name}' {e}"));
    }
    st.regions.push(region);
    // `indexing_maps` goes after the body: upstream adds it last for `linalg.elementwise`.
    if let Maps::Attr { .. } = spec.maps {
        let a = match maps {
            Some(a) => a,
            None if name == "linalg.elementwise" => {
                let rank = io.outs.first().map(|&t| static_shape(&p.ir.ctx, t).len()).unwrap_or(0) as u32;
                let m: Vec<Attr> =
                    (0..num_inputs + 1).map(|_| p.ir.ctx.affine_map_attr(AffineMap::identity(rank))).collect();
                p.ir.ctx.array_attr(m)
            }
            None => {
                let m: Vec<Attr> = default_maps(spec).into_iter().map(|m| p.ir.ctx.affine_map_attr(m)).collect();
                p.ir.ctx.array_attr(m)
            }
        };
        st.add_attr(p.ir, "indexing_maps", a);
    }
    set_segments(p, st, &[io.ins.len(), io.outs.len()]);
    memoize_maps(p, st, spec);
    Ok(())
}

/// Upstream's named ops with fixed maps (convolutions, poolings, matvec, dot, mmt4d, the
/// quantized matmuls, fill_rng_2d) cache their maps as the discardable attribute
/// `linalg.memoized_indexing_maps` the first time they are asked for them, which the verifier
/// does right after parsing: the generic form prints it, the custom form elides it.
fn memoize_maps(p: &mut Parser, st: &mut OpState, spec: &NamedSpec) {
    let Maps::Fixed { dims, operands, window, .. } = &spec.maps else { return };
    let key = p.ir.ctx.sym("linalg.memoized_indexing_maps");
    if st.attrs.iter().any(|e| e.0 == key) {
        return;
    }
    let window_of = |p: &Parser, name: &str| {
        let a = p.ir.ctx.lookup_sym(name).and_then(|s| st.attrs.iter().find(|e| e.0 == s)).map(|e| e.1);
        window_values(&p.ir.ctx, a, name, *window)
    };
    let (strides, dilations) = if *window > 0 {
        match (window_of(p, "strides"), window_of(p, "dilations")) {
            (Ok(s), Ok(d)) => (s, d),
            _ => return,
        }
    } else {
        (vec![], vec![])
    };
    let maps: Vec<Attr> =
        fixed_maps(dims, operands, &strides, &dilations).into_iter().map(|m| p.ir.ctx.affine_map_attr(m)).collect();
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

pub fn print(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let name = ir.op_name(op);
    let Some(spec) = named_spec(name) else {
        pr.generic_op(op);
        return;
    };
    pr.w(name);
    let mut elided = vec!["linalg.memoized_indexing_maps"];
    if name == "linalg.elementwise" {
        pr.w(" kind=");
        if let Some(k) = ir.attr(op, "kind") {
            pr.attr(k);
        }
        elided.push("kind");
    }
    if let Maps::Attr { .. } = spec.maps {
        elided.push("indexing_maps");
        if name == "linalg.contract" || !has_default_maps(ir, op, spec) {
            if let Some(a) = ir.attr(op, "indexing_maps") {
                pr.w(" indexing_maps = ");
                pr.attr(a);
            }
        }
    }
    pr.attr_dict(op, &elided);
    let (ins, outs) = inputs_and_inits(ir, op);
    print_ins_outs(pr, &ins, &outs);
    print_arrow_types(pr, &ir.result_types(op));
}

pub fn verify(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let name = ir.op_name(op);
    let Some(spec) = named_spec(name) else { return };
    let Some((ins, outs)) = verify_dps_operands(v, op, true) else { return };
    if let Maps::Fixed { window, .. } = spec.maps {
        if window > 0 {
            for a in ["strides", "dilations"] {
                if let Err(e) = window_attr(ir, op, a, window) {
                    v.err(op, e);
                    return;
                }
            }
        }
    }
    if let Some(c) = ir.attr(op, "cast").filter(|_| spec.cast_attr) {
        let ok = ir.ctx.enum_value(c, &crate::ir::enums::LINALG_TYPE_FN).is_some();
        if !ok {
            v.err(op, "attribute 'cast' failed to satisfy constraint: allowed op types");
            return;
        }
    }
    if name == "linalg.elementwise" {
        let Some(k) = ir.attr(op, "kind") else {
            v.err(op, "requires attribute 'kind'");
            return;
        };
        if elementwise_kind(&ir.ctx, k).is_none() {
            v.err(op, "attribute 'kind' failed to satisfy constraint: allowed op types");
            return;
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

fn is_function_of_dim(e: &AffineExpr, d: u32) -> bool {
    match e {
        AffineExpr::Dim(x) => *x == d,
        AffineExpr::Bin(_, l, r) => is_function_of_dim(l, d) || is_function_of_dim(r, d),
        _ => false,
    }
}

fn subset_of(m: &AffineMap, of: &AffineMap) -> bool {
    m.results.iter().all(|e| of.results.contains(e))
}

fn verify_matmul_maps(v: &mut Verifier, op: Op, spec: &NamedSpec) {
    let Ok(maps) = maps_attr(v.ir, op) else { return };
    let defaults = default_maps(spec);
    if maps == defaults {
        return;
    }
    for i in 0..2 {
        let (Some(m), Some(d)) = (maps.get(i), defaults.get(i)) else { return };
        if !subset_of(m, d) {
            v.err(op, "Unexpected dim expression in map result.");
            return;
        }
        if m.results.len() < d.results.len() {
            let ok = m.results.len() == 1 && is_function_of_dim(&m.results[0], m.dims.saturating_sub(1));
            if !ok {
                v.err(op, "Invalid broadcast requested, should be (d2).");
                return;
            }
        }
    }
}

fn verify_batch_matmul_maps(v: &mut Verifier, op: Op, spec: &NamedSpec) {
    let Ok(maps) = maps_attr(v.ir, op) else { return };
    let defaults = default_maps(spec);
    if maps == defaults {
        return;
    }
    if maps.len() != 3 {
        v.err(op, "Indexing_map attribute must have 3 affine maps.");
        return;
    }
    let reduce = spec.name == "linalg.batch_reduce_matmul";
    for i in 0..3 {
        let (m, d) = (&maps[i], &defaults[i]);
        if i == 2 {
            let want = if reduce { 2 } else { 3 };
            if m.results.len() != want {
                v.err(op, format!("expects {want} dims, but got ({}).", m.results.len()));
                return;
            }
            let ok = if reduce {
                is_function_of_dim(&m.results[0], 1) && is_function_of_dim(&m.results[1], 2)
            } else {
                is_function_of_dim(&m.results[0], 0)
                    && is_function_of_dim(&m.results[1], 1)
                    && is_function_of_dim(&m.results[2], 2)
            };
            if !ok {
                v.err(op, "Invalid output map result dimension.");
                return;
            }
            continue;
        }
        if !subset_of(m, d) {
            v.err(op, "Unexpected result dim expression (outside the set of default result dims).");
            return;
        }
        if m.results.len() > 3 {
            v.err(op, "no. of result dim expressions exceeds 3.");
            return;
        }
        if m.results.len() < d.results.len() {
            let lhs = i == 0;
            let ok = match m.results.as_slice() {
                [e] => is_function_of_dim(e, 3),
                [a, b] => {
                    if lhs {
                        (is_function_of_dim(a, 0) || is_function_of_dim(a, 1)) && is_function_of_dim(b, 3)
                    } else {
                        (is_function_of_dim(a, 0) && is_function_of_dim(b, 3))
                            || (is_function_of_dim(a, 3) && is_function_of_dim(b, 2))
                    }
                }
                _ => false,
            };
            if !ok {
                v.err(op, "Invalid broadcast requested.");
                return;
            }
        } else if !m.results.first().map(|e| is_function_of_dim(e, 0)).unwrap_or(false) {
            v.err(op, "Invalid batch dimension expression.");
            return;
        }
    }
}

fn verify_contract(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Ok(maps) = maps_attr(ir, op) else { return };
    let types = ir.operand_types(op);
    let mut dims: Option<u32> = None;
    let (mut in_occ, mut out_occ) = (vec![], vec![]);
    for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
        let is_input = i < 2;
        let proj = m.syms == 0 && {
            let mut seen = std::collections::HashSet::new();
            m.results.iter().all(|e| matches!(e, AffineExpr::Dim(d) if seen.insert(*d)))
        };
        if !proj {
            err_plain(v, op, "provided affine_map is not a projected permutation");
            return;
        }
        let rank = static_shape(&ir.ctx, t).len();
        if ir.ctx.is_shaped(t) {
            if m.results.len() != rank {
                err_plain(v, op, "ranks of shaped operand and results of corresponding affine_map differ");
                return;
            }
        } else if !m.results.is_empty() {
            err_plain(v, op, "affine_map specifies shaped access while operand has non-shaped type");
            return;
        }
        match dims {
            None => {
                dims = Some(m.dims);
                in_occ = vec![0usize; m.dims as usize];
                out_occ = vec![0usize; m.dims as usize];
            }
            Some(d) if d != m.dims => {
                err_plain(v, op, "iteration spaces of provided affine_maps differ");
                return;
            }
            _ => {}
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
            err_plain(v, op, format!("iteration space dim at index {d} not used to access any operand"));
            return;
        }
        if i == 1 && o != 1 {
            err_plain(
                v,
                op,
                format!("iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"),
            );
            return;
        }
    }
    if !contracting {
        err_plain(v, op, "'indexing_maps' do not specify a contracting dimension");
    }
}
