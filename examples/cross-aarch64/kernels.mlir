// Kernels cross-compiled for AArch64: a 2-D matrix-vector product and a row-wise maximum.

func.func @matvec(%a: memref<?x?xf32>, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %aij = memref.load %a[%i, %j] : memref<?x?xf32>
      %xj = memref.load %x[%j] : memref<?xf32>
      %p = arith.mulf %aij, %xj : f32
      %r = arith.addf %acc, %p : f32
      scf.yield %r : f32
    }
    memref.store %s, %y[%i] : memref<?xf32>
  }
  return
}

func.func @row_max(%a: memref<?x?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    %first = memref.load %a[%i, %c0] : memref<?x?xf32>
    %mx = scf.for %j = %c1 to %n step %c1 iter_args(%acc = %first) -> (f32) {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      %r = arith.maximumf %acc, %v : f32
      scf.yield %r : f32
    }
    memref.store %mx, %out[%i] : memref<?xf32>
  }
  return
}
