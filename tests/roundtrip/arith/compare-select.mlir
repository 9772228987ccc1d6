// Every cmpi and cmpf predicate; select on scalars, vectors and tensors.
func.func @compare(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<2xi8>, %t: tensor<3xf64>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %v, %v : vector<2xi8>
  %10 = arith.cmpf false, %f, %g : f32
  %11 = arith.cmpf oeq, %f, %g : f32
  %12 = arith.cmpf ogt, %f, %g : f32
  %13 = arith.cmpf oge, %f, %g : f32
  %14 = arith.cmpf olt, %f, %g : f32
  %15 = arith.cmpf ole, %f, %g : f32
  %16 = arith.cmpf one, %f, %g : f32
  %17 = arith.cmpf ord, %f, %g : f32
  %18 = arith.cmpf ueq, %f, %g : f32
  %19 = arith.cmpf ugt, %f, %g : f32
  %20 = arith.cmpf uge, %f, %g : f32
  %21 = arith.cmpf ult, %f, %g : f32
  %22 = arith.cmpf ule, %f, %g : f32
  %23 = arith.cmpf une, %f, %g fastmath<nnan> : f32
  %24 = arith.cmpf uno, %t, %t : tensor<3xf64>
  %25 = arith.cmpf true, %f, %g : f32
  %26 = arith.select %0, %a, %b : i32
  %27 = arith.select %9, %v, %v : vector<2xi1>, vector<2xi8>
  %28 = arith.select %0, %v, %v : vector<2xi8>
  %29 = arith.select %24, %t, %t : tensor<3xi1>, tensor<3xf64>
  return
}
