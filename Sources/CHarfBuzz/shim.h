#ifndef TYPEFIT_CHARFBUZZ_SHIM_H
#define TYPEFIT_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/// HB_TAG as a function (function-like macros do not import into Swift).
static inline hb_tag_t chb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

#endif
