#include "CLineBreak.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>
#include <unicode/uversion.h>

struct tf_breaker {
    UBreakIterator *iterator;
    int is_line;
};

/* A mandatory break follows a character of line-break class BK, CR, LF or NL (UAX #14 LB4,
   LB5). ICU's rule status cannot tell: inside a dictionary-segmented range (Thai, Lao, Khmer,
   Myanmar, CJK) every boundary carries the status of the range's closing boundary, so a Thai
   paragraph followed by a newline would report a hard break after every word. */
static int ends_with_hard_break(const char *text, int32_t boundary) {
    if (boundary <= 0) {
        return 0;
    }
    int32_t at = boundary;
    UChar32 c;
    U8_PREV((const uint8_t *)text, 0, at, c);
    if (c < 0) {
        return 0;
    }
    int32_t cls = u_getIntPropertyValue(c, UCHAR_LINE_BREAK);
    return cls == U_LB_MANDATORY_BREAK || cls == U_LB_CARRIAGE_RETURN || cls == U_LB_LINE_FEED || cls == U_LB_NEXT_LINE;
}

static void set_error(char *error, size_t capacity, const char *call, UErrorCode status) {
    if (error != NULL && capacity > 0) {
        snprintf(error, capacity, "%s: %s", call, u_errorName(status));
    }
}

tf_breaker *tf_breaker_open(tf_boundary_kind kind, const char *locale, char *error, size_t error_capacity) {
    UBreakIteratorType type = UBRK_LINE;
    switch (kind) {
    case TF_BOUNDARY_LINE: type = UBRK_LINE; break;
    case TF_BOUNDARY_GRAPHEME: type = UBRK_CHARACTER; break;
    case TF_BOUNDARY_WORD: type = UBRK_WORD; break;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(type, (locale != NULL && locale[0] != 0) ? locale : "", NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        set_error(error, error_capacity, "ubrk_open", status);
        return NULL;
    }
    tf_breaker *breaker = malloc(sizeof(tf_breaker));
    if (breaker == NULL) {
        ubrk_close(iterator);
        set_error(error, error_capacity, "malloc", U_MEMORY_ALLOCATION_ERROR);
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->is_line = type == UBRK_LINE;
    return breaker;
}

void tf_breaker_close(tf_breaker *breaker) {
    if (breaker != NULL) {
        ubrk_close(breaker->iterator);
        free(breaker);
    }
}

int32_t tf_breaker_boundaries(tf_breaker *breaker, const char *text, int32_t length,
                              int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                              char *error, size_t error_capacity) {
    if (breaker == NULL || length < 0 || capacity < length + 1 || offsets == NULL || (text == NULL && length > 0)) {
        set_error(error, error_capacity, "tf_breaker_boundaries", U_ILLEGAL_ARGUMENT_ERROR);
        return -1;
    }
    if (length == 0) {
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    /* On the stack: utext_openUTF8(NULL, …) allocated one, and freed it, for every string. */
    UText stackText = UTEXT_INITIALIZER;
    UText *utext = utext_openUTF8(&stackText, text, length, &status);
    if (U_FAILURE(status)) {
        set_error(error, error_capacity, "utext_openUTF8", status);
        return -1;
    }
    ubrk_setUText(breaker->iterator, utext, &status);
    if (U_FAILURE(status)) {
        set_error(error, error_capacity, "ubrk_setUText", status);
        utext_close(utext);
        return -1;
    }
    int32_t count = 0;
    ubrk_first(breaker->iterator);
    for (int32_t boundary = ubrk_next(breaker->iterator); boundary != UBRK_DONE && count < capacity;
         boundary = ubrk_next(breaker->iterator)) {
        offsets[count] = boundary;
        if (mandatory != NULL) {
            mandatory[count] = (breaker->is_line && ends_with_hard_break(text, boundary)) ? 1 : 0;
        }
        count += 1;
    }
    /* Detach the text before it is freed; the iterator is reused for the next string. */
    static const UChar empty[1] = {0};
    UErrorCode reset = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, empty, 0, &reset);
    utext_close(utext);
    return count;
}

int32_t tf_find_boundaries(tf_boundary_kind kind, const char *locale,
                           const char *text, int32_t length,
                           int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                           char *error, size_t error_capacity) {
    tf_breaker *breaker = tf_breaker_open(kind, locale, error, error_capacity);
    if (breaker == NULL) {
        return -1;
    }
    int32_t count = tf_breaker_boundaries(breaker, text, length, offsets, mandatory, capacity, error, error_capacity);
    tf_breaker_close(breaker);
    return count;
}

int32_t tf_bidi_runs(const char *text, int32_t length, int32_t base_level,
                     int32_t *starts, int32_t *ends, uint8_t *levels, int32_t capacity,
                     char *error, size_t error_capacity) {
    if (length < 0 || capacity < length + 1 || starts == NULL || ends == NULL || levels == NULL || (text == NULL && length > 0)) {
        set_error(error, error_capacity, "tf_bidi_runs", U_ILLEGAL_ARGUMENT_ERROR);
        return -1;
    }
    if (length == 0) {
        return 0;
    }
    /* UTF-8 → UTF-16, remembering where each UTF-16 unit starts in the UTF-8 text. Ill-formed
       bytes become U+FFFD, one unit each, so offsets stay monotonic. */
    UChar *utf16 = malloc(sizeof(UChar) * ((size_t)length + 1));
    int32_t *utf8_at = malloc(sizeof(int32_t) * ((size_t)length + 2));
    if (utf16 == NULL || utf8_at == NULL) {
        free(utf16);
        free(utf8_at);
        set_error(error, error_capacity, "malloc", U_MEMORY_ALLOCATION_ERROR);
        return -1;
    }
    int32_t units = 0;
    for (int32_t i = 0; i < length;) {
        int32_t start = i;
        UChar32 c;
        U8_NEXT((const uint8_t *)text, i, length, c);
        if (c < 0) {
            c = 0xFFFD;
        }
        if (c <= 0xFFFF) {
            utf8_at[units] = start;
            utf16[units++] = (UChar)c;
        } else {
            utf8_at[units] = start;
            utf16[units++] = U16_LEAD(c);
            utf8_at[units] = start;
            utf16[units++] = U16_TRAIL(c);
        }
    }
    utf8_at[units] = length;

    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(units, 0, &status);
    if (U_SUCCESS(status)) {
        UBiDiLevel level = base_level < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)base_level;
        ubidi_setPara(bidi, utf16, units, level, NULL, &status);
    }
    int32_t count = 0;
    if (U_FAILURE(status)) {
        set_error(error, error_capacity, "ubidi_setPara", status);
        count = -1;
    } else {
        int32_t logical = 0;
        while (logical < units && count < capacity) {
            int32_t limit = 0;
            UBiDiLevel run_level = 0;
            ubidi_getLogicalRun(bidi, logical, &limit, &run_level);
            starts[count] = utf8_at[logical];
            ends[count] = utf8_at[limit];
            levels[count] = run_level;
            count += 1;
            logical = limit;
        }
    }
    if (bidi != NULL) {
        ubidi_close(bidi);
    }
    free(utf16);
    free(utf8_at);
    return count;
}

void tf_line_break_class(uint32_t c, char *buffer, size_t capacity) {
    if (buffer == NULL || capacity == 0) {
        return;
    }
    const char *name = NULL;
    if (c <= 0x10FFFF) {
        int32_t value = u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK);
        name = u_getPropertyValueName(UCHAR_LINE_BREAK, value, U_SHORT_PROPERTY_NAME);
    }
    snprintf(buffer, capacity, "%s", name != NULL ? name : "XX");
}

int32_t tf_script_extensions(uint32_t c, char *buffer, size_t capacity) {
    if (buffer == NULL || capacity == 0) {
        return 0;
    }
    buffer[0] = 0;
    if (c > 0x10FFFF) {
        return 0;
    }
    UScriptCode scripts[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = uscript_getScriptExtensions((UChar32)c, scripts, 32, &status);
    if (U_FAILURE(status) || count <= 0) {
        return 0;
    }
    int32_t written = 0;
    for (int32_t i = 0; i < count && (size_t)(written + 1) * 4 < capacity; i++) {
        const char *name = uscript_getShortName(scripts[i]);
        if (name == NULL || strlen(name) != 4) {
            continue;
        }
        memcpy(buffer + written * 4, name, 4);
        written += 1;
    }
    buffer[written * 4] = 0;
    return written;
}

int32_t tf_raw_decomposition_first(uint32_t c) {
    if (c > 0x10FFFF) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *normalizer = unorm2_getNFDInstance(&status);
    if (U_FAILURE(status)) {
        return -1;
    }
    UChar decomposed[4];
    int32_t length = unorm2_getRawDecomposition(normalizer, (UChar32)c, decomposed, 4, &status);
    if (U_FAILURE(status) || length <= 0) {
        return -1;
    }
    UChar32 first;
    int32_t offset = 0;
    U16_NEXT(decomposed, offset, length, first);
    return first;
}

void tf_icu_version(char *buffer, size_t capacity) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    if (buffer != NULL && capacity > 0) {
        snprintf(buffer, capacity, "%s", text);
    }
}
