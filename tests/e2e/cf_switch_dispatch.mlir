// cf.switch on i32, i64 and i8 flags: cases with and without block operands, a default
// with operands, negative case values, and a switch inside a cf loop (a small interpreter).
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @classify32(%x: i32) -> i64 {
  %a = arith.constant 100 : i64
  %b = arith.constant 200 : i64
  %d = arith.constant -1 : i64
  cf.switch %x : i32, [
    default: ^ret(%d : i64),
    0: ^ret(%a : i64),
    -7: ^ret(%b : i64),
    2147483647: ^big,
    -2147483648: ^small
  ]
^big:
  %c1 = arith.constant 1 : i64
  cf.br ^ret(%c1 : i64)
^small:
  %c2 = arith.constant 2 : i64
  cf.br ^ret(%c2 : i64)
^ret(%r: i64):
  return %r : i64
}

func.func @classify8(%x: i8) -> i64 {
  cf.switch %x : i8, [
    default: ^d,
    -128: ^a,
    127: ^b,
    -1: ^c
  ]
^a:
  %ca = arith.constant 10 : i64
  return %ca : i64
^b:
  %cb = arith.constant 20 : i64
  return %cb : i64
^c:
  %cc = arith.constant 30 : i64
  return %cc : i64
^d:
  %x64 = arith.extsi %x : i8 to i64
  return %x64 : i64
}

// Runs a little program of opcodes (0: add 3, 1: double, 2: negate, 3: stop, else skip)
// packed 4 bits each into %code, starting from %acc.
func.func @interp(%code: i64, %acc0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c15 = arith.constant 15 : i64
  cf.br ^fetch(%code, %acc0 : i64, i64)
^fetch(%pc: i64, %acc: i64):
  %op = arith.andi %pc, %c15 : i64
  %next = arith.shrui %pc, %c4 : i64
  cf.switch %op : i64, [
    default: ^fetch(%next, %acc : i64, i64),
    0: ^add(%next, %acc : i64, i64),
    1: ^dbl(%next, %acc : i64, i64),
    2: ^neg(%next, %acc : i64, i64),
    3: ^stop(%acc : i64)
  ]
^add(%p1: i64, %a1: i64):
  %r1 = arith.addi %a1, %c3 : i64
  %z = arith.cmpi eq, %p1, %c0 : i64
  cf.cond_br %z, ^stop(%r1 : i64), ^fetch(%p1, %r1 : i64, i64)
^dbl(%p2: i64, %a2: i64):
  %r2 = arith.muli %a2, %c2 : i64
  cf.br ^fetch(%p2, %r2 : i64, i64)
^neg(%p3: i64, %a3: i64):
  %r3 = arith.subi %c0, %a3 : i64
  cf.br ^fetch(%p3, %r3 : i64, i64)
^stop(%res: i64):
  return %res : i64
}

func.func @main() {
  %v0 = arith.constant 0 : i32
  %v1 = arith.constant -7 : i32
  %v2 = arith.constant 2147483647 : i32
  %v3 = arith.constant -2147483648 : i32
  %v4 = arith.constant 5 : i32
  %r0 = call @classify32(%v0) : (i32) -> i64
  call @show(%r0) : (i64) -> ()
  %r1 = call @classify32(%v1) : (i32) -> i64
  call @show(%r1) : (i64) -> ()
  %r2 = call @classify32(%v2) : (i32) -> i64
  call @show(%r2) : (i64) -> ()
  %r3 = call @classify32(%v3) : (i32) -> i64
  call @show(%r3) : (i64) -> ()
  %r4 = call @classify32(%v4) : (i32) -> i64
  call @show(%r4) : (i64) -> ()
  %b0 = arith.constant -128 : i8
  %b1 = arith.constant 127 : i8
  %b2 = arith.constant -1 : i8
  %b3 = arith.constant 42 : i8
  %q0 = call @classify8(%b0) : (i8) -> i64
  call @show(%q0) : (i64) -> ()
  %q1 = call @classify8(%b1) : (i8) -> i64
  call @show(%q1) : (i64) -> ()
  %q2 = call @classify8(%b2) : (i8) -> i64
  call @show(%q2) : (i64) -> ()
  %q3 = call @classify8(%b3) : (i8) -> i64
  call @show(%q3) : (i64) -> ()
  // Programs (lowest nibble first): 0x3210 = add, double, negate, stop.
  %p0 = arith.constant 12816 : i64
  %a0 = arith.constant 5 : i64
  %i0 = call @interp(%p0, %a0) : (i64, i64) -> i64
  call @show(%i0) : (i64) -> ()
  // 0x31911 = double, double, skip(9), double, stop.
  %p1 = arith.constant 203025 : i64
  %i1 = call @interp(%p1, %a0) : (i64, i64) -> i64
  call @show(%i1) : (i64) -> ()
  // 0x1 ends after "double" with an empty program: then opcode 0 adds 3 and stops.
  %p2 = arith.constant 1 : i64
  %i2 = call @interp(%p2, %a0) : (i64, i64) -> i64
  call @show(%i2) : (i64) -> ()
  return
}
