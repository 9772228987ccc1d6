// tensor.extract and tensor.insert: a chain of inserts into a filled tensor (in place), an
// insert into a tensor whose old value is read afterwards (a copy), 2-D indices.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %a = tensor.insert %five into %f[%c0, %c0] : tensor<3x3xf32>
  %x = tensor.extract %a[%c0, %c0] : tensor<3x3xf32>
  %y = arith.addf %x, %x : f32
  %b = tensor.insert %y into %a[%c1, %c1] : tensor<3x3xf32>
  %c = tensor.insert %y into %b[%c2, %c2] : tensor<3x3xf32>
  %old = tensor.extract %a[%c1, %c1] : tensor<3x3xf32>
  call @printF32(%old) : (f32) -> ()
  call @printNewline() : () -> ()
  %fold = tensor.extract %f[%c0, %c0] : tensor<3x3xf32>
  call @printF32(%fold) : (f32) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %c : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
