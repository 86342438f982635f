import DisplayList

/// The fonts, images and graphics states a document's pages use, named once for all its pages
/// in one resource dictionary (PDF 32000-1, 7.8.3): /F1 ... for fonts, /Im1 ... for images,
/// /GS1 ... for opacities. Each font is embedded after the last page, subset to the glyphs
/// the pages showed; each image once, however often it is drawn.
struct PDFResources {
    private(set) var fonts: [PDFFont] = []
    private var fontNames: [FontKey: Int] = [:]
    /// The font looked up last: runs come in long stretches of one font.
    private var lastFont: (key: FontKey, number: Int)?
    private(set) var images: [Image] = []
    private var imageNames: [String: Int] = [:]

    /// A font by its file and the face's index in it.
    private struct FontKey: Hashable {
        var path: String
        var index: Int
    }

    /// An image XObject's pixels: a PNG file's, or a colour glyph's bitmap.
    enum Image {
        case file(String)
        case glyph(RasterImage)
    }
    private(set) var opacities: [Double] = []
    /// The characters of the invisible fonts (`/T<number>`), 255 a font, codes from 1.
    private var invisibleCharacters: [Unicode.Scalar] = []
    private var invisibleCodes: [Unicode.Scalar: Int] = [:]

    /// The invisible font (`/T<font>`) and code that show `scalar` as text without ink; each
    /// font is there twice, `copy` 0 or 1 (see PDFContent.text).
    mutating func invisible(_ scalar: Unicode.Scalar, copy: Int) -> (font: Int, code: UInt8) {
        let n: Int
        if let known = invisibleCodes[scalar] {
            n = known
        } else {
            invisibleCharacters.append(scalar)
            n = invisibleCharacters.count - 1
            invisibleCodes[scalar] = n
        }
        return (2 * (n / 255) + copy + 1, UInt8(n % 255 + 1))
    }

    /// The font for `reference`'s face and its resource number (`/F<number>`).
    mutating func font(_ reference: FontReference) throws -> (font: PDFFont, number: Int) {
        let key = FontKey(path: reference.path, index: reference.index)
        if let lastFont, lastFont.key == key { return (fonts[lastFont.number], lastFont.number + 1) }
        if let n = fontNames[key] {
            lastFont = (key, n)
            return (fonts[n], n + 1)
        }
        let font = try PDFFont(path: reference.path, index: reference.index)
        fonts.append(font)
        fontNames[key] = fonts.count - 1
        lastFont = (key, fonts.count - 1)
        return (font, fonts.count)
    }

    /// The resource number of the image at `path` (`/Im<number>`).
    mutating func image(_ path: String) -> Int {
        image(named: "file:" + path) { .file(path) }
    }

    /// The resource number of `bitmap`, colour glyph `glyph` of `font`.
    mutating func image(glyph: UInt32, of font: PDFFont, bitmap: RasterImage) -> Int {
        image(named: "glyph:\(font.index):\(glyph):" + font.path) { .glyph(bitmap) }
    }

    private mutating func image(named name: String, _ make: () -> Image) -> Int {
        if let n = imageNames[name] { return n + 1 }
        images.append(make())
        imageNames[name] = images.count - 1
        return images.count
    }

    /// The resource number of the graphics state with fill and stroke opacity `alpha` (`/GS<number>`).
    mutating func opacity(_ alpha: Double) -> Int {
        if let n = opacities.firstIndex(of: alpha) { return n + 1 }
        opacities.append(alpha)
        return opacities.count
    }

    /// Writes the fonts, images and the resource dictionary as object `number`.
    func write(into file: inout PDFObjects, number: Int, images: ImageCache) throws {
        // A font asked for only to measure (a colour font, whose glyphs are images) is not embedded.
        var fontNumbers: [(name: Int, object: Int)] = []
        for (n, font) in fonts.enumerated() where font.isUsed {
            let object = file.reserve()
            try font.write(into: &file, number: object)
            fontNumbers.append((n + 1, object))
        }
        var imageNumbers: [Int] = []
        for image in self.images {
            switch image {
            case let .file(path): imageNumbers.append(try PDFImage.write(try images.image(path), into: &file))
            case let .glyph(bitmap): imageNumbers.append(try PDFImage.write(bitmap, into: &file))
            }
        }
        let invisibleNumbers = stride(from: 0, to: invisibleCharacters.count, by: 255).flatMap { start in
            let characters = Array(invisibleCharacters[start..<min(start + 255, invisibleCharacters.count)])
            return [PDFInvisibleFont.write(characters, into: &file), PDFInvisibleFont.write(characters, into: &file)]
        }
        file.write(number) { out in
            out.append("<< /ProcSet [/PDF /Text /ImageC]")
            if !fontNumbers.isEmpty || !invisibleNumbers.isEmpty {
                out.append(" /Font <<")
                for (name, font) in fontNumbers {
                    out.append(" /F")
                    out.append(name)
                    out.append(" ")
                    out.append(reference: font)
                }
                for (n, font) in invisibleNumbers.enumerated() {
                    out.append(" /T")
                    out.append(n + 1)
                    out.append(" ")
                    out.append(reference: font)
                }
                out.append(" >>")
            }
            if !imageNumbers.isEmpty {
                out.append(" /XObject <<")
                for (n, image) in imageNumbers.enumerated() {
                    out.append(" /Im")
                    out.append(n + 1)
                    out.append(" ")
                    out.append(reference: image)
                }
                out.append(" >>")
            }
            if !opacities.isEmpty {
                out.append(" /ExtGState <<")
                for (n, alpha) in opacities.enumerated() {
                    out.append(" /GS")
                    out.append(n + 1)
                    out.append(" << /Type /ExtGState /ca ")
                    out.append(alpha)
                    out.append(" /CA ")
                    out.append(alpha)
                    out.append(" >>")
                }
                out.append(" >>")
            }
            out.append(" >>")
        }
    }
}

/// A decoded image as an image XObject (PDF 32000-1, 8.9.5): 8-bit RGB, deflated, with a soft
/// mask (11.6.5.3) of its alpha when any pixel is not opaque. RasterImage's pixels are
/// premultiplied; the PDF's are straight.
enum PDFImage {
    static func write(_ image: RasterImage, into file: inout PDFObjects) throws -> Int {
        var rgb = [UInt8](), alpha = [UInt8](), isOpaque = true
        rgb.reserveCapacity(image.pixels.count * 3)
        alpha.reserveCapacity(image.pixels.count)
        for pixel in image.pixels {
            let a = pixel >> 24
            func straight(_ shift: UInt32) -> UInt8 {
                let c = pixel >> shift & 0xFF
                return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
            }
            rgb.append(straight(16))
            rgb.append(straight(8))
            rgb.append(straight(0))
            alpha.append(UInt8(a))
            if a != 255 { isOpaque = false }
        }
        func dictionary(_ out: inout PDFBytes, colorSpace: StaticString) {
            out.append(" /Type /XObject /Subtype /Image /Width ")
            out.append(image.width)
            out.append(" /Height ")
            out.append(image.height)
            out.append(colorSpace)
            out.append(" /BitsPerComponent 8 /Interpolate true")
        }
        var mask: Int?
        if !isOpaque {
            let number = file.reserve()
            file.writeStream(number, data: alpha) { dictionary(&$0, colorSpace: " /ColorSpace /DeviceGray") }
            mask = number
        }
        let number = file.reserve()
        file.writeStream(number, data: rgb) { out in
            dictionary(&out, colorSpace: " /ColorSpace /DeviceRGB")
            if let mask {
                out.append(" /SMask ")
                out.append(reference: mask)
            }
        }
        return number
    }
}
