#include "CLineBreak.h"

#include <stdio.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uclean.h>
#include <unicode/utext.h>
#include <unicode/uversion.h>

static void set_error(char *error, size_t capacity, const char *call, UErrorCode status) {
    if (error != NULL && capacity > 0) {
        snprintf(error, capacity, "%s: %s", call, u_errorName(status));
    }
}

int32_t tf_find_boundaries(tf_boundary_kind kind, const char *locale,
                           const char *text, int32_t length,
                           int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                           char *error, size_t error_capacity) {
    if (length < 0 || capacity < length + 1 || offsets == NULL || (text == NULL && length > 0)) {
        set_error(error, error_capacity, "tf_find_boundaries", U_ILLEGAL_ARGUMENT_ERROR);
        return -1;
    }
    if (length == 0) {
        return 0;
    }
    UBreakIteratorType type = UBRK_LINE;
    switch (kind) {
    case TF_BOUNDARY_LINE: type = UBRK_LINE; break;
    case TF_BOUNDARY_GRAPHEME: type = UBRK_CHARACTER; break;
    case TF_BOUNDARY_WORD: type = UBRK_WORD; break;
    }

    UErrorCode status = U_ZERO_ERROR;
    UText *utext = utext_openUTF8(NULL, text, length, &status);
    if (U_FAILURE(status)) {
        set_error(error, error_capacity, "utext_openUTF8", status);
        return -1;
    }
    UBreakIterator *iterator = ubrk_open(type, (locale != NULL && locale[0] != 0) ? locale : "",
                                         NULL, 0, &status);
    if (U_FAILURE(status)) {
        set_error(error, error_capacity, "ubrk_open", status);
        utext_close(utext);
        return -1;
    }
    ubrk_setUText(iterator, utext, &status);
    if (U_FAILURE(status)) {
        set_error(error, error_capacity, "ubrk_setUText", status);
        ubrk_close(iterator);
        utext_close(utext);
        return -1;
    }

    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE && count < capacity;
         boundary = ubrk_next(iterator)) {
        offsets[count] = boundary;
        if (mandatory != NULL) {
            int32_t rule = ubrk_getRuleStatus(iterator);
            mandatory[count] = (type == UBRK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count += 1;
    }
    ubrk_close(iterator);
    utext_close(utext);
    return count;
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
