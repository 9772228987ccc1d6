// 4-D linalg.pack (NCHW-like 2x5x4x6: channels tiled by 2 with zero padding, width by 3),
// outer_dims_perm [0, 2, 3, 1], and linalg.unpack back (mlirc-decompose-linalg).
// Upstream's bufferization assumes an external function writes its tensor argument, so each
// tensor is printed after its last use.
// The upstream reference pipeline does not lower linalg.pack/unpack and no upstream pass
// decomposes them, so EXPECTED-OUTPUT is upstream's own decomposition: this file plus a
// transform script (`transform.structured.lower_pack` / `lower_unpack`) run by
// `mlir-opt-22 --transform-interpreter`, then the harness's reference pipeline and
// mlir-runner-22.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = tensor.generate {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    %c1000 = arith.constant 1000 : index
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %a = arith.muli %n, %c1000 : index
    %b = arith.muli %c, %c100 : index
    %d = arith.muli %h, %c10 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %w : index
    %i = arith.index_cast %s2 : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<2x5x4x6xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x2x3x2x3xf32>
  %p = linalg.pack %x padding_value(%zero : f32) outer_dims_perm = [0, 2, 3, 1] inner_dims_pos = [1, 3] inner_tiles = [2, 3] into %e : tensor<2x5x4x6xf32> -> tensor<2x4x2x3x2x3xf32>
  %e2 = tensor.empty() : tensor<2x5x4x6xf32>
  %q = linalg.unpack %p outer_dims_perm = [0, 2, 3, 1] inner_dims_pos = [1, 3] inner_tiles = [2, 3] into %e2 : tensor<2x4x2x3x2x3xf32> -> tensor<2x5x4x6xf32>
  %u1 = tensor.cast %p : tensor<2x4x2x3x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %q : tensor<2x5x4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 6 offset = 0 sizes = [2, 4, 2, 3, 2, 3] strides = [144, 36, 18, 6, 3, 1] data =
// EXPECTED-OUTPUT: [[[[[[0,       1,       2],
// EXPECTED-OUTPUT:      [100,       101,       102]],
// EXPECTED-OUTPUT:     [[200,       201,       202],
// EXPECTED-OUTPUT:      [300,       301,       302]],
// EXPECTED-OUTPUT:     [[400,       401,       402],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[3,       4,       5],
// EXPECTED-OUTPUT:      [103,       104,       105]],
// EXPECTED-OUTPUT:     [[203,       204,       205],
// EXPECTED-OUTPUT:      [303,       304,       305]],
// EXPECTED-OUTPUT:     [[403,       404,       405],
// EXPECTED-OUTPUT:      [0,       0,       0]]]],
// EXPECTED-OUTPUT:   [[[[10,       11,       12],
// EXPECTED-OUTPUT:      [110,       111,       112]],
// EXPECTED-OUTPUT:     [[210,       211,       212],
// EXPECTED-OUTPUT:      [310,       311,       312]],
// EXPECTED-OUTPUT:     [[410,       411,       412],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[13,       14,       15],
// EXPECTED-OUTPUT:      [113,       114,       115]],
// EXPECTED-OUTPUT:     [[213,       214,       215],
// EXPECTED-OUTPUT:      [313,       314,       315]],
// EXPECTED-OUTPUT:     [[413,       414,       415],
// EXPECTED-OUTPUT:      [0,       0,       0]]]],
// EXPECTED-OUTPUT:   [[[[20,       21,       22],
// EXPECTED-OUTPUT:      [120,       121,       122]],
// EXPECTED-OUTPUT:     [[220,       221,       222],
// EXPECTED-OUTPUT:      [320,       321,       322]],
// EXPECTED-OUTPUT:     [[420,       421,       422],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[23,       24,       25],
// EXPECTED-OUTPUT:      [123,       124,       125]],
// EXPECTED-OUTPUT:     [[223,       224,       225],
// EXPECTED-OUTPUT:      [323,       324,       325]],
// EXPECTED-OUTPUT:     [[423,       424,       425],
// EXPECTED-OUTPUT:      [0,       0,       0]]]],
// EXPECTED-OUTPUT:   [[[[30,       31,       32],
// EXPECTED-OUTPUT:      [130,       131,       132]],
// EXPECTED-OUTPUT:     [[230,       231,       232],
// EXPECTED-OUTPUT:      [330,       331,       332]],
// EXPECTED-OUTPUT:     [[430,       431,       432],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[33,       34,       35],
// EXPECTED-OUTPUT:      [133,       134,       135]],
// EXPECTED-OUTPUT:     [[233,       234,       235],
// EXPECTED-OUTPUT:      [333,       334,       335]],
// EXPECTED-OUTPUT:     [[433,       434,       435],
// EXPECTED-OUTPUT:      [0,       0,       0]]]]],
// EXPECTED-OUTPUT:  [[[[[1000,       1001,       1002],
// EXPECTED-OUTPUT:      [1100,       1101,       1102]],
// EXPECTED-OUTPUT:     [[1200,       1201,       1202],
// EXPECTED-OUTPUT:      [1300,       1301,       1302]],
// EXPECTED-OUTPUT:     [[1400,       1401,       1402],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[1003,       1004,       1005],
// EXPECTED-OUTPUT:      [1103,       1104,       1105]],
// EXPECTED-OUTPUT:     [[1203,       1204,       1205],
// EXPECTED-OUTPUT:      [1303,       1304,       1305]],
// EXPECTED-OUTPUT:     [[1403,       1404,       1405],
// EXPECTED-OUTPUT:      [0,       0,       0]]]],
// EXPECTED-OUTPUT:   [[[[1010,       1011,       1012],
// EXPECTED-OUTPUT:      [1110,       1111,       1112]],
// EXPECTED-OUTPUT:     [[1210,       1211,       1212],
// EXPECTED-OUTPUT:      [1310,       1311,       1312]],
// EXPECTED-OUTPUT:     [[1410,       1411,       1412],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[1013,       1014,       1015],
// EXPECTED-OUTPUT:      [1113,       1114,       1115]],
// EXPECTED-OUTPUT:     [[1213,       1214,       1215],
// EXPECTED-OUTPUT:      [1313,       1314,       1315]],
// EXPECTED-OUTPUT:     [[1413,       1414,       1415],
// EXPECTED-OUTPUT:      [0,       0,       0]]]],
// EXPECTED-OUTPUT:   [[[[1020,       1021,       1022],
// EXPECTED-OUTPUT:      [1120,       1121,       1122]],
// EXPECTED-OUTPUT:     [[1220,       1221,       1222],
// EXPECTED-OUTPUT:      [1320,       1321,       1322]],
// EXPECTED-OUTPUT:     [[1420,       1421,       1422],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[1023,       1024,       1025],
// EXPECTED-OUTPUT:      [1123,       1124,       1125]],
// EXPECTED-OUTPUT:     [[1223,       1224,       1225],
// EXPECTED-OUTPUT:      [1323,       1324,       1325]],
// EXPECTED-OUTPUT:     [[1423,       1424,       1425],
// EXPECTED-OUTPUT:      [0,       0,       0]]]],
// EXPECTED-OUTPUT:   [[[[1030,       1031,       1032],
// EXPECTED-OUTPUT:      [1130,       1131,       1132]],
// EXPECTED-OUTPUT:     [[1230,       1231,       1232],
// EXPECTED-OUTPUT:      [1330,       1331,       1332]],
// EXPECTED-OUTPUT:     [[1430,       1431,       1432],
// EXPECTED-OUTPUT:      [0,       0,       0]]],
// EXPECTED-OUTPUT:    [[[1033,       1034,       1035],
// EXPECTED-OUTPUT:      [1133,       1134,       1135]],
// EXPECTED-OUTPUT:     [[1233,       1234,       1235],
// EXPECTED-OUTPUT:      [1333,       1334,       1335]],
// EXPECTED-OUTPUT:     [[1433,       1434,       1435],
// EXPECTED-OUTPUT:      [0,       0,       0]]]]]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 4 offset = 0 sizes = [2, 5, 4, 6] strides = [120, 24, 6, 1] data =
// EXPECTED-OUTPUT: [[[[0,     1,     2,     3,     4,     5],
// EXPECTED-OUTPUT:    [10,     11,     12,     13,     14,     15],
// EXPECTED-OUTPUT:    [20,     21,     22,     23,     24,     25],
// EXPECTED-OUTPUT:    [30,     31,     32,     33,     34,     35]],
// EXPECTED-OUTPUT:   [[100,     101,     102,     103,     104,     105],
// EXPECTED-OUTPUT:    [110,     111,     112,     113,     114,     115],
// EXPECTED-OUTPUT:    [120,     121,     122,     123,     124,     125],
// EXPECTED-OUTPUT:    [130,     131,     132,     133,     134,     135]],
// EXPECTED-OUTPUT:   [[200,     201,     202,     203,     204,     205],
// EXPECTED-OUTPUT:    [210,     211,     212,     213,     214,     215],
// EXPECTED-OUTPUT:    [220,     221,     222,     223,     224,     225],
// EXPECTED-OUTPUT:    [230,     231,     232,     233,     234,     235]],
// EXPECTED-OUTPUT:   [[300,     301,     302,     303,     304,     305],
// EXPECTED-OUTPUT:    [310,     311,     312,     313,     314,     315],
// EXPECTED-OUTPUT:    [320,     321,     322,     323,     324,     325],
// EXPECTED-OUTPUT:    [330,     331,     332,     333,     334,     335]],
// EXPECTED-OUTPUT:   [[400,     401,     402,     403,     404,     405],
// EXPECTED-OUTPUT:    [410,     411,     412,     413,     414,     415],
// EXPECTED-OUTPUT:    [420,     421,     422,     423,     424,     425],
// EXPECTED-OUTPUT:    [430,     431,     432,     433,     434,     435]]],
// EXPECTED-OUTPUT:  [[[1000,     1001,     1002,     1003,     1004,     1005],
// EXPECTED-OUTPUT:    [1010,     1011,     1012,     1013,     1014,     1015],
// EXPECTED-OUTPUT:    [1020,     1021,     1022,     1023,     1024,     1025],
// EXPECTED-OUTPUT:    [1030,     1031,     1032,     1033,     1034,     1035]],
// EXPECTED-OUTPUT:   [[1100,     1101,     1102,     1103,     1104,     1105],
// EXPECTED-OUTPUT:    [1110,     1111,     1112,     1113,     1114,     1115],
// EXPECTED-OUTPUT:    [1120,     1121,     1122,     1123,     1124,     1125],
// EXPECTED-OUTPUT:    [1130,     1131,     1132,     1133,     1134,     1135]],
// EXPECTED-OUTPUT:   [[1200,     1201,     1202,     1203,     1204,     1205],
// EXPECTED-OUTPUT:    [1210,     1211,     1212,     1213,     1214,     1215],
// EXPECTED-OUTPUT:    [1220,     1221,     1222,     1223,     1224,     1225],
// EXPECTED-OUTPUT:    [1230,     1231,     1232,     1233,     1234,     1235]],
// EXPECTED-OUTPUT:   [[1300,     1301,     1302,     1303,     1304,     1305],
// EXPECTED-OUTPUT:    [1310,     1311,     1312,     1313,     1314,     1315],
// EXPECTED-OUTPUT:    [1320,     1321,     1322,     1323,     1324,     1325],
// EXPECTED-OUTPUT:    [1330,     1331,     1332,     1333,     1334,     1335]],
// EXPECTED-OUTPUT:   [[1400,     1401,     1402,     1403,     1404,     1405],
// EXPECTED-OUTPUT:    [1410,     1411,     1412,     1413,     1414,     1415],
// EXPECTED-OUTPUT:    [1420,     1421,     1422,     1423,     1424,     1425],
// EXPECTED-OUTPUT:    [1430,     1431,     1432,     1433,     1434,     1435]]]]
