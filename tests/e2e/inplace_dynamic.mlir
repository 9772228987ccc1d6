// A chain on a dynamically sized tensor (tensor.empty(%n)).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @ramp(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%g : tensor<?xf32>) {
  ^bb0(%o: f32):
    %d = arith.mulf %o, %o : f32
    linalg.yield %d : f32
  } -> tensor<?xf32>
  return %h : tensor<?xf32>
}
func.func @main() {
  %c7 = arith.constant 7 : index
  %r = call @ramp(%c7) : (index) -> tensor<?xf32>
  %u_r = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u_r) : (tensor<*xf32>) -> ()
  return
}
