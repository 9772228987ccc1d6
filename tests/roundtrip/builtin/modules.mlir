// Named and nested modules with attributes; an implicit top-level module around several ops.
module @outer attributes {test.attr = "outer"} {
  module @inner {
    func.func private @decl(i32) -> i32
  }
  module {
  }
  func.func @f() {
    return
  }
}
