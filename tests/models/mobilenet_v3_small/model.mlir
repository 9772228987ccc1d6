#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_10_32_torch.float32> : tensor<10x32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_16_1_1_torch.float32_2> : tensor<64x16x1x1xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_64_1_1_torch.float32_1> : tensor<16x64x1x1xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_64_16_1_1_torch.float32_1> : tensor<64x16x1x1xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_64_1_1_torch.float32> : tensor<16x64x1x1xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_64_1_5_5_torch.float32> : tensor<64x1x5x5xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_16_1_1_torch.float32> : tensor<64x16x1x1xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_16_48_1_1_torch.float32> : tensor<16x48x1x1xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_48_torch.float32_8> : tensor<48xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_48_12_1_1_torch.float32_1> : tensor<48x12x1x1xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_12_torch.float32_8> : tensor<12xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_12_48_1_1_torch.float32> : tensor<12x48x1x1xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_48_1_5_5_torch.float32> : tensor<48x1x5x5xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_48_12_1_1_torch.float32> : tensor<48x12x1x1xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_12_torch.float32_7> : tensor<12xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_12_torch.float32_6> : tensor<12xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_12_torch.float32_5> : tensor<12xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_12_torch.float32_4> : tensor<12xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_12_32_1_1_torch.float32> : tensor<12x32x1x1xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_32_1_3_3_torch.float32> : tensor<32x1x3x3xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_32_12_1_1_torch.float32> : tensor<32x12x1x1xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_12_torch.float32_3> : tensor<12xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_12_torch.float32_2> : tensor<12xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_12_torch.float32_1> : tensor<12xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_12_torch.float32> : tensor<12xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_12_24_1_1_torch.float32> : tensor<12x24x1x1xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_24_1_3_3_torch.float32> : tensor<24x1x3x3xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_24_8_1_1_torch.float32> : tensor<24x8x1x1xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_8_torch.float32_16> : tensor<8xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_8_torch.float32_15> : tensor<8xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_8_torch.float32_14> : tensor<8xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_8_torch.float32_13> : tensor<8xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_8_8_1_1_torch.float32_1> : tensor<8x8x1x1xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_8_torch.float32_12> : tensor<8xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_8_2_1_1_torch.float32> : tensor<8x2x1x1xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_2_8_1_1_torch.float32> : tensor<2x8x1x1xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_8_torch.float32_11> : tensor<8xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_8_torch.float32_10> : tensor<8xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_8_torch.float32_9> : tensor<8xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_8_torch.float32_8> : tensor<8xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_8_1_3_3_torch.float32> : tensor<8x1x3x3xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_8_torch.float32_7> : tensor<8xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_8_torch.float32_6> : tensor<8xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_8_8_1_1_torch.float32> : tensor<8x8x1x1xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_98 = arith.constant 1.000000e-05 : f64
    %cst_99 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_102 = arith.constant 3.000000e+00 : f32
    %cst_103 = arith.constant 6.000000e+00 : f32
    %cst_104 = arith.constant 2.560000e+02 : f32
    %cst_105 = arith.constant 1.600000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x8x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_101 : tensor<1x3x66x66xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_99 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_100 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_106 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_106 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_107 = tensor.expand_shape %cst_97 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_107 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_108 = tensor.expand_shape %cst_96 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_108 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x8x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x8x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x8x32x32xf32>, tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %15 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%14, %cst_95 : tensor<1x8x32x32xf32>, tensor<8x8x1x1xf32>) outs(%1 : tensor<1x8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_93 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%16 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<8xf32>
    %expanded_109 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_110 = tensor.expand_shape %17 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_109 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_110 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_111 = tensor.expand_shape %cst_92 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_111 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %expanded_112 = tensor.expand_shape %cst_91 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_112 : tensor<1x8x32x32xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x32x32xf32>) outs(%0 : tensor<1x8x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x8x32x32xf32>
    %padded_113 = tensor.pad %22 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x32x32xf32> to tensor<1x8x34x34xf32>
    %23 = tensor.empty() : tensor<1x8x16x16xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %collapsed = tensor.collapse_shape %cst_90 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %25 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_113, %collapsed : tensor<1x8x34x34xf32>, tensor<8x3x3xf32>) outs(%24 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_88 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%26 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<8xf32>
    %expanded_114 = tensor.expand_shape %cst_89 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_115 = tensor.expand_shape %27 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %expanded_114 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_115 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_116 = tensor.expand_shape %cst_87 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded_116 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_117 = tensor.expand_shape %cst_86 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_117 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x16x16xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x8x16x16xf32>
    %33 = tensor.empty() : tensor<1x8x1x1xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%32 : tensor<1x8x16x16xf32>) outs(%34 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %out : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x1x1xf32>) outs(%33 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_104 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x1x1xf32>
    %37 = tensor.empty() : tensor<1x2x1x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_84 : tensor<2xf32>) outs(%37 : tensor<1x2x1x1xf32>) dimensions = [0, 2, 3] 
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%36, %cst_85 : tensor<1x8x1x1xf32>, tensor<2x8x1x1xf32>) outs(%broadcasted : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x2x1x1xf32>) outs(%37 : tensor<1x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x2x1x1xf32>
    %broadcasted_118 = linalg.broadcast ins(%cst_82 : tensor<8xf32>) outs(%33 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%39, %cst_83 : tensor<1x2x1x1xf32>, tensor<8x2x1x1xf32>) outs(%broadcasted_118 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x1x1xf32>) outs(%33 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x8x1x1xf32>) outs(%33 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x8x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x1x1xf32>) outs(%33 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x8x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x8x1x1xf32>) outs(%33 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %44 : tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %46 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%45, %cst_81 : tensor<1x8x16x16xf32>, tensor<8x8x1x1xf32>) outs(%24 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_79 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<8xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%47 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<8xf32>
    %expanded_119 = tensor.expand_shape %cst_80 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_120 = tensor.expand_shape %48 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_119 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_120 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_121 = tensor.expand_shape %cst_78 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_121 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_122 = tensor.expand_shape %cst_77 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_122 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%23 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x8x16x16xf32>
    %53 = tensor.empty() : tensor<1x24x16x16xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %55 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%52, %cst_76 : tensor<1x8x16x16xf32>, tensor<24x8x1x1xf32>) outs(%54 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %56 = tensor.empty() : tensor<24xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_74 : tensor<24xf32>) outs(%56 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<24xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%57 : tensor<24xf32>) outs(%56 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<24xf32>
    %expanded_123 = tensor.expand_shape %cst_75 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_124 = tensor.expand_shape %58 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %expanded_123 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%53 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_124 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%53 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_125 = tensor.expand_shape %cst_73 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_125 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%53 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_126 = tensor.expand_shape %cst_72 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_126 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%53 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x24x16x16xf32>) outs(%53 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x24x16x16xf32>
    %padded_127 = tensor.pad %63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x24x16x16xf32> to tensor<1x24x18x18xf32>
    %64 = tensor.empty() : tensor<1x24x8x8xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %collapsed_128 = tensor.collapse_shape %cst_71 [[0, 1], [2], [3]] : tensor<24x1x3x3xf32> into tensor<24x3x3xf32>
    %66 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_127, %collapsed_128 : tensor<1x24x18x18xf32>, tensor<24x3x3xf32>) outs(%65 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_69 : tensor<24xf32>) outs(%56 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<24xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%67 : tensor<24xf32>) outs(%56 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<24xf32>
    %expanded_129 = tensor.expand_shape %cst_70 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_130 = tensor.expand_shape %68 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_129 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%64 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_130 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%64 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_131 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_131 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%64 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_132 = tensor.expand_shape %cst_67 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_132 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%64 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x24x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x24x8x8xf32>) outs(%64 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x24x8x8xf32>
    %74 = tensor.empty() : tensor<1x12x8x8xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %76 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%73, %cst_66 : tensor<1x24x8x8xf32>, tensor<12x24x1x1xf32>) outs(%75 : tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %77 = tensor.empty() : tensor<12xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_64 : tensor<12xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<12xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%78 : tensor<12xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<12xf32>
    %expanded_133 = tensor.expand_shape %cst_65 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %expanded_134 = tensor.expand_shape %79 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_133 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_134 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %expanded_135 = tensor.expand_shape %cst_63 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_135 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %expanded_136 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_136 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %84 = tensor.empty() : tensor<1x32x8x8xf32>
    %85 = linalg.fill ins(%cst : f32) outs(%84 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %86 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%83, %cst_61 : tensor<1x12x8x8xf32>, tensor<32x12x1x1xf32>) outs(%85 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %87 = tensor.empty() : tensor<32xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_59 : tensor<32xf32>) outs(%87 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<32xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<32xf32>) outs(%87 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<32xf32>
    %expanded_137 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_138 = tensor.expand_shape %89 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %expanded_137 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_138 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_139 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_139 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_140 = tensor.expand_shape %cst_57 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_140 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x32x8x8xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_141 = tensor.pad %94 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %collapsed_142 = tensor.collapse_shape %cst_56 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %95 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_141, %collapsed_142 : tensor<1x32x10x10xf32>, tensor<32x3x3xf32>) outs(%85 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_54 : tensor<32xf32>) outs(%87 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<32xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<32xf32>) outs(%87 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<32xf32>
    %expanded_143 = tensor.expand_shape %cst_55 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_144 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_143 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_144 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_145 = tensor.expand_shape %cst_53 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_145 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_146 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_146 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x32x8x8xf32>) outs(%84 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x32x8x8xf32>
    %103 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%102, %cst_51 : tensor<1x32x8x8xf32>, tensor<12x32x1x1xf32>) outs(%75 : tensor<1x12x8x8xf32>) -> tensor<1x12x8x8xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<12xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<12xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%104 : tensor<12xf32>) outs(%77 : tensor<12xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<12xf32>
    %expanded_147 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %expanded_148 = tensor.expand_shape %105 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_147 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_148 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %expanded_149 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_149 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %expanded_150 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [12, 1, 1] : tensor<12xf32> into tensor<12x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_150 : tensor<1x12x8x8xf32>, tensor<12x1x1xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %109 : tensor<1x12x8x8xf32>, tensor<1x12x8x8xf32>) outs(%74 : tensor<1x12x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x12x8x8xf32>
    %111 = tensor.empty() : tensor<1x48x8x8xf32>
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %113 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%110, %cst_46 : tensor<1x12x8x8xf32>, tensor<48x12x1x1xf32>) outs(%112 : tensor<1x48x8x8xf32>) -> tensor<1x48x8x8xf32>
    %114 = tensor.empty() : tensor<48xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<48xf32>) outs(%114 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<48xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%115 : tensor<48xf32>) outs(%114 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<48xf32>
    %expanded_151 = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_152 = tensor.expand_shape %116 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_151 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_152 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_153 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_153 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %expanded_154 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_154 : tensor<1x48x8x8xf32>, tensor<48x1x1xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x48x8x8xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x48x8x8xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x48x8x8xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x48x8x8xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x48x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %123 : tensor<1x48x8x8xf32>, tensor<1x48x8x8xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x48x8x8xf32>) outs(%111 : tensor<1x48x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x8x8xf32>
    %padded_155 = tensor.pad %125 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x8x8xf32> to tensor<1x48x12x12xf32>
    %126 = tensor.empty() : tensor<1x48x4x4xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %collapsed_156 = tensor.collapse_shape %cst_41 [[0, 1], [2], [3]] : tensor<48x1x5x5xf32> into tensor<48x5x5xf32>
    %128 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_155, %collapsed_156 : tensor<1x48x12x12xf32>, tensor<48x5x5xf32>) outs(%127 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<48xf32>) outs(%114 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<48xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%129 : tensor<48xf32>) outs(%114 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<48xf32>
    %expanded_157 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_158 = tensor.expand_shape %130 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_157 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_158 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_159 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_159 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_160 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_160 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x48x4x4xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135 : tensor<1x48x4x4xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x48x4x4xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x48x4x4xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x48x4x4xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %137 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x48x4x4xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %140 = tensor.empty() : tensor<1x48x1x1xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%140 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%139 : tensor<1x48x4x4xf32>) outs(%141 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %out : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x48x1x1xf32>) outs(%140 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_105 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x1x1xf32>
    %144 = tensor.empty() : tensor<1x12x1x1xf32>
    %broadcasted_161 = linalg.broadcast ins(%cst_35 : tensor<12xf32>) outs(%144 : tensor<1x12x1x1xf32>) dimensions = [0, 2, 3] 
    %145 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%143, %cst_36 : tensor<1x48x1x1xf32>, tensor<12x48x1x1xf32>) outs(%broadcasted_161 : tensor<1x12x1x1xf32>) -> tensor<1x12x1x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x12x1x1xf32>) outs(%144 : tensor<1x12x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x12x1x1xf32>
    %broadcasted_162 = linalg.broadcast ins(%cst_33 : tensor<48xf32>) outs(%140 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%146, %cst_34 : tensor<1x12x1x1xf32>, tensor<48x12x1x1xf32>) outs(%broadcasted_162 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<1x48x1x1xf32>) outs(%140 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x48x1x1xf32>) outs(%140 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x48x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<1x48x1x1xf32>) outs(%140 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x48x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150 : tensor<1x48x1x1xf32>) outs(%140 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %151 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%126 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x48x4x4xf32>
    %153 = tensor.empty() : tensor<1x16x4x4xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %155 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%152, %cst_32 : tensor<1x48x4x4xf32>, tensor<16x48x1x1xf32>) outs(%154 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %156 = tensor.empty() : tensor<16xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<16xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%157 : tensor<16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<16xf32>
    %expanded_163 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_164 = tensor.expand_shape %158 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_163 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %expanded_164 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_165 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_165 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_166 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_166 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %163 = tensor.empty() : tensor<1x64x4x4xf32>
    %164 = linalg.fill ins(%cst : f32) outs(%163 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %165 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%162, %cst_27 : tensor<1x16x4x4xf32>, tensor<64x16x1x1xf32>) outs(%164 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %166 = tensor.empty() : tensor<64xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<64xf32>) outs(%166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<64xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%167 : tensor<64xf32>) outs(%166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<64xf32>
    %expanded_167 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_168 = tensor.expand_shape %168 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_167 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_168 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_169 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_169 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_170 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_170 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x4x4xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x4x4xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_171 = tensor.pad %177 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x8x8xf32>
    %collapsed_172 = tensor.collapse_shape %cst_22 [[0, 1], [2], [3]] : tensor<64x1x5x5xf32> into tensor<64x5x5xf32>
    %178 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_171, %collapsed_172 : tensor<1x64x8x8xf32>, tensor<64x5x5xf32>) outs(%164 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<64xf32>) outs(%166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<64xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%179 : tensor<64xf32>) outs(%166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<64xf32>
    %expanded_173 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_174 = tensor.expand_shape %180 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_173 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_174 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_175 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_175 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_176 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_176 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x4x4xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x4x4xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %187 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %190 = tensor.empty() : tensor<1x64x1x1xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%189 : tensor<1x64x4x4xf32>) outs(%191 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %out : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x64x1x1xf32>) outs(%190 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_105 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x1x1xf32>
    %194 = tensor.empty() : tensor<1x16x1x1xf32>
    %broadcasted_177 = linalg.broadcast ins(%cst_16 : tensor<16xf32>) outs(%194 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%193, %cst_17 : tensor<1x64x1x1xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_177 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x16x1x1xf32>) outs(%194 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst : f32
      %243 = arith.select %242, %in, %cst : f32
      linalg.yield %243 : f32
    } -> tensor<1x16x1x1xf32>
    %broadcasted_178 = linalg.broadcast ins(%cst_14 : tensor<64xf32>) outs(%190 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %197 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%196, %cst_15 : tensor<1x16x1x1xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_178 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<1x64x1x1xf32>) outs(%190 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x64x1x1xf32>) outs(%190 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x64x1x1xf32>) outs(%190 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x64x1x1xf32>) outs(%190 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %201 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%202, %cst_13 : tensor<1x64x4x4xf32>, tensor<16x64x1x1xf32>) outs(%154 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<16xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%204 : tensor<16xf32>) outs(%156 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<16xf32>
    %expanded_179 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_180 = tensor.expand_shape %205 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_179 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_180 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_181 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_181 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_182 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_182 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %209 : tensor<1x16x4x4xf32>, tensor<1x16x4x4xf32>) outs(%153 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x16x4x4xf32>
    %211 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%210, %cst_8 : tensor<1x16x4x4xf32>, tensor<64x16x1x1xf32>) outs(%164 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<64xf32>) outs(%166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.truncf %cst_98 : f64 to f32
      %243 = arith.addf %in, %242 : f32
      linalg.yield %243 : f32
    } -> tensor<64xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%212 : tensor<64xf32>) outs(%166 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = math.rsqrt %in : f32
      linalg.yield %242 : f32
    } -> tensor<64xf32>
    %expanded_183 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_184 = tensor.expand_shape %213 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_183 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.subf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %expanded_184 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_185 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_185 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_186 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_186 : tensor<1x64x4x4xf32>, tensor<64x1x1xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x4x4xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x64x4x4xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %220 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x64x4x4xf32>) outs(%163 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x4x4xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%222 : tensor<1x64x4x4xf32>) outs(%191 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %out : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x64x1x1xf32>) outs(%190 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_105 : f32
      linalg.yield %242 : f32
    } -> tensor<1x64x1x1xf32>
    %collapsed_187 = tensor.collapse_shape %224 [[0], [1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<1x64xf32>
    %225 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%cst_3 : tensor<32x64xf32>) outs(%225 : tensor<64x32xf32>) permutation = [1, 0] 
    %226 = tensor.empty() : tensor<1x32xf32>
    %227 = linalg.fill ins(%cst : f32) outs(%226 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %228 = linalg.matmul ins(%collapsed_187, %transposed : tensor<1x64xf32>, tensor<64x32xf32>) outs(%227 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %229 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32xf32>
    %230 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%228, %229 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32xf32>
    %231 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%230 : tensor<1x32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.addf %in, %cst_102 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32xf32>
    %232 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%231 : tensor<1x32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ult, %in, %cst : f32
      %243 = arith.select %242, %cst, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x32xf32>
    %233 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<1x32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.cmpf ugt, %in, %cst_103 : f32
      %243 = arith.select %242, %cst_103, %in : f32
      linalg.yield %243 : f32
    } -> tensor<1x32xf32>
    %234 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%230, %233 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.mulf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32xf32>
    %235 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%234 : tensor<1x32xf32>) outs(%226 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %242 = arith.divf %in, %cst_103 : f32
      linalg.yield %242 : f32
    } -> tensor<1x32xf32>
    %236 = tensor.empty() : tensor<32x10xf32>
    %transposed_188 = linalg.transpose ins(%cst_1 : tensor<10x32xf32>) outs(%236 : tensor<32x10xf32>) permutation = [1, 0] 
    %237 = tensor.empty() : tensor<1x10xf32>
    %238 = linalg.fill ins(%cst : f32) outs(%237 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %239 = linalg.matmul ins(%235, %transposed_188 : tensor<1x32xf32>, tensor<32x10xf32>) outs(%238 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %240 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<10xf32>) outs(%237 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %241 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%239, %240 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%237 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_189: f32, %out: f32):
      %242 = arith.addf %in, %in_189 : f32
      linalg.yield %242 : f32
    } -> tensor<1x10xf32>
    return %241 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x0400000043405E3DD0D8053E96B729BE36432E3D3F4FE63D0816B7BD3FD5EEBD4724E4BCEB88863D1D3D1D3B",
      torch_tensor_10_32_torch.float32: "0x0400000046CC1BBE437C05BE3A6730BEADBDE43C372E833DE9FBA83D016DB13D45636EBD7846243BC05A53BB3A643ABD4CD0DDBD3C5431BE71E22A3DBEF61EBE145891BDED67D6BD6C3F2CBD2DA780BDF8FF13BE556B0D3E94B996BC7BDF15BE80F7283EA35830BD45B2A63DBBB70ABEB375B3BD6E39A23D137D8E3C9E095E3D93A135BC2C8DDC3D8A734BBC19B47B3D24CAE2BDEC77E93D9EC111BE888FF0BD89CB0F3CA974833DC2EB0A3CC1CB27BEAF72BD3D020A06BE13AB98BCDC690C3D1C9F243EA3FEA23DD4400CBD9737A53B63A602BE32D42ABE73EF0ABD0DB7C83D476EA83D317DF6BC60A163BDAF98C93DF60A70BD068DDF3C693EE2BA0DE203BE060704BEEEBC70BD58820BBEA58A85BD1A18E03CD0158A3C6D9F293BE4E31CBE84D9FE3CB201643D959E9BBD01E3CA3D887766BD86C37B3D6E12B33DFD942D3E1EBDE13DDE4CAA3D8F4F083ED177943D970823BEB4F422BE4CF0ED3A044C4E3D37F319BCBA09CBBD6BCA5D3DC0EAC33D29D6E83D393D1B3E50188CBDFF1B1F3E43FA12BE735C81BD8C6ECF3DB6BA153E8AC2E0BD474319BDF903F53D8E8FD0BC3F3A4ABD34E5183E2A6FEBBD8B6A2DBE354AEFBD7991B1BDD6EF643B66B2153E2A36103E3AFC11BE80F4E6BD56FCEA3D2A95C83D3DAC953D0C6E9BBCBEF06D3C4EA5873D03310F3EF0B7F4BCB4A705BDB886CB3C70AF2B3E7EE0043E7C67C53DF4572EBE5CCD00BEBC8F583D69F8C93DEE9D39BCB2AC26BE833C4C3D48A2BDBD593AD03CFA98463BA7713CBC3701B5BDDAF928BE09107EBD4C361FBD3EFB203E6B7D2BBEDAD1B83DDDBC8F3C683E5E3DBBCEBFBDDC590F3E45BA00BECBAF59BC81059BBD91F1013E887E84BDEB1605BEB127EDBDEE600E3E46BE16BEE5D394BD2C9D8E3DB94C9B3D5398CA3D9A390FBE4B44993DF3159ABBF7200DBEB592C53DF6F2EB3D1A2F37BDCE8E1CBE4EA7F7BD976E0D3EE1D1CABC3DF9C93B1AA0C4BAE14006BD027300BE508AA73CAC48213E446061BD29853DBC3A2943BD84E86ABD3219CBBD23DEA5BDABB2183E5E2C04BE78DCA33D08AE8C3D2DEB1BBE17C601BEB96B27BEFC65A9BD38C4E83DC912333E6E959E3C2659163E91C414BED9462F3E129FCB3C6746353D69A41BBE0713A43B6346FF3D827BB8BD4147613D98972F3E25B1973DF29C33BDD861F03D59974DBD1B2D1F3D3854553DF3BAD93DFDFC5BBD446BA3B954B3EEBCB26FB63C8417DC3D42485FBD1A65D7BD2B2302BE71DEDDBD24062E3E9BBCA53DA0412EBE4D7A8EBDCD84CF3C5B2965BDA9C4833DCBA18DBD7B5A203EDC0B43BD0657383D6F76FEBDBC271B3D59A529BD4939C4BD99CDA1BD1D55A73D930D4DBC5607F63DE7CD67BCB27905BD42B6133D23AC0A3E563AF8BDD5CE9BBC5665183DCF7A243EB61E4BBDA3B5EABD6312F63D2AFAF83DC0E7033E9EFFDB3D93BCBE3D7815E13DF73FC9BD141FF23C8369F23DF663C9BDAE542DBE87E22DBE4142F7BB74599B3B15C2C5BD1202103DBA9E02BEBFA5133E340484BDC476CD3D49E424BEC7B2283EC1DA073E3E260B3E9BA9CC3B05BCDEBD58290BBE91CE023E7A13DD3DD9DB823C8698073EB008B4BBD64196BD68CF2B3EAD3F9FBDB50A04BD25D9573D7571BB3D6C61A3BDEFEA283E78AF173EC04ECFBC574993BD5CE1133E62ADEE3D785FFF3D9C0F6E3DE5EEAC3D88A22ABEC172B23D95D1E7BDE70B1CBE060DFF3D470E183EE1EEFFBD2389193ED9EDB6BDB291DDBD1D57F7BC05B6133E2BAAD7BD0E0E1F3E1D8C3EBCEE6F87BDDB83393C1156F03B5002A13BD412BB3D",
      torch_tensor_32_torch.float32_8: "0x04000000A6AB923D38D0223D500C933C683BE2BDAA55E0BD7834C03DE0A8423DD633803DFCFE7FBD4E39E1BD5276B0BDE0B6D23D7C9D23BDD81DE03CCC4E3ABDDAF8E43DE6FCFDBD4CBE653DE4D025BD0C0FAA3DC4CFBE3DE015D23C8289FF3D60CC213C4044E43B7848263DECAA243DBC8A94BD44DEA33D8422B93DCCDABFBD3471893D",
      torch_tensor_32_64_torch.float32: "0x040000009C3000BD72EFC03DC41E46BDB0D2093D3C4C22BD4678B5BDD8E09FBD2CAD11BDA41BBBBDF6ACEABD30418EBCF077783D0607D0BDF08059BDD856863DB869953D6890E4BD3806B93DC077A7BDB8A4C0BCEC04C33D6A39E23DD8BB663DDC687FBD6C6F833DB47B7F3D22D8ED3D043944BDE0DF9ABC2C1785BD00B47F3BD8785B3D30326CBCD4F199BDF096233DD0FAACBC385B933CBC54BDBD3C77FA3D04D137BD741B5CBD086B55BD5056813D9875DB3D7858ACBC68338F3CB0FE9EBC027994BD003AC63AC0053CBC201F8EBDBA75ACBD94C79E3D084841BDF86D83BCC811613D781EA9BD60F99A3CACE0BD3D28583ABDFE34F4BD3C2D2DBD48E33F3DBA70BE3D406A91BD68ACD0BCD0F8EA3C54C3833DEC5915BD283C99BD087FD1BC6CAAE83DDC72F0BDB8A1573DB0CD0CBDCE6CD43DAA5EA9BD20ED933D2C30A5BD209075BD948603BD744F3B3D7091A0BD8079F9BC701722BC703471BC0C6E36BD7C6D7C3D64AA5A3D80C29A3ACE25DDBDE2A3A63D3420F33D72E5BB3D3894CFBD9411253D44315ABD00B445BB6083B73DB0BD493D5EDC9BBD605E693C7C508C3D402F943BDCD5BBBDE010813C20B5303D68729FBCA05A34BC82B994BD50A6EDBC00448CBC400DD83DB0FDE9BC40FE8A3CD81974BD702AF2BD5C55803DE87A7CBDC45911BD20762D3C0000973D6E65E53D4AF382BD7056853C5EB3A2BD2EF6D13D78B147BDF87A72BD54755D3D2A608FBD08AEC93D303D95BC6C4954BD80AEF5BAD27884BD64F0E6BD8E44F4BD84B0443D90F498BC1A22F5BD707E52BCD023A43DB67798BD7A37D73D6CC198BDD8C39C3CA8C851BD9E32B4BD345BF73D209D923C108EC23D3449C1BDB06823BDBCB533BD564996BD00F653BC402E62BDD8F6FABDA4C25D3D9C45EE3DF017CEBDCC71C63D10715D3C00C244BB1C7951BDB05089BD4061A93D7637ECBD40184FBC286ADA3D50603D3D88029FBDECAB23BD18D3EABC408F2ABD608987BB42A4CC3D9AEBF9BDD8C4E73C80F0363DE468753DF0C372BCDA39C83DD889C13DA0FEE43C4AE8B93D8CCBD8BD20F1EA3D7C2CB5BD00752BBD5007633D16B2A23D882945BDAEECB3BD087099BD60210BBD442303BD14B7CB3D782ECA3C002196BC707596BD762BD23DD6DDBABD409A543D10DB52BC00F96D3A682AF7BC2081E1BB3C277A3D3051673D00350CBD6049593C405F3D3B2C9FCDBD80C12CBD10E5433CC0AA763BECC03EBD38A77B3D485B373D90CDB3BD78BC4EBD367F9EBDF8DB8C3DC000D63DC03A2BBBB8C3D23CB84C983D787691BC46D7F13DF81CFE3D7C44423D703FF93C50A2CE3C08591D3DC012D93B6436A33DDC739F3D64D5A6BD606E793C3CEAA4BDACE06A3DB46DEC3D4C34DFBD8A92EBBD5A9CAB3D50BFBB3C70DE713D84C1C23D1E37DE3DC80923BDECF705BD700EC2BDB800A23DFC9933BD6AF1DD3D701EC9BC0C7D403D00E48E3CD01D9F3C7A499A3DA8D2073DD07476BC7866B0BC3209F23DBED5A83D208D3BBC00F91F3A7C2217BDEC8DD63DE0FCF9BCC268823D5C2D883DCCF48B3D402BB8BBBC71CE3D3069B93D08821DBD1081A33CA0C0D23D38F7CE3D70CD5CBD9EA7F4BD4054D9BBB4D1B73DDC5BE33D024782BDA020933D287E92BD5C707F3D7838C4BCE4875BBD0256ABBDD0D9253DFCA0283D9628E83D8005B93C7043763CA8C976BD98543ABD7C1CAE3D683CE53D2058833B689C943C98D5CDBCFA82D7BDB218ACBD30E5623CACCA333DFC54C6BD4AC4B43D3C11AE3DE017513C18ADE63C6AED953D26E9B2BDE237A1BD68BB2F3D40DE643B4615CBBD80BD103BF44BB63DE6AB8E3DFE7AA93DF6DE8BBDA25CB8BD36C3E3BDECED41BD3C19E63D100E273D40C275BB1833C9BD44B95E3D50E572BC809AB33D28E9B5BD60668CBD7604923D568ADABD0EFF963DBCB50BBD600520BD40AD083D180DEEBC00A6B1B918475BBD008ABD3B2068EA3CE88849BDA02AB73B0CE28F3D485AD53CF29AE1BD26E89EBD7C01B9BD10DE89BCB817383D081E8ABCE046F4BCB8DA00BD907BC43C5843D33DDE68D6BD44D2263D60866D3C20B8E3BCA2C0B13DE0FD6D3CF033F4BDC0BD7D3C1851E03DF0652F3D52CFD6BD0067783D5236D43D90E3A0BD58A4B7BD8AAABFBD98E4113D34ADFDBD7875DABD3A1AD33D9E2B8A3DE083E03B2692C03DCC8594BD2000D9BCE67A823D38C9F83D0051443DB0174F3D48E6273DA00D62BC1ABF943D44B6CFBDF46928BDA00281BBC6C4F03D4AFD9EBD003D2D3C401739BB84473ABD4C1F48BD90C19F3C58BB3FBDE0BF7B3D6488563D6ADCC73DB4531F3D8C4DF13DFE2883BD3CD320BDA63B9C3D80B71FBB30CF5EBCACB0EFBD342D213D14C3A5BDA85A023D4601B9BD36DDC2BD14007F3D7C2E7F3DDE81D23DBA819A3DB45D733D3C4CFE3D54BCC73D04CF413D30C1B1BDAA01D4BD80C6423CEC5BAABD4CD5E0BDF86FB73D6468A0BDA82D5A3DB631E4BD1018C13DE83E123DC0C3EABDEA95E63DB00A51BCBC73703DA4AD64BD9689FB3D4EF8E5BD0075EF3DDC86753D7E72D6BDAACDA8BD60C0543CF0F2643DE03CDEBB40352B3B9030E93DE292C03D28E1CF3D8CFCE2BD5E3591BDDA0EE23DA4C0EF3D444507BDEC022ABD1E95A9BD7A6A8D3DD0E2D43C3C7137BDF42025BD108FC4BC5CEC133DB0BC583C905AB63D246A403D6845423D0A63E8BD00A3D8BA00E6A63DC018573BF86E953DF894873CA8DA283DC85DC9BCEC57EBBD5675BABD908D483D8C0A133D583B6C3D025AF93DB0A1CABCA800F13DF457533D4A91BD3D503180BDB825E8BCA00491BC94A9EEBDF0E60C3CFEF188BD1A35A63DD0CE7C3C9CC011BDE8ADFFBDC402D53D1872863CBC9F19BD6630E0BD7ED09ABD70391BBCC46CE23DA0E1B5BB802132BD808BDDBAA2FEF6BD4042C63DC0759BBDD0622BBD9214DB3D88B224BDB811FFBDFC58B0BD4041E83B6E828FBD002B983DE0FB9C3C089C903DD84298BD40F7283B8E20E43DCE0BFC3D10717DBD2A8EA13D7034883DE8D09EBCAC8C9B3D6004713C7818783DF0F023BCF89FD63C4CE22ABDBC18EBBDAAFF97BD08841FBD0224F9BD2C5642BDEED2DEBD621EB5BD428BC1BD264EC9BDB4D2FCBD20458D3D7CFE92BD0E49CC3D5C149B3D2433ED3DE00A2B3DF2F6C63DC0B0063B105610BC903430BD30A6663D68CBE1BD3421563D00BB503C2C20D53D08B387BC40FAFE3C0C2A733D64B59B3DE803FBBD60FE553C40122BBD00470CBBD464C33D98A8893C3219E7BDB42016BD0ED5DDBD689F9D3C2C49FE3DAAE8D13D60DABEBC5461FCBDA2A4E23D7244D3BD140CF2BD6883D7BCA0A58D3D940F513D7C34ABBDB4E565BDE06FB3BCE4D8B73D76ADFEBD6E80BCBDFAEDD93DD0C181BC0E2D823D405F88BBF8C34FBD48D78EBDC433DF3D2065F5BB7887BBBDF4477DBD50602C3C806A61BD006C933D4A72F8BD9C3D16BDE85B4ABDF6B2D3BDB840123D405B4BBB5001583C88208CBC601DCD3B008BA73A40F0603B605C92BD901F483DBE2D853D1A5DA2BD12D1E8BD46F2803D56A9F13D705BEF3C14C4E53DB020FE3DEEA0CFBDBA60C33D00DAD53AD081433CDCAC86BD4C82B83DA0A106BDC4B8673D0A84A4BD3870823C9A5BC43D38D2713D7022C43DEACED8BDB4D37DBD48B3E43D6AB1D6BD70AB233D68F0F73C8845ADBC08C0593DE03FC13C90C6EE3DCC69E63D20B0AF3D00B052BD288293BC2864DE3CCC67283DB63C85BDDAC48B3D681BB4BC8AE191BDC072AD3CF8C9F93C18D170BD106212BCB85B983D240BA43DA85AA4BCCAF4ECBD80FBA3BCF0BFFBBC0063EDBD0097E13C386E98BDEC7893BDC0CA08BC000775BABC79E73D50BB43BD0CB9DCBD503190BC1002E83DDE15A63DD09EB7BD50E5CB3C62BAD4BD60FC3F3C48C093BD96D6BA3D58EEDCBD60D8A83B80A5753DE8CA963C3A80CFBDC4A5A83D8861523DFC1D6DBD70EB563DBCDC8B3D4098443D7C56FCBD585CEEBD9681E73DD470E6BD6ADE99BDAAF3C13DA485193DC0A8B73CE008E33BC2A69C3DE674AD3D32B8F0BD3841E3BC26B2C93DC6C19D3DA8E60A3DB0547CBD6A759ABDAA9888BD5C9386BDA8BC8D3C4CA538BD505534BC309FA83C6024FA3BD608BCBD8488C83DEC3557BD8AA5ACBDE4E6553DD87F8FBC88F598BD386FB63D7860DEBD5A13C2BDBC0BE1BD2C2C343DDC6BF43D5E75B23DA658B73DF0117DBD26C5B53D32FD863D789225BDF005863D20AFF73B224EB93DDC4B36BDC4C7653D9820C7BD084E8DBCF0E672BCBA84D93DC83D703D800BB0BDACE847BD3034AEBC6441AF3D4EF0913D6C8E483D60BF6ABC602038BD58694F3D4021C43B36EFF2BD0670C73D7A3CF53D249A143DFA08BD3D205BFE3C602CDCBD625BE73DA0F89FBC248185BD68D3D73CF0EC9DBDAE039E3D300F283C3CAD1FBD5EF48C3D30F2073D30CA863C7A299CBDFE6296BD9454883DD0037B3D0068CCBBF8A506BD90021DBDF0983CBD5438FD3D827B913D200EE03BD011F83C78BFFEBC6410B4BD084BA2BDC0B91C3D82AEF5BD308EA8BD348D49BD72A385BDF09EFC3DC0772F3D345BCD3D0C82173D0490EE3D7293F03D10D823BDD28B9EBDACB4C23D88E3B63CD4C1EE3D702F4CBDA0B37E3DD067453DD82A72BD6A06AFBD400FB4BB0E059CBDC0D7ABBB80BD603CE8DB72BDC8C0413D02EFF43D04DE6E3D0446CB3D80AADB3A9457E5BDD474593D7CE4F4BD82FCB3BD92DBDDBD303BFF3C481257BD406EFEBB220AF03D60B3FCBD662785BD003B0EBCA88074BDBE3AF9BDDC4DF9BD20C77A3D70373A3CD0420DBD3240ECBDFEE3A3BD4A91AF3D2613C9BD1CBE0C3DDE29E3BD20F8AF3C6C0D823D90EE573CF0B091BCC0DDCB3D6CAFD0BD801BF13B806B8EBBC2A7D93DAA1281BDB8B84B3D84A1873D0020D939D4FD7C3D60450D3CA672F6BD3CD2E2BD40C69A3DA0CBA93D06D1F33D4475CA3D984D77BD8670C8BDC4F2CD3D8AA7E9BDD87CF63D148E213D0E90E63D3C41A1BD4871E7BC2488583D90C7FABDF82311BD2629DDBD4E11A23D64B095BD00C11FBC002F32BD062A98BD883F7F3DCCDC25BDF2CFFDBD50CB46BCE86CDE3C5861D53D2CFE20BDE03B3E3CCAC0BFBDB6748ABD542091BD50AAABBDD8E5F8BD106157BC1EE0873DA48314BD287F5ABDB41CBE3DA642CF3D38489ABD1C17F53DD0B9673C6474FFBD00F6303D70BB0CBD84858C3DD65BD0BD08D5B2BCE891C0BCE0E0FF3D0E5FFFBD1C31543D0253A4BD000862B94037973B00BF213A689694BC3A60AABDB48E343D1E70D53D003B6D3BF040E73D00F89639C81D34BD183900BDE89292BC5AEEC93D0082933AB8D5FF3CBCBA96BD8057BD3BA0FA483C2E0AECBD4021F53C2078183CC085CEBCF4C2C63D221AD0BDE079613C8EA0EDBD468BF4BD30DF493D688DD13C3843D9BD6EF7E93D2CBD99BDEAAECF3D8E7EC03D5866AF3C008447390855E1BC309D1DBD949EB8BD481BAB3C0EBCAD3D00DF073BAC642FBDE0EFDCBD965C9F3D8474FE3D965E8DBD78C3A73C9292C53DE07488BC2E3E86BDC4647EBD148BE03DA4AABDBD8CB3DA3DAA51BCBD041B253D36A5B1BD1C8D50BD409934BB601DC43D1C99D83D107C6EBD347AA93D10C167BDB01389BDC4B398BDF897C4BD20E38F3DAEDFBD3D70932DBC6E3AE6BD66D3F03DC09D4DBDB43CBBBDE26FF8BD788A45BD200D483D960BE13D5868AB3C1EC2BD3D3053E1BC2021FC3DC8E5D3BD88754C3DFCE2343D34E7A0BDC0D6DA3D782DCDBDC061F5BDCAA5853DD032A9BC8C64DDBDBAD2A03DD0A31FBC8810943D88D3A23D44CAC7BDC2DC9C3DB207B23D523FE8BDA043E4BCACFEA43D5C55AE3D348D89BDD493923DC83F523DA4434FBD800E59BC40186A3D78B32CBD180DC4BDDA14F13DEE7E88BD40A4E6BCDC3D12BD2C07723DC01171BD184125BDD290873D5CD3B7BD8CE60E3D60E12DBDE2DBD33D00371BBDE0A2893DD0EA42BC8830E43DD8F3973D8039B43CCC5BADBD462CB7BD8C3B333DE0C8513D32D0823D5213833DD0A979BDB8BBD5BD389FA03CC0FA5C3DA8C1FD3DEE308ABD20429DBD24E2F73D1825EEBC74D5C33DC849F83CEEF1E63DE0B1A2BCA84CCDBDF8A0AC3CC01776BC00D864BC9605A33DD030FA3DD061DB3D0079613B74FB4D3D088BE8BC00AB4C3C5C8B3A3DEA82D0BD4E5DD2BD1E22E13D44E08EBDB08DD23CCCEC0BBDA079B23B38F6CCBC4C23FCBD802FD43D286CE03D5031C53DA4CCA43D2AC0E3BD3698833D7009053C701BF53D04B7D83D78462B3D90D3743DE092EBBCA047A33D28C32DBD9E5FBB3DFA1197BD8CE289BDDE2B95BD1883CEBD3C14473DAC39523DDA30C33D38CEB43DC0DD343C9076B23C38B0C1BC20F8DF3C54B1143DF0C7593D8C2152BD8C68FE3D807FB6BD7818C7BC80B72EBD6870683D00CE9639880EA9BC688BA03D1824F33D4E2186BD8E50ACBD004880BDDC559ABD44D64FBD80D98DBDF6A1C93DA0A7963C4613A5BD242661BD96FC8A3D486D8C3DD847163DD845E7BC20E19FBDD0C2AD3D2E31FEBDBC5F86BDE81BBFBD624FF53D7654FABD5E71DABDA0EFEBBC40C8403CF01375BD00E182BCC030E4BC6610A83DF0E771BC80AA4E3C70B296BCA08323BCB6C3893D7095BFBD88B8F2BC309895BDD0B53DBC5AE58A3DE0D462BD4A9E97BD9022AE3D6A0F883D38688C3CD40ADBBDCCFC67BD968C96BD7891F93DF092D5BDEC4008BDF4EBDF3DC888AA3CD0C0D5BC58D851BD2466D9BD4C4034BD0A3880BD501373BCB29ADEBD0C8AADBD80436E3BC8CC723D08E8F1BDF2C29B3D581EBEBCE005A83C50289DBDA04F943BAA0EB2BD8E22F3BD36D0DEBDDC0DCFBDC81CEE3DC271E7BDCE9FFF3D50B3E3BCA06ECBBBB410383D08AC00BD7ABFA9BD8E63ABBD6E2F85BD503281BCA8E6C93D6C3383BD582C243DF04AD33CECC2DC3D78E1DABCC0FA5D3DAC4843BD28B818BDFCDB923D5011E1BC0A0FC0BD3A32ED3D86EFB5BD46C5C1BD3811DBBC82899E3DA01E2EBCA018EFBBCA87D9BD9EAEDEBD0856C53C241E053D3CE0BE3D58E26BBD8C97443DE450073D14D37DBDFCC7B0BDEC171DBDF40737BD809ED73BA086FA3BA881013D9CA163BD3646D8BD587193BC4604E2BD0EF4D63D68EB4FBD00358EBA50213C3D9EFAF1BDDE27993D1618F03DE659F23D2E598ABD141ECD3D1056D0BDB821D73D7A2283BD00BE093BD891EFBD54F3F93D3869823D28A467BD5E9E8CBD4C6FBA3D887AED3D06AA92BD6C765C3DD61BD43D56A6A83DD0F5F73C385981BD0A8FF23DC268A0BD6650E53DD8DB993D909C8B3D0C63CABD58C4D5BDA815B23DF80B873C02619FBD48DB283D2CBCD9BD3C2253BDD00291BCF4DEA93DE8969EBCBEF1B7BD1059303C6413013D8C2357BDC643FC3D362FBF3DD67FAA3D8433643D8A60BC3D02B7BD3D0E8A9FBDAC5433BD7C3BA43D28F07EBD408F35BD9479EBBD70F72B3D0EAAE9BD1806173D1C2E483D4073E23B006DA73D28256F3D58949EBD1800FC3CB6ACBBBD2EFEFEBD4C1E073D9082B6BC72D79ABD3481C2BD28AAE5BC503CB23C1C7F1E3D08D4D13CFAE3B8BDE4BC6ABD800BA73A3415813D80985FBC048174BDC85FBC3CCE3588BDA824A8BCD80D9EBDFE12B0BD00013B3BE04BDBBBBCCAD83DD8229A3C40C18FBB704E3A3C2ED1BDBDDCDE46BDF4B630BDE8A1FB3C84DD7ABDC0052CBC2410933D8CDB8FBD8C08683D08135CBD1ABCE2BD981EC1BD1232983DA4CCD13D24EC433D62ABED3DB43A403D48115DBDEE33CABD0254A53DA217E0BD887319BD00E869BC6234ACBD3E9BD7BDA802C0BCE4A9F1BD8097213C3A708DBD6022AABC5AEDC1BD68A98F3D62EEBC3D32D2B2BD2084CEBD74F8513D6402913D1824A7BC20D84EBC4609883DF0D122BC007850BD80691EBB40B89B3D7869E23D885863BD7C978EBD9602B7BDE826F4BCD8AE8ABCA25393BD1ECB8E3DC044B03B3210943D2016FDBB36E5CFBDD0ACAFBD0AFBD0BDD06C54BD32C48CBD4863BCBDF40AC43D406C50BB0E35823DA01AA3BDC0144E3BA0810E3C8688CE3D00DB07BA80D244BB80D1AFBA22719C3D388D7BBD109B84BC0C26A93D40FEA4BC701A7A3DE826843CC0FBDBBDC08E863B9CD1153DA403363D00DD853BE0C1483C7CE4FFBDC89FC7BDB8C20BBDFCAE9ABDB6AAFABDE2B7ADBD08F388BC70D1713D3CF3463DFCC31FBD10C31ABDDAF4A1BDC010BF3D4876A5BDE4E726BD8210BF3DBC2AE8BD90A8F93CF85569BD225AC8BD947A243DF23EB83D82C084BDD0BB85BC582DD63CBE55BD3D222AA03D24BF39BD243B593D0E05B7BD4C59853D98719A3C6E97F93DE0025ABD5C3AABBDA8823BBDE86A87BDB235FBBDA69CCF3D7A51D1BD6894A13DD41F09BD8C557CBDFAEDA7BD3217EC3D1ED1D6BD7C3BB2BD001DC7BA28BC173DFEB1B4BD241E4DBD945B073D985B98BD083AB7BCEC63C3BD3084A8BCCCDA70BDF877803D9CF92B3DE0FD9BBBD01D2BBCA466E83D480A1B3DA842BF3C5C3E7D3D10A31BBD60A9B73B5AE9A93D680D9C3D40735E3B28920B3D10058EBD66B9F3BD30B81A3C00B8F13B2644A83DCE21D9BDC06C063C406A4CBCDACCB93D6662FABDFC1E10BD2E93CC3DE88004BD54BE45BDAC946E3DEAB689BDCE0FA53D604F3D3DE4A4F1BD48C8983CF665F33D00D7D03D80CF4C3CDCDF023DBCD55DBDF003A53DA8018A3D54BB9F3D60D227BC3EA7EF3DF61DFD3D001AB93DBE7BD2BD80A1D73DC815843C209F423D4AD89ABD0CFFADBDA0EC25BCB675F9BDAC104C3D6282823DD0B3283D26259ABD7E08B8BD72FF9ABD9414A7BD74E8B6BDC815993D20EAA5BBAC1EC73D6800B33C684B99BC26EECA3D008C913A0A12D6BD40C2493DB677F53D683FC6BDB8799B3C2C3BA1BDF8924EBD906A51BC888BDABC68178DBC64178ABDA60DF2BD3079EABD58E5C8BD10840EBDD0A446BC1606BE3D3215A8BD68D7D2BC60EC46BD303DBDBCAE62B3BD2059ADBC8E70CF3D90F9ACBCB04D4ABDC0D3533D341B29BD80DB11BC36D3893DBE928DBDF054513C10B8F4BCC256E33D78E180BDF0E4C1BCD82642BD804035BDDCCC113D90C9313DB61DC63D828DFDBDB869783DC0798D3D143F75BDC692D4BD405BFFBBAE05FA3D3280BB3DAA3AFABDDAA4CF3D642788BD6456B1BD4CC2CE3D8858AC3C806C6D3C5A92B5BD0C48783D2A56F9BD7AFA903DD476FCBD6E98CCBDA0197B3D5218953D5032D23D78CB80BC3C8E2C3DECF23A3D40EF7BBD20DD4EBC90716E3D088ADDBC68C6E5BD4A078EBD56CFFC3D20C08EBB34CDA6BD48B08E3DB0CAE8BC9884C1BD6A9EE23D7409F73DFAF9D63D4805D23D10B93DBDFC38FCBD087952BDE845B43D1220A83D38BEEC3DBEEFCC3D6061B2BBA0870DBDE0F5943BC205A03D2079C53CF0896C3CE2EAE1BDD0B8EC3C00B9D93D342D07BD24B13F3DF8974BBD44FAF63D76B3D03DD05BB43D660DF5BD40C0253D1E44873D26DBA43D9C5BA83D70F13CBC88B4A23CF486063D0038ACBB60E96A3C0815033D9C5E0C3D96C4ED3D10D79A3DB43F99BDEC2CA53D2CF889BD3C112ABD8048CC3A004A743A4E61B73D38898F3D401EAB3CD20BC9BD5C9941BDB09A28BC30ED81BC602C9EBB605FC5BB444B753D04EA63BD32E7A93D8E76E23DC812CBBC743499BDFEB68E3DBEA5AB3DE435A23D20B9A63C7A9AD2BD089B52BD72D6893D12B1C83DCC40943D600DFA3DA05056BCF03D203C78F4673D0C45603D7E9AFD3D60EB6C3D1CE93CBDC0B7BDBDE0E90F3D96D6C6BDC0F75C3CCC7166BD58849F3C2825FABDB43367BD307CB9BCC8C4ECBCA228D9BD106A02BDE0413C3D0875E93D18C8AABC7C0A64BDEC04CA3DE0D2EABD7039B0BC70A9E63D9EC2C5BD629E903DD4E8CDBD8A8DE0BD40FED8BC423EEF3DB02DCA3D32AD823D201D64BC609BCFBCD80BCF3C38E4993DB8DB81BD20CEA83B60576ABC08C4363D1297CBBDEAC58EBDBE3DA1BD4AE0803D2AC9D7BD26E195BD08583A3D2AC9C8BDC4BB21BD20E7143C38B2323D64D1333DF85C33BDE0F6F7BB2CB5073D10A972BC009CFFB9C003A0BD6075B3BDC02A85BDF0ACEFBDC05AD03CBE8CE5BDBA7182BD7894073D245A423DD47B15BD903658BCF07E7FBC90DD80BC5CEBBD3DF0C1C73DD0571F3C0EDBEABD7E47B2BDA22DC3BD7CDE0D3DE829F63C1C86A13D2049D43DDC36203D20A34E3CB0EB79BD7C4AAF3D804556BD0031F1BA2CA3043D64C399BD40B8D1BCA82712BDBEBD94BDA239E83D6C83123D20A8B43BA0CF9EBC008092386039CCBB34EB4F3DCEDFAB3DA8EFA7BDF0000B3C94590C3DA88ECDBCF0D6CD3C60B1C6BBD67A9F3DC26A853D70E262BD8E8089BD10B970BC96B7CBBD405F14BD7C7C4D3D4A9BB23DC2F0E4BD70C219BC60A408BDA439643D4410EA3D800AC5BBFA0EB23DDC48EB3DE454BABDB81D243D242CC33DFCC5663D3068BCBD948BB3BD90E996BC50E63ABC7009DF3DAEF486BD20BA1A3D0084AE3DC8A4AEBD781CCBBC60A8D4BD5028B0BCCAF2B9BDC480F2BD4CDEDA3DC07412BC382796BC80D383BA9028B5BC3064B3BC00A1D03CAC325ABD200BDF3BB890DABC2C3EA7BDF02D37BC44D431BD98D3BDBD9477573D302C3B3DC86C6A3D14A8653D2A7FA13D8C8B73BD2C53833D187CECBC10A78C3C0010E03ACE2A9EBD509A7EBD80CDACBD605FD53DF4B9633D7C3D41BD9E4CCC3D0E03AF3DB035543D6C996CBDF0A7123D2C9CA73D545B62BD2050423D42BCE2BD7E66873D2072D4BC08DD663D7467C3BDA00EE53C00349C3AA09E5B3DA24ABABD80CEDC3C0C69B3BDA0B72ABDB8ABA5BCA02B47BD547BDF3D3E02D6BDEE8A983D92698F3DF84497BC0010493A78314F3D7C8D37BDA0BFDCBDDC18B33D7C808C3D36578BBDC24BF63D7E28C93D5E0BC93D581BA1BC404AC6BDC88B5B3D102C723C802AA03A0828293D6828F9BD2E64F53DF88165BD869AF63DDA18BCBD8C0D4A3D8CC737BD8CADBBBD94ED78BD309441BDCC9C7DBD5E2F86BD30CBA23C14001D3D5494403D141AD0BD1847D0BCF459963DCE2BA43D408787BD8CB04D3DB8134C3DC0791EBB303D953D88BA823C4058293D441462BD00A269BA8A6EAABDB48A243D8450D13DF8F6B93DB0DEFABC846E32BD1E1BFABD4A80873DA454253D08008B3DD4E3D2BDE667EC3DE81DB63DA091F73D645F263DA60EC93DD24BAA3D78B580BDF854B93DB23A8EBD42CEBA3D36F2853D1C2625BD80C0833BAAD0DFBDE0D7DB3C58FD933DB0A6AD3C5E5FA8BDBC8DC7BDF0FA703DCC78DD3DD0E108BD6893F2BCF40C683D64C7B4BD90DC02BD30E7CA3D94D556BD98DCFD3D2494ACBD00F463BDE0C335BC583168BD9EE4C63D107A673C124BA4BDB05F38BDB0867A3CA61CE83D4021493D4472CA3D188D193D84B7D8BDC0D8DCBD200F653D3E7FB5BD185B41BD802EF7BD507E993D681986BDB8BBD6BDC6F9EC3DD0D29CBC9615F03D5AFD853D6E3DB93D2A23DD3D5C5C343D508C6DBD42C4833DD092E23D9C3D4D3D80E7EFBB2C6E213D40E0763D68E5BB3D801C36BBB06AE43C28D3DDBD009873BB2CD5BFBDC0A3733C9ED5F8BD50C4273C98B888BD4C2BB63DD805DABDDAA9B2BDEC5EADBDC82386BDE0AA52BD",
      torch_tensor_64_torch.float32_12: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_11: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_10: "0x0400000084EDAC3FE7CD373F3294873F28BABA3FFF2F9E3F18099E3F6FD3A03FEACCA43F5CFFBC3FBEF7673F5D87773F8AD2B13F646C2F3FD531993F0EB4243F0AD63C3F8237BC3F9B519C3F1A2CA93FB135353F2EB1843F6CE98C3F23BE5A3F2324153F41746D3F3D055C3F5B18B53FA0D39D3F3047A23F4CFA8D3F2A1F913F8AD5923FE279B53F512E153F27B7493F70764B3F053AA03FE45FA13F8337BE3F23FFAD3FAB21BD3FE6718C3FCE0FB33FAD1C7F3FA380383F1E2A733F32CA8A3FFA15913F314A313F9C50A43F958C5F3F818E3C3F6A9C863FD64A5F3F85FF9D3FDCF9A73FD3B8AC3F58D1A53F5EE6B33FB5BB963F1F55B63FB27E863F0A30563FF7C4B33F",
      torch_tensor_64_torch.float32_9: "0x040000001491DC3E50DDD0BD70C0AF3EF6478A3ED89F2C3E505E9F3EC24AF03E349DFFBE0075A4BE80F7A43CF000CBBE888CBE3E5C36B23EDC470BBE5A8F9BBE60A3B7BC5A7AEC3E6042CABC4060743DA080373D6085FDBDA0E4423D905A00BD18D8BF3E68D6E33DB400DD3E80B88CBEC85138BEAC52153EB85885BE946847BE7E2CF23E741789BE20E2D53E309E1EBE08C0C53E606744BE90EBDF3E3E7CF33EE037C0BE6C9E6CBE906E853EEE99D7BE30C464BD6C951D3E88C342BE3822F9BD1066083E0EFABBBE7CB79EBE908CCABE10B5253D5C659ABEB03CF3BE10E17DBD40F6E3BE7422D9BEC2D1B5BE8C01E63EB045C2BE22D884BE80714D3D8A6089BED471373E",
      torch_tensor_64_16_1_1_torch.float32_2: "0x040000005672653E6C06FBBD706369BD20D1333D7ED4593E2CF835BE4001E2BD8CB5343EE0F925BEF48BFC3D8CA4D9BDE82609BD3E925ABE7C1A703E1A3754BEA893F83DDE9C083E26416ABE7A377A3EE8B1343EB802E23D00344F3D40783A3CDCCB133EFAF468BEB0CDAEBC201E32BC1CC4B43D1040823D0022CFBBBC555B3EB69D46BE38F71BBEE898DC3DD0A87DBEF8CD733DE06161BD8454153E8838073E18CCEC3DE05337BD002C743DA8C8EA3D78B72C3D461A0C3E76792F3E0812633E10A49F3CA05705BED8362E3EA026BE3C2833BB3DA6E10BBE6EF531BEDEF77EBE682F703D38981B3E6440CFBD1283003E6660613EA8262A3D520F77BE067D4B3E80F664BEF090B43CF09D48BDA2A3463E2CE931BE200969BE548C55BEF255793E62835EBE16B24A3E043A523ECE0E57BED0C4B73CE4977CBE364D01BE401D303C4CBDD6BD70A3D13CD67240BEEE2F70BED8B332BD8070DCBD605A0DBD609E963DF061A1BD84865CBE6C1A293E70D1AA3CC4C3D13DB054A93DC2AF793E7C9BD73DFA877B3EDE3710BE90C460BEF462583E60FDB63CA0CBEEBCEC59EE3D88227C3ED479FCBDA271263EC89422BE084585BD007E7CBBC8C42FBE2CB5B83D60D59A3D9AB9653E742B31BEF0D0C13C50E1A03DE049673EA4DA8B3D74EF46BE70D61D3D0CED923D14B5933D00521E3E28E4C8BD3A4E413E04F11CBED063A4BD0C8D163EF449C83D10944EBD08481D3EB04C86BD30347ABE6C5D17BED4832C3EE409BE3D644C803D6A8A1FBE8CDB5B3EB0E8363E24CA123E3CFE3C3ECE6C1F3E7ACD223E6A5D14BE5CEB3EBE9229493E3C20723E80ADE7BB18987DBEF861C83D703331BEF4AC67BE48FC75BD40F1153CF0F438BDE807623D00802B3AECDFC7BDC2C05B3E50CA233E30A477BDECBD37BE68936B3EFC46133E7E7F153E2AA325BE9864C4BD64EC81BDA643603E90379BBD743B0BBEFC4165BEF8227ABDE897943DBEA4443E146B413E0018CFB9028B6A3E3C85903D604E67BCD4E0CF3D82CA293EA86896BD58AE75BD00739EBDF2D42A3ED0CD3D3D283CD7BDF8B36BBDBC623C3EF87D43BE64517B3E0073953BB6AB323EDED24D3EE81932BDF61308BE4423A03D526A473EDEDE1E3E18FC323D8C749D3D80CF123C001AF63DDA686B3EE02D823DBE1269BE32D627BE080942BDE88709BE80CAA6BCCC5DDC3D50F69D3DB6EB2A3ECEC74A3ED42B3B3E24D3A0BDD4ABC4BDFC7125BED87F74BE9E505CBE088F113EBC24D73D8E9533BE4A213B3EC09566BC2056AD3C6A90583E206B953C80E30C3BA4BF5EBEB09ED5BC405B7ABDA033393DCA2620BE90517D3EF4CBE5BDE4299EBD20C6163CB05FF0BC68B71FBEBC34153E78C5D8BDC0044EBC6882263E544DCE3D240129BE50DFC6BC80EFDFBDAA47283E983D803D18F1E63DCCFF9F3D40F3F63D6C0E9DBD4A1E1A3E008ADA3BF405BE3DCC1A62BE2C6D65BE84DE993D060878BEBAA868BE60CAA9BD82173B3E5C96683ED43C893DE05B0D3DD6F2413E7082DCBDC2D0343E60B1BF3C9A051EBE7011B93DD835EE3D9030E0BD22B86FBE68ED593D58FA73BEDAC35EBE8817893DAAB3303E00D61EBD9024C3BC18ACF43D78A62EBD32940EBE44A5243E86E03D3E5A7E58BE72077F3E50D8F63C784D31BED40D743E78A24E3ECC12FABD083CE0BD74547E3E28A723BE280AB1BDB4AD4E3E6029693E30CDDC3C1CDF3F3E986D4D3DDC43F8BDDC76133EF86E00BEF0DD453E8016E9BB408324BD80B31D3D48EC1DBE30DC62BEFE08223E307BE43CB473533E28DCA83D982513BDDC146C3E8278633E70DCD0BD10EC49BE08D74FBEEC1D88BDB4FCB4BD40FD0F3D866D293E620E593E544E3FBEA8F33EBD00A69C3D3CDB48BED066AE3DA8ABA3BD1C8125BE7C347D3E5268393ED818193D9AC924BE30B8DBBDCC2B8C3DCE34343E9269033E0057A13BA8F7A73DEAA7263E388F39BE80C34D3D0038A3B952E22C3ED8304DBD0017B03BFEF743BED0E2133E547C73BE706448BDF097CE3C301956BDD4C5AD3D64B9A63DBCB1313E004A2B3AE0AD8E3C98B9C03D26A8353E10F7CD3C98D078BDB04A7DBDE0BE823C885BF63D98C25FBE804067BD389D543E8870C0BDE2010BBE68AEF9BDA2D55BBE90F0C23C0C07C83DB0CAD3BDA86D223D5E0146BED40A2C3E845D943D260C3ABE381D1ABEF0769DBC1E9739BEB04A86BDB61F693E78B230BD88E39E3DF8A2AE3DD8B8043E9ECE65BE002B293DAE5F733E40A0C83DC06377BD181776BDC0AE4FBC66B17F3E00CE61BAD4FC77BE94F1753EF0EA51BDBA65093E8671253EE4F8B9BD1671023EACE948BE6A9762BE787B37BEBEE40E3EE2A9513E1E34413E782B7D3EB4FE0BBEA047CF3C78DD4FBE8A9413BE4CF8F1BD8C86A83D7EC05FBED4CAEABD9C67283EE8A2E5BDB2F6793EE040893CD864F1BD369C13BED0378C3D965D04BEC0407EBE484320BD20B2FC3CD62C59BE7C58C83D94BAC23DFCEB38BEDAB76BBEF268253E30FD06BEB044C73CF28C1F3E50DB7ABD10F87F3E9015ACBD18FD6A3E80EC6F3EC6A17F3ECAC54C3EB4E874BE9066DC3D105690BC14D29C3DF6BE7F3EACC4E8BDE025CDBD38BB0E3EF0B4C0BCF4BF013EE2D44FBE4066D33D04CCA63D56D378BEDA0700BE9006D53C72421E3ECABA65BE22CA58BE306F20BEC49239BE2A784C3E74AD7ABEA8545DBE8CB83B3EC0DCA2BCC6CD633EC0D64C3CAC08CCBD641575BE72A43DBE7067DF3C00756D3E801799BC46D33EBE0AA4223EF09091BDD82C743ED85F09BE0C60463E3E364B3E58E1243E522D5D3E8079B33D982A453DB0E450BED632253E10C72B3D4016643E9A033EBEA6357E3E0223563E100DBF3D6A6A083E404CCB3D5A8320BEE0E19CBC6CB2603E64586D3E0EBD0ABEB89E9A3D80F13CBEB49F513E7A3D75BEB8781D3DA656703E7C86C7BD74580BBE20ED3D3E1018D43C14C7B1BDF05394BD5670433E00CA2F3C402DF63BDA126DBE187290BDFCE4DB3DD84A13BE7082BABD50D2DBBDA08C66BE6E3A73BEFCE2C1BD603154BC004B68BD90F1D03CAAEB53BE4073F5BD70C4023E2834233D3A23073E9E96153EB070CB3C504EABBD18E80FBEA0B9983CCA8D36BE6C4ADFBDFE1D50BECCF2D1BD48269EBD20A5B0BD8C23DCBDE03134BD0094413C0048EDB9F8AD3B3DBE414F3EFCF2873D00116DBE607F1F3E183219BE308BBFBC701A5ABDD4D1E33DE0E607BEE8C6E6BD4848CA3D003F0E3D56FE15BE28493CBE90A7D93D7837183D98E3D43DA24B773E62FB60BEC44D68BEB8BF7ABD4CC2BE3DE811A3BD5AD2403E3E1235BEE0FEA4BCD40948BE601B993D508973BDC8EC6CBE80FA61BC80DC283BE06E7D3E3456F4BD8600163EE0D8CA3DC0A503BDF475693E606683BD18E962BD588FB13D2CD6133ED875603DF03884BD8ACC0F3E64410CBEE0BDAD3CD222173E3055F83C640AEEBDB028663E0A12373EACEADC3DFCF9223EF0D2D2BC8CB5323E348D26BEC0DC30BCF858803D16E85A3EE6605A3EB0A7173EF00F4DBEDCAF6C3E96A2593E50C3D73DBC9B1CBE48FE353DD83F4CBD4CE7DA3D6CCB9ABDD81D74BDC4CF6BBE7493C9BD66F77A3ED8ACC93DBA5366BEEA8F5B3EF6F023BE10B2143E18EA0FBD78C612BDC86122BEC4D7163EF8BC573D98DC5A3EA44CBF3DF09B25BE8A9F013E90EF7FBDD6950D3E26205BBE20704B3C7CCE5ABE4AE2703EA870D93DC07DA1BBA2A72E3E90F5A03C84BDBABDD6A70C3E60DD8F3D0C8BC7BDF62B0ABE409B0C3E6C824BBEB087F33DE029E33D40728F3DC027FC3C1C544F3E503E3D3DA6100ABE94AFB53DE0751D3DCC4D763E54B08FBD8E893E3EB474E6BD5819B23D40FFC9BB18329FBDCC13173E1C08833DC6E0193E807E863B6C8C993DB60B52BEC037B03C002979BBA2052E3E686779BDC0E7CB3BC04F6FBDCAE373BED2653FBE081260BE0015D23A3603373E2050D2BDF8BA2D3E0071E2BA2C476A3EDACA6CBE6447373E408E963D9475AEBDFC5FEA3DC653683EC01C103C7AD3263ED4E685BD884FD83D50B888BD16DE013E16A07A3E78B0763EB034013D821E443E084D47BE5C52F03DAE3577BEB82CB6BD86F0643EC65C59BECE9569BED083F6BD982C123D3C9E5FBEF0CC7CBE84C044BE98CE16BD4C7A06BEA0A934BC841C6E3E36B71DBEF069B0BC0040E13B9264773EE2A43EBEDEC41BBEC2A6253EA0F70CBC30C6F63D18E2543EE2AD4ABE80EEE4BD3A0D7C3E16B8543E0813CC3D7EA17ABEB01F033E00403BB80061B33AC09E2CBD40B1C0BD987E01BE207C7BBC64FDA03D30EC71BE34146FBE50274A3EFC9F15BEBAF968BEC41C24BE406BCEBCB2F4543E4C7AB23DA888023DBEE821BE0820533E4C94F7BD3E487EBE4E89643E7A9A4C3E0805323DB63022BE8473403ECAAA0F3EC46F67BE5EF41A3E7A6038BE84297FBE5047E83C3C46123E0EB540BEA0FE59BD94872D3ED8A709BE5806CB3DF071C9BC4C9B5F3E1023623E0C5996BDA868D33D5004B53D489620BD38C6933D56CD61BE64856E3ECE7F0ABE2CFDAEBD6495623E543BC0BDE06E91BC568703BE4A61153E44C2FB3D1A9D59BE3AEA623E001656BD08370F3E3C901EBE06A0283E005472BB161913BE4C4100BE805181BD801E15BB4C1793BD2CF23EBE98FF223D3C18823DCC2DD1BDF6A918BE401920BC689F3ABE88D22EBDD0FE5F3DF8190DBE868C58BE86923FBE24DA1BBEA066603D102C793DC024063CF8E572BD60D1563DBC147BBE7EC423BEFE270B3E7847153EB61D093E0AC010BE18CB68BD040BFC3D80E94B3EF48D6F3EEE5866BEA873A73DF0DB273D88DEBDBD32572B3E34CA51BEA059173C60D3CE3DD0FD8C3C801674BDC21268BEC8223BBE20C238BEB4FE1D3EDC2E3BBEE00382BD1273313EE08EB83C502827BE680E993DD8F7263E0CB21B3E7E8672BEA4098ABD40F4EDBB40D6793E106F3B3D607E523EFAAC50BE7079ABBDF04AE2BCB81C49BE78E447BE10EA77BD080DB5BD40D8BBBC5C8E513E28E330BE00FAD7BA82145B3EC0D799BBAC0B75BE1CC1CC3DBC2CCA3D2E1D44BE686E99BD70AE0F3E663308BEC0DA183E8CAF3E3E648C9D3DBEBB0EBE74B226BEC0961ABDF071D8BC62642F3E9C1305BEC8C66BBE66781F3E78854E3DD2A6473ED8DA503ED2B02E3EC442A83D046A0DBE62F141BE143DA63D68ABD3BDF031093DA8E9AABD8C0B00BEE0CE51BD30EC203DB0981B3E506E1E3D14CA563EFA81003ECE9974BEA8EE1EBEBA8D0F3E061762BE383C9C3D9E60713ED82E273E58A5D7BD98B8B43DF006603D329219BE78511E3DA6DB54BEC0581BBE808B2FBBC4808F3D4AD3743EF09725BEC466873D2CE5EABD0828FE3D1E20223E94750C3EFE370F3EC8424A3EF8430DBD422A3C3ED4F0FB3D2096913D2892FA3D22FD05BE320C4F3EE0EA8A3CC4643BBE8EEF2FBE5C13D3BD707A6EBD10ADEDBCF82148BDC07AD5BC88869D3D9457193E883F063E706B903C22AD563EA66F57BE669D1D3EA4DF663EB2597E3EF8E6B73D90B1BC3CB2F058BE2C2E92BDA0866F3CD8678C3D6CA27F3E5E30153EE8EB54BDC0A1D2BBFA557DBE6AAD463E4029AB3BCA04573E9EBE3E3E4474D73DF81A50BD64D6B5BD023736BE5C00673E4079B43B789E0D3D50F35E3DF480BBBD58D9023D5CF71C3EB42EB1BD0CAE633E6E78053E28CAF5BD92C149BEE476A6BD40B3EABC008FD4BA9AAF51BE5846E03D205FBA3D603E993CB00B843DC03D7BBECA12313E9CDD3C3E5CFFBBBD74BE27BEC063003CBA6160BED05F5D3DA21C7BBE801B143C",
      torch_tensor_16_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_7: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_6: "0x0400000018D42F3FF4F3613FB15F9A3FF29F7E3F3255163F4F07B53FFEF3B53FC8BF353FEAE8163F36E3363FC62F9C3F67BE903F7317753FD2993D3F146AB63F21C1A93F",
      torch_tensor_16_torch.float32_5: "0x0400000080C6A3BD085A4F3E6A21F03E0063C7BE0C81633EB438DE3E806133BD184AB73E8CBEA83E00C16C3D989BD6BE482C62BEDC45433E0457A6BE44229F3E7834F13E",
      torch_tensor_16_64_1_1_torch.float32_1: "0x0400000000C56A3BC40B1B3DC03F89BC683CF83C387A8B3C8EA2A8BD18D5F4BD0006C8BB04C628BD08CDC2BCD844733D08573FBDF0499E3C868CD4BDB0BD1A3C540ED53DF0A6833DE0C7D8BC08CBB93D441B82BD92BD85BD10E75CBCFC139F3D78F4623DF4226D3D76AAB3BD901892BD40B419BDC4456F3D38CC873DD0F5FDBCA8F4E5BD4C7D24BD98BADDBD48751F3DCA2290BD64868B3DD23EE9BD60B8DA3C54C5303DDABC933D56CCF3BDA0BF533DD289DE3D70C769BCE406F5BDD089D6BD82E1A23D700D5B3CC8C9BD3DE074ED3B16DBFABD40A2ABBC126BE4BD900066BCC4B3B5BDC83DE63D08F75D3DB07644BD008C18BC589193BDC0C53DBBA69EC13D1A0AFFBD006BC63B20B6223C721EAABD4C8A50BD7EF18BBDC637B73D7E92EDBD642A40BDB01324BD7CFBA53D0CC2743D64C7C7BD70A2AA3C5A05823D107AFEBDA0557EBD34B5A9BD7454F0BD4E2FA33DE4B9AFBD7AC7FCBDA0BDA43B5EAEDBBD64A47DBD04F3CE3D94437DBD6C4F8F3DC8CAF53CC4E03C3DFCD987BD464CCCBD28F1C93D1E0BD03D78D89CBCEEF6F3BD443BE03D00302EBD38D3FCBC24CEB5BD682BA8BC009A7F3A90C51C3C106139BC007829BD6828293DAE2281BD80ED363DD840643D40426E3BD088E73D08C6633D967FE33DC2DAD83DD871983DEA96D03DF04FD23D7CB4193D9A818EBD1E9692BDE0CBC7BC1A69D43DECB9E8BDCC69E23D30B3133D7068B8BD9239D53DAC5271BDAE26F33D24AB41BDD6D38FBD808601BDE0B5FB3D6A228ABD50DFF63C7C08F1BDECFC5CBDE0E33E3C70A9AE3C588D033D305FAB3D8254983DDCF29F3D2C52CFBD6019EDBDAE38C33D18F6F43C805688BB1C611B3DB027A3BD90D193BCB0369ABC10846EBD5EFF9EBDB8350EBD20F88E3B400D0F3BD0258CBD963EB5BDC062D2BB52D2AA3DD40E55BD103D26BD4CB3D5BDE0EF2CBD66EAE8BDE01C86BD400E053D4E74CDBDAC798F3DB036983C76DDC73DC6B1C4BDB614C03DC04B113D24D381BD80CDCCBB20045FBCAC260A3D666BF83D60CDA7BBD673DA3DD86ED5BC0C4F80BD74EC6DBD00E51ABCE8AB6A3DFE14A0BDEC3430BD8C967EBD8420BB3D50857ABDE01BC3BC7031893D30115EBD3C6A78BDC43EF53D50F0D4BD92BCBB3D7A89A93D241F1B3D6457553D08B2CA3D78E76ABD5865DEBC3E0BEA3D2A499ABD6014363D5885AFBC40A1513C0820D13D0E76B13D007D2BBAB2E2DC3D60B7F2BBE85364BD6055F93CE02BD93C9298B8BD1E3CD2BD6ED5B53D008ED8BA80A5B63D28B6FABDC0364F3B609C24BDFC94923D983D26BD90CFA8BCC08B713C724EBE3DF073AEBC0EE1BFBD2A3A9FBDECDE403D304AEEBC0244B03D6C4C183D1C2E95BDC69FC8BD38D591BD00AE003CAA99A93D02A3873D56AB963D780081BD78A62FBD74A257BD80EA853CF22BE13DA46DB03D9429AE3D6C565A3DA48E603DD09E7C3C08F170BD580A633D00FC02BCB4B6D9BDA8A574BD9ED590BD7CBAF6BD442C453DB47C4B3D708FD2BD6AE7DA3DC6A7F13D16778DBDFC22833D60C5D03B2CF5343DE09542BCC812283D9CF172BD3201CD3D2625F3BDE672D0BD0078A93C805D65BD8AE9FBBD80956F3DE064FA3C00778C3C18F8FD3C90B7A1BC10ACD13D8093123D58925B3DB4331FBD76D5F8BD723A85BDEC828ABDD6A8DC3DF081483D1CCCDABDE8899C3DB80E653D30B4E23D80F455BDF01E29BDB8D1D5BDB0D1433CE8D40EBD4C6ABABD8045693C74CEE53D10C707BDF074E6BDDEEADDBD5818613D8CE17E3D760ABFBDE40F17BDD455193DB87C80BCE8B7A93C0C51AB3D4087CBBB46F7E73DC208A43D00C1253AC47755BD94539CBDF4D0133D402A3E3DEA0ACC3DDE5BDF3D40D848BC68D1F4BC807FF7BC4CD1B6BDF4387E3D289EE2BC6896733DAE78D1BDD03ABC3D805D0BBDFC9D0C3DF4AD95BDD8F86B3DFA5AE83D4677D2BDB02852BC6E5F99BD8498DBBD9C2F463D72008B3DF8169FBC7805FC3CBC5A0DBDE6FDF83DD8DB1C3DF238A23D40E51DBDD87EE1BD80D94EBDC6FE95BD60C59A3CE450903D4856D5BD6CDF5FBDAE95A2BD10D61F3D1C01A73D5879113D0019DBBB006B523A883B5BBD36C0A9BDD0595EBDD0A7E33D384DF03C08C1E33C166BED3DF6A598BD60D0ED3B984FEDBCE4AE9E3DD417063DCEEEF03DA08EEB3B10DFAA3D26F1C23D002838B92227D2BD8C1720BD62E0C7BD0ABD893D782CA8BC26A5813DB02CEEBD00BEF93BD2B3E23D28F3BCBCC0E1353DECC807BD3CE07D3DF837323DC44B983DEE47EE3D56C3F0BD647994BD5641DCBDA0884BBD9C0B0CBD8416F5BD323CA93DB8DFA3BD8023393B8242A83DE65DB43D920A8BBD7C113CBD7C89CABDBA4295BD205D2F3D4C2D783DE0000BBDC02075BC20B18BBB1ABFC7BDC0E9033D000D4BBC0A22A93D2C481C3D444C9A3DCCCC99BD10FEB4BD5245F7BDBCC6C8BD282C99BD1868A93D10ECF4BC38FA3CBD682DA23CEA3C9EBDAA42DE3DD6458DBD3082BB3CC8835ABDBA72813D246D943D1E73CA3D20452FBC76F9FCBDB6D8ECBD3CEC9B3D8434E2BD0A39DA3D00FE443D58D7EBBC848F46BD2890E8BCBEF681BD80FCD2BC9C0BD53D189A22BD9897DCBDE204EB3D32A0DCBD64B678BD462EE33D5833A5BC887BA9BD4094E7BB6089D4BC7446783D5CEB2ABDF847E4BC1E79C9BD1273A73D9095793DC05BD4BB4012CCBC606C333C42BCF93DC419E5BD0C484DBDD463993D40DCF03C389F4B3DCC10713D9A4DFBBD0AD4CC3D0078573CD0B33DBDD8CC463DB677CCBD96FCB83D52D3A8BD40FC713D9A2FE6BD26FAE43D62BE8A3DC83F493DE0F5C93C38A1C2BC26DDFDBD6CC1513DA8F06CBD3887E5BC9C1ED3BDD4BE473DECABF0BD7E19ADBDECC9423D044077BD80FC83BD1CC3223D40DBAEBB22B28ABD5A7ABC3DF096A4BC80B9D4BA50BD98BDE0A374BC9C4160BDF83E053D9CB328BDF0F876BD6AC9B33DFCCBFB3D08F7973CB65E903D64B70CBD625DAB3D105CB1BC90BA03BDC4C11CBD00F27EBC00CFE13A44921CBDE0B3DEBB2474723D84F6DFBDA034803CF8A9863CF43F04BD00780339443C26BDB88ECF3CE847193D001596BB1498653DB868B5BC5CF2403D1CF4B9BD642ACB3DDCF7B23DD023593DA0A650BCA0C067BCAC113ABD404863BD325A853D808F10BC9AF4A93DBCFA30BDA0D5D83C82DBDB3D3C0AF83D124D99BDD0FAF5BD3E67E13DC842713DDA19A93D58A350BD10B6CDBD5667F0BDC84AAC3D7CBFC5BDF06722BC68C181BDC0474FBB3AA496BD0CEC0D3D6AE3ECBDC8693A3D5274A3BD08C5873DE881FEBD60D4AABDA48449BD30E561BD08A3AABD5C81513D4AD2903DE6BCC5BDD814F1BDE88F5ABD72AE9E3D3467263D3079FD3DE00088BBC0C3B1BCA869113DE633EDBD164BFA3DA282FB3DA07B7DBD247549BD205326BCCA86E5BD24740C3D06B8BB3D20B294BBE0B95DBD0AEDD1BDB89BE4BDB8CAF93D50972F3C3CC1563D909F353C0AB2D83D942D2B3DC8823ABD1CDA1E3DA0FC4DBC34EC1FBDD2DDDBBD903CE6BDD61EE03DD0A9AABDC8BCBB3C6621B3BDA6F59BBD588FAE3D0076CAB9C681AE3DDC71A93D70E785BD8C12B9BD484C8EBDC498DF3DE8732DBD2091FC3DFC7E733D008C21BAB073413D92F5E83DA0ED053CBE57C43D7693B53D32DEE83DD4FB32BD18CA3DBDF092FFBC08E3F1BC9A0EDBBDF056703D5ABFD7BD52A9AA3DAA0DC43D22B6BBBD906A083D0A1D8A3DBA25CDBD206BF23CC0499BBBB03B5CBC3C9A6DBDA0A7213D94F70FBDE861D23D88DADDBD7A27863D4C7611BD0456B5BD0471D8BDE0558EBC8E7BBB3DC45BF4BD0261BD3D68296EBDB60A9C3D465DBEBD7846F7BC8C6EE43DBC811F3DB0EFE63D3C86FFBDD4E36E3D3E6ABA3D90B4883CE2BAED3D885B623DB02D1E3D901A4C3DD4FF5F3D764CFCBD582937BD1841B43DE8D5CC3DC84BEABD3073EABDA077EBBC40FDC13B6003393DC0751D3B88D7AD3D8E7CCE3D8047D2BA9EB58F3D96A8E4BD10A98F3CC0B9763C7034043C0063803DA233C3BDC8F560BDE08931BC126EEEBD6C1973BDC639BDBDE0ECB93D1CB2543DACAC54BD100F1FBD529FE0BDFE85B13D703EEFBCC07F233CFE3FFE3D505385BC028385BD8849133D946ABEBD001B42BBF0D2F13D90AE0BBC40A44A3C58529EBCBAE7F23D78B3B9BDC23F8D3DC68DEABD468EFA3D087A4E3DCA5B893DD03529BD20B1F2BBC03CE5BD0CD933BD78FFD23DB4EF1B3DA8C700BDD4B89D3DCA54AEBD40FCCEBCD058073D8CA51DBD1060C23C00161ABD20C88B3B02E6CFBD4C3343BD885DF1BC7CA376BDC0180D3D6077413D1C746FBD8822F83C402585BDB42D04BDA4D7B23D009DD4BCC0CDD5BBD096823DFAF3C4BDC272A1BD2C89A13D6003D9BCBADEF13D985795BDD8867FBDFCD8CF3DC4637A3D7A62E43D5CD6B8BDF4ACDABD84AF3B3DD066EBBC60BC85BC9C4E96BDB21C853D50F3BD3C0E989FBDFAA6DD3DFC843FBD56D9A73D80AFDF3CE83AEFBCEC92E83D206EC33DDA169ABDD871E13D0C1439BDA4730CBD3C9C943D3C7CC33DC019F43B8049043B6CC8973DB666F63DF04D26BDA81FC3BDF86CDD3D80DD10BCB808BABD3ED8CBBD00F5FB3B6C274A3D56F6FEBDB6CDF3BD20FF91BD4A17B3BDD80B723D0AC6EBBDDEEA86BDB026443DC0823EBC18D5D3BCA817D33D5670EF3D006E323A00E4063BD8DE6F3DBA8BF93D0C471CBD30D01CBD4C5BE8BD7C3C473D64B0C53D1845F0BC6AB89E3D08DC353D4CC5EC3D1068913D76A8933D522EB6BD90DCDB3DDAACA33D2AB0AA3D60560DBC92AEFFBDF0AF4BBD2E06D4BDBCCFD9BD7467983DA0D7A7BB8867B53D9402313DECEDDEBDA0B48EBCD648ED3D50CBE7BC760E94BD40F2D4BD0058C4B814554F3D10C822BD00EAA53CFAD9BBBD369DF1BDA0E85BBD604660BD88FD663D80C431BDBA28BBBD5E06C0BD98A2E8BCB09F93BDB0A293BD1493553D4284853D4806B33CF81F6C3DDC487D3DA0A4203D0206C0BD30E6DB3CDC4F38BDF865143DDCCBB0BD1C5F59BD5CA9443DB0C7113C247564BDF853BBBDFA0FBABDCCA8183D0A2C95BDE0ED8F3D20F1C63C2093C73D603774BC9494C03D2064953BC0F8FBBD908370BCE08C063C4C25B23DAA4BA03D3ACDD43DE08881BB1C6D31BD9A0CD4BD78099EBD80F8763B841D553DA82CC3BDE4EFE33D2820EBBDB28386BD14D4743D9610963D70F2E63D18F32E3D8C96F83D76F9F5BDA8DCC23D5A76F73D445C46BD20AFA6BD302550BD96A6AFBD50FA4E3D18BE71BDE47EB73D9C0E433DD2F8D33D7EC4D8BD3858FA3D200217BCD85CD23D6A69A1BDCC75393DAC03543DE08567BDA0ECB7BB64EF193DF434DF3DFCEEB93DEC34423D2C0E903D846E1ABD6851CFBD4E59C83DF04228BD84A03F3D5C85D63D08CD8B3D98E8113D48B6D63D105429BCD44C323DDA71E3BDA0C13D3C400DC1BBD0D5FABD88C9403D60B7603C8A8EFC3DC6C5F5BDFE24E6BD9C347FBDD4E7C13DC8D1973C8CB2493D76F4F3BDCC740D3DB859E63D2075D43CD8A48E3C5609A7BDBCC09FBDA87A923D2C6DABBD7C7B28BDDA44D03DA0CDB1BBB0CAA1BC200766BC600A523C3C99743DEC258C3D201E083DFCC61ABD18B7FBBCBE6BEABD80EA9ABC984D8FBD4C63473DE04C913B8A48ACBDB63DA5BD3E0089BDA840DD3D9847E9BCB0ADC63DC2B3C13D882DAC3C3C7CFBBD0408FB3DC0D5EC3CB699E2BDD26DF5BD4C2FCF3D4822B93D84F433BDA212E83DD6D1B4BDC867FF3C22F8C73D3028333DD82BEBBDD025BB3DC056523B4814C2BD905D183C24799ABD",
      torch_tensor_64_torch.float32_8: "0x040000000001C6BA869360BEA0C9563D3EBE79BE04D4873D04516CBE520831BEBC0C28BEBC728C3D343974BEA81D54BD02D1683E907FE53D96D85DBE40BF163EDC2C94BD56BE55BED8683A3DA0F59ABCCC190EBED487BDBD089BB8BDA86DC13D32184BBEF84A65BEDEA3263E58C22F3D82404D3E042EE93D12266C3E507945BD829052BE185D963D246C8B3D647DBA3DA45A003EE8599CBDD805E93D049868BEFE362A3E900D4A3EE483BB3DE0F52DBCE42D77BE2C72FCBD086C55BD0C4F02BEA019ACBC40C93E3CFE3723BE74186F3E50E6DE3CE0286FBC4EE138BEA0B3043CCCEC2BBE064B393ED02851BD3482873DA0C577BE608B093DF8CA6E3EA6B05E3EE01E683E",
      torch_tensor_64_16_1_1_torch.float32_1: "0x04000000608036BDC028A6BC04BEC7BDE0D2B83D9A4E18BEB0EEFFBDBE595E3E02C8073ECC25F9BD12372DBE64578DBD0001D9BCA4004BBEA0EFA83CAC0957BE70500DBE4EAE71BE30DE6C3E00032DBDC079AD3CF4528F3DA0A44A3DB66155BE38282B3D8CD2023E7A443F3E405BCABBDA754CBEEC364A3E4CBEF53D22B6003E5C92713EB6AD203EE080003D44559A3D50EACA3C645E073EF06F60BDE088513C002DE03D20032F3E60AA173E00A277BA30FB81BDE07590BCC8BC61BE3EBD0BBEC014CA3B803C0DBBE851B83D08FB0F3D0844443D4ADD403E4428AD3D90E383BC48CC51BE9C68BC3D368054BE60B23B3D80B96C3B104D3CBEC02A9ABB0C2F433E889F1B3EF03E5F3D00E2FFBD4072C63CC063BE3B64BCE4BD18AB13BDB826B2BDF0ADAA3DD4A68EBDEA4C503E0E6043BEC080143DE27A7FBE50EAB53C8C1273BE709F0CBEC2E2463EEE452E3EA894D33DA88A23BD64AD05BEF89A46BE28544DBEB026EFBD080EDC3D6AE4733E8012E2BB46CB013EE84027BD148AF2BD2EE9273E9E4B5E3E58221ABE003956BB08C0A53D288A5B3DA4DA70BEF8B349BE081B2EBDA0E6713DF0951CBDE480743E38AC73BE1EC86B3EA02151BDA68F4B3EF03723BD50E438BEACE862BEC0D4273D58CF943DF89EF4BD20D521BDD0E8B3BD00988339C81FD33DC6E5143E201D713DA0889BBCC8F309BE382E893D6060C0BDAA186ABE82D31FBE90C80D3E608814BD0033FCBBB0681EBE6893EDBDE0F6683D547FBBBD6EE5433EE24165BE809E31BEF2EC7C3E4A84173E982F9DBD909205BE761F343E485FBEBD0CA0193EF875CA3D78C8353EB40BC3BD0CC5063EDCAE633E08B5CABD70F2A7BD3433D53D7CD50E3E827035BE400E993CD05341BD44589A3D70BD56BD180B6DBD368506BE1CFDB4BDC4A1B73DB279523EC03F13BC281B14BE88CAEE3DF07673BD58C8343D00D2873A6CF2CD3DA0FA34BD56367E3EEC30C3BD90A7443E8028853D407990BCA40630BEE2522CBE580BE23D96CA77BE58E006BEA2001FBEB6550C3E9050393DD89AF93DBA9778BE50D7F5BDA0DE57BD683F013EA4EE883D74F8193E1ABB41BE1CC9ADBD7053063DCA476D3EE01977BE14EA373E004ADBBA9096463D52FA58BEF09E8F3C7493DCBDB69D5E3E2E4C73BEDE6D0FBE40C21A3EF02BA63CA04DF13CE0CC1A3C1603443EB48171BE307746BD7CD66DBECE9C42BEA038423EE83F53BD6C707EBEC09FE7BC980F4D3EC0FE86BD26930ABE243433BE28082EBD067C3BBE72FA353E545F283E78536BBE0083C6BC909C67BEF6371B3E90443FBD58B5763EAC03CEBD08A57B3D14F322BE94E84E3E2601203EC06E553E54B2E6BDC06B8EBD141E193E3C802BBE52DC59BE2004F43DEE6B1E3E3CCDDFBD8044C83DA8AF62BE6EBE38BEA86C84BD607341BE2AA60D3E80D67ABEB05EA6BC00DFDD3C960B113EC871E1BD98BD813DDA303C3E20A1793D8888253EB29865BEF0AC993C78F71BBE18CD343D6EB455BED41A9EBD101F13BE027E49BE008C28BA18886A3E38C073BE401930BD805F46BDF624013EC26926BE38D166BE86C9433E008532BD809822BC86E035BE2C6B25BEBE6573BE68111EBDCA6C123ED061613E586917BE0465523ED883573D22096FBE2C99A23D7878DBBDA82A403E748399BD2CB5D3BD2C638E3DD8EC6B3D90E458BD84A7473EDA3F1B3E642BA83DACE1DABD7A01313EA86190BD280B2C3E58B01DBE7831523E6E12133EFC4A81BD780F4FBEA08FE7BC2E6204BE6CE0EC3D881E153DC25434BE90F8F3BDD0A667BD34F5D13D78378B3D2CBFE4BD7ED543BE28E3453E0C14E8BDEE8938BE06F74EBEC0FD4D3EA074533C8A6301BEA06F27BED8695FBD602285BC2243393E385168BE9802213E38867F3D88279CBD500608BD2024F13C180845BEC0E3F8BBB2F92ABE7C4E7F3EA81840BEE0AC1EBED43DFCBD68FF3BBE987F4CBE063C24BEE6F35E3E8A602EBE1030833C80D450BDD0C9913C34A834BE00ED2F3DD2582B3E983706BE34ACB63D001BEC3AE4EF72BE725E78BEF0150BBD1835F7BD54F606BE909BE6BC08B2C6BDF016933D18E1513D1CF1C03DC0A654BDE84BB73D40FD37BD483901BE1A6E41BEA0AE813CF8354F3E8203193E2CFA8EBD70D63D3D8C86D73D5478FEBD08F41ABEC0994CBD80FDF5BBE810123D1093CABCA483D4BD6CB5BABD925716BEDA49723E801E09BD5893F4BD84E6BEBD26DD143EF09384BDF01F4E3DA009183D8CF9A93D10DE473D90422E3E78C26ABD70753E3E8CDFC5BD04D9403E58592ABEE0B245BC42A6223E46E87E3EBE3545BE6061ACBCC08B8BBC200EFC3C68B155BE188915BEF0741F3DF2FE2F3E881CD8BD945EDDBD128A163E1048B83CA85CE93D20817DBC60E59CBC103865BDA2DC76BE88907ABE7031F33C0C023CBEF456E23D50F491BCD4C3603E20B20CBE38C7653E16301ABE0E4C023E06EF76BE8EDB393EF0334F3E1819973D8C24213E9A2817BEA82A48BDB426B13D98EE873D00B483BA8096EABD28CA74BE506EC5BDC24E2EBE106F733E7E87143EF05A66BDC88C37BD18B8CFBDD8F27DBD10F0743DE8EA7E3DD84B5F3DC827333D4E3C41BEB00097BCE0C8FD3D708AC23D7897D4BD3CA094BD42035E3E3CE95ABEE0B980BCB09294BC8649723E54F6F5BDCCD03D3EC8300EBD40D0713EC0183EBCBC964B3E3CF0FA3D6CE31F3E00AD9A3B4C09DE3D2042B43DA2855B3E0826FA3D8CDD013EE25D37BE7070E23C08B17C3D86422CBE683A1F3DE815273D209B553E605707BEB2E6463E8CEF983D2279553EF8C46EBE362916BE007F363C38644CBE3AA4433E283A58BD9C2A4C3E381674BE98480A3E40388C3DA8AE173D008679BB04DC383E9C1DFCBD587673BE8A3C74BE18BB1CBD8013503B78DD473E90EADD3C342AC83D800A2B3ED0FAAC3D70D199BC1CB33F3EC0968F3D10C1DFBD307C6C3E3A78523EE05B13BD706D9EBC40A7F63C42F307BE4064393D26BC2A3E2CADE63DECBC623EC82E973DB8ED273E5C837EBEAE20383E900AD83C4048FBBDE8945A3D62905EBE500E9D3D30FE41BE885C733ED4BE26BE101A683EAC4C4A3E548FFE3D8CFBD1BDFC4031BEDE49673EA03DFD3C48CCB2BDF21B0B3EB0D92ABE54BCED3D308C54BD58E3173EC06E8B3C00367ABD0C1E13BE44A489BDDC0EC5BD647E0E3E1EE3333EE07FA1BC304E433DF08444BE10BA84BD3092B2BC80341E3C1EE5173E269B773EAC6C4F3E48FE21BDE89F503DA2A07F3E8C968C3D64216DBE36F8163E80B1E6BB782EDCBDD6C9243EB8B11C3D4459CDBD4AE6393EE81EF9BDFCB49CBDC81F06BD207D63BE9AE769BED45A5ABEF4D697BD78BE3BBEB0BA283E845073BEA092653C3CC94A3EE807DF3D467A273EC0C3B1BC760207BED85B22BD1493043ED88254BDD857AFBD4C7D24BE04FFA43DA4C1083EB09653BD7E84743E6CF5DB3D76FE59BE603C42BDB67450BE6A5300BE30A9423E4AFB003E8E94293EB0D2D73C50E3FF3D866E333EFC328EBD74B6673E804D0E3CC853D03D48B70F3D30551D3D2A2A773EDC83AE3D14E779BE5C11B6BD7032753D26E72C3EFE2B663E4036E8BDAA47373EB48FD13DD02921BE3EC01BBE9887753EBA5B483EB49E8F3D249972BE9A0C463E1A96243E20349ABC64DF873DA8455FBEBC27413E0853003E68D804BD02C5413E18479CBD7C9ABDBD0005B43A1001C4BDB0F4223D78EE83BDDEA00BBE0082173D648511BEB674133EF633633EE8E11ABDD809CFBD002488BDE8763DBE90BA493E7EE915BE74C0B93DB87305BEB0730D3DD865CD3D80DE693D30B79C3C983DEC3D80DDE13C404E53BDF055FD3C3CF8A7BD78C0A83DCE51523EF0E7873CE00352BCE6C84CBE00B86E3D768C023EECA8313E94ED6FBE0C33D43DE81C0DBE729E2EBEC0309E3D366F3ABEC0F9423E485672BD98C0DB3D1056653D4C88C83D50FDADBC002660BE98E7803DB486FF3D985CE33DF24F7D3EE46268BE609C46BEB0959ABD828C79BE3823893DFE84743EE63F0EBE00B48C3B50B8E23C722354BE0064DEBCB01BCA3DB062503DB8CA0B3DBC4DE8BDF09ACBBD60DA6CBC46B6143EF661593E5AEF3CBEB8A6283DA6C61C3E18B3B53D188999BD08ED7DBE1E6B0E3E700CC43C9852653D34ADF1BD6A0A263E80C07D3D808AF43B92A21E3EFA804EBE7061233DBE0C453E94BB943D3CC7E4BDC82E013EA6F90B3E988D7FBE66C84B3EBA190F3E06224E3E90FB7C3D083C08BE8095813DF24100BEB886B83DFE166D3E44C8813DDEE53EBE804EFF3CB65A763E8CE553BEA00A81BC8E2E7FBE3C60423E442C183E48C7543D0466F5BD8E87373EDC8E4BBEF8140BBEF4E4F9BD28592FBEC0A327BC56935A3E00C29B3ACCD5CD3D3E2310BEAAE963BE78AADE3D689AFE3DD8617EBE58D202BD8E7E79BEC01F583CECC23C3E36ED00BEF082083E20C37DBE22A24A3E84E86FBE60A1F93DB878AFBD00386FBBD8A9D33D8A2D083EF40D47BE244C18BE8AE5083EA88B363D407E623E4075BD3BAC3D033EE6FD6F3E547C3E3E50A25ABDD296693ED0CB2CBDE08138BD0C3E03BEECD958BE78D030BEE05693BC56E31FBED0B4393D14CC1DBEE6B1603E4056143DC051263D1AD51F3EC06242BC004214BDB0F9C0BCB4BC7E3E986856BD0421963D10EE033D40284D3D28E04F3E38934E3EC86B5D3E54F620BE7ADB2DBEA06628BC9096CA3D6044F1BD28016D3D54DBE4BD40CEDB3C3C8ECEBD08683FBDB4E0C13D30499A3D801A87BD8065A23D0C5CEB3D28755DBEE093113DB23A07BE56FD4F3E80C805BBB0189F3D3CA836BE2E42633EB85D2A3EE0E4143D68C8303E1681623EC8D130BE22485F3EA0D3EE3C1C985E3E50587EBDC41125BE84AF853DD232283E48436F3D08E612BDA0BF0A3EB09C45BE88E412BD406055BCA43AB53DB0E3E3BCA68C493EC4C70D3E80E738BC50044DBDB0CB29BDA4351F3EA4EFC23D40804C3C94C8473E803F3CBE28ECE4BD380218BDE20F313EC09084BC3C3027BE1C52EB3DE06171BC688729BDFC2A2E3E50283DBD40BBCBBB8A484B3E24FA0D3EBCB3AEBD1A0674BE36826ABE986F1ABE80CAF0BBF48357BE2828C5BD5430533E2CE6AF3DC2AB493E70C8973CA82D9EBDD8971E3D6067F83D584F57BEBEF768BE14238EBD8AAD2EBE88350ABE1043003E64CA4D3E9822753DD8326F3EE041B63CAC51433EC0AD9ABB9024FABD406B7EBD9A0470BE50E059BDE8CC603D1C54453E20C1B1BC665306BEE29C44BEB4DBF4BD38C5AF3D287C043ECC372F3E40268D3DB65D773E8E925C3E8476BE3D3CE0A03D10FBC4BD9612233E5404C63DA8C3E8BD20ACB2BC64B8203E6E3755BE28F60EBD603D233C68A8C83D0E0E60BEF80F0EBD605C1EBD689DF73DA82F4DBED062123D10D541BE308EA9BC0884C33D2CCF60BE004AAA3C8096F73B60673CBE30CF0A3EECCDE13D00FAA43A42980E3E0472D23DB442EC3DA2EC71BE0C9F67BEAC79DB3D88EFD63D88DFE93D90A5C1BCF449DDBD507A37BD0C6A98BD80DE9CBBFEBC043E80AD97BB884D28BE568F213E90D67F3EA00FFFBC5040083DE0BB883DC04FAE3DB4297DBEB09647BEACBBEE3DD63F4BBEE0BC463D1073373E1A1D29BE44A73D3EAC5599BD8CD2B3BDEA0C733EC85D24BE40F06FBC00B635BD203BB53D88F1983DFCF5BFBDAE1E25BE1E9155BEE804D83D4037683CC2F0093E40E7B93B0A722A3E5A9B573E7279063E7CF1173E00D49D39F8F77DBD7AA7523EB24135BE288006BE5E632D3E90E172BE4A5A363E4C91EBBD",
      torch_tensor_16_torch.float32_4: "0x040000002047A8BBAC22A63D4CD19F3D64C12F3DCAB7803D2007243DD8B2C3BC4CE4FA3D84E0DC3D88ED8A3DF0F67BBC98EDF83D2CDA753D00256EBB26DBD9BD6EF6E23D",
      torch_tensor_16_64_1_1_torch.float32: "0x04000000E4A5B53D5897643D4821013D4073313B6E0EE63D0441CA3D881E67BDA031083D4A9EC23DC0CB6CBD8869B0BD988DC3BD74A514BDE466E53DC622A13D402BFFBCC0D698BC70B020BD603EBF3DB840EDBD48C4AABC50FA68BCF87612BD981CB4BCB40FB73DC4DDD3BDCE0BA8BD22B2DD3D181F843D404BFD3C141F74BD1E3EC8BD724BC43DDA39DBBDBE72B73D408F78BB368887BD382BB43D64BEB8BDA614993DC0C7763BA8B2983C9C3EE7BDAC9AFF3DECB290BDA64DB23D8067C0BAF2AAF23D2E11F7BDC0139EBBF00236BC58BEAC3C82F4B43DFADDBEBDC0BFCBBD8007C9BC4036F43B38F3DE3C90B273BDA669F63D9017C7BC78B59FBD80B2D4BBC0DAA53DBCAB5FBDE48F623D98AEE4BD7C0E93BD1E48943D7426F43DE4EBC93DBCBA7E3D3CDD38BD00D8CA399882E43C18C1933CE065853C006CA5BD34A05BBDC219C1BD002ECC3DF8E0F1BCC05D83BC56D8853D749491BDD8E2C63C606396BBC299ADBDB6DEF13D80DFC53DB008C2BDD87C173D6AA6A2BD087DDC3D9E68F5BDFC729B3D9E23993DCC85C03D2E538D3D9AA3FD3D50785DBD1608A33D9C847ABD282E37BDF4D9A63D40FDD7BDE898F1BC80DC92BCE87C9B3DC6FCE73D642132BDC2D7E23DC08880BDF04B7A3C807695BCD40C4E3D60858A3B4847F9BCC459DF3DD2FEBFBD902CE93C8005DF3D148682BD10F018BDD0649ABCDED9E13D704927BC7CEB71BDD4BA813D0E80D63D3AAAD43D4AE3CC3DC0782ABD10A19ABD6C6E77BDFABC9EBD88A1FEBDA097E23C7EAC95BD0CE95DBD24D3543D3827823DF8AFE83D10B24BBCBEF6E73D9857FFBD2869A53C02A7EEBD88F488BCBAB6B8BD781084BCBC97C6BD7836E8BC1A2EC7BD50DB4E3CB4A185BD40248B3BF017F7BD7C93463D547F013DF82E453D7897F5BCB0D26C3D802E293CE8F29FBDDC500ABD40A9ECBC44F39F3D965B863DB484273DA06824BCEEAC803DD4FD24BD7802ED3CA44892BDE8D98F3CE012E1BD5242C73D220EEABD9631EEBD5A88CFBD9A8DD9BDE0E284BC1834B63CB48CEF3D841B633D04E2683D8880FC3D7421BABDF22EF13D283A873D2CDF51BD9AA9823D908495BCE0208FBD285E713D947D7BBD7CB56BBDD8DDE6BCF05B01BD32F89A3DE826A6BC0032D1B9C4E9233D40BED73CA0864C3DD0E64F3C80AE16BB1A5FE8BD2C4D64BD40E110BBCE6BDC3D609F8ABB7A8AFDBD304B1DBC88A726BDDC5E93BD62D3D93D421FEC3DBA0193BD58808EBD7C2B73BDD4D886BD848A85BD707534BD9A62F93D1C345A3DF4ECA93DBAE9B9BD2803EC3C38AFD9BCC6ABDF3D606629BC76C9D8BDE22CEDBDA056BD3D689E8FBC06C1B5BD9CCD48BDA6C9D4BDAECEB7BD108DBC3CFC49B9BD88C93FBDE8C195BC08051A3DF811A1BDD05B473DBC8FBA3D109098BD8804F13CE83C283D1C641ABDEAD3833DD035AF3DB8EFC73DC06AB3BD1014CABCC60D80BD94E36DBDCAD9EBBDA07920BDFA57F43D940089BDDA6BC63DF0CDA13DF8F284BD7AF7A63D827EE23D188F283DFC1D88BD7036FABDC0BB17BB82E7DE3D88CEC73DD0C64B3D30F65E3D0A86A2BD322F93BDB059D4BD085057BDA03CA2BD6056BCBC1281B43DFEFB903DB891AEBC5A4EE1BD5EE1A63D32FAAD3D46369CBDDE91B4BD887A3F3DFAF3AE3D98DEFBBC7232B3BDB612CFBD343DA2BD1A22D2BDE43D59BDAE2AD1BD3802D7BC2099423D6CE8F43DA8F73A3DB2B2F63DCC58D1BDDCDB60BDB05A33BD28F3B3BDFABBEB3D2632F3BD98A55ABD4CBFE9BDAE49853DE8A0A4BC0037CF3A9CE2F7BDF2F8B33DEED193BD649C6DBD9C82F8BD2410313DC0DB0B3B64DB3B3DA034F9BC8009BABD68378C3D7AB0FB3DB6C2D83DBC01DBBD0CB12C3D0E56D23D08E7BA3C6062903B2EF3A23DA830F53CFC4CEFBD101BBB3C0298AE3D709EF6BD04D353BD5AD8C3BD0667803D2202F23D8083EEBC20D02E3C1409B0BD189D0EBD1673F73DB0B1E43C5C00B33D9094833C46B1F6BDE4442A3D38579A3DC6BAF53DD83E55BD9036DF3C3C2D4C3D086A48BDC2F08ABDF0B9903D60284C3D3087A83D0038FDBB7A84CABDE87FB53C38E7133D642F21BDF8FBE7BD9855B2BC2A9799BD58D8B3BD3ACB89BD26F1803D5099E13CB03CCDBDD2BDFABD18D252BDE202C1BD9EBEFB3D8A8CABBD14628DBD701B6A3C0026C43CBAD98FBD6237E3BD40459CBD00F177BB70746B3D5873DEBD0439A0BD722595BDB8689A3CBA07A9BDC2B0F8BD641E883D202E903CA4B583BD86E2DFBD00EAE9B9CC55A03DD2BEF0BDB49DC23D4AEAC2BDA80CD8BD3C6BB5BDF6CFE3BD0C6DF63DA213AF3DF276B1BD9448ACBD18A7423D3801C23CDA008F3D988EA2BDC80DA4BDC8968DBD4C3606BD404005BDD058ABBDEE4AB13DA691FFBD0CDDA5BDC0726D3BF679A0BD08A9BB3D583BB6BCF2E1AEBD4EC6D0BD0031063A0861073DE414323D70E1A9BDE01ADCBDFCD8D73D780D3EBD68DBEBBC4EF9B83D0A9B96BDF059D7BD403DBBBC84A52B3DF03A8F3CE86256BD7C7034BD043EB7BD30C6D6BC1C689A3DF4A5EB3DE2A9E0BDE285F8BD3861CA3D0C269BBD1E43BB3DF03618BC900E9ABCB8DB1B3DA2D7EB3D0466D23D7C6B1A3D108D87BD407985BD3A32D63D6C8325BD48AFA0BD4EE2D53D2614FC3D30074BBC76C296BD7AE1A6BD9C2D223DBE96C6BDD8AFDBBC8CA83A3D68DBC83C06B288BDA2C8FF3D8050583D6624C73DB0A0A1BD6C9B53BD3007CFBD0822B2BD64D64A3D1809FBBCFADA9DBD50AF7D3DF0E4EF3C3080413C4033BABD6E5288BD884A04BD0E68D83DE445AA3D5C720EBD2082233D48F5163DB03A7B3D965FC1BD3ADAECBDEC84DB3D94A306BD286D043D569C983D52DCA0BD2E8C91BDB889A83DA056B83C60D1E93C3022D83D604E4D3D500DE73D7A9AD53DB4C1063D22D9C83DAAD1D13DB86BF93D008C0E3CC0CCBBBD540772BD8882F7BD980CFEBDD2A2B2BD104011BC1824B4BC8CF2CA3DE2D5E8BD386A46BDB4572EBDE084C6BC500A2CBD9091713DD44C7BBDC82CB4BC78CB883D3CAAC3BD522DCABD40E79BBCC81BC33DA0D0E13B5C6EA3BD9A20D33DE0F6E2BD809DA9BC6294E23D4A89F23DF8C49FBDD0ADFABD9EABF2BD60817DBD8019F63D60F4EEBCE22888BD40170C3D2E4092BD50F21B3CAE159F3DD8BD2ABDAE69B03D80800DBD10B992BD84C990BD787B71BDC083693B7613FDBD78974C3DE084CBBCD4A47BBD5E6DF13D6C99A4BD088CB6BCB804B6BDE0B038BD80B0BF3D98FC223D8EC49ABD107EFF3D88208CBCE8A494BD7C08BD3D7AD1A93D5839FA3DA4848CBDDCD4723D40F1ABBD521EA93D0857ECBC704CBFBC240C0CBD8A80EDBD7891DD3C78A2623DDC8A2CBD004D743B3CDE21BDBED7E4BDEC9645BD9EA4A5BD00D437BCBC863C3D403968BBCAE8DB3D68B1CBBC3AFDE1BD9078D1BC6879E8BC78E22C3D8085CC3CE81F8D3DCA6590BD80C26C3B522EB3BD5EB6A0BD48CCC5BDA082833C0A7A8E3D9628A9BD6C18B33DF2C2B8BD50DA6DBC90CD6ABD08599B3C20A1FE3BF81403BD482F683D6675E43D8877E33DE05011BCF80341BD4069A4BDCC57ED3DA452CCBDA8A08D3C609A03BDE0AA923D60A3D43DB6CBFFBDD01DDF3C90090EBCC8E8373DDCF41BBD78C8823D2A6AE3BD5EE6F53DD43052BDC89EAA3C2670BD3DBCB6283D202E2FBDE8C1BFBD0473F03D3062693CE2F8FDBD9435A7BDF0A841BC7CAA18BD385B813D00805D3DEA44DE3DE853593DF44F32BD869CFFBDACC7FD3D007D703C0CAB2EBDE890B23D08B3F4BCECEA3D3D400F57BBC05C103D281EEF3D0C7317BDC845233DD862F5BCE021EFBB1473603D9E2FC83DE2C791BDB00D6BBDE09FB2BB880EEABC404EE93B800DFD3C40189C3BE0112A3CDA52F5BDC661EA3D524BA5BD64104DBD70B5E53C326FFDBD74AD19BDE02874BDFCF0C7BD0CA20BBD6E82CB3D7CDF40BDF046CEBDA884BE3D4A83EBBD20DB793CB225B5BD988F2CBD5480C63D245840BDB4C22DBD08D4CBBC220084BD56ACC33DD4A2FABD206C82BC1C7CEFBD46CFDE3D00D53F3BFC267C3DD096393D026F87BDA0FC70BD888FA4BDC4F825BD5AD6813D40E10BBDC8A4A3BC34E5A4BDC08E383C383D66BD34BDFDBD784832BDDE7FB5BD00AFF43D7C0146BD1041103CD8E7F8BC04F8703D000984BBECDFD43DC856543DDED8B93D6C2A30BD08DE383DBE18FF3D186A8A3C64B7443D4293B13D50A6263D18E98D3DF68CBB3D8404E4BD00A7063A40B2123C6EBB8E3D44660E3DA81B4CBD2811F43D30ABDB3D805501BB344B32BD74DB293D021DA9BDC8882CBDD4567CBD08EFCDBD14E8EF3D50966DBC80F24A3BCEEF90BD60DBD2BD78B1A43C6C85473D406494BDC0D10FBCF08CD43C2C3B4C3D8AFCBABD6C0887BD7A6AB0BD9EFDA83D38A8ADBC14021FBD585BE03C28B790BD1C68A73D3CB40A3DBACAEE3D18DADE3D7220A53D4CEB893D908F2DBC9485D6BD8CF7B0BD1A1EB8BD364BA9BDB272BC3D82F6FB3D1E7ED5BD64DBA7BD5259CD3D9057573DF00475BCC2FEECBD7EE8BC3D6C4951BDD8849C3C907A043D6036E73CFC3F563D9667C73DB236B33D3084E63D409F203B8839923D08AC3D3D506E3A3CCE39DDBD8E2BCFBD7C355CBDD08AF43D9047D23DD68EBB3D501A91BC9A19B1BDA46DA8BD56B8A6BD6064A1BB72F7BDBDE825B5BC90416C3C7EF48DBD742442BD7E04C83DCCC7333D68CAC03DC0F5EABCD03913BDDA53FF3D8056C03A5C639EBDEA52D13D209ABCBBCA34DCBD745313BDD09E22BC54ABCEBDC086343C08C951BD5AA8DDBDCCBFCC3D8231E53DD0B2BFBD00F6C83CEE24FDBDD0751B3DA2D2BB3D4CA38FBD84815C3D4485D33DA0A0B43B406A2FBC0EF29DBDB86B87BDD880463DDCB4C73D4C1AE03D7854EABD02BCC03D40F10B3C18DEBABD304300BD083D1F3DB8291DBD0096D13A3CFDEF3D00C4623D0858913CFC2041BDF430B0BD2C401BBD00DA8ABDC27CA4BD4483BD3DD85AFDBCB44E88BDD66DCA3D406193BC7832BFBDB88D89BCD62BB53D44221E3DF8E0D8BC38DDB5BDB225EE3D4448B0BDF605B43DA4633EBD64F77CBDAC0DBA3D26B1EE3DBC8B233D1679C7BD1818703D8046F4BDFCD06DBDD034F13C7079AB3CC257EF3DC6F5CA3D9CCCA5BD44A7B7BD0045173CCCCDFFBD1C08923DC8349F3CC0ED183C58F28ABDC67A923D78C6933DF604AD3DD207FA3DB4B8843D40A0DE3B28DDABBDDA55C03DEC325CBDE66C92BD2843ECBCFA7FFFBD60899A3B78C624BD00882A3C38F53DBD3098893D70D0753CE848B6BC28AB3EBD2260E3BD888007BD10F76D3D7E69B73DB85C58BDD82BAABC04C9BABD6A91BB3DF40FAC3DBC54693DF2E5FC3D62F1BDBDA0FF6EBD5ABAA73D68A6B1BDE43B5CBDA0BF89BB9255A73D5C08183D000063BD8CCA88BD2616D2BD32E0B53DFC03E13DA026EA3C8C88C03DD447F53D70A2DCBC748E73BDD0B2C63CF22AC13D9C4718BD3092D5BD883C9EBDDA16E03D3042B03C7259ABBD4484EC3D7841783DD253F53DCA79BABD50BA8D3C1C26E6BDFAD6EABD7CAE223DF8EF073D0AFDF33D86CDFF3D680653BDA44923BDE409FD3D7EFBE43DC2ACEFBDC843A23D0EF3C73D6ABC8D3D063FE2BD8011DEBC5C7E883D3ABDDC3DFC7281BD7C8CE5BD00AAB5398AC1DFBD38AF34BDFA658A3D7C8A9ABD144E593D60C7AEBB248F22BD509108BCF666EFBD868FA6BDC0BD3A3BC4DF48BD30DF353CB85ACA3CBE19C33D00E54ABC10DB67BDC07FB23B0833053DF6B9EBBD44645DBD2C6EDDBD5C15143DF83E953D2C4DE9BD30F3243D",
      torch_tensor_64_torch.float32_7: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_5: "0x04000000B6B7253FDA47B13F5568823F1EA38B3F1E073E3FAEC71D3FA246433FA884B03F796C803F8260843F67B5823FB46C023FF651B33FB4998F3FC6D6AC3FE662193FD5376A3F1CA19B3F20448F3FE8DE553FD4EA663F5ADE8B3F9049593FDEEDBD3F108F8E3F4C0F763F3DE2943FC719AF3F28DD9D3F5557223F298BA13F804D4C3F0EA2473F43C4193FFB50353F3497973F704B4A3F84CBA93F3CA88D3F3ED0A93F7A5B2B3F2893B53FD7C86D3F913F1B3F96CEB73F88B0743F7A16973F51E74E3F26A00A3F53601B3FDE3B043FD05A533FA7D5563FC562243F6C58B23FF8D7AC3F0E7DBC3FC734253F5CEAAD3FCACC963FCA220E3FAA1FA43F0DA8013F54359C3F",
      torch_tensor_64_torch.float32_4: "0x0400000058CEC13E6C872B3E1AA4FE3E9EBDB2BE9A13B13E4CDB783E2055223D008EDA3A04592C3EE8BFA5BE165FEF3E265EDABEBEDEE53E0CED9CBE8C88953E2443E93E08AD3C3E76BFF53E08B5263E803B953C28D1B53D40D992BDFC5606BE601D95BDB01DF4BD901EB9BE48519D3D2A73C33EB8353D3E4CBDD33EF0A33CBD2633A73EC05554BDC41ADF3ED0BF35BEB040F53E78CE1DBEEC6F16BE4880993D5C8E1BBEBCA9C03E48EFD93D00E7BABC50AAB2BDC0244D3D2C06C73E10BE69BE1C474DBE105FBD3EA01F883C90FECB3EE874473E6C4BE5BE441509BEF061DF3D009DE1BB669FB2BE2C3914BE9EADB63EE46F3DBEE0B0C3BE80A9D93E90C75E3D40E23EBD",
      torch_tensor_64_1_5_5_torch.float32: "0x04000000FACAAEBDCDC7BCBD73A4123D07661DBE035003BE9A3A5C3DA06C473E8A8E9C3D6AAC9A3DBD7AEC3DE72FE0BD23709A3D3744393E305BB8BD983317BEC30FF33D7A35EDBDA072F53D9A5126BC5AF1303E577FE9BDEFD40BBE1A14BB3C53D36C3D174715BE005BBFBDCD5EC13B1AB2C73CCD05C03BCD74B7BDC78503BE13DD8A3D33FEED3D008407BE1A8DC13D6732CB3B58D43B3ECDE8923A7DBAC5BD7735BEBDB39329BE755F2EBE00E0E93BD8CE1D3E00A5BA3C3FC72BBE3F5F243E9A4CB53B5792CF3D800A40BDC36EBFBDE036C43DE0CD7C3D8D13BABCED31DB3D455300BE02F205BE1301193D60D5FFBD5341AD3DF7618E3DED560A3EC081633DC3E8013E073362BD0DCB893C27E472BD336A523C106E253E82B73C3E7099163E539EEEBDFA696EBDD84D1BBE6D1E66BDEA8DBE3DF2020BBEFD6A363EC0F9AA3D1A4FBEBDF5843FBEB3F071BCDB3E373E9A4701BC6DC97E3D73ABEB3CF0E6ACBD80547CBC5B74073E1017C0BD080741BE1392FCBD631DCEBD4DDD973C536EF63DEA2FEBBD5A6DCFBC50BE853D6F7210BE6FB60B3E5AF8223E5351383D72951FBE20F4BB3D97ABAF3DC7AB163DC870323E3DABF93D03C725BE930999BD27DCA43C6AC328BEF0AFCA3D27B7943D33AB37BBC3BFF43D229C3FBE9A892B3D5A9F15BD857E36BE375E3EBEC0EF8DBDEAB5BB3D1DE9CD3D57B3B8BD7DD2AF3D5D24A8BD2D0106BED00487BDDF60253E40534A3DCD991CBE9A3CDBBC1BE621BEBD54BB3DD779C0BD1A7DA8BCFB2D043E27132ABD2FB94BBEEF260CBEDD0CD0BDD047843D6753B83C1500003E9AC2A6BC0DF731BD00A85E3C53C242BD67B7723C5A70043D7A0CF53DCD24D8BB372F433E935E043E3FDC24BE9D95953D93CD903D4382F9BDCD931CBE7AA00ABD85E00E3E8D641BBEDABA273DD5E909BECBFE03BE9A5D153C00EA70BB002BF9BC101843BE57F541BECD521ABBCD6E67BCCF7533BE9DCA3E3EDD30B73DFD8D173E9A119EBBD720C43D788907BE9D523E3E7D703BBE339573BCDA71E83DB85B013E605F27BDC333DF3DDAF6DC3D0DB953BD9D37023E1785B83DB38C11BC67606DBB93A76B3DF0F33F3E5A66433DED18B6BD9A50113C6D4D5FBD13110D3ECD19363D673C543B532D95BDD75D1D3EB3818E3DD56F273E307FC43D9A0948BC25D92CBE478F67BDC32046BE03B5A9BDC7B416BE5DCBD3BD778BD2BD6DB5F2BD33B095BB30A310BECDD58D3DED32083D4D0A58BD1B0000BEE01C0EBE27BB46BEA39697BD67C7C9BC5F082D3EA019BCBD00D802BBF8CC2B3E424D35BE5F2D3F3E953301BE65F92D3E838EE33D5A6114BD7DF0E73D877FFEBDEDFC33BEC0BBC43C0DA4B8BCB25C2E3EB8511A3EA7F55A3D5508423EE04E5B3DBAB5963D3B2A2DBE8D82473D48410C3E47C1033E1A69053ECD2E0FBB5A8625BE4D3950BD001F46BEBAC0D8BDF3221DBD3748DC3D03CAB83D4017803DA7BA983CC032203D1A5AC53DCDB3023C67D0563CBA093DBEEAAF9C3D97D4073E80BA303D4D4E0BBC10FB473EE3092D3E472DA23DD35441BE5BC720BE1A87B93DE041333EFA16BB3DDA83033E23D9E9BDC05CEFBC07A3723D72172D3E5FAC10BEFA8DFA3DF35319BD47F520BE67961ABE3A02F23D9AB9023B937144BECD58DC3CBA4737BD80CBCE3C5A2091BD37173D3ED8B23ABE2D4D01BE03DC9E3DCF89123E47EB903D87DDE0BD5AC233BECF5F403EFD4B80BD6D75483D930A14BD6F041FBE877F373E934C30BD8DDAFFBCCDBB75BC33D7E03BDA89E13C106E20BE403B2E3D38DC2E3E404858BD7ACA06BEFF7A193EF8FF30BE93DA28BE8A1501BE4ADBDD3D7F60363E90AB913D4A76903D33F2E1BD9A0C39BED59630BE736FE8BDA390BE3DC3F628BE33E0423E0026DA3BFA0132BE08A92DBE40CB97BCC3324BBEDA3D793D4DF0023D2338033EADBC263DF37E0E3DC783363E2A47913D004DAB3DAA87483E62B5403EF76CA53D175E2B3EB75E98BD603B303EA5CC0B3E4262393E4B26123E70AF0C3E10B9AD3D6B3A1DBE37CACBBD2AACE73DF21D263E136D3A3EDAAC9A3C189703BEC068A23C6722B9BC20C8D73D8D464A3D9DE1063E7D353FBEB38B723D3D84C23D3A4D03BD9A73DDBDFAFAF73D5B3F39BE95E1083E0F33483E20819DBD43A3233E106FC7BDCDB00D3B40915E3DDADF3B3E6B92263E350F18BE95D53FBE5A196CBD6ADB17BE2002133D4BE9273EBDFBC0BD07293E3EAD63213EF756E33DA038353D73EF97BD6D041A3E33C2583CAB960C3E9A84FF3B5A454ABEAA369C3D7334D6BC3F9442BE1A2A1F3C80913B3C4D8326BD53E2113D73CA583D1A6828BC737F063EB7E2C13D274A3F3D651D07BEFDD2E33DB71E9B3D3D67C8BD43E31EBEA0C5A4BD0702053EF333243DA0B5A2BDC085B23DC0664CBEF2AE153E7A77663D67BF993C93749E3D28222B3E3364223EEDFF063EF090D2BDC87D41BED7EAF63D1B0F23BEB332283D5AF682BD837713BE5A4C413ECA442C3E1A23F93DF793803D5D3FB0BD336AB1BDBA2E9A3DD31C67BD839BC13D4773FDBD4023313D5A50873C830EF03DB0ABA6BDBB0C2ABE9D32FFBDAAB8A03D008875BDCD2AB43DE0C11A3E52BD1BBE8DB719BEDD9ED0BD9A2B813CF585363E1D78853D5ABF313EBA8E0CBE3A7730BD3A609A3DC73FE93D98A617BE7DF6D3BDB0CF09BE87A795BDFB3D2FBEE798143DF3F4D5BC9A26E43BFF041E3E4332023EEFBD19BE07E18EBD8D5CC53D00943CBB22BA3B3E88483BBE5AB7FE3D772CEB3D578D34BEE2F3373E103B483E823F273E2D7421BD57D1FABD7F711ABE3AB5C3BDE7C5603D10501A3EADFC913D7AB8613D3B0406BE43F22B3E4BD311BE1F9F263EFDF0A93DDA1A96BCD307683DE7AEBFBCBA06CC3D3A4EFC3DADC035BD6729C3BCC015E83CA5BC2A3E48BC3C3E7703C43D07FAE5BD108EC5BD15C34B3E7791AC3D80BE0CBDA05C753D17D28ABD00C4A53C75773E3E3AAA0EBD33BBFEBC8D69683D5FE618BEF369ACBC0DE00A3D35B421BEA308D9BDAA08E3BD33A7D0BBC04A1E3D577E863D38AC3ABE0D0178BDD8C310BE337138BD804960BC871726BEA78A88BDF8021B3E07D78BBD3718423EC7A52B3E9A9E75BC2D595CBD401792BCB0F898BD9721223EF83633BEA73C4F3D1D41C5BDCDBB183E67C83F3EFA23AD3D9D7CE9BDB771CC3D0089DE3B9A4A3ABCD3A625BEC36F3CBEBA7B213D2D7700BEBDD7E9BDA3742D3E974EF3BDE7D8B13C33E3363EBDDB003E27E5D1BCE55803BEF301BBBD8745643D13A7A83DFA19933D18E62BBEE04A123E509430BED39FC0BDF8EF093EF7E6853D352A13BE30FC3CBE75D235BE77C6C23D4DABFC3D37B8F23D27E156BD623645BE0A8D8CBDA345FC3DCF3C3EBE6AF8A33D304CEFBD67B086BD954A14BE874E4C3E40B6F2BD05DE2EBE8838253E3A2D603DE71F9CBCBA4453BDE742FBBCAA7E0E3EFD3F89BDD72E8CBDB7474BBEF3C936BD6FA5383E0A5C163E57F29D3D70BD1ABED3C77EBDCDB0FCBA00F8973A32CC073EC7C7F13D77F3943D4D0D6CBDE7B0083C87023ABE23F39D3DE06721BE75A12ABEB3CB7ABC7393EBBD4BCF023E33A13B3DCAE1BE3DDD43DD3D90EAD1BD957421BEE3CB4BBEFBD419BEFAFE37BDF08C34BE0043323DBA49283E8DEDA4BC3D5DD5BDDA2F3A3E83CE0E3E00CEF0BBA8C1093E504C8B3DC8A234BEFA2792BD7A31093D4A83A83D6D9AD13D70ACEEBDDA51403D9BDC3F3E2D0825BDFAAD523D6378D73D50DB1E3E6A53DF3D333390B8DA23FC3D67A826BE4B8F193E0A79003E2738C9BD73D94E3DFBD4413EA0AB1BBEF305F7BCE7101A3E88EF24BEBA252A3DEA8CF03D382503BEE798FEBC375F9E3D13F1DEBD1397BD3D1A5D6CBC5B871B3E95F509BEBA409BBD1AB9BC3CFA40413DA7F024BD7362D3BD3D14DABD2A18B6BD77AC863D8D2DB8BD07F88C3D0A31DBBDE0BC0ABD4881363E67FD2F3C00412CBC68E9103EA7A73B3DCD59363C204FC93DF37DBDBC33AAA63CE0F533BEF0469ABD2BE044BE0D1FE33DCD1A023D4F2108BEAD4251BDC30EAB3D9A91833D303C85BDE731A53D67068D3D207E92BD35CD25BE0DCC74BDA0203EBD433F82BDEA37EE3D573F933D8049FEBDD7C7D0BD30699B3D8D2210BEDB890ABEB8B421BE23A5E33D07D7363D73D2A1BC23C9FB3DEDF6F73D9043F93D0D2D71BDBDE03D3E278A643D3D38DEBD9F55063E7AF5603DBA76263DA79AB13CFF28113EE06BE2BDAD1C2D3ED25B3E3E5AB3EBBD501B2EBE00F9413D524D33BE33E4E03B9D578F3D1A3747BC4DC675BD637881BD9FF8423EC059F0BC8DA6C1BD43A6C5BD678EBB3AE7976E3DBA56523D5ABC8B3CC718CA3DB311D3BDB3800B3E9DD1073EB3CC733CE7AA08BD6718533DABCA02BED3FD823DB373F03CCD54FF3B5F350A3E7799943D97FC963D7F84293E634DBABD53680DBE80B7043D1A4ED03CA78707BE5A25E6BCC519223E173737BED5602CBE0737F43D0B740E3EEF7C1A3EA5901ABE331EDC3BA00DD63D22EE0BBECFB53B3EEB7E35BE3047903D330B2FBEF095BF3D076A9DBD905002BE9A291C3B1F0B3BBE07EE003D835FA83D550A393E38FE3D3E9BC0393EA727BCBC675F9FBC837424BE67118B3C67633C3DADF3E7BD1A0C8D3C2D015BBD9DD48D3D073C1F3EEADEC0BD85D03BBEFD6B303E1D2D843DF3B858BD97B725BE006D353C73598BBCA0A34C3DB339013C6DD5153ECD46D6BB9045BCBDC0524ABD1B85483E3A784BBEF21D423EE02C72BDB708C9BDADC826BE37B4DCBD4DDA823C5BFC2CBE2A4CE13D2068013E90E8893DCD700BBE17049B3DF0DD333EF726BE3D571BDDBDA5DF30BECDF0073B03B3E03DF39FEE3D9FBF053E50BA213E2D0307BE47699FBD003CB5BCCF383DBE4AD3DD3D430724BE7FA323BE1084AF3D37B79FBD078B50BDCD758BBC2ADFF0BD732EEABD8D8BED3D7A5F35BE0784C8BD733F693D67884F3DA3C8D9BD53DE41BEDA97923D90E896BDE7162F3C972D313E671A793B9859113E45D4033E4A3B003E288C33BED5AB07BE55D83CBE804192BDF0B4033E3A3FE3BDDA00A4BD2ACDC13D70FF9CBD4818163E889C10BE33E13ABD4A6E9BBD00BEB33CC22443BED8F90FBECD59D1BCE7BA493D93FD29BDD35E403EE78252BD40204CBE177CBBBDB8821DBEBDFB01BE47E23B3E337CF7BC7329BCBC338D1FBB73779FBC532B3C3D8AE9B93D1A6224BEC8A9383E1ABE913D3758F0BDCD26393EAD21C2BD10A0D4BD20B50B3D4329C6BDE7DCCBBD8DCDC8BD47BB46BE5A2680BDE7BAD4BC83CB9EBDB7C7163E87E610BE433FDA3D778C153E4FED4B3E0D95E6BC8776E53D53EBCBBD2AF4FB3D3247313E4D9F7B3D132D673DB0C1153E70E1EABDD8B6003E68CA1CBE80EE113DDF6320BE1A227EBCB3DB2DBE7737D23DA06286BDDD5BF3BDD8103ABECD88B23ABF612CBEBAAEC1BD8D1DA33DBD710D3E1D8F08BE70C5243EF3917E3D4767133E67A667BA2AD91BBEC084EBBDFFCA4B3E4B1E3DBE82E5133E6F3240BE67FCA8BC27470C3EAB910A3ED5D44B3EBD5D253E009C23BE1765373E9A86A2BC8A34C7BD6766DC3D1A1369BCB337EBBDB3344DBC5A70D3BDBF3106BE9A7B4BBB20B537BEE74764BCC38C803D72022FBEFAD951BD8085D7BC00DF5BBDF3BC9B3D674632B9B8F0183E87B999BD07D1B33DC3E931BE9A64833CB3DD3EBDFDCAA9BD00F79F3B334C7BBD6087333DE30FA23D20D4663D9AF2253DB36C3FBD9088C6BD0F8708BEFFFE483E4A5BFF3DC3C4173E5F1534BE30C8223E27F789BDC7DC333E475C1DBD4DCA31BD4BFB03BEA0915ABD3A0683BD8A83CDBDE7C00D3C08E22C3ED0908BBDCD19C43D874C78BDD3F5EBBD578DB63DBA9685BDAD65443E1F013ABEB3C91F3C4BA8323EB51028BEA03E04BE933B01BEDB641ABE07B13FBD1A9894BD5AC90CBD03B9E63DCD88BEBDAAE140BE4DDACFBD6380DD3D479123BE9DE1413E986D453E5327413EBA10F4BD603F303E5A9BC8BC77AAEF3D8387453E0016D5BC9A41633A27F7ACBC1DA5C0BDEB304C3E672469BC27964B3E3DC00F3E1AA8753C0F2223BEFA8FC33DA3D1AF3DD7CCD8BD1A94D8BC5D21EABDFBA3263EC2D035BE1A0691BC0D22493EDACA48BD1A839E3C6DA5E9BD4DC203BEFA671D3DA088FD3D9AA96D3CE725353D533CAABDAD8E333DD2DE15BE4B3D333E5072D1BDFAE94EBD9AE318BB7A9CA83DEDA0B1BD6A9BB4BD4BD3043E671D1D3C9DD30C3ED73F2EBE7BF735BE33BE803C2040CA3D9A3ABFBC37910EBE2A4BEC3D279E9DBC5D32AEBDBA8B5E3D932CC9BDEDE8483E02D031BE2534203E900EDEBD33DB5C3A9F8E283E4D245A3CE2712A3EF3AC2CBED0B4823D12C32ABE3A6429BDBF1837BE3300703CCAB41B3EBDDCA0BD67B1DCBDED6D4EBD92D335BE35E8403E5077993DC042D53CFDDFF93D0F3D0ABEC205283ECB73323E07587FBD8282003E335B6ABD806936BE60DBABBD40757A3D208204BDCDC48CBC3DCB36BE0D1A6CBD0A8FF53D0A31C43DF093EBBD90042D3E7A01793DADE77D3D67FD24BDC78AF53D671DFDBD83BBC73DBA8F863D83FAE1BDEDE35D3D63B9A43DF0BCB83DAD88253EDA9261BD47F3093E9069D9BDAD8510BD3A893EBDDD15C43D7D88B13DDA42013D7051E23DDA14CEBDD7AAF63DB3A7F0BC0094693BDA0B273E006E643B5B6D33BE70559F3D0DB8E3BDBAC08EBDFD551A3E650811BE7D0FFB3D1AD8183D1BA42DBE1BD830BEDF922E3E1D381C3ECA04AEBDFD0C453E5D32DD3DE741E6BD48692E3EB3451C3CF3E6AA3C2A5C3E3E676086BD73336BBD9A6FD63D33C97F3C6768B8BC5D5F3E3EE0C94F3D4D7AE33D6D1015BDB34D2B3E224728BEA7B8E7BCB8230B3E23E508BE0078B7BDE0DA19BE00D8703D3326A63D0BA80ABE47F1333D25A40FBE9D9FF83D0A75443EDF031B3E888A42BE130515BE20CE3DBDB042483E8D143FBE523B2A3EF3240A3E074840BECD2DF63DC5D017BEA0802BBEED03413E9DAE0B3EF3FF0E3E134EA6BD60DBE23DDAC4FE3D67CFF9BB30FB823D479917BDAA1297BDD841473EE74D4DBCE539193EFDCFE8BD9AE331BEE3719F3DDAD8453ED320173EED21113DB357A53C608E053D9ABB023B338C333E9A3D3C3B5A0963BDDADE8FBC8D2CC53CDAB6D7BCB7DEE33DF09FE33D6D511CBE1D4B14BE7714BABD409FE53C77BF86BD855F0D3E5D501A3E37FF4A3E3771EDBD8B5A463E9AC318BDDD0F2ABE679C5F3D5DA0CA3DC7E758BD30159C3DE8C327BE1DAE43BEC04F24BD5FBB2ABE15D6043EE74E41BD527F33BE87B1B63D33B691BC9D09813D27269A3CE03A17BD739F9CBC3097443E47D9283E0DBAF13CC0DC34BD27CDCABCE5F722BEEB893DBE009C1C3D5DF2EEBD387D4CBE186C0FBEC063723D0047E3BD673EAABB5353A13D12BD2ABE9AD93B3B8DD586BD6786223EADA90ABEE36DA7BD07D6DA3DEB2145BE708FD4BDA02539BEFA1D36BE4B200F3E38F445BE9AF6563D6A51DCBD783E313E73A5C5BD6FBD0BBE9305733DDDB740BEA7DBDB3CFDF7D8BD47321FBDB76C3D3E63360C3E677E0A3EE714633DF3AB293E05252DBE00DB24BC3363163EDDE6293E4D26D83D0AF6E53D43510F3E129F48BE67D652BCA09C45BD5A04EEBD40099E3DD763003ECD4BC63B3091E4BDABA323BEA06829BE4D80CE3D8390E9BDFF8F34BEB3BF90BC4F06463E804E813D52B53E3EF22132BE9ADC30BCD3F8CFBD0DEECFBC45404BBE0BE0073EB772ABBDE7582C3E33E8DE3B6D10163DED66083D1AE6AEBC6716F7BCED955E3DADC2293DF37ED7BC7D72A6BD9ABE10BD1A0928BD0A18F33DE03FC4BDB8241E3E0008C13AFAA62A3E1361223D9A203CBC9DABCEBD40653BBD93411BBDEF1D293EE0250FBE536B393D739AE1BDA29D2BBEFF2C18BED3C810BE0DE2A3BD23A8273EF043063EA7013E3E60C480BD5AAB9CBD7847253E9AFEEEBB67CEC23BD57941BE3A9F393DBDAFD13D90F803BEAD9D523DA7F3A43DA7C6B23DBAB669BDC7BFCF3DE713FE3DDD27B8BD6789BF3BDDB1DBBDFF63423EB37CFCBC1AEF37BD8D7EAFBCFB963ABE87881BBDFAD5153DB3249D3C5027F83D2D6A7CBD3314ECBD673A2ABD9ADCFF3B70B1BF3D0DD797BC3AA9B6BDA7EB7E3D33BF7A3B9A86363D33A191BC7D77453E000033386A8B32BE67BEFDBCE7B4ABBD70518D3DEAA44C3E0DA94A3E2D4B7DBD5ABA333D102A9ABDCD7C0A3ECAF134BE307A953DDF0110BEC7C917BDA39D333E676C2ABDBF682C3E1A0E37BDB8B601BE7756C93D9F9F09BE522D39BE5A52CDBDB70C05BEBBE1393E5A8BDBBCCBAD46BE4DFBB03D9369143E88502ABE178785BDAA1BCFBD275E4DBD333F7CBB173BEFBDB2970F3ECD00DB3B336CE83D809608BEEA2ACA3D8D1109BE6D87AD3D7BF3483E43D29BBD374C03BECDEA00BC0AD98ABD8AA6923D335F193BE07B413D0A3E2B3EAD10A03D97C7CDBD2DC88A3DC7C247BE5F2E303E6767273D388D16BE7DD38ABDB7F9093E9A4EE63BB3F11ABD50E89E3D379A94BD38CE2A3EE03716BE5A68D8BDC3FB033E5A1943BEC7A4323E007E9D3C72A70D3E356E1A3E872A29BEF80349BEE737D03DB2DE2A3EC77BC63D8D5E4A3D4A123E3ED23F2ABEC0EF39BD1A0ABEBDF5AE443E00C0113907A9B03DCF65043E4018B63C87E8EBBD3A5D993D7A3A263ECF7529BE73CF7D3DBA1FEEBD1D3BC33D7DCB0F3EA7DBC0BC401323BEF01F88BDC773223E323F373EF346323D6A5E083E03ACF43D771118BEE569203E2AE918BE4749A1BDA7AF4D3DE356EB3D6A4E03BE2A682F3E673CC63CC07431BE7F891DBEDDBDC73D8337AE3D8018DE3C4DA686BDCA4EBC3D7AF0A93D1A6E293DC517243E53FB633DFA6F6F3D1F94323E3F893DBEF7E417BEBA6ECD3DCD186C3DA8013ABE7366B9BD58C43F3E2D87AEBD4A17B5BDF37E9F3D2D6B27BEA00412BD501FC9BD5A46F8BC0FEC01BE5A857B3D9795933DA013923DD3369E3D4330C0BD4D672EBD3761833D9596303E526544BE77E68A3D87D3C53DAD4C0CBDFA63DFBDB8931EBEDDF6B73DE8CC1A3E6D9721BE437D34BE",
      torch_tensor_64_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_1: "0x04000000997BB83FBBE2AD3FE4BB233FEB0BAA3F68C6953F783EA33F380F6E3F68EE3D3FEE12033FC470A83F4D83503FC6814A3F821E8E3F4A8A813FB40A3B3FA447953FA2272F3FE4D7033F3ECDB83FCE8F313F7237823F31D3B93F0B3E103FE6529A3F66F1253FECCABF3F9A75BE3FEB55B83FBAAEB73F26405E3FF9829D3F4264143F5F051A3FA85D543F153D0E3FC0499D3FBEBD013FB01CBD3F3BA1143FE83EA93F208F0E3F99FF953FA4A20F3F214B693F08AAB03FD4DEBD3F1839A63FDE95933F63B2B23FB08A9B3F2A16BE3F015F193F324EA83F564B563F2A50B03FF1D24B3F524A0D3FC64F8F3F16A5903FA8E7BC3F2E24883FB0E8B73F8046A63F2A65AF3F",
      torch_tensor_64_torch.float32: "0x040000005046213E00B392BC74548E3E7804EF3D102117BE22C4AE3EAE94BFBE9075083DC88FABBD949BBA3E3EFEBA3E30303CBD58F65F3E84B77B3E62A1BC3EAC0201BE40732DBD702F133D30FD4BBE80ACED3B285DF4BEA00A793E369DACBE9C0A7B3EC064E1BEAAA5F93EF8478B3ED23980BE202BC03D00C95CBE501C483D0E549A3E60309CBE0CF0BEBE04BE65BE0EF0923E60C75FBE90D82DBD407E2BBE1AD4D0BE743FF73EC046ED3E8088723E88D584BDF2BBE9BE70BC4A3EC07FC43D80E3F2BE0052CD3D400B14BCD025263D24B340BE3627AFBEA2B4DA3E98DD933D0606ECBE28134B3EA0730A3E90AD9FBD546B573EA0C2D9BEB8EC94BE084DE53DB06901BD",
      torch_tensor_64_16_1_1_torch.float32: "0x040000000C71893D829D6B3EC850AEBDFE0303BE367079BE58D1653D24CFE03DE073F5BD7819D93D38CC5B3DEC101D3EFCD52FBEE6BA6EBE40F927BE748AE6BDD09434BE082586BD8058E83D80B2A2BCD06A37BE7EC341BEC09C37BCD4FD803D9495883DC4B3C0BDD4C6F0BD027B65BE1A950CBE00E1D1BDC8EE4BBD58DF313D6CF59F3DBC4E423E004166BEC0116C3CA8A042BE146D83BD6CBCB73D9C1BBEBDE03357BC1CD53B3EF0596BBDC011773EA2053F3ED0C37EBE36C17B3EF8F9013E4E3978BEE0AE11BEB8967CBD42504D3EE854D0BD386078BD40AD0EBE784B823D3CD349BE3ED927BE1015DBBDACECF4BD2E5A433EF899393E70B4C93D1E5F3A3E7669523E20D90A3E3A49733E06717DBE80A73D3B20139E3DAE2A4DBEE867863D70E039BD58B07EBE269C693E726D49BE6C05FF3D52AE62BE7420DB3D28F60E3DBCE9A1BDC62D393E64D9B53D224B24BEB09C923C142FBBBD8EE73CBE408C1BBDE4AF3F3E20D8A93D10DD4E3D2433C2BD342757BEF0F260BEBCF4233EE4BB9E3D48FFA0BD6041FDBCAC1C2FBE4E341ABE3422533E085B353D28C5BE3D52EE713E18A03EBEE8EE58BD7244593EF0D6C43C404B78BC30EE9C3CD0EDBCBC40956CBEA2EC643EA0DD903D406C9FBDE246313E983A76BEBCA0613E524954BE081476BD568360BE266B55BED860B2BDC859433D4A2F18BECCB667BE20C545BEB452ED3DEEE840BE644C7E3E78228D3DDAC9393EA09601BEC26C7ABEA08EE5BC40DBCEBD7056103D606B753E3C70C4BD1E671FBEEC19AD3D168255BE46A5583E9841623DD0E7103D805393BD5CF937BEF2946C3E864C263E76BD323ED439AF3D20B90F3CBED62EBE240077BEF836693EE4645DBE54B13FBE2A6942BE94C93FBE0006333ABAA3073E8E0717BE20CD553DF4DECFBD18AF63BDD81407BEFCBCECBD12E3013E400BF73CF03C213EDCE7453E50F5EF3C1AF534BEE25042BE24CB383EF05D763DCE6C583E6020ADBD3A7210BEBEA95E3EE2EA6D3E483BEE3D6EEC4ABEF080EFBDA818643E46FE343E8435CDBD8E5558BE5099FEBD70D5BCBD784A79BDA003283C9CA709BE9809FEBD08702DBD1ED8523E6E6E163E84B3D43D4CA67CBEB27B03BE0089FBBB0443713E601ABEBD4E3A453E9875C0BD58E0E9BD12932FBEF8BD7FBD0CF8E8BDDC5C17BEE08576BC70EED4BC30DE683D803C9C3C5C0EF5BD7CAC74BE40E435BE388FD6BD94CBBF3DE050C83C3AEE563E4056B43D72E51BBE28AD7F3E44331A3E48A5CB3D1073EABCE07850BCC0FCC6BD60A3BF3D54E8D43D6613603E044EF4BD1C7F923D186F123E3808BCBDA074F4BD606FCBBD386A3D3E44094ABE108A38BD6C1378BE802181BD3CA87EBE2686703E103B84BCE881473E94443ABE20E60FBC50CCAEBCF46856BE0C8B77BE00E294BD98FA12BD82A05BBE88F1BEBD1E3C553E02DB02BE8019FDBD1AF5453E78CE3ABEEAF3053E5A0C353E625833BE20EEB2BCF6632B3EA081E83C842F0DBE786F423D9C973DBE50D853BD30E42EBDC09660BE5A4255BED449B9BD9AC2303EB8D6B6BDD8FD9A3DE0D2E8BC38003E3E68ADE3BD12D62ABE6891313E0A3F7B3E905263BD16CF713EACE9503EC25D4A3E38934A3DB059B43DC07A8ABB4002F8BB22AE78BE1045C13C5A4258BE80BBD93B4439133E00EA3B3B009FF3BD7056393DC0622D3ED608753EB83D9ABDE8C698BDA08517BDC0650C3C1ACC303E004C9BBA80C642BC88F8F6BD78BE23BDCC27BF3DAA6C17BE20F2EFBD3A576EBE800B07BC84BCA9BD12C0453EB68D143EA0332CBE56413F3EE87E2B3EE8C2453EB8BE7CBE8015593BB0633A3DDC75893D86FC13BEF8D65B3E00BFF8BDB82A793D7CB465BE26DB223E58EA33BD40BAD3BC40B99B3BD093523D8273103EEA3965BE70FBABBD360C2DBEA8A65CBE88EFE73D30F9E23CB8009CBDA0D73F3DB4F56D3E5040573E4070463EE8AB9ABDE059F4BC06E504BE625C59BEC08297BB90B59BBDA0FD43BEACE0F9BDFA20423E545E6EBE0C2A03BE9C9613BE002A013B7E214E3EA0D3A0BC641E0F3E265A113E74FC0ABE34AA493E6CFBE6BD40AB72BE007F553C5C5F54BE10534ABECAC3473E00A8DC3CC08617BE005B673CF4A4C63DB2C854BE6637743EFA14793E40C8D0BB90C40CBEC8CE6DBD0800063DD05E18BDAE2F413E60AFB3BCC4E04FBEC6AD443E363F453EE27956BE3A0E5EBE00739DBAE800E33D8C217CBE4CF3433E9E247D3EC2825ABE30AA8BBD546FDBBD1A39753EC45C573ECC8E1E3E4078BD3B6043DB3D925F38BE9C20653E54AB423EA0EBA33C60B858BEEA83213E66B0093EEABB0C3E983255BED0677F3E987B383EC40E46BED81911BE02801E3E3865B93D006271BB18866A3ED83D923D507E10BDD435EABD00D0A13DC83C5FBD30EBD83C969B223EE0621E3E7CA9BB3DB85083BD7EAF4BBEB8D7623D3C9085BD84B1C0BDD4512ABEF2CF2BBE00CB42BB509DA43C4025E03DB6815CBE50D5513D44E9813D143825BE0042723DA0440B3CC06050BD22C1353EDA3B643EA8DBE73D18B5B03D7E6C47BE282255BDA8BFA3BDF095F6BC66EC49BEC08D513E988651BEC0789F3C1488A5BDEC91B63D4048AF3B00514BBD6016803CDAB540BE92FB7FBECA0C203EDE8A1F3EC200053E66FF2BBEC403C2BD1C8B68BE60A3CEBC9486F9BDEC1724BEB00EC4BD708836BD8849A63D4E8E4CBEF099133E9C7F44BE9464D2BD30DDCABC507FF63C648D3DBE563860BE64736E3E62AB053E8CA5473EBC14A1BD0AB36E3EC8E535BE245A443E6443493E084DA73DD0805BBE186B453E3044D03DD8007BBE40CF923DF0019DBDACE5F13DD8B485BDB8938ABDBAFA38BE548599BDB8ED26BE749937BE1C1F42BE2AF356BE44E9EFBDF88171BDA61438BE100DC9BC5A2F443E0C00F23D24BFFDBD70402A3E96135E3E0273253E040D553E9625123EF63B273E3C61173E0E11693E94F5233E184CE83DA825D53D9404C63D7AC5583ED840C8BD4AC224BEB8AD033D6214483EE445203E70C092BC54765F3EF0A7D9BC4EFD0DBEF05CB53D90DA973DB6D13C3E88CDDE3DA4707BBE3C5B453E8089FDBC805B6ABC40E20CBDCC20A43DB837A9BD922E453E34106DBE4CD9C83D00B1E1BAC2A25DBED857EFBD10A79E3CDE284DBEA8B4D03DA0BADEBDAC947A3E4021613DA034423C9C2720BE20343C3D2810C5BD7429A0BDB8C6953DACEDC2BDA4565C3E00C7E9BCA2A9453E508142BEA8CD013D0018A3BB38E63ABEFEDE5BBEA43FD83D9EAF5E3EBCEAAFBDF865313E8074EFBDAE3A133E226E65BE6A4E133E1006203EBCFC81BD5C86703EBC1BF63D4CE134BE100B1ABD8C77A3BD843CD53DDAC673BED877A2BDB07E9F3D3AD521BEF8323C3DAE294DBEC222443E804160BDE024413CC0D19BBD5A821F3EC0312D3E204F0BBD7C22773E70C6363E5611113E18954DBD2C0A3F3E8072F8BC7EC24F3E3CD4C9BD187048BD4E45613E40A467BD94BD30BEBA5F563EF834C33DA0DFB23D70EA6B3DF8D9043E103816BD000D643DC61361BEE2044B3ECC38DA3DB084743EE044D93CF4FF28BE2865F0BDD67652BE1222353EE025A9BCB4E3143E825340BE60FF503EF097B2BD102546BEF80686BDE8DA40BD0431403ECC168D3D60BF54BE188AF0BD68EE023EDCD80EBE64F701BE0047C6BD20962DBE8CA9533E00CB4FBD3E0D3BBE30306E3E40F11D3CB05423BEA085D93C40D98C3DF6D7193E788D6CBD0017C23CC0B4A0BC7E78353E425F593E9C6BA53D8E196CBE50A55C3E2802ADBDD4A860BEB8F61C3D12A674BE7CA47D3E009CA5BAD2FD713EF6AB61BE9CDA5DBEE43FF43DC606043E54F0953DE81B613EAC422D3E48736A3DF6B140BE20E76FBD2C0ED4BD026573BEEA6162BEDC2A11BE584717BD1CDA1C3E907085BCF461A53D0881D0BDDC290A3EF0D6733E38A9973DFA0E50BEF07D1F3D6E2308BEC2D012BEEC247ABE3CFC04BEECDEB9BD5415F13DA0ECAEBC406F973B8480CD3DB822463D4085A13D2C78C03D7A53023E18EBBA3D06FD2ABE94318B3D90B0EEBC18A7A13D40C9BE3B60103CBDDA15773E76AB513ECA06213E400C3F3E9CA6A23D7E9325BE76284EBEF8210E3E50979ABD74DB093E185CD2BD2A1C08BE7C9EA4BDFE2515BE5856293EF4892C3E70903C3E0493CF3D9092E4BD3CAD7C3EA05828BCB8F915BE5C4055BE065057BEAE4F77BE2A21733EFC6CD93DA86215BD10BA953C440585BD14E8D53D66D60EBE3415D6BD744AF9BD8A0D5E3E2486523E2036BABDC04D973B22EB6D3E5422B83D68A36BBD58DBACBDE82527BE903C13BD1C9E04BEDAC559BEA825173DF09EA7BC6C87783E7AB513BE988F79BE229C003E7EBA7F3E007D343CF42179BEC445CB3D9A38223EA6F84EBEC4A4FF3D4479AA3DA4508ABD402EAEBC2CA6EFBDFAEF2D3E6498B23DCC1AC43D2835F33DA29974BE72DA423ED4D6E9BD28132DBECC44063EB01DF83DD025B2BC628159BE38B2133DDCDE4BBE6052F13C704A2F3D882C503E9CECE6BDFCA1693ED8315ABE94A90F3EAC9487BDE40A7DBE2866223D847CF03DAEDB103E2EA2453E9480093E804B593C807D7ABB3497F73DB8197ABD40DD8D3B1C947CBEA4645C3EFEF200BE7E914DBEB0E09BBC18FB9B3D80EFDA3BE85FB2BD9CFE10BE98175C3D24E21DBEA0D0543C0020A7BB6092423D1C103A3EB09DF53CD01128BE88C3DABDA806293D00C401BD90C1FEBDA83636BED0F2F4BD8A40413E22124D3E98E47ABE98913EBD609110BDA2132FBE18E6C03DB2FE77BE6094973C90C49FBDF0B379BD746F6ABE54448DBD5C77D7BD409B993D68D3C03D6CD864BE1A86233EE456F3BDF0807ABEA84C773D6A0B47BE929A573EA2D82B3E0472CE3DC068CBBDEC709F3DE2AA33BE54DB663E6009BB3D7008B83C4CB5683E80007ABD5C2DB6BD90F23F3D588C183D7E480D3E948F7B3E92013CBE30A4423EB8FD95BD2A856B3E00C4CFBDE087513E985BCCBD3E0C4EBE642CB7BD6CD9A4BD0070B7BADEBC16BEECCA39BEF0949A3C4AAA48BE503A6B3D60D9BB3C9462E7BDA085BC3C1050663D224C44BEF0AAB0BD7C97F13D8438EB3D388B113EE26063BE82970EBE54A83EBEFCD67BBEBC7AEC3D1400B0BD0A781FBE6E6600BE6084B8BCACA4A03DA062903C00F1193E40AD74BD484E5DBE8029233E30EA3FBD500712BE0C1664BE208D06BEF496C1BD860A3DBE283578BE8C7CF63D265A65BE44CE80BD3069CB3DA03DE43D48F4E2BD58A46ABDC0EAF83DBACA583E3CE252BE78EB123EEC8CBA3DC0F576BE7A8F573E386EF4BDE0F7993C4AD32C3E20BFD7BD2A56303E26D203BE207885BC064929BEBA937A3E80ED71BB2668223EB4E81F3ECCE95F3E8020033C16A64D3EB018F83DE4D7FBBD60E4943CAC5A243E20D8673DBCC0CEBDA8BD4D3E20F6C73C2C0ABEBD00AC7A3B102D563EFC792C3E505A893D24CCB3BD70E71EBE10398C3CE0E7513C9806473E303ACE3C46AB7DBE40C226BD804B263D4489FEBD1EDF1FBE6871A2BD1CEBF23DF28E5CBE52EF4A3E2AA90A3EC4CA7ABEC424ED3D0094BE3A6E1470BE9C6B14BE40D3133C10F7BABC0EAB4CBE80A37EBB10E84A3D80B5D9BD6413BDBD605264BEE26D71BE5057F03C3C507BBE00E87D3AA4734DBE303BD6BC6EC03A3E5CC7BA3D548F1A3E14CB1D3E0CEDA6BD9C30F8BDC40DE7BDD664683E588F1A3DA0BD5CBC4ACB5CBE64397BBE685E34BD10CA293EA0248A3CB870773D5C872B3EC0C966BDC0CB5E3EF8FD333D061C043E52673ABE321E2DBE",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_1: "0x04000000C20B743FA3C4193F317B1C3F95246D3F64E1583F1E0C8E3F26610E3F740E333F8816163FD4A98D3F65D4933FB7B61B3FBC50923F5087BE3F3BC56F3F626A2C3F",
      torch_tensor_16_torch.float32: "0x04000000007D9A3B445D613EC0BFFF3DEC1E963EEAC3C43E0029EB3E3C3DF33ECC901BBE1002EDBDF8C360BEFC063CBE0007083CB4E2D63E407951BDA8A8A53D70F60DBE",
      torch_tensor_16_48_1_1_torch.float32: "0x04000000EAE915BDE53732BD9F506EBD28E2FB3D15E5B43C7E0D153DE75930BB51E111BE68A98BBD4376DDBD4E025D3D7BC4CBBD6A09123E2D028BBC20F8A2BCB274AF3AEC18AD3DC402CF3CDAE46BBDB7DC6C3CE80F8E3C901CFDBD0DCD00BE7935DF3CDCC49B3BA9EA023DC0B9D43DDB10ABBDAB9983BDC90C75BCFC357EBD5EA703BE4681E4BBB3AEAC3B238FB13DA97C093DD9B805BD15630CBE7AC69B3D321010BD8032023E6B9CDB3D67C5CEBD8361AABC74AC223DF40DD4BD91E8353CC4A5DABDE3A2DC3D6920C83D104B233DDE0FA33D09F13C3C1E06B4BC4C1FF53C835D4BBD9B1E223C6C08F6BDBB0CC2BDFE94FE3DE3C0AC3C469F443CBB4E9E3D49A2A13D45ACCF3D0018E9BCF143293D51B06EBD3E44C6BD27D0A33D30839B3BCF60F63D3DBBD03DECDFC93C151CA6BDC93EBEBDDC73D7BB04E06B3DFA680E3EB99F123EDC49A9BD246C113D7D00A7BDCDA8003E0AA15CBD52D6ACBC4255BC3CF52B3C3D90EFE0BDDE07D6BD6F56263DDAC4D83D6767843D7B14C03DEDC780BD1386E83D254A0DBD38DE0D3D16FFEBBC8ABEDD3D815535BD57B2C2BDD312233D436DC63CB0D1B1BDCE1C27BD743D63BC5D0BD13D2447973DF5202A3D35A5AB3D3EE8EA3D61F1243CF71FCFBDF09708BE1C930F3D2F8C943B5C1E083E49B0AC3DA69D77BD2CF819BDDAA3423DDA94923D6F42CC3D75656ABBCA95A7BD575E953C708C44BDB733EE3D26763A3D06ECF8BDD327A9BD78119C3C84466EBD5946CA3D7C9A11BE0A11543C815795BDD6F1FABD51AD0F3EF153243DECDCADBDFA917B3C3F910F3E956B2DBDED08B6BDEEE4023EFBCE163DC54B583D7A6CED3D98D5E4BD0342ACBD3AE0AFBC1584113EB7360C3D8B55BA3D963B5A3C5F2198BD4471F73D7EA2ACBD0AB298BDC95B38BDFA1A063C85CFBC3D7068063E48CC03BE6A41B23DE556503CEE74BBBD3237C6BD06A1C43D7AA409BEE4EF1ABC05BBAABDF24667BD913778BD9C0DAB3DD69637BCD3A5F8BDFBFE3DBDB17CA6BD1A8090BD43ECB03BC2CB93BD848CF73DFDAA9D3CCF4767BDEDF8603C393457BD5A6CEE3D0C3EBF3D71DB0BBEFB79DE3C221584BCEEE9A83D51F6683D68B40ABEF718103DA1F5E7399DD40F3EEB5AFF3B32B4EEBDE74A8D3DF515E2BDD3017FBDD5EB503DC22453BC22EC60BD74B9F7BD8942B53DC5DEB73D3C971CBC433A9ABD304CC6BD40B8673D4DF2293D24CFEC3D37A77E3BBB0E09BB5A03923C4F38983DD0C0933B838A9D3DE4F5F3BD35C5BB3D56F98CBD622D393D6B53D9BD12471B3CA98BF5BD4BEF7BBD0E35423D4C90923DF953ECBD608C6D3CE7F18CBDE3460E3EEC266C3CD3CF953D6975F2BDAA2D133E85B818BD71D0D9BD8B82943D7729ACBDA985C2BDDA8BBCBC4EFDBDBD07B907BDAA07E0BB8939D3BDD788C8BDB05D8E3DE6C40A3EE1A3E6BC09E58BBC771A85BDE4B4B13B668A01BE9BB1633D09D802BE5394BFBDCFA401BE84A593BD167B81BCAE99DE3D4883F9BD9149CC3D90AAB4BD9905B5BA57B2A93D6EC46ABBE1936ABD16E1B0BDBE75CA3BCEDF06BEEF2160BBDA491EBD7D2398BDFA8272BCAC588E3DEA4FE0BD0A7B003E591691BCF85C45BD7A27BDBDC057823D2CAC763D3B909ABC6F5767BBBBFC92BCCC39883CF5EF83BD82DA983DB584D2BDF2B703BD9E02B23C7BED123EF6786D3B520B3ABDB57ACD3DC27D9CBB99A981BA5AFEF4BD0913113E27AC0F3D8E49F8BD4782A73D1E7A3CBDEA48503D33C1F4BD71A4B93BABBCBDBD5DED4DBD5145633C81F59FBD22758F3D9692F5BD6628D93DC4C10EBDDB4D35BD3294843D817575BC7CFAC23D1F17103E1919FD3D1F86EC3D5F79DA3D0013CDBDB173A03C453FDC3D489885BC4BC9AA3C31402DBC1E82133D9B3E153DA5870ABE9FF2EFBD2FF82BBC50A4023EAF4FEFBC5A7E64BD32A2F93D6F40C43D614FF6BD5A6147BD8DC0CF3D19487EBD835A053E58F85CBDD31E543CAFADE5BDBEDBB83C715B693C7E1354BCC3CE7A3C58FBA43D970589BDFBC1FC3D2E67EB3DD471CCBD233910BE1DACA5BDA18E69BD674B83BD19996FBDABBD0D3E04C1B3BDA1C50FBE9131E93D2A929C3D92D6B73D7B98013EBB5EA2BC141A89BD7234483DFA5EB23D16D4FBBDD606C7BCCCC402BE23B64EBD39D441BC2B3FD83D061700BECA68FD3D6ECB9CBDC18791BD837895BD4C354B3D9358373D0A3E8BBDD0D3B7BDF8A3A63D8391B2BC2A5B013E303DEC3C0CF8C13D0C9A02BD6FA3AF3D9A89F5BC5C0DBD3CF39F21BD36897E3D3937AD3D5F84E0BDE7F8A7BC68AEC1BDD9DDCE3DAE18BCBD8271873D4962FC3D1D21543DEFA3B3BCFCBB053E4A99023DF304D23D59E84DBD08FDC83DA5BF983B1C7AB2BD1EC0F8BDBC32C03D0420BEBD8610AFBDC7D453BB2B36D0BD04AEF1BD810E0EBE20AA053E3F3AEB3C8EC0EF3CC405A6BD0C22BD3D036DA73D06225E3D13D6083E97C5C93D4AE99ABC988815BDB7DD733D07CA9ABDFF571EBD97FBDA3C40E4FBBB5A44A4BD8D750DBE62C9093E159EB9BDB05F0BBD9DA2F93C868096BDE2AF6EBD4046E6BD3010F5BD2394D7BDFEEFC2BBF75C26BCF86CDD3CC6908F3DAA8F41BC1427A53DFAF8EA3D91484A3BC7D6E63DB77008BD9521D1BDF92BDABD95CDF2BDAC21B9BDDE94F13DC178153CAC0D933D2752EE3D272DDABCCB7B3A3C167892BD65F7803DF66FFEBDD175E33A59CF6CBD8F190ABEA4D9603DCDBFC23D49A2C43D3AC613BD6F4876BDA5DC893D6F1CD8BD49BF1A3DBEF6083E839F823DC70F95BD03B8623C8870503D46A8B5BDF6CDCB3D1A916DBDBACD41BB40CA483D8E51B7BCAE71083EDFA3B3BD7245CB3C0A7F84BBC8AEEBBDE273003E884D203D656D3A3D98E4FEBDF816FDBB00E2E7BC6A3EE1BDA8ADCD3C253A0E3D35FFD63DD990093E5BC205BE48480C3E82D9993D6FF9E63D7F1A74BD8836E1BD6A9104BED165823B10D9ECBD6942953CB409863DC4096D3D97DE9E3D21B8B13DD39EE0BD477E093EBBDE4ABD0E558F3D37146FBD7156C13DEDDDA33DD50AD2BDC6A4E6BDDFBFFDBD83DB5ABD496D843DFE083DBD6FB8A2BDE419D53D36330BBA8D1CB23D1D1AC7BD6997CBBDEB2A9EBDFCC29D3D206D093B6D3EE5BD3E93FBBC98AEFA3DA93EFDBAC5AD6CBD74200F3D02A7E23D2E6FF3BDD9D289BD42A03B3D3ADD8CBDBC6CF5BC9640AABDB2D2313C62FC0DBC3540C53DB447D1BDDB4807BEFD31113E71AC823D34B4E13B449FB93D4E36953DC670B23D0A9815BD0CBAC5BD4F7A803DEE9AC1BD366412BE4C05743A46E82DBDF3A2F23B1CA4883DF9C862BC7BD302BE1524883DAEBD35BD96405CBDFE6C4C3D23B405BCB1F3D33D55C707BE5305093E99107DBD2BDEFA3CB7BBA83D1F0D023D12C70CBE95B71BBCBD499ABD05A5EBBC968E623DE54EAA3D4B94E7BDF17D223C5BB6123EDC0B1F3D11E6A6BD5121A63C8B39BA3D5804ACBC4C6DAB3D0D9B753DBE77AABC07443A3DCEC6E23C2C3B003E965BC4BD6439613D3CC14FBD6DED09BE002AE33C703E8FBC314FE83D56B484BCCAF195BD6B170B3E348B07BED1A6793DFE15EE3D5238A73C265A0A3DF0C9D83CB4C19C3C910B68BC199271BD871A06BE5E44533C8912B93DBE41483CE1A9D0BD870646BDBC0D84BB5E57243C7AD4103E891099BD3F29FFBDEC87F4BC6D0C78BD3471FBBDC3B9E0BDBEB1033E21EE883DE641043EC530053ED33592BDBD78FE3B30D3B5BD3EF14C3D8F72CBBD96D412BDDB4BAE3DF703943D6821733DBD7C9F3D2ED4503D829295BD6CA49ABDA32E613D8640E83DC96B7CBDC816843D43E607BC687D86BD863A2BBCE2D38FBD6DB6B5BD3661323D17AC36BDBD4DE83D796123BD79DC0CBEAA149F3DE171443D98F1FB3DB918F7BD4A93E83DBF64BC3DF304D13D69478BBD4349F1BD3CE58ABCCC55A0BD8557DE3D2AA6A0BD9CB89ABC6AF60DBE0FD6AEBD46EC71BD5E857EBD44A926BDA83C5F3DE4DADBBD59B7043D1159DBBDAB9AA6BCE57B03BE783D2F3D7214E8BC103DBB3DEC5FE33D2DC2223DB763293DA2FD2B3DCEC087BCFB97023ECB03EB3D68701CBDF7ACFFBD32CED9BD93FAA93DE56A9D3DE5DFA73D9334EF3D9866043E742FB5BBDA8F313D6964FABDC7AFF23DA5DAF23DA9C3DABCD8D2003EBAE52A3C803C10BED7A205BE91CB923DA9701DBD3454303DB4CB0C3E1660F43DEFD39ABDC6DE513D601E8CBC358E963D2BC8F93DF68BFB3DFF4E20BCBD13CD3D49B7D1BDC286B0BD12BC18BD3C61063D5164A6BD40226BBDAB28113E475D0ABE5FA6083E17602E3DAAED0EBE46D8123E6EE01C3D2560963D5ACFA63D9D5B11BE292056BD66F629BD",
      torch_tensor_48_torch.float32_8: "0x0400000009C2BD3DDCABD33CFCE5FB3C5B581ABEC8E8B53BD998C0BD1B1508BE1C5E183EBC8FA4BD350F6D3E35AC5C3EEE5E8EBD4D84863E86BAB5BDEA0888BE1080953DD9E4813DD12D8A3DDB2A2CBE923FA2BD8E2B0D3E8EEA85BE7699DB3C15C7B83D6B868F3E0B2BDABD89D5D2BD28766D3E857493BE90A20CBEC7941A3E3F9C97BD0BE545BCE498023EAB4611BD3E9F66BED1E4073D3B862EBEE0C389BC59C76E3E71A8963D9A33E6BD4D80593EAB1592BEFE8687BEB05B943D7D5C86BD7BFF763E",
      torch_tensor_48_12_1_1_torch.float32_1: "0x040000006F457ABEFC886D3EC6B3593EFDDD393E334590BE2226D73DC580FFBD74E591BEF5E06EBE8DF125BE63A64A39BCF9F53D28E253BEDA4C593C944653BE9AAE6E3E9459573E9D1554BEF1C989BE4968343E05944FBEACFB0B3EF8D04FBE940770BEDE27DBBD83567E3ED547ECB86DCE60BE8C8E79BD29568D3E9BBE83BEE3AC86BE319887BDA3D08B3E58328CBE03E473BEF9ACE63D5333433D0C8E973D2D4870BEBDE7523DB7551F3E89E666BE91C74A3E3FB672BE9AB6933D0CA18A3EB9BFEF3DBE51D8BDD45B803E322160BEDCB304BE88FE0BBEFD9F603E338E6FBE0E71413E98DF21BE6879243E5176C2BC7B1480BE5E9EC0BD91B752BBB173D0BD1B4AEB3DD733843E1F7343BD4AB156BC294DDCBC4F00813EF786593E93D76DBD3DB37DBE31193A3EA1D5163EDB0FFABD7276C9BD09325FBEF3191FBEC5DA923E931FFCBDE101583EA28A863E3B66E83D7338923D3305333DFE52C83D7AED3ABEB2E0DEBD14D928BE246FB3BB0EA7013E283E273E10D50E3E3A6442BEB0111EBD9C98ED3D4A79853EFBF673BE80C2373A93D11E3E900DDDB8A695873D250EE5BD2D82873EA815093D734611BC613E633EFF8C6ABE026BFF3C1B1642BEA9B5F3BD4770B1BDAFD9433E927A34BE9E4FC43DF31535BEE37191BE12D8AB3B21A3243E06BABC3DA255B63D8B898ABEC9C3BC3D3ACA883ECF960FBDB007033D1BB8503D8D8B8BBE09EA59BE1F161CBDA47ABA3DED5A7FBE2F53563DFDAA29BE57DBCA3D097028BE25FD6ABE636DC83D4C89A93C98FF6D3DF8EEB2BC933D87BE26FE11BEAB3C733D465B7B3C7000503EB803343E10F3C8BCDCE0CC3D6FCEDBBD834D65BC1041373EA1E6DE3CE217ACBDBA852EBEF510923E5FD17CBE96859A3C4E5B693E7EC3E9BD502E463EFF62873ED8FC19BE545039BD1E6F4F3E25396A3D2FA88E3E1E8630BECAAC943D67885DBEB30F5B3ECADC083EFC5B523E6FA033BD2AF173BE071DFC3D64C3843E175FA5BDD88B613E97B450BE00E8023EECB67DBEF635F83D0A3E5A3EE6ECA0BC828C043E3B84473E5099703E25120D3E79BB69BE8E881D3E6F73B13C1669223ED2CC5F3E8904EEBDF2B805BE5A7DDDBDE791C53C85388D3EF1B6683EAA815E3E5C6491BE125883BE366A443EC6EC46BEE8848FBE050D4B3EC8D4BEBD4B123C3EFA6590BE5E8DA1BD23F0F5BD6B9025BE7127803DAA764BBDA21B1A3E8C48913E1279633E5D658F3E92B78DBE11C53CBE33CF883EE7FF253D94D93C3DC183813EACA5D4BD02F97ABE9AE80D3ED01B733EF6E17FBE58D2073A4379863EA0ED7E3E5E427C3E1CE43F3EB8BC1FBE7108123CFA90883D4F8232BE8EBED93D16CF543EDF09013E039C903E7328533EF31A43BE19D64BBEC71E8DBEF3C16C3EE77C93BD639EF33D649F39BC5133D3BD1A0A86BE2B18A4BD0E8EEE3DAA9BDE3DB18B58BEF7C91BBEF519C03DE672D3BDD2C415BE44074FBE98FDD9BC6D1F84BE00E751BE3FE3763EDD7C753E698B82BECA345FBDF88D4EBEF5B31CBE779209BEB634D63DF70D6E3ED10D293DE06A85BEA941EABDE78B9A3D01CA2BBE2D1C873E5B568E3EB18D14BE50CEFBBA6E955CBEB81209BE3D6A393E1B67F33ACFFF793E4678EA3D82C7AD3D45A13D3DA31D1D3E54EDB13D2A1E923DF14F1E3EA800A23CFA9E3ABD85D91A3E4EC6B43C8C901ABEA0013EBE4CB35BBD8A328EBEA8AB9BBDCF20873E27ECAE3DA6FD5CBDB453873EFC6D24BE927AA8BDAC1A433E27931A3C85AA82BBCC43C2BB8793363EAE6405BDBC8548BED419723C890C6DBEA7253DBE3BCDC93C561C8BBD5F7D043E878E2B3D1DA910BEFD9C0DBE34A548BE01CF203E5367773D597F3CBEF1D423BE4954F2BB1A06813D82973A3D276554BE162088BD9AD615BE8C02023D9F1B62BDFD7C8D3E3F3A8C3EC13971BEC69C863E12138C3E3BDFC1BDAD718EBD3F5A173E5E26C13D78BA34BE185267BC202C28BE50D5153E4D135F3EA46D883EB52C913E62A4873E1601023EDB8AE5BD48F8683C55780CBDFE2F26BE4C8BF5BBAE70863DF20D833EEE0DFF3DF1467EBCD5C9A83DDF3409BE704D193E26F6163E049EB5BB49F279BCC6F657BC01D8913E9891743EDF6E9CBD43FA7DBD82A2CCBD28CC57BE2CFF413E8EB28B3D5DB56A3E7E82593E9C39CBBD4559553E2E73483E1539ABBD57F5CCBD8E9307BC2AE114BD179A0DBE87125F3EF143DB3C8161B93D16E644BE10845DBD598EA93A7E1C8EBE355A823E1EE275BD81EE1E3E6C8D14BE735F3ABEF6B24DBDDF180B3E0133153E39DF35BD341D883EC909BC3D6DFF35BEA304803CEBE33F3DF2C88ABDC4C2B0BCA39A5FBE013A46BED633CABDFC5ADE3B7927383EF7E30D3E6C07553D2648553ED3528FBE8989FCBD739A65BE0626F1BDDDE94C3E494EB03DB19A933EA2B5273E13973A3B7EA0383CD0597D3E0BE00FBE2B0B32BE145D473D6E48613E002DE5BD95BCB8BD2317BD3C44013F3E96000BBEA2F01F3ECA7A593EB359673EEDF590BEA13409BEEDC48F3B4A617ABE5DA58E3ED9E5253EB92D1BBEAE5074BEF94E8C3EF177DD3DB78F66BE5E7057BE8EE7CC3DB032213ACABB3ABECACCA43DF12E5F3E16DE5FBEDBF69CBD6745733E02ADE7BDE09A81BE09025FBEB53C03BED233B43D9279283E20767FBD66E4283EE29D293E1A7B1A3EFAB278BE0AF30F3E941B4BBE530908BEA9B188BE8FE780BEF29F82BD650427BDF7B9893EDD0E8D3E1C9F6B3E64FF1F3E9457273E616493BEB3DB0ABEC1773A3EDD43453E745E8FBE983A403CCCCD563D16DCA4BCFD690D3D0CB4B6BDD651ABBCADE85EBE17189B3BE17C72BDB2B1883E8E080E3E550984BC5533E43C4A97D23D066127BDF8E436BEDE1887BDBF56083E7EDF06BED026833EC498873E7E745C3EB59368BE7468EF3DA03EE33D35C3F03D701493BD5A1D473D6AF18E3D123152BE935381BC2055CDBD81C128BE93EF8ABE4BD91B3EB066843E1CDA88BE21A42E3C8CA82DBE3CE6613E9DCD9EBDB99DF9BDB47F7C3EB38E5C3E854DF13D12518FBE4A1E2ABE7A277CBDCD4F7D3E732A923E18083F3E003411BE03A539BECA540C3E27618ABEE9A3763E80A6473EB5C2C63D87898B3DDCE977BE0474513E5AE72C3E2DC459BE8C926DBEDF6EE53D7BA4ECBD67E05B3DA1CFB13D96DF0BBE64DA543D9AC86D3D620833BEBC2F2B3E43CF253DAA40B3BCA5DF1DBE25EC903ED974B83DD3EC743EFD2D8D3E346388BDC5BF183E43B47FBD",
      torch_tensor_12_torch.float32_8: "0x04000000C09C64BD1FCFEC3DD3CF7ABD1D6F803D67740ABEFFF9033DF56943BC105DF23D6D500FBE27B991BDCD14EDBD856C133E",
      torch_tensor_12_48_1_1_torch.float32: "0x04000000F67336BDC43E92BD3767F5BCBEDD1EBD5D9D953D7FEA18BD57B9D93DFCF29B3D71A12F3D49AD70BD8A12BC3CBCEBDBBBCE0BAA3DEA4597BDE7E4BD3D4A21E53D3383763CFD9C12BE6992BABD7F9AB2BDE2FEEF3D0D6076BB64AD04BDBFFD96BBF56F043CEABA923DCDD2D03D12719ABDC62B4CBDE8BC83BCCC68D53D7983313D09DDE63BB876E43DD5E3D33D019DFCBC3E4AD3BDC893C53D1811BCBC763B283D823C9ABDDAE0D63CEA70B93B1099A93C1501B3BC7135D93DCB14973D6F5857BDD527B83DD06EAFBD8F23A13D5E961E3DEAEFE33D14F8F93D5CE09F3D1DB4E2BDF245C3BD40188EBD8F723DBD1B87A23DA4D8D5BDCB47E73DA3D6E03DD25BABBDCB8E96BD156F113DBCA7ECBD21939C3DD977833D6BEF7CBDC4DAD23D0B37F93D7468A03DEC8F0CBEF6DAFC3D9970ECBD8CC157BDC8A848BD733F743D8F37513C985C343D5E8CD63D09915ABDFD6D9EBC5037433DFC060C3E8071D13D460E4BBD0171203DA49ABEBDFA04F8BC2D45A7BD35C201BC7CFF6EBD1D12A53D7539CC3D70772DBDA425B83D79AC22BD5719F13C6C5C24BBF289A7BD7E20603D997F9BBDC0BFAFBD1A99DF3D8313F13DCB760F3E4BCF083D8AD58A3DE6CDB4BDEEE0093ED4F4AD3D46501EBD0AEE21BDDC3DA6BC9DBA9BBD0BE4A1BC0B5DD8BD5AD3EC3DFD5BD53DEE363F3DE8085A3D086DE6BDD347BA3D34A6AF3DDDE8F1BC4846D23DADB8DF3C1C8AC33C21A7ECBCD145F43D77A9EB3D35779CBDFA08A7BD4284243B7BDD07BE27D6BC3DD510D4BD1AB08EBDA934EC3DB90AEBBC5792333DD148A33D9563BB3D76FB203D65D5273D5C9612BEAA6167BDEF3BD2BD53350A3D28CAB23D8F48F4BD19EEAABB9613A53B6C61123CBE56133D1BAFFB3DC97500BE6EC8FCBD69E3EBBCAC6CF3BD2566EEBC35180E3E8E65C53CD1D88EBDDF8712BE890D853D5863E9BC280029BD674AC4BDB7C9F33DC1858ABD9CBBD2BB5731EA3DA411B63DF3894ABCACE1493DC74845BD15E38D3DCCA30BBE69A292BC9078903D86D2BDBDE64E1ABD04C708BE304AB13D23073DBDBDB66EBD415CF8BD6B98E13C8E0425BD4DAC13BE494E493DD4CFCDBCD6BB0B3E7004EFBDAACED93D7A69693D6AF505BD145B8C3D629C0DBE59CEE5BD15C736BDEEDB03BEAC435EBC5DA2323DB385ACBDD08DDABD6F0E153DFE0246BD5FAAA3BD4EB3013E056FF7BD4CFBB93CA6C090BA19C677BD3898AFBD9FD8F83D4934CB3DD5CACD3D5975CEBCA9C290BD799CDCBC12BC8A3D9DBA013DB1A67A3DC98B103D295762BCEEEAA9BD5BFAE73C8473CCBDA299823BEA33BCBC2A90B93C1E5D0E3E59DC7DBC8730DD3DF7CB7B3D71A5EB3DE87763BCC5F5D73DBF843DBD9F961E3C1F9DF33D9B4B25BDF630B5BDF53EF0BDE45BB6BDC8DB97BD68CEAB3D5530963D8504573DFA999EBC334CA3BC2A15D83D66FA96BD732CA5BDF09D003E247ADDBC76530EBEB0A1903D69E5023943919B3C2ACFB7BC3C10913DF86ED6BCE745BB3D0CAD1FBD979B9B3D5040F13BFFAFD03D07B906BD3A6D96BC480C8E3DB304CA3D703364BDAB7DCE3DBE82553D62E1963C073E893D83035CBD9556973CBD8E553BDAC4BFBC6BB691BD3E5C583DB339A3BD08E3D2BD30BBFD3C331F1DBD4483FE3DDFA6BA3D271401BEB0DEF3BC2E7EBE3DFB7CCCBD0F6CF43D556F9A3D6CCC9EBC62EAC53CFB16A93D220AC23DC0D50BBEFC8C19BD9055EFBD51B968BD395ACD3D5042D6BD975D203DCDBAC9BDF1949BBD39800F3EE26FE83BEDD8A8BD70A2D23DC42D8BBDB3E9A23DFEC52D3D7DF183BDDB58923DE05393BC2888A43DFB06EE3DB339FFBD6C305D3D42A10EBEFA5AED3C687C12BE85D1F93D8904E03D5E2C8D3D7D0C093E63CE043E823B85BD55B65F3DAD3FEA3DFBF4CE3D7D03FABDB8EBF73D3BACFFBD9D408F3DCBA3C6BDA0920DBE71AF0FBED81B85BD31584ABDD676C13A1009DC3D2CC0C6BD2A51DABC9B4F9F3D0685603C9465B1BD584A723D55C1D9BD2988DEBCA4C4FBBC3AE43FBD6D0896BD74650E3ECB4A0CBD56790ABECC86B83BD6ABC2BDE4DBF2BD7B7313BEE974C5BD18ACBC3D61ECD83D568613BE10A3F93D93BCEA3D6C7ED9BD43F23CBD1D55AF3D7A7CE8BDDAC1083E3AFCECBDB1ECD2BD44C4B53D34CF563D7D7C2EBDF1F1DB3C5114A4BD72F2743D827FABBD7897D1BBDE4E913DB7CE9DBCED83B5BCF611B23DE6E3D73C142EC63D780F213DBB87D4BDB610853D6B13B93D816D083D11D60EBE8E0C0DBE4B42D33D5DCDD6BD6EB78FBDC084AB3CB4C940BC5A058FBDDDF5843C82677EBD693109BE6647AEBD79464A3C6A65473DF7B60ABE59CA94BDECCE103DB1D20ABEDE47043E465008BEACF4FDBCB4690D3DF44A6CBD0BF3F9BD0A3F63BD68FC12BDC177AD3DE8C3923D31DF07BED4CC9BBDBB9D0A3E2C0ECB3DF597DE3D282E07BEAEB50E3D3B1EDABD0021CD3C7DB1C8BD074C5F3D4B4FEEBD9A58763DAAD6FCBC6B613BBDD70469BD58BF543D3386833B199F183D639BAFBDB561B2BD5BD6DE3D7FF922BD568706BE07F2D83D8B9D2F3DD0AFA63DCA86C6BD1178F73A9D9509BE6720F93DF8F31C3C6F00803DB6C947BD30530D3E5B25963D18F1853DAD1190BC6223FFBC6251C1BDA460073E5437F13C493A58BD9BBACFBD43A107BE656E0EBE64FFB4BB648B113D779913BD173B133EC5023DBD894E9FBDF32DDE3C65AEAFBD6E32CBBC03F5083E02D9DC3DB9E2B53BEAA794BD681B7BBDC019B6BC9594F4BD412F98BD22F9F9BDD1A5E5BD162D7C3D25880A3E28C006BD0952A1BD8D60233DA3ADFDBD0EDBDD3D20DDBEBDD181C0BD4259DEBDD1440C3EAB46F7BD162712BEA3C7FDBD9C9A883D464AC43D2695063E8B19AB3C6C5ED73C1AD3AD3DAB580DBEB051033E765105BE634A323D86249EBD9ACC01BEC14261BD4C97293B4404B13D87A6AF3D1C1C033E6E39063ECF4A393BBF9C0C3E717C073EFF6DD8BC9CE6DBBC88E8383D7339803D059FF73DAD872D3DF66C1E3DC139303D676065BD92F0DB3CC7668DBD522DEF3D9BFCD2BDD1A706BE74F50B3D032D91BC9EBB773BFC05E7BD08A398BC9C1FBCBDFF585C3DE47BDD3DD062933DE3C608BE712857BD8AD32A3C36E60B3E97EAABBD522CF13CE0B811BEE21B213D8C7E0A3E742B093E9279E43D4FF586BD8F0ED4BD06DB233D093A80BD33E846BDB78B5FBDA0E7FABDB718DD3DF43CBBBD408E693DDCC843BD25CC10BEE81FF1BD82A6F6BD081C04BE",
      torch_tensor_48_torch.float32_7: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_5: "0x0400000012EABF3F90EBAB3F7F14A03F7A458E3F60F77E3F00128D3F0B72183FAED1783F38039F3F4ECC063F4E5CBE3FF935223FA2FFAF3F2795AE3F6686923FA4412F3F4E7C5F3FA40EBA3F62D73B3FDE6C6A3F3C88913F8004553FC2E7A13F807CA53F6FADAE3F67B0083F9B21203F036A573F8685133FB289813F2BAA413F9C2E073F520B743FF58D2F3F2212713F07BC693F2CDC423FB7BE683F3E90A83F54A84A3F875A493FC4BFAC3F173C4E3FD9D5113F84E82D3F06ED2E3F0A8EBC3FF6C5323F",
      torch_tensor_48_torch.float32_4: "0x040000006A07D3BEC08AE83E00F7743B9A6DE2BE4440B13ED835C5BE6279993E2CC35B3EF42CC03E78EA163EC820A13D902BA93E6010E5BDC82AE33D78B7A93E407DD73C94B8313ED872C9BEFC6A55BEB8C813BE70DE4BBDB0BB59BE88E188BD382D88BD702E193DC0CBCDBC8001613DA46D8D3E3462603E20521F3EEA97F93E689A77BE001A503C3AD0F33E889992BE40C07DBE0087923E281EB9BE7C5359BE16B3F5BEB0F9A93DF09517BDBC53433EBEFCC8BE4A37DABE34A0483E0C2FC4BEDAC584BE",
      torch_tensor_48_1_5_5_torch.float32: "0x04000000332FD1BDDA2D88BCF82C123EF315703D2F19443ED8EC053E8710C3BDC76EC43DCD391A3D10AEFA3D407ACDBD3D0F34BE7362EEBDB0F12B3EF7308C3D036AABBDCBA51A3E9AA5B03D0074D8BCE00EE7BD3D9332BE070B28BD208660BDD0C408BE27B1C4BC62F1403EB346463C4D07C83D3373E3B97F03483E008733BD3783A93D1FA9493E9ABE8A3B0D504CBDD71D8A3D0014D13D77B106BE3AD568BDB34675BCE0354C3DC7640A3EBA0DCF3D872263BDED432EBD2A7AF0BD7D32BABD33E5D03D23CD8B3D473D49BDDA969BBC30C041BEFA55A1BDA01D29BEBDA69CBD5084473ED2482D3EA7D763BDA0763A3EFAC623BD67ADB5BC0003273C28853B3ECFCB083E7A7F3DBD6D9E5FBDDA95CD3DDB2304BEAB82303EE015383E73FC023D7B592FBEFD048C3D9A2A17BC3A3D2F3D9ABED83BD766E7BD5372093D733939BEDAD1B1BDBA0C413DFDBF833D9F5A2BBE05D518BEB3352D3C9A143FBC40EAD1BC03B917BE5A0057BDB3B764BD0D8B1E3EE7010FBDED240CBD17CBB1BD401613BD3A2F47BD4D4B51BD50EFAEBD2793B63C4752C8BDF33603BDA73DA53DD74C883D97FEA03DCD8743BDCD7426BDD2AB283E305AD63D73203C3D0D06CFBD23A248BE934F94BDE37B3A3E10312EBECD004ABE5386DF3D43A5DB3DC3F5453EF3E388BDBD07AE3D77E5BE3D802650BDB33D48BD4A07483E2D2BACBDB3CC10BC472E743D800333BD557E123E1FE20B3E202DE1BDCA5E933DFF3F133EAD3BBEBD8ABF143EFD0F333E25F81F3E4A2EFABD73D11D3D481614BE0705B13DF79509BE455519BE676640B9F3A1A93C8D60433D9AABEB3BBFE0143E1DFDE1BD6D676DBD4068923DBB664ABE2735743DAA218F3DF29C493EEDAE803DF2C33F3E7ABE913D208C613D6D72243E67A79D3DCA4D163E007013BC937B253E132531BE4042463EC013353E12E3233E6BA235BE6A80333E27393BBEE729EA3CCDC4A3BAF3BB3E3D38CD113ECD0F80BC93B6623D734D91BD0D61AC3C7ACA4F3D5D7FCC3D600BE23D401A4A3D40BC85BC020427BEFD2B9B3DE787723CE7F18D3DCD10E0BD2A3DC53D986D43BE4D36EEBCD34349BD33F566BBF05085BD9349ECBD1A700D3CCDD513BC305BE83DE20D2B3E20F20BBDAD9B073D7B02433E10F8E4BD1D6E1ABE0DB59C3C7D0705BEBA24113DE79C72BC4719823D327C433E0D21FFBDA840443E3A87853DCD8188BCCD6BDE3B67D339BE5BFC423E47BE0EBDE712E93CAAD1343E5388833D233ADD3D9BD1373EE0729D3DF39A4DBDB36E2FBDB71514BE4DB2A13DF3923A3D851B453E07E06B3D60CD653D6DC29CBD1A2E06BE9FA7183E9A3C2D3DF8D34A3E0308C7BDB098423E1FF106BEF7A8E93D80D968BCC73EF63DFD9ED5BDDA07673D90611ABE25E448BEC0CB05BD8F504ABEE76C963D1B312E3E45261CBEB7C9F4BDCD6D743CA099993D5D32E8BD276CDBBC1DC735BE5A9221BEC70C263D007EDFBBE78873BD139672BD5DF8483E1A62443D9D1A2B3EB312BC3CC7DD383D3A7DD83D87865DBD17E2DF3D5A3055BDDDB010BE005530BD33B9B6BC2BEB30BE9A0A59BC3D25C13D2A4A323E1356673D33C13B3E1A9DCDBC60E5D93D00E31BBD0D7E8F3C806451BCC78ED6BD638FD4BD1A889D3CDB3E14BE7B5605BE97D1D8BDF756A9BD578B973D1AACB0BD2761DCBD5AD8893CE7EEA7BC4B081EBEDAD3C83C0D39FB3DDAE3C03C92FD05BE8063043C40DA823CD3A6A8BD0D0E1A3D207314BE5AAA9B3C481D1CBE60B52C3E5ADD163EA2D8263E6DF4E53D8FE448BE333A963B8D3D89BD1A86373C1318403E60A08D3DE351243E4D4032BD8A50A13D970BCF3DEDB62C3E5F7719BEED418C3D8AD73A3E820F173EC7892EBE67B415BB572BFEBD4272273E426E1BBECD82BC3D879F223D33A0973D9AB4DDBD133F49BE1A5346BEFA4E1C3EE2CA223E70E8D83DF5EC31BE7DAFEC3D979E85BDBA9D14BD4D998FBDA8592C3E109382BD1AFF13BDCD12BCBD83930F3E87971BBE471F2B3EFA7CFBBDA0F546BD1393253D9AFD6F3D5DB9FBBD3A3D96BD1AC7C3BCD305753DB3673DBDAA6F07BE0DFEFBBD4D137B3C27932EBD27B9A5BDC322EFBDE01B9FBD9A706CBC3D02153E53BD973D1803093E7375A7BD9A62813B1D40DB3D8AC02FBEDAB7CD3D5AA3563D2308E3BDE0DA413D7D521BBEDA8365BD529B25BE7A9006BED373B03DA759E33C5778E6BDC78A20BD074BBA3DD5A60BBE5A59DFBC1AE6FD3C75630FBE709C8E3D72E5153E90678B3D65B202BE3D3D973DFFDD2D3E1303433DAD546CBDBD69203EDFD613BE77C145BEDAC4943C0008413E8ACE31BE32E543BE0025AD3BB3AB28BCB3C0613D201D1F3D2F32333EEA93903DA0A3143EE75923BCF391D63D00CAC43D9A3EA2BC451C203EB005EABDEAB696BD4D5018BDF8BE293E733B8EBD2055E53D830F893DADB340BE62CC22BE20DE0E3DF3CDBD3C670B13BC6A1EE4BDC0E6BEBDC56942BE87919C3D678E953D883B37BEC0DA073E9215243EA765DC3D6891063E3753B7BD4F521E3E07B65ABDB7D8813D6A8696BD9F2E293E9A92EC3B026C373EDB7242BEC0AF323D27031E3D7035143E40C506BDA3523CBE33E78A3CA7D44B3D3A00F43D53B63E3EAA25CEBD1061E1BD87F58CBD870450BDD75436BE406E6CBD479D00BDB3288ABD8A2DD2BDFAB9A6BD9027253EEA4D1C3E5F7D47BE9AFDFE3D9DEA89BD351E023ECDA4773D4D11433D8D0F35BD3A27043ECD54AABDCD04BA3ACDBB48BD6AF121BE2D3BDBBDE0259CBDE76462BD1FDD2DBE3DE1DDBD7088C3BDFA9A54BDBAE774BD9039BDBD25FE45BE53852DBD0D5DC8BCEAF3C53DEAE8213EFD7BC23D5D5BB0BDA069503D2D7958BD133B2DBDD31C08BDED8251BDE07A033D00B15A3DFB4028BE5D88FC3DF308F93C0A36893D9B23303E1A1C13BDE82A393E5AAB3C3E73F3C2BD3BAC38BE2765B83D5097AF3D38782A3E77DF853D8303E53DE793893D87C475BD8AB7213E1B522DBEDA71AB3D0DC7133D07570A3EA76C7EBDDAB9CDBC531D3EBDE835103E9A55FE3DE7AC383EF7C409BEE03DCF3DC0FFD1BDB85144BE2D1E6FBD8AD41FBE208C2B3E87B4EABDE747643D3D008EBD901F81BDC3AC043E4BDF36BED0DFA6BD9701EBBD07BED1BD60EA99BDA799DA3C958420BE0AB0953D621033BE772DDFBD675C1F3D9AD1DD3CAD0E3DBEBABF09BE40AC3ABEF56407BE9A20B7BC001814BAF0FDDC3DD5393DBE9A60953BAA5A093E1A4BA4BD331F65BB9AEF9EBD33905A3DE89A0D3E0D14B63D67E8973C58C630BE0BDD07BEFDA0273E7D8943BE001BBEBCFAC4333D55AC183EFABF2BBE17162D3E8AE5B1BD838B8C3DE33ECCBD6D3400BE151A2F3E779EE43D9AEDB1BC88EC113EB39F83BCA77E9CBD9DA6B7BDFA0BB23DCDC403BE9A8184BDCBC2423EFDD1F83D3387CF3B851D333ECAFBD2BD40D02D3E6A56A3BD730DE23CBA2DB23D202049BE27DD20BEA2E2063EF354C3BC7BC5163E156D29BE9DE8A8BDB00AAFBD950B2EBE1A0541BE67AF12BCC73B28BD2A47C8BD807DE2BDE0AD923D2A20C93D6A78DDBD33E8B83CC537123E907DD83D8201393E7814433ECD4D0E3C73447B3D50910CBEADC10FBE4DC3FF3C5A53193DC319B93D50BE2B3EC7BD31BD727C4BBE97B781BD5A427DBD405CE3BC1D3FB9BD3AE504BEABB72A3EFB8E093EDA08B6BDFF0D0CBE2D4F5ABD12F93DBE75270DBE559427BE5370F43D5DC32C3E0DE70A3E6BEE07BEA3FB903DB3DEE13DE012E13D00E0923A83C4DEBDC720283DE7C606BDFF651D3E9A6C33BD33E5873D609E4BBEA710F63DB0F810BE80580F3D27E88ABCFA9A03BEB0B003BE107A0EBEF033F03D575097BDB3D7AFBC256F14BE1A72AB3D8732B6BD9AB0D6BD35E5293E7A2ADEBD8B7B0EBE9A297A3A13628FBD78C7413E733CB8BDDA1E54BDD059C93D5B082F3E7B54203EBA391B3ED3FB513D671A203BD379073DC342E8BDE23B22BE0D62A03DEDFCD1BDB02D1E3E33E4123ECDFE49BBE340953D936175BD9A6FC03CBFF0413E955F0E3E009D813BB7DD3E3EBD06B83DE78F603C6782A7BC2074403E80F10ABC27DDB0BD707CEABD4DDC643C5D97CABDD35A19BD5D6D12BE37C63D3E676FBC3C8A36ADBD48461F3E62942B3E8A18E33D5A63803DFAAD32BE6FD227BE9F2B4B3E43E3F53D3393913B1A78333DE7EFF9BD8D3CBABD8772933D6714D83D8B7A0B3E9005A63D637A243E1DC535BED82F4CBEC3F3D23D884E20BEB5B0133E6BB609BEB378A2BD1BDA46BE921106BEBA4D373D1AFF9FBC938024BDCF54393EDD648FBD87C0D93D2A80833D180423BEEA80E23D87B969BDA76595BC73D42A3EF32B873C005BFD3D374DE2BD6771C63D9A9E923B83DEC7BDAD322A3D2376FB3D3A0F8DBD88D03B3E15484CBE20C0D93DCDFB26BD808A92BCA7ADFB3D8A0EAE3D5A3221BDAAB4313E938AD03D977296BDBD211FBEB79AAB3D9A917BBD3D6428BE72F4133EE741B53CCA27C0BDA3B1FD3D52BF443EE0EA183DCA03A8BD1381F4BD5A158CBC80E51DBCF7B98BBDA37CADBD9D6326BEAB25283E5310B2BD8AF1423E151B033EA5970BBE83A0F7BD674617397AA101BE33586A3C551B403E674E3A3B33980ABE9A9C15BCEF8E18BE673E3E3D3AAC2A3ED011F33DD76F40BE001814BA6FCF433E1DDA323EC069E9BC620B263E50EBBA3D278D1E3D00A4C8BD2D2712BE671B053D3D84D73D9A91953B63A6D2BDB276173EDAA1993DC0B9A23C4D540ABE679B3F3E838735BE67ED3C3D67C9B2BB921F293E6D3644BD8A0CE73D3A41BB3D27050F3D33B91C3D3044213EE74E913DF37E2C3D5A09473E531923BD355B143E5A93E53C3350923BCD98313CE0A3043DC716453EE75DC53D9D4AA6BD0068FF3D339BB0BBE3729A3DD340703DE5B62A3E7A47F93DBA78083E5DB22C3E97FFF9BDBAE553BDB5FD13BEC28A1F3E35D82F3E02690D3EB50B08BE379205BE9FAA203E47AAF63D67A50B3DD01725BEA33295BDD0F291BD807CA8BD206CC33D3ACA7E3DCDED0A3EDA294ABEBD3226BE80199D3C08003E3EA09B4E3DC3C64CBEA0F6A1BD1A8341BD3382B83C80FC08BE1D16B63D90C6053E7502453E6D2439BDCD8A6E3DFA24A53D938B70BD07E4443D606768BDADA50B3E523B3A3EB77A023EFAF7073DEAA0D7BD1827223E8334A93D3373683A3A0833BDE7F5363CA5E11EBE4A33BC3D6789FF3CBA73473DE07BB4BD2745383D6AFDEE3D676654BA1BF049BE9AFB8DBCE738703DD704F0BDDA3506BE8DBF22BDB34B3EBE502EE5BD1DB9133EEBD10B3E8042633C13BA3B3EA069F7BDAA332BBEEDF4453E40F816BE27B8983C83E005BE4D217BBC0D6143BD8DA86BBD13C9FD3D88403D3E5033B33D1FC305BE9009C33D036B323EFA3443BEB791033E73A69FBD9333CCBDC066BEBD8BFA1C3E7D7B96BD276BDCBD6BA249BE4335323E0D81443E0D9D4B3EDA862B3E071365BDC76AD8BD9FB04CBE53ED34BD67DE3CBBCD0627BCFA4B603DEA21CABDE0AEBBBDC067A9BDF0282B3EDA5923BD2FE111BE13DDD2BDBA1BBC3D1A3D49BD702C93BD4376F43D8DC6413D47C314BE1AF92A3DA796B03C4A0ABBBDC734303D9ABA923CFB8B033EFABB3C3D0015EF3CB88617BED36D573D9A41703A7208173E4AC9DA3D7D7EF2BD73709D3D5D91B5BD2DED10BEB36B233C55CC16BE938F12BE9336533D8D08CDBDDAAC8ABD3AF7B6BD6310ACBD5F2643BEDA66F33DE721E8BD40A6DBBCB3EA0A3D4BD8333EA7411FBD7B96053E1DB9B5BDEDB9433E4D71AC3DD5C10CBE9A9942BA67E2C7BAF0F130BE7346DFBC3D81A23DD3373FBEED3DE83D1A9DD6BC9AD7D6BCB3752FBC406B8EBC1A56613C0F43243E3A4F323E3D4BFCBD407278BDBD510EBE1AB7CF3CE7057ABD9712FBBD6786E7BC1DF731BE5B8B34BE275123BE9A80173E2D9BABBD17B199BDDD81A23D67D03BBE8D8184BC33FB3BBBE02AEB3D7D4921BE2F5112BED72AFABDA720A8BD5D0C09BE6A9EFC3D884B49BEA81C06BE9765AEBDE00FDEBD33A14B3C1A6397BD138F20BDDBC4133E1288183E13B02DBE8BF727BE57E2D83D73471D3E0FFD243EF37FF03D572B97BD1AE8333CAAF0303ECD3438BDE73D343DDBF92DBE8FFD0A3E13917A3DC0400FBE670FE1BC9317CF3DCDD01C3D6038D5BD5A8C0F3EB0E015BE8772023E9301543DA3C6F1BDF3FD7C3D139951BD50EA33BE10C62F3EE72C4F3DCD1136BD9FA541BE409F223E5F373ABE034E0CBEFA7F32BDC06A813C6DF7B23DCD3E673BB0708EBD6389A63D33E148BDE76A68BC30BFFE3D9A85323CA7D3FFBC7361253EB7CDDD3D670E09BE83D2EB3DE257323E2D5742BD77432FBE4D05A43DAAC6E8BD67384D3B4DD15F3C9295043EDAA5CABCEA71EABD47722A3DB30C453CA00F5A3DE7F965BCB81613BE526C04BEE8DF27BEAFBC033E1A92F1BC70031D3EC79D43BE7F6A2EBEA71D97BC7AD4113E6744D53D1356163DCD3CB93D00B86BBAB33747BD470EE2BD1DFD16BE6341C53D22BA1B3E0A1F8ABD4D625CBD8DE2B13CB3D4443D330FB9BDADC2A73DAF2E4B3EC35F1C3EC57423BE63CE98BD974BC53D1A0BFEBDF2E0383ED87A1F3E5333C43D973E8B3DEF5A2EBEA2852EBE3315EBBB8AD41ABEF773B7BD1D0E49BE1A8106BC10021FBEBA31143D77A69E3D605A183D7096423E40C532BD9FB1413EA715BA3CA28A0ABE05DD033E00018FBDE052043DD047D63D2871163E358907BEF53D203E872881BDC74716BE5A7FB7BDA718F0BD807EEABDB0E1F23D3DD99F3D30818ABD603587BD40829D3C",
      torch_tensor_48_torch.float32_3: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_48_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_48_torch.float32_1: "0x0400000084F77A3FA65F2A3F28C9B33F8DE4673FBC0CA43FC7121D3F4FE00D3FE6538E3FB8C02E3F9626843FC31D153F7E47593FC34A1F3F02A78A3F4483B73F9C286F3F29D7873F27FC0F3F94C1AD3FCBDB543F33AC643F0F3E1F3F5073B03FFCADA43F5EBF8C3FFF05563FFD16983F46FC783FCC684C3FA7A4773FC7A67D3F6CCCBD3FE9877F3F5623BC3F7A913D3F9D0F003FE811213FAFDBA23F77A5573F2E93A33FC1AAAE3FDE9C5B3FC46A943FD11C083F0CA7A33F2F25543FCE0E8D3FA164B93F",
      torch_tensor_48_torch.float32: "0x04000000823FAEBE387930BE5ED5FABEB400643EAA66B6BE808D6FBC1CA1E43E1E7CC23E98297A3EB8B6593E965EFD3EBAC7A6BE98265F3ED2ECBB3E1238BDBE7809B23D7010CF3E14E4B73EB85D07BEECD8BF3EE0D2D1BD80AD903BAC72A0BE0800C13E727D9EBE48CFF2BDBEE9D73EBC3C6B3E0EF7943E5015713E1431FDBEC0D9833DB839873E46B09B3E1C5CE2BEA0029DBC1015FFBE0857433E62B0893E609ACABDCE52A9BEF8F21F3E445460BE74118FBE5466AABEAEF8A73E8885F63E3642973E",
      torch_tensor_48_12_1_1_torch.float32: "0x04000000A90CDE3D2AEC4C3E34D01FBE2D8446BD53980EBE35F4ED3D632A1D3EEDCF3BBEA24E933E43CDDCBC4EE9FFBC5ED9903E69E5823C1BCD323EAE4369BE5AAA443E33DC87BE2E6C98BD3587AEBD04496EBEA4AE0EBE5DF219BC97815ABE467D7B3EE03A8E3EF6325A3EA14A153E13DAADBDE5A5513E8D63673E8985693EE3FE433EA89D52BED68F12BE1370DCBDAEFC873EF89862BEAC69323E55C296BDEA575E3D11A776BB5594303E1BBF813DBC1686BE7F65313E641F61BDFACEF7BDC1BA97BC68C9FF3D98AF883E18AB933ED27AA2BD659126BDC53961BDF5A7B2BD6E1A8C3E3D66F23D5F065ABE6AA58E3E7FD2FABD2EF74A3E342D0A3EE087CBBD539F3F3EA80C72BEB7125C3EF6ED1DBEB82BFEBD0A99D13DB6ABFFBD88C5503EE633BEBD26450DBD92ABED3DC4F2BCBD8963E0BC58E26C3D23B91F3D619752BD9960CBBD00FE413EBE1A9C3C2EDAC33D9CA160BECE8818BE3C194FBE6098823E2E155F3AC13E4D3E1B4D25BE43AB923E443406BECB8B403E1F80863E1E4421BDBEDA893E236989BE5695253E86AAD33DE6D9E83CF3973ABE4292563D017DF13C19C4C8BD803A07BE589FDDBD5CE2823E9F4D67BB7EAE51BEA44D12BE323692BBADCBAE3C0A4A763E415C9EBDB42439BC5977FBBD67D7123E52EA0A3E2485853E3B7D17BE0B083A3EB3CC4EBE449A90BE36E7AF3D3F99DEBDD26343BE0E275D3EE363503E18DEC5BDADED473EEDC07D3DBEABE0BDCD5CBEBD185319BE9FDA1DBEF4C28DBEB81B12BED6FC3FBE3A7AA4BCEA32CA39C3D57B3E1607913CBA43DC3D47B8273D1AA029BD5916A73DF2DD643EA593E9BDA07714BE5D3CDD3DE6FA903E08AD3DBDCCEF453D610FBA3DD85530BEA0B69C3DF418823C6BBA92BE036906BE9739E53C7DB098BD030FFDBD187795BD2633603E7F96083DB9ED95BD287179BEE89F94BD48A3633CEC72F33DE86A053E3C6369BC284180BE314CAF3DB9852B3E07A7583E1C0B123DF5B153BEF95108BD27648E3EA83B2EBE3D16BE3D50B2CBBD300C493EDF4191BE3A1A42BE442707BE1F70ECBDE72E4DBE509F183E93BF653EC10A7C3DDAA0D13CAF1BA0BC641FAF3C7105593E65A0E23DD92C8FBD57107E3E535A8CBE93F534BEEAD34CBE2CE3B43D4E6D6ABE2EE37EBE5634C63DDE97BABDE515403D31B8153ECE598B3D7A8024BEFFD0203EEF94A8BD9E0B623EDF0C633E64C81E3E10389F3C3F09263E47C3153E5A0C3E3EABF5763EC75D723DA01F16BE14242B3CE7711DBD97244CBCD8A2F83DBA3FE7BD8BAF80BE7AC9C7BD3D55EFBDC1038ABE6A0310BEC67951BEF113EABDA1B9033EB79207BE22F41FBCA953E3BD43CC2C3E444A6BBEC8EA463E57F54DBE557D4EBE7B09923EC666143E3C1A643ECD0934BDA964CCBD68E38C3ED8511DBE34E18D3EE8B349BE844B7C3EFA9F923D23C0883C1951FCBDF4B4BE3DB5AE113EAE3A13BE8B89553C10955FBDF77BC53BF623853D19A7BBBDCA5F933EC4E9583EC861353E283C2C3ED17C32BEFA1E903EA130523E69212B3D1F0407BD0B37463E8C5F943D3443FA3D7687B0BD76AD4F3E170CCBBD9BB54DBED0012E3EA9F561BD9E2A353DA6602C3E1DC54DBD7CD583BEA046833EC3F531BE24B9EF3DD3D80CBCDCF8763E68C8F2BDB3E61EBE1C11B9BDCB6E503EB0AF273EDD82343D9AA6B3BDA3103E3EAEA42F3EBD7F64BE83C2813E48B083BE664EBA3DA93F2EBE55674E3E67CE7CBDB35A883E631828BE4B135D3E657C8F3C08C533BE389757BD6016883E776F863EC0912BBE3F8083BD071A3F3D8E27EABDA1D7483EA9603ABDB31692BEBF627EBEC58569BE42CA6D3ECC3A49BD18034B3E4CFE273EFEB6263EA3DF363EDD638D3EAB1530BEB82D80BD1FC5733E5685B93D1951B03C18D84D3EBD7F963B19ED85BE2701603E291E8A3E63A5C33D97276DBEFE2DB73D334E043EAF241D3E00EBFBBDE2FC1ABD7419DEBD5682E2BD65FA043E3BB800BE047E90BEFBB1413E853D513E95D9A8BDDF4B043E6CA987BEFF20483E03CB1B3E730277BE8705EFBDCB5907BEA14A053EEA948E3E9842313E7ED514BEE6312BBEA1A83B3D175603BEB366593E4ED67C3E39158DBEFBD85C3EB6A980BE4B55553CDFFD7CBEE22199BDBE7C87BE0B576E3E69E5EB3D6B441B3E04232A3C2E292D3EF5D4043D1D3287BE2E67773ECE691EBC509C8B3E8BC11CBE523EB7BD68EC8EBEC1C69A3CC02E8ABEF8FC153D78054DBD8BBF803EF76805BED03B743E255F8C3E2095213E824E5E3EEE785A3C567A413DF51A32BECDE457BD7F58903E941C58BE4F5C053C2D9856BE6C08943D93ED693EE94BBCBC3FCC193EF3B4EA3D7A00D43DBB099F3DC7BA753E7B457B3B7F59B9BD6A93A43C1E24153E5C39B73D5AED6C3E89C50B3EA52B0A3ED541E0BC09A98F3E21C30CBE02B533BE1A1BE73B5B1E8BBC0F2941BE617957BEBA6037BEC339173E9049803E8C27C8BDDB1B46BEF49E5ABE45C1733EB8D559BD46CF033DC89F72BE6F27DB3CD7E7393EB545913E6965453E5C8A2A3E25EAC3BDF4D273BE38CE86BE324D86BEDC99123E86BB3EBE1B5877BE3F4A033E5540C2BB663A793E8A5061BD1F7283BD1C9A663E2BDBF2BC7915353DE6F68F3E57CB06BE735600BEAC52403E89A75DBD453391BD5DEC0C3E773C1FBEDA9830BE2E111DBE9BB0D5BD01D1833EC565F5BBEADE82BC6AEF81BEC1AF6A3D6747703E199B82BE1EB07CBEB3A981BEB28EB33D6621733E524E6EBE51631C3E02A23C3E75A709BE35B95EBE08B9D83D54A2003DDDF58E3EAD0F443EA0F7DFBDAE014DBD31F97E3E30683F3EE673DD3DF54280BEF401743E9125363E4FEFF63D5BB3833E0D250E3E64F1B6BD907835BD54B8D83C5276193EB90B743DDAF05EBED1F980BE3A028A3D1F9618BED09E44BE63713F3C484655BE2E550F3E9AE4863EC11D32BEE67C8B3E73FBC3BB95C4853E6C5AABBCADAA923D9AF3423CCD27E3BC0F9B92BE59A08EBEEF5A27BE74F8A83DD8A0123E5E6D393EB041F73DEF50693E27252A3EEBB052BE127D903E579C9F3DB95B153ED2EC3CBEE1276D3D074A623D014A10BDA26619BE87DC13BE3175ECBDFD21043EFCD9183EA97EB53DF4C9A13CDC5CDCBDA2FDDDBDBBA7013E8D54763E3CE487BED5797F3E181E3DBE80718DBE9ED356BE3DB2B3BD42EF4A3E7ED737BEEBF253BE9CEB91BE5223883E15850EBECD9074BD960922BE9CC724BEA15654BE443F34BE631AD83D2F15E43D",
      torch_tensor_12_torch.float32_7: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_12_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_12_torch.float32_5: "0x040000008C1ABD3FCB987A3F9C57703FABF0933FD7D2AA3F7E886D3F88CE523FE412443F48C2943F8989313FE18FB23F1EC9103F",
      torch_tensor_12_torch.float32_4: "0x04000000002194BE08C2B23E1A9DAFBEB495313EF85694BD204F443D3C36C43E34FF4C3E38B045BE5E09D1BE7863CCBE808BB53B",
      torch_tensor_12_32_1_1_torch.float32: "0x04000000550E3F3D9AF683BCB36A083E2583F03D49D2013E42DFB9BD7D45B4BD6966613D4BB258BC28DAED3CB221BCBD11DE223DC7D60C3D0E5F863D1BDA12BD468736BDD4F415BC8A4EB63D3B65733D6C6615BE38E5C9BC5BB80BBEEB0BD7BD9C1806BE4ED40F3EDAD23DBCCA201CBE1D1724BD956DD6BBF0C0903D6172E23BADCE03BE7A7FC23D2526E2BCD3B086BD7010ECBCC737253E38D6DDBC377ABC3D6EC41A3DD103C7BD9B95E43D39E30F3C036D00BE0C194C3DEBF0093E56280BBED586C2BC5B8120BC1F4EC23D57B7B13C2F43BCBD9486183EF8F133BE4A4DD63DB7F897BD88020CBE839997BCD7E7BA3DB5124C3D9CED1D3E8E307FBD40872E3A3F7913BE0761ECBD4739E3BD639B14BE9C451EBEC503053E572C133EAA46833D5763E9BD25B0963D85A89ABD23C85E3C1D012DBE8CCB933D47CFCDBD54DFE0BD7C12E3BDB4E1FABDA65CE03D93571BBE883094BDC085BC3D37BE45BD92D5D23D5714E1BD3D7A533D489A4ABA689DFF3DFE0CAD3C0B90E9BD7B38293E8ADA2DBC279C953D6E2108BEDB43CB3CD958363D990B31BE1699B1BD135F61BD5BAC6CBD1F8398BCE6131EBE7A61B8BD92B58F3D817500BD9571183EEB99613CC6D2093EB7BAE0BDB5A0DE3DB5C9A3BCFA78223E0CF227BEBE4F10BD63F791BD85F2C5BD7EB282BDB51375BDAD99843CF015683D53CD8BBB715C9EBDE37B93BDC17B763D95F6013ECDAA033EFAA39DBDEBAA1CBCC7996BBDA80B95BB60AB953CFF002DBEF8FCE33DFA6C1FBEFF04A83D0D4FFF3D9C7AF33D71C42DBBD65B52BAD02A913DEDA223BE9EB4233E8CE3043DE47F88BC6D1F8EBCE38F23BEB449FBBD6DE4DB3DEB2F97BD69D907BE3DEEDF3DEFB0D63DF844F3BD15DE25BE89E4D13D8E2D2FBE069997BB66198DBCAD0241BCC46A8C3DD73E94BDF19D053E2903F2BDB87B2FBECEAABA3B1331073C5CE9C5BDD4A90CBE7493353DFC5826BECC5FBABD5DDD003E1A25823B7497E33D01ACAABD3C8910BEED41323EBA42F73D1F72D03CD1BD133ED1E0263E9999143E4C7A0EBEAB5619BED2BE613DAE13063E85C7CD3DD972EEBD0D43333E0C760A3D0FA10CBECCE49B3DF8A9EC3B3E9B72BDAEAA243D012ED33DB063FBBD73D8003E299708BDE40A573D1472EDBBD79822BEAEC32E3EF3060D3EC156B7BDED057C3DCB480B3E3CF5003ED40FD33D4BE91D3C916FD7BD8C66213C28F600BEAA1D2F3E760AB33DD5B52C3EE81A2FBED9F60FBC24FF2F3DE1A6D23D57D21DBEC3EBD93D43351D3E6F77243D7019523D0047B93D8FAC023DDD9E9A3CE0AF343D1F2DDBBDA01229BC54122D3EC3816ABDAAA3C5BD341A233E81BA0ABEB14EB4BBF73BC73B0EFC223E32C896BD86AE273E1977293EE5302E3CBFB00A3EA96F343E48FFA33DDEF584BDD7B9733D7D21DD3DB5571D3E229CBA3CBF3CEBBCBB7E023CFB1020BE97A7813B4568583D2A6C9C3CA04C71BDB3FF30BE517C85BD9FA17CBD2CBF323EBA7E3D3D5A8DE63D7343893CCB13343EAF85153E85A3FC3B84489DBD0459053DBF51F03DD7C9253EB4EC1B3E4B30333EB0AAB33C8740D83D3946F4BBFFB0213E9B0560BD3DB4B2BDEF53C43DBC6E49BC2E8C683D9E3A3A3D8610C73CB2C322BE7DFFCE3D923020BEF3F6883CF8E2C0BD3FEF4EBD23C12FBDAF6B563D113B0EBE60F012BE8799833DE07B0CBE281C0EBEF152953D64BEAEBD52AFA4BD9BF5603A000F29BEBE362E3E3877C9BD6D4E0A3EBBB0D93DD5C6B23D859509BE84F7173E9C3F99BC0F59233CC718FBBDB5EA50BD6C79A2BDAF83FBBCC84206BE65BA103E0C215D3DCD2F1DBEBC45103DA3C92B3E1A9B1DBE5CFD8ABD22E4803DF593F73D6A00943C0A63A4BDA68EB53DBE3A15BE49AC64BD6AF8173ED7FE08BE64B1E43D866C053ED62ED2BD298B2D3EBC61B7BD5D89D53C029010BE77F15DBD68F639BD6C4DC3BD27A7F2BD5E0E2C3D1E3D2C3EC19F2F3EAC672A3E050F2E3D807FBDBDDB8918BE56FC2D3ED8E11E3C9D851A3E431F26BE353DFB3D64AE7C3DE6E532BE5A382B3E84B2B63BC35AD1BDFAFD19BD46213ABCC00C0B3DB58F9A3D1B0DA43CC6231B3E235C153D67C7213E46FB9ABC3FB6FA3D3EDA8DBD108DCB3D1B2D49BD8033843CF3F1D13B2367373D37152F3E6BAE32BE181E81BDBBE59EBB",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_5: "0x040000008281963FF590B63F223A163FEE923E3FF6C2293FF23AA63F6424933F4FF4973F7ECEA43F42146F3F8B118D3F1BA3003F3621A53FCACF293FE70F473FE1EF7F3FE6F28E3FD0388E3FF036853F1125BD3F12B78A3F7E95BD3F84E58F3F9074323FFE2EAF3F5B0CBE3F7C539E3F51059A3FA606803FE8493E3F6C9E923FF411B03F",
      torch_tensor_32_torch.float32_4: "0x0400000028E1E2BE2614DF3E888E6EBEE4C18A3E964E9E3EF07C86BEE8282EBECA9B993EC02960BE82C893BEC808EABDC8532C3E40AE0F3CA0EE30BE64D1D8BE20A520BDC466893EC02EEB3C6CFCDD3E5240C83E6CF1903EAC1A533E544EF63E24947B3ED8A8A33E4839AC3D6861EFBDFCE93BBEE0B3923D3402E5BEA0A0493E58F379BE",
      torch_tensor_32_1_3_3_torch.float32: "0x04000000BE0E64BE8B29F13D8629B2BD30B65D3E1B6D35BEABAADB3BBBF01E3E0E1A7A3EB6DFB2BD985814BE70EA3B3E9E69A03E9019B5BD30F4AF3D983C46BE28E498BE5666A4BBC08D34BE8B367ABE20C910BD0290843EB0C0093E28CDA0BEA038403DEEE96DBEC80E6EBE0030AD3AA061883EC03627BE9779A2BE90EF89BD6090073E766332BEEE4A063E503A4A3E382F463EEA6391BED8B0A9BE2E7113BE66EB11BE2B9FB5BD185845BE785244BE565B7C3CD619A5BE007D9CBD5007173E8BCF8DBD03DDA0BE80EF6B3C587576BEABD00ABC5EE05F3E272CA33EAB46243BA827083E78555B3EE633D0BDA8BE743EA61DC6BD560B5E3D0F388DBEC602E0BDAB238E3B664DC9BD33EC883E9BCBB7BD960D81BE20115B3EA22297BEE64EACBDB6EF663E06A4D83D0CDF9E3EE021C13DBBA307BEBE96843EDE7F3EBE90CC7D3E10256F3E36D35DBD6BEC12BEBBC8F23D163833BDC0D69D3CD66FF53D80F95B3E5BFED13DD4E289BE86D696BD409D213E66153E3EB66014BE56ABA73D7BECB7BDD77C8C3EAB739B3C66B219BE66A1E7BDC8FD7E3E3E3F15BE800917BC40D06CBDD08FF4BDABAE6FBC3BEA613E3B8ACE3D90C995BE806C543C4F5787BE160C32BE63BA1EBE9E85983E6B58D8BD34DFA6BEFEDE993E104691BE162B813EAF61A33EBBCCF83DAB57DD3D20E0853E16258C3D20399D3D2410923E30977F3EE01B3D3D6092BC3D44D19CBEA74697BECAFDA9BE9ED292BE86F968BE00C1F7BBC8750CBE20EA383DD0742ABE76FA5CBDD0ED973D561D9F3AB37504BE937329BE2B18DEBC16EF75BD3B7287BDD6F5993CAB94E73C48F6023E783D763E96A459BD569A1C3CE35C63BE86883D3E62E4A3BE90FD333E96724FBE809928BDEB9A773DEE3F7F3E17D48EBEE68D29BE7F6A9D3EBB6E2ABE72FE8B3EFAF8A23EBBD8DE3DE640CDBDA3607F3EF8C223BE381DA53EE6F0203E66DC1F3EB0F586BD4B7E48BE6615BDBD1BD1903E0728943E065B53BEF0E3863E56C13ABB8BA9A0BD5AD5963E005CA6BA5E959ABE431C3BBE56F27B3CB214893E90C6CDBDC7E2A63E6B4880BE7BB8D13D50F8E6BD208F3B3DDB8517BE961F3ABEFB662CBE56E79D3C3B74303EA07263BDEBC0BA3D83C29ABEF7498BBE00F600BD3EF8983E7729A1BEB35A32BEE82D083E0AFE8F3E261126BE1682703E66B95BBE13EF413EF0A7C3BDC01D3ABDA0CA45BD9B7E923E4F1F8CBE6BB08E3DD8C6A8BEE04AA73E677A88BE966252BD0662EABDAB06273B5B79D8BD3CC39F3EC80A32BEF8460D3E27C7A03ED6340FBEF8770DBEC0BE2FBD23D446BE30D45FBEC02BF63DFEB1573EA38E3ABE07CA933EF0F5263E4A08A33E2B319DBE7B48C2BD581E3CBEEB56343DB3F5A6BE72F68A3E971F81BECBAD0C3DE375A6BE2AF9983EB671A4BDF6B3CD3D16A581BD3B8223BE20656CBE08074D3E0EEEA83EB090603E16594CBD40EAFDBC80424FBD70EADD3D40EA623EAF67973E4BF6A93E1394523E6B7F933D301869BE5658F6BD00A436BE405A62BDD88D09BEB6F17B3D9654F93C9BA366BE30D19BBDD687B1BD76E9F2BD53AE93BE40F8863DDBB025BE80E7653E825F8EBE960F973E8B639A3EB09EA73D00620E3BBE3F7EBE",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_1: "0x040000000055B13F9240673F9C3AB93FEAE5793F400C983F56A8A03FD99C683FD813383F025D543FAC9D383FD7F89C3FD033A83F477B3F3FB1656E3F6FC2863F61C1913F26617B3F50735A3FAC450F3F95DE503F6CB1A13F9ACDB13F0E364A3F7F77B63FE61CBA3FD4CB4C3F916F093F7885B53F7A4EAE3F1D83783F1E95333F1683573F",
      torch_tensor_32_torch.float32: "0x04000000E41875BE8015C7BC44F58BBE9CCF1EBE10C5F63EA88663BEBC4E24BE20ADD83E80CE763C923ECABEFEC7E33E2898F8BE00CBCC3B508AB6BDC0E75C3DE4D888BE5E33E83EBA99E5BE1C7792BEDE2599BE6CEF5D3EECC0D53EB05DF23EEEF6EA3E88AA7ABEDADAC8BE68F561BE9012353E4202B6BE70846E3D289D773ECC92E0BE",
      torch_tensor_32_12_1_1_torch.float32: "0x040000001DB175BE626E6F3EA09389BE230EDA3DBBF2903E59281E3DE2B624BD684C7BBB949F5B3ECD4F63BED9F248BE6F321DBD0FD043BEE5D917BE593B083DBE0D753E5E5283BD160D44BE0390923EC0154ABE3E2681BEE6CE843E2F91603EA3DCCABD71F8813D0E0A1D3A41EE393E5EB80D3DC765003E474C78BD06EC023EDF8C48BD9D55373E1B71F9BD29E735BE93CA793E017689BE3169EC3DC62EBA3DD499263E7E62593EFD9B89BEEEEC963D05EF133E1F98483E79978FBE9995863E25F102BE719865BE196C243E6DEA1E3E83A071BD66F191BDEAA608BD478425BEB3FE0A3EDC5266BEF00F233E60C4283E8693713D6583A83C19D2C33C0E488C3E501D28BDD8D33DBE49618F3E039D6EBEB2050D3E18DA8ABEC354B3BDE08887BC4873BFBD341A8CBE2A364D3E68F3843E810847BE8A25A6BC680666BD56E8EC3C1C0F16BE06395BBEB02B52BE055E863E8405A7BDA372C8BDD66D50BED6BE383EE0251E3E06520EBE0832C9BD71D2FBBDAB82613E2E6CE13D12A0483DFDBB2EBE42DD45BE81FDA8BD4043523ED62A39BEEF359DBD76C013BE27BA72BEE50126BED666833EB6540E3EE65D633EBEB993BE756C90BE716470BEE06D173E654B793D61B9823E192D803EE4F7EF3D78E9853C5433DF3DF2BF4FBE1A19373EFFD235BECBE38CBC28403D3E5EA68EBE7737103EBF9A3DBE542B153E6106C03D8DBAC4BCA2CCAEBDDE14653EE00DE43D095862BEBB0D62BE1BE2823DA14F403EE357663D936223BEA59E86BE88A344BEC30C3C3C8820B3BD1C596F3E0D598E3D7CDD153E76E625BCDB83673E758F363E85F244BE337964BE17E21BBE713B32BE5C4D76BEDF868FBEA695EFBC1B6C933E4DE5CDBDEA310C3ED98ED7BCD2927F3EB2ED8FBEEBB1D1BD54F9CEBD17B98FBC43804BBD6F994EBE4CEA63BE377A6E3EF39C733EE7475B3E4FCE14BEC8C41F3E7134933EDE61ED3C4B3677BE755723BE984D843EE39E7D3EAFDF533E542D86BECDF1E03D3A3B823EFD3265BE714AB13CE060BA3D0571FFBD58C33D3E2BBA4A3E1B4AB9BDC4CF27BDE814453EF3D9563E4401723E91F080BE117F0FBEF32F5BBCD9BB84BE9D5B84BEB30D133EF797103E9854753D534E5EBEF9ED2B3E1AE80ABE758E8C3E8E63E3BCBD910EBD711A703B09D4CE3D66FF763B90C623BD599A1F3E379834BE942420BEDA3C67BEF1ADC3BDE07930BE6548A3BD68193FBEA6AF883DBD7B87BE66E54A3ECE2C553E5F6E7ABE284C7BBE6BB181BE91CF40BE5E8662BE071C3E3D122FAF3D921F2C3E516021BEA3948EBE042F83BE56351A3E7FE73BBE027356BE7902CEBD6B15183EB965903ED28D71BD4C3BDABBCFED113E7EC07EBEF77650BE2B6E8F3ECD0DE43DCA817EBEC46B82BE290022BEE1642ABEF91A4BBEDEDF7A3D61FB7A3E7421673D8F51EDBD7E878CBE63CC6DBC683F60BEE5953EBEBF53AB3D9CDD823E77D303BE1B2AF5BD835D7D3EF1C3113EBA890EBDF72B69BEA5817F3E6DC777BEC70EFF3D67CC713E0075913E11C7243E90B2B1BD78218EBE8A19D6BD67558DBEF00AB6BD06529F3D7A0F8EBEE6B71FBE05D2883D864B823E355E55BEBB4FCDBC66C25DBE78474DBE53214CBE27C693BC83CABCBD54E07CBE2B29513ED23D8B3DCCE8543E806E8D3EC5125FBE7ED880BE99A811BD8DBD3D3E0569603E136D633E26C22ABEB6EE77BC4E5486BE94035D3E2064573DA387C33D8994833E05E67FBE1602273D7EAE06BE3EF224BE2A27F53DD84E2FBEACA3D8BD57EA6F3D229818BE594071BEEF6A863E6384033E02DE7D3E7D3FCABD64875BBE514891BEB44052BE360C453D6878F1BD8F022B3DF2203C3E963A27BE149E3EBCE04586BE989AA43DA570B9BD8820253EC6B81FBD2865443EAEC11FBEC156533EEE990D3E765685BCE086C03DD0BF5F3ED793043EE0B0D5BCBEDDEBBCF24454BE7DF890BD7020E33C8306183E9D9037BEE8208E3ED17B33BE73D6953D6E3E0E3E3A00583E56BD8A3E4BDF593E9EB8EFBD4007093E47D018BE77D54BBE5848123E6063983D140B193ED00B283C03B17B3E1D5D233E39253F3ECC94283E072158BE77315ABEDA0B86BE0BD992BEC557453D2833A13D0004F4BD3B21ADBDBFA7BEBD99278F3C4B0688BE16E6F53C3C418EBB4D642CBE6A7A2C3E",
      torch_tensor_12_torch.float32_3: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_12_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_12_torch.float32_1: "0x04000000112E5E3FDE75B43FFEAA583FA9592F3F62A1863FCCFB623F70125C3F27778C3FCC20A63FD747A53F415C583F62C2423F",
      torch_tensor_12_torch.float32: "0x0400000078A0CF3ECC7BA43E7E4DAEBE181D903E1822473E8E62E23E185513BE4448613EE4C1CE3E0816C0BED4F6F13EA699EFBE",
      torch_tensor_12_24_1_1_torch.float32: "0x040000005C8C4BBE5831263D090405BE8BFB72BDAFFB53BD31A562BD2A9843BE782DD23D751D2E3E29B1EBBC8A05F13D989F413DFA6751BDAAEB31BE62E3193EE121383EF5A9A93DDF9B1CBE5FD2D43B04ADCBBDE4BB48BEB7C74BBE258F6C3DF3E108BEB26B02BD5C109A3CD9983FBE2CDA1FBDFBFF7CBCDDA8DABCB451CCBD16E9DABD2F2041BE3A9617BE0AB1B63D515223BE898B1FBDC519343EC200D9BD7BF0053EAA15C4BD2611883D9B173EBCAE5C363EC2EA34BEFFE3A8BDD9DFF63DE71EF13DC252CE3DC18C47BE1A910FBE2C2B803CC996563D80CB11BE9C8A2ABDB325B2BD3E007B3DF5FD34BE8AAFA7BDFFE036BE488731BE3E05333ECF0E05BDA27C8C3C1196183E1EDC3A3EBACFE7BDDEF72F3E155A203CB665073DF1BE0A3EC0C704BD3F5BE7BD665512BD4D6B213DB8664F3E300C4CBD1984CCBD535408BE4FF2BB3DDC3491BD5E0BE93C1309DE3DBFDB593DF52F393ECC8F433E73A7953B303BC23D37E807BEA1FA033DED42403D6EC0403E91890D3EAE9421BE01DF9CBD9FCB58BD17CBBC3C64344F3E5657A63D5E7C103DB84D5BBD300825BDC8A3A03D6883043E202BFABD09EE4A3E45E7433E6B96203ECA3C03BE3C19253D6642613C46ECAE3DC5474B3DC645D6BD166C2DBC3F1CFFBC82F234BEC888953C1B5C443E99A72EBED1C7EB3D398E3CBE192B9ABCB5EB023DE9EAC43B60E146BED59C383E451016BE1DE45ABDB99027BED21D9EBC5359413E6996263E0EF283BD6B125C3D9EACABBD555F90BC3C5001BE9CC51A3E6C940E3E0A3D593D7B00383E751607BDA78E4B3E036DDC3D0CAC0A3B44353D3E00CB50BE0626F9BD9D5D283EF742DBBDC7E14CBDEC9B28BED33D363E1EA2253E7326D8BD75ECFE3DEEE5BC3D40F44EBEB944EA3DA28C1C3E367D0BBEB10F10BE509E883D98EBAF3D239257BD139F173E8487F6BC4908CB3CF250C13D389E0A3EE8952C3EDB2D1ABBBAAD1E3DD7AE6A3DA6D901BEC47E3C3E87FEEA3DD642033EFC6089BD91F2033CCC46393DD381283ECB9B3B3EB40FE0BAD7EAB3BD7993793CBF01853C8E43133EF0BAAA3DDCA8C13C0DADB9BD02935F3D0A180ABEA05610BEC8DF60BDA21EA33D828AC1BD8D404C3EEB1904BEFF0BF1BD7E53B9BDCC3E91BD942C16BEF87BC4BD4EC87C3D5ABB30BE351B3DBCBCB3DF3D06AB543D99EFEBBDBEDAEABDA03CE43DEB541ABDB4AB863D752BF93D2BF518BED82DB4BD8C6CD03DBBE626BE5ED936BEEAD5173E806F133EEEC1F23D6ACB0C3E63D0B13D812403BD9074463EAC84473E1C46403E9BE913BEA02720BE1E72B2BC761DDF3DB48C69BD4DD1C5BD9FFCEBBD13B7183EB1CBD2BDEF262CBEC1A1503E9CFB493D07E4013ECD61853D7A59E23DA1CF8F3C185635BD2A38493EEA47EEBD7AF84B3E6BF56A3D907BBABD740F35BE781131BE13E7C6BD23F84CBE52850A3E2F0034BEB43F13BE8A19A5BD090F19BE84E61FBE4C6A80BDA80AF9BCE074013E075037BE43F78CBDAB4084BDE9A936BE03670DBED06090BC3783B23D436D1E3E39BD50BE4A540EBE4E814C3DD7F3CDBB75DA873D785055BD58FC11BECE2BCFBD32DBD93D53C201BEA119D2BDFF5CEC3D73CDB73DAD44AD3DFC1E8BBD",
      torch_tensor_24_torch.float32_7: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_5: "0x040000001D48563F3C80AB3F9287B13FC537843F7F7C253FB178983FEAC8323F7247A83F5621173F36736C3F8051643F40BFB63F740CA13F5A2B8B3F9CE7063F812A403FA67D933FE646AF3FA661883F1E4EBF3F0A52B83F7601B33F245B653FA388173F",
      torch_tensor_24_torch.float32_4: "0x04000000FAD4F5BEBA42BEBE8C8F49BE4462DA3E2004823D0CDC5F3ECABAD03ED820A63E84C5353E52DFD7BED86C51BEBC108BBE90776ABEF0655B3EC0BD373D70BEBC3E5C58923E30E29EBEF666D1BE781F53BEB4DD383EFEF6823ED05AAE3D4CAD573E",
      torch_tensor_24_1_3_3_torch.float32: "0x0400000076F3A1BDCEB15F3EAB2BB9BB707BC43D008C32BC96734E3D2BBAA23CABD53EBEE3838ABE969D0C3EE0E0433E52B1963E90BEA1BE565EAF3C2BC962BE169737BEB650783EA854163EA6A57EBE13ED1DBE80797BBD5050A5BD2CEDA9BEB0EDF8BD5087923EDEE0943ECBFF0CBE5BD8BB3D766C58BDB6BC203E4EC13DBE84CC8CBE9EF07B3EB82D4B3E40F3313E96D8983C6BE0EF3DA6FA8FBD6B2534BEF66426BD3E0935BE505894BEAED032BEC6DE833D6B7A9F3E32DAA83EB3230D3E3411A7BE02C18D3E04C19CBE1BF893BDFEEFA8BE60A43D3E1ED4173E0B5896BD9EFF633E23230B3E1BFAF73D508AA73E46E0983D9B732DBEFB9508BEF33AA0BEC3F24E3EABB3C03C988F143E4B2342BED022643E06AAF8BDA0BE4ABE66D3923D56191FBE0C9A81BEB08F423E00296C3EE0D5013D0000C339561A8C3B566EB13BFBA020BE7C669BBE5751863ECE58233ECB1E1B3EB638253E8043E6BCAE3416BE9BFF853ECC6F8B3E13E5A6BEF659A0BE80916CBCC6C378BE364DC43D83525E3E1031B23DE84E7CBEAB07283E40F362BE0B4D8CBE40F9763E3676B7BD0044DB3CF018C3BDAB2F3F3D18102EBEEB8DB8BCEE437BBE901EEEBD6322483E90A13FBE76F6453DE0F40BBDAB51B1BD2B35ED3CA41EA13E8BC8A4BED6907E3C634828BED683053D7CDC9E3EC6F58CBEC0FB55BD6021FBBDD8CC36BE64D6A3BE8A998F3E70C5A33D187B783E764814BEFB76C2BD33F16A3E40633A3E162554BD5E89373EB06E943D46279CBE6E4F48BE384F443EF84525BE70240E3E60EC793E03A22C3EF3F0063E1BA8053EC66A78BE382E7A3E70B569BED6FCBCBD90B0D7BD1F45923E68FD1FBEF0943E3E4B3DE53DE0C89E3D50B29DBD6B3725BE30F18C3D6667183E9028B5BDA38B3D3E5BC9CC3D409711BE3022AFBD268E973EE683263E2BF1563D567ED03CABDC7D3D46F9F7BDABB0553CB8052BBEA465A8BE2B1B80BC360C333E00518B3EABC7AABCA6ED03BE9BBA683E0B5E7CBE80ECABBCC40983BE4E1B993E80E7483E800ADF3DB0124D3E00A5193D003FB33D163E61BD249AA9BE3B48A7BE0B545B3D5C4BA5BEB67954BE56BC773EB8DD2E3EDBB054BED2CF813E3FF68FBEE89C1C3E3421953EC3A225BE680223BE203B423D8B5F303E16A5B83DB6D0403D2EF251BECB97BDBD76C945BEE07029BD438826BE26FAC63DAB84193EBCF5863E77D88BBE",
      torch_tensor_24_torch.float32_3: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_24_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_24_torch.float32_1: "0x0400000024D4173FBADFAD3FBBA4493FE2E7943FF0BF1E3F43075D3FF1D8773FFC83A13FAA640C3F5ACBAD3FE61A853F7034873FA8C5123FBE279F3F2F50A53F4D457A3F59E25D3F024A863F2786AC3F8C8F563F76C28E3F0C38623F3009AE3F40AAAD3F",
      torch_tensor_24_torch.float32: "0x04000000B8FF89BD780AACBD329EE23E50E2933E7495603E683014BE943055BE04069ABE084427BEE261ECBE0CA3343ECC919FBE28B44B3E04E1EC3EA4A6CC3E0868DBBD6C3301BEB825E9BD64B91B3EBA31A6BE98EE2FBE04DFD5BE8C0D2EBE80F4BF3B",
      torch_tensor_24_8_1_1_torch.float32: "0x04000000F6618CBE3C019C3D6FEED13DE3CC15BE81C853BE8AD7323E10A0D43D390A9DBE20FC3ABD55B47B3E8019A4BEB4E046BD6E5A46BE2185F13D619898BC8A5F9DBD31745ABC628E953D056E2D3E12F4BC3DEA532ABD8EF7283E0F49C5BD9D419A3EAC3A6B3D08B5483DB87B7FBE228E8ABDAD4A053DCFADA1BD65F964BE51CF8DBEEA10B13E8785B2BD12E9A5BEACCDC3BD0A97DE3D623293BE5E07973E05C1ACBEBB30AA3EABCAA3BEC48109BD3C760EBEB768A5BEA5662CBEDCB77A3D1BB99B3ED4A165BE56A6723EA161823EA52692BEE3A5863E4F0F9FBE1596A43E9697133DD694F6BCA8DE963EF51BC1BD4F5EE83D794C753DA9BABCBDD2E6773E6438B43EEF1154BDB1ED88BD48173B3E926C923E08AA713EC62709BEAFB4C23DF5D2A33E4FE61B3E6B8F91BED7EF9D3E7671153EBA06983EF6B906BE288FCC3D243D31BEE045583E1CCE8CBEB8D08E3E931095BEF7D8C33D41C5F1BD9C7688BBF0F0003DAE06F73BA9DD0EBE9A80F9BCD0D3693E4DFA05BD06B4D7BD921E22BEE674A3BE214B423C6CAF58BD9B7186BEAFAE8EBD67BD48BE9F82AFBEAA625BBD57E75C3E589F9BBDDCE5453EB034A8BE074024BEFB9EAEBDDF59AF3EB5265CBED2097DBE370458BEE3204F3E5716CEBD0C57233E7B3AF63DD32880BEAA50873E7A431DBC7C57433ECFF84FBE7F9F6C3E570EF0BD5D4A493EB417753E82A4953E40772A3E8D5F5ABE7AF84BBC06564EBE1DF6A1BE96EF7FBDD8D6EDBC7EBDA23E4A7630BEAD9827BD526F8B3E93F2AEBEA81D90BEC9EF053C810C993E612CAB3D9C8C213E8B994ABE933D7CBED665A5BE6C97503DFA32683E13666E3DDD29A4BEF74186BD9E18A23E434067BEF2A630BED1C65B3EBC058F3EB0BCA0BE6798B1BC547A7D3E86AEA93EA0A22ABE69F25E3E261A66BD2E26AD3D75FC973EFDD3B73CD3D07F3D0528AABE61E6013EAD32923D576983BE0A2AD03BE093373E67FBC1BB6530933EF6C4203EC3107CBE41BE35BD7BA7553E4FA0C7BDE6049DBE2AF608BE25E6823D660C3D3E8DA11C3E865A13BEC778453EEF6B483E4EBCACBEC12CAF3E8D76D23D",
      torch_tensor_8_torch.float32_16: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_15: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_14: "0x04000000A024823F79AB5F3FE1507A3F3832A53F934AA53F5811903F8EC6703F4B79AA3F",
      torch_tensor_8_torch.float32_13: "0x04000000104BC03ECA02AA3E6C64F9BEF87266BEF8465B3ED43A503EA0A8D13DA43D223E",
      torch_tensor_8_8_1_1_torch.float32_1: "0x0400000029519A3E62B44BBE977CF7BDF915893EF61F1ABEBAD62B3E1014B53C28BBF13A2BC0913D886D05BE625AEFBD4E23123E4F941DBEC8EAB1BDD082943D2839583EE32D11BDE0F58F3DBACD28BD989EB43E3AF68D3E83C123BE7E9BA23E54EB8FBEEF5931BEAD849FBE34839B3EC8EB583ED36F19BE109BCDBD54D6AF3C9E9C083E95ED9C3ED6A7A93ED6B3C8BD0C08B23E822186BE69FFA13E815827BDA1872D3EF27A12BE5C72D53D23EDD8BD52A655BE4FE787BEC2EC40BE24E6D73DA4D4B33E0AAA0F3CCA6A38BEC17B053E24E0AD3E9931A4BE064D3FBE4AECCDBD64B712BCDE59033E579041BEBF70A33DF85C8D3E1DB5B8BCBF7655BED22F58BE875C963D",
      torch_tensor_8_torch.float32_12: "0x04000000B390923E04B23DBE238CBC3EB29E21BF4F8D2E3F1BA0BBBEA3F2A83EB8B4D13E",
      torch_tensor_8_2_1_1_torch.float32: "0x04000000310FAFBD58BA63BE335A6CBEFC25F8BEF2B871BE8EB7133F081323BE0EFB0A3F6805023F523F50BED3E46EBE1BE995BE5048503EFA7B17BFAC4E4D3E750174BD",
      torch_tensor_2_torch.float32: "0x0400000059B9AA3ED807743E",
      torch_tensor_2_8_1_1_torch.float32: "0x040000001E4982BE09486C3BF3C079BD2F569A3EB211E8BAA909D6BD5DBE7B3E211B363E9C17983E63992F3DF435A73EE3B7513E8924A0BE6FC96C3CF59D953E209872BE",
      torch_tensor_8_torch.float32_11: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_10: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_9: "0x040000006F579B3FB4C1533F2E2A273F9D16353FF3EC4D3F20BCBB3FDA12313F23B73C3F",
      torch_tensor_8_torch.float32_8: "0x04000000D2A9C23E5424F33EF023573D4270823EF05C78BD90CDD43DFE59EABE40F7EC3D",
      torch_tensor_8_1_3_3_torch.float32: "0x04000000C0FA52BEC060923ED0B912BED0C2923D6B7D86BC0B843E3EE0F5193DB080B43D9770A93E77608CBE609A30BEB2E6813E3278A93E2022683EC036953DB65E74BD2B5945BE801A97BE1BD42EBE4C92A0BE430A783E50EA813D9E78913E969B853D5639ED3C8097C73D0064C23B56634A3B302F8A3DE8C9283ED623BF3D768528BDB3728B3EF648A63D583A573E00A79FBC6E9B1BBE18CD313E76EEDEBDDB859E3E9014C2BD235A91BE00F3C93BCE0BA7BEB73C903E3B1E13BE70AE94BEC3806D3ED61391BEE367823E7BD585BD5670FEBBD6ABF0BD3E0B5DBE8022F63C179A85BE6016D0BD9CDB823E8B08E03DBB69F83DC23689BE1BBB75BE42988CBE164A3FBEEB428DBC68E011BED6C511BC740B833E706BA6BE56BD3EBCA661AFBDBBD4C93D",
      torch_tensor_8_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_5: "0x04000000DBD95D3F3E54B83F1AD33A3F74DC923F0EA98A3F57765D3FA1CA5C3FF40AAE3F",
      torch_tensor_8_torch.float32_4: "0x04000000943A95BE9A4FC13E6828E1BD00474B3D20DCA0BE98C2C8BE4C1192BE80EBC33B",
      torch_tensor_8_8_1_1_torch.float32: "0x040000003EDDF7BD3AADA3BD35401BBEB20CFABD6585A63ED7C56FBE52547B3EE62681BCA724363DC6268C3EB4DD343C878050BEC2610B3E02510D3EC05414BE66EDA33E17234A3DE39607BECF52A03E5B1F91BEF27493BE06B446BCEC2C683D4CBAA43E5F1697BEE6CCC3BD893D753D4ED54EBE29438E3DD33DB1BECA5F8E3E4CFC9ABEA640713CCCECF3BD1AB512BE013DAEBCB0DAADBE12A19F3E8CD7983EE08B283D171F703D91C391BEA29F323E1209333D68A683BEA6F1253EEDFB5B3DB67286BD3829AA3E4BF1C33DC7C544BE1CD33ABE06186DBE059022BEC69587BEE800B33E3A36A83EF32CD23D24D588BEB64A5F3E70FC1EBE88072BBE7A4E8CBE263586BE",
      torch_tensor_8_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_1: "0x04000000359A843FD2BCB63FF7500A3F8C71A43F36228D3F5D773C3F9E64A13FC6AE463F",
      torch_tensor_8_torch.float32: "0x040000007874ACBD003B3A3C7846913DB01E003E20F0563E34BFAB3E8809FDBE04A804BE",
      torch_tensor_8_3_3_3_torch.float32: "0x040000004F717EBDA3F7113E663F893DFF5B1F3ED566EEBCCCF2E8BD8925ED3D6432B73DAD8E2B3E5CD9203EFB75C2BCDECFFFBD32C2113DE358E13D13A929BEE95569BCF71879BD631E1ABC2D0BEA3DBC2AA4BDCAECCEBDF709D73C59EA0A3E2DE37CBDB78B823D4D0FAABDDE90963BE536ABBABBB3DBBC1EF063BC6157C93C4EFEC73DE73D3DBEBB5B2ABED932F2BD4903F7BD4DC583BD771186BDDBA13EBD881A4BBCBA063ABE5632DFBC6712A6BD5D246E3D64C2263E5580E0BCC48129BD7BF7DA3D74A239BE034AD73D135CC6BC1EB21E3E3E80BD3D10A272BDA65B28BED45F03BE03A4E6BD024F0EBE857643BE98C97EBD1D8111BEE84B02BDDD928DBD93F21BBE4B1BEA3D1C831A3E30D319BD075EEEBDD98D27BE6CA0BC3B6F48C3BD83381E3D50409BBDA082BD3D3A84DCBD52A284BD895911BE03E9C53D1C350E3D34370EBDEE29EABD239409BE99E0903BC36A16BD4C9C933C5DF9233EFCDFA4BDECFBF23D8520073EE850133B4A5096BD187A5BBDF47D793BD1577F3DE426C73D62F0C33C3E5D41B9FAE03C3E9F03403E4B1EFDBDD77EE53D786CB83D8D42FA3DCBD2DFBD224C26BE70117DBC45EDBCBDFC4A283D3747013E388202BE9D992BBE08A632BE9C17FA3D91F701BEDE6A19BEC84331BD5B173A3EC53EE93DBB8FA5BD028BEA3D63BE053E33EF0EBE7812A9BD70AA1C3E2B0DCD3D4EB28B3D8FC2E0BD2E62C0BD36D0033EA1AE8E3DA0E1C8BD6617FEBDCCF1FBBDDC1A39BE0317013EFAF9B23D0D0D1F3B489F0C3E89D79A3DB8FE3FBEB62CE5BD0FAF39BE168CA53DD45D893BC6D9B53CC287013E9B24E5BD75BF1CBDC49B7ABD039CE23C827EFDBCFB93143DBD3CF8BD96E629BC8D1142BEB41042BD89E63D3E629FFFBD04AAED3DFDA1EB3DF0B3293EDA2B0CBE94239D3D39F1263ED6DAC2BD4924EFBDE8D710BE2ABB423D85A7AA3D7E3C983CC20689BD4DF1E03C599D19BDAB22883D97F75EBD96C5D13D55C9E9BD0372143EC4D4D8B96D7B8E3D524E283EA4911E3E6485AFBC70CC423CF969173E5373FABC5BC9FBBCC26713BD1FC4E7BCA183C0BCA669ACBD92AE8CBDEE9EBC3D696D183E8ACACB3DD67A2F3E41539EBD8DBB1A3E4F7E433D68D73F3EE752953D914D343D65BE963D9BC9EE3D0B4F9EBD128CF7BD91F3823D752FD93C2F7E3A3E934CB5BD598E9E3DB3CD20BE596D10BE0B42393ED79E32BE3D2E8A3D"
    }
  }
#-}
