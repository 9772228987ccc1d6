// tensor.dim (attribute dictionary before the operands) and tensor.rank, on ranked,
// unranked and encoded tensors.

func.func @dim_rank(%a: tensor<4x?xf32>, %u: tensor<*xi8>, %e: tensor<?xf32, "enc">, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %a, %c0 : tensor<4x?xf32>
  %1 = tensor.dim %u, %i : tensor<*xi8>
  %2 = tensor.dim {tag} %e, %c0 : tensor<?xf32, "enc">
  %3 = tensor.rank %u : tensor<*xi8>
  %4 = tensor.rank %a {note = "r"} : tensor<4x?xf32>
  %5 = tensor.rank %e : tensor<?xf32, "enc">
  return %0, %3 : index, index
}
