//! `tosa-to-linalg`'s rules for these ops (see `mod.rs`).

use crate::diag::Diagnostic;
use crate::ir::*;

/// Whether `name` is an op these rules lower.
pub fn wanted(_name: &str) -> bool {
    false
}

/// Replaces `op` (which `wanted` accepts) by its lowering.
pub fn lower(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    Err(super::super::tosa_common::not_legalized(ir, op, "not implemented"))
}
