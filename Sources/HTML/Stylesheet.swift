import DisplayList
import Document
import Foundation
import Layout
import LocaleRules
import Shaping

/// The page's CSS, from its `PageStyle`: the same sizes, spacing, colours and fonts as the
/// PNG, written with logical properties only (`margin-inline-start`, `text-align: start`), so
/// that one stylesheet serves left-to-right and right-to-left pages.
///
///     Stylesheet(options: options, lineHeight: 1.5, fontFolder: "fonts").css
struct Stylesheet {
    var options: PageOptions
    /// Line box height over font size: the primary face's ascent plus descent times the line spacing.
    var lineHeight: Double
    /// The folder of the font files, relative to the page.
    var fontFolder: String

    /// The line height of a page in `language`, as Galley's lines are tall in its primary face.
    static func lineHeight(_ style: PageStyle, language: LanguageTag, fontDirectory: String) -> Double {
        let face = try? FontFace(path: fontDirectory + "/" + FontFaces.primaryFile(for: language))
        return ((face?.ascender ?? 1.069) - (face?.descender ?? -0.293)) * style.lineSpacing
    }

    var css: String {
        let style = options.style
        let families = FontFaces.families(for: options.language).map { "\"\($0)\"" }.joined(separator: ", ")
        let digits = options.language.numberingSystem.digits.map { "\"\($0)\"" }.joined(separator: " ")
        let headings = style.headingSizes.enumerated().map { "h\($0 + 1) { font-size: \(px($1)); }" }.joined(separator: "\n")
        return FontFaces.rules(folder: fontFolder) + """
            @counter-style galley-digits { system: numeric; symbols: \(digits); suffix: ". "; }
            html { font-family: \(families); font-size: \(px(style.bodySize)); line-height: \(Self.number(lineHeight));
                   color: \(rgb(style.textColor)); background: #fff; text-align: \(textAlign); }
            body { margin: \(px(style.margin)); }
            p, ul, ol, blockquote, pre, .table-frame, figure, hr { margin-block: 0 \(px(style.paragraphSpacing)); margin-inline: 0; }
            .own > * { margin: 0; }
            .table-frame { container-type: inline-size; }
            h1, h2, h3, h4, h5, h6 { font-weight: 700; margin-block: 0 \(px(style.headingSpacingAfter)); margin-inline: 0; color: \(rgb(style.headingColor));
                   padding-block-start: \(px(style.headingSpacingBefore)); }
            body > :first-child { padding-block-start: 0; }
            \(headings)
            li > p { margin-block-end: \(px(style.paragraphSpacing)); }
            ul.tight > li:not(:last-child) > p:last-child, ol.tight > li:not(:last-child) > p:last-child {
                   margin-block-end: 0; }
            ul, ol { padding-inline-start: \(px(style.indent)); }
            ul { list-style-type: "\u{2022}  "; }
            ol { list-style-type: galley-digits; }
            blockquote { padding-inline-start: \(px(style.indent * 0.75 - 4)); border-inline-start: 4px solid \(rgb(style.ruleColor));
                   color: \(rgb(style.quoteColor)); }
            blockquote.callout { padding-block: \(px(style.cellPadding)); padding-inline: \(px(style.cellPadding * 1.5)); color: inherit; }
            .callout-title { font-weight: bold; margin-block-end: \(px(style.paragraphSpacing * 0.5)); }
            \(Callout.allCases.map { kind in
                let color = PageLayout.color(kind)
                var tint = color
                tint.alpha = 0.07
                return "blockquote.\(kind.rawValue) { border-inline-start-color: \(rgb(color)); background: \(rgba(tint)); } "
                    + "blockquote.\(kind.rawValue) > .callout-title { color: \(rgb(color)); }"
            }.joined(separator: "\n"))
            li.task { list-style-type: none; }
            li.task > input { float: inline-start; margin: 0; margin-block-start: \(px(style.bodySize * 0.3));
                   margin-inline-start: \(px(-style.indent * 0.75)); width: \(px(style.bodySize * 0.8)); height: \(px(style.bodySize * 0.8)); }
            kbd { font-family: "Galley Mono", \(families); font-size: 0.9em; border: 1px solid currentColor; padding-inline: 0.2em; }
            code { font-family: "Galley Mono", \(families); font-size: 0.9em; background: \(rgb(style.codeBackdrop.fill));
                   border-radius: \(px(style.codeBackdrop.radius)); box-shadow: 0 0 0 0.15em \(rgb(style.codeBackdrop.fill)); }
            pre { font-family: "Galley Mono", \(families); font-size: \(px(style.codeSize)); background: \(rgb(style.shadeColor));
                   padding: \(px(style.cellPadding * 1.5)); white-space: pre-wrap; overflow-wrap: anywhere; text-align: start; }
            pre code { font-size: inherit; background: none; box-shadow: none; }
            .remote-image { font-size: 0.75em; padding-inline: 0.2em; background: \(rgb(style.remoteImageBackdrop.fill));
                   border-radius: \(px(style.remoteImageBackdrop.radius)); color: \(rgb(style.quoteColor)); }
            a .remote-image { color: inherit; }
            hr { border: none; block-size: 1px; background: \(rgb(style.ruleColor)); margin-block: \(px(style.paragraphSpacing)) \(px(style.paragraphSpacing * 2)); }
            a { color: \(rgb(style.linkColor)); }
            table { border-collapse: collapse; }
            th, td { padding: \(px(style.cellPadding)); vertical-align: top; text-align: start; box-shadow: 0 0 0 \(px(style.tableRuleWidth / 2)) \(rgb(style.tableRuleColor)); }
            th { font-weight: 700; background: \(rgb(style.shadeColor)); }
            .align-start { text-align: start; }
            .align-end { text-align: end; }
            .align-center { text-align: center; }
            figure { display: flex; flex-wrap: wrap; align-items: flex-start; column-gap: \(px(style.indent * 0.75));
                   row-gap: \(px(style.paragraphSpacing * 0.5)); }
            figure img { flex: none; max-inline-size: 100%; block-size: auto; }
            img.directional:dir(rtl) { transform: scaleX(-1); }
            ol.footnotes::before { content: ""; display: block; inline-size: calc((100% + \(px(style.indent))) / 3); block-size: 1px; background: \(rgb(style.ruleColor));
                   margin-block-end: \(px(style.paragraphSpacing)); margin-inline-start: \(px(-style.indent)); }
            img.inline { block-size: 1em; inline-size: auto; vertical-align: baseline; }
            .icon { font-family: "Galley Icons"; font-style: normal; font-weight: 400; }
            figcaption { flex: 1 1 \(px(style.minimumCaptionWidth)); min-inline-size: 0; font-size: \(px(style.bodySize * 0.9));
                   font-style: italic; color: \(rgb(style.quoteColor)); }

            """
    }

    /// The page's alignment: logical where Galley's is (`natural` and `leading` are the start
    /// edge, `trailing` the end), absolute only where the writer asked for `left` or `right`.
    private var textAlign: String {
        switch options.alignment {
        case .natural, .leading: "start"
        case .trailing: "end"
        case .left: "left"
        case .right: "right"
        case .center: "center"
        case .justify: "justify"
        }
    }

    private func px(_ value: Double) -> String { Self.number(value) + "px" }

    /// `value` as CSS writes it: at most three decimals, none for a whole number (`2`, `1.5`).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private func rgb(_ color: Color) -> String {
        "rgb(\(Int((color.red * 255).rounded())) \(Int((color.green * 255).rounded())) \(Int((color.blue * 255).rounded())))"
    }

    private func rgba(_ color: Color) -> String {
        String(rgb(color).dropLast()) + " / \(Self.number(color.alpha)))"
    }
}
