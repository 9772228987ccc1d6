// An i32 histogram: a loop reads values from a constant tensor and increments bins of its
// iter_arg with tensor.extract/tensor.insert.
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %vals = arith.constant dense<[3, 1, 4, 1, 5, 0, 2, 3, 3, 1]> : tensor<10xi32>
  %e = tensor.empty() : tensor<6xi32>
  %h0 = linalg.fill ins(%zero : i32) outs(%e : tensor<6xi32>) -> tensor<6xi32>
  %h = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %h0) -> (tensor<6xi32>) {
    %v = tensor.extract %vals[%i] : tensor<10xi32>
    %k = arith.index_cast %v : i32 to index
    %old = tensor.extract %a[%k] : tensor<6xi32>
    %new = arith.addi %old, %one : i32
    %b = tensor.insert %new into %a[%k] : tensor<6xi32>
    scf.yield %b : tensor<6xi32>
  }
  %u = tensor.cast %h : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
