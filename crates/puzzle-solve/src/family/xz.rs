//! xz files (`family --xz`, the SAT competitions' `.cnf.xz`), through the crate `xz2`
//! (bindings to liblzma, which its build compiles from source when the system lacks it).
//! Compression is single-threaded at one preset, so the same text gives the same bytes.

use std::io::{self, Read, Write};

/// liblzma's preset 3 (a 4 MiB dictionary, about 32 MiB of memory to compress): the
/// default, 6, takes about 94 MiB, which a family's process then holds however small
/// its instances (and the test of bounded memory in `tests/it/external_faults.rs`
/// measures every child of the test process).
const PRESET: u32 = 3;

/// The magic bytes that begin every xz file.
const MAGIC: [u8; 6] = [0xFD, b'7', b'z', b'X', b'Z', 0];

/// `bytes` compressed as one xz stream.
pub fn compress(bytes: &[u8]) -> io::Result<Vec<u8>> {
    let mut encoder = xz2::write::XzEncoder::new(Vec::new(), PRESET);
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// `bytes` decompressed when they are an xz file, as they are otherwise.
pub fn plain(bytes: Vec<u8>) -> io::Result<Vec<u8>> {
    if !bytes.starts_with(&MAGIC) {
        return Ok(bytes);
    }
    let mut text = Vec::new();
    xz2::read::XzDecoder::new(&bytes[..]).read_to_end(&mut text)?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compressed_text_comes_back_and_plain_text_stays() {
        let text = b"p cnf 1 1\n1 0\n".repeat(100);
        let packed = compress(&text).unwrap();
        assert!(packed.len() < text.len());
        assert_eq!(compress(&text).unwrap(), packed);
        assert_eq!(plain(packed).unwrap(), text);
        assert_eq!(plain(text.clone()).unwrap(), text);
    }
}
