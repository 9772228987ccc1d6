// scf.while carrying a tensor: each iteration updates one element in place; the condition
// reads the tensor; the initial constant is read again after the loop.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %init = arith.constant dense<[1.0, 1.0, 1.0, 1.0, 1.0]> : tensor<5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %limit = arith.constant 40.0 : f32
  %r:2 = scf.while (%t = %init, %i = %c0) : (tensor<5xf32>, index) -> (tensor<5xf32>, index) {
    %k = arith.remui %i, %c5 : index
    %v = tensor.extract %t[%k] : tensor<5xf32>
    %go = arith.cmpf olt, %v, %limit : f32
    scf.condition(%go) %t, %i : tensor<5xf32>, index
  } do {
  ^bb0(%t: tensor<5xf32>, %i: index):
    %k = arith.remui %i, %c5 : index
    %v = tensor.extract %t[%k] : tensor<5xf32>
    %n = arith.addi %i, %c1 : index
    %k2 = arith.remui %n, %c5 : index
    %w = tensor.extract %t[%k2] : tensor<5xf32>
    %s = arith.addf %v, %w : f32
    %s2 = arith.addf %s, %v : f32
    %t2 = tensor.insert %s2 into %t[%k2] : tensor<5xf32>
    scf.yield %t2, %n : tensor<5xf32>, index
  }
  %u = tensor.cast %r#0 : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u0 = tensor.cast %init : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %ri = arith.index_cast %r#1 : index to i64
  call @printI64(%ri) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
