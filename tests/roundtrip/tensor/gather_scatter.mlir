// tensor.gather and tensor.scatter: full and rank-reduced shapes, unique, integer and index
// indices, dynamic sizes, encodings, attributes.

func.func @gather_scatter(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>, %j: tensor<?x1xi32>, %v: tensor<1x2x1x1x1xf32>, %w: tensor<?x5x6xf32>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %1 = tensor.gather %s[%i] gather_dims([0, 1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  %2 = tensor.gather %s[%j] gather_dims([0]) {tag} : (tensor<4x5x6xf32>, tensor<?x1xi32>) -> tensor<?x1x5x6xf32>
  %3 = tensor.gather %s[%j] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<?x1xi32>) -> tensor<?x5x6xf32>
  %4 = tensor.scatter %v into %s[%i] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  %5 = tensor.scatter %w into %s[%j] scatter_dims([0]) unique {tag} : (tensor<?x5x6xf32>, tensor<4x5x6xf32>, tensor<?x1xi32>) -> tensor<4x5x6xf32>
  return
}

func.func @encoded(%s: tensor<4x5xf32, "enc">, %i: tensor<3x1xindex>) -> tensor<3x5xf32, "enc"> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32, "enc">, tensor<3x1xindex>) -> tensor<3x5xf32, "enc">
  return %0 : tensor<3x5xf32, "enc">
}
