#include <stddef.h>
#include <stdint.h>

// Encodes Cairo-style pixels (native-endian 0xAARRGGBB, premultiplied alpha) as PNG, tuned for
// rendered pages: an opaque image is written as 8-bit RGB (a quarter less data than RGBA), with
// no filter (rendered pages are mostly runs of one colour, which deflate finds unfiltered), in
// one IDAT chunk deflated by ISA-L's igzip at its level 1. On the 40-paragraph benchmark page
// igzip takes 3 ms where zlib's level 1 took 18 ms, for a file 12% larger (470 KB against 418
// KB). An opaque image's scanlines are built in the pixels' own memory (an RGB row is shorter
// than its ARGB row), so encoding a page needs no second page-sized buffer.

/// Receives the encoded bytes; returns 0 on success, non-zero to stop with a write error.
typedef int (*galley_png_write_fn)(void *context, const uint8_t *bytes, size_t count);

/// `stride` is the distance from one row's first pixel to the next row's, in pixels, at least
/// `width`. The pixels are overwritten (with the PNG's scanlines) when they are all opaque:
/// pass a copy to keep them. Returns 0 on success, else -1 with a message in `error` (at most
/// `error_capacity` bytes).
int galley_png_encode(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                      galley_png_write_fn write, void *context, char *error, size_t error_capacity);

/// An image written a band of rows at a time, so that a page of any height is encoded with
/// memory for one band: begin, then rows until `height` rows are given, then end; free it
/// whatever happened. The IDAT data is written in chunks of a megabyte as it comes.
typedef struct galley_png_stream galley_png_stream;

/// Writes the signature and header of a `width` x `height` image, RGBA when `rgba`, else RGB
/// (every pixel given must then be opaque). NULL, with a message in `error`, on failure.
galley_png_stream *galley_png_begin(int32_t width, int32_t height, int rgba, galley_png_write_fn write, void *context,
                                    char *error, size_t error_capacity);

/// Encodes the next `rows` rows of pixels, `stride` pixels apart; an RGB image's pixels are
/// overwritten with its scanlines. Returns 0, else -1 with a message in `error`.
int galley_png_rows(galley_png_stream *png, uint32_t *pixels, int32_t rows, int32_t stride, char *error, size_t error_capacity);

/// Ends the image's data and writes IEND. Returns 0, else -1 with a message in `error`.
int galley_png_end(galley_png_stream *png, char *error, size_t error_capacity);

/// Frees the stream.
void galley_png_free(galley_png_stream *png);
