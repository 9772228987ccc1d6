// complex add/sub/mul/neg/conj/re/im/eq/neq on f64, through memrefs of complex<f64>.
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC64(memref<*xcomplex<f64>>)

func.func @inputs(%m: memref<9xcomplex<f64>>) {
  %c0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<9xcomplex<f64>>
  %c1 = complex.constant [-3.5 : f64, 0.25 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<9xcomplex<f64>>
  %c2 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<9xcomplex<f64>>
  %c3 = complex.constant [-0.0 : f64, 1.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<9xcomplex<f64>>
  %c4 = complex.constant [0.5 : f64, -0.75 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<9xcomplex<f64>>
  %c5 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<9xcomplex<f64>>
  %c6 = complex.constant [-1.0 : f64, -0.0 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<9xcomplex<f64>>
  %c7 = complex.constant [0x7FF0000000000000 : f64, 1.0 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<9xcomplex<f64>>
  %c8 = complex.constant [0x7FF8000000000000 : f64, 2.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<9xcomplex<f64>>
  return
}

func.func @lhs(%m: memref<36xcomplex<f64>>) {
  %c0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<36xcomplex<f64>>
  %c1 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<36xcomplex<f64>>
  %c2 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<36xcomplex<f64>>
  %c3 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<36xcomplex<f64>>
  %c4 = complex.constant [-3.5 : f64, 0.25 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<36xcomplex<f64>>
  %c5 = complex.constant [-3.5 : f64, 0.25 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<36xcomplex<f64>>
  %c6 = complex.constant [-3.5 : f64, 0.25 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<36xcomplex<f64>>
  %c7 = complex.constant [-3.5 : f64, 0.25 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<36xcomplex<f64>>
  %c8 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<36xcomplex<f64>>
  %c9 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<36xcomplex<f64>>
  %c10 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<36xcomplex<f64>>
  %c11 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<36xcomplex<f64>>
  %c12 = complex.constant [-0.0 : f64, 1.0 : f64] : complex<f64>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<36xcomplex<f64>>
  %c13 = complex.constant [-0.0 : f64, 1.0 : f64] : complex<f64>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<36xcomplex<f64>>
  %c14 = complex.constant [-0.0 : f64, 1.0 : f64] : complex<f64>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<36xcomplex<f64>>
  %c15 = complex.constant [-0.0 : f64, 1.0 : f64] : complex<f64>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<36xcomplex<f64>>
  %c16 = complex.constant [0.5 : f64, -0.75 : f64] : complex<f64>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<36xcomplex<f64>>
  %c17 = complex.constant [0.5 : f64, -0.75 : f64] : complex<f64>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<36xcomplex<f64>>
  %c18 = complex.constant [0.5 : f64, -0.75 : f64] : complex<f64>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<36xcomplex<f64>>
  %c19 = complex.constant [0.5 : f64, -0.75 : f64] : complex<f64>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<36xcomplex<f64>>
  %c20 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<36xcomplex<f64>>
  %c21 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<36xcomplex<f64>>
  %c22 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<36xcomplex<f64>>
  %c23 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<36xcomplex<f64>>
  %c24 = complex.constant [-1.0 : f64, -0.0 : f64] : complex<f64>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<36xcomplex<f64>>
  %c25 = complex.constant [-1.0 : f64, -0.0 : f64] : complex<f64>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<36xcomplex<f64>>
  %c26 = complex.constant [-1.0 : f64, -0.0 : f64] : complex<f64>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<36xcomplex<f64>>
  %c27 = complex.constant [-1.0 : f64, -0.0 : f64] : complex<f64>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<36xcomplex<f64>>
  %c28 = complex.constant [0x7FF0000000000000 : f64, 1.0 : f64] : complex<f64>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<36xcomplex<f64>>
  %c29 = complex.constant [0x7FF0000000000000 : f64, 1.0 : f64] : complex<f64>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<36xcomplex<f64>>
  %c30 = complex.constant [0x7FF0000000000000 : f64, 1.0 : f64] : complex<f64>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<36xcomplex<f64>>
  %c31 = complex.constant [0x7FF0000000000000 : f64, 1.0 : f64] : complex<f64>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<36xcomplex<f64>>
  %c32 = complex.constant [0x7FF8000000000000 : f64, 2.0 : f64] : complex<f64>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<36xcomplex<f64>>
  %c33 = complex.constant [0x7FF8000000000000 : f64, 2.0 : f64] : complex<f64>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<36xcomplex<f64>>
  %c34 = complex.constant [0x7FF8000000000000 : f64, 2.0 : f64] : complex<f64>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<36xcomplex<f64>>
  %c35 = complex.constant [0x7FF8000000000000 : f64, 2.0 : f64] : complex<f64>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<36xcomplex<f64>>
  return
}

func.func @rhs(%m: memref<36xcomplex<f64>>) {
  %c0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<36xcomplex<f64>>
  %c1 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<36xcomplex<f64>>
  %c2 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<36xcomplex<f64>>
  %c3 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<36xcomplex<f64>>
  %c4 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<36xcomplex<f64>>
  %c5 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<36xcomplex<f64>>
  %c6 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<36xcomplex<f64>>
  %c7 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<36xcomplex<f64>>
  %c8 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<36xcomplex<f64>>
  %c9 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<36xcomplex<f64>>
  %c10 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<36xcomplex<f64>>
  %c11 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<36xcomplex<f64>>
  %c12 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<36xcomplex<f64>>
  %c13 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<36xcomplex<f64>>
  %c14 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<36xcomplex<f64>>
  %c15 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<36xcomplex<f64>>
  %c16 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<36xcomplex<f64>>
  %c17 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<36xcomplex<f64>>
  %c18 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<36xcomplex<f64>>
  %c19 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<36xcomplex<f64>>
  %c20 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<36xcomplex<f64>>
  %c21 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<36xcomplex<f64>>
  %c22 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<36xcomplex<f64>>
  %c23 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<36xcomplex<f64>>
  %c24 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<36xcomplex<f64>>
  %c25 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<36xcomplex<f64>>
  %c26 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<36xcomplex<f64>>
  %c27 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<36xcomplex<f64>>
  %c28 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<36xcomplex<f64>>
  %c29 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<36xcomplex<f64>>
  %c30 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<36xcomplex<f64>>
  %c31 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<36xcomplex<f64>>
  %c32 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<36xcomplex<f64>>
  %c33 = complex.constant [-0.0 : f64, 0.0 : f64] : complex<f64>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<36xcomplex<f64>>
  %c34 = complex.constant [3.0 : f64, -4.0 : f64] : complex<f64>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<36xcomplex<f64>>
  %c35 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<36xcomplex<f64>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %in = memref.alloc() : memref<9xcomplex<f64>>
  call @inputs(%in) : (memref<9xcomplex<f64>>) -> ()
  // neg
  %n_neg = arith.constant 9 : index
  %o_neg = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_neg step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %r = complex.neg %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_neg[%i] : memref<9xcomplex<f64>>
  }
  %u_neg = memref.cast %o_neg : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_neg) : (memref<*xcomplex<f64>>) -> ()
  // conj
  %n_conj = arith.constant 9 : index
  %o_conj = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_conj step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %r = complex.conj %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_conj[%i] : memref<9xcomplex<f64>>
  }
  %u_conj = memref.cast %o_conj : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_conj) : (memref<*xcomplex<f64>>) -> ()
  // re
  %n_re = arith.constant 9 : index
  %o_re = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_re step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %s = complex.re %z : complex<f64>
    %r = complex.create %s, %zero : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_re[%i] : memref<9xcomplex<f64>>
  }
  %u_re = memref.cast %o_re : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_re) : (memref<*xcomplex<f64>>) -> ()
  // im
  %n_im = arith.constant 9 : index
  %o_im = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_im step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %s = complex.im %z : complex<f64>
    %r = complex.create %s, %zero : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_im[%i] : memref<9xcomplex<f64>>
  }
  %u_im = memref.cast %o_im : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_im) : (memref<*xcomplex<f64>>) -> ()
  %lhs = memref.alloc() : memref<36xcomplex<f64>>
  call @lhs(%lhs) : (memref<36xcomplex<f64>>) -> ()
  %rhs = memref.alloc() : memref<36xcomplex<f64>>
  call @rhs(%rhs) : (memref<36xcomplex<f64>>) -> ()
  // add
  %n_add = arith.constant 36 : index
  %o_add = memref.alloc() : memref<36xcomplex<f64>>
  scf.for %i = %c0 to %n_add step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f64>>
    %r = complex.add %a, %b : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_add[%i] : memref<36xcomplex<f64>>
  }
  %u_add = memref.cast %o_add : memref<36xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_add) : (memref<*xcomplex<f64>>) -> ()
  // sub
  %n_sub = arith.constant 36 : index
  %o_sub = memref.alloc() : memref<36xcomplex<f64>>
  scf.for %i = %c0 to %n_sub step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f64>>
    %r = complex.sub %a, %b : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_sub[%i] : memref<36xcomplex<f64>>
  }
  %u_sub = memref.cast %o_sub : memref<36xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_sub) : (memref<*xcomplex<f64>>) -> ()
  // mul
  %n_mul = arith.constant 36 : index
  %o_mul = memref.alloc() : memref<36xcomplex<f64>>
  scf.for %i = %c0 to %n_mul step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f64>>
    %r = complex.mul %a, %b : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_mul[%i] : memref<36xcomplex<f64>>
  }
  %u_mul = memref.cast %o_mul : memref<36xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_mul) : (memref<*xcomplex<f64>>) -> ()
  // eq
  %n_eq = arith.constant 36 : index
  %o_eq = memref.alloc() : memref<36xcomplex<f64>>
  scf.for %i = %c0 to %n_eq step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f64>>
    %s = complex.eq %a, %b : complex<f64>
    %f = arith.uitofp %s : i1 to f64
    %r = complex.create %f, %zero : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_eq[%i] : memref<36xcomplex<f64>>
  }
  %u_eq = memref.cast %o_eq : memref<36xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_eq) : (memref<*xcomplex<f64>>) -> ()
  // neq
  %n_neq = arith.constant 36 : index
  %o_neq = memref.alloc() : memref<36xcomplex<f64>>
  scf.for %i = %c0 to %n_neq step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f64>>
    %s = complex.neq %a, %b : complex<f64>
    %f = arith.uitofp %s : i1 to f64
    %r = complex.create %f, %zero : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_neq[%i] : memref<36xcomplex<f64>>
  }
  %u_neq = memref.cast %o_neq : memref<36xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_neq) : (memref<*xcomplex<f64>>) -> ()

  return
}
