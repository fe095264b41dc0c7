import Foundation
import TypeFitSupport
import TypeFitText

extension Checker {
    /// What identifies a check's plan across machines: every style's sizes and strings (key,
    /// locale, text, where written) in order, and the font each style resolved to (file name,
    /// face, style) — FNV-1a, 16 hex digits. Shards of one check and the run that merges them
    /// must agree on it.
    static func planDigest(_ guide: StyleGuide, plan: Plan, fonts: [FontReport]) -> String {
        var hash = FNV1a()
        for (style, planned) in zip(guide.styles, plan.styles) {
            hash.add(style.name)
            hash.add(byte: 1)
            for size in planned.sizes {
                hash.add(size.platform.rawValue)
                hash.add(size.category.description)
                hash.add(size.sizeClass?.rawValue ?? "")
                hash.add(size.pointSize)
                hash.add(size.maxWidth ?? -1)
                hash.add(byte: size.textSpacing ? 1 : 0)
            }
            hash.add(byte: 2)
            for item in planned.items {
                for part in [item.key, item.locale, item.text, item.source?.description ?? ""] {
                    hash.add(part)
                    hash.add(byte: 0)
                }
            }
            hash.add(byte: 3)
        }
        for font in fonts {
            for part in [font.style, URL(fileURLWithPath: font.path).lastPathComponent, font.resolvedStyle] {
                hash.add(part)
                hash.add(byte: 0)
            }
            hash.add(Double(font.faceIndex))
        }
        return hash.hex
    }

    /// Stage 3 of a merging run: every unit's rows read from the shard that measured its strings,
    /// in the plan's order, into the same assembler a measuring run uses — so the totals, the
    /// uncovered-script rows, the worst labels and the order are the unsharded run's.
    static func replay(
        _ guide: StyleGuide, plan: Plan, units: [MeasuringUnit], admitted: Admitted,
        shards: any ShardedMeasurements, options: CheckOptions, stream: ResultStream,
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws -> MeasuredStyles {
        let parts = ShardParts(plan, count: shards.records.count)
        var uncovered: [String: [Int: [UncoveredItem]]] = [:]
        for record in shards.records {
            for item in record.uncovered { uncovered[item.style, default: [:]][item.item, default: []].append(item) }
        }
        let assembler = UnitAssembler(guide: guide, plan: plan, units: units, stream: stream, progress: progress)
        for (index, unit) in units.enumerated() {
            stream.reserve()
            if stream.hasFailed {
                stream.giveBack()
                throw CancellationError()
            }
            let style = guide.styles[unit.style]
            var result = CheckWorker.UnitResult()
            if let error = admitted.refused[unit.style] {
                result = .refused(style, error, items: plan.styles[unit.style].items.count)
            } else if !unit.items.isEmpty {
                result = try replayed(
                    style.name, items: plan.styles[unit.style].items[unit.items], sizes: plan.styles[unit.style].sizes,
                    labelsPerCell: options.labelsPerCell, shards: shards, parts: parts.parts[unit.style],
                    uncovered: uncovered[style.name] ?? [:], guide: guide.file)
            }
            assembler.deliver(result, unit: index)
        }
        try shards.finish()
        return assembler.finished
    }

    /// A unit's rows as its strings' shards made them, with what the measuring would have kept:
    /// the worst labels (to draw here) and the strings no font covered.
    private static func replayed(
        _ style: String, items: ArraySlice<CheckPlan.Item>, sizes: [CheckPlan.Size], labelsPerCell: Int,
        shards: any ShardedMeasurements, parts: [UInt8], uncovered: [Int: [UncoveredItem]], guide: String
    ) throws -> CheckWorker.UnitResult {
        var result = CheckWorker.UnitResult(
            worst: Array(repeating: WorstLabels<CheckPlan.Item>(capacity: labelsPerCell), count: sizes.count))
        for (itemIndex, item) in zip(items.indices, items) {
            let part = Int(parts[itemIndex])
            let string = ShardString(key: item.key, locale: item.locale, text: item.text, source: item.source)
            if let missed = uncovered[itemIndex] {
                for entry in missed { result.uncovered.record(entry.scripts, platform: entry.platform, item: item) }
                result.unmeasured += 1
            }
            var sizeIndex = 0
            for row in try shards.take(part: part, style: style, string: string) {
                // The rows go through the style's sizes in order (a platform's all or none).
                while sizeIndex < sizes.count, !sizes[sizeIndex].isPlace(of: row) { sizeIndex += 1 }
                guard sizeIndex < sizes.count else {
                    throw InputError(
                        file: guide, line: nil,
                        message:
                            "a shard's row of \(style) at \(row.category) (\(row.key), \(row.locale)) is at no size this guide plans for it"
                    )
                }
                let order = itemIndex * sizes.count + sizeIndex
                if labelsPerCell > 0, result.worst[sizeIndex].admits(row, order: order) {
                    result.worst[sizeIndex].offer(row, order: order, payload: item)
                }
                result.rows.append(row)
                sizeIndex += 1
            }
        }
        return result
    }

    /// The shards must be 1 to N of one N, each once, of the plan this run would measure.
    static func checkShards(_ records: [ShardRecord], digest: String, guide: String) throws(InputError) {
        guard let first = records.first else {
            throw InputError(file: guide, line: nil, message: "no shards to merge")
        }
        let count = first.shard.count
        let indexes = records.map(\.shard.index)
        guard records.allSatisfy({ $0.shard.count == count }), indexes == Array(1...count) else {
            let named = records.map(\.shard.description).joined(separator: ", ")
            let missing = Set(1...count).subtracting(indexes).sorted().map { "\($0)/\(count)" }
            throw InputError(
                file: guide, line: nil,
                message: "the shards are \(named): a merge needs each of 1/\(count) to \(count)/\(count) once"
                    + (missing.isEmpty ? "" : " (missing \(missing.joined(separator: ", ")))"))
        }
        for record in records where record.planDigest != digest {
            throw InputError(
                file: guide, line: nil,
                message:
                    "shard \(record.shard) measured another plan (digest \(record.planDigest), here \(digest)): its guide, strings or fonts differ from these; check every shard and merge from the same commit"
            )
        }
    }
}

extension CheckPlan.Size {
    /// Whether a row was measured at this size (a row that could not be measured has no point size).
    func isPlace(of row: CheckResult) -> Bool {
        row.platform == platform && row.category == category && row.sizeClass == sizeClass
            && (row.pointSize == pointSize || row.pointSize == 0)
    }
}
