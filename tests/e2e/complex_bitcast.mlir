// complex.bitcast reinterprets the bytes of {re, im} (real part first, little endian), which
// upstream's pipeline does not lower (no pattern for complex.bitcast), so the output is
// derived by hand: (1.0, 2.0) : complex<f32> is 0x3F800000 | 0x40000000 << 32, and
// 0x4008000000000000 | 0xC014000000000000 << 64 read back as complex<f64> is (3, -5); the
// f64 of the same bytes has 0b01 as its top bits (those of 2.0f).
// EXPECTED-OUTPUT: 4611686019492741120
// EXPECTED-OUTPUT: 1
// EXPECTED-OUTPUT: 2
// EXPECTED-OUTPUT: 3
// EXPECTED-OUTPUT: -5
// EXPECTED-OUTPUT: 1
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<1xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  memref.store %k, %m[%c0] : memref<1xcomplex<f32>>
  %z = memref.load %m[%c0] : memref<1xcomplex<f32>>
  %bits = complex.bitcast %z : complex<f32> to i64
  call @printI64(%bits) : (i64) -> ()
  call @printNewline() : () -> ()
  %back = complex.bitcast %bits : i64 to complex<f32>
  %re = complex.re %back : complex<f32>
  %im = complex.im %back : complex<f32>
  call @printF32(%re) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%im) : (f32) -> ()
  call @printNewline() : () -> ()
  %lo = arith.constant 0x4008000000000000 : i128
  %hi = arith.constant 0xC014000000000000 : i128
  %s = arith.constant 64 : i128
  %hs = arith.shli %hi, %s : i128
  %w = arith.ori %hs, %lo : i128
  %d = complex.bitcast %w : i128 to complex<f64>
  %dre = complex.re %d : complex<f64>
  %dim = complex.im %d : complex<f64>
  call @printF64(%dre) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%dim) : (f64) -> ()
  call @printNewline() : () -> ()
  %f = complex.bitcast %z : complex<f32> to f64
  %fb = arith.bitcast %f : f64 to i64
  %sh = arith.constant 62 : i64
  %top = arith.shrui %fb, %sh : i64
  call @printI64(%top) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<1xcomplex<f32>>
  return
}
