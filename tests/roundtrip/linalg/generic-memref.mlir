// linalg.generic on memrefs (no results), with strided layouts, a broadcast map, a
// three-loop reduction and a region that uses values defined above it.

func.func @copy_strided(%a: memref<4x8xf32, strided<[16, 1], offset: 4>>, %b: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x8xf32, strided<[16, 1], offset: 4>>) outs(%b : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

func.func @matmul_like(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x?xf64>, memref<?x?xf64>) outs(%c : memref<?x?xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  }
  return
}

func.func @broadcast_captured(%v: memref<8xi8>, %out: memref<4x8xi32>, %bias: i32) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%v : memref<8xi8>) outs(%out : memref<4x8xi32>) attrs = {note = "bias add"} {
  ^bb0(%x: i8, %o: i32):
    %e = arith.extsi %x : i8 to i32
    %s = arith.addi %e, %bias : i32
    linalg.yield %s : i32
  }
  return
}
