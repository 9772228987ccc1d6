//! cf-level IR → LLVM IR through inkwell. For now: the linked LLVM's version.
//!
//! Architecture invariant: `llvm` never mutates IR.

/// The version of the LLVM library mlirc is linked against.
pub fn version() -> String {
    let (a, b, c) = inkwell::support::get_llvm_version();
    format!("{a}.{b}.{c}")
}
