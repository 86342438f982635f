/// A printed page size, in CSS pixels (96 per inch).
///
///     Paper.a4.width   // 793.7
public enum Paper: String, Sendable, CaseIterable {
    case a4, letter

    public var width: Double {
        switch self {
        case .a4: 210 / 25.4 * 96
        case .letter: 8.5 * 96
        }
    }

    public var height: Double {
        switch self {
        case .a4: 297 / 25.4 * 96
        case .letter: 11 * 96
        }
    }
}
