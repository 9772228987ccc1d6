#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_center_crop_pad_crop(%arg0: tensor<20x10x3xf32>, %arg1: tensor<3xi64>) -> tensor<10x7x3xf32> {
    %c0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %c20 = arith.constant 20 : index
    %c20_i64 = arith.constant 20 : i64
    %c0_i64 = arith.constant 0 : i64
    %c10_i64 = arith.constant 10 : i64
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant dense<0> : tensor<1xi64>
    %cst_0 = arith.constant dense<1> : tensor<1xi64>
    %0 = tensor.empty() : tensor<1xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst : tensor<1xi64>) outs(%0 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %29 = arith.index_cast %in : i64 to index
      %extracted_3 = tensor.extract %arg1[%29] : tensor<3xi64>
      linalg.yield %extracted_3 : i64
    } -> tensor<1xi64>
    %extracted = tensor.extract %1[%c0] : tensor<1xi64>
    %2 = arith.subi %c20_i64, %extracted : i64
    %3 = arith.floordivsi %2, %c2_i64 : i64
    %4 = arith.addi %3, %extracted : i64
    %5 = arith.addi %3, %c20_i64 : i64
    %6 = arith.cmpi sge, %3, %c0_i64 : i64
    %7 = arith.select %6, %3, %5 : i64
    %8 = arith.maxsi %7, %c0_i64 : i64
    %9 = arith.minsi %8, %c20_i64 : i64
    %10 = arith.index_cast %9 : i64 to index
    %11 = arith.index_cast %4 : i64 to index
    %12 = arith.cmpi slt, %11, %c0 : index
    %13 = arith.addi %11, %c20 : index
    %14 = arith.select %12, %13, %11 : index
    %15 = arith.cmpi slt, %14, %c0 : index
    %16 = arith.select %15, %c-1, %14 : index
    %17 = arith.minsi %16, %c20 : index
    %18 = arith.subi %17, %10 : index
    %19 = arith.maxsi %18, %c0 : index
    %extracted_slice = tensor.extract_slice %arg0[%10, 0, 0] [%19, 10, 3] [1, 1, 1] : tensor<20x10x3xf32> to tensor<?x10x3xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_0 : tensor<1xi64>) outs(%0 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %29 = arith.index_cast %in : i64 to index
      %extracted_3 = tensor.extract %arg1[%29] : tensor<3xi64>
      linalg.yield %extracted_3 : i64
    } -> tensor<1xi64>
    %extracted_1 = tensor.extract %20[%c0] : tensor<1xi64>
    %21 = arith.subi %c10_i64, %extracted_1 : i64
    %22 = arith.floordivsi %21, %c2_i64 : i64
    %23 = arith.addi %22, %c10_i64 : i64
    %24 = arith.cmpi sge, %22, %c0_i64 : i64
    %25 = arith.select %24, %22, %23 : i64
    %26 = arith.maxsi %25, %c0_i64 : i64
    %27 = arith.minsi %26, %c10_i64 : i64
    %28 = arith.index_cast %27 : i64 to index
    %extracted_slice_2 = tensor.extract_slice %extracted_slice[0, %28, 0] [10, 7, 3] [1, 1, 1] : tensor<?x10x3xf32> to tensor<10x7x3xf32>
    return %extracted_slice_2 : tensor<10x7x3xf32>
  }
}

