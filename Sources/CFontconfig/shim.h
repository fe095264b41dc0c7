#ifndef TYPEFIT_CFONTCONFIG_SHIM_H
#define TYPEFIT_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

/// FcObjectSetBuild is variadic and does not import into Swift; this builds the object set
/// that font listing needs.
static inline FcObjectSet *cfc_object_set_for_listing(void) {
    return FcObjectSetBuild(FC_FAMILY, FC_STYLE, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT,
                            FC_VARIABLE, FC_POSTSCRIPT_NAME, (char *)0);
}

#endif
