// complex.abs/angle/sign on f64: overflow-free magnitude, special values.
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC64(memref<*xcomplex<f64>>)

func.func @inputs(%m: memref<19xcomplex<f64>>) {
  %c0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<19xcomplex<f64>>
  %c1 = complex.constant [-3.5 : f64, 0.25 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<19xcomplex<f64>>
  %c2 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<19xcomplex<f64>>
  %c3 = complex.constant [-0.0 : f64, 1.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<19xcomplex<f64>>
  %c4 = complex.constant [0.5 : f64, -0.75 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<19xcomplex<f64>>
  %c5 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<19xcomplex<f64>>
  %c6 = complex.constant [-1.0 : f64, -0.0 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<19xcomplex<f64>>
  %c7 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<19xcomplex<f64>>
  %c8 = complex.constant [0xFFF0000000000000 : f64, 1.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<19xcomplex<f64>>
  %c9 = complex.constant [1.0 : f64, 0x7FF0000000000000 : f64] : complex<f64>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<19xcomplex<f64>>
  %c10 = complex.constant [0x7FF8000000000000 : f64, 0.0 : f64] : complex<f64>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<19xcomplex<f64>>
  %c11 = complex.constant [0.0 : f64, 0x7FF8000000000000 : f64] : complex<f64>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<19xcomplex<f64>>
  %c12 = complex.constant [0x7FF0000000000000 : f64, 0x7FF0000000000000 : f64] : complex<f64>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<19xcomplex<f64>>
  %c13 = complex.constant [0xFFF0000000000000 : f64, 0xFFF0000000000000 : f64] : complex<f64>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<19xcomplex<f64>>
  %c14 = complex.constant [1.0e+308 : f64, 1.0e+308 : f64] : complex<f64>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<19xcomplex<f64>>
  %c15 = complex.constant [1.0e-308 : f64, 1.0e-308 : f64] : complex<f64>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<19xcomplex<f64>>
  %c16 = complex.constant [3.0 : f64, 4.0 : f64] : complex<f64>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<19xcomplex<f64>>
  %c17 = complex.constant [-1.0e+308 : f64, 1.0e-308 : f64] : complex<f64>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<19xcomplex<f64>>
  %c18 = complex.constant [5.0e-324 : f64, 0.0 : f64] : complex<f64>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<19xcomplex<f64>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %in = memref.alloc() : memref<19xcomplex<f64>>
  call @inputs(%in) : (memref<19xcomplex<f64>>) -> ()
  // abs
  %n_abs = arith.constant 19 : index
  %o_abs = memref.alloc() : memref<19xcomplex<f64>>
  scf.for %i = %c0 to %n_abs step %c1 {
    %z = memref.load %in[%i] : memref<19xcomplex<f64>>
    %s = complex.abs %z : complex<f64>
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
    memref.store %rc, %o_abs[%i] : memref<19xcomplex<f64>>
  }
  %u_abs = memref.cast %o_abs : memref<19xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_abs) : (memref<*xcomplex<f64>>) -> ()
  // angle
  %n_angle = arith.constant 19 : index
  %o_angle = memref.alloc() : memref<19xcomplex<f64>>
  scf.for %i = %c0 to %n_angle step %c1 {
    %z = memref.load %in[%i] : memref<19xcomplex<f64>>
    %s = complex.angle %z : complex<f64>
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
    memref.store %rc, %o_angle[%i] : memref<19xcomplex<f64>>
  }
  %u_angle = memref.cast %o_angle : memref<19xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_angle) : (memref<*xcomplex<f64>>) -> ()
  // sign
  %n_sign = arith.constant 19 : index
  %o_sign = memref.alloc() : memref<19xcomplex<f64>>
  scf.for %i = %c0 to %n_sign step %c1 {
    %z = memref.load %in[%i] : memref<19xcomplex<f64>>
    %r = complex.sign %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_sign[%i] : memref<19xcomplex<f64>>
  }
  %u_sign = memref.cast %o_sign : memref<19xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_sign) : (memref<*xcomplex<f64>>) -> ()

  return
}
