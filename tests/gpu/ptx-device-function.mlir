// A plain function compiled for nvptx64 is a PTX device function that ptxas accepts.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -mattr=+ptx70 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK: .target sm_80
// CHECK: .func {{.*}}saxpy
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %i: index) {
  %xi = memref.load %x[%i] : memref<?xf32>
  %yi = memref.load %y[%i] : memref<?xf32>
  %p = arith.mulf %a, %xi : f32
  %s = arith.addf %p, %yi : f32
  memref.store %s, %y[%i] : memref<?xf32>
  return
}
