// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
// i32 tensors: element-wise integer arithmetic (wrapping multiply, signed division and
// remainder, shifts), a reduction, a matmul, printed with printMemrefI32.
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = arith.constant dense<[7, -9, 2147483647, 100, -1, 0]> : tensor<6xi32>
  %b = arith.constant dense<[2, 4, 2, -7, 3, 5]> : tensor<6xi32>
  %m = arith.muli %a, %b : tensor<6xi32>
  %d = arith.divsi %a, %b : tensor<6xi32>
  %r = arith.remsi %a, %b : tensor<6xi32>
  %sh = arith.constant dense<[1, 2, 3, 1, 0, 4]> : tensor<6xi32>
  %s = arith.shli %d, %sh : tensor<6xi32>
  %x = arith.xori %s, %r : tensor<6xi32>
  %um = tensor.cast %m : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%um) : (tensor<*xi32>) -> ()
  %ux = tensor.cast %x : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%ux) : (tensor<*xi32>) -> ()
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %f = linalg.fill ins(%c0 : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %sum = linalg.reduce ins(%b : tensor<6xi32>) outs(%f : tensor<i32>) dimensions = [0]
    (%in: i32, %acc: i32) {
      %t = arith.addi %in, %acc : i32
      linalg.yield %t : i32
    }
  %us = tensor.cast %sum : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%us) : (tensor<*xi32>) -> ()
  %p = tensor.expand_shape %b [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %q = tensor.expand_shape %a [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  %e2 = tensor.empty() : tensor<2x2xi32>
  %f2 = linalg.fill ins(%c0 : i32) outs(%e2 : tensor<2x2xi32>) -> tensor<2x2xi32>
  %mm = linalg.matmul ins(%p, %q : tensor<2x3xi32>, tensor<3x2xi32>) outs(%f2 : tensor<2x2xi32>) -> tensor<2x2xi32>
  %umm = tensor.cast %mm : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%umm) : (tensor<*xi32>) -> ()
  return
}
