/// Checks layout rows: at each iOS category, the elements' single-line widths plus the scaled
/// spacing against the container (while the app keeps the row horizontal, before `switchAt`),
/// and the stacked height against `maxHeight` (from `switchAt` on). Reports, per locale, the
/// first category at which the row must switch to a vertical axis.
enum RowChecker {
    static func run(_ guide: StyleGuide, strings: [LocalizedString], worker: CheckWorker) throws -> [RowResult] {
        guard guide.platforms.contains(.ios) else { return [] }
        var results: [RowResult] = []
        for (index, row) in guide.rows.enumerated() {
            let at = { (message: String) in InputError(file: guide.file, line: row.line, message: "rows[\(index)]: \(message)") }
            var styles: [String: GuideStyle] = [:]
            for name in row.elements.compactMap(\.style) {
                guard let style = guide.styles.first(where: { $0.name == name }) else { throw at("no style named \"\(name)\"") }
                styles[name] = style
            }
            for locale in locales(of: row, guide: guide, strings: strings) {
                let texts = try row.elements.map { element -> String? in
                    guard case let .string(_, key) = element else {
                        if case let .text(_, text) = element { return Placeholders.fill(text, with: guide.placeholders) }
                        return nil
                    }
                    let found = strings.first { $0.key == key && $0.locale == locale } ?? strings.first { $0.key == key && $0.locale == guide.baseLocale }
                    guard let found else { throw at("no string with key \"\(key)\" in the catalogs") }
                    return Placeholders.fill(found.text, with: guide.placeholders)
                }
                let measured: [(width: Double, height: Double, tooWideAlone: Bool)]
                do {
                    measured = try guide.categories.map { category in
                        try measure(row, texts: texts, styles: styles, category: category, locale: locale, guide: guide, worker: worker)
                    }
                } catch {
                    // A font refused or a string over the caps: one failed row, and the check goes on.
                    results.append(RowResult(
                        row: row.name, category: "-", locale: locale, horizontalWidth: 0, containerWidth: row.width, verticalHeight: 0,
                        maxHeight: row.maxHeight, axis: .horizontal, switchCategory: nil, status: .fail, reasons: ["not measured: \(error)"]))
                    continue
                }
                let switchIndex = measured.firstIndex { $0.width > row.width }
                let switchCategory = switchIndex.map { guide.categories[$0].rawValue }
                for (category, size) in zip(guide.categories, measured) {
                    results.append(verdict(row, category: category, locale: locale, size: size, switchCategory: switchCategory, margin: guide.warnMargin))
                }
            }
        }
        return results
    }

    /// The locales a row is checked in: those of its catalog strings (the base locale when it has none).
    static func locales(of row: GuideRow, guide: StyleGuide, strings: [LocalizedString]) -> [String] {
        let keys = Set(row.elements.compactMap { element -> String? in
            if case let .string(_, key) = element { return key }
            return nil
        })
        var locales: [String] = []
        for string in strings where keys.contains(string.key) && !locales.contains(string.locale) {
            if let allowed = guide.locales, !allowed.contains(string.locale) { continue }
            locales.append(string.locale)
        }
        return locales.isEmpty ? [guide.baseLocale] : locales
    }

    /// The row side by side (width) and stacked (height) at one category.
    private static func measure(
        _ row: GuideRow, texts: [String?], styles: [String: GuideStyle], category: ContentSizeCategory, locale: String,
        guide: StyleGuide, worker: CheckWorker
    ) throws -> (width: Double, height: Double, tooWideAlone: Bool) {
        var width = 0.0, height = 0.0
        var tooWideAlone = false
        for (element, text) in zip(row.elements, texts) {
            switch element {
            case let .fixed(w, h):
                width += w
                height += h
                tooWideAlone = tooWideAlone || w > row.width
            case .text, .string:
                guard let name = element.style, let style = styles[name], let text else { continue }
                let sizes = CheckPlan.sizes(for: style, guide: guide)
                guard let size = sizes.first(where: { $0.platform == .ios && $0.category == category.rawValue && $0.sizeClass != .regular }) else { continue }
                let (font, fallback) = try worker.fonts(for: style)
                font.setPointSize(size.pointSize)
                let prepared = try worker.preparer(locale).prepare(text, font: font, fallback: fallback)
                let lineHeight = size.lineHeight ?? font.face.metrics.lineHeight(size.model, pointSize: size.pointSize)
                let line = TextLayout.summarize(prepared, pointSize: size.pointSize, lineHeight: lineHeight, letterSpacing: style.letterSpacing, maxWidth: nil)
                let stacked = TextLayout.summarize(prepared, pointSize: size.pointSize, lineHeight: lineHeight, letterSpacing: style.letterSpacing, maxWidth: row.width)
                width += line.width
                height += stacked.height
            }
        }
        let spacing: Double = switch row.spacingScalesWith {
        case .fixed: row.spacing
        case let .textStyle(curve): FontMetricsScaler(curve: .textStyle(curve), model: guide.scaling).scaledValue(row.spacing, at: category)
        }
        let gaps = spacing * Double(max(row.elements.count - 1, 0))
        return (width + gaps, height + gaps, tooWideAlone)
    }

    private static func verdict(
        _ row: GuideRow, category: ContentSizeCategory, locale: String, size: (width: Double, height: Double, tooWideAlone: Bool),
        switchCategory: String?, margin: Double
    ) -> RowResult {
        let axis: RowResult.Axis = category >= row.switchAt ? .vertical : .horizontal
        var status = CheckStatus.pass
        var reasons: [String] = []
        switch axis {
        case .horizontal:
            if size.width > row.width {
                status = .fail
                reasons.append("side by side \(formatted(size.width, decimals: 2)) pt > \(compactNumber(row.width)) pt: switch to a vertical axis from \(switchCategory ?? category.rawValue), before \(row.switchAt.rawValue)")
            } else if size.width > row.width * (1 - margin) {
                status = .warn
                reasons.append("side by side \(formatted(size.width, decimals: 2)) pt is within \(compactNumber(margin * 100))% of \(compactNumber(row.width)) pt")
            }
        case .vertical:
            if let maxHeight = row.maxHeight, size.height > maxHeight {
                status = .fail
                reasons.append("stacked \(formatted(size.height, decimals: 2)) pt > maxHeight \(compactNumber(maxHeight)) pt")
            }
            if size.tooWideAlone {
                status = .fail
                reasons.append("an element is wider than the \(compactNumber(row.width)) pt container")
            }
        }
        return RowResult(
            row: row.name, category: category.rawValue, locale: locale, horizontalWidth: size.width, containerWidth: row.width,
            verticalHeight: size.height, maxHeight: row.maxHeight, axis: axis, switchCategory: switchCategory, status: status, reasons: reasons)
    }
}
