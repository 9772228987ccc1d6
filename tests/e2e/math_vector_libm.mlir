// Math functions that only the C library computes (acosh, asinh, atanh, cbrt, erfc, atan2,
// ...) in element-wise linalg ops, which the vectorizer turns into vector math ops: each lane
// calls the scalar function (no vector libm). mlirc used to stop with "'math.acosh' op on
// vectors cannot be translated to LLVM by mlirc yet" at -O1 and above (the ONNX node tests
// test_acosh, test_asinh, test_atanh).
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)

func.func @f32s(%x: tensor<19xf32>, %y: tensor<19xf32>) -> tensor<8x19xf32> {
  %e = tensor.empty() : tensor<19xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %c = arith.constant 1.5 : f32
    %w = arith.addf %v, %c : f32
    %r = math.acosh %w : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.asinh %v : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%y : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.atanh %v : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.cbrt %v : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%y : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.erfc %v : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<19xf32>, tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = math.atan2 %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%y : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.log1p %v : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %k = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<19xf32>) outs(%e : tensor<19xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.sinh %v : f32
    linalg.yield %r : f32
  } -> tensor<19xf32>
  %out = tensor.empty() : tensor<8x19xf32>
  %o0 = tensor.insert_slice %a into %out[0, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o1 = tensor.insert_slice %b into %o0[1, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o2 = tensor.insert_slice %c into %o1[2, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o3 = tensor.insert_slice %d into %o2[3, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o4 = tensor.insert_slice %f into %o3[4, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o5 = tensor.insert_slice %g into %o4[5, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o6 = tensor.insert_slice %h into %o5[6, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  %o7 = tensor.insert_slice %k into %o6[7, 0] [1, 19] [1, 1] : tensor<19xf32> into tensor<8x19xf32>
  return %o7 : tensor<8x19xf32>
}

func.func @f64s(%x: tensor<9xf64>) -> tensor<9xf64> {
  %e = tensor.empty() : tensor<9xf64>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<9xf64>) outs(%e : tensor<9xf64>) {
  ^bb0(%v: f64, %o: f64):
    %r = math.asinh %v : f64
    linalg.yield %r : f64
  } -> tensor<9xf64>
  return %a : tensor<9xf64>
}

func.func @main() {
  %x = arith.constant dense<[0.0, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 4.5, 7.0, 10.0, -0.5, -1.0, -2.5, 0.125, 0.75, 5.5, 6.25, 8.0, 9.5]> : tensor<19xf32>
  %y = arith.constant dense<[0.0, 0.1, -0.1, 0.2, -0.2, 0.3, -0.3, 0.4, -0.4, 0.5, -0.5, 0.6, -0.6, 0.7, -0.7, 0.8, -0.8, 0.9, -0.9]> : tensor<19xf32>
  %r = call @f32s(%x, %y) : (tensor<19xf32>, tensor<19xf32>) -> tensor<8x19xf32>
  %u = tensor.cast %r : tensor<8x19xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %x64 = arith.constant dense<[0.0, 0.25, -0.5, 1.0, 2.0, -3.0, 10.0, 100.0, -0.125]> : tensor<9xf64>
  %r64 = call @f64s(%x64) : (tensor<9xf64>) -> tensor<9xf64>
  %u64 = tensor.cast %r64 : tensor<9xf64> to tensor<*xf64>
  call @printMemrefF64(%u64) : (tensor<*xf64>) -> ()
  return
}
