// vector.print: values, strings and punctuation.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: {{^}}    vector.print %arg2 : i64 punctuation <comma>{{$}}
// CHECK: {{^}}    vector.print punctuation <open>{{$}}
// CHECK: {{^}}    vector.print str "hello, world\0A"{{$}}
// CHECK: {{^}}    vector.print %arg1 : f32 {tag}{{$}}
// CHECK-NEXT: {{^}}    vector.print{{$}}
// CHECK-NEXT: {{^}}    return

func.func @print(%v: vector<4xf32>, %f: f32, %i: i64, %x: index, %m: vector<2x3xi32>) {
  vector.print %v : vector<4xf32>
  vector.print %f : f32
  vector.print %i : i64 punctuation <comma>
  vector.print %x : index punctuation <no_punctuation>
  vector.print %m : vector<2x3xi32>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  vector.print str "hello, world\n"
  vector.print str ""
  vector.print %f : f32 {tag}
  // A bare newline last: upstream prints it as `vector.print` alone.
  vector.print punctuation <newline>
  return
}
