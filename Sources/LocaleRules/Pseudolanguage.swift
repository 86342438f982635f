/// A pseudolanguage: the page's own text, made to look like a translation, so a team can test
/// the layout before any translation exists (truncation, clipped accents, mirroring, reflow).
///
/// The tags are BCP 47 tags with a private-use region, as Android and Chrome use them;
/// Document's `Page.pseudolocalized(as:)` sets the page's `lang` to the tag.
///
/// | Case | Tag | Each text becomes |
/// |---|---|---|
/// | ``accented`` | `en-XA` | accented, in `[ ]`, at least 35 % longer (filler words) |
/// | ``rightToLeft`` | `ar-XB` | each run of letters in RLO … PDF; the page right to left |
/// | ``doubleLength`` | `en-XL` | each word followed by a copy: twice as long |
///
/// What is never changed: code spans, code blocks, link destinations, image sources,
/// autolinks (a run whose text is its own link, such as `www.example.com`) and placeholders:
/// `{name}` tokens, `%d`-style format specifiers, `http(s)://` URLs and HTML tags (the exact
/// rule is on `pseudolocalize(_:)` for a `String`).
///
/// ```swift
/// Pseudolanguage(tag: "en-xa")?.pseudolocalize("Save {count} files")
/// // "[Šáṽé {count} ḟíĺéš one two]"
/// ```
public enum Pseudolanguage: String, CaseIterable, Sendable {
    /// `en-XA`: every ASCII letter becomes an accented look-alike (one character for one,
    /// see ``accentedLetters``), so text that skipped translation stands out and clipped
    /// accents show. Each text (a heading, a paragraph, a table cell, a caption, an alt text)
    /// is wrapped in `[` `]`, so a cut-off end shows, and padded inside the brackets with the
    /// filler words `one two three … ten` (then `one` again, not accented), whole words until
    /// the text, brackets included, is at least 1.35 times its original length. Short texts
    /// grow more (`OK` gives `[ÓĶ]`); from 60 characters on the ratio is 1.35 to 1.45.
    ///
    /// ```swift
    /// Pseudolanguage.accented.pseudolocalize("Hello world")  // "[Ĥéĺĺó ŵóŕĺď one]"
    /// ```
    case accented = "en-XA"

    /// `ar-XB`: the text stays Latin but reads right to left, as Android's ar-XB: each
    /// maximal run of letters (`Character.isLetter`) is wrapped in RIGHT-TO-LEFT OVERRIDE
    /// U+202E … POP DIRECTIONAL FORMATTING U+202C, so it shows mirrored; digits, punctuation,
    /// spaces and placeholders stay outside, in logical order. The page's `dir` becomes
    /// right to left (blocks with their own `{dir=…}` keep it).
    ///
    /// ```swift
    /// Pseudolanguage.rightToLeft.pseudolocalize("Copy 2 files.")
    /// // "\u{202E}Copy\u{202C} 2 \u{202E}files\u{202C}."
    /// ```
    case rightToLeft = "ar-XB"

    /// `en-XL`: every word (a maximal run of non-whitespace holding a letter or a digit) is
    /// followed by a space and a copy of itself, so the text is twice as long (exactly
    /// `2n + 1` characters when all `n` characters are words and single spaces) and wraps
    /// where the real words do. Placeholders are not copied, so the number of `%d` arguments
    /// stays; whitespace, hard breaks and words of punctuation only (`—`) are kept once.
    ///
    /// ```swift
    /// Pseudolanguage.doubleLength.pseudolocalize("Save the file.")
    /// // "Save Save the the file. file."
    /// ```
    case doubleLength = "en-XL"

    /// The BCP 47 tag, as written in front matter `lang`: `en-XA`, `ar-XB` or `en-XL`.
    ///
    /// ```swift
    /// Pseudolanguage.doubleLength.tag  // "en-XL"
    /// ```
    public var tag: String { rawValue }

    /// The language subtag of the tag: `en` or `ar`.
    var language: String { String(rawValue.prefix { $0 != "-" }) }

    /// The private-use region of the tag: `XA`, `XB` or `XL`.
    var region: String { String(rawValue.suffix(2)) }
}
