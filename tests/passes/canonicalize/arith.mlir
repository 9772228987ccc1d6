// Folders and canonicalization patterns of the arith ops (and ub.poison), checked against
// what mlir-opt-22 --canonicalize gives on the same input: the second RUN line compares every
// chunk with upstream (ignoring SSA names and the order of constants) except the chunks
// marked UPSTREAM-DIFFERS, whose comment says why.
// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s
// RUN: python3 %S/Inputs/upstream_diff.py mlirc mlir-opt %s

// Integer constant folding wraps at the type's width.
// CHECK-LABEL: func.func @int_wrap(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 24464 : i16
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant -2 : i128
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -9223372036854775808 : index
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -9223372036854775808 : i64
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i8
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 112 : i8
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant -56 : i8
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK: return [[C7]], [[C6]], [[C5]], [[C4]], [[C8]], [[C3]], [[C2]], [[C1]], [[C0]] : i8, i8, i8, i1, i1, i64, index, i128, i16
func.func @int_wrap() -> (i8, i8, i8, i1, i1, i64, index, i128, i16) {
  %c100 = arith.constant 100 : i8
  %cm128 = arith.constant -128 : i8
  %c16 = arith.constant 16 : i8
  %true = arith.constant true
  %max = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %imax = arith.constant 9223372036854775807 : index
  %i1 = arith.constant 1 : index
  %big = arith.constant 170141183460469231731687303715884105727 : i128
  %c2 = arith.constant 2 : i128
  %h = arith.constant 300 : i16
  %0 = arith.addi %c100, %c100 : i8
  %1 = arith.subi %cm128, %c16 : i8
  %2 = arith.muli %c16, %c16 : i8
  %3 = arith.addi %true, %true : i1
  %4 = arith.muli %true, %true : i1
  %5 = arith.addi %max, %one : i64
  %6 = arith.addi %imax, %i1 : index
  %7 = arith.muli %big, %c2 : i128
  %8 = arith.muli %h, %h : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i8, i1, i1, i64, index, i128, i16
}

// -----

// Identities of addi, subi and muli.
// CHECK-LABEL: func.func @int_identities(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<0> : vector<4xi32>
// CHECK: return %arg0, [[C0]], %arg0, [[C0]], %arg0, %arg0, %arg0, %arg1, [[C1]], [[C1]] : i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>
func.func @int_identities(%x: i32, %y: i32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant dense<0> : vector<4xi32>
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.subi %x, %c0 : i32
  %3 = arith.muli %x, %c0 : i32
  %4 = arith.muli %c1, %x : i32
  %s = arith.subi %x, %y : i32
  %5 = arith.addi %s, %y : i32
  %a = arith.addi %x, %y : i32
  %6 = arith.subi %a, %y : i32
  %7 = arith.subi %a, %x : i32
  %8 = arith.muli %v, %z : vector<4xi32>
  %9 = arith.subi %v, %v : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, vector<4xi32>, vector<4xi32>
}

// -----

// Divisions and remainders: by zero and INT_MIN / -1 are left alone.
// CHECK-LABEL: func.func @int_div(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i8
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant -4 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 125 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i8
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 127 : i8
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant -3 : i8
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i8
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i8
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i8
// CHECK-DAG: [[C9:%[a-zA-Z0-9_.$-]+]] = arith.constant -128 : i8
// CHECK: [[V10:%[a-zA-Z0-9_.$-]+]] = arith.divsi [[C9]], [[C8]] : i8
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_.$-]+]] = arith.divsi [[C6]], [[C7]] : i8
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_.$-]+]] = arith.divui [[C6]], [[C7]] : i8
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_.$-]+]] = arith.floordivsi [[C9]], [[C8]] : i8
// CHECK-NEXT: [[V14:%[a-zA-Z0-9_.$-]+]] = arith.remsi [[C6]], [[C7]] : i8
// CHECK-NEXT: return [[C5]], [[V10]], [[V11]], [[C4]], [[V12]], [[C5]], [[C3]], [[C2]], [[C1]], [[V13]], [[C8]], [[C0]], [[C7]], [[V14]] : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
func.func @int_div(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %0 = arith.divsi %c7, %cm2 : i8
  %1 = arith.divsi %min, %cm1 : i8
  %2 = arith.divsi %c7, %c0 : i8
  %3 = arith.divui %cm1, %c2 : i8
  %4 = arith.divui %c7, %c0 : i8
  %5 = arith.ceildivsi %cm7, %c2 : i8
  %6 = arith.ceildivsi %c7, %c2 : i8
  %7 = arith.ceildivui %cm7, %c2 : i8
  %8 = arith.floordivsi %cm7, %c2 : i8
  %9 = arith.floordivsi %min, %cm1 : i8
  %10 = arith.remsi %cm7, %c2 : i8
  %11 = arith.remui %cm7, %c2 : i8
  %12 = arith.remsi %min, %cm1 : i8
  %13 = arith.remsi %c7, %c0 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

// Upstream leaves ceildivsi of a negative minimum value alone (negating it overflows).
// CHECK-LABEL: func.func @ceildivsi_min(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant -128 : i8
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -2 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i8
// CHECK: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.ceildivsi [[C0]], [[C1]] : i8
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.ceildivsi [[C0]], [[C2]] : i8
// CHECK-NEXT: return [[V4]], [[V5]], [[C3]] : i8, i8, i8
func.func @ceildivsi_min() -> (i8, i8, i8) {
  %min = arith.constant -128 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %c0 = arith.constant 0 : i8
  %0 = arith.ceildivsi %min, %c2 : i8
  %1 = arith.ceildivsi %min, %cm2 : i8
  %2 = arith.ceildivsi %c0, %min : i8
  return %0, %1, %2 : i8, i8, i8
}

// -----

// Division and remainder by one; (a * b) / b with the matching no-wrap flag.
// CHECK-LABEL: func.func @int_div_identities(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.muli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.divui [[V1]], %arg1 : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, [[C0]], [[C0]], %arg0, %arg1, [[V2]] : i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @int_div_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.divsi %x, %c1 : i32
  %1 = arith.divui %x, %c1 : i32
  %2 = arith.ceildivsi %x, %c1 : i32
  %3 = arith.floordivsi %x, %c1 : i32
  %4 = arith.remsi %x, %c1 : i32
  %5 = arith.remui %x, %c1 : i32
  %ms = arith.muli %x, %y overflow<nsw> : i32
  %6 = arith.divsi %ms, %y : i32
  %mu = arith.muli %x, %y overflow<nuw> : i32
  %7 = arith.divui %mu, %x : i32
  %8 = arith.divui %ms, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// Bitwise ops: constants and identities.
// CHECK-LABEL: func.func @bitwise(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 6 : i32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 14 : i32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 8 : i32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return [[C2]], [[C1]], [[C0]], [[C3]], %arg0, %arg0, [[C4]], %arg0, [[C3]], [[C3]], [[C4]], %arg0, %arg0, [[V5]], %arg1 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %c12, %c10 : i32
  %1 = arith.ori %c12, %c10 : i32
  %2 = arith.xori %c12, %c10 : i32
  %3 = arith.andi %x, %c0 : i32
  %4 = arith.andi %x, %m1 : i32
  %5 = arith.ori %x, %c0 : i32
  %6 = arith.ori %x, %m1 : i32
  %7 = arith.xori %x, %c0 : i32
  %8 = arith.xori %x, %x : i32
  %not = arith.xori %x, %m1 : i32
  %9 = arith.andi %x, %not : i32
  %10 = arith.ori %not, %x : i32
  %xy = arith.xori %x, %y : i32
  %11 = arith.xori %xy, %y : i32
  %12 = arith.xori %y, %xy : i32
  %a = arith.andi %x, %y : i32
  %13 = arith.andi %a, %x : i32
  %14 = arith.andi %y, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// Shifts fold below the width only (a larger amount gives poison).
// CHECK-LABEL: func.func @shifts(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i8
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 8 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -128 : i8
// CHECK: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.shli [[C0]], [[C1]] : i8
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.shrui [[C3]], [[C2]] : i8
// CHECK-NEXT: return [[C3]], [[V4]], [[C2]], [[C0]], [[V5]], %arg0, %arg0, %arg0 : i8, i8, i8, i8, i8, i8, i8, i8
func.func @shifts(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i8
  %c8 = arith.constant 8 : i8
  %cm1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %c0 = arith.constant 0 : i8
  %0 = arith.shli %c1, %c7 : i8
  %1 = arith.shli %c1, %c8 : i8
  %2 = arith.shrsi %min, %c7 : i8
  %3 = arith.shrui %min, %c7 : i8
  %4 = arith.shrui %min, %cm1 : i8
  %5 = arith.shli %x, %c0 : i8
  %6 = arith.shrsi %x, %c0 : i8
  %7 = arith.shrui %x, %c0 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

// Integer min/max.
// CHECK-LABEL: func.func @int_minmax(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i8
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 127 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -128 : i8
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i8
// CHECK: return [[C1]], [[C0]], [[C0]], [[C1]], [[C2]], %arg0, [[C3]], %arg0, [[C0]], %arg0, [[C4]], %arg0 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
func.func @int_minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %cm1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %c0 = arith.constant 0 : i8
  %0 = arith.maxsi %cm1, %c1 : i8
  %1 = arith.maxui %cm1, %c1 : i8
  %2 = arith.minsi %cm1, %c1 : i8
  %3 = arith.minui %cm1, %c1 : i8
  %4 = arith.maxsi %x, %max : i8
  %5 = arith.maxsi %x, %min : i8
  %6 = arith.minsi %x, %min : i8
  %7 = arith.minsi %x, %max : i8
  %8 = arith.maxui %x, %cm1 : i8
  %9 = arith.maxui %x, %c0 : i8
  %10 = arith.minui %x, %c0 : i8
  %11 = arith.minui %x, %x : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

// cmpi on constants, all predicates: -1 against 1 (signed: less, unsigned: greater).
// CHECK-LABEL: func.func @cmpi_consts(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK: return [[C1]], [[C0]], [[C0]], [[C0]], [[C1]], [[C1]], [[C1]], [[C1]], [[C0]], [[C0]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpi_consts() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %0 = arith.cmpi eq, %a, %b : i8
  %1 = arith.cmpi ne, %a, %b : i8
  %2 = arith.cmpi slt, %a, %b : i8
  %3 = arith.cmpi sle, %a, %b : i8
  %4 = arith.cmpi sgt, %a, %b : i8
  %5 = arith.cmpi sge, %a, %b : i8
  %6 = arith.cmpi ult, %a, %b : i8
  %7 = arith.cmpi ule, %a, %b : i8
  %8 = arith.cmpi ugt, %a, %b : i8
  %9 = arith.cmpi uge, %a, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// cmpi of a value with itself, constants moved to the right, i1 and extension shortcuts.
// CHECK-LABEL: func.func @cmpi_forms(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 5 : i32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.cmpi sgt, %arg0, [[C0]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, [[V5]], [[C3]] : i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = arith.cmpi ule, %arg0, [[C0]] : i32
// CHECK-NEXT: return [[C2]], [[C1]], [[V4]], %arg1, %arg1, %arg1, %arg2, [[V6]], [[V7]] : i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpi_forms(%x: i32, %b: i1, %c: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %0 = arith.cmpi sle, %x, %x : i32
  %1 = arith.cmpi ult, %x, %x : i32
  %2 = arith.cmpi slt, %c5, %x : i32
  %3 = arith.cmpi ne, %b, %false : i1
  %4 = arith.cmpi eq, %b, %true : i1
  %e = arith.extui %b : i1 to i32
  %5 = arith.cmpi ne, %e, %c0 : i32
  %s = arith.extsi %c : i1 to i32
  %6 = arith.cmpi ne, %s, %c0 : i32
  %7 = arith.cmpi eq, %e, %c0 : i32
  %8 = arith.cmpi uge, %c5, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// select folds.
// CHECK-LABEL: func.func @select_folds(
// CHECK: return %arg1, %arg2, %arg1, %arg0, %arg2, %arg1, %arg2, %arg1 : i32, i32, i32, i1, i32, i32, i32, i32
func.func @select_folds(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %p = ub.poison : i32
  %0 = arith.select %true, %x, %y : i32
  %1 = arith.select %false, %x, %y : i32
  %2 = arith.select %c, %x, %x : i32
  %3 = arith.select %c, %true, %false : i1
  %4 = arith.select %c, %p, %y : i32
  %5 = arith.select %c, %x, %p : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %6 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %7 = arith.select %ne, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i1, i32, i32, i32, i32
}

// -----

// select patterns.
// CHECK-LABEL: func.func @select_patterns(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.xori %arg0, [[C0]] : i1
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.xori %arg1, [[C0]] : i1
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.extui [[V3]] : i1 to i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = arith.select %arg1, %arg2, %arg4 : i32
// CHECK-NEXT: return [[V1]], [[V2]], [[V4]], [[V5]], [[V6]], [[V7]] : i1, i32, i32, i32, i32, i32
func.func @select_patterns(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32) -> (i1, i32, i32, i32, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.select %c, %false, %true : i1
  %1 = arith.select %d, %c1, %c0 : i32
  %2 = arith.select %d, %c0, %c1 : i32
  %n = arith.xori %c, %true : i1
  %3 = arith.select %n, %x, %y : i32
  %s = arith.select %c, %x, %y : i32
  %4 = arith.select %c, %s, %z : i32
  %t = arith.select %d, %y, %z : i32
  %5 = arith.select %d, %x, %t : i32
  return %0, %1, %2, %3, %4, %5 : i1, i32, i32, i32, i32, i32
}

// -----

// select on dense constants, element by element.
// CHECK-LABEL: func.func @select_dense(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[1, 9, 3, 9]> : vector<4xi32>
// CHECK: return [[C0]] : vector<4xi32>
func.func @select_dense() -> vector<4xi32> {
  %c = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<9> : vector<4xi32>
  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

// Integer casts of constants.
// CHECK-LABEL: func.func @int_casts(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 255 : index
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -3 : i64
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -3 : i8
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : index
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 44 : i8
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 255 : i32
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK: return [[C8]], [[C7]], [[C6]], [[C5]], [[C4]], [[C3]], [[C2]], [[C1]], [[C0]] : i32, i32, i8, i1, index, i8, i64, index, i32
func.func @int_casts() -> (i32, i32, i8, i1, index, i8, i64, index, i32) {
  %m1 = arith.constant -1 : i8
  %big = arith.constant 300 : i32
  %t = arith.constant true
  %idx = arith.constant -3 : index
  %0 = arith.extsi %m1 : i8 to i32
  %1 = arith.extui %m1 : i8 to i32
  %2 = arith.trunci %big : i32 to i8
  %3 = arith.trunci %big : i32 to i1
  %4 = arith.index_cast %m1 : i8 to index
  %5 = arith.index_cast %idx : index to i8
  %6 = arith.index_castui %idx : index to i64
  %7 = arith.index_castui %m1 : i8 to index
  %8 = arith.extui %t : i1 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i8, i1, index, i8, i64, index, i32
}

// -----

// Chains of integer casts.
// CHECK-LABEL: func.func @int_cast_chains(
// CHECK: [[V0:%[a-zA-Z0-9_.$-]+]] = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.trunci %arg2 : i64 to i16
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT: return %arg0, [[V0]], [[V1]], [[V2]], [[V3]], [[V4]], [[V5]], %arg2, [[V6]] : i8, i64, i64, i64, i16, i16, i16, i64, index
func.func @int_cast_chains(%x: i8, %y: i32, %i: i64) -> (i8, i64, i64, i64, i16, i16, i16, i64, index) {
  %e = arith.extsi %x : i8 to i32
  %0 = arith.trunci %e : i32 to i8
  %e2 = arith.extsi %e : i32 to i64
  %u = arith.extui %x : i8 to i32
  %1 = arith.extui %u : i32 to i64
  %2 = arith.extsi %u : i32 to i64
  %3 = arith.trunci %e : i32 to i16
  %t = arith.trunci %i : i64 to i32
  %4 = arith.trunci %t : i32 to i16
  %ey = arith.extsi %y : i32 to i64
  %5 = arith.trunci %ey : i64 to i16
  %6 = arith.index_cast %i : i64 to index
  %7 = arith.index_cast %6 : index to i64
  %es = arith.extsi %x : i8 to i16
  %8 = arith.index_cast %es : i16 to index
  return %0, %e2, %1, %2, %3, %4, %5, %7, %8 : i8, i64, i64, i64, i16, i16, i16, i64, index
}

// -----

// UPSTREAM-DIFFERS: MLIR 22 folds index_cast(index_cast(%i : index to i8) : i8 to index)
// back to %i, which is wrong for values outside i8 (truncation, then sign extension); the
// fold applies only when the intermediate type is at least as wide.
// CHECK-LABEL: func.func @index_cast_narrow(
// CHECK: [[V0:%[a-zA-Z0-9_.$-]+]] = arith.index_cast %arg0 : index to i8
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.index_cast [[V0]] : i8 to index
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.index_castui %arg0 : index to i16
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.index_castui [[V2]] : i16 to index
// CHECK-NEXT: return [[V1]], [[V3]] : index, index
func.func @index_cast_narrow(%i: index) -> (index, index) {
  %a = arith.index_cast %i : index to i8
  %0 = arith.index_cast %a : i8 to index
  %b = arith.index_castui %i : index to i16
  %1 = arith.index_castui %b : i16 to index
  return %0, %1 : index, index
}

// -----

// Float arithmetic folds in the op's format: f32, f16 and bf16 round once, to nearest even.
// CHECK-LABEL: func.func @float_rounding(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.33333333333333331 : f64
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 3.339840e-01 : bf16
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7C00 : f16
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.001950e+00 : f16
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 3.000000e-01 : f32
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : f16
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 6.550400e+04 : f16
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : bf16
// CHECK: return [[C5]], [[C6]], [[C4]], [[C3]], [[C7]], [[C2]], [[C8]], [[C1]], [[C0]] : f32, f16, f16, f16, f16, bf16, bf16, f16, f64
func.func @float_rounding() -> (f32, f16, f16, f16, f16, bf16, bf16, f16, f64) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %h1 = arith.constant 1.0 : f16
  %hulp = arith.constant 4.8828125E-4 : f16
  %h3ulp = arith.constant 1.46484375E-3 : f16
  %hmax = arith.constant 65504.0 : f16
  %h16 = arith.constant 16.0 : f16
  %h8 = arith.constant 8.0 : f16
  %b1 = arith.constant 1.0 : bf16
  %b3 = arith.constant 3.0 : bf16
  %bsmall = arith.constant 3.90625E-3 : bf16
  %htiny = arith.constant 5.9604644775390625E-8 : f16
  %hhalf = arith.constant 0.5 : f16
  %d1 = arith.constant 1.0 : f64
  %d3 = arith.constant 3.0 : f64
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %h1, %hulp : f16
  %2 = arith.addf %h1, %h3ulp : f16
  %3 = arith.addf %hmax, %h16 : f16
  %4 = arith.addf %hmax, %h8 : f16
  %5 = arith.divf %b1, %b3 : bf16
  %6 = arith.addf %b1, %bsmall : bf16
  %7 = arith.mulf %htiny, %hhalf : f16
  %8 = arith.divf %d1, %d3 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f16, f16, f16, f16, bf16, bf16, f16, f64
}

// -----

// NaNs, infinities and signed zeros as APFloat computes them.
// CHECK-LABEL: func.func @float_specials(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00001 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0xFFC00005 : f32
// CHECK: return [[C2]], [[C2]], [[C2]], [[C1]], [[C4]], [[C3]], [[C5]], [[C0]], [[C2]], [[C4]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @float_specials() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0xFFC00005 : f32
  %snan = arith.constant 0x7F800001 : f32
  %0 = arith.divf %z, %z : f32
  %1 = arith.subf %inf, %inf : f32
  %2 = arith.mulf %z, %inf : f32
  %3 = arith.divf %one, %nz : f32
  %4 = arith.subf %nz, %z : f32
  %5 = arith.subf %z, %z : f32
  %6 = arith.addf %one, %nan : f32
  %7 = arith.addf %snan, %one : f32
  %8 = arith.remf %one, %z : f32
  %9 = arith.remf %nz, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Float identities; x * 0 needs nnan and nsz.
// CHECK-LABEL: func.func @float_identities(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant -0.000000e+00 : f32
// CHECK: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.addf %arg0, [[C0]] : f32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.subf %arg0, [[C1]] : f32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.mulf %arg0, [[C0]] fastmath<nnan> : f32
// CHECK-NEXT: return %arg0, [[V2]], %arg0, [[V3]], %arg0, %arg0, [[C0]], [[V4]], %arg0 : f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %z : f32
  %2 = arith.subf %x, %z : f32
  %3 = arith.subf %x, %nz : f32
  %4 = arith.mulf %x, %one : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  %7 = arith.mulf %x, %z fastmath<nnan> : f32
  %n = arith.negf %x : f32
  %8 = arith.negf %n : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Float min/max: maximumf/minimumf propagate NaN, maxnumf/minnumf prefer the number; -0 < +0.
// CHECK-LABEL: func.func @float_minmax(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -0.000000e+00 : f32
// CHECK: return [[C0]], [[C0]], [[C1]], [[C1]], [[C2]], [[C3]], [[C2]], [[C3]], %arg0, %arg0, %arg0 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @float_minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %0 = arith.maximumf %nan, %one : f32
  %1 = arith.minimumf %one, %nan : f32
  %2 = arith.maxnumf %nan, %one : f32
  %3 = arith.minnumf %one, %nan : f32
  %4 = arith.maximumf %nz, %z : f32
  %5 = arith.minimumf %z, %nz : f32
  %6 = arith.maxnumf %nz, %z : f32
  %7 = arith.minnumf %z, %nz : f32
  %8 = arith.maximumf %x, %ninf : f32
  %9 = arith.minimumf %x, %pinf : f32
  %10 = arith.maxnumf %x, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// cmpf on constants, all predicates: 1.0 against NaN.
// CHECK-LABEL: func.func @cmpf_nan(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK: return [[C1]], [[C1]], [[C1]], [[C1]], [[C1]], [[C1]], [[C1]], [[C1]], [[C0]], [[C0]], [[C0]], [[C0]], [[C0]], [[C0]], [[C0]], [[C0]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_nan() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// cmpf on constants, ordered values: -0.0 against 0.0 (equal) and 1.0 against 2.0; a NaN
// operand decides alone even when the other one is not a constant.
// CHECK-LABEL: func.func @cmpf_ordered(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK: return [[C1]], [[C0]], [[C1]], [[C0]], [[C1]], [[C1]], [[C0]], [[C1]] : i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_ordered(%x: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %nz = arith.constant -0.0 : f64
  %z = arith.constant 0.0 : f64
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %0 = arith.cmpf oeq, %nz, %z : f64
  %1 = arith.cmpf one, %nz, %z : f64
  %2 = arith.cmpf olt, %a, %b : f64
  %3 = arith.cmpf ugt, %a, %b : f64
  %4 = arith.cmpf une, %a, %b : f64
  %5 = arith.cmpf oge, %a, %a : f64
  %6 = arith.cmpf olt, %x, %nan : f64
  %7 = arith.cmpf uno, %nan, %x : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// Conversions between integers and floats.
// CHECK-LABEL: func.func @int_float_casts(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x4B800000 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7C00 : f16
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.550000e+02 : f16
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.052000e+03 : f16
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.048000e+03 : f16
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.280000e+02 : f32
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: [[C9:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK: [[V10:%[a-zA-Z0-9_.$-]+]] = arith.fptosi [[C7]] : f32 to i8
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_.$-]+]] = arith.fptoui [[C8]] : f32 to i8
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_.$-]+]] = arith.fptosi [[C9]] : f32 to i32
// CHECK-NEXT: return [[C6]], [[C5]], [[C4]], [[C3]], [[C2]], [[V10]], [[C1]], [[V11]], [[C2]], [[V12]], [[C0]] : f16, f16, f16, f16, i8, i8, i8, i8, i8, i32, f32
func.func @int_float_casts() -> (f16, f16, f16, f16, i8, i8, i8, i8, i8, i32, f32) {
  %i2049 = arith.constant 2049 : i32
  %i2051 = arith.constant 2051 : i32
  %m1 = arith.constant -1 : i8
  %huge = arith.constant 70000 : i32
  %fm15 = arith.constant -1.5 : f32
  %f128 = arith.constant 128.0 : f32
  %fm05 = arith.constant -0.5 : f32
  %fm1 = arith.constant -1.0 : f32
  %f255 = arith.constant 255.9 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %big = arith.constant 16777217 : i32
  %0 = arith.sitofp %i2049 : i32 to f16
  %1 = arith.sitofp %i2051 : i32 to f16
  %2 = arith.uitofp %m1 : i8 to f16
  %3 = arith.sitofp %huge : i32 to f16
  %4 = arith.fptosi %fm15 : f32 to i8
  %5 = arith.fptosi %f128 : f32 to i8
  %6 = arith.fptoui %fm05 : f32 to i8
  %7 = arith.fptoui %fm1 : f32 to i8
  %8 = arith.fptoui %f255 : f32 to i8
  %9 = arith.fptosi %nan : f32 to i32
  %10 = arith.sitofp %big : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f16, f16, f16, f16, i8, i8, i8, i8, i8, i32, f32
}

// -----

// extf and truncf fold only exact conversions; bitcast folds bits.
// CHECK-LABEL: func.func @float_casts(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.500000e+00 : bf16
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 5.960460e-08 : f16
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 5.000000e-01 : f16
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FF8000020000000 : f64
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.333251953 : f32
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e-01 : f64
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 6.552000e+04 : f32
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.98023224E-8 : f32
// CHECK-DAG: [[C9:%[a-zA-Z0-9_.$-]+]] = arith.constant 1065353216 : i32
// CHECK: [[V10:%[a-zA-Z0-9_.$-]+]] = arith.truncf [[C6]] : f64 to f32
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_.$-]+]] = arith.truncf [[C7]] : f32 to f16
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_.$-]+]] = arith.truncf [[C8]] : f32 to f16
// CHECK-NEXT: return [[C5]], [[C4]], [[C3]], [[V10]], [[V11]], [[C2]], [[V12]], [[C9]], [[C1]], [[C0]] : f32, f64, f16, f32, f16, f16, f16, i32, f32, bf16
func.func @float_casts() -> (f32, f64, f16, f32, f16, f16, f16, i32, f32, bf16) {
  %h = arith.constant 0.333251953125 : f16
  %qnan = arith.constant 0x7FC00001 : f32
  %d05 = arith.constant 0.5 : f64
  %d01 = arith.constant 0.1 : f64
  %big = arith.constant 65520.0 : f32
  %sub = arith.constant 5.9604644775390625E-8 : f32
  %half_sub = arith.constant 2.98023223876953125E-8 : f32
  %one = arith.constant 1.0 : f32
  %i = arith.constant 1065353216 : i32
  %b = arith.constant 1.5 : f32
  %0 = arith.extf %h : f16 to f32
  %1 = arith.extf %qnan : f32 to f64
  %2 = arith.truncf %d05 : f64 to f16
  %3 = arith.truncf %d01 : f64 to f32
  %4 = arith.truncf %big : f32 to f16
  %5 = arith.truncf %sub : f32 to f16
  %6 = arith.truncf %half_sub : f32 to f16
  %7 = arith.bitcast %one : f32 to i32
  %8 = arith.bitcast %i : i32 to f32
  %9 = arith.truncf %b : f32 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f64, f16, f32, f16, f16, f16, i32, f32, bf16
}

// -----

// Float cast chains.
// CHECK-LABEL: func.func @float_cast_chains(
// CHECK: [[V0:%[a-zA-Z0-9_.$-]+]] = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.sitofp %arg2 : i32 to f16
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.uitofp %arg2 : i32 to f16
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.extf [[V3]] : f16 to f32
// CHECK-NEXT: return %arg0, [[V0]], %arg1, [[V1]], [[V2]], %arg3, [[V4]] : f16, f16, f32, f16, f16, i64, f32
func.func @float_cast_chains(%x: f16, %y: f32, %i: i32, %b: i64) -> (f16, f16, f32, f16, f16, i64, f32) {
  %e = arith.extf %x : f16 to f64
  %0 = arith.truncf %e : f64 to f16
  %e2 = arith.extf %y : f32 to f64
  %1 = arith.truncf %e2 : f64 to f16
  %t = arith.truncf %y fastmath<contract> : f32 to f16
  %2 = arith.extf %t fastmath<contract> : f16 to f32
  %s = arith.sitofp %i : i32 to f64
  %3 = arith.truncf %s : f64 to f16
  %u = arith.uitofp %i : i32 to f64
  %4 = arith.truncf %u : f64 to f16
  %c1 = arith.bitcast %b : i64 to f64
  %5 = arith.bitcast %c1 : f64 to i64
  %t2 = arith.truncf %y : f32 to f16
  %6 = arith.extf %t2 : f16 to f32
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, f32, f16, f16, i64, f32
}

// -----

// Extended arithmetic.
// CHECK-LABEL: func.func @extended(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant -40 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -16 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 78 : i8
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 32 : i8
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 44 : i8
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK: return [[C6]], [[C5]], [[C4]], [[C3]], [[C2]], [[C1]], %arg0, [[C0]], %arg0, [[C7]], [[C7]], [[C7]] : i8, i1, i8, i8, i8, i8, i32, i1, i32, i32, i32, i32
func.func @extended(%x: i32, %y: i32) -> (i8, i1, i8, i8, i8, i8, i32, i1, i32, i32, i32, i32) {
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %m = arith.constant -100 : i8
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %lo, %hi = arith.mului_extended %a, %b : i8
  %slo, %shi = arith.mulsi_extended %m, %b : i8
  %s2, %o2 = arith.addui_extended %x, %c0 : i32, i1
  %l1, %h1 = arith.mului_extended %x, %c1 : i32
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  return %s, %o, %lo, %hi, %slo, %shi, %s2, %o2, %l1, %h1, %l0, %h0 : i8, i1, i8, i8, i8, i8, i32, i1, i32, i32, i32, i32
}

// -----

// Extended arithmetic whose high half is unused becomes plain arithmetic.
// CHECK-LABEL: func.func @extended_patterns(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %arg0, [[C0]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.extsi [[V4]] : i1 to i32
// CHECK-NEXT: return [[V1]], [[V2]], [[V3]], %arg0, [[V5]] : i32, i32, i32, i32, i32
func.func @extended_patterns(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %lo, %hi = arith.mului_extended %x, %y : i32
  %slo, %shi = arith.mulsi_extended %x, %y : i32
  %l1, %h1 = arith.mulsi_extended %x, %c1 : i32
  return %s, %lo, %slo, %l1, %h1 : i32, i32, i32, i32, i32
}

// -----

// Constants reassociate through addi/subi/muli chains; overflow flags are intersected
// (or dropped, as upstream, for subi(addi(x, c0), c1)).
// CHECK-LABEL: func.func @reassociate(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 25 : i32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 7 : i32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -3 : i32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 6 : i32
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i32
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, [[C5]] overflow<nsw> : i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, [[C4]] overflow<nuw> : i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_.$-]+]] = arith.subi [[C3]], %arg0 : i32
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, [[C5]] : i32
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_.$-]+]] = arith.subi [[C2]], %arg0 : i32
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_.$-]+]] = arith.subi %arg0, [[C1]] : i32
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_.$-]+]] = arith.subi [[C5]], %arg0 : i32
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_.$-]+]] = arith.subi [[C1]], %arg0 : i32
// CHECK-NEXT: [[V14:%[a-zA-Z0-9_.$-]+]] = arith.addi %arg0, [[C2]] : i32
// CHECK-NEXT: [[V15:%[a-zA-Z0-9_.$-]+]] = arith.muli %arg0, [[C0]] : i32
// CHECK-NEXT: return [[V6]], [[V7]], [[V8]], [[V9]], [[V10]], [[V11]], [[V12]], [[V13]], [[V14]], [[V15]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @reassociate(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c2 overflow<nsw> : i32
  %s = arith.subi %x, %c1 overflow<nuw> : i32
  %1 = arith.addi %s, %c5 overflow<nuw> : i32
  %r = arith.subi %c1, %x : i32
  %2 = arith.addi %r, %c5 : i32
  %a2 = arith.addi %x, %c5 overflow<nsw> : i32
  %3 = arith.subi %a2, %c2 overflow<nsw> : i32
  %4 = arith.subi %c2, %a2 : i32
  %s2 = arith.subi %x, %c5 : i32
  %5 = arith.subi %s2, %c2 : i32
  %s3 = arith.subi %c5, %x : i32
  %6 = arith.subi %s3, %c2 : i32
  %7 = arith.subi %c2, %s2 : i32
  %8 = arith.subi %c2, %s3 : i32
  %m = arith.muli %x, %c5 : i32
  %9 = arith.muli %m, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// Other addi/subi patterns.
// CHECK-LABEL: func.func @add_sub_patterns(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.subi [[C0]], %arg1 : i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.subi %arg2, %arg3 : vector<2xi32>
// CHECK-NEXT: return [[V1]], [[V2]], [[V3]], [[V4]] : i32, i32, i32, vector<2xi32>
func.func @add_sub_patterns(%x: i32, %y: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, i32, vector<2xi32>) {
  %m1 = arith.constant -1 : i32
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %n = arith.muli %y, %m1 : i32
  %0 = arith.addi %x, %n : i32
  %1 = arith.addi %n, %x : i32
  %d = arith.subi %x, %y : i32
  %2 = arith.subi %d, %x : i32
  %vn = arith.muli %w, %vm1 : vector<2xi32>
  %3 = arith.addi %v, %vn : vector<2xi32>
  return %0, %1, %2, %3 : i32, i32, i32, vector<2xi32>
}

// -----

// Logic patterns: inverted comparisons, logic ops and comparisons of extensions.
// CHECK-LABEL: func.func @logic_patterns(
// CHECK: [[V0:%[a-zA-Z0-9_.$-]+]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_.$-]+]] = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.extui %arg2 : i8 to i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.extsi %arg3 : i8 to i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.andi %arg2, %arg3 : i8
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.extui [[V4]] : i8 to i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.ori %arg2, %arg3 : i8
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = arith.extsi [[V6]] : i8 to i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_.$-]+]] = arith.xori %arg2, %arg3 : i8
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_.$-]+]] = arith.extui [[V8]] : i8 to i32
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_.$-]+]] = arith.andi %arg2, %arg3 : i8
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_.$-]+]] = arith.extsi [[V10]] : i8 to i32
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, %arg2, %arg3 : i8
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_.$-]+]] = arith.cmpi ne, %arg2, %arg3 : i8
// CHECK-NEXT: [[V14:%[a-zA-Z0-9_.$-]+]] = arith.ori [[V2]], [[V3]] : i32
// CHECK-NEXT: return [[V0]], [[V1]], [[V5]], [[V7]], [[V9]], [[V11]], [[V12]], [[V13]], [[V14]] : i1, i1, i32, i32, i32, i32, i1, i1, i32
func.func @logic_patterns(%a: i32, %b: i32, %x: i8, %y: i8) -> (i1, i1, i32, i32, i32, i32, i1, i1, i32) {
  %true = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %0 = arith.xori %c, %true : i1
  %c2 = arith.cmpi uge, %a, %b : i32
  %1 = arith.xori %c2, %true : i1
  %ux = arith.extui %x : i8 to i32
  %uy = arith.extui %y : i8 to i32
  %sx = arith.extsi %x : i8 to i32
  %sy = arith.extsi %y : i8 to i32
  %2 = arith.andi %ux, %uy : i32
  %3 = arith.ori %sx, %sy : i32
  %4 = arith.xori %ux, %uy : i32
  %5 = arith.andi %sx, %sy : i32
  %6 = arith.cmpi eq, %sx, %sy : i32
  %7 = arith.cmpi ne, %ux, %uy : i32
  %8 = arith.ori %ux, %sy : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i32, i32, i32, i32, i1, i1, i32
}

// -----

// trunci(shrsi(x, c)) with c the truncated width, negations through mulf/divf.
// CHECK-LABEL: func.func @misc_patterns(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 31 : i64
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 32 : i64
// CHECK: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.shrui %arg0, [[C1]] : i64
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.trunci [[V2]] : i64 to i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.shrsi %arg0, [[C0]] : i64
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.trunci [[V4]] : i64 to i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.mulf %arg1, %arg2 fastmath<fast> : f32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = arith.divf %arg1, %arg2 : f32
// CHECK-NEXT: return [[V3]], [[V5]], [[V6]], [[V7]] : i32, i32, f32, f32
func.func @misc_patterns(%x: i64, %f: f32, %g: f32) -> (i32, i32, f32, f32) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %s = arith.shrsi %x, %c32 : i64
  %0 = arith.trunci %s : i64 to i32
  %s2 = arith.shrsi %x, %c31 : i64
  %1 = arith.trunci %s2 : i64 to i32
  %nf = arith.negf %f : f32
  %ng = arith.negf %g : f32
  %2 = arith.mulf %nf, %ng fastmath<fast> : f32
  %3 = arith.divf %nf, %ng : f32
  return %0, %1, %2, %3 : i32, i32, f32, f32
}

// -----

// cmpf of an integer converted to float against a constant becomes cmpi (or a constant).
// CHECK-LABEL: func.func @cmpf_int_to_fp(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -4 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 4 : i8
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+10 : f32
// CHECK: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.sitofp %arg2 : i64 to f32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.cmpi sle, %arg0, [[C3]] : i8
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, %arg0, [[C2]] : i8
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_.$-]+]] = arith.cmpi uge, %arg1, [[C3]] : i8
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_.$-]+]] = arith.cmpf olt, [[V5]], [[C4]] : f32
// CHECK-NEXT: return [[V6]], [[V7]], [[C1]], [[C0]], [[C1]], [[C0]], [[C0]], [[V8]], [[V9]] : i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmpf_int_to_fp(%x: i8, %u: i8, %big: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i8 to f32
  %v = arith.uitofp %u : i8 to f32
  %l = arith.sitofp %big : i64 to f32
  %k45 = arith.constant 4.5 : f32
  %km45 = arith.constant -4.5 : f32
  %k300 = arith.constant 300.0 : f32
  %km1 = arith.constant -1.0 : f32
  %k4 = arith.constant 4.0 : f32
  %kl = arith.constant 1.0e10 : f32
  %0 = arith.cmpf olt, %s, %k45 : f32
  %1 = arith.cmpf olt, %s, %km45 : f32
  %2 = arith.cmpf olt, %s, %k300 : f32
  %3 = arith.cmpf ult, %v, %km1 : f32
  %4 = arith.cmpf ord, %s, %k4 : f32
  %5 = arith.cmpf uno, %s, %k4 : f32
  %6 = arith.cmpf ueq, %s, %k45 : f32
  %7 = arith.cmpf oge, %v, %k4 : f32
  %8 = arith.cmpf olt, %l, %kl : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// Poison propagates through the common folders; not through shifts or cmpi.
// CHECK-LABEL: func.func @poison(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = ub.poison : i64
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = ub.poison : i32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = ub.poison : f32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i32
// CHECK: [[V4:%[a-zA-Z0-9_.$-]+]] = arith.shli [[C3]], [[C1]] : i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = arith.cmpi eq, [[C1]], [[C3]] : i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = arith.cmpi slt, [[C3]], [[C1]] : i32
// CHECK-NEXT: return [[C1]], [[C1]], [[C2]], [[C0]], [[V4]], [[V5]], [[C1]], [[V6]] : i32, i32, f32, i64, i32, i1, i32, i1
func.func @poison(%x: i32) -> (i32, i32, f32, i64, i32, i1, i32, i1) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %c1 = arith.constant 1 : i32
  %f1 = arith.constant 1.0 : f32
  %0 = arith.addi %p, %c1 : i32
  %1 = arith.muli %x, %p : i32
  %2 = arith.addf %pf, %f1 : f32
  %3 = arith.extsi %p : i32 to i64
  %4 = arith.shli %c1, %p : i32
  %5 = arith.cmpi eq, %p, %c1 : i32
  %6 = arith.divui %c1, %p : i32
  %7 = arith.cmpi slt, %c1, %p : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, f32, i64, i32, i1, i32, i1
}

// -----

// Dense constants fold element by element; splats stay splats.
// CHECK-LABEL: func.func @dense(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<-56> : tensor<2xi8>
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[-1, 1]> : vector<2xi16>
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[7.500000e-01, -1.250000e+00]> : vector<2xf32>
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<true> : vector<4xi1>
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<49> : vector<4xi32>
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[11, 22, 33, 44]> : vector<4xi32>
// CHECK: return [[C5]], [[C4]], [[C3]], [[C2]], [[C1]], [[C0]] : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>, vector<2xi16>, tensor<2xi8>
func.func @dense(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>, vector<2xi16>, tensor<2xi8>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
  %s = arith.constant dense<7> : vector<4xi32>
  %f = arith.constant dense<[1.5, -2.5]> : vector<2xf32>
  %g = arith.constant dense<0.5> : vector<2xf32>
  %h = arith.constant dense<[-1, 1]> : vector<2xi8>
  %t = arith.constant dense<[100, 100]> : tensor<2xi8>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %s, %s : vector<4xi32>
  %2 = arith.cmpi sgt, %b, %s : vector<4xi32>
  %3 = arith.mulf %f, %g : vector<2xf32>
  %4 = arith.extsi %h : vector<2xi8> to vector<2xi16>
  %5 = arith.addi %t, %t : tensor<2xi8>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<2xf32>, vector<2xi16>, tensor<2xi8>
}

// -----

// Shifts of non-splat vectors: as upstream, the last element's amount decides whether the
// fold happens (an earlier out-of-range amount gives 0, a refinement of its poison).
// CHECK-LABEL: func.func @vector_shifts(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[0, 4]> : vector<2xi8>
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[1, 2]> : vector<2xi8>
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[1, 9]> : vector<2xi8>
// CHECK: [[V3:%[a-zA-Z0-9_.$-]+]] = arith.shli [[C1]], [[C2]] : vector<2xi8>
// CHECK-NEXT: return [[C0]], [[V3]] : vector<2xi8>, vector<2xi8>
func.func @vector_shifts() -> (vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi8>
  %s1 = arith.constant dense<[9, 1]> : vector<2xi8>
  %s2 = arith.constant dense<[1, 9]> : vector<2xi8>
  %0 = arith.shli %a, %s1 : vector<2xi8>
  %1 = arith.shli %a, %s2 : vector<2xi8>
  return %0, %1 : vector<2xi8>, vector<2xi8>
}

// -----

// UPSTREAM-DIFFERS: MLIR 22's floordivsi folder forgets a division by zero met in an earlier
// element of a vector when a later element divides fine, and folds that element to the
// dividend; division by zero is undefined behavior, so neither is wrong, but mlirc leaves
// any division by zero alone, as the other division folders do.
// CHECK-LABEL: func.func @floordivsi_vector_by_zero(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[1, 2]> : vector<2xi8>
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[0, 2]> : vector<2xi8>
// CHECK: [[V2:%[a-zA-Z0-9_.$-]+]] = arith.floordivsi [[C0]], [[C1]] : vector<2xi8>
// CHECK-NEXT: return [[V2]] : vector<2xi8>
func.func @floordivsi_vector_by_zero() -> vector<2xi8> {
  %a = arith.constant dense<[1, 2]> : vector<2xi8>
  %b = arith.constant dense<[0, 2]> : vector<2xi8>
  %0 = arith.floordivsi %a, %b : vector<2xi8>
  return %0 : vector<2xi8>
}

// -----

// UPSTREAM-DIFFERS: mlir-opt-22 crashes folding addui_extended with a poison operand (later
// upstream versions fold both results to poison, as mlirc does).
// CHECK-LABEL: func.func @addui_extended_poison(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = ub.poison : i1
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = ub.poison : i32
// CHECK: return [[C1]], [[C0]] : i32, i1
func.func @addui_extended_poison() -> (i32, i1) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %c1, %p : i32, i1
  return %s, %o : i32, i1
}

// -----

// UPSTREAM-DIFFERS: when both operands of an addf end up NaN constants, the NaN of the left
// one is the result (APFloat), but the greedy driver's order of visits decides which one is on
// the left: upstream visits the addf before the negf here (the duplicate constant is merged
// while its worklist is built, which queues the addf first), moves its constant operand to the
// right, and returns the negated NaN. Both are the same NaN but for the sign.
// CHECK-LABEL: func.func @nan_operand_order(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK: return [[C0]] : f32
func.func @nan_operand_order() -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 0x7FC00000 : f32
  %n = arith.negf %a : f32
  %0 = arith.addf %b, %n : f32
  return %0 : f32
}

// -----

// Erasing a folded op that uses one value twice, its uses recorded in reverse order (the
// duplicate constant %b is replaced by %a first): a regression test of the use-lists.
// CHECK-LABEL: func.func @repeated_operand(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : f32
// CHECK: return [[C0]] : f32
func.func @repeated_operand() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 2.0 : f32
  %0 = arith.divf %b, %a : f32
  return %0 : f32
}
