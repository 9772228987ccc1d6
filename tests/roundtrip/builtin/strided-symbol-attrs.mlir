// strided layouts as attributes, dialect attributes kept as text, attribute aliases.
#alias = [1, 2, 3]
#ws = #gpu.address_space<workgroup>
module attributes {
  test.st = strided<[4, 1]>, test.st2 = strided<[?, 1], offset: ?>, test.st3 = strided<[], offset: 5>,
  test.fm = #arith.fastmath<nnan, ninf>, test.ov = #arith.overflow<nsw, nuw>, test.ws = #ws,
  test.al = #alias, test.nested = #llvm.linkage<internal>
} {
}
