import Foundation
import Synchronization
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// Options of a check beyond the guide.
package struct CheckOptions: Sendable {
    /// Pseudo-localizations applied to the base-locale strings.
    package var pseudo: [PseudoLocalization]
    /// Notes from inputs read before the check (design-token fields typefit does not use), put
    /// first among the report's notes.
    package var notes: [String] = []
    /// Parallel tasks (default: the active cores).
    package var jobs: Int
    /// Probe each font in a child process before loading it (nil: trust the fonts).
    package var isolation: IsolatedProbe?
    /// The font files' bytes, read once for the run, and its fallback searches.
    package var fonts: FontCache
    /// The worst labels per style and size kept and drawn while checking, for report.html
    /// (0, the default: none, and no glyphs are kept; ``CheckRun`` sets it when report.html is
    /// among the formats).
    package var labelsPerCell: Int
    /// About how many measurements one unit of work holds (a run of a style's strings at every
    /// size): small enough to keep every task busy and the results in flight few.
    package var unitMeasurements = 4_096
    /// Measure only this shard's strings (``CheckShard``); the report records what `typefit merge` needs.
    package var shard: CheckShard?
    /// Measure nothing: read the shards' rows instead, in the plan's order (`typefit merge`).
    package var shards: (any ShardedMeasurements)?

    package init(
        pseudo: [PseudoLocalization] = [], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        isolation: IsolatedProbe? = nil,
        fonts: FontCache = FontCache(), labelsPerCell: Int = 0
    ) {
        self.pseudo = pseudo
        self.jobs = max(1, jobs)
        self.isolation = isolation
        self.fonts = fonts
        self.labelsPerCell = max(0, labelsPerCell)
    }
}

/// Runs a style guide: every style × size × string × locale, measured and judged.
package enum Checker {
    /// Reads the strings, resolves every style's font (a family, weight or italic the fonts do not
    /// have is an ``InputError`` naming the guide line), then measures in parallel: each task owns
    /// its FreeType, HarfBuzz and fontconfig objects. The report holds every measurement; for a
    /// large check, stream them instead (``run(_:options:into:progress:)``). `progress` gets
    /// (measurements done, measurements planned), as units finish.
    package static func run(
        _ guide: StyleGuide, options: CheckOptions = CheckOptions(), progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> CheckReport {
        let stream = ResultStream(readers: 1, window: 4 * options.jobs)
        async let collected = Threads.run(1) { _ in
            var results: [CheckResult] = []
            while let event = stream.read(0) {
                if case let .results(batch) = event { results += batch }
            }
            return results
        }
        var report: CheckReport
        do {
            report = try await run(guide, options: options, into: stream, progress: progress)
        } catch {
            _ = try? await collected  // the stream is closed: the reader returns
            throw error
        }
        report.results = try await collected.first ?? []
        return report
    }

    /// Runs the check as ``run(_:options:progress:)`` does, delivering it through `stream`: the
    /// report's head, then the measurements in order as they are made (in batches, a slow reader
    /// holding the measuring back), then the finished report, which is also returned (without
    /// results: its ``CheckReport/totals`` count them). The stream is closed when this returns
    /// or throws.
    package static func run(
        _ guide: StyleGuide, options: CheckOptions = CheckOptions(), into stream: ResultStream,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> CheckReport {
        defer { stream.close() }
        return try await run(try await prepare(guide, options: options), into: stream, progress: progress)
    }

    /// A check whose inputs are read and judged sound — catalogs planned, fonts resolved and
    /// admitted, the report's head made — and that has not measured yet.
    package struct Prepared: Sendable {
        var guide: StyleGuide
        var options: CheckOptions
        var plan: Plan
        var admitted: Admitted
        var faces: [String: CheckWorker.ResolvedFace]
        /// The report's head: everything known before measuring.
        var report: CheckReport
        var timings: [PhaseTiming]
        /// How long the fallback fonts' configuration was waited for, once the inputs were read.
        var fallbackWait: Double
    }

    /// Reads and judges the inputs (bad input is an ``InputError`` here, before anything is
    /// measured or written). Reading catalogs, resolving fonts and probing them in child
    /// processes block: they run on threads of their own, never on Swift's cooperative pool.
    package static func prepare(_ guide: StyleGuide, options: CheckOptions) async throws -> Prepared {
        // The fallback fonts' fontconfig configuration is built on a thread of its own while the
        // catalogs are read (it scans the font folders; measuring asks it from the first string).
        let search = options.fonts.fallbackSearch(
            folders: guide.fontFolders, includeSystemFonts: guide.includeSystemFonts)
        async let searchReady: [Void] = Threads.run(1) { _ in search.prepare() }
        // The fonts are resolved and admitted (each file probed in a child process: mostly
        // waiting for it) on a thread of their own while the catalogs are read.
        async let fontsReady = Threads.one { try resolvedFonts(guide, options: options) }
        let reading = ContinuousClock.now
        let plan = try await Threads.one { try planned(guide, options: options) }
        let fonts = try await fontsReady
        let read = PhaseTiming(phase: "read catalogs, plan", seconds: (ContinuousClock.now - reading).seconds)
        var prepared = try await Threads.one {
            try prepareInputs(guide, options: options, plan: plan, fonts: fonts, timings: [read] + fonts.timings)
        }
        let waiting = ContinuousClock.now
        _ = try await searchReady
        prepared.fallbackWait = (ContinuousClock.now - waiting).seconds
        return prepared
    }

    /// The inputs judged together once read (the catalogs' plan, the fonts resolved and
    /// admitted), in the order their errors are said: catalogs, fonts, strings, admission; blocks.
    private static func prepareInputs(
        _ guide: StyleGuide, options: CheckOptions, plan: Plan, fonts: ResolvedFonts, timings: [PhaseTiming]
    ) throws -> Prepared {
        var plan = plan
        let (resolutions, skipped) = (fonts.resolutions, fonts.skipped)
        plan.notes += skipped.map { "\($0.path) \($0.kind): left out of the fonts" }
        plan.notes += missingDeclarations(guide)
        plan.notes += try requireStrings(guide, plan: plan)
        let admitted = try fonts.admitted.get()
        let faces = CheckWorker.faces(guide, resolutions)
        // Parts of another plan are bad input, said before any report is started.
        if let shards = options.shards {
            try checkShards(
                shards.records, digest: planDigest(guide, plan: plan, fonts: admitted.fonts), guide: guide.file)
        }
        var report = CheckReport(
            guide: guide.file,
            versions: CheckReport.Versions(
                typefit: TypeFitInfo.version, freetype: admitted.freetypeVersion, harfbuzz: ShapingFont.harfBuzzVersion,
                icu: TextBoundaries.icuVersion),
            models: models(guide), fonts: admitted.fonts, results: [])
        report.notes = options.notes + plan.notes
        report.contrast = ContrastChecker.run(guide)
        report.labels.perCell = options.labelsPerCell
        return Prepared(
            guide: guide, options: options, plan: plan, admitted: admitted, faces: faces, report: report,
            timings: timings, fallbackWait: 0)
    }

    /// Measures a prepared check into `stream`: its head, the measurements in order, the
    /// finished report (also returned). Does not close the stream.
    package static func run(
        _ prepared: Prepared, into stream: ResultStream, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> CheckReport {
        let (guide, options, plan, admitted, faces) = (
            prepared.guide, prepared.options, prepared.plan, prepared.admitted, prepared.faces
        )
        var (report, timings) = (prepared.report, prepared.timings)
        stream.append(.head(report), reserved: false)
        let shaping = shapingUses(guide, plan: plan, admitted: admitted, faces: faces)
        timings.append(PhaseTiming(phase: "find fallback fonts", seconds: prepared.fallbackWait))
        // With isolation, the fallback fonts each way of shaping needs are found (their files
        // probed in child processes) beside the measuring tasks, not before them: a probe is
        // mostly a child process starting, and a task that needs a font being probed waits for
        // that one verdict (``FontGate``), as it would for its own probe.
        let scouts = options.isolation != nil && options.shards == nil
        async let scouted =
            scouts
            ? scoutFallbacks(guide, plan: plan, shaping: shaping, admitted: admitted, faces: faces, options: options)
            : 0
        let start = ContinuousClock.now
        let startProcessor = ProcessorTime.now()
        let units = MeasuringUnit.units(
            plan, refused: Set(admitted.refused.keys), measurements: options.unitMeasurements,
            shapings: MeasuringUnit.shapings(shaping.map { $0.map(\.shaping) }))
        let tasks = min(options.jobs, units.count)
        let shardParts = options.shard.map { ShardParts(plan, shard: $0) }
        let measured =
            if let shards = options.shards {
                try replay(
                    guide, plan: plan, units: units, admitted: admitted, shards: shards, options: options,
                    stream: stream, progress: progress)
            } else {
                try await measure(
                    guide, plan: plan, units: units, tasks: tasks, admitted: admitted, faces: faces, shaping: shaping,
                    options: options, shardParts: shardParts, stream: stream, progress: progress)
            }
        timings.append(
            PhaseTiming(
                phase: options.shards.map { "read \($0.records.count) shards" }
                    ?? "measure (\(tasks) task\(tasks == 1 ? "" : "s"))",
                seconds: (ContinuousClock.now - start).seconds,
                processorSeconds: ProcessorTime.now() - startProcessor))
        let scouting = try await scouted
        if scouts { timings.append(PhaseTiming(phase: "fallback fonts found", seconds: scouting, isPart: true)) }
        // The writers close their rows (report.sqlite's last rows) while the labels are drawn.
        stream.append(.measured, reserved: false)
        report.totals = measured.totals
        report.stringCounts = stringCounts(
            guide, plan: plan, shardParts: shardParts, unmeasured: measured.unmeasured)
        if options.labelsPerCell > 0 {
            let drawing = ContinuousClock.now
            (report.labels.labels, report.labels.outlines) = try await drawWorst(
                measured.worst, guide: guide, plan: plan, admitted: admitted, faces: faces, options: options,
                tasks: options.jobs)
            timings.append(PhaseTiming(phase: "draw worst labels", seconds: (ContinuousClock.now - drawing).seconds))
        }
        if !guide.rows.isEmpty {
            let worker = try CheckWorker(guide: guide, gate: admitted.gate, cache: options.fonts, faces: faces)
            try timings.time("layout rows") {
                report.rows = try RowChecker.run(guide, strings: plan.strings, worker: worker)
            }
        }
        if let shard = options.shard {
            report.shard = ShardRecord(
                shard: shard, planDigest: planDigest(guide, plan: plan, fonts: report.fonts),
                uncovered: measured.uncoveredItems)
        }
        report.timings = timings
        stream.append(.end(report), reserved: false)
        return report
    }

    /// What a check measures: the catalogs' strings, each style's items and sizes, and the notes.
    struct Plan: Sendable {
        var strings: [LocalizedString]
        var styles: [(items: [CheckPlan.Item], sizes: [CheckPlan.Size])]
        var notes: [String]
        var catalogFiles: Int
    }

    /// What decides a style's items (``CheckPlan/items(for:guide:strings:pseudo:)``) besides the guide.
    private struct ItemSelection: Hashable {
        var samples: [String]
        var keys: [String]
        var textCase: TextCase?
    }

    /// Stage 1: reads the catalogs and plans each style.
    static func planned(_ guide: StyleGuide, options: CheckOptions) throws -> Plan {
        let catalog = try StringCatalogReader.readAll(guide.stringSources, baseLocale: guide.baseLocale)
        // Styles that pick the same strings the same way share one array of items (Apple's eleven
        // text styles over one catalog are one array, not eleven).
        var itemsBySelection: [ItemSelection: [CheckPlan.Item]] = [:]
        let styles = guide.styles.map { style in
            let selection = ItemSelection(samples: style.samples, keys: style.keys, textCase: style.textCase)
            let items =
                itemsBySelection[selection]
                ?? CheckPlan.items(for: style, guide: guide, strings: catalog.strings, pseudo: options.pseudo)
            itemsBySelection[selection] = items
            return (items: items, sizes: CheckPlan.sizes(for: style, guide: guide))
        }
        return Plan(strings: catalog.strings, styles: styles, notes: catalog.notes, catalogFiles: catalog.files.count)
    }

    /// A style that would measure nothing is an input error (after the fonts resolved, so a
    /// missing family is said first), or a note when it says `optional`.
    static func requireStrings(_ guide: StyleGuide, plan: Plan) throws(InputError) -> [String] {
        var notes: [String] = []
        let rowStyles = Set(guide.rows.flatMap { $0.elements.compactMap(\.style) })
        for (index, style) in guide.styles.enumerated()
        where plan.styles[index].items.isEmpty && !rowStyles.contains(style.name) {
            let reason = CheckPlan.emptyReason(
                style, index: index, guide: guide, strings: plan.strings, catalogs: plan.catalogFiles)
            guard style.isOptional else { throw InputError(file: guide.file, line: style.line, message: reason) }
            notes.append("\(reason) (optional: measured nothing)")
        }
        return notes
    }

    /// The fonts a check admitted: each style's report (metrics and findings, or the refusal), the
    /// run's gate with the verdicts so far, and the styles whose font it refused.
    struct Admitted: Sendable {
        var fonts: [FontReport]
        /// The run's verdicts on font files (the styles' fonts are in already): every task asks
        /// it, so a fallback font is probed once per run.
        var gate: FontGate
        var refused: [Int: FontError]
        var freetypeVersion: String
    }

    /// Stage 2: probes each resolved file once (isolation) and reads each face's metrics once.
    static func admit(_ guide: StyleGuide, resolutions: [FontResolution], options: CheckOptions) throws -> Admitted {
        let library = try FreeTypeLibrary()
        let gate = FontGate(probe: options.isolation)
        // Every file probed side by side first (each probe is a child process's start, ~25 ms):
        // the loop below then finds the verdicts made, in the guide's order.
        let files = Array(Set(resolutions.map(\.path))).sorted()
        if options.isolation != nil, files.count > 1 {
            DispatchQueue.concurrentPerform(iterations: files.count) { _ = gate.admit(files[$0]) }
        }
        var fontReports: [FontReport] = []
        var faces: [(style: String, metrics: FaceMetrics)] = []
        var refused: [Int: FontError] = [:]
        var openedMetrics: [String: FaceMetrics] = [:]
        for (index, (style, resolution)) in zip(guide.styles, resolutions).enumerated() {
            if let error = gate.admit(resolution.path) {
                refused[index] = error
                fontReports.append(
                    FontReport(
                        style: style.name, family: resolution.family, resolvedStyle: resolution.style,
                        path: resolution.path,
                        faceIndex: resolution.faceIndex, variation: resolution.variation, findings: [.refused(error)]))
                continue
            }
            // Styles often share a face (13 styles, 4 faces in the demo): read each once.
            let faceKey = "\(resolution.path)#\(resolution.faceIndex)"
            let metrics =
                try openedMetrics[faceKey]
                ?? FontFace(
                    path: resolution.path, faceIndex: resolution.faceIndex, library: library, cache: options.fonts
                ).metrics
            openedMetrics[faceKey] = metrics
            faces.append((style.name, metrics))
            fontReports.append(
                FontReport(
                    style: style.name, family: resolution.family, resolvedStyle: resolution.style,
                    path: resolution.path,
                    faceIndex: resolution.faceIndex, variation: resolution.variation,
                    findings: FontFindings.findings(for: metrics).filter {
                        $0.applies(to: style.platforms ?? guide.platforms)
                    }
                        + declarationFindings(path: resolution.path, metrics: metrics, guide: guide),
                    metrics: metrics))
        }
        for (style, finding) in FontFindings.familyMismatches(faces) {
            if let index = fontReports.firstIndex(where: { $0.style == style }) {
                fontReports[index].findings.append(finding)
            }
        }
        return Admitted(fonts: fontReports, gate: gate, refused: refused, freetypeVersion: library.version)
    }

    /// Stage 3: the units measured in parallel, one worker (its own FreeType, HarfBuzz, fontconfig
    /// and ICU objects) per thread, each taking the next unit when free; the assembler puts the
    /// results back in the plan's order as they come, so the report does not depend on who
    /// measured what.
    static func measure(
        _ guide: StyleGuide, plan: Plan, units: [MeasuringUnit], tasks: Int, admitted: Admitted,
        faces: [String: CheckWorker.ResolvedFace],
        shaping: [[PlatformShaping]], options: CheckOptions, shardParts: ShardParts?, stream: ResultStream,
        progress: (@Sendable (Int, Int) -> Void)?
    ) async throws -> MeasuredStyles {
        let assembler = UnitAssembler(
            guide: guide, plan: plan, units: units, stream: stream, progress: progress, shard: shardParts)
        let prepared = PreparedTextCache()
        for use in shaping.joined() { prepared.expectUse(use.shaping) }
        let sizeRows = plan.sizeRows(guide)
        let next = Counter()
        _ = try await Threads.run(tasks) { _ in
            do {
                let worker = try CheckWorker(
                    guide: guide, gate: admitted.gate, cache: options.fonts, faces: faces, prepared: prepared)
                while true {
                    stream.reserve()
                    let index = next.take()
                    guard index < units.count, !assembler.hasFailed, !stream.hasFailed else {
                        stream.giveBack()
                        return
                    }
                    let unit = units[index]
                    var result = CheckWorker.UnitResult()
                    if let error = admitted.refused[unit.style] {
                        result = .refused(guide.styles[unit.style], error, items: plan.styles[unit.style].items.count)
                    } else if !unit.items.isEmpty {
                        result = try worker.check(
                            guide.styles[unit.style], items: plan.styles[unit.style].items[unit.items],
                            sizes: plan.styles[unit.style].sizes, rows: sizeRows[unit.style],
                            labelsPerCell: options.labelsPerCell,
                            shard: shardParts.map { ($0.parts[unit.style], $0.part) })
                    }
                    assembler.deliver(result, unit: index)
                }
            } catch {
                // The others must not wait for the unit this one will never deliver.
                assembler.fail()
                stream.giveBack(tasks)
                throw error
            }
        }
        // A report that failed stopped the measuring: what was measured is no whole check.
        if stream.hasFailed { throw CancellationError() }
        return assembler.finished
    }
}

/// The tool's own version, for reports.
package enum TypeFitInfo {
    package static let version = "0.1.0"
}
