// func.call (zero, one and many results), call_indirect, func.constant, recursion.
func.func private @ext(i32, f32) -> (i32, f32)
func.func private @sink(memref<?xf32>)
func.func @calls(%a: i32, %b: f32, %m: memref<?xf32>) -> i32 {
  %0:2 = func.call @ext(%a, %b) : (i32, f32) -> (i32, f32)
  call @sink(%m) : (memref<?xf32>) -> ()
  %f = func.constant @calls : (i32, f32, memref<?xf32>) -> i32
  %1 = func.call_indirect %f(%0#0, %0#1, %m) : (i32, f32, memref<?xf32>) -> i32
  %2 = call @calls(%1, %b, %m) {test.tail} : (i32, f32, memref<?xf32>) -> i32
  return %2 : i32
}
module @lib {
  func.func @inner() {
    return
  }
}
func.func @nested_ref() {
  return
}
