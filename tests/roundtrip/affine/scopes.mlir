// Valid dimensions and symbols (upstream's affine scope rules): top-level values, constants
// and pure ops over symbols anywhere, memref.dim of top-level memrefs, affine.apply and
// (de)linearize_index over dimensions, and gpu.launch / gpu.func as affine scopes.

func.func @symbols(%A: memref<?x?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 10 {
    %s = arith.addi %n, %c1 : index
    %c2 = arith.constant 2 : index
    %q = arith.divui %s, %c2 : index
    %c0 = arith.constant 0 : index
    %d = memref.dim %A, %c0 : memref<?x?xf32>
    %v = affine.load %A[symbol(%s), symbol(%q)] : memref<?x?xf32>
    affine.for %j = %s to %d {
      %w = affine.load %A[%i, %j] : memref<?x?xf32>
    }
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 + s1)>()[%q, %c2] {
    }
  }
  return
}

func.func @dims(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    %l = affine.linearize_index [%i, %a] by (10, 30) : index
    %q:2 = affine.delinearize_index %l into (10, 30) : index, index
    %v = affine.load %A[%a + %l - %q#1] : memref<?xf32>
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to 100 {
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%j, %a) {
      }
    }
  }
  return
}

func.func @gpu_launch(%A: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1) threads(%tx, %ty, %tz) in (%tsx = %c1, %tsy = %c1, %tsz = %c1) {
    %v = affine.load %A[%tx * 2 + %bx] : memref<64xf32>
    gpu.terminator
  }
  return
}

gpu.module @kernels {
  gpu.func @k(%A: memref<10xf32>, %n: index) kernel {
    affine.for %i = 0 to %n {
      %v = affine.load %A[%i] : memref<10xf32>
    }
    gpu.return
  }
}
