//! The `linalg` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
