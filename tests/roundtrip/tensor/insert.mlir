// tensor.insert: scalar into a ranked tensor, rank-0, encodings, attributes.

func.func @insert(%t: tensor<4x?xf32>, %s: tensor<i1>, %c: tensor<2xcomplex<f64>, "enc">, %f: f32, %b: i1, %z: complex<f64>, %i: index, %j: index) -> tensor<4x?xf32> {
  %0 = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.insert %b into %s[] : tensor<i1>
  %2 = tensor.insert %z into %c[%i] {tag} : tensor<2xcomplex<f64>, "enc">
  %3 = tensor.insert %f into %0[%j, %i] : tensor<4x?xf32>
  return %3 : tensor<4x?xf32>
}
