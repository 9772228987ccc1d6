// linalg.mmt4d (i8 x i8 -> i32, tiles transposed on the right-hand side) checked against
// linalg.contract with the same maps written out, and a linalg.contract with a transposed
// result and a batch dimension on f32.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  // lhs M1 x K1 x M0 x K0 = 2x3x2x2, rhs N1 x K1 x N0 x K0 = 2x3x3x2, acc M1 x N1 x M0 x N0
  %a = memref.alloca() : memref<2x3x2x2xi8>
  %b = memref.alloca() : memref<2x3x3x2xi8>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%a : memref<2x3x2x2xi8>) {
  ^bb0(%out: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %l = linalg.index 3 : index
    %c37 = arith.constant 37 : index
    %c11 = arith.constant 11 : index
    %c53 = arith.constant 53 : index
    %x = arith.muli %i, %c37 : index
    %y = arith.muli %j, %c11 : index
    %z = arith.muli %k, %c53 : index
    %s = arith.addi %x, %y : index
    %t = arith.addi %s, %z : index
    %u = arith.addi %t, %l : index
    %v = arith.index_cast %u : index to i8
    linalg.yield %v : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%b : memref<2x3x3x2xi8>) {
  ^bb0(%out: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %l = linalg.index 3 : index
    %c97 = arith.constant 97 : index
    %c29 = arith.constant 29 : index
    %c13 = arith.constant 13 : index
    %x = arith.muli %i, %c97 : index
    %y = arith.muli %j, %c29 : index
    %z = arith.muli %l, %c13 : index
    %s = arith.addi %x, %y : index
    %t = arith.subi %s, %z : index
    %u = arith.subi %t, %k : index
    %v = arith.index_cast %u : index to i8
    linalg.yield %v : i8
  }
  %c = memref.alloca() : memref<2x2x2x3xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<2x2x2x3xi32>)
  linalg.mmt4d ins(%a, %b : memref<2x3x2x2xi8>, memref<2x3x3x2xi8>) outs(%c : memref<2x2x2x3xi32>)
  %uc = memref.cast %c : memref<2x2x2x3xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %a32 = memref.alloca() : memref<2x3x2x2xi32>
  %b32 = memref.alloca() : memref<2x3x3x2xi32>
  linalg.copy ins(%a : memref<2x3x2x2xi8>) outs(%a32 : memref<2x3x2x2xi32>)
  linalg.copy ins(%b : memref<2x3x3x2xi8>) outs(%b32 : memref<2x3x3x2xi32>)
  %d = memref.alloca() : memref<2x2x2x3xi32>
  linalg.fill ins(%zero : i32) outs(%d : memref<2x2x2x3xi32>)
  linalg.contract indexing_maps = [affine_map<(m1, n1, k1, m0, n0, k0) -> (m1, k1, m0, k0)>, affine_map<(m1, n1, k1, m0, n0, k0) -> (n1, k1, n0, k0)>, affine_map<(m1, n1, k1, m0, n0, k0) -> (m1, n1, m0, n0)>]
      ins(%a32, %b32 : memref<2x3x2x2xi32>, memref<2x3x3x2xi32>) outs(%d : memref<2x2x2x3xi32>)
  %ud = memref.cast %d : memref<2x2x2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  // batched, result transposed: out[b, n, m] = sum_k x[b, m, k] * y[k, n]
  %x = memref.alloca() : memref<2x3x4xf32>
  %y = memref.alloca() : memref<4x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%x : memref<2x3x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %s = arith.addi %i, %j : index
    %t = arith.subi %s, %k : index
    %v = arith.index_cast %t : index to i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%y : memref<4x2xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %s = arith.muli %i, %c2 : index
    %t = arith.addi %s, %j : index
    %v = arith.index_cast %t : index to i32
    %f = arith.sitofp %v : i32 to f32
    %q = arith.constant 0.5 : f32
    %g = arith.mulf %f, %q : f32
    linalg.yield %g : f32
  }
  %o = memref.alloca() : memref<2x2x3xf32>
  %fz = arith.constant 0.0 : f32
  linalg.fill ins(%fz : f32) outs(%o : memref<2x2x3xf32>)
  linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, n, m)>]
      ins(%x, %y : memref<2x3x4xf32>, memref<4x2xf32>) outs(%o : memref<2x2x3xf32>)
  %uo = memref.cast %o : memref<2x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  return
}
