// Buffer deallocation with views: subviews of allocations that outlive the allocation's
// name (yielded out of loops and branches, passed to calls, returned from a function as a
// copy with the view's layout), each base buffer freed once, after its last view's use.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @window(%n: index, %off: index, %len: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  %v = memref.subview %m[%off] [%len] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %v : memref<?xf32, strided<[1], offset: ?>>
}

func.func @show(%v: memref<?xf32, strided<[1], offset: ?>>) {
  %u = memref.cast %v : memref<?xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %w = call @window(%c10, %c3, %c4) : (index, index, index) -> memref<?xf32, strided<[1], offset: ?>>
  call @show(%w) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  // A 2-D buffer seen through a row view chosen in a branch, and a strided column.
  %m = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10i = arith.constant 10 : i32
      %t = arith.muli %ii, %c10i : i32
      %s = arith.addi %t, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %true = arith.constant true
  %row = scf.if %true -> memref<4xf32, strided<[1], offset: ?>> {
    %r = memref.subview %m[2, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 8>>
    %rc = memref.cast %r : memref<4xf32, strided<[1], offset: 8>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %rc : memref<4xf32, strided<[1], offset: ?>>
  } else {
    %r = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
    %rc = memref.cast %r : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: ?>>
    scf.yield %rc : memref<4xf32, strided<[1], offset: ?>>
  }
  %ur = memref.cast %row : memref<4xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  // A view made in each iteration of a new buffer, carried to the next iteration.
  %first = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %first[%i] : memref<8xf32>
    %i4 = arith.addi %i, %c4 : index
    memref.store %z, %first[%i4] : memref<8xf32>
  }
  %fv = memref.subview %first[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %last = scf.for %k = %c0 to %c3 step %c1 iter_args(%cur = %fv) -> (memref<4xf32, strided<[2]>>) {
    %nb = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %cur[%i] : memref<4xf32, strided<[2]>>
      %d = arith.addf %v, %v : f32
      %i2 = arith.muli %i, %c2 : index
      memref.store %d, %nb[%i2] : memref<8xf32>
      %i21 = arith.addi %i2, %c1 : index
      memref.store %v, %nb[%i21] : memref<8xf32>
    }
    %nv = memref.subview %nb[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
    scf.yield %nv : memref<4xf32, strided<[2]>>
  }
  %ul = memref.cast %last : memref<4xf32, strided<[2]>> to memref<*xf32>
  call @printMemrefF32(%ul) : (memref<*xf32>) -> ()
  return
}
