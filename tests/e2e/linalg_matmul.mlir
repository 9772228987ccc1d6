// linalg.matmul on static buffers filled through linalg.generic with linalg.index, the
// default maps and transposed operands through `indexing_maps`, accumulating into an output
// that is not zero; small integers as floats, so every sum is exact.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

// m[i, j] = (i * 3 + j * 5) mod 7 - 3
func.func @init(%m: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %a = arith.muli %i, %c3 : index
    %b = arith.muli %j, %c5 : index
    %s = arith.addi %a, %b : index
    %r = arith.remui %s, %c7 : index
    %v = arith.index_cast %r : index to i32
    %k = arith.constant 3 : i32
    %w = arith.subi %v, %k : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  }
  return
}

func.func @main() {
  %a = memref.alloca() : memref<4x5xf32>
  %b = memref.alloca() : memref<5x3xf32>
  %c = memref.alloca() : memref<4x3xf32>
  %ad = memref.cast %a : memref<4x5xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<5x3xf32> to memref<?x?xf32>
  call @init(%ad) : (memref<?x?xf32>) -> ()
  call @init(%bd) : (memref<?x?xf32>) -> ()
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%c : memref<4x3xf32>)
  linalg.matmul ins(%a, %b : memref<4x5xf32>, memref<5x3xf32>) outs(%c : memref<4x3xf32>)
  %uc = memref.cast %c : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // A^T stored as 5x4, B^T as 3x5: C = (A^T)^T (B^T)^T
  %at = memref.alloca() : memref<5x4xf32>
  %bt = memref.alloca() : memref<3x5xf32>
  linalg.transpose ins(%a : memref<4x5xf32>) outs(%at : memref<5x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%b : memref<5x3xf32>) outs(%bt : memref<3x5xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x3xf32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%at, %bt : memref<5x4xf32>, memref<3x5xf32>) outs(%c : memref<4x3xf32>)
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
