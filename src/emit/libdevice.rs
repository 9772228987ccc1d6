//! NVIDIA's libdevice (`libdevice.10.bc`, the `__nv_*` math functions) linked into device
//! code, as clang does for CUDA: the bitcode is parsed into the module's context, given the
//! module's triple and data layout, linked in, and its functions made internal so that the
//! optimizer keeps only what the kernels call (and inlines it). `__nvvm_reflect` queries in
//! libdevice are answered by LLVM's NVVMReflect pass, which the NVPTX target adds to the
//! pipeline.

use inkwell::module::{Linkage, Module};
use std::path::{Path, PathBuf};

/// The libdevice to use: `--libdevice=`, `$MLIRC_LIBDEVICE`, the copy `make setup` installs next
/// to the build (`.deps/cuda` of the source tree mlirc was built from), `$CUDA_HOME` or
/// `/usr/local/cuda`. `Err` when the flag names a missing file; `--libdevice=none`: none.
pub fn find(flag: Option<&str>) -> Result<Option<PathBuf>, String> {
    if flag == Some("none") {
        return Ok(None);
    }
    if let Some(f) = flag {
        let p = PathBuf::from(f);
        return if p.is_file() { Ok(Some(p)) } else { Err(format!("--libdevice: no such file '{f}'")) };
    }
    let mut candidates: Vec<PathBuf> = vec![];
    if let Some(e) = std::env::var_os("MLIRC_LIBDEVICE") {
        candidates.push(PathBuf::from(e));
    }
    const REL: &str = "nvidia/cu13/nvvm/libdevice/libdevice.10.bc";
    if let Some(d) = std::env::var_os("MLIRC_CUDA_DEPS") {
        candidates.push(Path::new(&d).join(REL));
    }
    // target/<profile>/mlirc → the source tree's .deps/cuda.
    if let Ok(exe) = std::env::current_exe() {
        if let Some(root) = exe.parent().and_then(Path::parent).and_then(Path::parent) {
            candidates.push(root.join(".deps/cuda").join(REL));
        }
    }
    candidates.push(Path::new(env!("CARGO_MANIFEST_DIR")).join(".deps/cuda").join(REL));
    for home in
        [std::env::var_os("CUDA_HOME").map(PathBuf::from), Some(PathBuf::from("/usr/local/cuda"))].into_iter().flatten()
    {
        candidates.push(home.join("nvvm/libdevice/libdevice.10.bc"));
    }
    Ok(candidates.into_iter().find(|p| p.is_file()))
}

/// Whether `module` calls a libdevice function it does not define.
pub fn needed(module: &Module) -> Vec<String> {
    module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("__nv_"))
        .collect()
}

/// Links the libdevice at `path` into `module` and internalizes its functions.
pub fn link(module: &Module, path: &Path) -> Result<(), String> {
    let ctx = module.get_context();
    let lib = Module::parse_bitcode_from_path(path, ctx)
        .map_err(|e| format!("cannot read libdevice '{}': {}", path.display(), e.to_string_lossy()))?;
    lib.set_triple(&module.get_triple());
    lib.set_data_layout(&module.get_data_layout());
    let defined: Vec<String> = lib
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    module.link_in_module(lib).map_err(|e| format!("cannot link libdevice '{}': {}", path.display(), e))?;
    for name in defined {
        if let Some(f) = module.get_function(&name) {
            f.set_linkage(Linkage::Internal);
        }
    }
    Ok(())
}
