// tensor.empty (static and dynamic), tensor.dim, tensor.rank, on a ranked and an unranked
// tensor, printed as scalars.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: index) {
  %i = arith.index_cast %x : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty(%c5, %c7) : tensor<?x3x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x3x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x3x?xf32>
  %d2 = tensor.dim %e, %c2 : tensor<?x3x?xf32>
  %r = tensor.rank %e : tensor<?x3x?xf32>
  call @show(%d0) : (index) -> ()
  call @show(%d1) : (index) -> ()
  call @show(%d2) : (index) -> ()
  call @show(%r) : (index) -> ()
  %u = tensor.cast %e : tensor<?x3x?xf32> to tensor<*xf32>
  %ru = tensor.rank %u : tensor<*xf32>
  %du = tensor.dim %u, %c2 : tensor<*xf32>
  call @show(%ru) : (index) -> ()
  call @show(%du) : (index) -> ()
  return
}
