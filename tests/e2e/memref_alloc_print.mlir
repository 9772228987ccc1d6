// memref.alloc/alloca/dealloc, load/store with row-major linearization, dynamic sizes, and
// printing through the runner utils (unranked C interface).
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }

func.func @fill2d(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  // Static shape.
  %a = memref.alloc() : memref<3x4xf32>
  %ad = memref.cast %a : memref<3x4xf32> to memref<?x?xf32>
  call @fill2d(%ad) : (memref<?x?xf32>) -> ()
  %au = memref.cast %a : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  // Dynamic shape with alignment.
  %b = memref.alloc(%c2, %c3) {alignment = 64 : i64} : memref<?x?xf32>
  call @fill2d(%b) : (memref<?x?xf32>) -> ()
  %bu = memref.cast %b : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  // Mixed static/dynamic, 3-D, f64.
  %d = memref.alloc(%c3) : memref<2x?x2xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %s1 = arith.muli %i, %c4 : index
        %s2 = arith.addi %s1, %j : index
        %s3 = arith.muli %s2, %k : index
        %x = arith.index_cast %s3 : index to i64
        %f = arith.sitofp %x : i64 to f64
        %h = arith.constant 0.5 : f64
        %g = arith.addf %f, %h : f64
        memref.store %g, %d[%i, %j, %k] : memref<2x?x2xf64>
      }
    }
  }
  %du = memref.cast %d : memref<2x?x2xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  // Stack buffers, rank 0 and 1, integer and index elements.
  %s = memref.alloca() : memref<i64>
  %v = arith.constant 42 : i64
  memref.store %v, %s[] : memref<i64>
  %su = memref.cast %s : memref<i64> to memref<*xi64>
  call @printMemrefI64(%su) : (memref<*xi64>) -> ()
  %t = memref.alloca(%c4) : memref<?xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %x : i32
    %z = arith.subi %y, %x : i32
    memref.store %z, %t[%i] : memref<?xi32>
  }
  %tu = memref.cast %t : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%tu) : (memref<*xi32>) -> ()
  %n = memref.alloca() : memref<3xindex>
  memref.store %c4, %n[%c0] : memref<3xindex>
  memref.store %c2, %n[%c1] : memref<3xindex>
  memref.store %c0, %n[%c2] : memref<3xindex>
  %nu = memref.cast %n : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%nu) : (memref<*xindex>) -> ()
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %d : memref<2x?x2xf64>
  return
}
