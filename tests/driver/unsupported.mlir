// Ops and types the lowering cannot handle yet are diagnostics at the op, never crashes or
// silent skips.
// RUN: mlirc %s -O0 --split-input-file --verify-diagnostics -c -o /dev/null

func.func @f(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) -> tensor<2x1x5xf32> {
  // expected-error @+1 {{'tensor.gather' op cannot be bufferized by mlirc yet (no bufferization model for this op)}}
  %g = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return %g : tensor<2x1x5xf32>
}

// -----

func.func @g(%tag: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    // expected-error @+1 {{'affine.dma_wait' op cannot be lowered by lower-affine yet}}
    affine.dma_wait %tag[%i], %n : memref<1xi32>
  }
  return
}

// -----

// expected-error @+1 {{'func.func' op uses the type 'vector<2x2xf32>': only 0-D and 1-D fixed vectors translate to LLVM (mlirc-lower-vector rewrites n-D ones)}}
func.func @h(%v: vector<2x2xf32>) {
  return
}

// -----

func.func @k(%v: vector<4xf32>) -> vector<4xf32> {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{'memref.alloca' op of type 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>' (a layout that is not static and strided) cannot be translated}}
  %m = memref.alloca() : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return %v : vector<4xf32>
}

// -----

func.func private @ext(index)
func.func @scope(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.alloca_scope {
    // A call keeps the loop alive: canonicalize erases loops without effects.
    // expected-error @+1 {{'scf.for' op cannot be lowered to branches inside 'memref.alloca_scope', whose region must stay a single block}}
    scf.for %i = %c0 to %n step %c1 {
      func.call @ext(%i) : (index) -> ()
    }
  }
  return
}
