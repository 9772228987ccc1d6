// tm_tensor.topk: the k best of each row into outputs initialized to the worst value
// (-inf for the largest, +inf for the smallest), with the values' positions (i32) or the
// given indices (i64). On ties the lower index wins (torch-mlir's lowering). mlir-opt-22
// does not know tm_tensor; the expected output was derived by hand.
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// EXPECTED-OUTPUT: [[9,   9,   4],
// EXPECTED-OUTPUT:  [7,   7,   5]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// EXPECTED-OUTPUT: [[1,   3,   4],
// EXPECTED-OUTPUT:  [3,   5,   2]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// EXPECTED-OUTPUT: [[-2,   1],
// EXPECTED-OUTPUT:  [-1,   0]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// EXPECTED-OUTPUT: [[105,   102],
// EXPECTED-OUTPUT:  [104,   100]]
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %a = arith.constant dense<[[3.0, 9.0, 1.0, 9.0, 4.0, -2.0], [0.0, 0.0, 5.0, 7.0, -1.0, 7.0]]> : tensor<2x6xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %v = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %z = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<2x3xi32>
  %i = linalg.fill ins(%z : i32) outs(%ei : tensor<2x3xi32>) -> tensor<2x3xi32>
  %0:2 = tm_tensor.topk dimension(1) ins(%a : tensor<2x6xf32>) outs(%v, %i : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ogt, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  %p0 = tensor.cast %0#0 : tensor<2x3xf32> to tensor<*xf32>
  %p1 = tensor.cast %0#1 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefF32(%p0) : (tensor<*xf32>) -> ()
  call @printMemrefI32(%p1) : (tensor<*xi32>) -> ()
  // The two smallest, with given indices (100 + position).
  %pinf = arith.constant 0x7F800000 : f32
  %e2 = tensor.empty() : tensor<2x2xf32>
  %v2 = linalg.fill ins(%pinf : f32) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %z64 = arith.constant 0 : i64
  %ei2 = tensor.empty() : tensor<2x2xi64>
  %i2 = linalg.fill ins(%z64 : i64) outs(%ei2 : tensor<2x2xi64>) -> tensor<2x2xi64>
  %given = arith.constant dense<[[100, 101, 102, 103, 104, 105], [100, 101, 102, 103, 104, 105]]> : tensor<2x6xi64>
  %1:2 = tm_tensor.topk dimension(1) ins(%a, %given : tensor<2x6xf32>, tensor<2x6xi64>) outs(%v2, %i2 : tensor<2x2xf32>, tensor<2x2xi64>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf olt, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<2x2xf32>, tensor<2x2xi64>
  %p2 = tensor.cast %1#0 : tensor<2x2xf32> to tensor<*xf32>
  %p3 = tensor.cast %1#1 : tensor<2x2xi64> to tensor<*xi64>
  call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  call @printMemrefI64(%p3) : (tensor<*xi64>) -> ()
  return
}
