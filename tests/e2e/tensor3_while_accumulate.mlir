// scf.while doubling a tensor (into a new tensor each iteration) until its first element
// passes a bound, counting iterations. Upstream refuses it ("Yield operand #0 is not
// equivalent to the corresponding iter bbArg"); the expected output is derived by hand:
// 1.5 * 2^7 = 192 is the first value >= 100, so 7 iterations and [192, 256, 384].
// EXPECTED-OUTPUT: 7
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [3] strides = [1] data =
// EXPECTED-OUTPUT: [192,  256,  384]
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %bound = arith.constant 100.0 : f32
  %t = arith.constant dense<[1.5, 2.0, 3.0]> : tensor<3xf32>
  %r:2 = scf.while (%a = %t, %n = %c0) : (tensor<3xf32>, index) -> (tensor<3xf32>, index) {
    %x = tensor.extract %a[%c0] : tensor<3xf32>
    %go = arith.cmpf olt, %x, %bound : f32
    scf.condition(%go) %a, %n : tensor<3xf32>, index
  } do {
  ^bb0(%a: tensor<3xf32>, %n: index):
    %e = tensor.empty() : tensor<3xf32>
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<3xf32>) outs(%e : tensor<3xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %x : f32
      linalg.yield %y : f32
    } -> tensor<3xf32>
    %n2 = arith.addi %n, %c1 : index
    scf.yield %d, %n2 : tensor<3xf32>, index
  }
  %k = arith.index_cast %r#1 : index to i64
  call @printI64(%k) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %r#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
