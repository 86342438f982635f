/// The digits a locale writes numbers with (CLDR default numbering systems), overridable with
/// the BCP 47 extension `-u-nu-`: `ar-SA` uses Arabic-Indic digits, `ar-AE` Latin ones,
/// `ar-SA-u-nu-latn` Latin by the user's choice.
///
///     NumberingSystem(language: "ar-SA").format(12)   // "١٢"
///     NumberingSystem(language: "fa").format(3)       // "۳"
public enum NumberingSystem: String, Sendable {
    /// Latin digits, 0123456789.
    case latn
    /// Arabic-Indic digits, ٠١٢٣٤٥٦٧٨٩ (U+0660...).
    case arab
    /// Extended Arabic-Indic digits, as Persian and Urdu write them, ۰۱۲۳۴۵۶۷۸۹ (U+06F0...).
    case arabext
    /// Devanagari digits, ०१२३४५६७८९ (U+0966...).
    case deva

    /// The numbering system of a BCP 47 tag: the one its `-u-nu-` keyword names, when it is one
    /// of these, else the CLDR default of its language and region (Latin when none is known).
    ///
    ///     NumberingSystem(language: "hi-u-nu-deva")   // .deva
    public init(language tag: String) {
        let parts = tag.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        if let u = parts.firstIndex(of: "u"), let nu = parts[u...].firstIndex(of: "nu"), nu + 1 < parts.count,
           let system = NumberingSystem(rawValue: parts[nu + 1]) {
            self = system
            return
        }
        let language = parts.first ?? ""
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        switch language {
        case "ar":
            // CLDR: Arabic uses Arabic-Indic digits except in the Maghreb and the Emirates; the
            // right-to-left pseudolanguage ar-XB keeps the Latin digits of its English source.
            self = ["AE", "DZ", "EH", "LY", "MA", "TN", "XB"].contains(region ?? "") ? .latn : .arab
        case "fa", "ps": self = .arabext
        case "ur": self = region == "IN" ? .arabext : .latn
        default: self = .latn
        }
    }

    /// `number` in this system's digits.
    public func format(_ number: Int) -> String {
        let zero: UInt32 = switch self {
        case .latn: 0x30
        case .arab: 0x660
        case .arabext: 0x6F0
        case .deva: 0x966
        }
        let sign = number < 0 ? "\u{2212}" : ""
        return sign + String(String.UnicodeScalarView(String(number.magnitude).unicodeScalars.map {
            Unicode.Scalar(zero + $0.value - 0x30)!
        }))
    }
}
