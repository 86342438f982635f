import Document
import Foundation
import Galley
import Golden
import Layout
import Testing

@Suite struct ManifestTests {
    @Test func casesExpandToLanguagesAndWidthsWithGoldenNames() throws {
        let manifest = try Manifest(yaml: """
            root: ..
            defaults:
              widths: [800]
              maxDifferentPixels: 5
            cases:
              - page: Examples/help.md
                languages: [he, ar]
                widths: [800, 400]
              - page: Examples/help.md
                name: help-retina
                language: he
                scale: 2
                threshold: 0.2
                maxDifferentPixels: 40
            """, path: "Golden/manifest.yaml")
        #expect(manifest.problems.isEmpty)
        let suite = GoldenSuite(folder: "Golden", manifest: manifest)
        #expect(suite.cases.map(\.id) == ["help.he.w800", "help.he.w400", "help.ar.w800", "help.ar.w400",
                                          "help-retina.he.w800@2x"])
        let retina = try #require(suite.cases.last)
        #expect(retina.goldenPath == "Golden/help-retina.he.w800@2x.png")
        #expect(retina.options.input == "Examples/help.md")
        #expect(retina.options.scale == 2 && retina.options.width == 800)
        #expect(retina.threshold == 0.2 && retina.maxDifferentPixels == 40)
        #expect(suite.cases[0].maxDifferentPixels == 5 && suite.cases[0].line == 6)
    }

    @Test func topLevelListOfCasesIsRelativeToParentFolder() throws {
        let manifest = try Manifest(yaml: "- page: pages/a.md\n  languages: he\n", path: "suite/manifest.yaml")
        let suite = GoldenSuite(folder: "suite", manifest: manifest)
        #expect(suite.cases.map(\.options.input) == ["pages/a.md"])
        #expect(suite.cases.map(\.id) == ["a.he.w800"])
    }

    @Test func pageNameDropsTheLanguageSuffixAndDots() throws {
        let manifest = try Manifest(yaml: """
            - page: Examples/help.he.md
              language: he
            - page: Examples/help.ar.md
              languages: [ar, ar-SA]
            - page: notes/v1.2.md
              language: en
            """, path: "m.yaml")
        let suite = GoldenSuite(folder: "Golden", manifest: manifest)
        #expect(suite.cases.map(\.id) == ["help.he.w800", "help.ar.w800", "help.ar-SA.w800", "v1-2.en.w800"])
    }

    @Test func malformedYAMLIsOneLineNamingFileAndLine() {
        #expect {
            try Manifest(yaml: "cases:\n  - page: a.md\n    languages: [he\n  - page: b.md\n", path: "Golden/manifest.yaml")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("Golden/manifest.yaml:") && !text.contains("\n") && text.contains("not valid YAML")
        }
    }

    @Test func malformedManifestShapeNamesTheLine() throws {
        #expect(throws: GoldenError.malformedManifest(
            path: "m.yaml", line: 2, message: "unknown key `case`; expected one of root, defaults, cases")) {
            try Manifest(yaml: "root: ..\ncase:\n  - page: a.md\n", path: "m.yaml")
        }
        #expect(throws: GoldenError.self) { try Manifest(yaml: "", path: "m.yaml") }
        #expect(throws: GoldenError.self) { try Manifest(yaml: "cases: 3\n", path: "m.yaml") }
    }

    @Test func unreadableManifestNamesTheFile() {
        #expect(throws: GoldenError.self) { try GoldenSuite(folder: "/nonexistent/suite") }
        do {
            _ = try GoldenSuite(folder: "/nonexistent/suite")
        } catch {
            #expect("\(error)".hasPrefix("/nonexistent/suite/manifest.yaml: cannot read manifest"))
        }
    }

    @Test func malformedCaseIsAProblemAndOtherCasesStay() throws {
        let manifest = try Manifest(yaml: """
            cases:
              - page: a.md
                languages: [he]
              - page: b.md
                widths: [wide]
                languages: [he]
              - page: c.md
                langauges: [ar]
              - page: d.md
            """, path: "m.yaml")
        #expect(manifest.entries.map(\.page) == ["a.md"])
        #expect(manifest.problems.map(\.description) == [
            "m.yaml:5: malformed case: `widths` must be a positive number, not `wide`",
            "m.yaml:8: malformed case: unknown key `langauges`; expected one of page, name, language, languages, "
                + "width, widths, scale, threshold, maxDifferentPixels, align, aligns, dir, format, paper",
            "m.yaml:9: malformed case: case d.md has no `languages`",
        ])
    }

    @Test func duplicateCaseIsAProblem() throws {
        let manifest = try Manifest(yaml: "- page: a.md\n  languages: [he]\n- page: x/a.md\n  languages: [he]\n",
                                    path: "m.yaml")
        let suite = GoldenSuite(folder: ".", manifest: manifest)
        #expect(suite.cases.map(\.id) == ["a.he.w800"])
        #expect(suite.problems == [.duplicateCase(path: "m.yaml", line: 3, id: "a.he.w800")])
    }

    @Test func alignsExpandLikeWidthsAndNameTheVariant() throws {
        let manifest = try Manifest(yaml: """
            cases:
              - page: a.md
                language: en
                widths: [500, 300]
                aligns: [leading, trailing]
                dir: rtl
              - page: b.md
                language: he
                align: justify
                scale: 2
              - page: c.md
                language: ar
            """, path: "Golden/manifest.yaml")
        #expect(manifest.problems.isEmpty)
        #expect(manifest.entries.map(\.alignments) == [[.leading, .trailing], [.justify], []])
        let suite = GoldenSuite(folder: "Golden", manifest: manifest)
        #expect(suite.cases.map(\.id) == ["a.en.w500-leading", "a.en.w500-trailing", "a.en.w300-leading",
                                          "a.en.w300-trailing", "b.he.w800-justify@2x", "c.ar.w800"])
        #expect(suite.cases.map(\.options.alignment) == [.leading, .trailing, .leading, .trailing, .justify, nil])
        #expect(suite.cases.map(\.options.direction) == [.rightToLeft, .rightToLeft, .rightToLeft, .rightToLeft, nil, nil])
        #expect(suite.cases[1].goldenPath == "Golden/a.en.w500-trailing.png")
        #expect(suite.cases[1].variant == "w500-trailing")
        #expect(GoldenCase.variant(width: 400, alignment: .center, scale: 1.5) == "w400-center@1.5x")
    }

    @Test func everyAlignmentAndDirectionIsAccepted() throws {
        for alignment in ["natural", "leading", "trailing", "left", "right", "center", "justify"] {
            let manifest = try Manifest(yaml: "- page: a.md\n  language: en\n  align: \(alignment)\n", path: "m.yaml")
            #expect(manifest.entries.first?.alignments == [Alignment(rawValue: alignment)!])
        }
        for (text, direction) in [("ltr", TextDirection.leftToRight), ("rtl", .rightToLeft), ("auto", .auto)] {
            let manifest = try Manifest(yaml: "- page: a.md\n  language: en\n  dir: \(text)\n", path: "m.yaml")
            #expect(manifest.entries.first?.direction == direction)
        }
    }

    @Test func defaultsSetAlignmentsAndDirectionThatCasesOverride() throws {
        let manifest = try Manifest(yaml: """
            defaults:
              languages: [he]
              aligns: [left, right]
              dir: ltr
            cases:
              - page: a.md
              - page: b.md
                align: center
                dir: auto
            """, path: "m.yaml")
        #expect(manifest.problems.isEmpty)
        let suite = GoldenSuite(folder: ".", manifest: manifest)
        #expect(suite.cases.map(\.id) == ["a.he.w800-left", "a.he.w800-right", "b.he.w800-center"])
        #expect(suite.cases.map(\.options.direction) == [.leftToRight, .leftToRight, .auto])
    }

    @Test func unknownAlignmentOrDirectionIsAProblemAtItsLine() throws {
        let manifest = try Manifest(yaml: """
            cases:
              - page: a.md
                languages: [he]
                align: middle
              - page: b.md
                languages: [he]
                aligns: [left, sideways]
              - page: c.md
                languages: [he]
                dir: up
              - page: d.md
                languages: [he]
                aligns: []
              - page: e.md
                languages: [he]
                align: [left]
                dir: rtl
            """, path: "m.yaml")
        #expect(manifest.entries.map(\.page) == ["e.md"])
        let expected = "must be one of natural, leading, trailing, left, right, center, justify"
        #expect(manifest.problems.map(\.description) == [
            "m.yaml:4: malformed case: `align` \(expected), not `middle`",
            "m.yaml:7: malformed case: `align` \(expected), not `sideways`",
            "m.yaml:10: malformed case: `dir` must be one of ltr, rtl, auto, not `up`",
            "m.yaml:13: malformed case: `aligns` is empty",
        ])
        #expect(throws: GoldenError.malformedManifest(
            path: "m.yaml", line: 2, message: "`dir` must be one of ltr, rtl, auto, not `RTL`")) {
            try Manifest(yaml: "defaults:\n  dir: RTL\ncases:\n  - page: a.md\n    language: he\n", path: "m.yaml")
        }
        #expect(throws: GoldenError.malformedManifest(
            path: "m.yaml", line: 2, message: "`align` \(expected), not `centre`")) {
            try Manifest(yaml: "defaults:\n  align: centre\ncases:\n  - page: a.md\n    language: he\n", path: "m.yaml")
        }
    }

    /// A manifest nested thousands deep used to overflow the stack in the YAML parser (SIGSEGV).
    @Test(arguments: [String(repeating: "[", count: 5000), String(repeating: "{a: ", count: 5000)])
    func manifestNestedThousandsDeepIsAnErrorNotACrash(cases: String) {
        #expect(throws: GoldenError.malformedManifest(path: "m.yaml", line: 1, message: "nests deeper than 100 levels")) {
            try Manifest(yaml: "cases: \(cases)", path: "m.yaml")
        }
    }

    /// A width of 1e300 used to trap converting to Int (SIGILL); a PDF case at scale 20 took 2.3 GB.
    @Test(arguments: [
        ("widths: [1e300]", "`widths` must be from 100 to 20000 pixels, as --width, not `1e300`"),
        ("width: 99", "`widths` must be from 100 to 20000 pixels, as --width, not `99`"),
        ("scale: 1e300", "`scale` must be from 0.1 to 8, as --scale, not `1e300`"),
        ("scale: 20", "`scale` must be from 0.1 to 8, as --scale, not `20`"),
        ("scale: 1e-5", "`scale` must be from 0.1 to 8, as --scale, not `1e-5`"),
    ])
    func manifestWidthsAndScalesAreInTheCommandLinesRanges(setting: String, message: String) throws {
        let manifest = try Manifest(yaml: "- page: a.md\n  languages: [he]\n  \(setting)\n", path: "m.yaml")
        #expect(manifest.problems == [.malformedCase(path: "m.yaml", line: 3, message: message)])
    }

    /// `root: /` used to render /etc/passwd into the scratch PNG that CI uploads.
    @Test func manifestRootOutsideTheProjectCannotReachItsFiles() throws {
        let manifest = try Manifest(yaml: "root: /\ncases:\n  - page: etc/passwd\n    languages: [en]\n", path: "Golden/manifest.yaml")
        let suite = GoldenSuite(folder: "Golden", manifest: manifest)
        let options = try #require(suite.cases.first?.options)
        #expect(options.siteRoot == "." && options.input == "/etc/passwd")
        #expect(throws: RenderError.outsideSite(path: "/etc/passwd", root: ".")) { try PageRenderer().image(options) }
    }
}
