// The plain C loop `make bench` holds typefit's engine against: the same HarfBuzz and ICU work
// per string, with nothing else. For each string of the corpus typefit-bench wrote (`--corpus`):
// ICU's line breaker (its language's rules) over the UTF-16 text, one HarfBuzz shaping of the
// whole string (script and direction guessed, no itemization into runs), advances summed per
// break segment in font units; then at each of the sizes on the file's first line, a greedy fill
// of `width` points (trailing spaces do not count towards a line's fit, hard breaks start a new
// line). What typefit does besides — script and bidi itemization, fallback fonts, grapheme
// clusters and the splitting of a word wider than the line, letter spacing, truncation — this
// loop does not, so its line counts are close to typefit's, not equal.
//
// Usage: bench_c_loop FONT CORPUS [WIDTH]   (one core; prints measurements per second)
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>

typedef struct {
    double full, visible;
    int hard;
} Segment;

typedef struct {
    char language[16];
    UBreakIterator *iterator;
} Breaker;

static void unescape(char *text) {
    char *out = text;
    for (char *in = text; *in; in++) {
        if (*in == '\\' && in[1]) {
            in++;
            *out++ = *in == 'n' ? '\n' : *in == 't' ? '\t' : *in;
        } else {
            *out++ = *in;
        }
    }
    *out = 0;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: bench_c_loop FONT CORPUS [WIDTH]\n");
        return 2;
    }
    double width = argc > 3 ? atof(argv[3]) : 320;
    FILE *file = fopen(argv[2], "r");
    if (!file) {
        fprintf(stderr, "bench_c_loop: cannot read %s\n", argv[2]);
        return 2;
    }
    // First line: "sizes" and the point sizes; then "language<TAB>text" (\n, \t, \\ escaped).
    static char line[1 << 16];
    double sizes[512];
    int sizeCount = 0;
    if (!fgets(line, sizeof line, file) || strncmp(line, "sizes", 5) != 0) {
        fprintf(stderr, "bench_c_loop: %s does not start with its sizes\n", argv[2]);
        return 2;
    }
    for (char *token = strtok(line + 5, " \t\n"); token && sizeCount < 512; token = strtok(NULL, " \t\n")) sizes[sizeCount++] = atof(token);
    size_t count = 0, capacity = 1 << 15;
    char **languages = malloc(capacity * sizeof *languages), **texts = malloc(capacity * sizeof *texts);
    while (fgets(line, sizeof line, file)) {
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        line[strcspn(tab + 1, "\n") + (tab + 1 - line)] = 0;
        unescape(tab + 1);
        if (count == capacity) {
            capacity *= 2;
            languages = realloc(languages, capacity * sizeof *languages);
            texts = realloc(texts, capacity * sizeof *texts);
        }
        languages[count] = strdup(line);
        texts[count] = strdup(tab + 1);
        count++;
    }
    fclose(file);

    hb_blob_t *blob = hb_blob_create_from_file(argv[1]);
    hb_face_t *face = hb_face_create(blob, 0);
    hb_font_t *font = hb_font_create(face);
    double upem = hb_face_get_upem(face);
    if (upem <= 0 || hb_face_get_glyph_count(face) == 0) {
        fprintf(stderr, "bench_c_loop: %s is not a font HarfBuzz reads\n", argv[1]);
        return 2;
    }
    hb_buffer_t *buffer = hb_buffer_create();
    Breaker breakers[64];
    int breakerCount = 0;
    UChar *utf16 = NULL;
    int32_t *utf8Offset = NULL;
    double *advance = NULL;
    Segment *segments = NULL;
    size_t scratch = 0;
    long measurements = 0, lines = 0;

    double start = now();
    for (size_t index = 0; index < count; index++) {
        const char *text = texts[index];
        int32_t length = (int32_t)strlen(text);
        if ((size_t)length + 1 > scratch) {
            scratch = (size_t)length + 1;
            utf16 = realloc(utf16, scratch * sizeof *utf16);
            utf8Offset = realloc(utf8Offset, (scratch + 1) * sizeof *utf8Offset);
            advance = realloc(advance, scratch * sizeof *advance);
            segments = realloc(segments, scratch * sizeof *segments);
        }
        UErrorCode error = U_ZERO_ERROR;
        int32_t length16 = 0;
        u_strFromUTF8(utf16, (int32_t)scratch, &length16, text, length, &error);
        if (U_FAILURE(error)) continue;
        // UTF-16 offset → UTF-8 offset.
        for (int32_t i8 = 0, i16 = 0; i8 < length; i8++) {
            unsigned char byte = (unsigned char)text[i8];
            if ((byte & 0xC0) == 0x80) continue;
            utf8Offset[i16++] = i8;
            if (byte >= 0xF0) utf8Offset[i16++] = i8;
        }
        utf8Offset[length16] = length;

        UBreakIterator *iterator = NULL;
        for (int b = 0; b < breakerCount; b++)
            if (strcmp(breakers[b].language, languages[index]) == 0) iterator = breakers[b].iterator;
        if (!iterator) {
            iterator = ubrk_open(UBRK_LINE, languages[index], NULL, 0, &error);
            if (U_FAILURE(error) || breakerCount == 64) return 1;
            snprintf(breakers[breakerCount].language, sizeof breakers[breakerCount].language, "%s", languages[index]);
            breakers[breakerCount++].iterator = iterator;
        }
        ubrk_setText(iterator, utf16, length16, &error);

        hb_buffer_clear_contents(buffer);
        hb_buffer_add_utf8(buffer, text, length, 0, length);
        hb_buffer_guess_segment_properties(buffer);
        hb_buffer_set_language(buffer, hb_language_from_string(languages[index], -1));
        hb_shape(font, buffer, NULL, 0);
        unsigned glyphCount = 0;
        hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &glyphCount);
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &glyphCount);
        memset(advance, 0, (size_t)length * sizeof *advance);
        for (unsigned g = 0; g < glyphCount; g++) advance[infos[g].cluster] += positions[g].x_advance;

        int segmentCount = 0;
        int32_t previous = 0;
        for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
            int32_t from = utf8Offset[previous], to = utf8Offset[boundary];
            double full = 0, visible = 0;
            int32_t visibleEnd = to;
            while (visibleEnd > from && (text[visibleEnd - 1] == ' ' || text[visibleEnd - 1] == '\n' || text[visibleEnd - 1] == '\t')) visibleEnd--;
            for (int32_t i = from; i < to; i++) {
                full += advance[i];
                if (i < visibleEnd) visible += advance[i];
            }
            int status = ubrk_getRuleStatus(iterator);
            segments[segmentCount++] = (Segment){full, visible, status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT};
            previous = boundary;
        }

        for (int s = 0; s < sizeCount; s++) {
            double scale = sizes[s] / upem, x = 0;
            long stringLines = 1;
            for (int i = 0; i < segmentCount; i++) {
                if (x > 0 && x + segments[i].visible * scale > width) {
                    stringLines++;
                    x = 0;
                }
                x += segments[i].full * scale;
                if (segments[i].hard && i < segmentCount - 1) {
                    stringLines++;
                    x = 0;
                }
            }
            lines += stringLines;
            measurements++;
        }
    }
    double seconds = now() - start;
    printf("plain C loop (ICU line breaks + one HarfBuzz shaping per string, greedy fill), 1 core: %ld measurements in %.2f s = %.0f per second (%ld lines)\n",
           measurements, seconds, measurements / seconds, lines);
    return 0;
}
