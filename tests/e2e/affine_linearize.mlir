// lower-affine: affine.linearize_index and affine.delinearize_index with static, dynamic and
// mixed bases, with and without an outer bound, on negative and positive linear indices.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  affine.for %x = -13 to 14 step 4 {
    %d:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
    func.call @show(%d#0) : (index) -> ()
    func.call @show(%d#1) : (index) -> ()
    func.call @show(%d#2) : (index) -> ()
    %e:3 = affine.delinearize_index %x into (%c3, %c5) : index, index, index
    func.call @show(%e#0) : (index) -> ()
    func.call @show(%e#1) : (index) -> ()
    func.call @show(%e#2) : (index) -> ()
    // Back to the linear index.
    %l = affine.linearize_index [%e#0, %e#1, %e#2] by (%c3, %c5) : index
    func.call @show(%l) : (index) -> ()
    %l2 = affine.linearize_index disjoint [%d#0, %d#1, %d#2] by (2, 3, 4) : index
    func.call @show(%l2) : (index) -> ()
    %m = affine.linearize_index [%x, %c3, %d#2] by (%c5, 4, 7) : index
    func.call @show(%m) : (index) -> ()
  }
  return
}
