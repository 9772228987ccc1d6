// A broadcast of a row into a new matrix, then an elementwise add into that matrix.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %row = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %m = arith.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%row : tensor<3xf32>) outs(%e : tensor<2x3xf32>) dimensions = [0]
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<2x3xf32>) outs(%b : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %d = arith.addf %x, %o : f32
    linalg.yield %d : f32
  } -> tensor<2x3xf32>
  %u_s = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u_s) : (tensor<*xf32>) -> ()
  return
}
