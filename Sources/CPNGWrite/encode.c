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

// Sixteen bytes, for the byte shuffles that turn pixels into samples.
typedef uint8_t galley_bytes16 __attribute__((vector_size(16)));

// The RGB scanlines (PNG 7.2) of rows `first` to `end` (excluded) of opaque pixels, each a
// filter-type byte 0 (None) and the row's samples, written over the pixels themselves: row y's
// scanline at byte y * (3 * width + 1). Called for the rows in order.
// NOTE: each pixel is read before anything is written over it. Before row y's first pixel is
// read, y * (3 * width + 1) <= 4 * y * stride bytes are written (the row's filter byte, which
// in row 0 is its first pixel's first byte, goes last). Row y's samples start at byte
// d = y * (3 * width + 1) + 1 <= 4 * y * stride + 1; those of pixels x to x + 3, read
// together, end at d + 3 * x + 12, no further than pixel x + 4's start; pixel x's alone end at
// d + 3 * x + 4 (the four-byte store reaches one byte into where x + 1's samples go), and
// pixel x + 1 is read first.
// Four pixels at a time by one byte shuffle: a single instruction (pshufb) where the processor
// has SSSE3, which the loader picks at start (target_clones), several elsewhere; the same bytes.
#if defined(__x86_64__) || defined(__i386__)
__attribute__((target_clones("ssse3", "default")))
#endif
static void rgb_scanlines_in_place(uint32_t *pixels, int32_t width, int32_t first, int32_t end, int32_t stride) {
    uint8_t *next = (uint8_t *)pixels + (size_t)first * ((size_t)width * 3 + 1);
    for (int32_t y = first; y < end; y++) {
        const uint32_t *row = pixels + (size_t)y * (size_t)stride;
        uint8_t *filter = next++;
        int32_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        // Pixel bytes B, G, R, A (0xAARRGGBB in memory) to R, G, B; the last four bytes unused.
        for (; x + 4 < width; x += 4) {
            galley_bytes16 block;
            memcpy(&block, row + x, 16);
            galley_bytes16 samples = __builtin_shufflevector(block, block, 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, 0, 0, 0, 0);
            memcpy(next, &samples, 12);
            next += 12;
        }
#endif
        uint32_t p = row[x];
        for (; x + 1 < width; x++) {
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
        *filter = 0;
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

struct galley_png_stream {
    int32_t width, height, rows_written;
    int rgba;
    galley_png_write_fn write;
    void *context;
    struct isal_zstream zstream;
    uint8_t *level;
    // IDAT data waits here: 8 bytes for the chunk's length and type, then up to `capacity` bytes.
    uint8_t *out;
    size_t capacity;
};

// The size of each IDAT chunk but the last: one megabyte of compressed data.
enum { idat_capacity = 1 << 20 };

// PNG 5.3: a chunk of `count` bytes of `type`, its length before and its CRC of type and data after.
static int write_chunk(galley_png_stream *png, const char *type, const uint8_t *data, size_t count) {
    uint8_t head[8], tail[4];
    put32(head, (uint32_t)count);
    memcpy(head + 4, type, 4);
    uint32_t crc = crc32_gzip_refl(0, head + 4, 4);
    crc = crc32_gzip_refl(crc, data, count);
    put32(tail, crc);
    return png->write(png->context, head, 8) || (count && png->write(png->context, data, count)) || png->write(png->context, tail, 4);
}

// Deflates `count` bytes of scanlines (none, with `last`, to end the stream), writing an IDAT
// chunk each time the output buffer fills, and the rest when the stream ends.
static int deflate_lines(galley_png_stream *png, uint8_t *lines, size_t count, int last, char *error, size_t error_capacity) {
    struct isal_zstream *z = &png->zstream;
    z->next_in = lines;
    z->avail_in = (uint32_t)count;
    z->end_of_stream = last;
    for (;;) {
        if (isal_deflate(z) != COMP_OK) {
            snprintf(error, error_capacity, "cannot compress the image");
            return -1;
        }
        int full = z->avail_out == 0, done = last ? z->internal_state.state == ZSTATE_END : z->avail_in == 0;
        if (full || (done && last)) {
            size_t used = png->capacity - z->avail_out;
            if (used && write_chunk(png, "IDAT", png->out, used) != 0) {
                snprintf(error, error_capacity, "write failed");
                return -1;
            }
            z->next_out = png->out;
            z->avail_out = (uint32_t)png->capacity;
        }
        if (done && !full) return 0;
    }
}

galley_png_stream *galley_png_begin(int32_t width, int32_t height, int rgba, galley_png_write_fn write, void *context,
                                    char *error, size_t error_capacity) {
    galley_png_stream *png = calloc(1, sizeof *png);
    uint8_t *level = png ? malloc(ISAL_DEF_LVL1_DEFAULT) : NULL, *out = level ? malloc(idat_capacity) : NULL;
    if (!out) {
        free(level);
        free(png);
        snprintf(error, error_capacity, "out of memory");
        return NULL;
    }
    *png = (galley_png_stream){.width = width, .height = height, .rgba = rgba, .write = write, .context = context,
                               .level = level, .out = out, .capacity = idat_capacity};
    isal_deflate_init(&png->zstream);
    png->zstream.level = 1;
    png->zstream.level_buf = level;
    png->zstream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    png->zstream.gzip_flag = IGZIP_ZLIB;
    png->zstream.next_out = out;
    png->zstream.avail_out = idat_capacity;
    // PNG 5.2 and 11.2.2: the signature, then IHDR (width, height, bit depth 8, colour type 2
    // (RGB) or 6 (RGBA), compression 0, filter method 0, no interlace).
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t header[13] = {0};
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8;
    header[9] = rgba ? 6 : 2;
    if (write(context, signature, sizeof signature) != 0 || write_chunk(png, "IHDR", header, sizeof header) != 0) {
        galley_png_free(png);
        snprintf(error, error_capacity, "write failed");
        return NULL;
    }
    return png;
}

int galley_png_rows(galley_png_stream *png, uint32_t *pixels, int32_t rows, int32_t stride, char *error, size_t error_capacity) {
    if (rows <= 0) return 0;
    if (png->rows_written + rows > png->height) {
        snprintf(error, error_capacity, "more rows than the image has");
        return -1;
    }
    if (!png->rgba && !is_opaque(pixels, png->width, rows, stride)) {
        snprintf(error, error_capacity, "a row of an opaque image has transparent pixels");
        return -1;
    }
    size_t size = ((size_t)png->width * (png->rgba ? 4 : 3) + 1) * (size_t)rows;
    uint8_t *lines = png->rgba ? rgba_scanlines(pixels, png->width, rows, stride) : (uint8_t *)pixels;
    if (!lines) {
        snprintf(error, error_capacity, "out of memory");
        return -1;
    }
    if (!png->rgba) rgb_scanlines_in_place(pixels, png->width, 0, rows, stride);
    int status = 0;
    // ISA-L counts input in 32 bits: a band of more is given in pieces.
    for (size_t offset = 0; status == 0 && offset < size; offset += (size_t)1 << 30) {
        size_t piece = size - offset < ((size_t)1 << 30) ? size - offset : (size_t)1 << 30;
        status = deflate_lines(png, lines + offset, piece, 0, error, error_capacity);
    }
    if (lines != (uint8_t *)pixels) free(lines);
    png->rows_written += rows;
    return status;
}

int galley_png_end(galley_png_stream *png, char *error, size_t error_capacity) {
    if (png->rows_written != png->height) {
        snprintf(error, error_capacity, "the image has %d rows but %d were given", png->height, png->rows_written);
        return -1;
    }
    if (deflate_lines(png, NULL, 0, 1, error, error_capacity) != 0) return -1;
    if (write_chunk(png, "IEND", NULL, 0) != 0) {
        snprintf(error, error_capacity, "write failed");
        return -1;
    }
    return 0;
}

void galley_png_free(galley_png_stream *png) {
    if (!png) return;
    free(png->level);
    free(png->out);
    free(png);
}

int galley_png_encode(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                      galley_png_write_fn write, void *context, char *error, size_t error_capacity) {
    int rgba = !is_opaque(pixels, width, height, stride);
    galley_png_stream *png = galley_png_begin(width, height, rgba, write, context, error, error_capacity);
    if (!png) return -1;
    int status = galley_png_rows(png, pixels, height, stride, error, error_capacity) == 0
        && galley_png_end(png, error, error_capacity) == 0 ? 0 : -1;
    galley_png_free(png);
    return status;
}
