// affine.linearize_index (`disjoint`, static and dynamic basis, with or without the outer
// bound) and affine.delinearize_index.

func.func @linearize(%i: index, %j: index, %k: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index [%i, %j] by (10, 20) : index
  %1 = affine.linearize_index disjoint [%i, %j, %k] by (%b, 20, 30) : index
  %2 = affine.linearize_index [%i, %j] by (20) : index
  %3 = affine.linearize_index [] by () : index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @delinearize(%x: index, %b: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %x into (10, %b) : index, index
  %1:2 = affine.delinearize_index %x into (10) : index, index
  %2:3 = affine.delinearize_index %x into (%b, 4, 8) : index, index, index
  %3 = affine.delinearize_index %x into () : index
  return %0#0, %1#1, %2#2 : index, index, index
}

func.func @in_loops(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    %q:2 = affine.delinearize_index %i into (8, 8) : index, index
    %l = affine.linearize_index disjoint [%q#1, %q#0] by (8, 8) : index
    %v = affine.load %A[%l] : memref<?xf32>
  }
  return
}
