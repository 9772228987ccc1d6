// Bit manipulation with shifts by computed (in-range) amounts: rotate left/right of i32 and
// i64, bit reversal of an i32 by masks, population count by the SWAR method, isolating the
// lowest set bit (x & -x), sign extraction by arithmetic shift, and byte swaps of an i64.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()

func.func @u(%v: i64) {
  call @printU64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @u32(%v: i32) {
  %x = arith.extui %v : i32 to i64
  call @printU64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @rotl64(%x: i64, %k: i64) -> i64 {
  %c63 = arith.constant 63 : i64
  %c64 = arith.constant 64 : i64
  %s = arith.andi %k, %c63 : i64
  %l = arith.shli %x, %s : i64
  %rs0 = arith.subi %c64, %s : i64
  %rs = arith.andi %rs0, %c63 : i64
  %r = arith.shrui %x, %rs : i64
  %zero = arith.constant 0 : i64
  %isz = arith.cmpi eq, %s, %zero : i64
  %o = arith.ori %l, %r : i64
  %res = arith.select %isz, %x, %o : i64
  return %res : i64
}

func.func @rotr32(%x: i32, %k: i32) -> i32 {
  %c31 = arith.constant 31 : i32
  %c32 = arith.constant 32 : i32
  %s = arith.andi %k, %c31 : i32
  %r = arith.shrui %x, %s : i32
  %ls0 = arith.subi %c32, %s : i32
  %ls = arith.andi %ls0, %c31 : i32
  %l = arith.shli %x, %ls : i32
  %zero = arith.constant 0 : i32
  %isz = arith.cmpi eq, %s, %zero : i32
  %o = arith.ori %l, %r : i32
  %res = arith.select %isz, %x, %o : i32
  return %res : i32
}

func.func @swap_step(%x: i32, %mask: i32, %sh: i32) -> i32 {
  %a = arith.shrui %x, %sh : i32
  %a1 = arith.andi %a, %mask : i32
  %b = arith.andi %x, %mask : i32
  %b1 = arith.shli %b, %sh : i32
  %r = arith.ori %a1, %b1 : i32
  return %r : i32
}

func.func @rev32(%x: i32) -> i32 {
  %m1 = arith.constant 0x55555555 : i32
  %m2 = arith.constant 0x33333333 : i32
  %m4 = arith.constant 0x0F0F0F0F : i32
  %m8 = arith.constant 0x00FF00FF : i32
  %m16 = arith.constant 0x0000FFFF : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %s4 = arith.constant 4 : i32
  %s8 = arith.constant 8 : i32
  %s16 = arith.constant 16 : i32
  %a = call @swap_step(%x, %m1, %s1) : (i32, i32, i32) -> i32
  %b = call @swap_step(%a, %m2, %s2) : (i32, i32, i32) -> i32
  %c = call @swap_step(%b, %m4, %s4) : (i32, i32, i32) -> i32
  %d = call @swap_step(%c, %m8, %s8) : (i32, i32, i32) -> i32
  %e = call @swap_step(%d, %m16, %s16) : (i32, i32, i32) -> i32
  return %e : i32
}

func.func @popcount64(%x: i64) -> i64 {
  %m1 = arith.constant 0x5555555555555555 : i64
  %m2 = arith.constant 0x3333333333333333 : i64
  %m4 = arith.constant 0x0F0F0F0F0F0F0F0F : i64
  %h01 = arith.constant 0x0101010101010101 : i64
  %s1 = arith.constant 1 : i64
  %s2 = arith.constant 2 : i64
  %s4 = arith.constant 4 : i64
  %s56 = arith.constant 56 : i64
  %a0 = arith.shrui %x, %s1 : i64
  %a1 = arith.andi %a0, %m1 : i64
  %a = arith.subi %x, %a1 : i64
  %b0 = arith.andi %a, %m2 : i64
  %b1 = arith.shrui %a, %s2 : i64
  %b2 = arith.andi %b1, %m2 : i64
  %b = arith.addi %b0, %b2 : i64
  %c0 = arith.shrui %b, %s4 : i64
  %c1 = arith.addi %b, %c0 : i64
  %c = arith.andi %c1, %m4 : i64
  %d = arith.muli %c, %h01 : i64
  %r = arith.shrui %d, %s56 : i64
  return %r : i64
}

func.func @bswap64(%x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %eight = arith.constant 8 : i64
  %ff = arith.constant 255 : i64
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero, %v = %x) -> (i64, i64) {
    %byte = arith.andi %v, %ff : i64
    %sh = arith.shli %acc, %eight : i64
    %a = arith.ori %sh, %byte : i64
    %v2 = arith.shrui %v, %eight : i64
    scf.yield %a, %v2 : i64, i64
  }
  return %r#0 : i64
}

func.func @main() {
  %x = arith.constant 0x0123456789ABCDEF : i64
  %k1 = arith.constant 1 : i64
  %k4 = arith.constant 4 : i64
  %k63 = arith.constant 63 : i64
  %k64 = arith.constant 64 : i64
  %k100 = arith.constant 100 : i64
  %r1 = call @rotl64(%x, %k1) : (i64, i64) -> i64
  call @u(%r1) : (i64) -> ()
  %r2 = call @rotl64(%x, %k4) : (i64, i64) -> i64
  call @u(%r2) : (i64) -> ()
  %r3 = call @rotl64(%x, %k63) : (i64, i64) -> i64
  call @u(%r3) : (i64) -> ()
  %r4 = call @rotl64(%x, %k64) : (i64, i64) -> i64
  call @u(%r4) : (i64) -> ()
  %r5 = call @rotl64(%x, %k100) : (i64, i64) -> i64
  call @u(%r5) : (i64) -> ()
  %y = arith.constant 0x80000001 : i32
  %j3 = arith.constant 3 : i32
  %j0 = arith.constant 0 : i32
  %j33 = arith.constant 33 : i32
  %q1 = call @rotr32(%y, %j3) : (i32, i32) -> i32
  call @u32(%q1) : (i32) -> ()
  %q2 = call @rotr32(%y, %j0) : (i32, i32) -> i32
  call @u32(%q2) : (i32) -> ()
  %q3 = call @rotr32(%y, %j33) : (i32, i32) -> i32
  call @u32(%q3) : (i32) -> ()
  %z = arith.constant 0x12345678 : i32
  %v1 = call @rev32(%z) : (i32) -> i32
  call @u32(%v1) : (i32) -> ()
  %v2 = call @rev32(%y) : (i32) -> i32
  call @u32(%v2) : (i32) -> ()
  %p1 = call @popcount64(%x) : (i64) -> i64
  call @u(%p1) : (i64) -> ()
  %all = arith.constant -1 : i64
  %p2 = call @popcount64(%all) : (i64) -> i64
  call @u(%p2) : (i64) -> ()
  // Lowest set bit and sign.
  %w = arith.constant 0x00F0000000000000 : i64
  %zero = arith.constant 0 : i64
  %nw = arith.subi %zero, %w : i64
  %low = arith.andi %w, %nw : i64
  call @u(%low) : (i64) -> ()
  %neg = arith.constant -12345 : i64
  %sign = arith.shrsi %neg, %k63 : i64
  call @printI64(%sign) : (i64) -> ()
  call @printNewline() : () -> ()
  %sign2 = arith.shrsi %x, %k63 : i64
  call @printI64(%sign2) : (i64) -> ()
  call @printNewline() : () -> ()
  %bs = call @bswap64(%x) : (i64) -> i64
  call @u(%bs) : (i64) -> ()
  return
}
