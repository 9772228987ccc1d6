//! The TOSA dialect (Tensor Operator Set Architecture, MLIR 22's `tosa`): what torch-mlir's
//! `output_type="tosa"` and TFLite converters emit. Ops, operand and attribute names,
//! defaults and syntax are upstream's (TosaOps.td, TosaOps.cpp, mlir-opt-22 as the oracle).
//!
//! Syntax. Every op but `tosa.const` (generic only) and the control-flow ops prints as
//! upstream's hand-written printers do: ` operands {attributes} : (operand types) -> result
//! types`, the enum attributes (`nan_mode`, `rounding_mode`, `mode`, `block_size`) written as
//! their keyword alone in the dictionary (`{nan_mode = IGNORE}`; the parser takes the keyword
//! or the whole attribute), attributes equal to their default left out (`nan_mode =
//! PROPAGATE`, `local_bound = false`); with no operands the dictionary follows two spaces
//! (`tosa.const_shape  {values = ...}`), as upstream prints it.
//!
//! Shapes (`!tosa.shape<N>`, the operands of `reshape`, `slice`, `pad`, `tile`, `resize`) are
//! dialect types kept as text; `tosa.const_shape` makes them. The lowering to linalg,
//! tensor, arith and scf is `passes/tosa_to_*.rs`, in the order upstream's
//! `tosa-to-linalg-pipeline` runs them.
//!
//! ```mlir
//! %s = tosa.const_shape  {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
//! %r = tosa.reshape %x, %s : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
//! %m = tosa.maximum %r, %r {nan_mode = IGNORE} : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
//! ```

mod data;
mod elementwise;
mod named;

use super::ods::{dict_attr, type_constraint, AttrConstraint, TypeConstraint, ANY_TYPE, BOOL, STRING};
use super::{OpSpec, PURE, RETURN_LIKE, TERMINATOR};
use crate::dialects::ods::op;
use crate::ir::enums::{EnumDef, TOSA_BLOCK_SIZE, TOSA_NAN_MODE, TOSA_RESIZE_MODE, TOSA_ROUNDING_MODE};
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

/// `operands {attrs} : (types) -> types`, upstream's common TOSA syntax.
macro_rules! tosa {
    ($name:literal $($rest:tt)*) => {
        op!($name $($rest)* asm(parse, print))
    };
}

pub static OPS: &[OpSpec] = &[
    // ----- tensor operators -----
    tosa!("tosa.argmax" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32, "nan_mode": NAN_MODE] verify(elementwise::verify_argmax) traits(PURE)),
    tosa!("tosa.avg_pool2d" operands["input": TENSOR, "input_zp": TENSOR, "output_zp": TENSOR] results["output": TENSOR]
        attrs["kernel": I64_ARRAY, "stride": I64_ARRAY, "pad": I64_ARRAY, "acc_type": TYPE] verify(named::verify_pool) traits(PURE)),
    tosa!("tosa.conv2d" operands["input": TENSOR, "weight": TENSOR, "bias": TENSOR, "input_zp": TENSOR, "weight_zp": TENSOR]
        results["output": TENSOR]
        attrs["pad": I64_ARRAY, "stride": I64_ARRAY, "dilation": I64_ARRAY, "acc_type": TYPE, "local_bound?": LOCAL_BOUND]
        verify(named::verify_conv) traits(PURE)),
    tosa!("tosa.conv3d" operands["input": TENSOR, "weight": TENSOR, "bias": TENSOR, "input_zp": TENSOR, "weight_zp": TENSOR]
        results["output": TENSOR]
        attrs["pad": I64_ARRAY, "stride": I64_ARRAY, "dilation": I64_ARRAY, "acc_type": TYPE, "local_bound?": LOCAL_BOUND]
        verify(named::verify_conv) traits(PURE)),
    tosa!("tosa.depthwise_conv2d" operands["input": TENSOR, "weight": TENSOR, "bias": TENSOR, "input_zp": TENSOR, "weight_zp": TENSOR]
        results["output": TENSOR]
        attrs["pad": I64_ARRAY, "stride": I64_ARRAY, "dilation": I64_ARRAY, "acc_type": TYPE, "local_bound?": LOCAL_BOUND]
        verify(named::verify_conv) traits(PURE)),
    op!("tosa.fft2d" operands["input_real": TENSOR, "input_imag": TENSOR] results["output_real": TENSOR, "output_imag": TENSOR]
        attrs["inverse": BOOL, "local_bound?": LOCAL_BOUND]
        format "$input_real `,` $input_imag attr-dict `:` `(` type($input_real) `,` type($input_imag) `)` `->` `(` type($output_real) `,` type($output_imag) `)`"
        traits(PURE)),
    tosa!("tosa.matmul" operands["a": TENSOR, "b": TENSOR, "a_zp": TENSOR, "b_zp": TENSOR] results["output": TENSOR] verify(named::verify_matmul) traits(PURE)),
    tosa!("tosa.matmul_t_block_scaled" operands["a_data": TENSOR, "a_scale": TENSOR, "b_data": TENSOR, "b_scale": TENSOR]
        results["output_data": TENSOR] attrs["block_size": BLOCK_SIZE] traits(PURE)),
    tosa!("tosa.max_pool2d" operands["input": TENSOR] results["output": TENSOR]
        attrs["kernel": I64_ARRAY, "stride": I64_ARRAY, "pad": I64_ARRAY, "nan_mode": NAN_MODE] verify(named::verify_pool) traits(PURE)),
    op!("tosa.rfft2d" operands["input": TENSOR] results["output_real": TENSOR, "output_imag": TENSOR]
        attrs["local_bound?": LOCAL_BOUND]
        format "$input attr-dict `:` `(` type($input) `)` `->` `(` type($output_real) `,` type($output_imag) `)`"
        traits(PURE)),
    tosa!("tosa.transpose_conv2d" operands["input": TENSOR, "weight": TENSOR, "bias": TENSOR, "input_zp": TENSOR, "weight_zp": TENSOR]
        results["output": TENSOR] attrs["out_pad": I64_ARRAY, "stride": I64_ARRAY, "acc_type": TYPE, "local_bound?": LOCAL_BOUND]
        verify(named::verify_transpose_conv) traits(PURE)),
    // ----- activation functions -----
    tosa!("tosa.clamp" operands["input": TENSOR] results["output": TENSOR]
        attrs["min_val": INT_OR_FLOAT, "max_val": INT_OR_FLOAT, "nan_mode": NAN_MODE] verify(elementwise::verify_clamp) traits(PURE)),
    tosa!("tosa.erf" operands["input": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.sigmoid" operands["input": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.tanh" operands["input": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    // ----- elementwise binary -----
    tosa!("tosa.add" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.arithmetic_right_shift" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR]
        attrs["round": BOOL] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.bitwise_and" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.bitwise_or" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.bitwise_xor" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.intdiv" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.logical_and" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_logical) traits(PURE)),
    tosa!("tosa.logical_left_shift" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.logical_right_shift" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.logical_or" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_logical) traits(PURE)),
    tosa!("tosa.logical_xor" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_logical) traits(PURE)),
    tosa!("tosa.maximum" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] attrs["nan_mode": NAN_MODE]
        verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.minimum" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] attrs["nan_mode": NAN_MODE]
        verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.mul" operands["input1": TENSOR, "input2": TENSOR, "shift": TENSOR] results["output": TENSOR] verify(elementwise::verify_mul) traits(PURE)),
    tosa!("tosa.pow" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.sub" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_binary) traits(PURE)),
    tosa!("tosa.table" operands["input1": TENSOR, "table": TENSOR] results["output": TENSOR] verify(elementwise::verify_same_shape) traits(PURE)),
    // ----- elementwise unary -----
    tosa!("tosa.abs" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.bitwise_not" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.ceil" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.clz" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.cos" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.exp" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.floor" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.log" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.logical_not" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.negate" operands["input1": TENSOR, "input1_zp": TENSOR, "output_zp": TENSOR] results["output": TENSOR]
        verify(elementwise::verify_negate) traits(PURE)),
    tosa!("tosa.reciprocal" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.rsqrt" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    tosa!("tosa.sin" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    // ----- elementwise ternary, comparison -----
    tosa!("tosa.select" operands["input1": TENSOR, "input2": TENSOR, "input3": TENSOR] results["output": TENSOR] verify(elementwise::verify_select) traits(PURE)),
    tosa!("tosa.equal" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_compare) traits(PURE)),
    tosa!("tosa.greater" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_compare) traits(PURE)),
    tosa!("tosa.greater_equal" operands["input1": TENSOR, "input2": TENSOR] results["output": TENSOR] verify(elementwise::verify_compare) traits(PURE)),
    // ----- reductions -----
    tosa!("tosa.reduce_all" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32] verify(elementwise::verify_reduce) traits(PURE)),
    tosa!("tosa.reduce_any" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32] verify(elementwise::verify_reduce) traits(PURE)),
    tosa!("tosa.reduce_max" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32, "nan_mode": NAN_MODE]
        verify(elementwise::verify_reduce) traits(PURE)),
    tosa!("tosa.reduce_min" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32, "nan_mode": NAN_MODE]
        verify(elementwise::verify_reduce) traits(PURE)),
    tosa!("tosa.reduce_product" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32] verify(elementwise::verify_reduce) traits(PURE)),
    tosa!("tosa.reduce_sum" operands["input": TENSOR] results["output": TENSOR] attrs["axis": I32] verify(elementwise::verify_reduce) traits(PURE)),
    // ----- data layout -----
    tosa!("tosa.concat" operands["input1*": TENSOR] results["output": TENSOR] attrs["axis": I32] verify(data::verify_concat)
        traits(PURE)),
    tosa!("tosa.pad" operands["input1": TENSOR, "padding": SHAPE, "pad_const": TENSOR] results["output": TENSOR]
        verify(data::verify_pad) traits(PURE)),
    tosa!("tosa.reshape" operands["input1": TENSOR, "shape": SHAPE] results["output": TENSOR] verify(data::verify_reshape)
        traits(PURE)),
    tosa!("tosa.reverse" operands["input1": TENSOR] results["output": TENSOR] attrs["axis": I32] verify(data::verify_reverse)
        traits(PURE)),
    tosa!("tosa.slice" operands["input1": TENSOR, "start": SHAPE, "size": SHAPE] results["output": TENSOR]
        verify(data::verify_same_elem) traits(PURE)),
    tosa!("tosa.tile" operands["input1": TENSOR, "multiples": SHAPE] results["output": TENSOR]
        verify(data::verify_same_elem) traits(PURE)),
    tosa!("tosa.transpose" operands["input1": TENSOR] results["output": TENSOR] attrs["perms": I32_ARRAY] verify(named::verify_transpose) traits(PURE)),
    // ----- scatter/gather -----
    tosa!("tosa.gather" operands["values": TENSOR, "indices": TENSOR] results["output": TENSOR]
        verify(data::verify_same_elem) traits(PURE)),
    tosa!("tosa.scatter" operands["values_in": TENSOR, "indices": TENSOR, "input": TENSOR] results["values_out": TENSOR]
        traits(PURE)),
    // ----- image -----
    tosa!("tosa.resize" operands["input": TENSOR, "scale": SHAPE, "offset": SHAPE, "border": SHAPE] results["output": TENSOR]
        attrs["mode": RESIZE_MODE] traits(PURE)),
    // ----- type conversion -----
    tosa!("tosa.cast" operands["input": TENSOR] results["output": TENSOR] verify(elementwise::verify_same_shape) traits(PURE)),
    tosa!("tosa.cast_from_block_scaled" operands["input_data": TENSOR, "input_scale": TENSOR] results["output_data": TENSOR]
        attrs["block_size": BLOCK_SIZE] traits(PURE)),
    tosa!("tosa.cast_to_block_scaled" operands["input_data": TENSOR] results["output_data": TENSOR, "output_scale": TENSOR]
        attrs["block_size": BLOCK_SIZE] traits(PURE)),
    tosa!("tosa.rescale" operands["input": TENSOR, "multiplier": TENSOR, "shift": TENSOR, "input_zp": TENSOR, "output_zp": TENSOR]
        results["output": TENSOR]
        attrs["scale32": BOOL, "rounding_mode": ROUNDING_MODE, "per_channel": BOOL, "input_unsigned": BOOL, "output_unsigned": BOOL]
        verify(elementwise::verify_same_shape) traits(PURE)),
    // ----- data nodes -----
    op!("tosa.const" results["output": TENSOR] attrs["values": ELEMENTS] generic_only verify(verify_const) traits(PURE)),
    tosa!("tosa.const_shape" results["output": SHAPE] attrs["values": ELEMENTS] traits(PURE)),
    tosa!("tosa.identity" operands["input1": TENSOR] results["output": TENSOR] verify(elementwise::verify_unary) traits(PURE)),
    // ----- scalar (the rescale arithmetic) -----
    tosa!("tosa.apply_scale" operands["value": ANY_TYPE, "multiplier": ANY_TYPE, "shift": ANY_TYPE] results["output": ANY_TYPE]
        attrs["rounding_mode": ROUNDING_MODE] traits(PURE)),
    // ----- custom and control flow -----
    tosa!("tosa.custom" operands["input_list*": TENSOR] results["output_list*": TENSOR]
        attrs["operator_name": STRING, "domain_name": STRING, "implementation_attrs": STRING]),
    op!("tosa.cond_if" operands["condition": TENSOR, "input_list*": TENSOR] results["output_list*": TENSOR]
        regions["then_graph", "else_graph"] asm(data::parse_cond_if, data::print_cond_if)
        can_print(data::can_print_control)),
    op!("tosa.while_loop" operands["input_list*": TENSOR] results["output_list*": TENSOR] regions["cond_graph", "body_graph"]
        asm(data::parse_while_loop, data::print_while_loop) can_print(data::can_print_control)),
    op!("tosa.yield" operands["inputs*": TENSOR] format "$inputs attr-dict `:` type($inputs)"
        traits(PURE | RETURN_LIKE | TERMINATOR)),
];

// ----- constraints -----

/// `Tosa_Tensor` and its ranked variants: a ranked or unranked tensor (the ranks and element
/// types TOSA allows are checked by each op's verifier).
static TENSOR: TypeConstraint = type_constraint("tosa-conformant tensor", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. })
});

/// `Tosa_Shape`: `!tosa.shape<N>`.
static SHAPE: TypeConstraint = type_constraint("tosa shape", |ctx, t| shape_rank(ctx, t).is_some());

/// The `N` of `!tosa.shape<N>`.
pub fn shape_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::Dialect { dialect, body } if ctx.str(*dialect) == "tosa" => {
            body.strip_prefix("shape<")?.strip_suffix('>')?.trim().parse().ok()
        }
        _ => None,
    }
}

/// The values of the `tosa.const_shape` that defines `v`, if it is one.
pub fn shape_values(ir: &Ir, v: Value) -> Option<Vec<i64>> {
    let def = ir.defining_op(v)?;
    if ir.op_name(def) != "tosa.const_shape" {
        return None;
    }
    let a = ir.attr(def, "values")?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { ty, data } => {
            let n: i64 = ir.ctx.shape(*ty)?.iter().product();
            if n < 0 || (data.is_empty() && n != 0) || !data.is_int() {
                return None;
            }
            Some((0..n as usize).map(|i| data.int_at(i) as i64).collect())
        }
        _ => None,
    }
}

/// The elements attribute of a constant operand (`tosa.const` or `arith.constant`), if `v` is one.
pub fn const_values(ir: &Ir, v: Value) -> Option<Attr> {
    let op = ir.defining_op(v)?;
    match ir.op_name(op) {
        "tosa.const" => ir.attr(op, "values"),
        "arith.constant" => ir.attr(op, "value"),
        _ => None,
    }
}

/// `I32Attr`.
static I32: AttrConstraint = dict_attr(
    "32-bit signless integer attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(32)),
);

/// `DenseI64ArrayAttr` (`array<i64: ...>`).
static I64_ARRAY: AttrConstraint = dict_attr(
    "i64 dense array attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(64)),
);

/// `DenseI32ArrayAttr` (`array<i32: ...>`).
static I32_ARRAY: AttrConstraint = dict_attr(
    "i32 dense array attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(32)),
);

/// `TypeAttrOf<Tosa_AccType>`.
static TYPE: AttrConstraint = dict_attr("type attribute", |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Type(_)));

/// `Tosa_IntOrFloatAttr`.
static INT_OR_FLOAT: AttrConstraint = dict_attr("integer or float attribute", |ctx, a| {
    matches!(ctx.attr_kind(a), AttrKind::Int { .. } | AttrKind::Float { .. })
});

/// `ElementsAttr` (`values` of the constants).
static ELEMENTS: AttrConstraint = dict_attr("elements attribute", |_, _| true);

/// `DefaultValuedOptionalAttr<BoolAttr, "false">`.
static LOCAL_BOUND: AttrConstraint =
    AttrConstraint { default: Some((|ctx| ctx.bool_attr(false), |ctx, a| ctx.as_int(a) == Some(0))), ..BOOL };

/// `DefaultValuedAttr<Tosa_NanPropagationAttr, "PROPAGATE">`.
static NAN_MODE: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.enum_attr(&TOSA_NAN_MODE, 1), |ctx, a| ctx.enum_value(a, &TOSA_NAN_MODE) == Some(1))),
    ..dict_attr("nan propagation mode", |ctx, a| ctx.enum_value(a, &TOSA_NAN_MODE).is_some())
};

static ROUNDING_MODE: AttrConstraint =
    dict_attr("rounding mode", |ctx, a| ctx.enum_value(a, &TOSA_ROUNDING_MODE).is_some());
static RESIZE_MODE: AttrConstraint = dict_attr("resize mode", |ctx, a| ctx.enum_value(a, &TOSA_RESIZE_MODE).is_some());
static BLOCK_SIZE: AttrConstraint = dict_attr("block size", |ctx, a| ctx.enum_value(a, &TOSA_BLOCK_SIZE).is_some());

// ----- syntax -----

/// The enum attributes written as their keyword alone, by key.
static BARE: &[(&str, &EnumDef)] = &[
    ("nan_mode", &TOSA_NAN_MODE),
    ("rounding_mode", &TOSA_ROUNDING_MODE),
    ("mode", &TOSA_RESIZE_MODE),
    ("block_size", &TOSA_BLOCK_SIZE),
];

/// The ops whose `nan_mode` defaults to `PROPAGATE` when the text leaves it out.
fn has_nan_mode(name: &str) -> bool {
    matches!(
        name,
        "tosa.argmax"
            | "tosa.clamp"
            | "tosa.max_pool2d"
            | "tosa.maximum"
            | "tosa.minimum"
            | "tosa.reduce_max"
            | "tosa.reduce_min"
    )
}

/// `%a, %b {attrs} : (T, T) -> R`.
fn parse(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let uses = p.parse_operand_list()?;
    if p.is(&Tok::LBrace) {
        let dpos = p.tok.start;
        for (n, a) in p.parse_dict_entries_bare_enums(BARE)? {
            if st.attrs.iter().any(|e| e.0 == n) {
                let name = p.ir.ctx.str(n).to_string();
                return p.err_at(dpos, format!("duplicate key '{name}' in dictionary attribute"));
            }
            let name = p.ir.ctx.str(n).to_string();
            st.add_attr(p.ir, &name, a);
        }
    }
    p.expect(Tok::Colon, "':'")?;
    p.expect(Tok::LParen, "'('")?;
    let ins = if p.is(&Tok::RParen) { vec![] } else { p.parse_type_list_no_parens()? };
    p.expect(Tok::RParen, "')'")?;
    p.expect(Tok::Arrow, "'->'")?;
    st.types = p.parse_function_result_types()?;
    st.operands = p.resolve_all(&uses, &ins, pos)?;
    let name = p.ir.ctx.str(st.name).to_string();
    let nan = p.ir.ctx.sym("nan_mode");
    if has_nan_mode(&name) && !st.attrs.iter().any(|e| e.0 == nan) {
        let a = p.ir.ctx.enum_attr(&TOSA_NAN_MODE, 1);
        st.add_attr(p.ir, "nan_mode", a);
    }
    Ok(())
}

fn print(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    pr.w(" ");
    pr.operands(ir.operands(op));
    let mut elided = vec![];
    if ir.attr(op, "nan_mode").is_some_and(|a| ir.ctx.enum_value(a, &TOSA_NAN_MODE) == Some(1)) {
        elided.push("nan_mode");
    }
    if ir.attr(op, "local_bound").is_some_and(|a| ir.ctx.as_int(a) == Some(0)) {
        elided.push("local_bound");
    }
    let bare: Vec<&'static EnumDef> = BARE.iter().map(|b| b.1).collect();
    pr.attr_dict_bare_enums(op, &elided, &bare);
    pr.w(" : (");
    let ins: Vec<Type> = ir.operands(op).iter().map(|&v| ir.value_ty(v)).collect();
    pr.types(&ins);
    pr.w(") -> ");
    let outs: Vec<Type> = ir.results(op).iter().map(|&v| ir.value_ty(v)).collect();
    pr.result_types(&outs);
}

/// `AllShapesMatch<["values", "output"]>`, then the verifier's element type check (upstream's
/// messages, in upstream's order).
fn verify_const(v: &mut crate::ir::verify::Verifier, op: Op) {
    let ir = v.ir;
    let Some(ty) = ir.attr(op, "values").and_then(|a| match ir.ctx.attr_kind(a) {
        AttrKind::Dense { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    }) else {
        return;
    };
    let out = ir.value_ty(ir.result(op, 0));
    if ir.ctx.shape(ty) != ir.ctx.shape(out) {
        v.err(op, "failed to verify that all of {values, output} have same shape");
    } else if ir.ctx.elem_ty(ty) != ir.ctx.elem_ty(out) {
        v.err(op, "expected same attr/result element types");
    }
}
