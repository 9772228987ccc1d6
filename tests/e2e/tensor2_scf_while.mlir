// scf.while carrying a tensor and a counter: doubles the elements until the first exceeds a
// bound (in place on the carried tensor), inserting the step count each round.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[1.0, 3.0, 5.0, 0.0]> : tensor<4xf32>
  %bound = arith.constant 20.0 : f32
  %r:2 = scf.while (%x = %t, %n = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %f = tensor.extract %x[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %f, %bound : f32
    scf.condition(%go) %x, %n : tensor<4xf32>, index
  } do {
  ^bb0(%y: tensor<4xf32>, %m: index):
    %d = linalg.add ins(%y, %y : tensor<4xf32>, tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
    %m1 = arith.addi %m, %c1 : index
    %mi = arith.index_cast %m1 : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %c3 = arith.constant 3 : index
    %d2 = tensor.insert %mf into %d[%c3] : tensor<4xf32>
    scf.yield %d2, %m1 : tensor<4xf32>, index
  }
  %u = tensor.cast %r#0 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
