// complex.div on f32: Smith's algorithm with upstream's scaling for zero, infinite, NaN, huge and tiny operands.
// REFERENCE-PASSES-BEFORE: --convert-complex-to-standard --convert-complex-to-llvm
func.func private @printMemrefC32(memref<*xcomplex<f32>>)

func.func @inputs(%m: memref<10xcomplex<f32>>) {
  %c0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<10xcomplex<f32>>
  %c1 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<10xcomplex<f32>>
  %c2 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<10xcomplex<f32>>
  %c3 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<10xcomplex<f32>>
  %c4 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<10xcomplex<f32>>
  %c5 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<10xcomplex<f32>>
  %c6 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<10xcomplex<f32>>
  %c7 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<10xcomplex<f32>>
  %c8 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<10xcomplex<f32>>
  %c9 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<10xcomplex<f32>>
  return
}

func.func @lhs(%m: memref<120xcomplex<f32>>) {
  %c0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<120xcomplex<f32>>
  %c1 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<120xcomplex<f32>>
  %c2 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<120xcomplex<f32>>
  %c3 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<120xcomplex<f32>>
  %c4 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<120xcomplex<f32>>
  %c5 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<120xcomplex<f32>>
  %c6 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<120xcomplex<f32>>
  %c7 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<120xcomplex<f32>>
  %c8 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<120xcomplex<f32>>
  %c9 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<120xcomplex<f32>>
  %c10 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<120xcomplex<f32>>
  %c11 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<120xcomplex<f32>>
  %c12 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<120xcomplex<f32>>
  %c13 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<120xcomplex<f32>>
  %c14 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<120xcomplex<f32>>
  %c15 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<120xcomplex<f32>>
  %c16 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<120xcomplex<f32>>
  %c17 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<120xcomplex<f32>>
  %c18 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<120xcomplex<f32>>
  %c19 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<120xcomplex<f32>>
  %c20 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<120xcomplex<f32>>
  %c21 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<120xcomplex<f32>>
  %c22 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<120xcomplex<f32>>
  %c23 = complex.constant [-3.0 : f32, 0.5 : f32] : complex<f32>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<120xcomplex<f32>>
  %c24 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<120xcomplex<f32>>
  %c25 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<120xcomplex<f32>>
  %c26 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<120xcomplex<f32>>
  %c27 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<120xcomplex<f32>>
  %c28 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<120xcomplex<f32>>
  %c29 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<120xcomplex<f32>>
  %c30 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<120xcomplex<f32>>
  %c31 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<120xcomplex<f32>>
  %c32 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<120xcomplex<f32>>
  %c33 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<120xcomplex<f32>>
  %c34 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<120xcomplex<f32>>
  %c35 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<120xcomplex<f32>>
  %c36 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i36 = arith.constant 36 : index
  memref.store %c36, %m[%i36] : memref<120xcomplex<f32>>
  %c37 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i37 = arith.constant 37 : index
  memref.store %c37, %m[%i37] : memref<120xcomplex<f32>>
  %c38 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i38 = arith.constant 38 : index
  memref.store %c38, %m[%i38] : memref<120xcomplex<f32>>
  %c39 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i39 = arith.constant 39 : index
  memref.store %c39, %m[%i39] : memref<120xcomplex<f32>>
  %c40 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i40 = arith.constant 40 : index
  memref.store %c40, %m[%i40] : memref<120xcomplex<f32>>
  %c41 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i41 = arith.constant 41 : index
  memref.store %c41, %m[%i41] : memref<120xcomplex<f32>>
  %c42 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i42 = arith.constant 42 : index
  memref.store %c42, %m[%i42] : memref<120xcomplex<f32>>
  %c43 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i43 = arith.constant 43 : index
  memref.store %c43, %m[%i43] : memref<120xcomplex<f32>>
  %c44 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i44 = arith.constant 44 : index
  memref.store %c44, %m[%i44] : memref<120xcomplex<f32>>
  %c45 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i45 = arith.constant 45 : index
  memref.store %c45, %m[%i45] : memref<120xcomplex<f32>>
  %c46 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i46 = arith.constant 46 : index
  memref.store %c46, %m[%i46] : memref<120xcomplex<f32>>
  %c47 = complex.constant [3.0e+38 : f32, 3.0e+38 : f32] : complex<f32>
  %i47 = arith.constant 47 : index
  memref.store %c47, %m[%i47] : memref<120xcomplex<f32>>
  %c48 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i48 = arith.constant 48 : index
  memref.store %c48, %m[%i48] : memref<120xcomplex<f32>>
  %c49 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i49 = arith.constant 49 : index
  memref.store %c49, %m[%i49] : memref<120xcomplex<f32>>
  %c50 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i50 = arith.constant 50 : index
  memref.store %c50, %m[%i50] : memref<120xcomplex<f32>>
  %c51 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i51 = arith.constant 51 : index
  memref.store %c51, %m[%i51] : memref<120xcomplex<f32>>
  %c52 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i52 = arith.constant 52 : index
  memref.store %c52, %m[%i52] : memref<120xcomplex<f32>>
  %c53 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i53 = arith.constant 53 : index
  memref.store %c53, %m[%i53] : memref<120xcomplex<f32>>
  %c54 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i54 = arith.constant 54 : index
  memref.store %c54, %m[%i54] : memref<120xcomplex<f32>>
  %c55 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i55 = arith.constant 55 : index
  memref.store %c55, %m[%i55] : memref<120xcomplex<f32>>
  %c56 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i56 = arith.constant 56 : index
  memref.store %c56, %m[%i56] : memref<120xcomplex<f32>>
  %c57 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i57 = arith.constant 57 : index
  memref.store %c57, %m[%i57] : memref<120xcomplex<f32>>
  %c58 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i58 = arith.constant 58 : index
  memref.store %c58, %m[%i58] : memref<120xcomplex<f32>>
  %c59 = complex.constant [1.0e-38 : f32, -1.0e-38 : f32] : complex<f32>
  %i59 = arith.constant 59 : index
  memref.store %c59, %m[%i59] : memref<120xcomplex<f32>>
  %c60 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i60 = arith.constant 60 : index
  memref.store %c60, %m[%i60] : memref<120xcomplex<f32>>
  %c61 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i61 = arith.constant 61 : index
  memref.store %c61, %m[%i61] : memref<120xcomplex<f32>>
  %c62 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i62 = arith.constant 62 : index
  memref.store %c62, %m[%i62] : memref<120xcomplex<f32>>
  %c63 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i63 = arith.constant 63 : index
  memref.store %c63, %m[%i63] : memref<120xcomplex<f32>>
  %c64 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i64 = arith.constant 64 : index
  memref.store %c64, %m[%i64] : memref<120xcomplex<f32>>
  %c65 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i65 = arith.constant 65 : index
  memref.store %c65, %m[%i65] : memref<120xcomplex<f32>>
  %c66 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i66 = arith.constant 66 : index
  memref.store %c66, %m[%i66] : memref<120xcomplex<f32>>
  %c67 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i67 = arith.constant 67 : index
  memref.store %c67, %m[%i67] : memref<120xcomplex<f32>>
  %c68 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i68 = arith.constant 68 : index
  memref.store %c68, %m[%i68] : memref<120xcomplex<f32>>
  %c69 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i69 = arith.constant 69 : index
  memref.store %c69, %m[%i69] : memref<120xcomplex<f32>>
  %c70 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i70 = arith.constant 70 : index
  memref.store %c70, %m[%i70] : memref<120xcomplex<f32>>
  %c71 = complex.constant [0x7F800000 : f32, 1.0 : f32] : complex<f32>
  %i71 = arith.constant 71 : index
  memref.store %c71, %m[%i71] : memref<120xcomplex<f32>>
  %c72 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i72 = arith.constant 72 : index
  memref.store %c72, %m[%i72] : memref<120xcomplex<f32>>
  %c73 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i73 = arith.constant 73 : index
  memref.store %c73, %m[%i73] : memref<120xcomplex<f32>>
  %c74 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i74 = arith.constant 74 : index
  memref.store %c74, %m[%i74] : memref<120xcomplex<f32>>
  %c75 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i75 = arith.constant 75 : index
  memref.store %c75, %m[%i75] : memref<120xcomplex<f32>>
  %c76 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i76 = arith.constant 76 : index
  memref.store %c76, %m[%i76] : memref<120xcomplex<f32>>
  %c77 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i77 = arith.constant 77 : index
  memref.store %c77, %m[%i77] : memref<120xcomplex<f32>>
  %c78 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i78 = arith.constant 78 : index
  memref.store %c78, %m[%i78] : memref<120xcomplex<f32>>
  %c79 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i79 = arith.constant 79 : index
  memref.store %c79, %m[%i79] : memref<120xcomplex<f32>>
  %c80 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i80 = arith.constant 80 : index
  memref.store %c80, %m[%i80] : memref<120xcomplex<f32>>
  %c81 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i81 = arith.constant 81 : index
  memref.store %c81, %m[%i81] : memref<120xcomplex<f32>>
  %c82 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i82 = arith.constant 82 : index
  memref.store %c82, %m[%i82] : memref<120xcomplex<f32>>
  %c83 = complex.constant [1.0 : f32, 0xFF800000 : f32] : complex<f32>
  %i83 = arith.constant 83 : index
  memref.store %c83, %m[%i83] : memref<120xcomplex<f32>>
  %c84 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i84 = arith.constant 84 : index
  memref.store %c84, %m[%i84] : memref<120xcomplex<f32>>
  %c85 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i85 = arith.constant 85 : index
  memref.store %c85, %m[%i85] : memref<120xcomplex<f32>>
  %c86 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i86 = arith.constant 86 : index
  memref.store %c86, %m[%i86] : memref<120xcomplex<f32>>
  %c87 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i87 = arith.constant 87 : index
  memref.store %c87, %m[%i87] : memref<120xcomplex<f32>>
  %c88 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i88 = arith.constant 88 : index
  memref.store %c88, %m[%i88] : memref<120xcomplex<f32>>
  %c89 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i89 = arith.constant 89 : index
  memref.store %c89, %m[%i89] : memref<120xcomplex<f32>>
  %c90 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i90 = arith.constant 90 : index
  memref.store %c90, %m[%i90] : memref<120xcomplex<f32>>
  %c91 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i91 = arith.constant 91 : index
  memref.store %c91, %m[%i91] : memref<120xcomplex<f32>>
  %c92 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i92 = arith.constant 92 : index
  memref.store %c92, %m[%i92] : memref<120xcomplex<f32>>
  %c93 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i93 = arith.constant 93 : index
  memref.store %c93, %m[%i93] : memref<120xcomplex<f32>>
  %c94 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i94 = arith.constant 94 : index
  memref.store %c94, %m[%i94] : memref<120xcomplex<f32>>
  %c95 = complex.constant [0x7FC00000 : f32, 1.0 : f32] : complex<f32>
  %i95 = arith.constant 95 : index
  memref.store %c95, %m[%i95] : memref<120xcomplex<f32>>
  %c96 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i96 = arith.constant 96 : index
  memref.store %c96, %m[%i96] : memref<120xcomplex<f32>>
  %c97 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i97 = arith.constant 97 : index
  memref.store %c97, %m[%i97] : memref<120xcomplex<f32>>
  %c98 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i98 = arith.constant 98 : index
  memref.store %c98, %m[%i98] : memref<120xcomplex<f32>>
  %c99 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i99 = arith.constant 99 : index
  memref.store %c99, %m[%i99] : memref<120xcomplex<f32>>
  %c100 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i100 = arith.constant 100 : index
  memref.store %c100, %m[%i100] : memref<120xcomplex<f32>>
  %c101 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i101 = arith.constant 101 : index
  memref.store %c101, %m[%i101] : memref<120xcomplex<f32>>
  %c102 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i102 = arith.constant 102 : index
  memref.store %c102, %m[%i102] : memref<120xcomplex<f32>>
  %c103 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i103 = arith.constant 103 : index
  memref.store %c103, %m[%i103] : memref<120xcomplex<f32>>
  %c104 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i104 = arith.constant 104 : index
  memref.store %c104, %m[%i104] : memref<120xcomplex<f32>>
  %c105 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i105 = arith.constant 105 : index
  memref.store %c105, %m[%i105] : memref<120xcomplex<f32>>
  %c106 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i106 = arith.constant 106 : index
  memref.store %c106, %m[%i106] : memref<120xcomplex<f32>>
  %c107 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %i107 = arith.constant 107 : index
  memref.store %c107, %m[%i107] : memref<120xcomplex<f32>>
  %c108 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i108 = arith.constant 108 : index
  memref.store %c108, %m[%i108] : memref<120xcomplex<f32>>
  %c109 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i109 = arith.constant 109 : index
  memref.store %c109, %m[%i109] : memref<120xcomplex<f32>>
  %c110 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i110 = arith.constant 110 : index
  memref.store %c110, %m[%i110] : memref<120xcomplex<f32>>
  %c111 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i111 = arith.constant 111 : index
  memref.store %c111, %m[%i111] : memref<120xcomplex<f32>>
  %c112 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i112 = arith.constant 112 : index
  memref.store %c112, %m[%i112] : memref<120xcomplex<f32>>
  %c113 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i113 = arith.constant 113 : index
  memref.store %c113, %m[%i113] : memref<120xcomplex<f32>>
  %c114 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i114 = arith.constant 114 : index
  memref.store %c114, %m[%i114] : memref<120xcomplex<f32>>
  %c115 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i115 = arith.constant 115 : index
  memref.store %c115, %m[%i115] : memref<120xcomplex<f32>>
  %c116 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i116 = arith.constant 116 : index
  memref.store %c116, %m[%i116] : memref<120xcomplex<f32>>
  %c117 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i117 = arith.constant 117 : index
  memref.store %c117, %m[%i117] : memref<120xcomplex<f32>>
  %c118 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i118 = arith.constant 118 : index
  memref.store %c118, %m[%i118] : memref<120xcomplex<f32>>
  %c119 = complex.constant [-0.0 : f32, -1.0 : f32] : complex<f32>
  %i119 = arith.constant 119 : index
  memref.store %c119, %m[%i119] : memref<120xcomplex<f32>>
  return
}

func.func @rhs(%m: memref<120xcomplex<f32>>) {
  %c0 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i0 = arith.constant 0 : index
  memref.store %c0, %m[%i0] : memref<120xcomplex<f32>>
  %c1 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i1 = arith.constant 1 : index
  memref.store %c1, %m[%i1] : memref<120xcomplex<f32>>
  %c2 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i2 = arith.constant 2 : index
  memref.store %c2, %m[%i2] : memref<120xcomplex<f32>>
  %c3 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i3 = arith.constant 3 : index
  memref.store %c3, %m[%i3] : memref<120xcomplex<f32>>
  %c4 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i4 = arith.constant 4 : index
  memref.store %c4, %m[%i4] : memref<120xcomplex<f32>>
  %c5 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i5 = arith.constant 5 : index
  memref.store %c5, %m[%i5] : memref<120xcomplex<f32>>
  %c6 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i6 = arith.constant 6 : index
  memref.store %c6, %m[%i6] : memref<120xcomplex<f32>>
  %c7 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i7 = arith.constant 7 : index
  memref.store %c7, %m[%i7] : memref<120xcomplex<f32>>
  %c8 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i8 = arith.constant 8 : index
  memref.store %c8, %m[%i8] : memref<120xcomplex<f32>>
  %c9 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i9 = arith.constant 9 : index
  memref.store %c9, %m[%i9] : memref<120xcomplex<f32>>
  %c10 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i10 = arith.constant 10 : index
  memref.store %c10, %m[%i10] : memref<120xcomplex<f32>>
  %c11 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i11 = arith.constant 11 : index
  memref.store %c11, %m[%i11] : memref<120xcomplex<f32>>
  %c12 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i12 = arith.constant 12 : index
  memref.store %c12, %m[%i12] : memref<120xcomplex<f32>>
  %c13 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i13 = arith.constant 13 : index
  memref.store %c13, %m[%i13] : memref<120xcomplex<f32>>
  %c14 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i14 = arith.constant 14 : index
  memref.store %c14, %m[%i14] : memref<120xcomplex<f32>>
  %c15 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i15 = arith.constant 15 : index
  memref.store %c15, %m[%i15] : memref<120xcomplex<f32>>
  %c16 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i16 = arith.constant 16 : index
  memref.store %c16, %m[%i16] : memref<120xcomplex<f32>>
  %c17 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i17 = arith.constant 17 : index
  memref.store %c17, %m[%i17] : memref<120xcomplex<f32>>
  %c18 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i18 = arith.constant 18 : index
  memref.store %c18, %m[%i18] : memref<120xcomplex<f32>>
  %c19 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i19 = arith.constant 19 : index
  memref.store %c19, %m[%i19] : memref<120xcomplex<f32>>
  %c20 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i20 = arith.constant 20 : index
  memref.store %c20, %m[%i20] : memref<120xcomplex<f32>>
  %c21 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i21 = arith.constant 21 : index
  memref.store %c21, %m[%i21] : memref<120xcomplex<f32>>
  %c22 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i22 = arith.constant 22 : index
  memref.store %c22, %m[%i22] : memref<120xcomplex<f32>>
  %c23 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i23 = arith.constant 23 : index
  memref.store %c23, %m[%i23] : memref<120xcomplex<f32>>
  %c24 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i24 = arith.constant 24 : index
  memref.store %c24, %m[%i24] : memref<120xcomplex<f32>>
  %c25 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i25 = arith.constant 25 : index
  memref.store %c25, %m[%i25] : memref<120xcomplex<f32>>
  %c26 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i26 = arith.constant 26 : index
  memref.store %c26, %m[%i26] : memref<120xcomplex<f32>>
  %c27 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i27 = arith.constant 27 : index
  memref.store %c27, %m[%i27] : memref<120xcomplex<f32>>
  %c28 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i28 = arith.constant 28 : index
  memref.store %c28, %m[%i28] : memref<120xcomplex<f32>>
  %c29 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i29 = arith.constant 29 : index
  memref.store %c29, %m[%i29] : memref<120xcomplex<f32>>
  %c30 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i30 = arith.constant 30 : index
  memref.store %c30, %m[%i30] : memref<120xcomplex<f32>>
  %c31 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i31 = arith.constant 31 : index
  memref.store %c31, %m[%i31] : memref<120xcomplex<f32>>
  %c32 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i32 = arith.constant 32 : index
  memref.store %c32, %m[%i32] : memref<120xcomplex<f32>>
  %c33 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i33 = arith.constant 33 : index
  memref.store %c33, %m[%i33] : memref<120xcomplex<f32>>
  %c34 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i34 = arith.constant 34 : index
  memref.store %c34, %m[%i34] : memref<120xcomplex<f32>>
  %c35 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i35 = arith.constant 35 : index
  memref.store %c35, %m[%i35] : memref<120xcomplex<f32>>
  %c36 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i36 = arith.constant 36 : index
  memref.store %c36, %m[%i36] : memref<120xcomplex<f32>>
  %c37 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i37 = arith.constant 37 : index
  memref.store %c37, %m[%i37] : memref<120xcomplex<f32>>
  %c38 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i38 = arith.constant 38 : index
  memref.store %c38, %m[%i38] : memref<120xcomplex<f32>>
  %c39 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i39 = arith.constant 39 : index
  memref.store %c39, %m[%i39] : memref<120xcomplex<f32>>
  %c40 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i40 = arith.constant 40 : index
  memref.store %c40, %m[%i40] : memref<120xcomplex<f32>>
  %c41 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i41 = arith.constant 41 : index
  memref.store %c41, %m[%i41] : memref<120xcomplex<f32>>
  %c42 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i42 = arith.constant 42 : index
  memref.store %c42, %m[%i42] : memref<120xcomplex<f32>>
  %c43 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i43 = arith.constant 43 : index
  memref.store %c43, %m[%i43] : memref<120xcomplex<f32>>
  %c44 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i44 = arith.constant 44 : index
  memref.store %c44, %m[%i44] : memref<120xcomplex<f32>>
  %c45 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i45 = arith.constant 45 : index
  memref.store %c45, %m[%i45] : memref<120xcomplex<f32>>
  %c46 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i46 = arith.constant 46 : index
  memref.store %c46, %m[%i46] : memref<120xcomplex<f32>>
  %c47 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i47 = arith.constant 47 : index
  memref.store %c47, %m[%i47] : memref<120xcomplex<f32>>
  %c48 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i48 = arith.constant 48 : index
  memref.store %c48, %m[%i48] : memref<120xcomplex<f32>>
  %c49 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i49 = arith.constant 49 : index
  memref.store %c49, %m[%i49] : memref<120xcomplex<f32>>
  %c50 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i50 = arith.constant 50 : index
  memref.store %c50, %m[%i50] : memref<120xcomplex<f32>>
  %c51 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i51 = arith.constant 51 : index
  memref.store %c51, %m[%i51] : memref<120xcomplex<f32>>
  %c52 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i52 = arith.constant 52 : index
  memref.store %c52, %m[%i52] : memref<120xcomplex<f32>>
  %c53 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i53 = arith.constant 53 : index
  memref.store %c53, %m[%i53] : memref<120xcomplex<f32>>
  %c54 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i54 = arith.constant 54 : index
  memref.store %c54, %m[%i54] : memref<120xcomplex<f32>>
  %c55 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i55 = arith.constant 55 : index
  memref.store %c55, %m[%i55] : memref<120xcomplex<f32>>
  %c56 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i56 = arith.constant 56 : index
  memref.store %c56, %m[%i56] : memref<120xcomplex<f32>>
  %c57 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i57 = arith.constant 57 : index
  memref.store %c57, %m[%i57] : memref<120xcomplex<f32>>
  %c58 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i58 = arith.constant 58 : index
  memref.store %c58, %m[%i58] : memref<120xcomplex<f32>>
  %c59 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i59 = arith.constant 59 : index
  memref.store %c59, %m[%i59] : memref<120xcomplex<f32>>
  %c60 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i60 = arith.constant 60 : index
  memref.store %c60, %m[%i60] : memref<120xcomplex<f32>>
  %c61 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i61 = arith.constant 61 : index
  memref.store %c61, %m[%i61] : memref<120xcomplex<f32>>
  %c62 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i62 = arith.constant 62 : index
  memref.store %c62, %m[%i62] : memref<120xcomplex<f32>>
  %c63 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i63 = arith.constant 63 : index
  memref.store %c63, %m[%i63] : memref<120xcomplex<f32>>
  %c64 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i64 = arith.constant 64 : index
  memref.store %c64, %m[%i64] : memref<120xcomplex<f32>>
  %c65 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i65 = arith.constant 65 : index
  memref.store %c65, %m[%i65] : memref<120xcomplex<f32>>
  %c66 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i66 = arith.constant 66 : index
  memref.store %c66, %m[%i66] : memref<120xcomplex<f32>>
  %c67 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i67 = arith.constant 67 : index
  memref.store %c67, %m[%i67] : memref<120xcomplex<f32>>
  %c68 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i68 = arith.constant 68 : index
  memref.store %c68, %m[%i68] : memref<120xcomplex<f32>>
  %c69 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i69 = arith.constant 69 : index
  memref.store %c69, %m[%i69] : memref<120xcomplex<f32>>
  %c70 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i70 = arith.constant 70 : index
  memref.store %c70, %m[%i70] : memref<120xcomplex<f32>>
  %c71 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i71 = arith.constant 71 : index
  memref.store %c71, %m[%i71] : memref<120xcomplex<f32>>
  %c72 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i72 = arith.constant 72 : index
  memref.store %c72, %m[%i72] : memref<120xcomplex<f32>>
  %c73 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i73 = arith.constant 73 : index
  memref.store %c73, %m[%i73] : memref<120xcomplex<f32>>
  %c74 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i74 = arith.constant 74 : index
  memref.store %c74, %m[%i74] : memref<120xcomplex<f32>>
  %c75 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i75 = arith.constant 75 : index
  memref.store %c75, %m[%i75] : memref<120xcomplex<f32>>
  %c76 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i76 = arith.constant 76 : index
  memref.store %c76, %m[%i76] : memref<120xcomplex<f32>>
  %c77 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i77 = arith.constant 77 : index
  memref.store %c77, %m[%i77] : memref<120xcomplex<f32>>
  %c78 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i78 = arith.constant 78 : index
  memref.store %c78, %m[%i78] : memref<120xcomplex<f32>>
  %c79 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i79 = arith.constant 79 : index
  memref.store %c79, %m[%i79] : memref<120xcomplex<f32>>
  %c80 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i80 = arith.constant 80 : index
  memref.store %c80, %m[%i80] : memref<120xcomplex<f32>>
  %c81 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i81 = arith.constant 81 : index
  memref.store %c81, %m[%i81] : memref<120xcomplex<f32>>
  %c82 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i82 = arith.constant 82 : index
  memref.store %c82, %m[%i82] : memref<120xcomplex<f32>>
  %c83 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i83 = arith.constant 83 : index
  memref.store %c83, %m[%i83] : memref<120xcomplex<f32>>
  %c84 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i84 = arith.constant 84 : index
  memref.store %c84, %m[%i84] : memref<120xcomplex<f32>>
  %c85 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i85 = arith.constant 85 : index
  memref.store %c85, %m[%i85] : memref<120xcomplex<f32>>
  %c86 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i86 = arith.constant 86 : index
  memref.store %c86, %m[%i86] : memref<120xcomplex<f32>>
  %c87 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i87 = arith.constant 87 : index
  memref.store %c87, %m[%i87] : memref<120xcomplex<f32>>
  %c88 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i88 = arith.constant 88 : index
  memref.store %c88, %m[%i88] : memref<120xcomplex<f32>>
  %c89 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i89 = arith.constant 89 : index
  memref.store %c89, %m[%i89] : memref<120xcomplex<f32>>
  %c90 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i90 = arith.constant 90 : index
  memref.store %c90, %m[%i90] : memref<120xcomplex<f32>>
  %c91 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i91 = arith.constant 91 : index
  memref.store %c91, %m[%i91] : memref<120xcomplex<f32>>
  %c92 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i92 = arith.constant 92 : index
  memref.store %c92, %m[%i92] : memref<120xcomplex<f32>>
  %c93 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i93 = arith.constant 93 : index
  memref.store %c93, %m[%i93] : memref<120xcomplex<f32>>
  %c94 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i94 = arith.constant 94 : index
  memref.store %c94, %m[%i94] : memref<120xcomplex<f32>>
  %c95 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i95 = arith.constant 95 : index
  memref.store %c95, %m[%i95] : memref<120xcomplex<f32>>
  %c96 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i96 = arith.constant 96 : index
  memref.store %c96, %m[%i96] : memref<120xcomplex<f32>>
  %c97 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i97 = arith.constant 97 : index
  memref.store %c97, %m[%i97] : memref<120xcomplex<f32>>
  %c98 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i98 = arith.constant 98 : index
  memref.store %c98, %m[%i98] : memref<120xcomplex<f32>>
  %c99 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i99 = arith.constant 99 : index
  memref.store %c99, %m[%i99] : memref<120xcomplex<f32>>
  %c100 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i100 = arith.constant 100 : index
  memref.store %c100, %m[%i100] : memref<120xcomplex<f32>>
  %c101 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i101 = arith.constant 101 : index
  memref.store %c101, %m[%i101] : memref<120xcomplex<f32>>
  %c102 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i102 = arith.constant 102 : index
  memref.store %c102, %m[%i102] : memref<120xcomplex<f32>>
  %c103 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i103 = arith.constant 103 : index
  memref.store %c103, %m[%i103] : memref<120xcomplex<f32>>
  %c104 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i104 = arith.constant 104 : index
  memref.store %c104, %m[%i104] : memref<120xcomplex<f32>>
  %c105 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i105 = arith.constant 105 : index
  memref.store %c105, %m[%i105] : memref<120xcomplex<f32>>
  %c106 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i106 = arith.constant 106 : index
  memref.store %c106, %m[%i106] : memref<120xcomplex<f32>>
  %c107 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i107 = arith.constant 107 : index
  memref.store %c107, %m[%i107] : memref<120xcomplex<f32>>
  %c108 = complex.constant [3.0 : f32, -4.0 : f32] : complex<f32>
  %i108 = arith.constant 108 : index
  memref.store %c108, %m[%i108] : memref<120xcomplex<f32>>
  %c109 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %i109 = arith.constant 109 : index
  memref.store %c109, %m[%i109] : memref<120xcomplex<f32>>
  %c110 = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %i110 = arith.constant 110 : index
  memref.store %c110, %m[%i110] : memref<120xcomplex<f32>>
  %c111 = complex.constant [3.0e+38 : f32, -3.0e+38 : f32] : complex<f32>
  %i111 = arith.constant 111 : index
  memref.store %c111, %m[%i111] : memref<120xcomplex<f32>>
  %c112 = complex.constant [1.0e-38 : f32, 1.0e-38 : f32] : complex<f32>
  %i112 = arith.constant 112 : index
  memref.store %c112, %m[%i112] : memref<120xcomplex<f32>>
  %c113 = complex.constant [3.0e+38 : f32, 1.0e-38 : f32] : complex<f32>
  %i113 = arith.constant 113 : index
  memref.store %c113, %m[%i113] : memref<120xcomplex<f32>>
  %c114 = complex.constant [0x7F800000 : f32, 2.0 : f32] : complex<f32>
  %i114 = arith.constant 114 : index
  memref.store %c114, %m[%i114] : memref<120xcomplex<f32>>
  %c115 = complex.constant [1.0 : f32, 0x7F800000 : f32] : complex<f32>
  %i115 = arith.constant 115 : index
  memref.store %c115, %m[%i115] : memref<120xcomplex<f32>>
  %c116 = complex.constant [0x7FC00000 : f32, 0.0 : f32] : complex<f32>
  %i116 = arith.constant 116 : index
  memref.store %c116, %m[%i116] : memref<120xcomplex<f32>>
  %c117 = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %i117 = arith.constant 117 : index
  memref.store %c117, %m[%i117] : memref<120xcomplex<f32>>
  %c118 = complex.constant [0.0 : f32, -2.0 : f32] : complex<f32>
  %i118 = arith.constant 118 : index
  memref.store %c118, %m[%i118] : memref<120xcomplex<f32>>
  %c119 = complex.constant [0x7F800000 : f32, 0x7F800000 : f32] : complex<f32>
  %i119 = arith.constant 119 : index
  memref.store %c119, %m[%i119] : memref<120xcomplex<f32>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %in = memref.alloc() : memref<10xcomplex<f32>>
  call @inputs(%in) : (memref<10xcomplex<f32>>) -> ()
  %lhs = memref.alloc() : memref<120xcomplex<f32>>
  call @lhs(%lhs) : (memref<120xcomplex<f32>>) -> ()
  %rhs = memref.alloc() : memref<120xcomplex<f32>>
  call @rhs(%rhs) : (memref<120xcomplex<f32>>) -> ()
  // div
  %n_div = arith.constant 120 : index
  %o_div = memref.alloc() : memref<120xcomplex<f32>>
  scf.for %i = %c0 to %n_div step %c1 {
    %a = memref.load %lhs[%i] : memref<120xcomplex<f32>>
    %b = memref.load %rhs[%i] : memref<120xcomplex<f32>>
    %r = complex.div %a, %b : complex<f32>
    %rr = complex.re %r : complex<f32>
    %ri = complex.im %r : complex<f32>
    %rrn = arith.cmpf uno, %rr, %rr : f32
    %rra = math.absf %rr : f32
    %rrc = arith.select %rrn, %rra, %rr : f32
    %rin = arith.cmpf uno, %ri, %ri : f32
    %ria = math.absf %ri : f32
    %ric = arith.select %rin, %ria, %ri : f32
    %rc = complex.create %rrc, %ric : complex<f32>
    memref.store %rc, %o_div[%i] : memref<120xcomplex<f32>>
  }
  %u_div = memref.cast %o_div : memref<120xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u_div) : (memref<*xcomplex<f32>>) -> ()

  return
}
