#include "CMessageFormat.h"

#include <string.h>
#include <memory>
#include <vector>
#include <unicode/datefmt.h>
#include <unicode/locid.h>
#include <unicode/messagepattern.h>
#include <unicode/msgfmt.h>
#include <unicode/timezone.h>
#include <unicode/ulistformatter.h>

using icu::Formattable;
using icu::MessagePattern;
using icu::UnicodeString;

namespace {

/// The kind of value an argument of `pattern` at ARG_START part `index` formats, or -1 when any will do.
int expectedKind(const MessagePattern &pattern, int32_t index, const UnicodeString &typeName) {
    switch (pattern.getPart(index).getArgType()) {
    case UMSGPAT_ARG_TYPE_NONE:
        return -1;
    case UMSGPAT_ARG_TYPE_SELECT:
        return GALLEY_VALUE_STRING;
    case UMSGPAT_ARG_TYPE_SIMPLE:
        if (typeName == UnicodeString(u"date") || typeName == UnicodeString(u"time")) return GALLEY_VALUE_DATE;
        if (typeName == UnicodeString(u"list")) return GALLEY_VALUE_LIST;
        return GALLEY_VALUE_NUMBER;
    default:  // plural, selectordinal, choice
        return GALLEY_VALUE_NUMBER;
    }
}

bool accepts(const galley_message_argument &value, int expected) {
    if (expected < 0) return true;
    if (expected == GALLEY_VALUE_DATE) return value.kind == GALLEY_VALUE_DATE || value.isDate;
    return value.kind == expected;
}

int32_t fail(galley_message_error *error, galley_message_status status, int32_t offset) {
    error->status = status;
    error->offset = offset;
    return -1;
}

void copyName(const UnicodeString &name, char *buffer, size_t capacity) {
    std::string utf8;
    name.toUTF8String(utf8);
    strncpy(buffer, utf8.c_str(), capacity - 1);
    buffer[capacity - 1] = 0;
}

}  // namespace

extern "C" int32_t galley_message_format(const char *locale, const uint16_t *pattern, int32_t patternLength,
                                         const galley_message_argument *arguments, int32_t argumentCount,
                                         uint16_t *result, int32_t capacity, galley_message_error *error) {
    memset(error, 0, sizeof *error);
    UErrorCode status = U_ZERO_ERROR;
    UParseError parseError;
    UnicodeString source(reinterpret_cast<const UChar *>(pattern), patternLength);
    MessagePattern parsed(source, &parseError, status);
    if (U_FAILURE(status)) {
        strncpy(error->icuError, u_errorName(status), sizeof error->icuError - 1);
        return fail(error, GALLEY_MESSAGE_SYNTAX, parseError.offset);
    }

    // Check every argument, nested ones too, and cut ", list" out of each list argument.
    UnicodeString rewritten;
    int32_t copied = 0;
    std::vector<Formattable> values;
    std::vector<UnicodeString> names;
    for (int32_t i = 0; i < parsed.countParts(); i++) {
        if (parsed.getPartType(i) != UMSGPAT_PART_TYPE_ARG_START) continue;
        const MessagePattern::Part &namePart = parsed.getPart(i + 1);
        UnicodeString name = parsed.getSubstring(namePart);
        UnicodeString typeName;
        if (parsed.getPartType(i + 2) == UMSGPAT_PART_TYPE_ARG_TYPE) typeName = parsed.getSubstring(parsed.getPart(i + 2));
        int expected = expectedKind(parsed, i, typeName);
        if (parsed.getPart(i).getArgType() == UMSGPAT_ARG_TYPE_SIMPLE && expected == GALLEY_VALUE_NUMBER
            && typeName != UnicodeString(u"number") && typeName != UnicodeString(u"spellout")
            && typeName != UnicodeString(u"ordinal") && typeName != UnicodeString(u"duration")) {
            return fail(error, GALLEY_MESSAGE_UNKNOWN_TYPE, parsed.getPart(i + 2).getIndex());
        }
        const galley_message_argument *value = nullptr;
        for (int32_t a = 0; a < argumentCount && value == nullptr; a++) {
            if (name == UnicodeString::fromUTF8(arguments[a].name)) value = &arguments[a];
        }
        copyName(name, error->argument, sizeof error->argument);
        if (value == nullptr) return fail(error, GALLEY_MESSAGE_MISSING_VALUE, namePart.getIndex());
        if (!accepts(*value, expected)) {
            error->expected = static_cast<galley_value_kind>(expected);
            return fail(error, GALLEY_MESSAGE_WRONG_TYPE, namePart.getIndex());
        }
        error->argument[0] = 0;
        if (expected == GALLEY_VALUE_LIST) {
            int32_t nameEnd = namePart.getLimit();
            rewritten.append(source, copied, nameEnd - copied);
            copied = parsed.getPart(parsed.getLimitPartIndex(i)).getIndex();
        }
        bool seen = false;
        for (const UnicodeString &known : names) seen = seen || known == name;
        if (seen) continue;
        names.push_back(name);
        if (expected == GALLEY_VALUE_DATE || value->kind == GALLEY_VALUE_DATE) {
            values.emplace_back(value->number, Formattable::kIsDate);
        } else if (value->kind == GALLEY_VALUE_NUMBER) {
            values.emplace_back(value->number);
        } else {
            values.emplace_back(UnicodeString(reinterpret_cast<const UChar *>(value->text), value->textLength));
        }
    }
    rewritten.append(source, copied, source.length() - copied);

    icu::MessageFormat format(rewritten, icu::Locale::forLanguageTag(locale, status), parseError, status);
    if (U_SUCCESS(status)) {
        // Dates are days and instants, not wall-clock times of the machine that renders.
        int32_t count = 0;
        const icu::Format **formats = format.getFormats(count);
        std::vector<std::pair<int32_t, icu::DateFormat *>> utcFormats;
        for (int32_t f = 0; f < count && formats != nullptr; f++) {
            if (auto date = dynamic_cast<const icu::DateFormat *>(formats[f])) {
                icu::DateFormat *utc = date->clone();
                utc->adoptTimeZone(icu::TimeZone::createTimeZone(u"Etc/UTC"));
                utcFormats.emplace_back(f, utc);
            }
        }
        for (auto [index, utc] : utcFormats) format.adoptFormat(index, utc);
    }
    UnicodeString output;
    if (U_SUCCESS(status)) format.format(names.data(), values.data(), static_cast<int32_t>(names.size()), output, status);
    if (U_FAILURE(status)) {
        strncpy(error->icuError, u_errorName(status), sizeof error->icuError - 1);
        return fail(error, GALLEY_MESSAGE_ICU, 0);
    }
    UErrorCode extractStatus = U_ZERO_ERROR;
    return output.extract(reinterpret_cast<UChar *>(result), capacity, extractStatus);
}

extern "C" int32_t galley_list_format(const char *locale, const uint16_t *const *items, const int32_t *lengths,
                                      int32_t count, uint16_t *result, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    icu::Locale icuLocale = icu::Locale::forLanguageTag(locale, status);
    UListFormatter *formatter = ulistfmt_openForType(icuLocale.getName(), ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, &status);
    if (U_FAILURE(status)) return -1;
    int32_t length = ulistfmt_format(formatter, reinterpret_cast<const UChar *const *>(items), lengths, count,
                                     reinterpret_cast<UChar *>(result), capacity, &status);
    ulistfmt_close(formatter);
    return U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR ? -1 : length;
}
