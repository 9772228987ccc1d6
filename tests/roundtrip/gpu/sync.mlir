// gpu.barrier, gpu.shuffle in every mode, and gpu.printf.

gpu.module @sync {
  gpu.func @sync(%v: f32, %i: i32, %m: memref<?xf32>) kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    gpu.barrier
    %a, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
    %b, %ok1 = gpu.shuffle up %i, %c1, %c32 : i32
    %c, %ok2 = gpu.shuffle down %v, %c1, %c32 : f32
    %d, %ok3 = gpu.shuffle idx %i, %c1, %c32 {tag} : i32
    gpu.barrier {tag}
    gpu.printf "lane %d value %f\n", %i, %v : i32, f32
    gpu.printf "done\n"
    gpu.return
  }
}
