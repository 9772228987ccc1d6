// Element-wise integer ops on tensors: arithmetic with overflow flags, divisions, shifts,
// bit logic, comparisons and selects, extensions and truncations, extended multiplication.
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %a = arith.constant dense<[7, -9, 100, 2147483647, -2147483648, 13]> : tensor<6xi32>
  %b = arith.constant dense<[2, 4, -3, 1, -2, 5]> : tensor<6xi32>
  %s = arith.addi %a, %b : tensor<6xi32>
  %m = arith.muli %a, %b overflow<nsw> : tensor<6xi32>
  %q = arith.divsi %s, %b : tensor<6xi32>
  %r = arith.remsi %a, %b : tensor<6xi32>
  %fd = arith.floordivsi %a, %b : tensor<6xi32>
  %sh = arith.constant dense<3> : tensor<6xi32>
  %l = arith.shli %a, %sh : tensor<6xi32>
  %rs = arith.shrsi %a, %sh : tensor<6xi32>
  %ru = arith.shrui %a, %sh : tensor<6xi32>
  %x = arith.xori %l, %rs : tensor<6xi32>
  %o = arith.ori %x, %b : tensor<6xi32>
  %c = arith.cmpi slt, %a, %b : tensor<6xi32>
  %mx = arith.select %c, %b, %a : tensor<6xi1>, tensor<6xi32>
  %mn = arith.minsi %a, %b : tensor<6xi32>
  %w = arith.extsi %a : tensor<6xi32> to tensor<6xi64>
  %wu = arith.extui %b : tensor<6xi32> to tensor<6xi64>
  %p = arith.muli %w, %wu : tensor<6xi64>
  %t = arith.trunci %p : tensor<6xi64> to tensor<6xi32>
  %lo, %hi = arith.mulsi_extended %a, %b : tensor<6xi32>
  %u1 = tensor.cast %s : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %u2 = tensor.cast %m : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  %u3 = tensor.cast %q : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  %u4 = tensor.cast %r : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  %u5 = tensor.cast %fd : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  %u6 = tensor.cast %o : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  %u7 = tensor.cast %ru : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  %u8 = tensor.cast %mx : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  %u9 = tensor.cast %mn : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  %u10 = tensor.cast %p : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u10) : (tensor<*xi64>) -> ()
  %u11 = tensor.cast %t : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  %u12 = tensor.cast %lo : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  %u13 = tensor.cast %hi : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  return
}
