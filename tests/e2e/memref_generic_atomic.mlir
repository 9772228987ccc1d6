// memref.generic_atomic_rmw with bodies computing a saturating add, a running maximum
// (integers: upstream's lowering rejects float compare-and-swap), a conditional update (keeping the current value) and a multiply, on 1-D and
// 2-D buffers and on subviews; the results it returns (the old values) are printed too.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i32) {
  %e = arith.extsi %v : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<4xi32>
  %start = arith.constant 2147483600 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %start, %m[%i] : memref<4xi32>
  }
  // Saturating add of 7, ten times, on element 1.
  %seven = arith.constant 7 : i32
  %max = arith.constant 2147483647 : i32
  scf.for %k = %c0 to %c10 step %c1 {
    %old = memref.generic_atomic_rmw %m[%c1] : memref<4xi32> {
    ^bb0(%cur: i32):
      %s = arith.addi %cur, %seven : i32
      %ov = arith.cmpi slt, %s, %cur : i32
      %r = arith.select %ov, %max, %s : i32
      memref.atomic_yield %r : i32
    }
    func.call @show(%old) : (i32) -> ()
  }
  // Conditional update: replace by -5 only when even.
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %m5 = arith.constant -5 : i32
  scf.for %k = %c0 to %c4 step %c1 {
    %old = memref.generic_atomic_rmw %m[%k] : memref<4xi32> {
    ^bb0(%cur: i32):
      %b = arith.andi %cur, %one : i32
      %even = arith.cmpi eq, %b, %zero : i32
      %r = arith.select %even, %m5, %cur : i32
      memref.atomic_yield %r : i32
    }
  }
  %um = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%um) : (memref<*xi32>) -> ()
  // Running maximum into a 2-D buffer.
  %f = memref.alloc() : memref<2x2xi32>
  %imin = arith.constant -2147483648 : i32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %imin, %f[%i, %j] : memref<2x2xi32>
    }
  }
  %c7 = arith.constant 7 : index
  scf.for %k = %c0 to %c7 step %c1 {
    %x = arith.index_cast %k : index to i32
    %three = arith.constant 3 : i32
    %y = arith.subi %x, %three : i32
    %v = arith.muli %y, %y : i32
    %i = arith.remui %k, %c2 : index
    %j = arith.divui %k, %c4 : index
    %old = memref.generic_atomic_rmw %f[%i, %j] : memref<2x2xi32> {
    ^bb0(%cur: i32):
      %mx = arith.maxsi %cur, %v : i32
      memref.atomic_yield %mx : i32
    }
  }
  %uf = memref.cast %f : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%uf) : (memref<*xi32>) -> ()
  // Multiply through a strided subview.
  %big = memref.alloc() : memref<3x3xi32>
  %two = arith.constant 2 : i32
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %s = arith.addi %i, %j : index
      %x = arith.index_cast %s : index to i32
      memref.store %x, %big[%i, %j] : memref<3x3xi32>
    }
  }
  %sv = memref.subview %big[0, 1] [2, 2] [2, 1] : memref<3x3xi32> to memref<2x2xi32, strided<[6, 1], offset: 1>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %old = memref.generic_atomic_rmw %sv[%i, %j] : memref<2x2xi32, strided<[6, 1], offset: 1>> {
      ^bb0(%cur: i32):
        %p = arith.muli %cur, %two : i32
        %q = arith.subi %zero, %p : i32
        memref.atomic_yield %q : i32
      }
    }
  }
  %ub = memref.cast %big : memref<3x3xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %f : memref<2x2xi32>
  memref.dealloc %big : memref<3x3xi32>
  return
}
