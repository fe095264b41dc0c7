import TypeFitSupport

extension Checker {
    /// Each style's kept labels drawn for report.html (``CheckWorker/draw(_:sizes:style:symbolPrefix:)``),
    /// the styles shared among up to `tasks` threads, each with a worker of its own (its own
    /// fonts), and put together in the styles' order: the same labels and outlines as one
    /// worker drawing style after style. Drawing shapes each label again with its glyphs (the
    /// longest strings of the catalog, mostly), and one thread doing it all was a tenth of a
    /// check's wall-clock time, after the measuring, with the other cores idle or nearly.
    static func drawWorst(
        _ worst: [[WorstLabels<CheckPlan.Item>]], guide: StyleGuide, plan: Plan, admitted: Admitted,
        faces: [String: CheckWorker.ResolvedFace], options: CheckOptions, tasks: Int
    ) async throws -> (labels: [DrawnLabel], outlines: [String: String]) {
        let styles = worst.indices.filter { worst[$0].contains { !$0.kept.isEmpty } }
        guard !styles.isEmpty else { return ([], [:]) }
        let next = Counter()
        let drawn = try await Threads.run(max(1, min(tasks, styles.count))) { _ in
            let worker = try CheckWorker(guide: guide, gate: admitted.gate, cache: options.fonts, faces: faces)
            var mine: [(style: Int, labels: [DrawnLabel], outlines: [String: String])] = []
            while true {
                let taken = next.take()
                guard taken < styles.count else { return mine }
                let index = styles[taken]
                let (labels, outlines) = try worker.draw(
                    worst[index], sizes: plan.styles[index].sizes, style: guide.styles[index],
                    symbolPrefix: "s\(index)g")
                mine.append((index, labels, outlines))
            }
        }
        var labels: [DrawnLabel] = []
        var outlines: [String: String] = [:]
        for part in drawn.joined().sorted(by: { $0.style < $1.style }) {
            labels += part.labels
            outlines.merge(part.outlines) { first, _ in first }
        }
        return (labels, outlines)
    }
}
