// gpu.module: empty modules, targets, offloading handlers, attributes, several
// functions, and modules side by side with host code.

module attributes {gpu.container_module} {
  gpu.module @empty {
  }

  gpu.module @with_targets [#nvvm.target, #nvvm.target<chip = "sm_90">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }

  gpu.module @with_handler <#gpu.select_object<1 : i64>> [#nvvm.target, #rocdl.target] {
  }

  gpu.module @with_attrs attributes {foo, bar = 3 : i32} {
    gpu.func @a() kernel {
      gpu.return
    }
    gpu.func @b(%x: f32) -> f32 {
      gpu.return %x : f32
    }
    func.func @host_side_helper(%x: i32) -> i32 {
      return %x : i32
    }
  }

  func.func @main() {
    return
  }
}
