// complex sin/cos/tan/tanh on f64, and pow/powi/atan2 with zero, one and infinite bases.
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC64(memref<*xcomplex<f64>>)

func.func @inputs(%m: memref<9xcomplex<f64>>) {
  %c0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<9xcomplex<f64>>
  %c1 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<9xcomplex<f64>>
  %c2 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<9xcomplex<f64>>
  %c3 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<9xcomplex<f64>>
  %c4 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<9xcomplex<f64>>
  %c5 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<9xcomplex<f64>>
  %c6 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<9xcomplex<f64>>
  %c7 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<9xcomplex<f64>>
  %c8 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<9xcomplex<f64>>
  return
}

func.func @lhs(%m: memref<54xcomplex<f64>>) {
  %c0 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<54xcomplex<f64>>
  %c1 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<54xcomplex<f64>>
  %c2 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<54xcomplex<f64>>
  %c3 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<54xcomplex<f64>>
  %c4 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<54xcomplex<f64>>
  %c5 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<54xcomplex<f64>>
  %c6 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<54xcomplex<f64>>
  %c7 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<54xcomplex<f64>>
  %c8 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<54xcomplex<f64>>
  %c9 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<54xcomplex<f64>>
  %c10 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<54xcomplex<f64>>
  %c11 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<54xcomplex<f64>>
  %c12 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<54xcomplex<f64>>
  %c13 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<54xcomplex<f64>>
  %c14 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<54xcomplex<f64>>
  %c15 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<54xcomplex<f64>>
  %c16 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<54xcomplex<f64>>
  %c17 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<54xcomplex<f64>>
  %c18 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<54xcomplex<f64>>
  %c19 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<54xcomplex<f64>>
  %c20 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<54xcomplex<f64>>
  %c21 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<54xcomplex<f64>>
  %c22 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<54xcomplex<f64>>
  %c23 = complex.constant [0x7FF0000000000000 : f64, 0.0 : f64] : complex<f64>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<54xcomplex<f64>>
  %c24 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<54xcomplex<f64>>
  %c25 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<54xcomplex<f64>>
  %c26 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<54xcomplex<f64>>
  %c27 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<54xcomplex<f64>>
  %c28 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<54xcomplex<f64>>
  %c29 = complex.constant [-1.5 : f64, 0.5 : f64] : complex<f64>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<54xcomplex<f64>>
  %c30 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<54xcomplex<f64>>
  %c31 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<54xcomplex<f64>>
  %c32 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<54xcomplex<f64>>
  %c33 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<54xcomplex<f64>>
  %c34 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<54xcomplex<f64>>
  %c35 = complex.constant [0.0 : f64, 1.0 : f64] : complex<f64>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<54xcomplex<f64>>
  %c36 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i36 = arith.constant 36 : index
  memref.store %c36, %m[%i36] : memref<54xcomplex<f64>>
  %c37 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i37 = arith.constant 37 : index
  memref.store %c37, %m[%i37] : memref<54xcomplex<f64>>
  %c38 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i38 = arith.constant 38 : index
  memref.store %c38, %m[%i38] : memref<54xcomplex<f64>>
  %c39 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i39 = arith.constant 39 : index
  memref.store %c39, %m[%i39] : memref<54xcomplex<f64>>
  %c40 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i40 = arith.constant 40 : index
  memref.store %c40, %m[%i40] : memref<54xcomplex<f64>>
  %c41 = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %i41 = arith.constant 41 : index
  memref.store %c41, %m[%i41] : memref<54xcomplex<f64>>
  %c42 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i42 = arith.constant 42 : index
  memref.store %c42, %m[%i42] : memref<54xcomplex<f64>>
  %c43 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i43 = arith.constant 43 : index
  memref.store %c43, %m[%i43] : memref<54xcomplex<f64>>
  %c44 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i44 = arith.constant 44 : index
  memref.store %c44, %m[%i44] : memref<54xcomplex<f64>>
  %c45 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i45 = arith.constant 45 : index
  memref.store %c45, %m[%i45] : memref<54xcomplex<f64>>
  %c46 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i46 = arith.constant 46 : index
  memref.store %c46, %m[%i46] : memref<54xcomplex<f64>>
  %c47 = complex.constant [0.3 : f64, -0.4 : f64] : complex<f64>
  %i47 = arith.constant 47 : index
  memref.store %c47, %m[%i47] : memref<54xcomplex<f64>>
  %c48 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i48 = arith.constant 48 : index
  memref.store %c48, %m[%i48] : memref<54xcomplex<f64>>
  %c49 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i49 = arith.constant 49 : index
  memref.store %c49, %m[%i49] : memref<54xcomplex<f64>>
  %c50 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i50 = arith.constant 50 : index
  memref.store %c50, %m[%i50] : memref<54xcomplex<f64>>
  %c51 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i51 = arith.constant 51 : index
  memref.store %c51, %m[%i51] : memref<54xcomplex<f64>>
  %c52 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i52 = arith.constant 52 : index
  memref.store %c52, %m[%i52] : memref<54xcomplex<f64>>
  %c53 = complex.constant [0x7FF8000000000000 : f64, 1.0 : f64] : complex<f64>
  %i53 = arith.constant 53 : index
  memref.store %c53, %m[%i53] : memref<54xcomplex<f64>>
  return
}

func.func @rhs(%m: memref<54xcomplex<f64>>) {
  %c0 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<54xcomplex<f64>>
  %c1 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<54xcomplex<f64>>
  %c2 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<54xcomplex<f64>>
  %c3 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<54xcomplex<f64>>
  %c4 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<54xcomplex<f64>>
  %c5 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<54xcomplex<f64>>
  %c6 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<54xcomplex<f64>>
  %c7 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<54xcomplex<f64>>
  %c8 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<54xcomplex<f64>>
  %c9 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<54xcomplex<f64>>
  %c10 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<54xcomplex<f64>>
  %c11 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<54xcomplex<f64>>
  %c12 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<54xcomplex<f64>>
  %c13 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<54xcomplex<f64>>
  %c14 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<54xcomplex<f64>>
  %c15 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<54xcomplex<f64>>
  %c16 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<54xcomplex<f64>>
  %c17 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<54xcomplex<f64>>
  %c18 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<54xcomplex<f64>>
  %c19 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<54xcomplex<f64>>
  %c20 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<54xcomplex<f64>>
  %c21 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<54xcomplex<f64>>
  %c22 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<54xcomplex<f64>>
  %c23 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<54xcomplex<f64>>
  %c24 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<54xcomplex<f64>>
  %c25 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<54xcomplex<f64>>
  %c26 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<54xcomplex<f64>>
  %c27 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<54xcomplex<f64>>
  %c28 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<54xcomplex<f64>>
  %c29 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<54xcomplex<f64>>
  %c30 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<54xcomplex<f64>>
  %c31 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<54xcomplex<f64>>
  %c32 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<54xcomplex<f64>>
  %c33 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<54xcomplex<f64>>
  %c34 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<54xcomplex<f64>>
  %c35 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<54xcomplex<f64>>
  %c36 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i36 = arith.constant 36 : index
  memref.store %c36, %m[%i36] : memref<54xcomplex<f64>>
  %c37 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i37 = arith.constant 37 : index
  memref.store %c37, %m[%i37] : memref<54xcomplex<f64>>
  %c38 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i38 = arith.constant 38 : index
  memref.store %c38, %m[%i38] : memref<54xcomplex<f64>>
  %c39 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i39 = arith.constant 39 : index
  memref.store %c39, %m[%i39] : memref<54xcomplex<f64>>
  %c40 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i40 = arith.constant 40 : index
  memref.store %c40, %m[%i40] : memref<54xcomplex<f64>>
  %c41 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i41 = arith.constant 41 : index
  memref.store %c41, %m[%i41] : memref<54xcomplex<f64>>
  %c42 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i42 = arith.constant 42 : index
  memref.store %c42, %m[%i42] : memref<54xcomplex<f64>>
  %c43 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i43 = arith.constant 43 : index
  memref.store %c43, %m[%i43] : memref<54xcomplex<f64>>
  %c44 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i44 = arith.constant 44 : index
  memref.store %c44, %m[%i44] : memref<54xcomplex<f64>>
  %c45 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i45 = arith.constant 45 : index
  memref.store %c45, %m[%i45] : memref<54xcomplex<f64>>
  %c46 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i46 = arith.constant 46 : index
  memref.store %c46, %m[%i46] : memref<54xcomplex<f64>>
  %c47 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i47 = arith.constant 47 : index
  memref.store %c47, %m[%i47] : memref<54xcomplex<f64>>
  %c48 = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %i48 = arith.constant 48 : index
  memref.store %c48, %m[%i48] : memref<54xcomplex<f64>>
  %c49 = complex.constant [0.5 : f64, 0.0 : f64] : complex<f64>
  %i49 = arith.constant 49 : index
  memref.store %c49, %m[%i49] : memref<54xcomplex<f64>>
  %c50 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %i50 = arith.constant 50 : index
  memref.store %c50, %m[%i50] : memref<54xcomplex<f64>>
  %c51 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %i51 = arith.constant 51 : index
  memref.store %c51, %m[%i51] : memref<54xcomplex<f64>>
  %c52 = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %i52 = arith.constant 52 : index
  memref.store %c52, %m[%i52] : memref<54xcomplex<f64>>
  %c53 = complex.constant [0.0 : f64, -2.0 : f64] : complex<f64>
  %i53 = arith.constant 53 : index
  memref.store %c53, %m[%i53] : memref<54xcomplex<f64>>
  return
}

func.func @exps(%m: memref<7xi32>) {
  %c0 = arith.constant 0 : i32
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<7xi32>
  %c1 = arith.constant 1 : i32
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<7xi32>
  %c2 = arith.constant 2 : i32
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<7xi32>
  %c3 = arith.constant 3 : i32
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<7xi32>
  %c4 = arith.constant -1 : i32
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<7xi32>
  %c5 = arith.constant -2 : i32
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<7xi32>
  %c6 = arith.constant 7 : i32
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<7xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %in = memref.alloc() : memref<9xcomplex<f64>>
  call @inputs(%in) : (memref<9xcomplex<f64>>) -> ()
  // sin
  %n_sin = arith.constant 9 : index
  %o_sin = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_sin step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %r = complex.sin %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_sin[%i] : memref<9xcomplex<f64>>
  }
  %u_sin = memref.cast %o_sin : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_sin) : (memref<*xcomplex<f64>>) -> ()
  // cos
  %n_cos = arith.constant 9 : index
  %o_cos = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_cos step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %r = complex.cos %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_cos[%i] : memref<9xcomplex<f64>>
  }
  %u_cos = memref.cast %o_cos : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_cos) : (memref<*xcomplex<f64>>) -> ()
  // tan
  %n_tan = arith.constant 9 : index
  %o_tan = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_tan step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %r = complex.tan %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_tan[%i] : memref<9xcomplex<f64>>
  }
  %u_tan = memref.cast %o_tan : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_tan) : (memref<*xcomplex<f64>>) -> ()
  // tanh
  %n_tanh = arith.constant 9 : index
  %o_tanh = memref.alloc() : memref<9xcomplex<f64>>
  scf.for %i = %c0 to %n_tanh step %c1 {
    %z = memref.load %in[%i] : memref<9xcomplex<f64>>
    %r = complex.tanh %z : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_tanh[%i] : memref<9xcomplex<f64>>
  }
  %u_tanh = memref.cast %o_tanh : memref<9xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_tanh) : (memref<*xcomplex<f64>>) -> ()
  %lhs = memref.alloc() : memref<54xcomplex<f64>>
  call @lhs(%lhs) : (memref<54xcomplex<f64>>) -> ()
  %rhs = memref.alloc() : memref<54xcomplex<f64>>
  call @rhs(%rhs) : (memref<54xcomplex<f64>>) -> ()
  // pow
  %n_pow = arith.constant 54 : index
  %o_pow = memref.alloc() : memref<54xcomplex<f64>>
  scf.for %i = %c0 to %n_pow step %c1 {
    %a = memref.load %lhs[%i] : memref<54xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<54xcomplex<f64>>
    %r = complex.pow %a, %b : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_pow[%i] : memref<54xcomplex<f64>>
  }
  %u_pow = memref.cast %o_pow : memref<54xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_pow) : (memref<*xcomplex<f64>>) -> ()
  // atan2
  %n_atan2 = arith.constant 54 : index
  %o_atan2 = memref.alloc() : memref<54xcomplex<f64>>
  scf.for %i = %c0 to %n_atan2 step %c1 {
    %a = memref.load %lhs[%i] : memref<54xcomplex<f64>>
    %b = memref.load %rhs[%i] : memref<54xcomplex<f64>>
    %r = complex.atan2 %a, %b : complex<f64>
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_atan2[%i] : memref<54xcomplex<f64>>
  }
  %u_atan2 = memref.cast %o_atan2 : memref<54xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_atan2) : (memref<*xcomplex<f64>>) -> ()
  %ex = memref.alloc() : memref<7xi32>
  call @exps(%ex) : (memref<7xi32>) -> ()
  %nk = arith.constant 7 : index
  // powi
  %n_powi = arith.constant 63 : index
  %o_powi = memref.alloc() : memref<63xcomplex<f64>>
  scf.for %i = %c0 to %n_powi step %c1 {
    %zi = arith.divui %i, %nk : index
    %ei = arith.remui %i, %nk : index
    %z = memref.load %in[%zi] : memref<9xcomplex<f64>>
    %e = memref.load %ex[%ei] : memref<7xi32>
    %r = complex.powi %z, %e : complex<f64>, i32
    %rr = complex.re %r : complex<f64>
    %ri = complex.im %r : complex<f64>
    %rrn = arith.cmpf uno, %rr, %rr : f64
    %rra = math.absf %rr : f64
    %rrc = arith.select %rrn, %rra, %rr : f64
    %rin = arith.cmpf uno, %ri, %ri : f64
    %ria = math.absf %ri : f64
    %ric = arith.select %rin, %ria, %ri : f64
    %rc = complex.create %rrc, %ric : complex<f64>
    memref.store %rc, %o_powi[%i] : memref<63xcomplex<f64>>
  }
  %u_powi = memref.cast %o_powi : memref<63xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%u_powi) : (memref<*xcomplex<f64>>) -> ()

  return
}
