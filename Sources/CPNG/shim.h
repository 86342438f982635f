#include <png.h>

// The simplified API's format codes, as constants Swift can import (the macros nest).
static const png_uint_32 galley_png_format_bgra = PNG_FORMAT_BGRA;
static const png_uint_32 galley_png_format_argb = PNG_FORMAT_ARGB;
static const png_uint_32 galley_png_image_version = PNG_IMAGE_VERSION;
