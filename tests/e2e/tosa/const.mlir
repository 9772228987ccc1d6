// tosa.const (dense, splat) becomes arith.constant (tosa-to-arith); the TOSA conversions
// run first in mlirc's pipeline and in the reference's.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[1.0, -2.0, 3.5], [4.0, 0.25, -6.0]]> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
  %b = "tosa.const"() <{values = dense<7.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %u1 = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %b : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
