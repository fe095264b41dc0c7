// A harness of typefit's own over Android's Minikin (built at test time from ../shared/upstream/
// minikin by Scripts/minikin/build.sh; none of Minikin's code is in the project). It lays each
// case out as android.text.StaticLayout (Android 15, android-15.0.0_r6) does: paragraphs split
// after each '\n', each measured by Minikin's MeasuredText in its bidi runs and broken by Minikin's
// line breaker with the break strategy, then StaticLayout's own line metrics (includePad,
// fallbackLineSpacing, line spacing, maxLines with the end ellipsis) — those transcribed in
// static_layout_lines.h, each rule with where StaticLayout.java has it.
//
//   static_layout < CASES > RESULTS
//
// One case per input line, tab-separated key=value fields (text last, its UTF-8 in hex):
//   fonts=PATH[,PATH…]  the text's font, then fallback fonts in order (one family each)
//   size=PX width=PX strategy=simple|high_quality|balanced letterSpacing=EM includePad=0|1
//   fallbackSpacing=0|1 spacingMult=X spacingAdd=PX maxLines=N (0: none) ellipsize=0|1
//   lineHeight=PX (a TextView's android:lineHeight; 0: none)
//   lineBreakStyle=none|loose|normal|strict lineBreakWordStyle=none|phrase (LineBreakConfig)
//   hyphenation=none|normal|full|normalFast|fullFast (Layout.HYPHENATION_FREQUENCY_*)
//   composeLineHeight=PX (Compose's lineHeight: a LineHeightStyleSpan over the text; 0: none)
//   lineHeightAlignment=top|center|proportional|bottom lineHeightTrim=none|both|first|last
//   lineHeightMode=fixed|minimum|tight (LineHeightStyle)
//   locale=BCP47 text=HEX
// With a folder argument (static_layout HYPHEN_DIR), the .hyb files in it (hyph-<locale>.hyb,
// compiled by mk_hyb.py) are registered as Android's android_text_Hyphenator.cpp init() does.
// One JSON object per output line: the lines (UTF-16 start and end, width, top, bottom, ascent,
// descent, extra, ellipsis start and count), the layout's height, and the ellipsis's width.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <unicode/ubidi.h>
#include <unicode/unistr.h>

#include "minikin/FontCollection.h"
#include "minikin/FontFamily.h"
#include "minikin/Hyphenator.h"
#include "minikin/LineBreaker.h"
#include "minikin/LocaleList.h"
#include "minikin/MeasuredText.h"
#include "static_layout_fonts.h"
#include "static_layout_lines.h"

using namespace minikin;

namespace {
struct Case {
    std::vector<std::string> fonts;
    float size = 16;
    float width = 200;
    BreakStrategy strategy = BreakStrategy::HighQuality;
    float letterSpacing = 0;
    std::string locale = "en-US";
    // LineBreakConfig (android.graphics.text.LineBreakConfig's values, as StaticLayout passes
    // them to MeasuredText.Builder.appendStyleRun).
    int lineBreakStyle = 0;
    int lineBreakWordStyle = 0;
    float lineHeight = 0;
    LineHeightStyleSpan composeSpan;
    // StaticLayout: "getBaseHyphenationFrequency" and "isFastHyphenation" of the builder's value.
    HyphenationFrequency hyphenation = HyphenationFrequency::None;
    bool fastHyphenation = false;
    LayoutSettings settings;
    std::vector<uint16_t> text;
};

std::vector<uint16_t> fromHex(const std::string& hex) {
    std::string bytes;
    for (size_t i = 0; i + 1 < hex.size(); i += 2) bytes += static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16));
    icu::UnicodeString unicode = icu::UnicodeString::fromUTF8(bytes);
    return std::vector<uint16_t>(unicode.getBuffer(), unicode.getBuffer() + unicode.length());
}

Case parse(const std::string& line) {
    Case c;
    std::stringstream fields(line);
    std::string field;
    while (std::getline(fields, field, '\t')) {
        const size_t eq = field.find('=');
        if (eq == std::string::npos) continue;
        const std::string key = field.substr(0, eq), value = field.substr(eq + 1);
        if (key == "fonts") {
            std::stringstream paths(value);
            std::string path;
            while (std::getline(paths, path, ',')) c.fonts.push_back(path);
        } else if (key == "size") c.size = std::stof(value);
        else if (key == "width") c.width = std::stof(value);
        else if (key == "strategy")
            c.strategy = value == "simple" ? BreakStrategy::Greedy
                         : value == "balanced" ? BreakStrategy::Balanced : BreakStrategy::HighQuality;
        else if (key == "letterSpacing") c.letterSpacing = std::stof(value);
        else if (key == "includePad") c.settings.includePad = value == "1";
        else if (key == "fallbackSpacing") c.settings.fallbackLineSpacing = value == "1";
        else if (key == "spacingMult") c.settings.spacingMult = std::stof(value);
        else if (key == "spacingAdd") c.settings.spacingAdd = std::stof(value);
        else if (key == "maxLines") c.settings.maxLines = std::stoi(value) > 0 ? std::stoi(value) : INT32_MAX;
        else if (key == "ellipsize") c.settings.ellipsizeEnd = value == "1";
        else if (key == "lineBreakStyle")
            c.lineBreakStyle = value == "loose" ? 1 : value == "normal" ? 2 : value == "strict" ? 3 : 0;
        else if (key == "lineHeight") c.lineHeight = std::stof(value);
        else if (key == "composeLineHeight") c.composeSpan.lineHeight = std::stof(value);
        else if (key == "lineHeightAlignment")
            c.composeSpan.topRatio = value == "top" ? 0.0f : value == "bottom" ? 1.0f : value == "proportional" ? -1.0f : 0.5f;
        else if (key == "lineHeightTrim") {
            c.composeSpan.trimFirstLineTop = value == "both" || value == "first";
            c.composeSpan.trimLastLineBottom = value == "both" || value == "last";
        } else if (key == "lineHeightMode")
            c.composeSpan.mode = value == "minimum" ? LineHeightStyleSpan::Mode::Minimum
                                 : value == "tight" ? LineHeightStyleSpan::Mode::Tight
                                                    : LineHeightStyleSpan::Mode::Fixed;
        else if (key == "lineBreakWordStyle") c.lineBreakWordStyle = value == "phrase" ? 1 : 0;
        else if (key == "hyphenation") {
            c.hyphenation = value == "normal" || value == "normalFast" ? HyphenationFrequency::Normal
                            : value == "full" || value == "fullFast"   ? HyphenationFrequency::Full
                                                                       : HyphenationFrequency::None;
            c.fastHyphenation = value == "normalFast" || value == "fullFast";
        } else if (key == "locale") c.locale = value;
        else if (key == "text") c.text = fromHex(value);
    }
    return c;
}

// One constant width for every line, as a StaticLayout without indents has.
class ConstantWidth : public LineWidth {
public:
    explicit ConstantWidth(float width) : mWidth(width) {}
    float getAt(size_t) const override { return mWidth; }
    float getMin() const override { return mWidth; }

private:
    float mWidth;
};

// MeasuredParagraph.buildForStaticLayout: one style run per bidi run of the paragraph, whose
// direction TextDirectionHeuristics.FIRSTSTRONG_LTR (a TextView's default) gives — the first
// strong character's, else left to right — as ICU's UBIDI_DEFAULT_LTR does.
std::unique_ptr<MeasuredText> measure(const U16StringPiece& paragraph, const MinikinPaint& paint,
                                      int lineBreakStyle = 0, int lineBreakWordStyle = 0,
                                      bool computeHyphenation = false, bool fastHyphenation = false) {
    MeasuredTextBuilder builder;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi* bidi = ubidi_openSized(paragraph.size(), 0, &status);
    ubidi_setPara(bidi, reinterpret_cast<const UChar*>(paragraph.data()), paragraph.size(), UBIDI_DEFAULT_LTR,
                  nullptr, &status);
    int32_t start = 0;
    while (U_SUCCESS(status) && start < static_cast<int32_t>(paragraph.size())) {
        int32_t limit = 0;
        UBiDiLevel level = 0;
        ubidi_getLogicalRun(bidi, start, &limit, &level);
        MinikinPaint runPaint = paint;
        // The sixth argument is LineBreakConfig's hyphenation (API 35): MeasuredParagraph passes
        // "hyphenation != HYPHENATION_DISABLED", and it is unspecified unless an app sets it.
        builder.addStyleRun(start, limit, std::move(runPaint), lineBreakStyle, lineBreakWordStyle, true,
                            (level & 1) != 0);
        start = limit;
    }
    ubidi_close(bidi);
    if (paragraph.size() == 0 || U_FAILURE(status)) {
        MinikinPaint runPaint = paint;
        builder.addStyleRun(0, paragraph.size(), std::move(runPaint), lineBreakStyle, lineBreakWordStyle, true,
                            false);
    }
    // MeasuredParagraph.buildForStaticLayout: "computeHyphenation" when the frequency is not NONE,
    // the layout computed, and the kerning at hyphens ignored for the *_FAST frequencies.
    return builder.build(paragraph, computeHyphenation, true, fastHyphenation, nullptr);
}

float ellipsisWidth(const MinikinPaint& paint) {
    // paint.measureText("…"): TextUtils.getEllipsisString(END).
    std::vector<uint16_t> ellipsis = {0x2026};
    U16StringPiece piece(ellipsis);
    auto measured = measure(piece, paint);
    float width = 0;
    for (float w : measured->widths) width += w;
    return width;
}

void run(const Case& c, FontSet& fonts) {
    MinikinPaint paint(fonts.collection(c.fonts));
    paint.size = c.size;
    paint.scaleX = 1;
    paint.letterSpacing = c.letterSpacing;
    paint.localeListId = registerLocaleList(c.locale);
    paint.fontFlags = LinearMetrics_Flag | Subpixel_Flag;

    LayoutSettings settings = c.settings;
    const FontMetricsInt fm = fonts.metrics(c.fonts[0], c.size);
    if (c.lineHeight > 0) {
        // TextView.setLineHeightPx: "final int fontHeight = getPaint().getFontMetricsInt(null);
        // if (lineHeight != fontHeight) setLineSpacing(lineHeight - fontHeight, 1f)", where
        // getFontMetricsInt returns "descent - ascent + leading" (android_graphics_Paint.cpp).
        const int fontHeight = fm.descent - fm.ascent + fm.leading;
        if (c.lineHeight != static_cast<float>(fontHeight)) {
            settings.spacingAdd = c.lineHeight - static_cast<float>(fontHeight);
            settings.spacingMult = 1;
        }
    }
    StaticLayoutLines layout(settings, fm, ellipsisWidth(paint), c.width);
    // SpannableExtensions' setLineHeight: the span over [0, length), its end index length + 1
    // when the text is empty or ends in '\n' ("so that it won't apply trimLastLineBottom rules").
    layout.lineHeightSpan = c.composeSpan;
    const int textLength = static_cast<int>(c.text.size());
    layout.lineHeightSpan.endIndex = textLength == 0 || c.text.back() == '\n' ? textLength + 1 : textLength;
    ConstantWidth width(c.width);
    TabStops tabs(nullptr, 0, 10);
    const size_t length = c.text.size();
    layout.lastCharIsNewLine = length > 0 && c.text[length - 1] == '\n';
    // StaticLayout.generate: each paragraph ends after a '\n' (or at the text's end).
    for (size_t paraStart = 0; paraStart < length;) {
        size_t paraEnd = paraStart;
        while (paraEnd < length && c.text[paraEnd] != '\n') paraEnd++;
        if (paraEnd < length) paraEnd++;
        std::vector<uint16_t> paragraph(c.text.begin() + paraStart, c.text.begin() + paraEnd);
        U16StringPiece piece(paragraph);
        auto measured = measure(piece, paint, c.lineBreakStyle, c.lineBreakWordStyle,
                                c.hyphenation != HyphenationFrequency::None, c.fastHyphenation);
        LineBreakResult result = breakIntoLines(piece, c.strategy, c.hyphenation, false, *measured, width, tabs,
                                                false);
        if (!layout.addParagraph(paraStart, paraEnd, length, result, measured->widths)) break;
        paraStart = paraEnd;
    }
    layout.finish(c.text);
    layout.print(stdout);
}
}  // namespace

// android_text_Hyphenator.cpp's init() for the patterns this harness is given: each file with
// Android's minimum prefix and suffix, and Android's aliases to them.
void registerHyphenators(const std::string& folder) {
    struct Pattern {
        const char* locale;
        size_t minPrefix, minSuffix;
    };
    static std::vector<std::vector<uint8_t>> data;  // kept for the hyphenators' lifetime
    for (const Pattern& p : {Pattern{"de-1996", 2, 2}, Pattern{"en-GB", 2, 3}, Pattern{"en-US", 2, 3}}) {
        std::string name = p.locale;
        for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        FILE* file = std::fopen((folder + "/hyph-" + name + ".hyb").c_str(), "rb");
        if (file == nullptr) continue;
        std::vector<uint8_t> bytes;
        uint8_t buffer[65536];
        size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) bytes.insert(bytes.end(), buffer, buffer + n);
        std::fclose(file);
        data.push_back(std::move(bytes));
        addHyphenator(p.locale, Hyphenator::loadBinary(data.back().data(), data.back().size(), p.minPrefix,
                                                       p.minSuffix, p.locale));
    }
    addHyphenator("ca", Hyphenator::loadBinary(nullptr, 0, 2, 2, "ca"));
    for (const char* us : {"en-AS", "en-GU", "en-MH", "en-MP", "en-PR", "en-UM", "en-VI"}) addHyphenatorAlias(us, "en-US");
    addHyphenatorAlias("en", "en-GB");
    addHyphenatorAlias("de", "de-1996");
}

int main(int argc, char** argv) {
    if (argc > 1) registerHyphenators(argv[1]);
    FontSet fonts;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        Case c = parse(line);
        if (c.fonts.empty()) {
            std::printf("{\"error\":\"no fonts\"}\n");
            continue;
        }
        run(c, fonts);
        std::fflush(stdout);
    }
    // Out without tearing the font collections down: in this off-Android build a Font's
    // destructor faults (not looked into); nothing is measured after this point.
    std::fflush(stdout);
    std::_Exit(0);
}
