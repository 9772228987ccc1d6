// A shared_out whose old value is read after the forall (the forall works on a copy), a
// shared_out that is a function argument (not writable: a copy), and a forall with zero
// iterations (its results are the shared_outs).
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @scale(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %c3 = arith.constant 3.0 : f32
    %y = arith.mulf %x, %c3 : f32
    %s = tensor.from_elements %y : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = call @scale(%t, %c4) : (tensor<4xf32>, index) -> tensor<4xf32>
  %b = call @scale(%t, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %c = call @scale(%t, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %f) -> (tensor<4xf32>) {
    %ii = arith.index_cast %i : index to i64
    %v = arith.sitofp %ii : i64 to f32
    %s = tensor.from_elements %v : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %old = tensor.extract %f[%c2] : tensor<4xf32>
  call @printF32(%old) : (f32) -> ()
  call @printNewline() : () -> ()
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %ur = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
