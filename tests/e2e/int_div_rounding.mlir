// Division rounding with every sign combination: divsi (toward zero), floordivsi (toward
// -inf), ceildivsi (toward +inf), remsi (sign of the dividend), divui/remui/ceildivui on the
// same bit patterns, for i32 and i64 (divisors never zero, never MIN / -1).
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

memref.global "private" constant @num : memref<8xi64> = dense<[7, -7, 6, -6, 0, 1, -1, 9223372036854775807]>
memref.global "private" constant @den : memref<6xi64> = dense<[2, -2, 3, -3, 7, -9223372036854775808]>

func.func @table64(%op: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %n = memref.get_global @num : memref<8xi64>
  %d = memref.get_global @den : memref<6xi64>
  %out = memref.alloc() : memref<8x6xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %a = memref.load %n[%i] : memref<8xi64>
      %b = memref.load %d[%j] : memref<6xi64>
      %r = scf.index_switch %op -> i64
      case 0 {
        %x = arith.divsi %a, %b : i64
        scf.yield %x : i64
      }
      case 1 {
        %x = arith.floordivsi %a, %b : i64
        scf.yield %x : i64
      }
      case 2 {
        %x = arith.ceildivsi %a, %b : i64
        scf.yield %x : i64
      }
      case 3 {
        %x = arith.remsi %a, %b : i64
        scf.yield %x : i64
      }
      case 4 {
        %x = arith.divui %a, %b : i64
        scf.yield %x : i64
      }
      case 5 {
        %x = arith.remui %a, %b : i64
        scf.yield %x : i64
      }
      default {
        %x = arith.ceildivui %a, %b : i64
        scf.yield %x : i64
      }
      memref.store %r, %out[%i, %j] : memref<8x6xi64>
    }
  }
  %u = memref.cast %out : memref<8x6xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<8x6xi64>
  return
}

memref.global "private" constant @num32 : memref<6xi32> = dense<[13, -13, 12, -12, 2147483647, -2147483648]>
memref.global "private" constant @den32 : memref<4xi32> = dense<[4, -4, 5, 2147483647]>

func.func @table32(%op: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %n = memref.get_global @num32 : memref<6xi32>
  %d = memref.get_global @den32 : memref<4xi32>
  %out = memref.alloc() : memref<6x4xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = memref.load %n[%i] : memref<6xi32>
      %b = memref.load %d[%j] : memref<4xi32>
      %r = scf.index_switch %op -> i32
      case 0 {
        %x = arith.divsi %a, %b : i32
        scf.yield %x : i32
      }
      case 1 {
        %x = arith.floordivsi %a, %b : i32
        scf.yield %x : i32
      }
      case 2 {
        %x = arith.ceildivsi %a, %b : i32
        scf.yield %x : i32
      }
      case 3 {
        %x = arith.remsi %a, %b : i32
        scf.yield %x : i32
      }
      case 4 {
        %x = arith.divui %a, %b : i32
        scf.yield %x : i32
      }
      case 5 {
        %x = arith.remui %a, %b : i32
        scf.yield %x : i32
      }
      default {
        %x = arith.ceildivui %a, %b : i32
        scf.yield %x : i32
      }
      %w = arith.extsi %r : i32 to i64
      memref.store %w, %out[%i, %j] : memref<6x4xi64>
    }
  }
  %u = memref.cast %out : memref<6x4xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<6x4xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %op = %c0 to %c7 step %c1 {
    func.call @table64(%op) : (index) -> ()
    func.call @table32(%op) : (index) -> ()
  }
  return
}
