// The fonts of static_layout: Minikin's FreeType test font with what Android's own font
// (MinikinFontSkia over Skia's FreeType scaler) takes from Skia — unhinted linear advances, and
// Skia's font metrics — and font collections as Typeface.CustomFallbackBuilder makes them.
#pragma once

#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#include "FreeTypeMinikinFontForTest.h"
#include "minikin/Font.h"
#include "minikin/FontCollection.h"
#include "minikin/FontFamily.h"
#include "minikin/LocaleList.h"

// Paint.FontMetricsInt (android_graphics_Paint.cpp, getFontMetricsInt): Skia's metrics with
// top floored, ascent and descent rounded, bottom ceiled.
struct FontMetricsInt {
    int top = 0, ascent = 0, descent = 0, bottom = 0, leading = 0;
};

// Skia's SkFontMetrics of one FreeType face at a size (SkScalerContext_FreeType::
// generateFontMetrics for a scalable font): ascent and descent from OS/2's typo metrics when
// USE_TYPO_METRICS (fsSelection bit 7) is set, else FreeType's (hhea's); top and bottom from the
// head table's bounding box; each a float in em times the size.
struct SkiaMetrics {
    float top, ascent, descent, bottom, leading;

    static SkiaMetrics of(FT_Face face, float size) {
        const float upem = static_cast<float>(face->units_per_EM);
        const TT_OS2* os2 = static_cast<TT_OS2*>(FT_Get_Sfnt_Table(face, FT_SFNT_OS2));
        float ascent, descent, leading;
        if (os2 != nullptr && os2->version != 0xFFFF && (os2->fsSelection & (1 << 7)) != 0) {
            ascent = -static_cast<float>(os2->sTypoAscender) / upem;
            descent = -static_cast<float>(os2->sTypoDescender) / upem;
            leading = static_cast<float>(os2->sTypoLineGap) / upem;
        } else {
            ascent = -static_cast<float>(face->ascender) / upem;
            descent = -static_cast<float>(face->descender) / upem;
            // "leading = SkIntToScalar(face->height + (face->descender - face->ascender)) / upem"
            leading = static_cast<float>(face->height + (face->descender - face->ascender)) / upem;
        }
        const float ymax = static_cast<float>(face->bbox.yMax) / upem;
        const float ymin = static_cast<float>(face->bbox.yMin) / upem;
        return SkiaMetrics{-ymax * size, ascent * size, descent * size, -ymin * size, leading * size};
    }

    // SkScalarFloorToInt, SkScalarRoundToInt (floor of x + 0.5), SkScalarCeilToInt.
    FontMetricsInt toInt() const {
        return FontMetricsInt{static_cast<int>(std::floor(top)), static_cast<int>(std::floor(ascent + 0.5f)),
                              static_cast<int>(std::floor(descent + 0.5f)), static_cast<int>(std::ceil(bottom)),
                              static_cast<int>(std::floor(leading + 0.5f))};
    }
};

// Minikin's test font with Android's advances and extents: a glyph's advance is FreeType's
// linear advance (16.16, unrounded) at the size truncated to 26.6, as Skia's scaler gives with
// hinting off and linear metrics on; Minikin then keeps it in 1/256 px (its HarfBuzz scale). A
// line's extent is Skia's ascent and descent (MinikinFontSkia::GetFontExtent).
class AndroidLikeFont : public minikin::FreeTypeMinikinFontForTest {
public:
    explicit AndroidLikeFont(const std::string& path) : FreeTypeMinikinFontForTest(path) {
        if (FT_Init_FreeType(&mLibrary) != 0 || FT_New_Face(mLibrary, path.c_str(), 0, &mFace) != 0) {
            std::fprintf(stderr, "static_layout: cannot open %s\n", path.c_str());
            std::_Exit(2);
        }
    }

    float GetHorizontalAdvance(uint32_t glyph, const minikin::MinikinPaint& paint,
                               const minikin::FontFakery&) const override {
        const FT_F26Dot6 size = static_cast<FT_F26Dot6>(paint.size * 64);
        // (A colour bitmap font's advances never come here: Minikin has HarfBuzz take them from
        // its hmtx table, getFontFuncsForEmoji.)
        if (FT_Set_Char_Size(mFace, size, size, 72, 72) != 0 ||
            FT_Load_Glyph(mFace, glyph, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) != 0) {
            return 0;
        }
        return mFace->glyph->linearHoriAdvance / 65536.0f;
    }

    void GetFontExtent(minikin::MinikinExtent* extent, const minikin::MinikinPaint& paint,
                       const minikin::FontFakery&) const override {
        if (!FT_IS_SCALABLE(mFace)) {
            // A bitmap strike's metrics (generateFontMetrics for a strike): FreeType's size
            // metrics of the selected strike in em of its ppem, times the size.
            if (mFace->num_fixed_sizes < 1 || FT_Select_Size(mFace, 0) != 0) return;
            const float ppem = static_cast<float>(mFace->size->metrics.y_ppem) * 64.0f;
            extent->ascent = -static_cast<float>(mFace->size->metrics.ascender) / ppem * paint.size;
            extent->descent = -static_cast<float>(mFace->size->metrics.descender) / ppem * paint.size;
            return;
        }
        const SkiaMetrics metrics = SkiaMetrics::of(mFace, paint.size);
        extent->ascent = metrics.ascent;
        extent->descent = metrics.descent;
    }

    FT_Face face() const { return mFace; }

private:
    FT_Library mLibrary = nullptr;
    FT_Face mFace = nullptr;
};

// The fonts of every case, opened once; a case's collection is its fonts in order, one family
// each (the text's font first, then its fallbacks), as Typeface.CustomFallbackBuilder builds.
class FontSet {
public:
    std::shared_ptr<minikin::FontCollection> collection(const std::vector<std::string>& paths) {
        std::string key;
        for (const auto& path : paths) key += path + "\n";
        auto found = mCollections.find(key);
        if (found != mCollections.end()) return found->second;
        std::vector<std::shared_ptr<minikin::FontFamily>> families;
        for (const auto& path : paths) {
            std::vector<std::shared_ptr<minikin::Font>> fonts;
            auto typeface = font(path);
            fonts.push_back(minikin::Font::Builder(typeface).build());
            // Android's fonts.xml gives its colour emoji family the emoji locale ("und-Zsye"),
            // which Minikin prefers for emoji presentation.
            const uint32_t locale = FT_IS_SCALABLE(typeface->face()) ? 0 : minikin::registerLocaleList("und-Zsye");
            families.push_back(minikin::FontFamily::create(locale, minikin::FamilyVariant::DEFAULT, std::move(fonts),
                                                           false, false, minikin::VariationFamilyType::None));
        }
        auto made = minikin::FontCollection::create(families);
        mCollections[key] = made;
        return made;
    }

    FontMetricsInt metrics(const std::string& path, float size) {
        return SkiaMetrics::of(font(path)->face(), size).toInt();
    }

private:
    std::shared_ptr<AndroidLikeFont> font(const std::string& path) {
        auto found = mFonts.find(path);
        if (found != mFonts.end()) return found->second;
        auto made = std::make_shared<AndroidLikeFont>(path);
        mFonts[path] = made;
        return made;
    }

    std::map<std::string, std::shared_ptr<AndroidLikeFont>> mFonts;
    std::map<std::string, std::shared_ptr<minikin::FontCollection>> mCollections;
};
