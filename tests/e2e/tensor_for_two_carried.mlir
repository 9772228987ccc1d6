// scf.for carrying two tensors, each updated from the other's old elements every
// iteration (the reads come before the writes, so both update in place).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %e1 = tensor.empty() : tensor<3xf32>
  %e2 = tensor.empty() : tensor<3xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = linalg.fill ins(%one : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%x = %a, %y = %b) -> (tensor<3xf32>, tensor<3xf32>) {
    %k = arith.remui %i, %c3 : index
    %v = tensor.extract %y[%k] : tensor<3xf32>
    %w = tensor.extract %x[%k] : tensor<3xf32>
    %s = arith.addf %v, %w : f32
    %d = arith.subf %v, %w : f32
    %x2 = tensor.insert %s into %x[%k] : tensor<3xf32>
    %y2 = tensor.insert %d into %y[%k] : tensor<3xf32>
    scf.yield %x2, %y2 : tensor<3xf32>, tensor<3xf32>
  }
  %u1 = tensor.cast %r#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r#1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
