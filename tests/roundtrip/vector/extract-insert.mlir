// vector.extract and vector.insert: static, dynamic and mixed positions, whole
// sub-vectors, empty position lists, 0-d vectors and the poison index.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: = vector.extract %arg0[0, 1, 2] : f32 from vector<4x8x16xf32>{{$}}
// CHECK: = vector.extract %arg0[%arg1, %arg2, 7] : f32 from vector<4x8x16xf32>{{$}}
// CHECK: = vector.extract %arg0[] : vector<4x8x16xf32> from vector<4x8x16xf32>{{$}}
// CHECK: = vector.extract %arg0[-1, 0] : vector<16xf32> from vector<4x8x16xf32>{{$}}
// CHECK: = vector.extract %arg0[1, 1] {tag} : vector<16xf32> from vector<4x8x16xf32>{{$}}
// CHECK: = vector.insert %arg2, %arg0 [0, 1] : f32 into vector<4x8xf32>{{$}}
// CHECK: = vector.insert %arg1, %arg0 [%arg3] : vector<8xf32> into vector<4x8xf32>{{$}}
// CHECK: = vector.insert %arg2, %arg4 [] : f32 into vector<f32>{{$}}

func.func @extract(%v: vector<4x8x16xf32>, %i: index, %j: index, %z: vector<f32>, %s: vector<[4]xi32>) {
  %0 = vector.extract %v[0, 1, 2] : f32 from vector<4x8x16xf32>
  %1 = vector.extract %v[3] : vector<8x16xf32> from vector<4x8x16xf32>
  %2 = vector.extract %v[%i, 2] : vector<16xf32> from vector<4x8x16xf32>
  %3 = vector.extract %v[%i, %j, 7] : f32 from vector<4x8x16xf32>
  %4 = vector.extract %v[] : vector<4x8x16xf32> from vector<4x8x16xf32>
  %5 = vector.extract %z[] : f32 from vector<f32>
  %6 = vector.extract %s[%i] : i32 from vector<[4]xi32>
  %7 = vector.extract %v[-1, 0] : vector<16xf32> from vector<4x8x16xf32>
  %8 = vector.extract %v[1, 1] {tag} : vector<16xf32> from vector<4x8x16xf32>
  return
}

func.func @insert(%v: vector<4x8xf32>, %r: vector<8xf32>, %f: f32, %i: index, %z: vector<f32>) {
  %0 = vector.insert %f, %v[0, 1] : f32 into vector<4x8xf32>
  %1 = vector.insert %r, %v[3] : vector<8xf32> into vector<4x8xf32>
  %2 = vector.insert %f, %v[%i, 7] : f32 into vector<4x8xf32>
  %3 = vector.insert %r, %v[%i] : vector<8xf32> into vector<4x8xf32>
  %4 = vector.insert %v, %v[] : vector<4x8xf32> into vector<4x8xf32>
  %5 = vector.insert %f, %z[] : f32 into vector<f32>
  %6 = vector.insert %f, %v[2, 2] {tag} : f32 into vector<4x8xf32>
  return
}
