// A forall's result written after it (in place), then read inside a second forall whose
// shared_out is that written value (the written value works on a copy), and a forall
// whose body negates its own tiles in place.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %c) -> (tensor<4xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %n = linalg.negf ins(%s : tensor<2xf32>) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%off] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %r2 = tensor.insert %z into %r[%c0] : tensor<4xf32>
  %r3 = scf.forall (%i) in (4) shared_outs(%o = %r2) -> (tensor<4xf32>) {
    %x = tensor.extract %r[%i] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    %s = tensor.from_elements %y : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %u = tensor.cast %r3 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
