// StaticLayout's line metrics over Minikin's line breaks, transcribed from Android 15's
// frameworks/base core/java/android/text/StaticLayout.java (android-15.0.0_r6): generate()'s
// loop over a paragraph's breaks, out() and calculateEllipsis(). Only what a TextView without
// spans, indents, tabs or LineHeightSpans reaches; the comments name the Java they follow.
#pragma once

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <vector>

#include "minikin/LineBreaker.h"
#include "static_layout_compose.h"
#include "static_layout_fonts.h"

struct LayoutSettings {
    bool includePad = true;            // Builder.setIncludePad (TextView: includeFontPadding)
    bool fallbackLineSpacing = true;   // Builder.setUseLineSpacingFromFallbacks
    float spacingMult = 1;             // Builder.setLineSpacing(add, mult)
    float spacingAdd = 0;
    int maxLines = INT_MAX;            // Builder.setMaxLines
    bool ellipsizeEnd = false;         // Builder.setEllipsize(TruncateAt.END)
};

struct OutLine {
    int start, end;
    float width;
    int top, bottom, above, below, extra;
    int ellipsisStart = 0, ellipsisCount = 0;
    int hyphen = 0;  // the line's EndHyphenEdit (Minikin's flags & MASK_END_OF_LINE)
};

class StaticLayoutLines {
public:
    StaticLayoutLines(const LayoutSettings& settings, FontMetricsInt fm, float ellipsisWidth, float width)
            : s(settings), fm(fm), ellipsisWidth(ellipsisWidth), ellipsizedWidth(width) {}

    // One paragraph (chars paraStart..<paraEnd of a text bufEnd long) and its Minikin result;
    // false once maxLines has been filled with an ellipsis (generate() returns).
    bool addParagraph(int paraStart, int paraEnd, int bufEnd, minikin::LineBreakResult& res,
                      const std::vector<float>& charWidths) {
        int breakCount = static_cast<int>(res.breakPoints.size());
        // "final int remainingLineCount = mMaximumVisibleLineCount - mLineCount;
        //  final boolean ellipsisMayBeApplied = ellipsize != null && (ellipsize == END || …)"
        const int remaining = s.maxLines - static_cast<int>(lines.size());
        if (0 < remaining && remaining < breakCount && s.ellipsizeEnd) {
            // "Treat the last line and overflowed lines as a single line": its width is the
            // characters' widths of every line but the last, with their trailing spaces, plus
            // the last line's width.
            float width = 0;
            for (int i = remaining - 1; i < breakCount; i++) {
                if (i == breakCount - 1) {
                    width += res.widths[i];
                } else {
                    for (int j = (i == 0 ? 0 : res.breakPoints[i - 1]); j < res.breakPoints[i]; j++) {
                        width += charWidths[j];
                    }
                }
            }
            res.breakPoints[remaining - 1] = res.breakPoints[breakCount - 1];
            res.widths[remaining - 1] = width;
            breakCount = remaining;
        }
        int here = paraStart;
        // One span: its FontMetricsInt, then per break "ascent = isFallbackLineSpacing ?
        // Math.min(fmAscent, Math.round(ascents[breakIndex])) : fmAscent" (and descent alike).
        for (int breakIndex = 0; breakIndex < breakCount; breakIndex++) {
            const int endPos = paraStart + res.breakPoints[breakIndex];
            const bool moreChars = endPos < bufEnd;
            int fmTop = fm.top, fmBottom = fm.bottom;
            const int ascent = s.fallbackLineSpacing ? std::min(fm.ascent, javaRound(res.ascents[breakIndex]))
                                                     : fm.ascent;
            const int descent = s.fallbackLineSpacing ? std::max(fm.descent, javaRound(res.descents[breakIndex]))
                                                      : fm.descent;
            // "The fallback ascent/descent may be larger than top/bottom of the default font
            // metrics. Adjust top/bottom with ascent/descent for avoiding unexpected clipping."
            if (s.fallbackLineSpacing) {
                fmTop = std::min(fmTop, ascent);
                fmBottom = std::max(fmBottom, descent);
            }
            out(here, endPos, ascent, descent, fmTop, fmBottom, res.widths[breakIndex], moreChars, charWidths,
                paraStart, bufEnd);
            lines.back().hyphen = res.flags[breakIndex] & minikin::MASK_END_OF_LINE;
            here = endPos;
            // "if (mLineCount >= mMaximumVisibleLineCount && mEllipsized) return;"
            if (static_cast<int>(lines.size()) >= s.maxLines && ellipsized) return false;
        }
        return true;
    }

    // After the paragraphs: "if ((bufEnd == bufStart || source.charAt(bufEnd - 1) == CHAR_NEW_LINE)
    // && mLineCount < mMaximumVisibleLineCount)" an empty last line in the paint's metrics.
    void finish(const std::vector<uint16_t>& text) {
        const int bufEnd = static_cast<int>(text.size());
        if ((bufEnd == 0 || text[bufEnd - 1] == '\n') && static_cast<int>(lines.size()) < s.maxLines) {
            lastCharIsNewLine = bufEnd > 0;
            out(bufEnd, bufEnd, fm.ascent, fm.descent, fm.top, fm.bottom, 0, false, {}, 0, bufEnd, false);
        }
    }

    void print(FILE* file) const {
        // Compose's TextLayout adds the span's paddings to the top and bottom.
        int topPadding = 0, bottomPadding = 0;
        if (lineHeightSpan.lineHeight > 0) lineHeightSpan.paddings(topPadding, bottomPadding);
        std::fprintf(file, "{\"height\":%d,\"topPadding\":%d,\"bottomPadding\":%d,\"ellipsisWidth\":%.6f,\"lines\":[",
                     v, topPadding, bottomPadding, ellipsisWidth);
        for (size_t i = 0; i < lines.size(); i++) {
            const OutLine& l = lines[i];
            std::fprintf(file,
                         "%s{\"start\":%d,\"end\":%d,\"width\":%.6f,\"top\":%d,\"bottom\":%d,\"above\":%d,"
                         "\"below\":%d,\"extra\":%d,\"ellipsisStart\":%d,\"ellipsisCount\":%d,\"hyphen\":%d}",
                         i ? "," : "", l.start, l.end, l.width, l.top, l.bottom, l.above, l.below, l.extra,
                         l.ellipsisStart, l.ellipsisCount, l.hyphen);
        }
        std::fprintf(file, "]}\n");
    }

    // A text ending in '\n' (set before its paragraphs are added).
    bool lastCharIsNewLine = false;
    // Compose's lineHeight (none unless its lineHeight is set).
    LineHeightStyleSpan lineHeightSpan;

private:
    // Java's Math.round(float): floor(x + 0.5).
    static int javaRound(float x) { return static_cast<int>(std::floor(x + 0.5f)); }

    // StaticLayout.out(), for one line start..<end: its ellipsis, its top and bottom.
    void out(int start, int end, int above, int below, int top, int bottom, float textWidth, bool moreChars,
             const std::vector<float>& charWidths, int widthStart, int bufEnd, bool spans = true) {
        // "if (chooseHt != null) { fm.ascent = above; fm.descent = below; … chooseHt[i]
        //  .chooseHeight(text, start, end, chooseHtv[i], v, fm); … above = fm.ascent; below =
        //  fm.descent; }" — Compose's LineHeightStyleSpan, when the case has one.
        if (spans && lineHeightSpan.lineHeight > 0) lineHeightSpan.chooseHeight(start, end, above, below);
        const int j = static_cast<int>(lines.size());
        const bool firstLine = j == 0;
        const bool currentLineIsTheLastVisibleOne = j + 1 == s.maxLines;
        OutLine line{start, end, textWidth, v, 0, 0, 0, 0};
        if (s.ellipsizeEnd) {
            // "boolean forceEllipsis = moreChars && (mLineCount + 1 == mMaximumVisibleLineCount);
            //  boolean doEllipsis = (((mMaximumVisibleLineCount == 1 && moreChars) || (firstLine
            //  && !moreChars)) && ellipsize != MARQUEE) || (!firstLine &&
            //  (currentLineIsTheLastVisibleOne || !moreChars) && ellipsize == END)"
            const bool forceEllipsis = moreChars && j + 1 == s.maxLines;
            const bool doEllipsis = (s.maxLines == 1 && moreChars) || (firstLine && !moreChars) ||
                                    (!firstLine && (currentLineIsTheLastVisibleOne || !moreChars));
            if (doEllipsis) calculateEllipsis(line, charWidths, widthStart, textWidth, forceEllipsis);
        }
        // "if (mEllipsized) lastLine = true; else … end == bufEnd && !lastCharIsNewLine … or
        //  start == bufEnd && lastCharIsNewLine"
        const bool lastLine = ellipsized || (end == bufEnd && !lastCharIsNewLine) ||
                              (start == bufEnd && lastCharIsNewLine);
        // "if (firstLine) { … if (includePad) above = top; }" and "if (lastLine) { … if
        //  (includePad) below = bottom; }"
        if (firstLine && s.includePad) above = top;
        if (lastLine && s.includePad) below = bottom;
        // "if (needMultiply && (addLastLineLineSpacing || !lastLine)) { double ex = (below -
        //  above) * (spacingmult - 1) + spacingadd; if (ex >= 0) extra = (int)(ex +
        //  EXTRA_ROUNDING); else extra = -(int)(-ex + EXTRA_ROUNDING); }" (a TextView's
        //  StaticLayout leaves addLastLineLineSpacing false)
        const bool needMultiply = s.spacingMult != 1 || s.spacingAdd != 0;
        int extra = 0;
        if (needMultiply && !lastLine) {
            // Java computes the product in float before widening it to double.
            const float exFloat = (below - above) * (s.spacingMult - 1) + s.spacingAdd;
            const double ex = exFloat;
            extra = ex >= 0 ? static_cast<int>(ex + 0.5) : -static_cast<int>(-ex + 0.5);
        }
        line.above = above;
        line.below = below;
        line.extra = extra;
        // "v += (below - above) + extra;"
        v += (below - above) + extra;
        line.bottom = v;
        lines.push_back(line);
    }

    // StaticLayout.calculateEllipsis for TruncateAt.END: the line keeps the characters whose
    // widths, with the ellipsis, fit the ellipsized width.
    void calculateEllipsis(OutLine& line, const std::vector<float>& charWidths, int widthStart, float textWidth,
                           bool forceEllipsis) {
        const float avail = ellipsizedWidth;
        // "if (textWidth <= avail && !forceEllipsis) { // Everything fits! … return; }"
        if (textWidth <= avail && !forceEllipsis) return;
        const int len = line.end - line.start;
        float sum = 0;
        int i = 0;
        for (; i < len; i++) {
            const float w = charWidths[i + line.start - widthStart];
            if (w + sum + ellipsisWidth > avail) break;
            sum += w;
        }
        line.ellipsisStart = i;
        line.ellipsisCount = len - i;
        // "if (forceEllipsis && ellipsisCount == 0 && len > 0) { ellipsisStart = len - 1;
        //  ellipsisCount = 1; }"
        if (forceEllipsis && line.ellipsisCount == 0 && len > 0) {
            line.ellipsisStart = len - 1;
            line.ellipsisCount = 1;
        }
        ellipsized = true;
    }

    LayoutSettings s;
    FontMetricsInt fm;
    float ellipsisWidth;
    float ellipsizedWidth;
    std::vector<OutLine> lines;
    int v = 0;
    bool ellipsized = false;
};
