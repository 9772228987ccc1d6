// Pooling: linalg.pooling_nhwc_sum and pooling_nhwc_max with strides, pooling_nhwc_min with a
// dilation, pooling_nhwc_max_unsigned on i8 (bytes above 127 are the largest), and
// pooling_nwc_sum; the window buffer gives only the window's shape.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %in = memref.alloca() : memref<1x6x6x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%in : memref<1x6x6x2xf32>) {
  ^bb0(%out: f32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c9 = arith.constant 9 : index
    %x = arith.muli %h, %c7 : index
    %y = arith.muli %w, %c5 : index
    %s = arith.addi %x, %y : index
    %t = arith.addi %s, %c : index
    %r = arith.remui %t, %c9 : index
    %v = arith.index_cast %r : index to i32
    %four = arith.constant 4 : i32
    %d = arith.subi %v, %four : i32
    %f = arith.sitofp %d : i32 to f32
    linalg.yield %f : f32
  }
  %win = memref.alloca() : memref<2x2xf32>
  %out = memref.alloca() : memref<1x3x3x2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<1x3x3x2xf32>)
  linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%in, %win : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%out : memref<1x3x3x2xf32>)
  %uo = memref.cast %out : memref<1x3x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%out : memref<1x3x3x2xf32>)
  linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%in, %win : memref<1x6x6x2xf32>, memref<2x2xf32>) outs(%out : memref<1x3x3x2xf32>)
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %win3 = memref.alloca() : memref<3x2xf32>
  %out2 = memref.alloca() : memref<1x2x4x2xf32>
  %pinf = arith.constant 0x7F800000 : f32
  linalg.fill ins(%pinf : f32) outs(%out2 : memref<1x2x4x2xf32>)
  linalg.pooling_nhwc_min {strides = dense<1> : tensor<2xi64>, dilations = dense<[2, 2]> : tensor<2xi64>}
      ins(%in, %win3 : memref<1x6x6x2xf32>, memref<3x2xf32>) outs(%out2 : memref<1x2x4x2xf32>)
  %uo2 = memref.cast %out2 : memref<1x2x4x2xf32> to memref<*xf32>
  call @printMemrefF32(%uo2) : (memref<*xf32>) -> ()
  // unsigned max over bytes, widened to i32
  %b = memref.alloca() : memref<1x4x4x1xi8>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%b : memref<1x4x4x1xi8>) {
  ^bb0(%o: i8):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c61 = arith.constant 61 : index
    %c37 = arith.constant 37 : index
    %x = arith.muli %h, %c61 : index
    %y = arith.muli %w, %c37 : index
    %s = arith.addi %x, %y : index
    %v = arith.index_cast %s : index to i8
    linalg.yield %v : i8
  }
  %bw = memref.alloca() : memref<2x2xi8>
  %bo = memref.alloca() : memref<1x2x2x1xi32>
  %z32 = arith.constant 0 : i32
  linalg.fill ins(%z32 : i32) outs(%bo : memref<1x2x2x1xi32>)
  linalg.pooling_nhwc_max_unsigned {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%b, %bw : memref<1x4x4x1xi8>, memref<2x2xi8>) outs(%bo : memref<1x2x2x1xi32>)
  %ubo = memref.cast %bo : memref<1x2x2x1xi32> to memref<*xi32>
  call @printMemrefI32(%ubo) : (memref<*xi32>) -> ()
  // 1-D sum pooling of the first row
  %row = memref.subview %in[0, 0, 0, 0] [1, 1, 6, 2] [1, 1, 1, 1] : memref<1x6x6x2xf32> to memref<1x6x2xf32, strided<[72, 2, 1]>>
  %w1 = memref.alloca() : memref<3xf32>
  %o1 = memref.alloca() : memref<1x4x2xf32>
  linalg.fill ins(%zero : f32) outs(%o1 : memref<1x4x2xf32>)
  linalg.pooling_nwc_sum {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>}
      ins(%row, %w1 : memref<1x6x2xf32, strided<[72, 2, 1]>>, memref<3xf32>) outs(%o1 : memref<1x4x2xf32>)
  %uo1 = memref.cast %o1 : memref<1x4x2xf32> to memref<*xf32>
  call @printMemrefF32(%uo1) : (memref<*xf32>) -> ()
  return
}
