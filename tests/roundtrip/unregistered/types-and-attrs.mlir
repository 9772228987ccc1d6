// Types and attributes of unregistered dialects in every position: function signatures,
// block arguments, nested in builtin types (tensor, memref, vector element types are not
// allowed, so tuples, functions and tensors), in dictionaries and arrays, with and without
// a `: type`, in the pretty (`!foo.bar<...>`) and the opaque (`!foo<"...">`) spellings.
func.func @signature(%a: !foo.t, %b: !foo.t<1, 2>, %c: !foo<"raw text">) -> !foo.result<"x"> {
  %0 = "foo.combine"(%a, %b, %c) : (!foo.t, !foo.t<1, 2>, !foo<"raw text">) -> !foo.result<"x">
  return %0 : !foo.result<"x">
}

func.func @nested_types(%t: tensor<4x!foo.elem>, %u: tuple<!foo.a, i32, !foo.b<[1]>>, %f: (!foo.in) -> !foo.out) {
  "foo.consume"(%t, %u, %f) : (tensor<4x!foo.elem>, tuple<!foo.a, i32, !foo.b<[1]>>, (!foo.in) -> !foo.out) -> ()
  return
}

func.func @nested_params(%a: !foo.outer<!foo.inner<i32>, "s", [1, 2], {k = 3}>) {
  "foo.consume"(%a) : (!foo.outer<!foo.inner<i32>, "s", [1, 2], {k = 3}>) -> ()
  return
}

func.func @attrs() attributes {foo.fn_attr = #foo.marker, other = #foo<"opaque body">} {
  "foo.op"() {plain = #foo.a, params = #foo.b<1, "two", [3]>, typed = #foo.c : i64, in_array = [#foo.x, #foo.y<1>], in_dict = {inner = #foo.z}} : () -> ()
  "foo.op"() {typed_by_foo = #foo.v<2> : !foo.ty, type_attr = !foo.t<9>, str = "s"} : () -> ()
  "foo.op"() {dialect.attr = 1 : i32, foo.unit} : () -> ()
  return
}

func.func @arg_attrs(%a: i32 {foo.arg = #foo.k}, %b: !foo.t {foo.noalias}) -> (i32 {foo.res = 1 : i64}) {
  "foo.consume"(%b) : (!foo.t) -> ()
  return %a : i32
}

func.func @properties() {
  "foo.op"() <{prop = #foo.p<1>, count = 2 : i64, list = [!foo.t, i32]}> : () -> ()
  "foo.op"() <{prop = #foo.p<2>}> {discardable = #foo.d} : () -> ()
  return
}
