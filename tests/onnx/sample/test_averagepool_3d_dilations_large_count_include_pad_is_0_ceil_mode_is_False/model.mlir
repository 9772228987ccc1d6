#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @test_averagepool_3d_dilations_large_count_include_pad_is_0_ceil_mode_is_False(%arg0: tensor<1x1x32x32x32xf32>) -> tensor<1x1x8x8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32_i64 = arith.constant 32 : i64
    %c9_i64 = arith.constant 9 : i64
    %0 = tensor.empty() : tensor<5x5x5xf32>
    %1 = tensor.empty() : tensor<1x32x32x32x1xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x1x32x32x32xf32>) outs(%1 : tensor<1x32x32x32x1xf32>) permutation = [0, 2, 3, 4, 1] 
    %2 = tensor.empty() : tensor<1x8x8x8x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x8x8x8x1xf32>) -> tensor<1x8x8x8x1xf32>
    %4 = linalg.pooling_ndhwc_sum {dilations = dense<2> : vector<3xi64>, strides = dense<3> : vector<3xi64>} ins(%transposed, %0 : tensor<1x32x32x32x1xf32>, tensor<5x5x5xf32>) outs(%3 : tensor<1x8x8x8x1xf32>) -> tensor<1x8x8x8x1xf32>
    %5 = tensor.empty() : tensor<1x1x8x8x8xf32>
    %transposed_0 = linalg.transpose ins(%4 : tensor<1x8x8x8x1xf32>) outs(%5 : tensor<1x1x8x8x8xf32>) permutation = [0, 4, 1, 2, 3] 
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_0 : tensor<1x1x8x8x8xf32>) outs(%5 : tensor<1x1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = linalg.index 2 : index
      %8 = arith.index_cast %7 : index to i64
      %9 = arith.muli %8, %c3_i64 : i64
      %10 = arith.addi %9, %c9_i64 : i64
      %11 = arith.minsi %10, %c32_i64 : i64
      %12 = arith.minsi %11, %c32_i64 : i64
      %13 = arith.subi %c0_i64, %9 : i64
      %14 = arith.maxsi %13, %c0_i64 : i64
      %15 = arith.ceildivsi %14, %c2_i64 : i64
      %16 = arith.subi %12, %9 : i64
      %17 = arith.ceildivsi %16, %c2_i64 : i64
      %18 = arith.subi %17, %15 : i64
      %19 = arith.maxsi %18, %c0_i64 : i64
      %20 = linalg.index 3 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.muli %21, %c3_i64 : i64
      %23 = arith.addi %22, %c9_i64 : i64
      %24 = arith.minsi %23, %c32_i64 : i64
      %25 = arith.minsi %24, %c32_i64 : i64
      %26 = arith.subi %c0_i64, %22 : i64
      %27 = arith.maxsi %26, %c0_i64 : i64
      %28 = arith.ceildivsi %27, %c2_i64 : i64
      %29 = arith.subi %25, %22 : i64
      %30 = arith.ceildivsi %29, %c2_i64 : i64
      %31 = arith.subi %30, %28 : i64
      %32 = arith.maxsi %31, %c0_i64 : i64
      %33 = arith.muli %19, %32 : i64
      %34 = linalg.index 4 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.muli %35, %c3_i64 : i64
      %37 = arith.addi %36, %c9_i64 : i64
      %38 = arith.minsi %37, %c32_i64 : i64
      %39 = arith.minsi %38, %c32_i64 : i64
      %40 = arith.subi %c0_i64, %36 : i64
      %41 = arith.maxsi %40, %c0_i64 : i64
      %42 = arith.ceildivsi %41, %c2_i64 : i64
      %43 = arith.subi %39, %36 : i64
      %44 = arith.ceildivsi %43, %c2_i64 : i64
      %45 = arith.subi %44, %42 : i64
      %46 = arith.maxsi %45, %c0_i64 : i64
      %47 = arith.muli %33, %46 : i64
      %48 = arith.sitofp %47 : i64 to f32
      %49 = arith.divf %in, %48 : f32
      linalg.yield %49 : f32
    } -> tensor<1x1x8x8x8xf32>
    return %6 : tensor<1x1x8x8x8xf32>
  }
}

