// Bubble sort with scf.while and swaps under scf.if; a prime sieve over an i1 buffer; gcd by
// repeated remainders.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @sort(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %true = arith.constant true
  scf.while (%again = %true) : (i1) -> () {
    scf.condition(%again)
  } do {
    %nm1 = arith.subi %n, %c1 : index
    %false = arith.constant false
    %swapped = scf.for %i = %c0 to %nm1 step %c1 iter_args(%s = %false) -> (i1) {
      %j = arith.addi %i, %c1 : index
      %a = memref.load %m[%i] : memref<?xi32>
      %b = memref.load %m[%j] : memref<?xi32>
      %gt = arith.cmpi sgt, %a, %b : i32
      scf.if %gt {
        memref.store %b, %m[%i] : memref<?xi32>
        memref.store %a, %m[%j] : memref<?xi32>
      }
      %s2 = arith.ori %s, %gt : i1
      scf.yield %s2 : i1
    }
    scf.yield %swapped : i1
  }
  return
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %nz = arith.cmpi ne, %y, %c0 : i64
    scf.condition(%nz) %x, %y : i64, i64
  } do {
  ^bb0(%x: i64, %y: i64):
    %m = arith.remui %x, %y : i64
    scf.yield %y, %m : i64, i64
  }
  return %r#0 : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc(%c12) : memref<?xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %x = arith.index_cast %i : index to i32
    %k = arith.constant 7 : i32
    %y = arith.muli %x, %k : i32
    %q = arith.constant 13 : i32
    %z = arith.remsi %y, %q : i32
    %six = arith.constant 6 : i32
    %w = arith.subi %z, %six : i32
    memref.store %w, %m[%i] : memref<?xi32>
  }
  %mu = memref.cast %m : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  call @sort(%m) : (memref<?xi32>) -> ()
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  // Sieve of Eratosthenes up to 60.
  %c60 = arith.constant 60 : index
  %sieve = memref.alloc() : memref<60xi1>
  %true = arith.constant true
  %false = arith.constant false
  scf.for %i = %c0 to %c60 step %c1 {
    memref.store %true, %sieve[%i] : memref<60xi1>
  }
  scf.for %i = %c2 to %c60 step %c1 {
    %p = memref.load %sieve[%i] : memref<60xi1>
    scf.if %p {
      %sq = arith.muli %i, %i : index
      scf.for %j = %sq to %c60 step %i {
        memref.store %false, %sieve[%j] : memref<60xi1>
      }
    }
  }
  scf.for %i = %c2 to %c60 step %c1 {
    %p = memref.load %sieve[%i] : memref<60xi1>
    scf.if %p {
      %x = arith.index_cast %i : index to i64
      func.call @printI64(%x) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  call @printNewline() : () -> ()
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = call @gcd(%a, %b) : (i64, i64) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi32>
  memref.dealloc %sieve : memref<60xi1>
  return
}
