//! The IR: entities as `u32` ids into dense tables (`Ir`), interned types and attributes
//! (`Context`), the op registry and interfaces, affine maps, the verifier, the rewriter.
//!
//! Architecture invariant: `ir` imports neither `syntax` nor `dialects` (nor anything after
//! them): dialects register their ops into `registry::Registry`. Only `ir`'s API mutates IR:
//! the tables are private to `ops.rs`, and passes change IR through `rewrite::Rewriter`.

pub mod affine;
pub mod context;
pub mod display;
pub mod dominance;
pub mod entity;
pub mod enums;
pub mod float;
pub mod fxhash;
pub mod interfaces;
pub mod layout;
pub mod ops;
pub mod registry;
pub mod rewrite;
pub mod symbols;
pub mod verify;

pub use context::*;
pub use ops::*;
pub use registry::{OpDef, OpId};

#[cfg(test)]
mod tests;
