#include <stdint.h>

// The few ICU calls LocaleRules makes, behind plain C types: ICU's own headers clash with the
// copy of ICU inside Swift's Foundation when both reach one Swift module, and ICU renames its
// functions by version (uloc_forLanguageTag_72) through macros Swift cannot see.
// Each string function returns the length written, or -1 on an ICU error.

int32_t galley_locale_for_language_tag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength);
int32_t galley_locale_to_language_tag(const char *localeID, char *tag, int32_t capacity);
int32_t galley_locale_add_likely_subtags(const char *localeID, char *maximized, int32_t capacity);
int32_t galley_locale_language(const char *localeID, char *language, int32_t capacity);
int32_t galley_locale_script(const char *localeID, char *script, int32_t capacity);
int32_t galley_locale_region(const char *localeID, char *region, int32_t capacity);
int32_t galley_locale_keyword(const char *localeID, const char *keyword, char *value, int32_t capacity);
int galley_locale_is_right_to_left(const char *localeID);
/// The locale's numbering system: its name, and its ten digits as UTF-16 when it is a decimal
/// system of digits (not algorithmic). Returns the number of UTF-16 units written, or -1.
int32_t galley_locale_numbering_system(const char *localeID, char *name, int32_t nameCapacity, uint16_t *digits,
                                       int32_t digitsCapacity);
/// The line break opportunities ICU's line break iterator for `localeID` finds inside `text`
/// (UTF-16, `length` units): offsets strictly between 0 and `length`, in order, at most
/// `capacity` of them. Its dictionaries break Thai, Lao, Khmer and Myanmar between words.
/// Returns how many were written, or -1 on an ICU error.
int32_t galley_line_break_opportunities(const uint16_t *text, int32_t length, const char *localeID, int32_t *offsets,
                                        int32_t capacity);
/// `number` formatted by the locale's numbering system (`und@numbers=hebr` gives Hebrew letters,
/// `@numbers=roman` Roman numerals, `@numbers=arab` Arabic-Indic digits), without grouping, as
/// UTF-16. Returns the number of UTF-16 units written, or -1.
int32_t galley_format_in_numbering_system(const char *localeID, int64_t number, uint16_t *text, int32_t capacity);
