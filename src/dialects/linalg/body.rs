//! Bodies of the named structured ops: the region that their custom form hides.
//!
//! A body is written as a small scalar expression over the block arguments, the way upstream's
//! OpDSL describes it, e.g. `add(out, mul(cast(in0), cast(in1)))` for `linalg.matmul`:
//! - `in0`, `in1`, ... are the input block arguments, `out` the output block argument;
//! - `cast(x)` converts to the output element type with the op's `cast` attribute (signed
//!   unless `#linalg.type_fn<cast_unsigned>`), `cast_s(x)` / `cast_u(x)` always sign- or
//!   zero-extend, and `cast_s(x, T)` converts to `T` (`i32`, `i64`, `f64`);
//! - unary functions `exp log abs ceil floor negf reciprocal round sqrt rsqrt square tanh erf`,
//!   binary `add sub mul div div_unsigned max_signed min_signed max_unsigned min_unsigned powf`,
//!   ternary `select`;
//! - `index(d)` is `linalg.index d`, `const(V:T)` an `arith.constant`.
//!
//! Evaluation is post-order, left to right, which is the order in which upstream creates the
//! ops. The result is yielded. Type errors are reported with upstream's wording.

use crate::ir::rewrite::Rewriter as Builder;
use crate::ir::*;

/// Builds a body from its expression at the end of `block` (whose arguments are the inputs
/// followed by the output) and appends the `linalg.yield`.
pub fn build(ir: &mut Ir, block: Block, expr: &str, unsigned_cast: bool) -> Result<(), String> {
    let loc = ir.ctx.unknown_loc();
    let args = ir.args(block).to_vec();
    let Some(&out) = args.last() else { return Err("expected a block with arguments".into()) };
    let mut e = Eval {
        b: Builder::at_end(ir, block, loc),
        args: args.clone(),
        out,
        unsigned_cast,
        src: expr.as_bytes(),
        pos: 0,
    };
    let v = e.expr()?;
    e.b.create("linalg.yield", vec![v], &[], vec![], vec![]);
    Ok(())
}

struct Eval<'a, 'b> {
    b: Builder<'a>,
    args: Vec<Value>,
    out: Value,
    unsigned_cast: bool,
    src: &'b [u8],
    pos: usize,
}

impl Eval<'_, '_> {
    /// Advances over the bytes that satisfy `f`.
    fn skip(&mut self, f: impl Fn(u8) -> bool) {
        while self.src.get(self.pos).is_some_and(|&c| f(c)) {
            self.pos += 1;
        }
    }
    fn word(&mut self) -> String {
        self.skip(|c| c.is_ascii_whitespace());
        let start = self.pos;
        self.skip(|c| c.is_ascii_alphanumeric() || b"_.-+:".contains(&c));
        String::from_utf8_lossy(&self.src[start..self.pos]).into_owned()
    }
    /// Consumes `c` if it comes next.
    fn eat_if(&mut self, c: u8) -> bool {
        self.skip(|c| c.is_ascii_whitespace());
        let found = self.src.get(self.pos) == Some(&c);
        self.pos += usize::from(found);
        found
    }
    fn eat(&mut self, c: u8) -> Result<(), String> {
        if self.eat_if(c) {
            Ok(())
        } else {
            Err(format!("malformed body expression at {}", self.pos))
        }
    }

    fn ty_of(&self, v: Value) -> Type {
        self.b.ir.value_ty(v)
    }
    fn named_type(&mut self, name: &str) -> Result<Type, String> {
        let ctx = &mut self.b.ir.ctx;
        Ok(match name {
            "i32" => ctx.int_ty(32),
            "i64" => ctx.int_ty(64),
            "f64" => ctx.float_ty(FloatKind::F64),
            "out" => self.b.ir.value_ty(self.out),
            _ => return Err(format!("unknown type '{name}' in body expression")),
        })
    }

    fn expr(&mut self) -> Result<Value, String> {
        let w = self.word();
        if w == "out" {
            return Ok(self.out);
        }
        if let Some(i) = w.strip_prefix("in").and_then(|d| d.parse::<usize>().ok()) {
            return self.args.get(i).copied().ok_or_else(|| format!("no block argument #{i}"));
        }
        self.eat(b'(')?;
        let v = match w.as_str() {
            "index" => {
                let d = self.word().parse::<i64>().map_err(|_| "expected a dimension".to_string())?;
                let a = self.b.ir.ctx.i64_attr(d);
                let t = self.b.ir.ctx.index_ty();
                let op = self.b.create("linalg.index", vec![], &[t], vec![("dim", a)], vec![]);
                self.b.ir.result(op, 0)
            }
            "const" => {
                let lit = self.word();
                let (v, t) = lit.split_once(':').ok_or("expected V:T")?;
                let ty = self.named_type(t)?;
                let a = if let Some(k) = self.b.ir.ctx.float_kind(ty) {
                    let x: f64 = v.parse().map_err(|_| "bad float")?;
                    let bits = crate::ir::float::from_f64(k, x);
                    self.b.ir.ctx.attr(AttrKind::Float { ty, bits })
                } else {
                    let x: i128 = v.parse().map_err(|_| "bad integer")?;
                    self.b.ir.ctx.int_attr(ty, x)
                };
                let op = self.b.create("arith.constant", vec![], &[ty], vec![("value", a)], vec![]);
                self.b.ir.result(op, 0)
            }
            "cast" | "cast_s" | "cast_u" => {
                let x = self.expr()?;
                let to = if self.eat_if(b',') {
                    let t = self.word();
                    self.named_type(&t)?
                } else {
                    self.ty_of(self.out)
                };
                let unsigned = match w.as_str() {
                    "cast" => self.unsigned_cast,
                    "cast_u" => true,
                    _ => false,
                };
                self.cast(x, to, unsigned)
            }
            _ => {
                let mut operands = vec![self.expr()?];
                while self.eat_if(b',') {
                    operands.push(self.expr()?);
                }
                match operands.as_slice() {
                    [a] => self.unary(&w, *a)?,
                    [a, b] => self.binary(&w, *a, *b)?,
                    [c, a, b] if w == "select" => {
                        let t = self.ty_of(*a);
                        let op = self.b.create("arith.select", vec![*c, *a, *b], &[t], vec![], vec![]);
                        self.b.ir.result(op, 0)
                    }
                    _ => return Err(format!("unsupported function '{w}'")),
                }
            }
        };
        self.eat(b')')?;
        Ok(v)
    }

    fn fastmath(&mut self) -> Vec<(&'static str, Attr)> {
        vec![("fastmath", self.b.ir.ctx.dialect_attr("arith", "fastmath<none>"))]
    }
    fn overflow(&mut self) -> Vec<(&'static str, Attr)> {
        vec![("overflowFlags", self.b.ir.ctx.dialect_attr("arith", "overflow<none>"))]
    }
    fn mk(&mut self, name: &str, operands: Vec<Value>, ty: Type, props: Vec<(&'static str, Attr)>) -> Value {
        let op = self.b.create(name, operands, &[ty], props, vec![]);
        self.b.ir.result(op, 0)
    }

    /// MLIR's `convertScalarToDtype`.
    fn cast(&mut self, v: Value, to: Type, unsigned: bool) -> Value {
        let from = self.ty_of(v);
        if from == to {
            return v;
        }
        let ctx = &self.b.ir.ctx;
        let (fk, tk) = (ctx.type_kind(from).clone(), ctx.type_kind(to).clone());
        let by_sign = |signed, unsigned_op| if unsigned { unsigned_op } else { signed };
        let (name, props) = match (fk, tk) {
            (TypeKind::Float(_), TypeKind::Int { .. }) => (by_sign("arith.fptosi", "arith.fptoui"), vec![]),
            (TypeKind::Index, TypeKind::Int { .. }) => ("arith.index_cast", vec![]),
            (TypeKind::Int { width: a, .. }, TypeKind::Int { width: b, .. }) if b > a => {
                (by_sign("arith.extsi", "arith.extui"), vec![])
            }
            (TypeKind::Int { width: a, .. }, TypeKind::Int { width: b, .. }) if b < a => {
                ("arith.trunci", self.overflow())
            }
            (TypeKind::Int { .. }, TypeKind::Float(_)) => (by_sign("arith.sitofp", "arith.uitofp"), vec![]),
            (TypeKind::Float(a), TypeKind::Float(b)) if b.width() > a.width() => ("arith.extf", vec![]),
            (TypeKind::Float(a), TypeKind::Float(b)) if b.width() < a.width() => ("arith.truncf", vec![]),
            _ => return v,
        };
        self.mk(name, vec![v], to, props)
    }

    fn unary(&mut self, f: &str, a: Value) -> Result<Value, String> {
        let t = self.ty_of(a);
        if !self.b.ir.ctx.is_float(t) {
            return Err("unsupported non numeric type".into());
        }
        let fm = self.fastmath();
        let name = match f {
            "exp" => "math.exp",
            "log" => "math.log",
            "abs" => "math.absf",
            "ceil" => "math.ceil",
            "floor" => "math.floor",
            "negf" => "arith.negf",
            "round" => "math.round",
            "sqrt" => "math.sqrt",
            "rsqrt" => "math.rsqrt",
            "tanh" => "math.tanh",
            "erf" => "math.erf",
            "square" => return Ok(self.mk("arith.mulf", vec![a, a], t, fm)),
            "reciprocal" => {
                let k = self.b.ir.ctx.float_kind(t).unwrap_or(FloatKind::F32);
                let bits = crate::ir::float::from_f64(k, 1.0);
                let one = self.b.ir.ctx.attr(AttrKind::Float { ty: t, bits });
                let c = self.mk("arith.constant", vec![], t, vec![("value", one)]);
                return Ok(self.mk("arith.divf", vec![c, a], t, fm));
            }
            _ => return Err("unsupported unary function".into()),
        };
        Ok(self.mk(name, vec![a], t, fm))
    }

    fn binary(&mut self, f: &str, a: Value, b: Value) -> Result<Value, String> {
        let (ta, tb) = (self.ty_of(a), self.ty_of(b));
        let ctx = &self.b.ir.ctx;
        let all_float = ctx.is_float(ta) && ctx.is_float(tb);
        let all_int = ctx.is_int(ta) && ctx.is_int(tb);
        let all_bool = all_int && ctx.int_width(ta) == Some(1) && ctx.int_width(tb) == Some(1);
        if !all_float && !all_int {
            let (sa, sb) =
                (crate::syntax::printer::type_to_string(ctx, ta), crate::syntax::printer::type_to_string(ctx, tb));
            return Err(format!("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '{sa}' and '{sb}'"));
        }
        if matches!(f, "div_unsigned" | "max_unsigned" | "min_unsigned") && (!all_int || all_bool) {
            return Err(format!("unsupported operation: unsigned {} not on uint", &f[..3]));
        }
        let fm = self.fastmath();
        let ov = self.overflow();
        let (name, props) = match f {
            "add" if all_float => ("arith.addf", fm),
            "add" if all_bool => ("arith.ori", vec![]),
            "add" => ("arith.addi", ov),
            "sub" if all_float => ("arith.subf", fm),
            "sub" if all_bool => return Err("unsupported operation: sub with bools".into()),
            "sub" => ("arith.subi", ov),
            "mul" if all_float => ("arith.mulf", fm),
            "mul" if all_bool => ("arith.andi", vec![]),
            "mul" => ("arith.muli", ov),
            "div" if all_float => ("arith.divf", fm),
            "div" if all_bool => return Err("unsupported operation: div with bools".into()),
            "div" => ("arith.divsi", vec![]),
            "div_unsigned" => ("arith.divui", vec![]),
            "max_signed" if all_float => ("arith.maximumf", fm),
            "max_signed" => ("arith.maxsi", vec![]),
            "min_signed" if all_float => ("arith.minimumf", fm),
            "min_signed" => ("arith.minsi", vec![]),
            "max_unsigned" => ("arith.maxui", vec![]),
            "min_unsigned" => ("arith.minui", vec![]),
            "powf" if all_float => ("math.powf", fm),
            "powf" => return Err("unsupported operation: powf not on float".into()),
            _ => return Err("unsupported binary function".into()),
        };
        Ok(self.mk(name, vec![a, b], ta, props))
    }
}
