/// A printed page size, in CSS pixels (96 per inch).
///
///     Paper.a4.width   // 793.7
public enum Paper: String, Sendable, CaseIterable {
    /// ISO A4, 210 × 297 mm.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// The paper's width in CSS pixels.
    public var width: Double {
        switch self {
        case .a4: 210 / 25.4 * 96
        case .letter: 8.5 * 96
        }
    }

    /// The paper's height in CSS pixels.
    public var height: Double {
        switch self {
        case .a4: 297 / 25.4 * 96
        case .letter: 11 * 96
        }
    }
}
