//! mlirc: an ahead-of-time compiler for MLIR.
//!
//! ```text
//!  .mlir text ──parse──▶ IR ──verify──▶ (bufferize, lower: later issues) ──▶ LLVM ──▶ .o/.s/.ll/.a/exe
//!                                                                     └──▶ .h, .abi.json
//! ```
//! `driver::compile` is the pipeline, read top to bottom.

// Parse functions return `Result<T, ()>`: the error itself is recorded in the parser's
// diagnostics (the first error stops parsing, as in MLIR), so the `Err` carries nothing.
#![allow(clippy::result_unit_err)]

pub mod analysis;
pub mod diag;
pub mod dialects;
pub mod driver;
pub mod emit;
pub mod ir;
pub mod llvm;
pub mod passes;
pub mod syntax;
pub mod target;
