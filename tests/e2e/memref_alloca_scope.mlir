// memref.alloca (static and dynamic sizes, alignment) inside loops, memref.alloca_scope with
// and without results bounding the stack use of a long loop, and allocas passed to calls.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @iota(%m: memref<?xi64>, %base: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %y = arith.addi %x, %base : i64
    memref.store %y, %m[%i] : memref<?xi64>
  }
  return
}

func.func @sum(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i64 {
    %x = memref.load %m[%i] : memref<?xi64>
    %y = arith.addi %a, %x : i64
    scf.yield %y : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c100000 = arith.constant 100000 : index
  // A long loop: each iteration's 1 KiB alloca is released by its scope.
  // (The scope's result is i64: upstream's lowering cannot carry an index result.)
  %z64 = arith.constant 0 : i64
  %total = scf.for %i = %c0 to %c100000 step %c1 iter_args(%acc = %z64) -> i64 {
    %r = memref.alloca_scope -> i64 {
      %buf = memref.alloca() : memref<128xi64>
      %k = arith.remui %i, %c5 : index
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%k] : memref<128xi64>
      %w = memref.load %buf[%k] : memref<128xi64>
      %s = arith.addi %acc, %w : i64
      memref.alloca_scope.return %s : i64
    }
    scf.yield %r : i64
  }
  call @show(%total) : (i64) -> ()
  // Dynamic allocas passed to functions.
  %c10 = arith.constant 10 : index
  scf.for %n = %c1 to %c10 step %c1 {
    memref.alloca_scope {
      %buf = memref.alloca(%n) {alignment = 64 : i64} : memref<?xi64>
      %b = arith.constant 100 : i64
      func.call @iota(%buf, %b) : (memref<?xi64>, i64) -> ()
      %s = func.call @sum(%buf) : (memref<?xi64>) -> i64
      func.call @show(%s) : (i64) -> ()
    }
  }
  // A 2-D alloca printed whole.
  %m = memref.alloca() : memref<3x4xi64>
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %p = arith.muli %i, %j : index
      %x = arith.index_cast %p : index to i64
      memref.store %x, %m[%i, %j] : memref<3x4xi64>
    }
  }
  %u = memref.cast %m : memref<3x4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
