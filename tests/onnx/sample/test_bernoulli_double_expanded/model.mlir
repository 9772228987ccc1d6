#map = affine_map<(d0) -> (d0)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @test_bernoulli_double_expanded(%arg0: tensor<10xf32>) -> tensor<10xf64> {
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 5.4210107999999998E-20 : f64
    %c6364136223846793005_i64 = arith.constant 6364136223846793005 : i64
    %c1442695040888963407_i64 = arith.constant 1442695040888963407 : i64
    %global_seed = ml_program.global_load @global_seed : tensor<i64>
    %extracted = tensor.extract %global_seed[] : tensor<i64>
    %0 = arith.muli %extracted, %c6364136223846793005_i64 : i64
    %1 = arith.addi %0, %c1442695040888963407_i64 : i64
    %inserted = tensor.insert %1 into %global_seed[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted : tensor<i64>
    %2 = tensor.empty() : tensor<10xf32>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%2 : tensor<10xf32>) {
    ^bb0(%out: f32):
      %8 = linalg.index 0 : index
      %9 = arith.index_cast %8 : index to i64
      %10 = arith.muli %9, %1 : i64
      %11 = arith.addi %10, %1 : i64
      %12 = arith.muli %10, %10 : i64
      %13 = arith.addi %12, %10 : i64
      %14 = arith.shli %13, %c32_i64 : i64
      %15 = arith.shrui %13, %c32_i64 : i64
      %16 = arith.ori %14, %15 : i64
      %17 = arith.muli %16, %16 : i64
      %18 = arith.addi %17, %11 : i64
      %19 = arith.shli %18, %c32_i64 : i64
      %20 = arith.shrui %18, %c32_i64 : i64
      %21 = arith.ori %19, %20 : i64
      %22 = arith.muli %21, %21 : i64
      %23 = arith.addi %22, %10 : i64
      %24 = arith.shli %23, %c32_i64 : i64
      %25 = arith.shrui %23, %c32_i64 : i64
      %26 = arith.ori %24, %25 : i64
      %27 = arith.muli %26, %26 : i64
      %28 = arith.addi %27, %11 : i64
      %29 = arith.shli %28, %c32_i64 : i64
      %30 = arith.shrui %28, %c32_i64 : i64
      %31 = arith.ori %29, %30 : i64
      %32 = arith.muli %31, %31 : i64
      %33 = arith.addi %32, %10 : i64
      %34 = arith.shrui %33, %c32_i64 : i64
      %35 = arith.xori %28, %34 : i64
      %36 = arith.uitofp %35 : i64 to f64
      %37 = arith.mulf %36, %cst_0 : f64
      %38 = arith.addf %37, %cst : f64
      %39 = arith.truncf %38 : f64 to f32
      linalg.yield %39 : f32
    } -> tensor<10xf32>
    %4 = tensor.empty() : tensor<10xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%3, %arg0 : tensor<10xf32>, tensor<10xf32>) outs(%4 : tensor<10xi1>) {
    ^bb0(%in: f32, %in_1: f32, %out: i1):
      %8 = arith.cmpf ogt, %in, %in_1 : f32
      linalg.yield %8 : i1
    } -> tensor<10xi1>
    %6 = tensor.empty() : tensor<10xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<10xi1>) outs(%6 : tensor<10xf64>) {
    ^bb0(%in: i1, %out: f64):
      %8 = arith.uitofp %in : i1 to f64
      linalg.yield %8 : f64
    } -> tensor<10xf64>
    return %7 : tensor<10xf64>
  }
}

