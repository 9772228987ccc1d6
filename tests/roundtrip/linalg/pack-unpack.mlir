// linalg.pack / linalg.unpack: static and dynamic inner tiles, outer_dims_perm, padding_value,
// attributes.

func.func @pack(%a: tensor<16x32xf32>, %p: tensor<4x8x4x4xf32>, %a2: tensor<17x32xf32>, %pd: tensor<8x5x4x4xf32>, %pv: f32) -> (tensor<4x8x4x4xf32>, tensor<8x5x4x4xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %p : tensor<16x32xf32> -> tensor<4x8x4x4xf32>
  %1 = linalg.pack %a2 padding_value(%pv : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %pd {tag} : tensor<17x32xf32> -> tensor<8x5x4x4xf32>
  return %0, %1 : tensor<4x8x4x4xf32>, tensor<8x5x4x4xf32>
}

func.func @pack_dynamic(%a: tensor<?x?xi8>, %t: index, %p: tensor<?x?x8x?xi8>) -> tensor<?x?x8x?xi8> {
  %0 = linalg.pack %a inner_dims_pos = [1, 0] inner_tiles = [8, %t] into %p : tensor<?x?xi8> -> tensor<?x?x8x?xi8>
  return %0 : tensor<?x?x8x?xi8>
}

func.func @pack_one_dim(%a: tensor<16x32xf32>, %p: tensor<16x4x8xf32>) -> tensor<16x4x8xf32> {
  %0 = linalg.pack %a inner_dims_pos = [1] inner_tiles = [8] into %p : tensor<16x32xf32> -> tensor<16x4x8xf32>
  return %0 : tensor<16x4x8xf32>
}

func.func @unpack(%p: tensor<4x8x4x4xf32>, %a: tensor<16x32xf32>, %q: tensor<8x4x4x4xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>) {
  %0 = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %a : tensor<4x8x4x4xf32> -> tensor<16x32xf32>
  %1 = linalg.unpack %q outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %a {tag = 2 : i8} : tensor<8x4x4x4xf32> -> tensor<16x32xf32>
  return %0, %1 : tensor<16x32xf32>, tensor<16x32xf32>
}

func.func @unpack_dynamic(%p: tensor<?x?x?x4xf32>, %t: index, %a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %a : tensor<?x?x?x4xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
