// affine.if: integer sets (alias and inline), dimension and symbol operands, else regions,
// results with explicit affine.yield, nesting in loops.
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>
#empty = affine_set<() : (0 == 0)>

func.func @conditions(%A: memref<?xf32>, %n: index, %m: index, %x: f32) {
  affine.for %i = 0 to %n {
    affine.if #set(%i)[%n] {
      affine.store %x, %A[%i] : memref<?xf32>
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 * 2 == 0)>(%i, %m) {
      affine.store %x, %A[%i] : memref<?xf32>
    } else {
      affine.store %x, %A[%m] : memref<?xf32>
    }
  }
  affine.if #empty() {
  }
  affine.if #empty() {
  } else {
  }
  return
}

func.func @results(%n: index, %x: f32, %y: f32) -> (f32, index) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %s:2 = affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] -> (f32, index) {
    affine.yield %r, %n : f32, index
  } else {
    %c0 = arith.constant 0 : index
    affine.yield %y, %c0 : f32, index
  } {tag}
  return %s#0, %s#1 : f32, index
}
