import Foundation

/// A printed page size, in CSS pixels (96 per inch): a named size or any width and height.
///
///     Paper.a4.width                              // 793.7
///     try Paper(parsing: "150x200mm").height      // 755.9
///     try Paper(parsing: "8x10in").name           // "8x10in"
public struct Paper: Sendable, Hashable {
    /// The paper's width in CSS pixels.
    public var width: Double
    /// The paper's height in CSS pixels.
    public var height: Double
    /// How `--paper` and golden manifests spell it: `a4`, `letter`, `150x200mm`.
    public var name: String

    /// A paper of `width` by `height` CSS pixels, called `name`.
    public init(width: Double, height: Double, name: String) {
        self.width = width
        self.height = height
        self.name = name
    }

    /// ISO A4, 210 × 297 mm.
    public static let a4 = Paper(width: 210 / 25.4 * 96, height: 297 / 25.4 * 96, name: "a4")
    /// US Letter, 8.5 × 11 in.
    public static let letter = Paper(width: 8.5 * 96, height: 11 * 96, name: "letter")
    /// ISO A5, 148 × 210 mm.
    public static let a5 = Paper(width: 148 / 25.4 * 96, height: 210 / 25.4 * 96, name: "a5")
    /// US Legal, 8.5 × 14 in.
    public static let legal = Paper(width: 8.5 * 96, height: 14 * 96, name: "legal")
    /// The papers known by name.
    public static let named: [Paper] = [.a4, .letter, .a5, .legal]

    /// One page `width` pixels wide at A4's height: what `--width` gives a PDF without `--paper`.
    ///
    ///     Paper.a4Height(width: 600).name   // "600x1123px"
    public static func a4Height(width: Double) -> Paper {
        Paper(width: width, height: a4.height, name: "\(Int(width.rounded()))x\(Int(a4.height.rounded()))px")
    }

    /// The sides a paper may have: one inch to the 200 inches (14400 points) a PDF page can be.
    public static let sides = 96.0...19_200.0

    /// Reads a paper name (`a4`, `letter`, `a5`, `legal`, any case) or `<width>x<height>` in
    /// `mm`, `in` or `px`: `150x200mm`, `8x10in`, `800x1200px`.
    public init(parsing text: String) throws(PaperError) {
        let lowercased = text.lowercased()
        if let paper = Self.named.first(where: { $0.name == lowercased }) {
            self = paper
            return
        }
        let pixelsPerUnit: [String: Double] = ["mm": 96 / 25.4, "in": 96, "px": 1]
        let unit = String(lowercased.suffix(2))
        let sides = lowercased.dropLast(2).split(separator: "x", omittingEmptySubsequences: false)
        guard let scale = pixelsPerUnit[unit], sides.count == 2,
              let width = Double(sides[0]), let height = Double(sides[1]), width.isFinite, height.isFinite else {
            throw .malformed(text)
        }
        guard Self.sides.contains(width * scale), Self.sides.contains(height * scale) else { throw .outOfRange(text) }
        self.init(width: width * scale, height: height * scale, name: lowercased)
    }
}

/// Why a paper size could not be read, on one line.
///
///     PaperError.malformed("a3").description
///     // "unknown paper 'a3': use a4, letter, a5, legal or <width>x<height> in mm, in or px, e.g. 150x200mm"
public enum PaperError: Error, CustomStringConvertible, Equatable {
    /// Neither a paper name nor `<width>x<height><unit>`.
    case malformed(String)
    /// A side is shorter than an inch or longer than 200 inches.
    case outOfRange(String)

    /// What is wrong and what to do, on one line.
    public var description: String {
        switch self {
        case let .malformed(text):
            "unknown paper '\(text)': use " + Paper.named.map(\.name).joined(separator: ", ")
                + " or <width>x<height> in mm, in or px, e.g. 150x200mm"
        case let .outOfRange(text):
            "paper '\(text)': each side must be 1 to 200 inches (25.4 to 5080 mm, 96 to 19200 px)"
        }
    }
}
