// A bitwise CRC-32 (reflected, polynomial 0xEDB88320) over i8 data from a constant global
// and from a generated buffer, with a table built at run time in a memref.alloca, and an
// Adler-32 checksum: shifts, xori/andi, unsigned remainders and i8 -> i32 extension.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" constant @msg : memref<9xi8> = dense<[49, 50, 51, 52, 53, 54, 55, 56, 57]>

func.func @show(%v: i32) {
  %e = arith.extui %v : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @crc_bitwise(%d: memref<?xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %init = arith.constant -1 : i32
  %poly = arith.constant -306674912 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %n = memref.dim %d, %c0 : memref<?xi8>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%crc = %init) -> i32 {
    %b = memref.load %d[%i] : memref<?xi8>
    %bx = arith.extui %b : i8 to i32
    %x = arith.xori %crc, %bx : i32
    %y = scf.for %k = %c0 to %c8 step %c1 iter_args(%c = %x) -> i32 {
      %lsb = arith.andi %c, %one : i32
      %sh = arith.shrui %c, %one : i32
      %set = arith.cmpi ne, %lsb, %zero : i32
      %xp = arith.xori %sh, %poly : i32
      %nc = arith.select %set, %xp, %sh : i32
      scf.yield %nc : i32
    }
    scf.yield %y : i32
  }
  %f = arith.xori %r, %init : i32
  return %f : i32
}

func.func @crc_table(%d: memref<?xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  %init = arith.constant -1 : i32
  %poly = arith.constant -306674912 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %eight = arith.constant 8 : i32
  %ff = arith.constant 255 : i32
  %t = memref.alloca() : memref<256xi32>
  scf.for %i = %c0 to %c256 step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = scf.for %k = %c0 to %c8 step %c1 iter_args(%c = %x) -> i32 {
      %lsb = arith.andi %c, %one : i32
      %sh = arith.shrui %c, %one : i32
      %set = arith.cmpi ne, %lsb, %zero : i32
      %xp = arith.xori %sh, %poly : i32
      %nc = arith.select %set, %xp, %sh : i32
      scf.yield %nc : i32
    }
    memref.store %y, %t[%i] : memref<256xi32>
  }
  %n = memref.dim %d, %c0 : memref<?xi8>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%crc = %init) -> i32 {
    %b = memref.load %d[%i] : memref<?xi8>
    %bx = arith.extui %b : i8 to i32
    %x = arith.xori %crc, %bx : i32
    %idx = arith.andi %x, %ff : i32
    %ii = arith.index_castui %idx : i32 to index
    %e = memref.load %t[%ii] : memref<256xi32>
    %sh = arith.shrui %crc, %eight : i32
    %nc = arith.xori %sh, %e : i32
    scf.yield %nc : i32
  }
  %f = arith.xori %r, %init : i32
  return %f : i32
}

func.func @adler(%d: memref<?xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %mod = arith.constant 65521 : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %sixteen = arith.constant 16 : i32
  %n = memref.dim %d, %c0 : memref<?xi8>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %one, %b = %zero) -> (i32, i32) {
    %x = memref.load %d[%i] : memref<?xi8>
    %xx = arith.extui %x : i8 to i32
    %a1 = arith.addi %a, %xx : i32
    %a2 = arith.remui %a1, %mod : i32
    %b1 = arith.addi %b, %a2 : i32
    %b2 = arith.remui %b1, %mod : i32
    scf.yield %a2, %b2 : i32, i32
  }
  %hi = arith.shli %r#1, %sixteen : i32
  %s = arith.ori %hi, %r#0 : i32
  return %s : i32
}

func.func @main() {
  %g = memref.get_global @msg : memref<9xi8>
  %gd = memref.cast %g : memref<9xi8> to memref<?xi8>
  %a = call @crc_bitwise(%gd) : (memref<?xi8>) -> i32
  call @show(%a) : (i32) -> ()
  %b = call @crc_table(%gd) : (memref<?xi8>) -> i32
  call @show(%b) : (i32) -> ()
  %c = call @adler(%gd) : (memref<?xi8>) -> i32
  call @show(%c) : (i32) -> ()
  // 1000 pseudo-random bytes from a linear congruential generator.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %buf = memref.alloc(%n) : memref<?xi8>
  %seed = arith.constant 12345 : i32
  %mul = arith.constant 1103515245 : i32
  %inc = arith.constant 12345 : i32
  %sh = arith.constant 16 : i32
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%s = %seed) -> i32 {
    %m = arith.muli %s, %mul : i32
    %s2 = arith.addi %m, %inc : i32
    %hi = arith.shrui %s2, %sh : i32
    %byte = arith.trunci %hi : i32 to i8
    memref.store %byte, %buf[%i] : memref<?xi8>
    scf.yield %s2 : i32
  }
  call @show(%last) : (i32) -> ()
  %d = call @crc_bitwise(%buf) : (memref<?xi8>) -> i32
  call @show(%d) : (i32) -> ()
  %e = call @crc_table(%buf) : (memref<?xi8>) -> i32
  call @show(%e) : (i32) -> ()
  %f = call @adler(%buf) : (memref<?xi8>) -> i32
  call @show(%f) : (i32) -> ()
  memref.dealloc %buf : memref<?xi8>
  return
}
