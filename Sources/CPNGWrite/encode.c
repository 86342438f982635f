#include "CPNGWrite.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

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

// One half of the image data, deflated (raw, level 1) with the bytes before it as dictionary.
struct half {
    const uint8_t *bytes;
    size_t count, before;
    int last;
    uint8_t *out;
    size_t out_count;
    uint32_t adler;
    int status;
};

static void *deflate_half(void *argument) {
    struct half *half = argument;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    half->status = -1;
    if (deflateInit2(&stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return NULL;
    size_t dictionary = half->before < 32768 ? half->before : 32768;
    // Room for the worst case and the sync flush's empty stored block.
    size_t bound = deflateBound(&stream, half->count) + 16;
    half->out = malloc(bound);
    if (half->out && (dictionary == 0 || deflateSetDictionary(&stream, half->bytes - dictionary, (uInt)dictionary) == Z_OK)) {
        // A half is at most half of 2^28 pixels' RGBA rows, which zlib's 32-bit counts hold.
        stream.next_in = (Bytef *)half->bytes;
        stream.avail_in = (uInt)half->count;
        stream.next_out = half->out;
        stream.avail_out = (uInt)bound;
        int done = deflate(&stream, half->last ? Z_FINISH : Z_SYNC_FLUSH);
        if (half->last ? done == Z_STREAM_END : done == Z_OK && stream.avail_in == 0 && stream.avail_out > 0) half->status = 0;
        half->out_count = stream.total_out;
        half->adler = libdeflate_adler32(1, half->bytes, half->count);
    }
    deflateEnd(&stream);
    return NULL;
}

int galley_png_encode(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                      galley_png_write_fn write, void *context, char *error, size_t error_capacity) {
    int opaque = is_opaque(pixels, width, height, stride);
    size_t row = (size_t)width * (opaque ? 3 : 4) + 1, size = row * (size_t)height;
    uint8_t *lines = opaque ? (uint8_t *)pixels : rgba_scanlines(pixels, width, height, stride);
    if (!lines) {
        snprintf(error, error_capacity, "out of memory");
        return -1;
    }
    int32_t middle = height / 2;
    size_t split = row * (size_t)middle;
    struct half first = {lines, split, 0, 0, NULL, 0, 0, -1}, second = {lines + split, size - split, split, 1, NULL, 0, 0, -1};
    int status = -1;
    if (opaque) rgb_scanlines_in_place(pixels, width, 0, middle, stride);
    pthread_t thread;
    int threaded = pthread_create(&thread, NULL, deflate_half, &first) == 0;
    // NOTE: the thread reads the first half's scanlines while this one makes the second half's,
    // which only writes past the first half's end.
    if (opaque) rgb_scanlines_in_place(pixels, width, middle, height, stride);
    if (!threaded) deflate_half(&first);
    deflate_half(&second);
    if (threaded) pthread_join(thread, NULL);
    if (first.status != 0 || second.status != 0) {
        snprintf(error, error_capacity, "out of memory");
        goto done;
    }
    // PNG 5.2-5.3 and 11.2: the signature, then chunks of length, type, data and the CRC of
    // type and data: IHDR (width, height, bit depth 8, colour type 2 (RGB) or 6 (RGBA),
    // compression 0, filter method 0, no interlace); IDAT, the zlib stream (RFC 1950: header
    // 78 01 for level 1, the deflate data, the Adler-32 of the data); IEND.
    uint8_t start[8 + 12 + 13 + 8 + 2] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    put32(start + 16, (uint32_t)width);
    put32(start + 20, (uint32_t)height);
    start[24] = 8;
    start[25] = opaque ? 2 : 6;
    put32(start + 29, libdeflate_crc32(0, start + 12, 17));
    size_t idat = 2 + first.out_count + second.out_count + 4;
    put32(start + 33, (uint32_t)idat);
    memcpy(start + 37, "IDAT\x78\x01", 6);
    uint8_t end[4 + 4 + 12] = {0};
    put32(end, (uint32_t)adler32_combine(first.adler, second.adler, (z_off_t)second.count));
    uint32_t crc = libdeflate_crc32(0, start + 37, 6);
    crc = libdeflate_crc32(crc, first.out, first.out_count);
    crc = libdeflate_crc32(crc, second.out, second.out_count);
    crc = libdeflate_crc32(crc, end, 4);
    put32(end + 4, crc);
    memcpy(end + 8, "\0\0\0\0IEND\xAE\x42\x60\x82", 12);
    if (write(context, start, sizeof start) != 0 || write(context, first.out, first.out_count) != 0
        || write(context, second.out, second.out_count) != 0 || write(context, end, sizeof end) != 0) {
        snprintf(error, error_capacity, "write failed");
        goto done;
    }
    status = 0;
done:
    free(first.out);
    free(second.out);
    if (lines != (uint8_t *)pixels) free(lines);
    return status;
}
