// linalg.conv_2d_nhwc_hwcf with strides and dilations (and with the defaults), and
// linalg.conv_2d_nchw_fchw, on small integer-valued f32 data (exact sums).
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

// m[...] = (linear index * 7) mod 5 - 2, over a 4-D buffer
func.func @init(%m: memref<?x?x?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%m : memref<?x?x?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %l = linalg.index 3 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %a = arith.muli %i, %c11 : index
    %b = arith.muli %j, %c7 : index
    %c = arith.muli %k, %c5 : index
    %d = arith.muli %l, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %c : index
    %s3 = arith.addi %s2, %d : index
    %r = arith.remui %s3, %c5 : index
    %v = arith.index_cast %r : index to i32
    %two = arith.constant 2 : i32
    %w = arith.subi %v, %two : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  }
  return
}

func.func @main() {
  %in = memref.alloca() : memref<1x9x9x2xf32>
  %k = memref.alloca() : memref<2x2x2x3xf32>
  %out = memref.alloca() : memref<1x3x4x3xf32>
  %ind = memref.cast %in : memref<1x9x9x2xf32> to memref<?x?x?x?xf32>
  %kd = memref.cast %k : memref<2x2x2x3xf32> to memref<?x?x?x?xf32>
  call @init(%ind) : (memref<?x?x?x?xf32>) -> ()
  call @init(%kd) : (memref<?x?x?x?xf32>) -> ()
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<1x3x4x3xf32>)
  // output row h reads input rows 3h + 2kh, column w reads 2w + kw
  linalg.conv_2d_nhwc_hwcf {strides = dense<[3, 2]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>}
      ins(%in, %k : memref<1x9x9x2xf32>, memref<2x2x2x3xf32>) outs(%out : memref<1x3x4x3xf32>)
  %uo = memref.cast %out : memref<1x3x4x3xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %out2 = memref.alloca() : memref<1x8x8x3xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%out2 : memref<1x8x8x3xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%in, %k : memref<1x9x9x2xf32>, memref<2x2x2x3xf32>) outs(%out2 : memref<1x8x8x3xf32>)
  %sub = memref.subview %out2[0, 0, 0, 1] [1, 8, 8, 1] [1, 1, 1, 1] : memref<1x8x8x3xf32> to memref<8x8xf32, strided<[24, 3], offset: 1>>
  %copy = memref.alloca() : memref<8x8xf32>
  linalg.copy ins(%sub : memref<8x8xf32, strided<[24, 3], offset: 1>>) outs(%copy : memref<8x8xf32>)
  %uc = memref.cast %copy : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // NCHW input 1x2x5x5, FCHW filter 2x2x3x3, stride 2: output 1x2x2x2
  %in3 = memref.alloca() : memref<1x2x5x5xf32>
  %k3 = memref.alloca() : memref<2x2x3x3xf32>
  %out3 = memref.alloca() : memref<1x2x2x2xf32>
  %in3d = memref.cast %in3 : memref<1x2x5x5xf32> to memref<?x?x?x?xf32>
  %k3d = memref.cast %k3 : memref<2x2x3x3xf32> to memref<?x?x?x?xf32>
  call @init(%in3d) : (memref<?x?x?x?xf32>) -> ()
  call @init(%k3d) : (memref<?x?x?x?xf32>) -> ()
  linalg.fill ins(%zero : f32) outs(%out3 : memref<1x2x2x2xf32>)
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%in3, %k3 : memref<1x2x5x5xf32>, memref<2x2x3x3xf32>) outs(%out3 : memref<1x2x2x2xf32>)
  %uo3 = memref.cast %out3 : memref<1x2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%uo3) : (memref<*xf32>) -> ()
  return
}
