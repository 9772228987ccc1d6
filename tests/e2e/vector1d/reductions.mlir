// vector.reduction of every combining kind, with and without an accumulator, on ints and
// floats (ordered float sums: -0.0 and rounding order show), vector.fma, and the AXPY form of
// vector.outerproduct.
// REFERENCE-PASSES-BEFORE: --convert-vector-to-scf --convert-vector-to-llvm
func.func @main() {
  %f = arith.constant dense<[1.0e8, 1.0, -1.0e8, 0.5, -3.0, 2.0, 7.25, -0.0]> : vector<8xf32>
  %acc = arith.constant 10.0 : f32
  %r1 = vector.reduction <add>, %f : vector<8xf32> into f32
  vector.print %r1 : f32
  %r2 = vector.reduction <add>, %f, %acc : vector<8xf32> into f32
  vector.print %r2 : f32
  %r3 = vector.reduction <mul>, %f : vector<8xf32> into f32
  vector.print %r3 : f32
  %r4 = vector.reduction <minnumf>, %f : vector<8xf32> into f32
  vector.print %r4 : f32
  %r5 = vector.reduction <maxnumf>, %f, %acc : vector<8xf32> into f32
  vector.print %r5 : f32
  %r6 = vector.reduction <minimumf>, %f : vector<8xf32> into f32
  vector.print %r6 : f32
  %r7 = vector.reduction <maximumf>, %f : vector<8xf32> into f32
  vector.print %r7 : f32
  %nz = arith.constant dense<-0.0> : vector<4xf64>
  %r8 = vector.reduction <add>, %nz : vector<4xf64> into f64
  vector.print %r8 : f64
  %r8b = vector.reduction <add>, %f fastmath<reassoc> : vector<8xf32> into f32
  %r8c = arith.cmpf oge, %r8b, %r8b : f32
  vector.print %r8c : i1
  %i = arith.constant dense<[5, -3, 12, 7, -8, 1]> : vector<6xi32>
  %iacc = arith.constant 4 : i32
  %k1 = vector.reduction <add>, %i : vector<6xi32> into i32
  vector.print %k1 : i32
  %k2 = vector.reduction <add>, %i, %iacc : vector<6xi32> into i32
  vector.print %k2 : i32
  %k3 = vector.reduction <mul>, %i, %iacc : vector<6xi32> into i32
  vector.print %k3 : i32
  %k4 = vector.reduction <minsi>, %i : vector<6xi32> into i32
  vector.print %k4 : i32
  %k5 = vector.reduction <minui>, %i, %iacc : vector<6xi32> into i32
  vector.print %k5 : i32
  %k6 = vector.reduction <maxsi>, %i, %iacc : vector<6xi32> into i32
  vector.print %k6 : i32
  %k7 = vector.reduction <maxui>, %i : vector<6xi32> into i32
  vector.print %k7 : i32
  %k8 = vector.reduction <and>, %i : vector<6xi32> into i32
  vector.print %k8 : i32
  %k9 = vector.reduction <or>, %i, %iacc : vector<6xi32> into i32
  vector.print %k9 : i32
  %k10 = vector.reduction <xor>, %i : vector<6xi32> into i32
  vector.print %k10 : i32
  %ix = arith.constant dense<[3, 9, 2]> : vector<3xindex>
  %k11 = vector.reduction <maxui>, %ix : vector<3xindex> into index
  vector.print %k11 : index
  %a = arith.constant dense<[1.5, 2.0, -1.0, 0.1]> : vector<4xf32>
  %b = arith.constant dense<[2.0, 0.5, 3.0, 0.1]> : vector<4xf32>
  %c = arith.constant dense<[0.25, 1.0, 1.0, -0.01]> : vector<4xf32>
  %fma = vector.fma %a, %b, %c : vector<4xf32>
  vector.print %fma : vector<4xf32>
  %s = arith.constant 3.0 : f32
  %o1 = vector.outerproduct %a, %s : vector<4xf32>, f32
  vector.print %o1 : vector<4xf32>
  %o2 = vector.outerproduct %a, %s, %c : vector<4xf32>, f32
  vector.print %o2 : vector<4xf32>
  %o3 = vector.outerproduct %a, %s, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  vector.print %o3 : vector<4xf32>
  %ia = arith.constant dense<[1, 2, 3]> : vector<3xi64>
  %is = arith.constant 5 : i64
  %o4 = vector.outerproduct %ia, %is, %ia : vector<3xi64>, i64
  vector.print %o4 : vector<3xi64>
  %ex = math.exp %a : vector<4xf32>
  %sq = math.sqrt %b : vector<4xf32>
  %sum = arith.addf %ex, %sq : vector<4xf32>
  %gt = arith.cmpf ogt, %sum, %b : vector<4xf32>
  vector.print %gt : vector<4xi1>
  return
}
