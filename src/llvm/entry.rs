//! The `main` of an executable: calls the entry function (`@main` or `--entry=NAME`), which
//! takes no arguments, and
//! - for a `() -> ()` entry returns 0 (as `mlir-runner -entry-point-result=void`);
//! - for an `i32` result returns it: the result is the exit code (mlir-runner's
//!   `-entry-point-result=i32` prints it and exits with 0 instead);
//! - for an `i64` (or `index`), `f32` or `f64` result prints it on a line of standard output as
//!   `mlir-runner -entry-point-result=i64|f32` does, and returns 0: an integer in decimal, a
//!   float as LLVM's `raw_ostream` prints a `double` (C's `%e`, six digits after the point,
//!   `3.500000e+00`; `nan` for any NaN, `INF` and `-INF` for the infinities). mlir-runner has no
//!   `f64`: an `f64` result is printed as `f32`'s would be (the same `double` formatting).
//!
//! An MLIR function named `main` is renamed out of C's way first.

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};
use inkwell::{AddressSpace, FloatPredicate};

/// The symbol an entry named `main` is renamed to.
pub const RENAMED_MAIN: &str = "__mlirc_entry_main";

/// What `main` does with the entry's result.
#[derive(Copy, Clone, PartialEq, Eq)]
enum EntryResult {
    Void,
    ExitCode,
    PrintInt,
    PrintFloat,
}

/// Adds `int main(void)` calling `entry`.
pub fn add_main<'c>(ll: &'c Context, module: &Module<'c>, entry: &str) -> Result<(), String> {
    let Some(f) = module.get_function(entry) else {
        return Err(format!("the entry function '@{entry}' does not exist (use --entry=NAME)"));
    };
    if f.count_basic_blocks() == 0 {
        return Err(format!("the entry function '@{entry}' is only declared, not defined"));
    }
    let ft = f.get_type();
    let i32t = ll.i32_type();
    let kind = match ft.get_return_type() {
        None => EntryResult::Void,
        Some(t) if t == i32t.into() => EntryResult::ExitCode,
        Some(t) if t == ll.i64_type().into() => EntryResult::PrintInt,
        Some(t) if t == ll.f32_type().into() || t == ll.f64_type().into() => EntryResult::PrintFloat,
        Some(_) => return Err(format!("the entry function '@{entry}' must return nothing, i32, i64, f32 or f64")),
    };
    if ft.count_param_types() != 0 {
        return Err(format!("the entry function '@{entry}' must take no arguments"));
    }
    // C's `main` is ours: an MLIR function of that name (the entry or not) steps aside.
    if let Some(m) = module.get_function("main") {
        m.as_global_value().set_name(RENAMED_MAIN);
    }
    f.set_linkage(Linkage::External);
    let m = module.add_function("main", i32t.fn_type(&[], false), Some(Linkage::External));
    let b = ll.create_builder();
    b.position_at_end(ll.append_basic_block(m, "entry"));
    let err = |e: inkwell::builder::BuilderError| format!("internal error building main: {e}");
    let c = b.build_call(f, &[], "").map_err(err)?;
    let value = || c.try_as_basic_value().basic().ok_or("internal error: entry call has no value");
    let r = match kind {
        EntryResult::Void => i32t.const_zero(),
        EntryResult::ExitCode => value()?.into_int_value(),
        EntryResult::PrintInt => {
            let fmt = b.build_global_string_ptr("%lld\n", "mlirc.entry.i64").map_err(err)?;
            b.build_call(printf(ll, module)?, &[fmt.as_pointer_value().into(), value()?.into()], "").map_err(err)?;
            i32t.const_zero()
        }
        EntryResult::PrintFloat => {
            let printf = printf(ll, module)?;
            print_float(ll, printf, &b, value()?).map_err(err)?;
            i32t.const_zero()
        }
    };
    b.build_return(Some(&r)).map_err(err)?;
    Ok(())
}

/// The module's `int printf(const char *, ...)`, declared if needed.
fn printf<'c>(ll: &'c Context, module: &Module<'c>) -> Result<FunctionValue<'c>, String> {
    let ft = ll.i32_type().fn_type(&[ll.ptr_type(AddressSpace::default()).into()], true);
    match module.get_function("printf") {
        None => Ok(module.add_function("printf", ft, Some(Linkage::External))),
        Some(f) if f.get_type() == ft => Ok(f),
        Some(_) => Err("the module's '@printf' is not C's printf: the entry's result cannot be printed".into()),
    }
}

/// Prints a float as LLVM's `raw_ostream` prints a `double`: `%e`, except `nan`, `INF`, `-INF`.
fn print_float<'c>(
    ll: &'c Context,
    printf: FunctionValue<'c>,
    b: &inkwell::builder::Builder<'c>,
    v: BasicValueEnum<'c>,
) -> Result<(), inkwell::builder::BuilderError> {
    let f64t = ll.f64_type();
    let v = v.into_float_value();
    let d = if v.get_type() == f64t { v } else { b.build_float_ext(v, f64t, "")? };
    let inf = f64t.const_float(f64::INFINITY);
    let is_nan = b.build_float_compare(FloatPredicate::UNO, d, d, "")?;
    let is_pinf = b.build_float_compare(FloatPredicate::OEQ, d, inf, "")?;
    let is_ninf = b.build_float_compare(FloatPredicate::OEQ, d, f64t.const_float(f64::NEG_INFINITY), "")?;
    let s = |text: &str, name: &str| b.build_global_string_ptr(text, name).map(|g| g.as_pointer_value());
    let (e, nan, pinf, ninf) = (
        s("%e\n", "mlirc.entry.f")?,
        s("nan\n", "mlirc.entry.nan")?,
        s("INF\n", "mlirc.entry.inf")?,
        s("-INF\n", "mlirc.entry.ninf")?,
    );
    let fmt = b.build_select(is_ninf, ninf, e, "")?;
    let fmt = b.build_select(is_pinf, pinf.into(), fmt, "")?;
    let fmt = b.build_select(is_nan, nan.into(), fmt, "")?;
    let args: [BasicMetadataValueEnum; 2] = [fmt.into(), d.into()];
    b.build_call(printf, &args, "")?;
    Ok(())
}
