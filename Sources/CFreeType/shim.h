#ifndef TYPEFIT_CFREETYPE_SHIM_H
#define TYPEFIT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H

/// FT_IS_SFNT as a function (function-like macros do not import into Swift).
static inline int cft_is_sfnt(FT_Face face) { return FT_IS_SFNT(face) ? 1 : 0; }
/// FT_HAS_MULTIPLE_MASTERS as a function.
static inline int cft_has_multiple_masters(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
/// FT_IS_SCALABLE as a function.
static inline int cft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

/// The message for a FreeType error code. Debian builds FreeType without
/// FT_CONFIG_OPTION_ERROR_STRINGS, so FT_Error_String returns NULL there; this uses the
/// switch idiom documented in fterrors.h to build the table from FreeType's own list.
static inline const char *cft_error_string(FT_Error code) {
#undef FTERRORS_H_
#undef FT_ERR_PREFIX
#define FT_ERR_PREFIX FT_Err_
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_START_LIST switch (code) {
#define FT_ERROR_END_LIST }
#include FT_ERRORS_H
    return "unknown FreeType error";
}

#endif
