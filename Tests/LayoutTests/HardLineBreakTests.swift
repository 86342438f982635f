import Testing

/// A hard line break (two spaces or `\` at a line's end) ends the bidi paragraph, as `<br>`
/// does in browsers, and the next line keeps the block's direction.
@Suite struct HardLineBreakTests {
    /// The period after `Report.pdf` resolves against the end of its paragraph (R), so it is drawn
    /// at the line's end, left of the file name; before, the L of `Settings` on the next line
    /// pulled it between `בשם` and `Report.pdf`.
    @Test(arguments: ["\\\n", "  \n"])
    func hebrewPeriodBeforeAHardBreakEndsItsLine(hardBreak: String) throws {
        let page = try layOut("הקובץ נשמר בשם Report.pdf.\(hardBreak)Settings נפתח מחדש.", language: "he")
        #expect(page.visualLines == [".Report.pdfםשברמשנץבוקה", ".שדחמחתפנSettings"])
    }

    /// The line after the break does not take its direction from its first strong letter: it
    /// stays right to left although it begins with a Latin word.
    @Test func arabicLineAfterAHardBreakKeepsTheParagraphDirection() throws {
        let page = try layOut("افتح الملف Report.pdf.\\\nSettings ثم اختر حفظ.", language: "ar")
        let lines = page.visualLines
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(".Report.pdf") == true, "\(lines)")
        #expect(lines.last?.hasPrefix(".") == true && lines.last?.hasSuffix("Settings") == true, "\(lines)")
    }
}
