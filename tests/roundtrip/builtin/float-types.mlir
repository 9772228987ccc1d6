// Float types: the IEEE ones, bf16, tf32 and the f8 family mlirc models.
func.func private @floats(f16, bf16, f32, f64, tf32) -> (f16, bf16)
func.func private @f8(f8E5M2, f8E4M3FN)
func.func private @complex(complex<f32>, complex<f64>, complex<i32>)
