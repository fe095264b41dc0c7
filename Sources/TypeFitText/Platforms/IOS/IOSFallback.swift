/// CoreText's cascade list for the system UI font: SF Pro, then a font per script (SF Arabic, SF
/// Hebrew, Thonburi, Kohinoor Devanagari, PingFang SC/TC/HK, Hiragino Sans, Apple SD Gothic Neo,
/// Apple Color Emoji, …). Apple's fonts are in no Debian package: where one is not installed the
/// Noto family of the same script stands in for it (metrics differ; the reports name both).
struct IOSFallback: FallbackChains {
    func chain(script: String, language: String?) -> PlatformFallback.Chain? {
        var chain: PlatformFallback.Chain
        if script == "Zsye" {
            chain = .init(platformFont: "Apple Color Emoji", families: ["Apple Color Emoji", "Noto Color Emoji"])
        } else if PlatformFallback.cjkScripts.contains(script) {
            let region = PlatformFallback.cjkRegion(script, language: language)
            chain = .init(platformFont: region.ios, families: [region.ios, region.noto])
        } else if let fonts = PlatformFallback.scripts[script] {
            chain = .init(platformFont: fonts.ios, families: [fonts.ios, fonts.noto])
        } else if PlatformFallback.latinScripts.contains(script) {
            chain = .init(platformFont: "SF Pro", families: ["SF Pro", "Noto Sans", "DejaVu Sans"])
        } else {
            return nil
        }
        chain.platformFontIsPackaged = false
        return chain
    }
}
