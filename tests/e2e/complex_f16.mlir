// complex<f16>: arithmetic, division, abs, exp, log, sqrt in half precision (parts printed as f32).
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC32(memref<*xcomplex<f32>>)

func.func @inputs(%m: memref<8xcomplex<f16>>) {
  %c0 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<8xcomplex<f16>>
  %c1 = complex.constant [-3.5 : f16, 0.25 : f16] : complex<f16>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<8xcomplex<f16>>
  %c2 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<8xcomplex<f16>>
  %c3 = complex.constant [0.5 : f16, -0.75 : f16] : complex<f16>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<8xcomplex<f16>>
  %c4 = complex.constant [2.0 : f16, 0.0 : f16] : complex<f16>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<8xcomplex<f16>>
  %c5 = complex.constant [60000.0 : f16, 60000.0 : f16] : complex<f16>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<8xcomplex<f16>>
  %c6 = complex.constant [0x7C00 : f16, 1.0 : f16] : complex<f16>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<8xcomplex<f16>>
  %c7 = complex.constant [0x7E00 : f16, 0.0 : f16] : complex<f16>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<8xcomplex<f16>>
  return
}

func.func @lhs(%m: memref<32xcomplex<f16>>) {
  %c0 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<32xcomplex<f16>>
  %c1 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<32xcomplex<f16>>
  %c2 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<32xcomplex<f16>>
  %c3 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<32xcomplex<f16>>
  %c4 = complex.constant [-3.5 : f16, 0.25 : f16] : complex<f16>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<32xcomplex<f16>>
  %c5 = complex.constant [-3.5 : f16, 0.25 : f16] : complex<f16>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<32xcomplex<f16>>
  %c6 = complex.constant [-3.5 : f16, 0.25 : f16] : complex<f16>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<32xcomplex<f16>>
  %c7 = complex.constant [-3.5 : f16, 0.25 : f16] : complex<f16>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<32xcomplex<f16>>
  %c8 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<32xcomplex<f16>>
  %c9 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<32xcomplex<f16>>
  %c10 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<32xcomplex<f16>>
  %c11 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<32xcomplex<f16>>
  %c12 = complex.constant [0.5 : f16, -0.75 : f16] : complex<f16>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<32xcomplex<f16>>
  %c13 = complex.constant [0.5 : f16, -0.75 : f16] : complex<f16>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<32xcomplex<f16>>
  %c14 = complex.constant [0.5 : f16, -0.75 : f16] : complex<f16>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<32xcomplex<f16>>
  %c15 = complex.constant [0.5 : f16, -0.75 : f16] : complex<f16>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<32xcomplex<f16>>
  %c16 = complex.constant [2.0 : f16, 0.0 : f16] : complex<f16>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<32xcomplex<f16>>
  %c17 = complex.constant [2.0 : f16, 0.0 : f16] : complex<f16>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<32xcomplex<f16>>
  %c18 = complex.constant [2.0 : f16, 0.0 : f16] : complex<f16>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<32xcomplex<f16>>
  %c19 = complex.constant [2.0 : f16, 0.0 : f16] : complex<f16>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<32xcomplex<f16>>
  %c20 = complex.constant [60000.0 : f16, 60000.0 : f16] : complex<f16>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<32xcomplex<f16>>
  %c21 = complex.constant [60000.0 : f16, 60000.0 : f16] : complex<f16>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<32xcomplex<f16>>
  %c22 = complex.constant [60000.0 : f16, 60000.0 : f16] : complex<f16>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<32xcomplex<f16>>
  %c23 = complex.constant [60000.0 : f16, 60000.0 : f16] : complex<f16>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<32xcomplex<f16>>
  %c24 = complex.constant [0x7C00 : f16, 1.0 : f16] : complex<f16>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<32xcomplex<f16>>
  %c25 = complex.constant [0x7C00 : f16, 1.0 : f16] : complex<f16>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<32xcomplex<f16>>
  %c26 = complex.constant [0x7C00 : f16, 1.0 : f16] : complex<f16>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<32xcomplex<f16>>
  %c27 = complex.constant [0x7C00 : f16, 1.0 : f16] : complex<f16>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<32xcomplex<f16>>
  %c28 = complex.constant [0x7E00 : f16, 0.0 : f16] : complex<f16>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<32xcomplex<f16>>
  %c29 = complex.constant [0x7E00 : f16, 0.0 : f16] : complex<f16>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<32xcomplex<f16>>
  %c30 = complex.constant [0x7E00 : f16, 0.0 : f16] : complex<f16>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<32xcomplex<f16>>
  %c31 = complex.constant [0x7E00 : f16, 0.0 : f16] : complex<f16>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<32xcomplex<f16>>
  return
}

func.func @rhs(%m: memref<32xcomplex<f16>>) {
  %c0 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<32xcomplex<f16>>
  %c1 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<32xcomplex<f16>>
  %c2 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<32xcomplex<f16>>
  %c3 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<32xcomplex<f16>>
  %c4 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<32xcomplex<f16>>
  %c5 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<32xcomplex<f16>>
  %c6 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<32xcomplex<f16>>
  %c7 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<32xcomplex<f16>>
  %c8 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<32xcomplex<f16>>
  %c9 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<32xcomplex<f16>>
  %c10 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<32xcomplex<f16>>
  %c11 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<32xcomplex<f16>>
  %c12 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<32xcomplex<f16>>
  %c13 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<32xcomplex<f16>>
  %c14 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<32xcomplex<f16>>
  %c15 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<32xcomplex<f16>>
  %c16 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<32xcomplex<f16>>
  %c17 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<32xcomplex<f16>>
  %c18 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<32xcomplex<f16>>
  %c19 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<32xcomplex<f16>>
  %c20 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<32xcomplex<f16>>
  %c21 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<32xcomplex<f16>>
  %c22 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<32xcomplex<f16>>
  %c23 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<32xcomplex<f16>>
  %c24 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<32xcomplex<f16>>
  %c25 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<32xcomplex<f16>>
  %c26 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<32xcomplex<f16>>
  %c27 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<32xcomplex<f16>>
  %c28 = complex.constant [3.0 : f16, -4.0 : f16] : complex<f16>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<32xcomplex<f16>>
  %c29 = complex.constant [0.0 : f16, 0.0 : f16] : complex<f16>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<32xcomplex<f16>>
  %c30 = complex.constant [0.0001 : f16, 0.0002 : f16] : complex<f16>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<32xcomplex<f16>>
  %c31 = complex.constant [0x7C00 : f16, 0.0 : f16] : complex<f16>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<32xcomplex<f16>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f16
  %in = memref.alloc() : memref<8xcomplex<f16>>
  call @inputs(%in) : (memref<8xcomplex<f16>>) -> ()
  // abs
  %n_abs = arith.constant 8 : index
  %o_abs = memref.alloc() : memref<8xcomplex<f32>>
  scf.for %i = %c0 to %n_abs step %c1 {
    %z = memref.load %in[%i] : memref<8xcomplex<f16>>
    %s = complex.abs %z : complex<f16>
    %r = complex.create %s, %zero : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_abs[%i] : memref<8xcomplex<f32>>
  }
  %u_abs = memref.cast %o_abs : memref<8xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_abs) : (memref<*xcomplex<f32>>) -> ()
  // exp
  %n_exp = arith.constant 8 : index
  %o_exp = memref.alloc() : memref<8xcomplex<f32>>
  scf.for %i = %c0 to %n_exp step %c1 {
    %z = memref.load %in[%i] : memref<8xcomplex<f16>>
    %r = complex.exp %z : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_exp[%i] : memref<8xcomplex<f32>>
  }
  %u_exp = memref.cast %o_exp : memref<8xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_exp) : (memref<*xcomplex<f32>>) -> ()
  // log
  %n_log = arith.constant 8 : index
  %o_log = memref.alloc() : memref<8xcomplex<f32>>
  scf.for %i = %c0 to %n_log step %c1 {
    %z = memref.load %in[%i] : memref<8xcomplex<f16>>
    %r = complex.log %z : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_log[%i] : memref<8xcomplex<f32>>
  }
  %u_log = memref.cast %o_log : memref<8xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_log) : (memref<*xcomplex<f32>>) -> ()
  // sqrt
  %n_sqrt = arith.constant 8 : index
  %o_sqrt = memref.alloc() : memref<8xcomplex<f32>>
  scf.for %i = %c0 to %n_sqrt step %c1 {
    %z = memref.load %in[%i] : memref<8xcomplex<f16>>
    %r = complex.sqrt %z : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_sqrt[%i] : memref<8xcomplex<f32>>
  }
  %u_sqrt = memref.cast %o_sqrt : memref<8xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_sqrt) : (memref<*xcomplex<f32>>) -> ()
  %lhs = memref.alloc() : memref<32xcomplex<f16>>
  call @lhs(%lhs) : (memref<32xcomplex<f16>>) -> ()
  %rhs = memref.alloc() : memref<32xcomplex<f16>>
  call @rhs(%rhs) : (memref<32xcomplex<f16>>) -> ()
  // add
  %n_add = arith.constant 32 : index
  %o_add = memref.alloc() : memref<32xcomplex<f32>>
  scf.for %i = %c0 to %n_add step %c1 {
    %a = memref.load %lhs[%i] : memref<32xcomplex<f16>>
    %b = memref.load %rhs[%i] : memref<32xcomplex<f16>>
    %r = complex.add %a, %b : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_add[%i] : memref<32xcomplex<f32>>
  }
  %u_add = memref.cast %o_add : memref<32xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_add) : (memref<*xcomplex<f32>>) -> ()
  // mul
  %n_mul = arith.constant 32 : index
  %o_mul = memref.alloc() : memref<32xcomplex<f32>>
  scf.for %i = %c0 to %n_mul step %c1 {
    %a = memref.load %lhs[%i] : memref<32xcomplex<f16>>
    %b = memref.load %rhs[%i] : memref<32xcomplex<f16>>
    %r = complex.mul %a, %b : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_mul[%i] : memref<32xcomplex<f32>>
  }
  %u_mul = memref.cast %o_mul : memref<32xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_mul) : (memref<*xcomplex<f32>>) -> ()
  // div
  %n_div = arith.constant 32 : index
  %o_div = memref.alloc() : memref<32xcomplex<f32>>
  scf.for %i = %c0 to %n_div step %c1 {
    %a = memref.load %lhs[%i] : memref<32xcomplex<f16>>
    %b = memref.load %rhs[%i] : memref<32xcomplex<f16>>
    %r = complex.div %a, %b : complex<f16>
    %rr = complex.re %r : complex<f16>
    %ri = complex.im %r : complex<f16>
    %rrw = arith.extf %rr : f16 to f32
    %rrn = arith.cmpf uno, %rrw, %rrw : f32
    %rra = math.absf %rrw : f32
    %rrc = arith.select %rrn, %rra, %rrw : f32
    %riw = arith.extf %ri : f16 to f32
    %rin = arith.cmpf uno, %riw, %riw : f32
    %ria = math.absf %riw : f32
    %ric = arith.select %rin, %ria, %riw : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_div[%i] : memref<32xcomplex<f32>>
  }
  %u_div = memref.cast %o_div : memref<32xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_div) : (memref<*xcomplex<f32>>) -> ()

  return
}
