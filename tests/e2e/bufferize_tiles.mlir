// Tiled tensor code as frontends emit it: a loop over row tiles that extracts a tile of the
// input, computes it into a tile of the output (extract_slice of the iter_arg, linalg.generic,
// insert_slice back), then a matmul into a filled init and a reduction over its rows.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %in = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0],
                              [13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]> : tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %r = scf.for %i = %c0 to %c6 step %c2 iter_args(%acc = %out) -> (tensor<6x4xf32>) {
    %a = tensor.extract_slice %in[%i, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
    %o = tensor.extract_slice %acc[%i, 0] [2, 4] [1, 1] : tensor<6x4xf32> to tensor<2x4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x4xf32>) outs(%o : tensor<2x4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %m = arith.mulf %x, %x : f32
      %s = arith.addf %m, %y : f32
      linalg.yield %s : f32
    } -> tensor<2x4xf32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<6x4xf32>
    scf.yield %ins : tensor<6x4xf32>
  }
  // r (6x4) times a 4x3 constant.
  %w = arith.constant dense<[[1.0, 0.0, 1.0], [0.0, 1.0, 1.0], [1.0, 1.0, 0.0], [2.0, 0.0, 0.0]]> : tensor<4x3xf32>
  %e2 = tensor.empty() : tensor<6x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %mm = linalg.matmul ins(%r, %w : tensor<6x4xf32>, tensor<4x3xf32>) outs(%f2 : tensor<6x3xf32>) -> tensor<6x3xf32>
  %e3 = tensor.empty() : tensor<6xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<6xf32>) -> tensor<6xf32>
  %red = linalg.reduce ins(%mm : tensor<6x3xf32>) outs(%f3 : tensor<6xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  // Printed after their last other use: upstream refuses an unranked cast of a tensor that
  // is read afterwards.
  %umm = tensor.cast %mm : tensor<6x3xf32> to tensor<*xf32>
  call @printMemrefF32(%umm) : (tensor<*xf32>) -> ()
  %ured = tensor.cast %red : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ured) : (tensor<*xf32>) -> ()
  %ur = tensor.cast %r : tensor<6x4xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  // The constant input is unchanged.
  %uin = tensor.cast %in : tensor<6x4xf32> to tensor<*xf32>
  call @printMemrefF32(%uin) : (tensor<*xf32>) -> ()
  return
}
