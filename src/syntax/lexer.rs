//! The MLIR lexer: turns bytes into tokens with byte spans. Never panics; bad input becomes
//! an `Error` token carrying the message.

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Eof,
    Error(String),
    BareId,
    /// `%name`
    Percent,
    /// `^name`
    Caret,
    /// `@name` or `@"name"`; `str` holds the decoded name.
    At(String),
    /// `#name`
    Hash,
    /// `!name`
    Bang,
    Int,
    Float,
    /// A string literal; the decoded bytes.
    Str(Vec<u8>),
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Comma,
    Colon,
    ColonColon,
    Equal,
    Arrow,
    Question,
    Star,
    Plus,
    Minus,
    Ellipsis,
    Vertical,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

pub struct Lexer<'a> {
    pub src: &'a [u8],
    /// End of the part of `src` being lexed (a `// -----` chunk).
    pub limit: usize,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}
fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' || c == b'-'
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str, limit: usize) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), limit: limit.min(src.len()) }
    }

    fn at(&self, i: usize) -> u8 {
        if i < self.limit {
            self.src[i]
        } else {
            0
        }
    }

    /// Skips white space and comments from `pos`.
    pub fn skip_trivia(&self, mut pos: usize) -> usize {
        loop {
            match self.at(pos) {
                b' ' | b'\t' | b'\n' | b'\r' => pos += 1,
                b'/' if self.at(pos + 1) == b'/' => {
                    while pos < self.limit && self.src[pos] != b'\n' {
                        pos += 1;
                    }
                }
                _ => return pos,
            }
        }
    }

    /// Lexes the token starting at or after `pos`.
    pub fn lex(&self, pos: usize) -> Token {
        let start = self.skip_trivia(pos);
        let tok = |kind, end| Token { kind, start, end };
        if start >= self.limit {
            return tok(Tok::Eof, start);
        }
        let c = self.src[start];
        let p1 = start + 1;
        match c {
            b'(' => tok(Tok::LParen, p1),
            b')' => tok(Tok::RParen, p1),
            b'[' => tok(Tok::LSquare, p1),
            b']' => tok(Tok::RSquare, p1),
            b'{' => {
                if self.at(p1) == b'-' && self.at(p1 + 1) == b'#' {
                    tok(Tok::FileMetadataBegin, p1 + 2)
                } else {
                    tok(Tok::LBrace, p1)
                }
            }
            b'}' => tok(Tok::RBrace, p1),
            b'<' => tok(Tok::Less, p1),
            b'>' => tok(Tok::Greater, p1),
            b',' => tok(Tok::Comma, p1),
            b'=' => tok(Tok::Equal, p1),
            b'?' => tok(Tok::Question, p1),
            b'*' => tok(Tok::Star, p1),
            b'+' => tok(Tok::Plus, p1),
            b'|' => tok(Tok::Vertical, p1),
            b':' => {
                if self.at(p1) == b':' {
                    tok(Tok::ColonColon, p1 + 1)
                } else {
                    tok(Tok::Colon, p1)
                }
            }
            b'-' => {
                if self.at(p1) == b'>' {
                    tok(Tok::Arrow, p1 + 1)
                } else {
                    tok(Tok::Minus, p1)
                }
            }
            b'.' => {
                if self.at(p1) == b'.' && self.at(p1 + 1) == b'.' {
                    tok(Tok::Ellipsis, p1 + 2)
                } else {
                    tok(Tok::Error("unexpected character '.'".into()), p1)
                }
            }
            b'"' => self.lex_string(start),
            b'%' | b'^' => {
                let mut e = p1;
                if self.at(e).is_ascii_digit() {
                    while self.at(e).is_ascii_digit() {
                        e += 1;
                    }
                } else {
                    while is_suffix_char(self.at(e)) {
                        e += 1;
                    }
                }
                if e == p1 {
                    let what = if c == b'%' { "SSA value" } else { "block" };
                    return tok(Tok::Error(format!("invalid {what} name")), p1);
                }
                tok(if c == b'%' { Tok::Percent } else { Tok::Caret }, e)
            }
            b'@' => {
                if self.at(p1) == b'"' {
                    let t = self.lex_string(p1);
                    return match t.kind {
                        Tok::Str(s) => match String::from_utf8(s) {
                            Ok(s) => Token { kind: Tok::At(s), start, end: t.end },
                            Err(_) => tok(Tok::Error("symbol name is not valid UTF-8".into()), t.end),
                        },
                        k => Token { kind: k, start, end: t.end },
                    };
                }
                let mut e = p1;
                if !is_id_start(self.at(e)) {
                    return tok(Tok::Error("invalid symbol name after '@'".into()), p1);
                }
                while is_suffix_char(self.at(e)) {
                    e += 1;
                }
                let name = String::from_utf8_lossy(&self.src[p1..e]).into_owned();
                tok(Tok::At(name), e)
            }
            b'#' | b'!' => {
                if c == b'#' && self.at(p1) == b'-' && self.at(p1 + 1) == b'}' {
                    return tok(Tok::FileMetadataEnd, p1 + 2);
                }
                let mut e = p1;
                if !is_id_start(self.at(e)) {
                    return tok(Tok::Error(format!("invalid identifier after '{}'", c as char)), p1);
                }
                while is_suffix_char(self.at(e)) {
                    e += 1;
                }
                tok(if c == b'#' { Tok::Hash } else { Tok::Bang }, e)
            }
            b'0'..=b'9' => {
                let mut e = start;
                if c == b'0' && self.at(p1) == b'x' && self.at(p1 + 1).is_ascii_hexdigit() {
                    e = p1 + 1;
                    while self.at(e).is_ascii_hexdigit() {
                        e += 1;
                    }
                    return tok(Tok::Int, e);
                }
                while self.at(e).is_ascii_digit() {
                    e += 1;
                }
                if self.at(e) != b'.' {
                    return tok(Tok::Int, e);
                }
                e += 1;
                while self.at(e).is_ascii_digit() {
                    e += 1;
                }
                if matches!(self.at(e), b'e' | b'E') {
                    let mut f = e + 1;
                    if matches!(self.at(f), b'+' | b'-') {
                        f += 1;
                    }
                    if self.at(f).is_ascii_digit() {
                        while self.at(f).is_ascii_digit() {
                            f += 1;
                        }
                        e = f;
                    }
                }
                tok(Tok::Float, e)
            }
            c if is_id_start(c) => {
                let mut e = p1;
                while is_id_char(self.at(e)) {
                    e += 1;
                }
                tok(Tok::BareId, e)
            }
            _ => {
                // Report the whole UTF-8 character.
                let mut e = p1;
                while e < self.limit && (self.src[e] & 0xC0) == 0x80 {
                    e += 1;
                }
                let ch = String::from_utf8_lossy(&self.src[start..e]).into_owned();
                tok(Tok::Error(format!("unexpected character '{ch}'")), e)
            }
        }
    }

    fn lex_string(&self, start: usize) -> Token {
        let mut out = Vec::new();
        let mut i = start + 1;
        loop {
            if i >= self.limit {
                return Token { kind: Tok::Error("expected '\"' in string literal".into()), start, end: i };
            }
            let c = self.src[i];
            match c {
                b'"' => return Token { kind: Tok::Str(out), start, end: i + 1 },
                b'\n' | b'\r' => {
                    return Token { kind: Tok::Error("expected '\"' in string literal".into()), start, end: i }
                }
                b'\\' => {
                    let n = self.at(i + 1);
                    match n {
                        b'"' | b'\\' => {
                            out.push(n);
                            i += 2
                        }
                        b'n' => {
                            out.push(b'\n');
                            i += 2
                        }
                        b't' => {
                            out.push(b'\t');
                            i += 2
                        }
                        _ if n.is_ascii_hexdigit() && self.at(i + 2).is_ascii_hexdigit() => {
                            let h = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                            out.push(h(n) * 16 + h(self.at(i + 2)));
                            i += 3;
                        }
                        _ => {
                            return Token {
                                kind: Tok::Error("unknown escape in string literal".into()),
                                start,
                                end: i + 1,
                            }
                        }
                    }
                }
                _ => {
                    // A run of plain bytes is copied at once (hex strings of weights are
                    // megabytes long).
                    let run = self.src[i..self.limit]
                        .iter()
                        .position(|&b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                        .unwrap_or(self.limit - i);
                    out.extend_from_slice(&self.src[i..i + run]);
                    i += run
                }
            }
        }
    }
}
