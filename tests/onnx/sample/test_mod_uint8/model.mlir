#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_mod_uint8(%arg0: tensor<3xi8>, %arg1: tensor<3xi8>) -> tensor<3xi8> {
    %c0_i8 = arith.constant 0 : i8
    %0 = tensor.empty() : tensor<3xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xi8>, tensor<3xi8>) outs(%0 : tensor<3xi8>) {
    ^bb0(%in: i8, %in_0: i8, %out: i8):
      %2 = arith.remsi %in, %in_0 : i8
      %3 = arith.cmpi ne, %2, %c0_i8 : i8
      %4 = arith.cmpi slt, %in_0, %c0_i8 : i8
      %5 = arith.cmpi slt, %2, %c0_i8 : i8
      %6 = arith.xori %4, %5 : i1
      %7 = arith.andi %3, %6 : i1
      %8 = arith.addi %2, %in_0 : i8
      %9 = arith.select %7, %8, %2 : i8
      linalg.yield %9 : i8
    } -> tensor<3xi8>
    return %1 : tensor<3xi8>
  }
}

