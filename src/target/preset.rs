//! Target presets: `targets/*.toml`, compiled into the binary. Each file is flat
//! `key = "string"` / `key = integer` lines with `#` comments (the subset of TOML they use).

/// One target preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    pub triple: String,
    pub cpu: String,
    pub features: String,
    pub index_width: u32,
    /// The C compiler for the runtime and for linking ("" = none, e.g. PTX).
    pub cc: String,
    /// The Debian package that provides `cc`.
    pub cc_package: String,
    /// A command prefix that runs the target's executables on another machine.
    pub runner: String,
    pub notes: String,
    /// Code generation defaults (refined by the CPU and features, see `codegen.rs`): vector
    /// register width in bits, number of vector registers, data cache sizes in KiB.
    pub vector_bits: u32,
    pub vector_registers: u32,
    pub l1_cache_kb: u32,
    pub l2_cache_kb: u32,
    pub l3_cache_kb: u32,
}

const FILES: &[(&str, &str)] = &[
    ("x86_64-unknown-linux-gnu.toml", include_str!("../../targets/x86_64-unknown-linux-gnu.toml")),
    ("aarch64-unknown-linux-gnu.toml", include_str!("../../targets/aarch64-unknown-linux-gnu.toml")),
    ("nvptx64-nvidia-cuda.toml", include_str!("../../targets/nvptx64-nvidia-cuda.toml")),
];

/// Every preset, in a fixed order.
pub fn presets() -> Vec<Preset> {
    FILES.iter().map(|(name, text)| parse(text).unwrap_or_else(|e| panic!("targets/{name}: {e}"))).collect()
}

/// Parses one preset file.
pub fn parse(text: &str) -> Result<Preset, String> {
    let mut p = Preset {
        triple: String::new(),
        cpu: String::new(),
        features: String::new(),
        index_width: 64,
        cc: String::new(),
        cc_package: String::new(),
        runner: String::new(),
        notes: String::new(),
        vector_bits: 128,
        vector_registers: 16,
        l1_cache_kb: 32,
        l2_cache_kb: 256,
        l3_cache_kb: 8192,
    };
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| format!("line {}: expected 'key = value'", n + 1))?;
        let (key, value) = (key.trim(), value.trim());
        let int = || -> Result<u32, String> {
            value.parse().map_err(|_| format!("line {}: '{key}' expects an integer", n + 1))
        };
        let string = || -> Result<String, String> {
            value
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .map(|v| v.replace("\\\"", "\""))
                .ok_or_else(|| format!("line {}: '{key}' expects a string", n + 1))
        };
        match key {
            "triple" => p.triple = string()?,
            "cpu" => p.cpu = string()?,
            "features" => p.features = string()?,
            "index-width" => {
                p.index_width =
                    value.parse().map_err(|_| format!("line {}: 'index-width' expects an integer", n + 1))?
            }
            "cc" => p.cc = string()?,
            "cc-package" => p.cc_package = string()?,
            "runner" => p.runner = string()?,
            "notes" => p.notes = string()?,
            "vector-bits" => p.vector_bits = int()?,
            "vector-registers" => p.vector_registers = int()?,
            "l1-cache-kb" => p.l1_cache_kb = int()?,
            "l2-cache-kb" => p.l2_cache_kb = int()?,
            "l3-cache-kb" => p.l3_cache_kb = int()?,
            _ => return Err(format!("line {}: unknown key '{key}'", n + 1)),
        }
    }
    if p.triple.is_empty() {
        return Err("missing 'triple'".into());
    }
    Ok(p)
}

#[cfg(test)]
mod tests {
    #[test]
    fn presets_parse() {
        let p = super::presets();
        assert_eq!(p.len(), 3);
        assert!(p.iter().all(|p| p.index_width == 64));
    }
}
