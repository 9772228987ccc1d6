// tensor.bitcast: element types of equal width, signedness changes, unranked and dynamic shapes.

func.func @bitcast(%a: tensor<4xui32>, %b: tensor<?x2xf32>, %c: tensor<*xi16>) -> tensor<4xi32> {
  %0 = tensor.bitcast %a : tensor<4xui32> to tensor<4xi32>
  %1 = tensor.bitcast %b : tensor<?x2xf32> to tensor<?x2xi32>
  %2 = tensor.bitcast %c : tensor<*xi16> to tensor<*xf16>
  %3 = tensor.bitcast %c {tag} : tensor<*xi16> to tensor<8xbf16>
  %4 = tensor.bitcast %b : tensor<?x2xf32> to tensor<3x?xsi32>
  return %0 : tensor<4xi32>
}
