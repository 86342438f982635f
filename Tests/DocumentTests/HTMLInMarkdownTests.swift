import Document
import Testing

/// The HTML people put in Markdown READMEs and docs, read as GitHub renders it.
@Suite struct HTMLInMarkdownTests {
    @Test func readmeHeaderCentresLogoTitleAndBadges() throws {
        let blocks = try page("""
            <p align="center"><img width="160" src="logo.png" alt="Logo"></p>
            <h1 align="center">مرزبان</h1>
            <p align="center">
              <a href="https://ci.example"><img src="badge.svg" alt="build"></a>
              <a href="README.fa.md">فارسی</a>
            </p>
            """).blocks
        #expect(blocks.count == 3)
        #expect(blocks.allSatisfy { $0.textAlign == "center" })
        guard case let .paragraph(logo) = blocks[0].kind, case let .heading(level, title) = blocks[1].kind,
              case let .paragraph(badges) = blocks[2].kind else { Issue.record("wrong kinds: \(blocks)"); return }
        #expect(logo.first?.style.image?.reference.width == 160)
        #expect(level == 1 && title == [InlineRun("مرزبان")])
        #expect(badges.first?.style.link == "https://ci.example" && badges.first?.style.image?.reference.source == "badge.svg")
        #expect(badges.map(\.text).joined() == "build فارسی")
    }

    @Test func divDirWrapsTheMarkdownBetweenItsTags() throws {
        let blocks = try page("<div dir=\"rtl\" markdown=\"1\">\n\nشروع **مهم**\n\n- یک\n- دو\n\n</div>\n\nafter\n").blocks
        #expect(blocks.map(\.direction) == [.rightToLeft, .rightToLeft, nil])
        #expect(blocks[0].line == 3 && blocks[1].line == 5 && blocks[2].line == 10)
        guard case let .paragraph(runs) = blocks[0].kind else { Issue.record("not a paragraph"); return }
        #expect(runs == [InlineRun("شروع "), InlineRun("مهم", style: InlineStyle(bold: true))])
    }

    @Test func detailsIsDrawnOpenWithItsSummaryFirst() throws {
        let blocks = try page("<details>\n<summary>بیشتر</summary>\n\nمتن\n\n</details>\n").blocks
        #expect(blocks.map(\.kind) == [.paragraph([InlineRun("\u{25BE} بیشتر")]), .paragraph([InlineRun("متن")])])
    }

    @Test func paragraphDirAndStyleAttributeAlignment() throws {
        let blocks = try page("<p dir=\"rtl\">سلام <b>دنیا</b><br>خط</p>\n\n<div style=\"text-align: end\">\n\nx\n\n</div>\n").blocks
        #expect(blocks[0].direction == .rightToLeft)
        #expect(blocks[0].kind == .paragraph([InlineRun("سلام "), InlineRun("دنیا", style: InlineStyle(bold: true)), InlineRun("\u{2028}خط")]))
        #expect(blocks[1].textAlign == "end")
    }

    @Test func htmlTableHeaderAndRows() throws {
        let blocks = try page("<table><tr><th>نام</th><th>قیمت</th></tr><tr><td>a</td><td>1</td></tr></table>\n").blocks
        guard case let .table(table) = blocks.first?.kind else { Issue.record("not a table: \(blocks)"); return }
        #expect(table.header.map(\.content) == [[InlineRun("نام")], [InlineRun("قیمت")]])
        #expect(table.rows.map { $0.map(\.content) } == [[[InlineRun("a")], [InlineRun("1")]]])
    }

    @Test func bdoOverridesAndBdiIsolates() throws {
        guard case let .paragraph(runs) = try page("a <bdo dir=\"rtl\">xy</bdo> <bdi>שלום</bdi>\n").blocks.first?.kind else {
            Issue.record("not a paragraph"); return
        }
        #expect(runs.map(\.text).joined() == "a \u{2067}\u{202E}xy\u{202C}\u{2069} \u{2068}שלום\u{2069}")
    }
}
