// Stand-in for the cxx bridge Android generates from Minikin's Rust hyphenator: declarations
// only, with bodies that stop the program — Android 15 builds with rust_hyphenator off, so they
// are never reached.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
namespace rust {
namespace cxxbridge1 {
template <typename T> class Slice {
public:
    Slice(T*, size_t) {}
};
template <typename T> class Box {
public:
    T& operator*() const { std::abort(); }
};
}  // namespace cxxbridge1
template <typename T> using Box = cxxbridge1::Box<T>;
struct Hyphenator {};
inline cxxbridge1::Box<Hyphenator> load_hyphenator(cxxbridge1::Slice<const uint8_t>, size_t, size_t, const std::string&) {
    std::abort();
}
inline void hyphenate(const Hyphenator&, cxxbridge1::Slice<const uint16_t>, cxxbridge1::Slice<uint8_t>) { std::abort(); }
}  // namespace rust
