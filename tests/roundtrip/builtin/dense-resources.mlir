// dense_resource attributes and the file's resource section: the blobs still referred to are
// printed back after the module in the order they are first used (the unused one is dropped),
// a handle that is no identifier is quoted, and external_resources are kept.
func.func @weights() -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi8>) {
  %0 = arith.constant dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>
  %1 = arith.constant dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>
  %2 = arith.constant dense_resource<"quant weights"> : tensor<4xi8>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<4xi8>
}

memref.global "private" constant @bias : memref<2xi32> = dense_resource<bias> {alignment = 64 : i64}
llvm.mlir.global internal constant @table(dense_resource<table> : tensor<2x2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i16>>

{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000",
      table: "0x020000000100020003000400",
      bias: "0x040000000A000000ECFFFFFF",
      "quant weights": "0x0100000001FE7F80",
      torch_tensor_2_3_torch.float32: "0x040000000000C03F000000C00000803E0000804000004040000080BF"
    }
  },
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    },
    empty: {}
  }
#-}
