// Calls passing and returning dynamically shaped tensors: a callee building a tensor of a
// size given at run time, one slicing its argument, one writing into a copy of its argument.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @iota(%n: index) -> tensor<?xf32> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %t : tensor<?xf32>
}

func.func @tail(%t: tensor<?xf32>, %k: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %m = arith.subi %n, %k : index
  %s = tensor.extract_slice %t[%k] [%m] [1] : tensor<?xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

func.func @double(%t: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %a = call @iota(%c6) : (index) -> tensor<?xf32>
  %b = call @tail(%a, %c2) : (tensor<?xf32>, index) -> tensor<?xf32>
  %c = call @double(%b) : (tensor<?xf32>) -> tensor<?xf32>
  %ub = tensor.cast %b : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %uc = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %ua = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  return
}
