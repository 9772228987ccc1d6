// linalg.copy: same types, and converting copies (the hidden region casts to the output element
// type; `cast = #linalg.type_fn<cast_unsigned>` picks the unsigned conversions).

func.func @copy_same(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %m: memref<?xi64>, %n: memref<?xi64>) -> tensor<4x8xf32> {
  %0 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.copy ins(%m : memref<?xi64>) outs(%n : memref<?xi64>)
  return %0 : tensor<4x8xf32>
}

func.func @copy_convert(%i8: memref<16xi8>, %f32: memref<16xf32>, %i32: memref<16xi32>, %f16: memref<16xf16>, %f64: memref<16xf64>) {
  linalg.copy ins(%i8 : memref<16xi8>) outs(%f32 : memref<16xf32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : memref<16xi8>) outs(%f32 : memref<16xf32>)
  linalg.copy ins(%i8 : memref<16xi8>) outs(%i32 : memref<16xi32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : memref<16xi8>) outs(%i32 : memref<16xi32>)
  linalg.copy ins(%i32 : memref<16xi32>) outs(%i8 : memref<16xi8>)
  linalg.copy ins(%f32 : memref<16xf32>) outs(%f16 : memref<16xf16>)
  linalg.copy ins(%f16 : memref<16xf16>) outs(%f64 : memref<16xf64>)
  linalg.copy ins(%f32 : memref<16xf32>) outs(%i32 : memref<16xi32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%f32 : memref<16xf32>) outs(%i8 : memref<16xi8>)
  linalg.copy {cast = #linalg.type_fn<cast_signed>} ins(%f64 : memref<16xf64>) outs(%f64 : memref<16xf64>)
  return
}
