#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<5x8xf32>) -> (tensor<5x12xf32>, tensor<5x12xi64>, tensor<5x12xf32>, tensor<5x12xi64>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_12_torch.float32> : tensor<12xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_12_8_torch.float32> : tensor<12x8xf32>
    %0 = tensor.empty() : tensor<8x12xf32>
    %transposed = linalg.transpose ins(%cst_1 : tensor<12x8xf32>) outs(%0 : tensor<8x12xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<5x12xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<5x12xf32>) -> tensor<5x12xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<5x8xf32>, tensor<8x12xf32>) outs(%2 : tensor<5x12xf32>) -> tensor<5x12xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<12xf32>) outs(%1 : tensor<5x12xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<5x12xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<5x12xf32>, tensor<5x12xf32>) outs(%1 : tensor<5x12xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %11 = arith.addf %in, %in_2 : f32
      linalg.yield %11 : f32
    } -> tensor<5x12xf32>
    %6 = tensor.empty() : tensor<5x12xi64>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<5x12xi64>) {
    ^bb0(%out: i64):
      %11 = linalg.index 1 : index
      %12 = arith.index_cast %11 : index to i64
      linalg.yield %12 : i64
    } -> tensor<5x12xi64>
    %8:2 = tm_tensor.sort dimension(1) outs(%5, %7 : tensor<5x12xf32>, tensor<5x12xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %11 = arith.cmpf ole, %arg1, %arg2 : f32
      tm_tensor.yield %11 : i1
    } -> tensor<5x12xf32>, tensor<5x12xi64>
    %9 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%6 : tensor<5x12xi64>) {
    ^bb0(%out: i64):
      %11 = linalg.index 0 : index
      %12 = arith.index_cast %11 : index to i64
      linalg.yield %12 : i64
    } -> tensor<5x12xi64>
    %10:2 = tm_tensor.sort dimension(0) outs(%5, %9 : tensor<5x12xf32>, tensor<5x12xi64>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
      %11 = arith.cmpf oge, %arg1, %arg2 : f32
      tm_tensor.yield %11 : i1
    } -> tensor<5x12xf32>, tensor<5x12xi64>
    return %8#0, %8#1, %10#0, %10#1 : tensor<5x12xf32>, tensor<5x12xi64>, tensor<5x12xf32>, tensor<5x12xi64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_12_torch.float32: "0x04000000BFBA823C0D4A86BEE53BD03CF4EF503E324D59BD5C76A7BE41BE0D3E303AA33EFCC745BE16C412BEFAEF453B5355753E",
      torch_tensor_12_8_torch.float32: "0x04000000C1A0E8BD30F8993E5DCAB3BEC9BAA43C20964F3D66E12BBD81CC8D3EE69B563EDB21EFBC2316CB3D8D00AD3E09F0383E35C5E53CE2B2AABE185F4ABEE5B7023E4EFF9EBEFA2AFDBD74971CBEAFDBA7BE9F7269BE6924A83EF6803D3D90B5913D2A7B23BE709400BE6E5E1A3E8424893E3AF9043D74381FBE0587803E54E74BBB5494783EE97E903E15E59B3E0F7E60BE4547B4BEF438C43D5F5E9CBE365558BEE12DB0BEC8CE623E58CAA23E997179BEF7AD77BEFC4F433EB9BB07BED2352A3DF8231DBEF8AB5D3CBE4FC3BD74BA223EAA581A3E8EABC33D3B45483E551FDF3D3BD66A3E1F90413E9D96593ED1EB92BE8BD1873E3455B03EE5B31DBE7F4E143E5341EFBDFD222BBEE0D5B1BE1C62DF3D76718C3C396EACBDCEA4A13ED2BC023E3CEEB4BDB55398BE21A9AD3DECB568BE8CE5E33D5A68843E68C35FBED3F9083E5D6C6ABE1B635F3E859EA3BEB88E753DE64B8CBEA037053EBEC964BD1EF35ABCFE0BA53E57478EBE5430A53E4BD7613E716442BED0D6923D2C49D13D329D46BE"
    }
  }
#-}
