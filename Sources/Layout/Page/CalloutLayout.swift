import DisplayList
import Document
import LocaleRules
import Shaping

extension PageLayout {
    /// A GitHub alert: a tinted box across the column with a bar of the alert's colour on the
    /// start side, the alert's title (`title`, else its kind's in the page's language; none when
    /// `title` is empty), then the quote's blocks.
    mutating func callout(_ kind: Callout, title ownTitle: String?, _ children: [Block], in column: Column, line: Int) throws {
        let style = options.style
        let top = y
        let color = Self.color(kind)
        let bar = 4.0
        let inner = column.indented(bar + style.cellPadding * 1.5)
        var content = inner
        content.width -= style.cellPadding * 1.5
        if content.direction == .rightToLeft { content.x += style.cellPadding * 1.5 }
        let first = result.items.count
        y += style.cellPadding
        // An empty title of its own (`!!! note ""`): no title.
        if ownTitle != "" {
            let title = AttributedRun(ownTitle ?? Self.title(kind, language: options.language),
                                      TextAttributes(style: FontStyle(bold: true), size: style.bodySize, color: color))
            text([title], in: content, kind: .paragraph, line: line)
            y += style.paragraphSpacing * 0.5
        }
        try blocks(children, in: content)
        if !children.isEmpty { y -= style.paragraphSpacing }
        y += style.cellPadding
        let frame = Rect(x: column.x, y: top, width: column.width, height: y - top)
        var tint = color
        tint.alpha = 0.07
        result.items.insert(contentsOf: [.rectangle(frame, fill: tint), .rectangle(Rect(x: column.start(bar), y: top, width: bar, height: frame.height), fill: color)],
                            at: first)
        result.boxes.append(LayoutBox(kind: .blockQuote, frame: frame, line: line))
        y += style.paragraphSpacing
    }

    /// GitHub's alert colours.
    package static func color(_ kind: Callout) -> Color {
        switch kind {
        case .note: Color(red: 0.035, green: 0.412, blue: 0.855)
        case .tip: Color(red: 0.102, green: 0.498, blue: 0.216)
        case .important: Color(red: 0.510, green: 0.314, blue: 0.875)
        case .warning: Color(red: 0.604, green: 0.404, blue: 0.0)
        case .caution: Color(red: 0.812, green: 0.133, blue: 0.180)
        }
    }

    /// The alert's title in `language`: Hebrew, Arabic, Persian, Urdu, Hindi, German, else English.
    package static func title(_ kind: Callout, language: LanguageTag) -> String {
        let titles: [String: [Callout: String]] = [
            "he": [.note: "הערה", .tip: "טיפ", .important: "חשוב", .warning: "אזהרה", .caution: "זהירות"],
            "ar": [.note: "ملاحظة", .tip: "نصيحة", .important: "مهم", .warning: "تحذير", .caution: "تنبيه"],
            "fa": [.note: "یادداشت", .tip: "نکته", .important: "مهم", .warning: "هشدار", .caution: "احتیاط"],
            "ur": [.note: "نوٹ", .tip: "مشورہ", .important: "اہم", .warning: "انتباہ", .caution: "احتیاط"],
            "hi": [.note: "नोट", .tip: "सुझाव", .important: "महत्वपूर्ण", .warning: "चेतावनी", .caution: "सावधानी"],
            "de": [.note: "Hinweis", .tip: "Tipp", .important: "Wichtig", .warning: "Warnung", .caution: "Vorsicht"],
        ]
        let english: [Callout: String] = [.note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning", .caution: "Caution"]
        return titles[language.language]?[kind] ?? english[kind]!
    }
}
