// linalg.index: the induction variable of its loop dimension, in a generic whose loops are
// not in the operands' dimension order (a transposed output), in a reduction (a weighted sum
// by position), in a named op (linalg.fill_rng_2d builds its body from linalg.index), and
// with dimensions that only an input shape bounds.
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  // out[j, i] = i * 10 + j for loops (i, j) over a 3x4 output read transposed
  %t = memref.alloca() : memref<4x3xi64>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      outs(%t : memref<4x3xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %x = arith.muli %i, %c10 : index
    %y = arith.addi %x, %j : index
    %v = arith.index_cast %y : index to i64
    linalg.yield %v : i64
  }
  %ut = memref.cast %t : memref<4x3xi64> to memref<*xi64>
  call @printMemrefI64(%ut) : (memref<*xi64>) -> ()
  // w[j] = sum_i t[j, i] * (i + 1)
  %w = memref.alloca() : memref<4xi64>
  %z = arith.constant 0 : i64
  linalg.fill ins(%z : i64) outs(%w : memref<4xi64>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%t : memref<4x3xi64>) outs(%w : memref<4xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %i = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %i1 = arith.addi %i, %c1 : index
    %f = arith.index_cast %i1 : index to i64
    %p = arith.muli %x, %f : i64
    %s = arith.addi %acc, %p : i64
    linalg.yield %s : i64
  }
  %uw = memref.cast %w : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%uw) : (memref<*xi64>) -> ()
  // a 3-loop generic where d2 is bounded by the input only: out[d0, d1] += in[d2] * d2
  %in = memref.alloca() : memref<5xi64>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%in : memref<5xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %x = arith.subi %c3, %i : index
    %v = arith.index_cast %x : index to i64
    linalg.yield %v : i64
  }
  %o = memref.alloca() : memref<2x2xi64>
  linalg.fill ins(%z : i64) outs(%o : memref<2x2xi64>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%in : memref<5xi64>) outs(%o : memref<2x2xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %a = linalg.index 0 : index
    %b = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c2 = arith.constant 2 : index
    %ab = arith.muli %a, %c2 : index
    %abk = arith.addi %ab, %b : index
    %m = arith.addi %abk, %k : index
    %mv = arith.index_cast %m : index to i64
    %p = arith.muli %x, %mv : i64
    %s = arith.addi %acc, %p : i64
    linalg.yield %s : i64
  }
  %uo = memref.cast %o : memref<2x2xi64> to memref<*xi64>
  call @printMemrefI64(%uo) : (memref<*xi64>) -> ()
  // pseudo-random numbers from the loop indices and a seed
  %r = memref.alloca() : memref<3x4xf32>
  %lo = arith.constant -1.0 : f64
  %hi = arith.constant 1.0 : f64
  %seed = arith.constant 42 : i32
  linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%r : memref<3x4xf32>)
  %ur = memref.cast %r : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  return
}
