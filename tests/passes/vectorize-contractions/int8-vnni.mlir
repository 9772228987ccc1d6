// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=512 vector-registers=32 fma=true masked=true vnni=512 bf16=true reassociate=true},canonicalize,cse))' | FileCheck %s
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=256 vector-registers=16 fma=true masked=true vnni=256 bf16=true},canonicalize,cse))' | FileCheck %s --check-prefix=AVX
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=512 vector-registers=32 fma=true masked=true bf16=true},canonicalize,cse))' | FileCheck %s --check-prefix=NOVNNI
// The int8 kernel (vnni=512: AVX-512 VNNI; vnni=256: AVX-VNNI): i8 x i8 -> i32 with B packed
// as [k/4][n][4] bytes (four rows interleaved by two shuffles per whole panel, byte by byte
// at the N edge), A packed as one i32 per four k of a row (^ 0x80808080: signed bytes made
// unsigned, + 128), C less 128 x B's column sums, one vpdpbusd per accumulator and four k.
// Without the option, the i32 vector kernel (sign-extended elements, muli and addi).

// CHECK-LABEL: func.func @int8(
// CHECK-DAG: %[[FLIP:.*]] = arith.constant -2139062144 : i32
// CHECK-DAG: %[[BP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2560xi8>
// CHECK-DAG: %[[CORR:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi32>
// CHECK-DAG: %[[AP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<160xi32>
// Packing B: four rows of a whole panel interleaved into 128 bytes, their column sums.
// CHECK: %[[R0:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xi8>, vector<32xi8>
// CHECK: %[[R1:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xi8>, vector<32xi8>
// CHECK: %[[R2:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xi8>, vector<32xi8>
// CHECK: %[[R3:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xi8>, vector<32xi8>
// CHECK: %[[LO:.*]] = vector.shuffle %[[R0]], %[[R1]] [0, 32, 1, 33,
// CHECK: %[[HI:.*]] = vector.shuffle %[[R2]], %[[R3]] [0, 32, 1, 33,
// CHECK: %[[LO16:.*]] = vector.bitcast %[[LO]] : vector<64xi8> to vector<32xi16>
// CHECK: %[[HI16:.*]] = vector.bitcast %[[HI]] : vector<64xi8> to vector<32xi16>
// CHECK: %[[W:.*]] = vector.shuffle %[[LO16]], %[[HI16]] [0, 32, 1, 33,
// CHECK: %[[W8:.*]] = vector.bitcast %[[W]] : vector<64xi16> to vector<128xi8>
// CHECK: vector.store %[[W8]], %[[BP]][%{{.*}}] : memref<2560xi8>, vector<128xi8>
// CHECK: arith.extsi %[[R0]] : vector<32xi8> to vector<32xi32>
// CHECK: %[[SHL:.*]] = arith.shli %{{.*}}, %{{.*}} : vector<32xi32>
// CHECK: vector.store %[[SHL]], %[[CORR]][%{{.*}}] : memref<64xi32>, vector<32xi32>
// A partial panel byte by byte, zeros past N.
// CHECK: } else {
// CHECK: arith.select
// CHECK: memref.store %{{.*}}, %[[BP]][%{{.*}}] : memref<2560xi8>
// Packing A: four bytes of a row in an i32, flipped.
// CHECK: arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: %[[F:.*]] = arith.xori %{{.*}}, %[[FLIP]] : i32
// CHECK: memref.store %[[F]], %[[AP]][%{{.*}}] : memref<160xi32>
// The 8 x 32 register tile: C less the correction, then vpdpbusd over groups of four k.
// CHECK: %[[C0:.*]] = vector.load %arg2[%{{.*}}, %{{.*}}] : memref<16x64xi32>, vector<16xi32>
// CHECK: %[[K0:.*]] = vector.load %[[CORR]][%{{.*}}] : memref<64xi32>, vector<16xi32>
// CHECK: %[[A0:.*]] = arith.subi %[[C0]], %[[K0]] : vector<16xi32>
// CHECK: %[[ACC:.*]]:16 = scf.for %{{.*}} = %c0 to %c10 step %c1 iter_args(%[[X0:.*]] = %[[A0]], %[[X1:[^ ]*]] = {{.*}}) -> (vector<16xi32>,
// CHECK: %[[B0:.*]] = vector.load %[[BP]][%{{.*}}] : memref<2560xi8>, vector<64xi8>
// CHECK: %[[B1:.*]] = vector.load %[[BP]][%{{.*}}] : memref<2560xi8>, vector<64xi8>
// CHECK: %[[AW:.*]] = memref.load %[[AP]][%{{.*}}] : memref<160xi32>
// CHECK: %[[AB:.*]] = vector.broadcast %[[AW]] : i32 to vector<16xi32>
// CHECK: %[[AB8:.*]] = vector.bitcast %[[AB]] : vector<16xi32> to vector<64xi8>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[X0]], %[[AB8]], %[[B0]]) : (vector<16xi32>, vector<64xi8>, vector<64xi8>) -> vector<16xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%[[X1]], %[[AB8]], %[[B1]])
// CHECK-COUNT-14: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// CHECK-NOT: llvm.call_intrinsic
// CHECK: vector.store %[[ACC]]#0, %arg2[%{{.*}}, %{{.*}}] : memref<16x64xi32>, vector<16xi32>
// CHECK-DAG: memref.dealloc %[[AP]]
// CHECK-DAG: memref.dealloc %[[CORR]]
// CHECK-DAG: memref.dealloc %[[BP]]

// AVX-LABEL: func.func @int8(
// AVX: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.256"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<8xi32>, vector<32xi8>, vector<32xi8>) -> vector<8xi32>

// NOVNNI-LABEL: func.func @int8(
// NOVNNI-NOT: llvm.call_intrinsic
// NOVNNI: arith.extsi %{{.*}} : vector<16xi8> to vector<16xi32>
// NOVNNI: arith.muli %{{.*}}, %{{.*}} : vector<16xi32>
func.func @int8(%a: memref<16x40xi8>, %b: memref<40x64xi8>, %c: memref<16x64xi32>) {
  linalg.matmul ins(%a, %b : memref<16x40xi8>, memref<40x64xi8>) outs(%c : memref<16x64xi32>)
  return
}

// -----

// Unsigned A (extui), signed B: A's bytes as they are, no column sums.
// CHECK-LABEL: func.func @unsigned_a(
// CHECK-NOT: arith.xori
// CHECK-NOT: arith.subi %{{.*}} : vector<16xi32>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
func.func @unsigned_a(%a: memref<?x?xi8>, %b: memref<?x?xi8>, %c: memref<?x?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<?x?xi8>, memref<?x?xi8>) outs(%c : memref<?x?xi32>) {
  ^bb0(%x: i8, %y: i8, %w: i32):
    %xe = arith.extui %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %w, %p : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// Unsigned B (extui): vpdpbusd's second operand is signed bytes, so the i32 kernel.
// CHECK-LABEL: func.func @unsigned_b(
// CHECK-NOT: llvm.call_intrinsic
// CHECK: arith.extui %{{.*}} : vector<16xi8> to vector<16xi32>
func.func @unsigned_b(%a: memref<8x16xi8>, %b: memref<16x32xi8>, %c: memref<8x32xi32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x16xi8>, memref<16x32xi8>) outs(%c : memref<8x32xi32>) {
  ^bb0(%x: i8, %y: i8, %w: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extui %y : i8 to i32
    %p = arith.muli %xe, %ye : i32
    %s = arith.addi %w, %p : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// bf16 x bf16 -> f32 with AVX512_BF16 (bf16=true) under reassociate=true (-ffast-math): B
// packed as [k/2][n][2] (two rows interleaved by one shuffle), A as one i32 per two k (the
// bf16 bits), one vdpbf16ps per accumulator and two k; no flip, no correction. Without
// reassociate (the second and third RUN lines), the f32 kernel.
// CHECK-LABEL: func.func @bf16(
// CHECK-DAG: %[[BP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2560xbf16>
// CHECK: %[[R0:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xbf16>, vector<32xbf16>
// CHECK: %[[R1:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xbf16>, vector<32xbf16>
// CHECK: %[[W:.*]] = vector.shuffle %[[R0]], %[[R1]] [0, 32, 1, 33,
// CHECK: vector.store %[[W]], %[[BP]][%{{.*}}] : memref<2560xbf16>, vector<64xbf16>
// CHECK: arith.bitcast %{{.*}} : bf16 to i16
// CHECK-NOT: arith.xori
// CHECK: %[[AB:.*]] = vector.bitcast %{{.*}} : vector<16xi32> to vector<32xbf16>
// CHECK: llvm.call_intrinsic "llvm.x86.avx512bf16.dpbf16ps.512"(%{{.*}}, %[[AB]], %{{.*}}) : (vector<16xf32>, vector<32xbf16>, vector<32xbf16>) -> vector<16xf32>
// AVX-LABEL: func.func @bf16(
// AVX-NOT: llvm.call_intrinsic
// NOVNNI-LABEL: func.func @bf16(
// NOVNNI-NOT: llvm.call_intrinsic
func.func @bf16(%a: memref<16x40xbf16>, %b: memref<40x64xbf16>, %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x40xbf16>, memref<40x64xbf16>) outs(%c : memref<16x64xf32>)
  return
}
