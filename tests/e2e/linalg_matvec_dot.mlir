// linalg.matvec, linalg.vecmat and linalg.dot (a rank-0 output) on f64 buffers, with
// values whose products and sums are exact.
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %m = memref.alloca() : memref<3x4xf64>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<3x4xf64>) {
  ^bb0(%out: f64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ij = arith.subi %j, %i : index
    %v = arith.index_cast %ij : index to i64
    %f = arith.sitofp %v : i64 to f64
    %h = arith.constant 0.5 : f64
    %g = arith.mulf %f, %h : f64
    linalg.yield %g : f64
  }
  %x = memref.alloca() : memref<4xf64>
  %y = memref.alloca() : memref<3xf64>
  %w = memref.alloca() : memref<4xf64>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<4xf64>) {
  ^bb0(%out: f64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f64
    %one = arith.constant 1.25 : f64
    %g = arith.addf %f, %one : f64
    linalg.yield %g : f64
  }
  %zero = arith.constant 0.0 : f64
  linalg.fill ins(%zero : f64) outs(%y : memref<3xf64>)
  linalg.matvec ins(%m, %x : memref<3x4xf64>, memref<4xf64>) outs(%y : memref<3xf64>)
  %uy = memref.cast %y : memref<3xf64> to memref<*xf64>
  call @printMemrefF64(%uy) : (memref<*xf64>) -> ()
  linalg.fill ins(%zero : f64) outs(%w : memref<4xf64>)
  linalg.vecmat ins(%y, %m : memref<3xf64>, memref<3x4xf64>) outs(%w : memref<4xf64>)
  %uw = memref.cast %w : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%uw) : (memref<*xf64>) -> ()
  %d = memref.alloca() : memref<f64>
  %ten = arith.constant 10.0 : f64
  memref.store %ten, %d[] : memref<f64>
  linalg.dot ins(%x, %w : memref<4xf64>, memref<4xf64>) outs(%d : memref<f64>)
  %ud = memref.cast %d : memref<f64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  return
}
