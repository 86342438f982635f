import LocaleRules
import Testing

/// CSS Counter Styles 3 §6's predefined styles, numbered by ICU's numbering systems.
struct CounterStyleTests {
    @Test(arguments: [("hebrew", 1, "א"), ("hebrew", 15, "טו"), ("hebrew", 16, "טז"), ("hebrew", 300, "ש"),
                      ("arabic-indic", 12, "١٢"), ("persian", 3, "۳"), ("devanagari", 42, "४२"),
                      ("lower-roman", 14, "xiv"), ("upper-roman", 1999, "MCMXCIX"),
                      ("lower-alpha", 1, "a"), ("lower-alpha", 27, "aa"), ("upper-alpha", 52, "AZ"), ("lower-greek", 24, "ω"),
                      ("decimal", 1234, "1234"), ("disc", 5, "•"), ("square", 1, "▪"), ("none", 3, "")])
    func markers(style: String, number: Int, marker: String) throws {
        #expect(try #require(CounterStyle(style)).marker(number) == marker)
    }

    @Test func unknownNamesAreNoStyle() {
        #expect(CounterStyle("klingon") == nil)
        #expect(CounterStyle("lower-alpha")?.marker(0) == "0")
    }
}
