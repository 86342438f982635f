/// The string that names a destination (PDF 32000-1, 12.3.2.3), the same bytes in the name tree,
/// in the outline and in link annotations: a text string (7.9.2.2), ASCII as itself, anything
/// else as UTF-16BE with its byte order mark. Readers compare the bytes (poppler) or decode
/// them as text first (pypdf, pdf.js): UTF-8 bytes decode as PDFDocEncoding, which has no
/// character for some of them (0x9F of final nun), so only one encoding is read alike by all.
///
///     DestinationName.key("intro")   // "intro" in ASCII
///     DestinationName.key("1-ן")     // FE FF 00 31 00 2D 05 DF
enum DestinationName {
    static func key(_ anchor: String) -> [UInt8] {
        if anchor.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return Array(anchor.utf8) }
        return [0xFE, 0xFF] + anchor.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
}

extension PDFBytes {
    /// The destination named `anchor`, as a literal string of its key.
    mutating func append(destination anchor: String) {
        append(literal: DestinationName.key(anchor))
    }
}
