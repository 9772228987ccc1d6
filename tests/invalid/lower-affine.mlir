// RUN: mlirc %s --emit=mlir --compile-to=lower-affine --split-input-file --verify-diagnostics
// lower-affine: what the pass cannot expand is a diagnostic at the op (upstream's wording).

func.func @mod_neg(%a: index) -> index {
  // expected-error @+1 {{modulo by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%a)
  return %0 : index
}

// -----

func.func @floordiv_neg(%a: index) -> index {
  // expected-error @+1 {{division by non-positive value is not supported}}
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%a)
  return %0 : index
}

// -----

func.func @ceildiv_neg(%a: index, %m: memref<4xf32>) -> f32 {
  // expected-error @+1 {{division by non-positive value is not supported}}
  %0 = affine.load %m[%a ceildiv -1] : memref<4xf32>
  return %0 : f32
}

// -----

func.func @dma(%tag: memref<1xi32>, %n: index) {
  // expected-error @+1 {{'affine.dma_wait' op cannot be lowered by lower-affine yet}}
  affine.dma_wait %tag[0], %n : memref<1xi32>
  return
}
