import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// Checks layout rows — an iOS notion (a UIStackView that switches its axis at a content-size
/// category), so in the iOS room: at each iOS category, the elements' single-line widths plus the scaled
/// spacing against the container (while the app keeps the row horizontal, before `switchAt`),
/// and the stacked height against `maxHeight` (from `switchAt` on). Reports, per locale, the
/// first category at which the row must switch to a vertical axis.
enum RowChecker {
    static func run(_ guide: StyleGuide, strings: [LocalizedString], worker: CheckWorker) throws -> [RowResult] {
        guard guide.platforms.contains(.ios) else { return [] }
        var results: [RowResult] = []
        for (index, row) in guide.rows.enumerated() {
            let at = { (message: String) in
                InputError(file: guide.file, line: row.line, message: "rows[\(index)]: \(message)")
            }
            for name in row.elements.compactMap(\.style) where !guide.styles.contains(where: { $0.name == name }) {
                throw at("no style named \"\(name)\"")
            }
            // Fonts and sizes once per row; a font that cannot be opened fails the row in each locale.
            let parts = Result { try Self.parts(of: row, guide: guide, worker: worker) }
            for locale in locales(of: row, guide: guide, strings: strings) {
                let texts = try row.elements.map { element -> String? in
                    let raw: String
                    switch element {
                    case .fixed: return nil
                    case let .text(_, text): raw = text
                    case let .string(_, key):
                        let found =
                            strings.first { $0.key == key && $0.locale == locale }
                            ?? strings.first { $0.key == key && $0.locale == guide.baseLocale }
                        guard let found else { throw at("no string with key \"\(key)\" in the catalogs") }
                        raw = found.text
                    }
                    let filled = Placeholders.fill(raw, with: guide.placeholders)
                    let textCase = guide.styles.first { $0.name == element.style }?.textCase
                    return textCase?.apply(filled, locale: locale) ?? filled
                }
                let measured: [Extent]
                do {
                    measured = try measure(
                        row, parts: try parts.get(), texts: texts, locale: locale, guide: guide, worker: worker)
                } catch {
                    // A font refused or a string over the caps: one failed row, and the check goes on.
                    results.append(
                        RowResult(
                            row: row.name, category: .every, locale: locale, horizontalWidth: 0,
                            containerWidth: row.width, verticalHeight: 0,
                            maxHeight: row.maxHeight, axis: .horizontal, switchCategory: nil, status: .fail,
                            reasons: [.notMeasured("\(error)")]))
                    continue
                }
                let switchIndex = measured.firstIndex { $0.width > row.width }
                let switchCategory = switchIndex.map { guide.categories[$0] }
                for (category, size) in zip(guide.categories, measured) {
                    results.append(
                        verdict(
                            row, category: category, locale: locale, size: size, switchCategory: switchCategory,
                            margin: guide.warnMargin))
                }
            }
        }
        return results
    }

    /// A row's elements ready to measure.
    enum Part {
        case fixed(width: Double, height: Double)
        /// Text: its style, font, fallback fonts and sizes by iOS category.
        case text(
            style: GuideStyle, font: ShapingFont, fallback: FallbackFonts, sizes: [ContentSizeCategory: CheckPlan.Size])
    }

    /// The row side by side (`width`) and stacked (`height`) at one category.
    struct Extent {
        var width: Double
        var height: Double
        /// A fixed element is wider than the container.
        var tooWideAlone: Bool
    }

    static func parts(of row: GuideRow, guide: StyleGuide, worker: CheckWorker) throws -> [Part] {
        let sizeClass: SizeClass? = guide.sizeClasses.count > 1 ? .compact : nil
        return try row.elements.map { element in
            switch element {
            case let .fixed(width, height):
                return .fixed(width: width, height: height)
            case let .text(name, _), let .string(name, _):
                guard let style = guide.styles.first(where: { $0.name == name }) else {
                    throw InputError(file: guide.file, line: row.line, message: "no style named \"\(name)\"")
                }
                let (font, fallback) = try worker.fonts(for: style)
                let all = CheckPlan.sizes(for: style, guide: guide)
                var sizes: [ContentSizeCategory: CheckPlan.Size] = [:]
                for category in guide.categories {
                    sizes[category] = all.size(.ios, .ios(category), sizeClass)
                }
                return .text(style: style, font: font, fallback: fallback, sizes: sizes)
            }
        }
    }

    /// The row at every category. Each text is shaped once per locale, or once per size when its
    /// font follows the size (`opsz`, `trak`).
    private static func measure(
        _ row: GuideRow, parts: [Part], texts: [String?], locale: String, guide: StyleGuide, worker: CheckWorker
    ) throws -> [Extent] {
        let preparer = try worker.preparer(locale)
        var shaped: [Int: PreparedText] = [:]
        return try guide.categories.map { category in
            var extent = Extent(width: 0, height: 0, tooWideAlone: false)
            for (index, (part, text)) in zip(parts, texts).enumerated() {
                switch part {
                case let .fixed(width, height):
                    extent.width += width
                    extent.height += height
                    extent.tooWideAlone = extent.tooWideAlone || width > row.width
                case let .text(style, font, fallback, sizes):
                    guard let size = sizes[category], let text else { continue }
                    let prepared: PreparedText
                    if let known = shaped[index], !font.isSizeDependent {
                        prepared = known
                    } else {
                        font.setPointSize(size.pointSize)
                        prepared = try preparer.prepare(text, font: font, fallback: fallback)
                        shaped[index] = prepared
                    }
                    let setting = LineSetting(size, metrics: font.face.metrics)
                    let layout = { (width: Double?) in
                        TextLayout(
                            pointSize: size.pointSize, lineHeight: setting.height,
                            letterSpacing: style.letterSpacing(at: size.pointSize), maxWidth: width,
                            fontLine: setting.fontLine)
                    }
                    let line = layout(nil).summarize(prepared)
                    let stacked = layout(row.width).summarize(prepared)
                    extent.width += line.width
                    extent.height += stacked.height
                }
            }
            let spacing: Double =
                switch row.spacingScalesWith {
                case .fixed: row.spacing
                case let .textStyle(curve):
                    FontMetricsScaler(curve: .textStyle(curve), model: guide.scaling).scaledValue(
                        row.spacing, at: category)
                }
            let gaps = spacing * Double(max(row.elements.count - 1, 0))
            extent.width += gaps
            extent.height += gaps
            return extent
        }
    }

    /// The locales a row is checked in: those of its catalog strings (the base locale when it has none).
    static func locales(of row: GuideRow, guide: StyleGuide, strings: [LocalizedString]) -> [String] {
        let keys = Set(
            row.elements.compactMap { element -> String? in
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

    private static func verdict(
        _ row: GuideRow, category: ContentSizeCategory, locale: String, size: Extent,
        switchCategory: ContentSizeCategory?, margin: Double
    ) -> RowResult {
        let axis: RowResult.Axis = category >= row.switchAt ? .vertical : .horizontal
        var status = CheckStatus.pass
        var reasons: [Reason] = []
        switch axis {
        case .horizontal:
            if size.width > row.width {
                status = .fail
                reasons.append(
                    .rowTooWide(
                        width: size.width, container: row.width, switchFrom: switchCategory ?? category,
                        switchAt: row.switchAt))
            } else if size.width > row.width * (1 - margin) {
                status = .warn
                reasons.append(.rowNearlyTooWide(width: size.width, container: row.width, margin: margin))
            }
        case .vertical:
            if let maxHeight = row.maxHeight, size.height > maxHeight {
                status = .fail
                reasons.append(.stackedOverMaxHeight(height: size.height, maxHeight: maxHeight))
            }
            if size.tooWideAlone {
                status = .fail
                reasons.append(.elementWiderThanContainer(container: row.width))
            }
        }
        return RowResult(
            row: row.name, category: .ios(category), locale: locale, horizontalWidth: size.width,
            containerWidth: row.width,
            verticalHeight: size.height, maxHeight: row.maxHeight, axis: axis, switchCategory: switchCategory,
            status: status, reasons: reasons)
    }
}
