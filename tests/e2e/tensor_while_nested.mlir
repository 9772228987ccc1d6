// scf.while nested in scf.for: each row of a matrix is processed by a while loop that
// doubles an element until it exceeds a bound, through extract_slice / insert_slice.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = arith.constant dense<[[1.0, 3.0], [0.5, 7.0], [2.0, 9.0]]> : tensor<3x2xf32>
  %bound = arith.constant 20.0 : f32
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %m, %steps = %c0) -> (tensor<3x2xf32>, index) {
    %row = tensor.extract_slice %t[%i, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<2xf32>
    %w:2 = scf.while (%rr = %row, %n = %steps) : (tensor<2xf32>, index) -> (tensor<2xf32>, index) {
      %x = tensor.extract %rr[%c0] : tensor<2xf32>
      %go = arith.cmpf olt, %x, %bound : f32
      scf.condition(%go) %rr, %n : tensor<2xf32>, index
    } do {
    ^bb0(%rr: tensor<2xf32>, %n: index):
      %x = tensor.extract %rr[%c0] : tensor<2xf32>
      %y = tensor.extract %rr[%c1] : tensor<2xf32>
      %x2 = arith.addf %x, %x : f32
      %y2 = arith.addf %y, %x : f32
      %r1 = tensor.insert %x2 into %rr[%c0] : tensor<2xf32>
      %r2 = tensor.insert %y2 into %r1[%c1] : tensor<2xf32>
      %n2 = arith.addi %n, %c1 : index
      scf.yield %r2, %n2 : tensor<2xf32>, index
    }
    %t2 = tensor.insert_slice %w#0 into %t[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<3x2xf32>
    scf.yield %t2, %w#1 : tensor<3x2xf32>, index
  }
  %n64 = arith.index_cast %r#1 : index to i64
  call @printI64(%n64) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %r#0 : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u0 = tensor.cast %m : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}
