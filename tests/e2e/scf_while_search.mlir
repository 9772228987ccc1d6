// scf.while over memory: binary search in a sorted constant table (found, missing, before
// the first and after the last element), and walking a linked list stored as "next"
// indices in a buffer until a -1 terminator, summing the payloads.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" constant @sorted : memref<11xi64> = dense<[-50, -7, -3, 0, 2, 3, 10, 11, 40, 99, 1000]>

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Index of the first element >= key (lower bound).
func.func @lower_bound(%key: i64) -> i64 {
  %t = memref.get_global @sorted : memref<11xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %r:2 = scf.while (%lo = %c0, %hi = %c11) : (index, index) -> (index, index) {
    %more = arith.cmpi ult, %lo, %hi : index
    scf.condition(%more) %lo, %hi : index, index
  } do {
  ^bb0(%l: index, %h: index):
    %s = arith.addi %l, %h : index
    %mid = arith.shrui %s, %c1 : index
    %v = memref.load %t[%mid] : memref<11xi64>
    %less = arith.cmpi slt, %v, %key : i64
    %m1 = arith.addi %mid, %c1 : index
    %nl = arith.select %less, %m1, %l : index
    %nh = arith.select %less, %h, %mid : index
    scf.yield %nl, %nh : index, index
  }
  %x = arith.index_cast %r#0 : index to i64
  return %x : i64
}

func.func @main() {
  %keys = memref.alloc() : memref<6xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %k0 = arith.constant 10 : i64
  %k1 = arith.constant 5 : i64
  %k2 = arith.constant -100 : i64
  %k3 = arith.constant 5000 : i64
  %k4 = arith.constant -50 : i64
  %k5 = arith.constant 1000 : i64
  memref.store %k0, %keys[%c0] : memref<6xi64>
  memref.store %k1, %keys[%c1] : memref<6xi64>
  memref.store %k2, %keys[%c2] : memref<6xi64>
  memref.store %k3, %keys[%c3] : memref<6xi64>
  memref.store %k4, %keys[%c4] : memref<6xi64>
  memref.store %k5, %keys[%c5] : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %k = memref.load %keys[%i] : memref<6xi64>
    %r = func.call @lower_bound(%k) : (i64) -> i64
    func.call @show(%r) : (i64) -> ()
  }
  // Linked list: next[i] and payload[i]; start at 3: 3 -> 0 -> 5 -> 2 -> end.
  %next = memref.alloc() : memref<6xi64>
  %pay = memref.alloc() : memref<6xi64>
  %n0 = arith.constant 5 : i64
  %n2 = arith.constant -1 : i64
  %n3 = arith.constant 0 : i64
  %n5 = arith.constant 2 : i64
  %junk = arith.constant 4 : i64
  memref.store %n0, %next[%c0] : memref<6xi64>
  memref.store %junk, %next[%c1] : memref<6xi64>
  memref.store %n2, %next[%c2] : memref<6xi64>
  memref.store %n3, %next[%c3] : memref<6xi64>
  memref.store %junk, %next[%c4] : memref<6xi64>
  memref.store %n5, %next[%c5] : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %x = arith.index_cast %i : index to i64
    %c10 = arith.constant 10 : i64
    %p = arith.muli %x, %c10 : i64
    %p1 = arith.addi %p, %x : i64
    memref.store %p1, %pay[%i] : memref<6xi64>
  }
  %start = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %end = arith.constant -1 : i64
  %res:3 = scf.while (%cur = %start, %sum = %zero, %len = %zero) : (i64, i64, i64) -> (i64, i64, i64) {
    %live = arith.cmpi ne, %cur, %end : i64
    scf.condition(%live) %cur, %sum, %len : i64, i64, i64
  } do {
  ^bb0(%c: i64, %s: i64, %l: i64):
    %ci = arith.index_cast %c : i64 to index
    %p = memref.load %pay[%ci] : memref<6xi64>
    %nx = memref.load %next[%ci] : memref<6xi64>
    %s2 = arith.addi %s, %p : i64
    %l2 = arith.addi %l, %one : i64
    func.call @show(%c) : (i64) -> ()
    scf.yield %nx, %s2, %l2 : i64, i64, i64
  }
  call @show(%res#1) : (i64) -> ()
  call @show(%res#2) : (i64) -> ()
  memref.dealloc %keys : memref<6xi64>
  memref.dealloc %next : memref<6xi64>
  memref.dealloc %pay : memref<6xi64>
  return
}
