// tosa.resize of f32, NEAREST_NEIGHBOR and BILINEAR: upscaling with a negative offset and a
// border (indices clamped to the input), downscaling, fractions at exactly 0.5.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = "tosa.const"() <{values = dense<[[[[1.0], [2.5], [-4.0]], [[8.0], [0.125], [3.0]]]]> : tensor<1x2x3x1xf32>}> : () -> tensor<1x2x3x1xf32>
  %sc = tosa.const_shape {values = dense<[4, 2, 6, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %of = tosa.const_shape {values = dense<[-1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %bo = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %a = tosa.resize %x, %sc, %of, %bo {mode = NEAREST_NEIGHBOR} : (tensor<1x2x3x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x7x1xf32>
  %ua = tensor.cast %a : tensor<1x4x7x1xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %b = tosa.resize %x, %sc, %of, %bo {mode = BILINEAR} : (tensor<1x2x3x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x7x1xf32>
  %ub = tensor.cast %b : tensor<1x4x7x1xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}
