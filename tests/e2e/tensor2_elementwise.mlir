// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
// Element-wise arith and math ops on tensors (static and dynamic shapes), a select with a
// scalar condition and one with a tensor condition, a comparison producing i1 tensors.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.0, -2.0, 3.5, 0.25]> : tensor<4xf32>
  %b = arith.constant dense<[0.5, 4.0, -1.0, 2.0]> : tensor<4xf32>
  %s = arith.addf %a, %b : tensor<4xf32>
  %m = arith.mulf %s, %a : tensor<4xf32>
  %d = arith.divf %m, %b : tensor<4xf32>
  %x = math.absf %d : tensor<4xf32>
  %q = math.sqrt %x : tensor<4xf32>
  %uq = tensor.cast %q : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uq) : (tensor<*xf32>) -> ()
  %c = arith.cmpf ogt, %a, %b : tensor<4xf32>
  %mx = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  %umx = tensor.cast %mx : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%umx) : (tensor<*xf32>) -> ()
  %ad = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %bd = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %sub = arith.subf %ad, %bd : tensor<?xf32>
  %neg = arith.negf %sub : tensor<?xf32>
  %ex = math.exp %neg : tensor<?xf32>
  %uex = tensor.cast %ex : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%uex) : (tensor<*xf32>) -> ()
  return
}
