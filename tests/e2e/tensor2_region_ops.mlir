// scf.execute_region and scf.index_switch yielding tensors built in their regions.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @sel(%k: index) -> tensor<3xf32> {
  %r = scf.index_switch %k -> tensor<3xf32>
  case 0 {
    %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    scf.yield %a : tensor<3xf32>
  }
  case 2 {
    %x = arith.constant 4.5 : f32
    %a = tensor.splat %x : tensor<3xf32>
    scf.yield %a : tensor<3xf32>
  }
  default {
    %e = tensor.empty() : tensor<3xf32>
    %z = arith.constant -1.0 : f32
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    scf.yield %f : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = call @sel(%c0) : (index) -> tensor<3xf32>
  %b = call @sel(%c1) : (index) -> tensor<3xf32>
  %c = call @sel(%c2) : (index) -> tensor<3xf32>
  %d = scf.execute_region -> tensor<3xf32> {
    %e = tensor.empty() : tensor<3xf32>
    %s = linalg.add ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    %s2 = linalg.add ins(%s, %c : tensor<3xf32>, tensor<3xf32>) outs(%s : tensor<3xf32>) -> tensor<3xf32>
    scf.yield %s2 : tensor<3xf32>
  }
  %ud = tensor.cast %d : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  return
}
