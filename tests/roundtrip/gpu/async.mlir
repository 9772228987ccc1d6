// Async tokens: gpu.wait in all its forms, tokens passed through function
// boundaries and branches.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: {{^}}    gpu.wait {{$}}
// CHECK-NEXT: {{^}}    gpu.wait [%arg0]{{$}}
// CHECK-NEXT: = gpu.wait async{{$}}
// CHECK-NEXT: = gpu.wait async [%arg0, %{{.*}}]{{$}}

func.func @wait(%t: !gpu.async.token) -> !gpu.async.token {
  gpu.wait
  gpu.wait [%t]
  %0 = gpu.wait async
  %1 = gpu.wait async [%t, %0]
  gpu.wait [%0, %1] {tag}
  return %1 : !gpu.async.token
}

func.func @tokens_in_cfg(%c: i1) {
  %0 = gpu.wait async
  cf.cond_br %c, ^bb1(%0 : !gpu.async.token), ^bb2
^bb1(%t: !gpu.async.token):
  gpu.wait [%t]
  return
^bb2:
  gpu.wait [%0]
  return
}
