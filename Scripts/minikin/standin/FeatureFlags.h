// Android 15's values of Minikin's feature flags (com.android.text.flags): the Rust hyphenator
// and the typeface redesign are off.
#ifndef MINIKIN_FEATURE_FLAGS_H
#define MINIKIN_FEATURE_FLAGS_H
namespace features {
inline bool rust_hyphenator() { return false; }
inline bool typeface_redesign() { return false; }
}  // namespace features
#endif
