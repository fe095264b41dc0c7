import TypeFitText

extension CheckWorker {
    /// Finds the fallback fonts `style`'s strings need on `platform` — and so has the run's gate
    /// probe them — before measuring: for each character the style's font lacks, the first string
    /// of each locale that has it is prepared as measuring will prepare it (same preparer, fallback
    /// order and text), and thrown away. A probe takes a child process's start (~25 ms); met
    /// while measuring, it held one task and, at the stream's window, the other.
    /// Returns the strings prepared. Errors are left to measuring, which reports them per row.
    func scoutFallbacks(_ style: GuideStyle, platform: PlatformID, items: [CheckPlan.Item]) -> Int {
        guard let fonts = try? styleFonts(for: style, platform: platform) else { return 0 }
        struct Seen: Hashable {
            var locale: String
            var scalar: UInt32
        }
        var seen: Set<Seen> = []
        var prepared = 0
        for item in items {
            var needs = false
            for scalar in item.text.unicodeScalars where scalar.value >= 0x80 && !fonts.font.hasGlyph(for: scalar) {
                if seen.insert(Seen(locale: item.locale, scalar: scalar.value)).inserted { needs = true }
            }
            guard needs, let preparer = try? preparer(item.locale, breaking: platform.rules.textBreaking(style))
            else { continue }
            _ = try? preparer.prepare(
                Self.laidOutText(item, style: style, platform: platform), font: fonts.font, fallback: fonts.fallback)
            prepared += 1
        }
        return prepared
    }
}
