// Every cast op, with rounding modes, fastmath and overflow flags, on scalars and vectors.
func.func @casts(%i8: i8, %i32: i32, %i64: i64, %f16: f16, %f32: f32, %f64: f64, %idx: index, %v: vector<4xi32>) {
  %0 = arith.extui %i8 : i8 to i32
  %1 = arith.extsi %i32 : i32 to i64
  %2 = arith.extf %f16 : f16 to f32
  %3 = arith.extf %f32 fastmath<fast> : f32 to f64
  %4 = arith.trunci %i64 : i64 to i32
  %5 = arith.trunci %i32 overflow<nsw> : i32 to i8
  %6 = arith.truncf %f64 : f64 to f32
  %7 = arith.truncf %f32 downward : f32 to f16
  %8 = arith.truncf %f64 toward_zero fastmath<nnan> : f64 to f16
  %9 = arith.uitofp %i32 : i32 to f32
  %10 = arith.sitofp %i64 : i64 to f64
  %11 = arith.fptoui %f32 : f32 to i32
  %12 = arith.fptosi %f64 : f64 to i8
  %13 = arith.index_cast %i32 : i32 to index
  %14 = arith.index_cast %idx : index to i64
  %15 = arith.index_castui %idx : index to i32
  %16 = arith.bitcast %f32 : f32 to i32
  %17 = arith.bitcast %i64 : i64 to f64
  %18 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %19 = arith.sitofp %v : vector<4xi32> to vector<4xf32>
  %20 = arith.truncf %f32 to_nearest_away : f32 to bf16
  %21 = arith.truncf %f32 upward : f32 to f16
  %22 = arith.truncf %f32 to_nearest_even : f32 to f16
  return
}
