#include "CPNGWrite.h"
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <pthread.h>
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
    // The zlib stream's Adler-32 of every scanline byte so far (RFC 1950 2.2).
    uint32_t adler;
    // The last scanline bytes deflated (up to 32 KB), the dictionary of the next part.
    uint8_t history[IGZIP_HIST_SIZE];
    uint32_t history_count;
    // IDAT data waits here: `used` of `capacity` bytes.
    uint8_t *out;
    size_t used, capacity;
};

// The size of each IDAT chunk but the last: one megabyte of compressed data.
enum { idat_capacity = 1 << 20 };

// Scanline bytes of a band deflated as one part: below this, a second thread costs more than it saves.
enum { part_minimum = 1 << 18 };

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

// Appends `count` bytes of the zlib stream to the IDAT data, writing a chunk each time a megabyte fills.
static int emit(galley_png_stream *png, const uint8_t *bytes, size_t count) {
    while (count > 0) {
        size_t room = png->capacity - png->used, taken = count < room ? count : room;
        memcpy(png->out + png->used, bytes, taken);
        png->used += taken;
        bytes += taken;
        count -= taken;
        if (png->used == png->capacity) {
            if (write_chunk(png, "IDAT", png->out, png->used) != 0) return -1;
            png->used = 0;
        }
    }
    return 0;
}

// Scanline bytes deflated on their own (raw deflate, RFC 1951) with the bytes before them as
// dictionary: a full flush ends the part on a byte boundary with nothing pending, so parts
// deflated at once on several threads join, one after another, into one stream, byte for byte
// the same whatever the number of processors. `last` ends the stream (a final block).
typedef struct {
    const uint8_t *in;
    size_t count;
    const uint8_t *dictionary;
    uint32_t dictionary_count;
    int last;
    uint8_t *out;
    size_t produced, capacity;
    int failed;
} deflate_part;

static void *deflate_part_run(void *argument) {
    deflate_part *part = argument;
    // The stream's state (hundreds of kilobytes) lives on the heap: a dispatch thread's stack is 512 KB.
    struct isal_zstream *stream = calloc(1, sizeof *stream);
    uint8_t *level = stream ? malloc(ISAL_DEF_LVL1_DEFAULT) : NULL;
    part->capacity = part->count + part->count / 8 + 1024;
    part->out = level ? malloc(part->capacity) : NULL;
    if (!part->out) {
        free(level);
        free(stream);
        part->failed = 1;
        return NULL;
    }
    isal_deflate_init(stream);
    stream->level = 1;
    stream->level_buf = level;
    stream->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    stream->gzip_flag = IGZIP_DEFLATE;
    stream->flush = FULL_FLUSH;
    stream->end_of_stream = part->last;
    stream->next_in = (uint8_t *)part->in;
    if (part->dictionary_count && isal_deflate_set_dict(stream, (uint8_t *)part->dictionary, part->dictionary_count) != COMP_OK) {
        part->failed = 1;
    }
    // ISA-L counts input in 32 bits: more is given in pieces of a gigabyte.
    size_t given = 0;
    while (!part->failed) {
        if (stream->avail_in == 0 && given < part->count) {
            size_t piece = part->count - given < ((size_t)1 << 30) ? part->count - given : (size_t)1 << 30;
            stream->next_in = (uint8_t *)part->in + given;
            stream->avail_in = (uint32_t)piece;
            given += piece;
        }
        stream->next_out = part->out + part->produced;
        stream->avail_out = (uint32_t)(part->capacity - part->produced < UINT32_MAX ? part->capacity - part->produced : UINT32_MAX);
        size_t before = stream->avail_out;
        if (isal_deflate(stream) != COMP_OK) {
            part->failed = 1;
            break;
        }
        part->produced += before - stream->avail_out;
        // A flush is complete once all input is given and output room is left (igzip_lib.h, isal_deflate).
        if (stream->avail_in == 0 && given == part->count && (part->last ? stream->internal_state.state == ZSTATE_END : stream->avail_out > 0)) break;
        if (stream->avail_out == 0) {
            uint8_t *grown = realloc(part->out, part->capacity * 2);
            if (!grown) {
                part->failed = 1;
                break;
            }
            part->out = grown;
            part->capacity *= 2;
        }
    }
    free(level);
    free(stream);
    return NULL;
}

// Deflates `count` scanline bytes in two parts at once when there are enough, appending them
// to the IDAT data in order; `last` ends the stream.
static int deflate_lines(galley_png_stream *png, const uint8_t *lines, size_t count, int last, size_t line_size,
                         char *error, size_t error_capacity) {
    // Split at a scanline near the middle; a part deflates with the 32 KB before it as dictionary.
    size_t middle = count >= 2 * part_minimum ? count / 2 / line_size * line_size : count;
    deflate_part parts[2] = {
        {.in = lines, .count = middle, .dictionary = png->history, .dictionary_count = png->history_count, .last = last && middle == count},
        {.in = lines + middle, .count = count - middle, .dictionary = lines + middle - (middle < IGZIP_HIST_SIZE ? middle : IGZIP_HIST_SIZE),
         .dictionary_count = middle < IGZIP_HIST_SIZE ? (uint32_t)middle : IGZIP_HIST_SIZE, .last = last},
    };
    int split = middle < count;
    pthread_t second;
    int threaded = split && pthread_create(&second, NULL, deflate_part_run, &parts[1]) == 0;
    deflate_part_run(&parts[0]);
    png->adler = isal_adler32(png->adler, lines, count);
    if (split) {
        if (threaded) pthread_join(second, NULL);
        else deflate_part_run(&parts[1]);
    }
    int status = 0;
    for (int n = 0; n < 1 + split; n++) {
        if (parts[n].failed) {
            snprintf(error, error_capacity, "cannot compress the image");
            status = -1;
        } else if (status == 0 && emit(png, parts[n].out, parts[n].produced) != 0) {
            snprintf(error, error_capacity, "write failed");
            status = -1;
        }
        free(parts[n].out);
    }
    if (count == 0) return status;
    // The next band's dictionary: the last 32 KB deflated, with what came before when this was less.
    size_t kept = count < IGZIP_HIST_SIZE ? count : IGZIP_HIST_SIZE;
    size_t older = png->history_count + kept > IGZIP_HIST_SIZE ? IGZIP_HIST_SIZE - kept : png->history_count;
    memmove(png->history, png->history + png->history_count - older, older);
    memcpy(png->history + older, lines + count - kept, kept);
    png->history_count = (uint32_t)(older + kept);
    return status;
}

galley_png_stream *galley_png_begin(int32_t width, int32_t height, int rgba, galley_png_write_fn write, void *context,
                                    char *error, size_t error_capacity) {
    galley_png_stream *png = calloc(1, sizeof *png);
    uint8_t *out = png ? malloc(idat_capacity) : NULL;
    if (!out) {
        free(png);
        snprintf(error, error_capacity, "out of memory");
        return NULL;
    }
    *png = (galley_png_stream){.width = width, .height = height, .rgba = rgba, .write = write, .context = context,
                               .adler = 1, .out = out, .capacity = idat_capacity};
    // PNG 5.2 and 11.2.2: the signature, then IHDR (width, height, bit depth 8, colour type 2
    // (RGB) or 6 (RGBA), compression 0, filter method 0, no interlace).
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t header[13] = {0};
    put32(header, (uint32_t)width);
    put32(header + 4, (uint32_t)height);
    header[8] = 8;
    header[9] = rgba ? 6 : 2;
    // RFC 1950 2.2: the zlib header, deflate with a 32 KB window, the fastest level (FLEVEL 0).
    static const uint8_t zlib_header[2] = {0x78, 0x01};
    if (write(context, signature, sizeof signature) != 0 || write_chunk(png, "IHDR", header, sizeof header) != 0
        || emit(png, zlib_header, sizeof zlib_header) != 0) {
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
    size_t line_size = (size_t)png->width * (png->rgba ? 4 : 3) + 1, size = line_size * (size_t)rows;
    uint8_t *lines = png->rgba ? rgba_scanlines(pixels, png->width, rows, stride) : (uint8_t *)pixels;
    if (!lines) {
        snprintf(error, error_capacity, "out of memory");
        return -1;
    }
    if (!png->rgba) rgb_scanlines_in_place(pixels, png->width, 0, rows, stride);
    int status = deflate_lines(png, lines, size, 0, line_size, error, error_capacity);
    if (lines != (uint8_t *)pixels) free(lines);
    png->rows_written += rows;
    return status;
}

int galley_png_end(galley_png_stream *png, char *error, size_t error_capacity) {
    if (png->rows_written != png->height) {
        snprintf(error, error_capacity, "the image has %d rows but %d were given", png->height, png->rows_written);
        return -1;
    }
    // The final block (empty), then the Adler-32 of the scanlines (RFC 1950 2.2), then IEND.
    uint8_t adler[4];
    put32(adler, png->adler);
    if (deflate_lines(png, NULL, 0, 1, 1, error, error_capacity) != 0) return -1;
    if (emit(png, adler, sizeof adler) != 0 || (png->used && write_chunk(png, "IDAT", png->out, png->used) != 0)
        || write_chunk(png, "IEND", NULL, 0) != 0) {
        snprintf(error, error_capacity, "write failed");
        return -1;
    }
    return 0;
}

void galley_png_free(galley_png_stream *png) {
    if (!png) return;
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
