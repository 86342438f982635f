import Document
import Foundation
import LocaleRules

/// The translator's table of a page's placeholders: one row per value the page's files use,
/// its value from `values.yaml` beside the page or the source page's front matter, and for
/// each language shown what the placeholder writes there (ICU, in that language's digits and
/// plural forms) and on which line, or why it cannot be written, or that the translation
/// does not use it.
struct PlaceholderTable {
    let page: PreviewSite.Page
    let languages: [PreviewSite.Language]
    /// The site folder's absolute path, to name files relative to it.
    let root: String

    var html: String {
        let sourceTag = page.languages.first { $0.kind == .source }?.tag ?? languages.first?.tag
        var names: [String] = []
        var cells: [String: [String: [PlaceholderUse]]] = [:]
        var notes: [String] = []
        var sourceValues = MessageValues()
        for language in languages {
            do {
                let markdown = try Page(contentsOfFile: language.file)
                let values = try Self.sharedValues(besidePage: language.file).merging(markdown.frontMatter.values)
                if language.kind == .source { sourceValues = values }
                let formatLanguage = language.tag.pseudolanguage == nil ? language.tag : sourceTag ?? language.tag
                for use in markdown.placeholderUses(with: values, language: formatLanguage) {
                    if !names.contains(use.name) { names.append(use.name) }
                    cells[use.name, default: [:]][language.tag.identifier, default: []].append(use)
                }
            } catch {
                let note = "<li class=\"error\">\(Problem(parsing: "\(error)", root: root).html)</li>"
                if !notes.contains(note) { notes.append(note) }
            }
        }
        var html = "<summary>Placeholders: \(names.count == 0 ? "none" : names.count == 1 ? "1 value" : "\(names.count) values")</summary>\n"
        if !notes.isEmpty { html += "<ul class=\"problems\">\(notes.joined())</ul>\n" }
        guard !names.isEmpty else { return html }
        html += "<table class=\"placeholders\"><thead><tr><th>name</th><th>value</th>"
            + languages.map { "<th>\($0.tag.identifier.htmlEscaped)</th>" }.joined() + "</tr></thead><tbody>\n"
        for name in names {
            html += "<tr><th><code>\(name.htmlEscaped)</code></th><td>\(sourceValues.values[name].map(Self.describe)?.htmlEscaped ?? "<span class=\"missing\">none</span>")</td>"
            for language in languages {
                let uses = cells[name]?[language.tag.identifier] ?? []
                let dir = language.tag.direction == .rightToLeft ? "rtl" : "ltr"
                html += "<td lang=\"\(language.tag.identifier.htmlEscaped)\" dir=\"\(dir)\">"
                html += uses.isEmpty ? "<span class=\"missing\" dir=\"ltr\">not used</span>" : uses.map { use in
                    let written = use.text.map { "<bdi>\($0.htmlEscaped)</bdi>" } ?? "<span class=\"error\" dir=\"ltr\">\(use.problem?.htmlEscaped ?? "")</span>"
                    return written + " <small dir=\"ltr\">line \(use.line)</small>"
                }.joined(separator: "<br>")
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table>"
    }

    /// A value as YAML would show it.
    static func describe(_ value: MessageValue) -> String {
        switch value {
        case let .number(number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case let .string(text): text
        case let .date(date): date.formatted(.iso8601.year().month().day())
        case let .list(items): "[" + items.joined(separator: ", ") + "]"
        }
    }

    /// The values of `values.yaml` beside the page, as the render reads them.
    static func sharedValues(besidePage path: String) throws -> MessageValues {
        let file = (path as NSString).deletingLastPathComponent + "/values.yaml"
        guard let data = FileManager.default.contents(atPath: file) else { return MessageValues() }
        return try MessageValues(yaml: String(decoding: data, as: UTF8.self), fileName: file)
    }
}
