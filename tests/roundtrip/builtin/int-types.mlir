// Integer types of every signedness and many widths, as function arguments.
func.func private @signless(i1, i2, i4, i7, i8, i16, i32, i64, i128, i1024)
func.func private @signed(si1, si8, si16, si32, si64)
func.func private @unsigned(ui1, ui8, ui16, ui32, ui64)
func.func private @index_and_none(index, none) -> index
