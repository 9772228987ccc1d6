// complex.abs/angle/sign on f32: overflow-free magnitude, special values.
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC32(memref<*xcomplex<f32>>)

func.func @inputs(%m: memref<19xcomplex<f32>>) {
  %c0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<19xcomplex<f32>>
  %c1 = complex.constant [-3.5 : f32, 0.25 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<19xcomplex<f32>>
  %c2 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<19xcomplex<f32>>
  %c3 = complex.constant [-0.0 : f32, 1.0 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<19xcomplex<f32>>
  %c4 = complex.constant [0.5 : f32, -0.75 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<19xcomplex<f32>>
  %c5 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<19xcomplex<f32>>
  %c6 = complex.constant [-1.0 : f32, -0.0 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<19xcomplex<f32>>
  %c7 = complex.constant [0x7F800000 : f32, 0.0 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<19xcomplex<f32>>
  %c8 = complex.constant [0xFF800000 : f32, 1.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<19xcomplex<f32>>
  %c9 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<19xcomplex<f32>>
  %c10 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<19xcomplex<f32>>
  %c11 = complex.constant [0.0 : f32, 0x7FC00000 : f32] : complex<f32>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<19xcomplex<f32>>
  %c12 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<19xcomplex<f32>>
  %c13 = complex.constant [0xFF800000 : f32, 0xFF800000 : f32] : complex<f32>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<19xcomplex<f32>>
  %c14 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<19xcomplex<f32>>
  %c15 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<19xcomplex<f32>>
  %c16 = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<19xcomplex<f32>>
  %c17 = complex.constant [-3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<19xcomplex<f32>>
  %c18 = complex.constant [5.0e-45 : f32, 0.0 : f32] : complex<f32>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<19xcomplex<f32>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<19xcomplex<f32>>
  call @inputs(%in) : (memref<19xcomplex<f32>>) -> ()
  // abs
  %n_abs = arith.constant 19 : index
  %o_abs = memref.alloc() : memref<19xcomplex<f32>>
  scf.for %i = %c0 to %n_abs step %c1 {
    %z = memref.load %in[%i] : memref<19xcomplex<f32>>
    %s = complex.abs %z : complex<f32>
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
    memref.store %rc, %o_abs[%i] : memref<19xcomplex<f32>>
  }
  %u_abs = memref.cast %o_abs : memref<19xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_abs) : (memref<*xcomplex<f32>>) -> ()
  // angle
  %n_angle = arith.constant 19 : index
  %o_angle = memref.alloc() : memref<19xcomplex<f32>>
  scf.for %i = %c0 to %n_angle step %c1 {
    %z = memref.load %in[%i] : memref<19xcomplex<f32>>
    %s = complex.angle %z : complex<f32>
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
    memref.store %rc, %o_angle[%i] : memref<19xcomplex<f32>>
  }
  %u_angle = memref.cast %o_angle : memref<19xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_angle) : (memref<*xcomplex<f32>>) -> ()
  // sign
  %n_sign = arith.constant 19 : index
  %o_sign = memref.alloc() : memref<19xcomplex<f32>>
  scf.for %i = %c0 to %n_sign step %c1 {
    %z = memref.load %in[%i] : memref<19xcomplex<f32>>
    %r = complex.sign %z : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_sign[%i] : memref<19xcomplex<f32>>
  }
  %u_sign = memref.cast %o_sign : memref<19xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_sign) : (memref<*xcomplex<f32>>) -> ()

  return
}
