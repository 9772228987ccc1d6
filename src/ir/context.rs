//! The `Context`: interned strings, types and attributes (locations are attributes).
//!
//! Handles (`Sym`, `Type`, `Attr`) are `Copy` u32 ids; equality of handles is equality of values.

use super::affine::{AffineMap, IntegerSet};
use super::enums::EnumDef;
use super::fxhash::FxHashMap;
use std::hash::Hash;

use super::entity::entity;

entity!(
    /// An interned string (op names, attribute names, symbol names).
    Sym
);
entity!(
    /// An interned type.
    Type
);
entity!(
    /// An interned attribute; locations are attributes too.
    Attr
);

/// The distinguished value for a dynamic size or offset (`?`), as in MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    TF32,
    F8E5M2,
    F8E4M3FN,
}

impl FloatKind {
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3FN => "f8E4M3FN",
        }
    }
    pub fn from_name(s: &str) -> Option<FloatKind> {
        Some(match s {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "tf32" => FloatKind::TF32,
            "f8E5M2" => FloatKind::F8E5M2,
            "f8E4M3FN" => FloatKind::F8E4M3FN,
            _ => return None,
        })
    }
    /// Storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::TF32 => 19,
            FloatKind::F64 => 64,
            FloatKind::F8E5M2 | FloatKind::F8E4M3FN => 8,
        }
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Int {
        width: u32,
        sign: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Tuple(Vec<Type>),
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        elem: Type,
    },
    Tensor {
        shape: Vec<i64>,
        elem: Type,
        encoding: Option<Attr>,
    },
    UnrankedTensor {
        elem: Type,
    },
    MemRef {
        shape: Vec<i64>,
        elem: Type,
        layout: Option<Attr>,
        space: Option<Attr>,
    },
    UnrankedMemRef {
        elem: Type,
        space: Option<Attr>,
    },
    /// `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`.
    LlvmPtr {
        space: u32,
    },
    /// A literal `!llvm.struct<(T, ...)>` or `!llvm.struct<packed (T, ...)>` (identified
    /// structs stay `Dialect` text).
    LlvmStruct {
        packed: bool,
        elems: Vec<Type>,
    },
    /// `!llvm.array<N x T>`.
    LlvmArray {
        len: u64,
        elem: Type,
    },
    /// `!llvm.func<R (T, ...)>`, `...` when `vararg`; `R` is `!llvm.void` for no result.
    LlvmFunc {
        ret: Type,
        params: Vec<Type>,
        vararg: bool,
    },
    /// `!llvm.void`.
    LlvmVoid,
    /// A dialect type kept as text: `!gpu.async.token` is `{dialect: "gpu", body: "async.token"}`.
    Dialect {
        dialect: Sym,
        body: String,
    },
}

/// Elements of a `dense<...>` attribute, in row-major order. Floats are stored as the
/// bit pattern of their own type (see `float_bits`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    Int(Vec<i128>),
    Float(Vec<u64>),
    ComplexInt(Vec<(i128, i128)>),
    ComplexFloat(Vec<(u64, u64)>),
    String(Vec<Vec<u8>>),
}

impl DenseData {
    pub fn len(&self) -> usize {
        match self {
            DenseData::Int(v) => v.len(),
            DenseData::Float(v) => v.len(),
            DenseData::ComplexInt(v) => v.len(),
            DenseData::ComplexFloat(v) => v.len(),
            DenseData::String(v) => v.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    Unknown,
    FileLineCol { file: Sym, line: u32, col: u32 },
    Name { name: Sym, child: Option<Attr> },
    CallSite { callee: Attr, caller: Attr },
    Fused { locs: Vec<Attr>, metadata: Option<Attr> },
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// Integers of any integer or index type; `i1` values are MLIR's `BoolAttr`.
    /// Signless values are stored sign-extended from their width.
    Int {
        ty: Type,
        value: i128,
    },
    /// `bits` is the bit pattern in the float type's own format.
    Float {
        ty: Type,
        bits: u64,
    },
    String {
        bytes: Vec<u8>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Vec<Attr>),
    /// Sorted by name, names unique.
    Dict(Vec<(Sym, Attr)>),
    Dense {
        ty: Type,
        data: DenseData,
    },
    DenseResource {
        ty: Type,
        handle: String,
    },
    /// `array<i64: 1, 2>`; float elements are stored as their bit patterns.
    DenseArray {
        elem: Type,
        values: Vec<i128>,
    },
    AffineMap(AffineMap),
    IntegerSet(IntegerSet),
    Strided {
        offset: i64,
        strides: Vec<i64>,
    },
    SymbolRef {
        root: Sym,
        nested: Vec<Sym>,
    },
    /// A value of an enum a table of `ir::enums` describes (`#arith.fastmath<nnan>`,
    /// `#gpu<dim x>`): for a bit enum the set bits.
    Enum {
        def: &'static EnumDef,
        value: u64,
    },
    /// A dialect attribute no table describes, kept as text: `#linalg.binary_fn<add>`.
    Dialect {
        dialect: Sym,
        body: String,
    },
    Loc(LocKind),
}

struct Interner<T: Eq + Hash + Clone> {
    map: FxHashMap<T, u32>,
    items: Vec<T>,
}

impl<T: Eq + Hash + Clone> Interner<T> {
    fn new() -> Self {
        Interner { map: FxHashMap::default(), items: Vec::new() }
    }
    fn intern(&mut self, t: T) -> u32 {
        if let Some(&id) = self.map.get(&t) {
            return id;
        }
        let id = self.items.len() as u32;
        self.items.push(t.clone());
        self.map.insert(t, id);
        id
    }
}

/// The data of a `dense_resource<handle>`: a blob of the file's `{-# dialect_resources: {
/// builtin: { handle: "0x..." } } #-}` section, as raw bytes (the hex string's first four bytes
/// are the alignment, little-endian; the rest is the little-endian data).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceBlob {
    pub align: u32,
    pub bytes: Vec<u8>,
}

/// A group of the file's `external_resources` (`name: { key: value, ... }`), kept as text and
/// printed back: values are the source text of `true`, `false` or a string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalResources {
    pub name: String,
    pub entries: Vec<(String, String)>,
}

/// Owns every interned string, type and attribute, and the blobs of the file's resources.
pub struct Context {
    strs: Interner<Box<str>>,
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    /// `builtin` dialect resources by handle: every `dense_resource<h>` with the same `h`
    /// reads the same blob (upstream's `DialectResourceBlobManager`).
    resources: FxHashMap<String, ResourceBlob>,
    /// The file's `external_resources` groups, in order.
    pub external_resources: Vec<ExternalResources>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Context {
        Context {
            strs: Interner::new(),
            types: Interner::new(),
            attrs: Interner::new(),
            resources: FxHashMap::default(),
            external_resources: vec![],
        }
    }

    /// Sets the blob of the `builtin` resource `handle` (a later definition replaces an earlier
    /// one, as in mlir-opt).
    pub fn set_resource(&mut self, handle: &str, blob: ResourceBlob) {
        self.resources.insert(handle.to_string(), blob);
    }
    /// The blob of the `builtin` resource `handle`; `None` when the file defines none (a
    /// `dense_resource<__elided__>`, or a handle whose section was dropped).
    pub fn resource(&self, handle: &str) -> Option<&ResourceBlob> {
        self.resources.get(handle)
    }
    /// Whether the file defined any `builtin` resource.
    pub fn has_resources(&self) -> bool {
        !self.resources.is_empty()
    }

    pub fn sym(&mut self, s: &str) -> Sym {
        if let Some(&id) = self.strs.map.get(s) {
            return Sym(id);
        }
        Sym(self.strs.intern(s.into()))
    }
    pub fn lookup_sym(&self, s: &str) -> Option<Sym> {
        self.strs.map.get(s).map(|&i| Sym(i))
    }
    pub fn str(&self, s: Sym) -> &str {
        &self.strs.items[s.index()]
    }

    pub fn ty(&mut self, k: TypeKind) -> Type {
        Type(self.types.intern(k))
    }
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        &self.types.items[t.index()]
    }
    pub fn attr(&mut self, k: AttrKind) -> Attr {
        Attr(self.attrs.intern(k))
    }
    /// Adds an attribute without deduplicating it. Only for source locations made by the
    /// parser (almost all distinct, and never compared by handle): saves hashing and a copy.
    pub fn attr_unique(&mut self, k: AttrKind) -> Attr {
        let id = self.attrs.items.len() as u32;
        self.attrs.items.push(k);
        Attr(id)
    }
    /// Sets the value of an attribute made by `attr_unique` (a location placeholder the parser
    /// fills once the alias it names is defined). Never for an interned attribute.
    pub fn fill_unique(&mut self, a: Attr, k: AttrKind) {
        debug_assert!(self.attrs.map.get(&self.attrs.items[a.index()]).map(|&i| i as usize) != Some(a.index()));
        self.attrs.items[a.index()] = k;
    }
    /// Whether any attribute made so far satisfies `f`.
    pub fn has_attr(&self, f: impl Fn(&AttrKind) -> bool) -> bool {
        self.attrs.items.iter().any(f)
    }
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        &self.attrs.items[a.index()]
    }

    // ----- type constructors and queries -----

    pub fn int_ty(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Int { width, sign: Signedness::Signless })
    }
    pub fn index_ty(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    pub fn float_ty(&mut self, k: FloatKind) -> Type {
        self.ty(TypeKind::Float(k))
    }
    pub fn none_ty(&mut self) -> Type {
        self.ty(TypeKind::None)
    }
    pub fn func_ty(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }
    pub fn is_int(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Int { .. })
    }
    pub fn is_signless_int(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Int { sign: Signedness::Signless, .. })
    }
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Index)
    }
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Float(_))
    }
    pub fn int_width(&self, t: Type) -> Option<u32> {
        match self.type_kind(t) {
            TypeKind::Int { width, .. } => Some(*width),
            _ => None,
        }
    }
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.type_kind(t) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// Element type of a shaped type (vector, tensor, memref), else the type itself.
    pub fn elem_ty(&self, t: Type) -> Type {
        match self.type_kind(t) {
            TypeKind::Vector { elem, .. }
            | TypeKind::Tensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => *elem,
            _ => t,
        }
    }
    /// Shape of a ranked shaped type.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        match self.type_kind(t) {
            TypeKind::Vector { shape, .. } | TypeKind::Tensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }
    pub fn is_memref(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
    }
    pub fn is_tensor(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. })
    }
    pub fn is_vector(&self, t: Type) -> bool {
        matches!(self.type_kind(t), TypeKind::Vector { .. })
    }
    pub fn is_shaped(&self, t: Type) -> bool {
        self.is_memref(t) || self.is_tensor(t) || self.is_vector(t)
    }

    // ----- attribute constructors and queries -----

    pub fn unit_attr(&mut self) -> Attr {
        self.attr(AttrKind::Unit)
    }
    pub fn bool_attr(&mut self, b: bool) -> Attr {
        let t = self.int_ty(1);
        self.int_attr(t, if b { -1 } else { 0 })
    }
    pub fn int_attr(&mut self, ty: Type, value: i128) -> Attr {
        self.attr(AttrKind::Int { ty, value })
    }
    pub fn i64_attr(&mut self, value: i64) -> Attr {
        let t = self.int_ty(64);
        self.int_attr(t, value as i128)
    }
    pub fn index_attr(&mut self, value: i64) -> Attr {
        let t = self.index_ty();
        self.int_attr(t, value as i128)
    }
    pub fn str_attr(&mut self, s: &str) -> Attr {
        self.attr(AttrKind::String { bytes: s.as_bytes().to_vec(), ty: None })
    }
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.attr(AttrKind::Type(t))
    }
    pub fn array_attr(&mut self, v: Vec<Attr>) -> Attr {
        self.attr(AttrKind::Array(v))
    }
    pub fn dense_i32_array(&mut self, v: &[i64]) -> Attr {
        let elem = self.int_ty(32);
        self.attr(AttrKind::DenseArray { elem, values: v.iter().map(|&x| x as i128).collect() })
    }
    pub fn dense_i64_array(&mut self, v: &[i64]) -> Attr {
        let elem = self.int_ty(64);
        self.attr(AttrKind::DenseArray { elem, values: v.iter().map(|&x| x as i128).collect() })
    }
    pub fn dense_bool_array(&mut self, v: &[bool]) -> Attr {
        let elem = self.int_ty(1);
        self.attr(AttrKind::DenseArray { elem, values: v.iter().map(|&x| x as i128).collect() })
    }
    pub fn symbol_ref(&mut self, root: &str) -> Attr {
        let root = self.sym(root);
        self.attr(AttrKind::SymbolRef { root, nested: vec![] })
    }
    /// `#dialect.body` (`#dialect body` when `body` starts with `<`): the typed enum attribute
    /// when a table of `ir::enums` describes it, else text.
    pub fn dialect_attr(&mut self, dialect: &str, body: &str) -> Attr {
        if let Some((def, value)) = super::enums::parse_text(dialect, body) {
            return self.enum_attr(def, value);
        }
        let dialect = self.sym(dialect);
        self.attr(AttrKind::Dialect { dialect, body: body.to_string() })
    }
    pub fn dict_attr(&mut self, mut entries: Vec<(Sym, Attr)>) -> Attr {
        let ctx: &Context = self;
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        entries.dedup_by(|a, b| a.0 == b.0);
        self.attr(AttrKind::Dict(entries))
    }
    pub fn affine_map_attr(&mut self, m: AffineMap) -> Attr {
        self.attr(AttrKind::AffineMap(m))
    }
    pub fn unknown_loc(&mut self) -> Attr {
        self.attr(AttrKind::Loc(LocKind::Unknown))
    }
    pub fn file_loc(&mut self, file: &str, line: u32, col: u32) -> Attr {
        let file = self.sym(file);
        self.attr(AttrKind::Loc(LocKind::FileLineCol { file, line, col }))
    }

    pub fn as_int(&self, a: Attr) -> Option<i128> {
        match self.attr_kind(a) {
            AttrKind::Int { value, .. } => Some(*value),
            _ => None,
        }
    }
    pub fn as_str(&self, a: Attr) -> Option<&[u8]> {
        match self.attr_kind(a) {
            AttrKind::String { bytes, .. } => Some(bytes),
            _ => None,
        }
    }
    pub fn as_type(&self, a: Attr) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }
    pub fn as_array(&self, a: Attr) -> Option<&[Attr]> {
        match self.attr_kind(a) {
            AttrKind::Array(v) => Some(v),
            _ => None,
        }
    }
    pub fn as_dense_array(&self, a: Attr) -> Option<&[i128]> {
        match self.attr_kind(a) {
            AttrKind::DenseArray { values, .. } => Some(values),
            _ => None,
        }
    }
    pub fn as_affine_map(&self, a: Attr) -> Option<&AffineMap> {
        match self.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m),
            _ => None,
        }
    }
    pub fn as_symbol_ref(&self, a: Attr) -> Option<(Sym, &[Sym])> {
        match self.attr_kind(a) {
            AttrKind::SymbolRef { root, nested } => Some((*root, nested)),
            _ => None,
        }
    }
    /// The enum attribute `def` with `value` (a bit set for a bit enum).
    pub fn enum_attr(&mut self, def: &'static EnumDef, value: u64) -> Attr {
        debug_assert!(def.is_valid(value), "{def:?}: {value}");
        self.attr(AttrKind::Enum { def, value })
    }
    /// The value of `a` if it is an attribute of the enum `def`.
    pub fn enum_value(&self, a: Attr, def: &EnumDef) -> Option<u64> {
        match self.attr_kind(a) {
            AttrKind::Enum { def: d, value } if *d == def => Some(*value),
            _ => None,
        }
    }
    /// The keyword of `a` if it is an attribute of the (plain) enum `def`.
    pub fn enum_keyword(&self, a: Attr, def: &EnumDef) -> Option<&'static str> {
        match self.attr_kind(a) {
            AttrKind::Enum { def: d, value } if *d == def => d.keyword(*value),
            _ => None,
        }
    }
    /// Whether `a` is an attribute of the bit enum `def` with all of `bits` set.
    pub fn enum_has(&self, a: Attr, def: &EnumDef, bits: u64) -> bool {
        self.enum_value(a, def).is_some_and(|v| v & bits == bits)
    }
    /// The table and value of an enum attribute.
    pub fn as_enum(&self, a: Attr) -> Option<(&'static EnumDef, u64)> {
        match self.attr_kind(a) {
            AttrKind::Enum { def, value } => Some((def, *value)),
            _ => None,
        }
    }
    /// Body of a dialect attribute `#d.body` kept as text if its dialect is `d` (never an
    /// enum attribute: read those with `enum_value`).
    pub fn dialect_attr_body(&self, a: Attr, dialect: &str) -> Option<&str> {
        match self.attr_kind(a) {
            AttrKind::Dialect { dialect: d, body } if self.str(*d) == dialect => Some(body),
            _ => None,
        }
    }
    pub fn is_loc(&self, a: Attr) -> bool {
        matches!(self.attr_kind(a), AttrKind::Loc(_))
    }
}
