// memref.atomic_rmw: every kind, keyword and string spellings.

func.func @float_kinds(%m: memref<10xf32>, %v: f32, %i: index) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %6 = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %7 = memref.atomic_rmw "addf" %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

func.func @int_kinds(%m: memref<4x4xi32>, %v: i32, %i: index, %j: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %1 = memref.atomic_rmw andi %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %2 = memref.atomic_rmw assign %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %3 = memref.atomic_rmw maxs %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %4 = memref.atomic_rmw maxu %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %5 = memref.atomic_rmw mins %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %6 = memref.atomic_rmw minu %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %7 = memref.atomic_rmw muli %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %8 = memref.atomic_rmw ori %v, %m[%i, %j] : (i32, memref<4x4xi32>) -> i32
  %9 = memref.atomic_rmw xori %v, %m[%i, %j] {tag} : (i32, memref<4x4xi32>) -> i32
  return
}

func.func @zero_d(%m: memref<i64, 1>, %v: i64) {
  %0 = memref.atomic_rmw addi %v, %m[] : (i64, memref<i64, 1>) -> i64
  return
}
