// Each chunk has its own resources: the same handle names another blob in the next chunk,
// and a chunk without a section prints none.
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<w> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000100000002000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      w: "0x080000000300000004000000"
    }
  }
#-}
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<w> : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @f() -> tensor<2xi64> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi64>
  return %0 : tensor<2xi64>
}
