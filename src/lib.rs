//! mlirc: an ahead-of-time compiler for MLIR.
//!
//! ```text
//!  .mlir text ──parse──▶ IR ──verify──▶ (bufferize, lower: later issues) ──▶ LLVM ──▶ .o/.s/.ll/.a/exe
//!                                                                     └──▶ .h, .abi.json
//! ```
//! `driver::compile` is the pipeline, read top to bottom.

pub mod diag;
pub mod dialects;
pub mod driver;
pub mod ir;
pub mod llvm;
pub mod syntax;
