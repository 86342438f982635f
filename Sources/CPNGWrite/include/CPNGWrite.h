#include <stddef.h>
#include <stdint.h>

// Encodes Cairo-style pixels (native-endian 0xAARRGGBB, premultiplied alpha) as PNG with libpng,
// tuned for rendered pages: an opaque image is written as 8-bit RGB (a quarter less data than
// RGBA), with zlib level `level` (1 fast ... 9 small) and no filter: rendered pages are mostly
// runs of one colour, which deflate finds unfiltered; measured on the example pages this gives
// files no larger than libpng's adaptive filtering at level 6, in about a quarter of the time.
// libpng reports errors with longjmp; it is caught here, in C, and never crosses Swift frames.

/// Receives the encoded bytes; returns 0 on success, non-zero to stop with a write error.
typedef int (*galley_png_write_fn)(void *context, const uint8_t *bytes, size_t count);

/// `stride` is the distance from one row's first pixel to the next row's, in pixels. Returns 0 on
/// success, else -1 with a message in `error` (at most `error_capacity` bytes).
int galley_png_encode(const uint32_t *pixels, int32_t width, int32_t height, int32_t stride, int opaque, int level,
                      galley_png_write_fn write, void *context, char *error, size_t error_capacity);
