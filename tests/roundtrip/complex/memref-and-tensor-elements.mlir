// complex element types in memrefs, tensors and vectors: loads and stores, allocation,
// tensor.from_elements/extract/insert, and complex constants stored into buffers.
func.func @scale(%m: memref<4xcomplex<f32>>, %s: complex<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xcomplex<f32>>
    %w = complex.mul %v, %s : complex<f32>
    memref.store %w, %m[%i] : memref<4xcomplex<f32>>
  }
  return
}

func.func @fill(%m: memref<2x3xcomplex<f64>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = complex.constant [1.0, -1.0] : complex<f64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %z, %m[%i, %j] : memref<2x3xcomplex<f64>>
    }
  }
  return
}

func.func @scratch(%a: complex<f32>) -> complex<f32> {
  %c0 = arith.constant 0 : index
  %buf = memref.alloca() : memref<1xcomplex<f32>>
  memref.store %a, %buf[%c0] : memref<1xcomplex<f32>>
  %v = memref.load %buf[%c0] : memref<1xcomplex<f32>>
  %heap = memref.alloc() : memref<1xcomplex<f32>>
  memref.store %v, %heap[%c0] : memref<1xcomplex<f32>>
  %w = memref.load %heap[%c0] : memref<1xcomplex<f32>>
  memref.dealloc %heap : memref<1xcomplex<f32>>
  return %w : complex<f32>
}

func.func @tensors(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xcomplex<f32>>
  %x = tensor.extract %t[%c1] : tensor<2xcomplex<f32>>
  %s = complex.add %x, %a : complex<f32>
  %u = tensor.insert %s into %t[%c0] : tensor<2xcomplex<f32>>
  %y = tensor.extract %u[%c0] : tensor<2xcomplex<f32>>
  return %y : complex<f32>
}
