// tosa-to-scf: cond_if (both branches taken, block arguments replaced by the inputs, no
// inputs) and while_loop (a counter and a tensor carried; the condition reads them).
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @pick(%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.cond_if %p (%x = %a, %y = %b) : tensor<i1> (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32> {
  ^bb0(%x: tensor<3xf32>, %y: tensor<3xf32>):
    %s = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
    %z = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
    %h = tosa.slice %x, %s, %z : (tensor<3xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xf32>
    %l = tosa.slice %y, %s, %s : (tensor<3xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xf32>
    %c = tosa.concat %h, %l {axis = 0 : i32} : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    tosa.yield %c : tensor<3xf32>
  } else {
  ^bb0(%x: tensor<3xf32>, %y: tensor<3xf32>):
    %r = tosa.reverse %y {axis = 0 : i32} : (tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %r : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %b = "tosa.const"() <{values = dense<[10.0, 20.0, 30.0]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %t = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
  %f = "tosa.const"() <{values = dense<false> : tensor<i1>}> : () -> tensor<i1>
  %r1 = call @pick(%t, %a, %b) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %u1 = tensor.cast %r1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %r2 = call @pick(%f, %a, %b) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %u2 = tensor.cast %r2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  // No inputs: the regions read the values from above.
  %r3 = tosa.cond_if %f : tensor<i1> -> tensor<3xf32> {
    %ra = tosa.reverse %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %ra : tensor<3xf32>
  } else {
    %rb = tosa.reverse %b {axis = 0 : i32} : (tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %rb : tensor<3xf32>
  }
  %u3 = tensor.cast %r3 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  // i = 0; x = [1, 2, 3]; while (i < 5) { x = reverse(x) with x[0] + i; i += 1 }, in place
  // (upstream's bufferization wants the yields equivalent to the loop's arguments)
  %i0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = tosa.while_loop (%i = %i0, %x = %a) : (tensor<i32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
    %e = tensor.extract %i[] : tensor<i32>
    %c5 = arith.constant 5 : i32
    %lt = arith.cmpi slt, %e, %c5 : i32
    %p = tensor.from_elements %lt : tensor<i1>
    tosa.yield %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>):
    %e = tensor.extract %i[] : tensor<i32>
    %c1 = arith.constant 1 : i32
    %n = arith.addi %e, %c1 : i32
    %ni = tensor.insert %n into %i[] : tensor<i32>
    %c0 = arith.constant 0 : index
    %c1i = arith.constant 1 : index
    %c2i = arith.constant 2 : index
    %x0 = tensor.extract %x[%c0] : tensor<3xf32>
    %x1 = tensor.extract %x[%c1i] : tensor<3xf32>
    %x2 = tensor.extract %x[%c2i] : tensor<3xf32>
    %ef = arith.sitofp %e : i32 to f32
    %s = arith.addf %x2, %ef : f32
    %y0 = tensor.insert %s into %x[%c0] : tensor<3xf32>
    %y1 = tensor.insert %x1 into %y0[%c1i] : tensor<3xf32>
    %nx = tensor.insert %x0 into %y1[%c2i] : tensor<3xf32>
    tosa.yield %ni, %nx : tensor<i32>, tensor<3xf32>
  }
  %s = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %wi = tosa.reshape %w#0, %s : (tensor<i32>, !tosa.shape<1>) -> tensor<1xi32>
  %u4 = tensor.cast %wi : tensor<1xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  %u5 = tensor.cast %w#1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
