// tensor.insert / tensor.extract in scf.for loops: prefix sums updated in place, a
// Fibonacci table, and a reversal that reads the old tensor while writing a new one.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %data = arith.constant dense<[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %pre:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%t = %init, %acc = %z) -> (tensor<8xf32>, f32) {
    %x = tensor.extract %data[%i] : tensor<8xf32>
    %s = arith.addf %acc, %x : f32
    %t2 = tensor.insert %s into %t[%i] : tensor<8xf32>
    scf.yield %t2, %s : tensor<8xf32>, f32
  }
  %fe = tensor.empty() : tensor<8xi64>
  %one = arith.constant 1 : i64
  %f0 = tensor.insert %one into %fe[%c0] : tensor<8xi64>
  %f1 = tensor.insert %one into %f0[%c1] : tensor<8xi64>
  %fib = scf.for %i = %c2 to %c8 step %c1 iter_args(%t = %f1) -> (tensor<8xi64>) {
    %im1 = arith.subi %i, %c1 : index
    %im2 = arith.subi %i, %c2 : index
    %a = tensor.extract %t[%im1] : tensor<8xi64>
    %b = tensor.extract %t[%im2] : tensor<8xi64>
    %s = arith.addi %a, %b : i64
    %t2 = tensor.insert %s into %t[%i] : tensor<8xi64>
    scf.yield %t2 : tensor<8xi64>
  }
  // Reverse the prefix sums: reads %pre#0 while writing into a copy of it.
  %c7 = arith.constant 7 : index
  %rev = scf.for %i = %c0 to %c8 step %c1 iter_args(%t = %pre#0) -> (tensor<8xf32>) {
    %j = arith.subi %c7, %i : index
    %x = tensor.extract %pre#0[%j] : tensor<8xf32>
    %t2 = tensor.insert %x into %t[%i] : tensor<8xf32>
    scf.yield %t2 : tensor<8xf32>
  }
  %u1 = tensor.cast %pre#0 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %rev : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %fib : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%u3) : (tensor<*xi64>) -> ()
  %u4 = tensor.cast %data : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
