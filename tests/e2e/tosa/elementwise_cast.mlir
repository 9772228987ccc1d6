// tosa.cast: float to integer rounds to nearest even and saturates (clamped in the float
// domain for i8/i16, compared with 2^31 / 2^63 for i32/i64, infinities for f16 to i32);
// float to i1 is `!= 0`; i1 to float/int is unsigned; f16/bf16 extend and truncate;
// integers extend signed and truncate.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @pi(%t: tensor<8xi32>) {
  %u = tensor.cast %t : tensor<8xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @pf(%t: tensor<8xf32>) {
  %u = tensor.cast %t : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = "tosa.const"() <{values = dense<[2.5, -2.5, 3.5, 1.0e10, -1.0e10, 127.5, -128.6, 0x7F800000]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %y = "tosa.const"() <{values = dense<[0.0, -0.0, 0.4999, 65504.0, -70000.0, 2147483520.0, -2147483648.0, 0xFF800000]> : tensor<8xf32>}> : () -> tensor<8xf32>
  %0 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi8>
  %w0 = tosa.cast %0 : (tensor<8xi8>) -> tensor<8xi32>
  call @pi(%w0) : (tensor<8xi32>) -> ()
  %1 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi16>
  %w1 = tosa.cast %1 : (tensor<8xi16>) -> tensor<8xi32>
  call @pi(%w1) : (tensor<8xi32>) -> ()
  %2 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi32>
  call @pi(%2) : (tensor<8xi32>) -> ()
  %3 = tosa.cast %y : (tensor<8xf32>) -> tensor<8xi32>
  call @pi(%3) : (tensor<8xi32>) -> ()
  %4 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xi64>
  %u4 = tensor.cast %4 : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%u4) : (tensor<*xi64>) -> ()
  %5 = tosa.cast %y : (tensor<8xf32>) -> tensor<8xi1>
  %w5 = tosa.cast %5 : (tensor<8xi1>) -> tensor<8xi32>
  call @pi(%w5) : (tensor<8xi32>) -> ()
  %6 = tosa.cast %5 : (tensor<8xi1>) -> tensor<8xf32>
  call @pf(%6) : (tensor<8xf32>) -> ()
  // f16: 65504 is its largest; -70000 and 1e10 become infinities, which saturate to i32.
  %7 = tosa.cast %y : (tensor<8xf32>) -> tensor<8xf16>
  %8 = tosa.cast %7 : (tensor<8xf16>) -> tensor<8xf32>
  call @pf(%8) : (tensor<8xf32>) -> ()
  %9 = tosa.cast %7 : (tensor<8xf16>) -> tensor<8xi32>
  call @pi(%9) : (tensor<8xi32>) -> ()
  %h = tosa.cast %x : (tensor<8xf32>) -> tensor<8xf16>
  %10 = tosa.cast %h : (tensor<8xf16>) -> tensor<8xi32>
  call @pi(%10) : (tensor<8xi32>) -> ()
  %11 = tosa.cast %h : (tensor<8xf16>) -> tensor<8xi16>
  %w11 = tosa.cast %11 : (tensor<8xi16>) -> tensor<8xi32>
  call @pi(%w11) : (tensor<8xi32>) -> ()
  %12 = tosa.cast %x : (tensor<8xf32>) -> tensor<8xbf16>
  %13 = tosa.cast %12 : (tensor<8xbf16>) -> tensor<8xf32>
  call @pf(%13) : (tensor<8xf32>) -> ()
  %14 = tosa.cast %12 : (tensor<8xbf16>) -> tensor<8xi32>
  call @pi(%14) : (tensor<8xi32>) -> ()
  %15 = tosa.cast %12 : (tensor<8xbf16>) -> tensor<8xi8>
  %w15 = tosa.cast %15 : (tensor<8xi8>) -> tensor<8xi32>
  call @pi(%w15) : (tensor<8xi32>) -> ()
  %i = "tosa.const"() <{values = dense<[0, 1, -1, 255, 256, -129, 2147483647, -2147483648]> : tensor<8xi32>}> : () -> tensor<8xi32>
  %16 = tosa.cast %i : (tensor<8xi32>) -> tensor<8xf32>
  call @pf(%16) : (tensor<8xf32>) -> ()
  %17 = tosa.cast %i : (tensor<8xi32>) -> tensor<8xi8>
  %w17 = tosa.cast %17 : (tensor<8xi8>) -> tensor<8xi32>
  call @pi(%w17) : (tensor<8xi32>) -> ()
  %18 = tosa.cast %i : (tensor<8xi32>) -> tensor<8xi1>
  %w18 = tosa.cast %18 : (tensor<8xi1>) -> tensor<8xi32>
  call @pi(%w18) : (tensor<8xi32>) -> ()
  %19 = tosa.cast %i : (tensor<8xi32>) -> tensor<8xi64>
  %u19 = tensor.cast %19 : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%u19) : (tensor<*xi64>) -> ()
  %20 = tosa.cast %i : (tensor<8xi32>) -> tensor<8xf16>
  %21 = tosa.cast %20 : (tensor<8xf16>) -> tensor<8xf32>
  call @pf(%21) : (tensor<8xf32>) -> ()
  %22 = tosa.cast %i : (tensor<8xi32>) -> tensor<8xi32>
  call @pi(%22) : (tensor<8xi32>) -> ()
  return
}
