// Tensor constants modified then read again: the constant's global must not change (each
// write works on a copy), in straight-line code and in a loop running the same constant.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @get() -> tensor<3xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %t : tensor<3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %nine = arith.constant 9.0 : f32
  %a = tensor.insert %nine into %t[%c0] : tensor<3xf32>
  %x = tensor.extract %t[%c0] : tensor<3xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %a) -> (tensor<3xf32>) {
    %k = func.call @get() : () -> tensor<3xf32>
    %v = tensor.extract %k[%i] : tensor<3xf32>
    %w = tensor.insert %v into %k[%c0] : tensor<3xf32>
    %s = tensor.extract %w[%c0] : tensor<3xf32>
    %o = tensor.extract %acc[%i] : tensor<3xf32>
    %n = arith.addf %o, %s : f32
    %acc2 = tensor.insert %n into %acc[%i] : tensor<3xf32>
    scf.yield %acc2 : tensor<3xf32>
  }
  %again = call @get() : () -> tensor<3xf32>
  %ua = tensor.cast %again : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ur = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
