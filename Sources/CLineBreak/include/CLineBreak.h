#ifndef TYPEFIT_CLINEBREAK_H
#define TYPEFIT_CLINEBREAK_H

/* A plain-C view of ICU's break iterators (ubrk_*). No ICU type appears here, so Swift never
 * sees Debian's ICU headers next to the ICU that Foundation carries. All offsets are UTF-8
 * byte offsets into the text given. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Which boundaries to find. */
typedef enum {
    TF_BOUNDARY_LINE = 0,     /**< UAX #14 line-break opportunities (dictionary-based for Thai, Lao, Khmer, CJK). */
    TF_BOUNDARY_GRAPHEME = 1, /**< Extended grapheme cluster boundaries (UAX #29). */
    TF_BOUNDARY_WORD = 2      /**< Word boundaries (UAX #29). */
} tf_boundary_kind;

/**
 * Finds the boundaries of `kind` in UTF-8 `text` of `length` bytes for `locale` (a BCP 47 or
 * ICU locale id; NULL or "" for the root locale).
 *
 * Writes each boundary after the start (so the last one is `length` when length > 0) into
 * `offsets`, and for line boundaries writes 1 into `mandatory` where the break is forced (a
 * hard line break such as a newline) and 0 elsewhere; `mandatory` may be NULL. `capacity`
 * must be at least length + 1.
 *
 * Returns the number of boundaries, or -1 when ICU fails; then `error` (of `error_capacity`
 * bytes) holds a NUL-terminated message naming the ICU call and its error.
 */
int32_t tf_find_boundaries(tf_boundary_kind kind, const char *locale,
                           const char *text, int32_t length,
                           int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                           char *error, size_t error_capacity);

/** A reusable break iterator (opening one loads ICU's rules; reuse it across strings). */
typedef struct tf_breaker tf_breaker;

/** Opens a break iterator for `kind` and `locale`; NULL on failure with `error` filled. */
tf_breaker *tf_breaker_open(tf_boundary_kind kind, const char *locale, char *error, size_t error_capacity);

/** Like tf_find_boundaries, with an iterator from tf_breaker_open. */
int32_t tf_breaker_boundaries(tf_breaker *breaker, const char *text, int32_t length,
                              int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                              char *error, size_t error_capacity);

/** Closes an iterator from tf_breaker_open (NULL is allowed). */
void tf_breaker_close(tf_breaker *breaker);

/**
 * Splits UTF-8 `text` of `length` bytes into bidi runs in logical order (UAX #9, ICU ubidi).
 * `base_level` is 0 for left-to-right paragraphs, 1 for right-to-left, or -1 to take the
 * direction from the first strong character. For each run writes its UTF-8 start and end and
 * its embedding level (odd = right-to-left). `capacity` must be at least length + 1.
 * Returns the number of runs, or -1 with `error` filled.
 */
int32_t tf_bidi_runs(const char *text, int32_t length, int32_t base_level,
                     int32_t *starts, int32_t *ends, uint8_t *levels, int32_t capacity,
                     char *error, size_t error_capacity);

/**
 * The Script_Extensions of code point `c` (UAX #24) as ISO 15924 codes, each four bytes with no
 * separator ("ArabSyrcThaa"), NUL-terminated in `buffer` of `capacity` bytes. Returns the
 * number of scripts written (0 when none fit or `c` is not a code point).
 */
int32_t tf_script_extensions(uint32_t c, char *buffer, size_t capacity);

/**
 * The first code point of the raw canonical decomposition of `c` (one step of NFD, ICU's
 * `unorm2_getRawDecomposition`): U+C124 (Hangul) -> U+C11C -> U+1109, U+00E9 -> U+0065. Returns -1 when
 * `c` has none or is not a code point.
 */
int32_t tf_raw_decomposition_first(uint32_t c);

/**
 * The Line_Break class of code point `c` (UAX #14) by its short name ("AL", "NU", "SA"), NUL-
 * terminated in `buffer` of `capacity` bytes; "XX" when `c` is not a code point.
 */
void tf_line_break_class(uint32_t c, char *buffer, size_t capacity);

/** Writes ICU's version ("72.1") into `buffer` of `capacity` bytes. */
void tf_icu_version(char *buffer, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
