// A small matmul kernel with scf loops over static and dynamic memrefs (f32 and i32), the
// result printed whole.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %z = arith.constant 0.0 : f32
      %s = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %z) -> (f32) {
        %x = memref.load %a[%i, %p] : memref<?x?xf32>
        %y = memref.load %b[%p, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %r = arith.addf %acc, %xy : f32
        scf.yield %r : f32
      }
      memref.store %s, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @imatmul(%a: memref<3x4xi32>, %b: memref<4x2xi32>, %c: memref<3x2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %z = arith.constant 0 : i32
      %s = scf.for %p = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i32) {
        %x = memref.load %a[%i, %p] : memref<3x4xi32>
        %y = memref.load %b[%p, %j] : memref<4x2xi32>
        %xy = arith.muli %x, %y : i32
        %r = arith.addi %acc, %xy : i32
        scf.yield %r : i32
      }
      memref.store %s, %c[%i, %j] : memref<3x2xi32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%c4, %c3) : memref<?x?xf32>
  %b = memref.alloc(%c3, %c5) : memref<?x?xf32>
  %c = memref.alloc(%c4, %c5) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %s = arith.addi %i, %j : index
      %x = arith.index_cast %s : index to i32
      %f = arith.sitofp %x : i32 to f32
      %h = arith.constant 0.5 : f32
      %g = arith.subf %f, %h : f32
      memref.store %g, %a[%i, %j] : memref<?x?xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %s = arith.muli %i, %j : index
      %x = arith.index_cast %s : index to i32
      %f = arith.sitofp %x : i32 to f32
      %g = arith.negf %f : f32
      memref.store %g, %b[%i, %j] : memref<?x?xf32>
    }
  }
  call @matmul(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %cu = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %ia = memref.alloc() : memref<3x4xi32>
  %ib = memref.alloc() : memref<4x2xi32>
  %ic = memref.alloc() : memref<3x2xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %s = arith.subi %i, %j : index
      %x = arith.index_cast %s : index to i32
      memref.store %x, %ia[%i, %j] : memref<3x4xi32>
    }
  }
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %s = arith.addi %i, %j : index
      %t = arith.muli %s, %c3 : index
      %x = arith.index_cast %t : index to i32
      memref.store %x, %ib[%i, %j] : memref<4x2xi32>
    }
  }
  call @imatmul(%ia, %ib, %ic) : (memref<3x4xi32>, memref<4x2xi32>, memref<3x2xi32>) -> ()
  %icu = memref.cast %ic : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%icu) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  memref.dealloc %ia : memref<3x4xi32>
  memref.dealloc %ib : memref<4x2xi32>
  memref.dealloc %ic : memref<3x2xi32>
  return
}
