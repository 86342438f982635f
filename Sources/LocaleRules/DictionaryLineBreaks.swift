import CLocaleICU

/// Line breaks between the words of text that UAX #14 leaves to a dictionary (class SA: Thai,
/// Lao, Khmer, Myanmar, which put no spaces between words), found by ICU's line break
/// iterator and its word dictionaries, as browsers find them.
///
///     let thai = Array("ภาษาไทยง่ายนิดเดียว".utf16)
///     DictionaryLineBreaks.opportunities(in: thai, range: 0..<thai.count, language: try LanguageTag("th"))
///     // [4, 7, 11, 14]: ภาษา|ไทย|ง่าย|นิด|เดียว
package enum DictionaryLineBreaks {
    /// The offsets in `text` strictly inside `range` where ICU's line break iterator for
    /// `language` allows a break, breaking `text[range]` alone; none when ICU fails.
    package static func opportunities(in text: [UInt16], range: Range<Int>, language: LanguageTag) -> [Int] {
        guard range.count > 1 else { return [] }
        var offsets = [Int32](repeating: 0, count: range.count)
        let count = text[range].withContiguousStorageIfAvailable { units in
            galley_line_break_opportunities(units.baseAddress, Int32(units.count), language.identifier, &offsets, Int32(offsets.count))
        } ?? -1
        return count <= 0 ? [] : offsets.prefix(Int(count)).map { range.lowerBound + Int($0) }
    }
}
