// A loop over row tiles computing each tile of its iter_arg in place (extract_slice,
// linalg.generic, insert_slice into the same tile).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x3xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<8x3xf32>) -> tensor<8x3xf32>
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %t) -> (tensor<8x3xf32>) {
    %s = tensor.extract_slice %acc[%i, 0] [2, 3] [1, 1] : tensor<8x3xf32> to tensor<2x3xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%s : tensor<2x3xf32>) {
    ^bb0(%o: f32):
      %x = linalg.index 0 : index
      %y = linalg.index 1 : index
      %xy = arith.addi %x, %y : index
      %ii = arith.addi %xy, %i : index
      %k = arith.index_cast %ii : index to i32
      %f = arith.sitofp %k : i32 to f32
      %v = arith.addf %f, %o : f32
      linalg.yield %v : f32
    } -> tensor<2x3xf32>
    %n = tensor.insert_slice %g into %acc[%i, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x3xf32>
    scf.yield %n : tensor<8x3xf32>
  }
  %u_r = tensor.cast %r : tensor<8x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u_r) : (tensor<*xf32>) -> ()
  return
}
