//! `mlirc-math-approximation`: mlirc's own expansions of the elementary functions of the
//! `math` dialect into `arith` ops, for targets without a math library (GPUs without
//! libdevice) and, later, for vectorized math on CPUs.
//!
//! Takes: any op (normally `builtin.module`); every `math` op below it, in any function-like
//! op (`func.func`, `gpu.func`, `llvm.func` bodies), on a scalar or a fixed-size vector of
//! `f32`, `f64`, `f16` or `bf16`. Gives: the same IR with the expanded ops replaced by `arith`
//! ops (constants as splats for vectors), `arith.bitcast`/`arith.select`, and the `math` ops
//! that are LLVM intrinsics on every target, NVPTX included (`math.fma`, `math.absf`,
//! `math.copysign`, `math.sqrt`; `math.floor` in powf): nothing it emits needs libm on a GPU
//! or on a CPU with FMA (without it, LLVM calls `fma`/`fmaf`, which are exact).
//!
//! Expanded, with `f32` (and `f16`/`bf16`, computed in `f32` between an `arith.extf` and an
//! `arith.truncf`): `exp exp2 expm1 log log2 log10 log1p sin cos tan tanh sinh cosh erf erfc
//! atan atan2 asin acos powf fpowi cbrt rsqrt`. With `f64`: `exp exp2 expm1 log log2 log10
//! log1p sin cos tan tanh sinh cosh atan atan2 asin acos cbrt rsqrt`. Anything else (an op or
//! type not listed, tensors, scalable vectors) is left untouched: the LLVM lowering then calls
//! libm as before. `fastmath` flags are not looked at: the expansions are always the accurate
//! ones.
//!
//! How (the polynomials are Taylor series of the reduced functions, whose coefficients are
//! computed here, except erfc's, tabulated below):
//! - exp/exp2/expm1: Cody-Waite reduction `x = k ln2 + r`, `|r| <= ln2/2`, with a two-part
//!   `ln2` through `fma`; `e^r` by its series; the result scaled by `2^k` in two steps
//!   (`2^(k/2) 2^(k-k/2)`) so that subnormal results are rounded once and overflow gives inf.
//!   expm1 computes `2^k (e^r - 1) + (2^k - 1)` with one fma for small `k`.
//! - log family: `x = 2^e m`, `m` in `[sqrt(1/2), sqrt(2))` (subnormals prescaled by `2^mant`),
//!   `log(m) = 2 atanh(f/(2+f))`, `f = m - 1`, arranged as fdlibm does (`f - (f^2/2 -
//!   s (f^2/2 + R))`), plus `e ln2` in two parts; log2/log10 scale `log(m)` by a two-part
//!   constant and add `e` (exact for powers of two). log1p is `log(1+x) x/((1+x)-1)`.
//! - sin/cos/tan: `k = round(x 2/pi)`, `r = x - k pi/2` with pi/2 in four (f32) or three
//!   (f64) parts through `fma`, the quadrant from `k mod 4` (the low bits of `k`), sin/cos series on `r`, tan as
//!   `sin/cos` or `-cos/sin`. Accurate for `|x| <= 2^17`; beyond, `r` is clamped so results
//!   stay finite and in `[-1, 1]` (not accurate).
//! - tanh = `t/(t+2)` with `t = expm1(2|x|)`; sinh/cosh from `h = e^|x|/2` as `h -+ 1/(4h)`
//!   (sinh below 1 from expm1); atan: `1/x` for `|x| > 1`, then `pi/4 + atan((x-1)/(x+1))`
//!   above `tan(pi/8)`, then its series; atan2 from `min/max` of the magnitudes and the
//!   quadrant; asin/acos: series below 1/2, `pi/2 - 2 asin(sqrt((1-|x|)/2))` above.
//! - erf: `a + a P(a^2)` below 0.875, `1 - e^Q(a)` above, `Q` a fit of `ln erfc` (40 ops;
//!   see `ERF_SMALL`). erfc: its series below 1/2; above, `erfc(x) = e^(-x^2) erfcx(x)` with
//!   `x^2` split exactly in two through fma and `erfcx` by Taylor polynomials around the centres
//!   of nine intervals of [0.5, 10.1] (coefficients from erfcx's differential equation
//!   `y' = 2xy - 2/sqrt(pi)`).
//! - powf/fpowi (f32): `exp(y log|x|)` evaluated with the f64 expansions, then the sign of
//!   odd integer powers of negative numbers, and C99's special cases (`pow(x, 0) = 1`,
//!   `pow(1, y) = 1`, `pow(-1, +-inf) = 1`, negative finite `x` with non-integer `y` is NaN).
//!   cbrt: bit-level first guess, Newton steps, the last one in f64. rsqrt: `1/sqrt`.
//!
//! Accuracy: the maximum error in units in the last place of the exact result (f32 against
//! glibc's double functions, f64 against its long double ones), over 2^19 strided bit patterns
//! of the type, 2^19 samples of the interesting range, and the special values (signed zeros,
//! infinities, NaN, subnormals, overflow/underflow thresholds; all exact), as measured and
//! enforced by tests/passes/math-approximation/accuracy-{f32,f64}.mlir. Bounds (f32 / f64):
//! exp, exp2 1.5 / 1.5; expm1 2 / 2; log 1 / 1; log2, log10 2 / 2; log1p 2.5 / 2.5; sin, cos
//! 2 / 2 (for |x| <= 2^17); tan 3 / 3; tanh 3 / 3; sinh 2.5 / 2.5; cosh 2 / 2; erf 1.5; erfc 4;
//! atan 2.5 / 2.5; atan2 3 / 3; asin 2.5 / 2.5; acos 2 / 2; cbrt 1 / 1; rsqrt 2 / 2; powf,
//! fpowi 1 (f32 only). f16/bf16 results are the f32 ones rounded once more.
//!
//! With the option `fma` (a target with fused multiply-add; the vectorizer passes its
//! target's), the polynomials are evaluated by `math.fma` instead of a multiply and an add per
//! term: fewer ops and a shorter dependency chain, within the same bounds (the accuracy tests
//! run both ways). Without it, only the reductions above use `fma`, so that a target without
//! the instruction makes few `fma`/`fmaf` calls.
//!
//! Cost: one walk collecting the math ops, then a fixed number of new ops per expanded op.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::arith::values::{make, El};
use crate::dialects::build;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use std::f64::consts::{FRAC_2_PI, FRAC_2_SQRT_PI, FRAC_PI_2, FRAC_PI_4, LN_2, LOG10_E, LOG2_E, PI};

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-math-approximation",
    class: "MathApproximationPass",
    summary: "Expand math functions (exp, log, sin, tanh, erf, pow, ...) into arith ops, accurate to a few ulp",
    options: &[OptionInfo {
        name: "fma",
        kind: OptionKind::Bool,
        default: "false",
        help: "The target has fused multiply-add: evaluate the polynomials with math.fma",
    }],
    create: |o: &OptionValues| Box::new(MathApproximation { fma: o.bool("fma") }),
};

struct MathApproximation {
    fma: bool,
}

impl Pass for MathApproximation {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op, self.fma) { Preserved::None } else { Preserved::All })
    }
}

/// The discardable attribute the expansions put on their floating-point ops: the LLVM translation
/// gives such an op its own fast-math flags only, never those `-ffast-math` adds (which would
/// let LLVM fold the expansions' rounding tricks and special-value checks away).
pub const EXACT_FP: &str = "mlirc.exact_fp";

/// The ops expanded for `f32` (and `f16`/`bf16`).
const F32_OPS: &[&str] = &[
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.sin",
    "math.cos",
    "math.tan",
    "math.tanh",
    "math.sinh",
    "math.cosh",
    "math.erf",
    "math.erfc",
    "math.atan",
    "math.atan2",
    "math.asin",
    "math.acos",
    "math.powf",
    "math.fpowi",
    "math.cbrt",
    "math.rsqrt",
];

/// The ops expanded for `f64`.
const F64_OPS: &[&str] = &[
    "math.exp",
    "math.exp2",
    "math.expm1",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.sin",
    "math.cos",
    "math.tan",
    "math.tanh",
    "math.sinh",
    "math.cosh",
    "math.atan",
    "math.atan2",
    "math.asin",
    "math.acos",
    "math.cbrt",
    "math.rsqrt",
];

/// Expands every math op below `top` that it can (polynomials through `fma` with `fma`);
/// whether anything changed.
pub fn run(ir: &mut Ir, top: Op, fma: bool) -> bool {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if ir.op_name(o).starts_with("math.") {
            work.push(o);
        }
    });
    let mut changed = false;
    for op in work {
        changed |= expand(ir, op, false, fma).is_some();
    }
    changed
}

/// How an op's element type is computed: `Some((wide, via_f32))`.
fn plan(ir: &Ir, op: Op) -> Option<(bool, bool)> {
    let name = ir.op_name(op);
    let t = ir.value_ty(*ir.operands(op).first()?);
    let ctx = &ir.ctx;
    let scalar_or_vector = match ctx.type_kind(t) {
        TypeKind::Float(_) => true,
        TypeKind::Vector { shape, scalable, .. } => !scalable.iter().any(|&s| s) && !shape.is_empty(),
        _ => false,
    };
    if !scalar_or_vector {
        return None;
    }
    match ctx.float_kind(ctx.elem_ty(t))? {
        FloatKind::F32 => F32_OPS.contains(&name).then_some((false, false)),
        FloatKind::F16 | FloatKind::BF16 => F32_OPS.contains(&name).then_some((false, true)),
        FloatKind::F64 => F64_OPS.contains(&name).then_some((true, false)),
        _ => None,
    }
}

/// Expands `op` if it is a math op on a type this pass handles (see the module doc), returning
/// the value that replaced its result; other passes (vectorized math) call it on single ops.
/// With `exact`, the expansion's floating-point ops are marked `EXACT_FP` (what the vectorizer
/// asks for, so that `-ffast-math` leaves them exact); with `fma`, polynomials use `math.fma`.
pub fn expand(ir: &mut Ir, op: Op, exact: bool, fma: bool) -> Option<Value> {
    let (wide, via_f32) = plan(ir, op)?;
    let name = ir.op_name(op).to_string();
    let operands = ir.operands(op).to_vec();
    let orig_ty = ir.value_ty(operands[0]);
    let shape = match ir.ctx.type_kind(orig_ty) {
        TypeKind::Vector { shape, scalable, .. } => Some((shape.clone(), scalable.clone())),
        _ => None,
    };
    let mut rw = Rewriter::before(ir, op);
    let mut e = E { rw: &mut rw, wide, shape, exact, fma };
    let mut args = operands.clone();
    if via_f32 {
        let ft = e.ft();
        // fpowi's integer exponent stays as it is.
        for a in args.iter_mut() {
            let t = e.rw.ir.value_ty(*a);
            if e.rw.ir.ctx.is_float(e.rw.ir.ctx.elem_ty(t)) {
                *a = e.rw.create_value("arith.extf", vec![*a], ft, vec![]);
            }
        }
    }
    let mut r = e.expand(&name, &args);
    if via_f32 {
        r = e.rw.create_value("arith.truncf", vec![r], orig_ty, vec![]);
    }
    rw.replace_op(op, &[r]);
    Some(r)
}

/// `arith.cmpf` predicates, numbered as upstream's `arith::CmpFPredicate`.
const OEQ: i128 = 1;
const OGT: i128 = 2;
const OGE: i128 = 3;
const OLT: i128 = 4;
const ONE: i128 = 6;
const UNO: i128 = 14;
const ULT: i128 = 11;

/// Constants of one precision: (f32 value, f64 value). A two-part constant is the value
/// rounded to the precision (`_HI`) and the rounded rest (`_LO`); `LN2_HI`/`LOG10_2_HI` keep
/// fewer bits so that their product by an exponent is exact.
#[derive(Clone, Copy)]
struct C(f64, f64);

const LN2_HI: C = C(0.693145751953125, 0.6931471805598903);
const LN2_LO: C = C(1.428606765330187e-06, 5.497923018708371e-14);
const LN2_FMA_HI: C = C(LN_2 as f32 as f64, LN_2);
const LN2_FMA_LO: C = C(-1.9046542121259336e-09, 2.3190468138462996e-17);
const LOG2E: C = C(LOG2_E, LOG2_E);
const LOG2E_HI: C = C(LOG2_E as f32 as f64, LOG2_E);
const LOG2E_LO: C = C(1.925963033500011e-08, 2.0355273740931033e-17);
const LOG10E_HI: C = C(LOG10_E as f32 as f64, LOG10_E);
const LOG10E_LO: C = C(-1.0103049952192578e-08, 1.098319650216765e-17);
const LOG10_2_HI: C = C(0.301025390625, 0.30102999566395283);
const LOG10_2_LO: C = C(4.605039066518657e-06, 2.8363394551044964e-14);
const TWO_OVER_PI: C = C(FRAC_2_PI, FRAC_2_PI);
const PIO2: [C; 4] = [
    C(FRAC_PI_2 as f32 as f64, FRAC_PI_2),
    C(-4.371138828673793e-08, 6.123233995736766e-17),
    C(-1.7151245100058819e-15, -1.4973849048591698e-33),
    C(1.056299898220315e-23, 0.0),
];
const PI_HI: C = C(PI as f32 as f64, PI);
const PI_LO: C = C(-8.742277657347586e-08, 1.2246467991473532e-16);
const PIO4_HI: C = C(FRAC_PI_4 as f32 as f64, FRAC_PI_4);
const PIO4_LO: C = C(-2.1855694143368964e-08, 3.061616997868383e-17);
const TWO_OVER_SQRT_PI: f64 = FRAC_2_SQRT_PI;

/// erf (f32) below `ERF_SPLIT`: `erf(a)/a - 1` as a polynomial in `a^2` (least squares on
/// Chebyshev nodes of [0, ERF_SPLIT^2], each coefficient rounded to f32 before the next ones
/// are fitted to what is left; error of the fit 1e-9 relative).
const ERF_SPLIT: f64 = 0.875;
const ERF_SMALL: [f64; 7] = [
    0.128_379_166_126_251_22,
    -0.376_126_348_972_320_56,
    0.112_837_277_352_809_9,
    -0.026_861_524_209_380_15,
    0.005_206_863_395_869_732,
    -0.000_821_414_170_786_738_4,
    8.693_077_688_803_896e-5,
];
/// erf (f32) above `ERF_SPLIT`: `ln erfc(a)` as a polynomial in `a - ERF_SPLIT` on
/// [ERF_SPLIT, 4], fitted as `ERF_SMALL` (absolute error of the fit 1e-9; erf's error is that
/// times erfc(a) <= 0.22). Over 4e5 points of [0, 4.5] and 1e5 log-spaced ones down to 1e-30,
/// evaluated in f32 with fma: 0.93 ulp at most with a correctly rounded exp.
const ERF_LOG_ERFC: [f64; 12] = [
    -1.532_824_397_087_097_2,
    -2.430_220_842_361_45,
    -0.826_532_006_263_732_9,
    -0.046_935_509_890_317_92,
    0.011_414_404_027_163_982,
    -0.002_275_611_041_113_734_2,
    0.000_327_082_962_030_544_9,
    -2.391_210_182_395_298e-5,
    -1.330_866_211_901_553_9e-6,
    4.271_094_553_587_318e-7,
    -1.860_683_518_373_207_3e-8,
    -1.226_066_803_639_014_3e-9,
];

/// erfc's table (f32): interval bounds, and per interval its centre and the Taylor
/// coefficients of `erfcx(x) = e^(x^2) erfc(x)` around it (from `erfcx(centre)` and the
/// recurrence `c[n+1] = (2 x0 c[n] + 2 c[n-1]) / (n+1)`, `c[1] = 2 x0 c[0] - 2/sqrt(pi)`).
const ERFCX_BREAKS: [f64; 10] = [0.5, 1.0, 1.5, 2.25, 3.0, 4.0, 5.25, 6.75, 8.5, 10.1];
const ERFCX_TAYLOR: [[f64; 14]; 9] = [
    [
        0.75,
        0.5069376502931447,
        -0.3679726916557955,
        0.23095813155129813,
        -0.12983606199488126,
        0.0667905425275686,
        -0.03189726203968193,
        0.014289198665935718,
        -0.006051532297208611,
        0.002437637360757315,
        -0.0009385120614756945,
        0.0003467506629301088,
        -0.00012335437532329325,
        4.2372480239606485e-05,
    ],
    [
        1.25,
        0.3678229164523611,
        -0.20882187596460988,
        0.10679557149659874,
        -0.05021827439590765,
        0.02201136425085709,
        -0.009081627632934514,
        0.0035531099032296495,
        -0.0013257829296849863,
        0.00047397031028085417,
        -0.00016296000929642634,
        5.405405973206425e-05,
        -1.7344079023881096e-05,
        5.3956601587021475e-06,
    ],
    [
        1.875,
        0.2694299851646704,
        -0.11801672272799846,
        0.04814863004967332,
        -0.018492027589907322,
        0.006738039159298544,
        -0.0023432816664890207,
        0.0007814620115438768,
        -0.0002508686842412148,
        7.777080714789976e-05,
        -2.334409351975617e-05,
        6.800126359671388e-06,
        -1.9261557446131488e-06,
        5.314307230869556e-07,
    ],
    [
        2.625,
        0.20188755454601698,
        -0.06846950572892352,
        0.022155102007592742,
        -0.006874908639328381,
        0.002054233414677871,
        -0.0005930183703195879,
        0.00016585339752965092,
        -4.5043771944072624e-05,
        1.1903374044115069e-05,
        -3.0660922396156812e-06,
        7.709763830247811e-07,
        -1.8950531530466018e-07,
        4.558748839167469e-08,
    ],
    [
        3.5,
        0.1552936556088943,
        -0.041323577833252356,
        0.010661133192511052,
        -0.0026730744396424497,
        0.0006526863268812386,
        -0.0001554689182232458,
        3.618170436662612e-05,
        -8.23798655430125e-06,
        1.8371878566429352e-06,
        -4.017397902335505e-07,
        8.621971816510166e-08,
        -1.817650484648994e-08,
        3.766991867064477e-09,
    ],
    [
        4.625,
        0.11931528862713335,
        -0.02471274729452899,
        0.005018832389936764,
        -0.0010004316607143033,
        0.0001959179795665558,
        -3.772440208759313e-05,
        7.147539970479192e-06,
        -1.333437064036248e-06,
        2.450983873278862e-07,
        -4.441267169883874e-08,
        7.937956144151403e-09,
        -1.399931733116092e-09,
        2.4387864641491296e-10,
    ],
    [
        6.0,
        0.09277656780053836,
        -0.015060353489052103,
        0.0024144468662257446,
        -0.0003824481944650904,
        5.987884971760116e-05,
        -9.270038463793373e-06,
        1.4195396449469728e-06,
        -2.1508588403186734e-07,
        3.2256085188942225e-08,
        -4.788749532936442e-09,
        7.04717598264714e-10,
        -1.0189889879057423e-10,
        1.5554034253544784e-11,
    ],
    [
        7.625,
        0.07337150692917299,
        -0.00946368642562434,
        0.001210897933787397,
        -0.00015372645366362506,
        1.9366862301128007e-05,
        -2.4216514470096056e-06,
        3.0059000589325547e-07,
        -3.704361487815218e-08,
        4.533110611836283e-09,
        -5.508103250890029e-10,
        6.663637660652737e-11,
        -7.765082448042127e-12,
        1.237937156701025e-12,
    ],
    [
        9.3,
        0.06032075148210397,
        -0.006413189528378771,
        0.0006780888681813951,
        -7.130870286119716e-05,
        7.458965786130765e-06,
        -7.761284200724162e-07,
        8.032382648576464e-08,
        -8.319095358515705e-09,
        7.390599128921443e-10,
        -3.2129737080416947e-10,
        -4.498011271173264e-10,
        -8.189905187264191e-10,
        -1.3444021585455042e-09,
    ],
];

/// `n!`.
fn fact(n: u32) -> f64 {
    (1..=n).map(f64::from).product()
}

/// The op builder of one expansion: precision (`wide` = f64) and vector shape of the values.
struct E<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
    wide: bool,
    shape: Option<(Vec<i64>, Vec<bool>)>,
    /// Mark the floating-point ops `EXACT_FP`.
    exact: bool,
    /// Evaluate polynomials with `fma`.
    fma: bool,
}

impl E<'_, '_> {
    // ----- types and constants -----

    fn like(&mut self, elem: Type) -> Type {
        match &self.shape {
            None => elem,
            Some((shape, scalable)) => {
                self.rw.ir.ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), elem })
            }
        }
    }
    fn ft(&mut self) -> Type {
        let k = if self.wide { FloatKind::F64 } else { FloatKind::F32 };
        let t = self.rw.ir.ctx.float_ty(k);
        self.like(t)
    }
    fn it(&mut self) -> Type {
        let t = self.rw.ir.ctx.int_ty(if self.wide { 64 } else { 32 });
        self.like(t)
    }
    fn mbits(&self) -> i64 {
        if self.wide {
            52
        } else {
            23
        }
    }
    fn cst(&mut self, ty: Type, el: El) -> Value {
        let a = make(&mut self.rw.ir.ctx, ty, vec![el]).expect("splat constant");
        self.rw.create_value("arith.constant", vec![], ty, vec![("value", a)])
    }
    /// A float constant (rounded to the precision).
    fn f(&mut self, v: f64) -> Value {
        let bits = if self.wide { v.to_bits() } else { u64::from((v as f32).to_bits()) };
        let t = self.ft();
        self.cst(t, El::F(bits))
    }
    fn c(&mut self, c: C) -> Value {
        self.f(if self.wide { c.1 } else { c.0 })
    }
    fn i(&mut self, v: i64) -> Value {
        let t = self.it();
        self.cst(t, El::I(i128::from(v)))
    }

    // ----- ops -----

    /// Marks the op defining `v` as exact (`EXACT_FP`), and returns `v`.
    fn exact(&mut self, v: Value) -> Value {
        if !self.exact {
            return v;
        }
        if let Some(o) = self.rw.ir.defining_op(v) {
            let u = self.rw.ir.ctx.unit_attr();
            self.rw.ir.set_attr(o, EXACT_FP, u);
        }
        v
    }
    fn fop(&mut self, name: &str, args: Vec<Value>) -> Value {
        let t = self.rw.ir.value_ty(args[0]);
        let fm = self.rw.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0);
        let v = self.rw.create_value(name, args, t, vec![("fastmath", fm)]);
        self.exact(v)
    }
    fn add(&mut self, a: Value, b: Value) -> Value {
        self.fop("arith.addf", vec![a, b])
    }
    fn sub(&mut self, a: Value, b: Value) -> Value {
        self.fop("arith.subf", vec![a, b])
    }
    fn mul(&mut self, a: Value, b: Value) -> Value {
        self.fop("arith.mulf", vec![a, b])
    }
    fn div(&mut self, a: Value, b: Value) -> Value {
        self.fop("arith.divf", vec![a, b])
    }
    fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        self.fop("math.fma", vec![a, b, c])
    }
    fn neg(&mut self, a: Value) -> Value {
        self.fop("arith.negf", vec![a])
    }
    fn abs(&mut self, a: Value) -> Value {
        self.fop("math.absf", vec![a])
    }
    fn copysign(&mut self, a: Value, b: Value) -> Value {
        self.fop("math.copysign", vec![a, b])
    }
    fn addc(&mut self, a: Value, c: f64) -> Value {
        let c = self.f(c);
        self.add(a, c)
    }
    fn mulc(&mut self, a: Value, c: f64) -> Value {
        let c = self.f(c);
        self.mul(a, c)
    }
    /// `c - a`.
    fn rsubc(&mut self, c: f64, a: Value) -> Value {
        let c = self.f(c);
        self.sub(c, a)
    }
    fn cmp(&mut self, pred: i128, a: Value, b: Value) -> Value {
        let i64t = self.rw.ir.ctx.int_ty(64);
        let i1 = self.rw.ir.ctx.int_ty(1);
        let bt = self.like(i1);
        let p = self.rw.ir.ctx.int_attr(i64t, pred);
        let fm = self.rw.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0);
        let v = self.rw.create_value("arith.cmpf", vec![a, b], bt, vec![("predicate", p), ("fastmath", fm)]);
        self.exact(v)
    }
    fn cmpc(&mut self, pred: i128, a: Value, c: f64) -> Value {
        let c = self.f(c);
        self.cmp(pred, a, c)
    }
    fn is_nan(&mut self, a: Value) -> Value {
        self.cmp(UNO, a, a)
    }
    fn sel(&mut self, c: Value, a: Value, b: Value) -> Value {
        let v = build::select(self.rw, c, a, b);
        self.exact(v)
    }
    /// `c ? k : b` for a float constant `k`.
    fn selc(&mut self, c: Value, k: f64, b: Value) -> Value {
        let k = self.f(k);
        self.sel(c, k, b)
    }
    fn and(&mut self, a: Value, b: Value) -> Value {
        build::int_bin(self.rw, "arith.andi", a, b)
    }
    fn or(&mut self, a: Value, b: Value) -> Value {
        build::int_bin(self.rw, "arith.ori", a, b)
    }
    fn iop(&mut self, name: &str, a: Value, b: Value) -> Value {
        build::int_bin(self.rw, name, a, b)
    }
    fn cast(&mut self, name: &str, a: Value, ty: Type) -> Value {
        self.rw.create_value(name, vec![a], ty, vec![])
    }
    fn fptosi(&mut self, a: Value) -> Value {
        let t = self.it();
        self.cast("arith.fptosi", a, t)
    }
    fn sitofp(&mut self, a: Value) -> Value {
        let t = self.ft();
        self.cast("arith.sitofp", a, t)
    }
    fn as_int(&mut self, a: Value) -> Value {
        let t = self.it();
        self.cast("arith.bitcast", a, t)
    }
    fn as_float(&mut self, a: Value) -> Value {
        let t = self.ft();
        self.cast("arith.bitcast", a, t)
    }
    /// Whether integer `a` is zero.
    fn izero(&mut self, a: Value) -> Value {
        let z = self.i(0);
        self.icmp(build::EQ, a, z)
    }
    /// `arith.cmpi` with a result of the operands' shape.
    fn icmp(&mut self, pred: i128, a: Value, b: Value) -> Value {
        let i64t = self.rw.ir.ctx.int_ty(64);
        let i1 = self.rw.ir.ctx.int_ty(1);
        let bt = self.like(i1);
        let p = self.rw.ir.ctx.int_attr(i64t, pred);
        self.rw.create_value("arith.cmpi", vec![a, b], bt, vec![("predicate", p)])
    }

    // ----- building blocks -----

    /// `sum c[i] x^i` by Horner's rule (a multiply and an add per term, or one `fma`).
    fn poly(&mut self, x: Value, c: &[f64]) -> Value {
        let mut v = self.f(c[c.len() - 1]);
        for &k in c[..c.len() - 1].iter().rev() {
            if self.fma {
                let k = self.f(k);
                v = self.fma(v, x, k);
            } else {
                let m = self.mul(v, x);
                v = self.addc(m, k);
            }
        }
        v
    }
    /// `x` clamped to `[lo, hi]`, NaN to 0 (so that later conversions to integers are
    /// defined; callers select NaN results themselves).
    fn clamp(&mut self, x: Value, lo: f64, hi: f64) -> Value {
        let gt = self.cmpc(OGT, x, hi);
        let x = self.selc(gt, hi, x);
        let lt = self.cmpc(OLT, x, lo);
        let x = self.selc(lt, lo, x);
        let nan = self.is_nan(x);
        self.selc(nan, 0.0, x)
    }
    /// NaN inputs give NaN: `isnan(x) ? x : r`.
    fn keep_nan(&mut self, x: Value, r: Value) -> Value {
        let n = self.is_nan(x);
        self.sel(n, x, r)
    }
    /// `|x| < t ? x : r` (odd functions with `f(x) = x` to working precision near 0).
    fn tiny(&mut self, x: Value, t32: f64, t64: f64, r: Value) -> Value {
        let a = self.abs(x);
        let lt = self.cmpc(OLT, a, if self.wide { t64 } else { t32 });
        self.sel(lt, x, r)
    }
    /// `2^k` for an integer `k` in the normal exponent range.
    fn pow2(&mut self, k: Value) -> Value {
        let bias = self.i(if self.wide { 1023 } else { 127 });
        let s = self.i(self.mbits());
        let e = self.iop("arith.addi", k, bias);
        let b = self.iop("arith.shli", e, s);
        self.as_float(b)
    }
    /// `p 2^k` in two steps, so that a subnormal result is rounded once.
    fn scale(&mut self, p: Value, k: Value) -> Value {
        let one = self.i(1);
        let k1 = self.iop("arith.shrsi", k, one);
        let k2 = self.iop("arith.subi", k, k1);
        let a = self.pow2(k1);
        let b = self.pow2(k2);
        let p = self.mul(p, a);
        self.mul(p, b)
    }
    /// `x` rounded to the nearest integer (ties to even) by adding and subtracting
    /// `1.5 2^mant`, for `|x| <= 2^(mant-1)` (no libm call where `llvm.roundeven` would be one,
    /// as on x86 without SSE4.1).
    fn round(&mut self, x: Value) -> Value {
        let m = 1.5 * 2f64.powi(self.mbits() as i32);
        let t = self.addc(x, m);
        let m = self.f(m);
        self.sub(t, m)
    }
    /// Cody-Waite: `(k, r)` with `x = k ln2 + r`, `|r| <= ln2/2` (`x` finite and clamped).
    fn exp_reduce(&mut self, x: Value) -> (Value, Value) {
        let l2e = self.c(LOG2E);
        let t = self.mul(x, l2e);
        let kf = self.round(t);
        let nk = self.neg(kf);
        let hi = self.c(LN2_FMA_HI);
        let lo = self.c(LN2_FMA_LO);
        let r = self.fma(nk, hi, x);
        let r = self.fma(nk, lo, r);
        (kf, r)
    }
    /// `e^r` for `|r| <= ln2/2`.
    fn exp_poly(&mut self, r: Value) -> Value {
        let n = if self.wide { 13 } else { 7 };
        let c: Vec<f64> = (0..=n).map(|i| 1.0 / fact(i)).collect();
        self.poly(r, &c)
    }
    /// `e^r - 1` for `|r| <= ln2/2`.
    fn expm1_poly(&mut self, r: Value) -> Value {
        let n = if self.wide { 14 } else { 8 };
        let c: Vec<f64> = (2..=n).map(|i| 1.0 / fact(i)).collect();
        let p = self.poly(r, &c);
        let r2 = self.mul(r, r);
        self.fma(r2, p, r)
    }
    /// Clamp bounds beyond which exp over/underflows.
    fn exp_range(&self) -> (f64, f64) {
        if self.wide {
            (-746.0, 710.0)
        } else {
            (-104.0, 89.0)
        }
    }

    // ----- the functions -----

    fn expand(&mut self, name: &str, a: &[Value]) -> Value {
        let x = a[0];
        match name {
            "math.exp" => self.exp(x),
            "math.exp2" => self.exp2(x),
            "math.expm1" => self.expm1(x),
            "math.log" => self.log(x),
            "math.log2" => self.log2(x),
            "math.log10" => self.log10(x),
            "math.log1p" => self.log1p(x),
            "math.sin" => self.trig(x, Trig::Sin),
            "math.cos" => self.trig(x, Trig::Cos),
            "math.tan" => self.trig(x, Trig::Tan),
            "math.tanh" => self.tanh(x),
            "math.sinh" => self.sinh(x),
            "math.cosh" => self.cosh(x),
            "math.erf" => self.erf(x),
            "math.erfc" => self.erfc(x),
            "math.atan" => self.atan(x),
            "math.atan2" => self.atan2(x, a[1]),
            "math.asin" => self.asin_acos(x, false),
            "math.acos" => self.asin_acos(x, true),
            "math.powf" => self.pow(x, a[1], None),
            "math.fpowi" => self.pow(x, a[1], Some(a[1])),
            "math.cbrt" => self.cbrt(x),
            "math.rsqrt" => {
                let s = self.fop("math.sqrt", vec![x]);
                let one = self.f(1.0);
                self.div(one, s)
            }
            _ => unreachable!("{name} is not in the expanded lists"),
        }
    }

    fn exp(&mut self, x: Value) -> Value {
        let (lo, hi) = self.exp_range();
        let xc = self.clamp(x, lo, hi);
        let (kf, r) = self.exp_reduce(xc);
        let p = self.exp_poly(r);
        let k = self.fptosi(kf);
        let res = self.scale(p, k);
        self.keep_nan(x, res)
    }

    fn exp2(&mut self, x: Value) -> Value {
        let (lo, hi) = if self.wide { (-1076.0, 1025.0) } else { (-152.0, 129.0) };
        let xc = self.clamp(x, lo, hi);
        let kf = self.round(xc);
        let r = self.sub(xc, kf);
        let n = if self.wide { 13 } else { 7 };
        let c: Vec<f64> = (0..=n).map(|i| std::f64::consts::LN_2.powi(i as i32) / fact(i)).collect();
        let p = self.poly(r, &c);
        let k = self.fptosi(kf);
        let res = self.scale(p, k);
        self.keep_nan(x, res)
    }

    fn expm1(&mut self, x: Value) -> Value {
        let (lo, hi) = if self.wide { (-60.0, 710.0) } else { (-30.0, 89.0) };
        let xc = self.clamp(x, lo, hi);
        let (kf, r) = self.exp_reduce(xc);
        let u = self.expm1_poly(r);
        let lim = if self.wide { 53.0 } else { 24.0 };
        // 2^k (e^r - 1) + (2^k - 1), `2^k - 1` exact for |k| <= lim.
        let ks = self.clamp(kf, -lim, lim);
        let ks = self.fptosi(ks);
        let t = self.pow2(ks);
        let one = self.f(1.0);
        let tm1 = self.sub(t, one);
        let small = self.fma(t, u, tm1);
        let u1 = self.add(u, one);
        let k = self.fptosi(kf);
        let e = self.scale(u1, k);
        let big = self.sub(e, one);
        let a = self.abs(kf);
        let in_small = self.cmpc(OLT, a, lim + 0.5);
        let res = self.sel(in_small, small, big);
        let res = self.tiny(x, 2f64.powi(-25), 2f64.powi(-54), res);
        self.keep_nan(x, res)
    }

    /// `(e, f, hfsq, s (hfsq + R))` with `x = 2^e (1 + f)`, `log(1 + f) = f - (hfsq - sR)`,
    /// for positive finite `x`; garbage for others.
    fn log_parts(&mut self, x: Value) -> (Value, Value, Value, Value) {
        let wide = self.wide;
        let min_normal = if wide { f64::MIN_POSITIVE } else { f64::from(f32::MIN_POSITIVE) };
        let sub = self.cmpc(OLT, x, min_normal);
        let up = self.mulc(x, 2f64.powi(self.mbits() as i32));
        let xs = self.sel(sub, up, x);
        let m_adj = self.i(-self.mbits());
        let zero = self.i(0);
        let eadj = self.sel(sub, m_adj, zero);
        let sqrth = self.i(if wide { 0x3fe6a09e667f3bcd } else { 0x3f3504f3 });
        let mask = self.i(if wide { 0x000f_ffff_ffff_ffff } else { 0x007f_ffff });
        let ix = self.as_int(xs);
        let ix = self.iop("arith.subi", ix, sqrth);
        let sh = self.i(self.mbits());
        let e = self.iop("arith.shrsi", ix, sh);
        let e = self.iop("arith.addi", e, eadj);
        let mb = self.iop("arith.andi", ix, mask);
        let mb = self.iop("arith.addi", mb, sqrth);
        let m = self.as_float(mb);
        let one = self.f(1.0);
        let f = self.sub(m, one);
        let two = self.f(2.0);
        let d = self.add(f, two);
        let s = self.div(f, d);
        let z = self.mul(s, s);
        let n = if wide { 12 } else { 6 };
        let c: Vec<f64> = (1..=n).map(|i| 2.0 / f64::from(2 * i + 1)).collect();
        let p = self.poly(z, &c);
        let r = self.mul(z, p);
        let ff = self.mul(f, f);
        let hfsq = self.mulc(ff, 0.5);
        let hr = self.add(hfsq, r);
        let sr = self.mul(s, hr);
        let ef = self.sitofp(e);
        (ef, f, hfsq, sr)
    }
    /// log's special values: `+inf` at `+inf`, `-inf` at zeros, NaN below zero and at NaN.
    fn log_special(&mut self, x: Value, r: Value) -> Value {
        let inf = self.cmpc(OEQ, x, f64::INFINITY);
        let r = self.selc(inf, f64::INFINITY, r);
        let zero = self.cmpc(OEQ, x, 0.0);
        let r = self.selc(zero, f64::NEG_INFINITY, r);
        let bad = self.cmpc(ULT, x, 0.0);
        self.selc(bad, f64::NAN, r)
    }
    fn log(&mut self, x: Value) -> Value {
        let (ef, f, hfsq, sr) = self.log_parts(x);
        let lo = self.c(LN2_LO);
        let hi = self.c(LN2_HI);
        let elo = self.mul(ef, lo);
        let t = self.add(sr, elo);
        let u = self.sub(hfsq, t);
        let u = self.sub(u, f);
        let ehi = self.mul(ef, hi);
        let r = self.sub(ehi, u);
        self.log_special(x, r)
    }
    fn log2(&mut self, x: Value) -> Value {
        let (ef, f, hfsq, sr) = self.log_parts(x);
        let u = self.sub(hfsq, sr);
        let l = self.sub(f, u);
        let hi = self.c(LOG2E_HI);
        let lo = self.c(LOG2E_LO);
        let t = self.mul(l, lo);
        let t = self.fma(l, hi, t);
        let r = self.add(ef, t);
        self.log_special(x, r)
    }
    fn log10(&mut self, x: Value) -> Value {
        let (ef, f, hfsq, sr) = self.log_parts(x);
        let u = self.sub(hfsq, sr);
        let l = self.sub(f, u);
        let hi = self.c(LOG10E_HI);
        let lo = self.c(LOG10E_LO);
        let ehi = self.c(LOG10_2_HI);
        let elo = self.c(LOG10_2_LO);
        let t = self.mul(ef, elo);
        let t = self.fma(l, lo, t);
        let t = self.fma(l, hi, t);
        let e = self.mul(ef, ehi);
        let r = self.add(e, t);
        self.log_special(x, r)
    }
    fn log1p(&mut self, x: Value) -> Value {
        let one = self.f(1.0);
        let u = self.add(x, one);
        let l = self.log(u);
        let d = self.sub(u, one);
        let q = self.div(x, d);
        let r = self.mul(l, q);
        let exact = self.cmpc(OEQ, d, 0.0);
        let r = self.sel(exact, x, r);
        let inf = self.cmpc(OEQ, x, f64::INFINITY);
        self.sel(inf, x, r)
    }

    fn trig(&mut self, x: Value, which: Trig) -> Value {
        // Non-finite inputs (NaN results) are computed as 0.
        let d = self.sub(x, x);
        let bad = self.is_nan(d);
        let xs = self.selc(bad, 0.0, x);
        let tpi = self.c(TWO_OVER_PI);
        let t = self.mul(xs, tpi);
        // Beyond 2^22 (2^51) quadrants, results are only kept finite and bounded.
        let lim = 2f64.powi(self.mbits() as i32 - 1);
        let t = self.clamp(t, -lim, lim);
        let kf = self.round(t);
        let nk = self.neg(kf);
        let mut r = xs;
        for part in &PIO2[..if self.wide { 3 } else { 4 }] {
            let c = self.c(*part);
            r = self.fma(nk, c, r);
        }
        let r = self.clamp(r, -1.0, 1.0);
        let q = self.fptosi(kf);
        let z = self.mul(r, r);
        let (ns, nc) = if self.wide { (10, 11) } else { (5, 6) };
        let sc: Vec<f64> = (1..=ns).map(|n| if n % 2 == 1 { -1.0 } else { 1.0 } / fact(2 * n as u32 + 1)).collect();
        let sp = self.poly(z, &sc);
        let rz = self.mul(r, z);
        let s = self.fma(rz, sp, r);
        let cc: Vec<f64> = (2..=nc).map(|n| if n % 2 == 1 { -1.0 } else { 1.0 } / fact(2 * n as u32)).collect();
        let cp = self.poly(z, &cc);
        let hz = self.mulc(z, 0.5);
        let one = self.f(1.0);
        let w = self.sub(one, hz);
        let ow = self.sub(one, w);
        let err = self.sub(ow, hz);
        let zz = self.mul(z, z);
        let tail = self.fma(zz, cp, err);
        let c = self.add(w, tail);
        let i1 = self.i(1);
        let i2 = self.i(2);
        let qa = self.iop("arith.andi", q, i1);
        let even = self.izero(qa);
        let res = match which {
            Trig::Sin | Trig::Cos => {
                let (a, b) = if matches!(which, Trig::Sin) { (s, c) } else { (c, s) };
                let v = self.sel(even, a, b);
                let qq = if matches!(which, Trig::Sin) { q } else { self.iop("arith.addi", q, i1) };
                let qb = self.iop("arith.andi", qq, i2);
                let pos = self.izero(qb);
                let nv = self.neg(v);
                self.sel(pos, v, nv)
            }
            Trig::Tan => {
                let t = self.div(s, c);
                let cot = self.div(c, s);
                let ncot = self.neg(cot);
                self.sel(even, t, ncot)
            }
        };
        let res = if matches!(which, Trig::Cos) { res } else { self.tiny(x, 2f64.powi(-12), 2f64.powi(-27), res) };
        self.sel(bad, d, res)
    }

    fn tanh(&mut self, x: Value) -> Value {
        let a = self.abs(x);
        let a = self.clamp(a, 0.0, if self.wide { 20.0 } else { 10.0 });
        let a2 = self.mulc(a, 2.0);
        let t = self.expm1(a2);
        let t2 = self.addc(t, 2.0);
        let r = self.div(t, t2);
        let r = self.copysign(r, x);
        let r = self.tiny(x, 2f64.powi(-12), 2f64.powi(-27), r);
        self.keep_nan(x, r)
    }
    /// `e^a / 2` for `a >= 0`, overflowing exactly where it should.
    fn half_exp(&mut self, a: Value) -> Value {
        let ac = self.clamp(a, 0.0, if self.wide { 712.0 } else { 90.0 });
        let (kf, r) = self.exp_reduce(ac);
        let p = self.exp_poly(r);
        let k = self.fptosi(kf);
        let one = self.i(1);
        let k = self.iop("arith.subi", k, one);
        self.scale(p, k)
    }
    fn sinh(&mut self, x: Value) -> Value {
        let a = self.abs(x);
        let h = self.half_exp(a);
        let q = self.f(0.25);
        let q = self.div(q, h);
        let big = self.sub(h, q);
        let am = self.clamp(a, 0.0, 1.0);
        let t = self.expm1(am);
        let t1 = self.addc(t, 1.0);
        let u = self.div(t, t1);
        let u = self.add(t, u);
        let small = self.mulc(u, 0.5);
        let lt = self.cmpc(OLT, a, 1.0);
        let r = self.sel(lt, small, big);
        let r = self.copysign(r, x);
        let r = self.tiny(x, 2f64.powi(-12), 2f64.powi(-27), r);
        self.keep_nan(x, r)
    }
    fn cosh(&mut self, x: Value) -> Value {
        let a = self.abs(x);
        let h = self.half_exp(a);
        let q = self.f(0.25);
        let q = self.div(q, h);
        let r = self.add(h, q);
        self.keep_nan(x, r)
    }

    /// `pi/2 - v`.
    fn pio2_minus(&mut self, v: Value) -> Value {
        let hi = self.c(PIO2[0]);
        let lo = self.c(PIO2[1]);
        let d = self.sub(hi, v);
        self.add(d, lo)
    }
    /// atan of `a >= 0`.
    fn atan_pos(&mut self, a: Value) -> Value {
        let inv = self.cmpc(OGT, a, 1.0);
        let one = self.f(1.0);
        let ra = self.div(one, a);
        let b = self.sel(inv, ra, a);
        let mid = self.cmpc(OGT, b, std::f64::consts::FRAC_PI_8.tan());
        let bm = self.sub(b, one);
        let bp = self.add(b, one);
        let tq = self.div(bm, bp);
        let t = self.sel(mid, tq, b);
        let z = self.mul(t, t);
        let n = if self.wide { 22 } else { 9 };
        let c: Vec<f64> = (1..=n).map(|i| if i % 2 == 1 { -1.0 } else { 1.0 } / f64::from(2 * i + 1)).collect();
        let p = self.poly(z, &c);
        let tz = self.mul(t, z);
        let p = self.fma(tz, p, t);
        let lo = self.c(PIO4_LO);
        let hi = self.c(PIO4_HI);
        let pl = self.add(p, lo);
        let pm = self.add(hi, pl);
        let v = self.sel(mid, pm, p);
        let w = self.pio2_minus(v);
        self.sel(inv, w, v)
    }
    fn atan(&mut self, x: Value) -> Value {
        let a = self.abs(x);
        let r = self.atan_pos(a);
        let r = self.copysign(r, x);
        let r = self.tiny(x, 2f64.powi(-12), 2f64.powi(-27), r);
        self.keep_nan(x, r)
    }
    fn atan2(&mut self, y: Value, x: Value) -> Value {
        let ax = self.abs(x);
        let ay = self.abs(y);
        let swap = self.cmp(OGT, ay, ax);
        let hi = self.sel(swap, ay, ax);
        let lo = self.sel(swap, ax, ay);
        let q = self.div(lo, hi);
        let z = self.cmpc(OEQ, hi, 0.0);
        let q = self.selc(z, 0.0, q);
        let xi = self.cmpc(OEQ, ax, f64::INFINITY);
        let yi = self.cmpc(OEQ, ay, f64::INFINITY);
        let both = self.and(xi, yi);
        let q = self.selc(both, 1.0, q);
        let b = self.atan_pos(q);
        let w = self.pio2_minus(b);
        let r = self.sel(swap, w, b);
        let one = self.f(1.0);
        let sx = self.copysign(one, x);
        let negx = self.cmpc(OLT, sx, 0.0);
        let phi = self.c(PI_HI);
        let plo = self.c(PI_LO);
        let d = self.sub(phi, r);
        let d = self.add(d, plo);
        let r = self.sel(negx, d, r);
        let r = self.copysign(r, y);
        let nx = self.is_nan(x);
        let ny = self.is_nan(y);
        let n = self.or(nx, ny);
        let s = self.add(x, y);
        self.sel(n, s, r)
    }
    /// asin (or acos) of `x`.
    fn asin_acos(&mut self, x: Value, acos: bool) -> Value {
        let a = self.abs(x);
        let big = self.cmpc(OGT, a, 0.5);
        let om = self.rsubc(1.0, a);
        let z = self.mulc(om, 0.5);
        let w = self.fop("math.sqrt", vec![z]);
        let t = self.sel(big, w, a);
        let t2 = self.mul(t, t);
        let n = if self.wide { 25 } else { 10 };
        // (2n)! / (4^n n!^2 (2n+1))
        let c: Vec<f64> = (1..=n)
            .map(|i: i32| {
                let mut v = 1.0;
                for k in 1..=i {
                    v *= f64::from(2 * k - 1) / f64::from(2 * k);
                }
                v / f64::from(2 * i + 1)
            })
            .collect();
        let p = self.poly(t2, &c);
        let tt = self.mul(t, t2);
        let p = self.fma(tt, p, t);
        let p2 = self.mulc(p, 2.0);
        if !acos {
            let from_big = self.pio2_minus(p2);
            let r = self.sel(big, from_big, p);
            let r = self.copysign(r, x);
            let r = self.tiny(x, 2f64.powi(-12), 2f64.powi(-27), r);
            return self.keep_nan(x, r);
        }
        // |x| <= 1/2: pi/2 - asin(x); x > 1/2: 2 asin(sqrt((1-x)/2)); x < -1/2: pi - that.
        let sp = self.copysign(p, x);
        let small = self.pio2_minus(sp);
        let phi = self.c(PI_HI);
        let plo = self.c(PI_LO);
        let d = self.sub(phi, p2);
        let negbig = self.add(d, plo);
        let neg = self.cmpc(OLT, x, 0.0);
        let bigv = self.sel(neg, negbig, p2);
        let r = self.sel(big, bigv, small);
        self.keep_nan(x, r)
    }

    /// `erf(x)` by its series (`|x| < 1`).
    fn erf_series(&mut self, x: Value) -> Value {
        let z = self.mul(x, x);
        let c: Vec<f64> = (0..=13)
            .map(|n: i32| {
                let s = if n % 2 == 1 { -1.0 } else { 1.0 };
                s * TWO_OVER_SQRT_PI / (fact(n as u32) * f64::from(2 * n + 1))
            })
            .collect();
        let p = self.poly(z, &c);
        self.mul(x, p)
    }
    /// `erfc(a)` for `a >= 0.5` (f32).
    fn erfc_big(&mut self, a: Value) -> Value {
        let a = self.clamp(a, 0.5, ERFCX_BREAKS[ERFCX_BREAKS.len() - 1]);
        let conds: Vec<Value> = ERFCX_BREAKS[1..ERFCX_BREAKS.len() - 1].iter().map(|&b| self.cmpc(OGE, a, b)).collect();
        let pick = |e: &mut Self, j: usize| {
            let mut v = e.f(ERFCX_TAYLOR[0][j]);
            for (i, &c) in conds.iter().enumerate() {
                v = e.selc(c, ERFCX_TAYLOR[i + 1][j], v);
            }
            v
        };
        let x0 = pick(self, 0);
        let h = self.sub(a, x0);
        let mut y = pick(self, 13);
        for j in (1..13).rev() {
            let m = self.mul(y, h);
            let c = pick(self, j);
            y = self.add(m, c);
        }
        // e^(-a^2) = e^(-hi) e^(-lo) with a^2 = hi + lo exactly.
        let hi = self.mul(a, a);
        let nhi = self.neg(hi);
        let lo = self.fma(a, a, nhi);
        let (lo_r, hi_r) = self.exp_range();
        let nh = self.clamp(nhi, lo_r, hi_r);
        let (kf, r) = self.exp_reduce(nh);
        let p = self.exp_poly(r);
        let l1 = self.rsubc(1.0, lo);
        let p = self.mul(p, l1);
        let p = self.mul(p, y);
        let k = self.fptosi(kf);
        self.scale(p, k)
    }
    /// erf (f32): below `ERF_SPLIT`, `a + a P(a^2)` with `P` a fit of `erf(a)/a - 1`
    /// (`ERF_SMALL`; the `a +` last, so that `2/sqrt(pi)` is not rounded into one f32); above,
    /// `1 - e^Q(a)` with `Q` a fit of `ln erfc(a)` in `a - ERF_SPLIT` (`ERF_LOG_ERFC`, `a`
    /// clamped to 4, where erf is 1 in f32); the sign is x's. About 40 ops, no table lookup:
    /// GELU's erf is the costliest op of a transformer's feed-forward block after its matmuls.
    fn erf(&mut self, x: Value) -> Value {
        let a = self.abs(x);
        let z = self.mul(a, a);
        let p = self.poly(z, &ERF_SMALL);
        let small = if self.fma {
            self.fma(a, p, a)
        } else {
            let m = self.mul(a, p);
            self.add(m, a)
        };
        let ac = self.clamp(a, ERF_SPLIT, 4.0);
        let h = self.addc(ac, -ERF_SPLIT);
        let q = self.poly(h, &ERF_LOG_ERFC);
        // e^q for q in [-18, -1.5]: 2^k e^r, no overflow or subnormal to care for.
        let (kf, r) = self.exp_reduce(q);
        let e = self.exp_poly(r);
        let k = self.fptosi(kf);
        let two_k = self.pow2(k);
        let e = self.mul(e, two_k);
        let one = self.f(1.0);
        let big = self.sub(one, e);
        let lt = self.cmpc(OLT, a, ERF_SPLIT);
        let r = self.sel(lt, small, big);
        let r = self.copysign(r, x);
        self.keep_nan(x, r)
    }
    fn erfc(&mut self, x: Value) -> Value {
        let a = self.abs(x);
        let am = self.clamp(a, 0.0, 1.0);
        let s = self.erf_series(am);
        let one = self.f(1.0);
        let small = self.sub(one, s);
        let e = self.erfc_big(a);
        let lt = self.cmpc(OLT, a, 0.5);
        let pos = self.sel(lt, small, e);
        let over = self.cmpc(OGE, a, ERFCX_BREAKS[ERFCX_BREAKS.len() - 1]);
        let pos = self.selc(over, 0.0, pos);
        let two = self.f(2.0);
        let negv = self.sub(two, pos);
        let neg = self.cmpc(OLT, x, 0.0);
        let r = self.sel(neg, negv, pos);
        self.keep_nan(x, r)
    }

    /// `x^y` (f32): `exp(y log|x|)` in f64, then signs and C99's special cases. `n` is
    /// fpowi's integer exponent (then `y` is it).
    fn pow(&mut self, x: Value, y: Value, n: Option<Value>) -> Value {
        let f32t = self.ft();
        self.wide = true;
        let f64t = self.ft();
        let x64 = self.cast("arith.extf", x, f64t);
        let y64 = match n {
            Some(n) => self.cast("arith.sitofp", n, f64t),
            None => self.cast("arith.extf", y, f64t),
        };
        let ax = self.abs(x64);
        let l = self.log(ax);
        let t = self.mul(y64, l);
        let r = self.exp(t);
        let r = self.cast("arith.truncf", r, f32t);
        self.wide = false;
        let (yodd, yint) = match n {
            Some(n) => {
                let nt = self.rw.ir.value_ty(n);
                let one = self.cst(nt, El::I(1));
                let zero = self.cst(nt, El::I(0));
                let b = self.iop("arith.andi", n, one);
                let odd = self.icmp(1, b, zero); // ne
                let i1 = self.rw.ir.ctx.int_ty(1);
                let bt = self.like(i1);
                let t = self.cst(bt, El::I(-1));
                (odd, t)
            }
            None => {
                let fy = self.fop("math.floor", vec![y]);
                let yint = self.cmp(OEQ, fy, y);
                let h = self.mulc(y, 0.5);
                let fh = self.fop("math.floor", vec![h]);
                let half_frac = self.cmp(ONE, fh, h);
                (self.and(yint, half_frac), yint)
            }
        };
        let one = self.f(1.0);
        let sx = self.copysign(one, x);
        let negs = self.cmpc(OLT, sx, 0.0);
        let flip = self.and(negs, yodd);
        let nr = self.neg(r);
        let r = self.sel(flip, nr, r);
        // Negative finite x with a non-integer y: NaN.
        let negx = self.cmpc(OLT, x, 0.0);
        let axf = self.abs(x);
        let finite = self.cmpc(ONE, axf, f64::INFINITY);
        let i1 = self.rw.ir.ctx.int_ty(1);
        let bt = self.like(i1);
        let t = self.cst(bt, El::I(-1));
        let nonint = build::int_bin(self.rw, "arith.xori", yint, t);
        let bad = self.and(negx, finite);
        let bad = self.and(bad, nonint);
        let r = self.selc(bad, f64::NAN, r);
        // pow(-1, +-inf) = 1; pow(1, y) = 1; pow(x, +-0) = 1.
        let m1 = self.cmpc(OEQ, x, -1.0);
        let yinf = match n {
            Some(_) => self.cmpc(OEQ, one, 0.0), // false
            None => {
                let ay = self.abs(y);
                self.cmpc(OEQ, ay, f64::INFINITY)
            }
        };
        let c1 = self.and(m1, yinf);
        let p1 = self.cmpc(OEQ, x, 1.0);
        let c1 = self.or(c1, p1);
        let c1 = match n {
            Some(n) => {
                let nt = self.rw.ir.value_ty(n);
                let zero = self.cst(nt, El::I(0));
                let z = self.icmp(build::EQ, n, zero);
                self.or(c1, z)
            }
            None => {
                let z = self.cmpc(OEQ, y, 0.0);
                self.or(c1, z)
            }
        };
        self.selc(c1, 1.0, r)
    }

    /// cbrt: a first guess from the bits (the exponent divided by 3), Newton steps `y = (2y +
    /// x/y^2)/3` (three in f32, four in f64), and a last one written `y - (y - x/y^2)/3` in
    /// f64. Subnormals are scaled by `2^24` (`2^54`) first.
    fn cbrt(&mut self, x: Value) -> Value {
        let wide = self.wide;
        let a = self.abs(x);
        let min_normal = if wide { f64::MIN_POSITIVE } else { f64::from(f32::MIN_POSITIVE) };
        let (up_exp, down_exp) = if wide { (54, -18) } else { (24, -8) };
        let sub = self.cmpc(OLT, a, min_normal);
        let up = self.mulc(a, 2f64.powi(up_exp));
        let s = self.sel(sub, up, a);
        let b = self.as_int(s);
        let three = self.i(3);
        let q = self.iop("arith.divui", b, three);
        // Two thirds of the bits of 1.0: the bits of 1.0 again when x = 1.
        let magic = self.i(if wide { 0x2aa5_5555_5555_5555 } else { 0x2a55_5555 });
        let g = self.iop("arith.addi", q, magic);
        let mut y = self.as_float(g);
        let third = 1.0 / 3.0;
        for _ in 0..if wide { 4 } else { 3 } {
            let y2 = self.mul(y, y);
            let d = self.div(s, y2);
            let yy = self.add(y, y);
            let u = self.add(yy, d);
            y = self.mulc(u, third);
        }
        let f32t = self.ft();
        self.wide = true;
        let f64t = self.ft();
        let (y, s64) = if wide { (y, s) } else { (self.cast("arith.extf", y, f64t), self.cast("arith.extf", s, f64t)) };
        let y2 = self.mul(y, y);
        let d = self.div(s64, y2);
        let e = self.sub(y, d);
        let e = self.mulc(e, third);
        let y = self.sub(y, e);
        let down = self.mulc(y, 2f64.powi(down_exp));
        let y = self.sel(sub, down, y);
        let y = if wide { y } else { self.cast("arith.truncf", y, f32t) };
        self.wide = wide;
        let z = self.cmpc(OEQ, a, 0.0);
        let inf = self.cmpc(OEQ, a, f64::INFINITY);
        let keep = self.or(z, inf);
        let y = self.sel(keep, a, y);
        let y = self.copysign(y, x);
        self.keep_nan(x, y)
    }
}

#[derive(Clone, Copy)]
enum Trig {
    Sin,
    Cos,
    Tan,
}
