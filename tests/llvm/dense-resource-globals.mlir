// Globals initialized from dense_resource blobs get LLVM constant data arrays made from the
// blob's bytes (nested arrays for an llvm.mlir.global of arrays of arrays); a tensor constant
// bufferizes to a memref.global that keeps the resource.
// RUN: mlirc %s -S -emit-llvm -O0 -o - | FileCheck %s

// CHECK-DAG: @__constant_2x3xf32 = internal constant [6 x float] [float 1.500000e+00, float -2.000000e+00, float 2.500000e-01, float 4.000000e+00, float 3.000000e+00, float -1.000000e+00]
// CHECK-DAG: @bias = internal constant [2 x i32] [i32 10, i32 -20], align 64
// CHECK-DAG: @table = internal constant [2 x [2 x i16]] {{\[}}[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]]
// CHECK-DAG: @halves = internal constant [3 x half] [half 0xH3E00, half 0xHB400, half 0xH7BFF]
// CHECK-DAG: @brain = internal constant [2 x bfloat] [bfloat 0xR3FC0, bfloat 0xRC000]
// CHECK-DAG: @wide = internal constant [2 x i64] [i64 1099511627776, i64 -3]
// CHECK-DAG: @flags = internal constant [3 x i1] [i1 true, i1 false, i1 true]
// CHECK-DAG: @empty = internal constant [0 x i8] zeroinitializer

func.func @weights() -> tensor<2x3xf32> {
  %0 = arith.constant dense_resource<w> : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

memref.global "private" constant @bias : memref<2xi32> = dense_resource<bias> {alignment = 64 : i64}
memref.global "private" constant @halves : memref<3xf16> = dense_resource<halves>
memref.global "private" constant @brain : memref<2xbf16> = dense_resource<brain>
memref.global "private" constant @wide : memref<2xi64> = dense_resource<wide>
memref.global "private" constant @flags : memref<3xi1> = dense_resource<flags>
memref.global "private" constant @empty : memref<0xi8> = dense_resource<empty>
llvm.mlir.global internal constant @table(dense_resource<table> : tensor<2x2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i16>>

func.func @use() -> (memref<2xi32>, memref<3xf16>, memref<2xbf16>, memref<2xi64>, memref<3xi1>, memref<0xi8>) {
  %a = memref.get_global @bias : memref<2xi32>
  %b = memref.get_global @halves : memref<3xf16>
  %c = memref.get_global @brain : memref<2xbf16>
  %d = memref.get_global @wide : memref<2xi64>
  %e = memref.get_global @flags : memref<3xi1>
  %f = memref.get_global @empty : memref<0xi8>
  return %a, %b, %c, %d, %e, %f : memref<2xi32>, memref<3xf16>, memref<2xbf16>, memref<2xi64>, memref<3xi1>, memref<0xi8>
}

{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000C03F000000C00000803E0000804000004040000080BF",
      bias: "0x040000000A000000ECFFFFFF",
      halves: "0x04000000003E00B4FF7B",
      brain: "0x02000000C03F00C0",
      wide: "0x080000000000000000010000FDFFFFFFFFFFFFFF",
      flags: "0x01000000010001",
      empty: "0x01000000",
      table: "0x020000000100020003000400"
    }
  }
#-}
