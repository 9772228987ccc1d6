//! The IR: entities as `u32` ids into dense tables (`Ir`), interned types and attributes
//! (`Context`), affine maps, the verifier, building and rewriting helpers.
//!
//! Architecture invariant: `ir` knows nothing of LLVM or of the text format.

pub mod affine;
pub mod builder;
pub mod context;
pub mod float;
pub mod fxhash;
pub mod ops;
pub mod verify;

pub use context::*;
pub use ops::*;
