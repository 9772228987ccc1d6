// A loop whose body updates a different slice of its iter_arg in each branch of an scf.if.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<6x2xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<6x2xf32>) -> tensor<6x2xf32>
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %t) -> (tensor<6x2xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %b = scf.if %even -> (tensor<6x2xf32>) {
      %s = tensor.extract_slice %a[%i, 0] [1, 2] [1, 1] : tensor<6x2xf32> to tensor<2xf32>
      %f = linalg.fill ins(%one : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
      %n = tensor.insert_slice %f into %a[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<6x2xf32>
      scf.yield %n : tensor<6x2xf32>
    } else {
      %k = arith.index_cast %i : index to i32
      %v = arith.sitofp %k : i32 to f32
      %w = arith.mulf %v, %two : f32
      %n = tensor.insert %w into %a[%i, %c1] : tensor<6x2xf32>
      scf.yield %n : tensor<6x2xf32>
    }
    scf.yield %b : tensor<6x2xf32>
  }
  %u = tensor.cast %r : tensor<6x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
