//! Typed enum attributes: one `EnumDef` table per upstream enum attribute the compiler reads
//! (`#arith.fastmath<nnan,ninf>`, `#gpu<dim x>`, `#llvm.linkage<internal>`, ...).
//!
//! An enum attribute is `AttrKind::Enum { def, value }`: the table and the value (for a bit
//! enum the set of bits, for a plain enum the case's value). Readers ask
//! `Context::enum_value(a, &ARITH_FASTMATH)` / `enum_keyword(a, &GPU_DIM)` instead of
//! re-parsing text; the printer and the parser go through the table (`EnumDef::write`,
//! `EnumDef::parse_body`, and the token-level parser in `syntax::parse_attr`), so the text is
//! upstream's (mlir-opt-22) byte for byte, and an unknown keyword is upstream's error.
//!
//! All tables live here, in one file of `ir`, rather than next to their dialects: the printer
//! (`ir::display`) and `Context::dialect_attr` must know them, and `ir` may not import
//! `dialects` (the module table of ARCHITECTURE.md); one file also keeps the dialect files,
//! which change often, free of this bookkeeping. `Context::dialect_attr(dialect, body)` turns
//! the text of a known enum into the typed attribute, so code that still builds attributes
//! from text makes typed ones; dialect attributes no table describes stay text
//! (`AttrKind::Dialect`).

use std::fmt::Write;
use std::hash::{Hash, Hasher};

/// How the attribute is spelled around its value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Form {
    /// `#dialect.mnemonic<value>` (an assembly format with `<` `>`).
    Angle,
    /// `#dialect<mnemonic value>` (upstream's default `$value` format, printed in the opaque form).
    Spaced,
}

/// The wording of the error on an unknown keyword.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Errors {
    /// `expected <cpp> to be one of: a, b, c` at the first keyword (upstream's generated
    /// enum parsers).
    Standard,
    /// `expected one of [a, b, c] for <what>, got: x` at the keyword (the LLVM dialect's
    /// hand-written enum parsers); `expected keyword for <what>` when there is none.
    Llvm(&'static str),
}

/// One enum: its attribute's name, its cases in upstream's declaration order (the printing
/// order of a bit enum's flags), and what upstream's messages call it.
pub struct EnumDef {
    pub dialect: &'static str,
    pub mnemonic: &'static str,
    pub form: Form,
    /// `(keyword, value)`; for a bit enum, values are bit sets: the zero case (`none`), single
    /// bits, and groups of several bits (`fast`) printed in place of their bits when all are set.
    pub cases: &'static [(&'static str, u64)],
    pub bit_enum: bool,
    /// Between the flags of a bit enum (`","` for `#arith.fastmath`, `", "` elsewhere).
    pub separator: &'static str,
    /// The C++ enum named by `Errors::Standard` messages and the parameter's type.
    pub cpp: &'static str,
    /// `failed to parse <attr> parameter '<param>' which is to be a `<param_ty>``.
    pub attr: &'static str,
    pub param: &'static str,
    pub param_ty: &'static str,
    pub errors: Errors,
}

impl PartialEq for EnumDef {
    fn eq(&self, o: &EnumDef) -> bool {
        std::ptr::eq(self, o) || (self.dialect == o.dialect && self.mnemonic == o.mnemonic)
    }
}
impl Eq for EnumDef {}
impl Hash for EnumDef {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.dialect.hash(h);
        self.mnemonic.hash(h);
    }
}
impl std::fmt::Debug for EnumDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "EnumDef({}.{})", self.dialect, self.mnemonic)
    }
}

impl EnumDef {
    /// `dialect.mnemonic`, e.g. `arith.fastmath`.
    pub fn name(&self) -> String {
        format!("{}.{}", self.dialect, self.mnemonic)
    }
    /// The value of one keyword.
    pub fn value_of(&self, kw: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.0 == kw).map(|c| c.1)
    }
    /// The keyword of a plain enum's value (or of a bit enum's value that is one case).
    pub fn keyword(&self, v: u64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == v).map(|c| c.0)
    }
    /// All bits a bit enum may set.
    pub fn all_bits(&self) -> u64 {
        self.cases.iter().fold(0, |a, c| a | c.1)
    }
    /// Whether `v` is a value of the enum.
    pub fn is_valid(&self, v: u64) -> bool {
        if self.bit_enum {
            v & !self.all_bits() == 0
        } else {
            self.keyword(v).is_some()
        }
    }
    /// The keywords, comma-separated, as upstream's messages list them.
    pub fn keyword_list(&self) -> String {
        self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
    }

    /// The printed value (inside the brackets): a keyword, or a bit enum's flags (the zero
    /// case when none is set, groups first when all their bits are set, then single bits).
    pub fn body(&self, v: u64) -> String {
        if !self.bit_enum {
            return self.keyword(v).unwrap_or("?").to_string();
        }
        if v == 0 {
            return self.keyword(0).unwrap_or("none").to_string();
        }
        let mut rest = v;
        let mut out: Vec<&str> = vec![];
        for &(kw, bits) in self.cases {
            if bits.count_ones() > 1 && rest & bits == bits {
                out.push(kw);
                rest &= !bits;
            }
        }
        for &(kw, bits) in self.cases {
            if bits.count_ones() == 1 && rest & bits != 0 {
                out.push(kw);
                rest &= !bits;
            }
        }
        out.join(self.separator)
    }

    /// Writes the whole attribute: `#arith.fastmath<nnan,ninf>`, `#gpu<dim x>`.
    pub fn write(&self, s: &mut String, v: u64) {
        let body = self.body(v);
        let _ = match self.form {
            Form::Angle => write!(s, "#{}.{}<{body}>", self.dialect, self.mnemonic),
            Form::Spaced => write!(s, "#{}<{} {body}>", self.dialect, self.mnemonic),
        };
    }

    /// Reads a printed value (`nnan,ninf`, `nsw, nuw`, `x`): the keywords of a bit enum are
    /// comma-separated, blanks around them ignored. `None` on anything else.
    pub fn parse_body(&self, text: &str) -> Option<u64> {
        let text = text.trim();
        if !self.bit_enum {
            return self.value_of(text);
        }
        let mut v = 0;
        for w in text.split(',') {
            v |= self.value_of(w.trim())?;
        }
        Some(v)
    }

    /// `expected ...` on the keyword `got` (`None`: no keyword).
    pub fn unknown_keyword_message(&self, got: Option<&str>) -> String {
        match (self.errors, got) {
            (Errors::Standard, Some(_)) => format!("expected {} to be one of: {}", self.cpp, self.keyword_list()),
            (Errors::Standard, None) => "expected valid keyword or string".to_string(),
            (Errors::Llvm(what), Some(g)) => format!("expected one of [{}] for {what}, got: {g}", self.keyword_list()),
            (Errors::Llvm(what), None) => format!("expected keyword for {what}"),
        }
    }
    /// Upstream's second error, after the keyword: `failed to parse ... parameter ...`.
    pub fn parameter_message(&self) -> String {
        format!("failed to parse {} parameter '{}' which is to be a `{}`", self.attr, self.param, self.param_ty)
    }
}

/// The enum whose attribute is `#dialect.mnemonic<...>` (`Form::Angle`) or
/// `#dialect<mnemonic ...>` (`Form::Spaced`).
pub fn lookup(dialect: &str, mnemonic: &str, form: Form) -> Option<&'static EnumDef> {
    ENUMS.iter().copied().find(|d| d.dialect == dialect && d.mnemonic == mnemonic && d.form == form)
}

/// The enum and value of a dialect attribute's text as `AttrKind::Dialect` keeps it
/// (`fastmath<nnan>` or `<dim x>` after `#dialect` / `#dialect.`), if a table knows it.
pub fn parse_text(dialect: &str, body: &str) -> Option<(&'static EnumDef, u64)> {
    if let Some(inner) = body.strip_prefix('<') {
        let inner = inner.strip_suffix('>')?;
        let (mnemonic, value) = inner.split_once(' ')?;
        let def = lookup(dialect, mnemonic, Form::Spaced)?;
        return Some((def, def.parse_body(value)?));
    }
    let (mnemonic, rest) = body.split_once('<')?;
    let def = lookup(dialect, mnemonic, Form::Angle)?;
    Some((def, def.parse_body(rest.strip_suffix('>')?)?))
}

const fn plain(
    dialect: &'static str,
    mnemonic: &'static str,
    form: Form,
    cases: &'static [(&'static str, u64)],
    cpp: &'static str,
    attr: &'static str,
) -> EnumDef {
    EnumDef {
        dialect,
        mnemonic,
        form,
        cases,
        bit_enum: false,
        separator: "",
        cpp,
        attr,
        param: "value",
        param_ty: cpp,
        errors: Errors::Standard,
    }
}

/// `#arith.fastmath<...>` (`arith::FastMathFlags`).
pub static ARITH_FASTMATH: EnumDef = EnumDef {
    dialect: "arith",
    mnemonic: "fastmath",
    form: Form::Angle,
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    bit_enum: true,
    separator: ",",
    cpp: "::mlir::arith::FastMathFlags",
    attr: "Arith_FastMathAttr",
    param: "value",
    param_ty: "::mlir::arith::FastMathFlags",
    errors: Errors::Standard,
};
/// Bits of `ARITH_FASTMATH`.
pub mod fastmath {
    pub const REASSOC: u64 = 1;
    pub const NNAN: u64 = 2;
    pub const NINF: u64 = 4;
    pub const NSZ: u64 = 8;
    pub const ARCP: u64 = 16;
    pub const CONTRACT: u64 = 32;
    pub const AFN: u64 = 64;
}

/// `#arith.overflow<...>` (`arith::IntegerOverflowFlags`).
pub static ARITH_OVERFLOW: EnumDef = EnumDef {
    dialect: "arith",
    mnemonic: "overflow",
    form: Form::Angle,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bit_enum: true,
    separator: ", ",
    cpp: "::mlir::arith::IntegerOverflowFlags",
    attr: "Arith_IntegerOverflowAttr",
    param: "value",
    param_ty: "::mlir::arith::IntegerOverflowFlags",
    errors: Errors::Standard,
};
/// Bits of `ARITH_OVERFLOW` and `LLVM_OVERFLOW`.
pub const NSW: u64 = 1;
pub const NUW: u64 = 2;

const ITERATOR_CASES: &[(&str, u64)] = &[("parallel", 0), ("reduction", 1)];

/// `#linalg.iterator_type<parallel>` (`utils::IteratorType`).
pub static LINALG_ITERATOR_TYPE: EnumDef =
    plain("linalg", "iterator_type", Form::Angle, ITERATOR_CASES, "::mlir::utils::IteratorType", "IteratorTypeEnum");
/// `#linalg.type_fn<cast_signed>`.
pub static LINALG_TYPE_FN: EnumDef = plain(
    "linalg",
    "type_fn",
    Form::Angle,
    &[("cast_signed", 0), ("cast_unsigned", 1)],
    "::mlir::linalg::TypeFn",
    "TypeFnAttr",
);
/// `#linalg.unary_fn<exp>`.
pub static LINALG_UNARY_FN: EnumDef = plain(
    "linalg",
    "unary_fn",
    Form::Angle,
    &[
        ("exp", 0),
        ("log", 1),
        ("abs", 2),
        ("ceil", 3),
        ("floor", 4),
        ("negf", 5),
        ("reciprocal", 6),
        ("round", 7),
        ("sqrt", 8),
        ("rsqrt", 9),
        ("square", 10),
        ("tanh", 11),
        ("erf", 12),
    ],
    "::mlir::linalg::UnaryFn",
    "UnaryFnAttr",
);
/// `#linalg.binary_fn<add>`.
pub static LINALG_BINARY_FN: EnumDef = plain(
    "linalg",
    "binary_fn",
    Form::Angle,
    &[
        ("add", 0),
        ("sub", 1),
        ("mul", 2),
        ("div", 3),
        ("div_unsigned", 4),
        ("max_signed", 5),
        ("min_signed", 6),
        ("max_unsigned", 7),
        ("min_unsigned", 8),
        ("powf", 9),
    ],
    "::mlir::linalg::BinaryFn",
    "BinaryFnAttr",
);
/// `#linalg.elementwise_kind<add>`.
pub static LINALG_ELEMENTWISE_KIND: EnumDef = plain(
    "linalg",
    "elementwise_kind",
    Form::Angle,
    &[
        ("exp", 0),
        ("log", 1),
        ("abs", 2),
        ("ceil", 3),
        ("floor", 4),
        ("negf", 5),
        ("reciprocal", 6),
        ("round", 7),
        ("sqrt", 8),
        ("rsqrt", 9),
        ("square", 10),
        ("tanh", 11),
        ("erf", 12),
        ("add", 13),
        ("sub", 14),
        ("mul", 15),
        ("div", 16),
        ("div_unsigned", 17),
        ("max_signed", 18),
        ("min_signed", 19),
        ("max_unsigned", 20),
        ("min_unsigned", 21),
        ("powf", 22),
        ("select", 23),
    ],
    "::mlir::linalg::ElementwiseKind",
    "ElementwiseKindAttr",
);

/// `#vector.iterator_type<parallel>` (`vector::IteratorType`).
pub static VECTOR_ITERATOR_TYPE: EnumDef = plain(
    "vector",
    "iterator_type",
    Form::Angle,
    ITERATOR_CASES,
    "::mlir::vector::IteratorType",
    "Vector_IteratorTypeEnum",
);
/// `#vector.kind<add>` (`vector::CombiningKind`).
pub static VECTOR_KIND: EnumDef = plain(
    "vector",
    "kind",
    Form::Angle,
    &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("maximumf", 11),
        ("minimumf", 12),
    ],
    "::mlir::vector::CombiningKind",
    "Vector_CombiningKindAttr",
);
/// `#vector.punctuation<newline>` (`vector::PrintPunctuation`).
pub static VECTOR_PUNCTUATION: EnumDef = plain(
    "vector",
    "punctuation",
    Form::Angle,
    &[("no_punctuation", 0), ("newline", 1), ("comma", 2), ("open", 3), ("close", 4)],
    "::mlir::vector::PrintPunctuation",
    "Vector_PrintPunctuation",
);

/// `#gpu.address_space<workgroup>` (`gpu::AddressSpace`).
pub static GPU_ADDRESS_SPACE: EnumDef = plain(
    "gpu",
    "address_space",
    Form::Angle,
    &[("global", 0), ("workgroup", 1), ("private", 2)],
    "::mlir::gpu::AddressSpace",
    "GPU_AddressSpaceAttr",
);
/// `#gpu<dim x>` (`gpu::Dimension`).
pub static GPU_DIM: EnumDef =
    plain("gpu", "dim", Form::Spaced, &[("x", 0), ("y", 1), ("z", 2)], "::mlir::gpu::Dimension", "GPU_DimensionAttr");
/// `#gpu<all_reduce_op add>` (`gpu::AllReduceOperation`).
pub static GPU_ALL_REDUCE_OP: EnumDef = plain(
    "gpu",
    "all_reduce_op",
    Form::Spaced,
    &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("minimumf", 11),
        ("maximumf", 12),
    ],
    "::mlir::gpu::AllReduceOperation",
    "GPU_AllReduceOperationAttr",
);
/// `#gpu<shuffle_mode xor>` (`gpu::ShuffleMode`).
pub static GPU_SHUFFLE_MODE: EnumDef = plain(
    "gpu",
    "shuffle_mode",
    Form::Spaced,
    &[("xor", 0), ("up", 1), ("down", 2), ("idx", 3)],
    "::mlir::gpu::ShuffleMode",
    "GPU_ShuffleModeAttr",
);

/// `#index<cmp_predicate slt>` (`index::IndexCmpPredicate`).
pub static INDEX_CMP_PREDICATE: EnumDef = plain(
    "index",
    "cmp_predicate",
    Form::Spaced,
    &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
    "::mlir::index::IndexCmpPredicate",
    "IndexCmpPredicateAttr",
);

/// `#llvm.fastmath<...>` (`LLVM::FastmathFlags`: LLVM's own bit order).
pub static LLVM_FASTMATH: EnumDef = EnumDef {
    dialect: "llvm",
    mnemonic: "fastmath",
    form: Form::Angle,
    cases: &[
        ("none", 0),
        ("nnan", 1),
        ("ninf", 2),
        ("nsz", 4),
        ("arcp", 8),
        ("contract", 16),
        ("afn", 32),
        ("reassoc", 64),
        ("fast", 127),
    ],
    bit_enum: true,
    separator: ", ",
    cpp: "::mlir::LLVM::FastmathFlags",
    attr: "LLVM_FastmathFlagsAttr",
    param: "value",
    param_ty: "::mlir::LLVM::FastmathFlags",
    errors: Errors::Standard,
};
/// `#llvm.overflow<...>` (`LLVM::IntegerOverflowFlags`).
pub static LLVM_OVERFLOW: EnumDef = EnumDef {
    dialect: "llvm",
    mnemonic: "overflow",
    form: Form::Angle,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bit_enum: true,
    separator: ", ",
    cpp: "::mlir::LLVM::IntegerOverflowFlags",
    attr: "LLVM_IntegerOverflowFlagsAttr",
    param: "value",
    param_ty: "::mlir::LLVM::IntegerOverflowFlags",
    errors: Errors::Llvm("LLVM integer overflow flags"),
};
/// `#llvm.linkage<internal>`.
pub static LLVM_LINKAGE: EnumDef = EnumDef {
    dialect: "llvm",
    mnemonic: "linkage",
    form: Form::Angle,
    cases: &[
        ("external", 0),
        ("available_externally", 1),
        ("linkonce", 2),
        ("linkonce_odr", 3),
        ("weak", 4),
        ("weak_odr", 5),
        ("appending", 6),
        ("internal", 7),
        ("private", 8),
        ("extern_weak", 9),
        ("common", 10),
    ],
    bit_enum: false,
    separator: "",
    cpp: "linkage::Linkage",
    attr: "LinkageAttr",
    param: "linkage",
    param_ty: "linkage::Linkage",
    errors: Errors::Llvm("LLVM linkage types"),
};
/// `#llvm.cconv<ccc>`.
pub static LLVM_CCONV: EnumDef = EnumDef {
    dialect: "llvm",
    mnemonic: "cconv",
    form: Form::Angle,
    cases: &[
        ("ccc", 0),
        ("fastcc", 1),
        ("coldcc", 2),
        ("cc_10", 3),
        ("cc_11", 4),
        ("anyregcc", 5),
        ("preserve_mostcc", 6),
        ("preserve_allcc", 7),
        ("swiftcc", 8),
        ("cxx_fast_tlscc", 9),
        ("tailcc", 10),
        ("cfguard_checkcc", 11),
        ("swifttailcc", 12),
        ("x86_stdcallcc", 13),
        ("x86_fastcallcc", 14),
        ("arm_apcscc", 15),
        ("arm_aapcscc", 16),
        ("arm_aapcs_vfpcc", 17),
        ("msp430_intrcc", 18),
        ("x86_thiscallcc", 19),
        ("ptx_kernelcc", 20),
        ("ptx_devicecc", 21),
        ("spir_funccc", 22),
        ("spir_kernelcc", 23),
        ("intel_ocl_bicc", 24),
        ("x86_64_sysvcc", 25),
        ("win64cc", 26),
        ("x86_vectorcallcc", 27),
        ("hhvmcc", 28),
        ("hhvm_ccc", 29),
        ("x86_intrcc", 30),
        ("avr_intrcc", 31),
        ("avr_builtincc", 32),
        ("amdgpu_vscc", 33),
        ("amdgpu_gscc", 34),
        ("amdgpu_cscc", 35),
        ("amdgpu_kernelcc", 36),
        ("x86_regcallcc", 37),
        ("amdgpu_hscc", 38),
        ("msp430_builtincc", 39),
        ("amdgpu_lscc", 40),
        ("amdgpu_escc", 41),
        ("aarch64_vectorcallcc", 42),
        ("aarch64_sve_vectorcallcc", 43),
        ("wasm_emscripten_invokecc", 44),
        ("amdgpu_gfxcc", 45),
        ("m68k_intrcc", 46),
    ],
    bit_enum: false,
    separator: "",
    cpp: "CConv",
    attr: "CConvAttr",
    param: "CallingConv",
    param_ty: "CConv",
    errors: Errors::Llvm("Calling Conventions"),
};
/// `#llvm.tailcallkind<none>`.
pub static LLVM_TAILCALLKIND: EnumDef = EnumDef {
    dialect: "llvm",
    mnemonic: "tailcallkind",
    form: Form::Angle,
    cases: &[("none", 0), ("notail", 1), ("musttail", 2), ("tail", 3)],
    bit_enum: false,
    separator: "",
    cpp: "TailCallKind",
    attr: "TailCallKindAttr",
    param: "tailCallKind",
    param_ty: "TailCallKind",
    errors: Errors::Llvm("Tail Call Kind"),
};

/// `#nvvm<shfl_kind bfly>` (`NVVM::ShflKind`).
pub static NVVM_SHFL_KIND: EnumDef = plain(
    "nvvm",
    "shfl_kind",
    Form::Spaced,
    &[("bfly", 0), ("up", 1), ("down", 2), ("idx", 3)],
    "::mlir::NVVM::ShflKind",
    "ShflKindAttr",
);
/// `#nvvm<vote_sync_kind any>` (`NVVM::VoteSyncKind`).
pub static NVVM_VOTE_SYNC_KIND: EnumDef = plain(
    "nvvm",
    "vote_sync_kind",
    Form::Spaced,
    &[("any", 0), ("all", 1), ("ballot", 2), ("uni", 3)],
    "::mlir::NVVM::VoteSyncKind",
    "VoteSyncKindAttr",
);
/// `#nvvm<redux_kind add>` (`NVVM::ReduxKind`; upstream's case 0, `none`, is not an attribute value).
pub static NVVM_REDUX_KIND: EnumDef = plain(
    "nvvm",
    "redux_kind",
    Form::Spaced,
    &[
        ("add", 1),
        ("and", 2),
        ("max", 3),
        ("min", 4),
        ("or", 5),
        ("umax", 6),
        ("umin", 7),
        ("xor", 8),
        ("fmin", 9),
        ("fmax", 10),
    ],
    "::mlir::NVVM::ReduxKind",
    "ReduxKindAttr",
);
/// `#nvvm.reduction<popc>` (`NVVM::BarrierReduction`, the reduction of `nvvm.barrier`).
pub static NVVM_BARRIER_REDUCTION: EnumDef = plain(
    "nvvm",
    "reduction",
    Form::Angle,
    &[("popc", 0), ("and", 1), ("or", 2)],
    "::mlir::NVVM::BarrierReduction",
    "BarrierReductionAttr",
);

/// `#tosa.nan_mode<PROPAGATE>` (`tosa::NanPropagationMode`): whether a NaN operand of a
/// min/max/reduction propagates or is ignored.
pub static TOSA_NAN_MODE: EnumDef = plain(
    "tosa",
    "nan_mode",
    Form::Angle,
    &[("PROPAGATE", 1), ("IGNORE", 2)],
    "::mlir::tosa::NanPropagationMode",
    "Tosa_NanPropagationModeAttr",
);
/// `#tosa.rounding_mode<SINGLE_ROUND>` (`tosa::RoundingMode`, of `tosa.rescale`).
pub static TOSA_ROUNDING_MODE: EnumDef = plain(
    "tosa",
    "rounding_mode",
    Form::Angle,
    &[("SINGLE_ROUND", 1), ("INEXACT_ROUND", 2), ("DOUBLE_ROUND", 3)],
    "::mlir::tosa::RoundingMode",
    "Tosa_RoundingModeAttr",
);
/// `#tosa.resize_mode<BILINEAR>` (`tosa::ResizeMode`, of `tosa.resize`).
pub static TOSA_RESIZE_MODE: EnumDef = plain(
    "tosa",
    "resize_mode",
    Form::Angle,
    &[("NEAREST_NEIGHBOR", 1), ("BILINEAR", 2)],
    "::mlir::tosa::ResizeMode",
    "Tosa_ResizeModeAttr",
);
/// `#tosa.block_size<BLOCK_SIZE_32>` (`tosa::BlockSize`, of the block-scaled ops).
pub static TOSA_BLOCK_SIZE: EnumDef =
    plain("tosa", "block_size", Form::Angle, &[("BLOCK_SIZE_32", 32)], "::mlir::tosa::BlockSize", "Tosa_BlockSizeAttr");

/// Every table.
pub static ENUMS: &[&EnumDef] = &[
    &ARITH_FASTMATH,
    &ARITH_OVERFLOW,
    &LINALG_ITERATOR_TYPE,
    &LINALG_TYPE_FN,
    &LINALG_UNARY_FN,
    &LINALG_BINARY_FN,
    &LINALG_ELEMENTWISE_KIND,
    &VECTOR_ITERATOR_TYPE,
    &VECTOR_KIND,
    &VECTOR_PUNCTUATION,
    &GPU_ADDRESS_SPACE,
    &GPU_DIM,
    &GPU_ALL_REDUCE_OP,
    &GPU_SHUFFLE_MODE,
    &INDEX_CMP_PREDICATE,
    &LLVM_FASTMATH,
    &LLVM_OVERFLOW,
    &LLVM_LINKAGE,
    &LLVM_CCONV,
    &LLVM_TAILCALLKIND,
    &NVVM_SHFL_KIND,
    &NVVM_VOTE_SYNC_KIND,
    &NVVM_REDUX_KIND,
    &NVVM_BARRIER_REDUCTION,
    &TOSA_NAN_MODE,
    &TOSA_ROUNDING_MODE,
    &TOSA_RESIZE_MODE,
    &TOSA_BLOCK_SIZE,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Every keyword of every table reads back to its value and prints back to itself (a
    /// bit enum's groups print as themselves only when nothing else is set), and every printed
    /// attribute reads back through `parse_text`.
    #[test]
    fn keywords_round_trip() {
        for def in ENUMS {
            let mut seen = std::collections::HashSet::new();
            for &(kw, v) in def.cases {
                assert!(seen.insert(kw), "{def:?}: duplicate keyword {kw}");
                assert_eq!(def.value_of(kw), Some(v), "{def:?} {kw}");
                assert_eq!(def.parse_body(kw), Some(v), "{def:?} {kw}");
                assert_eq!(def.body(v), kw, "{def:?} {kw}");
                let mut s = String::new();
                def.write(&mut s, v);
                let text = s.strip_prefix('#').unwrap();
                let text = text.strip_prefix(def.dialect).unwrap();
                let text = text.strip_prefix('.').unwrap_or(text);
                let (d, back) = parse_text(def.dialect, text).unwrap_or_else(|| panic!("{s}"));
                assert!(std::ptr::eq(d, *def) && back == v, "{s}");
            }
            if !def.bit_enum {
                let values: std::collections::HashSet<u64> = def.cases.iter().map(|c| c.1).collect();
                assert_eq!(values.len(), def.cases.len(), "{def:?}: duplicate values");
            }
        }
    }

    #[test]
    fn bit_enum_printing() {
        use fastmath::*;
        assert_eq!(ARITH_FASTMATH.body(NINF | NNAN), "nnan,ninf");
        assert_eq!(ARITH_FASTMATH.body(127), "fast");
        assert_eq!(ARITH_FASTMATH.parse_body("reassoc,nnan,ninf,nsz,arcp,contract,afn"), Some(127));
        assert_eq!(ARITH_FASTMATH.parse_body("none, nnan"), Some(NNAN));
        assert_eq!(ARITH_OVERFLOW.body(NSW | NUW), "nsw, nuw");
        assert_eq!(LLVM_FASTMATH.body(64 | 1), "nnan, reassoc");
        let mut s = String::new();
        GPU_DIM.write(&mut s, 1);
        assert_eq!(s, "#gpu<dim y>");
        assert_eq!(parse_text("arith", "fastmath<bogus>"), None);
        assert_eq!(parse_text("gpu", "<dim y>").map(|x| x.1), Some(1));
    }
}
