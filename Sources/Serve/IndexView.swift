import Foundation

/// The index: every page of the site with the languages it is shown in, each marked as the
/// source, a translation, the source standing in for a missing translation, or a pseudolanguage.
struct IndexView {
    let site: PreviewSite
    let problems: [String]

    var document: String {
        let root = URL(fileURLWithPath: site.root).standardizedFileURL.path
        let rows = site.pages.map { page in
            let languages = page.languages.map { language in
                let file = Problem.relative(language.file, root: root)
                let href = urlPath("page", page.name) + "?langs=" + language.tag.identifier
                return "<li class=\"kind-\(language.kind.rawValue)\"><a href=\"\(href.htmlEscaped)\" title=\"\(language.kind.rawValue): \(file.htmlEscaped)\">\(language.tag.identifier.htmlEscaped)</a></li>"
            }.joined()
            return "<tr><td><a class=\"page\" href=\"\(urlPath("page", page.name).htmlEscaped)\">\(page.name.htmlEscaped)</a></td><td><ul class=\"languages\">\(languages)</ul></td></tr>"
        }.joined(separator: "\n")
        let problemList = problems.isEmpty ? "" : "<ul class=\"problems\">" + problems.map { "<li class=\"error\">\(Problem(parsing: $0, root: root).html)</li>" }.joined() + "</ul>"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Galley preview</title>
            <link rel="stylesheet" href="/preview.css">
            <script src="/preview.js" defer></script>
            </head>
            <body data-index>
            <header class="bar"><h1>Galley preview</h1><p><code>\(root.htmlEscaped)</code>: \(site.pages.count) page\(site.pages.count == 1 ? "" : "s") in \(site.languages.count) languages</p></header>
            \(problemList)
            <main>
            <table class="pages"><thead><tr><th>Page</th><th>Languages</th></tr></thead>
            <tbody>
            \(rows)
            </tbody></table>
            <p class="legend"><span class="kind-source">source</span> <span class="kind-translated">translated</span> <span class="kind-fallback">no translation (the source page)</span> <span class="kind-pseudo">pseudolanguage</span></p>
            </main>
            </body>
            </html>
            """
    }
}
