// -ffast-math: float ops get every fast-math flag (so a*b+c may become an FMA) and the
// vectorizer reassociates float reductions (a vector accumulator per row). Results then differ
// from the scalar order's in the last bits: the program computes each result both ways (the
// linalg op, vectorized; a scalar loop) and prints how many differ by more than a tolerance
// (0), which the upstream reference prints too.
// MLIRC-FLAGS: -ffast-math
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @expf(f32) -> f32

func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %k = arith.muli %i, %c : index
      %l = arith.addi %k, %j : index
      %p = arith.constant 7919 : index
      %q = arith.muli %l, %p : index
      %m1 = arith.constant 1000 : index
      %v = arith.remui %q, %m1 : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      %s = arith.constant 0.001 : f32
      %g = arith.mulf %f, %s : f32
      %h = arith.constant 0.3 : f32
      %x = arith.subf %g, %h : f32
      memref.store %x, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// Row sums, vectorized and reassociated, against an ordered scalar sum (tolerance 1e-5 of the
// sum of magnitudes).
func.func @row_sums(%rows: index, %cols: index) -> i64 {
  %a = memref.alloc(%rows, %cols) : memref<?x?xf32>
  call @fill(%a) : (memref<?x?xf32>) -> ()
  %o = memref.alloc(%rows) : memref<?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%o : memref<?xf32>)
  linalg.reduce ins(%a : memref<?x?xf32>) outs(%o : memref<?xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %tol = arith.constant 1.0e-5 : f32
  %bad = scf.for %i = %c0 to %rows step %c1 iter_args(%n = %zero) -> (i64) {
    %sums:2 = scf.for %j = %c0 to %cols step %c1 iter_args(%s = %z, %t = %z) -> (f32, f32) {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %s1 = arith.addf %s, %x : f32
      %ax = math.absf %x : f32
      %t1 = arith.addf %t, %ax : f32
      scf.yield %s1, %t1 : f32, f32
    }
    %got = memref.load %o[%i] : memref<?xf32>
    %d = arith.subf %got, %sums#0 : f32
    %ad = math.absf %d : f32
    %lim = arith.mulf %sums#1, %tol : f32
    %far = arith.cmpf ogt, %ad, %lim : f32
    %inc = arith.select %far, %one, %zero : i64
    %n1 = arith.addi %n, %inc : i64
    scf.yield %n1 : i64
  }
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %o : memref<?xf32>
  return %bad : i64
}

// y = a * b + c (an FMA under fast math) against the product and sum rounded separately.
func.func @axpy(%rows: index, %cols: index) -> i64 {
  %a = memref.alloc(%rows, %cols) : memref<?x?xf32>
  %y = memref.alloc(%rows, %cols) : memref<?x?xf32>
  call @fill(%a) : (memref<?x?xf32>) -> ()
  %k = arith.constant 1.37 : f32
  %b = arith.constant 0.71 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<?x?xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %m = arith.mulf %x, %k : f32
    %s = arith.addf %m, %b : f32
    linalg.yield %s : f32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %tol = arith.constant 1.0e-6 : f32
  %bad = scf.for %i = %c0 to %rows step %c1 iter_args(%n = %zero) -> (i64) {
    %r = scf.for %j = %c0 to %cols step %c1 iter_args(%n0 = %n) -> (i64) {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %m = arith.mulf %x, %k : f32
      %s = arith.addf %m, %b : f32
      %got = memref.load %y[%i, %j] : memref<?x?xf32>
      %d = arith.subf %got, %s : f32
      %ad = math.absf %d : f32
      %as = math.absf %s : f32
      %lim = arith.mulf %as, %tol : f32
      %far = arith.cmpf ogt, %ad, %lim : f32
      %inc = arith.select %far, %one, %zero : i64
      %n1 = arith.addi %n0, %inc : i64
      scf.yield %n1 : i64
    }
    scf.yield %r : i64
  }
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %y : memref<?x?xf32>
  return %bad : i64
}

// exp(4x) vectorized (mlirc's polynomial, whose ops stay exact under -ffast-math) against libm.
func.func @exps(%rows: index, %cols: index) -> i64 {
  %a = memref.alloc(%rows, %cols) : memref<?x?xf32>
  %y = memref.alloc(%rows, %cols) : memref<?x?xf32>
  call @fill(%a) : (memref<?x?xf32>) -> ()
  %four = arith.constant 4.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<?x?xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%x: f32, %out: f32):
    %m = arith.mulf %x, %four : f32
    %e = math.exp %m : f32
    linalg.yield %e : f32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %tol = arith.constant 1.0e-5 : f32
  %bad = scf.for %i = %c0 to %rows step %c1 iter_args(%n = %zero) -> (i64) {
    %r = scf.for %j = %c0 to %cols step %c1 iter_args(%n0 = %n) -> (i64) {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %m = arith.mulf %x, %four : f32
      %ref = func.call @expf(%m) : (f32) -> f32
      %got = memref.load %y[%i, %j] : memref<?x?xf32>
      %d = arith.subf %got, %ref : f32
      %ad = math.absf %d : f32
      %lim = arith.mulf %ref, %tol : f32
      %far = arith.cmpf ogt, %ad, %lim : f32
      %inc = arith.select %far, %one, %zero : i64
      %n1 = arith.addi %n0, %inc : i64
      scf.yield %n1 : i64
    }
    scf.yield %r : i64
  }
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %y : memref<?x?xf32>
  return %bad : i64
}

func.func @main() {
  %shapes = arith.constant dense<[[1, 1], [3, 7], [8, 8], [9, 33], [16, 64], [17, 100], [37, 101], [5, 1000]]> : tensor<8x2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %r = tensor.extract %shapes[%i, %c0] : tensor<8x2xindex>
    %c = tensor.extract %shapes[%i, %c1] : tensor<8x2xindex>
    %n = func.call @row_sums(%r, %c) : (index, index) -> i64
    func.call @printI64(%n) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %m = func.call @axpy(%r, %c) : (index, index) -> i64
    func.call @printI64(%m) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %e = func.call @exps(%r, %c) : (index, index) -> i64
    func.call @printI64(%e) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
