// Jetpack Compose's LineHeightStyleSpan, the android.text.style.LineHeightSpan Compose's Text
// sets over its whole text when its style has a lineHeight, transcribed from androidx
// compose/ui/ui-text/src/androidMain/.../android/style/LineHeightStyleSpan.kt (main branch,
// read November 2026), and TextLayout.kt's getLineHeightPaddings: StaticLayout.out() calls
// chooseHeight on every line of the text with the line's ascent and descent.
#pragma once

#include <cmath>
#include <cstdlib>

struct LineHeightStyleSpan {
    enum class Mode { Fixed, Minimum, Tight };
    float lineHeight = 0;  // px; 0: no span
    int startIndex = 0;
    int endIndex = 0;      // the text's length, or length + 1 when it ends in '\n' or is empty
    bool trimFirstLineTop = false;
    bool trimLastLineBottom = false;
    float topRatio = 0.5f;  // -1: proportional
    Mode mode = Mode::Fixed;

    int firstAscent = INT32_MIN, ascent = INT32_MIN, descent = INT32_MIN, lastDescent = INT32_MIN;
    int firstAscentDiff = 0, lastDescentDiff = 0;

    // "override fun chooseHeight(text, start, end, spanStartVertical, lineHeight, fontMetricsInt)"
    void chooseHeight(int start, int end, int& fmAscent, int& fmDescent) {
        const int currentHeight = fmDescent - fmAscent;
        // "If current height is not positive, do nothing."
        if (currentHeight <= 0) return;
        const bool isFirstLine = start == startIndex;
        const bool isLastLine = end == endIndex;
        // "if single line and should not apply, return"
        if (isFirstLine && isLastLine && trimFirstLineTop && trimLastLineBottom && mode != Mode::Tight) return;
        if (firstAscent == INT32_MIN) calculateTargetMetrics(fmAscent, fmDescent);
        fmAscent = isFirstLine ? firstAscent : ascent;
        fmDescent = isLastLine ? lastDescent : descent;
    }

    void calculateTargetMetrics(int fmAscent, int fmDescent) {
        const int currentHeight = fmDescent - fmAscent;
        const int ceiledLineHeight = static_cast<int>(std::ceil(lineHeight));
        const int diff = ceiledLineHeight - currentHeight;
        if (mode == Mode::Minimum && diff <= 0) {
            ascent = fmAscent;
            descent = fmDescent;
            firstAscent = ascent;
            lastDescent = descent;
            firstAscentDiff = 0;
            lastDescentDiff = 0;
            return;
        }
        // "if (topRatio == -1f) abs(fontMetricsInt.ascent.toFloat()) / fontMetricsInt.lineHeight()"
        const float ascentRatio =
                topRatio == -1.0f ? std::fabs(static_cast<float>(fmAscent)) / currentHeight : topRatio;
        const int descentDiff = diff <= 0 ? static_cast<int>(std::ceil(diff * ascentRatio))
                                          : static_cast<int>(std::ceil(diff * (1.0f - ascentRatio)));
        descent = fmDescent + descentDiff;
        ascent = descent - ceiledLineHeight;
        if (mode == Mode::Fixed || diff >= 0) {
            firstAscent = trimFirstLineTop ? fmAscent : ascent;
            lastDescent = trimLastLineBottom ? fmDescent : descent;
            firstAscentDiff = fmAscent - firstAscent;
            lastDescentDiff = lastDescent - fmDescent;
        } else if (mode == Mode::Tight) {
            firstAscent = trimFirstLineTop ? std::max(fmAscent, ascent) : std::min(fmAscent, ascent);
            lastDescent = trimLastLineBottom ? std::min(fmDescent, descent) : std::max(fmDescent, descent);
            firstAscentDiff = 0;
            lastDescentDiff = 0;
        }
    }

    // TextLayout.getLineHeightPaddings: "if (span.firstAscentDiff < 0) firstAscentDiff =
    // max(firstAscentDiff, abs(span.firstAscentDiff)); if (span.lastDescentDiff < 0)
    // lastDescentDiff = max(firstAscentDiff, abs(span.lastDescentDiff))" — the second max is
    // over firstAscentDiff, as written there.
    void paddings(int& top, int& bottom) const {
        top = 0;
        bottom = 0;
        if (firstAscentDiff < 0) top = std::max(top, std::abs(firstAscentDiff));
        if (lastDescentDiff < 0) bottom = std::max(top, std::abs(lastDescentDiff));
    }
};
