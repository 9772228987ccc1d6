// memref.global constant lookup tables of several element types (i8, i16, i32, i64, f32,
// f64, 2-D, splat) read through get_global in functions called many times: popcount by
// nibble table, a 2-D score matrix, a polynomial with f64 coefficients; and a mutable global
// accumulating across calls.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

memref.global "private" constant @nibble_bits : memref<16xi8> = dense<[0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4]>
memref.global "private" constant @score : memref<3x4xi16> = dense<[[-300, 2, 3, 4], [5, -6, 7, 32767], [-32768, 10, 11, 12]]>
memref.global "private" constant @coef : memref<4xf64> = dense<[1.0, -0.5, 0.25, 0.125]>
memref.global "private" constant @weights : memref<2x3xf32> = dense<2.5>
memref.global "private" constant @keys : memref<5xi32> = dense<[-2147483648, -1, 0, 1, 2147483647]>
memref.global "private" @calls : memref<2xi64> = dense<0>

func.func @count_call(%slot: index) {
  %g = memref.get_global @calls : memref<2xi64>
  %v = memref.load %g[%slot] : memref<2xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %g[%slot] : memref<2xi64>
  return
}

func.func @popcount(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i64
  %four = arith.constant 4 : i64
  %mask = arith.constant 15 : i64
  %t = memref.get_global @nibble_bits : memref<16xi8>
  %r:2 = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z, %v = %x) -> (i64, i64) {
    %n = arith.andi %v, %mask : i64
    %ni = arith.index_cast %n : i64 to index
    %b = memref.load %t[%ni] : memref<16xi8>
    %bx = arith.extui %b : i8 to i64
    %a = arith.addi %acc, %bx : i64
    %v2 = arith.shrui %v, %four : i64
    scf.yield %a, %v2 : i64, i64
  }
  call @count_call(%c0) : (index) -> ()
  return %r#0 : i64
}

// Horner's rule over @coef (highest power last).
func.func @poly(%x: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f64
  %t = memref.get_global @coef : memref<4xf64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %k = arith.subi %c4, %i : index
    %k1 = arith.subi %k, %c1 : index
    %c = memref.load %t[%k1] : memref<4xf64>
    %m = arith.mulf %acc, %x : f64
    %a = arith.addf %m, %c : f64
    scf.yield %a : f64
  }
  call @count_call(%c1) : (index) -> ()
  return %r : f64
}

func.func @main() {
  %vals = memref.get_global @keys : memref<5xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %k = memref.load %vals[%i] : memref<5xi32>
    %ks = arith.extsi %k : i32 to i64
    %pc = func.call @popcount(%ks) : (i64) -> i64
    func.call @printI64(%pc) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %ku = arith.extui %k : i32 to i64
    %pu = func.call @popcount(%ku) : (i64) -> i64
    func.call @printI64(%pu) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  // Row sums of the score table, widened.
  %s = memref.get_global @score : memref<3x4xi16>
  %rows = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %z = arith.constant 0 : i64
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %z) -> i64 {
      %x = memref.load %s[%i, %j] : memref<3x4xi16>
      %xx = arith.extsi %x : i16 to i64
      %y = arith.addi %a, %xx : i64
      scf.yield %y : i64
    }
    memref.store %t, %rows[%i] : memref<3xi64>
  }
  %ur = memref.cast %rows : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%ur) : (memref<*xi64>) -> ()
  %xs = arith.constant 2.0 : f64
  %p1 = call @poly(%xs) : (f64) -> f64
  call @printF64(%p1) : (f64) -> ()
  call @printNewline() : () -> ()
  %xn = arith.constant -3.0 : f64
  %p2 = call @poly(%xn) : (f64) -> f64
  call @printF64(%p2) : (f64) -> ()
  call @printNewline() : () -> ()
  %w = memref.get_global @weights : memref<2x3xf32>
  %uw = memref.cast %w : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%uw) : (memref<*xf32>) -> ()
  %calls = memref.get_global @calls : memref<2xi64>
  %uc = memref.cast %calls : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  memref.dealloc %rows : memref<3xi64>
  return
}
