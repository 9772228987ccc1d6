// complex add/sub/mul/neg/conj/re/im/eq/neq on f32, through memrefs of complex<f32>.
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC32(memref<*xcomplex<f32>>)

func.func @inputs(%m: memref<9xcomplex<f32>>) {
  %c0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<9xcomplex<f32>>
  %c1 = complex.constant [-3.5 : f32, 0.25 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<9xcomplex<f32>>
  %c2 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<9xcomplex<f32>>
  %c3 = complex.constant [-0.0 : f32, 1.0 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<9xcomplex<f32>>
  %c4 = complex.constant [0.5 : f32, -0.75 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<9xcomplex<f32>>
  %c5 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<9xcomplex<f32>>
  %c6 = complex.constant [-1.0 : f32, -0.0 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<9xcomplex<f32>>
  %c7 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<9xcomplex<f32>>
  %c8 = complex.constant [0x7FC00000 : f32, 2.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<9xcomplex<f32>>
  return
}

func.func @lhs(%m: memref<36xcomplex<f32>>) {
  %c0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<36xcomplex<f32>>
  %c1 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<36xcomplex<f32>>
  %c2 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<36xcomplex<f32>>
  %c3 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<36xcomplex<f32>>
  %c4 = complex.constant [-3.5 : f32, 0.25 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<36xcomplex<f32>>
  %c5 = complex.constant [-3.5 : f32, 0.25 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<36xcomplex<f32>>
  %c6 = complex.constant [-3.5 : f32, 0.25 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<36xcomplex<f32>>
  %c7 = complex.constant [-3.5 : f32, 0.25 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<36xcomplex<f32>>
  %c8 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<36xcomplex<f32>>
  %c9 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<36xcomplex<f32>>
  %c10 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<36xcomplex<f32>>
  %c11 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<36xcomplex<f32>>
  %c12 = complex.constant [-0.0 : f32, 1.0 : f32] : complex<f32>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<36xcomplex<f32>>
  %c13 = complex.constant [-0.0 : f32, 1.0 : f32] : complex<f32>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<36xcomplex<f32>>
  %c14 = complex.constant [-0.0 : f32, 1.0 : f32] : complex<f32>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<36xcomplex<f32>>
  %c15 = complex.constant [-0.0 : f32, 1.0 : f32] : complex<f32>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<36xcomplex<f32>>
  %c16 = complex.constant [0.5 : f32, -0.75 : f32] : complex<f32>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<36xcomplex<f32>>
  %c17 = complex.constant [0.5 : f32, -0.75 : f32] : complex<f32>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<36xcomplex<f32>>
  %c18 = complex.constant [0.5 : f32, -0.75 : f32] : complex<f32>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<36xcomplex<f32>>
  %c19 = complex.constant [0.5 : f32, -0.75 : f32] : complex<f32>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<36xcomplex<f32>>
  %c20 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<36xcomplex<f32>>
  %c21 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<36xcomplex<f32>>
  %c22 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<36xcomplex<f32>>
  %c23 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<36xcomplex<f32>>
  %c24 = complex.constant [-1.0 : f32, -0.0 : f32] : complex<f32>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<36xcomplex<f32>>
  %c25 = complex.constant [-1.0 : f32, -0.0 : f32] : complex<f32>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<36xcomplex<f32>>
  %c26 = complex.constant [-1.0 : f32, -0.0 : f32] : complex<f32>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<36xcomplex<f32>>
  %c27 = complex.constant [-1.0 : f32, -0.0 : f32] : complex<f32>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<36xcomplex<f32>>
  %c28 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<36xcomplex<f32>>
  %c29 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<36xcomplex<f32>>
  %c30 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<36xcomplex<f32>>
  %c31 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<36xcomplex<f32>>
  %c32 = complex.constant [0x7FC00000 : f32, 2.0 : f32] : complex<f32>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<36xcomplex<f32>>
  %c33 = complex.constant [0x7FC00000 : f32, 2.0 : f32] : complex<f32>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<36xcomplex<f32>>
  %c34 = complex.constant [0x7FC00000 : f32, 2.0 : f32] : complex<f32>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<36xcomplex<f32>>
  %c35 = complex.constant [0x7FC00000 : f32, 2.0 : f32] : complex<f32>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<36xcomplex<f32>>
  return
}

func.func @rhs(%m: memref<36xcomplex<f32>>) {
  %c0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<36xcomplex<f32>>
  %c1 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<36xcomplex<f32>>
  %c2 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<36xcomplex<f32>>
  %c3 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<36xcomplex<f32>>
  %c4 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<36xcomplex<f32>>
  %c5 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<36xcomplex<f32>>
  %c6 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<36xcomplex<f32>>
  %c7 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<36xcomplex<f32>>
  %c8 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<36xcomplex<f32>>
  %c9 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<36xcomplex<f32>>
  %c10 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<36xcomplex<f32>>
  %c11 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<36xcomplex<f32>>
  %c12 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<36xcomplex<f32>>
  %c13 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<36xcomplex<f32>>
  %c14 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<36xcomplex<f32>>
  %c15 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<36xcomplex<f32>>
  %c16 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<36xcomplex<f32>>
  %c17 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<36xcomplex<f32>>
  %c18 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<36xcomplex<f32>>
  %c19 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<36xcomplex<f32>>
  %c20 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<36xcomplex<f32>>
  %c21 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<36xcomplex<f32>>
  %c22 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<36xcomplex<f32>>
  %c23 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<36xcomplex<f32>>
  %c24 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<36xcomplex<f32>>
  %c25 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<36xcomplex<f32>>
  %c26 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<36xcomplex<f32>>
  %c27 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<36xcomplex<f32>>
  %c28 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<36xcomplex<f32>>
  %c29 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<36xcomplex<f32>>
  %c30 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<36xcomplex<f32>>
  %c31 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<36xcomplex<f32>>
  %c32 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<36xcomplex<f32>>
  %c33 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<36xcomplex<f32>>
  %c34 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<36xcomplex<f32>>
  %c35 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<36xcomplex<f32>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<9xcomplex<f32>>
  call @inputs(%in) : (memref<9xcomplex<f32>>) -> ()
  // neg
  %n_neg = arith.constant 9 : index
  %o_neg = memref.alloc() : memref<9xcomplex<f32>>
  scf.for %i = %c0 to %n_neg step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f32>>
    %r = complex.neg %z : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_neg[%i] : memref<9xcomplex<f32>>
  }
  %u_neg = memref.cast %o_neg : memref<9xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_neg) : (memref<*xcomplex<f32>>) -> ()
  // conj
  %n_conj = arith.constant 9 : index
  %o_conj = memref.alloc() : memref<9xcomplex<f32>>
  scf.for %i = %c0 to %n_conj step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f32>>
    %r = complex.conj %z : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_conj[%i] : memref<9xcomplex<f32>>
  }
  %u_conj = memref.cast %o_conj : memref<9xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_conj) : (memref<*xcomplex<f32>>) -> ()
  // re
  %n_re = arith.constant 9 : index
  %o_re = memref.alloc() : memref<9xcomplex<f32>>
  scf.for %i = %c0 to %n_re step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f32>>
    %s = complex.re %z : complex<f32>
    %r = complex.create %s, %zero : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_re[%i] : memref<9xcomplex<f32>>
  }
  %u_re = memref.cast %o_re : memref<9xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_re) : (memref<*xcomplex<f32>>) -> ()
  // im
  %n_im = arith.constant 9 : index
  %o_im = memref.alloc() : memref<9xcomplex<f32>>
  scf.for %i = %c0 to %n_im step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f32>>
    %s = complex.im %z : complex<f32>
    %r = complex.create %s, %zero : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_im[%i] : memref<9xcomplex<f32>>
  }
  %u_im = memref.cast %o_im : memref<9xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_im) : (memref<*xcomplex<f32>>) -> ()
  %lhs = memref.alloc() : memref<36xcomplex<f32>>
  call @lhs(%lhs) : (memref<36xcomplex<f32>>) -> ()
  %rhs = memref.alloc() : memref<36xcomplex<f32>>
  call @rhs(%rhs) : (memref<36xcomplex<f32>>) -> ()
  // add
  %n_add = arith.constant 36 : index
  %o_add = memref.alloc() : memref<36xcomplex<f32>>
  scf.for %i = %c0 to %n_add step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f32>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f32>>
    %r = complex.add %a, %b : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_add[%i] : memref<36xcomplex<f32>>
  }
  %u_add = memref.cast %o_add : memref<36xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_add) : (memref<*xcomplex<f32>>) -> ()
  // sub
  %n_sub = arith.constant 36 : index
  %o_sub = memref.alloc() : memref<36xcomplex<f32>>
  scf.for %i = %c0 to %n_sub step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f32>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f32>>
    %r = complex.sub %a, %b : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_sub[%i] : memref<36xcomplex<f32>>
  }
  %u_sub = memref.cast %o_sub : memref<36xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_sub) : (memref<*xcomplex<f32>>) -> ()
  // mul
  %n_mul = arith.constant 36 : index
  %o_mul = memref.alloc() : memref<36xcomplex<f32>>
  scf.for %i = %c0 to %n_mul step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f32>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f32>>
    %r = complex.mul %a, %b : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_mul[%i] : memref<36xcomplex<f32>>
  }
  %u_mul = memref.cast %o_mul : memref<36xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_mul) : (memref<*xcomplex<f32>>) -> ()
  // eq
  %n_eq = arith.constant 36 : index
  %o_eq = memref.alloc() : memref<36xcomplex<f32>>
  scf.for %i = %c0 to %n_eq step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f32>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f32>>
    %s = complex.eq %a, %b : complex<f32>
    %f = arith.uitofp %s : i1 to f32
    %r = complex.create %f, %zero : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_eq[%i] : memref<36xcomplex<f32>>
  }
  %u_eq = memref.cast %o_eq : memref<36xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_eq) : (memref<*xcomplex<f32>>) -> ()
  // neq
  %n_neq = arith.constant 36 : index
  %o_neq = memref.alloc() : memref<36xcomplex<f32>>
  scf.for %i = %c0 to %n_neq step %c1 {
    %a = memref.load %lhs[%i] : memref<36xcomplex<f32>>
    %b = memref.load %rhs[%i] : memref<36xcomplex<f32>>
    %s = complex.neq %a, %b : complex<f32>
    %f = arith.uitofp %s : i1 to f32
    %r = complex.create %f, %zero : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_neq[%i] : memref<36xcomplex<f32>>
  }
  %u_neq = memref.cast %o_neq : memref<36xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_neq) : (memref<*xcomplex<f32>>) -> ()

  return
}
