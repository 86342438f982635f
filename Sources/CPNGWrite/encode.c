#include "CPNGWrite.h"
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put32(uint8_t *out, uint32_t value) {
    out[0] = (uint8_t)(value >> 24);
    out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8);
    out[3] = (uint8_t)value;
}

static int is_opaque(const uint32_t *pixels, int32_t width, int32_t height, int32_t stride) {
    uint32_t alpha = 0xFF000000;
    for (int32_t y = 0; y < height; y++) {
        const uint32_t *row = pixels + (size_t)y * (size_t)stride;
        for (int32_t x = 0; x < width; x++) alpha &= row[x];
    }
    return alpha == 0xFF000000;
}

// The RGB scanlines (PNG 7.2) of rows `first` to `end` (excluded) of opaque pixels, each a
// filter-type byte 0 (None) and the row's samples, written over the pixels themselves: row y's
// scanline at byte y * (3 * width + 1). Called for the rows in order.
// NOTE: each pixel is read before anything is written over it: before row y's first pixel is
// read, y * (3 * width + 1) <= 4 * y * stride bytes are written; then pixel x's samples end at
// byte y * (3 * width + 1) + 3 * x + 4 of the scanlines, below pixel x + 1's end, and pixel x + 1
// is read first (the four-byte store of x reaches one byte into where x + 1's samples go).
static void rgb_scanlines_in_place(uint32_t *pixels, int32_t width, int32_t first, int32_t end, int32_t stride) {
    uint8_t *next = (uint8_t *)pixels + (size_t)first * ((size_t)width * 3 + 1);
    for (int32_t y = first; y < end; y++) {
        const uint32_t *row = pixels + (size_t)y * (size_t)stride;
        uint32_t p = row[0];
        *next++ = 0;
        for (int32_t x = 0; x + 1 < width; x++) {
            uint32_t following = row[x + 1];
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            uint32_t samples = __builtin_bswap32(p) >> 8;  // bytes R, G, B, 0
            memcpy(next, &samples, 4);
#else
            next[0] = (uint8_t)(p >> 16);
            next[1] = (uint8_t)(p >> 8);
            next[2] = (uint8_t)p;
#endif
            next += 3;
            p = following;
        }
        next[0] = (uint8_t)(p >> 16);
        next[1] = (uint8_t)(p >> 8);
        next[2] = (uint8_t)p;
        next += 3;
    }
}

// The RGBA scanlines of any pixels, alpha unpremultiplied, in a new buffer; NULL when out of memory.
static uint8_t *rgba_scanlines(const uint32_t *pixels, int32_t width, int32_t height, int32_t stride) {
    uint8_t *lines = malloc(((size_t)width * 4 + 1) * (size_t)height), *next = lines;
    if (!lines) return NULL;
    for (int32_t y = 0; y < height; y++) {
        const uint32_t *row = pixels + (size_t)y * (size_t)stride;
        *next++ = 0;
        for (int32_t x = 0; x < width; x++) {
            uint32_t p = row[x];
            uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (a != 0 && a != 255) {
                // Undo premultiplication, rounding as Cairo's PNG writer does.
                r = (r * 255 + a / 2) / a;
                g = (g * 255 + a / 2) / a;
                b = (b * 255 + a / 2) / a;
            }
            next[0] = (uint8_t)r;
            next[1] = (uint8_t)g;
            next[2] = (uint8_t)b;
            next[3] = (uint8_t)a;
            next += 4;
        }
    }
    return lines;
}

int galley_png_encode(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                      galley_png_write_fn write, void *context, char *error, size_t error_capacity) {
    int opaque = is_opaque(pixels, width, height, stride);
    size_t size = ((size_t)width * (opaque ? 3 : 4) + 1) * (size_t)height;
    uint8_t *lines = opaque ? (uint8_t *)pixels : rgba_scanlines(pixels, width, height, stride);
    if (opaque) rgb_scanlines_in_place(pixels, width, 0, height, stride);
    // Room for the zlib stream at its worst (stored blocks) and the IDAT chunk around it; only
    // the pages the compressed data fills are touched.
    size_t bound = size + size / 16 + 1024;
    uint8_t *chunk = lines ? malloc(8 + bound + 4) : NULL, *level = chunk ? malloc(ISAL_DEF_LVL1_DEFAULT) : NULL;
    int status = -1;
    if (!level) {
        snprintf(error, error_capacity, "out of memory");
        goto done;
    }
    // A page is at most 2^28 pixels of RGBA rows, which ISA-L's 32-bit counts hold.
    struct isal_zstream stream;
    isal_deflate_init(&stream);
    stream.level = 1;
    stream.level_buf = level;
    stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    stream.gzip_flag = IGZIP_ZLIB;
    stream.end_of_stream = 1;
    stream.next_in = lines;
    stream.avail_in = (uint32_t)size;
    stream.next_out = chunk + 8;
    stream.avail_out = (uint32_t)bound;
    if (isal_deflate(&stream) != COMP_OK || stream.internal_state.state != ZSTATE_END) {
        snprintf(error, error_capacity, "cannot compress the image");
        goto done;
    }
    // PNG 5.2-5.3 and 11.2: the signature, then chunks of length, type, data and the CRC of
    // type and data: IHDR (width, height, bit depth 8, colour type 2 (RGB) or 6 (RGBA),
    // compression 0, filter method 0, no interlace); IDAT, the zlib stream (RFC 1950); IEND.
    uint8_t start[8 + 12 + 13] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    put32(start + 16, (uint32_t)width);
    put32(start + 20, (uint32_t)height);
    start[24] = 8;
    start[25] = opaque ? 2 : 6;
    put32(start + 29, crc32_gzip_refl(0, start + 12, 17));
    size_t compressed = stream.total_out;
    put32(chunk, (uint32_t)compressed);
    memcpy(chunk + 4, "IDAT", 4);
    put32(chunk + 8 + compressed, crc32_gzip_refl(0, chunk + 4, compressed + 4));
    static const uint8_t end[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
    if (write(context, start, sizeof start) != 0 || write(context, chunk, 8 + compressed + 4) != 0
        || write(context, end, sizeof end) != 0) {
        snprintf(error, error_capacity, "write failed");
        goto done;
    }
    status = 0;
done:
    free(level);
    free(chunk);
    if (lines != (uint8_t *)pixels) free(lines);
    return status;
}
