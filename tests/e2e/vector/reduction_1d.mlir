// vector.reduction of every kind, with and without an accumulator.
func.func @main() {
  %f = arith.constant dense<[1.5, -2.0, 4.0, 0.5]> : vector<4xf32>
  %acc = arith.constant 10.0 : f32
  %r0 = vector.reduction <add>, %f : vector<4xf32> into f32
  %r1 = vector.reduction <add>, %f, %acc : vector<4xf32> into f32
  %r2 = vector.reduction <mul>, %f : vector<4xf32> into f32
  %r3 = vector.reduction <minnumf>, %f : vector<4xf32> into f32
  %r4 = vector.reduction <maxnumf>, %f, %acc : vector<4xf32> into f32
  %r5 = vector.reduction <minimumf>, %f : vector<4xf32> into f32
  %r6 = vector.reduction <maximumf>, %f : vector<4xf32> into f32
  vector.print %r0 : f32
  vector.print %r1 : f32
  vector.print %r2 : f32
  vector.print %r3 : f32
  vector.print %r4 : f32
  vector.print %r5 : f32
  vector.print %r6 : f32
  %i = arith.constant dense<[3, -7, 12, 5, -1]> : vector<5xi8>
  %i0 = vector.reduction <add>, %i : vector<5xi8> into i8
  %i1 = vector.reduction <mul>, %i : vector<5xi8> into i8
  %i2 = vector.reduction <minsi>, %i : vector<5xi8> into i8
  %i3 = vector.reduction <maxsi>, %i : vector<5xi8> into i8
  %i4 = vector.reduction <minui>, %i : vector<5xi8> into i8
  %i5 = vector.reduction <maxui>, %i : vector<5xi8> into i8
  %i6 = vector.reduction <and>, %i : vector<5xi8> into i8
  %i7 = vector.reduction <or>, %i : vector<5xi8> into i8
  %i8 = vector.reduction <xor>, %i : vector<5xi8> into i8
  vector.print %i0 : i8
  vector.print %i1 : i8
  vector.print %i2 : i8
  vector.print %i3 : i8
  vector.print %i4 : i8
  vector.print %i5 : i8
  vector.print %i6 : i8
  vector.print %i7 : i8
  vector.print %i8 : i8
  return
}
