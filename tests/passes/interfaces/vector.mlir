// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: mlir-opt %s --canonicalize | FileCheck %s
// Traits and memory effects of the vector ops seen through canonicalize's dead-op removal, as
// upstream: the value ops are Pure; loads only read (dead when unused); transfers touch memory
// only through memrefs (on tensors they go when unused); stores and vector.print write.

// CHECK-LABEL: func.func @unused_values(
// CHECK-NEXT: return
func.func @unused_values(%v: vector<4xf32>, %w: vector<2xf32>, %n: vector<2x4xf32>, %f: f32, %i: index,
                         %k: vector<4xi1>, %m: memref<8xf32>, %t: tensor<8xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.extract %v[1] : f32 from vector<4xf32>
  %2 = vector.extract %v[%i] : f32 from vector<4xf32>
  %3 = vector.insert %f, %v[%i] : f32 into vector<4xf32>
  %4 = vector.shuffle %v, %v [0, 5] : vector<4xf32>, vector<4xf32>
  %5 = vector.fma %v, %v, %v : vector<4xf32>
  %6 = vector.reduction <add>, %v : vector<4xf32> into f32
  %7 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                        iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %f
       : vector<4xf32>, vector<4xf32> into f32
  %8 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %9 = vector.transpose %n, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %10 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %11 = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %12 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %13 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<4xf32>
  %14 = vector.create_mask %i : vector<4xi1>
  %15 = vector.constant_mask [2] : vector<4xi1>
  %16 = vector.step : vector<4xindex>
  %17 = vector.from_elements %f, %f : vector<2xf32>
  %18 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  %19 = vector.maskedload %m[%i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %20 = vector.transfer_read %m[%i], %f : memref<8xf32>, vector<4xf32>
  %21 = vector.transfer_read %t[%i], %f : tensor<8xf32>, vector<4xf32>
  %22 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
  return
}

// CHECK-LABEL: func.func @writes(
// CHECK-NEXT: vector.store
// CHECK-NEXT: vector.maskedstore
// CHECK-NEXT: vector.transfer_write
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
func.func @writes(%v: vector<4xf32>, %i: index, %k: vector<4xi1>, %m: memref<8xf32>) {
  vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>
  vector.maskedstore %m[%i], %k, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  vector.print %v : vector<4xf32>
  return
}
