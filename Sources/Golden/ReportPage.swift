import Foundation

/// The HTML page of a golden or reftest run: the summary, then one section per failure with its
/// message, its count of differing pixels and its images side by side (paths relative to the
/// page, which lies beside them in the scratch folder).
struct ReportPage {
    struct Section {
        var id: String
        var message: String
        /// The line under the message, e.g. "120 differing pixels (at most 0 allowed)".
        var count: String?
        /// Caption and path of each image, in order.
        var images: [(caption: String, path: String)]
    }

    var title: String
    /// The suite's folder or the list.
    var subject: String
    var summary: String
    var sections: [Section]

    var html: String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(escape(title)): \(escape(subject))</title>
            <style>
            body { font: 14px sans-serif; margin: 1em; }
            .images { display: flex; gap: 1em; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-weight: bold; }
            img { max-width: 32vw; border: 1px solid #ccc; image-rendering: pixelated; }
            .count { font-size: 1.2em; }
            </style></head><body>
            <h1>\(escape(title))</h1>
            <pre>\(escape(summary))</pre>

            """
        for section in sections {
            html += "<section id=\"\(escape(section.id))\"><h2>\(escape(section.id))</h2>\n"
            html += "<p>\(escape(section.message))</p>\n"
            if let count = section.count { html += "<p class=\"count\">\(escape(count))</p>\n" }
            html += "<div class=\"images\">\n"
            for (caption, path) in section.images {
                let name = escape((path as NSString).lastPathComponent)
                html += "<figure><figcaption>\(escape(caption))</figcaption><a href=\"\(name)\"><img src=\"\(name)\" "
                    + "alt=\"\(escape(caption))\"></a></figure>\n"
            }
            html += "</div></section>\n"
        }
        return html + "</body></html>\n"
    }
}
