// A small network whose weights are dense_resource blobs, as torch-mlir exports them: a 2x3
// f32 matrix times a vector, an i32 bias, i8, i64 and f16 resources, each read and printed.
// The same handle used twice shares one blob.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %w = arith.constant dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>
  %x = arith.constant dense_resource<input> : tensor<3xf32>
  %zero = arith.constant dense<0.0> : tensor<2xf32>
  %y = linalg.matvec ins(%w, %x : tensor<2x3xf32>, tensor<3xf32>) outs(%zero : tensor<2xf32>) -> tensor<2xf32>
  %uy = tensor.cast %y : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%uy) : (tensor<*xf32>) -> ()
  %w2 = arith.constant dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>
  %uw = tensor.cast %w2 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  %b = arith.constant dense_resource<bias> : tensor<2xi32>
  %one = arith.constant dense<[100, 200]> : tensor<2xi32>
  %e = tensor.empty() : tensor<2xi32>
  %s = linalg.add ins(%b, %one : tensor<2xi32>, tensor<2xi32>) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %us = tensor.cast %s : tensor<2xi32> to tensor<*xi32>
  call @printMemrefI32(%us) : (tensor<*xi32>) -> ()
  %q = arith.constant dense_resource<quant> : tensor<4xi8>
  %e4 = tensor.empty() : tensor<4xi32>
  %qe = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%q : tensor<4xi8>) outs(%e4 : tensor<4xi32>) {
  ^bb0(%a: i8, %o: i32):
    %v = arith.extsi %a : i8 to i32
    linalg.yield %v : i32
  } -> tensor<4xi32>
  %uq = tensor.cast %qe : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%uq) : (tensor<*xi32>) -> ()
  %l = arith.constant dense_resource<wide> : tensor<2xi64>
  %ul = tensor.cast %l : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%ul) : (tensor<*xi64>) -> ()
  %h = arith.constant dense_resource<half> : tensor<3xf16>
  %e3 = tensor.empty() : tensor<3xf32>
  %he = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%h : tensor<3xf16>) outs(%e3 : tensor<3xf32>) {
  ^bb0(%a: f16, %o: f32):
    %v = arith.extf %a : f16 to f32
    linalg.yield %v : f32
  } -> tensor<3xf32>
  %uh = tensor.cast %he : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%uh) : (tensor<*xf32>) -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_3_torch.float32: "0x040000000000C03F000000C00000803E0000804000004040000080BF",
      input: "0x10000000000000400000003F000080C0",
      bias: "0x040000000A000000ECFFFFFF",
      quant: "0x0100000001FE7F80",
      wide: "0x080000000000000000010000FDFFFFFFFFFFFFFF",
      half: "0x04000000003E00B4FF7B",
      unused: "0x0400000000000000"
    }
  }
#-}
