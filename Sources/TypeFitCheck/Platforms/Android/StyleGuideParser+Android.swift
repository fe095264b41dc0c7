import TypeFitSupport
import TypeFitText

extension StyleGuideParser {
    /// The keys of Android's StaticLayout settings, on the guide's `android` and on a style's.
    static let androidLayoutKeys = [
        "breakStrategy", "includeFontPadding", "fallbackLineSpacing", "lineSpacingMultiplier", "lineSpacingExtra",
    ]

    /// The guide's `android: {scales, breakStrategy, includeFontPadding, fallbackLineSpacing,
    /// lineSpacingMultiplier, lineSpacingExtra}`: the font scales checked, and how a TextView
    /// lays out every style that does not set its own `android`.
    static func androidGuideKeys(_ fields: [String: DocumentNode], into guide: inout StyleGuide) throws(InputError) {
        guard let node = fields["android"] else { return }
        let android = try node.fields(allowed: ["scales"] + androidLayoutKeys)
        if let scales = android["scales"] {
            guide.androidScales = try scales.items().map { item throws(InputError) in try item.positive() }
        }
        var layout = StaticLayoutSettings()
        try androidLayout(android, into: &layout)
        for index in guide.styles.indices where guide.styles[index].android == nil {
            guide.styles[index].android = layout
        }
    }

    /// A style's `android: {breakStrategy, …}`: its TextView settings, in place of the guide's.
    static func androidStyleKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        guard let node = fields["android"] else { return }
        var layout = StaticLayoutSettings()
        try androidLayout(try node.fields(allowed: androidLayoutKeys), into: &layout)
        style.android = layout
    }

    /// StaticLayout's settings from `fields`: `breakStrategy` (highQuality, simple, balanced),
    /// `includeFontPadding` and `fallbackLineSpacing` (true or false), `lineSpacingMultiplier`
    /// (above 0, at most 100) and `lineSpacingExtra` (dp, within ±10000).
    static func androidLayout(_ fields: [String: DocumentNode], into layout: inout StaticLayoutSettings)
        throws(InputError)
    {
        if let value = fields["breakStrategy"] { layout.breakStrategy = try choice(value, AndroidBreakStrategy.self) }
        if let value = fields["includeFontPadding"] { layout.includeFontPadding = try value.bool() }
        if let value = fields["fallbackLineSpacing"] { layout.fallbackLineSpacing = try value.bool() }
        if let value = fields["lineSpacingMultiplier"] {
            let multiplier = try value.positive()
            if multiplier > 100 { throw value.error("a line spacing multiplier of at most 100") }
            layout.lineSpacingMultiplier = multiplier
        }
        if let value = fields["lineSpacingExtra"] {
            let extra = try value.double()
            if !(abs(extra) <= 10_000) { throw value.error("a line spacing extra within ±10000 dp") }
            layout.lineSpacingExtra = extra
        }
    }
}
