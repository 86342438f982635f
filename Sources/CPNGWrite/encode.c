#include "CPNGWrite.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sink {
    galley_png_write_fn write;
    void *context;
    char *error;
    size_t error_capacity;
};

static void on_error(png_structp png, png_const_charp message) {
    struct sink *sink = png_get_error_ptr(png);
    if (sink->error[0] == 0) snprintf(sink->error, sink->error_capacity, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void on_write(png_structp png, png_bytep data, size_t count) {
    struct sink *sink = png_get_io_ptr(png);
    if (sink->write(sink->context, data, count) != 0) png_error(png, "write failed");
}

static void on_flush(png_structp png) { (void)png; }

int galley_png_encode(const uint32_t *pixels, int32_t width, int32_t height, int32_t stride, int opaque, int level,
                      galley_png_write_fn write, void *context, char *error, size_t error_capacity) {
    struct sink sink = {write, context, error, error_capacity};
    error[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        snprintf(error, error_capacity, "out of memory");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    uint8_t *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (error[0] == 0) snprintf(error, error_capacity, "out of memory");
        free(row);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, &sink, on_write, on_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(png, info);
    int channels = opaque ? 3 : 4;
    row = malloc((size_t)width * channels);
    if (!row) png_error(png, "out of memory");
    for (int32_t y = 0; y < height; y++) {
        const uint32_t *source = pixels + (size_t)y * stride;
        uint8_t *out = row;
        for (int32_t x = 0; x < width; x++) {
            uint32_t p = source[x];
            uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (!opaque && a != 0 && a != 255) {
                // Undo premultiplication, rounding as Cairo's PNG writer does.
                r = (r * 255 + a / 2) / a;
                g = (g * 255 + a / 2) / a;
                b = (b * 255 + a / 2) / a;
            }
            *out++ = (uint8_t)r;
            *out++ = (uint8_t)g;
            *out++ = (uint8_t)b;
            if (!opaque) *out++ = (uint8_t)a;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 0;
}
