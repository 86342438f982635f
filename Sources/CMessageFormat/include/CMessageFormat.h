#ifndef GALLEY_CMESSAGEFORMAT_H
#define GALLEY_CMESSAGEFORMAT_H
#include <stdint.h>

// ICU MessageFormat with named arguments and ICU's list formatter, behind plain C types: named
// arguments exist only in ICU's C++ API, ICU's headers clash with the copy of ICU inside Swift's
// Foundation when both reach one Swift module, and ICU renames its functions by version through
// macros Swift cannot see. Strings are UTF-16; locales are BCP 47 tags (`ar-SA-u-nu-latn`).

#ifdef __cplusplus
extern "C" {
#endif

/// What a value holds. A list reaches MessageFormat already joined (galley_list_format).
typedef enum {
    GALLEY_VALUE_NUMBER = 0,
    GALLEY_VALUE_STRING = 1,
    GALLEY_VALUE_DATE = 2,
    GALLEY_VALUE_LIST = 3,
} galley_value_kind;

/// One named argument. `number` holds a number, or a date as milliseconds since 1970 (UTC);
/// `text` holds a string or a joined list. A string that reads as an ISO 8601 date has
/// `isDate` set and its date in `number`, so a `date` argument accepts it.
typedef struct {
    const char *name;
    galley_value_kind kind;
    double number;
    const uint16_t *text;
    int32_t textLength;
    int isDate;
} galley_message_argument;

/// Why a message was not formatted.
typedef enum {
    GALLEY_MESSAGE_OK = 0,
    /// Not MessageFormat syntax; `offset` is where ICU stopped reading.
    GALLEY_MESSAGE_SYNTAX = 1,
    /// An argument type that is neither ICU's nor `list`; `offset` is the type.
    GALLEY_MESSAGE_UNKNOWN_TYPE = 2,
    /// No value has the argument's name; `offset` is the name.
    GALLEY_MESSAGE_MISSING_VALUE = 3,
    /// The value is not of the kind the argument formats; `offset` is the name, `expected` the kind.
    GALLEY_MESSAGE_WRONG_TYPE = 4,
    /// ICU failed otherwise (an unreadable number skeleton, out of memory).
    GALLEY_MESSAGE_ICU = 5,
} galley_message_status;

typedef struct {
    galley_message_status status;
    /// UTF-16 offset into the pattern.
    int32_t offset;
    /// The argument's name (UTF-8), for a missing value or a wrong type.
    char argument[64];
    galley_value_kind expected;
    /// ICU's name for what failed (`U_DEFAULT_KEYWORD_MISSING`), for a syntax or ICU error.
    char icuError[64];
} galley_message_error;

/// Formats `pattern`, one MessageFormat message such as `{n, plural, one {# file} other {# files}}`
/// (apostrophe quoting: DOUBLE_OPTIONAL), in `locale`. `{name, list}` writes the list value
/// `name` as it is. Dates are written in UTC. Returns the UTF-16 length of the result (which
/// may exceed `capacity`: call again with more room), or -1 with `error` filled in.
int32_t galley_message_format(const char *locale, const uint16_t *pattern, int32_t patternLength,
                              const galley_message_argument *arguments, int32_t argumentCount,
                              uint16_t *result, int32_t capacity, galley_message_error *error);

/// Joins `count` items the way `locale` writes "A, B and C" (CLDR list patterns, type "and",
/// wide). Returns the UTF-16 length of the result (may exceed `capacity`), or -1 on an ICU error.
int32_t galley_list_format(const char *locale, const uint16_t *const *items, const int32_t *lengths, int32_t count,
                           uint16_t *result, int32_t capacity);

#ifdef __cplusplus
}
#endif
#endif
