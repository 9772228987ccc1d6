//! The input file in memory: a regular file is mapped read-only rather than read, so that,
//! once parsed, its pages can be handed back (`release`) while the compilation goes on. The
//! text of a model is twice its weights (hex); the IR and LLVM hold the weights as bytes, and
//! the text is needed after parsing only for the source lines of diagnostics, which read the
//! mapping again (the kernel pages the file back in on demand). Standard input, and any file
//! that cannot be mapped, is read into memory as before.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The input's bytes.
pub enum Input {
    Mapped { ptr: *const u8, len: usize },
    Owned(Vec<u8>),
}

/// The mapped range of the input, if any (`release` checks that a text lies in it).
static MAPPED_START: AtomicUsize = AtomicUsize::new(0);
static MAPPED_LEN: AtomicUsize = AtomicUsize::new(0);

impl Input {
    /// Maps `path` (a regular, non-empty file), or reads it.
    pub fn open(path: &str) -> std::io::Result<Input> {
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        let len = meta.len() as usize;
        if meta.is_file() && len > 0 {
            use std::os::fd::AsRawFd;
            // SAFETY: a read-only private mapping of a file we opened; the pointer is checked
            // against MAP_FAILED, and unmapped only when the `Input` is dropped.
            let ptr = unsafe {
                libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ, libc::MAP_PRIVATE, file.as_raw_fd(), 0)
            };
            if ptr != libc::MAP_FAILED {
                MAPPED_START.store(ptr as usize, Ordering::Relaxed);
                MAPPED_LEN.store(len, Ordering::Relaxed);
                return Ok(Input::Mapped { ptr: ptr as *const u8, len });
            }
        }
        let mut v = vec![];
        std::io::Read::read_to_end(&mut &file, &mut v)?;
        Ok(Input::Owned(v))
    }

    pub fn bytes(&self) -> &[u8] {
        match self {
            // SAFETY: the mapping is `len` readable bytes for as long as `self` lives.
            Input::Mapped { ptr, len } => unsafe { std::slice::from_raw_parts(*ptr, *len) },
            Input::Owned(v) => v,
        }
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        if let Input::Mapped { ptr, len } = *self {
            MAPPED_LEN.store(0, Ordering::Relaxed);
            // SAFETY: the mapping made in `open`, no longer borrowed (`bytes` borrows `self`).
            unsafe { libc::munmap(ptr as *mut libc::c_void, len) };
        }
    }
}

/// Hands back the resident pages of `text` when it lies in the mapped input (after parsing:
/// the pages are read from the file again if a diagnostic needs a source line).
pub fn release(text: &str) {
    let (start, len) = (MAPPED_START.load(Ordering::Relaxed), MAPPED_LEN.load(Ordering::Relaxed));
    let p = text.as_ptr() as usize;
    if len == 0 || p < start || p + text.len() > start + len {
        return;
    }
    // Whole pages only, from the mapping's start (page-aligned) to the text's end.
    let page = 4096;
    let end = (p + text.len()) / page * page;
    let begin = start + (p - start) / page * page;
    if end > begin {
        // SAFETY: a page-aligned subrange of our read-only private file mapping, whose pages
        // MADV_DONTNEED drops and the kernel reads back from the file on the next access.
        unsafe { libc::madvise(begin as *mut libc::c_void, end - begin, libc::MADV_DONTNEED) };
    }
}
