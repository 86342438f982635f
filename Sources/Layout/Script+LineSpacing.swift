import Shaping

extension Script {
    /// Extra line spacing for scripts whose letters carry vowel signs above a head line and
    /// conjuncts or signs below the baseline (Indic and Southeast Asian scripts): their lines
    /// need more room between them than Latin lines at the same size to stay legible, as the
    /// W3C's Indic Layout Requirements and Android's line-height handling of "tall" scripts note.
    /// The font's own metrics do not say it: Noto Sans Devanagari's ascent plus descent is
    /// smaller than Noto Sans's.
    ///
    ///     Script.devanagari.lineSpacingFactor  // 1.3
    public var lineSpacingFactor: Double {
        switch self {
        case .devanagari, .bengali, .gurmukhi, .gujarati, .oriya, .tamil, .telugu, .kannada, .malayalam, .sinhala,
             .thai, .lao, .tibetan, .myanmar, .khmer, .balinese, .javanese:
            1.3
        default:
            1
        }
    }
}
