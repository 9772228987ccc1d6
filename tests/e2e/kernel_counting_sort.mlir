// Counting sort of pseudo-random keys: a histogram built with memref.atomic_rmw addi, an
// exclusive prefix sum in place, a stable scatter of (key, original index) pairs, and a
// check that the output is sorted and that equal keys keep their order.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %k = arith.constant 16 : index
  %keys = memref.alloc(%n) : memref<?xi32>
  %seed = arith.constant 2463534242 : i64
  %s13 = arith.constant 13 : i64
  %s7 = arith.constant 7 : i64
  %s17 = arith.constant 17 : i64
  %mask = arith.constant 15 : i64
  // xorshift64 keys in [0, 16).
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed) -> i64 {
    %a = arith.shli %x, %s13 : i64
    %x1 = arith.xori %x, %a : i64
    %b = arith.shrui %x1, %s7 : i64
    %x2 = arith.xori %x1, %b : i64
    %c = arith.shli %x2, %s17 : i64
    %x3 = arith.xori %x2, %c : i64
    %v = arith.andi %x3, %mask : i64
    %v32 = arith.trunci %v : i64 to i32
    memref.store %v32, %keys[%i] : memref<?xi32>
    scf.yield %x3 : i64
  }
  call @show(%last) : (i64) -> ()
  // Histogram.
  %hist = memref.alloc(%k) : memref<?xi32>
  %z32 = arith.constant 0 : i32
  %one32 = arith.constant 1 : i32
  scf.for %i = %c0 to %k step %c1 {
    memref.store %z32, %hist[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %key = memref.load %keys[%i] : memref<?xi32>
    %ki = arith.index_castui %key : i32 to index
    %old = memref.atomic_rmw addi %one32, %hist[%ki] : (i32, memref<?xi32>) -> i32
  }
  %uh = memref.cast %hist : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%uh) : (memref<*xi32>) -> ()
  // Exclusive prefix sum in place.
  %total = scf.for %i = %c0 to %k step %c1 iter_args(%run = %z32) -> i32 {
    %h = memref.load %hist[%i] : memref<?xi32>
    memref.store %run, %hist[%i] : memref<?xi32>
    %r2 = arith.addi %run, %h : i32
    scf.yield %r2 : i32
  }
  %tx = arith.extsi %total : i32 to i64
  call @show(%tx) : (i64) -> ()
  call @printMemrefI32(%uh) : (memref<*xi32>) -> ()
  // Stable scatter of original indices.
  %perm = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %key = memref.load %keys[%i] : memref<?xi32>
    %ki = arith.index_castui %key : i32 to index
    %pos = memref.load %hist[%ki] : memref<?xi32>
    %p1 = arith.addi %pos, %one32 : i32
    memref.store %p1, %hist[%ki] : memref<?xi32>
    %pi = arith.index_castui %pos : i32 to index
    %i32 = arith.index_cast %i : index to i32
    memref.store %i32, %perm[%pi] : memref<?xi32>
  }
  // Check: keys[perm[j]] non-decreasing; equal keys with increasing indices.
  %nm1 = arith.subi %n, %c1 : index
  %bad = scf.for %j = %c0 to %nm1 step %c1 iter_args(%cnt = %z32) -> i32 {
    %j1 = arith.addi %j, %c1 : index
    %a = memref.load %perm[%j] : memref<?xi32>
    %b = memref.load %perm[%j1] : memref<?xi32>
    %ai = arith.index_castui %a : i32 to index
    %bi = arith.index_castui %b : i32 to index
    %ka = memref.load %keys[%ai] : memref<?xi32>
    %kb = memref.load %keys[%bi] : memref<?xi32>
    %down = arith.cmpi ugt, %ka, %kb : i32
    %same = arith.cmpi eq, %ka, %kb : i32
    %unst = arith.cmpi ugt, %a, %b : i32
    %u2 = arith.andi %same, %unst : i1
    %wrong = arith.ori %down, %u2 : i1
    %w = arith.extui %wrong : i1 to i32
    %c2 = arith.addi %cnt, %w : i32
    scf.yield %c2 : i32
  }
  %bx = arith.extsi %bad : i32 to i64
  call @show(%bx) : (i64) -> ()
  %first = memref.subview %perm[0] [12] [1] : memref<?xi32> to memref<12xi32, strided<[1]>>
  %uf = memref.cast %first : memref<12xi32, strided<[1]>> to memref<*xi32>
  call @printMemrefI32(%uf) : (memref<*xi32>) -> ()
  memref.dealloc %keys : memref<?xi32>
  memref.dealloc %hist : memref<?xi32>
  memref.dealloc %perm : memref<?xi32>
  return
}
