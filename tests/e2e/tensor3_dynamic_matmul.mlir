// A matmul on dynamically sized tensors built by linalg.generic with linalg.index, into a
// filled tensor.empty(%m, %n); the sizes come from tensor.dim.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @ramp(%r: index, %c: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%r, %c) : tensor<?x?xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %a = call @ramp(%c3, %c4) : (index, index) -> tensor<?x?xf32>
  %b = call @ramp(%c4, %c2) : (index, index) -> tensor<?x?xf32>
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %r : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
