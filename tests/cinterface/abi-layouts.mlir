// --emit-abi describes each memref argument and result: element type, rank, shape (null for a
// dynamic size), and the strides and offset of its layout (null where dynamic): the row-major
// strides of an identity layout (dynamic left of a dynamic size), a strided<> layout's own
// numbers, a strided affine map's; unranked memrefs have a null rank. The file is valid JSON.
// RUN: mlirc %s -c -o %t.o --emit-abi=%t.json
// RUN: python3 -m json.tool %t.json > /dev/null
// RUN: FileCheck %s --match-full-lines < %t.json
// RUN: python3 -c 'import json, sys; f = json.load(open(sys.argv[1]))["functions"]; a = f[0]["a"]; assert a[0] == {"type": "memref", "element": "f32", "rank": 3, "shape": [4, None, 3], "strides": [None, 3, 1], "offset": 0}, a[0]; assert a[2] == {"type": "memref", "element": "i32", "rank": None}, a[2]; assert f[1]["r"][1]["strides"] == [2, 1], f[1]' %t.json

// CHECK:      {
// CHECK-NEXT:   "functions": [
// CHECK-NEXT:     {"name": "layouts", "symbol": "_mlir_ciface_layouts", "a": [{"type": "memref", "element": "f32", "rank": 3, "shape": [4, null, 3], "strides": [null, 3, 1], "offset": 0}, {"type": "memref", "element": "f16", "rank": 2, "shape": [2, 3], "strides": [null, 1], "offset": null}, {"type": "memref", "element": "i32", "rank": null}, "i64", {"type": "memref", "element": "f64", "rank": 0, "shape": [], "strides": [], "offset": 0}, {"type": "memref", "element": "i8", "rank": 2, "shape": [5, 6], "strides": [12, 2], "offset": 7}, {"type": "memref", "element": "f32", "rank": 2, "shape": [3, 4], "strides": [1, 3], "offset": 0}, {"type": "memref", "element": "bf16", "rank": 2, "shape": [null, 4], "strides": [4, 1], "offset": 0}, {"type": "memref", "element": "u8", "rank": 1, "shape": [null], "strides": [null], "offset": 5}], "r": []},
// CHECK-NEXT:     {"name": "results", "symbol": "_mlir_ciface_results", "a": ["index"], "r": ["f32", {"type": "memref", "element": "index", "rank": 2, "shape": [2, 2], "strides": [2, 1], "offset": 0}]}
// CHECK-NEXT:   ]
// CHECK-NEXT: }

func.func @layouts(%a: memref<4x?x3xf32>, %b: memref<2x3xf16, strided<[?, 1], offset: ?>>, %c: memref<*xi32>, %d: i64,
                   %e: memref<f64>, %g: memref<5x6xi8, strided<[12, 2], offset: 7>>,
                   %h: memref<3x4xf32, affine_map<(d0, d1) -> (d1 * 3 + d0)>>, %k: memref<?x4xbf16>,
                   %u: memref<?xui8, strided<[?], offset: 5>>) {
  return
}

func.func @results(%n: index) -> (f32, memref<2x2xindex>) {
  %m = memref.alloc() : memref<2x2xindex>
  %f = arith.constant 1.0 : f32
  return %f, %m : f32, memref<2x2xindex>
}
