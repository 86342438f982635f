import Bidi
import DisplayList

/// How a run's text joins the text of the runs beside it on its line, where bidi levels cut one
/// word into runs: the number of `و٤٥٦` (a conjunction on a number) and of `٤٢٪` (a number and
/// its sign) are runs of their own, drawn apart from their neighbours. PDFContent spells their
/// characters out so that all four extractors of Benchmarks/pdf-text read the word whole, and
/// puts right-to-left marks where poppler would run a number into the word after it.
struct TextJoin {
    /// Where the right-to-left word this run, a number, goes on with ends (`و٤٥٦`).
    var wordEnd: Double?
    /// The signs after this run, a number, that begin the next run (`٪` of `٤٢٪`, `،`, the
    /// `.` of a list number): spelled out with the number's digits.
    var signsAfter: [Unicode.Scalar] = []
    /// How many of this run's first characters the run before spelled out: drawn as ink alone.
    var signsBefore = 0
    /// Where the text of the number before this run begins, when a right-to-left mark goes
    /// between them (see `beginsWithSpaceAfterNumber`).
    var numberText: Double?

    /// Whether a run has text: a run of bidi controls alone (the LRI before a code line) draws nothing and has none.
    static func hasText(_ run: PositionedGlyphRun) -> Bool {
        !run.glyphs.isEmpty && run.text.unicodeScalars.contains(where: ActualTextSpans.isShown)
    }

    /// The first and the last character a run shows (bidi controls left out).
    static func firstShown(_ run: PositionedGlyphRun) -> Unicode.Scalar? {
        run.text.unicodeScalars.first(where: ActualTextSpans.isShown)
    }

    static func lastShown(_ run: PositionedGlyphRun) -> Unicode.Scalar? {
        run.text.unicodeScalars.last(where: ActualTextSpans.isShown)
    }

    /// The run with text drawn next after `items[index]`, with nothing drawn between them.
    static func nextRun(in items: [DisplayItem], after index: Int) -> PositionedGlyphRun? {
        for item in items[(index + 1)...] {
            switch item {
            case let .glyphs(run): if hasText(run) { return run }
            case .link, .heading, .destination: continue
            default: return nil
            }
        }
        return nil
    }

    /// Whether `run` goes on with the word `last` ends: a number of Arabic-Indic digits right
    /// after right-to-left letters, with no space between (`و٤٥٦`, the conjunction on the
    /// number), which bidi levels draw as two runs. No bridge goes between them (every
    /// extractor would read it as a space), and the number's characters are spelled out from
    /// where the letters end (see `PDFContent.spelling`).
    static func continuesWord(_ run: PositionedGlyphRun, after last: PositionedGlyphRun) -> Bool {
        guard last.isRightToLeft, !run.isRightToLeft, let end = lastShown(last), let start = firstShown(run) else { return false }
        return !end.properties.isWhitespace && BidiClass(start) == .arabicNumber
    }

    /// The signs that begin `next` and end the number `run` is (see `signsAfter`):
    /// `٪`, `،` and `.` (bidi classes ET and CS) right after a number of Arabic-Indic digits in
    /// right-to-left text, which bidi levels draw as a run of their own on the number's left.
    /// Spelled out in the number's boxes, they read after its digits in poppler too, which
    /// reads a line by position (`٪٤٢`, `.١` otherwise), and no bridge goes between the runs
    /// (the others would read it as a space: `٤٢ ٪`).
    /// `start` and `nextStart`: where the two runs' text begins in reading order (the number's
    /// left end, the next run's right end), on their baselines.
    static func signs(after run: PositionedGlyphRun, start: (x: Double, baseline: Double), before next: PositionedGlyphRun,
                      nextStart: (x: Double, baseline: Double)) -> [Unicode.Scalar] {
        guard endsInArabicNumber(run), next.isRightToLeft, run.structure == next.structure,
              abs(nextStart.baseline - start.baseline) < 0.25 * run.font.size, abs(nextStart.x - start.x) < 0.25 * run.font.size else { return [] }
        var signs: [Unicode.Scalar] = []
        for scalar in next.text.unicodeScalars where ActualTextSpans.isShown(scalar) {
            let bidiClass = BidiClass(scalar)
            guard bidiClass == .europeanTerminator || bidiClass == .commonSeparator else { break }
            signs.append(scalar)
        }
        return signs
    }

    /// Whether `run` is left-to-right and ends in an Arabic-Indic digit (bidi class AN).
    static func endsInArabicNumber(_ run: PositionedGlyphRun) -> Bool {
        guard !run.isRightToLeft, let end = lastShown(run) else { return false }
        return BidiClass(end) == .arabicNumber
    }

    /// Which spans of a right-to-left run a right-to-left mark follows: those that end in a
    /// character of a number (a digit, `٪`, the `.` of a list number) with a space or the run's
    /// end after them.
    ///
    /// poppler puts the characters of a right-to-left line that have no strong direction in a
    /// left-to-right embedding, with the space after them: `٤٢٪ في` reads `‪ ٪٤٢‬في`, and a list
    /// number runs into the item's first word the same way (`‪ .١‬افتح`). A mark (bidi class R)
    /// between the number and the space ends the embedding before the space.
    static func rightToLeftMarks(_ run: PositionedGlyphRun, spans: ActualTextSpans) -> [Bool] {
        var marks = Array(repeating: false, count: spans.spans.count)
        guard run.isRightToLeft else { return marks }
        // The first character of the text after each span, from the last span back: nil at the run's end.
        var following: UInt16?, k = spans.spans.count
        while k > 0 {
            k -= 1
            let text = spans.spans[k].text
            guard !text.isEmpty else { continue }
            if let last = Unicode.Scalar(spans.units[text.upperBound - 1]), isNumberCharacter(last) {
                marks[k] = following.flatMap(Unicode.Scalar.init)?.properties.isWhitespace ?? true
            }
            following = spans.units[text.lowerBound]
        }
        return marks
    }

    /// Whether `run` is right-to-left and begins with a space after a number ending `last` (a
    /// run of its own, on a level of its own): the right-to-left mark of `rightToLeftMarks` goes
    /// at the left end of the number's text, in a box reaching to the space (a number spelled
    /// out after a conjunction ends short of it, and poppler would read the gap as a space
    /// before the mark, pdfminer.six as the end of the line).
    /// `signs`: how many characters the run begins with that `last` spelled out (the run may be
    /// those alone, as the `.` of a list number is).
    static func beginsWithSpaceAfterNumber(_ run: PositionedGlyphRun, after last: PositionedGlyphRun, skipping signs: Int) -> Bool {
        guard run.isRightToLeft, !last.isRightToLeft, let end = lastShown(last), isNumberCharacter(end) else { return false }
        var skipped = 0
        for scalar in run.text.unicodeScalars where ActualTextSpans.isShown(scalar) {
            if skipped == signs { return scalar.properties.isWhitespace }
            skipped += 1
        }
        return signs > 0
    }

    /// Digits, and the signs and separators of numbers (UAX #9 classes EN, AN, ET, ES, CS).
    static func isNumberCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch BidiClass(scalar) {
        case .europeanNumber, .arabicNumber, .europeanTerminator, .europeanSeparator, .commonSeparator: true
        default: false
        }
    }
}
