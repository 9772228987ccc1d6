// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'w1'}}
      w1: "0x04000000zz"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'w1'}}
      w1: "0x040000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'w1'}}
      w1: "04000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'w1'}}
      w1: true
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'w1' to encode alignment in first 4 bytes}}
      w1: "0x0400"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'w1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      w1: "0x030000000100000002000000"
    }
  }
#-}

// -----

{-#
  // expected-error @+1 {{unknown key 'bla' in file metadata dictionary}}
  bla: {
  }
#-}

// -----

{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'foo' is unknown}}
    foo: {
      w1: "0x040000000100000002000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      w1: "0x040000000100000002000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      w1: "0x040000000100000002000000",
    // expected-error @+1 {{expected identifier key for 'resource' entry}}
    }
  }
#-}

// -----

{-#
  external_resources: {
    foo: {
      // expected-error @+1 {{expected string value for key 'n'}}
      n: 3
    }
  }
#-}

// -----

func.func @f() -> tensor<2xi32> {
  // expected-error @+1 {{expected identifier key for 'resource' entry}}
  %0 = arith.constant dense_resource<1abc> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
