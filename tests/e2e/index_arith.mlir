// The index dialect: signed/unsigned division and remainder with negative operands, ceiling
// and floor division, min/max, shifts, bitwise ops, casts to and from i32/i64 (sign- and
// zero-extending), comparisons, constants and sizeof, printed for a grid of operands.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%x: index) {
  %v = index.casts %x : index to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: index, %b: index) {
  %0 = index.add %a, %b
  call @show(%0) : (index) -> ()
  %1 = index.sub %a, %b
  call @show(%1) : (index) -> ()
  %2 = index.mul %a, %b
  call @show(%2) : (index) -> ()
  %3 = index.divs %a, %b
  call @show(%3) : (index) -> ()
  %4 = index.rems %a, %b
  call @show(%4) : (index) -> ()
  %5 = index.ceildivs %a, %b
  call @show(%5) : (index) -> ()
  %6 = index.floordivs %a, %b
  call @show(%6) : (index) -> ()
  %7 = index.maxs %a, %b
  call @show(%7) : (index) -> ()
  %8 = index.mins %a, %b
  call @show(%8) : (index) -> ()
  %9 = index.maxu %a, %b
  call @show(%9) : (index) -> ()
  %10 = index.minu %a, %b
  call @show(%10) : (index) -> ()
  %11 = index.and %a, %b
  call @show(%11) : (index) -> ()
  %12 = index.or %a, %b
  call @show(%12) : (index) -> ()
  %13 = index.xor %a, %b
  call @show(%13) : (index) -> ()
  %c = index.cmp slt(%a, %b)
  %d = index.cmp uge(%a, %b)
  %e = index.cmp eq(%a, %b)
  %one = index.constant 1
  %zero = index.constant 0
  %c1 = arith.select %c, %one, %zero : index
  %d1 = arith.select %d, %one, %zero : index
  %e1 = arith.select %e, %one, %zero : index
  call @show(%c1) : (index) -> ()
  call @show(%d1) : (index) -> ()
  call @show(%e1) : (index) -> ()
  return
}

// Unsigned division, remainder and ceiling division on non-negative operands.
func.func @unsigned(%a: index, %b: index) {
  %0 = index.divu %a, %b
  call @show(%0) : (index) -> ()
  %1 = index.remu %a, %b
  call @show(%1) : (index) -> ()
  %2 = index.ceildivu %a, %b
  call @show(%2) : (index) -> ()
  return
}

func.func @main() {
  %a = index.constant 7
  %b = index.constant -3
  %c = index.constant 2
  %d = index.constant -8
  call @ops(%a, %b) : (index, index) -> ()
  call @ops(%d, %c) : (index, index) -> ()
  call @ops(%b, %d) : (index, index) -> ()
  %u = index.constant 17
  %v = index.constant 5
  %z = index.constant 0
  call @unsigned(%u, %v) : (index, index) -> ()
  call @unsigned(%z, %v) : (index, index) -> ()
  // shifts
  %s1 = index.shl %u, %c
  call @show(%s1) : (index) -> ()
  %s2 = index.shrs %d, %c
  call @show(%s2) : (index) -> ()
  %s3 = index.shru %u, %c
  call @show(%s3) : (index) -> ()
  // casts: -1 as i32 sign-extends, zero-extends; an i64 truncates to i32
  %m = arith.constant -1 : i32
  %ms = index.casts %m : i32 to index
  call @show(%ms) : (index) -> ()
  %mu = index.castu %m : i32 to index
  call @show(%mu) : (index) -> ()
  %big = index.constant 4294967301
  %t = index.castu %big : index to i32
  %t64 = arith.extui %t : i32 to i64
  call @printI64(%t64) : (i64) -> ()
  call @printNewline() : () -> ()
  %w = index.sizeof
  call @show(%w) : (index) -> ()
  %bt = index.bool.constant true
  %btv = arith.select %bt, %u, %v : index
  call @show(%btv) : (index) -> ()
  return
}
