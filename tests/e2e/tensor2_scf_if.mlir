// scf.if yielding tensors: each branch a different new tensor, one branch updating the
// incoming tensor in place, and an if nested in a loop choosing what to insert.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @pick(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %n = linalg.negf ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    %h = arith.constant 100.0 : f32
    %u = tensor.insert %h into %t[%c0] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %true = arith.constant true
  %false = arith.constant false
  %a = call @pick(%true, %t) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %b = call @pick(%false, %a) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %b) -> (tensor<4xf32>) {
    %two = arith.constant 2 : index
    %m = arith.remui %i, %two : index
    %even = arith.cmpi eq, %m, %c0 : index
    %n = scf.if %even -> (tensor<4xf32>) {
      %z = arith.constant 0.5 : f32
      %u = tensor.insert %z into %acc[%i] : tensor<4xf32>
      scf.yield %u : tensor<4xf32>
    } else {
      scf.yield %acc : tensor<4xf32>
    }
    scf.yield %n : tensor<4xf32>
  }
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ur = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
