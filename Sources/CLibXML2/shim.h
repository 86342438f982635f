// Debian's libxml2 is built with ICU, and its encoding.h then includes ICU's headers, whose
// UErrorCode clashes with Foundation's own copy of ICU in every module that sees both. Galley
// never touches libxml2's encoding handlers (only pointers to them), so the ICU part is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/entities.h>
#include <libxml/HTMLparser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
