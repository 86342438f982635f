import CHarfBuzzSubset
import Files
import FontFiles

/// A font file as a PDF embeds it (PDF 32000-1, 9.7): a Type 0 font with the Identity-H
/// encoding over a CIDFont whose CIDs are the file's glyph ids, the file subset by HarfBuzz to
/// the glyphs a document shows (their ids kept, so the content streams need no renumbering),
/// its advance widths (/W) and a ToUnicode map from each glyph to the text it was shown for.
///
/// A face of a collection (Noto Sans CJK's SC design) is embedded as a font file of its own.
/// A colour font's glyphs (Noto Color Emoji's PNG bitmaps) are not embedded: see
/// ``colorBitmap(_:)``.
///
///     let font = try PDFFont(path: "Fonts/NotoSansHebrew-Regular.ttf")
///     font.use(42, text: [0x05D0])
///     try font.write(into: &file, number: file.reserve())
final class PDFFont {
    let path: String
    /// The face's index in its file (0 unless the file is a collection).
    let index: Int
    private let face: OpaquePointer
    /// The face at its design size (a scale of one unit per font unit), for advances.
    private let font: OpaquePointer
    private let unitsPerEm: Double
    // The glyph tables are read and written once or twice for every glyph a document shows, and
    // only from PDFFont's own methods, none of which calls out while it holds an element: their
    // accesses are not checked at run time (SE-0176), which cost more than the rest of `use`.
    /// Each glyph's advance in ems once asked for, by glyph id; -1 before.
    @exclusivity(unchecked) private var advances: [Double]
    /// Whether each glyph of the face is shown, by glyph id.
    @exclusivity(unchecked) private var isShown: [Bool]
    /// The text of each glyph shown, by glyph id: the first it was shown for (9.10.3).
    @exclusivity(unchecked) private var text: [[UInt16]?]

    init(path: String, index: Int = 0) throws {
        self.path = path
        self.index = index
        guard let blob = try Self.blob(path) else {
            throw RasterError.cannotLoadFont(path: path, reason: "cannot read it")
        }
        defer { hb_blob_destroy(blob) }
        face = hb_face_create(blob, UInt32(index))
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw RasterError.cannotLoadFont(path: path, reason: "HarfBuzz finds no glyphs in it")
        }
        font = hb_font_create(face)
        unitsPerEm = Double(hb_face_get_upem(face))
        let glyphCount = Int(hb_face_get_glyph_count(face))
        isShown = Array(repeating: false, count: glyphCount)
        advances = Array(repeating: -1, count: glyphCount)
        text = Array(repeating: nil, count: glyphCount)
    }

    /// The file's bytes as an sfnt font: a WOFF or WOFF2 web font unpacked (`SfntFont`), any
    /// other file as it is.
    private static func blob(_ path: String) throws -> OpaquePointer? {
        guard let head = try? RegularFile.prefix(path, 4), [.woff, .woff2].contains(SfntFont.format(head)) else {
            return hb_blob_create_from_file_or_fail(path)
        }
        let bytes: [UInt8]
        do {
            bytes = try SfntFont.bytes(ofFile: path)
        } catch {
            throw RasterError.cannotLoadFont(path: path, reason: error.reason)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { hb_blob_create($0.baseAddress, UInt32($0.count), HB_MEMORY_MODE_DUPLICATE, nil, nil) }
        }
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The glyph the cmap gives `scalar`; nil when it has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
    }

    /// The PNG bitmap a colour font draws `glyph` with (CBDT or sbix), decoded, and the box
    /// it fills in ems, y up from the baseline; nil when the face has none for it.
    func colorBitmap(_ glyph: UInt32) -> (image: RasterImage, x: Double, y: Double, width: Double, height: Double)? {
        guard let blob = hb_ot_color_glyph_reference_png(font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        var extents = hb_glyph_extents_t()
        guard let data = hb_blob_get_data(blob, &length), length > 0, hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
        let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
        guard let image = try? RasterImage(png: bytes, path: path) else { return nil }
        return (image, Double(extents.x_bearing) / unitsPerEm, Double(extents.y_bearing) / unitsPerEm,
                Double(extents.width) / unitsPerEm, Double(-extents.height) / unitsPerEm)
    }

    /// Outlines made so far, by glyph id.
    private var outlines: [UInt32: [UInt8]] = [:]

    /// The outline of `glyph`, filled, in ems (a `cm` from font units first), made once.
    func outline(_ glyph: UInt32) -> [UInt8] {
        if let outline = outlines[glyph] { return outline }
        var out = PDFBytes()
        out.append(1 / unitsPerEm)
        out.append(" 0 0 ")
        out.append(1 / unitsPerEm)
        out.append(" 0 0 cm\n")
        out.append(GlyphOutline.path(of: glyph, in: font))
        outlines[glyph] = out.bytes
        return out.bytes
    }

    /// The advance of `glyph` in ems.
    func advance(_ glyph: UInt32) -> Double {
        let id = Int(glyph)
        guard id < advances.count else { return Double(hb_font_get_glyph_h_advance(font, glyph)) / unitsPerEm }
        if advances[id] < 0 { advances[id] = Double(hb_font_get_glyph_h_advance(font, glyph)) / unitsPerEm }
        return advances[id]
    }

    /// Records that `glyph` is shown; `text`, when given, is what it stands for in ToUnicode.
    func use(_ glyph: UInt32, text units: ArraySlice<UInt16>) {
        let id = Int(glyph)
        guard id < isShown.count else { return }
        isShown[id] = true
        if !units.isEmpty, text[id] == nil { text[id] = Array(units) }
    }

    /// Whether any glyph is shown.
    var isUsed: Bool { isShown.contains(true) }

    /// The glyphs shown, ascending.
    private var glyphs: [UInt32] { isShown.indices.filter { isShown[$0] }.map { UInt32($0) } }

    /// Whether the face has CFF outlines (written as an OpenType font file, 9.9) rather than TrueType ones.
    private var isCFF: Bool {
        hb_face_reference_table(face, Self.tag("CFF ")).map { blob in
            defer { hb_blob_destroy(blob) }
            return hb_blob_get_length(blob) > 0
        } ?? false
    }

    static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }

    /// The subset font file: the glyphs shown and glyph 0, ids kept, layout tables dropped.
    private func subset() throws -> [UInt8] {
        guard let input = hb_subset_input_create_or_fail() else { throw RasterError.cannotLoadFont(path: path, reason: "cannot subset it") }
        defer { hb_subset_input_destroy(input) }
        let set = hb_subset_input_glyph_set(input)
        hb_set_add(set, 0)
        for glyph in glyphs { hb_set_add(set, glyph) }
        hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue)
        let drop = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
        for table in ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "DSIG", "kern"] { hb_set_add(drop, Self.tag(table)) }
        guard let subset = hb_subset_or_fail(face, input) else { throw RasterError.cannotLoadFont(path: path, reason: "HarfBuzz cannot subset it") }
        defer { hb_face_destroy(subset) }
        let blob = hb_face_reference_blob(subset)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { throw RasterError.cannotLoadFont(path: path, reason: "its subset is empty") }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }

    /// The face's PostScript name, letters and digits only (9.6.2.1), "Font" when it has none.
    private var postScriptName: String {
        var size: UInt32 = 64
        var buffer = [CChar](repeating: 0, count: 64)
        hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME), hb_language_from_string("en", -1), &size, &buffer)
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return name.isEmpty ? "Font" : name
    }

    /// Six capital letters from the glyphs kept, the subset's tag (9.6.4): the same subset has the same tag.
    private func subsetTag(_ sorted: [UInt32]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for glyph in sorted { hash = (hash ^ UInt64(glyph)) &* 0x100_0000_01b3 }
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ UInt64(index)) &* 0x100_0000_01b3
        return String((0..<6).map { n in Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(hash >> (8 * UInt64(n)) % 26))) })
    }

    /// Writes the Type 0 font as object `number`, with its CIDFont, descriptor, font file and ToUnicode map.
    func write(into file: inout PDFObjects, number: Int) throws {
        let sorted = glyphs
        let name = subsetTag(sorted) + "+" + postScriptName
        let cff = isCFF
        let fontFile = file.reserve(), descriptor = file.reserve(), cidFont = file.reserve(), toUnicode = file.reserve()
        let data = try subset()
        file.writeStream(fontFile, data: data) { out in
            if cff { out.append(" /Subtype /OpenType") } else {
                out.append(" /Length1 ")
                out.append(data.count)
            }
        }
        let scale = 1000 / unitsPerEm
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let box = boundingBox()
        file.write(descriptor) { out in
            out.append("<< /Type /FontDescriptor /FontName ")
            out.append(name: name)
            out.append(" /Flags 4 /FontBBox [")
            for (n, value) in box.enumerated() {
                if n > 0 { out.append(" ") }
                out.append((Double(value) * scale).rounded())
            }
            out.append("] /ItalicAngle 0 /Ascent ")
            out.append((Double(extents.ascender) * scale).rounded())
            out.append(" /Descent ")
            out.append((Double(extents.descender) * scale).rounded())
            out.append(" /CapHeight ")
            out.append((Double(extents.ascender) * scale).rounded())
            out.append(" /StemV 80 ")
            out.append(cff ? "/FontFile3 " : "/FontFile2 ")
            out.append(reference: fontFile)
            out.append(" >>")
        }
        file.write(cidFont) { out in
            out.append(cff ? "<< /Type /Font /Subtype /CIDFontType0 /BaseFont " : "<< /Type /Font /Subtype /CIDFontType2 /BaseFont ")
            out.append(name: name)
            out.append(" /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ")
            out.append(reference: descriptor)
            if !cff { out.append(" /CIDToGIDMap /Identity") }
            // 9.7.4.3: consecutive CIDs share one array.
            out.append(" /W [")
            var previous: UInt32?
            for glyph in sorted {
                let width = (Double(hb_font_get_glyph_h_advance(font, glyph)) * scale).rounded()
                if let previous, previous + 1 == glyph {
                    out.append(" ")
                } else {
                    if previous != nil { out.append("]") }
                    out.append(" ")
                    out.append(Int(glyph))
                    out.append(" [")
                }
                out.append(width)
                previous = glyph
            }
            if previous != nil { out.append("]") }
            out.append(" ] >>")
        }
        file.writeStream(toUnicode, data: toUnicodeMap(sorted))
        file.write(number) { out in
            out.append("<< /Type /Font /Subtype /Type0 /BaseFont ")
            out.append(name: name)
            out.append(" /Encoding /Identity-H /DescendantFonts [")
            out.append(reference: cidFont)
            out.append("] /ToUnicode ")
            out.append(reference: toUnicode)
            out.append(" >>")
        }
    }

    /// The head table's xMin, yMin, xMax, yMax in font units.
    private func boundingBox() -> [Int16] {
        guard let blob = hb_face_reference_table(face, Self.tag("head")) else { return [0, 0, 0, 0] }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 44 else { return [0, 0, 0, 0] }
        return (0..<4).map { n in
            let offset = 36 + 2 * n
            return Int16(bitPattern: UInt16(UInt8(bitPattern: data[offset])) << 8 | UInt16(UInt8(bitPattern: data[offset + 1])))
        }
    }

    /// The ToUnicode CMap (9.10.3) of the glyphs with text, in blocks of at most 100 entries (5.6.4 of Adobe's CMap notes).
    private func toUnicodeMap(_ sorted: [UInt32]) -> [UInt8] {
        var out = PDFBytes()
        out.append("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n")
        out.append("/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
        let mapped = sorted.filter { text[Int($0)] != nil }
        for start in stride(from: 0, to: mapped.count, by: 100) {
            let block = mapped[start..<min(start + 100, mapped.count)]
            out.append(block.count)
            out.append(" beginbfchar\n")
            for glyph in block {
                out.append(glyph: glyph)
                out.append(" <")
                for unit in text[Int(glyph)]! {
                    out.appendHex(UInt8(unit >> 8))
                    out.appendHex(UInt8(unit & 0xFF))
                }
                out.append(">\n")
            }
            out.append("endbfchar\n")
        }
        out.append("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
        return out.bytes
    }
}
