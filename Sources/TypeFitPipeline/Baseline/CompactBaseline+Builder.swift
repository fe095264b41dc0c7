import TypeFitReports
import Foundation
import TypeFitSupport
import TypeFitCheck

extension CompactBaseline {
    /// Gathers a compact baseline from a check's measurements as they stream: each style × size's
    /// counts, and an entry for each string that failed or warned. Holds only those (a passing
    /// measurement is counted and let go).
    package struct Builder: Sendable {
        /// Each size group's categories, in the order met (a guide has a dozen or so).
        private var groups: [String: [String]] = [:]
        private var cells: [Place: [String: (measured: Int, warned: Int, failed: Int)]] = [:]
        private var cellOrder: [(style: String, place: Place)] = []
        private var findings: [String: Finding] = [:]
        private var worstOverflow: [String: Double] = [:]

        package init() {}

        package mutating func add(_ row: borrowing CheckResult) {
            let place = Place(group: CompactBaseline.group(copy row), category: row.category.description)
            if groups[place.group]?.contains(place.category) != true {
                groups[place.group, default: []].append(place.category)
            }
            var cell = cells[place]?[row.style] ?? (0, 0, 0)
            if cell.measured == 0 { cellOrder.append((row.style, place)) }
            cell.measured += 1
            if row.status == .warn { cell.warned += 1 }
            if row.status == .fail { cell.failed += 1 }
            cells[place, default: [:]][row.style] = cell
            guard row.status != .pass else { return }
            let id = row.style + "\u{0}" + row.key + "\u{0}" + row.locale
            var finding = findings[id] ?? Finding(style: row.style, key: row.key, locale: row.locale)
            let kind = FindingKind(row).rawValue
            if row.status == .fail {
                finding.failing.append(place)
                if !finding.failingKinds.contains(kind) { finding.failingKinds.append(kind) }
            } else {
                finding.warned.append(place)
                if !finding.warnedKinds.contains(kind) { finding.warnedKinds.append(kind) }
            }
            let overflow = row.overflow + (row.status == .fail ? 1_000_000 : 0)
            if overflow > worstOverflow[id] ?? -1 {
                worstOverflow[id] = overflow
                finding.worst = (place, (row.width * 100).rounded() / 100, row.lineCount)
            }
            findings[id] = finding
        }

        /// The baseline of the finished check: fonts fingerprinted, entries sorted.
        package func baseline(_ report: CheckReport, guide: StyleGuide) -> CompactBaseline {
            var digests: [String: String] = [:]
            var fonts: [Font] = []
            for font in report.fonts {
                let digest: String
                if let known = digests[font.path] {
                    digest = known
                } else {
                    // A font that cannot be read is recorded so: comparing it later says it changed.
                    digest = (try? SHA256.hexDigest(ofFile: font.path)) ?? "unreadable"
                    digests[font.path] = digest
                }
                fonts.append(
                    Font(
                        style: font.style, file: FileLocation.relative(font.path, to: guide.folder),
                        faceIndex: font.faceIndex, sha256: digest))
            }
            let cellList = cellOrder.compactMap { style, place -> Cell? in
                guard let counts = cells[place]?[style] else { return nil }
                return Cell(
                    style: style, group: place.group, category: place.category, measured: counts.measured,
                    warned: counts.warned, failed: counts.failed)
            }.sorted {
                ($0.style, $0.group, groups[$0.group]?.firstIndex(of: $0.category) ?? 0)
                    < ($1.style, $1.group, groups[$1.group]?.firstIndex(of: $1.category) ?? 0)
            }
            let sorted = findings.values.map { finding in
                // Only a failing string keeps its worst size (the file holds no other).
                var finding = finding
                if finding.failing.isEmpty { finding.worst = nil }
                return finding
            }.sorted { ($0.style, $0.key, $0.locale) < ($1.style, $1.key, $1.locale) }
            return CompactBaseline(
                guide: FileLocation.relative(guide.file, to: guide.folder),
                versions: report.versions.byKey.filter { ReportDiff.measuringVersions.contains($0.key) },
                categories: groups, fonts: fonts, cells: cellList, findings: sorted)
        }
    }
}

extension CompactBaseline.Builder {
    /// Reads a check's measurements from `stream` as reader `reader` until it ends.
    package static func read(_ stream: ResultStream, reader: Int) -> Result<CompactBaseline.Builder, any Error> {
        var builder = CompactBaseline.Builder()
        while let event = stream.read(reader) {
            switch event {
            case .head, .measured: continue
            case let .results(results): for row in results { builder.add(row) }
            case .end: return .success(builder)
            }
        }
        return .failure(CancellationError())
    }
}
