// The calling convention: ranked memrefs passed and returned (expanded descriptors),
// unranked memrefs passed and returned (descriptor copied to the heap and back), several
// results, recursion over memrefs, func.constant + call_indirect, and cf.switch.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Returns a fresh buffer and two scalars.
func.func @make(%n: index, %scale: f32) -> (memref<?xf32>, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %scale) -> (f32) {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    %v = arith.mulf %f, %scale : f32
    memref.store %v, %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %m, %n, %s : memref<?xf32>, index, f32
}

// A strided view in, a strided view out.
func.func @every_other(%m: memref<?xf32>) -> memref<?xf32, strided<[2], offset: 1>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %h = arith.divui %n, %c2 : index
  %v = memref.subview %m[1] [%h] [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: 1>>
  return %v : memref<?xf32, strided<[2], offset: 1>>
}

// Unranked in, unranked out (the callee's descriptor lives on its stack).
func.func @as_unranked(%m: memref<?xf32, strided<[2], offset: 1>>) -> memref<*xf32> {
  %u = memref.cast %m : memref<?xf32, strided<[2], offset: 1>> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @print_twice(%u: memref<*xf32>) {
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Recursive sum of a 1-D buffer by halving.
func.func @rsum(%m: memref<?xi64, strided<[?], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %m, %c0 : memref<?xi64, strided<[?], offset: ?>>
  %one = arith.cmpi ule, %n, %c1 : index
  %r = scf.if %one -> (i64) {
    %z = arith.constant 0 : i64
    %e = arith.cmpi eq, %n, %c1 : index
    %v = scf.if %e -> (i64) {
      %x = memref.load %m[%c0] : memref<?xi64, strided<[?], offset: ?>>
      scf.yield %x : i64
    } else {
      scf.yield %z : i64
    }
    scf.yield %v : i64
  } else {
    %h = arith.divui %n, %c2 : index
    %rest = arith.subi %n, %h : index
    %lo = memref.subview %m[0] [%h] [1] : memref<?xi64, strided<[?], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
    %hi = memref.subview %m[%h] [%rest] [1] : memref<?xi64, strided<[?], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
    %a = func.call @rsum(%lo) : (memref<?xi64, strided<[?], offset: ?>>) -> i64
    %b = func.call @rsum(%hi) : (memref<?xi64, strided<[?], offset: ?>>) -> i64
    %s = arith.addi %a, %b : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}
func.func @square(%x: i64) -> i64 {
  %y = arith.muli %x, %x : i64
  return %y : i64
}

func.func @pick(%k: i32) -> ((i64) -> i64) {
  %t = func.constant @twice : (i64) -> i64
  %s = func.constant @square : (i64) -> i64
  cf.switch %k : i32, [
    default: ^bb1(%t : (i64) -> i64),
    2: ^bb1(%s : (i64) -> i64),
    5: ^bb2
  ]
^bb1(%f: (i64) -> i64):
  return %f : (i64) -> i64
^bb2:
  return %s : (i64) -> i64
}

func.func @main() {
  %c7 = arith.constant 7 : index
  %half = arith.constant 0.5 : f32
  %m, %n, %s = call @make(%c7, %half) : (index, f32) -> (memref<?xf32>, index, f32)
  %nn = arith.index_cast %n : index to i64
  call @show(%nn) : (i64) -> ()
  %sd = arith.extf %s : f32 to f64
  call @printF64(%sd) : (f64) -> ()
  call @printNewline() : () -> ()
  %mu = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  %v = call @every_other(%m) : (memref<?xf32>) -> memref<?xf32, strided<[2], offset: 1>>
  %u = call @as_unranked(%v) : (memref<?xf32, strided<[2], offset: 1>>) -> memref<*xf32>
  call @print_twice(%u) : (memref<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %b = memref.alloc(%c11) : memref<?xi64>
  scf.for %i = %c0 to %c11 step %c1 {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    memref.store %y, %b[%i] : memref<?xi64>
  }
  %bs = memref.cast %b : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %sum = call @rsum(%bs) : (memref<?xi64, strided<[?], offset: ?>>) -> i64
  call @show(%sum) : (i64) -> ()
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %k5 = arith.constant 5 : i32
  %x = arith.constant 9 : i64
  %f1 = call @pick(%k1) : (i32) -> ((i64) -> i64)
  %r1 = call_indirect %f1(%x) : (i64) -> i64
  call @show(%r1) : (i64) -> ()
  %f2 = call @pick(%k2) : (i32) -> ((i64) -> i64)
  %r2 = call_indirect %f2(%x) : (i64) -> i64
  call @show(%r2) : (i64) -> ()
  %f5 = call @pick(%k5) : (i32) -> ((i64) -> i64)
  %r5 = call_indirect %f5(%x) : (i64) -> i64
  call @show(%r5) : (i64) -> ()
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %b : memref<?xi64>
  return
}
