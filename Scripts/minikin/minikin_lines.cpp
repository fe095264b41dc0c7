// A harness of typefit's own over Android's Minikin (built at test time from ../shared/upstream/
// minikin by Scripts/minikin/build.sh; none of Minikin's code is in the project). It lays one
// paragraph out as Android's StaticLayout asks Minikin to: the text measured in one style run
// (MeasuredText), then broken into lines by the chosen strategy. It prints, per line, where it
// ends (UTF-16 offset), its width, ascent and descent, as Minikin returns them. StaticLayout's
// own line metrics (font padding, fallback line spacing, spacing, the ellipsis) are not here yet.
//
//   minikin_lines FONT SIZE WIDTH STRATEGY TEXT
//   STRATEGY: simple | high_quality | balanced (BREAK_STRATEGY_*)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <ft2build.h>
#include FT_FREETYPE_H
#include <unicode/unistr.h>

#include "FreeTypeMinikinFontForTest.h"
#include "minikin/FontCollection.h"
#include "minikin/FontFamily.h"
#include "minikin/LineBreaker.h"
#include "minikin/LocaleList.h"
#include "minikin/MeasuredText.h"

using namespace minikin;

namespace {
// One width for every line, as a StaticLayout without indents has.
class ConstantWidth : public LineWidth {
public:
    explicit ConstantWidth(float width) : mWidth(width) {}
    float getAt(size_t) const override { return mWidth; }
    float getMin() const override { return mWidth; }

private:
    float mWidth;
};

// Minikin's test font with the advances Android's own font takes from Skia over FreeType
// (subpixel positioning, no hinting): FreeType's linear advance, unrounded, where the test font
// rounds to 1/64 px. Minikin keeps them in 1/256 px (its HarfBuzz scale): "boxes." in Inter at
// 16 px is 49.4648 px here, 49.4766 with the test font's advances. Whether Skia's are exactly
// these is for the conformance work to settle.
class LinearAdvanceFont : public FreeTypeMinikinFontForTest {
public:
    explicit LinearAdvanceFont(const std::string& path) : FreeTypeMinikinFontForTest(path) {
        if (FT_Init_FreeType(&mLibrary) != 0 || FT_New_Face(mLibrary, path.c_str(), 0, &mFace) != 0) {
            std::fprintf(stderr, "minikin_lines: cannot open %s\n", path.c_str());
            std::_Exit(2);
        }
    }

    float GetHorizontalAdvance(uint32_t glyph, const MinikinPaint& paint, const FontFakery&) const override {
        const FT_F26Dot6 size = static_cast<FT_F26Dot6>(paint.size * 64);
        if (FT_Set_Char_Size(mFace, size, size, 72, 72) != 0 ||
            FT_Load_Glyph(mFace, glyph, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) != 0) {
            return 0;
        }
        return mFace->glyph->linearHoriAdvance / 65536.0f;
    }

private:
    FT_Library mLibrary = nullptr;
    FT_Face mFace = nullptr;
};

BreakStrategy strategy(const char* name) {
    if (std::strcmp(name, "high_quality") == 0) return BreakStrategy::HighQuality;
    if (std::strcmp(name, "balanced") == 0) return BreakStrategy::Balanced;
    return BreakStrategy::Greedy;
}
}  // namespace

int main(int argc, char** argv) {
    if (argc != 6) {
        std::fprintf(stderr, "usage: %s FONT SIZE WIDTH simple|high_quality|balanced TEXT\n", argv[0]);
        return 2;
    }
    auto font = std::make_shared<LinearAdvanceFont>(argv[1]);
    std::vector<std::shared_ptr<Font>> fonts;
    fonts.push_back(Font::Builder(font).build());
    auto collection = FontCollection::create(FontFamily::create(std::move(fonts)));

    icu::UnicodeString unicode = icu::UnicodeString::fromUTF8(argv[5]);
    std::vector<uint16_t> text(unicode.getBuffer(), unicode.getBuffer() + unicode.length());
    U16StringPiece piece(text);

    MinikinPaint paint(collection);
    paint.size = std::strtof(argv[2], nullptr);
    paint.scaleX = 1;
    paint.localeListId = registerLocaleList("en-US");
    MeasuredTextBuilder builder;
    builder.addStyleRun(0, text.size(), std::move(paint), 0, 0, false, false);
    auto measured = builder.build(piece, false, false, false, nullptr);

    ConstantWidth width(std::strtof(argv[3], nullptr));
    TabStops tabs(nullptr, 0, 10);
    LineBreakResult result = breakIntoLines(piece, strategy(argv[4]), HyphenationFrequency::None, false,
                                            *measured, width, tabs, false);
    std::printf("minikin: %zu lines\n", result.breakPoints.size());
    for (size_t i = 0; i < result.breakPoints.size(); i++) {
        std::printf("line %zu: end %d width %.6f ascent %.6f descent %.6f\n", i + 1, result.breakPoints[i],
                    result.widths[i], result.ascents[i], result.descents[i]);
    }
    // Out without tearing the font collection down: in this off-Android build its Font
    // destructor faults (not looked into yet); nothing is measured after this point.
    std::fflush(stdout);
    std::_Exit(0);
}
