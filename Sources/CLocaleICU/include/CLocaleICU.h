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
