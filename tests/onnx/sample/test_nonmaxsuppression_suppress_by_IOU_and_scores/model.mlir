#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (0)>
#map6 = affine_map<(d0) -> (0)>
module {
  func.func @test_nonmaxsuppression_suppress_by_IOU_and_scores(%arg0: tensor<1x6x4xf32>, %arg1: tensor<1x1x6xf32>, %arg2: tensor<1xi64>, %arg3: tensor<1xf32>, %arg4: tensor<1xf32>) -> tensor<2x3xi64> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %c6_i64 = arith.constant 6 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c6 = arith.constant 6 : index
    %c-1 = arith.constant -1 : index
    %c0 = arith.constant 0 : index
    %cst_1 = arith.constant 0x7F800000 : f32
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %cst_2 = arith.constant dense<1> : tensor<6xi64>
    %cst_3 = arith.constant dense<0> : tensor<1xi64>
    %cst_4 = arith.constant dense<0> : tensor<2x2xi64>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x6x4xf32> into tensor<6x4xf32>
    %collapsed_5 = tensor.collapse_shape %arg1 [[0, 1, 2]] : tensor<1x1x6xf32> into tensor<6xf32>
    %extracted = tensor.extract %arg4[%c0] : tensor<1xf32>
    %0 = arith.extf %extracted : f32 to f64
    %1 = tensor.empty() : tensor<f32>
    %2 = linalg.fill ins(%cst_1 : f32) outs(%1 : tensor<f32>) -> tensor<f32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%collapsed_5 : tensor<6xf32>) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.minimumf %in, %out : f32
      linalg.yield %29 : f32
    } -> tensor<f32>
    %extracted_6 = tensor.extract %3[] : tensor<f32>
    %4 = arith.extf %extracted_6 : f32 to f64
    %5 = arith.cmpf uge, %4, %0 : f64
    cf.assert %5, "unimplemented: score_threshold should be <= min(scores)"
    %extracted_7 = tensor.extract %arg3[%c0] : tensor<1xf32>
    %6 = arith.extf %extracted_7 : f32 to f64
    %extracted_8 = tensor.extract %arg2[%c0] : tensor<1xi64>
    %extracted_slice = tensor.extract_slice %collapsed[0, 0] [6, 2] [1, 1] : tensor<6x4xf32> to tensor<6x2xf32>
    %extracted_slice_9 = tensor.extract_slice %collapsed[0, 2] [6, 2] [1, 1] : tensor<6x4xf32> to tensor<6x2xf32>
    %7 = tensor.empty() : tensor<6x2xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_9 : tensor<6x2xf32>, tensor<6x2xf32>) outs(%7 : tensor<6x2xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %29 = arith.cmpf olt, %in, %in_11 : f32
      %30 = arith.select %29, %in, %in_11 : f32
      linalg.yield %30 : f32
    } -> tensor<6x2xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice, %extracted_slice_9 : tensor<6x2xf32>, tensor<6x2xf32>) outs(%7 : tensor<6x2xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %29 = arith.cmpf ogt, %in, %in_11 : f32
      %30 = arith.select %29, %in, %in_11 : f32
      linalg.yield %30 : f32
    } -> tensor<6x2xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%9, %8 : tensor<6x2xf32>, tensor<6x2xf32>) outs(%7 : tensor<6x2xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %29 = arith.subf %in, %in_11 : f32
      linalg.yield %29 : f32
    } -> tensor<6x2xf32>
    %11 = tensor.empty() : tensor<6xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<6xf32>) -> tensor<6xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<6x2xf32>) outs(%12 : tensor<6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.mulf %in, %out : f32
      linalg.yield %29 : f32
    } -> tensor<6xf32>
    %14 = tensor.empty() : tensor<6xi64>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%14 : tensor<6xi64>) {
    ^bb0(%out: i64):
      %29 = linalg.index 0 : index
      %30 = arith.index_cast %29 : index to i64
      linalg.yield %30 : i64
    } -> tensor<6xi64>
    %16:2 = tm_tensor.sort dimension(0) outs(%collapsed_5, %15 : tensor<6xf32>, tensor<6xi64>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: i64, %arg8: i64):
      %29 = arith.cmpf oge, %arg5, %arg6 : f32
      tm_tensor.yield %29 : i1
    } -> tensor<6xf32>, tensor<6xi64>
    %17:3 = scf.for %arg5 = %c0 to %c6 step %c1 iter_args(%arg6 = %cst_2, %arg7 = %14, %arg8 = %c0_i64) -> (tensor<6xi64>, tensor<6xi64>, i64) {
      %29 = arith.index_cast %arg5 : index to i64
      %30 = arith.cmpi slt, %29, %c0_i64 : i64
      %31 = arith.extui %30 : i1 to i64
      %32 = arith.muli %31, %c6_i64 : i64
      %33 = arith.addi %29, %32 : i64
      %34 = arith.addi %33, %c6_i64 : i64
      %35 = arith.cmpi sge, %33, %c0_i64 : i64
      %36 = arith.select %35, %33, %34 : i64
      %37 = arith.maxsi %36, %c0_i64 : i64
      %38 = arith.minsi %37, %c6_i64 : i64
      %39 = arith.index_cast %38 : i64 to index
      %extracted_slice_11 = tensor.extract_slice %arg6[%39] [1] [1] : tensor<6xi64> to tensor<1xi64>
      %extracted_12 = tensor.extract %extracted_slice_11[%c0] : tensor<1xi64>
      %40 = arith.cmpi ne, %extracted_12, %c0_i64 : i64
      %41:3 = scf.if %40 -> (tensor<6xi64>, tensor<6xi64>, i64) {
        %extracted_slice_13 = tensor.extract_slice %16#1[%39] [1] [1] : tensor<6xi64> to tensor<1xi64>
        %42 = arith.addi %arg8, %c1_i64 : i64
        %43 = arith.addi %arg8, %c6_i64 : i64
        %44 = arith.cmpi sge, %arg8, %c0_i64 : i64
        %45 = arith.select %44, %arg8, %43 : i64
        %46 = arith.maxsi %45, %c0_i64 : i64
        %47 = arith.minsi %46, %c6_i64 : i64
        %48 = arith.index_cast %47 : i64 to index
        %inserted_slice = tensor.insert_slice %extracted_slice_13 into %arg7[%48] [1] [1] : tensor<1xi64> into tensor<6xi64>
        %extracted_14 = tensor.extract %extracted_slice_13[%c0] : tensor<1xi64>
        %49 = arith.addi %extracted_14, %c6_i64 : i64
        %50 = arith.cmpi sge, %extracted_14, %c0_i64 : i64
        %51 = arith.select %50, %extracted_14, %49 : i64
        %52 = arith.maxsi %51, %c0_i64 : i64
        %53 = arith.minsi %52, %c6_i64 : i64
        %54 = arith.index_cast %53 : i64 to index
        %extracted_slice_15 = tensor.extract_slice %collapsed[%54, 0] [1, 4] [1, 1] : tensor<6x4xf32> to tensor<1x4xf32>
        %extracted_slice_16 = tensor.extract_slice %extracted_slice_15[0, 0] [1, 2] [1, 1] : tensor<1x4xf32> to tensor<1x2xf32>
        %extracted_slice_17 = tensor.extract_slice %extracted_slice_15[0, 2] [1, 2] [1, 1] : tensor<1x4xf32> to tensor<1x2xf32>
        %55 = tensor.empty() : tensor<1x2xf32>
        %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_16, %extracted_slice_17 : tensor<1x2xf32>, tensor<1x2xf32>) outs(%55 : tensor<1x2xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.cmpf olt, %in, %in_19 : f32
          %68 = arith.select %67, %in, %in_19 : f32
          linalg.yield %68 : f32
        } -> tensor<1x2xf32>
        %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_16, %extracted_slice_17 : tensor<1x2xf32>, tensor<1x2xf32>) outs(%55 : tensor<1x2xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.cmpf ogt, %in, %in_19 : f32
          %68 = arith.select %67, %in, %in_19 : f32
          linalg.yield %68 : f32
        } -> tensor<1x2xf32>
        %58 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%8, %56 : tensor<6x2xf32>, tensor<1x2xf32>) outs(%7 : tensor<6x2xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.cmpf ogt, %in, %in_19 : f32
          %68 = arith.select %67, %in, %in_19 : f32
          linalg.yield %68 : f32
        } -> tensor<6x2xf32>
        %59 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%9, %57 : tensor<6x2xf32>, tensor<1x2xf32>) outs(%7 : tensor<6x2xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.cmpf olt, %in, %in_19 : f32
          %68 = arith.select %67, %in, %in_19 : f32
          linalg.yield %68 : f32
        } -> tensor<6x2xf32>
        %60 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%59, %58 : tensor<6x2xf32>, tensor<6x2xf32>) outs(%7 : tensor<6x2xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.subf %in, %in_19 : f32
          linalg.yield %67 : f32
        } -> tensor<6x2xf32>
        %61 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%60, %cst : tensor<6x2xf32>, tensor<1xf32>) outs(%7 : tensor<6x2xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.cmpf ogt, %in, %in_19 : f32
          %68 = arith.select %67, %in, %in_19 : f32
          linalg.yield %68 : f32
        } -> tensor<6x2xf32>
        %62 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%61 : tensor<6x2xf32>) outs(%12 : tensor<6xf32>) {
        ^bb0(%in: f32, %out: f32):
          %67 = arith.mulf %in, %out : f32
          linalg.yield %67 : f32
        } -> tensor<6xf32>
        %extracted_slice_18 = tensor.extract_slice %13[%54] [1] [1] : tensor<6xf32> to tensor<1xf32>
        %63 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel"]} ins(%13, %extracted_slice_18 : tensor<6xf32>, tensor<1xf32>) outs(%11 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.addf %in, %in_19 : f32
          linalg.yield %67 : f32
        } -> tensor<6xf32>
        %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%63, %62 : tensor<6xf32>, tensor<6xf32>) outs(%11 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.subf %in, %in_19 : f32
          linalg.yield %67 : f32
        } -> tensor<6xf32>
        %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%62, %64 : tensor<6xf32>, tensor<6xf32>) outs(%11 : tensor<6xf32>) {
        ^bb0(%in: f32, %in_19: f32, %out: f32):
          %67 = arith.divf %in, %in_19 : f32
          linalg.yield %67 : f32
        } -> tensor<6xf32>
        %66 = scf.for %arg9 = %c0 to %c6 step %c1 iter_args(%arg10 = %arg6) -> (tensor<6xi64>) {
          %67 = arith.index_cast %arg9 : index to i64
          %68 = arith.addi %67, %29 : i64
          %69 = arith.addi %68, %c1_i64 : i64
          %70 = arith.cmpi slt, %69, %c6_i64 : i64
          %71 = scf.if %70 -> (tensor<6xi64>) {
            %72 = arith.cmpi slt, %69, %c0_i64 : i64
            %73 = arith.extui %72 : i1 to i64
            %74 = arith.muli %73, %c6_i64 : i64
            %75 = arith.addi %69, %74 : i64
            %76 = arith.addi %75, %c6_i64 : i64
            %77 = arith.cmpi sge, %75, %c0_i64 : i64
            %78 = arith.select %77, %75, %76 : i64
            %79 = arith.maxsi %78, %c0_i64 : i64
            %80 = arith.minsi %79, %c6_i64 : i64
            %81 = arith.index_cast %80 : i64 to index
            %extracted_slice_19 = tensor.extract_slice %16#1[%81] [1] [1] : tensor<6xi64> to tensor<1xi64>
            %extracted_20 = tensor.extract %extracted_slice_19[%c0] : tensor<1xi64>
            %82 = arith.addi %extracted_20, %c6_i64 : i64
            %83 = arith.cmpi sge, %extracted_20, %c0_i64 : i64
            %84 = arith.select %83, %extracted_20, %82 : i64
            %85 = arith.maxsi %84, %c0_i64 : i64
            %86 = arith.minsi %85, %c6_i64 : i64
            %87 = arith.index_cast %86 : i64 to index
            %extracted_slice_21 = tensor.extract_slice %65[%87] [1] [1] : tensor<6xf32> to tensor<1xf32>
            %extracted_22 = tensor.extract %extracted_slice_21[%c0] : tensor<1xf32>
            %88 = arith.extf %extracted_22 : f32 to f64
            %89 = arith.cmpf ugt, %88, %6 : f64
            %90 = scf.if %89 -> (tensor<6xi64>) {
              %91 = arith.addi %69, %c6_i64 : i64
              %92 = arith.cmpi sge, %69, %c0_i64 : i64
              %93 = arith.select %92, %69, %91 : i64
              %94 = arith.maxsi %93, %c0_i64 : i64
              %95 = arith.minsi %94, %c6_i64 : i64
              %96 = arith.index_cast %95 : i64 to index
              %inserted_slice_23 = tensor.insert_slice %cst_3 into %arg10[%96] [1] [1] : tensor<1xi64> into tensor<6xi64>
              scf.yield %inserted_slice_23 : tensor<6xi64>
            } else {
              scf.yield %arg10 : tensor<6xi64>
            }
            scf.yield %90 : tensor<6xi64>
          } else {
            scf.yield %arg10 : tensor<6xi64>
          }
          scf.yield %71 : tensor<6xi64>
        }
        scf.yield %66, %inserted_slice, %42 : tensor<6xi64>, tensor<6xi64>, i64
      } else {
        scf.yield %arg6, %arg7, %arg8 : tensor<6xi64>, tensor<6xi64>, i64
      }
      scf.yield %41#0, %41#1, %41#2 : tensor<6xi64>, tensor<6xi64>, i64
    }
    %18 = arith.index_cast %17#2 : i64 to index
    %19 = arith.cmpi slt, %18, %c0 : index
    %20 = arith.addi %18, %c6 : index
    %21 = arith.select %19, %20, %18 : index
    %22 = arith.cmpi slt, %21, %c0 : index
    %23 = arith.select %22, %c-1, %21 : index
    %24 = arith.minsi %23, %c6 : index
    %25 = arith.maxsi %24, %c0 : index
    %extracted_slice_10 = tensor.extract_slice %17#1[0] [%25] [1] : tensor<6xi64> to tensor<?xi64>
    %26 = arith.index_cast %25 : index to i64
    %27 = arith.cmpi sgt, %26, %extracted_8 : i64
    %28 = scf.if %27 -> (tensor<2xi64>) {
      %29 = arith.minsi %26, %c0_i64 : i64
      %30 = arith.index_cast %29 : i64 to index
      %extracted_slice_11 = tensor.extract_slice %extracted_slice_10[%30] [2] [1] : tensor<?xi64> to tensor<2xi64>
      scf.yield %extracted_slice_11 : tensor<2xi64>
    } else {
      %extracted_slice_11 = tensor.extract_slice %17#1[0] [2] [1] : tensor<6xi64> to tensor<2xi64>
      scf.yield %extracted_slice_11 : tensor<2xi64>
    }
    %expanded = tensor.expand_shape %28 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %concat = tensor.concat dim(1) %cst_4, %expanded : (tensor<2x2xi64>, tensor<2x1xi64>) -> tensor<2x3xi64>
    return %concat : tensor<2x3xi64>
  }
}

