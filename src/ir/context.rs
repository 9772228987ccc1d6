//! The `Context`: interned strings, types and attributes (locations are attributes).
//!
//! Handles (`Sym`, `Type`, `Attr`) are `Copy` u32 ids; equality of handles is equality of values.

use super::affine::{AffineMap, IntegerSet};
use super::enums::EnumDef;
use super::fxhash::FxHashMap;
use std::hash::Hash;
use std::sync::Arc;

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
    F8E4M3,
    F8E4M3FNUZ,
    F8E5M2FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

/// Every float kind, for tables keyed by name.
const FLOAT_KINDS: [FloatKind; 16] = [
    FloatKind::F16,
    FloatKind::BF16,
    FloatKind::F32,
    FloatKind::F64,
    FloatKind::TF32,
    FloatKind::F8E5M2,
    FloatKind::F8E4M3FN,
    FloatKind::F8E4M3,
    FloatKind::F8E4M3FNUZ,
    FloatKind::F8E5M2FNUZ,
    FloatKind::F8E4M3B11FNUZ,
    FloatKind::F8E3M4,
    FloatKind::F8E8M0FNU,
    FloatKind::F6E2M3FN,
    FloatKind::F6E3M2FN,
    FloatKind::F4E2M1FN,
];

impl FloatKind {
    /// MLIR's name of the type (also its keyword in the type syntax).
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }
    pub fn from_name(s: &str) -> Option<FloatKind> {
        FLOAT_KINDS.iter().copied().find(|k| k.name() == s)
    }
    /// Storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::TF32 => 19,
            FloatKind::F64 => 64,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F4E2M1FN => 4,
            _ => 8,
        }
    }
    /// The small formats that LLVM has no type for (the f8, f6 and f4 types): values are their
    /// bit patterns in an integer of the same width, converted by integer code.
    pub fn is_small(self) -> bool {
        self.width() <= 8
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

/// What the elements of a `dense<...>` attribute are.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseKind {
    Int,
    Float,
    ComplexInt,
    ComplexFloat,
    String,
}

/// Elements of a `dense<...>` attribute, in row-major order, stored as MLIR stores them: the
/// raw little-endian bytes of each number (a complex number is two, real first). An integer of
/// `width` bits takes `width.div_ceil(8)` bytes holding its low `width` bits, the rest zero (`i1`
/// one byte, 0 or 1; MLIR's hex form packs `i1` as bits, see `display::write_dense_hex`); a
/// float its bit pattern in its storage bytes (`float_storage_bytes`). A splat is stored once
/// (`len() == 1`). Strings are a list of byte strings.
///
/// The bytes are shared (`Arc`): cloning the attribute, as interning does, copies no element.
/// Equality and hashing look at the bytes (linear in their size), so equal attributes are
/// equal handles.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DenseData {
    kind: DenseKind,
    /// Bits of one number (of one part of a complex number): an integer's width, a float's
    /// storage bits.
    width: u32,
    /// How `int_at` extends an integer: zero-extended when unsigned, else sign-extended.
    sign: Signedness,
    /// Stored elements.
    len: usize,
    bytes: Arc<Vec<u8>>,
    strings: Vec<Vec<u8>>,
}

/// Bytes of a float of kind `k` in dense storage (`tf32` takes 4, the `f8` types 1).
pub fn float_storage_bytes(k: FloatKind) -> usize {
    (k.width().next_power_of_two().max(8) / 8) as usize
}

impl DenseData {
    fn numbers(kind: DenseKind, width: u32, sign: Signedness, bytes: Vec<u8>) -> DenseData {
        let width = width.max(1);
        let parts = if matches!(kind, DenseKind::ComplexInt | DenseKind::ComplexFloat) { 2 } else { 1 };
        let len = bytes.len() / (width.div_ceil(8) as usize * parts);
        DenseData { kind, width, sign, len, bytes: Arc::new(bytes), strings: vec![] }
    }
    fn push_int(out: &mut Vec<u8>, width: u32, v: i128) {
        let size = width.max(1).div_ceil(8) as usize;
        let v = if width < 128 { v & ((1i128 << width) - 1) } else { v };
        let le = v.to_le_bytes();
        if size <= 16 {
            out.extend_from_slice(&le[..size]);
        } else {
            out.extend_from_slice(&le);
            out.resize(out.len() + size - 16, if v < 0 { 0xff } else { 0 });
        }
    }
    /// Integers of `width` bits (`index` is 64 signless), one per element or one for a splat.
    pub fn ints(width: u32, sign: Signedness, values: impl IntoIterator<Item = i128>) -> DenseData {
        let mut out = vec![];
        for v in values {
            Self::push_int(&mut out, width.max(1), v);
        }
        Self::numbers(DenseKind::Int, width, sign, out)
    }
    /// Float bit patterns stored in `bytes` bytes each (`float_storage_bytes`).
    pub fn floats(bytes: usize, values: impl IntoIterator<Item = u64>) -> DenseData {
        let bytes = bytes.clamp(1, 8);
        let mut out = vec![];
        for v in values {
            out.extend_from_slice(&v.to_le_bytes()[..bytes]);
        }
        Self::numbers(DenseKind::Float, 8 * bytes as u32, Signedness::Signless, out)
    }
    pub fn complex_ints(width: u32, sign: Signedness, values: impl IntoIterator<Item = (i128, i128)>) -> DenseData {
        let mut out = vec![];
        for (re, im) in values {
            Self::push_int(&mut out, width.max(1), re);
            Self::push_int(&mut out, width.max(1), im);
        }
        Self::numbers(DenseKind::ComplexInt, width, sign, out)
    }
    pub fn complex_floats(bytes: usize, values: impl IntoIterator<Item = (u64, u64)>) -> DenseData {
        let bytes = bytes.clamp(1, 8);
        let mut out = vec![];
        for (re, im) in values {
            out.extend_from_slice(&re.to_le_bytes()[..bytes]);
            out.extend_from_slice(&im.to_le_bytes()[..bytes]);
        }
        Self::numbers(DenseKind::ComplexFloat, 8 * bytes as u32, Signedness::Signless, out)
    }
    pub fn strings(v: Vec<Vec<u8>>) -> DenseData {
        let len = v.len();
        DenseData {
            kind: DenseKind::String,
            width: 0,
            sign: Signedness::Signless,
            len,
            bytes: Arc::default(),
            strings: v,
        }
    }
    /// Numbers from their raw storage, taken as they are (no copy): `width` as in `ints` for
    /// integers, the storage bits for floats. `None` when `bytes` is not whole elements. Integer
    /// bits beyond `width` are cleared (MLIR's storage keeps them zero).
    pub fn from_raw(kind: DenseKind, width: u32, sign: Signedness, mut bytes: Vec<u8>) -> Option<DenseData> {
        let width = width.max(1);
        let size = width.div_ceil(8) as usize;
        let parts = match kind {
            DenseKind::Int | DenseKind::Float => 1,
            DenseKind::ComplexInt | DenseKind::ComplexFloat => 2,
            DenseKind::String => return None,
        };
        if !bytes.len().is_multiple_of(size * parts) {
            return None;
        }
        if matches!(kind, DenseKind::Int | DenseKind::ComplexInt) && !width.is_multiple_of(8) {
            let mask = (1u16 << (width % 8)) as u8 - 1;
            for c in bytes.chunks_exact_mut(size) {
                c[size - 1] &= mask;
            }
        }
        Some(Self::numbers(kind, width, sign, bytes))
    }

    pub fn kind(&self) -> DenseKind {
        self.kind
    }
    /// Integer elements (not complex).
    pub fn is_int(&self) -> bool {
        self.kind == DenseKind::Int
    }
    /// Float elements (not complex).
    pub fn is_float(&self) -> bool {
        self.kind == DenseKind::Float
    }
    /// Stored elements: 1 for a splat.
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// One stored element standing for all of them.
    pub fn is_splat(&self) -> bool {
        self.len == 1
    }
    /// Bits of one number (one part of a complex number): an integer's width, a float's
    /// storage bits.
    pub fn width(&self) -> u32 {
        self.width
    }
    /// Bytes of one stored number (one part of a complex number).
    pub fn part_bytes(&self) -> usize {
        self.width.div_ceil(8) as usize
    }
    /// The numbers' storage (empty for strings).
    pub fn raw_bytes(&self) -> &[u8] {
        &self.bytes
    }
    /// Whether every stored element is the same (true for a splat; false when empty).
    pub fn all_same(&self) -> bool {
        if self.len == 0 {
            return false;
        }
        if self.kind == DenseKind::String {
            return self.strings.iter().all(|s| *s == self.strings[0]);
        }
        let size = self.bytes.len() / self.len;
        let first = &self.bytes[..size];
        self.bytes.chunks_exact(size).all(|c| c == first)
    }
    /// Number `j` of the storage (complex numbers are two), extended as `int_at` says.
    fn part_int(&self, j: usize) -> i128 {
        let size = self.part_bytes();
        let c = &self.bytes[j * size..(j + 1) * size];
        let mut le = [0u8; 16];
        let k = size.min(16);
        le[..k].copy_from_slice(&c[..k]);
        let v = i128::from_le_bytes(le);
        if self.width >= 128 {
            return v;
        }
        let shift = 128 - self.width;
        match self.sign {
            Signedness::Unsigned => v,
            _ => (v << shift) >> shift,
        }
    }
    fn part_bits(&self, j: usize) -> u64 {
        let size = self.part_bytes().min(8);
        let mut le = [0u8; 8];
        le[..size].copy_from_slice(&self.bytes[j * size..(j + 1) * size]);
        u64::from_le_bytes(le)
    }
    fn slot(&self, i: usize) -> usize {
        if self.len == 1 {
            0
        } else {
            i
        }
    }
    /// Integer element `i` (element 0 of a splat): sign-extended from its width, zero-extended
    /// when unsigned (`i1` true is -1 signless). Panics past the stored elements.
    pub fn int_at(&self, i: usize) -> i128 {
        self.part_int(self.slot(i))
    }
    /// The bit pattern of float element `i` (element 0 of a splat).
    pub fn float_bits_at(&self, i: usize) -> u64 {
        self.part_bits(self.slot(i))
    }
    pub fn complex_int_at(&self, i: usize) -> (i128, i128) {
        let i = self.slot(i);
        (self.part_int(2 * i), self.part_int(2 * i + 1))
    }
    pub fn complex_float_at(&self, i: usize) -> (u64, u64) {
        let i = self.slot(i);
        (self.part_bits(2 * i), self.part_bits(2 * i + 1))
    }
    /// The stored integers (of `Int` data), as `int_at` reads them.
    pub fn ints_iter(&self) -> impl Iterator<Item = i128> + '_ {
        (0..if self.kind == DenseKind::Int { self.len } else { 0 }).map(|i| self.part_int(i))
    }
    /// The stored float bit patterns (of `Float` data).
    pub fn float_bits_iter(&self) -> impl Iterator<Item = u64> + '_ {
        (0..if self.kind == DenseKind::Float { self.len } else { 0 }).map(|i| self.part_bits(i))
    }
    /// The elements of `String` data.
    pub fn string_list(&self) -> &[Vec<u8>] {
        &self.strings
    }
    /// Elements `start..start + n` of numbers (all of a splat's, the splat itself).
    pub fn slice(&self, start: usize, n: usize) -> Option<DenseData> {
        if self.len == 1 || self.kind == DenseKind::String {
            return (self.len == 1).then(|| self.clone());
        }
        let size = self.bytes.len().checked_div(self.len)?;
        let bytes = self.bytes.get(start * size..(start + n) * size)?.to_vec();
        Some(Self::numbers(self.kind, self.width, self.sign, bytes))
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
    /// Frees the blobs of the `builtin` resources (the driver's, once the module is in LLVM:
    /// the weights are not held twice while LLVM writes the object). Every `dense_resource`
    /// reads as undefined afterwards.
    pub fn release_resources(&mut self) {
        self.resources = FxHashMap::default();
    }
    /// Keeps the `builtin` resources whose handle satisfies `keep` and frees the others.
    pub fn retain_resources(&mut self, keep: impl Fn(&str) -> bool) {
        self.resources.retain(|h, _| keep(h));
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
    /// The width and signedness `DenseData` stores integers of type `t` with (`index`: 64
    /// bits, signless).
    pub fn dense_int_format(&self, t: Type) -> (u32, Signedness) {
        match self.type_kind(t) {
            TypeKind::Int { width, sign } => (*width, *sign),
            _ => (64, Signedness::Signless),
        }
    }
    /// `dense<...> : ty` of integers (or index), one per element or one for a splat.
    pub fn dense_ints(&mut self, ty: Type, values: impl IntoIterator<Item = i128>) -> Attr {
        let (width, sign) = self.dense_int_format(self.elem_ty(ty));
        self.attr(AttrKind::Dense { ty, data: DenseData::ints(width, sign, values) })
    }
    /// `dense<...> : ty` of floats (bit patterns), one per element or one for a splat.
    pub fn dense_floats(&mut self, ty: Type, bits: impl IntoIterator<Item = u64>) -> Attr {
        let k = self.float_kind(self.elem_ty(ty)).unwrap_or(FloatKind::F64);
        self.attr(AttrKind::Dense { ty, data: DenseData::floats(float_storage_bytes(k), bits) })
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

#[cfg(test)]
mod dense_tests {
    use super::*;

    #[test]
    fn ints_are_stored_in_their_width_and_read_back_extended() {
        let d = DenseData::ints(8, Signedness::Signless, [-1, 127, -128, 5]);
        assert_eq!(d.raw_bytes(), &[0xff, 0x7f, 0x80, 5]);
        assert_eq!(d.ints_iter().collect::<Vec<_>>(), vec![-1, 127, -128, 5]);
        let u = DenseData::from_raw(DenseKind::Int, 8, Signedness::Unsigned, vec![0xff, 1]).unwrap();
        assert_eq!((u.int_at(0), u.int_at(1)), (255, 1));
        // Bits beyond the width are cleared; i4 0x0F is -1.
        let n = DenseData::from_raw(DenseKind::Int, 4, Signedness::Signless, vec![0xff, 0x07]).unwrap();
        assert_eq!(n.raw_bytes(), &[0x0f, 0x07]);
        assert_eq!((n.int_at(0), n.int_at(1)), (-1, 7));
        let b = DenseData::ints(1, Signedness::Signless, [-1, 0, 1]);
        assert_eq!(b.raw_bytes(), &[1, 0, 1]);
        assert_eq!(b.int_at(0), -1);
        let w = DenseData::ints(256, Signedness::Signless, [-2]);
        assert_eq!(w.raw_bytes().len(), 32);
        assert_eq!(w.int_at(0), -2);
        assert!(DenseData::from_raw(DenseKind::Int, 16, Signedness::Signless, vec![1, 2, 3]).is_none());
    }

    #[test]
    fn floats_complex_splats_and_slices() {
        let f = DenseData::floats(2, [0x3c00, 0xc000]);
        assert_eq!(f.raw_bytes(), &[0x00, 0x3c, 0x00, 0xc0]);
        assert_eq!(f.float_bits_at(1), 0xc000);
        let c = DenseData::complex_ints(8, Signedness::Signless, [(1, -1), (2, -2)]);
        assert_eq!((c.len(), c.complex_int_at(1)), (2, (2, -2)));
        let cf = DenseData::complex_floats(4, [(0x3f80_0000, 0xbf80_0000)]);
        assert_eq!(cf.complex_float_at(7), (0x3f80_0000, 0xbf80_0000));
        let s = DenseData::ints(32, Signedness::Signless, [7]);
        assert!(s.is_splat() && s.all_same());
        assert_eq!(s.int_at(41), 7);
        let v = DenseData::ints(16, Signedness::Signless, [1, 2, 3, 4, 5, 6]);
        assert!(!v.all_same());
        assert_eq!(v.slice(2, 3).unwrap().ints_iter().collect::<Vec<_>>(), vec![3, 4, 5]);
        assert!(v.slice(5, 2).is_none());
        assert_eq!(s.slice(3, 4).unwrap(), s);
    }

    #[test]
    fn equal_data_is_one_attribute() {
        let mut ctx = Context::new();
        let i32t = ctx.int_ty(32);
        let t = ctx.ty(TypeKind::Tensor { shape: vec![3], elem: i32t, encoding: None });
        let a = ctx.dense_ints(t, [1, 2, 3]);
        let raw =
            DenseData::from_raw(DenseKind::Int, 32, Signedness::Signless, vec![1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]);
        let b = ctx.attr(AttrKind::Dense { ty: t, data: raw.unwrap() });
        assert_eq!(a, b);
        assert_ne!(a, ctx.dense_ints(t, [1, 2, 4]));
    }
}
