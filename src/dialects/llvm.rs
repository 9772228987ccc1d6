//! The `llvm` dialect.

use super::OpSpec;

pub static OPS: &[OpSpec] = &[];
