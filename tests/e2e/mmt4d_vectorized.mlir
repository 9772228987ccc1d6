// mmt4d shapes for mlirc-vectorize-contractions (AVX-512 parameters, no FMA): B read in place
// (K0 = 1) or packed per n1 (K0 > 1), N0 not a multiple of the vector length (narrower
// vectors), row and column groups, dynamic outer sizes, f64, i8 -> i32, the generic form.
// Inputs are not exact in binary and the float results are printed as their bits: every
// element must be summed in the order of the naive loops.
// MLIRC-FLAGS: --codegen=vector-bits=512,vector-registers=32,fma=0
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func private @init_f32_1(%t: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 8 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 4 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 6 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 12 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 17 : index
    %m = arith.remui %s2, %cm : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %k = arith.constant 0.1 : f32
    %g = arith.mulf %f, %k : f32
    %h = arith.constant 0.71 : f32
    %v = arith.subf %g, %h : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func private @init_f32_2(%t: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 9 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 5 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 7 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 13 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 17 : index
    %m = arith.remui %s2, %cm : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %k = arith.constant 0.1 : f32
    %g = arith.mulf %f, %k : f32
    %h = arith.constant 0.72 : f32
    %v = arith.subf %g, %h : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func private @init_f32_3(%t: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 10 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 6 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 8 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 14 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 17 : index
    %m = arith.remui %s2, %cm : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %k = arith.constant 0.1 : f32
    %g = arith.mulf %f, %k : f32
    %h = arith.constant 0.73 : f32
    %v = arith.subf %g, %h : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func private @init_f64_1(%t: tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf64>) {
  ^bb0(%o: f64):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 8 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 4 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 6 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 12 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 17 : index
    %m = arith.remui %s2, %cm : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f64
    %k = arith.constant 0.1 : f64
    %g = arith.mulf %f, %k : f64
    %h = arith.constant 0.71 : f64
    %v = arith.subf %g, %h : f64
    linalg.yield %v : f64
  } -> tensor<?x?x?x?xf64>
  return %r : tensor<?x?x?x?xf64>
}

func.func private @init_f64_2(%t: tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf64>) {
  ^bb0(%o: f64):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 9 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 5 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 7 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 13 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 17 : index
    %m = arith.remui %s2, %cm : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f64
    %k = arith.constant 0.1 : f64
    %g = arith.mulf %f, %k : f64
    %h = arith.constant 0.72 : f64
    %v = arith.subf %g, %h : f64
    linalg.yield %v : f64
  } -> tensor<?x?x?x?xf64>
  return %r : tensor<?x?x?x?xf64>
}

func.func private @init_f64_3(%t: tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf64>) {
  ^bb0(%o: f64):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 10 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 6 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 8 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 14 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 17 : index
    %m = arith.remui %s2, %cm : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f64
    %k = arith.constant 0.1 : f64
    %g = arith.mulf %f, %k : f64
    %h = arith.constant 0.73 : f64
    %v = arith.subf %g, %h : f64
    linalg.yield %v : f64
  } -> tensor<?x?x?x?xf64>
  return %r : tensor<?x?x?x?xf64>
}

func.func private @init_i8_1(%t: tensor<?x?x?x?xi8>) -> tensor<?x?x?x?xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xi8>) {
  ^bb0(%o: i8):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 8 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 4 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 6 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 12 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 7 : index
    %m = arith.remui %s2, %cm : index
    %cthree = arith.constant 3 : index
    %d = arith.subi %m, %cthree : index
    %v = arith.index_cast %d : index to i8
    linalg.yield %v : i8
  } -> tensor<?x?x?x?xi8>
  return %r : tensor<?x?x?x?xi8>
}

func.func private @init_i8_2(%t: tensor<?x?x?x?xi8>) -> tensor<?x?x?x?xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xi8>) {
  ^bb0(%o: i8):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 9 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 5 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 7 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 13 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 7 : index
    %m = arith.remui %s2, %cm : index
    %cthree = arith.constant 3 : index
    %d = arith.subi %m, %cthree : index
    %v = arith.index_cast %d : index to i8
    linalg.yield %v : i8
  } -> tensor<?x?x?x?xi8>
  return %r : tensor<?x?x?x?xi8>
}

func.func private @init_i32_3(%t: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xi32>) {
  ^bb0(%o: i32):
    %i0 = linalg.index 0 : index
    %c0 = arith.constant 10 : index
    %p0 = arith.muli %i0, %c0 : index
    %i1 = linalg.index 1 : index
    %c1 = arith.constant 6 : index
    %p1 = arith.muli %i1, %c1 : index
    %i2 = linalg.index 2 : index
    %c2 = arith.constant 8 : index
    %p2 = arith.muli %i2, %c2 : index
    %i3 = linalg.index 3 : index
    %c3 = arith.constant 14 : index
    %p3 = arith.muli %i3, %c3 : index
    %s0 = arith.addi %p0, %p1 : index
    %s1 = arith.addi %s0, %p2 : index
    %s2 = arith.addi %s1, %p3 : index
    %cm = arith.constant 7 : index
    %m = arith.remui %s2, %cm : index
    %cthree = arith.constant 3 : index
    %d = arith.subi %m, %cthree : index
    %v = arith.index_cast %d : index to i32
    linalg.yield %v : i32
  } -> tensor<?x?x?x?xi32>
  return %r : tensor<?x?x?x?xi32>
}

func.func private @bits_f32(%t: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32> {
  %c0 = arith.constant 0 : index
  %c0i = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0i : tensor<?x?x?x?xf32>
  %c1i = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1i : tensor<?x?x?x?xf32>
  %c2i = arith.constant 2 : index
  %d2 = tensor.dim %t, %c2i : tensor<?x?x?x?xf32>
  %c3i = arith.constant 3 : index
  %d3 = tensor.dim %t, %c3i : tensor<?x?x?x?xf32>
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<?x?x?x?xf32>) outs(%e : tensor<?x?x?x?xi32>) {
  ^bb0(%x: f32, %o: i32):
    %b = arith.bitcast %x : f32 to i32
    linalg.yield %b : i32
  } -> tensor<?x?x?x?xi32>
  return %r : tensor<?x?x?x?xi32>
}

func.func private @bits_f64(%t: tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xi64> {
  %c0 = arith.constant 0 : index
  %c0i = arith.constant 0 : index
  %d0 = tensor.dim %t, %c0i : tensor<?x?x?x?xf64>
  %c1i = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1i : tensor<?x?x?x?xf64>
  %c2i = arith.constant 2 : index
  %d2 = tensor.dim %t, %c2i : tensor<?x?x?x?xf64>
  %c3i = arith.constant 3 : index
  %d3 = tensor.dim %t, %c3i : tensor<?x?x?x?xf64>
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<?x?x?x?xf64>) outs(%e : tensor<?x?x?x?xi64>) {
  ^bb0(%x: f64, %o: i64):
    %b = arith.bitcast %x : f64 to i64
    linalg.yield %b : i64
  } -> tensor<?x?x?x?xi64>
  return %r : tensor<?x?x?x?xi64>
}

func.func @direct(%a: tensor<2x7x16x1xf32>, %b: tensor<3x7x16x1xf32>, %c: tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x7x16x1xf32>, tensor<3x7x16x1xf32>) outs(%c : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
  return %r : tensor<2x3x16x16xf32>
}

func.func @rem4(%a: tensor<3x5x8x1xf32>, %b: tensor<2x5x20x1xf32>, %c: tensor<3x2x8x20xf32>) -> tensor<3x2x8x20xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<3x5x8x1xf32>, tensor<2x5x20x1xf32>) outs(%c : tensor<3x2x8x20xf32>) -> tensor<3x2x8x20xf32>
  return %r : tensor<3x2x8x20xf32>
}

func.func @rem1(%a: tensor<2x4x7x1xf32>, %b: tensor<2x4x17x1xf32>, %c: tensor<2x2x7x17xf32>) -> tensor<2x2x7x17xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x4x7x1xf32>, tensor<2x4x17x1xf32>) outs(%c : tensor<2x2x7x17xf32>) -> tensor<2x2x7x17xf32>
  return %r : tensor<2x2x7x17xf32>
}

func.func @packed(%a: tensor<2x3x5x2xf32>, %b: tensor<3x3x33x2xf32>, %c: tensor<2x3x5x33xf32>) -> tensor<2x3x5x33xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x3x5x2xf32>, tensor<3x3x33x2xf32>) outs(%c : tensor<2x3x5x33xf32>) -> tensor<2x3x5x33xf32>
  return %r : tensor<2x3x5x33xf32>
}

func.func @groups_packed(%a: tensor<1x6x30x3xf32>, %b: tensor<2x6x70x3xf32>, %c: tensor<1x2x30x70xf32>) -> tensor<1x2x30x70xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<1x6x30x3xf32>, tensor<2x6x70x3xf32>) outs(%c : tensor<1x2x30x70xf32>) -> tensor<1x2x30x70xf32>
  return %r : tensor<1x2x30x70xf32>
}

func.func @groups(%a: tensor<2x3x19x1xf32>, %b: tensor<2x3x70x1xf32>, %c: tensor<2x2x19x70xf32>) -> tensor<2x2x19x70xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x3x19x1xf32>, tensor<2x3x70x1xf32>) outs(%c : tensor<2x2x19x70xf32>) -> tensor<2x2x19x70xf32>
  return %r : tensor<2x2x19x70xf32>
}

func.func @narrow(%a: tensor<4x9x3x4xf32>, %b: tensor<4x9x5x4xf32>, %c: tensor<4x4x3x5xf32>) -> tensor<4x4x3x5xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<4x9x3x4xf32>, tensor<4x9x5x4xf32>) outs(%c : tensor<4x4x3x5xf32>) -> tensor<4x4x3x5xf32>
  return %r : tensor<4x4x3x5xf32>
}

func.func @dynamic(%a: tensor<?x?x16x1xf32>, %b: tensor<?x?x16x1xf32>, %c: tensor<?x?x16x16xf32>) -> tensor<?x?x16x16xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<?x?x16x1xf32>, tensor<?x?x16x1xf32>) outs(%c : tensor<?x?x16x16xf32>) -> tensor<?x?x16x16xf32>
  return %r : tensor<?x?x16x16xf32>
}

func.func @f64(%a: tensor<2x5x8x1xf64>, %b: tensor<2x5x12x1xf64>, %c: tensor<2x2x8x12xf64>) -> tensor<2x2x8x12xf64> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x5x8x1xf64>, tensor<2x5x12x1xf64>) outs(%c : tensor<2x2x8x12xf64>) -> tensor<2x2x8x12xf64>
  return %r : tensor<2x2x8x12xf64>
}

func.func @i8(%a: tensor<2x5x8x2xi8>, %b: tensor<2x5x20x2xi8>, %c: tensor<2x2x8x20xi32>) -> tensor<2x2x8x20xi32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x5x8x2xi8>, tensor<2x5x20x2xi8>) outs(%c : tensor<2x2x8x20xi32>) -> tensor<2x2x8x20xi32>
  return %r : tensor<2x2x8x20xi32>
}

func.func @i8_direct(%a: tensor<2x4x8x1xi8>, %b: tensor<3x4x24x1xi8>, %c: tensor<2x3x8x24xi32>) -> tensor<2x3x8x24xi32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<2x4x8x1xi8>, tensor<3x4x24x1xi8>) outs(%c : tensor<2x3x8x24xi32>) -> tensor<2x3x8x24xi32>
  return %r : tensor<2x3x8x24xi32>
}

func.func @generic(%a: tensor<2x4x6x1xf32>, %b: tensor<3x4x24x1xf32>, %c: tensor<2x3x6x24xf32>) -> tensor<2x3x6x24xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]}
      ins(%b, %a : tensor<3x4x24x1xf32>, tensor<2x4x6x1xf32>) outs(%c : tensor<2x3x6x24xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x6x24xf32>
  return %r : tensor<2x3x6x24xf32>
}

func.func @main() {
  %aedirect = tensor.empty() : tensor<2x7x16x1xf32>
  %addirect = tensor.cast %aedirect : tensor<2x7x16x1xf32> to tensor<?x?x?x?xf32>
  %aidirect = call @init_f32_1(%addirect) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %adirect = tensor.cast %aidirect : tensor<?x?x?x?xf32> to tensor<2x7x16x1xf32>
  %bedirect = tensor.empty() : tensor<3x7x16x1xf32>
  %bddirect = tensor.cast %bedirect : tensor<3x7x16x1xf32> to tensor<?x?x?x?xf32>
  %bidirect = call @init_f32_2(%bddirect) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bdirect = tensor.cast %bidirect : tensor<?x?x?x?xf32> to tensor<3x7x16x1xf32>
  %cedirect = tensor.empty() : tensor<2x3x16x16xf32>
  %cddirect = tensor.cast %cedirect : tensor<2x3x16x16xf32> to tensor<?x?x?x?xf32>
  %cidirect = call @init_f32_3(%cddirect) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cdirect = tensor.cast %cidirect : tensor<?x?x?x?xf32> to tensor<2x3x16x16xf32>
  %rdirect = call @direct(%adirect, %bdirect, %cdirect) : (tensor<2x7x16x1xf32>, tensor<3x7x16x1xf32>, tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
  %rddirect = tensor.cast %rdirect : tensor<2x3x16x16xf32> to tensor<?x?x?x?xf32>
  %vdirect = call @bits_f32(%rddirect) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %udirect = tensor.cast %vdirect : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%udirect) : (tensor<*xi32>) -> ()
  %aerem4 = tensor.empty() : tensor<3x5x8x1xf32>
  %adrem4 = tensor.cast %aerem4 : tensor<3x5x8x1xf32> to tensor<?x?x?x?xf32>
  %airem4 = call @init_f32_1(%adrem4) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %arem4 = tensor.cast %airem4 : tensor<?x?x?x?xf32> to tensor<3x5x8x1xf32>
  %berem4 = tensor.empty() : tensor<2x5x20x1xf32>
  %bdrem4 = tensor.cast %berem4 : tensor<2x5x20x1xf32> to tensor<?x?x?x?xf32>
  %birem4 = call @init_f32_2(%bdrem4) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %brem4 = tensor.cast %birem4 : tensor<?x?x?x?xf32> to tensor<2x5x20x1xf32>
  %cerem4 = tensor.empty() : tensor<3x2x8x20xf32>
  %cdrem4 = tensor.cast %cerem4 : tensor<3x2x8x20xf32> to tensor<?x?x?x?xf32>
  %cirem4 = call @init_f32_3(%cdrem4) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %crem4 = tensor.cast %cirem4 : tensor<?x?x?x?xf32> to tensor<3x2x8x20xf32>
  %rrem4 = call @rem4(%arem4, %brem4, %crem4) : (tensor<3x5x8x1xf32>, tensor<2x5x20x1xf32>, tensor<3x2x8x20xf32>) -> tensor<3x2x8x20xf32>
  %rdrem4 = tensor.cast %rrem4 : tensor<3x2x8x20xf32> to tensor<?x?x?x?xf32>
  %vrem4 = call @bits_f32(%rdrem4) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %urem4 = tensor.cast %vrem4 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%urem4) : (tensor<*xi32>) -> ()
  %aerem1 = tensor.empty() : tensor<2x4x7x1xf32>
  %adrem1 = tensor.cast %aerem1 : tensor<2x4x7x1xf32> to tensor<?x?x?x?xf32>
  %airem1 = call @init_f32_1(%adrem1) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %arem1 = tensor.cast %airem1 : tensor<?x?x?x?xf32> to tensor<2x4x7x1xf32>
  %berem1 = tensor.empty() : tensor<2x4x17x1xf32>
  %bdrem1 = tensor.cast %berem1 : tensor<2x4x17x1xf32> to tensor<?x?x?x?xf32>
  %birem1 = call @init_f32_2(%bdrem1) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %brem1 = tensor.cast %birem1 : tensor<?x?x?x?xf32> to tensor<2x4x17x1xf32>
  %cerem1 = tensor.empty() : tensor<2x2x7x17xf32>
  %cdrem1 = tensor.cast %cerem1 : tensor<2x2x7x17xf32> to tensor<?x?x?x?xf32>
  %cirem1 = call @init_f32_3(%cdrem1) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %crem1 = tensor.cast %cirem1 : tensor<?x?x?x?xf32> to tensor<2x2x7x17xf32>
  %rrem1 = call @rem1(%arem1, %brem1, %crem1) : (tensor<2x4x7x1xf32>, tensor<2x4x17x1xf32>, tensor<2x2x7x17xf32>) -> tensor<2x2x7x17xf32>
  %rdrem1 = tensor.cast %rrem1 : tensor<2x2x7x17xf32> to tensor<?x?x?x?xf32>
  %vrem1 = call @bits_f32(%rdrem1) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %urem1 = tensor.cast %vrem1 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%urem1) : (tensor<*xi32>) -> ()
  %aepacked = tensor.empty() : tensor<2x3x5x2xf32>
  %adpacked = tensor.cast %aepacked : tensor<2x3x5x2xf32> to tensor<?x?x?x?xf32>
  %aipacked = call @init_f32_1(%adpacked) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %apacked = tensor.cast %aipacked : tensor<?x?x?x?xf32> to tensor<2x3x5x2xf32>
  %bepacked = tensor.empty() : tensor<3x3x33x2xf32>
  %bdpacked = tensor.cast %bepacked : tensor<3x3x33x2xf32> to tensor<?x?x?x?xf32>
  %bipacked = call @init_f32_2(%bdpacked) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bpacked = tensor.cast %bipacked : tensor<?x?x?x?xf32> to tensor<3x3x33x2xf32>
  %cepacked = tensor.empty() : tensor<2x3x5x33xf32>
  %cdpacked = tensor.cast %cepacked : tensor<2x3x5x33xf32> to tensor<?x?x?x?xf32>
  %cipacked = call @init_f32_3(%cdpacked) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cpacked = tensor.cast %cipacked : tensor<?x?x?x?xf32> to tensor<2x3x5x33xf32>
  %rpacked = call @packed(%apacked, %bpacked, %cpacked) : (tensor<2x3x5x2xf32>, tensor<3x3x33x2xf32>, tensor<2x3x5x33xf32>) -> tensor<2x3x5x33xf32>
  %rdpacked = tensor.cast %rpacked : tensor<2x3x5x33xf32> to tensor<?x?x?x?xf32>
  %vpacked = call @bits_f32(%rdpacked) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %upacked = tensor.cast %vpacked : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%upacked) : (tensor<*xi32>) -> ()
  %aegroups_packed = tensor.empty() : tensor<1x6x30x3xf32>
  %adgroups_packed = tensor.cast %aegroups_packed : tensor<1x6x30x3xf32> to tensor<?x?x?x?xf32>
  %aigroups_packed = call @init_f32_1(%adgroups_packed) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %agroups_packed = tensor.cast %aigroups_packed : tensor<?x?x?x?xf32> to tensor<1x6x30x3xf32>
  %begroups_packed = tensor.empty() : tensor<2x6x70x3xf32>
  %bdgroups_packed = tensor.cast %begroups_packed : tensor<2x6x70x3xf32> to tensor<?x?x?x?xf32>
  %bigroups_packed = call @init_f32_2(%bdgroups_packed) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bgroups_packed = tensor.cast %bigroups_packed : tensor<?x?x?x?xf32> to tensor<2x6x70x3xf32>
  %cegroups_packed = tensor.empty() : tensor<1x2x30x70xf32>
  %cdgroups_packed = tensor.cast %cegroups_packed : tensor<1x2x30x70xf32> to tensor<?x?x?x?xf32>
  %cigroups_packed = call @init_f32_3(%cdgroups_packed) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cgroups_packed = tensor.cast %cigroups_packed : tensor<?x?x?x?xf32> to tensor<1x2x30x70xf32>
  %rgroups_packed = call @groups_packed(%agroups_packed, %bgroups_packed, %cgroups_packed) : (tensor<1x6x30x3xf32>, tensor<2x6x70x3xf32>, tensor<1x2x30x70xf32>) -> tensor<1x2x30x70xf32>
  %rdgroups_packed = tensor.cast %rgroups_packed : tensor<1x2x30x70xf32> to tensor<?x?x?x?xf32>
  %vgroups_packed = call @bits_f32(%rdgroups_packed) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %ugroups_packed = tensor.cast %vgroups_packed : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%ugroups_packed) : (tensor<*xi32>) -> ()
  %aegroups = tensor.empty() : tensor<2x3x19x1xf32>
  %adgroups = tensor.cast %aegroups : tensor<2x3x19x1xf32> to tensor<?x?x?x?xf32>
  %aigroups = call @init_f32_1(%adgroups) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %agroups = tensor.cast %aigroups : tensor<?x?x?x?xf32> to tensor<2x3x19x1xf32>
  %begroups = tensor.empty() : tensor<2x3x70x1xf32>
  %bdgroups = tensor.cast %begroups : tensor<2x3x70x1xf32> to tensor<?x?x?x?xf32>
  %bigroups = call @init_f32_2(%bdgroups) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bgroups = tensor.cast %bigroups : tensor<?x?x?x?xf32> to tensor<2x3x70x1xf32>
  %cegroups = tensor.empty() : tensor<2x2x19x70xf32>
  %cdgroups = tensor.cast %cegroups : tensor<2x2x19x70xf32> to tensor<?x?x?x?xf32>
  %cigroups = call @init_f32_3(%cdgroups) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cgroups = tensor.cast %cigroups : tensor<?x?x?x?xf32> to tensor<2x2x19x70xf32>
  %rgroups = call @groups(%agroups, %bgroups, %cgroups) : (tensor<2x3x19x1xf32>, tensor<2x3x70x1xf32>, tensor<2x2x19x70xf32>) -> tensor<2x2x19x70xf32>
  %rdgroups = tensor.cast %rgroups : tensor<2x2x19x70xf32> to tensor<?x?x?x?xf32>
  %vgroups = call @bits_f32(%rdgroups) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %ugroups = tensor.cast %vgroups : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%ugroups) : (tensor<*xi32>) -> ()
  %aenarrow = tensor.empty() : tensor<4x9x3x4xf32>
  %adnarrow = tensor.cast %aenarrow : tensor<4x9x3x4xf32> to tensor<?x?x?x?xf32>
  %ainarrow = call @init_f32_1(%adnarrow) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %anarrow = tensor.cast %ainarrow : tensor<?x?x?x?xf32> to tensor<4x9x3x4xf32>
  %benarrow = tensor.empty() : tensor<4x9x5x4xf32>
  %bdnarrow = tensor.cast %benarrow : tensor<4x9x5x4xf32> to tensor<?x?x?x?xf32>
  %binarrow = call @init_f32_2(%bdnarrow) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bnarrow = tensor.cast %binarrow : tensor<?x?x?x?xf32> to tensor<4x9x5x4xf32>
  %cenarrow = tensor.empty() : tensor<4x4x3x5xf32>
  %cdnarrow = tensor.cast %cenarrow : tensor<4x4x3x5xf32> to tensor<?x?x?x?xf32>
  %cinarrow = call @init_f32_3(%cdnarrow) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cnarrow = tensor.cast %cinarrow : tensor<?x?x?x?xf32> to tensor<4x4x3x5xf32>
  %rnarrow = call @narrow(%anarrow, %bnarrow, %cnarrow) : (tensor<4x9x3x4xf32>, tensor<4x9x5x4xf32>, tensor<4x4x3x5xf32>) -> tensor<4x4x3x5xf32>
  %rdnarrow = tensor.cast %rnarrow : tensor<4x4x3x5xf32> to tensor<?x?x?x?xf32>
  %vnarrow = call @bits_f32(%rdnarrow) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %unarrow = tensor.cast %vnarrow : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%unarrow) : (tensor<*xi32>) -> ()
  %aedynamic = tensor.empty() : tensor<2x5x16x1xf32>
  %addynamic = tensor.cast %aedynamic : tensor<2x5x16x1xf32> to tensor<?x?x?x?xf32>
  %aidynamic = call @init_f32_1(%addynamic) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %adynamic = tensor.cast %aidynamic : tensor<?x?x?x?xf32> to tensor<2x5x16x1xf32>
  %bedynamic = tensor.empty() : tensor<3x5x16x1xf32>
  %bddynamic = tensor.cast %bedynamic : tensor<3x5x16x1xf32> to tensor<?x?x?x?xf32>
  %bidynamic = call @init_f32_2(%bddynamic) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bdynamic = tensor.cast %bidynamic : tensor<?x?x?x?xf32> to tensor<3x5x16x1xf32>
  %cedynamic = tensor.empty() : tensor<2x3x16x16xf32>
  %cddynamic = tensor.cast %cedynamic : tensor<2x3x16x16xf32> to tensor<?x?x?x?xf32>
  %cidynamic = call @init_f32_3(%cddynamic) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cdynamic = tensor.cast %cidynamic : tensor<?x?x?x?xf32> to tensor<2x3x16x16xf32>
  %axdynamic = tensor.cast %adynamic : tensor<2x5x16x1xf32> to tensor<?x?x16x1xf32>
  %bxdynamic = tensor.cast %bdynamic : tensor<3x5x16x1xf32> to tensor<?x?x16x1xf32>
  %cxdynamic = tensor.cast %cdynamic : tensor<2x3x16x16xf32> to tensor<?x?x16x16xf32>
  %rxdynamic = call @dynamic(%axdynamic, %bxdynamic, %cxdynamic) : (tensor<?x?x16x1xf32>, tensor<?x?x16x1xf32>, tensor<?x?x16x16xf32>) -> tensor<?x?x16x16xf32>
  %rdynamic = tensor.cast %rxdynamic : tensor<?x?x16x16xf32> to tensor<2x3x16x16xf32>
  %rddynamic = tensor.cast %rdynamic : tensor<2x3x16x16xf32> to tensor<?x?x?x?xf32>
  %vdynamic = call @bits_f32(%rddynamic) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %udynamic = tensor.cast %vdynamic : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%udynamic) : (tensor<*xi32>) -> ()
  %aef64 = tensor.empty() : tensor<2x5x8x1xf64>
  %adf64 = tensor.cast %aef64 : tensor<2x5x8x1xf64> to tensor<?x?x?x?xf64>
  %aif64 = call @init_f64_1(%adf64) : (tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64>
  %af64 = tensor.cast %aif64 : tensor<?x?x?x?xf64> to tensor<2x5x8x1xf64>
  %bef64 = tensor.empty() : tensor<2x5x12x1xf64>
  %bdf64 = tensor.cast %bef64 : tensor<2x5x12x1xf64> to tensor<?x?x?x?xf64>
  %bif64 = call @init_f64_2(%bdf64) : (tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64>
  %bf64 = tensor.cast %bif64 : tensor<?x?x?x?xf64> to tensor<2x5x12x1xf64>
  %cef64 = tensor.empty() : tensor<2x2x8x12xf64>
  %cdf64 = tensor.cast %cef64 : tensor<2x2x8x12xf64> to tensor<?x?x?x?xf64>
  %cif64 = call @init_f64_3(%cdf64) : (tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xf64>
  %cf64 = tensor.cast %cif64 : tensor<?x?x?x?xf64> to tensor<2x2x8x12xf64>
  %rf64 = call @f64(%af64, %bf64, %cf64) : (tensor<2x5x8x1xf64>, tensor<2x5x12x1xf64>, tensor<2x2x8x12xf64>) -> tensor<2x2x8x12xf64>
  %rdf64 = tensor.cast %rf64 : tensor<2x2x8x12xf64> to tensor<?x?x?x?xf64>
  %vf64 = call @bits_f64(%rdf64) : (tensor<?x?x?x?xf64>) -> tensor<?x?x?x?xi64>
  %uf64 = tensor.cast %vf64 : tensor<?x?x?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%uf64) : (tensor<*xi64>) -> ()
  %aei8 = tensor.empty() : tensor<2x5x8x2xi8>
  %adi8 = tensor.cast %aei8 : tensor<2x5x8x2xi8> to tensor<?x?x?x?xi8>
  %aii8 = call @init_i8_1(%adi8) : (tensor<?x?x?x?xi8>) -> tensor<?x?x?x?xi8>
  %ai8 = tensor.cast %aii8 : tensor<?x?x?x?xi8> to tensor<2x5x8x2xi8>
  %bei8 = tensor.empty() : tensor<2x5x20x2xi8>
  %bdi8 = tensor.cast %bei8 : tensor<2x5x20x2xi8> to tensor<?x?x?x?xi8>
  %bii8 = call @init_i8_2(%bdi8) : (tensor<?x?x?x?xi8>) -> tensor<?x?x?x?xi8>
  %bi8 = tensor.cast %bii8 : tensor<?x?x?x?xi8> to tensor<2x5x20x2xi8>
  %cei8 = tensor.empty() : tensor<2x2x8x20xi32>
  %cdi8 = tensor.cast %cei8 : tensor<2x2x8x20xi32> to tensor<?x?x?x?xi32>
  %cii8 = call @init_i32_3(%cdi8) : (tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  %ci8 = tensor.cast %cii8 : tensor<?x?x?x?xi32> to tensor<2x2x8x20xi32>
  %ri8 = call @i8(%ai8, %bi8, %ci8) : (tensor<2x5x8x2xi8>, tensor<2x5x20x2xi8>, tensor<2x2x8x20xi32>) -> tensor<2x2x8x20xi32>
  %rdi8 = tensor.cast %ri8 : tensor<2x2x8x20xi32> to tensor<?x?x?x?xi32>
  %ui8 = tensor.cast %rdi8 : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%ui8) : (tensor<*xi32>) -> ()
  %aei8_direct = tensor.empty() : tensor<2x4x8x1xi8>
  %adi8_direct = tensor.cast %aei8_direct : tensor<2x4x8x1xi8> to tensor<?x?x?x?xi8>
  %aii8_direct = call @init_i8_1(%adi8_direct) : (tensor<?x?x?x?xi8>) -> tensor<?x?x?x?xi8>
  %ai8_direct = tensor.cast %aii8_direct : tensor<?x?x?x?xi8> to tensor<2x4x8x1xi8>
  %bei8_direct = tensor.empty() : tensor<3x4x24x1xi8>
  %bdi8_direct = tensor.cast %bei8_direct : tensor<3x4x24x1xi8> to tensor<?x?x?x?xi8>
  %bii8_direct = call @init_i8_2(%bdi8_direct) : (tensor<?x?x?x?xi8>) -> tensor<?x?x?x?xi8>
  %bi8_direct = tensor.cast %bii8_direct : tensor<?x?x?x?xi8> to tensor<3x4x24x1xi8>
  %cei8_direct = tensor.empty() : tensor<2x3x8x24xi32>
  %cdi8_direct = tensor.cast %cei8_direct : tensor<2x3x8x24xi32> to tensor<?x?x?x?xi32>
  %cii8_direct = call @init_i32_3(%cdi8_direct) : (tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  %ci8_direct = tensor.cast %cii8_direct : tensor<?x?x?x?xi32> to tensor<2x3x8x24xi32>
  %ri8_direct = call @i8_direct(%ai8_direct, %bi8_direct, %ci8_direct) : (tensor<2x4x8x1xi8>, tensor<3x4x24x1xi8>, tensor<2x3x8x24xi32>) -> tensor<2x3x8x24xi32>
  %rdi8_direct = tensor.cast %ri8_direct : tensor<2x3x8x24xi32> to tensor<?x?x?x?xi32>
  %ui8_direct = tensor.cast %rdi8_direct : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%ui8_direct) : (tensor<*xi32>) -> ()
  %aegeneric = tensor.empty() : tensor<2x4x6x1xf32>
  %adgeneric = tensor.cast %aegeneric : tensor<2x4x6x1xf32> to tensor<?x?x?x?xf32>
  %aigeneric = call @init_f32_1(%adgeneric) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %ageneric = tensor.cast %aigeneric : tensor<?x?x?x?xf32> to tensor<2x4x6x1xf32>
  %begeneric = tensor.empty() : tensor<3x4x24x1xf32>
  %bdgeneric = tensor.cast %begeneric : tensor<3x4x24x1xf32> to tensor<?x?x?x?xf32>
  %bigeneric = call @init_f32_2(%bdgeneric) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %bgeneric = tensor.cast %bigeneric : tensor<?x?x?x?xf32> to tensor<3x4x24x1xf32>
  %cegeneric = tensor.empty() : tensor<2x3x6x24xf32>
  %cdgeneric = tensor.cast %cegeneric : tensor<2x3x6x24xf32> to tensor<?x?x?x?xf32>
  %cigeneric = call @init_f32_3(%cdgeneric) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %cgeneric = tensor.cast %cigeneric : tensor<?x?x?x?xf32> to tensor<2x3x6x24xf32>
  %rgeneric = call @generic(%ageneric, %bgeneric, %cgeneric) : (tensor<2x4x6x1xf32>, tensor<3x4x24x1xf32>, tensor<2x3x6x24xf32>) -> tensor<2x3x6x24xf32>
  %rdgeneric = tensor.cast %rgeneric : tensor<2x3x6x24xf32> to tensor<?x?x?x?xf32>
  %vgeneric = call @bits_f32(%rdgeneric) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xi32>
  %ugeneric = tensor.cast %vgeneric : tensor<?x?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%ugeneric) : (tensor<*xi32>) -> ()
  return
}
