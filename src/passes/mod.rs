//! Passes over verified IR, one file per pass, named like upstream's. Each pass states what
//! it takes and what it gives in its module doc.
//!
//! `PIPELINE` is the lowering the driver runs before LLVM translation, in order; the driver's
//! `--compile-to=<pass>` stops after the named pass.

pub mod build;
pub mod lower_affine;
pub mod scf_to_cf;

use crate::diag::Diagnostic;
use crate::ir::{Ir, Op};

/// A pass: rewrites the module below `top`, or reports why it cannot.
pub type PassFn = fn(&mut Ir, Op) -> Result<(), Vec<Diagnostic>>;

/// The lowering pipeline from memref-level IR to cf-level IR: (upstream name, pass).
pub const PIPELINE: &[(&str, PassFn)] = &[("lower-affine", lower_affine::run), ("convert-scf-to-cf", scf_to_cf::run)];

/// Whether `name` is a pass of the pipeline.
pub fn is_pass(name: &str) -> bool {
    PIPELINE.iter().any(|(n, _)| *n == name)
}
