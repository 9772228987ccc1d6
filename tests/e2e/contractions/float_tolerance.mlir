// General floats (not exact): the vectorized matmul, with fused multiply-add (FMA and
// -ffp-contract=fast) and k blocks of 32 (tiny caches), against the same product computed by
// scalar loops in the program, in the same order of k. Prints, per shape, the number of
// elements that differ by more than 1e-3 + 1e-4 * |reference| (0), so the output does not
// depend on rounding. (float_no_contraction.mlir checks the default, unfused, bit for bit.)
// MLIRC-FLAGS: --codegen=vector-bits=512,vector-registers=32,fma=1,l1-cache=1024,l2-cache=4096,l3-cache=8192 -ffp-contract=fast
func.func private @printI64(i64)
func.func private @printNewline()

func.func @mm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

func.func @mm_static(%a: memref<37x300xf32>, %b: memref<300x45xf32>, %c: memref<37x45xf32>) {
  linalg.matmul ins(%a, %b : memref<37x300xf32>, memref<300x45xf32>) outs(%c : memref<37x45xf32>)
  return
}

// x[i][j] = ((i * p + j * q) mod 101) * 0.0137 - 0.61
func.func @fill(%x: memref<?x?xf32>, %p: index, %q: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c101 = arith.constant 101 : index
  %s = arith.constant 0.0137 : f32
  %o = arith.constant 0.61 : f32
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  %cl = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %cl step %c1 {
      %a = arith.muli %i, %p : index
      %b = arith.muli %j, %q : index
      %t = arith.addi %a, %b : index
      %m = arith.remui %t, %c101 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      %g = arith.mulf %f, %s : f32
      %v = arith.subf %g, %o : f32
      memref.store %v, %x[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// The reference: c[i][j] = sum over k in order, starting from 0.5.
func.func @count_bad(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %c, %c0 : memref<?x?xf32>
  %n = memref.dim %c, %c1 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %init = arith.constant 0.5 : f32
  %abs = arith.constant 1.0e-3 : f32
  %rel = arith.constant 1.0e-4 : f32
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bad = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> (i64) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %s = scf.for %l = %c0 to %k step %c1 iter_args(%sum = %init) -> (f32) {
        %x = memref.load %a[%i, %l] : memref<?x?xf32>
        %y = memref.load %b[%l, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %q = arith.addf %sum, %p : f32
        scf.yield %q : f32
      }
      %got = memref.load %c[%i, %j] : memref<?x?xf32>
      %d = arith.subf %got, %s : f32
      %ad = math.absf %d : f32
      %as = math.absf %s : f32
      %tol0 = arith.mulf %as, %rel : f32
      %tol = arith.addf %tol0, %abs : f32
      %isbad = arith.cmpf ugt, %ad, %tol : f32
      %inc = arith.select %isbad, %one, %zero : i64
      %acc3 = arith.addi %acc2, %inc : i64
      scf.yield %acc3 : i64
    }
    scf.yield %row : i64
  }
  return %bad : i64
}

func.func @check(%m: index, %n: index, %k: index, %static: i1) {
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %b = memref.alloc(%k, %n) : memref<?x?xf32>
  %c = memref.alloc(%m, %n) : memref<?x?xf32>
  %p1 = arith.constant 7 : index
  %q1 = arith.constant 3 : index
  %p2 = arith.constant 5 : index
  %q2 = arith.constant 11 : index
  call @fill(%a, %p1, %q1) : (memref<?x?xf32>, index, index) -> ()
  call @fill(%b, %p2, %q2) : (memref<?x?xf32>, index, index) -> ()
  %init = arith.constant 0.5 : f32
  linalg.fill ins(%init : f32) outs(%c : memref<?x?xf32>)
  scf.if %static {
    %sa = memref.cast %a : memref<?x?xf32> to memref<37x300xf32>
    %sb = memref.cast %b : memref<?x?xf32> to memref<300x45xf32>
    %sc = memref.cast %c : memref<?x?xf32> to memref<37x45xf32>
    func.call @mm_static(%sa, %sb, %sc) : (memref<37x300xf32>, memref<300x45xf32>, memref<37x45xf32>) -> ()
  } else {
    func.call @mm(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %bad = call @count_bad(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> i64
  call @printI64(%bad) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c37 = arith.constant 37 : index
  %c45 = arith.constant 45 : index
  %c300 = arith.constant 300 : index
  call @check(%c37, %c45, %c300, %t) : (index, index, index, i1) -> ()
  %c64 = arith.constant 64 : index
  %c257 = arith.constant 257 : index
  call @check(%c64, %c64, %c257, %f) : (index, index, index, i1) -> ()
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  call @check(%c5, %c100, %c1000, %f) : (index, index, index, i1) -> ()
  %c19 = arith.constant 19 : index
  %c33 = arith.constant 33 : index
  %c129 = arith.constant 129 : index
  call @check(%c19, %c33, %c129, %f) : (index, index, index, i1) -> ()
  %c1 = arith.constant 1 : index
  call @check(%c1, %c1, %c1000, %f) : (index, index, index, i1) -> ()
  return
}
