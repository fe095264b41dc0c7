import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// One task's measuring state: its own fonts, fallback fonts and ICU iterators, each made once.
package final class CheckWorker {
    let guide: StyleGuide
    let loader: FontLoader
    /// Text preparers by locale and the platform's line breaking.
    var preparers: [PreparerKey: TextPreparer] = [:]
    /// The run's fallback search (one fontconfig configuration for every task).
    private let fallbackSearch: FallbackSearch
    private var fallbacks: [FallbackKey: FallbackFonts] = [:]
    /// Text prepared in the run, shared by its tasks: styles that share a font (nine of Apple's
    /// eleven are Regular) shape each string once between them.
    let prepared: PreparedTextCache

    /// A style's fallback fonts: the style's family, weight and italic, and the platform's order.
    struct FallbackKey: Hashable, Sendable {
        var query: FontQuery
        var platform: FallbackPlatform
        /// The platform that lays the text out: its breaks, white space and clusters are its
        /// own, so texts are shared only within it.
        var laidOutBy: PlatformID
        /// On the web, the style's CSS: it changes a prepared text's breaks and white space, so
        /// texts are shared only between styles that lay out alike (nil elsewhere).
        var css: WebTextStyle?
        /// On the web, the font stack's later families, asked before the system's fallback.
        var stack: [String] = []
    }

    /// A text preparer's locale and line breaking.
    struct PreparerKey: Hashable {
        var locale: String
        var breaking = TextBreaking(lineBreaks: .unicode)
    }

    /// What a style shapes with on one platform: its font instance and fallback order. Styles
    /// with equal ones shape a string alike and share it (``PreparedTextCache``).
    struct Shaping: Hashable, Sendable {
        var font: FontSpecifier
        var fallback: FallbackKey
        /// The platform's line breaking of the style: Android's strictness and hyphenation change
        /// the prepared text (its segments and hyphenation points), so styles share one only
        /// when they break alike.
        var breaking = TextBreaking(lineBreaks: .unicode)
    }

    /// A style's fonts on one platform, with what identifies them across tasks.
    struct StyleFonts {
        var font: ShapingFont
        var fallback: FallbackFonts
        /// The run-wide number of this font instance and fallback order (``PreparedTextCache``).
        var shaping: Int
    }

    /// The face each style resolved to (by style name), resolved once for the run: a worker opens
    /// these files and never asks fontconfig for a style's family again.
    package let faces: [String: ResolvedFace]

    /// A style's resolved face: the file, the face in it, and the variation to set.
    package struct ResolvedFace: Hashable, Sendable {
        package var path: String
        package var faceIndex: Int
        package var variation: [String: Double]
    }

    package init(
        guide: StyleGuide, gate: FontGate, cache: FontCache? = nil, faces: [String: ResolvedFace] = [:],
        prepared: PreparedTextCache = PreparedTextCache()
    ) throws {
        self.guide = guide
        self.faces = faces
        self.prepared = prepared
        loader = try FontLoader(folders: guide.fontFolders, includeSystemFonts: false, gate: gate, cache: cache)
        fallbackSearch = (cache ?? FontCache()).fallbackSearch(
            folders: guide.fontFolders, includeSystemFonts: guide.includeSystemFonts)
    }

    /// The font of `style` and the fallback fonts near it in `platform`'s order (both opened once per task).
    package func fonts(for style: GuideStyle, platform: PlatformID = .ios) throws -> (
        font: ShapingFont, fallback: FallbackFonts
    ) {
        let fonts = try styleFonts(for: style, platform: platform)
        return (fonts.font, fonts.fallback)
    }

    /// What `style` shapes with on `platform`: its font instance (the resolved face in `faces`,
    /// else its family) and its fallback order.
    static func shaping(_ style: GuideStyle, platform: PlatformID, faces: [String: ResolvedFace]) -> Shaping {
        let source: FontSpecifier.Source
        var variation = style.variation
        if let face = faces[style.name] {
            source = .file(path: face.path, faceIndex: face.faceIndex)
            variation = face.variation.merging(style.variation) { $1 }
        } else {
            source = .family(style.query)
        }
        let rules = platform.rules
        return Shaping(
            font: FontSpecifier(
                source: source, variation: variation, features: style.features + rules.shapingFeatures(style)),
            fallback: FallbackKey(
                query: style.query, platform: rules.fallbackPlatform, laidOutBy: platform, css: rules.css(style),
                stack: rules.fontStack(style)),
            breaking: rules.textBreaking(style))
    }

    func styleFonts(for style: GuideStyle, platform: PlatformID) throws -> StyleFonts {
        let use = Self.shaping(style, platform: platform, faces: faces)
        let key = use.fallback
        let font = try loader.font(use.font)
        let shaping = prepared.number(use)
        if let known = fallbacks[key] { return StyleFonts(font: font, fallback: known, shaping: shaping) }
        let fallback = FallbackFonts(
            search: fallbackSearch, near: style.query, library: loader.library, gate: loader.gate,
            platform: key.platform, cache: loader.cache, stack: key.stack,
            followsDecomposition: platform.rules.fallbackFollowsDecomposition)
        fallbacks[key] = fallback
        return StyleFonts(font: font, fallback: fallback, shaping: shaping)
    }

    /// What measuring some of a style's items gives: their rows, the strings no font covers (for
    /// one row per style and package once the style is done), how many items were not measured,
    /// and each size's worst measurements with their items (shaped again with glyphs when drawn
    /// for report.html, so the text kept while measuring never holds glyphs).
    struct UnitResult: Sendable {
        var rows: [CheckResult] = []
        var uncovered = UncoveredStrings()
        var unmeasured = 0
        var worst: [WorstLabels<CheckPlan.Item>] = []
        /// The items no font of a platform covered (for a shard's report: ``ShardRecord``).
        var uncoveredItems: [UncoveredItem] = []

        /// A style whose font was refused: one failed row saying why, and none of its `items` measured.
        static func refused(_ style: GuideStyle, _ error: FontError, items: Int) -> UnitResult {
            UnitResult(rows: [CheckResult.error(style: style.name, .unmeasurable("\(error)"))], unmeasured: items)
        }
    }

    /// An empty array of room for `capacity` rows whose memory is written once first (zeros),
    /// so it is in this core's cache as the rows go in. Measured: each row's 64 bytes went to
    /// lines the core did not hold, and the retain or release right after the row waited for
    /// them (an atomic instruction waits for the stores before it): the measuring loop's retains
    /// and releases were 4.9 % of a check's samples with every report, 3.9 % with the room warm.
    static func warmRows(capacity: Int) -> [CheckResult] {
        [CheckResult](unsafeUninitializedCapacity: capacity) { room, count in
            UnsafeMutableRawBufferPointer(room).withMemoryRebound(to: UInt8.self) { $0.initialize(repeating: 0) }
            count = 0
        }
    }

    /// Measures and judges `items` of `style` (a run of the style's items; their indexes order the
    /// worst labels) at every size. With `labelsPerCell` > 0 each size's worst measurements are
    /// kept with their items. With `shard`, only the items of that part (by index in `parts`, the
    /// style's ``ShardParts``) are measured. `rows`, when given, are the run's objects for
    /// `sizes` (one per size, shared by every unit of the style, so that a writer keyed on a
    /// row's size meets the same object from unit to unit).
    func check(
        _ style: GuideStyle, items: ArraySlice<CheckPlan.Item>, sizes: [CheckPlan.Size], rows: [MeasuredSize]? = nil,
        labelsPerCell: Int = 0, shard: (parts: [UInt8], part: UInt8)? = nil
    ) throws -> UnitResult {
        var result = UnitResult()
        // Apart from `result` while measuring: offered a row of `result.rows`, a list inside
        // `result` was given a copy of it (its shared strings retained and released, at every row).
        var worst = Array(repeating: WorstLabels<CheckPlan.Item>(capacity: labelsPerCell), count: sizes.count)
        let keepsLabels = labelsPerCell > 0
        result.rows = Self.warmRows(capacity: items.count * sizes.count)
        var platforms: [PlatformID] = []  // in the sizes' (the guide's) order
        for size in sizes where !platforms.contains(size.platform) { platforms.append(size.platform) }
        // Each platform's line breaking of the style, asked once, not per item.
        let breakings = platforms.map { $0.rules.textBreaking(style) }
        // The style's font and each platform's fallback fonts, looked up once for all its strings.
        var fontsByPlatform: [PlatformID: StyleFonts] = [:]
        var lastUnmeasured = -1
        var settings = [SizeSetting?](repeating: nil, count: sizes.count)
        for (itemIndex, item) in zip(items.indices, items) where shard.map({ $0.parts[itemIndex] == $0.part }) ?? true {
            for (platform, breaking) in zip(platforms, breakings) {
                let preparer = try preparer(item.locale, breaking: breaking)
                let fonts = try fontsByPlatform[platform] ?? styleFonts(for: style, platform: platform)
                fontsByPlatform[platform] = fonts
                var lastReasons: RowReasons?  // the sentences of the size before, shared when the same
                /// `box` measured at size `sizeIndex`, the row appended (and offered as one of the
                /// size's worst); false when no font covers its scripts (the item is not measured).
                func measure(_ box: SharedText, derived: DerivedText, at sizeIndex: Int) -> Bool {
                    guard box.uncoveredScripts.isEmpty else {
                        result.uncovered.record(box.uncoveredScripts, platform: platform, item: item)
                        result.uncoveredItems.append(
                            UncoveredItem(
                                style: style.name, item: itemIndex, platform: platform, scripts: box.uncoveredScripts))
                        // One item counts once, whichever platforms it failed on.
                        if lastUnmeasured != itemIndex { result.unmeasured += 1 }
                        lastUnmeasured = itemIndex
                        return false
                    }
                    // A size's line (from the face's metrics) and layout, made once per unit and stored once.
                    let setting: SizeSetting
                    if let made = settings[sizeIndex] {
                        setting = made
                    } else {
                        setting = SizeSetting(sizes[sizeIndex], style: style, font: fonts.font, row: rows?[sizeIndex])
                        settings[sizeIndex] = setting
                    }
                    // Made where it is kept: a row returned from the closure was copied (its
                    // strings retained, which the other task's rows share) and the copy destroyed.
                    box.withText {
                        self.measure(
                            $0, item: item, style: style, setting: setting, fonts: fonts, derived: derived,
                            lastReasons: &lastReasons, into: &result.rows)
                    }
                    // The row read where the array holds it (a copy would retain its strings).
                    let (order, last) = (itemIndex * sizes.count + sizeIndex, result.rows.count - 1)
                    if keepsLabels,
                        worst[sizeIndex].admits(
                            status: result.rows[last].status,
                            severity: CheckResult.severity(
                                width: result.rows[last].width, lineCount: result.rows[last].lineCount,
                                maxWidth: setting.row.maxWidth, maxLines: setting.row.maxLines),
                            order: order)
                    {
                        worst[sizeIndex].offer(result.rows[last], order: order, payload: item)
                    }
                    return true
                }
                // A string that cannot be measured is one failed row per size; the check goes on.
                func failed(_ sizeIndex: Int, _ error: any Error) {
                    result.rows.append(notMeasured(style, item, sizes[sizeIndex], .notMeasured("\(error)")))
                }
                // By index: the sizes are read in place, not copied at every item.
                let platformSizes = sizes.indices.lazy.filter { sizes[$0].platform == platform }
                guard fonts.font.isSizeDependent else {
                    // Shaped once for every size (or found shaped by a style that shapes alike),
                    // held in a constant: an optional rebound at each size retained the text,
                    // which the other task may be retaining too, twice per measurement.
                    let box: SharedText
                    do {
                        box = try shared(item, style: style, fonts: fonts, preparer: preparer, platform: platform)
                    } catch {
                        for sizeIndex in platformSizes { failed(sizeIndex, error) }
                        continue
                    }
                    let derived = box.derived  // held for the sizes (``SharedText/derived``)
                    for sizeIndex in platformSizes where !measure(box, derived: derived, at: sizeIndex) { break }
                    continue
                }
                for sizeIndex in platformSizes {
                    // A font that follows the size (`opsz`, `trak`): shaped again at each size.
                    fonts.font.setPointSize(sizes[sizeIndex].pointSize)
                    let box: SharedText
                    do {
                        box = SharedText(
                            try preparer.prepare(
                                Self.laidOutText(item, style: style, platform: platform), font: fonts.font,
                                fallback: fonts.fallback, keepGlyphs: platform.keepsGlyphs),
                            platform: platform.rules)
                    } catch {
                        failed(sizeIndex, error)
                        continue
                    }
                    guard measure(box, derived: box.derived, at: sizeIndex) else { break }
                }
            }
        }
        result.worst = worst
        return result
    }
}

extension CheckWorker {
    /// Each style's resolved face, by style name.
    package static func faces(_ guide: StyleGuide, _ resolutions: [FontResolution]) -> [String: ResolvedFace] {
        Dictionary(
            zip(guide.styles, resolutions).map { style, resolution in
                (
                    style.name,
                    ResolvedFace(
                        path: resolution.path, faceIndex: resolution.faceIndex, variation: resolution.variation ?? [:])
                )
            }
        ) { first, _ in first }
    }

    /// The faces a finished check used (its fonts' paths, faces and variations), by style name.
    package static func faces(_ report: CheckReport) -> [String: ResolvedFace] {
        Dictionary(
            report.fonts.filter { $0.metrics != nil }.map { font in
                (font.style, ResolvedFace(path: font.path, faceIndex: font.faceIndex, variation: font.variation ?? [:]))
            }
        ) { first, _ in first }
    }
}
