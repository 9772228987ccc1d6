// i64 tensors: a prefix sum in an scf.for with tensor.insert, scf.forall squaring tiles,
// unsigned min/max element-wise (through linalg.generic), printed with printMemrefI64.
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = arith.constant dense<[3, -1, 4, 1, -5, 9, 2, -6]> : tensor<8xi64>
  %p = scf.for %i = %c1 to %c8 step %c1 iter_args(%acc = %t) -> (tensor<8xi64>) {
    %im1 = arith.subi %i, %c1 : index
    %prev = tensor.extract %acc[%im1] : tensor<8xi64>
    %cur = tensor.extract %acc[%i] : tensor<8xi64>
    %s = arith.addi %prev, %cur : i64
    %n = tensor.insert %s into %acc[%i] : tensor<8xi64>
    scf.yield %n : tensor<8xi64>
  }
  %sq = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xi64>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xi64> to tensor<2xi64>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<2xi64>) {
    ^bb0(%x: i64):
      %y = arith.muli %x, %x : i64
      linalg.yield %y : i64
    } -> tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%off] [2] [1] : tensor<2xi64> into tensor<8xi64>
    }
  }
  %usq = tensor.cast %sq : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%usq) : (tensor<*xi64>) -> ()
  %e = tensor.empty() : tensor<8xi64>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t, %p : tensor<8xi64>, tensor<8xi64>) outs(%e : tensor<8xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %lo = arith.minui %a, %b : i64
    %hi = arith.maxsi %a, %b : i64
    %r = arith.subi %hi, %lo : i64
    linalg.yield %r : i64
  } -> tensor<8xi64>
  %up = tensor.cast %p : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%up) : (tensor<*xi64>) -> ()
  %umm = tensor.cast %mm : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%umm) : (tensor<*xi64>) -> ()
  return
}
