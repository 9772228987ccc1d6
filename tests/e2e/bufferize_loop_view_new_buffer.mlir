// A loop over a slice of a tensor (its buffer has a strided layout) whose body yields a new
// tensor in one iteration (a row of ones, an identity-layout buffer cast to the loop's layout)
// and updates the carried tensor in place in the others. Upstream refuses it ("Yield operand #0
// is not equivalent to the corresponding iter bbArg"); the expected output is derived by hand:
// row 1 = [5, 6, 7, 8] -> k=0: [10, 6, 7, 8] -> k=1: [1, 1, 1, 1] -> k=2: [1, 1, 2, 1] ->
// k=3: [1, 1, 2, 2]; %m, read after the loop, keeps [5, 6, 7, 8].
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<4x4xf32>) {
  %u = tensor.cast %t : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  // Row 1 of a copy of %a, doubled in place element by element; in iteration 1 the loop
  // restarts from a new row of ones.
  %e = tensor.empty() : tensor<4x4xf32>
  %m = linalg.copy ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %row = tensor.extract_slice %m[1, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %rr = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %row) -> (tensor<4xf32>) {
    %restart = arith.cmpi eq, %k, %c1 : index
    %n = scf.if %restart -> (tensor<4xf32>) {
      %fresh = tensor.empty() : tensor<4xf32>
      %ones = linalg.fill ins(%one : f32) outs(%fresh : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %ones : tensor<4xf32>
    } else {
      %x = tensor.extract %t[%k] : tensor<4xf32>
      %y = arith.mulf %x, %two : f32
      %t2 = tensor.insert %y into %t[%k] : tensor<4xf32>
      scf.yield %t2 : tensor<4xf32>
    }
    scf.yield %n : tensor<4xf32>
  }
  %m2 = tensor.insert_slice %rr into %m[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
  call @print(%m2) : (tensor<4x4xf32>) -> ()

  call @print(%m) : (tensor<4x4xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[1,   2,   3,   4],
// EXPECTED-OUTPUT:  [1,   1,   2,   2],
// EXPECTED-OUTPUT:  [9,   10,   11,   12],
// EXPECTED-OUTPUT:  [13,   14,   15,   16]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[1,   2,   3,   4],
// EXPECTED-OUTPUT:  [5,   6,   7,   8],
// EXPECTED-OUTPUT:  [9,   10,   11,   12],
// EXPECTED-OUTPUT:  [13,   14,   15,   16]]
