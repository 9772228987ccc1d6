// linalg.depthwise_conv_2d_nhwc_hwc (with a stride) and depthwise_conv_1d_nwc_wcm (a channel
// multiplier, with a dilation) on i32 data.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %in = memref.alloca() : memref<1x5x5x2xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%in : memref<1x5x5x2xi32>) {
  ^bb0(%out: i32):
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %x = arith.muli %h, %c10 : index
    %y = arith.muli %c, %c100 : index
    %s = arith.addi %x, %w : index
    %t = arith.addi %s, %y : index
    %v = arith.index_cast %t : index to i32
    linalg.yield %v : i32
  }
  %k = memref.alloca() : memref<2x2x2xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%k : memref<2x2x2xi32>) {
  ^bb0(%out: i32):
    %a = linalg.index 0 : index
    %b = linalg.index 1 : index
    %c = linalg.index 2 : index
    %c2 = arith.constant 2 : index
    %x = arith.muli %a, %c2 : index
    %s = arith.addi %x, %b : index
    %cc = arith.addi %c, %c2 : index
    %t = arith.muli %s, %cc : index
    %v = arith.index_cast %t : index to i32
    %one = arith.constant 1 : i32
    %w = arith.subi %v, %one : i32
    linalg.yield %w : i32
  }
  %out = memref.alloca() : memref<1x2x2x2xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%out : memref<1x2x2x2xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<3> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%in, %k : memref<1x5x5x2xi32>, memref<2x2x2xi32>) outs(%out : memref<1x2x2x2xi32>)
  %uo = memref.cast %out : memref<1x2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%uo) : (memref<*xi32>) -> ()
  // 1-D: input 1x5x2 (a strided view), filter 2x2x3 (width, channel, multiplier), dilation 3:
  // output 1x2x2x3
  %i1 = memref.subview %in[0, 0, 0, 0] [1, 5, 1, 2] [1, 1, 1, 1] : memref<1x5x5x2xi32> to memref<1x5x2xi32, strided<[50, 10, 1]>>
  %f1 = memref.alloca() : memref<2x2x3xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%f1 : memref<2x2x3xi32>) {
  ^bb0(%o: i32):
    %a = linalg.index 0 : index
    %b = linalg.index 2 : index
    %s = arith.subi %b, %a : index
    %v = arith.index_cast %s : index to i32
    linalg.yield %v : i32
  }
  %o1 = memref.alloca() : memref<1x2x2x3xi32>
  linalg.fill ins(%zero : i32) outs(%o1 : memref<1x2x2x3xi32>)
  linalg.depthwise_conv_1d_nwc_wcm {strides = dense<1> : tensor<1xi64>, dilations = dense<3> : tensor<1xi64>}
      ins(%i1, %f1 : memref<1x5x2xi32, strided<[50, 10, 1]>>, memref<2x2x3xi32>) outs(%o1 : memref<1x2x2x3xi32>)
  %uo1 = memref.cast %o1 : memref<1x2x2x3xi32> to memref<*xi32>
  call @printMemrefI32(%uo1) : (memref<*xi32>) -> ()
  return
}
