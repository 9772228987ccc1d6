// bufferization.alloc_tensor (with and without copy, dynamic sizes),
// materialize_in_destination into a tensor and into a memref (restrict writable), to_tensor
// of a filled memref, to_buffer of a tensor read through memref.load.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = bufferization.alloc_tensor() copy(%t) : tensor<3xf32>
  %seven = arith.constant 7.0 : f32
  %a2 = tensor.insert %seven into %a[%c1] : tensor<3xf32>
  %b = bufferization.alloc_tensor(%c3) : tensor<?xf32>
  %bf = linalg.fill ins(%seven : f32) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  %bs = tensor.cast %bf : tensor<?xf32> to tensor<3xf32>
  %m = bufferization.materialize_in_destination %a2 in %bs : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %um = tensor.cast %m : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()
  %buf = memref.alloc() : memref<3xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%buf : memref<3xf32>)
  %tt = bufferization.to_tensor %buf restrict writable : memref<3xf32> to tensor<3xf32>
  %tt2 = tensor.insert %seven into %tt[%c0] : tensor<3xf32>
  %x = tensor.extract %tt2[%c0] : tensor<3xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  %out = memref.alloc() : memref<3xf32>
  bufferization.materialize_in_destination %t in restrict writable %out : (tensor<3xf32>, memref<3xf32>) -> ()
  %y = memref.load %out[%c1] : memref<3xf32>
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  %tb = bufferization.to_buffer %t read_only : tensor<3xf32> to memref<3xf32>
  %z = memref.load %tb[%c1] : memref<3xf32>
  call @printF32(%z) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
