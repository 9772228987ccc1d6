//! The `main` of an executable: calls the entry function (`@main` or `--entry=NAME`) and
//! returns 0 for a `() -> ()` entry (as `mlir-runner -entry-point-result=void`) or the
//! entry's `i32` result. An MLIR function named `main` is renamed out of C's way first.

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};

/// The symbol an entry named `main` is renamed to.
pub const RENAMED_MAIN: &str = "__mlirc_entry_main";

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
    let ret_i32 = match ft.get_return_type() {
        None => false,
        Some(t) if t == i32t.into() => true,
        Some(_) => return Err(format!("the entry function '@{entry}' must return nothing or i32")),
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
    let r = if ret_i32 {
        c.try_as_basic_value().basic().ok_or("internal error: entry call has no value")?.into_int_value()
    } else {
        i32t.const_zero()
    };
    b.build_return(Some(&r)).map_err(err)?;
    Ok(())
}
