/// The fallback chain of Android 14's `fonts.xml`: Roboto, then Noto per script (the UI variants
/// first; Naskh for Arabic), Noto Sans CJK by language, Noto Color Emoji. Android's own font is
/// the chain's first; a plain Noto face stands in for a UI variant that is not installed.
struct AndroidFallback: FallbackChains {
    func chain(script: String, language: String?) -> PlatformFallback.Chain? {
        if script == "Zsye" {
            return .init(platformFont: "Noto Color Emoji", families: ["Noto Color Emoji"])
        }
        if PlatformFallback.cjkScripts.contains(script) {
            let region = PlatformFallback.cjkRegion(script, language: language)
            return .init(platformFont: region.noto, families: [region.noto])
        }
        if let fonts = PlatformFallback.scripts[script] {
            let families =
                (script == "Arab" ? ["Noto Naskh Arabic UI", "Noto Naskh Arabic"] : []) + [
                    fonts.noto + " UI", fonts.noto,
                ]
            return .init(platformFont: families.first, families: families)
        }
        if PlatformFallback.latinScripts.contains(script) {
            return .init(platformFont: "Roboto", families: ["Roboto", "Noto Sans"])
        }
        return nil
    }
}
