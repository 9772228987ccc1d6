#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_mod_mixed_sign_int64(%arg0: tensor<6xi64>, %arg1: tensor<6xi64>) -> tensor<6xi64> {
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<6xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<6xi64>, tensor<6xi64>) outs(%0 : tensor<6xi64>) {
    ^bb0(%in: i64, %in_0: i64, %out: i64):
      %2 = arith.remsi %in, %in_0 : i64
      %3 = arith.cmpi ne, %2, %c0_i64 : i64
      %4 = arith.cmpi slt, %in_0, %c0_i64 : i64
      %5 = arith.cmpi slt, %2, %c0_i64 : i64
      %6 = arith.xori %4, %5 : i1
      %7 = arith.andi %3, %6 : i1
      %8 = arith.addi %2, %in_0 : i64
      %9 = arith.select %7, %8, %2 : i64
      linalg.yield %9 : i64
    } -> tensor<6xi64>
    return %1 : tensor<6xi64>
  }
}

