// memref.generic_atomic_rmw with its region and memref.atomic_yield.

func.func @generic(%m: memref<10xf32>, %n: memref<4x4xi32>, %i: index, %j: index) -> (f32, i32) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%current_value : f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %current_value : f32
    memref.atomic_yield %inc : f32
  }
  %y = memref.generic_atomic_rmw %n[%i, %j] : memref<4x4xi32> {
  ^bb0(%cur: i32):
    %c = arith.constant 7 : i32
    %cmp = arith.cmpi sgt, %cur, %c : i32
    %r = arith.select %cmp, %cur, %c : i32
    memref.atomic_yield %r : i32
  } {tag = "max"}
  %z = memref.generic_atomic_rmw %m[%j] : memref<10xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur {tag} : f32
  }
  return %x, %y : f32, i32
}
