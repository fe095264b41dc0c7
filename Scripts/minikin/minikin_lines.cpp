// A harness of typefit's own over Android's Minikin (built at test time from ../shared/upstream/
// minikin by Scripts/minikin/build.sh; none of Minikin's code is in the project). It lays one
// paragraph out as Android's StaticLayout asks Minikin to: the text measured in one style run
// (MeasuredText), then broken into lines by the chosen strategy. It prints, per line, where it
// ends (UTF-16 offset), its width, ascent and descent, as Minikin returns them.
//
//   minikin_lines FONT SIZE WIDTH STRATEGY TEXT
//   STRATEGY: simple | high_quality | balanced (BREAK_STRATEGY_*)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

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
    auto font = std::make_shared<FreeTypeMinikinFontForTest>(argv[1]);
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
