// memref.reshape (static and dynamic shape operands, unranked) and memref.view.

func.func @reshape(%a: memref<4x1xf32>, %u: memref<*xf32>, %d: memref<?xf32>, %s1: memref<1xi32>, %s2: memref<2xindex>, %sd: memref<?xi64>) {
  %0 = memref.reshape %a(%s1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %1 = memref.reshape %a(%s2) : (memref<4x1xf32>, memref<2xindex>) -> memref<2x2xf32>
  %2 = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  %3 = memref.reshape %d(%sd) : (memref<?xf32>, memref<?xi64>) -> memref<*xf32>
  %4 = memref.reshape %u(%sd) {tag} : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  return
}

func.func @view(%b: memref<2048xi8>, %g: memref<?xi8, 3>, %off: index, %s0: index, %s1: index) {
  %0 = memref.view %b[%off][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %b[%off][%s0, %s1] : memref<2048xi8> to memref<?x4x?xf32>
  %2 = memref.view %g[%off][%s0] : memref<?xi8, 3> to memref<?xi32, 3>
  %3 = memref.view %b[%off][] {tag = 1 : i32} : memref<2048xi8> to memref<f64>
  return
}
