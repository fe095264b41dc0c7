internal import CFreeType

/// One FreeType library instance (`FT_Library`).
///
/// A `final class` because `FT_Done_FreeType` frees every face made from the library: each
/// ``FontFace`` holds its library strongly, so the library lives until its last face is gone.
/// Not `Sendable`: FreeType objects are used by one task at a time; parallel work opens one
/// library per task.
package final class FreeTypeLibrary {
    let handle: FT_Library

    /// Creates a library. The corresponding C function is `FT_Init_FreeType`.
    package init() throws(FontError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw FontError.freeType(
                operation: "FT_Init_FreeType", path: "-", code: error,
                message: String(cString: cft_error_string(error)))
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// FreeType's version, e.g. "2.12.1".
    package var version: String {
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(handle, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

/// Builds the typed error for a failed FreeType call.
func freeTypeError(_ operation: String, path: String, code: FT_Error) -> FontError {
    .freeType(operation: operation, path: path, code: code, message: String(cString: cft_error_string(code)))
}
