// Buffer deallocation on a generated unstructured CFG: cf.switch and cf.cond_br between
// blocks passing buffers as arguments (with a fuel counter bounding the walk), buffers of the
// entry block live into later blocks, arith.select between buffers, views cast back, calls
// returning new buffers and (copies of) their arguments; run with three fuel values.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()
func.func @make(%v: i64) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi64>
  memref.store %v, %m[%c0] : memref<4xi64>
  return %m : memref<4xi64>
}
func.func @same(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @f(%arg: memref<4xi64>, %fuel0: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %e0 = memref.alloc() : memref<4xi64>
  %k1 = arith.constant 1 : i64
  memref.store %k1, %e0[%c0] : memref<4xi64>
  %acc0 = memref.alloca() : memref<1xi64>
  %z64 = arith.constant 0 : i64
  memref.store %z64, %acc0[%c0] : memref<1xi64>
  %cn2 = arith.constant 2 : index
  %cn3 = arith.constant 3 : index
  %cc1 = arith.cmpi ult, %fuel0, %c7 : index
  %s2 = arith.select %cc1, %e0, %arg : memref<4xi64>
  %cc3 = arith.cmpi ult, %fuel0, %c7 : index
  %s4 = arith.select %cc3, %s2, %e0 : memref<4xi64>
  %l5 = memref.load %arg[%c0] : memref<4xi64>
  %o6 = memref.load %acc0[%c0] : memref<1xi64>
  %n7 = arith.addi %o6, %l5 : i64
  memref.store %n7, %acc0[%c0] : memref<1xi64>
  %l8 = memref.load %s2[%c0] : memref<4xi64>
  %o9 = memref.load %acc0[%c0] : memref<1xi64>
  %n10 = arith.addi %o9, %l8 : i64
  memref.store %n10, %acc0[%c0] : memref<1xi64>
  %f11 = arith.subi %fuel0, %c1 : index
  %fz12 = arith.cmpi eq, %fuel0, %c0 : index
  %m13 = arith.remui %fuel0, %cn3 : index
  %m14 = arith.addi %m13, %c1 : index
  %fl15 = arith.select %fz12, %c0, %m14 : index
  %fi16 = arith.index_cast %fl15 : index to i32
  cf.switch %fi16 : i32, [
    default: ^exit(%arg : memref<4xi64>),
    1: ^b3(%f11, %s2, %s2 : index, memref<4xi64>, memref<4xi64>),
    2: ^b4(%f11, %s2 : index, memref<4xi64>),
    3: ^b1(%f11, %s2, %e0 : index, memref<4xi64>, memref<4xi64>)
  ]
^b1(%fu1: index, %p1_0: memref<4xi64>, %p1_1: memref<4xi64>):
  %cc17 = arith.cmpi ult, %fu1, %c7 : index
  %s18 = arith.select %cc17, %s2, %e0 : memref<4xi64>
  %l19 = memref.load %p1_0[%c0] : memref<4xi64>
  %o20 = memref.load %acc0[%c0] : memref<1xi64>
  %n21 = arith.addi %o20, %l19 : i64
  memref.store %n21, %acc0[%c0] : memref<1xi64>
  %l22 = memref.load %p1_1[%c0] : memref<4xi64>
  %o23 = memref.load %acc0[%c0] : memref<1xi64>
  %n24 = arith.addi %o23, %l22 : i64
  memref.store %n24, %acc0[%c0] : memref<1xi64>
  %f25 = arith.subi %fu1, %c1 : index
  %fz26 = arith.cmpi eq, %fu1, %c0 : index
  %m27 = arith.remui %fu1, %cn2 : index
  %m28 = arith.addi %m27, %c1 : index
  %fl29 = arith.select %fz26, %c0, %m28 : index
  %fi30 = arith.index_cast %fl29 : index to i32
  cf.switch %fi30 : i32, [
    default: ^exit(%arg : memref<4xi64>),
    1: ^b3(%f25, %s4, %p1_1 : index, memref<4xi64>, memref<4xi64>),
    2: ^b1(%f25, %s2, %p1_1 : index, memref<4xi64>, memref<4xi64>)
  ]
^b2(%fu2: index):
  %a31 = memref.alloc() : memref<4xi64>
  %v32 = arith.index_cast %fu2 : index to i64
  memref.store %v32, %a31[%c0] : memref<4xi64>
  %a33 = memref.alloc() : memref<4xi64>
  %v34 = arith.index_cast %fu2 : index to i64
  memref.store %v34, %a33[%c0] : memref<4xi64>
  %l35 = memref.load %arg[%c0] : memref<4xi64>
  %o36 = memref.load %acc0[%c0] : memref<1xi64>
  %n37 = arith.addi %o36, %l35 : i64
  memref.store %n37, %acc0[%c0] : memref<1xi64>
  %l38 = memref.load %e0[%c0] : memref<4xi64>
  %o39 = memref.load %acc0[%c0] : memref<1xi64>
  %n40 = arith.addi %o39, %l38 : i64
  memref.store %n40, %acc0[%c0] : memref<1xi64>
  %f41 = arith.subi %fu2, %c1 : index
  %fz42 = arith.cmpi eq, %fu2, %c0 : index
  %m43 = arith.remui %fu2, %cn3 : index
  %m44 = arith.addi %m43, %c1 : index
  %fl45 = arith.select %fz42, %c0, %m44 : index
  %fi46 = arith.index_cast %fl45 : index to i32
  cf.switch %fi46 : i32, [
    default: ^exit(%a33 : memref<4xi64>),
    1: ^b2(%f41 : index),
    2: ^b3(%f41, %s4, %s2 : index, memref<4xi64>, memref<4xi64>),
    3: ^b4(%f41, %a33 : index, memref<4xi64>)
  ]
^b3(%fu3: index, %p3_0: memref<4xi64>, %p3_1: memref<4xi64>):
  %a47 = memref.alloc() : memref<4xi64>
  %v48 = arith.index_cast %fu3 : index to i64
  memref.store %v48, %a47[%c0] : memref<4xi64>
  %r49 = func.call @same(%e0) : (memref<4xi64>) -> memref<4xi64>
  %w50 = memref.subview %s4[0] [4] [1] : memref<4xi64> to memref<4xi64, strided<[1]>>
  %q51 = memref.cast %w50 : memref<4xi64, strided<[1]>> to memref<4xi64>
  %l52 = memref.load %q51[%c0] : memref<4xi64>
  %o53 = memref.load %acc0[%c0] : memref<1xi64>
  %n54 = arith.addi %o53, %l52 : i64
  memref.store %n54, %acc0[%c0] : memref<1xi64>
  %l55 = memref.load %p3_0[%c0] : memref<4xi64>
  %o56 = memref.load %acc0[%c0] : memref<1xi64>
  %n57 = arith.addi %o56, %l55 : i64
  memref.store %n57, %acc0[%c0] : memref<1xi64>
  %f58 = arith.subi %fu3, %c1 : index
  %fz59 = arith.cmpi eq, %fu3, %c0 : index
  cf.cond_br %fz59, ^exit(%arg : memref<4xi64>), ^b4(%f58, %q51 : index, memref<4xi64>)
^b4(%fu4: index, %p4_0: memref<4xi64>):
  %r60 = func.call @same(%p4_0) : (memref<4xi64>) -> memref<4xi64>
  %l61 = memref.load %arg[%c0] : memref<4xi64>
  %o62 = memref.load %acc0[%c0] : memref<1xi64>
  %n63 = arith.addi %o62, %l61 : i64
  memref.store %n63, %acc0[%c0] : memref<1xi64>
  %l64 = memref.load %s4[%c0] : memref<4xi64>
  %o65 = memref.load %acc0[%c0] : memref<1xi64>
  %n66 = arith.addi %o65, %l64 : i64
  memref.store %n66, %acc0[%c0] : memref<1xi64>
  %f67 = arith.subi %fu4, %c1 : index
  %fz68 = arith.cmpi eq, %fu4, %c0 : index
  cf.cond_br %fz68, ^exit(%s4 : memref<4xi64>), ^b4(%f67, %e0 : index, memref<4xi64>)
^exit(%x: memref<4xi64>):
  %xl = memref.load %x[%c0] : memref<4xi64>
  %ol = memref.load %acc0[%c0] : memref<1xi64>
  %res = arith.addi %xl, %ol : i64
  return %res : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi64>
  %k = arith.constant 5 : i64
  memref.store %k, %a[%c0] : memref<4xi64>
  %fu0 = arith.constant 0 : index
  %r0 = call @f(%a, %fu0) : (memref<4xi64>, index) -> i64
  call @printI64(%r0) : (i64) -> ()
  call @printNewline() : () -> ()
  %fu3 = arith.constant 3 : index
  %r3 = call @f(%a, %fu3) : (memref<4xi64>, index) -> i64
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  %fu17 = arith.constant 17 : index
  %r17 = call @f(%a, %fu17) : (memref<4xi64>, index) -> i64
  call @printI64(%r17) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
