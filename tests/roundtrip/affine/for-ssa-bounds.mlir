// affine.for bounds that are a single SSA symbol (`()[s0] -> (s0)`): function arguments,
// constants, memref.dim results and affine.apply of symbols.

func.func @ssa_bounds(%A: memref<?xf32>, %lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %d = memref.dim %A, %c0 : memref<?xf32>
  affine.for %i = %lb to %ub {
  }
  affine.for %i = 0 to %d step 8 {
    %v = affine.load %A[%i] : memref<?xf32>
  }
  affine.for %i = %c0 to %c16 {
  }
  %s = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%ub]
  affine.for %i = %lb to %s step 2 {
  }
  return
}

func.func @symbols_inside_loops(%n: index) {
  affine.for %i = 0 to %n {
    %c4 = arith.constant 4 : index
    affine.for %j = %c4 to %n {
    }
  }
  return
}
