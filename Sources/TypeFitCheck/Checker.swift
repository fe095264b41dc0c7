import Foundation
import Synchronization
import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// Options of a check beyond the guide.
public struct CheckOptions: Sendable {
    /// Pseudo-localizations applied to the base-locale strings.
    public var pseudo: [PseudoLocalization]
    /// Parallel tasks (default: the active cores).
    public var parallelism: Int
    /// Probe each font in a child process before loading it (nil: trust the fonts).
    public var isolation: IsolatedProbe?
    /// The font files' bytes, read once for the run, and its fallback searches.
    public var fonts: FontCache
    /// The worst labels per style and size kept and drawn while checking, for report.html
    /// (0: none, and no glyphs are kept).
    public var labelsPerCell: Int

    public init(pseudo: [PseudoLocalization] = [], parallelism: Int = ProcessInfo.processInfo.activeProcessorCount, isolation: IsolatedProbe? = nil,
                fonts: FontCache = FontCache(), labelsPerCell: Int = 3) {
        self.pseudo = pseudo
        self.parallelism = max(1, parallelism)
        self.isolation = isolation
        self.fonts = fonts
        self.labelsPerCell = max(0, labelsPerCell)
    }
}

/// Runs a style guide: every style × size × string × locale, measured and judged.
public enum Checker {
    /// Reads the strings, resolves every style's font (a family, weight or italic the fonts do not
    /// have is an ``InputError`` naming the guide line), then measures in parallel: each task owns
    /// its FreeType, HarfBuzz and fontconfig objects. `progress` gets (styles done, styles).
    public static func run(
        _ guide: StyleGuide, options: CheckOptions = CheckOptions(), progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> CheckReport {
        var timings: [PhaseTiming] = []
        var plan = try timings.time("read catalogs, plan") { try planned(guide, options: options) }
        let resolutions = try timings.time("resolve fonts") { try resolveFonts(guide, cache: options.fonts) }
        plan.notes += try requireStrings(guide, plan: plan)
        let admitted = try timings.time("admit fonts") { try admit(guide, resolutions: resolutions, options: options) }
        let faces = CheckWorker.faces(guide, resolutions)
        let start = ContinuousClock.now
        let checked = try await measure(guide, plan: plan, admitted: admitted, faces: faces, options: options, progress: progress)
        let tasks = min(options.parallelism, guide.styles.count)
        timings.append(PhaseTiming(phase: "measure (\(tasks) task\(tasks == 1 ? "" : "s"))", seconds: (ContinuousClock.now - start).seconds))
        var report = CheckReport(
            guide: guide.file,
            versions: CheckReport.Versions(typefit: TypeFitInfo.version, freetype: admitted.freetypeVersion, harfbuzz: ShapingFont.harfBuzzVersion, icu: TextBoundaries.icuVersion),
            models: models(guide), fonts: admitted.fonts, results: checked.flatMap(\.rows))
        report.notes = plan.notes
        report.labels.perCell = options.labelsPerCell
        for style in checked {
            report.labels.labels += style.labels
            report.labels.outlines.merge(style.outlines) { first, _ in first }
        }
        // Strings measured: the plan's (key × locale), less those no font could draw.
        report.stringCounts = Dictionary(zip(guide.styles.map(\.name), zip(plan.styles, checked).map { style, result in
            max(0, Set(style.items.map { "\($0.locale)\u{0}\($0.key)" }).count - result.unmeasured)
        })) { first, _ in first }
        if !guide.rows.isEmpty {
            try timings.time("layout rows") {
                let worker = try CheckWorker(guide: guide, gate: FontGate(probe: options.isolation, trusted: admitted.trusted), cache: options.fonts, faces: faces)
                report.rows = try RowChecker.run(guide, strings: plan.strings, worker: worker)
            }
        }
        report.contrast = ContrastChecker.run(guide)
        report.timings = timings
        return report
    }

    /// What a check measures: the catalogs' strings, each style's items and sizes, and the notes.
    struct Plan: Sendable {
        var strings: [LocalizedString]
        var styles: [(items: [CheckPlan.Item], sizes: [CheckPlan.Size])]
        var notes: [String]
        var catalogFiles: Int
    }

    /// Stage 1: reads the catalogs and plans each style.
    static func planned(_ guide: StyleGuide, options: CheckOptions) throws -> Plan {
        let catalog = try StringCatalogReader.readAll(guide.stringSources, baseLocale: guide.baseLocale)
        let styles = guide.styles.map { style in
            (items: CheckPlan.items(for: style, guide: guide, strings: catalog.strings, pseudo: options.pseudo), sizes: CheckPlan.sizes(for: style, guide: guide))
        }
        return Plan(strings: catalog.strings, styles: styles, notes: catalog.notes, catalogFiles: catalog.files.count)
    }

    /// A style that would measure nothing is an input error (after the fonts resolved, so a
    /// missing family is said first), or a note when it says `optional`.
    static func requireStrings(_ guide: StyleGuide, plan: Plan) throws(InputError) -> [String] {
        var notes: [String] = []
        let rowStyles = Set(guide.rows.flatMap { $0.elements.compactMap(\.style) })
        for (index, style) in guide.styles.enumerated() where plan.styles[index].items.isEmpty && !rowStyles.contains(style.name) {
            let reason = CheckPlan.emptyReason(style, index: index, guide: guide, strings: plan.strings, catalogs: plan.catalogFiles)
            guard style.isOptional else { throw InputError(file: guide.file, line: style.line, message: reason) }
            notes.append("\(reason) (optional: measured nothing)")
        }
        return notes
    }

    /// The fonts a check admitted: each style's report (metrics and findings, or the refusal), the
    /// files the isolated probe passed, and the styles whose font it refused.
    struct Admitted: Sendable {
        var fonts: [FontReport]
        var trusted: Set<String>
        var refused: [Int: FontError]
        var freetypeVersion: String
    }

    /// Stage 2: probes each resolved file once (isolation) and reads each face's metrics once.
    static func admit(_ guide: StyleGuide, resolutions: [FontResolution], options: CheckOptions) throws -> Admitted {
        let library = try FreeTypeLibrary()
        let gate = FontGate(probe: options.isolation)
        var fontReports: [FontReport] = []
        var faces: [(style: String, metrics: FaceMetrics)] = []
        var refused: [Int: FontError] = [:]
        var openedMetrics: [String: FaceMetrics] = [:]
        for (index, (style, resolution)) in zip(guide.styles, resolutions).enumerated() {
            if let error = gate.admit(resolution.path) {
                refused[index] = error
                fontReports.append(FontReport(style: style.name, family: resolution.family, resolvedStyle: resolution.style, path: resolution.path,
                                              faceIndex: resolution.faceIndex, variation: resolution.variation, findings: [.refused(error)]))
                continue
            }
            // Styles often share a face (13 styles, 4 faces in the demo): read each once.
            let faceKey = "\(resolution.path)#\(resolution.faceIndex)"
            let metrics = try openedMetrics[faceKey] ?? FontFace(path: resolution.path, faceIndex: resolution.faceIndex, library: library, cache: options.fonts).metrics
            openedMetrics[faceKey] = metrics
            faces.append((style.name, metrics))
            fontReports.append(FontReport(
                style: style.name, family: resolution.family, resolvedStyle: resolution.style, path: resolution.path,
                faceIndex: resolution.faceIndex, variation: resolution.variation, findings: FontFindings.findings(for: metrics), metrics: metrics))
        }
        for (style, finding) in FontFindings.familyMismatches(faces) {
            if let index = fontReports.firstIndex(where: { $0.style == style }) { fontReports[index].findings.append(finding) }
        }
        let trusted = Set(resolutions.map(\.path)).subtracting(refused.keys.map { resolutions[$0].path })
        return Admitted(fonts: fontReports, trusted: trusted, refused: refused, freetypeVersion: library.version)
    }

    /// Stage 3: the styles measured in parallel, one worker (its own FreeType, HarfBuzz, fontconfig
    /// and ICU objects) per task; results in the guide's order.
    static func measure(
        _ guide: StyleGuide, plan: Plan, admitted: Admitted, faces: [String: CheckWorker.ResolvedFace], options: CheckOptions,
        progress: (@Sendable (Int, Int) -> Void)?
    ) async throws -> [CheckWorker.StyleResult] {
        let styles = plan.styles
        let tasks = min(options.parallelism, guide.styles.count)
        // Each task takes the next style when it is free (styles differ in cost); the results are
        // put back in the guide's order, so the report does not depend on who measured what.
        let next = Counter(), done = Counter()
        return try await withThrowingTaskGroup(of: [(Int, CheckWorker.StyleResult)].self) { group in
            for _ in 0..<tasks {
                group.addTask {
                    let worker = try CheckWorker(guide: guide, gate: FontGate(probe: options.isolation, trusted: admitted.trusted), cache: options.fonts, faces: faces)
                    var measured: [(Int, CheckWorker.StyleResult)] = []
                    while true {
                        let index = next.take()
                        guard index < styles.count else { break }
                        if let error = admitted.refused[index] {
                            measured.append((index, CheckWorker.StyleResult(
                                rows: [CheckResult.error(style: guide.styles[index].name, .unmeasurable("\(error)"))], unmeasured: styles[index].items.count)))
                        } else {
                            measured.append((index, try worker.check(
                                guide.styles[index], items: styles[index].items, sizes: styles[index].sizes,
                                labelsPerCell: options.labelsPerCell, symbolPrefix: "s\(index)g")))
                        }
                        progress?(done.take() + 1, styles.count)
                    }
                    return measured
                }
            }
            var collected = [CheckWorker.StyleResult](repeating: CheckWorker.StyleResult(rows: [], unmeasured: 0), count: guide.styles.count)
            for try await part in group {
                for (index, result) in part { collected[index] = result }
            }
            return collected
        }
    }

    /// Resolves each style's family, weight and italic; anything inexact is an error at the style's line.
    package static func resolveFonts(_ guide: StyleGuide, cache: FontCache? = nil) throws -> [FontResolution] {
        let resolver: FontResolver
        do {
            // A style's own family resolves in the guide's fonts only: the machine's fonts
            // (systemFonts) draw characters those lack, never a style's face.
            resolver = try FontResolver(directories: guide.fontDirectories, includeSystemFonts: false, cache: cache)
        } catch {
            throw InputError(file: guide.file, line: nil, message: "fonts: \(error)")
        }
        return try guide.styles.enumerated().map { index, style in
            let at = { (field: String, message: String) in
                InputError(file: guide.file, line: style.line, message: "styles[\(index)].\(field): \(message)")
            }
            let resolution: FontResolution
            do {
                resolution = try resolver.resolve(style.query)
            } catch let error as FontError {
                throw at("family", "\(error)")
            }
            if !resolution.exact {
                let available = resolver.styles(of: resolution.family)
                if resolution.italic != style.italic {
                    throw at("italic", "\(style.family) has no \(style.italic ? "italic" : "upright") face; it has \(available.joined(separator: ", "))")
                }
                throw at("weight", "\(style.family) has no weight \(style.weight.value); it has \(available.joined(separator: ", "))")
            }
            return resolution
        }
    }

    static func models(_ guide: StyleGuide) -> [String: String] {
        [
            "shaping": "HarfBuzz at unitsPerEm scale, no hinting; widths in Double, rounded only when printed",
            "lineBreaking": "ICU UAX #14 opportunities for the string's locale, greedy fill, trailing spaces not counted",
            "iosScaling": guide.scaling == .size
                ? "size: base × S(style, category) / S(style, large), the HIG point-size ratio (an approximation of UIFontMetrics)"
                : "leading: base × L(style, category) / L(style, large), the HIG leading ratio (an approximation of UIFontMetrics)",
            "androidScaling": "Android 14 FontScaleConverterFactory (linear below 1.13, non-linear tables from 1.15); sizes in dp",
            "lineHeight": "\(guide.lineHeightModel?.rawValue ?? "apple on iOS, android on Android") unless a style sets lineHeight",
            "warnMargin": "\(compactNumber(guide.warnMargin * 100))%",
            "rows": "elements' single-line widths plus spacing (scaled along its curve) against the container before switchAt; stacked heights (text wrapped to the container) against maxHeight from switchAt on",
            "contrast": "WCAG 2.2 contrast ratio of relative luminances, unrounded; background composited over the theme's canvas and text over that; large text ≥ 18 pt or ≥ 14 pt at weight ≥ 700 (iOS points read as CSS px); level \(guide.contrastLevel.rawValue)",
        ]
    }
}

extension CheckResult {
    /// A row for something that could not be measured at all (a font refused by isolation, a
    /// string over the caps): failed, with the reason.
    static func error(style: String, _ reason: Reason) -> CheckResult {
        CheckResult(style: style, platform: .ios, category: .every, sizeClass: nil, key: "-", locale: "-", text: "", pointSize: 0,
                    lineHeight: 0, width: 0, lineCount: 0, height: 0, maxWidth: nil, maxLines: nil, status: .fail, reasons: [reason])
    }
}

/// The tool's own version, for reports.
public enum TypeFitInfo {
    public static let version = "0.1.0"
}

/// A counter tasks share: each ``take()`` returns the next number once.
private final class Counter: Sendable {
    private let value = Mutex(0)

    func take() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
