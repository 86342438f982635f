/// Why a string is not a language tag Galley can use.
///
///     LanguageTagError.malformed("zz-!!").description
///     // "'zz-!!' is not a BCP 47 language tag: use one such as he, ar-SA, fa-IR-u-nu-latn"
public enum LanguageTagError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ICU cannot read the whole string as a BCP 47 tag, or it names no language.
    case malformed(String)

    /// What is wrong and what to do, on one line.
    public var description: String {
        switch self {
        case let .malformed(tag):
            "'\(tag)' is not a BCP 47 language tag: use one such as he, ar-SA, fa-IR-u-nu-latn"
        }
    }
}
