#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<() -> ()>
#map5 = affine_map<(d0, d1) -> ()>
module {
  func.func @test_onehot_without_axis(%arg0: tensor<3xi64>, %arg1: tensor<f32>, %arg2: tensor<2xi32>) -> tensor<3x12xi32> {
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %0 = arith.extf %extracted : f32 to f64
    %1 = arith.fptosi %0 : f64 to i64
    %2 = tensor.empty() : tensor<3xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xi64>) outs(%2 : tensor<3xi1>) {
    ^bb0(%in: i64, %out: i1):
      %24 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %24 : i1
    } -> tensor<3xi1>
    %4 = tensor.empty() : tensor<3xi64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xi64>) outs(%4 : tensor<3xi64>) {
    ^bb0(%in: i64, %out: i64):
      %24 = arith.addi %in, %1 : i64
      linalg.yield %24 : i64
    } -> tensor<3xi64>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%3, %5, %arg0 : tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) outs(%4 : tensor<3xi64>) {
    ^bb0(%in: i1, %in_3: i64, %in_4: i64, %out: i64):
      %24 = arith.select %in, %in_3, %in_4 : i64
      linalg.yield %24 : i64
    } -> tensor<3xi64>
    %extracted_slice = tensor.extract_slice %arg2[0] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %extracted_0 = tensor.extract %extracted_slice[%c0] : tensor<1xi32>
    %7 = arith.extsi %extracted_0 : i32 to i64
    %extracted_slice_1 = tensor.extract_slice %arg2[1] [1] [1] : tensor<2xi32> to tensor<1xi32>
    %extracted_2 = tensor.extract %extracted_slice_1[%c0] : tensor<1xi32>
    %8 = arith.extsi %extracted_2 : i32 to i64
    %9 = arith.index_cast %1 : i64 to index
    %10 = tensor.empty(%9) : tensor<?xi64>
    %11 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%10 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %24 = linalg.index 0 : index
      %25 = arith.index_cast %24 : index to i64
      linalg.yield %25 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %6 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %12 = tensor.empty() : tensor<3x12xi1>
    %13 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %11 : tensor<3x1xi64>, tensor<?xi64>) outs(%12 : tensor<3x12xi1>) {
    ^bb0(%in: i64, %in_3: i64, %out: i1):
      %24 = arith.cmpi eq, %in, %in_3 : i64
      linalg.yield %24 : i1
    } -> tensor<3x12xi1>
    %14 = tensor.empty() : tensor<3x12xi32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<3x12xi1>) outs(%14 : tensor<3x12xi32>) {
    ^bb0(%in: i1, %out: i32):
      %24 = arith.extui %in : i1 to i32
      linalg.yield %24 : i32
    } -> tensor<3x12xi32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<3x12xi32>) outs(%12 : tensor<3x12xi1>) {
    ^bb0(%in: i32, %out: i1):
      %24 = arith.cmpi ne, %in, %c0_i32 : i32
      linalg.yield %24 : i1
    } -> tensor<3x12xi1>
    %17 = tensor.empty() : tensor<i64>
    %18 = linalg.fill ins(%8 : i64) outs(%17 : tensor<i64>) -> tensor<i64>
    %19 = tensor.empty() : tensor<i32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%18 : tensor<i64>) outs(%19 : tensor<i32>) {
    ^bb0(%in: i64, %out: i32):
      %24 = arith.trunci %in : i64 to i32
      linalg.yield %24 : i32
    } -> tensor<i32>
    %21 = linalg.fill ins(%7 : i64) outs(%17 : tensor<i64>) -> tensor<i64>
    %22 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = []} ins(%21 : tensor<i64>) outs(%19 : tensor<i32>) {
    ^bb0(%in: i64, %out: i32):
      %24 = arith.trunci %in : i64 to i32
      linalg.yield %24 : i32
    } -> tensor<i32>
    %23 = linalg.generic {indexing_maps = [#map3, #map5, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%16, %20, %22 : tensor<3x12xi1>, tensor<i32>, tensor<i32>) outs(%14 : tensor<3x12xi32>) {
    ^bb0(%in: i1, %in_3: i32, %in_4: i32, %out: i32):
      %24 = arith.select %in, %in_3, %in_4 : i32
      linalg.yield %24 : i32
    } -> tensor<3x12xi32>
    return %23 : tensor<3x12xi32>
  }
}

