import CFreeType
import CHarfBuzz
import Files

/// A font file as the sfnt (TrueType or OpenType) font HarfBuzz and the PDF subsetter read:
/// the file itself when it is one, the tables of a WOFF or WOFF2 file (W3C WOFF 1.0, WOFF 2.0)
/// as FreeType unpacks them, put together again by HarfBuzz's face builder. FreeType must open
/// the result too, for the rasterizer draws the file with it: a file either of them refuses is
/// an error naming it, never a crash or a half-drawn page.
///
///     let bytes = try SfntFont.bytes(ofFile: "support/sileot-webfont.woff")
///     bytes.prefix(4)   // [0, 1, 0, 0]: a TrueType font
package enum SfntFont {
    /// What the first four bytes of a font file say it is.
    package enum Format: Sendable, Equatable {
        /// TrueType or OpenType (`0x00010000`, `OTTO`, `true`), or a collection (`ttcf`).
        case sfnt
        case woff
        case woff2
    }

    /// The largest font file read: web fonts are far smaller, and a hostile file stays cheap.
    package static let maximumFileSize = 64 << 20

    /// The format of a file that starts with `bytes`; nil for anything else.
    package static func format(_ bytes: some Collection<UInt8>) -> Format? {
        switch Array(bytes.prefix(4)) {
        case [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8): .sfnt
        case Array("wOFF".utf8): .woff
        case Array("wOF2".utf8): .woff2
        default: nil
        }
    }

    /// The sfnt bytes of the font file at `path`; throws `FontFileError` naming the file when
    /// it cannot be read, is no font of these four formats, is cut short, or FreeType cannot
    /// open it.
    package static func bytes(ofFile path: String) throws(FontFileError) -> [UInt8] {
        let file: [UInt8]
        do {
            file = try RegularFile.read(path, limit: maximumFileSize)
        } catch {
            throw FontFileError(path: path, reason: error.reason)
        }
        switch format(file) {
        case .sfnt?:
            if let problem = tableDirectoryProblem(file, fileSize: file.count) { throw FontFileError(path: path, reason: problem) }
            try FreeTypeFace.open(file, path: path) { _ in }
            return file
        case .woff?, .woff2?:
            return try FreeTypeFace.open(file, path: path) { face throws(FontFileError) in try sfnt(of: face, path: path) }
        case nil:
            throw FontFileError(path: path, reason: "not a TrueType, OpenType, WOFF or WOFF2 font")
        }
    }

    /// The tables FreeType read from a WOFF or WOFF2 file as one sfnt font (HarfBuzz's face
    /// builder writes the table directory and checksums).
    private static func sfnt(of face: FT_Face, path: String) throws(FontFileError) -> [UInt8] {
        let builder = hb_face_builder_create()!
        defer { hb_face_destroy(builder) }
        var index: FT_UInt = 0
        var tag: FT_ULong = 0, length: FT_ULong = 0
        while FT_Sfnt_Table_Info(face, index, &tag, &length) == 0 {
            index += 1
            guard length > 0 else { continue }
            var table = [UInt8](repeating: 0, count: Int(length))
            var read = length
            guard FT_Load_Sfnt_Table(face, tag, 0, &table, &read) == 0, read == length else {
                throw FontFileError(path: path, reason: "FreeType cannot read its table \(Self.name(of: tag))")
            }
            let blob = table.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { hb_blob_create($0.baseAddress, UInt32($0.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)! }
            }
            hb_face_builder_add_table(builder, hb_tag_t(tag), blob)
            hb_blob_destroy(blob)
        }
        guard index > 0 else { throw FontFileError(path: path, reason: "it has no tables") }
        let blob = hb_face_reference_blob(builder)!
        defer { hb_blob_destroy(blob) }
        var count: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &count), count > 0 else { throw FontFileError(path: path, reason: "its tables make no font") }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    private static func name(of tag: FT_ULong) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> FT_ULong($0)) }
        return "'" + String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self) + "'"
    }

    /// Why an sfnt file's table directory does not fit the file, or nil when every table lies
    /// inside it; `bytes` starts the file of `fileSize` bytes and holds at least its directory
    /// when the file does. A truncated font opens fine in FreeType and HarfBuzz, which then
    /// draw nothing for the glyphs past the cut: that must be an error, not missing text.
    package static func tableDirectoryProblem(_ bytes: [UInt8], fileSize: Int) -> String? {
        func be(_ at: Int, _ size: Int) -> Int { bytes[at..<at + size].reduce(0) { $0 << 8 | Int($1) } }
        guard bytes.count >= 12 else { return "the file is \(bytes.count) bytes, too short for a font" }
        // A collection's own header is not a table directory; its faces are checked when opened.
        if bytes.prefix(4).elementsEqual("ttcf".utf8) { return nil }
        let tableCount = be(4, 2)
        guard bytes.count >= 12 + 16 * tableCount else { return "the file is cut short inside its table directory" }
        for n in 0..<tableCount {
            let record = 12 + 16 * n
            let tag = String(decoding: bytes[record..<record + 4].map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            let offset = be(record + 8, 4), length = be(record + 12, 4)
            guard offset + length <= fileSize else {
                return "table '\(tag)' reaches byte \(offset + length) but the file has \(fileSize): the file is cut short"
            }
        }
        return nil
    }
}

/// A FreeType face opened on bytes in memory for the length of one call.
private enum FreeTypeFace {
    static func open<T>(_ bytes: [UInt8], path: String, _ body: (FT_Face) throws(FontFileError) -> T) throws(FontFileError) -> T {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw FontFileError(path: path, reason: "FreeType cannot start") }
        defer { FT_Done_FreeType(library) }
        // FreeType reads the bytes for as long as the face is open: all of it happens inside.
        let result: Result<T, FontFileError> = bytes.withUnsafeBufferPointer { buffer in
            var face: FT_Face?
            let error = FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face)
            guard error == 0, let face else { return .failure(FontFileError(path: path, reason: "FreeType cannot open it (error \(error))")) }
            defer { FT_Done_Face(face) }
            guard face.pointee.num_glyphs > 0 else { return .failure(FontFileError(path: path, reason: "the font has no glyphs")) }
            do throws(FontFileError) { return .success(try body(face)) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
