// memref.alloca_scope with and without results; the implicit terminator.

func.func @scopes(%v: f32, %i: i32) -> (f32, i32) {
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
  memref.alloca_scope {
  }
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return
  }
  %r = memref.alloca_scope -> (f32) {
    %0 = memref.alloca() : memref<f32>
    memref.store %v, %0[] : memref<f32>
    %1 = memref.load %0[] : memref<f32>
    memref.alloca_scope.return %1 : f32
  }
  %a, %b = memref.alloca_scope -> (f32, i32) {
    memref.alloca_scope.return %v, %i : f32, i32
  }
  %c = memref.alloca_scope -> f32 {
    memref.alloca_scope.return {tag} %v : f32
  }
  memref.alloca_scope {
    memref.alloca_scope {
      %0 = memref.alloca() : memref<4xf32>
    }
  } {attr = 1 : i32}
  return %r, %b : f32, i32
}

// Outside a function an alloca_scope provides the allocation scope.
memref.alloca_scope {
  %0 = memref.alloca() : memref<8xi8>
}
