// scf.if without results: with and without else, empty regions, explicit yields, nesting.

func.func @if(%c: i1, %x: f32) {
  scf.if %c {
    %0 = arith.addf %x, %x : f32
  }
  scf.if %c {
    %0 = arith.addf %x, %x : f32
  } else {
    %0 = arith.mulf %x, %x : f32
  }
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  scf.if %c {
    scf.yield
  } else {
    scf.yield
  }
  return
}

func.func @nested(%c: i1, %d: i1, %x: f32) {
  scf.if %c {
    scf.if %d {
      %0 = math.cos %x : f32
    } else {
      scf.if %c {
        %1 = math.sin %x : f32
      }
    }
  }
  return
}
