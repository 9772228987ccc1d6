// Constants that are modified: the modified copies are printed, then the constants are read
// again (they must be unchanged), also through a second use of the same constant value.
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %k = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 42 : i32
  %m1 = tensor.insert %v into %k[%c0, %c1] : tensor<2x2xi32>
  %m2 = tensor.insert %v into %k[%c1, %c0] : tensor<2x2xi32>
  %e = tensor.empty() : tensor<2x2xi32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%k : tensor<2x2xi32>) outs(%k : tensor<2x2xi32>) {
  ^bb0(%x: i32, %o: i32):
    %y = arith.muli %x, %x : i32
    linalg.yield %y : i32
  } -> tensor<2x2xi32>
  %x0 = tensor.extract %k[%c0, %c1] : tensor<2x2xi32>
  %x0e = arith.extsi %x0 : i32 to i64
  call @printI64(%x0e) : (i64) -> ()
  call @printNewline() : () -> ()
  %u1 = tensor.cast %m1 : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %u2 = tensor.cast %m2 : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  %u3 = tensor.cast %d : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  %u4 = tensor.cast %k : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  return
}
