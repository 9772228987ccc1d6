//! Command-line flags, spelled like clang's and mlir-opt's.

pub const HELP: &str = "\
OVERVIEW: mlirc - an ahead-of-time compiler for MLIR

USAGE: mlirc [options] <input.mlir | ->

OPTIONS:
  -o <file | ->               Write output to <file> ('-' for standard output; default: standard output)
  --emit=mlir                 Parse, verify and print the IR (the default for now)
  --mlir-print-op-generic     Print operations in the generic form
  --mlir-print-debuginfo      Print locations
  --split-input-file          Split the input on '// -----' lines and process each chunk on its own
  --verify-diagnostics        Check diagnostics against '// expected-error' (-note, -warning) annotations
  --version                   Print the version and exit
  --help                      Print this help and exit

EXIT STATUS: 0 success, 1 diagnostics were reported, 2 usage error, 101 internal compiler error.
";

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Emit {
    Mlir,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub input: String,
    pub output: Option<String>,
    pub emit: Emit,
    pub generic: bool,
    pub debug_info: bool,
    pub split: bool,
    pub verify_diagnostics: bool,
}

pub enum Parsed {
    Run(Options),
    Help,
    Version,
}

/// Parses argv (without the program name). Errors are usage messages.
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut input = None;
    let mut o = Options {
        input: String::new(),
        output: None,
        emit: Emit::Mlir,
        generic: false,
        debug_info: false,
        split: false,
        verify_diagnostics: false,
    };
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        // Accept `--flag` and `-flag` alike, as LLVM tools do.
        let flag = if a.starts_with("--") { &a[1..] } else { a };
        match flag {
            "-help" | "-h" => return Ok(Parsed::Help),
            "-version" => return Ok(Parsed::Version),
            "-mlir-print-op-generic" => o.generic = true,
            "-mlir-print-debuginfo" => o.debug_info = true,
            "-split-input-file" => o.split = true,
            "-verify-diagnostics" => o.verify_diagnostics = true,
            "-o" => {
                i += 1;
                match args.get(i) {
                    Some(f) => o.output = Some(f.clone()),
                    None => return Err("argument to '-o' is missing (expected 1 value)".into()),
                }
            }
            "-" => {
                if input.replace("-".to_string()).is_some() {
                    return Err("only one input file is supported".into());
                }
            }
            _ if flag.starts_with("-o") && flag.len() > 2 && !a.starts_with("--") => o.output = Some(flag[2..].to_string()),
            _ if flag.starts_with("-emit=") => {
                o.emit = match &flag[6..] {
                    "mlir" => Emit::Mlir,
                    k => return Err(format!("invalid value '{k}' in '--emit=' (supported: mlir)")),
                }
            }
            _ if a.starts_with('-') => return Err(format!("unknown argument: '{a}'")),
            _ => {
                if input.replace(a.to_string()).is_some() {
                    return Err("only one input file is supported".into());
                }
            }
        }
        i += 1;
    }
    match input {
        Some(f) => o.input = f,
        None => return Err("no input file (use '-' for standard input)".into()),
    }
    Ok(Parsed::Run(o))
}
