import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

extension CheckWorker {
    /// One measurement at one size, judged, appended to `rows`. `lastReasons` are the string's
    /// reasons at its size before, taken again when the same (their sentences are made once).
    func measure(
        _ text: borrowing PreparedText, item: CheckPlan.Item, style: GuideStyle, setting: SizeSetting,
        fonts: StyleFonts, derived: DerivedText, lastReasons: inout RowReasons?, into rows: inout [CheckResult]
    ) {
        let limits = setting.limits
        // The size is read in place (`setting.size`), never copied: a copy retains its fields.
        let spaced = setting.size.textSpacing
        let lineHeight = setting.spacing.lineHeight
        var (summary, truncated) = setting.layout.measure(
            text, font: fonts.font, fallback: fonts.fallback, derived: derived, limits: limits, wraps: setting.wraps)
        if spaced {
            summary.height += TextSpacing.paragraphSpacing * setting.size.pointSize * Double(text.paragraphBreaks)
        }
        // The text's missing and fallback characters are read where it holds them (not copied
        // into the numbers: see ``Verdict/evaluate(_:truncatedText:glyphsOf:limits:margin:unit:)``);
        // the platform is asked where the setting holds it (a copy of it retained its rules).
        var verdict = Verdict.evaluate(
            Verdict.Measured(
                width: summary.width, lastLineWidth: summary.lastLineWidth, lineCount: summary.lineCount,
                lineHeight: lineHeight, extraHeight: summary.height - Double(summary.lineCount) * lineHeight),
            truncatedText: truncated, glyphsOf: text, limits: limits, margin: guide.warnMargin,
            unit: setting.platform.unit)
        if spaced, verdict.status == .fail { verdict.reasons.append(.underTextSpacing) }
        setting.platform.judge(&verdict, style: style, size: setting.size)
        if verdict.reasons.isEmpty {
            lastReasons = nil
        } else if lastReasons?.reasons != verdict.reasons {
            lastReasons = RowReasons(verdict.reasons)
        }
        rows.appendRow(
            string: item, size: setting.row, lineHeight: lineHeight, width: summary.width,
            lineCount: summary.lineCount, height: summary.height, status: verdict.status, verdict: lastReasons)
    }

    /// A failed row for a string that could not be measured at one size.
    func notMeasured(_ style: GuideStyle, _ item: CheckPlan.Item, _ size: CheckPlan.Size, _ reason: Reason)
        -> CheckResult
    {
        var row = CheckResult.error(style: style.name, reason)
        (row.platform, row.category, row.sizeClass, row.key, row.locale, row.text) =
            (size.platform, size.category, size.sizeClass, item.key, item.locale, String(item.text.prefix(200)))
        row.source = item.source
        return row
    }

    /// `item` prepared in a font that does not follow the size, shaped only the first time the run
    /// meets the same string, locale, font instance and fallback fonts (in any task).
    func shared(
        _ item: CheckPlan.Item, style: GuideStyle, fonts: StyleFonts, preparer: TextPreparer,
        platform: PlatformID
    ) throws -> SharedText {
        // A platform's texts differ in their line breaks (and keep their glyphs where its widths
        // need them); its fallback order is its own, so its shaping numbers are too.
        let key = PreparedTextCache.Key(shaping: fonts.shaping, locale: item.locale, text: item.text)
        if let known = prepared.text(for: key) { return known }
        let made = SharedText(
            try preparer.prepare(
                Self.laidOutText(item, style: style, platform: platform), font: fonts.font, fallback: fonts.fallback,
                keepGlyphs: platform.keepsGlyphs),
            platform: platform.rules)
        prepared.store(made, for: key)
        return made
    }

    /// The text preparer for `locale` with a platform's line breaking (pseudo-locales break and
    /// shape as the base locale).
    package func preparer(_ locale: String, breaking: TextBreaking = TextBreaking(lineBreaks: .unicode)) throws
        -> TextPreparer
    {
        let key = PreparerKey(locale: locale, breaking: breaking)
        if let known = preparers[key] { return known }
        let language = PseudoLocalization.isPseudo(locale) ? guide.baseLocale : locale
        let made = try TextPreparer(
            language: language, lineBreaks: breaking.lineBreaks, emojiPresentation: breaking.emojiPresentation,
            linesStartInsideWords: breaking.linesStartInsideWords)
        preparers[key] = made
        return made
    }

    /// The text `platform` lays out for `item` in `style` (``TextPlatform/laidOutText(_:style:)``).
    static func laidOutText(_ item: CheckPlan.Item, style: GuideStyle, platform: PlatformID) -> String {
        platform.rules.laidOutText(item.text, style: style)
    }
}
