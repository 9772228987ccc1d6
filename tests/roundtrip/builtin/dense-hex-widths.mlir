// Hex elements (`dense<"0x...">`) read into the raw storage of their type: a signed integer
// whose high bit is set is negative (si8 0xFF is -1, ui8 0xFF is 255), integers narrower than
// a byte keep their own bits (i4 0x0F is -1), a single element of hex is a splat, i1 bits
// (0x0D: true, false, true, true), f16/bf16/f64 and index elements, and a string with
// whitespace around it.
func.func @widths() attributes {
    si8 = dense<"0xFF017F80"> : tensor<4xsi8>,
    ui8 = dense<"0xFF017F80"> : tensor<4xui8>,
    i8 = dense<"0xFF017F80"> : tensor<4xi8>,
    si16 = dense<"0x0080FF7F"> : tensor<2xsi16>,
    i4 = dense<"0x0F0E0701"> : tensor<4xi4>,
    i2 = dense<"0x0300"> : tensor<2xi2>,
    splat_si8 = dense<"0xFF"> : tensor<3xsi8>,
    splat_i32 = dense<"0x07000000"> : tensor<2x2xi32>,
    i1 = dense<"0x0D"> : tensor<4xi1>,
    f16 = dense<"0x003C00C0"> : tensor<2xf16>,
    bf16 = dense<"0x803F0040"> : tensor<2xbf16>,
    f64 = dense<"0x000000000000F03F000000000000F0BF"> : tensor<2xf64>,
    idx = dense<"0xFFFFFFFFFFFFFFFF0200000000000000"> : tensor<2xindex>,
    spaced = dense<  "0x0102"  > : tensor<2xi8>
  } {
  return
}
