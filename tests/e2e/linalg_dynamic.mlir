// Dynamic shapes: buffers allocated with memref.alloc(%n) whose loop bounds come from
// memref.dim, a matmul, a generic reduction and a transpose on them, sizes chosen at run time
// through a function argument (no constant folding of the bounds), and zero-size loops.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @run(%m: index, %n: index, %k: index) {
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %b = memref.alloc(%k, %n) : memref<?x?xf32>
  %c = memref.alloc(%m, %n) : memref<?x?xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    %v = arith.index_cast %s : index to i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%b : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    %f = arith.sitofp %v : i32 to f32
    %q = arith.constant 0.5 : f32
    %g = arith.mulf %f, %q : f32
    linalg.yield %g : f32
  }
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32>)
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  %uc = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // row sums of %c
  %r = memref.alloc(%m) : memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%r : memref<?xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%c : memref<?x?xf32>) outs(%r : memref<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  %ur = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %t = memref.alloc(%n, %m) : memref<?x?xf32>
  linalg.transpose ins(%c : memref<?x?xf32>) outs(%t : memref<?x?xf32>) permutation = [1, 0]
  %ut = memref.cast %t : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  memref.dealloc %r : memref<?xf32>
  memref.dealloc %t : memref<?x?xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  call @run(%c3, %c2, %c5) : (index, index, index) -> ()
  call @run(%c2, %c5, %c3) : (index, index, index) -> ()
  // k = 0: the reduction loop never runs, the fill stays
  call @run(%c2, %c3, %c0) : (index, index, index) -> ()
  return
}
