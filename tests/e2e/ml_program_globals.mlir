// ml_program globals as torch-mlir's ONNX importer uses them for bernoulli's seed: @step loads
// a mutable global, updates the loaded tensor, stores the result and returns the new and the
// old seed; main calls it twice, so the second call must see the first's store. A global of
// several elements updated through linalg twice; an immutable global read with global_load,
// whose loaded tensor is written (a copy, not the global). Upstream's model bufferizes these
// right only when neither the loaded nor the stored tensor is used after the store (it hands
// out the global's own buffer, and gives a stored tensor used later a new, unfilled buffer),
// so this file keeps to that; ml_program_globals_snapshot.mlir has the other cases.
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefF32(tensor<*xf32>)

ml_program.global private mutable @seed(dense<7> : tensor<i64>) : tensor<i64>
ml_program.global private mutable @acc(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
ml_program.global private @table(dense<[10, 20, 30]> : tensor<3xi64>) : tensor<3xi64>

// seed = seed * 6364136223846793005 + 1442695040888963407, as the importer's bernoulli.
func.func @step() -> (i64, i64) {
  %a = arith.constant 6364136223846793005 : i64
  %c = arith.constant 1442695040888963407 : i64
  %seed = ml_program.global_load @seed : tensor<i64>
  %x = tensor.extract %seed[] : tensor<i64>
  %m = arith.muli %x, %a : i64
  %n = arith.addi %m, %c : i64
  %new = tensor.insert %n into %seed[] : tensor<i64>
  ml_program.global_store @seed = %new : tensor<i64>
  return %n, %x : i64, i64
}

#map = affine_map<(d0) -> (d0)>
func.func @accumulate(%k: f32) {
  %acc = ml_program.global_load @acc : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%acc : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %k : f32
    %t = arith.addf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  ml_program.global_store @acc = %r : tensor<4xf32>
  return
}

func.func @main() {
  %n0, %x0 = call @step() : () -> (i64, i64)
  %n1, %x1 = call @step() : () -> (i64, i64)
  vector.print %x0 : i64
  vector.print %n0 : i64
  vector.print %x1 : i64
  vector.print %n1 : i64
  %final = ml_program.global_load @seed : tensor<i64>
  %f = tensor.cast %final : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%f) : (tensor<*xi64>) -> ()

  %two = arith.constant 2.0 : f32
  call @accumulate(%two) : (f32) -> ()
  call @accumulate(%two) : (f32) -> ()
  %a = ml_program.global_load @acc : tensor<4xf32>
  %ap = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ap) : (tensor<*xf32>) -> ()

  %c0 = arith.constant 0 : index
  %c99 = arith.constant 99 : i64
  %t = ml_program.global_load @table : tensor<3xi64>
  %t2 = tensor.insert %c99 into %t[%c0] : tensor<3xi64>
  %tp = tensor.cast %t2 : tensor<3xi64> to tensor<*xi64>
  call @printMemrefI64(%tp) : (tensor<*xi64>) -> ()
  %u = ml_program.global_load @table : tensor<3xi64>
  %up = tensor.cast %u : tensor<3xi64> to tensor<*xi64>
  call @printMemrefI64(%up) : (tensor<*xi64>) -> ()
  return
}
