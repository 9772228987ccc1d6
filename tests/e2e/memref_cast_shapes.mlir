// memref.cast between static and dynamic shapes and between static and dynamic strided
// layouts (in both directions), dim of the casts, loads and stores through casts, and
// casts of function arguments/results at call boundaries.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @i(%v: index) {
  %x = arith.index_cast %v : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Scales every element of a fully dynamic strided 2-D view by 2.
func.func @scale(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %r = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %a = %c0 to %r step %c1 {
    scf.for %b = %c0 to %c step %c1 {
      %x = memref.load %m[%a, %b] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %two : f32
      memref.store %y, %m[%a, %b] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

func.func @as_static(%m: memref<?x?xf32>) -> memref<3x4xf32> {
  %s = memref.cast %m : memref<?x?xf32> to memref<3x4xf32>
  return %s : memref<3x4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xf32>
  scf.for %a = %c0 to %c3 step %c1 {
    scf.for %b = %c0 to %c4 step %c1 {
      %k = arith.muli %a, %c4 : index
      %l = arith.addi %k, %b : index
      %x = arith.index_cast %l : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %m[%a, %b] : memref<3x4xf32>
    }
  }
  // static -> dynamic shape -> static.
  %d = memref.cast %m : memref<3x4xf32> to memref<?x?xf32>
  %d0 = memref.dim %d, %c0 : memref<?x?xf32>
  call @i(%d0) : (index) -> ()
  %d1 = memref.dim %d, %c1 : memref<?x?xf32>
  call @i(%d1) : (index) -> ()
  %half = memref.cast %m : memref<3x4xf32> to memref<3x?xf32>
  %h1 = memref.dim %half, %c1 : memref<3x?xf32>
  call @i(%h1) : (index) -> ()
  // identity layout -> dynamic strided layout, scaled in place.
  %sd = memref.cast %m : memref<3x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @scale(%sd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // A function returns buffers its caller owns: a copy of the argument (taken after the
  // scaling, so it does not matter whether it aliases %m).
  %back = call @as_static(%d) : (memref<?x?xf32>) -> memref<3x4xf32>
  %ub = memref.cast %back : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  // A static strided subview cast to the dynamic layout and back to its static type.
  %sv = memref.subview %m[1, 1] [2, 2] [1, 2] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %svd = memref.cast %sv : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @scale(%svd) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %svs = memref.cast %svd : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %neg = arith.constant -1.0 : f32
  memref.store %neg, %svs[%c0, %c0] : memref<2x2xf32, strided<[4, 2], offset: 5>>
  %usv = memref.cast %svs : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%usv) : (memref<*xf32>) -> ()
  // Unranked -> ranked dynamic -> static.
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %r0 = memref.dim %r, %c0 : memref<?x4xf32>
  call @i(%r0) : (index) -> ()
  %x = memref.load %r[%c2, %c3] : memref<?x4xf32>
  %xs = arith.fptosi %x : f32 to i64
  call @printI64(%xs) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  return
}
