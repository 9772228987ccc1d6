// Structured control flow nested in every combination that matters for scoping and printing.

func.func @nest(%lb: index, %ub: index, %st: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %v = scf.if %c -> (f32) {
      %w = scf.while (%a = %acc) : (f32) -> f32 {
        scf.condition(%c) %a : f32
      } do {
      ^bb0(%b: f32):
        %e = scf.execute_region -> f32 {
          %0 = arith.addf %b, %x : f32
          scf.yield %0 : f32
        }
        scf.yield %e : f32
      }
      scf.yield %w : f32
    } else {
      %p = scf.parallel (%j) = (%lb) to (%ub) step (%st) init (%acc) -> f32 {
        scf.forall (%k) in (4) {
          %1 = arith.addi %j, %k : index
        }
        scf.reduce(%x : f32) {
        ^bb0(%l: f32, %m: f32):
          %2 = arith.addf %l, %m : f32
          scf.reduce.return %2 : f32
        }
      }
      scf.yield %p : f32
    }
    scf.yield %v : f32
  }
  return %r : f32
}
