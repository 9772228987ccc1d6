// tensor.concat: static and dynamic sizes, single input, attributes.

func.func @concat(%a: tensor<3x6xf32>, %b: tensor<1x6xf32>, %c: tensor<3x?xf32>, %d: tensor<?x?xf32>) {
  %0 = tensor.concat dim(0) %a, %a, %b : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  %1 = tensor.concat dim(1) %c, %a, %c : (tensor<3x?xf32>, tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  %2 = tensor.concat dim(1) %c, %a : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x10xf32>
  %3 = tensor.concat dim(0) %d {tag} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %4 = tensor.concat dim(0) %d, %a : (tensor<?x?xf32>, tensor<3x6xf32>) -> tensor<?x6xf32>
  return
}
