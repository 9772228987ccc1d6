//! The `bufferization` dialect.

use super::OpDef;

pub static OPS: &[OpDef] = &[];
