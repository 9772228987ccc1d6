//! Executables and shared libraries: the module's object and the runtime, linked by the
//! target's C compiler (see `cc`: `--cc`, `MLIRC_CC`, `CC` and the like, else `cc` for the host
//! and the cross compiler otherwise) with libm, and libdl and libpthread for the GPU runtime's
//! `dlopen` and `pthread_once` (part of libc since glibc 2.34, where the two flags add nothing).
//!
//! A shared library (`-shared`) is linked with `-shared` from the same inputs: the target
//! machine makes position-independent code for every output and the runtime is compiled with
//! `-fPIC`, so both go in as they are, and every global symbol of both — the functions, their
//! `_mlir_ciface_` wrappers, the runtime's `mlirc_free`, `mlirc_alloc`, ... — is exported.

use super::runtime;
use crate::target::TargetSpec;

/// Links `obj` (which defines `main`) with the runtime into an executable; returns its bytes.
pub fn executable(obj: &[u8], spec: &TargetSpec, verbose: bool) -> Result<Vec<u8>, String> {
    link(obj, spec, verbose, false)
}

/// Links `obj` with the runtime into a shared library; returns its bytes.
pub fn shared_library(obj: &[u8], spec: &TargetSpec, verbose: bool) -> Result<Vec<u8>, String> {
    link(obj, spec, verbose, true)
}

fn link(obj: &[u8], spec: &TargetSpec, verbose: bool, shared: bool) -> Result<Vec<u8>, String> {
    let cc = super::cc::c_compiler(spec)?;
    let dir = tempfile::tempdir().map_err(|e| format!("cannot create a temporary folder: {e}"))?;
    let mut inputs = vec![];
    let main_o = dir.path().join("module.o");
    std::fs::write(&main_o, obj).map_err(|e| format!("cannot write {}: {e}", main_o.display()))?;
    inputs.push(main_o);
    for (name, data) in runtime::objects(spec, &cc, verbose)? {
        let p = dir.path().join(name);
        std::fs::write(&p, data).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
        inputs.push(p);
    }
    let out = dir.path().join(if shared { "module.so" } else { "a.out" });
    let mut c = cc.command();
    if shared {
        c.arg("-shared");
    }
    c.arg("-o").arg(&out).args(&inputs).args(["-lm", "-ldl", "-lpthread"]);
    runtime::run(c, verbose, &format!("linking with '{}'", cc.display))?;
    let what = if shared { "shared library" } else { "executable" };
    std::fs::read(&out).map_err(|e| format!("cannot read the linked {what}: {e}"))
}
