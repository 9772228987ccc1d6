#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_qlinearmatmul_2D_uint8_float32(%arg0: tensor<2x4xi8>, %arg1: tensor<1xf32>, %arg2: tensor<1xi8>, %arg3: tensor<4x3xi8>, %arg4: tensor<1xf32>, %arg5: tensor<1xi8>, %arg6: tensor<1xf32>, %arg7: tensor<1xi8>) -> tensor<2x3xi8> {
    %c0_i32 = arith.constant 0 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c-128_i8 = arith.constant -128 : i8
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.550000e+02 : f32
    %collapsed = tensor.collapse_shape %arg2 [] : tensor<1xi8> into tensor<i8>
    %extracted = tensor.extract %collapsed[] : tensor<i8>
    %0 = arith.extui %extracted : i8 to i64
    %collapsed_1 = tensor.collapse_shape %arg7 [] : tensor<1xi8> into tensor<i8>
    %extracted_2 = tensor.extract %collapsed_1[] : tensor<i8>
    %1 = arith.extui %extracted_2 : i8 to i64
    %collapsed_3 = tensor.collapse_shape %arg1 [] : tensor<1xf32> into tensor<f32>
    %extracted_4 = tensor.extract %collapsed_3[] : tensor<f32>
    %2 = arith.extf %extracted_4 : f32 to f64
    %collapsed_5 = tensor.collapse_shape %arg6 [] : tensor<1xf32> into tensor<f32>
    %extracted_6 = tensor.extract %collapsed_5[] : tensor<f32>
    %collapsed_7 = tensor.collapse_shape %arg5 [] : tensor<1xi8> into tensor<i8>
    %extracted_8 = tensor.extract %collapsed_7[] : tensor<i8>
    %3 = arith.extui %extracted_8 : i8 to i64
    %collapsed_9 = tensor.collapse_shape %arg4 [] : tensor<1xf32> into tensor<f32>
    %extracted_10 = tensor.extract %collapsed_9[] : tensor<f32>
    %4 = arith.extf %extracted_10 : f32 to f64
    %5 = tensor.empty() : tensor<2x3xi32>
    %6 = linalg.fill ins(%c0_i32 : i32) outs(%5 : tensor<2x3xi32>) -> tensor<2x3xi32>
    %7 = arith.trunci %0 : i64 to i32
    %8 = arith.trunci %3 : i64 to i32
    %9 = arith.addi %7, %c-128_i32 : i32
    %10 = tensor.empty() : tensor<2x4xi8>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x4xi8>) outs(%10 : tensor<2x4xi8>) {
    ^bb0(%in: i8, %out: i8):
      %21 = arith.addi %in, %c-128_i8 : i8
      linalg.yield %21 : i8
    } -> tensor<2x4xi8>
    %12 = arith.addi %8, %c-128_i32 : i32
    %13 = tensor.empty() : tensor<4x3xi8>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<4x3xi8>) outs(%13 : tensor<4x3xi8>) {
    ^bb0(%in: i8, %out: i8):
      %21 = arith.addi %in, %c-128_i8 : i8
      linalg.yield %21 : i8
    } -> tensor<4x3xi8>
    %15 = linalg.quantized_matmul ins(%11, %14, %9, %12 : tensor<2x4xi8>, tensor<4x3xi8>, i32, i32) outs(%6 : tensor<2x3xi32>) -> tensor<2x3xi32>
    %16 = arith.mulf %2, %4 : f64
    %17 = tensor.empty() : tensor<2x3xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<2x3xi32>) outs(%17 : tensor<2x3xf32>) {
    ^bb0(%in: i32, %out: f32):
      %21 = arith.truncf %16 : f64 to f32
      %22 = arith.sitofp %in : i32 to f32
      %23 = arith.mulf %22, %21 : f32
      linalg.yield %23 : f32
    } -> tensor<2x3xf32>
    %19 = tensor.empty() : tensor<2x3xi8>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<2x3xf32>) outs(%19 : tensor<2x3xi8>) {
    ^bb0(%in: f32, %out: i8):
      %21 = arith.sitofp %1 : i64 to f32
      %22 = arith.divf %in, %extracted_6 : f32
      %23 = math.roundeven %22 : f32
      %24 = arith.addf %23, %21 : f32
      %25 = arith.maximumf %24, %cst : f32
      %26 = arith.minimumf %25, %cst_0 : f32
      %27 = arith.fptoui %26 : f32 to i8
      linalg.yield %27 : i8
    } -> tensor<2x3xi8>
    return %20 : tensor<2x3xi8>
  }
}

