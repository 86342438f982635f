#include "CLocaleICU.h"
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/unumsys.h>
#include <unicode/ubrk.h>
#include <unicode/unum.h>

static int32_t checked(int32_t length, int32_t capacity, UErrorCode status) {
    return U_FAILURE(status) || length >= capacity ? -1 : length;
}

int32_t galley_locale_for_language_tag(const char *tag, char *localeID, int32_t capacity, int32_t *parsedLength) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_forLanguageTag(tag, localeID, capacity, parsedLength, &status), capacity, status);
}

int32_t galley_locale_to_language_tag(const char *localeID, char *tag, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_toLanguageTag(localeID, tag, capacity, 1, &status), capacity, status);
}

int32_t galley_locale_add_likely_subtags(const char *localeID, char *maximized, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_addLikelySubtags(localeID, maximized, capacity, &status), capacity, status);
}

int32_t galley_locale_language(const char *localeID, char *language, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_getLanguage(localeID, language, capacity, &status), capacity, status);
}

int32_t galley_locale_script(const char *localeID, char *script, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_getScript(localeID, script, capacity, &status), capacity, status);
}

int32_t galley_locale_region(const char *localeID, char *region, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_getCountry(localeID, region, capacity, &status), capacity, status);
}

int32_t galley_locale_keyword(const char *localeID, const char *keyword, char *value, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    return checked(uloc_getKeywordValue(localeID, keyword, value, capacity, &status), capacity, status);
}

int galley_locale_is_right_to_left(const char *localeID) { return uloc_isRightToLeft(localeID); }

int32_t galley_locale_numbering_system(const char *localeID, char *name, int32_t nameCapacity, uint16_t *digits,
                                       int32_t digitsCapacity) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(localeID, &status);
    if (U_FAILURE(status) || system == NULL) return -1;
    int32_t length = -1;
    const char *systemName = unumsys_getName(system);
    if (!unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10 && systemName != NULL
        && (int32_t)strlen(systemName) < nameCapacity) {
        strcpy(name, systemName);
        length = checked(unumsys_getDescription(system, digits, digitsCapacity, &status), digitsCapacity, status);
    }
    unumsys_close(system);
    return length;
}

int32_t galley_line_break_opportunities(const uint16_t *text, int32_t length, const char *localeID, int32_t *offsets,
                                        int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, localeID, text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && offset < length && count < capacity;
         offset = ubrk_next(iterator)) {
        offsets[count++] = offset;
    }
    ubrk_close(iterator);
    return count;
}

int32_t galley_format_in_numbering_system(const char *localeID, int64_t number, uint16_t *text, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    // For an algorithmic numbering system ICU makes a rule-based formatter (its spellout of the system).
    UNumberFormat *format = unum_open(UNUM_DEFAULT, NULL, 0, localeID, NULL, &status);
    if (U_FAILURE(status) || format == NULL) return -1;
    unum_setAttribute(format, UNUM_GROUPING_USED, 0);
    int32_t length = unum_formatInt64(format, number, text, capacity, NULL, &status);
    unum_close(format);
    return checked(length, capacity, status);
}
