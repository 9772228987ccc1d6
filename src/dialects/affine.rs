//! The `affine` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
