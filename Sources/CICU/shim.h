#ifndef TYPEFIT_CICU_SHIM_H
#define TYPEFIT_CICU_SHIM_H

// ICU's C API as CLineBreak uses it. No Swift target imports this module: it exists so that
// SwiftPM finds ICU through pkg-config (`icu-uc`) — Homebrew's icu4c is keg-only, outside the
// default header and library paths — and hands its flags to CLineBreak.
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>
#include <unicode/uversion.h>

#endif
