//! The `gpu` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
