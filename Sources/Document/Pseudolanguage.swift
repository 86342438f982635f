import LocaleRules

/// How each ``Pseudolanguage`` changes a page's text; see the cases for what each does.
extension Pseudolanguage {
    /// What ``accented`` turns each ASCII letter into: a precomposed Latin letter with a mark
    /// above or below (one Unicode scalar, drawn by Noto Sans). `q` and `Q` have no accented
    /// form in Unicode and take a hook tail instead (U+024B, U+024A).
    ///
    /// ```swift
    /// Pseudolanguage.accentedLetters["a"]  // "á"
    /// ```
    public static let accentedLetters: [Character: Character] = Dictionary(uniqueKeysWithValues: zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "áḃçďéḟĝĥíĵķĺḿñóṕɋŕšţúṽŵẋýžÁḂÇĎÉḞĜĤÍĴĶĹḾÑÓṔɊŔŠŢÚṼŴẊÝŽ"))

    /// The words ``accented`` pads with, in order, starting again after `ten`.
    static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Pseudolocalizes one text given as a string: an alt text, a title, an interface string.
    /// Placeholders are kept as written; a placeholder is a match of
    ///
    /// ```
    /// \{[A-Za-z0-9_]+\}|%(?:[0-9]+\$)?[0-9.]*(?:hh|h|ll|l|q|z|t|j)?[A-Za-z@]|https?://\S+|</?[A-Za-z][^<>]*>
    /// ```
    ///
    /// that is `{name}`, `%@`, `%d`, `%1$@`, `%.2f`, `%lld`, a URL up to the next whitespace,
    /// and an HTML tag such as `<kbd>`.
    ///
    /// ```swift
    /// Pseudolanguage.accented.pseudolocalize("Hi %@, see https://e.x")
    /// // "[Ĥí %@, šéé https://e.x one two]"
    /// ```
    public func pseudolocalize(_ text: String) -> String {
        pseudolocalize([InlineRun(text)]).map(\.text).joined()
    }

    /// Pseudolocalizes one text given as runs: a heading, a paragraph, a table cell or a
    /// caption. Code spans and autolinks are kept; with ``accented`` the brackets and the
    /// filler go around all the runs (in plain runs of their own unless the first or last run
    /// is plain), and the length counted is that of the runs that are not code.
    ///
    /// ```swift
    /// Pseudolanguage.accented.pseudolocalize([InlineRun("Run "), InlineRun("ls", style: InlineStyle(code: true))])
    /// // [InlineRun("[Ŕúñ "), InlineRun("ls", style: InlineStyle(code: true)), InlineRun("]")]
    /// ```
    public func pseudolocalize(_ runs: [InlineRun]) -> [InlineRun] {
        var result = runs.map { run in
            Self.isKept(run) ? run : InlineRun(Placeholder.transformingText(of: run.text, transform), style: run.style)
        }
        if self == .accented { Self.bracketAndPad(&result, original: runs) }
        return result
    }

    /// The change to a piece of text between placeholders.
    private func transform(_ text: Substring) -> String {
        switch self {
        case .accented:
            return String(text.map { Self.accentedLetters[$0] ?? $0 })
        case .rightToLeft:
            var result = ""
            var inWord = false
            for character in text {
                if character.isLetter != inWord {
                    result.append(inWord ? "\u{202C}" : "\u{202E}")
                    inWord.toggle()
                }
                result.append(character)
            }
            if inWord { result.append("\u{202C}") }
            return result
        case .doubleLength:
            var result = ""
            var word = ""
            func flush() {
                result += word.contains { $0.isLetter || $0.isNumber } ? word + " " + word : word
                word = ""
            }
            for character in text {
                if character.isWhitespace {
                    flush()
                    result.append(character)
                } else {
                    word.append(character)
                }
            }
            flush()
            return result
        }
    }

    /// Code spans, and runs whose text is their own link destination (autolinks such as
    /// `www.example.com` or `me@example.com`), are not text to translate.
    private static func isKept(_ run: InlineRun) -> Bool {
        if run.style.code || run.style.icon != nil { return true }
        guard let link = run.style.link, !run.text.isEmpty else { return false }
        return ["", "http://", "https://", "mailto:"].contains { link == $0 + run.text }
    }

    /// Wraps `runs` in `[ ]` with filler words before the `]`, unless the text to translate is
    /// only whitespace.
    private static func bracketAndPad(_ runs: inout [InlineRun], original: [InlineRun]) {
        let translatable = original.filter { !$0.style.code }
        guard translatable.contains(where: { $0.text.contains { !$0.isWhitespace } }) else { return }
        let length = translatable.reduce(0) { $0 + $1.text.count }
        var closing = ""
        var index = 0
        while 100 * (length + 2 + closing.count) < 135 * length {
            closing += " " + fillerWords[index % fillerWords.count]
            index += 1
        }
        closing += "]"
        if runs[0].style == .plain {
            runs[0].text = "[" + runs[0].text
        } else {
            runs.insert(InlineRun("["), at: 0)
        }
        if runs[runs.count - 1].style == .plain {
            runs[runs.count - 1].text += closing
        } else {
            runs.append(InlineRun(closing))
        }
    }
}
