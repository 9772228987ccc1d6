// Discardable attributes on every scf op (printed after the regions, or `attributes` for while).

func.func @attrs(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %n: index) {
  scf.for %i = %lb to %ub step %st {
  } {loop.tag = 1 : i32}
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    scf.yield {yield.tag} %a : f32
  } {loop.tag = "iter"}
  scf.if %c {
  } else {
  } {if.tag}
  %s = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  } {if.tag = [1, 2]}
  scf.while : () -> () {
    scf.condition(%c) {cond.tag}
  } do {
    scf.yield
  } attributes {while.tag}
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
  } {par.tag}
  scf.forall (%i) in (%n) {
  } {forall.tag = unit}
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  } {exec.tag}
  %w = scf.index_switch %n {switch.tag} -> f32
  case 1 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  return
}
