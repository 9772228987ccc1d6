// Loops whose tensor iter_args start at a slice of another tensor: the loop works in the
// slice's buffer (a strided layout, no copy in or out): a tiled matmul accumulating into tiles
// of C over k, an scf.while over a column (a strided slice); and a loop starting at a constant
// (one copy before it). bufferize_loop_view_new_buffer.mlir has a loop over a slice that
// yields a new tensor in some iterations (which upstream refuses).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<4x4xf32>) {
  %u = tensor.cast %t : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// C = A * B, 2x2 tiles of C, k in steps of 2.
func.func @tiled_matmul(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%ci = %c) -> (tensor<4x4xf32>) {
    %r2 = scf.for %j = %c0 to %c4 step %c2 iter_args(%cj = %ci) -> (tensor<4x4xf32>) {
      %tile = tensor.extract_slice %cj[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
      %acc = scf.for %k = %c0 to %c4 step %c2 iter_args(%t = %tile) -> (tensor<2x2xf32>) {
        %as = tensor.extract_slice %a[%i, %k] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
        %bs = tensor.extract_slice %b[%k, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
        %m = linalg.matmul ins(%as, %bs : tensor<2x2xf32>, tensor<2x2xf32>) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
        scf.yield %m : tensor<2x2xf32>
      }
      %u = tensor.insert_slice %acc into %cj[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      scf.yield %u : tensor<4x4xf32>
    }
    scf.yield %r2 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, 0.0], [0.0, 1.0, 0.0, 2.0], [1.0, 1.0, 1.0, 1.0], [2.0, 0.0, 0.0, 1.0]]> : tensor<4x4xf32>
  %p = call @tiled_matmul(%a, %b) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  call @print(%p) : (tensor<4x4xf32>) -> ()

  %m2 = linalg.copy ins(%a : tensor<4x4xf32>) outs(%p : tensor<4x4xf32>) -> tensor<4x4xf32>
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32

  // Column 2 (a strided slice): each element halved while the first is above 2.
  %col = tensor.extract_slice %m2[0, 2] [4, 1] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  %half = arith.constant 0.5 : f32
  %w = scf.while (%t = %col) : (tensor<4xf32>) -> tensor<4xf32> {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %go = arith.cmpf ogt, %x, %two : f32
    scf.condition(%go) %t : tensor<4xf32>
  } do {
  ^bb0(%t: tensor<4xf32>):
    %h = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
        outs(%t : tensor<4xf32>) {
    ^bb0(%o: f32):
      %v = arith.mulf %o, %half : f32
      linalg.yield %v : f32
    } -> tensor<4xf32>
    scf.yield %h : tensor<4xf32>
  }
  %m3 = tensor.insert_slice %w into %m2[0, 2] [4, 1] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
  call @print(%m3) : (tensor<4x4xf32>) -> ()

  // A loop starting at the constant %a: updated in the loop, %a itself printed after.
  %acc = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %a) -> (tensor<4x4xf32>) {
    %x = tensor.extract %t[%k, %k] : tensor<4x4xf32>
    %y = arith.addf %x, %one : f32
    %t2 = tensor.insert %y into %t[%k, %k] : tensor<4x4xf32>
    scf.yield %t2 : tensor<4x4xf32>
  }
  call @print(%acc) : (tensor<4x4xf32>) -> ()
  call @print(%a) : (tensor<4x4xf32>) -> ()
  return
}
