import Raster

/// How far a reftest's rendering may be from a reference and still match it: WPT's
/// `<meta name=fuzzy content="[reference:]maxDifference=A-B;totalPixels=C-D">`
/// (web-platform-tests.org, "Writing reftests", Fuzzy matching). Each range is inclusive; one
/// number `n` is the range `n-n`; the names are optional, the order is maxDifference first.
///
///     let fuzzy = try #require(Fuzziness("maxDifference=0-2;totalPixels=0-300"))
///     fuzzy.allows(maxDifference: 1, differentPixels: 120)   // true
public struct Fuzziness: Sendable, Equatable {
    /// The largest difference of any colour channel of any pixel, 0...255.
    public var maxDifference: ClosedRange<Int>
    /// How many pixels differ.
    public var totalPixels: ClosedRange<Int>
    /// The reference it applies to, as the test's `href` gives it; nil: every reference.
    public var reference: String?

    /// No tolerance: a reftest matches pixel for pixel unless it says otherwise.
    public static let exact = Fuzziness(maxDifference: 0...0, totalPixels: 0...0)

    public init(maxDifference: ClosedRange<Int>, totalPixels: ClosedRange<Int>, reference: String? = nil) {
        self.maxDifference = maxDifference
        self.totalPixels = totalPixels
        self.reference = reference
    }

    /// Parses a meta's `content`; nil when it is not of the form above.
    public init?(_ content: String) {
        var text = Substring(content)
        // The reference prefix ends at the last `:`; ranges hold none.
        if let colon = text.lastIndex(of: ":") {
            reference = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
            text = text[text.index(after: colon)...]
        }
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Self.range(parts[0], name: "maxDifference"),
              let second = Self.range(parts[1], name: "totalPixels") else { return nil }
        maxDifference = first
        totalPixels = second
    }

    /// `[name=]n` or `[name=]a-b`.
    static func range(_ text: Substring, name: String) -> ClosedRange<Int>? {
        var text = text.trimmingCharacters(in: .whitespaces)[...]
        if let equals = text.firstIndex(of: "=") {
            guard text[..<equals].trimmingCharacters(in: .whitespaces) == name else { return nil }
            text = text[text.index(after: equals)...]
        }
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        switch bounds.count {
        case 1: return bounds[0].map { $0...$0 }
        case 2:
            guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
            return low...high
        default: return nil
        }
    }

    /// Whether two renderings that differ this much match. Identical renderings always do
    /// (WPT: with no pixel different, the ranges' lower bounds are not asked for).
    public func allows(maxDifference difference: Int, differentPixels: Int) -> Bool {
        differentPixels == 0 || (maxDifference.contains(difference) && totalPixels.contains(differentPixels))
    }

    /// The largest difference of one colour channel between two images of one size.
    static func maximumChannelDifference(_ a: RasterImage, _ b: RasterImage) -> Int {
        var largest: UInt32 = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                let x = p >> shift & 0xFF, y = q >> shift & 0xFF
                largest = max(largest, x > y ? x - y : y - x)
            }
        }
        return Int(largest)
    }
}
