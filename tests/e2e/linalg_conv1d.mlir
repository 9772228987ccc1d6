// 1-D convolutions: linalg.conv_1d (no batch or channels) on i32, conv_1d_nwc_wcf with a
// stride and a dilation and conv_1d_ncw_fcw on f64.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %x = memref.alloca() : memref<10xi32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<10xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    linalg.yield %sq : i32
  }
  %k = memref.alloca() : memref<3xi32>
  %c1 = arith.constant 1 : i32
  %cm2 = arith.constant -2 : i32
  %c0 = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %c2i = arith.constant 2 : index
  memref.store %c1, %k[%c0] : memref<3xi32>
  memref.store %cm2, %k[%c1i] : memref<3xi32>
  memref.store %c1, %k[%c2i] : memref<3xi32>
  %y = memref.alloca() : memref<8xi32>
  %z = arith.constant 100 : i32
  linalg.fill ins(%z : i32) outs(%y : memref<8xi32>)
  linalg.conv_1d ins(%x, %k : memref<10xi32>, memref<3xi32>) outs(%y : memref<8xi32>)
  %uy = memref.cast %y : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%uy) : (memref<*xi32>) -> ()
  // NWC 2x11x2, WCF 3x2x2, stride 2, dilation 2: width (11 - 5) / 2 + 1 = 4
  %in = memref.alloca() : memref<2x11x2xf64>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%in : memref<2x11x2xf64>) {
  ^bb0(%out: f64):
    %n = linalg.index 0 : index
    %w = linalg.index 1 : index
    %c = linalg.index 2 : index
    %c3 = arith.constant 3 : index
    %a = arith.muli %n, %c3 : index
    %b = arith.addi %a, %w : index
    %d = arith.subi %b, %c : index
    %v = arith.index_cast %d : index to i64
    %f = arith.sitofp %v : i64 to f64
    %q = arith.constant 0.5 : f64
    %g = arith.mulf %f, %q : f64
    linalg.yield %g : f64
  }
  %f = memref.alloca() : memref<3x2x2xf64>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%f : memref<3x2x2xf64>) {
  ^bb0(%out: f64):
    %w = linalg.index 0 : index
    %c = linalg.index 1 : index
    %o = linalg.index 2 : index
    %a = arith.addi %w, %c : index
    %b = arith.subi %a, %o : index
    %v = arith.index_cast %b : index to i64
    %g = arith.sitofp %v : i64 to f64
    linalg.yield %g : f64
  }
  %out = memref.alloca() : memref<2x4x2xf64>
  %zero = arith.constant 0.0 : f64
  linalg.fill ins(%zero : f64) outs(%out : memref<2x4x2xf64>)
  linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>}
      ins(%in, %f : memref<2x11x2xf64>, memref<3x2x2xf64>) outs(%out : memref<2x4x2xf64>)
  %uo = memref.cast %out : memref<2x4x2xf64> to memref<*xf64>
  call @printMemrefF64(%uo) : (memref<*xf64>) -> ()
  // NCW: the same data read as 2 batches x 2 channels x 11 (a transposed copy)
  %ncw = memref.alloca() : memref<2x2x11xf64>
  linalg.transpose ins(%in : memref<2x11x2xf64>) outs(%ncw : memref<2x2x11xf64>) permutation = [0, 2, 1]
  %fcw = memref.alloca() : memref<2x2x3xf64>
  linalg.transpose ins(%f : memref<3x2x2xf64>) outs(%fcw : memref<2x2x3xf64>) permutation = [2, 1, 0]
  %out2 = memref.alloca() : memref<2x2x9xf64>
  linalg.fill ins(%zero : f64) outs(%out2 : memref<2x2x9xf64>)
  linalg.conv_1d_ncw_fcw {strides = dense<1> : tensor<1xi64>, dilations = dense<1> : tensor<1xi64>}
      ins(%ncw, %fcw : memref<2x2x11xf64>, memref<2x2x3xf64>) outs(%out2 : memref<2x2x9xf64>)
  %uo2 = memref.cast %out2 : memref<2x2x9xf64> to memref<*xf64>
  call @printMemrefF64(%uo2) : (memref<*xf64>) -> ()
  return
}
