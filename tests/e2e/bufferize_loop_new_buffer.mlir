// A loop whose tensor iter_arg receives a new tensor in each iteration (computed into a
// tensor.empty): the loop passes the new buffer on, and the init stays unchanged. Upstream
// refuses it ("Yield operand #0 is not equivalent to the corresponding iter bbArg"); the
// expected output is derived by hand: three doublings of [1, 2, 3, 4] give [8, 16, 24, 32].
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [8,  16,  24,  32]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [1,  2,  3,  4]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %x : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %ut = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ut) : (tensor<*xf32>) -> ()
  return
}
