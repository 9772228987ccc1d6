// A 1-D three-point stencil over subviews, a fast-math dot product in f64, and f16 buffers
// computed in f32 and printed with printMemrefF16.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printF64(f64)
func.func private @printNewline()

func.func @blur(%in: memref<10xf32>, %out: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %l = memref.subview %in[0] [8] [1] : memref<10xf32> to memref<8xf32, strided<[1]>>
  %m = memref.subview %in[1] [8] [1] : memref<10xf32> to memref<8xf32, strided<[1], offset: 1>>
  %r = memref.subview %in[2] [8] [1] : memref<10xf32> to memref<8xf32, strided<[1], offset: 2>>
  %o = memref.subview %out[1] [8] [1] : memref<10xf32> to memref<8xf32, strided<[1], offset: 1>>
  %third = arith.constant 0.333333343 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %a = memref.load %l[%i] : memref<8xf32, strided<[1]>>
    %b = memref.load %m[%i] : memref<8xf32, strided<[1], offset: 1>>
    %c = memref.load %r[%i] : memref<8xf32, strided<[1], offset: 2>>
    %ab = arith.addf %a, %b : f32
    %abc = arith.addf %ab, %c : f32
    %v = arith.mulf %abc, %third : f32
    memref.store %v, %o[%i] : memref<8xf32, strided<[1], offset: 1>>
  }
  return
}

func.func @dot(%a: memref<16xf64>, %b: memref<16xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<16xf64>
    %y = memref.load %b[%i] : memref<16xf64>
    %xy = arith.mulf %x, %y fastmath<contract> : f64
    %r = arith.addf %acc, %xy fastmath<contract> : f64
    scf.yield %r : f64
  }
  return %s : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %in = memref.alloc() : memref<10xf32>
  %out = memref.alloc() : memref<10xf32>
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.index_cast %i : index to i32
    %sq = arith.muli %x, %x : i32
    %f = arith.sitofp %sq : i32 to f32
    memref.store %f, %in[%i] : memref<10xf32>
    memref.store %z, %out[%i] : memref<10xf32>
  }
  call @blur(%in, %out) : (memref<10xf32>, memref<10xf32>) -> ()
  %ou = memref.cast %out : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  %a = memref.alloc() : memref<16xf64>
  %b = memref.alloc() : memref<16xf64>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f64
    %q = arith.constant 0.125 : f64
    %g = arith.mulf %f, %q : f64
    memref.store %f, %a[%i] : memref<16xf64>
    memref.store %g, %b[%i] : memref<16xf64>
  }
  %d = call @dot(%a, %b) : (memref<16xf64>, memref<16xf64>) -> f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  %h = memref.alloc() : memref<2x5xf16>
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %v = memref.load %out[%l] : memref<10xf32>
      %w = arith.truncf %v : f32 to f16
      memref.store %w, %h[%i, %j] : memref<2x5xf16>
    }
  }
  %hu = memref.cast %h : memref<2x5xf16> to memref<*xf16>
  call @printMemrefF16(%hu) : (memref<*xf16>) -> ()
  memref.dealloc %in : memref<10xf32>
  memref.dealloc %out : memref<10xf32>
  memref.dealloc %a : memref<16xf64>
  memref.dealloc %b : memref<16xf64>
  memref.dealloc %h : memref<2x5xf16>
  return
}
