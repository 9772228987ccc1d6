//! Static archives (`.a`): GNU format with a symbol index, deterministic (zero timestamps,
//! owners and a fixed mode), so GNU ld links them without `ranlib`.

use ar_archive_writer::{write_archive_to_stream, ArchiveKind, NewArchiveMember, DEFAULT_OBJECT_READER};

/// An archive of `(member name, object bytes)`, in the given order.
pub fn archive(members: &[(String, &[u8])]) -> Result<Vec<u8>, String> {
    let new: Vec<NewArchiveMember> =
        members.iter().map(|(name, data)| NewArchiveMember::new(*data, &DEFAULT_OBJECT_READER, name.clone())).collect();
    let mut out = std::io::Cursor::new(Vec::new());
    write_archive_to_stream(&mut out, &new, ArchiveKind::Gnu, false, None)
        .map_err(|e| format!("cannot write the archive: {e}"))?;
    Ok(out.into_inner())
}
