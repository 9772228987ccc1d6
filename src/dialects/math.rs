//! The `math` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
