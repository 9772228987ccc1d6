// f4E2M1FN conversions (arith.truncf from f32, f64 and f16, arith.extf to f32 and f16), bit for bit
// as upstream's arith-expand computes them: rounding half away from zero, saturation to 6,
// NaN to +6, the sign of small negative values dropped (upstream's extf to f64 is invalid IR).
// REFERENCE-PASSES-BEFORE: --arith-expand=include-f4e2m1

memref.global "private" constant @inputs : memref<91xf32> = dense<[0.0, -0.0, 0.10000000149011612, -0.10000000149011612, 0.20000000298023224, 0.25, -0.25, 0.30000001192092896, -0.30000001192092896, 0.5, 0.6000000238418579, 0.75, -0.75, 0.8999999761581421, 1.0, 1.100000023841858, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, -2.5, 2.75, 3.0, 3.5, 3.9000000953674316, 4.0, 4.5, 5.0, 5.5, 5.900000095367432, 6.0, 6.5, 7.0, 7.5, 8.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 28.0, 30.0, 31.0, 32.0, 0.0625, 0.03125, 0.015625, 0.0078125, 0.001953125, 0.0009765625, 0.00048828125, 0.000244140625, 1.52587890625e-05, 7.62939453125e-06, 3.814697265625e-06, 1.0000000116860974e-07, 9.999999682655225e-21, 9.999999350456404e-39, 1.401298464324817e-45, 240.0, 247.0, 248.0, 249.0, 256.0, 448.0, 464.0, 465.0, 480.0, 500.0, 57344.0, 61440.0, 65504.0, 100000.0, 1.0000000200408773e+20, 3.0000000054977558e+38, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 1.0625, 1.09375, 1.1875, -1.2999999523162842, -17.5, 100.0, -100.0, 1000.0, -1000.0]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 91 : index
  %in = memref.get_global @inputs : memref<91xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %in[%i] : memref<91xf32>
    %t = arith.truncf %x : f32 to f4E2M1FN
    %d = arith.extf %x : f32 to f64
    %td = arith.truncf %d : f64 to f4E2M1FN
    %h = arith.truncf %x : f32 to f16
    %th = arith.truncf %h : f16 to f4E2M1FN
    %b = arith.bitcast %t : f4E2M1FN to i4
    %bd = arith.bitcast %td : f4E2M1FN to i4
    %bh = arith.bitcast %th : f4E2M1FN to i4
    %e = arith.extf %t : f4E2M1FN to f32
    %eb = arith.bitcast %e : f32 to i32
    %e16 = arith.extf %t : f4E2M1FN to f16
    %e16b = arith.bitcast %e16 : f16 to i16
    vector.print %b : i4
    vector.print %bd : i4
    vector.print %bh : i4
    vector.print %eb : i32
    vector.print %e16b : i16
  }
  return
}

