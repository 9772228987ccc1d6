//! The `tensor` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
