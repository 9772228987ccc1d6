// The -O0 pipeline on tensor programs: element-wise ops, splat, generate, pad, concat,
// a while loop and an index_switch on tensors.
// MLIRC-FLAGS: -O0
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 1.5 : f32
  %s = tensor.splat %x : tensor<3xf32>
  %g = tensor.generate {
  ^bb0(%i: index):
    %i32 = arith.index_cast %i : index to i32
    %f = arith.sitofp %i32 : i32 to f32
    tensor.yield %f : f32
  } : tensor<3xf32>
  %m = arith.mulf %s, %g : tensor<3xf32>
  %e = math.exp %m : tensor<3xf32>
  %p = tensor.pad %e low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<3xf32> to tensor<5xf32>
  %c = tensor.concat dim(0) %p, %g : (tensor<5xf32>, tensor<3xf32>) -> tensor<8xf32>
  %lim = arith.constant 100.0 : f32
  %w:2 = scf.while (%t = %c, %i = %c0) : (tensor<8xf32>, index) -> (tensor<8xf32>, index) {
    %v = tensor.extract %t[%c0] : tensor<8xf32>
    %go = arith.cmpf olt, %v, %lim : f32
    scf.condition(%go) %t, %i : tensor<8xf32>, index
  } do {
  ^bb0(%t: tensor<8xf32>, %i: index):
    %v = tensor.extract %t[%c0] : tensor<8xf32>
    %k = arith.remui %i, %c3 : index
    %sw = scf.index_switch %k -> f32
    case 0 {
      %a = arith.addf %v, %v : f32
      scf.yield %a : f32
    }
    case 1 {
      %a = arith.mulf %v, %x : f32
      scf.yield %a : f32
    }
    default {
      %a = arith.addf %v, %x : f32
      scf.yield %a : f32
    }
    %t2 = tensor.insert %sw into %t[%c0] : tensor<8xf32>
    %i2 = arith.addi %i, %c1 : index
    scf.yield %t2, %i2 : tensor<8xf32>, index
  }
  %u = tensor.cast %w#0 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
