// scf.while whose "after" region writes into its argument while the loop's init is still read
// inside the loop and afterwards: the write must not clobber the init.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.while (%t = %init, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %go = arith.cmpi ult, %i, %c4 : index
    scf.condition(%go) %t, %i : tensor<4xf32>, index
  } do {
  ^bb0(%t: tensor<4xf32>, %i: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
    // The init, read after the write: still all zeros.
    %old = tensor.extract %init[%i] : tensor<4xf32>
    %f2 = arith.addf %f, %old : f32
    %t3 = tensor.insert %f2 into %t2[%c0] : tensor<4xf32>
    %n = arith.addi %i, %c1 : index
    scf.yield %t3, %n : tensor<4xf32>, index
  }
  %u = tensor.cast %r#0 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u0 = tensor.cast %init : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}
