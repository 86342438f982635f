import Foundation
import LocaleRules

/// One placeholder of a page's text as a translator checks it: where it is, as written, and
/// what it writes in a language (or why it cannot), as ``Page/fillingPlaceholders(with:language:fileName:)``
/// would format it. For `render serve`'s table of placeholders per language.
///
/// ```swift
/// let page = try Page.parse(markdown: "נוספו {n, number} פונקציות", fileName: "help.he.md")
/// page.placeholderUses(with: MessageValues(["n": .number(250)]), language: try LanguageTag("he"))
/// // [PlaceholderUse(name: "n", pattern: "{n, number}", line: 1, text: "250", problem: nil)]
/// ```
package struct PlaceholderUse: Equatable, Sendable {
    /// The value's name: `n` in `{n, number}`.
    package var name: String
    /// The placeholder as written, braces included.
    package var pattern: String
    /// The file line it starts on.
    package var line: Int
    /// What it writes, without its isolates; nil when it cannot be formatted.
    package var text: String?
    /// Why it cannot be formatted, as the render's error says it.
    package var problem: String?
}

extension Page {
    /// The placeholders of the page's text, in reading order, formatted with `values` in
    /// `language`: the same runs the filling reads (code spans, code blocks and autolinks left out).
    package func placeholderUses(with values: MessageValues, language: LanguageTag) -> [PlaceholderUse] {
        let formatter = MessageFormatter(language: language)
        var uses: [PlaceholderUse] = []
        for (runs, blockLine) in blocks.flatMap(\.textRuns) {
            for run in runs where !run.style.code && run.style.link != run.text {
                for case let .placeholder(pattern, offset) in MessageSyntax.pieces(of: run.text) {
                    let name = pattern.dropFirst().prefix { $0 != "," && $0 != "}" }.trimmingCharacters(in: .whitespaces)
                    let line = run.sourceLocation(atScalarOffset: offset)?.line ?? blockLine
                    switch formatter.format(pattern, values: values) {
                    case let .success(text):
                        uses.append(PlaceholderUse(name: name, pattern: pattern, line: line, text: text, problem: nil))
                    case let .failure(failure):
                        uses.append(PlaceholderUse(name: name, pattern: pattern, line: line, text: nil, problem: failure.problem))
                    }
                }
            }
        }
        return uses
    }
}
