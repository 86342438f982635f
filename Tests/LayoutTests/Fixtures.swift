import Layout
import LocaleRules
import Shaping

/// One font context for all layout tests: loading the bundled fonts is the slow part.
let fonts = try! FontContext()

/// The parsed tag of a language the test names.
func tag(_ language: String) -> LanguageTag { try! LanguageTag(language) }

func shaper(_ language: String) -> Shaper { Shaper(fonts: fonts, language: tag(language)) }

/// The runs of each line of `text` laid out at `width`, as their text in visual order.
func visualRuns(_ text: String, width: Double, language: String = "he") -> [[String]] {
    Paragraph([AttributedRun(text)], shaper: shaper(language))
        .layout(width: width, alignment: .natural, page: tag(language).direction)
        .lines.map { $0.runs.map(\.text) }
}
