import Foundation
import Galley
import Site
import Testing
import ToolSupport

/// Links between the pages of a site: three pages in Hebrew, Arabic and English linking to each
/// other (`other.md`, `other.md#anchor`, `../other.md`, a translation `other.he.md`), built to
/// HTML and PDF; every link of every output is read back from the files and must lead to an
/// output that is there, and to a heading it has.
@Suite struct SiteLinkTests {
    static let files = [
        "index.md": "# Welcome\n\nRead the [setup guide](guide/setup.md), then the [installation](guide/setup.md#installation).\n"
            + "See the [questions](faq.md#questions).\n\n## Overview\n\nMore.\n",
        "index.he.md": "# ברוכים הבאים\n\nקראו את [מדריך ההגדרה](guide/setup.he.md), ואז את [ההתקנה](guide/setup.md#התקנה).\n"
            + "ראו [שאלות](faq.he.md#שאלות).\n\n## סקירה\n\nעוד.\n",
        "index.ar.md": "# مرحبا\n\nاقرأ [دليل الإعداد](guide/setup.ar.md) ثم [التثبيت](guide/setup.md#installation).\n"
            + "انظر [الأسئلة](faq.md).\n",
        "guide/setup.md": "# Setup\n\nBack to the [overview](../index.md#overview).\n\n## Installation\n\nRun the installer.\n",
        "guide/setup.he.md": "# הגדרה\n\nחזרה ל[סקירה](../index.he.md#סקירה).\n\n## התקנה\n\nהריצו את המתקין.\n",
        "guide/setup.ar.md": "# الإعداد\n\nالعودة إلى [البداية](../index.md).\n\n## التثبيت\n\nشغّل المثبت.\n",
        // No Arabic translation: the Arabic site shows the English page.
        "faq.md": "# Questions\n\nRead the setup guide first. Go [home](index.md) or to [setup](guide/setup.md#installation).\n",
        "faq.he.md": "# שאלות\n\nחזרה [הביתה](index.md).\n",
    ]

    func build(_ root: String, formats: [SiteBuild.OutputFormat]) throws -> SiteReport {
        try SiteBuild(options: .init(root: root + "/site", output: root + "/out", formats: formats, width: 500, jobs: 2, progress: false)).run()
    }

    /// The outputs below `out` ending in `.extension`, relative to it.
    func outputs(_ out: String, _ pathExtension: String) -> [String] {
        (FileManager.default.subpaths(atPath: out) ?? []).filter { $0.hasSuffix("." + pathExtension) && !$0.hasPrefix("fonts/") }.sorted()
    }

    /// `href` of `page` (relative to `out`) as a file below `out`, which it must not leave.
    func file(_ href: String, from page: String, in out: String) throws -> String {
        let base = URL(fileURLWithPath: out + "/" + page).deletingLastPathComponent()
        let target = URL(fileURLWithPath: try #require(href.removingPercentEncoding), relativeTo: base).standardizedFileURL.path
        let folder = URL(fileURLWithPath: out).standardizedFileURL.path
        #expect(target.hasPrefix(folder + "/"), "\(page): \(href) leaves the output folder")
        return target
    }

    @Test func everyHTMLLinkLeadsToAnOutputAndAHeadingInIt() throws {
        let root = try makeSite(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try build(root, formats: [.html])
        #expect(report.failures.isEmpty, "\(report.failures)")
        let out = root + "/out"
        var links: [String: [String]] = [:]
        for page in outputs(out, "html") {
            let html = try String(contentsOfFile: out + "/" + page, encoding: .utf8)
            for match in html.matches(of: /<a href="([^"]*)"/) {
                let href = String(match.1).replacingOccurrences(of: "&amp;", with: "&")
                links[page, default: []].append(href)
                let parts = href.split(separator: "#", maxSplits: 1).map(String.init)
                let target = try file(parts[0], from: page, in: out)
                #expect(target.hasSuffix(".html") && FileManager.default.fileExists(atPath: target), "\(page): \(href)")
                if parts.count == 2, let anchor = parts[1].removingPercentEncoding {
                    let text = (try? String(contentsOfFile: target, encoding: .utf8)) ?? ""
                    #expect(text.contains(" id=\"\(anchor)\""), "\(page): \(href) names no heading of \(target)")
                }
            }
        }
        #expect(links["he/index.html"] == ["guide/setup.html", "guide/setup.html#התקנה", "faq.html#שאלות"])
        #expect(links["he/guide/setup.html"] == ["../index.html#סקירה"])
        // `#installation` of the English page is the second heading: the Arabic page's second heading.
        #expect(links["ar/index.html"] == ["guide/setup.html", "guide/setup.html#التثبيت", "faq.html"])
        #expect(links["ar/faq.html"] == ["index.html", "guide/setup.html#التثبيت"])
        #expect(links["en/guide/setup.html"] == ["../index.html#overview"])
        #expect(links.values.map(\.count).reduce(0, +) == 17)
    }

    @Test func everyPDFLinkLeadsToAnOutputAndANamedDestinationInIt() throws {
        let root = try makeSite(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try build(root, formats: [.pdf])
        #expect(report.failures.isEmpty, "\(report.failures)")
        let out = root + "/out"
        var count = 0
        for page in outputs(out, "pdf") {
            let bytes = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out + "/" + page)), as: UTF8.self)
            #expect(!bytes.contains("/URI"), "\(page) links to something that is no output")
            for match in bytes.matches(of: /\/S \/GoToR \/F << \/Type \/Filespec \/F \(([^)]*)\)[^>]*>> \/D (\[0 \/Fit\]|\((?:[^)\\]|\\.)*\))/) {
                count += 1
                let target = try file(String(match.1), from: page, in: out)
                #expect(FileManager.default.fileExists(atPath: target), "\(page): \(match.1)")
                guard match.2.hasPrefix("(") else { continue }
                let name = PDFString.text(String(match.2.dropFirst().dropLast()))
                #expect(try PDFString.destinations(target).contains(name), "\(page): \(match.1) has no destination \(name)")
            }
        }
        #expect(count == 17)
    }

    /// The Arabic site's `faq` is the English page: left to right, its period at the end of the
    /// sentence, its `lang` English, on the left margin as the English page's.
    @Test func fallbackPageKeepsItsSourcesDirection() throws {
        let root = try makeSite(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try build(root, formats: [.pdf, .html])
        #expect(report.languages.first { $0.tag == "ar" }?.fallenBack == ["faq"])
        let html = try String(contentsOfFile: root + "/out/ar/faq.html", encoding: .utf8)
        #expect(html.contains("<html lang=\"en\" dir=\"ltr\">"))
        func words(_ pdf: String) throws -> [(x: Double, text: String)] {
            let xml = String(decoding: try run("pdftotext", ["-bbox", root + "/out/" + pdf, "-"]), as: UTF8.self)
            let first = try #require(xml.matches(of: /<word xMin="([0-9.]+)" yMin="([0-9.]+)"[^>]*>([^<]*)<\/word>/)
                .map { (x: Double($0.1)!, y: Double($0.2)!, text: String($0.3)) }
                .drop { $0.text != "Read" }.first)
            let line = xml.matches(of: /<word xMin="([0-9.]+)" yMin="([0-9.]+)"[^>]*>([^<]*)<\/word>/)
                .map { (x: Double($0.1)!, y: Double($0.2)!, text: String($0.3)) }.filter { abs($0.y - first.y) < 1 }
            return line.sorted { $0.x < $1.x }.map { ($0.x, $0.text) }
        }
        let fallback = try words("ar/faq.pdf"), english = try words("en/faq.pdf")
        #expect(fallback.map(\.text).joined(separator: " ") == "Read the setup guide first. Go home or to setup.")
        #expect(fallback.first?.x == english.first?.x)
    }

    @Test func linkToAPageOrHeadingThatIsNotThereIsAWarningNamingFileAndLine() throws {
        var files = Self.files
        files["faq.md"]! += "\nSee [the old page](old.md) and [nothing](guide/setup.md#nothing).\n"
        let root = try makeSite(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try build(root, formats: [.html])
        let faq = root + "/site/faq.md"
        #expect(report.warnings.contains("\(faq): links that lead nowhere: old.md (line 5: no such page), "
            + "guide/setup.md#nothing (line 5: no such heading in en/guide/setup, linked to the page)"), "\(report.warnings)")
        let html = try String(contentsOfFile: root + "/out/en/faq.html", encoding: .utf8)
        #expect(html.contains("<a href=\"old.md\">") && html.contains("<a href=\"guide/setup.html\">nothing</a>"))
    }

    /// A page that appears, or a heading that goes, changes the outputs linking to it, and only those.
    @Test func linkingOutputsAreRenderedAgainWhenWhatTheyLinkToChanges() throws {
        var files = Self.files
        files["faq.md"]! += "\nSee [the old page](old.md).\n"
        let root = try makeSite(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try build(root, formats: [.html]).rendered == 9)
        try "# Old\n".write(toFile: root + "/site/old.md", atomically: true, encoding: .utf8)
        // old.md in three languages, and faq in the three that show faq.md (en, and ar's fallback; he has its own).
        let appeared = try build(root, formats: [.html])
        #expect(appeared.rendered == 5 && appeared.warnings.isEmpty, "\(appeared.warnings)")
        #expect(try String(contentsOfFile: root + "/out/en/faq.html", encoding: .utf8).contains("<a href=\"old.html\">"))
        try "# الإعداد\n\nشغّل المثبت.\n".write(toFile: root + "/site/guide/setup.ar.md", atomically: true, encoding: .utf8)
        // The Arabic setup page, and the Arabic pages linking to its heading: index and the fallback faq.
        #expect(try build(root, formats: [.html]).rendered == 3)
    }

    /// A page rendered alone links to the names its neighbours get rendered the same way.
    @Test func pageRenderedAloneLinksToTheOutputNameOfTheOtherPage() throws {
        let root = try makeSite(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let renderer = try PageRenderer()
        let site = root + "/site"
        try renderer.write(RenderOptions(input: site + "/index.md", language: "he"), to: site + "/index.he.html")
        let hebrew = try String(contentsOfFile: site + "/index.he.html", encoding: .utf8)
        #expect(hebrew.matches(of: /<a href="([^"]*)"/).map { String($0.1) } == ["guide/setup.he.html", "guide/setup.he.html#התקנה", "faq.he.html#שאלות"])
        try renderer.write(RenderOptions(input: site + "/guide/setup.md"), to: root + "/setup.html")
        let english = try String(contentsOfFile: root + "/setup.html", encoding: .utf8)
        #expect(english.matches(of: /<a href="([^"]*)"/).map { String($0.1) } == ["../index.html#overview"])
    }
}

/// Strings of a PDF as poppler and the test read them.
enum PDFString {
    /// The text of a literal string's content (7.3.4.2): escapes read, UTF-16BE after its byte order mark.
    static func text(_ literal: String) -> String {
        var bytes: [UInt8] = []
        var scalars = Array(literal.utf8)[...]
        while let byte = scalars.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = scalars.popFirst() else {
                bytes.append(byte)
                continue
            }
            if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = scalars.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(scalars.removeFirst() - UInt8(ascii: "0"))
                }
                bytes.append(UInt8(value & 0xFF))
            } else {
                bytes.append(["n": 10, "r": 13, "t": 9][Character(Unicode.Scalar(next))] ?? next)
            }
        }
        guard bytes.starts(with: [0xFE, 0xFF]) else { return String(decoding: bytes, as: UTF8.self) }
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
        return String(decoding: units, as: UTF16.self)
    }

    /// The named destinations of the PDF at `path`, as `pdfinfo -dests` lists them.
    static func destinations(_ path: String) throws -> Set<String> {
        let dests = String(decoding: try run("pdfinfo", ["-dests", path]), as: UTF8.self)
        return Set(dests.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        })
    }
}
