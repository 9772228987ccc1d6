// tensor.reshape: static, dynamic and unranked sources/results; index and integer shapes.

func.func @reshape(%a: tensor<2x3xf32>, %u: tensor<*xf32>, %s2: tensor<2xindex>, %s1: tensor<1xi32>, %sd: tensor<?xi64>) {
  %0 = tensor.reshape %a(%s2) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  %1 = tensor.reshape %a(%s1) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  %2 = tensor.reshape %u(%sd) : (tensor<*xf32>, tensor<?xi64>) -> tensor<*xf32>
  %3 = tensor.reshape %u(%s2) {tag} : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %4 = tensor.reshape %a(%sd) : (tensor<2x3xf32>, tensor<?xi64>) -> tensor<*xf32>
  return
}
