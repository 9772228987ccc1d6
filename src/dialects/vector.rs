//! The `vector` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
