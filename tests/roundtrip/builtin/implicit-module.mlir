// Several top-level ops: the parser wraps them in an implicit module.
func.func private @a()
func.func private @b(i32)
module @m {
}
