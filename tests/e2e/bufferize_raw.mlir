// One-shot bufferization's in-place decisions on straight-line code: two updates of one
// tensor, reads of the old tensor after an update, slices written in place and inserted back
// (into the same slice and into another one), a constant updated and read again.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  // Two updates of %t: each sees the old %t.
  %a = tensor.insert %two into %t[%c0] : tensor<6xf32>
  %b = tensor.insert %three into %t[%c1] : tensor<6xf32>
  %old = tensor.extract %t[%c0] : tensor<6xf32>
  %c = tensor.insert %old into %b[%c2] : tensor<6xf32>
  %ad = tensor.cast %a : tensor<6xf32> to tensor<?xf32>
  %bd = tensor.cast %b : tensor<6xf32> to tensor<?xf32>
  %cd = tensor.cast %c : tensor<6xf32> to tensor<?xf32>
  %td = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  call @print(%ad) : (tensor<?xf32>) -> ()
  call @print(%bd) : (tensor<?xf32>) -> ()
  call @print(%cd) : (tensor<?xf32>) -> ()
  call @print(%td) : (tensor<?xf32>) -> ()
  // A slice filled in place and inserted back where it came from.
  %s = tensor.extract_slice %c[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %f = linalg.fill ins(%three : f32) outs(%s : tensor<3xf32>) -> tensor<3xf32>
  %d = tensor.insert_slice %f into %c[1] [3] [1] : tensor<3xf32> into tensor<6xf32>
  %dd = tensor.cast %d : tensor<6xf32> to tensor<?xf32>
  call @print(%dd) : (tensor<?xf32>) -> ()
  // ... and into another place: the old contents there stay as they were.
  %s2 = tensor.extract_slice %d[0] [2] [1] : tensor<6xf32> to tensor<2xf32>
  %f2 = linalg.fill ins(%two : f32) outs(%s2 : tensor<2xf32>) -> tensor<2xf32>
  %g = tensor.insert_slice %f2 into %d[4] [2] [1] : tensor<2xf32> into tensor<6xf32>
  %gd = tensor.cast %g : tensor<6xf32> to tensor<?xf32>
  call @print(%gd) : (tensor<?xf32>) -> ()
  %s2d = tensor.cast %s2 : tensor<2xf32> to tensor<?xf32>
  call @print(%s2d) : (tensor<?xf32>) -> ()
  // A constant updated: the copy changes, the constant does not.
  %k = arith.constant dense<[5.0, 6.0, 7.0]> : tensor<3xf32>
  %k2 = tensor.insert %one into %k[%c1] : tensor<3xf32>
  %k2d = tensor.cast %k2 : tensor<3xf32> to tensor<?xf32>
  %kd = tensor.cast %k : tensor<3xf32> to tensor<?xf32>
  call @print(%k2d) : (tensor<?xf32>) -> ()
  call @print(%kd) : (tensor<?xf32>) -> ()
  return
}
