// The -O0 pipeline: convert-linalg-to-loops with no canonicalization after it (its own folds
// only), on a matmul with dynamic sizes, a strided 1-D convolution and a generic with an
// affine map result and linalg.index.
// MLIRC-FLAGS: -O0
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %a = memref.alloca() : memref<3x4xf32>
  %b = memref.alloca() : memref<4x2xf32>
  %c = memref.alloca() : memref<3x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<3x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %j, %i : index
    %v = arith.index_cast %s : index to i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  }
  // b[k, n] = a[n + 1, k] * 0.5
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1 + 1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<3x4xf32>) outs(%b : memref<4x2xf32>) {
  ^bb0(%x: f32, %out: f32):
    %h = arith.constant 0.5 : f32
    %y = arith.mulf %x, %h : f32
    linalg.yield %y : f32
  }
  %ad = memref.cast %a : memref<3x4xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<4x2xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<3x2xf32> to memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%cd : memref<?x?xf32>)
  linalg.matmul ins(%ad, %bd : memref<?x?xf32>, memref<?x?xf32>) outs(%cd : memref<?x?xf32>)
  %uc = memref.cast %c : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // a 1-D, 1-channel convolution of row 2 of %a with stride 2
  %r2 = memref.subview %a[2, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 8>>
  %row = memref.expand_shape %r2 [[0], [1, 2]] output_shape [1, 4, 1] : memref<1x4xf32, strided<[4, 1], offset: 8>> into memref<1x4x1xf32, strided<[4, 1, 1], offset: 8>>
  %k = memref.alloca() : memref<2x1x1xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%k : memref<2x1x1xf32>)
  %o = memref.alloca() : memref<1x2x1xf32>
  linalg.fill ins(%z : f32) outs(%o : memref<1x2x1xf32>)
  linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>}
      ins(%row, %k : memref<1x4x1xf32, strided<[4, 1, 1], offset: 8>>, memref<2x1x1xf32>) outs(%o : memref<1x2x1xf32>)
  %uo = memref.cast %o : memref<1x2x1xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  return
}
