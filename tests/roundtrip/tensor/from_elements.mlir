// tensor.from_elements: 1-D, multi-dimensional, rank-0 and empty tensors, attributes.

func.func @from_elements(%a: f32, %b: f32, %i: index, %c: complex<f32>) {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.from_elements %a, %b, %b, %a, %a, %b : tensor<2x3xf32>
  %2 = tensor.from_elements %i : tensor<index>
  %3 = tensor.from_elements %i : tensor<1x1xindex>
  %4 = tensor.from_elements : tensor<0xi32>
  %5 = tensor.from_elements %c {tag} : tensor<1xcomplex<f32>>
  %6 = tensor.from_elements %a, %b : tensor<2xf32, "enc">
  return
}
