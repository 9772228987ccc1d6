// linalg.map (binary, into a new tensor), linalg.fill over a
// slice, linalg.copy between slices of one tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %b = arith.constant dense<[6.0, 5.0, 4.0, 3.0, 2.0, 1.0]> : tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %m = linalg.map ins(%a, %b : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %p = arith.mulf %x, %y : f32
      %q = arith.subf %p, %x : f32
      linalg.yield %q : f32
    }
  %s = tensor.extract_slice %m[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %nine = arith.constant 9.0 : f32
  %fs = linalg.fill ins(%nine : f32) outs(%s : tensor<3xf32>) -> tensor<3xf32>
  %m2 = tensor.insert_slice %fs into %m[1] [3] [1] : tensor<3xf32> into tensor<6xf32>
  %src = tensor.extract_slice %m2[0] [2] [1] : tensor<6xf32> to tensor<2xf32>
  %dst = tensor.extract_slice %m2[4] [2] [1] : tensor<6xf32> to tensor<2xf32>
  %cp = linalg.copy ins(%src : tensor<2xf32>) outs(%dst : tensor<2xf32>) -> tensor<2xf32>
  %m3 = tensor.insert_slice %cp into %m2[4] [2] [1] : tensor<2xf32> into tensor<6xf32>
  %u = tensor.cast %m3 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
