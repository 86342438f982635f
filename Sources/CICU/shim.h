#include <unicode/ubidi.h>
#include <unicode/ustring.h>
