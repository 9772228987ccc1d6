// tm_tensor.scan (torch.cumsum): inclusive along dimension 1, out[i] = f(out[i-1], in[i]);
// exclusive along dimension 0 from the accumulator's value, out[0] = acc, out[i] =
// f(out[i-1], in[i-1]); each accumulator ends as the last value written along the
// dimension (a length-1 dimension included). The region's arguments are (accumulated,
// element): with subtraction, 10 - 1 - 2 - ... . mlir-opt-22 does not know tm_tensor; the
// expected output was checked against numpy.cumsum.
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[1,   3,   6,   10],
// EXPECTED-OUTPUT:  [0.5,   -0.5,   -0.25,   7.75],
// EXPECTED-OUTPUT:  [-3,   0,   -3,   0]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [3] strides = [1] data =
// EXPECTED-OUTPUT: [10,  7.75,  0]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 3] strides = [3, 1] data =
// EXPECTED-OUTPUT: [[10,   10,   10],
// EXPECTED-OUTPUT:  [9,   8,   7],
// EXPECTED-OUTPUT:  [5,   3,   1]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [3] strides = [1] data =
// EXPECTED-OUTPUT: [5,  3,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data =
// EXPECTED-OUTPUT: [[5,   6]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [2] strides = [1] data =
// EXPECTED-OUTPUT: [5,  6]
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 0.25, 8.0], [-3.0, 3.0, -3.0, 3.0]]> : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %out = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %s:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%a : tensor<3x4xf32>) outs(%out, %acc : tensor<3x4xf32>, tensor<3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %r = arith.addf %x, %y : f32
    tm_tensor.yield %r : f32
  } -> tensor<3x4xf32>, tensor<3xf32>
  %u0 = tensor.cast %s#0 : tensor<3x4xf32> to tensor<*xf32>
  %u1 = tensor.cast %s#1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  // Exclusive, i32, subtraction from 10 down each column.
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %ei = tensor.empty() : tensor<3x3xi32>
  %ten = arith.constant dense<10> : tensor<3xi32>
  %x:2 = tm_tensor.scan dimension(0) inclusive(false) ins(%b : tensor<3x3xi32>) outs(%ei, %ten : tensor<3x3xi32>, tensor<3xi32>) {
  ^bb0(%p: i32, %q: i32):
    %r = arith.subi %p, %q : i32
    tm_tensor.yield %r : i32
  } -> tensor<3x3xi32>, tensor<3xi32>
  %u2 = tensor.cast %x#0 : tensor<3x3xi32> to tensor<*xi32>
  %u3 = tensor.cast %x#1 : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  // A length-1 dynamic dimension: the accumulator gets the element.
  %c = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %cd = tensor.cast %c : tensor<1x2xf32> to tensor<?x2xf32>
  %e1 = arith.constant dense<0.0> : tensor<1x2xf32>
  %e1d = tensor.cast %e1 : tensor<1x2xf32> to tensor<?x2xf32>
  %acc2 = arith.constant dense<-1.0> : tensor<2xf32>
  %y:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%cd : tensor<?x2xf32>) outs(%e1d, %acc2 : tensor<?x2xf32>, tensor<2xf32>) {
  ^bb0(%p: f32, %q: f32):
    %r = arith.mulf %p, %q : f32
    tm_tensor.yield %r : f32
  } -> tensor<?x2xf32>, tensor<2xf32>
  %u4 = tensor.cast %y#0 : tensor<?x2xf32> to tensor<*xf32>
  %u5 = tensor.cast %y#1 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
